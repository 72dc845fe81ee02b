"""Fuzzing the command line: ``score`` and ``import`` of mutated records end in 0, 1 or 2 and clean lines."""

from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path

from hypothesis import given, settings

from tarbish_score.cli import main

from .exchange.fuzzing import mutated_records


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


@settings(max_examples=40, deadline=None)
@given(content=mutated_records())
def test_score_and_import_of_a_mutated_record_answer_with_an_exit_code(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.tarbish.json"
        path.write_bytes(content)
        data = str(Path(folder) / "data")
        for argv in (["score", str(path)], ["score", str(path), "--json"]):
            code, out, err = _run(argv)
            assert code in (0, 1)
            # Scored, or one line on what is wrong and where.
            assert (out != "", err.count("\n")) == ((True, 0) if code == 0 else (False, 1))
            assert "\x1b" not in out + err
        code, out, err = _run(["--data-dir", data, "import", str(path)])
        assert code in (0, 1)
        assert err.endswith("nothing was imported\n") if code else out.strip().isdigit()
        assert "\x1b" not in out + err
        code, out, err = _run(["--data-dir", data, "list"])
        assert code == 0
        assert "\x1b" not in out + err

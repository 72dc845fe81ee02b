"""Import edge cases on the command line: a pipe is refused at once, a repeat in one import names its twin."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from tarbish_score import paths
from tarbish_score.cli import ExitCode, build_parser, main
from tarbish_score.cli.commands.importing import import_command
from tarbish_score.exchange import importing
from tarbish_score.exchange.importing import ImportResult, ReadRecord
from tarbish_score.storage import MatchStore, lock

DATA = Path(__file__).resolve().parent / "data"


def test_importing_a_pipe_is_refused_without_waiting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "match.tarbish.json"
    os.mkfifo(pipe)  # nobody writes to it: opening it to read would wait forever
    assert main(["--data-dir", str(tmp_path / "d"), "import", str(pipe)]) == 1
    err = capsys.readouterr().err
    assert f"{pipe}: not a regular file (a pipe, a device or a socket)" in err
    assert "nothing was imported" in err


def test_a_repeat_in_one_import_names_the_earlier_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = DATA / "kitchen-standard.tarbish.json"
    copy = tmp_path / "copy.tarbish.json"
    shutil.copy(first, copy)
    assert main(["--data-dir", str(tmp_path / "d"), "import", str(first), str(copy)]) == 0
    out, err = capsys.readouterr()
    assert out == "1\n"
    assert err == f"tarbish-score: {copy}: the same match as {first} earlier in this import; skipped\n"


def test_data_dir_works_before_and_after_the_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "d"
    assert main(["import", "--data-dir", str(data), str(DATA / "kitchen-standard.tarbish.json")]) == 0
    capsys.readouterr()
    for argv in (["--data-dir", str(data), "list"], ["list", "--data-dir", str(data)]):
        assert main(argv) == 0
        assert "The MacNeils" in capsys.readouterr().out
    # The per-command one wins; leaving it out keeps the global one.
    args = build_parser().parse_args(["--data-dir", "A", "export", "1", "-o", "x", "--data-dir", "B"])
    assert args.data_dir == "B"
    assert build_parser().parse_args(["--data-dir", "A", "score", "f"]).data_dir == "A"


def test_help_tells_how_to_back_up_and_restore() -> None:
    text = " ".join(build_parser().format_help().split())
    assert "Back up: tarbish-score export --all -o FOLDER; restore: tarbish-score import FOLDER." in text


def _sample_with(old: str, new: str) -> str:
    text = (DATA / "kitchen-standard.tarbish.json").read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


def test_list_prints_names_without_their_escape_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = str(tmp_path / "d")
    record = tmp_path / "red.tarbish.json"
    record.write_text(_sample_with('"The MacNeils"', '"\\u001b[31mRed\\u0007"'), encoding="utf-8")
    assert main(["--data-dir", data, "import", str(record)]) == 0
    capsys.readouterr()
    assert main(["--data-dir", data, "list"]) == 0
    out = capsys.readouterr().out
    # Printed by the names' rule (model.shown_name): the controls are dropped.
    assert "[31mRed v The Gillis pair" in out
    assert "won by [31mRed" in out
    assert "\x1b" not in out
    assert "\x07" not in out


def test_import_and_score_name_the_bad_place_in_one_clean_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "\x1b[2Jbad.tarbish.json"
    bad.write_text(_sample_with('"card_points":', '"card_points": [0, 162], "card_points":'), encoding="utf-8")
    shown = str(bad).replace("\x1b", "?")
    assert main(["--data-dir", str(tmp_path / "d"), "import", str(bad)]) == 1
    assert capsys.readouterr().err == (
        f"tarbish-score: {shown}, round 1, field 'card_points': is written twice in one object; keep only one\n"
        "tarbish-score: nothing was imported\n"
    )
    assert main(["score", str(bad)]) == 1
    assert capsys.readouterr().err == (
        f"tarbish-score: {shown}: round 1, field 'card_points': is written twice in one object; keep only one\n"
    )


def _records(folder: Path, count: int) -> list[Path]:
    """``count`` different match records (the kitchen-standard match under other team names)."""
    folder.mkdir(parents=True, exist_ok=True)
    document = json.loads((DATA / "kitchen-standard.tarbish.json").read_text(encoding="utf-8"))
    made = []
    for number in range(count):
        document["teams"][0]["name"] = f"Team {number}"
        path = folder / f"m{number}.tarbish.json"
        path.write_text(json.dumps(document), encoding="utf-8")
        made.append(path)
    return made


def test_two_imports_at_once_take_turns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = _records(tmp_path / "in", 2)
    inside, go, waiting = threading.Event(), threading.Event(), threading.Event()
    real_import = importing.import_records

    def slow_import(store: MatchStore, records: Sequence[ReadRecord]) -> ImportResult:
        if records[0].path.name == first.name:  # the first import holds the archive until told
            inside.set()
            go.wait(10)
        return real_import(store, records)

    def pause(seconds: float) -> None:
        waiting.set()
        go.wait(10)

    monkeypatch.setattr(importing, "import_records", slow_import)
    monkeypatch.setattr(lock, "_pause", pause, raising=False)  # raising: fails on the behaviour, not the name
    results: dict[str, tuple[int, str, str]] = {}

    def run(path: Path) -> None:
        out, err = io.StringIO(), io.StringIO()
        results[path.name] = (import_command([str(path)], out=out, err=err), out.getvalue(), err.getvalue())

    one = threading.Thread(target=run, args=(first,))
    one.start()
    assert inside.wait(10)
    two = threading.Thread(target=run, args=(second,))
    two.start()
    reached = waiting.wait(5)  # the second waits its turn (it is not refused)
    go.set()
    one.join(10)
    two.join(10)
    assert reached
    assert results == {first.name: (0, "1\n", ""), second.name: (0, "2\n", "")}


def test_an_import_beside_a_window_says_the_window_holds_the_archive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (record,) = _records(tmp_path / "in", 1)
    pauses: list[float] = []
    monkeypatch.setattr(lock, "_pause", pauses.append, raising=False)
    out, err = io.StringIO(), io.StringIO()
    with MatchStore.open(paths.data_dir(), holder="window"):
        assert import_command([str(record)], out=out, err=err) == ExitCode.LOCKED
    assert pauses == []  # a window is not waited for
    assert err.getvalue() == (
        f"tarbish-score: Tarabish Score is open (process {os.getpid()}) on this archive; use Match > Import there\n"
    )


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX stress test")
def test_concurrent_imports_lose_and_repeat_no_match(tmp_path: Path) -> None:
    writers, each = 4, 4
    files = _records(tmp_path / "in", writers * each)
    script = (
        "import sys\n"
        "from tarbish_score.cli import main\n"
        "sys.exit(max(main(['import', name]) for name in sys.argv[1:]))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", script, *map(str, files[n * each : (n + 1) * each])],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for n in range(writers)
    ]
    outcomes = [(run.wait(60), *run.communicate()) for run in runs]
    assert [(code, err) for code, _out, err in outcomes] == [(0, "")] * writers
    ids = sorted(int(line) for _code, out, _err in outcomes for line in out.split())
    assert ids == list(range(1, writers * each + 1))
    with MatchStore.open(paths.data_dir(), read_only=True) as store:
        names = sorted(summary.teams[0] for summary in store.list_matches())
    assert names == sorted(f"Team {number}" for number in range(writers * each))


def test_scoring_a_pipe_is_refused_without_waiting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "match.tarbish.json"
    os.mkfifo(pipe)  # nobody writes to it: opening it to read would wait forever
    assert main(["score", str(pipe)]) == ExitCode.BAD_RECORD
    assert "is not a regular file (a pipe, a device or a socket)" in capsys.readouterr().err

"""The exit statuses: one value per meaning, each in ``--help`` and docs/match-record.md; a broken pipe has its own."""

from __future__ import annotations

import io
import os
import re
import signal
import subprocess
import sys
from argparse import Namespace
from pathlib import Path
from typing import TextIO

import pytest

from tarbish_score.cli import ExitCode, main
from tarbish_score.cli.headless import run_headless

ROOT = Path(__file__).resolve().parent.parent.parent
DATA = ROOT / "tests" / "data"


def test_each_status_has_a_value_and_a_meaning_of_its_own() -> None:
    assert len({int(code) for code in ExitCode}) == len(ExitCode) == 11
    assert len({code.meaning for code in ExitCode}) == len(ExitCode)
    # What scripts could tell apart before stays: success, a bad record, wrong use (argparse's 2 too).
    assert (ExitCode.OK, ExitCode.BAD_RECORD, ExitCode.USAGE) == (0, 1, 2)
    assert all(0 <= code <= 255 for code in ExitCode)


@pytest.mark.skipif(not hasattr(signal, "SIGPIPE"), reason="no SIGPIPE on this system")
def test_a_broken_pipe_ends_as_a_shell_says_a_pipe_stopped_a_program() -> None:
    assert ExitCode.BROKEN_PIPE == 128 + signal.SIGPIPE


def test_the_help_lists_every_status_with_its_meaning(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    block = out.split("\nExit status:\n", 1)[1].split("\n\n", 1)[0]
    entries = re.split(r"\n(?=\s*\d+  )", block)
    listed = {int(entry.split()[0]): " ".join(entry.split()[1:]) for entry in entries}
    assert listed == {int(code): code.meaning for code in ExitCode}


def test_the_match_record_document_lists_every_status_by_value_and_name() -> None:
    text = (ROOT / "docs" / "match-record.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| (\d+) \| `([A-Z_]+)` \|", text, re.MULTILINE))
    assert rows == {str(int(code)): code.name for code in ExitCode}


def test_the_window_quits_with_the_same_values() -> None:
    pytest.importorskip("PySide6")
    from tarbish_score.ui import app

    assert (app.EXIT_UNREADABLE, app.EXIT_LOCKED) == (ExitCode.BAD_RECORD, ExitCode.LOCKED)


@pytest.mark.skipif(not hasattr(signal, "SIGPIPE"), reason="needs POSIX pipes")
def test_a_reader_that_stopped_early_ends_the_command_with_the_broken_pipe_status() -> None:
    """Before, a broken pipe ended with 1, the status of a bad match record."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tarbish_score", "score", str(DATA / "kitchen-standard.tarbish.json"), "--json"],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            cwd=ROOT,
        )
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (ExitCode.BROKEN_PIPE, "")


class _StoppedReader(io.StringIO):
    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_a_broken_pipe_on_a_stream_without_a_descriptor_is_the_same_status(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", _StoppedReader())

    def run(args: Namespace, out: TextIO, err: TextIO) -> int:
        out.write("1\n")
        return ExitCode.OK

    assert run_headless(run, Namespace()) == ExitCode.BROKEN_PIPE


def test_output_that_cannot_be_written_is_not_a_bad_record(monkeypatch: pytest.MonkeyPatch) -> None:
    class Full(io.StringIO):
        def write(self, text: str) -> int:
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(sys, "stdout", Full())
    assert main(["score", str(DATA / "kitchen-standard.tarbish.json")]) == ExitCode.NO_OUTPUT

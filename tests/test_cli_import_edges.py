"""Import edge cases on the command line: a pipe is refused at once, a repeat in one import names its twin."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tarbish_score.cli import build_parser, main

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
    assert "?[31mRed? v The Gillis pair" in out
    assert "won by ?[31mRed?" in out
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

"""A table laptop's match record read for the desk, and a watched folder read without Qt."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tarbish_score.exchange.importing import ImportFailedError
from tarbish_score.exchange.table_results import FolderScan, is_temporary, read_table_record, table_code_of
from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team, dump_record


def _record(code: str | None = "2-3-KWD") -> Match:
    match = Match(
        (Team("MacNeils", ("Angus", "Mary")), Team("Gillis", ("Joe", "Theresa"))),
        0,
        RuleSet(),
        extra={"table_code": code} if code else {},
    )
    while not match.score.finished:
        match = match.add_round(RoundInput(0, Suit.HEARTS, (162, 0)))
    return match


def _write(path: Path, match: Match) -> Path:
    path.write_text(json.dumps(dump_record(match)), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "name",
    [
        ".hidden.tarbish.json",
        "t.tarbish.json.tmp",
        "t.tarbish.json.part",
        "~$t.tarbish.json",
        ".~lock.t.tarbish.json#",
        ".syncthing.t.tarbish.json.tmp",
    ],
)
def test_temporary_names_are_never_read(name: str) -> None:
    assert is_temporary(name)


def test_a_record_name_is_not_temporary() -> None:
    assert not is_temporary("table 3.tarbish.json")


def test_the_record_keeps_its_table_code(tmp_path: Path) -> None:
    read = read_table_record(_write(tmp_path / "a.tarbish.json", _record()))
    assert table_code_of(read.match) == "2-3-KWD"
    assert table_code_of(_record(None)) is None


def test_a_file_that_is_not_a_record_raises_its_problem(tmp_path: Path) -> None:
    path = tmp_path / "a.tarbish.json"
    path.write_text("[]", encoding="utf-8")
    with pytest.raises(ImportFailedError) as caught:
        read_table_record(path)
    assert caught.value.problems[0].path == path


def test_the_scan_retries_a_half_written_file_and_reads_it_once_whole(tmp_path: Path) -> None:
    scan = FolderScan(tmp_path)
    whole = json.dumps(dump_record(_record())).encode()
    path = tmp_path / "t.tarbish.json"
    path.write_bytes(whole[:30])
    (tmp_path / "t.tarbish.json.part").write_bytes(whole)
    assert scan.scan() == []
    path.write_bytes(whole)
    os.utime(path, ns=(1, 5_000_000_000))
    arrivals = scan.scan()
    assert [(a.path, a.problem) for a in arrivals] == [(path, None)]
    assert arrivals[0].record is not None
    assert scan.scan() == []  # taken once


def test_the_scan_refuses_a_broken_file_once_it_is_stable(tmp_path: Path) -> None:
    scan = FolderScan(tmp_path)
    path = tmp_path / "t.tarbish.json"
    path.write_text("{", encoding="utf-8")
    assert scan.scan() == []
    arrivals = scan.scan()
    assert len(arrivals) == 1 and arrivals[0].record is None and arrivals[0].problem is not None
    assert scan.scan() == []


def test_a_missing_folder_holds_nothing(tmp_path: Path) -> None:
    assert FolderScan(tmp_path / "gone").scan() == []

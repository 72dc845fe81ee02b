"""``tarbish-score sync --dir DIR`` and the marks ``list`` gives synced matches."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarbish_score import cli, paths
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.exchange import sync
from tarbish_score.model import RoundInput, Suit
from tarbish_score.storage import LogEntry, MatchStore
from tarbish_score.storage.versions import uuid_of

from .laptops import Laptop, carry


@pytest.fixture
def a(tmp_path: Path) -> Iterator[Laptop]:
    laptop = Laptop(tmp_path, "a")
    yield laptop
    laptop.close()


def test_sync_brings_matches_in_and_writes_ours(a: Laptop, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match_id = a.start("Gaels")
    a.record(match_id)
    folder = tmp_path / "shared"
    folder.mkdir()
    carry_to = Laptop.__new__(Laptop)
    carry_to.folder, carry_to.carried = folder, {}
    carry(a, carry_to)
    with MatchStore.open(paths.data_dir()) as here:
        mine = here.create_match(a.store.load_match(match_id).match.__class__())
        mine_uuid = uuid_of(here, mine)
    assert cli.main(["sync", "--dir", str(folder)]) == ExitCode.OK
    out = capsys.readouterr().out
    assert "came in from other laptops: 1 match(es): 2" in out
    assert "went out: 1 file(s)" in out
    assert (folder / sync.record_name(mine_uuid)).is_file()
    # Again: nothing new either way.
    assert cli.main(["sync", "--dir", str(folder), "--json"]) == ExitCode.OK
    done = json.loads(capsys.readouterr().out)
    assert done == {"added": [], "updated": [], "conflicts": [], "unchanged": 2, "skipped": [], "published": []}


def test_list_marks_matches_from_another_laptop(a: Laptop, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a.record(a.start("Gaels"))
    with MatchStore.open(paths.data_dir()) as here:
        here.create_match(a.store.load_match(1).match.__class__())
    assert cli.main(["list"]) == 0
    assert "Sync" not in capsys.readouterr().out  # nothing synced yet: the usual columns
    assert cli.main(["--sync-dir", str(a.folder), "sync"]) == ExitCode.OK
    capsys.readouterr()
    assert cli.main(["list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[-1] == "Sync"
    gaels = next(line for line in lines if "Gaels" in line)
    assert gaels.endswith("other laptop")
    assert cli.main(["list", "--json"]) == 0
    listed = {m["teams"][0]["name"]: m for m in json.loads(capsys.readouterr().out)}
    assert (listed["Gaels"]["from_another_laptop"], listed["Us"]["from_another_laptop"]) == (True, False)
    assert listed["Gaels"]["uuid"] == uuid_of(a.store, 1)


def test_a_conflict_is_named_and_marked(a: Laptop, capsys: pytest.CaptureFixture[str]) -> None:
    match_id = a.start("Gaels")
    assert cli.main(["sync", "--dir", str(a.folder)]) == ExitCode.OK
    with MatchStore.open(paths.data_dir()) as here:
        (summary,) = here.list_matches()
        played = RoundInput(1, Suit.SPADES, (100, 62))
        changed = here.load_match(summary.id).match.add_round(played)
        here.save_match(summary.id, changed, log_entry=LogEntry.now("record", 1, None, played))
    a.record(match_id)
    capsys.readouterr()
    # This archive's file is older than A's now in the folder: A's version diverged from ours.
    assert cli.main(["sync", "--dir", str(a.folder)]) == ExitCode.OK
    out = capsys.readouterr().out
    assert "changed on two laptops: 1 match(es): 1" in out
    assert cli.main(["list"]) == 0
    assert "two laptops!, other laptop" in capsys.readouterr().out


def test_half_written_files_are_named_and_the_status_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "shared"
    folder.mkdir()
    (folder / "3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b1e42.tarbish.json").write_text('{"format": "tarbish', encoding="utf-8")
    assert cli.main(["sync", "--dir", str(folder)]) == ExitCode.INCOMPLETE
    err = capsys.readouterr().err
    assert "3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b1e42.tarbish.json: still being written; tried again shortly" in err


def test_junk_is_named_as_junk_left_alone_not_as_half_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "shared"
    folder.mkdir()
    damaged = folder / "3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b1e42.tarbish.json"
    damaged.write_text('{"format": "tarbish', encoding="utf-8")
    os.utime(damaged, (1_000_000_000, 1_000_000_000))  # unchanged for years: no tool is writing it
    (folder / "notes.tarbish.json").write_text('{"shopping": ["milk"]}', encoding="utf-8")
    assert cli.main(["sync", "--dir", str(folder)]) == ExitCode.INCOMPLETE
    lines = capsys.readouterr().err.splitlines()
    assert lines[0].startswith(
        "tarbish-score: 3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b1e42.tarbish.json: damaged: not valid JSON ("
    )
    assert lines[0].endswith("); left alone until it changes")
    assert lines[1].startswith("tarbish-score: notes.tarbish.json: not a match record (")
    assert lines[1].endswith("); left alone")


def test_no_folder_and_a_missing_folder_are_told(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(paths.SYNC_ENV, raising=False)
    assert cli.main(["sync"]) == ExitCode.USAGE
    assert "no sync folder: give --dir DIR" in capsys.readouterr().err
    assert cli.main(["sync", "--dir", str(tmp_path / "stick")]) == ExitCode.CANNOT_WRITE
    assert "the sync folder does not exist" in capsys.readouterr().err
    assert not (tmp_path / "stick").exists()
    monkeypatch.setenv(paths.SYNC_ENV, str(tmp_path / "stick"))
    assert cli.main(["sync"]) == ExitCode.CANNOT_WRITE
    assert "stick" in capsys.readouterr().err


def test_a_sync_folder_at_in_or_around_the_data_folder_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = paths.data_dir()
    for folder, words in (
        (data, "inside the folder that keeps the match archive"),
        (data / "sync", "inside the folder that keeps the match archive"),
        (data.parent, "would copy the live archive"),
    ):
        assert sync.sync_folder_problem(folder, data) is not None
        assert cli.main(["sync", "--dir", str(folder)]) == ExitCode.USAGE
        assert words in capsys.readouterr().err
    assert sync.sync_folder_problem(tmp_path / "elsewhere", data) is None


def test_help_names_the_sync_command_the_option_and_the_variable(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    text = capsys.readouterr().out
    assert "--sync-dir DIR" in text
    assert paths.SYNC_ENV in text
    assert "sync take in the matches other laptops put in the sync folder" in " ".join(text.split())
    with pytest.raises(SystemExit):
        cli.main(["list", "--help"])
    assert "'other laptop'" in " ".join(capsys.readouterr().out.split())


def test_the_sync_dir_option_still_lets_a_record_file_open_in_the_window(tmp_path: Path) -> None:
    from tarbish_score.cli.arguments import split_open_file
    from tarbish_score.cli.parser import build_parser

    left, opened = split_open_file(["--sync-dir", str(tmp_path), "match.tarbish.json"], build_parser())
    assert (left, opened) == (["--sync-dir", str(tmp_path)], "match.tarbish.json")

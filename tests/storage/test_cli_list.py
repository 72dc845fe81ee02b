"""``tarbish-score list``: the archive on the command line."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tarbish_score import cli
from tarbish_score.model import read_uuid
from tarbish_score.storage import SCHEMA_VERSION, MatchStore, database_path

from .conftest import FakeClock, finished_match, made, new_match, rich_match


def fill(folder: Path) -> tuple[int, int, int]:
    """Three matches: won, in progress, drawn-free rich match; returns their ids."""
    with MatchStore.open(folder, clock=FakeClock()) as store:
        won = store.create_match(finished_match("Ceilidh", "Fiddlers"))
        playing = store.create_match(new_match("Us", "Them").add_round(made(0, (90, 72))))
        rich = store.create_match(rich_match())
    return won, playing, rich


def test_an_empty_archive_is_a_friendly_line_and_creates_nothing(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["list"]) == 0
    out, err = capsys.readouterr()
    assert (out, err) == (f"No matches saved in {folder} yet.\n", "")
    assert not folder.exists()
    assert cli.main(["list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_list_prints_a_table_newest_first(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    won, playing, rich = fill(folder)
    assert cli.main(["list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["ID", "Started", "Updated", "Teams", "Totals", "Rounds", "Status"]
    assert [line.split()[0] for line in lines[1:]] == [str(rich), str(playing), str(won)]
    cells = [re.split(r"\s{2,}", line.strip()) for line in lines]
    assert cells[1][3:] == ["Chéticamp v Sydney", "350-274", "4", "in progress"]
    assert cells[2][3:] == ["Us v Them", "90-72", "1", "in progress"]
    assert cells[3][3:] == ["Ceilidh v Fiddlers", "324-0", "2", "won by Ceilidh"]
    # Local time, to the minute.
    assert cells[3][1] == datetime(2024, 5, 1, 12, 1, tzinfo=UTC).astimezone().strftime("%Y-%m-%d %H:%M")


def test_list_json_has_ids_dates_teams_totals_and_status(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    won, playing, rich = fill(folder)
    assert cli.main(["--data-dir", str(folder), "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [m["id"] for m in listed] == [rich, playing, won]
    assert read_uuid(listed[2].pop("uuid")) is not None
    assert listed[2] == {
        "id": won,
        "created": "2024-05-01T12:01:00+00:00",
        "updated": "2024-05-01T12:01:00+00:00",
        "finished": "2024-05-01T12:01:00+00:00",
        "status": "won",
        "winner": 0,
        "teams": [{"name": "Ceilidh", "players": ["Ann", "Cal"]}, {"name": "Fiddlers", "players": ["Bea", "Dan"]}],
        "totals": [324, 0],
        "rounds": 2,
        "from_another_laptop": False,
        "changed_on_two_laptops": False,
    }
    assert (listed[1]["status"], listed[1]["finished"], listed[1]["winner"]) == ("in-progress", None, None)


def test_list_search(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(folder)
    assert cli.main(["list", "--json", "--search", "AURÉLIE"]) == 0
    assert [m["teams"][0]["name"] for m in json.loads(capsys.readouterr().out)] == ["Chéticamp"]
    assert cli.main(["list", "--search", "nobody"]) == 0
    assert capsys.readouterr().out == "No matches with a team or player named like 'nobody' yet.\n"


def test_data_dir_option_wins_over_the_environment(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "elsewhere"
    fill(other)
    assert cli.main(["list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert cli.main(["--data-dir", str(other), "list", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 3


def test_list_reads_beside_a_running_instance(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(folder)
    with MatchStore.open(folder):
        assert cli.main(["list", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 3


def test_list_sets_a_damaged_archive_aside_and_says_where(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder.mkdir()
    database_path(folder).write_bytes(b"not a database" * 100)
    assert cli.main(["list"]) == 0
    out, err = capsys.readouterr()
    kept = next(folder.glob("archive.damaged-*.sqlite3"))
    assert err == (
        f"tarbish-score: the archive was damaged; kept it as {kept}\n"
        "tarbish-score: no match could be read from it; started a fresh archive\n"
    )
    assert kept.read_bytes() == b"not a database" * 100
    assert out == f"No matches saved in {folder} yet.\n"


def test_list_reports_an_archive_it_cannot_read(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder.mkdir()
    conn = sqlite3.connect(database_path(folder))
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    assert cli.main(["list"]) == cli.ExitCode.ARCHIVE
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("tarbish-score: The archive ")
    assert "newer Tarabish Score" in err
    assert err.count("\n") == 1


def test_list_json_in_a_subprocess(tmp_path: Path) -> None:
    folder = tmp_path / "sub"
    won, playing, rich = fill(folder)
    done = subprocess.run(
        [sys.executable, "-m", "tarbish_score", "--data-dir", str(folder), "list", "--json"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    listed = json.loads(done.stdout)
    assert [(m["id"], m["teams"][0]["name"], m["totals"]) for m in listed] == [
        (rich, "Chéticamp", [350, 274]),
        (playing, "Us", [90, 72]),
        (won, "Ceilidh", [324, 0]),
    ]


#: A right-to-left override: printed raw it would turn the rest of the line around.
RLO = "\u202e"


def hostile_names(folder: Path) -> None:
    """Two finished matches whose names hold bidi controls, a million characters, a C1 control."""
    long = "Ω" * 1_000_000
    with MatchStore.open(folder, clock=FakeClock()) as store:
        match = finished_match(f"{RLO}Ceilidh", long)
        match = match.renamed(
            (match.teams[0].name, match.teams[1].name),
            ((f"Ann{RLO}\u2066", "Bea\u0085"), (long, "Z\u200bed")),
        )
        store.create_match(match)


@pytest.mark.parametrize("command", [["list"], ["stats"]])
def test_printed_names_are_cleaned_and_cut(
    folder: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    hostile_names(folder)
    assert cli.main(command) == 0
    out = capsys.readouterr().out
    assert RLO not in out and "\u2066" not in out and "\u200b" not in out and "\x85" not in out
    assert max(len(line) for line in out.splitlines()) < 300
    assert "Ω" * 39 + "…" in out
    assert ("Ceilidh" if command == ["list"] else "Ann & Bea") in out

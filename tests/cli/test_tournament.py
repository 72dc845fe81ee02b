"""``tarbish-score tournament list|standings|export|import``."""

from __future__ import annotations

import csv
import json
import random
from pathlib import Path

import pytest

from tarbish_score import paths
from tarbish_score.cli import ExitCode, main
from tarbish_score.cli.commands import tournament as command
from tarbish_score.model.tournament import Format, Tournament
from tarbish_score.model.tournament.record import dumps_tournament, read_tournament
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import create_tournament, load_tournament_row
from tests.model.tournament.nights import night, play_round

Capture = pytest.CaptureFixture[str]


def _night() -> Tournament:
    t = night(5, Format.SWISS, rounds=2, seed=4)
    return play_round(t.drawn(), random.Random(2))


def _saved(t: Tournament, name: str = "Legion hall") -> int:
    with MatchStore.open(paths.data_dir()) as store:
        return create_tournament(store, t, name)


def test_no_archive_lists_nothing_and_finds_nothing(capsys: Capture) -> None:
    assert main(["tournament", "list"]) == ExitCode.OK
    assert capsys.readouterr().out == "No tournaments saved yet.\n"
    assert main(["tournament", "list", "--json"]) == ExitCode.OK
    assert json.loads(capsys.readouterr().out) == []
    assert main(["tournament", "standings", "3"]) == ExitCode.NOT_FOUND
    assert capsys.readouterr().err == "tarbish-score: tournament 3 is not in the archive\n"
    assert not paths.data_dir().joinpath("archive.sqlite3").exists()


def test_list_shows_each_night(capsys: Capture) -> None:
    first = _saved(Tournament(), "Monday")
    second = _saved(_night())
    assert main(["tournament", "list"]) == ExitCode.OK
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["ID", "Started", "Name", "Format", "Teams", "Rounds", "Status"]
    assert lines[1].split()[0] == str(second) and lines[1].split()[-5:] == ["swiss", "5", "1/2", "under", "way"]
    assert lines[2].endswith("not started") and "Monday" in lines[2]
    assert main(["tournament", "list", "--json"]) == ExitCode.OK
    listed = json.loads(capsys.readouterr().out)
    assert [(t["id"], t["name"], t["drawn"], t["finished"]) for t in listed] == [
        (second, "Legion hall", 1, False),
        (first, "Monday", 0, False),
    ]


def test_standings_as_text_json_and_csv(capsys: Capture) -> None:
    t = _night()
    tid = _saved(t)
    assert main(["tournament", "standings", str(tid)]) == ExitCode.OK
    text = capsys.readouterr().out.splitlines()
    assert text[0] == "Legion hall: round 1 of 2"
    assert text[1].split() == ["Place", "Team", "Played", "Wins", "Points", "for", "Points", "against", "Difference"]
    assert len(text) >= 2 + 5
    assert main(["tournament", "standings", str(tid), "--json"]) == ExitCode.OK
    data = json.loads(capsys.readouterr().out)
    assert [row["team"] for row in data["rows"]] == list(t.standings.ranked())
    assert data["tie_breaks"][0] == "wins" and data["rounds"] == 1
    assert isinstance(data["report"], list)
    assert main(["tournament", "standings", str(tid), "--csv"]) == ExitCode.OK
    rows = list(csv.reader(capsys.readouterr().out.splitlines()))
    assert rows[0][:2] == ["Place", "Team"]
    assert [r[1] for r in rows[1 : 1 + len(t.teams)]] == [t.team(team).name for team in t.standings.ranked()]


def test_export_csv_and_the_record(tmp_path: Path, capsys: Capture) -> None:
    t = _night()
    tid = _saved(t)
    target = tmp_path / "standings.csv"
    assert main(["tournament", "export", str(tid), "-o", str(target)]) == ExitCode.OK
    assert target.read_bytes().startswith(b"\xef\xbb\xbfPlace,Team")
    assert main(["tournament", "export", str(tid), "-o", str(target)]) == ExitCode.CANNOT_WRITE
    assert "already exists; add --force" in capsys.readouterr().err
    assert main(["tournament", "export", str(tid), "-o", str(target), "--force"]) == ExitCode.OK
    record = tmp_path / "night.json"
    assert main(["tournament", "export", str(tid), "-o", str(record)]) == ExitCode.OK
    back = read_tournament(record)
    assert (back.name, back.tournament.log) == ("Legion hall", t.log)
    assert main(["tournament", "export", "99", "-o", str(tmp_path / "x.csv")]) == ExitCode.NOT_FOUND


def test_export_into_the_data_folder_is_refused(capsys: Capture) -> None:
    tid = _saved(_night())
    inside = paths.data_dir() / "standings.csv"
    assert main(["tournament", "export", str(tid), "-o", str(inside)]) == ExitCode.CANNOT_WRITE
    assert not inside.exists()
    assert capsys.readouterr().err.startswith("tarbish-score: ")


def test_a_disk_that_refuses_is_said(tmp_path: Path, capsys: Capture) -> None:
    tid = _saved(_night())
    missing = tmp_path / "no such folder" / "s.csv"
    assert main(["tournament", "export", str(tid), "-o", str(missing)]) == ExitCode.CANNOT_WRITE
    assert capsys.readouterr().err.startswith(f"tarbish-score: cannot write {missing} (")


def test_a_pdf_of_the_standings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("PySide6")
    tid = _saved(_night())
    target = tmp_path / "standings.pdf"
    assert main(["tournament", "export", str(tid), "-o", str(target)]) == ExitCode.OK
    assert target.read_bytes().startswith(b"%PDF")
    written: list[tuple[str, Path]] = []
    monkeypatch.setattr(command, "PDF_WRITERS", [lambda t, name, path: written.append((name, path))])
    assert main(["tournament", "export", str(tid), "-o", str(target), "--force"]) == ExitCode.OK
    assert written == [("Legion hall", target)]


def test_import_all_or_none(tmp_path: Path, capsys: Capture) -> None:
    good = tmp_path / "good.tarbish-tournament.json"
    good.write_text(dumps_tournament(_night(), "Friday"))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tarbish-score-tournament", "version": 7}')
    assert main(["tournament", "import", str(good), str(bad), str(tmp_path / "gone.json")]) == ExitCode.BAD_RECORD
    err = capsys.readouterr().err.splitlines()
    assert err == [
        f"tarbish-score: {bad}: field 'version': version 7 is not supported; this app reads version 1",
        f"tarbish-score: {tmp_path / 'gone.json'}: cannot be read (No such file or directory)",
        "tarbish-score: nothing was imported",
    ]
    assert main(["tournament", "import", str(good), str(good)]) == ExitCode.OK
    captured = capsys.readouterr()
    assert captured.out == "1\n"  # the same night twice is one night
    assert captured.err == f"tarbish-score: {good}: already saved as tournament 1; skipped\n"
    assert main(["tournament", "list", "--json"]) == ExitCode.OK
    assert [t["name"] for t in json.loads(capsys.readouterr().out)] == ["Friday"]


def _export(tid: int, path: Path, capsys: Capture) -> None:
    assert main(["tournament", "export", str(tid), "-o", str(path), "--force"]) == ExitCode.OK
    capsys.readouterr()


def test_a_night_imported_again_is_known_by_its_identity(tmp_path: Path, capsys: Capture) -> None:
    t = _night()
    tid = _saved(t)
    file = tmp_path / "night.tarbish-tournament.json"
    _export(tid, file, capsys)
    data = json.loads(file.read_text())
    assert len(data["uuid"]) == 36 and data["started"].endswith("+00:00")
    assert main(["tournament", "import", str(file)]) == ExitCode.OK
    assert capsys.readouterr().err == f"tarbish-score: {file}: already saved as tournament {tid}; skipped\n"
    # The table laptop's copy went on: a longer log updates the night.
    longer = t.with_result(1, (510, 300)) if t.current and t.current.outstanding else t.drawn()
    file.write_text(dumps_tournament(longer, "Legion hall", uuid=data["uuid"], started=data["started"]))
    assert main(["tournament", "import", str(file)]) == ExitCode.OK
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == (
        "",
        f"tarbish-score: {file}: tournament {tid} updated with the file's later changes\n",
    )
    with MatchStore.open(paths.data_dir()) as store:
        assert load_tournament_row(store, tid).tournament.log == longer.log
    # The older copy is skipped; one that parted from the archive's is kept beside it.
    file.write_text(dumps_tournament(t, "Legion hall", uuid=data["uuid"], started=data["started"]))
    assert main(["tournament", "import", str(file)]) == ExitCode.OK
    assert "with more changes; skipped" in capsys.readouterr().err
    other = t.undo().with_team("Latecomers")
    file.write_text(dumps_tournament(other, "Legion hall", uuid=data["uuid"], started=data["started"]))
    assert main(["tournament", "import", str(file)]) == ExitCode.OK
    captured = capsys.readouterr()
    assert captured.out == f"{tid + 1}\n"
    assert f"parts from tournament {tid} after a common start; both kept" in captured.err


def test_an_imported_night_keeps_its_own_start(tmp_path: Path, capsys: Capture) -> None:
    file = tmp_path / "night.tarbish-tournament.json"
    file.write_text(dumps_tournament(_night(), "Friday", started="2024-03-01T19:30:00-04:00"))
    assert main(["tournament", "import", str(file)]) == ExitCode.OK
    capsys.readouterr()
    with MatchStore.open(paths.data_dir()) as store:
        stored = load_tournament_row(store, 1)
    assert stored.started == "2024-03-01T23:30:00.000000+00:00"
    assert stored.uuid  # a night without an identity gets one
    # A file without an identity is recognised by its log.
    assert main(["tournament", "import", str(file)]) == ExitCode.OK
    assert capsys.readouterr().err == f"tarbish-score: {file}: already saved as tournament 1; skipped\n"


def test_a_damaged_archive_is_an_archive_error(capsys: Capture) -> None:
    paths.data_dir().joinpath("archive.sqlite3").mkdir(parents=True)  # a folder where the archive belongs
    assert main(["tournament", "list"]) == ExitCode.ARCHIVE
    assert capsys.readouterr().err.startswith("tarbish-score: ")


def test_the_help_names_every_action(capsys: Capture) -> None:
    with pytest.raises(SystemExit):
        main(["tournament", "--help"])
    out = capsys.readouterr().out
    for action in ("list", "standings", "export", "import"):
        assert action in out

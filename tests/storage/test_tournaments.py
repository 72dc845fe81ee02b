"""Tournament nights in the archive: saved on each change, listed, read back, and the upgrade to them."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from tarbish_score.model.tournament import Format, Tournament
from tarbish_score.storage import (
    SCHEMA_VERSION,
    MatchStore,
    StoreError,
    StoreWriteError,
    database_path,
    match_rows,
    opening,
)
from tarbish_score.storage.schema import _V3_COLUMNS, MATCH_TABLES, SUMMARY_COLUMNS, TABLES
from tarbish_score.storage.snapshots import list_snapshots
from tarbish_score.storage.tournaments import (
    TournamentNotFoundError,
    count_tournaments,
    create_tournament,
    delete_tournament,
    export_tournament,
    list_tournaments,
    load_tournament_row,
    save_tournament,
)
from tests.model.tournament.nights import night, play_round, random_totals

from .conftest import FakeClock, finished_match, made, new_match


def test_each_change_is_saved_and_read_back(store: MatchStore) -> None:
    t = night(5, Format.SWISS, rounds=3)
    tid = create_tournament(store, t, "Legion hall")
    rng = random.Random(3)
    for _ in range(2):
        t = play_round(t.drawn(), rng)
        save_tournament(store, tid, t)
        assert load_tournament_row(store, tid).tournament.state == t.state
    t = t.corrected(1, 1, (300, 510), "slip misread")
    save_tournament(store, tid, t)
    stored = load_tournament_row(store, tid)
    assert stored.tournament.log == t.log
    assert stored.tournament.standings == t.standings
    summary = stored.summary
    assert (summary.name, summary.format, summary.teams, summary.drawn, summary.planned, summary.finished) == (
        "Legion hall",
        "swiss",
        5,
        2,
        3,
        False,
    )
    assert summary.updated > summary.created
    assert export_tournament(store, tid)["name"] == "Legion hall"


def test_a_second_store_sees_the_saved_change(store: MatchStore, folder: Path) -> None:
    t = night(4).drawn()
    tid = create_tournament(store, t)
    save_tournament(store, tid, t.with_result(1, (520, 100)))
    # Another connection reads what is on disk: the result went down with the save.
    with MatchStore.open_for_reading(folder) as other:
        result = load_tournament_row(other, tid).tournament.rounds[0].results[0]
    assert result is not None and result.totals == (520, 100)


def test_listed_newest_first_and_renamed(store: MatchStore) -> None:
    first = create_tournament(store, Tournament(), "Monday")
    second = create_tournament(store, night(6, Format.ROUND_ROBIN), "Friday")
    save_tournament(store, first, Tournament(), "Monday night")
    assert [(s.id, s.name) for s in list_tournaments(store)] == [(second, "Friday"), (first, "Monday night")]
    assert list_tournaments(store)[0].planned == 5
    assert count_tournaments(store) == 2
    delete_tournament(store, first)
    assert count_tournaments(store) == 1


def test_an_unknown_tournament_is_named(store: MatchStore) -> None:
    for call in (
        lambda: save_tournament(store, 9, Tournament()),
        lambda: save_tournament(store, 9, Tournament(), "x"),
        lambda: delete_tournament(store, 9),
        lambda: load_tournament_row(store, 9),
        lambda: export_tournament(store, 9),
    ):
        with pytest.raises(TournamentNotFoundError, match="tournament 9 is not in the archive"):
            call()


def test_a_damaged_record_is_said(store: MatchStore, folder: Path) -> None:
    tid = create_tournament(store, Tournament())
    conn = sqlite3.connect(database_path(folder))
    try:
        conn.execute("UPDATE tournaments SET record = '{\"format\": 1}' WHERE id = ?", (tid,))
        conn.commit()
    finally:
        conn.close()
    with pytest.raises(StoreError, match=f"tournament {tid} cannot be read: field 'format'"):
        load_tournament_row(store, tid)


def test_a_read_only_archive_refuses_the_save(store: MatchStore, folder: Path) -> None:
    tid = create_tournament(store, Tournament())
    with MatchStore.open_for_reading(folder) as other, pytest.raises(StoreWriteError):
        save_tournament(other, tid, night(2))


def test_an_upgrade_from_version_4_keeps_every_match(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "MIGRATIONS", opening.MIGRATIONS[:4])
    monkeypatch.setattr(opening, "SCHEMA_VERSION", 4)
    monkeypatch.setattr(match_rows, "IDENTITY_COLUMNS", ())  # version 4 has no identities yet
    played = new_match("Playing").add_round(made(0, (90, 72)))
    with MatchStore.open(folder) as store:
        ids = [store.create_match(finished_match(f"Team {i}")) for i in range(30)] + [store.create_match(played)]
        store.set_current(ids[-1])
    monkeypatch.undo()
    conn = sqlite3.connect(database_path(folder))
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert tables - {"sqlite_sequence"} == MATCH_TABLES
        assert int(conn.execute("PRAGMA user_version").fetchone()[0]) == 4
        before = conn.execute(
            f"SELECT id, created, updated, finished, {', '.join(SUMMARY_COLUMNS)} FROM matches"
        ).fetchall()
        logs = conn.execute("SELECT * FROM log ORDER BY id").fetchall()
    finally:
        conn.close()
    assert len(before) == 31
    with MatchStore.open(folder) as store:
        assert (store.foreign_aside, store.moved_aside) == (None, None)
        assert {s.id for s in store.list_matches()} == set(ids)
        assert store.load_match(ids[-1]).match == played
        assert store.current_match_id() == ids[-1]
        assert list_tournaments(store) == []
        create_tournament(store, night(3))
    conn = sqlite3.connect(database_path(folder))
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert tables - {"sqlite_sequence"} == TABLES
        assert int(conn.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION == 6
        after = conn.execute(
            f"SELECT id, created, updated, finished, {', '.join(SUMMARY_COLUMNS)} FROM matches"
        ).fetchall()
        assert after == before
        assert conn.execute("SELECT * FROM log ORDER BY id").fetchall() == logs
    finally:
        conn.close()
    assert SUMMARY_COLUMNS[: len(_V3_COLUMNS)] == _V3_COLUMNS


def test_a_night_alone_is_snapshotted(store: MatchStore, folder: Path, clock: FakeClock) -> None:
    # An archive holding only a tournament is not empty: the next day's first change copies it first.
    tid = create_tournament(store, night(4), "Snap")
    clock.moment += timedelta(days=1)
    save_tournament(store, tid, night(4).drawn())
    snapshots = list_snapshots(folder)
    assert len(snapshots) == 1
    conn = sqlite3.connect(snapshots[0].path)
    try:
        rows = conn.execute("SELECT name, drawn FROM tournaments WHERE id = ?", (tid,)).fetchall()
    finally:
        conn.close()
    assert rows == [("Snap", 0)]


def test_a_salvage_keeps_every_tournament_that_reads(folder: Path) -> None:
    t = play_round(night(4).drawn(), random.Random(1))
    with MatchStore.open(folder) as store:
        match = store.create_match(finished_match("Won"))
        kept = create_tournament(store, t, "Kept")
        broken = create_tournament(store, night(2), "Broken")
        store._connection().execute("UPDATE tournaments SET record = '{}' WHERE id = ?", (broken,))
        report = store.set_aside_and_salvage()
        assert (report.saved, report.tournaments) == ((match,), (kept,))
        assert "saved 1 tournament(s) into the fresh archive" in report.lines()
        assert [s.id for s in list_tournaments(store)] == [kept]
        assert load_tournament_row(store, kept).tournament.state == t.state


def _desk_nights() -> Iterator[Tournament]:
    """The desk's night after each result, as the killed process types them (seeded: the same each time)."""
    rng = random.Random(7)
    t = night(16, rounds=5)
    while not t.finished:
        if t.current is None or t.current.complete:
            t = t.drawn()
        t = t.with_result(t.current.outstanding[0], random_totals(rng))  # type: ignore[union-attr]
        yield t


_DESK = """
import sys
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import create_tournament, save_tournament
from tests.model.tournament.nights import night
from tests.storage.test_tournaments import _desk_nights

with MatchStore.open(sys.argv[1]) as store:
    tid = create_tournament(store, night(16, rounds=5), "Killed")
    for t in _desk_nights():
        save_tournament(store, tid, t)
        print(len(t.log), flush=True)  # said only once the save returned
"""


@pytest.mark.parametrize("after", [1, 9, 30])
def test_a_sigkill_during_result_entry_loses_no_saved_result(tmp_path: Path, after: int) -> None:
    root = Path(__file__).resolve().parents[2]
    desk = subprocess.Popen(
        [sys.executable, "-c", _DESK, str(tmp_path / "data")],
        stdout=subprocess.PIPE,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    assert desk.stdout is not None
    with desk.stdout:
        said = [int(desk.stdout.readline()) for _ in range(after)]
        os.kill(desk.pid, signal.SIGKILL)
        desk.wait()
    with MatchStore.open(tmp_path / "data") as store:
        stored = load_tournament_row(store, list_tournaments(store)[0].id).tournament
    # Every result the desk was told was saved is there, and the night is one the desk had: no half change.
    assert len(stored.log) >= said[-1]
    assert any(stored.log == t.log for t in _desk_nights())

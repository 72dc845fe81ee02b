"""Automatic snapshots: one a day at the first change, seven dailies and four weeklies kept, restore."""

from __future__ import annotations

import json
import logging
import sqlite3
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from tarbish_score.model import Match
from tarbish_score.storage import MatchStore, StoreError, StoreLockedError, StoreWriteError, snapshots
from tarbish_score.storage.snapshots import (
    DAILY_KEPT,
    WEEKLY_KEPT,
    find_snapshot,
    list_snapshots,
    local_day,
    newest_good,
    snapshot_path,
)

from .conftest import finished_match, made, new_match

#: Noon (UTC) of a Monday: the local day is the same calendar day in every time zone from -11 to +11.
MONDAY = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)


def _played() -> Match:
    """A match with one round."""
    return new_match().add_round(made(1, (100, 62)))


class SetClock:
    """A clock that stands still until the test moves it."""

    def __init__(self, moment: datetime = MONDAY) -> None:
        self.moment = moment

    def __call__(self) -> datetime:
        return self.moment


def _days(folder: Path) -> list[date]:
    return [s.day for s in list_snapshots(folder) if not s.kept_aside]


def test_the_first_change_of_a_day_copies_the_archive_as_it_stood_before(folder: Path) -> None:
    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        first = store.create_match(new_match())
        assert _days(folder) == []  # the archive was empty: nothing worth a copy
        store.save_match(first, _played())
        clock.moment += timedelta(days=1)
        second = store.create_match(new_match())  # the first change of Tuesday
        store.save_match(second, _played())  # the same day: no second copy
        tuesday = local_day(clock.moment)
        assert _days(folder) == [tuesday]
        (snapshot,) = list_snapshots(folder)
        assert snapshot.path == snapshot_path(folder, tuesday) == folder / "snapshots" / f"archive-{tuesday}.sqlite3"
        assert snapshot.matches == 1 and snapshot.name == tuesday.isoformat() and not snapshot.kept_aside
        # A file that stands alone: no WAL or journal beside it.
        assert sorted(p.name for p in (folder / "snapshots").iterdir()) == [f"archive-{tuesday}.sqlite3"]
        clock.moment += timedelta(days=1)
        store.delete_match(second)  # any change counts, a delete too
        assert _days(folder) == [local_day(clock.moment), tuesday]
        assert [s.matches for s in list_snapshots(folder)] == [2, 1]


def test_retention_keeps_seven_dailies_then_one_a_week_for_four_weeks(folder: Path) -> None:
    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        match_id = store.create_match(new_match())
        saved_on = []
        for _ in range(60):  # two months of playing every day
            clock.moment += timedelta(days=1)
            store.save_match(match_id, _played())
            saved_on.append(local_day(clock.moment))
    days = _days(folder)
    assert days[:DAILY_KEPT] == saved_on[::-1][:DAILY_KEPT]
    weeklies = days[DAILY_KEPT:]
    assert len(weeklies) == WEEKLY_KEPT
    weeks = [day.isocalendar()[:2] for day in weeklies]
    assert len(set(weeks)) == WEEKLY_KEPT  # one per ISO week
    # Each is the newest of its week, and the weeks are the four just before the dailies.
    for day in weeklies:
        same_week = [d for d in saved_on[:-DAILY_KEPT] if d.isocalendar()[:2] == day.isocalendar()[:2]]
        assert day == max(same_week)
    assert weeklies[0] == max(saved_on[:-DAILY_KEPT])
    assert len(list((folder / "snapshots").iterdir())) == DAILY_KEPT + WEEKLY_KEPT


def test_a_long_break_never_deletes_every_snapshot(folder: Path) -> None:
    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        match_id = store.create_match(new_match())
        for _ in range(9):  # Friday nights: one snapshot a week
            clock.moment += timedelta(days=7)
            store.save_match(match_id, _played())
        clock.moment += timedelta(days=120)  # a summer away
        store.save_match(match_id, _played())
    days = _days(folder)
    assert len(days) == DAILY_KEPT + min(WEEKLY_KEPT, 3)  # ten taken: seven dailies, the other three weekly
    assert days[0] == local_day(clock.moment)
    assert days[1] == local_day(clock.moment - timedelta(days=120))


def test_a_snapshot_that_cannot_be_taken_never_fails_the_save(folder: Path, caplog: pytest.LogCaptureFixture) -> None:
    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        match_id = store.create_match(new_match())
        (folder / "snapshots").write_text("a file where the folder belongs")
        clock.moment += timedelta(days=1)
        with caplog.at_level(logging.WARNING, logger="tarbish_score.storage"):
            store.save_match(match_id, _played())
        assert store.load_match(match_id).match == _played()
        assert "could not be taken" in caplog.text
        assert (folder / "snapshots").read_text() == "a file where the folder belongs"
        assert list(folder.glob("**/*.partial")) == []


def test_restore_keeps_the_archive_aside_and_can_be_taken_back(folder: Path) -> None:
    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        first = store.create_match(new_match())
        clock.moment += timedelta(days=1)
        later = store.create_match(finished_match())  # Tuesday's snapshot is taken before this one
        tuesday = find_snapshot(folder, local_day(clock.moment).isoformat())
        assert tuesday is not None and tuesday.matches == 1
        clock.moment += timedelta(hours=2)
        kept = store.restore_snapshot(tuesday.path)
        assert [s.id for s in store.list_matches()] == [first]
        assert kept.parent == folder / "snapshots" and kept.name == "archive-kept-20261103T140000Z.sqlite3"
        # Still the folder's one writer, still saving.
        with pytest.raises(StoreLockedError):
            MatchStore.open(folder)
        store.save_match(first, _played())
        assert store.load_match(first).match == _played()
        (aside,) = [s for s in list_snapshots(folder) if s.kept_aside]
        assert aside.path == kept and aside.matches == 2 and aside.name == "kept-20261103T140000Z"
        store.restore_snapshot(aside.path)  # the restore taken back
        assert sorted(s.id for s in store.list_matches()) == [first, later]
    assert list(folder.glob("*.restoring")) == []


def test_a_damaged_snapshot_is_refused_and_the_newest_good_one_offered(folder: Path) -> None:
    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        match_id = store.create_match(new_match())
        for _ in range(2):
            clock.moment += timedelta(days=1)
            store.save_match(match_id, _played())
        newest, older = list_snapshots(folder)
        newest.path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
        assert newest_good(folder) == list_snapshots(folder)[1] and older.matches == 1
        assert list_snapshots(folder)[0].matches is None
        with pytest.raises(StoreError, match="damaged or cannot be read"):
            store.restore_snapshot(newest.path)
        assert store.load_match(match_id).match == _played()  # unchanged, still open
        store.save_match(match_id, new_match())


def test_a_read_only_store_restores_nothing(folder: Path) -> None:
    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        match_id = store.create_match(new_match())
        clock.moment += timedelta(days=1)
        store.save_match(match_id, _played())
    with MatchStore.open(folder, read_only=True) as reader, pytest.raises(StoreWriteError):
        reader.restore_snapshot(list_snapshots(folder)[0].path)


def test_only_our_names_are_listed(folder: Path) -> None:
    (folder / "snapshots").mkdir(parents=True)
    for name in ("archive-2026-13-45.sqlite3", "notes.txt", "archive-2026-11-30.sqlite3.partial"):
        (folder / "snapshots" / name).write_text("")
    sqlite3.connect(folder / "snapshots" / "archive-2026-11-30.sqlite3").close()
    (only,) = list_snapshots(folder)
    assert only.day == date(2026, 11, 30) and only.matches is None  # an empty file: no matches table
    assert snapshots.prune(folder) == []
    assert newest_good(folder) is None


# --- tarbish-score snapshots / restore-snapshot DATE ---------------------------------------------


def test_the_commands_list_and_restore_headless(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tarbish_score.cli import ExitCode, main

    assert main(["snapshots"]) == 0
    assert "No snapshots in" in capsys.readouterr().out
    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        first = store.create_match(new_match())
        clock.moment += timedelta(days=1)
        store.create_match(finished_match())
        day = local_day(clock.moment).isoformat()
        assert main(["restore-snapshot", day]) == ExitCode.LOCKED  # this store has the folder
        assert "open on this archive; restore from Match > Match archive there" in capsys.readouterr().err
    assert main(["snapshots"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Snapshot    Matches  What",
        f"{day}        1  the archive before that day's first change",
    ]
    assert main(["restore-snapshot", day]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"restored the snapshot {day}: 1 match"
    assert lines[1].startswith(f"the archive as it was is kept as {folder / 'snapshots' / 'archive-kept-'}")
    with MatchStore.open(folder, read_only=True) as store:
        assert [s.id for s in store.list_matches()] == [first]
    assert main(["snapshots", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(row["kept_aside"], row["matches"]) for row in rows] == [(True, 2), (False, 1)]
    assert main(["restore-snapshot", "1999-01-01"]) == ExitCode.NOT_FOUND
    assert capsys.readouterr().err == "tarbish-score: no snapshot '1999-01-01'; 'tarbish-score snapshots' lists them\n"


def test_a_damaged_snapshot_is_refused_headless_in_one_plain_line(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tarbish_score.cli import ExitCode, main

    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        match_id = store.create_match(new_match())
        clock.moment += timedelta(days=1)
        store.save_match(match_id, _played())
    (snapshot,) = list_snapshots(folder)
    snapshot.path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    assert main(["restore-snapshot", snapshot.day.isoformat()]) == ExitCode.ARCHIVE
    err = capsys.readouterr().err
    assert err.endswith("choose another; nothing was restored\n")


def test_in_the_background_the_save_returns_before_the_copy_is_done(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The window's store: the first save of the day must not wait for the copy (47-72 ms at
    # 10,000 matches), and the copy must still be whole and hold the archive as it was before.
    import threading

    release, copying = threading.Event(), threading.Event()
    real_copy = snapshots._copy

    def slow_copy(source: sqlite3.Connection, target: Path) -> None:
        copying.set()
        assert release.wait(10)
        real_copy(source, target)

    clock = SetClock()
    with MatchStore.open(folder, clock=clock) as store:
        store.snapshots_in_background = True
        first = store.create_match(new_match())
        clock.moment += timedelta(days=1)
        monkeypatch.setattr(snapshots, "_copy", slow_copy)
        store.save_match(first, _played())  # returns while the copy waits
        second = store.create_match(finished_match())
        assert copying.wait(10)
        taking = store._snapshotting
        assert taking is not None and not taking.done
        tuesday = local_day(clock.moment)
        assert not snapshot_path(folder, tuesday).exists()
        release.set()
        written = store.finish_snapshot()
        assert written == snapshot_path(folder, tuesday)
        assert store.load_match(second).match == finished_match()
    with MatchStore.open(folder, read_only=True) as now:
        assert len(now.list_matches()) == 2
    # The copy is whole and holds the archive as it stood before Tuesday's first change.
    (snapshot,) = list_snapshots(folder)
    assert snapshot.matches == 1
    with sqlite3.connect(snapshot.path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        (record,) = conn.execute("SELECT record FROM records").fetchone()
    assert json.loads(record)["rounds"] == []
    assert sorted(p.name for p in (folder / "snapshots").iterdir()) == [f"archive-{tuesday}.sqlite3"]


def test_closing_waits_for_a_snapshot_in_the_background(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading
    import time

    real_copy = snapshots._copy
    started = threading.Event()

    def slow_copy(source: sqlite3.Connection, target: Path) -> None:
        started.set()
        time.sleep(0.3)
        real_copy(source, target)

    clock = SetClock()
    store = MatchStore.open(folder, clock=clock)
    store.snapshots_in_background = True
    first = store.create_match(new_match())
    clock.moment += timedelta(days=1)
    monkeypatch.setattr(snapshots, "_copy", slow_copy)
    store.save_match(first, _played())
    assert started.wait(10)
    store.close()  # waits for the copy: nothing half-written is left
    assert [s.matches for s in list_snapshots(folder)] == [1]
    assert not list((folder / "snapshots").glob("*.partial"))

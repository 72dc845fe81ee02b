"""The store's API: round trips, the audit log, listing, search, current match, export."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tarbish_score.model import Match, RoundError, RoundInput, dump_record, load_record, read_uuid
from tarbish_score.storage import (
    SCHEMA_VERSION,
    LogEntry,
    MatchNotFoundError,
    MatchStore,
    StoreError,
    StoreWriteError,
    database_path,
    round_dict,
)

from .conftest import RICH_RECORD, FakeClock, finished_match, made, new_match, rich_match

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def minute(n: int) -> datetime:
    """The fake clock's n-th reading."""
    return T0.replace(minute=n)


def without_uuid(record: dict[str, object]) -> dict[str, object]:
    """``record`` without its identity, which must be there: every archived match has one."""
    assert read_uuid(record.pop("uuid")) is not None
    return record


def test_every_field_round_trips(store: MatchStore) -> None:
    match_id = store.create_match(rich_match())
    stored = store.load_match(match_id)
    assert without_uuid(dump_record(stored.match)) == RICH_RECORD
    assert stored.match == rich_match()
    assert stored.match.extra == {"venue": "Legion hall", "notes": {"tables": [1, 2]}}
    assert stored.match.rounds[0].runs[0].extra == {"note": "called late"}
    assert (stored.id, stored.status, stored.winner, stored.finished) == (match_id, "in-progress", None, None)
    assert (stored.created, stored.updated) == (minute(1), minute(1))


def test_round_trip_survives_reopening(folder: Path, clock: FakeClock) -> None:
    with MatchStore.open(folder, clock=clock) as store:
        match_id = store.create_match(rich_match())
        entry = LogEntry.now("edit", 2, {"thrown_in": True}, made(0, (90, 72)), moment=minute(30))
        store.save_match(match_id, rich_match(), log_entry=entry)
    with MatchStore.open(folder, clock=clock) as store:
        stored = store.load_match(match_id)
    assert without_uuid(dump_record(stored.match)) == RICH_RECORD
    assert stored.log[1] == LogEntry(
        "2024-05-01T12:30:00.000000+00:00",
        "edit",
        2,
        {"thrown_in": True},
        {"caller": 0, "trump": "hearts", "card_points": [90, 72]},
    )


def test_the_log_keeps_every_change_in_order(store: MatchStore) -> None:
    match = new_match()
    match_id = store.create_match(match)
    first = made(0, (90, 72))
    match = match.add_round(first)
    store.save_match(match_id, match, log_entry=LogEntry.now("record", 1, None, first, moment=minute(10)))
    fixed = made(1, (60, 102))
    match = match.replace_round(0, fixed)
    store.save_match(match_id, match, log_entry=LogEntry.now("edit", 1, first, fixed, moment=minute(11)))
    match = match.remove_round(0)
    store.save_match(match_id, match, log_entry=LogEntry.now("delete", 1, fixed, None, moment=minute(12)))
    store.save_match(
        match_id, match.add_round(fixed), log_entry=LogEntry.now("undo", 1, None, fixed, moment=minute(13))
    )
    stored = store.load_match(match_id)
    assert [(e.action, e.round_number) for e in stored.log] == [
        ("new", None),
        ("record", 1),
        ("edit", 1),
        ("delete", 1),
        ("undo", 1),
    ]
    assert stored.log[0].timestamp == "2024-05-01T12:01:00.000000+00:00"
    assert stored.log[2].before == {"caller": 0, "trump": "hearts", "card_points": [90, 72]}
    assert stored.log[3].after is None
    assert [e.action for e in stored.corrections] == ["edit", "delete", "undo"]
    assert stored.match.rounds == (fixed,)
    assert stored.updated == minute(5)


def test_save_without_a_log_entry_changes_only_the_match(store: MatchStore) -> None:
    match_id = store.create_match(new_match())
    store.save_match(match_id, new_match("Renamed"))
    stored = store.load_match(match_id)
    assert stored.match.teams[0].name == "Renamed"
    assert [e.action for e in stored.log] == ["new"]


def test_finished_is_stamped_once_and_cleared_by_a_reopening_correction(store: MatchStore) -> None:
    match = finished_match()
    match_id = store.create_match(match.remove_round(1))
    assert store.load_match(match_id).finished is None
    store.save_match(match_id, match)
    ended = store.load_match(match_id)
    assert (ended.status, ended.winner, ended.finished) == ("won", 0, minute(2))
    store.save_match(match_id, match)
    assert store.load_match(match_id).finished == minute(2)
    store.save_match(match_id, match.remove_round(1))
    reopened = store.load_match(match_id)
    assert (reopened.status, reopened.winner, reopened.finished) == ("in-progress", None, None)


def test_a_match_created_finished_is_stamped_finished(store: MatchStore) -> None:
    match_id = store.create_match(finished_match())
    assert store.load_match(match_id).finished == minute(1)


def test_list_is_newest_first_with_every_summary_field(store: MatchStore) -> None:
    first = store.create_match(finished_match("Ceilidh", "Fiddlers"))
    second = store.create_match(rich_match())
    summaries = store.list_matches()
    assert [s.id for s in summaries] == [second, first]
    newest, oldest = summaries
    assert newest.teams == ("Chéticamp", "Sydney")
    assert newest.players == (("Aurélie", "Réjean"), ("Sandy", "Colin"))
    assert (newest.totals, newest.rounds, newest.status, newest.winner) == ((350, 274), 4, "in-progress", None)
    assert (newest.created, newest.updated, newest.finished) == (minute(2), minute(2), None)
    assert (oldest.totals, oldest.rounds, oldest.status, oldest.winner) == ((324, 0), 2, "won", 0)
    assert oldest.finished == minute(1)


def test_list_orders_equal_times_by_id(folder: Path) -> None:
    with MatchStore.open(folder, clock=lambda: T0) as store:
        ids = store.add_matches([new_match(), new_match(), new_match()])
        assert [s.id for s in store.list_matches()] == ids[::-1]


def test_list_pages(store: MatchStore) -> None:
    ids = [store.create_match(new_match(f"Team {n}")) for n in range(5)]
    assert [s.id for s in store.list_matches(limit=2)] == [ids[4], ids[3]]
    assert [s.id for s in store.list_matches(limit=2, offset=2)] == [ids[2], ids[1]]
    assert [s.id for s in store.list_matches(offset=4)] == [ids[0]]
    assert store.list_matches(limit=0) == []
    assert store.count_matches() == 5


@pytest.mark.parametrize(("limit", "offset"), [(-1, 0), (None, -1)])
def test_list_refuses_negative_paging(store: MatchStore, limit: int | None, offset: int) -> None:
    with pytest.raises(ValueError, match="negative"):
        store.list_matches(limit=limit, offset=offset)


@pytest.mark.parametrize(
    ("search", "expected"),
    [
        ("", ["MacNeils v Gillis", "Chéticamp v Sydney"]),
        ("   ", ["MacNeils v Gillis", "Chéticamp v Sydney"]),
        ("macneil", ["MacNeils v Gillis"]),
        ("SYDNEY", ["Chéticamp v Sydney"]),
        ("réjean", ["Chéticamp v Sydney"]),
        ("RÉJEAN", ["Chéticamp v Sydney"]),
        ("theresa", ["MacNeils v Gillis"]),
        ("a", ["MacNeils v Gillis", "Chéticamp v Sydney"]),
        ("%", []),
        ("nobody", []),
    ],
)
def test_search_by_team_or_player_name(store: MatchStore, search: str, expected: list[str]) -> None:
    store.create_match(rich_match())
    store.create_match(new_match("MacNeils", "Gillis", ("Mary", "Joe", "Angus", "Theresa")))
    found = store.list_matches(search)
    assert [f"{s.teams[0]} v {s.teams[1]}" for s in found] == expected
    assert store.count_matches(search) == len(expected)


def test_search_finds_the_match_note_and_round_notes(store: MatchStore) -> None:
    hall = new_match("MacNeils").add_round(made(0, (90, 72))).with_note("Legion Hall, Friday")
    renege = new_match("Gillis").add_round(made(0, (90, 72))).with_round_note(0, "Renege by Angus")
    hall_id, renege_id = store.create_match(hall), store.create_match(renege)
    assert [s.id for s in store.list_matches("legion hall")] == [hall_id]
    assert [s.id for s in store.list_matches("RENEGE")] == [renege_id]
    assert store.count_matches("friday") == 1
    assert [s.note for s in store.list_matches()] == ["", "Legion Hall, Friday"]
    # A note written later is found at once: the summary columns follow every save.
    store.save_match(renege_id, renege.with_note("Glace Bay"))
    assert [(s.id, s.note) for s in store.list_matches("glace")] == [(renege_id, "Glace Bay")]
    store.save_match(renege_id, renege.with_round_note(0, ""))
    assert store.list_matches("renege") == []


def test_delete_removes_the_match_its_record_and_its_log(store: MatchStore) -> None:
    kept = store.create_match(new_match("Kept"))
    gone = store.create_match(new_match("Gone"))
    store.delete_match(gone)
    assert [s.id for s in store.list_matches()] == [kept]
    with pytest.raises(MatchNotFoundError) as caught:
        store.load_match(gone)
    assert caught.value.match_id == gone
    with sqlite3.connect(store.path) as raw:
        counts = [
            raw.execute(f"SELECT count(*) FROM {t} WHERE match_id = ?", (gone,)).fetchone()[0]
            for t in ("records", "log")
        ]
    raw.close()
    assert counts == [0, 0]


def test_ids_are_not_reused_after_a_delete(store: MatchStore) -> None:
    first = store.create_match(new_match())
    store.delete_match(first)
    assert store.create_match(new_match()) == first + 1


@pytest.mark.parametrize("action", ["load", "save", "delete", "current", "export"])
def test_unknown_ids_raise_match_not_found(store: MatchStore, action: str) -> None:
    calls: dict[str, Callable[[], object]] = {
        "load": lambda: store.load_match(99),
        "save": lambda: store.save_match(99, new_match()),
        "delete": lambda: store.delete_match(99),
        "current": lambda: store.set_current(99),
        "export": lambda: store.export_record(99),
    }
    with pytest.raises(MatchNotFoundError, match="match 99 is not in the archive"):
        calls[action]()
    assert store.count_matches() == 0


def test_the_match_open_last_is_known_once_finished(store: MatchStore) -> None:
    """A finished match is still the one to show at start (resume() brings back only unfinished)."""
    assert store.last_match_id() is None
    playing = store.create_match(finished_match().remove_round(1))
    store.set_current(playing)
    store.save_match(playing, finished_match())
    assert store.current_match_id() is None
    assert store.last_match_id() == playing
    store.set_current(None)
    assert store.last_match_id() is None
    store.set_current(playing)
    store.delete_match(playing)
    assert store.last_match_id() is None


def test_names_used_before_come_most_recent_first(store: MatchStore) -> None:
    # The fake clock moves on at each write: the second match is the more recent.
    store.create_match(new_match("The MacNeils", "The Gillis pair", ("Mary", "Joe", "Angus", "Theresa")))
    store.create_match(new_match("Chiassons", "the macneils", ("Aurélie", "Mary", "Réjean", " ")))
    teams, players = store.names_used()
    assert teams == ["Chiassons", "the macneils", "The Gillis pair"]
    assert players == ["Aurélie", "Mary", "Réjean", "Joe", "Angus", "Theresa"]
    assert store.names_used(limit=2) == (["Chiassons", "the macneils"], ["Aurélie", "Mary"])


def test_current_match_resumes_until_finished_deleted_or_cleared(store: MatchStore) -> None:
    assert store.current_match_id() is None
    assert store.resume() is None
    set_aside = store.create_match(new_match("Set aside").add_round(made(0, (90, 72))))
    store.set_current(set_aside)
    playing = store.create_match(finished_match().remove_round(1))
    store.set_current(playing)
    assert store.current_match_id() == playing
    resumed = store.resume()
    assert resumed is not None
    assert (resumed.id, resumed.match) == (playing, finished_match().remove_round(1))
    store.save_match(playing, finished_match())
    assert store.current_match_id() is None
    store.set_current(set_aside)
    assert store.current_match_id() == set_aside
    store.set_current(None)
    assert store.current_match_id() is None
    store.set_current(set_aside)
    store.delete_match(set_aside)
    assert store.current_match_id() is None


def test_current_match_survives_reopening(folder: Path) -> None:
    with MatchStore.open(folder) as store:
        match_id = store.create_match(new_match())
        store.set_current(match_id)
    with MatchStore.open(folder) as store:
        assert store.current_match_id() == match_id


def test_export_keeps_the_record_and_the_log(store: MatchStore) -> None:
    match = rich_match()
    match_id = store.create_match(match)
    later = match.remove_round(3)
    store.save_match(match_id, later, log_entry=LogEntry.now("delete", 4, match.rounds[3], None, moment=minute(40)))
    exported = store.export_record(match_id)
    assert exported["log"] == [
        {
            "timestamp": "2024-05-01T12:01:00.000000+00:00",
            "action": "new",
            "round": None,
            "before": None,
            "after": None,
        },
        {
            "timestamp": "2024-05-01T12:40:00.000000+00:00",
            "action": "delete",
            "round": 4,
            "before": {"caller": 3, "card_points": [80, 82]},
            "after": None,
        },
    ]
    del exported["log"]
    assert without_uuid(exported) == dump_record(later)


def test_an_exported_log_comes_back_on_import(store: MatchStore) -> None:
    match_id = store.create_match(new_match())
    record = made(0, (90, 72))
    store.save_match(match_id, new_match().add_round(record), log_entry=LogEntry.now("record", 1, None, record))
    exported = store.export_record(match_id)
    imported = store.create_match(load_record(exported))
    assert store.load_match(imported).log == store.load_match(match_id).log
    assert "log" not in store.load_match(imported).match.extra
    # Saving a match that still carries the imported log does not log it twice.
    store.save_match(imported, load_record(exported))
    assert len(store.load_match(imported).log) == 2
    again = store.export_record(imported)
    # The identity was the first match's: the copy got its own.
    assert again["uuid"] != exported["uuid"]
    assert without_uuid(again) == without_uuid(exported)


def test_a_malformed_imported_log_saves_nothing(store: MatchStore) -> None:
    bad = load_record({**RICH_RECORD, "log": [{"action": "edit"}]})
    with pytest.raises(StoreError, match="timestamp"):
        store.add_matches([new_match(), bad])
    assert store.count_matches() == 0


def test_a_match_that_does_not_score_is_not_saved(store: MatchStore) -> None:
    bad = Match(new_match().teams, 0, rounds=(RoundInput(0, None, (100, 100)),))
    with pytest.raises(RoundError):
        store.create_match(bad)
    assert store.count_matches() == 0


def test_round_dict_is_the_record_form_of_a_round() -> None:
    assert round_dict(rich_match().rounds[0]) == RICH_RECORD["rounds"][0]
    assert round_dict(RoundInput.thrown()) == {"thrown_in": True}


def test_archive_is_wal_durable_and_versioned(store: MatchStore) -> None:
    with sqlite3.connect(store.path) as raw:
        settings = (raw.execute("PRAGMA journal_mode").fetchone()[0], raw.execute("PRAGMA user_version").fetchone()[0])
    raw.close()
    assert settings == ("wal", SCHEMA_VERSION)
    # Per-connection: the store's own connection syncs every commit (2 = FULL).
    assert store._connection().execute("PRAGMA synchronous").fetchone()[0] == 2


def test_store_knows_its_paths(store: MatchStore, folder: Path) -> None:
    assert (store.directory, store.path, store.read_only, store.moved_aside) == (
        folder,
        database_path(folder),
        False,
        None,
    )
    assert database_path(folder).name == "archive.sqlite3"


def test_a_closed_store_refuses_everything(folder: Path) -> None:
    store = MatchStore.open(folder)
    store.close()
    store.close()
    assert store.closed
    with pytest.raises(StoreError, match="closed"):
        store.list_matches()
    with pytest.raises(StoreError, match="closed"):
        store.create_match(new_match())


def test_a_read_only_store_reads_but_refuses_changes(folder: Path) -> None:
    with MatchStore.open(folder) as writer:
        match_id = writer.create_match(new_match("Read"))
    with MatchStore.open(folder, read_only=True) as reader:
        assert reader.read_only
        assert [s.teams[0] for s in reader.list_matches()] == ["Read"]
        with pytest.raises(StoreWriteError) as caught:
            reader.save_match(match_id, new_match("Changed"))
        assert caught.value.reason == "read-only"
        assert reader.load_match(match_id).match.teams[0].name == "Read"

"""Schema versions: a version-0 archive, made here, is upgraded with nothing lost."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tarbish_score.model import dumps_record
from tarbish_score.storage import (
    SCHEMA_VERSION,
    MatchStore,
    StoreError,
    StoreWriteError,
    database_path,
    match_rows,
    opening,
    schema,
)
from tarbish_score.storage.schema import APPLICATION_ID

from .conftest import finished_match, made, new_match

V0_TABLE = (
    "CREATE TABLE matches (id INTEGER PRIMARY KEY, record TEXT NOT NULL, created TEXT NOT NULL, updated TEXT NOT NULL)"
)


def make_version_0(folder: Path, rows: list[tuple[int, str, str, str]]) -> None:
    """An archive in the pre-release layout: one table of records, no user_version."""
    folder.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(database_path(folder))
    try:
        conn.execute(V0_TABLE)
        conn.executemany("INSERT INTO matches VALUES (?, ?, ?, ?)", rows)
        conn.commit()
    finally:
        conn.close()


def old_columns(monkeypatch: pytest.MonkeyPatch, summary: tuple[str, ...]) -> None:
    """Build an older archive through the store: its summary columns, no identity columns (before version 6)."""
    monkeypatch.setattr(match_rows, "SUMMARY_COLUMNS", summary)
    monkeypatch.setattr(match_rows, "IDENTITY_COLUMNS", ())


def user_version(folder: Path) -> int:
    conn = sqlite3.connect(database_path(folder))
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def contents(folder: Path) -> tuple[list[str], list[tuple[object, ...]]]:
    """The table names and the version-0 rows."""
    conn = sqlite3.connect(database_path(folder))
    try:
        tables = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return tables, conn.execute("SELECT * FROM matches").fetchall()
    finally:
        conn.close()


def test_version_0_matches_are_carried_over(folder: Path) -> None:
    playing = new_match("Playing").add_round(made(0, (90, 72)))
    unreadable = '{"format": "tarbish-score-match", "version": 9, "teams": []}'
    make_version_0(
        folder,
        [
            (3, dumps_record(finished_match("Won")), "2024-01-02T10:00:00+00:00", "2024-01-02T11:30:00+00:00"),
            (7, dumps_record(playing), "2024-02-01T09:00:00", "not a time"),
            (8, unreadable, "2024-03-01T09:00:00+01:00", "2024-03-01T09:05:00+01:00"),
        ],
    )
    assert user_version(folder) == 0
    with MatchStore.open(folder) as store:
        summaries = {s.id: s for s in store.list_matches()}
        assert list(summaries) == [8, 7, 3]
        won, open_match, broken = summaries[3], summaries[7], summaries[8]
        assert (won.teams, won.status, won.winner, won.totals, won.rounds) == (("Won", "Them"), "won", 0, (324, 0), 2)
        assert won.created == datetime(2024, 1, 2, 10, 0, tzinfo=UTC)
        # Version 0 did not note when a match ended: the last change stands in.
        assert won.finished == won.updated == datetime(2024, 1, 2, 11, 30, tzinfo=UTC)
        assert (open_match.status, open_match.totals, open_match.finished) == ("in-progress", (90, 72), None)
        # A naive time was UTC; an unreadable one takes the creation time.
        assert open_match.created == open_match.updated == datetime(2024, 2, 1, 9, 0, tzinfo=UTC)
        assert (broken.status, broken.teams, broken.totals) == ("unreadable", ("", ""), (0, 0))
        assert broken.created == datetime(2024, 3, 1, 8, 0, tzinfo=UTC)
        assert store.load_match(7).match == playing
        assert store.load_match(3).match == finished_match("Won")
        with pytest.raises(StoreError, match="match 8 cannot be read"):
            store.load_match(8)
        assert store.export_record(8) == {
            "format": "tarbish-score-match",
            "version": 9,
            "uuid": broken.uuid,
            "teams": [],
            "log": [],
        }
        assert store.count_matches("playing") == 1
        assert store.create_match(new_match()) == 9
    assert user_version(folder) == SCHEMA_VERSION
    with MatchStore.open(folder) as reopened:
        assert reopened.count_matches() == 4


def test_a_zero_byte_archive_is_set_aside_and_named_never_silently_emptied(folder: Path) -> None:
    folder.mkdir()
    database_path(folder).write_bytes(b"")
    with MatchStore.open(folder) as store:
        assert store.moved_aside is not None and store.moved_aside.read_bytes() == b""
        assert store.salvaged is not None and store.salvaged.cause == "empty"
        assert store.salvaged.lines()[0] == f"the archive file was empty (0 bytes); kept it as {store.moved_aside}"
        assert store.count_matches() == 0
    assert user_version(folder) == SCHEMA_VERSION


def test_a_failed_migration_leaves_version_0_whole(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_version_0(
        folder, [(1, dumps_record(new_match("Old")), "2024-01-01T00:00:00+00:00", "2024-01-01T00:00:00+00:00")]
    )
    before = contents(folder)

    def half_then_full(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE matches RENAME TO halfway")
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(opening, "MIGRATIONS", (half_then_full,))
    with pytest.raises(StoreWriteError) as caught:
        MatchStore.open(folder)
    assert caught.value.reason == "other"  # a plain OperationalError carries no SQLite code
    assert user_version(folder) == 0
    assert contents(folder) == before

    def bug(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE matches RENAME TO halfway")
        raise RuntimeError("a bug in a migration")

    monkeypatch.setattr(opening, "MIGRATIONS", (bug,))
    with pytest.raises(RuntimeError, match="a bug in a migration"):
        MatchStore.open(folder)
    monkeypatch.undo()
    # Both failures released the folder and kept the data; the real migration still works.
    with MatchStore.open(folder) as store:
        assert [s.teams[0] for s in store.list_matches()] == ["Old"]


def test_version_1_gains_the_note_column_and_searches_notes(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A version-1 archive whose records already hold notes (kept then as unknown fields).
    noted = new_match("Gaels").add_round(made(0, (90, 72))).with_note("Legion hall").with_round_note(0, "misdeal")
    unreadable = '{"format": "tarbish-score-match", "version": 9, "teams": []}'
    make_version_0(
        folder,
        [
            (1, dumps_record(noted), "2024-01-01T00:00:00+00:00", "2024-01-01T00:00:00+00:00"),
            (2, dumps_record(new_match("Plain")), "2024-01-02T00:00:00+00:00", "2024-01-02T00:00:00+00:00"),
            (3, unreadable, "2024-01-03T00:00:00+00:00", "2024-01-03T00:00:00+00:00"),
        ],
    )
    monkeypatch.setattr(opening, "MIGRATIONS", opening.MIGRATIONS[:1])
    monkeypatch.setattr(opening, "SCHEMA_VERSION", 1)
    MatchStore.open(folder).close()
    monkeypatch.undo()
    conn = sqlite3.connect(database_path(folder))
    try:
        assert "note" not in [row[1] for row in conn.execute("PRAGMA table_info(matches)")]
        # As version 1 wrote it: names only. Match 2's record was readable then and is not now.
        conn.execute("UPDATE matches SET search = 'gaels' WHERE id IN (1, 2)")
        conn.execute("UPDATE records SET record = ? WHERE match_id = 2", (unreadable,))
        conn.commit()
    finally:
        conn.close()
    assert user_version(folder) == 1
    with MatchStore.open(folder) as store:
        assert [(s.id, s.note) for s in store.list_matches()] == [(3, ""), (2, ""), (1, "Legion hall")]
        assert [s.id for s in store.list_matches("LEGION")] == [1]
        assert [s.id for s in store.list_matches("misdeal")] == [1]
        assert [s.id for s in store.list_matches("gaels")] == [2, 1]  # match 2 kept its version-1 columns
        assert store.load_match(1).match == noted
    assert user_version(folder) == SCHEMA_VERSION


def application_id(folder: Path) -> int:
    conn = sqlite3.connect(database_path(folder))
    try:
        return int(conn.execute("PRAGMA application_id").fetchone()[0])
    finally:
        conn.close()


def test_a_new_archive_is_marked_as_tarabish_scores(folder: Path) -> None:
    MatchStore.open(folder).close()
    assert application_id(folder) == APPLICATION_ID == int.from_bytes(b"Trbs", "big")


def test_a_version_2_archive_is_marked_as_ours_by_the_upgrade(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "MIGRATIONS", opening.MIGRATIONS[:2])
    monkeypatch.setattr(opening, "SCHEMA_VERSION", 2)
    old_columns(monkeypatch, schema._V3_COLUMNS)  # version 2's columns
    with MatchStore.open(folder) as store:
        kept = store.create_match(finished_match("Kept"))
    monkeypatch.undo()
    assert (user_version(folder), application_id(folder)) == (2, 0)
    with MatchStore.open(folder) as store:
        assert (store.foreign_aside, store.moved_aside) == (None, None)
        assert store.load_match(kept).match == finished_match("Kept")
    assert (user_version(folder), application_id(folder)) == (SCHEMA_VERSION, APPLICATION_ID)


def test_a_version_3_archive_gets_its_statistics_columns_filled(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "MIGRATIONS", opening.MIGRATIONS[:3])
    monkeypatch.setattr(opening, "SCHEMA_VERSION", 3)
    old_columns(monkeypatch, schema._V3_COLUMNS)  # version 3's columns
    # Seat 0 makes 90-72, seat 1 goes bait 100-62, seat 1 half bait 81-81 (counted by hand).
    played = new_match("Calls").add_round(made(0, (90, 72))).add_round(made(1, (100, 62))).add_round(made(1, (81, 81)))
    with MatchStore.open(folder) as store:
        kept = store.create_match(played)
        broken = store.create_match(new_match("Broken"))
    monkeypatch.undo()
    conn = sqlite3.connect(database_path(folder))
    try:
        conn.execute("UPDATE records SET record = '{}' WHERE match_id = ?", (broken,))
        conn.commit()
    finally:
        conn.close()
    with MatchStore.open(folder) as store:
        assert store.load_match(kept).match == played
    assert user_version(folder) == SCHEMA_VERSION
    conn = sqlite3.connect(database_path(folder))
    try:
        names = ", ".join(schema.STATISTICS_COLUMNS)
        rows = dict(
            (row[0], row[1:]) for row in conn.execute(f"SELECT id, {names} FROM matches ORDER BY id").fetchall()
        )
    finally:
        conn.close()
    #                    preset       called 0-3    bait 0-3      half bait 0-3
    assert rows[kept] == ("standard", 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0)
    assert rows[broken] == ("standard", *([0] * 12))  # no longer loads: the defaults


def test_an_undecodable_version_0_record_is_kept_unreadable_and_the_others_upgraded(folder: Path) -> None:
    good = [
        (n, dumps_record(finished_match(f"Team {n}")), "2024-01-02T10:00:00+00:00", "2024-01-02T11:00:00")
        for n in (1, 2, 4)
    ]
    make_version_0(folder, good)
    conn = sqlite3.connect(database_path(folder))
    try:  # bit flips: a record, and a time, that are no longer UTF-8 text
        conn.execute(
            "INSERT INTO matches VALUES (3, CAST(? AS TEXT), CAST(? AS TEXT), ?)",
            (b'{"format": "tarbish-score-match", \xff\xfe}', b"2024-\xff", "2024-01-02T11:00:00"),
        )
        conn.commit()
    finally:
        conn.close()
    with MatchStore.open(folder) as store:
        summaries = {s.id: s for s in store.list_matches()}
        assert sorted(summaries) == [1, 2, 3, 4]
        assert summaries[3].status == "unreadable"
        assert [store.load_match(n).match for n in (1, 2, 4)] == [finished_match(f"Team {n}") for n in (1, 2, 4)]
    assert user_version(folder) == SCHEMA_VERSION


def test_version_5_matches_get_identities_a_copy_elsewhere_shares(
    folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    from tarbish_score.exchange.importing import import_paths
    from tarbish_score.exchange.records import write_record
    from tarbish_score.model import read_uuid
    from tarbish_score.storage import LogEntry

    monkeypatch.setattr(opening, "MIGRATIONS", opening.MIGRATIONS[:5])
    monkeypatch.setattr(opening, "SCHEMA_VERSION", 5)
    monkeypatch.setattr(match_rows, "IDENTITY_COLUMNS", ())  # version 5 has no identities yet
    played = new_match("Gaels")
    with MatchStore.open(folder) as store:
        kept = store.create_match(played)
        for points in ((90, 72), (100, 62)):
            played = played.add_round(made(0, points))
            store.save_match(kept, played, log_entry=LogEntry.now("record", len(played.rounds)))
        store.create_match(new_match("Empty"))
    monkeypatch.undo()
    # Another laptop had the same match (moved there by export and import, its log with it) ...
    copy = tmp_path / "copy"
    copy.mkdir()
    shutil.copy2(database_path(folder), database_path(copy))
    # ... and this archive had it twice (imported twice).
    conn = sqlite3.connect(database_path(folder))
    try:
        conn.execute(
            "INSERT INTO matches SELECT 9, created, updated, finished, "
            + ", ".join(schema.SUMMARY_COLUMNS)
            + f" FROM matches WHERE id = {kept}"
        )
        conn.execute(f"INSERT INTO records SELECT 9, record FROM records WHERE match_id = {kept}")
        conn.execute(
            "INSERT INTO log (match_id, timestamp, action, round, before, after) "
            f"SELECT 9, timestamp, action, round, before, after FROM log WHERE match_id = {kept} ORDER BY id"
        )
        conn.commit()
    finally:
        conn.close()
    with MatchStore.open(folder) as store, MatchStore.open(copy) as elsewhere:
        here = {s.id: s.uuid for s in store.list_matches()}
        there = {s.id: s.uuid for s in elsewhere.list_matches()}
        assert all(read_uuid(identity) == identity for identity in (*here.values(), *there.values()))
        assert here[kept] == there[kept]  # the same match on two laptops: one identity
        assert len(set(here.values())) == 3  # the second copy here, and another match, have their own
        assert store.export_record(kept)["uuid"] == here[kept]
        # An export made before identities (no uuid) comes back as that match, wherever it is imported.
        old = store.export_record(kept)
        del old["uuid"]
        write_record(old, tmp_path / "old.tarbish.json")
    with MatchStore.open(tmp_path / "fresh") as fresh:
        (new_id,) = import_paths(fresh, [tmp_path / "old.tarbish.json"]).ids
        assert fresh.list_matches()[0].uuid == here[kept]
    with MatchStore.open(copy) as elsewhere:
        result = import_paths(elsewhere, [tmp_path / "old.tarbish.json"])
        assert (result.ids, result.skipped) == ((), ((tmp_path / "old.tarbish.json", kept),))
    assert new_id == 1

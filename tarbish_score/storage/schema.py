"""The archive's SQLite schema and its migrations, one function per version step.

``PRAGMA user_version`` holds the schema version. ``MIGRATIONS[n]`` upgrades a
database from version ``n`` to ``n + 1``; all steps run in the caller's single
transaction, so an interrupted upgrade leaves the old version whole.

Version 0 is a database without a version: either brand new (empty) or the
pre-release layout, one table ``matches(id, record, created, updated)`` of
match-record JSON, which is carried over: ids kept, timestamps normalised to
UTC ISO (an unreadable one becomes the migration time), and a record that no
longer loads kept as ``unreadable`` rather than dropped.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Final

from tarbish_score.model import SEATS, TarbishError, loads_record, new_match_uuid

from .records import creation_uuid, iso, record_json, summary_columns, unreadable_columns, utc_now

__all__ = [
    "APPLICATION_ID",
    "MATCH_TABLES",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "STATISTICS_COLUMNS",
    "SUMMARY_COLUMNS",
    "TABLES",
    "table_names",
    "tables_of",
]

#: ``PRAGMA application_id`` of every archive from version 3 on ("Trbs"): the file is Tarabish
#: Score's, and a file with another id (another program's) is set aside untouched, never upgraded.
APPLICATION_ID: Final = int.from_bytes(b"Trbs", "big")

#: Summary columns of ``matches`` in version 1, in table order (after id and the dates).
_V1_COLUMNS: Final = (
    "status",
    "winner",
    "team0",
    "team0_player1",
    "team0_player2",
    "team1",
    "team1_player1",
    "team1_player2",
    "total0",
    "total1",
    "rounds",
    "search",
)
#: Summary columns of ``matches`` in versions 2 and 3: version 2 added ``note`` (the match's
#: note) and put the notes in ``search``.
_V3_COLUMNS: Final = (*_V1_COLUMNS, "note")
#: Version 4's columns for the archive statistics (``storage.statistics``): the rules' preset
#: name, and per seat s (0-3) the rounds that player called (``called{s}``) and how many of those
#: went bait (``bait{s}``) or half bait (``half_bait{s}``), counted by ``model.match_statistics``.
STATISTICS_COLUMNS: Final = (
    "preset",
    *(f"called{s}" for s in range(SEATS)),
    *(f"bait{s}" for s in range(SEATS)),
    *(f"half_bait{s}" for s in range(SEATS)),
)
#: Summary columns of ``matches``, in table order (after id and the dates).
SUMMARY_COLUMNS: Final = (*_V3_COLUMNS, *STATISTICS_COLUMNS)

_V1: Final = (
    # Listing reads only this narrow table; the records live apart so a page of
    # the archive never touches 10,000 JSON documents.
    """CREATE TABLE matches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created TEXT NOT NULL,
        updated TEXT NOT NULL,
        finished TEXT,
        status TEXT NOT NULL,
        winner INTEGER,
        team0 TEXT NOT NULL,
        team0_player1 TEXT NOT NULL,
        team0_player2 TEXT NOT NULL,
        team1 TEXT NOT NULL,
        team1_player1 TEXT NOT NULL,
        team1_player2 TEXT NOT NULL,
        total0 INTEGER NOT NULL,
        total1 INTEGER NOT NULL,
        rounds INTEGER NOT NULL,
        search TEXT NOT NULL
    )""",
    "CREATE INDEX matches_newest ON matches (created DESC, id DESC)",
    """CREATE TABLE records (
        match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
        record TEXT NOT NULL
    )""",
    """CREATE TABLE log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        timestamp TEXT NOT NULL,
        action TEXT NOT NULL,
        round INTEGER,
        before TEXT,
        after TEXT
    )""",
    "CREATE INDEX log_by_match ON log (match_id, id)",
    """CREATE TABLE current_match (
        slot INTEGER PRIMARY KEY CHECK (slot = 0),
        match_id INTEGER REFERENCES matches (id) ON DELETE SET NULL
    )""",
)
#: The tables of versions 1 to 4: the matches.
MATCH_TABLES: Final = frozenset({"matches", "records", "log", "current_match"})
#: Version 5's table: each tournament night (``storage.tournaments``), its record whole
#: (docs/tournament-record.md) and the columns its list shows.
_V5: Final = (
    """CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created TEXT NOT NULL,
        updated TEXT NOT NULL,
        name TEXT NOT NULL,
        format TEXT NOT NULL,
        teams INTEGER NOT NULL,
        drawn INTEGER NOT NULL,
        planned INTEGER NOT NULL,
        finished INTEGER NOT NULL,
        record TEXT NOT NULL
    )""",
    "CREATE INDEX tournaments_newest ON tournaments (created DESC, id DESC)",
)
#: Version 6's tables: the versions log of every match version replaced here (``storage.versions``:
#: nothing synced is ever lost) and the pending conflicts (a match changed on two laptops apart).
#: ``uuid`` in both is the match's identity; a kept version outlives its match (no foreign key).
_V6: Final = (
    """CREATE TABLE match_versions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        uuid TEXT NOT NULL,
        match_id INTEGER,
        kept TEXT NOT NULL,
        reason TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        record TEXT NOT NULL
    )""",
    "CREATE INDEX match_versions_by_uuid ON match_versions (uuid, fingerprint)",
    """CREATE TABLE match_conflicts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        found TEXT NOT NULL,
        laptop TEXT NOT NULL,
        source TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        record TEXT NOT NULL,
        UNIQUE (match_id, fingerprint)
    )""",
)
#: Tables a current database must have.
TABLES: Final = MATCH_TABLES | {"tournaments", "match_versions", "match_conflicts"}


def tables_of(version: int) -> frozenset[str]:
    """The tables an archive of schema ``version`` (1 or later) has, and no other."""
    if version >= 6:
        return TABLES
    return MATCH_TABLES | {"tournaments"} if version >= 5 else MATCH_TABLES


def table_names(conn: sqlite3.Connection) -> set[str]:
    """The names of the tables in the database.

    Raises:
        sqlite3.DatabaseError: a name is not text (a damaged schema page); it carries
            ``SQLITE_CORRUPT``, so the archive's damage handling takes over.
    """
    try:
        # SQLite's own message about a damaged schema quotes the damaged bytes: Python then
        # fails to decode the message and raises UnicodeDecodeError instead of an sqlite3.Error.
        return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except UnicodeDecodeError:
        error = sqlite3.DatabaseError("database disk image is malformed (its schema is not text)")
        error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT
        raise error from None


def _migrate_0_to_1(conn: sqlite3.Connection) -> None:
    legacy = "matches" in table_names(conn)
    if legacy:
        conn.execute("ALTER TABLE matches RENAME TO matches_v0")
    for statement in _V1:
        conn.execute(statement)
    if not legacy:
        return
    names = ", ".join(("id", "created", "updated", "finished", *_V1_COLUMNS))
    marks = ", ".join("?" * (4 + len(_V1_COLUMNS)))
    # Read as bytes: a record or a time damaged into bytes that are not UTF-8 costs only itself.
    rows = conn.execute(
        "SELECT id, CAST(record AS BLOB), CAST(created AS BLOB), CAST(updated AS BLOB) FROM matches_v0 ORDER BY id"
    ).fetchall()
    now = iso(utc_now())
    for match_id, raw_record, raw_created, raw_updated in rows:
        record = _text(raw_record)
        created = _timestamp(_text(raw_created), now)
        updated = _timestamp(_text(raw_updated), created)
        try:
            columns = summary_columns(loads_record(record))
        except TarbishError:
            # Keep it: listed as unreadable and still exportable, never dropped.
            columns = unreadable_columns()
        # Version 0 did not note when a match ended; its last change is the best guess.
        finished = updated if columns["status"] in ("won", "drawn") else None
        values = [match_id, created, updated, finished, *(columns[name] for name in _V1_COLUMNS)]
        conn.execute(f"INSERT INTO matches ({names}) VALUES ({marks})", values)
        conn.execute("INSERT INTO records VALUES (?, ?)", (match_id, record))
    conn.execute("DROP TABLE matches_v0")


def _text(value: object) -> str:
    """A stored value read as bytes, as text: bytes that are not UTF-8 become U+FFFD (the record then
    no longer loads and is kept as ``unreadable``)."""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else "" if value is None else str(value)


def _records(conn: sqlite3.Connection) -> list[tuple[int, str]]:
    """``(id, record)`` of every match not yet marked unreadable, each record read without failing on its bytes."""
    rows = conn.execute(
        "SELECT id, CAST(record AS BLOB) FROM matches JOIN records ON records.match_id = matches.id "
        "WHERE status != 'unreadable' ORDER BY id"
    ).fetchall()
    return [(int(match_id), _text(record)) for match_id, record in rows]


def _timestamp(text: object, fallback: str) -> str:
    """A version-0 timestamp in this version's form (UTC ISO, so text order is time order)."""
    try:
        moment = datetime.fromisoformat(text) if isinstance(text, str) else None
    except ValueError:
        moment = None
    if moment is None:
        return fallback
    return iso(moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC))


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Notes (docs/match-record.md section 2): a ``note`` column, and notes in the search text.

    A record kept before version 2 may already hold notes (an imported record kept them as
    unknown fields), so every readable record's ``note`` and ``search`` are worked out again.
    """
    conn.execute("ALTER TABLE matches ADD COLUMN note TEXT NOT NULL DEFAULT ''")
    rows = _records(conn)
    for match_id, record in rows:
        try:
            columns = summary_columns(loads_record(record))
        except TarbishError:
            continue  # it read in version 1: leave its columns as they were
        conn.execute(
            "UPDATE matches SET note = ?, search = ? WHERE id = ?", (columns["note"], columns["search"], match_id)
        )


def _migrate_2_to_3(conn: sqlite3.Connection) -> None:
    """Mark the file as Tarabish Score's archive (:data:`APPLICATION_ID`), in the same transaction."""
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def _migrate_3_to_4(conn: sqlite3.Connection) -> None:
    """Archive statistics: the :data:`STATISTICS_COLUMNS`, filled from every readable record.

    A record that no longer loads keeps the defaults (``standard``, no calls) and counts in no
    statistics, as it counts in no total.
    """
    conn.execute("ALTER TABLE matches ADD COLUMN preset TEXT NOT NULL DEFAULT 'standard'")
    for name in STATISTICS_COLUMNS[1:]:
        conn.execute(f"ALTER TABLE matches ADD COLUMN {name} INTEGER NOT NULL DEFAULT 0")
    rows = _records(conn)
    assignments = ", ".join(f"{name} = ?" for name in STATISTICS_COLUMNS)
    for match_id, record in rows:
        try:
            columns = summary_columns(loads_record(record))
        except TarbishError:
            continue  # it read in version 3: its other columns stay as they were
        values = [columns[name] for name in STATISTICS_COLUMNS]
        conn.execute(f"UPDATE matches SET {assignments} WHERE id = ?", (*values, match_id))


def _migrate_4_to_5(conn: sqlite3.Connection) -> None:
    """Tournament nights: the ``tournaments`` table, empty; every match stays as it was."""
    for statement in _V5:
        conn.execute(statement)


def _all_records(conn: sqlite3.Connection) -> list[tuple[int, str]]:
    """``(id, record)`` of every match that has a record, in id order, read without failing on its bytes."""
    rows = conn.execute(
        "SELECT m.id, CAST(r.record AS BLOB) FROM matches AS m JOIN records AS r ON r.match_id = m.id ORDER BY m.id"
    ).fetchall()
    return [(int(match_id), _text(record)) for match_id, record in rows]


def _log_of(conn: sqlite3.Connection, match_id: int) -> list[dict[str, object]]:
    """A match's log entries as :meth:`LogEntry.to_json` writes them (a side that is not JSON: None)."""
    entries = []
    rows = conn.execute(
        "SELECT timestamp, action, round, before, after FROM log WHERE match_id = ? ORDER BY id", (match_id,)
    ).fetchall()
    for timestamp, action, number, before, after in rows:
        entries.append(
            {"timestamp": timestamp, "action": action, "round": number, "before": _side(before), "after": _side(after)}
        )
    return entries


def _side(text: object) -> object:
    try:
        return json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        return None


def _migrate_5_to_6(conn: sqlite3.Connection) -> None:
    """Matches across laptops (docs/sync.md): every match gets its identity, ``uuid`` (docs/match-record.md),
    worked out from how it started (:func:`.records.creation_uuid`: a copy moved to another archive by
    export and import gets the same one there), and an ``origin`` (``here``: every match so far); the
    versions log and the conflicts start empty."""
    conn.execute("ALTER TABLE matches ADD COLUMN uuid TEXT")
    conn.execute("ALTER TABLE matches ADD COLUMN origin TEXT NOT NULL DEFAULT 'here'")
    given: dict[int, str] = {}
    taken: set[str] = set()
    for match_id, text in _all_records(conn):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            data = None
        record = data if isinstance(data, dict) else {}
        # Worked out from how it started, so a copy of it in another archive gets the same one; one
        # already given (the same match imported twice) or none (no log): a random one.
        derived = creation_uuid(record, _log_of(conn, match_id))
        identity = derived if derived is not None and derived not in taken else new_match_uuid()
        taken.add(identity)
        given[match_id] = identity
        if isinstance(data, dict):  # the record holds it too: a salvage that finds only the record keeps it
            data["uuid"] = identity
            conn.execute("UPDATE records SET record = ? WHERE match_id = ?", (record_json(data), match_id))
    for (match_id,) in conn.execute("SELECT id FROM matches WHERE id NOT IN (SELECT match_id FROM records)"):
        given.setdefault(int(match_id), new_match_uuid())
    conn.executemany("UPDATE matches SET uuid = ? WHERE id = ?", [(uuid, match_id) for match_id, uuid in given.items()])
    conn.execute("CREATE UNIQUE INDEX matches_by_uuid ON matches (uuid)")
    for statement in _V6:
        conn.execute(statement)


#: ``MIGRATIONS[n]`` upgrades version ``n`` to ``n + 1``.
MIGRATIONS: Final[tuple[Callable[[sqlite3.Connection], None], ...]] = (
    _migrate_0_to_1,
    _migrate_1_to_2,
    _migrate_2_to_3,
    _migrate_3_to_4,
    _migrate_4_to_5,
    _migrate_5_to_6,
)
#: The version this code writes.
SCHEMA_VERSION: Final = len(MIGRATIONS)

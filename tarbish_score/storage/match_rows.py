"""The rows of one match, read and written inside a transaction the caller holds (no Qt).

Shared by :mod:`.store` (create, save, delete, export) and :mod:`.versions` (merge, conflicts):
each function takes the open connection and never commits, so a multi-step change stays one
transaction. The identity (``uuid``) lives in ``matches.uuid`` and, as a hint for a salvage that
finds only the record, in the stored record too; the column is the authority.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from contextlib import suppress
from typing import Any, Final

from tarbish_score.model import Match, dump_record, load_record, new_match_uuid

from .errors import StoreError
from .records import LogEntry, record_json, summary_columns
from .schema import SUMMARY_COLUMNS

__all__ = [
    "IDENTITY_COLUMNS",
    "ORIGINS",
    "VOLATILE_KEYS",
    "append_log",
    "exported_version",
    "fingerprint_of",
    "free_uuid",
    "insert_match",
    "keep_version",
    "read_log",
    "replace_match",
]

#: Where a match came from: made (or imported) ``here``, or taken in from another laptop (``elsewhere``).
ORIGINS: Final = frozenset({"here", "elsewhere"})
#: The columns of ``matches`` that hold a match's identity and where it came from (schema 6).
IDENTITY_COLUMNS: Final = ("uuid", "origin")
#: Fields of an exported record that are not part of the version: the archive's dates, the derived
#: statistics, the sync folder's fields, the identity (the same for every version) and the log
#: (hashed on its own).
VOLATILE_KEYS: Final = frozenset({"archive", "statistics", "sync", "uuid", "log"})


def append_log(conn: sqlite3.Connection, match_id: int, entry: LogEntry) -> None:
    """Add ``entry`` at the end of match ``match_id``'s log."""
    sides = [None if side is None else record_json(side) for side in (entry.before, entry.after)]
    conn.execute(
        "INSERT INTO log (match_id, timestamp, action, round, before, after) VALUES (?, ?, ?, ?, ?, ?)",
        (match_id, entry.timestamp, entry.action, entry.round_number, *sides),
    )


def read_log(conn: sqlite3.Connection, match_id: int) -> tuple[LogEntry, ...]:
    """Match ``match_id``'s log, oldest first."""
    rows = conn.execute(
        "SELECT timestamp, action, round, before, after FROM log WHERE match_id = ? ORDER BY id", (match_id,)
    ).fetchall()
    return tuple(
        LogEntry(timestamp, action, number, _json_or_none(before), _json_or_none(after))
        for timestamp, action, number, before, after in rows
    )


def _json_or_none(text: str | None) -> dict[str, Any] | None:
    return None if text is None else dict(json.loads(text))


def free_uuid(conn: sqlite3.Connection, wanted: str) -> str:
    """``wanted`` when no match of the archive has it yet, else a new identity (the match is then a copy)."""
    if not IDENTITY_COLUMNS:
        return wanted or new_match_uuid()
    if wanted and conn.execute("SELECT 1 FROM matches WHERE uuid = ?", (wanted,)).fetchone() is None:
        return wanted
    return new_match_uuid()


def insert_match(
    conn: sqlite3.Connection,
    match: Match,
    log: Sequence[LogEntry],
    *,
    created: str,
    updated: str,
    finished: str | None,
    origin: str = "here",
) -> int:
    """Add a match with its log (none given: the one ``new`` entry is the caller's to give) and dates.

    The match keeps its ``uuid`` unless the archive has it already or it has none: then it gets a
    new one. ``finished`` is used only when the match has ended.

    Returns:
        The new match's id.

    Raises:
        TarbishError: a round of the match does not score.
        sqlite3.Error: the write failed (the caller's transaction rolls back).
    """
    columns = summary_columns(match)
    identity = free_uuid(conn, match.uuid)
    record = dump_record(match)
    record.pop("log", None)
    record["uuid"] = identity
    ended = columns["status"] in ("won", "drawn")
    names = ", ".join(("created", "updated", "finished", *SUMMARY_COLUMNS, *IDENTITY_COLUMNS))
    marks = ", ".join("?" * (3 + len(SUMMARY_COLUMNS) + len(IDENTITY_COLUMNS)))
    values = [created, updated, finished if ended else None, *(columns[name] for name in SUMMARY_COLUMNS)]
    values += [identity, origin][: len(IDENTITY_COLUMNS)]  # none in an older schema's archive (tests build those)
    cursor = conn.execute(f"INSERT INTO matches ({names}) VALUES ({marks})", values)
    match_id = cursor.lastrowid
    assert match_id is not None  # an INSERT always sets it
    conn.execute("INSERT INTO records VALUES (?, ?)", (match_id, record_json(record)))
    for entry in log:
        append_log(conn, match_id, entry)
    return match_id


def replace_match(
    conn: sqlite3.Connection, match_id: int, match: Match, log: Sequence[LogEntry], *, updated: str, now: str
) -> None:
    """Put another version in place of match ``match_id``: its record, its whole log, its summary.

    The match keeps its id and its ``uuid``; ``finished`` keeps the first moment it ended (``now``
    when it ends only with this version; cleared when this version is in progress).

    Raises:
        TarbishError: a round of the match does not score.
        StoreError: no such match.
    """
    columns = summary_columns(match)
    row = conn.execute("SELECT uuid FROM matches WHERE id = ?", (match_id,)).fetchone()
    if row is None:
        raise StoreError(f"match {match_id} is not in the archive")
    record = dump_record(match)
    record.pop("log", None)
    record["uuid"] = row[0]
    ended = columns["status"] in ("won", "drawn")
    assignments = ", ".join(f"{name} = ?" for name in SUMMARY_COLUMNS)
    conn.execute(
        f"UPDATE matches SET updated = ?, finished = CASE WHEN ? THEN coalesce(finished, ?) END, "
        f"{assignments} WHERE id = ?",
        [updated, ended, now, *(columns[name] for name in SUMMARY_COLUMNS), match_id],
    )
    conn.execute("UPDATE records SET record = ? WHERE match_id = ?", (record_json(record), match_id))
    conn.execute("DELETE FROM log WHERE match_id = ?", (match_id,))
    for entry in log:
        append_log(conn, match_id, entry)


def exported_version(conn: sqlite3.Connection, match_id: int) -> dict[str, Any] | None:
    """Match ``match_id`` as one version: its stored record, ``uuid``, ``log`` and ``archive`` dates.

    Returns:
        The version, or None when there is no such match.
    """
    row = conn.execute(
        "SELECT m.uuid, m.created, m.updated, m.finished, r.record FROM matches AS m "
        "JOIN records AS r ON r.match_id = m.id WHERE m.id = ?",
        (match_id,),
    ).fetchone()
    if row is None:
        return None
    identity, created, updated, finished, text = row
    try:
        record: dict[str, Any] = json.loads(text)
    except (ValueError, RecursionError):
        record = {}
    if not isinstance(record, dict):
        record = {}
    record["uuid"] = identity
    record["log"] = [entry.to_json() for entry in read_log(conn, match_id)]
    record["archive"] = {"id": match_id, "created": created, "updated": updated, "finished": finished}
    return record


def fingerprint_of(record: Mapping[str, Any], log: Iterable[Mapping[str, Any]] | None = None) -> str:
    """The version's fingerprint: SHA-256 hex of the canonical JSON of its record (without the
    :data:`VOLATILE_KEYS`) and its log (``log``, else the record's ``"log"``), entries as
    :meth:`LogEntry.to_json` writes them."""
    entries = record.get("log", []) if log is None else log
    body = {key: value for key, value in record.items() if key not in VOLATILE_KEYS}
    # Read through the engine: defaults written out or left out, by this version or an older one, hash alike.
    # One that does not load (RecordError, TarbishError are ValueErrors) is hashed as stored.
    with suppress(ValueError, TypeError, RecursionError):
        body = {key: value for key, value in dump_record(load_record(body)).items() if key not in VOLATILE_KEYS}
    canonical = json.dumps(
        {"record": body, "log": [dict(entry) for entry in entries]},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(canonical.encode("utf-8", "surrogatepass")).hexdigest()


def keep_version(
    conn: sqlite3.Connection, version: Mapping[str, Any], *, match_id: int | None, reason: str, kept: str
) -> None:
    """Put ``version`` (an exported record with ``uuid`` and ``log``) into the versions log, once.

    A version already there under the same identity and fingerprint is not kept twice.
    """
    identity = str(version.get("uuid", ""))
    fingerprint = fingerprint_of(version)
    if conn.execute(
        "SELECT 1 FROM match_versions WHERE uuid = ? AND fingerprint = ?", (identity, fingerprint)
    ).fetchone():
        return
    conn.execute(
        "INSERT INTO match_versions (uuid, match_id, kept, reason, fingerprint, record) VALUES (?, ?, ?, ?, ?, ?)",
        (identity, match_id, kept, reason, fingerprint, record_json(version)),
    )

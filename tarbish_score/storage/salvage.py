"""Salvage every readable match of a damaged archive into a fresh one (no Qt).

Internal to :mod:`tarbish_score.storage`; :meth:`MatchStore.open`, the store's
reads and writes (when they meet damage) and :meth:`MatchStore.repair` call it.

The Python standard library has no recovery API, so the copy goes match by
match: each id up to the highest one the damaged file still shows is looked up
on its own (a lookup walks one path down the tree, so it passes pages a table
scan would stop at), and a row SQLite cannot read costs that match only. A
match whose record reads (as a JSON object) is saved with every log entry that
reads; one whose record does not is named as lost. Ids are kept, so "match 12" stays match 12.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from contextlib import closing, suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from tarbish_score.model import Match, load_record, loads_record, new_match_uuid, read_uuid
from tarbish_score.model.tournament.record import load_tournament

from .pages import page_records
from .records import iso, record_json, summary_columns, unreadable_columns, utc_now
from .schema import SUMMARY_COLUMNS

__all__ = ["LostMatch", "SalvageReport", "salvage_archive", "sound"]

_LOG_COLUMNS: Final = "timestamp, action, round, before, after"
_TOURNAMENT_COLUMNS: Final = "id, created, updated, name, format, teams, drawn, planned, finished, record"
_VERSION_COLUMNS: Final = "id, uuid, match_id, kept, reason, fingerprint, record"
_CONFLICT_COLUMNS: Final = "id, match_id, found, laptop, source, fingerprint, record"
#: A damaged file can claim any id: never probe more than this many past the highest id seen in a row.
_MAX_PROBE: Final = 1_000_000


@dataclass(frozen=True)
class LostMatch:
    """A match the damaged archive still names but whose record could not be read.

    Attributes:
        id: its id in the archive.
        teams: its two team names, when its archive line could still be read, else None.
    """

    id: int
    teams: tuple[str, str] | None

    def __str__(self) -> str:
        return f"match {self.id}" + ("" if self.teams is None else f" ({self.teams[0]} v {self.teams[1]})")


@dataclass(frozen=True)
class SalvageReport:
    """What setting a damaged archive aside saved.

    Attributes:
        aside: where the damaged file is kept, untouched.
        saved: ids of the matches copied into the fresh archive, in order.
        lost: the matches that could not be read, in id order.
        short_logs: ids of saved matches whose audit log could be read only in part.
        cause: why it was set aside: ``damaged``, ``empty`` (0 bytes) or ``wal`` (its write-ahead
            log holds changes that could not be applied; they stay in the kept file's ``-wal``).
        unloadable: ids of saved matches whose record no longer loads (listed as unreadable).
        tournaments: ids of the tournaments copied (those whose record still loads), in order.
    """

    aside: Path
    saved: tuple[int, ...]
    lost: tuple[LostMatch, ...]
    short_logs: tuple[int, ...] = ()
    cause: str = "damaged"
    unloadable: tuple[int, ...] = ()
    tournaments: tuple[int, ...] = ()

    def lines(self) -> list[str]:
        """English lines for the command line: where it went, how many were saved, each lost match."""
        total = len(self.saved) + len(self.lost)
        what = "the archive file was empty (0 bytes)" if self.cause == "empty" else "the archive was damaged"
        lines = [
            f"{what}; kept it as {self.aside}",
            f"saved {len(self.saved)} of {total} matches into a fresh archive"
            if total
            else "no match could be read from it; started a fresh archive",
        ]
        lines += [f"{lost} could not be read; it is only in {self.aside.name}" for lost in self.lost]
        if self.cause == "wal":
            lines.append(
                "its write-ahead log could not be applied: the last changes it held are not in the fresh "
                f"archive; they stay in {self.aside.name}-wal"
            )
        if self.tournaments:
            lines.append(f"saved {len(self.tournaments)} tournament(s) into the fresh archive")
        lines += [f"match {match_id}: saved, but part of its log was lost" for match_id in self.short_logs]
        lines += [
            f"match {match_id}: saved, but its record no longer loads; it is listed as unreadable"
            for match_id in self.unloadable
        ]
        return lines


def sound(conn: sqlite3.Connection) -> bool:
    """True when ``PRAGMA quick_check`` reads every page of the database without finding damage.

    Raises:
        sqlite3.Error: the check could not run for another reason than damage.
    """
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as error:
        if _is_damage(error):
            return False
        raise
    return [tuple(row) for row in rows] == [("ok",)]


def salvage_archive(source: Path, target: sqlite3.Connection) -> SalvageReport:
    """Copy every readable match of the damaged file ``source`` into the fresh archive ``target``.

    ``source`` is only read (a read-only connection; the file stays as it was).
    ``target`` is an open, current, empty archive (:func:`.opening.connect`); the
    copy is one transaction on it.

    Returns:
        What was saved and what was lost (``aside`` is ``source``).

    Raises:
        sqlite3.Error: ``target`` refused the copy (nothing was copied).
    """
    sidecars = [Path(f"{source}{side}") for side in ("-wal", "-shm")]
    had = {side for side in sidecars if side.exists()}
    try:
        reader = _open_source(source) or sqlite3.connect(":memory:")  # None: nothing SQLite can open
        with closing(reader):
            found = _Reader(reader)
            found.read_all()
            # A damaged schema, table root or header hides rows SQLite cannot reach: read the pages too.
            found.add_from_pages(source)
    finally:
        for side in sidecars:  # the WAL files reading made (empty): none is left beside the kept file
            if side not in had:
                with suppress(OSError):
                    side.unlink()
    unloadable = _write(target, found)
    return SalvageReport(
        source,
        tuple(found.saved),
        tuple(found.lost),
        tuple(found.short_logs),
        unloadable=tuple(unloadable),
        tournaments=tuple(int(row[0]) for row in found.tournaments),
    )


def _open_source(source: Path) -> sqlite3.Connection | None:
    """A connection that reads ``source`` without changing it, or None when SQLite cannot open it at all."""
    uri = source.resolve().as_uri()
    for options in ("?mode=ro", "?immutable=1"):
        try:
            conn = sqlite3.connect(uri + options, uri=True, isolation_level=None)
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except (sqlite3.Error, UnicodeDecodeError):  # a damaged schema's message quotes bytes that are not text
            continue
        # A damaged record may hold bytes that are not UTF-8: read them, replaced, rather than fail.
        conn.text_factory = lambda data: data.decode("utf-8", "replace")
        return conn
    return None


def _is_damage(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


@dataclass
class _Match:
    """One match read from the damaged file."""

    id: int
    row: dict[str, Any] | None
    record: str
    log: list[tuple[Any, ...]]


class _Reader:
    """Reads a damaged archive match by match; every unreadable row costs its own match only."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.matches: list[_Match] = []
        self.saved: list[int] = []
        self.lost: list[LostMatch] = []
        self.short_logs: list[int] = []
        self.current: int | None = None
        self.top = 0
        self.columns = self._columns()
        self._log_by_scan: dict[int, list[tuple[Any, ...]]] | None = None
        self._log_scan_whole = True
        self.tournaments: list[tuple[Any, ...]] = []
        self.versions: list[tuple[Any, ...]] = []
        self.conflicts: list[tuple[Any, ...]] = []

    def _columns(self) -> list[str]:
        try:
            have = {str(row[1]) for row in self.conn.execute("PRAGMA table_info(matches)")}
        except sqlite3.Error:
            return []
        wanted = ("id", "created", "updated", "finished", *SUMMARY_COLUMNS, "uuid", "origin")
        return [name for name in wanted if name in have]

    def _ids(self) -> list[int]:
        """Every id the file still shows anywhere, and each one below the highest (deleted ones read as gaps)."""
        seen: set[int] = set()
        for sql in (
            "SELECT id FROM matches",
            "SELECT match_id FROM records",
            "SELECT match_id FROM log",
            "SELECT max(id) FROM matches",
            "SELECT max(match_id) FROM records",
            "SELECT seq FROM sqlite_sequence WHERE name = 'matches'",
        ):
            seen.update(self._integers(sql))
        top = max(seen, default=0)
        return sorted(set(range(1, min(top, _MAX_PROBE) + 1)) | seen)

    def _integers(self, sql: str) -> Iterable[int]:
        found = []
        with suppress(sqlite3.Error):  # keep what was read before the damage
            for (value,) in self.conn.execute(sql):
                if isinstance(value, int) and value > 0:
                    found.append(value)
        return found

    def read_all(self) -> None:
        for match_id in self._ids():
            self._read(match_id)
        self._read_tournaments()
        self._read_versions()
        with suppress(sqlite3.Error):
            row = self.conn.execute("SELECT match_id FROM current_match WHERE slot = 0").fetchone()
            if row is not None and row[0] in self.saved:
                self.current = int(row[0])

    def _read_tournaments(self) -> None:
        """Every tournament row that reads whole and whose record still loads; a damaged one costs only itself."""
        for tournament_id in sorted(set(self._integers("SELECT id FROM tournaments"))):
            with suppress(sqlite3.Error):
                row = self.conn.execute(
                    f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,)
                ).fetchone()
                if row is not None and _tournament_fits(tuple(row)):
                    self.tournaments.append(tuple(row))

    def _read_versions(self) -> None:
        """The versions log and the pending conflicts (schema 6), each row that reads whole; the rest is lost."""
        for table, columns, into in (
            ("match_versions", _VERSION_COLUMNS, self.versions),
            ("match_conflicts", _CONFLICT_COLUMNS, self.conflicts),
        ):
            for row_id in sorted(set(self._integers(f"SELECT id FROM {table}"))):
                with suppress(sqlite3.Error):
                    row = self.conn.execute(f"SELECT {columns} FROM {table} WHERE id = ?", (row_id,)).fetchone()
                    if row is not None and all(isinstance(value, (str, int)) or value is None for value in row):
                        into.append(tuple(row))

    def add_from_pages(self, source: Path) -> None:
        """Add each match whose record SQLite could not reach but a page still holds whole (:mod:`.pages`).

        A record counts only when it loads as a match record through the engine; of two copies
        of one id (an older one left on a freed page) the one with more rounds is kept.
        """
        have = set(self.saved)
        for match_id, texts in sorted(page_records(source).items()):
            if match_id in have or not 0 < match_id <= _MAX_PROBE:
                continue
            loading = [(len(match.rounds), text) for text in texts if (match := _loads(text)) is not None]
            if not loading:
                continue
            record = max(loading, key=lambda item: item[0])[1]
            lost = next((item for item in self.lost if item.id == match_id), None)
            row = None
            if lost is not None:
                self.lost.remove(lost)
            log, log_damaged = self._read_log(match_id)
            self.matches.append(_Match(match_id, row, record, log))
            self.saved.append(match_id)
            if log_damaged or not log:
                self.short_logs.append(match_id)
        order = sorted(range(len(self.saved)), key=lambda i: self.saved[i])
        self.saved = [self.saved[i] for i in order]
        self.matches.sort(key=lambda match: match.id)
        if self.current is None:
            with suppress(sqlite3.Error):
                row = self.conn.execute("SELECT match_id FROM current_match WHERE slot = 0").fetchone()
                if row is not None and row[0] in self.saved:
                    self.current = int(row[0])

    def _read(self, match_id: int) -> None:
        damaged = False
        row: dict[str, Any] | None = None
        record: str | None = None
        if self.columns:
            try:
                found = self.conn.execute(
                    f"SELECT {', '.join(self.columns)} FROM matches WHERE id = ?", (match_id,)
                ).fetchone()
                row = None if found is None else dict(zip(self.columns, found, strict=True))
            except sqlite3.Error:
                damaged = True
        try:
            found = self.conn.execute("SELECT record FROM records WHERE match_id = ?", (match_id,)).fetchone()
            record = None if found is None or not isinstance(found[0], str) else found[0]
        except sqlite3.Error:
            damaged = True
        if record is not None and not _json_object(record):
            record, damaged = None, True  # damage SQLite did not see: the text is no longer a record
        log, log_damaged = self._read_log(match_id)
        if record is not None:
            self.matches.append(_Match(match_id, row, record, log))
            self.saved.append(match_id)
            if log_damaged:
                self.short_logs.append(match_id)
        elif damaged or row is not None or log or log_damaged:
            self.lost.append(LostMatch(match_id, _teams(row)))
        # else: nothing anywhere, and nothing unreadable: a match deleted before the damage.

    def _read_log(self, match_id: int) -> tuple[list[tuple[Any, ...]], bool]:
        try:
            rows = self.conn.execute(
                f"SELECT {_LOG_COLUMNS} FROM log WHERE match_id = ? ORDER BY id", (match_id,)
            ).fetchall()
            return [tuple(row) for row in rows], False
        except sqlite3.Error:
            pass
        # The index or a page of the table is damaged: the table itself, scanned once, up to the damage.
        if self._log_by_scan is None:
            self._log_by_scan = {}
            try:
                for row in self.conn.execute(f"SELECT match_id, {_LOG_COLUMNS} FROM log NOT INDEXED ORDER BY id"):
                    self._log_by_scan.setdefault(row[0], []).append(tuple(row[1:]))
            except sqlite3.Error:
                self._log_scan_whole = False
        return list(self._log_by_scan.get(match_id, [])), not self._log_scan_whole


def _loads(text: str) -> Match | None:
    try:
        return loads_record(text)
    except (ValueError, TypeError):  # RecordError and TarbishError are ValueErrors
        return None


def _with_uuid(text: str, identity: str) -> str:
    """The stored record ``text`` holding ``identity`` as its ``uuid`` (one that is not JSON stays as it is)."""
    try:
        data = json.loads(text)
    except ValueError:
        return text
    if not isinstance(data, dict) or data.get("uuid") == identity:
        return text
    data["uuid"] = identity
    return record_json(data)


def _record_uuid(text: str) -> str | None:
    """The ``uuid`` a stored record holds, or None."""
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return read_uuid(data.get("uuid")) if isinstance(data, dict) else None


def _json_object(text: str) -> bool:
    try:
        return isinstance(json.loads(text), dict)
    except ValueError:
        return False


def _teams(row: dict[str, Any] | None) -> tuple[str, str] | None:
    if row is None or not isinstance(row.get("team0"), str) or not isinstance(row.get("team1"), str):
        return None
    return (row["team0"], row["team1"])


def _time(value: object) -> str | None:
    """A stored time in the archive's form, or None when damage left something else there."""
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return iso(moment) if moment.tzinfo is not None else None


def _write(target: sqlite3.Connection, found: _Reader) -> list[int]:
    """Copy what was read into ``target`` in one transaction; returns the ids whose record does not load."""
    unloadable: list[int] = []
    names = ", ".join(("id", "created", "updated", "finished", *SUMMARY_COLUMNS, "uuid", "origin"))
    marks = ", ".join("?" * (6 + len(SUMMARY_COLUMNS)))
    now = iso(utc_now())
    given: set[str] = set()
    target.execute("BEGIN IMMEDIATE")
    try:
        for match in found.matches:
            row = match.row or {}
            log = [entry for entry in match.log if _log_entry_fits(entry)]
            stamps = [str(entry[0]) for entry in log]
            created = _time(row.get("created")) or min(stamps, default=now)
            updated = _time(row.get("updated")) or max(stamps, default=created)
            try:
                # The record is the authority: the summary is worked out again from it.
                columns = summary_columns(load_record(json.loads(match.record)))
            except (ValueError, TypeError):  # RecordError and TarbishError are ValueErrors
                columns = unreadable_columns()
                unloadable.append(match.id)
            ended = columns["status"] in ("won", "drawn")
            finished = (_time(row.get("finished")) or updated) if ended else None
            # The identity is kept (docs/sync.md); one lost to damage, or twice in the file, is given anew.
            identity = read_uuid(row.get("uuid")) or _record_uuid(match.record)
            if identity is None or identity in given:
                identity = new_match_uuid()
            given.add(identity)
            origin = "elsewhere" if row.get("origin") == "elsewhere" else "here"
            values = [match.id, created, updated, finished, *(columns[name] for name in SUMMARY_COLUMNS)]
            values += [identity, origin]
            target.execute(f"INSERT INTO matches ({names}) VALUES ({marks})", values)
            target.execute("INSERT INTO records VALUES (?, ?)", (match.id, _with_uuid(match.record, identity)))
            target.executemany(f"INSERT INTO log (match_id, {_LOG_COLUMNS}) VALUES ({match.id}, ?, ?, ?, ?, ?)", log)
        # Ids are never reused: not those of the lost matches either.
        top = max([found.top, *found.saved, *(lost.id for lost in found.lost)], default=0)
        if top:
            target.execute("DELETE FROM sqlite_sequence WHERE name = 'matches'")
            target.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('matches', ?)", (top,))
        marks = ", ".join("?" * len(_TOURNAMENT_COLUMNS.split(", ")))
        target.executemany(f"INSERT INTO tournaments ({_TOURNAMENT_COLUMNS}) VALUES ({marks})", found.tournaments)
        marks = ", ".join("?" * len(_VERSION_COLUMNS.split(", ")))
        target.executemany(f"INSERT INTO match_versions ({_VERSION_COLUMNS}) VALUES ({marks})", found.versions)
        saved = set(found.saved)
        conflicts = [row for row in found.conflicts if row[1] in saved]
        target.executemany(f"INSERT INTO match_conflicts ({_CONFLICT_COLUMNS}) VALUES ({marks})", conflicts)
        if found.current is not None:
            target.execute("INSERT INTO current_match (slot, match_id) VALUES (0, ?)", (found.current,))
        target.execute("COMMIT")
    except BaseException:
        if target.in_transaction:
            target.execute("ROLLBACK")
        raise
    return unloadable


def _tournament_fits(row: tuple[Any, ...]) -> bool:
    """True when a tournament row read from the damaged file has the column types and a record that loads."""
    texts = (row[1], row[2], row[3], row[4], row[9])
    numbers = (row[0], row[5], row[6], row[7], row[8])
    if not all(isinstance(t, str) for t in texts) or not all(type(n) is int for n in numbers):
        return False
    if _time(row[1]) is None or _time(row[2]) is None:
        return False
    try:
        load_tournament(json.loads(row[9]))
    except (ValueError, TypeError, RecursionError):  # RecordError and TarbishError are ValueErrors
        return False
    return True


def _log_entry_fits(entry: tuple[Any, ...]) -> bool:
    """True when a log row read from the damaged file has the types the log needs."""
    timestamp, action, number, before, after = entry
    return (
        _time(timestamp) is not None
        and isinstance(action, str)
        and (number is None or isinstance(number, int))
        and all(side is None or isinstance(side, str) for side in (before, after))
    )

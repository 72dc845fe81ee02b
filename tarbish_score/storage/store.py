"""The match archive: every match in one SQLite file, each change one durable transaction."""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self

from tarbish_score.model import Match, dump_record, load_record

from . import opening
from .errors import MatchNotFoundError, StoreError, StoreLockedError, StoreWriteError
from .lock import DirectoryLock, Holder
from .opening import DATABASE_NAME, database_path
from .records import CORRECTIONS, LogEntry, Status, iso, record_json, split_log, summary_columns, utc_now
from .schema import SUMMARY_COLUMNS

__all__ = ["DATABASE_NAME", "ImportedMatch", "MatchStore", "MatchSummary", "StoredMatch", "database_path"]

_LIST_COLUMNS: Final = (
    "id, created, updated, finished, status, winner, team0, team0_player1, team0_player2, "
    "team1, team1_player1, team1_player2, total0, total1, rounds, note"
)

Clock = Callable[[], datetime]


@dataclass(frozen=True)
class MatchSummary:
    """One line of the archive, read from the summary columns only.

    Attributes:
        id: the match's id in the archive.
        created: when the match was started (UTC).
        updated: when it was last changed (UTC).
        finished: when it ended (UTC), or None while in progress.
        status: ``in-progress``, ``won``, ``drawn`` or ``unreadable``.
        winner: the winning team (0 or 1), or None.
        teams: the two team names.
        players: each team's two players (``players[t][0]`` sits at seat ``t``).
        totals: final or current totals of team 0 and team 1.
        rounds: the number of rounds recorded (thrown-in ones included).
        note: the match's note ("" for none; docs/match-record.md section 2).
    """

    id: int
    created: datetime
    updated: datetime
    finished: datetime | None
    status: Status
    winner: int | None
    teams: tuple[str, str]
    players: tuple[tuple[str, str], tuple[str, str]]
    totals: tuple[int, int]
    rounds: int
    note: str = ""


@dataclass(frozen=True)
class StoredMatch:
    """A match as kept in the archive.

    Attributes:
        id: the match's id in the archive.
        match: the match (rules, teams and every round's inputs).
        created: when it was started (UTC).
        updated: when it was last changed (UTC).
        finished: when it ended (UTC), or None while in progress.
        status: ``in-progress``, ``won`` or ``drawn``.
        winner: the winning team (0 or 1), or None.
        log: the audit trail, oldest first.
    """

    id: int
    match: Match
    created: datetime
    updated: datetime
    finished: datetime | None
    status: Status
    winner: int | None
    log: tuple[LogEntry, ...]

    @property
    def corrections(self) -> tuple[LogEntry, ...]:
        """The log entries that changed what was already recorded (edit, delete, undo...)."""
        return tuple(entry for entry in self.log if entry.action in CORRECTIONS)


@dataclass(frozen=True)
class ImportedMatch:
    """A match to import, with the dates it had where it came from (see :meth:`MatchStore.import_matches`).

    Attributes:
        match: the match; an exported log under ``extra["log"]`` becomes its log.
        created: when it was started (timezone-aware), or None for now.
        updated: when it was last changed, or None for now.
        finished: when it ended, or None for now (ignored while it is in progress).
    """

    match: Match
    created: datetime | None = None
    updated: datetime | None = None
    finished: datetime | None = None


class MatchStore:
    """The archive of every match, kept in ``archive.sqlite3`` in the data folder.

    Open it with :meth:`open`. Every change is one transaction, committed and
    synced to disk (WAL, ``synchronous=FULL``) before the method returns; a
    change that fails leaves the file exactly as it was. A writable store holds
    an OS lock on the folder for its lifetime, so a second instance is refused.
    Not thread-safe: use it from one thread.

    Attributes:
        directory: the data folder.
        path: the archive file.
        read_only: True when opened with ``read_only=True``.
        moved_aside: where a damaged archive was moved when opening, else None;
            the window should tell the user.
    """

    def __init__(
        self,
        connection: sqlite3.Connection,
        directory: Path,
        *,
        lock: DirectoryLock | None,
        moved_aside: Path | None,
        clock: Clock,
    ) -> None:
        """Wrap an open connection; use :meth:`open` instead."""
        self._conn: sqlite3.Connection | None = connection
        self._lock = lock
        self._clock = clock
        self.directory = directory
        self.path = database_path(directory)
        self.read_only = lock is None
        self.moved_aside = moved_aside

    # -- opening and closing -------------------------------------------------

    @classmethod
    def open(
        cls,
        directory: str | os.PathLike[str],
        *,
        read_only: bool = False,
        clock: Clock | None = None,
        holder: Holder = "window",
        wait: float = 0.0,
    ) -> MatchStore:
        """Open (creating if needed) the archive in ``directory``.

        A writable store locks the folder, upgrades an older schema, and moves a
        damaged or non-SQLite archive aside to ``archive.damaged-<time>.sqlite3``
        beside it (never deleted; see :attr:`moved_aside`), starting afresh.
        A read-only store takes no lock (it can read while the app has the
        folder open), changes nothing on disk, and refuses every change.

        Args:
            directory: the data folder, e.g. :func:`tarbish_score.paths.data_dir`.
            read_only: open an existing archive for reading only.
            clock: the source of timestamps (tests); UTC now by default.
            holder: who opens it, named to a second writer that is refused: the
                ``window`` or a headless ``command``.
            wait: seconds to wait (writable only) while another *command* holds
                the archive, so two imports at once take turns; a window holding
                it is never waited for.

        Raises:
            StoreLockedError: another instance has the folder open (writable only), its
                message naming the window or command that holds it. The lock is on the
                folder itself, so deleting the lock file lets no second writer in.
            StoreWriteError: the archive cannot be created or upgraded (read-only or full disk).
            StoreError: the folder cannot be created; the archive was made by a newer
                version; or, read-only, it is missing, damaged or needs upgrading.
        """
        folder = Path(directory)
        now = clock or utc_now
        opening.check_archive_path(database_path(folder))
        if read_only:
            return cls(opening.connect_read_only(database_path(folder)), folder, lock=None, moved_aside=None, clock=now)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(f"Cannot create the folder {folder}: {error.strerror or error}.") from error
        lock = DirectoryLock(folder, holder)
        lock.acquire(wait=wait)
        try:
            path = database_path(folder)
            moved: Path | None = None
            try:
                connection = opening.connect(path)
            except opening.DamagedArchiveError:
                moved = opening.move_aside(path, now())
                connection = opening.connect(path)
        except BaseException:
            lock.release()
            raise
        return cls(connection, folder, lock=lock, moved_aside=moved, clock=now)

    @classmethod
    def open_for_reading(
        cls, directory: str | os.PathLike[str], *, clock: Clock | None = None, wait: float = 0.0
    ) -> MatchStore:
        """Open an existing archive to read it: writable when possible, else read-only.

        Writable first, so a damaged archive is set aside and an older one upgraded
        (as :meth:`open`); read-only (see :attr:`read_only`) when another instance
        has the folder open, or when the disk, the folder or the archive file is
        read-only, so listing and exporting still work there. Writable, it is
        held as a ``command``; ``wait`` as in :meth:`open` (a window holding the
        archive is not waited for: the store is read-only at once).

        Raises:
            StoreError: as :meth:`open`; for a read-only disk, the reason reading failed too.
        """
        try:
            return cls.open(directory, clock=clock, holder="command", wait=wait)
        except StoreLockedError:
            return cls.open(directory, read_only=True, clock=clock)
        except StoreWriteError as error:
            if error.reason != "read-only":
                raise
            return cls.open(directory, read_only=True, clock=clock)

    def close(self) -> None:
        """Close the archive and release the folder; calling it twice is harmless."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._lock is not None:
            self._lock.release()

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run."""
        return self._conn is None

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    # -- changes ---------------------------------------------------------------

    def create_match(self, match: Match) -> int:
        """Add a match to the archive, with a ``new`` entry in its log.

        A ``"log"`` in ``match.extra`` (an imported export) becomes the match's
        log instead, so export then import keeps the audit trail.

        Returns:
            The new match's id (ids are never reused).

        Raises:
            StoreWriteError: not saved (read-only or full disk, read-only store).
            StoreError: the imported log is malformed; nothing saved.
            TarbishError: a round of the match does not score.
        """
        return self.add_matches([match])[0]

    def add_matches(self, matches: Iterable[Match]) -> list[int]:
        """Add many matches in one transaction (imports, the benchmark).

        Returns:
            Their ids, in order.

        Raises:
            StoreWriteError, StoreError, TarbishError: as :meth:`create_match`; then none is added.
        """
        return self.import_matches(ImportedMatch(match) for match in matches)

    def import_matches(self, items: Iterable[ImportedMatch]) -> list[int]:
        """Add many matches in one transaction, keeping the dates they had in another archive.

        Used by import and restore: a match keeps when it was started, last
        changed and finished; a date left out becomes now (``finished``: now
        when the match has ended, else none). A ``"log"`` in a match's
        ``extra`` becomes its log, as in :meth:`create_match`.

        Returns:
            Their ids, in order.

        Raises:
            StoreWriteError, StoreError, TarbishError: as :meth:`create_match`; then none is added.
        """
        prepared = []
        for item in items:
            record = dump_record(item.match)
            log = split_log(record)
            prepared.append((item, record, summary_columns(item.match), log))
        now = iso(self._clock())
        names = ", ".join(("created", "updated", "finished", *SUMMARY_COLUMNS))
        marks = ", ".join("?" * (3 + len(SUMMARY_COLUMNS)))
        ids = []
        with self._transaction() as conn:
            for item, record, columns, log in prepared:
                created = now if item.created is None else iso(item.created)
                updated = now if item.updated is None else iso(item.updated)
                ended = columns["status"] in ("won", "drawn")
                finished = (now if item.finished is None else iso(item.finished)) if ended else None
                values = [created, updated, finished, *(columns[name] for name in SUMMARY_COLUMNS)]
                match_id = conn.execute(f"INSERT INTO matches ({names}) VALUES ({marks})", values).lastrowid
                assert match_id is not None  # an INSERT always sets it
                conn.execute("INSERT INTO records VALUES (?, ?)", (match_id, record_json(record)))
                for entry in log or [LogEntry(now, "new")]:
                    _append_log(conn, match_id, entry)
                ids.append(match_id)
        return ids

    def save_match(self, match_id: int, match: Match, *, log_entry: LogEntry | None = None) -> None:
        """Replace a match with its new state and append ``log_entry`` to its log.

        One transaction, on disk before returning. When it fails the archive
        still holds the previous state: keep ``match`` in memory and call again
        on the next change. A ``"log"`` in ``match.extra`` is ignored (the
        archive's log is the authority).

        Raises:
            MatchNotFoundError: no such match (e.g. deleted).
            StoreWriteError: not saved (read-only or full disk, read-only store).
            TarbishError: a round of the match does not score.
        """
        record = dump_record(match)
        record.pop("log", None)
        columns = summary_columns(match)
        now = iso(self._clock())
        ended = columns["status"] in ("won", "drawn")
        assignments = ", ".join(f"{name} = ?" for name in SUMMARY_COLUMNS)
        with self._transaction() as conn:
            cursor = conn.execute(
                # Keep the first moment it ended; a correction that reopens it clears it.
                f"UPDATE matches SET updated = ?, finished = CASE WHEN ? THEN coalesce(finished, ?) END, "
                f"{assignments} WHERE id = ?",
                [now, ended, now, *(columns[name] for name in SUMMARY_COLUMNS), match_id],
            )
            if cursor.rowcount == 0:
                raise MatchNotFoundError(match_id)
            conn.execute("UPDATE records SET record = ? WHERE match_id = ?", (record_json(record), match_id))
            if log_entry is not None:
                _append_log(conn, match_id, log_entry)

    def delete_match(self, match_id: int) -> None:
        """Delete a match, its record and its log (ask the user first).

        Raises:
            MatchNotFoundError: no such match.
            StoreWriteError: not deleted (read-only or full disk, read-only store).
        """
        with self._transaction() as conn:
            if conn.execute("DELETE FROM matches WHERE id = ?", (match_id,)).rowcount == 0:
                raise MatchNotFoundError(match_id)

    def set_current(self, match_id: int | None) -> None:
        """Note the match open in the window (None: none), for :meth:`resume` at the next start.

        Raises:
            MatchNotFoundError: no such match.
            StoreWriteError: not saved.
        """
        with self._transaction() as conn:
            if (
                match_id is not None
                and conn.execute("SELECT 1 FROM matches WHERE id = ?", (match_id,)).fetchone() is None
            ):
                raise MatchNotFoundError(match_id)
            conn.execute(
                "INSERT INTO current_match (slot, match_id) VALUES (0, ?) "
                "ON CONFLICT (slot) DO UPDATE SET match_id = excluded.match_id",
                (match_id,),
            )

    # -- queries -----------------------------------------------------------------

    def current_match_id(self) -> int | None:
        """The match to resume: the one open last, if it still exists and is unfinished.

        Raises:
            StoreError: the archive cannot be read.
        """
        with self._reading() as conn:
            row = conn.execute(
                "SELECT m.id FROM current_match AS c JOIN matches AS m ON m.id = c.match_id "
                "WHERE m.status = 'in-progress'"
            ).fetchone()
        return None if row is None else int(row[0])

    def last_match_id(self) -> int | None:
        """The match open last, finished or not (None: none, or it was deleted or cleared).

        A finished match is shown at start (read-only) when nothing is left to resume
        (:meth:`resume` brings back only an unfinished one).

        Raises:
            StoreError: the archive cannot be read.
        """
        with self._reading() as conn:
            row = conn.execute("SELECT m.id FROM current_match AS c JOIN matches AS m ON m.id = c.match_id").fetchone()
        return None if row is None else int(row[0])

    def names_used(self, *, limit: int = 200) -> tuple[list[str], list[str]]:
        """Team names and player names used before, most recently used first, each once.

        Args:
            limit: at most this many of each.

        Returns:
            ``(team names, player names)``; names differing only in case count once (the most
            recent spelling is kept); empty names are left out.

        Raises:
            StoreError: the archive cannot be read.
        """
        with self._reading() as conn:
            rows = conn.execute(
                "SELECT team0, team1, team0_player1, team1_player1, team0_player2, team1_player2 "
                "FROM matches ORDER BY updated DESC, id DESC"
            ).fetchall()
        teams: dict[str, str] = {}
        players: dict[str, str] = {}
        for row in rows:
            for index, name in enumerate(row):
                found = teams if index < 2 else players
                text = str(name).strip()
                if text and len(found) < limit:
                    found.setdefault(text.casefold(), text)
        return list(teams.values()), list(players.values())

    def resume(self) -> StoredMatch | None:
        """The match to bring back at start (see :meth:`current_match_id`), or None.

        Raises:
            StoreError: the archive or that match's record cannot be read.
        """
        match_id = self.current_match_id()
        return None if match_id is None else self.load_match(match_id)

    def load_match(self, match_id: int) -> StoredMatch:
        """A match with its dates, result and log.

        Raises:
            MatchNotFoundError: no such match.
            StoreError: the archive or the match's record cannot be read.
        """
        with self._reading() as conn:
            row = conn.execute(
                "SELECT created, updated, finished, status, winner, record FROM matches "
                "JOIN records ON records.match_id = matches.id WHERE id = ?",
                (match_id,),
            ).fetchone()
            if row is None:
                raise MatchNotFoundError(match_id)
            log = _read_log(conn, match_id)
        created, updated, finished, status, winner, record = row
        try:
            match = load_record(json.loads(record))
        except ValueError as error:  # RecordError is a ValueError too
            raise StoreError(f"match {match_id} cannot be read: {error}") from error
        return StoredMatch(
            match_id, match, _time(created), _time(updated), _time_or_none(finished), status, winner, log
        )

    def list_matches(self, search: str = "", *, limit: int | None = None, offset: int = 0) -> list[MatchSummary]:
        """Archive lines, newest first, from the summary columns only (cheap for any size).

        Args:
            search: keep matches where a team or player name, the match's note or a
                round's note contains this text (case-insensitive, Unicode-aware); "" keeps all.
            limit: at most this many lines; None for all.
            offset: skip this many first lines (paging).

        Raises:
            ValueError: a negative limit or offset.
            StoreError: the archive cannot be read.
        """
        if (limit is not None and limit < 0) or offset < 0:
            raise ValueError("limit and offset cannot be negative")
        where, params = _search_clause(search)
        with self._reading() as conn:
            rows = conn.execute(
                f"SELECT {_LIST_COLUMNS} FROM matches {where} ORDER BY created DESC, id DESC LIMIT ? OFFSET ?",
                [*params, -1 if limit is None else limit, offset],
            ).fetchall()
        return [_summary(row) for row in rows]

    def count_matches(self, search: str = "") -> int:
        """How many matches :meth:`list_matches` would give without a limit.

        Raises:
            StoreError: the archive cannot be read.
        """
        where, params = _search_clause(search)
        with self._reading() as conn:
            return int(conn.execute(f"SELECT count(*) FROM matches {where}", params).fetchone()[0])

    def export_record(self, match_id: int) -> dict[str, Any]:
        """The match record (docs/match-record.md) with the audit log under ``"log"``.

        Works for a match whose record no longer loads, too: it is exported as stored.

        Raises:
            MatchNotFoundError: no such match.
            StoreError: the archive cannot be read.
        """
        with self._reading() as conn:
            row = conn.execute("SELECT record FROM records WHERE match_id = ?", (match_id,)).fetchone()
            if row is None:
                raise MatchNotFoundError(match_id)
            log = _read_log(conn, match_id)
        try:
            record: dict[str, Any] = json.loads(row[0])
        except ValueError as error:
            raise StoreError(f"match {match_id} cannot be read: {error}") from error
        record["log"] = [entry.to_json() for entry in log]
        return record

    def records_like(self, match: Match) -> list[tuple[int, dict[str, Any]]]:
        """The stored records (without log) of matches that could be ``match`` again.

        Candidates share the summary columns (teams, players, totals, number
        of rounds); import compares them in full to skip duplicates. Reads only
        the summary table and the few candidates' records, so it stays fast on
        a large archive.

        Returns:
            ``(id, record)`` pairs, oldest first.

        Raises:
            StoreError: the archive cannot be read.
            TarbishError: a round of ``match`` does not score.
        """
        columns = summary_columns(match)
        keys: tuple[str, ...] = ("team0", "team0_player1", "team0_player2", "team1", "team1_player1")
        keys += ("team1_player2", "total0", "total1", "rounds")
        where = " AND ".join(f"m.{key} = ?" for key in keys)
        with self._reading() as conn:
            rows = conn.execute(
                f"SELECT m.id, r.record FROM matches AS m JOIN records AS r ON r.match_id = m.id "
                f"WHERE {where} ORDER BY m.id",
                [columns[key] for key in keys],
            ).fetchall()
        return [(int(match_id), dict(json.loads(text))) for match_id, text in rows]

    # -- plumbing -------------------------------------------------------------------

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError("the archive is closed")
        return self._conn

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        conn = self._connection()
        if self.read_only:
            raise StoreWriteError(self.path, "read-only", "the archive was opened read-only")
        try:
            conn.execute("BEGIN IMMEDIATE")
            yield conn
            conn.execute("COMMIT")
        except sqlite3.Error as error:
            opening.rollback(conn)
            raise StoreWriteError.from_sqlite(self.path, error) from error
        except BaseException:
            opening.rollback(conn)
            raise

    @contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        conn = self._connection()
        try:
            yield conn
        except sqlite3.Error as error:
            if opening.is_damage(error):
                raise StoreError(
                    f"The archive {self.path} is damaged ({error}). Close Tarabish Score and start it again "
                    "to set it aside, or restore a backup with 'tarbish-score import FOLDER'."
                ) from error
            raise StoreError(f"Cannot read the archive {self.path}: {error}.") from error


# -- module helpers ----------------------------------------------------------------------


def _append_log(conn: sqlite3.Connection, match_id: int, entry: LogEntry) -> None:
    sides = [None if side is None else record_json(side) for side in (entry.before, entry.after)]
    conn.execute(
        "INSERT INTO log (match_id, timestamp, action, round, before, after) VALUES (?, ?, ?, ?, ?, ?)",
        (match_id, entry.timestamp, entry.action, entry.round_number, *sides),
    )


def _read_log(conn: sqlite3.Connection, match_id: int) -> tuple[LogEntry, ...]:
    rows = conn.execute(
        "SELECT timestamp, action, round, before, after FROM log WHERE match_id = ? ORDER BY id", (match_id,)
    ).fetchall()
    return tuple(
        LogEntry(timestamp, action, number, _json_or_none(before), _json_or_none(after))
        for timestamp, action, number, before, after in rows
    )


def _json_or_none(text: str | None) -> dict[str, Any] | None:
    return None if text is None else dict(json.loads(text))


def _search_clause(search: str) -> tuple[str, Sequence[str]]:
    needle = search.strip().casefold()
    if not needle:
        return "", ()
    # instr, not LIKE: no wildcards to escape in names such as "100%".
    return "WHERE instr(search, ?) > 0", (needle,)


def _time(text: str) -> datetime:
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _time_or_none(text: str | None) -> datetime | None:
    return None if text is None else _time(text)


def _summary(row: Sequence[Any]) -> MatchSummary:
    (mid, created, updated, finished, status, winner, t0, t0p1, t0p2, t1, t1p1, t1p2, total0, total1, rounds, note) = (
        row
    )
    return MatchSummary(
        mid,
        _time(created),
        _time(updated),
        _time_or_none(finished),
        status,
        winner,
        (t0, t1),
        ((t0p1, t0p2), (t1p1, t1p2)),
        (total0, total1),
        rounds,
        note,
    )

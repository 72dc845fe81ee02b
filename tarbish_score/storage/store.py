"""The match archive: every match in one SQLite file, each change one durable transaction."""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Concatenate, Final, ParamSpec, Self, TypeVar

from tarbish_score.model import Match, dump_record, load_record
from tarbish_score.paths import make_folder

from . import match_rows, opening, replacing, snapshots
from .errors import MatchNotFoundError, StoreError, StoreLockedError, StoreWriteError
from .lock import DirectoryLock, Holder
from .opening import DATABASE_NAME, database_path
from .records import CORRECTIONS, LogEntry, Status, iso, record_json, split_log, summary_columns, utc_now
from .salvage import LostMatch, SalvageReport, salvage_archive, sound
from .schema import SUMMARY_COLUMNS
from .statistics import ArchiveStatistics, StatisticsFilter, archive_statistics

__all__ = ["DATABASE_NAME", "ImportedMatch", "MatchStore", "MatchSummary", "StoredMatch", "database_path"]

_LIST_COLUMNS: Final = (
    "id, created, updated, finished, status, winner, team0, team0_player1, team0_player2, "
    "team1, team1_player1, team1_player2, total0, total1, rounds, note, uuid, origin, "
    "EXISTS (SELECT 1 FROM match_conflicts AS c WHERE c.match_id = matches.id)"
)

Clock = Callable[[], datetime]
_P = ParamSpec("_P")
_R = TypeVar("_R")


class _DamageMetError(StoreError):
    """A read or write of a writable store met damage: set the archive aside, salvage, try again."""


def _salvaging(
    method: Callable[Concatenate[MatchStore, _P], _R],
) -> Callable[Concatenate[MatchStore, _P], _R]:
    """Run ``method``; when it meets damage, set the archive aside, salvage it, and run it once more."""

    @functools.wraps(method)
    def run(store: MatchStore, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return method(store, *args, **kwargs)
        except _DamageMetError:
            store.set_aside_and_salvage()
            return method(store, *args, **kwargs)

    return run


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
        uuid: the match's identity across laptops (docs/match-record.md), "" only before schema 6.
        elsewhere: True when it came from another laptop through the sync folder (docs/sync.md).
        conflict: True while it was changed on two laptops and waits for a person's choice.
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
    uuid: str = ""
    elsewhere: bool = False
    conflict: bool = False


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
        elsewhere: it came from another laptop through the sync folder (``list`` marks it).
    """

    match: Match
    created: datetime | None = None
    updated: datetime | None = None
    finished: datetime | None = None
    elsewhere: bool = False


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
        moved_aside: where a damaged archive was moved (when opening, or when a read or
            write met damage), else None; the window should tell the user.
        salvaged: what was saved from it into the fresh archive (:class:`SalvageReport`), else None.
        foreign_aside: where another program's SQLite file, found in the archive's place,
            was moved untouched when opening, else None.
        on_salvaged: called with the report each time a read or write meets damage and the
            archive is set aside (the window shows it); None: nobody is told but the attributes.
        resumed: what opening did with a replacement of the archive file (a repair, a salvage, a
            restore) that a kill interrupted: finished or rolled back (:class:`~.replacing.Resumed`),
            else None; the window and the command line say it.
        unloadable: the matches whose record no longer loads, found by :meth:`repair` (it lists
            them as unreadable), in id order.
        snapshots_in_background: take the day's snapshot in a thread (the window sets it, so the
            first save of the day never freezes it); False (commands, tests): before the change,
            in the calling thread. Either way the copy holds the archive as it stood before the change.
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
        self._clock = _RememberingClock(clock)
        self._snapshot_day: date | None = None  # the day a snapshot was last tried (one try a day)
        self._snapshotting: snapshots.DailySnapshot | None = None
        self.snapshots_in_background = False
        self.directory = directory
        self.path = database_path(directory)
        self.read_only = lock is None
        self.moved_aside = moved_aside
        self.salvaged: SalvageReport | None = None
        self.foreign_aside: Path | None = None
        self.on_salvaged: Callable[[SalvageReport], None] | None = None
        self.resumed: replacing.Resumed | None = None
        self.unloadable: tuple[LostMatch, ...] = ()

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
        beside it (never deleted; see :attr:`moved_aside`), saving every readable
        match of it into a fresh archive (:attr:`salvaged`). Another program's
        SQLite file is moved aside untouched to ``archive.other-program-<time>.sqlite3``
        (:attr:`foreign_aside`) and a fresh archive started.
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
        opening.archive_exists(database_path(folder))  # a folder that cannot be read: the cause and the fix
        opening.check_archive_path(database_path(folder))
        if read_only:
            return cls(opening.connect_read_only(database_path(folder)), folder, lock=None, moved_aside=None, clock=now)
        try:
            make_folder(folder)
        except OSError as error:
            raise StoreError(f"Cannot create the folder {folder}: {error.strerror or error}.") from error
        lock = DirectoryLock(folder, holder)
        lock.acquire(wait=wait)
        try:
            path = database_path(folder)
            moved: Path | None = None
            foreign: Path | None = None
            report: SalvageReport | None = None
            resumed = replacing.resume(path)  # a repair, salvage or restore a kill interrupted
            if not opening.archive_exists(path):
                _create_fresh(path)
            try:
                connection = opening.connect(path)
            except opening.ForeignArchiveError:
                foreign = _replace_with_fresh(path, opening.aside_name(path, now(), label="other-program"))
                connection = opening.connect(path)
            except opening.DamagedArchiveError as error:
                report = _salvage_in_place(path, now(), "salvage", error.cause)
                moved = report.aside
                connection = opening.connect(path)
        except BaseException:
            lock.release()
            raise
        store = cls(connection, folder, lock=lock, moved_aside=moved, clock=now)
        store.salvaged = report
        store.foreign_aside = foreign
        store.resumed = resumed
        return store

    @classmethod
    def open_for_reading(
        cls, directory: str | os.PathLike[str], *, clock: Clock | None = None, wait: float = 0.0
    ) -> MatchStore:
        """Open an existing archive to read it: writable when possible, else read-only.

        Writable first, so a damaged archive is set aside and an older one upgraded
        (as :meth:`open`); read-only (see :attr:`read_only`) when another instance
        has the folder open, or when it cannot be written for any reason (a read-only
        disk, folder or file, a full disk), so listing and exporting still work there.
        Writable, it is held as a ``command``; ``wait`` as in :meth:`open` (a window
        holding the archive is not waited for: the store is read-only at once).

        Raises:
            StoreError: as :meth:`open`; when it cannot be read either, the reason reading
                failed (read-only) or the reason writing failed (a full disk, a disk error).
        """
        try:
            return cls.open(directory, clock=clock, holder="command", wait=wait)
        except StoreLockedError:
            return cls.open(directory, read_only=True, clock=clock)
        except StoreWriteError as error:
            try:
                return cls.open(directory, read_only=True, clock=clock)
            except StoreError:
                if error.reason == "read-only":
                    raise
                raise error from None

    def close(self) -> None:
        """Close the archive and release the folder; calling it twice is harmless.

        A snapshot being taken in the background is finished first.
        """
        self.finish_snapshot()
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

        The one place a match gets its identity: it keeps ``match.uuid`` when it has one the
        archive does not hold yet, else it is given a new one (:func:`~tarbish_score.model.new_match_uuid`;
        read it back with :meth:`load_match` or :func:`.versions.uuid_of`).

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
        return self._insert(prepared)

    @_salvaging
    def _insert(self, prepared: Sequence[tuple[ImportedMatch, dict[str, Any], dict[str, Any], Any]]) -> list[int]:
        """The transaction of :meth:`import_matches` (run again on the fresh archive after damage)."""
        now = iso(self._clock())
        ids = []
        with self._transaction() as conn:
            for item, _record, _columns, log in prepared:
                match_id = match_rows.insert_match(
                    conn,
                    item.match,
                    log or [LogEntry(now, "new")],
                    created=now if item.created is None else iso(item.created),
                    updated=now if item.updated is None else iso(item.updated),
                    finished=now if item.finished is None else iso(item.finished),
                    origin="elsewhere" if item.elsewhere else "here",
                )
                ids.append(match_id)
        return ids

    @_salvaging
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
            # The identity is the archive's, never the caller's (a window's match may not know it yet).
            identity = (
                conn.execute("SELECT uuid FROM matches WHERE id = ?", (match_id,)).fetchone()
                if match_rows.IDENTITY_COLUMNS  # none before schema 6 (tests build such archives)
                else None
            )
            if identity is not None:
                record = {"uuid": identity[0], **record} if "uuid" not in record else record | {"uuid": identity[0]}
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
                match_rows.append_log(conn, match_id, log_entry)

    @_salvaging
    def delete_match(self, match_id: int) -> None:
        """Delete a match, its record and its log (ask the user first).

        Its last state goes to the versions log (``deleted``, :mod:`.versions`): the same version
        coming back from another laptop's sync files is not taken in again.

        Raises:
            MatchNotFoundError: no such match.
            StoreWriteError: not deleted (read-only or full disk, read-only store).
        """
        with self._transaction() as conn:
            last = match_rows.exported_version(conn, match_id)
            if last is not None:
                match_rows.keep_version(conn, last, match_id=None, reason="deleted", kept=iso(self._clock()))
            if conn.execute("DELETE FROM matches WHERE id = ?", (match_id,)).rowcount == 0:
                raise MatchNotFoundError(match_id)

    @_salvaging
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

    @_salvaging
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

    @_salvaging
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

    @_salvaging
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

    @_salvaging
    def load_match(self, match_id: int) -> StoredMatch:
        """A match with its dates, result and log.

        Raises:
            MatchNotFoundError: no such match.
            StoreError: the archive or the match's record cannot be read.
        """
        with self._reading() as conn:
            row = conn.execute(
                "SELECT created, updated, finished, status, winner, record, uuid FROM matches "
                "JOIN records ON records.match_id = matches.id WHERE id = ?",
                (match_id,),
            ).fetchone()
            if row is None:
                raise MatchNotFoundError(match_id)
            log = match_rows.read_log(conn, match_id)
        created, updated, finished, status, winner, record, identity = row
        try:
            match = dataclasses.replace(load_record(json.loads(record)), uuid=identity or "")
        except ValueError as error:  # RecordError is a ValueError too
            raise StoreError(f"match {match_id} cannot be read: {error}") from error
        return StoredMatch(
            match_id, match, _time(created), _time(updated), _time_or_none(finished), status, winner, log
        )

    @_salvaging
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

    @_salvaging
    def count_matches(self, search: str = "") -> int:
        """How many matches :meth:`list_matches` would give without a limit.

        Raises:
            StoreError: the archive cannot be read.
        """
        where, params = _search_clause(search)
        with self._reading() as conn:
            return int(conn.execute(f"SELECT count(*) FROM matches {where}", params).fetchone()[0])

    @_salvaging
    def statistics(self, flt: StatisticsFilter | None = None) -> ArchiveStatistics:
        """Statistics across the finished matches: per player, per pair, head to head (``storage.statistics``).

        Reads the summary columns only, in one query and one pass (cheap for any size).

        Args:
            flt: which matches and lines to count; None for every finished match.

        Raises:
            StoreError: the archive cannot be read.
        """
        with self._reading() as conn:
            return archive_statistics(conn, flt)

    @_salvaging
    def export_record(self, match_id: int) -> dict[str, Any]:
        """The match record (docs/match-record.md) with the audit log under ``"log"``.

        Works for a match whose record no longer loads, too: it is exported as stored.

        Raises:
            MatchNotFoundError: no such match.
            StoreError: the archive cannot be read.
        """
        with self._reading() as conn:
            row = conn.execute(
                "SELECT record, uuid FROM records JOIN matches ON matches.id = records.match_id WHERE match_id = ?",
                (match_id,),
            ).fetchone()
            if row is None:
                raise MatchNotFoundError(match_id)
            log = match_rows.read_log(conn, match_id)
        try:
            record: dict[str, Any] = json.loads(row[0])
        except ValueError as error:
            raise StoreError(f"match {match_id} cannot be read: {error}") from error
        if row[1]:
            # Right after the format and version, as dump_record writes it.
            head: dict[str, Any] = {key: record.pop(key) for key in ("format", "version") if key in record}
            record.pop("uuid", None)
            record = {**head, "uuid": row[1], **record}
        record["log"] = [entry.to_json() for entry in log]
        return record

    @_salvaging
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
        found = [(int(match_id), dict(json.loads(text))) for match_id, text in rows]
        for _match_id, record in found:
            record.pop("uuid", None)  # candidates by content: the identity is compared apart (storage.versions)
        return found

    # -- snapshots (storage/snapshots.py) ----------------------------------------------

    def _take_daily_snapshot(self, conn: sqlite3.Connection) -> None:
        """Before the first change of each day, copy the archive as it stands (never raises)."""
        # The reading the change itself just took, else a new one (a delete reads no clock).
        day = snapshots.local_day(self._clock.last or self._clock())
        self._clock.last = None
        if day != self._snapshot_day:
            self._snapshot_day = day
            self.finish_snapshot()
            if self.snapshots_in_background:
                self._snapshotting = snapshots.start_daily(self.path, self.directory, day)
            else:
                snapshots.take_daily(conn, self.directory, day)

    def finish_snapshot(self) -> Path | None:
        """Wait for the snapshot being taken in the background, if any (see :attr:`snapshots_in_background`).

        Returns:
            The snapshot it wrote, or None (none was being taken, or it failed: logged).
        """
        taking, self._snapshotting = self._snapshotting, None
        return None if taking is None else taking.wait()

    def restore_snapshot(self, snapshot: Path) -> Path:
        """Put a snapshot in the archive's place, keeping the archive as it was aside first.

        The folder stays locked throughout; the store then reads the restored archive
        (upgraded if the snapshot is older). The archive as it was is kept in the
        snapshots folder (``archive-kept-<time>.sqlite3``), where it is listed and can be
        restored in turn.

        Args:
            snapshot: a snapshot's file (:func:`tarbish_score.storage.snapshots.list_snapshots`).

        Returns:
            Where the archive as it was is kept.

        Raises:
            StoreWriteError: the store is read-only.
            StoreError: the snapshot is damaged or cannot be copied, or the files cannot be
                moved; the archive is unchanged then.
        """
        conn = self._connection()
        if self.read_only:
            raise StoreWriteError(self.path, "read-only", "the archive was opened read-only")
        self.finish_snapshot()
        # Built whole beside the archive, then renamed over it: never a moment without an archive.
        kept = snapshots.kept_path(self.directory, self._clock())
        replacing.begin(self.path, "restore", kept)
        try:
            snapshots.stage_restore(snapshot, self.path)
        except BaseException:
            replacing.abandon(self.path)
            raise
        conn.close()  # the last connection: its WAL is written back, the file stands alone
        self._conn = None
        try:
            replacing.swap(self.path, kept)
        finally:
            self._conn = opening.connect(self.path)
        self._snapshot_day = None
        return kept

    # -- damage ---------------------------------------------------------------------------------

    def is_sound(self) -> bool:
        """Read every page of the archive (``PRAGMA quick_check``): True when no damage was found.

        Reads the whole file: for ``repair`` and ``export --all``, never at start.

        Raises:
            StoreError: the archive cannot be read for another reason than damage.
        """
        try:
            return sound(self._connection())
        except sqlite3.Error as error:
            raise StoreError(f"Cannot read the archive {self.path}: {error}.") from error

    def repair(self) -> SalvageReport | None:
        """Check every page; when the archive is damaged, set it aside and salvage it (``tarbish-score repair``).

        When every page reads, every record is loaded too (the model's :func:`load_record`):
        one that no longer loads is listed as unreadable from then on and named in
        :attr:`unloadable`.

        Returns:
            What was saved and lost, or None when the archive is sound (then only the
            unloadable records were marked).

        Raises:
            StoreWriteError: a read-only store (nothing can be set aside), or the fresh archive
                refused the copy.
            StoreError: the archive cannot be read, or not moved aside.
        """
        if self.read_only:
            raise StoreWriteError(self.path, "read-only", "the archive was opened read-only")
        if not self.is_sound():
            return self.set_aside_and_salvage(kind="repair")
        self.unloadable = self._mark_unloadable()
        return None

    def _mark_unloadable(self) -> tuple[LostMatch, ...]:
        """List as unreadable each match whose record no longer loads; returns them, in id order."""
        found: list[LostMatch] = []
        with self._reading() as conn:
            rows = conn.execute(
                "SELECT id, status, team0, team1, record FROM matches JOIN records ON records.match_id = matches.id "
                "ORDER BY id"
            )
            for match_id, status, team0, team1, record in rows:
                try:
                    load_record(json.loads(record))
                except (ValueError, TypeError, RecursionError):  # RecordError and TarbishError are ValueErrors
                    found.append(LostMatch(match_id, (team0, team1) if team0 or team1 else None))
                    if status == "unreadable":
                        found.pop()  # already listed so: named when it was found
        if found:
            with self._transaction() as conn:
                # The names stay, so the list still says which match it was.
                conn.executemany(
                    "UPDATE matches SET status = 'unreadable', winner = NULL, finished = NULL WHERE id = ?",
                    [(lost.id,) for lost in found],
                )
        return tuple(found)

    def set_aside_and_salvage(self, *, kind: replacing.Replacement = "salvage") -> SalvageReport:
        """Move the damaged archive aside (kept, untouched) and copy every readable match into a fresh one.

        Called by every read or write that meets damage (then :attr:`on_salvaged` is told), and by
        :meth:`repair`. Match ids are kept; the store goes on with the fresh archive.

        Returns:
            What was saved and lost (also :attr:`salvaged`; :attr:`moved_aside` is where it went).

        Raises:
            StoreWriteError: a read-only store, or the fresh archive cannot be made.
            StoreError: the damaged archive cannot be moved aside (the store goes on with it).
        """
        if self.read_only:
            raise StoreWriteError(self.path, "read-only", "the archive was opened read-only")
        self.finish_snapshot()
        self._connection().close()
        self._conn = None
        try:
            report = _salvage_in_place(self.path, self._clock(), kind, "damaged")
        except StoreError:
            with suppress(sqlite3.Error):
                self._conn = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
            raise
        self._conn = opening.connect(self.path)
        aside = report.aside
        self.moved_aside = aside
        self.salvaged = report
        if self.on_salvaged is not None:
            self.on_salvaged(report)
        return report

    def salvaged_copy(self, directory: str | os.PathLike[str]) -> tuple[MatchStore, SalvageReport]:
        """Salvage this archive into a new archive in ``directory``, leaving this one as it is.

        For ``export --all`` beside a running window (a read-only store): the export reads the copy.

        Returns:
            The new store (writable, ``directory`` locked: close it) and what was saved.

        Raises:
            StoreError: the copy cannot be made.
        """
        copy = MatchStore.open(directory, clock=self._clock)
        try:
            report = _salvage(self.path, copy._connection(), copy.path)
        except BaseException:
            copy.close()
            raise
        return copy, report

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
        self._take_daily_snapshot(conn)
        try:
            conn.execute("BEGIN IMMEDIATE")
            yield conn
            conn.execute("COMMIT")
        except sqlite3.Error as error:
            opening.rollback(conn)
            if opening.is_damage(error):
                raise _DamageMetError(f"The archive {self.path} is damaged ({error}).") from error
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
            if opening.is_damage(error) and not self.read_only:
                raise _DamageMetError(f"The archive {self.path} is damaged ({error}).") from error
            if opening.is_damage(error):
                raise StoreError(
                    f"The archive {self.path} is damaged ({error}). Close Tarabish Score and run "
                    "'tarbish-score repair' to set it aside and save every readable match, or restore a "
                    "backup with 'tarbish-score import FOLDER'."
                ) from error
            raise StoreError(f"Cannot read the archive {self.path}: {error}.") from error


# -- module helpers ----------------------------------------------------------------------


class _RememberingClock:
    """The store's clock, remembering its last reading until a change uses it (a test's clock ticks on each)."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self.last: datetime | None = None

    def __call__(self) -> datetime:
        self.last = self._clock()
        return self.last


def _create_fresh(path: Path) -> None:
    """Make an empty archive beside ``path``, then rename it there: a kill never leaves a half-made one.

    Raises:
        StoreWriteError: it cannot be made (a read-only or full disk).
    """
    new = replacing.new_path(path)
    try:
        opening.connect(new).close()
    except StoreWriteError as error:
        raise StoreWriteError(path, error.reason, error.detail) from error
    try:
        replacing.publish_fresh(path)
    except OSError as error:
        raise StoreWriteError.from_os(path, error) from error


def _replace_with_fresh(path: Path, kept: Path) -> Path:
    """Put a fresh archive in the place of another program's file, kept untouched as ``kept``; returns ``kept``.

    Raises:
        StoreWriteError: the fresh archive cannot be made (nothing changed).
        StoreError: the files cannot be swapped.
    """
    new = replacing.begin(path, "foreign", kept)
    try:
        try:
            opening.connect(new).close()
        except StoreWriteError as error:
            raise StoreWriteError(path, error.reason, error.detail) from error
    except BaseException:
        replacing.abandon(path)
        raise
    replacing.swap(path, kept)
    return kept


def _salvage_in_place(path: Path, moment: datetime, kind: replacing.Replacement, cause: str) -> SalvageReport:
    """Salvage the damaged archive at ``path`` into a new file, then swap them (:mod:`.replacing`).

    The damaged file is only read where it is; once the new archive is whole, it takes the
    place and the damaged one (with its WAL) is kept as ``archive.damaged-<time>.sqlite3``.

    Raises:
        StoreWriteError: the new archive cannot be made or refused the copy (nothing changed).
        StoreError: the files cannot be swapped.
    """
    kept = opening.aside_name(path, moment)
    new = replacing.begin(path, kind, kept)
    try:
        try:
            target = opening.connect(new)
        except StoreWriteError as error:
            raise StoreWriteError(path, error.reason, error.detail) from error
        try:
            report = _salvage(path, target, path)
        finally:
            target.close()
    except BaseException:
        replacing.abandon(path)
        raise
    replacing.swap(path, kept)
    return dataclasses.replace(report, aside=kept, cause=cause)


def _salvage(source: Path, target: sqlite3.Connection, path: Path) -> SalvageReport:
    """:func:`salvage_archive`, its SQLite errors as :class:`StoreWriteError` on the fresh archive ``path``."""
    try:
        return salvage_archive(source, target)
    except sqlite3.Error as error:
        raise StoreWriteError.from_sqlite(path, error) from error


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
        row[:16]
    )
    identity, origin, conflict = row[16:]
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
        identity or "",
        origin == "elsewhere",
        bool(conflict),
    )

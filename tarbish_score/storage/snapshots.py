"""Automatic snapshots of the archive: a copy a day, kept a week, then one a week for four weeks (no Qt).

At the first change of each day the store copies the archive, as it stood
before that change, with SQLite's backup API into ``snapshots/`` inside the
data folder (``snapshots/archive-2026-11-30.sqlite3``). The seven newest are
kept (the last seven days the archive was used) and, beyond them, the newest
of each of four ISO weeks. Counting snapshots rather than calendar days means
a summer away never deletes them all at once.

Restoring one (:meth:`MatchStore.restore_snapshot
<tarbish_score.storage.MatchStore.restore_snapshot>`) keeps the archive as it
was first, as ``snapshots/archive-kept-<UTC time>.sqlite3``: listed with the
snapshots, never pruned, so a restore can itself be taken back.

A snapshot that cannot be taken is logged and never fails the save that
asked for it.

The window takes it in a thread of its own (:func:`start_daily`), so the first save of
the day never freezes it: the thread opens its own connection and starts reading before
the change is written (so the copy holds the archive as it stood before), then copies
while the window goes on; the store waits for it before it closes or replaces the file.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
import threading
from contextlib import closing, suppress
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Final

from tarbish_score.paths import make_folder, private_file

from .errors import StoreError
from .replacing import new_path

__all__ = [
    "DAILY_KEPT",
    "SNAPSHOTS_FOLDER",
    "WEEKLY_KEPT",
    "DailySnapshot",
    "Snapshot",
    "find_snapshot",
    "is_good",
    "kept_path",
    "list_snapshots",
    "local_day",
    "newest_good",
    "prune",
    "snapshot_path",
    "snapshots_dir",
    "stage_restore",
    "start_daily",
    "take_daily",
]

_log = logging.getLogger("tarbish_score.storage")

#: The folder, inside the data folder, that holds the snapshots.
SNAPSHOTS_FOLDER: Final = "snapshots"
#: Daily snapshots kept: the newest seven.
DAILY_KEPT: Final = 7
#: Beyond the dailies, the newest snapshot of each of this many ISO weeks is kept.
WEEKLY_KEPT: Final = 4

_DAILY: Final = re.compile(r"^archive-(\d{4})-(\d{2})-(\d{2})\.sqlite3$")
_KEPT: Final = re.compile(r"^archive-kept-(\d{8}T\d{6}Z)(-\d+)?\.sqlite3$")
_STAMP: Final = "%Y%m%dT%H%M%SZ"
_SIDECARS: Final = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class Snapshot:
    """One copy of the archive in the snapshots folder.

    Attributes:
        path: the file.
        day: the day it was taken (local time): a daily snapshot holds the archive as it
            stood before that day's first change.
        kept_aside: True for the archive kept aside before a restore (never pruned).
        taken: when it was taken (UTC) for one kept aside; None for a daily one (its day says it).
        matches: how many matches it holds; None when it cannot be read (damaged).
    """

    path: Path
    day: date
    kept_aside: bool
    taken: datetime | None
    matches: int | None

    @property
    def name(self) -> str:
        """What ``tarbish-score restore-snapshot`` takes: the day (``2026-11-30``) or ``kept-<time>``."""
        return self.path.stem.removeprefix("archive-")


def snapshots_dir(directory: str | os.PathLike[str]) -> Path:
    """The snapshots folder inside a data folder (it may not exist yet)."""
    return Path(directory) / SNAPSHOTS_FOLDER


def snapshot_path(directory: str | os.PathLike[str], day: date) -> Path:
    """The daily snapshot of ``day`` in a data folder: ``snapshots/archive-YYYY-MM-DD.sqlite3``."""
    return snapshots_dir(directory) / f"archive-{day.isoformat()}.sqlite3"


def local_day(moment: datetime) -> date:
    """The day at the table (local time) of a moment (an aware datetime, e.g. the store's clock)."""
    return moment.astimezone().date()


def take_daily(conn: sqlite3.Connection, directory: Path, day: date) -> Path | None:
    """Copy the archive behind ``conn`` as the snapshot of ``day``, unless there is one; then prune.

    Never raises: a snapshot that fails is logged (and its half-written file removed),
    so the save that asked for it goes on. An archive without a match or a tournament is not copied.

    Args:
        conn: the store's open connection (outside a transaction).
        directory: the data folder.
        day: today, at the table (:func:`local_day`).

    Returns:
        The new snapshot, or None when none was written.
    """
    target = snapshot_path(directory, day)
    partial = target.with_name(target.name + ".partial")
    try:
        if target.exists() or _empty(conn):
            return None
        make_folder(target.parent, own=True)
        _copy(conn, partial)
        os.replace(partial, target)
    except (sqlite3.Error, OSError) as error:
        _log.warning("the snapshot %s could not be taken: %s", target, error)
        with suppress(OSError):
            partial.unlink(missing_ok=True)
        return None
    _log.info("snapshot of the archive taken: %s", target)
    prune(directory)
    return target


def _empty(conn: sqlite3.Connection) -> bool:
    """True for an archive without a match or a tournament."""
    held = "SELECT (SELECT count(*) FROM matches) + (SELECT count(*) FROM tournaments)"
    return int(conn.execute(held).fetchone()[0]) == 0


class DailySnapshot:
    """The day's snapshot being taken in a thread of its own (:func:`start_daily`)."""

    def __init__(self, archive: Path, directory: Path, day: date) -> None:
        self.result: Path | None = None
        self._reading = threading.Event()
        self._thread = threading.Thread(
            target=self._take, args=(archive, directory, day), name="tarbish-score snapshot", daemon=True
        )

    def _take(self, archive: Path, directory: Path, day: date) -> None:
        try:
            conn = sqlite3.connect(archive, isolation_level=None, timeout=5.0, check_same_thread=False)
        except sqlite3.Error as error:
            _log.warning("the snapshot of %s could not be started: %s", archive, error)
            self._reading.set()
            return
        try:
            with closing(conn):
                try:
                    # A read transaction: the copy is of the archive as it stands now, whatever is
                    # written meanwhile (the archive keeps a WAL, so the writer is not held up).
                    conn.execute("BEGIN")
                    conn.execute("SELECT count(*) FROM matches").fetchone()
                except sqlite3.Error as error:
                    _log.warning("the snapshot of %s could not be started: %s", archive, error)
                    return
                finally:
                    self._reading.set()
                self.result = take_daily(conn, directory, day)
        except sqlite3.Error as error:  # closing
            _log.warning("the snapshot of %s could not be finished: %s", archive, error)

    def start(self, timeout: float) -> None:
        """Start the thread, and return once it reads the archive (or ``timeout`` seconds passed)."""
        self._thread.start()
        if not self._reading.wait(timeout):
            _log.warning("the snapshot did not start reading within %s s; the change goes on", timeout)

    def wait(self) -> Path | None:
        """Wait until the snapshot is written (or failed, logged).

        Returns:
            The new snapshot, or None when none was written.
        """
        self._thread.join()
        return self.result

    @property
    def done(self) -> bool:
        """True once the thread has finished."""
        return not self._thread.is_alive()


def start_daily(archive: Path, directory: Path, day: date, *, timeout: float = 5.0) -> DailySnapshot | None:
    """Begin :func:`take_daily` in a thread with its own connection; None when today's snapshot exists.

    Returns as soon as the thread reads the archive (a few milliseconds), so a change written
    after this call is not in the copy; the copy itself goes on in the thread.

    Args:
        archive: the archive file.
        directory: the data folder.
        day: today, at the table (:func:`local_day`).
        timeout: the most seconds to wait for the thread to start reading.
    """
    if snapshot_path(directory, day).exists():
        return None
    snapshot = DailySnapshot(archive, directory, day)
    snapshot.start(timeout)
    return snapshot


def _copy(source: sqlite3.Connection, target: Path) -> None:
    """Copy a database with the backup API into a new self-contained file (no WAL), synced to disk.

    Raises:
        sqlite3.Error, OSError: not copied (``target`` may be left half-written).
    """
    target.unlink(missing_ok=True)
    private_file(target)  # 0600 before SQLite opens it, whatever the umask
    with closing(sqlite3.connect(target, isolation_level=None)) as copy:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE").fetchone()
    with target.open("rb") as file:
        os.fsync(file.fileno())


def prune(directory: Path) -> list[Path]:
    """Delete the daily snapshots retention no longer keeps (kept-aside archives stay).

    Kept: the :data:`DAILY_KEPT` newest, and beyond them the newest of each of the
    :data:`WEEKLY_KEPT` newest ISO weeks. Never raises (a file that will not go is logged).

    Returns:
        The files deleted.
    """
    dailies = sorted((s for s in list_snapshots(directory, count=False) if not s.kept_aside), key=lambda s: s.day)
    dailies.reverse()
    keep = {s.path for s in dailies[:DAILY_KEPT]}
    weeks: list[tuple[int, int]] = []
    for snapshot in dailies[DAILY_KEPT:]:
        week = snapshot.day.isocalendar()[:2]
        if week not in weeks and len(weeks) < WEEKLY_KEPT:
            weeks.append(week)
            keep.add(snapshot.path)
    deleted = []
    for snapshot in dailies:
        if snapshot.path not in keep:
            try:
                snapshot.path.unlink()
            except OSError as error:
                _log.warning("the old snapshot %s could not be deleted: %s", snapshot.path, error)
            else:
                deleted.append(snapshot.path)
    return deleted


def list_snapshots(directory: str | os.PathLike[str], *, count: bool = True) -> list[Snapshot]:
    """The snapshots in a data folder, newest first (none when there is no snapshots folder).

    Args:
        directory: the data folder.
        count: read how many matches each holds (else :attr:`Snapshot.matches` is None).
    """
    try:
        names = sorted(entry.name for entry in os.scandir(snapshots_dir(directory)) if entry.is_file())
    except OSError:
        return []
    found = []
    for name in names:
        path = snapshots_dir(directory) / name
        daily, kept = _DAILY.match(name), _KEPT.match(name)
        try:
            if daily is not None:
                day, taken = date(*(int(part) for part in daily.groups())), None
            elif kept is not None:
                taken = datetime.strptime(kept.group(1), _STAMP).replace(tzinfo=UTC)
                day = local_day(taken)
            else:
                continue
        except ValueError:  # a name like archive-2026-13-45: not ours
            continue
        found.append(Snapshot(path, day, kept is not None, taken, _count(path) if count else None))
    found.sort(key=lambda s: (s.day, s.kept_aside, s.taken or datetime.min.replace(tzinfo=UTC)), reverse=True)
    return found


def _connect_snapshot(path: Path) -> sqlite3.Connection:
    """A connection that reads a snapshot and can change nothing (no journal, no WAL files made)."""
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True, isolation_level=None)


def _count(path: Path) -> int | None:
    try:
        with closing(_connect_snapshot(path)) as conn:
            return int(conn.execute("SELECT count(*) FROM matches").fetchone()[0])
    except sqlite3.Error:
        return None


def is_good(path: Path) -> bool:
    """True when a snapshot reads whole: SQLite's ``quick_check`` passes and it has the match tables."""
    try:
        with closing(_connect_snapshot(path)) as conn:
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                return False
            conn.execute("SELECT count(*) FROM matches JOIN records ON records.match_id = matches.id").fetchone()
    except sqlite3.Error:
        return False
    return True


def newest_good(directory: str | os.PathLike[str]) -> Snapshot | None:
    """The newest snapshot that reads whole and holds a match (the one to offer after damage), or None."""
    for snapshot in list_snapshots(directory):
        if snapshot.matches and is_good(snapshot.path):
            return snapshot
    return None


def find_snapshot(directory: str | os.PathLike[str], name: str) -> Snapshot | None:
    """The snapshot called ``name`` (:attr:`Snapshot.name`: ``2026-11-30`` or ``kept-…``), or None."""
    return next((s for s in list_snapshots(directory) if s.name == name.strip()), None)


def stage_restore(snapshot: Path, archive: Path) -> Path:
    """Check a snapshot and copy it, whole and synced, where the archive's replacement is built.

    Returns:
        The copy (:func:`.replacing.new_path`: ``archive.sqlite3.new``), for :func:`.replacing.swap`.

    Raises:
        StoreError: the snapshot is damaged or cannot be read, or the copy cannot be written
            (then no copy is left).
    """
    if not is_good(snapshot):
        raise StoreError(f"The snapshot {snapshot} is damaged or cannot be read; choose another.")
    staged = new_path(archive)
    try:
        with closing(_connect_snapshot(snapshot)) as source:
            _copy(source, staged)
    except (sqlite3.Error, OSError) as error:
        with suppress(OSError):
            staged.unlink(missing_ok=True)
        raise StoreError(f"The snapshot {snapshot} could not be copied: {error}.") from error
    return staged


def kept_path(directory: Path, moment: datetime) -> Path:
    """A free name in the snapshots folder for the archive kept aside by a restore.

    ``snapshots/archive-kept-<UTC time>[-n].sqlite3``: listed with the snapshots, never pruned.
    """
    folder = snapshots_dir(directory)
    stamp = moment.astimezone(UTC).strftime(_STAMP)
    number = 1
    while True:
        kept = folder / f"archive-kept-{stamp}{'' if number == 1 else f'-{number}'}.sqlite3"
        if not any(os.path.lexists(f"{kept}{side}") for side in ("", *_SIDECARS)):
            return kept
        number += 1

"""Typed errors of the match store.

``str(error)`` is an English sentence a window can show as is; the attributes
let it word the message itself (translations) or decide what to do next.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
from pathlib import Path
from typing import Literal

__all__ = [
    "MatchNotFoundError",
    "StoreError",
    "StoreLockedError",
    "StoreWriteError",
    "WriteFailure",
    "access_problem",
    "write_failure_of",
]

#: Why a write failed: ``full`` disk, ``read-only`` disk or file, archive ``busy``,
#: ``io`` error reported by the disk, or ``other``.
WriteFailure = Literal["full", "read-only", "busy", "io", "other"]

_REASONS: dict[int, WriteFailure] = {
    sqlite3.SQLITE_FULL: "full",
    sqlite3.SQLITE_READONLY: "read-only",
    sqlite3.SQLITE_CANTOPEN: "read-only",
    sqlite3.SQLITE_BUSY: "busy",
    sqlite3.SQLITE_IOERR: "io",
}
_WORDS: dict[WriteFailure, str] = {
    "full": "the disk is full",
    "read-only": "the disk or the archive file is read-only",
    "busy": "the archive is busy in another program",
    "io": "the disk reported an error",
    "other": "the archive refused the change",
}


_OS_REASONS: dict[int, WriteFailure] = {
    errno.ENOSPC: "full",
    errno.EROFS: "read-only",
    errno.EACCES: "read-only",
    errno.EPERM: "read-only",
    errno.EIO: "io",
}
if hasattr(errno, "EDQUOT"):  # pragma: no branch - every POSIX system has it
    _OS_REASONS[errno.EDQUOT] = "full"


class StoreError(Exception):
    """Base of every error the match store raises.

    Attributes:
        message: the English, user-readable sentence (also ``str(error)``).
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class MatchNotFoundError(StoreError):
    """No match with that id is in the archive (deleted, or never there).

    Attributes:
        match_id: the id asked for.
    """

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id} is not in the archive")
        self.match_id = match_id


class StoreLockedError(StoreError):
    """Another Tarabish Score already has this data folder open for writing.

    The message says what holds it: a window (close it first), a headless
    command (try again when it has finished), or, when the lock file no longer
    says, either of them.

    Attributes:
        directory: the data folder.
        pid: the process id of the holder, when known.
        holder: ``"window"`` or ``"command"`` as the holder wrote it, or None when unknown
            (an older version, or a lock file deleted or garbled).
    """

    def __init__(self, directory: Path, pid: int | None, holder: str | None = None) -> None:
        process = f"process {pid}"
        if holder == "command":
            who = f" ({process})" if pid is not None else ""
            message = (
                f"Another tarbish-score command{who} is using the matches in {directory}; "
                "try again when it has finished."
            )
        elif holder == "window":
            who = f" ({process})" if pid is not None else ""
            message = f"Tarabish Score is already open{who} with the matches in {directory}; close it first."
        else:
            who = f", {process}" if pid is not None else ""
            message = (
                f"Tarabish Score (a window or a command{who}) already has the matches in {directory} open; "
                "close it first."
            )
        super().__init__(message)
        self.directory = directory
        self.pid = pid
        self.holder = holder


class StoreWriteError(StoreError):
    """A change could not be saved; the archive on disk is as before the change.

    The caller keeps the match in memory and saves again on the next change.

    Attributes:
        path: the archive file.
        reason: why, as a :data:`WriteFailure` code.
        detail: SQLite's own wording, for logs.
    """

    def __init__(self, path: Path, reason: WriteFailure, detail: str) -> None:
        super().__init__(f"Could not save to {path}: {_WORDS[reason]}.")
        self.path = path
        self.reason: WriteFailure = reason
        self.detail = detail

    @classmethod
    def from_sqlite(cls, path: Path, error: sqlite3.Error) -> StoreWriteError:
        """The write error for a failure reported by SQLite."""
        code = getattr(error, "sqlite_errorcode", None)
        # Extended codes (e.g. SQLITE_IOERR_FSYNC) carry the primary code in the low byte.
        reason = _REASONS.get(code & 0xFF, "other") if isinstance(code, int) else "other"
        if reason == "io" and _no_room(path):
            reason = "full"  # growing the WAL or its index on a full disk is reported as an I/O error
        return cls(path, reason, str(error))

    @classmethod
    def from_os(cls, path: Path, error: OSError) -> StoreWriteError:
        """The write error for a failure reported by the operating system (e.g. ENOSPC writing the lock file)."""
        return cls(path, write_failure_of(error), error.strerror or str(error))


def _no_room(path: Path) -> bool:
    """True when the disk holding ``path`` (or its folder) has no free block left for this user."""
    for place in (path, path.parent):
        try:
            return os.statvfs(place).f_bavail == 0
        except (OSError, AttributeError):  # not there (yet); or no statvfs (Windows)
            continue
    return False


def write_failure_of(error: OSError) -> WriteFailure:
    """Why the operating system refused a write, as a :data:`WriteFailure` code."""
    return _OS_REASONS.get(error.errno or 0, "other")


def access_problem(path: Path, error: OSError) -> str:
    """The cause and the fix of ``error`` met on ``path``, as one English sentence (no final stop).

    For a permission refused, names what stands in the way, the nearest of ``path`` and
    the folders above it that this user may not use, and the command that fixes it:
    ``chown`` when another user (e.g. root, after a start with sudo) owns it, else ``chmod``.

    Args:
        path: the archive file, the lock file or the data folder that was refused.
        error: what the operating system said.

    Returns:
        e.g. "/home/ann/.local/share/tarbish-score is owned by root: run 'sudo chown -R ann
        /home/ann/.local/share/tarbish-score'", or "the disk is full: free some space".
    """
    number = error.errno
    if number in (errno.EACCES, errno.EPERM):
        return _permission_problem(path)
    if _OS_REASONS.get(number or 0) == "full":
        return f"the disk holding {path} is full: free some space on it, then try again"
    if number == errno.EROFS:
        return f"the disk holding {path} is read-only: mount it writable, or choose another folder with --data-dir"
    return f"{path}: {error.strerror or error}"


def _permission_problem(path: Path) -> str:
    blocker = _blocker(path)
    if blocker is None:  # no mode bit in the way (an access-control list, a security module): name the place refused
        try:
            blocker = path, os.stat(path)
        except OSError:
            return f"{path} cannot be read (permission denied): check its owner and mode with 'ls -ld {path}'"
    place, info = blocker
    owner, me = _user_name(info.st_uid), _user_name(os.geteuid()) if hasattr(os, "geteuid") else None
    if me is not None and hasattr(os, "geteuid") and info.st_uid != os.geteuid():
        # A start with sudo left folders and files of root's in the user's data folder.
        folder = place if stat.S_ISDIR(info.st_mode) else place.parent
        return f"{place} is owned by {owner}: run 'sudo chown -R {me} {folder}'"
    if stat.S_ISDIR(info.st_mode):
        return f"the folder {place} cannot be read or written: run 'chmod u+rwx {place}'"
    return f"the archive file {place} cannot be read or written: run 'chmod u+rw {place}'"


def _blocker(path: Path) -> tuple[Path, os.stat_result] | None:
    """The first of the folders above ``path`` (top down), then ``path``, this user may not use."""
    places = [*reversed(path.parents), path]
    # A file needs the folder holding it read and written too; a folder needs only itself.
    near_from = len(places) - (1 if os.path.isdir(path) else 2)
    for depth, place in enumerate(places):
        try:
            info = os.stat(place)
        except OSError:  # not there yet, or behind a folder already checked
            return None
        is_dir = stat.S_ISDIR(info.st_mode)
        needs = (os.R_OK | os.W_OK | (os.X_OK if is_dir else 0)) if depth >= near_from else os.X_OK
        if not os.access(place, needs):
            return place, info
    return None


def _user_name(uid: int) -> str:
    try:
        import pwd
    except ImportError:  # pragma: no cover - Windows
        return str(uid)
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return f"user {uid}"

"""Typed errors of the match store.

``str(error)`` is an English sentence a window can show as is; the attributes
let it word the message itself (translations) or decide what to do next.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Literal

__all__ = ["MatchNotFoundError", "StoreError", "StoreLockedError", "StoreWriteError", "WriteFailure"]

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
        return cls(path, reason, str(error))

"""One instance per data folder: an OS lock on a file, held while the store is open.

The OS drops the lock when the process dies, even by SIGKILL, so a crash never
leaves the folder locked. The lock file itself is never deleted: removing it
while another process waits on it would let two instances in.
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

from .errors import StoreError, StoreLockedError, StoreWriteError

__all__ = ["LOCK_NAME", "DirectoryLock"]

LOCK_NAME = "tarbish-score.lock"


class DirectoryLock:
    """An exclusive, non-blocking lock on ``LOCK_NAME`` in a folder.

    Attributes:
        path: the lock file.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.path = directory / LOCK_NAME
        self._fd: int | None = None

    def acquire(self) -> None:
        """Take the lock and write this process's id into the file.

        Raises:
            StoreLockedError: another process (or another store in this one) holds it.
            StoreWriteError: the folder or the lock file is read-only (reason ``read-only``):
                the archive can still be opened for reading.
            StoreWriteError: the process id cannot be written (reason ``full`` on a full disk).
            StoreError: the lock file cannot be created for another reason.
        """
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
                raise StoreWriteError(self.path, "read-only", error.strerror or str(error)) from error
            raise StoreError(f"Cannot use the folder {self.directory}: {error.strerror or error}.") from error
        if not _try_lock(fd):
            pid = _read_pid(fd)
            os.close(fd)
            raise StoreLockedError(self.directory, pid)
        try:
            os.ftruncate(fd, 0)
            os.write(fd, str(os.getpid()).encode("ascii"))
        except OSError as error:  # a full disk at the very first start
            _unlock(fd)
            os.close(fd)
            raise StoreWriteError.from_os(self.path, error) from error
        self._fd = fd

    def release(self) -> None:
        """Give the lock up (closing the file releases it); harmless when not held."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            _unlock(fd)
            os.close(fd)


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
    except OSError:  # pragma: no cover - Windows: the other instance has the byte locked
        return None
    return int(text) if text.isdigit() else None


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

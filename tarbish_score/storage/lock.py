"""One writer per data folder: OS locks held while a writable store is open.

Two locks, both dropped by the OS when the process dies (even by SIGKILL), so a
crash never leaves the folder locked:

- the **data folder itself** (``flock`` on the folder, POSIX): the authority. A
  folder holding the archive cannot be deleted, so whatever happens to the lock
  file, a second writer is refused;
- the **lock file** ``LOCK_NAME``: excludes older versions (which lock only it)
  and says who holds the archive: ``"<pid> window"`` or ``"<pid> command"``. On
  Windows, a file open in another program cannot be deleted, so it is enough there.

The lock file itself is never deleted: removing it while another process waits
on it would let two instances in. When it was deleted anyway, the holder's
process id is looked up among the system's locks (``/proc/locks`` on Linux).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Final, Literal

from .errors import StoreError, StoreLockedError, StoreWriteError, write_failure_of

__all__ = ["LOCK_NAME", "DirectoryLock", "Holder", "try_lock"]

LOCK_NAME: Final = "tarbish-score.lock"

#: Who holds the archive: the ``window``, or a headless ``command`` (import, list, export).
Holder = Literal["window", "command"]
#: Seconds between two tries while waiting for a command to let the archive go.
_RETRY: Final = 0.05


def _pause(seconds: float) -> None:
    """Wait before trying the lock again (tests replace it to know a process is waiting)."""
    time.sleep(seconds)


class DirectoryLock:
    """An exclusive lock on a data folder (the folder and ``LOCK_NAME`` in it).

    Attributes:
        directory: the data folder.
        path: the lock file.
        holder: what this lock says holds the archive once taken.
    """

    def __init__(self, directory: Path, holder: Holder = "window") -> None:
        self.directory = directory
        self.path = directory / LOCK_NAME
        self.holder: Holder = holder
        self._fd: int | None = None
        self._folder_fd: int | None = None

    def acquire(self, *, wait: float = 0.0) -> None:
        """Take the lock and write this process's id and :attr:`holder` into the file.

        Args:
            wait: seconds to keep trying while another *command* holds the archive
                (two imports at once take turns); a window is never waited for.

        Raises:
            StoreLockedError: a window, a command, or another store in this process holds it.
            StoreWriteError: the folder or the lock file is read-only (reason ``read-only``):
                the archive can still be opened for reading.
            StoreWriteError: the process id cannot be written (reason ``full`` on a full disk).
            StoreError: the lock file cannot be created for another reason.
        """
        deadline = time.monotonic() + wait
        while True:
            try:
                self._try_acquire()
                return
            except StoreLockedError as error:
                if error.holder == "window" or time.monotonic() >= deadline:
                    raise
            _pause(_RETRY)

    def _try_acquire(self) -> None:
        folder_fd = _lock_folder(self.directory)
        try:
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError as error:
                if write_failure_of(error) in ("read-only", "full"):  # it can still be opened for reading
                    raise StoreWriteError.from_os(self.path, error) from error
                raise StoreError(f"Cannot use the folder {self.directory}: {error.strerror or error}.") from error
            if not try_lock(fd):
                pid, holder = _read_holder(fd)
                os.close(fd)
                raise StoreLockedError(self.directory, pid, holder)
        except BaseException:
            _unlock_folder(folder_fd)
            raise
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()} {self.holder}".encode("ascii"))
        except OSError as error:  # a full disk at the very first start
            _unlock(fd)
            os.close(fd)
            _unlock_folder(folder_fd)
            raise StoreWriteError.from_os(self.path, error) from error
        self._fd, self._folder_fd = fd, folder_fd

    def release(self) -> None:
        """Give the lock up (closing the files releases it); harmless when not held."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            _unlock(fd)
            os.close(fd)
        folder_fd, self._folder_fd = self._folder_fd, None
        _unlock_folder(folder_fd)


def _lock_folder(directory: Path) -> int | None:
    """Lock the data folder itself; None where folders cannot be locked (Windows, some network disks).

    Raises:
        StoreLockedError: another store (in any process) has the folder.
    """
    fd = _open_folder(directory)
    if fd is None:
        return None
    try:
        if try_lock(fd):
            return fd
    except OSError:  # pragma: no cover - a disk whose folders cannot be locked: the lock file guards it
        os.close(fd)
        return None
    os.close(fd)
    pid, holder = _lock_file_holder(directory / LOCK_NAME)
    if pid is None:
        pid = _folder_lock_pid(directory)
    raise StoreLockedError(directory, pid, holder)


def _unlock_folder(fd: int | None) -> None:
    if fd is not None:
        _unlock(fd)
        os.close(fd)


def _parse_holder(text: str) -> tuple[int | None, Holder | None]:
    """``"1234 window"`` (or an older version's ``"1234"``) as the pid and the holder, when readable."""
    words = text.split()
    pid = int(words[0]) if words and words[0].isdigit() and words[0].isascii() else None
    said = words[1] if pid is not None and len(words) == 2 else ""
    holder: Holder | None = "window" if said == "window" else "command" if said == "command" else None
    return pid, holder


def _read_holder(fd: int) -> tuple[int | None, Holder | None]:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 64).decode("ascii", "replace")
    except OSError:  # pragma: no cover - Windows: the other instance has the byte locked
        return None, None
    return _parse_holder(text)


def _lock_file_holder(path: Path) -> tuple[int | None, Holder | None]:
    """Who the lock file names (never creating it: it may have been deleted)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None, None
    try:
        return _read_holder(fd)
    finally:
        os.close(fd)


def _folder_lock_pid(directory: Path, table: Path = Path("/proc/locks")) -> int | None:
    """The process holding the folder's lock, from the system's table of locks (Linux), else None.

    A line of ``/proc/locks`` reads ``1: FLOCK  ADVISORY  WRITE 4242 08:01:131 0 EOF``
    (pid, then device major:minor in hex and the inode).
    """
    try:
        status = os.stat(directory)
        lines = table.read_text(encoding="ascii", errors="replace").splitlines()
    except OSError:
        return None
    where = f"{os.major(status.st_dev):02x}:{os.minor(status.st_dev):02x}:{status.st_ino}"
    for line in lines:
        fields = line.split()
        if "FLOCK" in fields and "WRITE" in fields and where in fields:
            index = fields.index(where) - 1
            if fields[index].isdigit():
                return int(fields[index])
    return None


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _open_folder(directory: Path) -> int | None:
        # A folder cannot be opened as a file on Windows; the open lock file cannot be deleted there.
        return None

    def try_lock(fd: int) -> bool:
        """Take an exclusive lock on open file ``fd`` without waiting; False when another holds it."""
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

    def _open_folder(directory: Path) -> int | None:
        try:
            fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        except OSError:
            return None  # the lock file still guards it, and says why the folder is unusable
        return fd

    def try_lock(fd: int) -> bool:
        """Take an exclusive lock on open file ``fd`` without waiting; False when another holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

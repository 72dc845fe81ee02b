"""Crash-safe file writes: a temporary file beside the target, synced, then renamed over it.

Only regular files are replaced that way. A symbolic link keeps pointing where
it did (its target is written); a device such as ``/dev/null`` or ``/dev/stdout``
is written in place; a pipe is written only while a program reads it; a folder
or a socket is refused, and so is anything in the data folder (the archive, its
WAL files, the lock, snapshots…), however the path is spelled: an export or a
backup never writes over the matches. New files get the mode any program would give them
(``0o666`` less the umask: an export is the player's file), an existing file keeps its own; the app's own
files (a recovery record) ask for ``0o600`` (``mode``).
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path

__all__ = [
    "InDataFolderError",
    "check_outside_data_folder",
    "error_text",
    "file_mode",
    "folder_mode",
    "read_small_file",
    "write_atomic",
]

#: Plain words for the errors a player can do something about.
_WORDS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the disk is read-only",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EISDIR: "it is a folder",
}


def error_text(error: OSError) -> str:
    """A short English reason for ``error``, e.g. "the disk is full"."""
    if error.errno in _WORDS:
        return _WORDS[error.errno]
    return str(error.strerror or error)


class InDataFolderError(OSError):
    """The path is in the data folder, where the archive is kept: no export or backup goes there.

    ``strerror`` is the English reason (what :func:`error_text` gives).

    Attributes:
        folder: the data folder.
    """

    def __init__(self, path: str, folder: Path) -> None:
        super().__init__(
            errno.EINVAL,
            f"it is in the folder that keeps the match archive ({folder}); choose another folder",
            path,
        )
        self.folder = folder


def check_outside_data_folder(
    path: str | os.PathLike[str], folders: Sequence[str | os.PathLike[str]] | None = None
) -> None:
    """Refuse a target in (or at) a data folder, whatever the spelling of the path.

    Links, ``..`` and (by comparing files, not names) letter case on case-insensitive
    disks all lead to the same answer: the nearest existing folder on the way to
    ``path`` is compared with the data folder by identity (device and inode), as is
    ``path`` itself when it exists (a hard link to the archive).

    Args:
        path: the file or folder an export or backup would write.
        folders: the data folders to keep clear; :func:`tarbish_score.paths.data_dir` by default.

    Raises:
        InDataFolderError: ``path`` is a data folder, lies inside one, or is one of its files.
    """
    from tarbish_score import paths

    name = os.fspath(path)
    for folder in [paths.data_dir()] if folders is None else [Path(f) for f in folders]:
        try:
            home = os.stat(folder)
        except OSError:
            continue  # no data folder yet: nothing to overwrite
        if _reaches(name, home) or _same_as_a_file_in(name, folder):
            raise InDataFolderError(name, Path(folder))


def _reaches(name: str, home: os.stat_result) -> bool:
    """True when ``name`` (resolved: links followed, ``..`` applied) is ``home`` or lies below it."""
    probe = Path(os.path.realpath(name))
    while not os.path.lexists(probe) and probe != probe.parent:
        probe = probe.parent
    for step in (probe, *probe.parents):
        try:
            status = os.stat(step)
        except OSError:
            continue
        if (status.st_dev, status.st_ino) == (home.st_dev, home.st_ino):
            return True
    return False


def _same_as_a_file_in(name: str, folder: str | os.PathLike[str]) -> bool:
    """True when ``name`` exists and is one of ``folder``'s files under another name (a hard link)."""
    try:
        target = os.stat(name)
        entries = list(os.scandir(folder))
    except OSError:
        return False
    for entry in entries:
        try:
            status = entry.stat()
        except OSError:
            continue
        if (status.st_dev, status.st_ino) == (target.st_dev, target.st_ino):
            return True
    return False


def read_small_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, refused unread when it is larger than ``limit`` bytes.

    Opened without waiting and checked before anything is read: a pipe, a device or a socket is
    refused (it may never end, or never start), and so is a file over ``limit`` (a sparse file can
    claim gigabytes without using the disk).

    Raises:
        OSError: the file cannot be opened; not a regular file (``EINVAL``); larger than ``limit`` (``EFBIG``).
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as file:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise OSError(errno.EINVAL, "not a regular file (a pipe, a device or a socket)", os.fspath(path))
        if status.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than {limit // (1024 * 1024)} MB", os.fspath(path))
        data = file.read(limit + 1)  # a file still growing stops one byte past the limit
    if len(data) > limit:
        raise OSError(errno.EFBIG, f"larger than {limit // (1024 * 1024)} MB", os.fspath(path))
    return data


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def file_mode() -> int:
    """The mode of a new file under the current umask (``0o644`` with the usual ``022``)."""
    return 0o666 & ~_umask()


def folder_mode() -> int:
    """The mode of a new folder under the current umask (``0o755`` with the usual ``022``)."""
    return 0o777 & ~_umask()


def write_atomic(path: str | os.PathLike[str], data: bytes, *, mode: int | None = None) -> Path:
    """Write ``data`` to ``path`` whole, or leave ``path`` as it was.

    ``mode``: the file's mode, new or replaced (the app's own files: ``0o600``); by
    default an existing file keeps its mode and a new one gets the umask's.

    For a regular file (or a new one) the bytes go to a temporary file in the
    same folder, are synced to disk, and the file is renamed over ``path``
    (atomic on one file system), so a full disk or a crash never leaves half a
    file. A symbolic link is followed: its target is replaced, the link stays.
    A character or block device (``/dev/null``, a terminal) is written in place;
    a pipe (FIFO) only when a program is reading from it, never waiting.

    Returns:
        The path written (the link's target for a symbolic link).

    Raises:
        InDataFolderError: the path is in the data folder (the archive's); nothing is written.
        OSError: the path is empty, a folder, a socket or a pipe nobody reads;
            the folder is missing or not writable; the disk is full (ENOSPC,
            also from a device such as ``/dev/full``). No temporary file is
            left behind, and a device or link is never replaced.
    """
    name = os.fspath(path)
    if not name:
        raise OSError(errno.ENOENT, "the path is empty")
    check_outside_data_folder(name)
    try:
        status = os.stat(name)
    except FileNotFoundError:
        status = None
    if status is not None and stat.S_ISDIR(status.st_mode):
        raise IsADirectoryError(errno.EISDIR, "it is a folder", name)
    if status is not None and not stat.S_ISREG(status.st_mode):
        _write_in_place(name, status.st_mode, data)
        return Path(name)
    # A link keeps pointing where it did: write (atomically) what it points to.
    target = Path(os.path.realpath(name)) if os.path.islink(name) else Path(name)
    if mode is None:
        mode = stat.S_IMODE(status.st_mode) if status is not None else file_mode()
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        # mkstemp makes the file private (0600); the export should read like any other file.
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    return target


def _write_in_place(name: str, mode: int, data: bytes) -> None:
    """Write to a device or a pipe that is already there (never replaced by a file)."""
    if stat.S_ISSOCK(mode):
        raise OSError(errno.EINVAL, "it is a socket, not a file", name)
    if stat.S_ISFIFO(mode):
        try:
            # Non-blocking: with no program reading the pipe this fails now instead of hanging.
            fd = os.open(name, os.O_WRONLY | os.O_NONBLOCK)
        except OSError as error:
            if error.errno == errno.ENXIO:
                raise OSError(errno.ENXIO, "it is a pipe and no program is reading it", name) from error
            raise
        os.set_blocking(fd, True)
    else:
        fd = os.open(name, os.O_WRONLY)
    with os.fdopen(fd, "wb") as file:
        file.write(data)
        file.flush()

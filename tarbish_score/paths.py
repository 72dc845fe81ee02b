"""Where Tarabish Score keeps its files: the one place that knows.

Wraps platformdirs; ``TARBISH_SCORE_DATA_DIR``, ``TARBISH_SCORE_CONFIG_DIR`` and
``TARBISH_SCORE_LOG_DIR``, ``TARBISH_SCORE_RECOVERY_DIR`` (or the ``--data-dir`` option,
through :func:`set_data_dir`) override it. ``TARBISH_SCORE_SYNC_DIR`` (or ``--sync-dir``, through
:func:`set_sync_dir`) names the sync folder other laptops share matches through (docs/sync.md);
there is none by default.

Private by default (docs/architecture.md, "Files and who may read them"): every
folder the app makes for itself is ``0700`` and every file it keeps there ``0600``
(:func:`make_folder`, :func:`private_folder`, :func:`keep_private`,
:func:`private_file`); exports the player asks for follow the umask instead
(:mod:`tarbish_score.exchange.files`). On Windows the user's profile is private
already and these helpers change nothing.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
import sys
import tempfile
from contextlib import suppress
from pathlib import Path
from typing import Final

APP_NAME = "tarbish-score"
DATA_ENV = "TARBISH_SCORE_DATA_DIR"
CONFIG_ENV = "TARBISH_SCORE_CONFIG_DIR"
LOG_ENV = "TARBISH_SCORE_LOG_DIR"
RECOVERY_ENV = "TARBISH_SCORE_RECOVERY_DIR"
SYNC_ENV = "TARBISH_SCORE_SYNC_DIR"
#: The mode of every folder the app makes for itself, and of every file it keeps there.
PRIVATE_FOLDER: Final = 0o700
PRIVATE_FILE: Final = 0o600

_data_override: Path | None = None
_sync_override: Path | None = None


def set_data_dir(path: str | os.PathLike[str] | None) -> None:
    """Use ``path`` as the data directory for this process (``--data-dir``)."""
    global _data_override
    _data_override = None if path is None else Path(path)


def data_dir() -> Path:
    """The directory for the match archive (created on demand by the caller)."""
    if _data_override is not None:
        return _data_override
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def set_sync_dir(path: str | os.PathLike[str] | None) -> None:
    """Use ``path`` as the sync folder for this process (``--sync-dir``); None: back to the environment."""
    global _sync_override
    _sync_override = None if path is None else Path(path)


def sync_dir() -> Path | None:
    """The sync folder given for this run: ``--sync-dir``, else ``TARBISH_SCORE_SYNC_DIR``, else None.

    None means "none given here": the window then uses its setting (docs/sync.md); commands use none.
    """
    if _sync_override is not None:
        return _sync_override
    env = os.environ.get(SYNC_ENV)
    return Path(env) if env else None


def make_folder(path: str | os.PathLike[str], *, own: bool | None = None) -> Path:
    """Create the folder ``path`` and those above it, as ``mkdir -p`` does, each ``0700``, and return it.

    A symbolic link to a folder not made yet (e.g. the data folder linked into a
    synced folder before the first start) makes the link's target.

    An existing folder keeps its mode unless it is the app's own (``own``; by
    default one of :func:`default_dirs`, named after the app): one of those that
    other users may read or write (an older version made them ``0755``) is made
    ``0700`` when it belongs to this user. A folder the player named
    (``--data-dir``, an environment variable) may be shared on purpose: it is left
    as it is, and the files the app keeps in it are ``0600`` all the same.

    Raises:
        OSError: the folder cannot be made (a file in its place, permissions, a full disk).
    """
    folder = Path(path)
    target = Path(os.path.realpath(folder))
    _make_levels(target)
    if (_is_default_folder(target) if own is None else own) and not os.path.islink(folder):
        _tighten(target, PRIVATE_FOLDER)
    return folder


def _make_levels(target: Path) -> None:
    """Make ``target`` and every missing folder above it, each ``0700`` (``Path.mkdir`` gives parents the umask's)."""
    missing: list[Path] = []
    probe = target
    while not os.path.lexists(probe) and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    for level in reversed(missing):
        with suppress(FileExistsError):  # made meanwhile (another process): fine if it is a folder
            os.mkdir(level, PRIVATE_FOLDER)
    if not target.is_dir():
        raise FileExistsError(errno.EEXIST, "it is a file, not a folder", str(target))


def _is_default_folder(target: Path) -> bool:
    """True when ``target`` (resolved) is one of the app's default folders, or the recovery folder."""
    own = [*default_dirs().values(), recovery_dir()]
    return any(os.path.realpath(folder) == str(target) for folder in own)


def _posix() -> bool:
    return sys.platform != "win32" and hasattr(os, "getuid")


def _tighten(path: str | os.PathLike[str], mode: int) -> bool:
    """Take group and other users' rights off ``path`` when it is this user's; True when it is private now.

    Never follows a symbolic link of the last step, never changes another user's
    file (root included: ``sudo`` must not take a user's own files from them).
    """
    if not _posix():  # pragma: no cover - Windows: the profile is private
        return True
    try:
        status = os.lstat(path)
        if stat.S_ISLNK(status.st_mode) or status.st_uid != os.getuid():
            return False
        if stat.S_IMODE(status.st_mode) & 0o077:
            os.chmod(path, mode)
    except OSError:
        return False
    return True


def keep_private(*files: str | os.PathLike[str]) -> None:
    """Make each existing file of this user ``0600`` (the archive and its ``-wal`` and ``-shm``, a snapshot…).

    A missing file, a link, another user's file or a file system without modes is left as it is.
    SQLite gives a new ``-wal`` or ``-shm`` the mode of its archive, so making the
    archive private right after SQLite creates it is enough for those.
    """
    for file in files:
        _tighten(file, PRIVATE_FILE)


def private_file(path: str | os.PathLike[str]) -> Path:
    """Create ``path`` empty and ``0600`` if missing (else make it private, as :func:`keep_private`); return it.

    For a file another library writes in place later (``settings.ini``: Qt keeps an
    existing file's mode when it rewrites it).

    Raises:
        OSError: it cannot be created.
    """
    file = Path(path)
    try:
        os.close(os.open(file, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), PRIVATE_FILE))
    except FileExistsError:
        keep_private(file)
    return file


class NotPrivateError(PermissionError):
    """A folder that must be this user's alone is not: another user's, a link, or open to others.

    ``strerror`` says which, in English (for the log).
    """


def private_folder(path: str | os.PathLike[str], *, below: str | os.PathLike[str], create: bool = True) -> Path:
    """Make sure every folder from ``below`` (exclusive) down to ``path`` is this user's alone; return ``path``.

    For folders whose content is trusted (recovery records, the socket for second
    launches), also in a folder every user may write (the system's temp folder):
    each level is made ``0700`` when missing (with ``create``), and must then be a
    real folder (not a link), owned by this user; one that others may use is made
    ``0700`` when it is this user's.

    Args:
        path: the folder.
        below: a folder above ``path`` that is trusted as it is (the home, the temp folder).
        create: make missing levels; without it a missing level raises ``FileNotFoundError``.

    Raises:
        NotPrivateError: a level is a link, another user's, or cannot be made private.
        OSError: a level cannot be made or looked at (``FileNotFoundError`` without ``create``).
    """
    folder = Path(path)
    base = Path(below)
    levels = [folder, *[p for p in folder.parents if p != base and base in p.parents]]
    for level in reversed(levels):
        if create:
            with suppress(FileExistsError):
                os.mkdir(level, PRIVATE_FOLDER)
        _check_private(level)
    return folder


def _check_private(level: Path) -> None:
    """Raise :class:`NotPrivateError` unless ``level`` is a real folder of this user, private (made so if need be)."""
    status = os.lstat(level)
    if not _posix():  # pragma: no cover - Windows: the profile is private
        return
    if stat.S_ISLNK(status.st_mode) or not stat.S_ISDIR(status.st_mode):
        raise NotPrivateError(errno.EPERM, "it is a link or not a folder", str(level))
    if status.st_uid != os.getuid():
        raise NotPrivateError(errno.EPERM, f"it belongs to another user (uid {status.st_uid})", str(level))
    if stat.S_IMODE(status.st_mode) & 0o077 and not _tighten(level, PRIVATE_FOLDER):
        raise NotPrivateError(
            errno.EPERM, f"other users may use it (mode {stat.S_IMODE(status.st_mode):o})", str(level)
        )


def folder_tie(data_folder: str | os.PathLike[str]) -> str:
    """A short name standing for one data folder (its resolved path, hashed): ``3fa9c0d2e4b61a77``.

    The same through a link; different for two folders. Names the recovery records'
    folder and the socket for second launches of that data folder.
    """
    resolved = os.path.realpath(data_folder)
    return hashlib.sha256(resolved.encode("utf-8", "surrogateescape")).hexdigest()[:16]


def config_dir() -> Path:
    """The directory for settings (an INI file, never the registry)."""
    env = os.environ.get(CONFIG_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """The INI file for ``QSettings``."""
    return config_dir() / "settings.ini"


def prepare_settings() -> Path | None:
    """Make the settings folder (``0700``) and ``settings.ini`` (``0600``) before Qt writes it; the file, or None.

    Qt creates a missing folder and file with the umask's modes, and keeps an
    existing file's mode: so the window makes them private first. A folder that
    cannot be made (a read-only home) is no error here: the settings then stay in memory.
    """
    try:
        make_folder(config_dir())
        return private_file(settings_path())
    except OSError:
        return None


def log_dir() -> Path:
    """The directory for the log file (created on demand by the caller)."""
    env = os.environ.get(LOG_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def recovery_dir() -> Path:
    """The folder for recovery records: matches the archive could not save when the app was left.

    Not inside the data folder (the usual reason for a recovery is that the data
    folder refuses writes): the user's state folder (``~/.local/state/tarbish-score/recovery``
    on Linux), or ``TARBISH_SCORE_RECOVERY_DIR``. Created on demand by the caller.
    """
    env = os.environ.get(RECOVERY_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_state_dir(APP_NAME, appauthor=False)) / "recovery"


def default_dirs() -> dict[str, Path]:
    """The folders used when no environment variable says otherwise, on this machine (for ``--help``).

    Returns:
        ``{environment variable: default folder}``: the data folder, the settings folder
        (holding ``settings.ini``), the log folder and the recovery folder.
    """
    import platformdirs

    return {
        DATA_ENV: Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        CONFIG_ENV: Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        LOG_ENV: Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
        RECOVERY_ENV: Path(platformdirs.user_state_dir(APP_NAME, appauthor=False)) / "recovery",
    }


def private_temp_dir() -> Path:
    """This user's folder in the system's temp folder: ``/tmp/tarbish-score-<uid>`` (made and checked by the caller,
    :func:`private_folder` with ``below=tempfile.gettempdir()``: another user may have made it first)."""
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    return Path(tempfile.gettempdir()) / f"{APP_NAME}-{user}"


def fallback_recovery_dir() -> Path:
    """Where recovery records go when :func:`recovery_dir` cannot be written: in :func:`private_temp_dir`."""
    return private_temp_dir() / "recovery"

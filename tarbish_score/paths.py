"""Where Tarabish Score keeps its files: the one place that knows.

Wraps platformdirs; ``TARBISH_SCORE_DATA_DIR``, ``TARBISH_SCORE_CONFIG_DIR`` and
``TARBISH_SCORE_LOG_DIR``, ``TARBISH_SCORE_RECOVERY_DIR`` (or the ``--data-dir`` option,
through :func:`set_data_dir`) override it.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

APP_NAME = "tarbish-score"
DATA_ENV = "TARBISH_SCORE_DATA_DIR"
CONFIG_ENV = "TARBISH_SCORE_CONFIG_DIR"
LOG_ENV = "TARBISH_SCORE_LOG_DIR"
RECOVERY_ENV = "TARBISH_SCORE_RECOVERY_DIR"

_data_override: Path | None = None


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


def make_folder(path: str | os.PathLike[str]) -> Path:
    """Create the folder ``path`` and those above it, as ``mkdir -p`` does, and return it.

    A symbolic link to a folder not made yet (e.g. the data folder linked into a
    synced folder before the first start) makes the link's target.

    Raises:
        OSError: the folder cannot be made (a file in its place, permissions, a full disk).
    """
    folder = Path(path)
    Path(os.path.realpath(folder)).mkdir(parents=True, exist_ok=True)
    return folder


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


def fallback_recovery_dir() -> Path:
    """Where recovery records go when :func:`recovery_dir` cannot be written: the system's temp folder."""
    return Path(tempfile.gettempdir()) / f"{APP_NAME}-recovery"

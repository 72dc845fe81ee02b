"""The app's log: a rotating file in the log folder, and the console with ``--debug``.

Every part logs to a named logger under ``tarbish_score`` (``tarbish_score.storage``,
``tarbish_score.qt``, ``tarbish_score.ui``…); :func:`set_up` sends them all to
``tarbish-score.log`` in :func:`tarbish_score.paths.log_dir`. Qt-free.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

__all__ = ["LOG_FILE", "ROOT", "set_up", "shut_down"]

#: The logger every named logger of the app is under.
ROOT = "tarbish_score"
#: The log file's name in the log folder.
LOG_FILE = "tarbish-score.log"
#: Rotate at this size (bytes), keeping this many old files.
_MAX_BYTES = 1_000_000
_BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
#: Marks the handlers :func:`set_up` added, so a second call replaces them.
_OURS = "_tarbish_score_handler"


def set_up(*, debug: bool = False) -> Path | None:
    """Log to the rotating file (INFO and up), and with ``debug`` everything to the console too.

    Calling it again replaces the handlers it added before.

    Args:
        debug: also log to standard error, at DEBUG (``--debug``); the file then gets DEBUG too.

    Returns:
        The log file, or None when the log folder cannot be written (the console still works).
    """
    from tarbish_score import paths

    shut_down()
    root = logging.getLogger(ROOT)
    level = logging.DEBUG if debug else logging.INFO
    root.setLevel(level)
    formatter = logging.Formatter(_FORMAT)
    path: Path | None = paths.log_dir() / LOG_FILE
    handlers: list[logging.Handler] = []
    try:
        assert path is not None
        paths.make_folder(path.parent)
        handlers.append(_private_handler(path))
    except OSError:
        path = None  # a read-only home: keep going without a file
    if debug:
        handlers.append(logging.StreamHandler(sys.stderr))
    for handler in handlers:
        handler.setLevel(level)
        handler.setFormatter(formatter)
        setattr(handler, _OURS, True)
        root.addHandler(handler)
    if path is None:
        root.warning("the log folder cannot be written; logging to the console only")
    else:
        root.debug("logging to %s", path)
    return path


def _private_handler(path: Path) -> logging.Handler:
    """The rotating file handler, each file it opens ``0600``: the log names files and folders of this user.

    Raises:
        OSError: the file cannot be opened.
    """
    from logging.handlers import RotatingFileHandler

    from tarbish_score import paths

    class PrivateRotatingFileHandler(RotatingFileHandler):
        def _open(self) -> Any:
            paths.private_file(self.baseFilename)  # also after each rotation
            return super()._open()

    return PrivateRotatingFileHandler(path, maxBytes=_MAX_BYTES, backupCount=_BACKUPS, encoding="utf-8")


def shut_down() -> None:
    """Remove (and close) the handlers :func:`set_up` added."""
    root = logging.getLogger(ROOT)
    for handler in [h for h in root.handlers if getattr(h, _OURS, False)]:
        root.removeHandler(handler)
        handler.close()

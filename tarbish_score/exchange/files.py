"""Crash-safe file writes: a temporary file beside the target, synced, then renamed over it."""

from __future__ import annotations

import os
import tempfile
from contextlib import suppress
from pathlib import Path

__all__ = ["write_atomic"]


def write_atomic(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` to ``path`` whole, or leave ``path`` as it was.

    The bytes go to a temporary file in the same folder, are synced to disk,
    and the file is renamed over ``path`` (atomic on one file system), so a
    full disk or a crash never leaves half a file.

    Returns:
        The path written.

    Raises:
        OSError: the folder is missing or not writable, or the disk is full;
            no temporary file is left behind.
    """
    target = Path(path)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    return target

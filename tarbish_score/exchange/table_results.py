"""A table laptop's match record coming back to the tournament desk, without Qt (docs/rules.md section 11).

A table that played its game in the app exports its match record (a file on a USB stick, or a folder a
sync tool carries). The desk reads it here: :func:`read_table_record` gives the match and the table code it
carries (its top-level ``table_code``, docs/match-record.md), or the one problem of the file.

A watched folder (:class:`FolderScan`) is read on each change and each slow tick; a sync tool writes a file
in several steps, so:

- its temporary names are never read (:func:`is_temporary`: dot files, ``*.tmp``, ``*.part``, ``~$*``,
  ``.~lock.*#``, ``.syncthing.*.tmp``);
- a file that does not read is tried again on the next scan, and refused only once it is stable (the same
  size and modification time as when it last failed to read);
- a file taken or refused is not read again until it changes.
"""

from __future__ import annotations

import fnmatch
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from tarbish_score.model import Match
from tarbish_score.model.tournament import TABLE_CODE_KEY

from .importing import ImportFailedError, ImportProblem, ReadRecord, read_one
from .records import RECORD_SUFFIX

__all__ = ["TEMPORARY_PATTERNS", "Arrival", "FolderScan", "is_temporary", "read_table_record", "table_code_of"]

#: Names a sync tool or an editor gives a file while it is still being written (fnmatch patterns).
TEMPORARY_PATTERNS: Final = (".*", "*.tmp", "*.part", "~$*", ".~lock.*#", ".syncthing.*.tmp")


def is_temporary(name: str) -> bool:
    """True for a file name a sync tool or an editor uses while writing (never read: it may be half-written)."""
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in TEMPORARY_PATTERNS)


def table_code_of(match: Match) -> str | None:
    """The table code a match record carries in its top-level ``table_code`` field, or None."""
    code = match.extra.get(TABLE_CODE_KEY)
    return code if isinstance(code, str) and code.strip() else None


def read_table_record(path: str | os.PathLike[str]) -> ReadRecord:
    """Read and check one table laptop's match record file (as an import reads it).

    Returns:
        The record: its match (its ``table_code`` among ``match.extra``), dates and fingerprint.

    Raises:
        ImportFailedError: with the file's one problem (not readable, not a match record, too large).
    """
    return read_one(Path(path))


@dataclass(frozen=True)
class Arrival:
    """A file of the watched folder that is ready: read, or refused for good.

    Attributes:
        path: the file.
        record: the record read, or None when it was refused.
        problem: why it cannot be read (None when ``record`` is set).
    """

    path: Path
    record: ReadRecord | None
    problem: ImportProblem | None = None


def _signature(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_size, stat.st_mtime_ns


class FolderScan:
    """What a watched folder holds that the desk has not taken yet (see the module docstring).

    Args:
        folder: the folder a sync tool or a USB stick fills with match records.
    """

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        #: Files taken or refused, by the (size, modification time) they had then.
        self._done: dict[Path, tuple[int, int]] = {}
        #: Files that did not read, by the (size, modification time) they had then.
        self._failing: dict[Path, tuple[int, int]] = {}

    def candidates(self) -> list[Path]:
        """The folder's ``.tarbish.json`` files that are not temporary names, by name ([] if it cannot be listed)."""
        try:
            entries = sorted(self.folder.iterdir())
        except OSError:
            return []
        return [p for p in entries if p.name.endswith(RECORD_SUFFIX) and not is_temporary(p.name) and p.is_file()]

    def scan(self) -> list[Arrival]:
        """Read every new or changed file that reads, or that stayed unreadable and unchanged since the last scan.

        A file that fails to read for the first time at its present size and time is left for the next scan
        (it may still be being written).
        """
        arrivals: list[Arrival] = []
        for path in self.candidates():
            signature = _signature(path)
            if signature is None or self._done.get(path) == signature:
                continue
            try:
                record = read_table_record(path)
            except ImportFailedError as error:
                if self._failing.get(path) != signature:
                    self._failing[path] = signature  # maybe half-written: try again on the next scan
                    continue
                self._failing.pop(path, None)
                self._done[path] = signature
                arrivals.append(Arrival(path, None, error.problems[0]))
                continue
            self._failing.pop(path, None)
            self._done[path] = signature
            arrivals.append(Arrival(path, record))
        return arrivals

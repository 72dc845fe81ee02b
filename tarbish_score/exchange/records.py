"""The exported match record: docs/match-record.md plus its audit log and archive dates.

An export is a version-1 match record with two extra top-level fields, which
readers keep or ignore as docs/match-record.md allows:

- ``"log"``: the audit trail, oldest first (``LogEntry.to_json`` objects);
- ``"archive"``: ``{"id", "created", "updated", "finished"}`` from the archive it
  came from (UTC ISO 8601; ``finished`` null while in progress), so a restore
  keeps the dates. Import drops it from the stored record;
- ``"statistics"``: the match statistics (``model.statistics_document``), derived
  from the rounds; every reader drops it (``model.record.DERIVED_KEYS``).

Whatever the archive holds is written as a record that imports again
(:func:`record_text`): JSON has no Infinity, so a number out of JSON's range
that an older version kept among a record's unknown fields is written as
``null``, a lone surrogate (text no UTF-8 file can hold) as U+FFFD, and a record
that would pass the 10 MB import limit indented is written without indentation.
A record that is too big even then is refused at write time
(:class:`RecordTooLargeError`) instead of being written as a file that import
refuses: raising the limit for exports would let any file claim to be one, and
cutting its log would lose the corrections it records.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
from collections.abc import Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score.model import Match, TarbishError, dump_record, load_record, statistics_document
from tarbish_score.model.record import MAX_NESTING, MAX_RECORD_BYTES, nesting_depth

from .files import write_atomic

if TYPE_CHECKING:
    from tarbish_score.storage import LogEntry, MatchStore, MatchSummary

__all__ = [
    "ARCHIVE_KEY",
    "LOG_KEY",
    "RECORD_SUFFIX",
    "STATISTICS_KEY",
    "SYNC_KEY",
    "RecordTooDeepError",
    "RecordTooLargeError",
    "export_record",
    "export_size",
    "portable",
    "record_text",
    "stored_record",
    "write_record",
]

LOG_KEY: Final = "log"
ARCHIVE_KEY: Final = "archive"
#: The sync folder's own fields of a record file (docs/sync.md): ``{"laptop", "superseded"}``; ignored on import.
SYNC_KEY: Final = "sync"
#: The derived match statistics of an export (docs/match-record.md section 3); ignored on import.
STATISTICS_KEY: Final = "statistics"
#: The usual file ending of a match record.
RECORD_SUFFIX: Final = ".tarbish.json"
_SURROGATE: Final = re.compile("[\ud800-\udfff]")
_MB: Final = 1024 * 1024
#: As long as any archive date or id is written (room kept for each when measuring an export).
_LONGEST_MOMENT: Final = "2026-11-30T21:04:05.123456+00:00"
#: As long as every match identity (room kept for one when measuring an export).
_NIL_UUID: Final = "00000000-0000-0000-0000-000000000000"


class RecordTooLargeError(OSError):
    """A match record over the import limit even written compactly: it would not import again.

    An ``OSError`` (``EFBIG``, "file too large") so that every place that writes
    a record reports it as the file it could not write.

    Attributes:
        size: the record's compact size, in bytes.
    """

    def __init__(self, size: int) -> None:
        self.size = size
        super().__init__(
            errno.EFBIG,
            f"with its audit log the match record is {size / _MB:.1f} MB, more than the "
            f"{MAX_RECORD_BYTES // _MB} MB a match record may be, so it could not be imported again",
        )

    def __str__(self) -> str:
        return str(self.strerror)


class RecordTooDeepError(OSError):
    """A match record nesting lists and objects deeper than import takes: it would not import again.

    An ``OSError`` (``EINVAL``) for the same reason as :class:`RecordTooLargeError`. Only a record
    an older version kept can be that deep; the app refuses such a record when it comes in.
    """

    def __init__(self) -> None:
        super().__init__(
            errno.EINVAL,
            f"the match record nests lists and objects more than {MAX_NESTING} deep, so it could not be imported again",
        )

    def __str__(self) -> str:
        return str(self.strerror)


def _iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def export_record(
    match: Match,
    log: Iterable[LogEntry] | None = None,
    *,
    match_id: int | None = None,
    created: datetime | None = None,
    updated: datetime | None = None,
    finished: datetime | None = None,
) -> dict[str, Any]:
    """The match record of ``match`` with its log and, when known, its archive dates.

    Args:
        match: the match (an in-memory one from the window too).
        log: its audit trail, oldest first; None leaves ``"log"`` out.
        match_id: its id in the archive, if it is kept there.
        created, updated, finished: its archive dates, when known.

    Returns:
        JSON-ready data.
    """
    record = dump_record(match)
    record.pop(LOG_KEY, None)
    record.pop(ARCHIVE_KEY, None)
    record.pop(SYNC_KEY, None)
    record[STATISTICS_KEY] = statistics_document(match)
    if log is not None:
        record[LOG_KEY] = [entry.to_json() for entry in log]
    if match_id is not None or created is not None:
        record[ARCHIVE_KEY] = {
            "id": match_id,
            "created": _iso(created),
            "updated": _iso(updated),
            "finished": _iso(finished),
        }
    return record


def stored_record(store: MatchStore, match_id: int, summary: MatchSummary | None = None) -> dict[str, Any]:
    """The export of archived match ``match_id``: record, statistics, log and dates.

    A record that no longer loads is exported as stored (with its log, without
    statistics), so a backup never drops it.

    Args:
        store: the open archive.
        match_id: the match.
        summary: its archive line, when the caller has it already (saves a read).

    Raises:
        MatchNotFoundError: no such match.
        StoreError: the archive cannot be read.
    """
    from tarbish_score.storage import StoreError

    record = store.export_record(match_id)
    _add_statistics(record)
    if summary is not None:
        dates = (summary.created, summary.updated, summary.finished)
    else:
        try:
            stored = store.load_match(match_id)
        except StoreError:  # a record that no longer loads: exported without dates
            return record
        dates = (stored.created, stored.updated, stored.finished)
    record[ARCHIVE_KEY] = {
        "id": match_id,
        "created": _iso(dates[0]),
        "updated": _iso(dates[1]),
        "finished": _iso(dates[2]),
    }
    return record


def _add_statistics(record: dict[str, Any]) -> None:
    """Put the derived ``statistics`` object into an exported record that loads (else leave it out)."""
    try:
        match = load_record(record)
    except TarbishError:  # RecordError too: a record that no longer loads has no statistics
        return
    record[STATISTICS_KEY] = statistics_document(match)


def portable(value: Any) -> Any:
    """``value`` as data every JSON reader takes: non-finite numbers become None, lone surrogates U+FFFD.

    Args:
        value: JSON-like data (dicts, lists, tuples, text, numbers, booleans, None).

    Returns:
        The same data, copied where it had to change (tuples become lists).
    """
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, str):
        return value if value.isascii() else _SURROGATE.sub("\ufffd", value)
    if isinstance(value, Mapping):
        return {portable(key): portable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [portable(item) for item in value]
    return value


def record_text(record: Mapping[str, Any], *, limit: int | None = MAX_RECORD_BYTES) -> str:
    """The record as the JSON text of a ``.tarbish.json`` file that imports again (see the module docstring).

    Indented, with a newline at the end; written compactly when the indented text would be over ``limit``.

    Args:
        record: the export (:func:`export_record`, :func:`stored_record`).
        limit: the most UTF-8 bytes the text may take (the import limit); None for no limit.

    Raises:
        RecordTooLargeError: over ``limit`` even compact.
        RecordTooDeepError: nested deeper than import takes (``model.record.MAX_NESTING``).
    """
    if nesting_depth(record) > MAX_NESTING:  # checked first: writing it would run out of stack
        raise RecordTooDeepError
    data = portable(record)
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False) + "\n"
    if limit is None or len(text.encode("utf-8")) <= limit:
        return text
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n"
    size = len(text.encode("utf-8"))
    if size > limit:
        raise RecordTooLargeError(size)
    return text


def export_size(match: Match) -> int:
    """The UTF-8 bytes ``match`` would take exported compactly as an archive's match: its record, its
    statistics, its log (an imported export's ``"log"``, else the one entry the archive starts it with),
    its identity and its archive dates.

    Raises:
        TarbishError: a round of ``match`` does not score.
    """
    record = dump_record(match)
    record.pop(ARCHIVE_KEY, None)
    record.setdefault("uuid", _NIL_UUID)  # the identity the archive gives it, when it has none yet
    record[STATISTICS_KEY] = statistics_document(match)
    record.setdefault(
        LOG_KEY, [{"timestamp": _LONGEST_MOMENT, "action": "new", "round": None, "before": None, "after": None}]
    )
    record[ARCHIVE_KEY] = {key: _LONGEST_MOMENT for key in ("id", "created", "updated", "finished")}
    text = json.dumps(portable(record), ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return len(text.encode("utf-8")) + 1


def write_record(record: Mapping[str, Any], path: str | os.PathLike[str], *, mode: int | None = None) -> Path:
    """Write ``record`` to ``path`` whole or not at all (``mode``: see :func:`.files.write_atomic`).

    Raises:
        RecordTooLargeError, RecordTooDeepError: the record would not import again (see
            :func:`record_text`); nothing written.
        OSError: the file cannot be written; an existing file is left as it was.
    """
    return write_atomic(path, record_text(record).encode("utf-8"), mode=mode)

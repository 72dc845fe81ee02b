"""The exported match record: docs/match-record.md plus its audit log and archive dates.

An export is a version-1 match record with two extra top-level fields, which
readers keep or ignore as docs/match-record.md allows:

- ``"log"``: the audit trail, oldest first (``LogEntry.to_json`` objects);
- ``"archive"``: ``{"id", "created", "updated", "finished"}`` from the archive it
  came from (UTC ISO 8601; ``finished`` null while in progress), so a restore
  keeps the dates. Import drops it from the stored record.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score.model import Match, dump_record

from .files import write_atomic

if TYPE_CHECKING:
    from tarbish_score.storage import LogEntry, MatchStore, MatchSummary

__all__ = ["ARCHIVE_KEY", "LOG_KEY", "RECORD_SUFFIX", "export_record", "record_text", "stored_record", "write_record"]

LOG_KEY: Final = "log"
ARCHIVE_KEY: Final = "archive"
#: The usual file ending of a match record.
RECORD_SUFFIX: Final = ".tarbish.json"


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
    """The export of archived match ``match_id``: record, log and dates.

    A record that no longer loads is exported as stored (with its log), so a
    backup never drops it.

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


def record_text(record: Mapping[str, Any]) -> str:
    """The record as the JSON text of a ``.tarbish.json`` file (UTF-8, indented, newline at the end)."""
    return json.dumps(record, ensure_ascii=False, indent=1) + "\n"


def write_record(record: Mapping[str, Any], path: str | os.PathLike[str]) -> Path:
    """Write ``record`` to ``path`` whole or not at all.

    Raises:
        OSError: the file cannot be written; an existing file is left as it was.
    """
    return write_atomic(path, record_text(record).encode("utf-8"))

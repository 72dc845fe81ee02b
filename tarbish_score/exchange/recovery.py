"""Recovery records: a match the archive could not save, kept as a file when the app was left.

When the window closes (a quit, a signal, the desktop session ending) while
changes still wait for the archive (a read-only or full disk), the match in
force is written as an exported match record (:mod:`.records`: the record with
its log and its archive id) into :func:`tarbish_score.paths.recovery_dir`, or,
when that folder refuses, the system's temp folder. The next start finds these
files (:func:`find_recovery`) and offers to bring them back into the archive
(:func:`bring_back`) or to discard them (:func:`discard_recovery`).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score import paths

from .names import safe_name
from .records import ARCHIVE_KEY, LOG_KEY, RECORD_SUFFIX, export_record, write_record

if TYPE_CHECKING:
    from collections.abc import Iterable

    from tarbish_score.model import Match
    from tarbish_score.storage import LogEntry, MatchStore

__all__ = [
    "RECOVERY_PREFIX",
    "bring_back",
    "discard_recovery",
    "find_recovery",
    "keep_recovery",
    "recovery_name",
    "write_recovery",
]

#: How a recovery record's file name starts.
RECOVERY_PREFIX: Final = "unsaved "

_log = logging.getLogger("tarbish_score.storage")


def _folders() -> list[Path]:
    return [paths.recovery_dir(), paths.fallback_recovery_dir()]


def recovery_name(match: Match, moment: datetime | None = None) -> str:
    """The file name of a recovery record: ``unsaved Us v Them 2026-11-30 21-04-05.tarbish.json``."""
    moment = moment or datetime.now(UTC).astimezone()
    safe = safe_name(f"{match.teams[0].name} v {match.teams[1].name}")[:80]
    return f"{RECOVERY_PREFIX}{safe} {moment:%Y-%m-%d %H-%M-%S}{RECORD_SUFFIX}"


def keep_recovery(
    match: Match, log: Iterable[LogEntry] = (), *, match_id: int | None = None, previous: Path | None = None
) -> Path:
    """Write ``match`` (with its log and archive id) as a recovery record; see :func:`write_recovery`.

    Raises:
        OSError: neither the recovery folder nor the temp folder would take it.
    """
    return write_recovery(export_record(match, log, match_id=match_id), recovery_name(match), previous=previous)


def write_recovery(record: Mapping[str, Any], name: str, *, previous: Path | None = None) -> Path:
    """Write ``record`` (from :func:`.records.export_record`) as a recovery file.

    Tries ``previous`` first (the same session rewrites its one file), then
    ``name`` in :func:`tarbish_score.paths.recovery_dir`, then in the system's
    temp folder; each folder is created when missing.

    Args:
        record: the exported match record with its log.
        name: the file name for a new file (:func:`recovery_name`).
        previous: the file this session wrote before, if any.

    Returns:
        The file written.

    Raises:
        OSError: no place would take it (the last error).
    """
    targets = [] if previous is None else [previous]
    targets += [_free(folder / name) for folder in _folders()]
    failure: OSError | None = None
    for target in targets:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            written = write_record(record, target)
        except OSError as error:
            _log.warning("cannot write the recovery record %s: %s", target, error)
            failure = error
            continue
        if previous is not None and written != previous:
            discard_recovery(previous)
        return written
    assert failure is not None  # at least two targets were tried
    raise failure


def _free(path: Path) -> Path:
    """``path``, or ``… (2).tarbish.json``, ``… (3)…`` when taken (two matches of the same teams at once)."""
    stem = path.name[: -len(RECORD_SUFFIX)]
    candidate, number = path, 2
    while candidate.exists():
        candidate = path.with_name(f"{stem} ({number}){RECORD_SUFFIX}")
        number += 1
    return candidate


def find_recovery() -> list[Path]:
    """The recovery records waiting to be brought back, oldest first."""
    found: list[Path] = []
    for folder in _folders():
        try:
            found += [
                p for p in folder.iterdir() if p.name.startswith(RECOVERY_PREFIX) and p.name.endswith(RECORD_SUFFIX)
            ]
        except OSError:  # no such folder (the usual case), or unreadable
            continue
    return sorted(found, key=_moment)


def _moment(path: Path) -> tuple[float, str]:
    """When a recovery record was written, for sorting (then its name)."""
    try:
        return path.stat().st_mtime, path.name
    except OSError:
        return 0.0, path.name


def discard_recovery(path: Path) -> bool:
    """Delete a recovery record (brought back, or discarded by the player).

    Returns:
        True when it was deleted (False: already gone, or the folder refuses).
    """
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    except OSError as error:
        _log.warning("cannot delete the recovery record %s: %s", path, error)
        return False
    _log.info("recovery record %s removed", path)
    return True


def bring_back(store: MatchStore, path: Path) -> int:
    """Put the match of recovery record ``path`` into the archive; the file stays (see :func:`discard_recovery`).

    When the record names a match of this archive whose log is the start of the
    record's log (the same match, saved up to the failure), the recovered match
    takes its place (keeping its start date); otherwise it is added as a new
    match. A record already in the archive as it is is not added twice.

    Returns:
        The archive id of the match brought back.

    Raises:
        ImportFailedError: the file is not a readable match record.
        StoreWriteError, StoreError: the archive refused; nothing changed.
    """
    from tarbish_score.storage import MatchNotFoundError, StoreError

    from .importing import import_records, read_paths

    (read,) = read_paths([path])
    earlier: int | None = None
    archive_id = _archive_id(path)
    if archive_id is not None:
        try:
            stored = store.load_match(archive_id)
        except (MatchNotFoundError, StoreError):
            stored = None
        if stored is not None and _continues(stored.log, read.match.extra.get(LOG_KEY)):
            earlier = archive_id
            read = dataclasses.replace(read, created=stored.created)
    result = import_records(store, [read])
    if result.ids:
        match_id = result.ids[0]
        if earlier is not None:
            store.delete_match(earlier)  # after the import: a failure in between leaves two, never none
    else:
        skipped = result.skipped[0][1]
        assert skipped is not None  # one record: skipped only as a match already in the archive
        match_id = skipped
    _log.info("recovery record %s brought back as match %d", path, match_id)
    return match_id


def _archive_id(path: Path) -> int | None:
    import json

    try:
        data = json.loads(path.read_bytes())
        found = data[ARCHIVE_KEY]["id"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return found if isinstance(found, int) and not isinstance(found, bool) else None


def _continues(stored_log: object, recovered_log: object) -> bool:
    """True when ``recovered_log`` (exported entries) starts with every entry of ``stored_log``."""
    if not isinstance(recovered_log, list) or not isinstance(stored_log, tuple | list):
        return False
    saved = [entry.to_json() for entry in stored_log]
    return bool(saved) and recovered_log[: len(saved)] == saved

"""Recovery records: a match the archive could not save, kept as a file when the app was left.

When the window closes (a quit, a signal, the desktop session ending) while
changes still wait for the archive (a read-only or full disk), the match in
force is written as an exported match record (:mod:`.records`: the record with
its log and its archive id) into :func:`tarbish_score.paths.recovery_dir`, or,
when that folder refuses, this user's folder in the system's temp folder
(:func:`tarbish_score.paths.fallback_recovery_dir`). The next start finds these
files (:func:`find_recovery`) and offers to bring them back into the archive
(:func:`bring_back`) or to discard them (:func:`discard_recovery`).

Each record belongs to one user and one data folder, and is never offered to
another (docs/architecture.md, "Files and who may read them"):

- it lies in a folder named for its data folder (:func:`tarbish_score.paths.folder_tie`)
  inside the recovery folder; every level is this user's alone, ``0700``
  (:func:`tarbish_score.paths.private_folder`), and the record is ``0600``;
- a record is offered only when it is a plain file of this user that no other
  user may write, in such a folder; anything else there is left alone (and logged);
- the process writing a record holds an OS lock on its companion file
  (``.<record name>.writer``) for as long as it lives, so a record another
  running window may still rewrite is neither offered nor discarded. The OS
  drops the lock when that process dies, even by SIGKILL.
"""

from __future__ import annotations

import dataclasses
import errno
import logging
import os
import stat
import sys
import tempfile
from collections.abc import Mapping
from contextlib import suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score import paths
from tarbish_score.model.record import MAX_RECORD_BYTES

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


#: The companion file a writer holds locked: ``.<record name>`` + this.
_WRITER_SUFFIX: Final = ".writer"
#: The records this process writes (or is about to remove): record -> the open, locked companion file.
_claims: dict[Path, int] = {}


def _folders(data_folder: str | os.PathLike[str] | None) -> list[tuple[Path, Path]]:
    """(folder, the trusted folder above its private levels) for ``data_folder``'s records, in order of preference."""
    tie = paths.folder_tie(paths.data_dir() if data_folder is None else data_folder)
    home = paths.recovery_dir()
    return [(home / tie, home.parent), (paths.fallback_recovery_dir() / tie, Path(tempfile.gettempdir()))]


def recovery_name(match: Match, moment: datetime | None = None) -> str:
    """The file name of a recovery record: ``unsaved Us v Them 2026-11-30 21-04-05.tarbish.json``."""
    moment = moment or datetime.now(UTC).astimezone()
    safe = safe_name(f"{match.teams[0].name} v {match.teams[1].name}", limit=80)
    return f"{RECOVERY_PREFIX}{safe} {moment:%Y-%m-%d %H-%M-%S}{RECORD_SUFFIX}"


def keep_recovery(
    match: Match,
    log: Iterable[LogEntry] = (),
    *,
    match_id: int | None = None,
    previous: Path | None = None,
    data_folder: str | os.PathLike[str] | None = None,
) -> Path:
    """Write ``match`` (with its log and archive id) as a recovery record; see :func:`write_recovery`.

    Raises:
        OSError: neither the recovery folder nor the temp folder would take it.
    """
    record = export_record(match, log, match_id=match_id)
    return write_recovery(record, recovery_name(match), previous=previous, data_folder=data_folder)


def write_recovery(
    record: Mapping[str, Any],
    name: str,
    *,
    previous: Path | None = None,
    data_folder: str | os.PathLike[str] | None = None,
) -> Path:
    """Write ``record`` (from :func:`.records.export_record`) as a recovery file of ``data_folder``, ``0600``.

    Tries ``previous`` first (the same session rewrites its one file), then
    ``name`` in the data folder's folder in :func:`tarbish_score.paths.recovery_dir`,
    then in :func:`tarbish_score.paths.fallback_recovery_dir`; each folder is
    made private (``0700``) when missing, and refused when it is not this user's
    alone. This process holds the file (see the module's notes) until
    :func:`discard_recovery` or its end.

    Args:
        record: the exported match record with its log.
        name: the file name for a new file (:func:`recovery_name`).
        previous: the file this session wrote before, if any.
        data_folder: the data folder the record belongs to; :func:`tarbish_score.paths.data_dir` by default.

    Returns:
        The file written.

    Raises:
        OSError: no place would take it (the last error).
    """
    targets: list[Path | tuple[Path, Path]] = [] if previous is None else [previous]
    targets += _folders(data_folder)
    failure: OSError | None = None
    for place in targets:
        where = place if isinstance(place, Path) else place[0]
        target: Path | None = None
        try:
            if isinstance(place, Path):
                target = place
            else:
                target = _claim_new(paths.private_folder(place[0], below=place[1]) / name)
            if not _claim(target):
                raise OSError(errno.EBUSY, "another running window holds it", str(target))
            written = write_record(record, target, mode=paths.PRIVATE_FILE)
        except OSError as error:
            _log.warning("cannot write the recovery record %s: %s", target or where, error)
            if target is not None and target != previous:
                _release(target)
            failure = error
            continue
        if previous is not None and written != previous:
            discard_recovery(previous)
        return written
    assert failure is not None  # at least two targets were tried
    raise failure


def _claim_new(path: Path) -> Path:
    """``path``, or ``… (2).tarbish.json``, ``… (3)…`` when taken (two matches of the same teams at once), claimed.

    Raises:
        OSError: the companion file cannot be made (a read-only folder).
    """
    stem = path.name[: -len(RECORD_SUFFIX)]
    candidate, number = path, 2
    while os.path.lexists(candidate) or not _claim(candidate):
        candidate = path.with_name(f"{stem} ({number}){RECORD_SUFFIX}")
        number += 1
    return candidate


def _writer(path: Path) -> Path:
    return path.with_name(f".{path.name}{_WRITER_SUFFIX}")


def _claim(path: Path) -> bool:
    """Hold ``path``'s companion file locked for this process; False when another process holds it.

    Raises:
        OSError: the companion file cannot be made or opened (a read-only folder, a link in its place).
    """
    from tarbish_score.storage.lock import try_lock  # the archive's own lock, loaded when first needed

    if path in _claims:
        return True
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(_writer(path), flags, paths.PRIVATE_FILE)
    if not try_lock(fd):
        os.close(fd)
        return False
    _claims[path] = fd
    return True


def _release(path: Path) -> None:
    """Let ``path`` go: its companion file is removed (while still held, so nobody takes a stale one) and closed."""
    fd = _claims.pop(path, None)
    if fd is None:
        return
    if sys.platform != "win32":  # Windows cannot remove an open file: closed first there
        with suppress(OSError):
            os.unlink(_writer(path))
    os.close(fd)
    if sys.platform == "win32":  # pragma: no cover - Windows
        with suppress(OSError):
            os.unlink(_writer(path))


def find_recovery(data_folder: str | os.PathLike[str] | None = None) -> list[Path]:
    """The recovery records of ``data_folder`` waiting to be brought back, oldest first.

    Only this user's records of that data folder, in folders that are this user's
    alone, and none another running process still holds (see the module's notes).

    Args:
        data_folder: :func:`tarbish_score.paths.data_dir` by default.
    """
    found: list[Path] = []
    for folder, below in _folders(data_folder):
        try:
            paths.private_folder(folder, below=below, create=False)
            entries = [p for p in folder.iterdir() if _is_record_name(p.name)]
        except FileNotFoundError:  # no record was ever kept there (the usual case)
            continue
        except OSError as error:
            _log.warning("recovery records in %s are not offered: %s", folder, error.strerror or error)
            continue
        found += [path for path in entries if _offerable(path)]
    _note_earlier_records()
    return sorted(found, key=_moment)


def _is_record_name(name: str) -> bool:
    return name.startswith(RECOVERY_PREFIX) and name.endswith(RECORD_SUFFIX)


def _offerable(path: Path) -> bool:
    """True for a plain file of this user no one else may write, held by no other process."""
    if sys.platform != "win32":
        try:
            status = os.lstat(path)
        except OSError:
            return False
        if not stat.S_ISREG(status.st_mode) or status.st_uid != os.getuid() or status.st_mode & 0o022:
            _log.warning("the recovery record %s is not offered: it is not a file of this user alone", path)
            return False
    if path in _claims:
        return True  # this process wrote it (a window of this process left it)
    try:
        free = _claim(path)
    except OSError as error:
        _log.warning("the recovery record %s is not offered: %s", path, error.strerror or error)
        return False
    if not free:
        _log.info("the recovery record %s is not offered: a running window is still writing it", path)
        return False
    _release(path)
    return True


def _note_earlier_records() -> None:
    """Log the records an earlier version left, tied to no data folder: never offered, never deleted.

    Import brings one in (it is an exported match record).
    """
    earlier = [paths.recovery_dir(), Path(tempfile.gettempdir()) / f"{paths.APP_NAME}-recovery"]
    for folder in earlier:
        try:
            names = [p.name for p in folder.iterdir() if p.name.startswith(RECOVERY_PREFIX) and p.is_file()]
        except OSError:
            continue
        if names:
            _log.info(
                "%d recovery record(s) of an earlier version in %s are not offered (no data folder named)"
                "; import them to bring them in",
                len(names),
                folder,
            )


def _moment(path: Path) -> tuple[float, str]:
    """When a recovery record was written, for sorting (then its name)."""
    try:
        return path.stat().st_mtime, path.name
    except OSError:
        return 0.0, path.name


def discard_recovery(path: Path) -> bool:
    """Delete a recovery record (brought back, or discarded by the player); never one another process holds.

    Returns:
        True when it was deleted (False: already gone, held by another running
        window, or the folder refuses).
    """
    try:
        if not _claim(path):
            _log.warning("the recovery record %s is kept: a running window is still writing it", path)
            return False
    except OSError as error:
        _log.warning("cannot delete the recovery record %s: %s", path, error)
        return False
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    except OSError as error:
        _log.warning("cannot delete the recovery record %s: %s", path, error)
        return False
    finally:
        _release(path)
    _log.info("recovery record %s removed", path)
    return True


def bring_back(store: MatchStore, path: Path) -> int:
    """Put the match of recovery record ``path`` into the archive; the file stays (see :func:`discard_recovery`).

    When the record names a match of this archive whose log is the start of the
    record's log (the same match, saved up to the failure), the recovered match
    takes its place (keeping its id when the record carries the match's ``uuid``,
    its start date either way); otherwise it is added as a new match. A record
    already in the archive as it is is not added twice.

    Returns:
        The archive id of the match brought back.

    Raises:
        ImportFailedError: the file is not a readable match record.
        StoreWriteError, StoreError: the archive refused; nothing changed.
    """
    from tarbish_score.storage import MatchNotFoundError, StoreError

    from .importing import import_records, read_paths

    (read,) = read_paths([path], limit=MAX_RECORD_BYTES)
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
        # Recognised by its identity (a newer version updates the match in place, keeping its id)
        # or skipped as a match already in the archive.
        found = result.first_match()
        assert found is not None  # one record: added, updated, in conflict or already there
        match_id = found
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

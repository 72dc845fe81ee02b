"""Matches carried between laptops by a sync tool the players already run (no Qt; docs/sync.md).

The archive (SQLite) never goes into a synced folder. Instead each laptop writes every match it
changes into the *sync folder* as one record file named by the match's identity, and reads the
files the other laptops put there. Syncthing, Nextcloud, Dropbox, OneDrive or a USB stick carried
by hand move the files; no server of ours is involved.

The folder:

- ``<uuid>.tarbish.json`` (:func:`record_name`): one match, the exported match record
  (docs/match-record.md: the record, its ``uuid``, its ``log`` and ``archive`` dates) plus a
  ``"sync"`` object: ``{"laptop": <host name>, "superseded": [<version fingerprint>, ...]}``,
  the versions this one replaced by a person's choice (see :mod:`tarbish_score.storage.versions`).
- written whole or not at all (:func:`publish`): a temporary file in the folder with a name every
  sync tool and :func:`is_ignored` skip (``.syncthing.tarbish-*.tmp``), synced, renamed into place;
  ``0600``.
- other names are left alone: the tools' own temporary, partial and lock files (:func:`is_ignored`);
  a tool's conflict copy of a record file (:func:`conflict_copy_of`) is read like any record file:
  the ``uuid`` inside, not the name, says which match it is.

Taking in (:func:`take_in`): each record file is one *version* of its match, merged by
:func:`tarbish_score.storage.versions.merge_version`: a match not in the archive is added (marked
as from another laptop); a version whose ``log`` extends ours replaces ours (ours kept in the
versions log); one ours extends, or one already known, changes nothing; a diverged one is kept as a
*conflict* beside ours until a person chooses (:func:`tarbish_score.storage.versions.resolve_conflict`).
A file that does not read whole (half written, damaged, not a record) is skipped this time and
named in the report, never half taken.

The window calls :func:`sync` at start, :func:`take_in` when the folder changes and on a slow timer,
and :func:`publish` after each change it saves; ``tarbish-score sync --dir DIR`` calls :func:`sync`.
The data folder's own place is checked at start with :func:`sync_tool_managing`.

Public API:

- :func:`sync_dir_from_environment` -> ``Path | None``
- :func:`record_name`, :func:`is_ignored`, :func:`conflict_copy_of`, :func:`is_record_file` (from :mod:`.sync_names`)
- :func:`publish` -> ``Path``; :func:`publish_match` -> :class:`SyncReport` (the same, saying what the
  file already there brought in); :func:`publish_all` -> ``tuple[Path, ...]``
- :func:`take_in` (``names=`` only those files) -> :class:`SyncReport`; :func:`sync` -> :class:`SyncReport`
  (take in, then publish all)
- from :mod:`.sync_names`: :func:`sync_tool_managing` -> ``str | None``; :func:`move_advice` -> ``str``;
  :func:`sync_folder_problem` -> ``str | None`` (a sync folder at, in or around the data folder)
- :func:`laptop_name` -> ``str``; :class:`SyncReport`, :class:`SkippedFile`; :data:`TEMPORARY_PREFIX`

The window must reload its open match when its id is in :attr:`SyncReport.updated` before saving
anything more to it (a save writes the whole match: a stale copy would undo what came in).
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import platform
import stat
import tempfile
from collections.abc import Iterable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score import paths
from tarbish_score.model import TarbishError
from tarbish_score.model.record import MAX_RECORD_BYTES
from tarbish_score.words.sync_files import SkipKind, skipped_text, tried_again

from .files import read_small_file
from .importing import ImportFailedError, import_records, read_one
from .records import RECORD_SUFFIX, SYNC_KEY, record_text
from .sync_names import (
    conflict_copy_of,
    is_ignored,
    is_record_file,
    move_advice,
    sync_folder_problem,
    sync_tool_managing,
)

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore

__all__ = [
    "SYNC_KEY",
    "TEMPORARY_PREFIX",
    "SkippedFile",
    "SyncReport",
    "conflict_copy_of",
    "is_ignored",
    "is_record_file",
    "laptop_name",
    "move_advice",
    "publish",
    "publish_all",
    "publish_match",
    "record_name",
    "sync",
    "sync_dir_from_environment",
    "sync_folder_problem",
    "sync_tool_managing",
    "take_in",
]

#: How our temporary files in the sync folder start: Syncthing's own temporary-file pattern
#: (``.syncthing.*.tmp``), which Syncthing never sends, and a dot file, which the others and
#: :func:`is_ignored` skip.
TEMPORARY_PREFIX: Final = ".syncthing.tarbish-"


def sync_dir_from_environment() -> Path | None:
    """The sync folder given for this run (``--sync-dir``, else ``TARBISH_SCORE_SYNC_DIR``), else None.

    None: the window uses its Settings entry; a command uses no sync folder.
    """
    return paths.sync_dir()


def record_name(uuid: str) -> str:
    """The file name of a match in the sync folder: ``<uuid>.tarbish.json``."""
    return f"{uuid}{RECORD_SUFFIX}"


# -- what a take-in did ------------------------------------------------------------------------


@dataclass(frozen=True)
class SkippedFile:
    """A file of the sync folder that was not taken this time.

    Attributes:
        path: the file.
        kind: why (:data:`tarbish_score.words.sync_files.SkipKind`): still being written or
            unreadable now (tried again shortly), damaged, not a match record, too large, or refused
            (left alone: read again once it changes).
        detail: the problem found, in English ("" when the kind says it all).
    """

    path: Path
    kind: SkipKind
    detail: str = ""

    @property
    def reason(self) -> str:
        """Why, and what happens to it, in the user's language (English without a translator)."""
        return skipped_text(self.kind, self.detail)

    @property
    def tried_again(self) -> bool:
        """True when it should read shortly (a tool is still writing it); False: left alone until it changes."""
        return tried_again(self.kind)

    def __str__(self) -> str:
        return f"{self.path.name}: {self.reason}"


@dataclass(frozen=True)
class SyncReport:
    """What one take-in (and, for :func:`sync`, publishing) did.

    Attributes:
        added: ids of matches new to this archive (marked as from another laptop).
        updated: ids of matches replaced by a newer version (the old one kept in the versions log).
        conflicts: ids of matches now "changed on two laptops" (a new diverged version kept beside ours).
        unchanged: how many record files held nothing new.
        skipped: files not taken this time (half written, damaged, not a record), each with why.
        published: the files written into the folder (:func:`sync` and :func:`publish_all` only).
    """

    added: tuple[int, ...] = ()
    updated: tuple[int, ...] = ()
    conflicts: tuple[int, ...] = ()
    unchanged: int = 0
    skipped: tuple[SkippedFile, ...] = ()
    published: tuple[Path, ...] = field(default=())

    @property
    def changed(self) -> tuple[int, ...]:
        """Ids of every match whose archive state changed (added, updated or newly in conflict).

        The window reloads the open match when its id is among :attr:`updated` (never saves a stale copy over it).
        """
        return (*self.added, *self.updated, *self.conflicts)


# -- writing and reading the folder ------------------------------------------------------------


def laptop_name() -> str:
    """This laptop's name as the sync files carry it (the host name; "" when the system gives none)."""
    return platform.node()


def _version_bytes(version: Mapping[str, Any]) -> bytes:
    return record_text(version).encode("utf-8")


def _sync_file(store: MatchStore, match_id: int, superseded: Iterable[str] = ()) -> tuple[str, dict[str, Any]]:
    """The file name and content of match ``match_id`` in the sync folder (``superseded``: more to name)."""
    from tarbish_score.storage.versions import current_version, list_conflicts, superseded_of, version_fingerprint

    version = current_version(store, match_id)
    every = list(dict.fromkeys([*superseded_of(store, match_id), *superseded]))
    # The other laptops' versions this one holds, waiting for a person's choice: a laptop that finds its own
    # named here knows this laptop has it, and leaves the file as it is until the choice is made.
    waiting = {version_fingerprint(conflict.theirs) for conflict in list_conflicts(store, match_id)}
    version[SYNC_KEY] = {"laptop": laptop_name(), "superseded": sorted(every), "waiting": sorted(waiting)}
    return record_name(str(version["uuid"])), version


def _named(data: Mapping[str, Any], key: str) -> list[str]:
    """The fingerprints a file's ``sync`` fields name under ``key`` (``superseded``, ``waiting``); [] for none."""
    sync_fields = data.get(SYNC_KEY)
    named = sync_fields.get(key) if isinstance(sync_fields, dict) else None
    return [item for item in named if isinstance(item, str)] if isinstance(named, list) else []


def _same_version(data: object, version: Mapping[str, Any]) -> tuple[bool, list[str]]:
    """Whether a file's parsed ``data`` holds ``version`` already (its superseded names included),
    and the superseded fingerprints the file names (to keep when it is written again)."""
    from tarbish_score.storage.versions import version_fingerprint

    if not isinstance(data, dict):
        return False, []
    theirs = _named(data, "superseded")
    try:
        same = data.get("uuid") == version["uuid"] and version_fingerprint(data) == version_fingerprint(version)
    except (ValueError, TypeError, RecursionError):
        return False, theirs
    ours = version[SYNC_KEY]["superseded"]
    return same and set(ours) <= set(theirs), theirs


def _yields_to(data: object, version: Mapping[str, Any]) -> bool:
    """Whether the file's parsed ``data`` stays: the other laptop's version, waiting here for a person's choice
    (named in ``version``'s own ``waiting``), written by a laptop that names ours as waiting there.

    Both laptops then hold both versions; writing ours over theirs would only have the other laptop write
    its own back, in turn, until the choice is made.
    """
    from tarbish_score.storage.versions import version_fingerprint

    if not isinstance(data, dict) or version_fingerprint(version) not in _named(data, "waiting"):
        return False
    try:
        held = version_fingerprint(data)
    except (ValueError, TypeError, RecursionError):
        return False
    return held in version[SYNC_KEY]["waiting"]


def _write_whole(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file every sync tool skips, synced, then renamed; ``0600``."""
    handle, temporary = tempfile.mkstemp(prefix=TEMPORARY_PREFIX, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, paths.PRIVATE_FILE)
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    with suppress(OSError):  # the rename on disk too (not every system lets a folder be synced)
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


#: A file that does not read whole and changed less than this long ago may still be being written
#: (a copy in place): publishing leaves it alone; an older one is damaged and is written over.
_WRITING_SECONDS: Final = 60


def _being_written(path: Path) -> bool:
    """True when ``path`` changed less than :data:`_WRITING_SECONDS` ago (or cannot be looked at)."""
    import time

    try:
        return time.time() - path.stat().st_mtime < _WRITING_SECONDS
    except OSError:
        return True


#: Our temporary files older than this were left by a kill or a crash (a write takes milliseconds).
_STALE_SECONDS: Final = 3600


def _sweep_temporary_files(folder: Path) -> None:
    """Remove our own temporary files a kill left in the folder (never another program's)."""
    import time

    limit = time.time() - _STALE_SECONDS
    with suppress(OSError):
        for entry in os.scandir(folder):
            if entry.name.startswith(TEMPORARY_PREFIX) and entry.name.endswith(".tmp"):
                with suppress(OSError):
                    if entry.stat(follow_symlinks=False).st_mtime < limit:
                        os.unlink(entry.path)


def _check_folder(folder: Path) -> None:
    """Raise when ``folder`` is not a folder that exists (a USB stick not plugged in: never made here)."""
    if not folder.is_dir():
        if folder.exists():
            raise NotADirectoryError(errno.ENOTDIR, "the sync folder is a file, not a folder", str(folder))
        raise FileNotFoundError(
            errno.ENOENT, "the sync folder does not exist (a disk or USB stick not plugged in?)", str(folder)
        )


def publish_match(store: MatchStore, match_id: int, folder: Path) -> SyncReport:
    """:func:`publish`, telling what taking in the file already there did too.

    Returns:
        The report: ``published`` holds the file when it was written; ``added``, ``updated`` or
        ``conflicts`` what the file already there brought in first (another laptop's version);
        ``skipped`` that file when it does not read whole and changed in the last minute: another
        tool may still be writing it, so it is left alone (nothing published: publish again later,
        :func:`publish_all`); an older file that does not read whole is damaged and written over.

    Raises:
        As :func:`publish`.
    """
    _check_folder(folder)
    name, version = _sync_file(store, match_id)
    path = folder / name
    taken = SyncReport()
    if path.is_file():
        taken = take_in(store, folder, names=(name,))
        if taken.skipped and _being_written(path):
            return taken  # another tool is still writing it: left alone, published next time
        try:
            data = json.loads(read_small_file(path, MAX_RECORD_BYTES).decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            data = None
        same, theirs = _same_version(data, version)
        if same or _yields_to(data, version):
            return taken
        if theirs:
            name, version = _sync_file(store, match_id, theirs)
        elif taken.changed:
            name, version = _sync_file(store, match_id)
    _write_whole(path, _version_bytes(version))
    _remember(_place(store, folder), name, path)
    return dataclasses.replace(taken, published=(path,))


def publish(store: MatchStore, match_id: int, folder: Path) -> Path:
    """Write match ``match_id`` into the sync folder as ``<uuid>.tarbish.json``, whole or not at all.

    The bytes go to a temporary file in ``folder`` (:data:`TEMPORARY_PREFIX`, skipped by every
    sync tool and :func:`is_ignored`), are synced to disk, and the file is renamed over the old one
    (``os.replace``), mode ``0600``. When the file already there holds a version this archive does
    not know (another laptop's, not yet taken in), it is taken in first, so writing ours over it
    loses nothing (:func:`publish_match` says what that brought). Nothing is written when the file
    already holds this version (whichever laptop wrote it), nor while it holds the other laptop's version
    of a match that waits here for a person's choice and names ours as waiting there (both laptops hold
    both): two laptops never rewrite one file in turn.

    Args:
        store: the open, writable archive.
        match_id: the match to publish.
        folder: the sync folder; it must exist (it is never made here: a USB stick's place).

    Returns:
        The record file.

    Raises:
        MatchNotFoundError: no such match.
        StoreError: the archive cannot be read, or refused the version taken in first.
        OSError: the folder is missing, or the file cannot be written (the old file, if any, stays as it was).
    """
    report = publish_match(store, match_id, folder)
    if report.published:
        return report.published[0]
    from tarbish_score.storage.versions import uuid_of

    return folder / record_name(uuid_of(store, match_id))


def publish_all(store: MatchStore, folder: Path) -> tuple[Path, ...]:
    """Publish every match whose file in ``folder`` is missing or holds another version.

    A match whose record no longer loads (listed as unreadable) is left out: no laptop could take it.
    Our own temporary files a kill left there over an hour ago are removed first.

    Returns:
        The files written, in match id order.

    Raises:
        StoreError, OSError: as :func:`publish`; files written before stay written.
    """
    _check_folder(folder)
    _sweep_temporary_files(folder)
    ids = sorted(summary.id for summary in store.list_matches() if summary.status != "unreadable")
    written: list[Path] = []
    for match_id in ids:
        written.extend(publish_match(store, match_id, folder).published)
    return tuple(written)


#: What was last taken from each file in this process: ``(archive, folder, name) -> file state``;
#: a file in the same state is not read again (its version is known to the archive for good).
_SEEN: dict[tuple[str, str, str], tuple[int, int, int, int]] = {}


def _archive_key(store: MatchStore) -> str:
    """The archive file's identity: a restored snapshot is another file, so nothing seen before counts."""
    try:
        status = os.stat(store.path)
    except OSError:
        return str(store.path)
    return f"{store.path}:{status.st_dev}:{status.st_ino}"


def _state(status: os.stat_result) -> tuple[int, int, int, int]:
    return (status.st_size, status.st_mtime_ns, status.st_ino, status.st_dev)


def _place(store: MatchStore, folder: Path) -> tuple[str, str]:
    """Where files are remembered: this archive file, that folder."""
    return _archive_key(store), str(folder.resolve())


def _remember(place: tuple[str, str], name: str, path: Path, status: os.stat_result | None = None) -> None:
    key = (*place, name)
    if status is None:
        try:
            status = os.stat(path)
        except OSError:
            _SEEN.pop(key, None)
            return
    _SEEN[key] = _state(status)


def _unchanged(place: tuple[str, str], name: str, status: os.stat_result) -> bool:
    return _SEEN.get((*place, name)) == _state(status)


def take_in(store: MatchStore, folder: Path, *, names: Iterable[str] | None = None) -> SyncReport:
    """Read the record files other laptops put in ``folder`` and merge each into the archive.

    Each file is merged in its own transaction (a kill between two files leaves each whole); a
    file seen before in the same state is not read again. Files :func:`is_ignored` names are never
    opened; one that does not read whole (half written, damaged, not a match record, too large, or
    changed while it was read) is skipped and named in :attr:`SyncReport.skipped`, and read again
    next time.

    Args:
        store: the open, writable archive.
        folder: the sync folder. A missing folder holds nothing (an empty report).
        names: only these file names of the folder (the watcher's changed files); None for all.

    Returns:
        What came in.

    Raises:
        StoreWriteError: the archive refused a change (files merged before stay merged).
        StoreError: the archive cannot be read.
        OSError: the folder exists but cannot be listed.
    """
    from tarbish_score.storage import StoreWriteError

    if not folder.is_dir():
        return SyncReport()
    wanted = sorted(os.listdir(folder) if names is None else set(names))
    place = _place(store, folder)
    added: list[int] = []
    updated: list[int] = []
    conflicts: list[int] = []
    unchanged = 0
    skipped: list[SkippedFile] = []
    for name in wanted:
        if not is_record_file(name):
            continue
        path = folder / name
        try:
            before = os.stat(path)
        except OSError:
            continue  # gone since it was listed (a tool's rename): read next time under its new name
        if not stat.S_ISREG(before.st_mode):
            continue
        if _unchanged(place, name, before):
            unchanged += 1
            continue
        try:
            record = read_one(path, limit=MAX_RECORD_BYTES)
        except ImportFailedError as error:
            skipped.append(_skipped(path, error))
            continue
        try:
            after = os.stat(path)
        except OSError:
            continue
        if _state(after) != _state(before):
            skipped.append(SkippedFile(path, "writing"))
            continue
        try:
            result = import_records(store, [record], skip_repeats=False, elsewhere=True)
        except StoreWriteError:
            raise
        except TarbishError as error:  # read_one scored it: only a rule this archive keeps otherwise
            skipped.append(SkippedFile(path, "refused", str(error)))
            continue
        added.extend(result.ids)
        updated.extend(match_id for _path, match_id in result.updated)
        conflicts.extend(match_id for _path, match_id in result.conflicts)
        unchanged += len(result.skipped)
        _remember(place, name, path, after)
    return SyncReport(tuple(added), tuple(updated), tuple(conflicts), unchanged, tuple(skipped))


def _skipped(path: Path, error: ImportFailedError) -> SkippedFile:
    """What kind of skip a file that did not read is (a file not whole JSON is being written only while it changes)."""
    problem = error.problems[0]
    if problem.code == "empty":
        return SkippedFile(path, "writing")
    if problem.code == "json":
        return SkippedFile(path, "writing" if _being_written(path) else "damaged", problem.message)
    if problem.code == "read":
        return SkippedFile(path, "unreadable", problem.message)
    if problem.code in ("too_large", "too_large_to_keep"):
        return SkippedFile(path, "too-large", problem.message)
    return SkippedFile(path, "not-record", problem.message)


def sync(store: MatchStore, folder: Path) -> SyncReport:
    """Take in what the folder holds, then publish every match whose file is missing or older.

    ``tarbish-score sync --dir DIR`` and the tournament desk run this once.

    Raises:
        StoreError, OSError: as :func:`take_in` and :func:`publish_all`; a missing folder is an
            ``OSError`` (never made here).
    """
    _check_folder(folder)
    report = take_in(store, folder)
    return dataclasses.replace(report, published=publish_all(store, folder))

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

The window calls :func:`take_in` at start, when the folder changes and on a slow timer, and
:func:`publish` after each change it saves; ``tarbish-score sync --dir DIR`` calls :func:`sync`.
The data folder's own place is checked at start with :func:`sync_tool_managing`.

Public API:

- :func:`sync_dir_from_environment` -> ``Path | None``
- :func:`record_name`, :func:`is_ignored`, :func:`conflict_copy_of`, :func:`is_record_file`
- :func:`publish` -> ``Path``; :func:`publish_all` -> ``tuple[Path, ...]``
- :func:`take_in` -> :class:`SyncReport`; :func:`sync` -> :class:`SyncReport` (take in, then publish all)
- :func:`sync_tool_managing` -> ``str | None``; :func:`move_advice` -> ``str``
- :class:`SyncReport`, :class:`SkippedFile`
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Final

from tarbish_score import paths

from .records import RECORD_SUFFIX

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
    "move_advice",
    "publish",
    "publish_all",
    "record_name",
    "sync",
    "sync_dir_from_environment",
    "sync_tool_managing",
    "take_in",
]

#: The top-level field of a sync file that carries what the sync needs beside the record.
SYNC_KEY: Final = "sync"
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


# -- names the sync tools use ------------------------------------------------------------------

#: Names ending so are a tool's file being written or downloaded, never a whole record.
_PARTIAL_ENDINGS: Final = (".tmp", ".temp", ".part", ".partial", ".filepart", ".crdownload", ".download", "~")
#: Names starting so are a tool's temporary or lock file: ``~syncthing~x.tmp`` (Syncthing on
#: Windows), ``~$x`` (Office locks), ``~x.tmp`` (OneDrive, Dropbox).
_TEMPORARY_STARTS: Final = ("~",)
#: Files a system or a tool keeps in every folder.
_SYSTEM_NAMES: Final = frozenset({"desktop.ini", "thumbs.db", "icon\r", ".ds_store"})

_SYNCTHING_CONFLICT: Final = re.compile(r"\.sync-conflict-\d{8}-\d{6}(?:-[A-Z0-9]{7})?")
_BRACKETED_CONFLICT: Final = re.compile(r" \([^()]*conflicted copy[^()]*\)", re.IGNORECASE)
_OWNCLOUD_CONFLICT: Final = re.compile(r"_conflict-\d{8}-\d{6}")


def is_ignored(name: str) -> bool:
    """True for a name take-in never reads: a sync tool's temporary, partial or lock file, a dot file.

    Dot files (``.stfolder``, ``.stignore``, Syncthing's ``.syncthing.x.tmp``, Nextcloud's
    ``.x.~1a2b``, LibreOffice's ``.~lock.x#``, our own temporary files), names starting with ``~``
    (``~syncthing~x.tmp``, ``~$x``), names ending ``.tmp``, ``.part``, ``.partial``, ``.filepart``,
    ``.crdownload``, ``.download`` or ``~``, and ``desktop.ini``, ``Thumbs.db``.

    Args:
        name: a file name (no folder).
    """
    lowered = name.lower()
    if name.startswith(".") or name.startswith(_TEMPORARY_STARTS) or lowered in _SYSTEM_NAMES:
        return True
    return lowered.endswith(_PARTIAL_ENDINGS)


def conflict_copy_of(name: str) -> str | None:
    """The name of the file that ``name`` is a sync tool's conflict copy of, or None.

    Syncthing: ``<uuid>.tarbish.sync-conflict-20240501-201500-ABCDEFG.json`` (before the last
    extension) or ``<uuid>.sync-conflict-20240501-201500-ABCDEFG.tarbish.json``; Dropbox:
    ``<uuid> (Ann's conflicted copy 2024-05-01).tarbish.json`` (also before ``.json``);
    Nextcloud: ``<uuid> (conflicted copy 2024-05-01 201500).tarbish.json``; ownCloud:
    ``<uuid>_conflict-20240501-201500.tarbish.json``. Each gives ``<uuid>.tarbish.json``.

    Args:
        name: a file name (no folder).
    """
    if is_ignored(name):
        return None
    for pattern in (_SYNCTHING_CONFLICT, _BRACKETED_CONFLICT, _OWNCLOUD_CONFLICT):
        original, count = pattern.subn("", name, count=1)
        if count and original.endswith(RECORD_SUFFIX) and len(original) > len(RECORD_SUFFIX):
            return original
    return None


def is_record_file(name: str) -> bool:
    """True for a name take-in reads: a ``.tarbish.json`` file or a conflict copy of one, not ignored."""
    if is_ignored(name):
        return False
    return name.endswith(RECORD_SUFFIX) or conflict_copy_of(name) is not None


# -- what a take-in did ------------------------------------------------------------------------


@dataclass(frozen=True)
class SkippedFile:
    """A file of the sync folder that was not taken this time.

    Attributes:
        path: the file.
        reason: why, in English (``half written or damaged: ...``, ``not a match record: ...``,
            ``cannot read the file (...)``); it is tried again next time.
    """

    path: Path
    reason: str

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


def publish(store: MatchStore, match_id: int, folder: Path) -> Path:
    """Write match ``match_id`` into the sync folder as ``<uuid>.tarbish.json``, whole or not at all.

    The bytes go to a temporary file in ``folder`` (:data:`TEMPORARY_PREFIX`, skipped by every
    sync tool and :func:`is_ignored`), are synced to disk, and the file is renamed over the old one
    (``os.replace``), mode ``0600``. When the file already there holds a version this archive does
    not know (another laptop's, not yet taken in), it is taken in first (:func:`take_in` of that
    one file), so writing ours over it loses nothing. Nothing is written when the file already holds
    exactly this version.

    Args:
        store: the open, writable archive.
        match_id: the match to publish.
        folder: the sync folder (created when missing, ``0700``).

    Returns:
        The record file.

    Raises:
        MatchNotFoundError: no such match.
        StoreError: the archive cannot be read, or refused the version taken in first.
        OSError: the folder or file cannot be written (the old file, if any, stays as it was).
    """
    raise NotImplementedError


def publish_all(store: MatchStore, folder: Path) -> tuple[Path, ...]:
    """Publish every match whose file in ``folder`` is missing or holds another version.

    Returns:
        The files written, in match id order.

    Raises:
        StoreError, OSError: as :func:`publish`; files written before stay written.
    """
    raise NotImplementedError


def take_in(store: MatchStore, folder: Path, *, names: tuple[str, ...] | None = None) -> SyncReport:
    """Read the record files other laptops put in ``folder`` and merge each into the archive.

    Each file is merged in its own transaction (a kill between two files leaves each whole); a
    file whose version is already known costs one read and no write. Files :func:`is_ignored`
    names are never opened; one that does not read whole (half written, damaged, not a match
    record, too large) is skipped and named in :attr:`SyncReport.skipped`, and read again next time.

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
    raise NotImplementedError


def sync(store: MatchStore, folder: Path) -> SyncReport:
    """Take in what the folder holds, then publish every match whose file is missing or older.

    ``tarbish-score sync --dir DIR`` and the tournament desk run this once.

    Raises:
        StoreError, OSError: as :func:`take_in` and :func:`publish_all`.
    """
    raise NotImplementedError


# -- the archive's own place -------------------------------------------------------------------

#: The files or folders by which a sync tool marks the top of a folder it manages, and the tool.
_MARKERS: Final = (
    (".stfolder", "Syncthing"),
    (".dropbox", "Dropbox"),
    (".dropbox.cache", "Dropbox"),
    (".owncloudsync.log", "Nextcloud"),
)
#: Nextcloud's and ownCloud's sync database at the top of a synced folder: ``.sync_<hex>.db`` or ``._sync_<hex>.db``.
_NEXTCLOUD_DATABASE: Final = re.compile(r"^\.?_?sync_[0-9a-f]+\.db$")


def sync_tool_managing(folder: Path) -> str | None:
    """The sync tool that manages ``folder`` or a folder above it, or None.

    Walks up from ``folder`` (links followed) and looks for each tool's documented marker:
    ``.stfolder`` (Syncthing), ``.dropbox`` or ``.dropbox.cache`` (Dropbox), a ``.sync_*.db`` /
    ``._sync_*.db`` database or ``.owncloudsync.log`` (Nextcloud, ownCloud), and a folder named
    ``OneDrive`` or ``OneDrive - <organisation>`` directly in the home folder, or one the
    ``OneDrive``/``OneDriveConsumer``/``OneDriveCommercial`` environment variables name (OneDrive).
    A folder that cannot be read counts as holding no marker.

    Returns:
        ``Syncthing``, ``Dropbox``, ``Nextcloud`` or ``OneDrive``; None when no tool manages it.
    """
    raise NotImplementedError


def move_advice(folder: Path, tool: str) -> str:
    """English advice for a data folder inside a folder ``tool`` manages: why it is unsafe and how to move it.

    The window's banner says the same through its own translated sentence.
    """
    return (
        f"The match archive's folder {folder} lies inside a folder {tool} keeps in sync. A sync tool "
        "copying a live database can damage it or make conflict copies of it. Quit Tarabish Score, "
        "move the folder out of the synced folder, and start it with --data-dir NEW_FOLDER (or set "
        f"{paths.DATA_ENV}); share matches through a sync folder instead (--sync-dir, docs/sync.md)."
    )

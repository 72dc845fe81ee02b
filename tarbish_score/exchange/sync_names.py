"""The names sync tools give files, and the marks they leave on the folders they manage (no Qt; docs/sync.md).

Part of :mod:`.sync`, which re-exports every name here: which files of the sync folder are the
tools' own (never read), which are a tool's conflict copy of a match file (read like any), and
which sync tool, if any, manages a folder (the data folder must not lie in one).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Final

from tarbish_score import paths

from .records import RECORD_SUFFIX

__all__ = [
    "conflict_copy_of",
    "is_ignored",
    "is_record_file",
    "move_advice",
    "sync_folder_problem",
    "sync_tool_managing",
]

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


# -- the archive's own place -------------------------------------------------------------------

#: The files or folders by which a sync tool marks the top of a folder it manages, and the tool.
_MARKERS: Final = (
    (".stfolder", "Syncthing"),
    (".dropbox", "Dropbox"),
    (".dropbox.cache", "Dropbox"),
    (".owncloudsync.log", "Nextcloud"),
    (".nextcloudsync.log", "Nextcloud"),
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
    start = Path(os.path.realpath(folder))
    onedrive = _onedrive_roots()
    home = Path(os.path.realpath(Path.home()))
    for level in (start, *start.parents):
        if level in onedrive or (level.parent == home and _ONEDRIVE_NAME.fullmatch(level.name)):
            return "OneDrive"
        try:
            names = os.listdir(level)
        except OSError:
            continue
        for marker, tool in _MARKERS:
            if marker in names:
                return tool
        if any(_NEXTCLOUD_DATABASE.fullmatch(name) for name in names):
            return "Nextcloud"
    return None


#: The OneDrive folder's own name in the home folder: ``OneDrive`` or ``OneDrive - Organisation``.
_ONEDRIVE_NAME: Final = re.compile(r"OneDrive( - .+)?")


def _onedrive_roots() -> set[Path]:
    """The OneDrive folders the OneDrive client names in the environment (Windows)."""
    roots = set()
    for variable in ("OneDrive", "OneDriveConsumer", "OneDriveCommercial"):
        value = os.environ.get(variable)
        if value:
            roots.add(Path(os.path.realpath(value)))
    return roots


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


def sync_folder_problem(folder: Path, data_folder: Path) -> str | None:
    """Why ``folder`` cannot be the sync folder of the archive in ``data_folder`` (English), or None.

    The two must be apart: a sync folder at or inside the data folder would have the app's match
    files beside the archive, and a data folder inside the sync folder would have the sync tool copy
    the live archive. Links are followed; a folder not made yet counts by its path.
    """
    sync_place = Path(os.path.realpath(folder))
    data_place = Path(os.path.realpath(data_folder))
    if sync_place == data_place or data_place in sync_place.parents:
        return (
            f"the sync folder {folder} is inside the folder that keeps the match archive ({data_folder}); "
            "choose a folder outside it"
        )
    if sync_place in data_place.parents:
        return (
            f"the match archive's folder {data_folder} lies inside the sync folder {folder}, so the sync tool "
            "would copy the live archive; choose a sync folder that does not hold it"
        )
    return None

"""Back up every match into one folder, and restore it on another machine.

A backup is a **folder** (chosen over one big file: each match stays a normal
``.tarbish.json`` match record that ``tarbish-score score`` and File › Import
read on their own, and no file comes near the 10 MB record limit however big
the archive):

- ``Us v Them 2026-11-30.tarbish.json``: one per match, named after its teams
  and the day it started (a second match of theirs that day gets `` (2)``), the
  export of :func:`.records.stored_record` (record, audit log, archive dates);
- ``backup.json``: the table of contents ``{"format": "tarbish-score-backup",
  "version": 1, "created", "matches": [{"file", "id", "teams", "status"}],
  "unreadable": [...]}``; restore refuses a backup whose listed files are missing;
- ``unreadable/match-00007.json``: a record the archive keeps but can no longer
  load (saved, not restored).

The folder is written under a temporary name and renamed into place at the end,
so a failure never leaves half a backup. Restore imports every record in one
transaction, skipping matches already in the archive.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score import __version__

from .files import InDataFolderError, check_outside_data_folder, folder_mode, write_atomic
from .importing import BACKUP_FORMAT, MANIFEST_NAME, ImportResult, import_paths
from .names import match_stem, unique_name
from .records import RECORD_SUFFIX, record_text, stored_record

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore, MatchSummary

__all__ = ["BACKUP_VERSION", "BackupError", "BackupResult", "restore_backup", "write_backup"]

BACKUP_VERSION: Final = 1
UNREADABLE_FOLDER: Final = "unreadable"


class BackupError(Exception):
    """The backup could not be written; nothing was left at the chosen place."""


@dataclass(frozen=True)
class BackupResult:
    """What a backup wrote.

    Attributes:
        folder: the backup folder.
        files: the match records written, in archive order (oldest first).
        unreadable: ids of matches saved under ``unreadable/`` only.
    """

    folder: Path
    files: tuple[Path, ...]
    unreadable: tuple[int, ...]


def record_name(summary: MatchSummary, taken: Collection[str] = (), suffix: str = RECORD_SUFFIX) -> str:
    """The file name of a match in a backup (or an export of every match): its teams and its day.

    Args:
        summary: the match's line in the archive (teams, when it started).
        taken: names already used in the folder; a repeat gets " (2)", " (3)"…
        suffix: the file ending.

    Returns:
        E.g. ``"Us v Them 2026-11-30.tarbish.json"`` (see :mod:`.names`).
    """
    return unique_name(match_stem(summary.teams, summary.created), suffix, taken)


def write_backup(store: MatchStore, folder: str | os.PathLike[str], *, moment: datetime | None = None) -> BackupResult:
    """Write every match of ``store`` into the new folder ``folder``.

    Args:
        store: the open archive (read-only is enough).
        folder: where the backup goes; it must not exist, or be an empty folder.
        moment: the backup's time stamp (tests); now by default.

    Raises:
        BackupError: ``folder`` is not empty, is in the data folder (the archive's own, or
            ``store``'s), or cannot be written; nothing is left behind.
        StoreError: the archive cannot be read.
    """
    target = Path(folder)
    try:
        check_outside_data_folder(target)
        check_outside_data_folder(target, [store.directory])
    except InDataFolderError as error:
        raise BackupError(f"{target}: {error.strerror}") from error
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise BackupError(f"{target} already exists and is not an empty folder; choose a new folder")
    summaries = sorted(store.list_matches(), key=lambda s: s.id)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent))
    except OSError as error:
        raise BackupError(f"cannot write to {target.parent}: {error.strerror or error}") from error
    try:
        listed: list[dict[str, Any]] = []
        unreadable: list[int] = []
        taken = {MANIFEST_NAME, UNREADABLE_FOLDER}
        for summary in summaries:
            record = stored_record(store, summary.id, summary)
            if summary.status == "unreadable":
                (work / UNREADABLE_FOLDER).mkdir(exist_ok=True)
                path = work / UNREADABLE_FOLDER / f"match-{summary.id:05d}.json"
                unreadable.append(summary.id)
            else:
                path = work / record_name(summary, taken)
                taken.add(path.name)
                listed.append(
                    {"file": path.name, "id": summary.id, "teams": list(summary.teams), "status": summary.status}
                )
            path.write_text(record_text(record), encoding="utf-8")
        manifest = {
            "format": BACKUP_FORMAT,
            "version": BACKUP_VERSION,
            "created": (moment or datetime.now(UTC)).isoformat(),
            "app_version": __version__,
            "matches": listed,
            "unreadable": unreadable,
        }
        write_atomic(work / MANIFEST_NAME, (json.dumps(manifest, ensure_ascii=False, indent=1) + "\n").encode())
        # mkdtemp makes the folder private (0700); a backup should read like any other folder.
        os.chmod(work, folder_mode())
        if target.exists():
            target.rmdir()  # empty, checked above
        os.replace(work, target)
    except OSError as error:
        shutil.rmtree(work, ignore_errors=True)
        raise BackupError(f"cannot write the backup to {target}: {error.strerror or error}") from error
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    files = tuple(target / item["file"] for item in listed)
    return BackupResult(target, files, tuple(unreadable))


def restore_backup(store: MatchStore, folder: str | os.PathLike[str]) -> ImportResult:
    """Import every match of a backup folder, skipping those already in the archive.

    All or nothing: every record is checked first, then added in one transaction.

    Raises:
        ImportFailedError: a record (or the table of contents) has a problem; nothing imported.
        StoreWriteError, StoreError: the archive refused; nothing imported.
    """
    return import_paths(store, [folder], skip_repeats=False)

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
  "unreadable": [ids], "set_aside": [{"id", "file", "reason"}]}``;
- ``unreadable/match-00007.json``: a record the archive keeps but that would not
  import again (it no longer loads, or is too big), saved for a person to look
  at, not restored; ``set_aside`` says why;
- ``tournament-00003.tarbish-tournament.json``: one per tournament night, its tournament record
  (docs/tournament-record.md), listed under ``"tournaments"`` (``tournament_backup.py``).

Every record is read back with the import's own checks as it is written, so a
match listed in ``matches`` is one that restore can take.

The folder is written under a temporary name and renamed into place at the end,
so a failure never leaves half a backup. Restore is **not** all or nothing, unlike
an import of chosen files: a backup is kept for the day something went wrong, so
it brings in every match it can (in one transaction, skipping matches already in
the archive) and names each one it could not take: a damaged or missing file, or
an unreadable table of contents (then every record file of the folder is tried).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score import __version__
from tarbish_score.model.record import MAX_RECORD_BYTES

from .files import InDataFolderError, check_outside_data_folder, folder_mode, read_small_file, write_atomic
from .importing import (
    BACKUP_FORMAT,
    MANIFEST_NAME,
    ImportFailedError,
    ImportProblem,
    ImportResult,
    ReadRecord,
    import_records,
    read_one,
)
from .names import match_stem, unique_name
from .records import RECORD_SUFFIX, RecordTooDeepError, RecordTooLargeError, record_text, stored_record
from .tournament_backup import TOURNAMENT_SUFFIX, restore_tournaments, write_tournaments

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore, MatchSummary

__all__ = ["BACKUP_VERSION", "BackupError", "BackupResult", "RestoreResult", "restore_backup", "write_backup"]

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
        unreadable: ids of matches not in ``files``, which restore cannot take (most are saved
            under ``unreadable/``).
        set_aside: ``(id, reason)`` of each match of ``unreadable`` and why, in English.
        tournaments: the tournament records written (``tournament_backup.py``), oldest first.
    """

    folder: Path
    files: tuple[Path, ...]
    unreadable: tuple[int, ...]
    set_aside: tuple[tuple[int, str], ...] = ()
    tournaments: tuple[Path, ...] = ()


@dataclass(frozen=True)
class RestoreResult(ImportResult):
    """What a restore did: an :class:`ImportResult` and what it could not take.

    Attributes:
        problems: one per record file that could not be taken (bad, or missing: code
            ``missing``), and an unreadable table of contents (code ``manifest``).
        set_aside: ``(id, reason)`` of the matches the backup itself could not hold as records.
        tournaments: the ids of the tournaments brought in.
    """

    problems: tuple[ImportProblem, ...] = field(default=())
    set_aside: tuple[tuple[int, str], ...] = field(default=())
    tournaments: tuple[int, ...] = field(default=())

    @property
    def not_taken(self) -> tuple[str, ...]:
        """Each match that was not brought in, with why: one line each, for the user."""
        return tuple(str(problem) for problem in self.problems) + tuple(
            f"match {match_id}: {reason}" for match_id, reason in self.set_aside
        )


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
        set_aside: list[dict[str, Any]] = []
        taken = {MANIFEST_NAME, UNREADABLE_FOLDER}
        for summary in summaries:
            written = _write_match(store, summary, work, taken)
            if isinstance(written, Path):
                taken.add(written.name)
                listed.append(
                    {"file": written.name, "id": summary.id, "teams": list(summary.teams), "status": summary.status}
                )
            else:
                set_aside.append(written)
        nights = write_tournaments(store, work)
        manifest = {
            "format": BACKUP_FORMAT,
            "version": BACKUP_VERSION,
            "created": (moment or datetime.now(UTC)).isoformat(),
            "app_version": __version__,
            "matches": listed,
            "unreadable": [item["id"] for item in set_aside],
            "set_aside": set_aside,
            "tournaments": nights,
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
    return BackupResult(
        target,
        files,
        tuple(item["id"] for item in set_aside),
        tuple((item["id"], item["reason"]) for item in set_aside),
        tuple(target / item["file"] for item in nights if item["file"] is not None),
    )


def _write_match(store: MatchStore, summary: MatchSummary, work: Path, taken: Collection[str]) -> Path | dict[str, Any]:
    """Write one match into the backup being made in ``work``.

    Returns:
        The record file, read back with the import's checks; or, for a match that would not
        import again, its ``set_aside`` entry (``id``, ``file`` under ``unreadable/`` or None, ``reason``).

    Raises:
        OSError: a file cannot be written.
    """
    from tarbish_score.storage import StoreError

    try:
        record = stored_record(store, summary.id, summary)
    except StoreError as error:  # this match's row cannot be read: the others still can
        return {"id": summary.id, "file": None, "reason": str(error)}
    reason = "its record no longer loads"
    if summary.status != "unreadable":
        path = work / record_name(summary, taken)
        try:
            path.write_text(record_text(record), encoding="utf-8")
            read_one(path, limit=MAX_RECORD_BYTES)
            return path
        except (RecordTooLargeError, RecordTooDeepError) as error:
            reason = str(error)
        except ImportFailedError as error:
            reason = "; ".join(problem.message for problem in error.problems)
        path.unlink(missing_ok=True)
    text: str | None
    try:
        text = record_text(record, limit=None)
    except RecordTooDeepError as error:
        text = _deep_text(record)
        if text is None:  # too deep even for JSON's own writer: named, not kept
            return {"id": summary.id, "file": None, "reason": str(error)}
    (work / UNREADABLE_FOLDER).mkdir(exist_ok=True)
    kept = work / UNREADABLE_FOLDER / f"match-{summary.id:05d}.json"
    kept.write_text(text, encoding="utf-8")
    return {"id": summary.id, "file": f"{UNREADABLE_FOLDER}/{kept.name}", "reason": reason}


def _deep_text(record: dict[str, Any]) -> str | None:
    """A record nested too deeply to import, as compact ASCII JSON for a person to look at; None if even that fails."""
    try:
        return json.dumps(record, ensure_ascii=True) + "\n"
    except (RecursionError, ValueError):
        return None


def restore_backup(store: MatchStore, folder: str | os.PathLike[str]) -> RestoreResult:
    """Bring in every match of a backup folder it can, skipping those already in the archive.

    Not all or nothing (see the module docstring): every record file is checked, the good
    ones are added in one transaction, and each one that could not be taken is named.

    Args:
        store: the open, writable archive.
        folder: a backup folder (``backup.json`` and its records), or any folder of match records.

    Returns:
        The ids brought in, the files skipped as already saved, and the problems.

    Raises:
        ImportFailedError: ``folder`` is not a folder, or holds no match record and lists none;
            nothing imported.
        StoreWriteError, StoreError: the archive refused; nothing imported.
    """
    path = Path(folder)
    if not path.is_dir():
        raise ImportFailedError([ImportProblem(path, "not a folder; a backup is a folder", code="read")])
    problems: list[ImportProblem] = []
    listed, set_aside = _manifest(path, problems)
    try:
        present = sorted(p for p in path.iterdir() if p.name.endswith(RECORD_SUFFIX) and p.is_file())
    except OSError as error:
        raise ImportFailedError(
            [ImportProblem(path, f"cannot read the folder ({error.strerror or error})", code="read")]
        ) from None
    names = {p.name for p in present}
    for name in listed:
        if name not in names:
            problems.append(ImportProblem(path / name, "missing from the backup", code="missing"))
    nights = any(p.name.endswith(TOURNAMENT_SUFFIX) for p in path.iterdir())
    if not present and not problems and not set_aside and not nights:
        raise ImportFailedError(
            [ImportProblem(path, f"the folder holds no {RECORD_SUFFIX} match record", code="no_records")]
        )
    # The manifest's order is the archive's (oldest first): the matches come back in it.
    order = {name: i for i, name in enumerate(listed)}
    present.sort(key=lambda p: (order.get(p.name, len(order)), p.name))
    listed_records: list[ReadRecord] = []
    extra_records: list[ReadRecord] = []
    for file in present:
        try:
            (listed_records if file.name in order else extra_records).append(read_one(file, limit=MAX_RECORD_BYTES))
        except ImportFailedError as error:
            problems.extend(error.problems)
    # The listed files are the archive's matches, repeats and all; a file the table of contents
    # does not list (a copy dropped in the folder) comes in only when it is not one of them.
    first = import_records(store, listed_records, skip_repeats=False)
    extra = import_records(store, extra_records)
    tournaments = restore_tournaments(store, path, problems)
    return RestoreResult(
        first.ids + extra.ids,
        first.imported + extra.imported,
        first.skipped + extra.skipped,
        first.repeats + extra.repeats,
        first.updated + extra.updated,
        first.conflicts + extra.conflicts,
        problems=tuple(problems),
        set_aside=tuple(set_aside),
        tournaments=tournaments,
    )


def _manifest(folder: Path, problems: list[ImportProblem]) -> tuple[list[str], list[tuple[int, str]]]:
    """The files a backup's table of contents lists, and the matches it set aside.

    An unreadable table of contents is added to ``problems``; then nothing is listed.
    """
    manifest = folder / MANIFEST_NAME
    if not manifest.is_file():
        return [], []
    try:
        data = json.loads(read_small_file(manifest, MAX_RECORD_BYTES).decode("utf-8"))
        listed = [item["file"] for item in data["matches"]]
        if data.get("format") != BACKUP_FORMAT or not all(isinstance(name, str) for name in listed):
            raise ValueError("not a Tarabish Score backup")
        set_aside = [_set_aside(item) for item in data.get("set_aside", []) if isinstance(item, dict)]
    except (OSError, ValueError, KeyError, TypeError, RecursionError) as error:
        problems.append(
            ImportProblem(manifest, f"the backup's table of contents is unreadable ({error})", code="manifest")
        )
        return [], []
    return [name for name in listed if "/" not in name and os.sep not in name], set_aside


def _set_aside(item: dict[str, Any]) -> tuple[int, str]:
    """One ``set_aside`` entry of a table of contents as ``(id, reason)``.

    Raises:
        ValueError: the id is not a whole number of an archive (``1e400``, ``true``, text) or the
            reason is not text.
    """
    match_id, reason = item["id"], item["reason"]
    if type(match_id) is not int or not 0 < match_id < 2**63 or not isinstance(reason, str):
        raise ValueError(f"a set-aside match has no valid id and reason ({_short(item)})")
    return match_id, reason


def _short(value: object) -> str:
    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= 60 else text[:57] + "..."

"""Import match records: check every file first, then add all of them in one transaction, or none.

A file is read with the model's own checks (:func:`tarbish_score.model.loads_record`:
UTF-8, at most 10 MB, every round scored), then its exported ``"log"`` and
``"archive"`` dates are checked too, and the match's size as the archive would
export it: at most ``MAX_IMPORT_BYTES`` (8 MB) for a match coming in, so that it
can always be backed up and restored (:func:`read_one`). Only when *every* file passes does
anything reach the archive, in one store transaction; the first problem of
each bad file is reported with the file, the round and the field.

A match already in the archive is recognised, not duplicated. A record with a
``uuid`` (docs/match-record.md, "A match's identity across laptops") is a version
of the archive's match with that uuid, merged by
:func:`tarbish_score.storage.versions.merge_versions`: the same log is "already in
the archive" (skipped), a log that extends the archive's updates it (the old
version kept in the versions log), one the archive's extends is skipped, and a
diverged one is kept as a conflict for a person to settle. A record without one
(or with one the archive has never seen) is the same match as an archive match
when their :func:`fingerprint` is equal, i.e. the same record once the log,
identity and archive dates are left out (teams, players, rules, first dealer and
every round's inputs); a new match keeps its uuid, or gets one.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score.model import Match, RecordError, dump_record, load_record, loads_record
from tarbish_score.model.record import MAX_IMPORT_BYTES, MAX_RECORD_BYTES

from .files import read_small_file
from .records import ARCHIVE_KEY, LOG_KEY, RECORD_SUFFIX, SYNC_KEY, export_size

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore

__all__ = [
    "MANIFEST_NAME",
    "ImportFailedError",
    "ImportProblem",
    "ImportResult",
    "ReadRecord",
    "fingerprint",
    "import_paths",
    "import_records",
    "read_paths",
    "record_files",
]

#: The backup folder's table of contents (see :mod:`.backup`).
MANIFEST_NAME: Final = "backup.json"
BACKUP_FORMAT: Final = "tarbish-score-backup"
#: Fields of an export that are not part of the match itself.
_VOLATILE: Final = frozenset({LOG_KEY, ARCHIVE_KEY, SYNC_KEY, "uuid"})
_DATE_KEYS: Final = ("created", "updated", "finished")
_MB: Final = 1024 * 1024


@dataclass(frozen=True)
class ImportProblem:
    """Why one file cannot be imported.

    Attributes:
        path: the file (or backup folder).
        message: what is wrong, in English.
        round_number: the 1-based round at fault, or None.
        field: the record field at fault (e.g. ``card_points``), or "".
        code: the engine's error code, or a code of this module (``read``, ``log``,
            ``archive``, ``manifest``, ``no_records``).
    """

    path: Path
    message: str
    round_number: int | None = None
    field: str = ""
    code: str = ""

    def __str__(self) -> str:
        where = [str(self.path)]
        if self.round_number is not None:
            where.append(f"round {self.round_number}")
        if self.field:
            where.append(f"field '{self.field}'")
        return f"{', '.join(where)}: {self.message}"


class ImportFailedError(Exception):
    """Nothing was imported: at least one file has a problem.

    Attributes:
        problems: one per bad file, in the order given.
    """

    def __init__(self, problems: Sequence[ImportProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(problem) for problem in self.problems))


@dataclass(frozen=True)
class ReadRecord:
    """A file that passed every check, ready to import.

    Attributes:
        path: where it came from.
        match: the match; its exported log is under ``extra["log"]``; the archive dates are removed.
        created, updated, finished: the dates from its ``"archive"`` field, or None.
        fingerprint: see :func:`fingerprint`.
        laptop: the laptop a sync file was written on (its ``"sync"`` field), else "".
        superseded: the version fingerprints a sync file says it superseded, else none.
    """

    path: Path
    match: Match
    created: datetime | None = None
    updated: datetime | None = None
    finished: datetime | None = None
    fingerprint: str = field(default="", compare=False)
    laptop: str = field(default="", compare=False)
    superseded: tuple[str, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class ImportResult:
    """What an import did.

    Attributes:
        ids: the new matches' ids, in file order.
        imported: the files imported, same order as ``ids``.
        skipped: ``(file, id)`` of each file skipped because match ``id`` (or, with
            id None, an earlier file of the same import) is already the same match.
        repeats: ``(file, earlier file)`` of each file skipped as the same match as
            an earlier file of this import.
        updated: ``(file, id)`` of each file that was a newer version of match ``id`` (it replaced
            it; the version before is kept in the versions log).
        conflicts: ``(file, id)`` of each file that was a version of match ``id`` changed apart
            (diverged): kept beside it until a person chooses.
        chosen: the files of ``updated`` that replaced their match because a person chose them on
            another laptop (their sync fields name ours as set aside), not because they extend it.
        older: the files of ``skipped`` that were an older version of their match (ours extends it,
            or it is in the versions log).
    """

    ids: tuple[int, ...]
    imported: tuple[Path, ...]
    skipped: tuple[tuple[Path, int | None], ...]
    repeats: tuple[tuple[Path, Path], ...] = ()
    updated: tuple[tuple[Path, int], ...] = ()
    conflicts: tuple[tuple[Path, int], ...] = ()
    chosen: frozenset[Path] = frozenset()
    older: frozenset[Path] = frozenset()

    def first_match(self) -> int | None:
        """The archive's match of the first file: new, skipped as already there, updated or in conflict."""
        if self.ids:
            return self.ids[0]
        for _path, match_id in (*self.skipped, *self.updated, *self.conflicts):
            if match_id is not None:
                return match_id
        return None


def fingerprint(record: Mapping[str, Any]) -> str:
    """A stable content hash of a match record: equal for the same match, whatever its log or dates.

    The record is normalised through the model (so key order, defaulted rules
    and spacing do not matter), the log and archive dates are dropped, and the
    canonical JSON (sorted keys, no spaces, UTF-8) is hashed with SHA-256.

    Raises:
        RecordError: ``record`` is not a loadable match record.
    """
    data = dump_record(load_record(dict(record)))
    for key in _VOLATILE:
        data.pop(key, None)
    canonical = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def _match_fingerprint(match: Match) -> str:
    data = dump_record(match)
    for key in _VOLATILE:
        data.pop(key, None)
    canonical = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def record_files(folder: Path) -> list[Path]:
    """The ``.tarbish.json`` files of a folder (a backup), after checking its manifest.

    A backup's files come in its manifest's order (the archive's), any others after them in name order.

    Raises:
        ImportFailedError: the manifest is unreadable, names files that are missing,
            or the folder holds no match record.
    """
    files = sorted(p for p in folder.iterdir() if p.name.endswith(RECORD_SUFFIX) and p.is_file())
    manifest = folder / MANIFEST_NAME
    if manifest.is_file():
        try:
            data = json.loads(read_small_file(manifest, MAX_RECORD_BYTES).decode("utf-8"))
            listed = [item["file"] for item in data["matches"]]
            if data.get("format") != BACKUP_FORMAT or not all(isinstance(name, str) for name in listed):
                raise ValueError("not a Tarabish Score backup")
        except (OSError, ValueError, KeyError, TypeError, RecursionError) as error:
            raise ImportFailedError(
                [ImportProblem(manifest, f"the backup's table of contents is unreadable ({error})", code="manifest")]
            ) from None
        missing = [name for name in listed if not (folder / name).is_file()]
        if missing:
            shown = ", ".join(missing[:3]) + (" ..." if len(missing) > 3 else "")
            message = f"the backup is incomplete: {len(missing)} listed match file(s) are missing ({shown})"
            raise ImportFailedError([ImportProblem(folder, message, code="manifest")])
        # The manifest's order is the archive's (oldest first): the matches come back in it.
        order = {name: i for i, name in enumerate(listed)}
        files.sort(key=lambda path: (order.get(path.name, len(order)), path.name))
    if not files:
        raise ImportFailedError(
            [ImportProblem(folder, f"the folder holds no {RECORD_SUFFIX} match record", code="no_records")]
        )
    return files


def _time(value: object, key: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(key)
    from tarbish_score.storage.records import parse_moment

    return parse_moment(value)


def unreadable(path: Path) -> ImportProblem | None:
    """Why the file ``path`` cannot be read at all (missing, a folder, a pipe, no permission), or None.

    The same check, in the same words, as :func:`read_one` makes first; nothing of the file is read.
    """
    try:
        if path.exists() and not path.is_file():
            # A pipe would wait forever for a writer; a device never ends.
            return ImportProblem(
                path, "not a regular file (a pipe, a device or a socket); import reads match record files", code="read"
            )
        with path.open("rb"):
            pass
    except OSError as error:
        return ImportProblem(path, f"cannot read the file ({error.strerror or error})", code="read")
    return None


def read_one(path: Path, *, limit: int = MAX_IMPORT_BYTES) -> ReadRecord:
    """Read and check one match record file.

    Args:
        path: the file.
        limit: the most bytes the match may take as the archive would export it
            (:func:`.records.export_size`): ``model.record.MAX_IMPORT_BYTES`` for a match
            coming in, which leaves it room to grow; ``MAX_RECORD_BYTES`` for a file the app
            wrote itself (a backup's record, a recovery record), which it takes back whole.

    Raises:
        ImportFailedError: with the one problem of this file.
    """
    from tarbish_score.storage import StoreError
    from tarbish_score.storage.records import split_log

    def fail(message: str, **where: Any) -> ImportFailedError:
        return ImportFailedError([ImportProblem(path, message, **where)])

    problem = unreadable(path)
    if problem is not None:
        raise ImportFailedError([problem])
    try:
        with path.open("rb") as file:
            # One byte past the limit: loads_record refuses it without reading on.
            data = file.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise fail(f"cannot read the file ({error.strerror or error})", code="read") from None
    try:
        match = loads_record(data)
    except RecordError as error:
        raise fail(error.detail, round_number=error.round_number, field=error.field, code=error.code) from None
    extra = dict(match.extra)
    try:
        split_log({LOG_KEY: extra[LOG_KEY]} if LOG_KEY in extra else {})
    except StoreError as error:
        raise fail(str(error), field=LOG_KEY, code="log") from None
    laptop, superseded = _sync_fields(extra.pop(SYNC_KEY, None))
    archive = extra.pop(ARCHIVE_KEY, None)
    dates: dict[str, datetime | None] = dict.fromkeys(_DATE_KEYS)
    if archive is not None:
        if not isinstance(archive, dict):
            raise fail("must be an object of archive dates", field=ARCHIVE_KEY, code="archive")
        for key in _DATE_KEYS:
            try:
                dates[key] = _time(archive.get(key), key)
            except ValueError:
                raise fail(
                    f"must be a date and time like 2024-05-01T20:15:00+00:00, not {archive.get(key)!r}",
                    field=f"{ARCHIVE_KEY}.{key}",
                    code="archive",
                ) from None
    match = dataclasses.replace(match, extra=extra)
    size = export_size(match)
    if size > limit:
        raise fail(
            f"with what the archive adds (statistics, log, dates) the match would take {size / _MB:.1f} MB, "
            f"more than the {limit // _MB} MB a match brought in may take, so it could not be backed up and restored",
            code="too_large_to_keep",
        )
    return ReadRecord(
        path,
        match,
        dates["created"],
        dates["updated"],
        dates["finished"],
        _match_fingerprint(match),
        laptop,
        superseded,
    )


def _sync_fields(value: object) -> tuple[str, tuple[str, ...]]:
    """The laptop and the superseded fingerprints of a sync file's ``"sync"`` object; what is not so is ignored."""
    if not isinstance(value, dict):
        return "", ()
    laptop = value.get("laptop")
    superseded = value.get("superseded")
    fingerprints = (
        tuple(item for item in superseded if isinstance(item, str) and len(item) == 64)
        if isinstance(superseded, list)
        else ()
    )
    return (laptop[:200] if isinstance(laptop, str) else ""), fingerprints


def read_paths(paths: Iterable[str | os.PathLike[str]], *, limit: int = MAX_IMPORT_BYTES) -> list[ReadRecord]:
    """Read and check every file (a folder: its match records, see :func:`record_files`).

    ``limit``: as for :func:`read_one`.

    Raises:
        ImportFailedError: listing the problem of every bad file; nothing was imported.
    """
    problems: list[ImportProblem] = []
    records: list[ReadRecord] = []
    for given in paths:
        path = Path(given)
        try:
            files = record_files(path) if path.is_dir() else [path]
            for file in files:
                try:
                    records.append(read_one(file, limit=limit))
                except ImportFailedError as error:
                    problems.extend(error.problems)
        except ImportFailedError as error:
            problems.extend(error.problems)
    if problems:
        raise ImportFailedError(problems)
    return records


def import_records(
    store: MatchStore, records: Sequence[ReadRecord], *, skip_repeats: bool = True, elsewhere: bool = False
) -> ImportResult:
    """Bring checked records into the archive in one transaction: new matches added, known ones merged.

    Args:
        store: the open, writable archive.
        records: from :func:`read_paths`.
        skip_repeats: also skip a record without a known uuid that repeats an earlier one of
            ``records`` (False for a backup, whose matches are distinct archive entries).
        elsewhere: the records come from another laptop (the sync folder): new matches are marked so.

    Raises:
        StoreWriteError: nothing was changed (full disk, read-only archive).
        StoreError: the archive cannot be read; nothing was changed.
    """
    from tarbish_score.storage.versions import Incoming, is_known, merge_versions

    seen: dict[str, Path] = {}
    to_merge: list[tuple[ReadRecord, Match]] = []
    skipped: list[tuple[Path, int | None]] = []
    repeats: list[tuple[Path, Path]] = []
    for record in records:
        identity = record.match.uuid or _creation_uuid(record.match)
        # A record without an identity of its own (an older export, another program's) is the same
        # match as one holding the same record; one with its own identity is only ever its versions.
        if not record.match.uuid and not (identity and is_known(store, identity)):
            existing = _existing_id(store, record)
            if existing is not None:
                skipped.append((record.path, existing))
                continue
            if skip_repeats and record.fingerprint in seen:
                skipped.append((record.path, None))
                repeats.append((record.path, seen[record.fingerprint]))
                continue
            seen[record.fingerprint] = record.path
        to_merge.append((record, dataclasses.replace(record.match, uuid=identity or "")))
    merged = merge_versions(
        store,
        [
            Incoming(
                dump_record(match),
                source=str(r.path),
                laptop=r.laptop,
                superseded=r.superseded,
                elsewhere=elsewhere,
                created=r.created,
                updated=r.updated,
                finished=r.finished,
            )
            for r, match in to_merge
        ],
    )
    ids: list[int] = []
    imported: list[Path] = []
    updated: list[tuple[Path, int]] = []
    conflicts: list[tuple[Path, int]] = []
    chosen: set[Path] = set()
    older: set[Path] = set()
    for (record, _match), done in zip(to_merge, merged, strict=True):
        if done.outcome == "added" and done.match_id is not None:
            ids.append(done.match_id)
            imported.append(record.path)
        elif done.outcome == "updated" and done.match_id is not None:
            updated.append((record.path, done.match_id))
            if done.by_choice:
                chosen.add(record.path)
        elif done.outcome == "conflict" and done.match_id is not None:
            conflicts.append((record.path, done.match_id))
        else:
            skipped.append((record.path, done.match_id))
            if done.outcome == "older":
                older.add(record.path)
    return ImportResult(
        tuple(ids),
        tuple(imported),
        tuple(skipped),
        tuple(repeats),
        tuple(updated),
        tuple(conflicts),
        frozenset(chosen),
        frozenset(older),
    )


def _creation_uuid(match: Match) -> str:
    """The identity an older record without one gets: worked out from its log's start, "" without a log."""
    from tarbish_score.storage.records import creation_uuid, split_log

    record = dump_record(match)
    log = [entry.to_json() for entry in split_log(record)]
    return creation_uuid(record, log) or ""


def _existing_id(store: MatchStore, record: ReadRecord) -> int | None:
    for match_id, stored in store.records_like(record.match):
        try:
            if fingerprint(stored) == record.fingerprint:
                return match_id
        except RecordError:  # a stored record that no longer loads is nobody's duplicate
            continue
    return None


def import_paths(
    store: MatchStore, paths: Iterable[str | os.PathLike[str]], *, skip_repeats: bool = True
) -> ImportResult:
    """Check every file, then import all of them or none (see the module docstring).

    Raises:
        ImportFailedError: a file has a problem; nothing was imported.
        StoreWriteError, StoreError: the archive refused; nothing was imported.
    """
    return import_records(store, read_paths(paths), skip_repeats=skip_repeats)

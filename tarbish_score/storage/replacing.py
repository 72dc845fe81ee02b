"""Replacing the archive file with another in steps a kill at any moment cannot leave half done (no Qt).

Internal to :mod:`tarbish_score.storage`. ``repair``, the automatic salvage and
``restore-snapshot`` put a new file in the archive's place and keep the old one
aside. They never leave a moment without an archive at its path:

1. :func:`begin` writes the journal ``archive.sqlite3.replacing`` (what is being
   done, where the old file will be kept), phase ``building``;
2. the caller builds the new archive completely in ``archive.sqlite3.new``
   (:func:`new_path`) and closes it;
3. :func:`swap` syncs it, marks the journal ``swapping``, links the old file (and
   its WAL) under the kept name, removes the old WAL beside the archive (it must
   never meet the new file), renames the new file over the archive
   (``os.replace``, atomic) and deletes the journal.

:func:`resume`, at the next writable open, reads the journal a kill left: in
phase ``building`` the half-built file is deleted (rolled back: the archive is
as it was); in phase ``swapping`` the new file is whole, so the swap is
finished. Either way it returns what it did, for the window and the command
line to say.

Every journal and rename is synced (file, then folder), so a power cut keeps
the same promise as a kill.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from tarbish_score.paths import make_folder

from .errors import StoreError, StoreWriteError, write_failure_of

__all__ = ["Replacement", "Resumed", "abandon", "begin", "new_path", "publish_fresh", "resume", "swap"]

#: What replaces the archive: ``repair`` (the command), ``salvage`` (damage met by a read, a write or
#: the opening), ``restore`` (a snapshot put in its place) or ``foreign`` (another program's file
#: found in its place, replaced by a fresh archive).
Replacement = Literal["repair", "salvage", "restore", "foreign"]

_JOURNAL: Final = ".replacing"
_NEW: Final = ".new"
_SIDECARS: Final = ("-wal", "-shm", "-journal")
_WHAT: Final[dict[str, str]] = {
    "repair": "repair",
    "salvage": "salvage of the damaged archive",
    "restore": "restore of a snapshot",
    "foreign": "move of another program's file out of the archive's place",
}


@dataclass(frozen=True)
class Resumed:
    """What the next open did with a replacement a kill interrupted.

    Attributes:
        kind: what was interrupted (:data:`Replacement`).
        finished: True when the new archive was whole and was put in place (the step finished);
            False when it was half built and deleted (rolled back: the archive is as it was).
        kept: where the archive as it was is kept (finished only), else None.
    """

    kind: Replacement
    finished: bool
    kept: Path | None

    def line(self) -> str:
        """One English line for the command line."""
        what = _WHAT[self.kind]
        if self.finished:
            return f"an interrupted {what} was finished; the archive as it was is kept as {self.kept}"
        return f"an interrupted {what} was rolled back; the archive is as it was before it"


def new_path(archive: Path) -> Path:
    """Where the new archive is built (``archive.sqlite3.new``), beside the archive."""
    return archive.with_name(archive.name + _NEW)


def _journal_path(archive: Path) -> Path:
    return archive.with_name(archive.name + _JOURNAL)


def begin(archive: Path, kind: Replacement, kept: Path) -> Path:
    """Start a replacement: clear what an earlier try left, journal it (phase ``building``).

    Returns:
        Where to build the new archive (:func:`new_path`; nothing is there).

    Raises:
        StoreError: the journal cannot be written (nothing changed).
    """
    new = new_path(archive)
    try:
        _remove_with_sidecars(new)
        _write_journal(archive, {"kind": kind, "phase": "building", "kept": str(kept)})
    except OSError as error:
        raise StoreError(f"The archive {archive} could not be replaced: {error.strerror or error}.") from error
    return new


def abandon(archive: Path) -> None:
    """Give up a replacement still in phase ``building``: delete the new file and the journal (never raises)."""
    with suppress(OSError):
        _remove_with_sidecars(new_path(archive))
        _journal_path(archive).unlink(missing_ok=True)
        _sync_folder(archive.parent)


def swap(archive: Path, kept: Path) -> None:
    """Put the whole, closed new file in the archive's place; keep the old archive as ``kept``.

    Raises:
        StoreError: the files cannot be synced, linked or renamed. Before the journal says
            ``swapping`` nothing changed and the replacement is abandoned; after, the next
            open finishes it.
    """
    new = new_path(archive)
    try:
        for side in _SIDECARS:  # closed: none is left, but a stale one must never meet the archive
            Path(f"{new}{side}").unlink(missing_ok=True)
        if archive.exists():  # the archive's own mode (private, or as the user set it), not the umask's
            shutil.copymode(archive, new)
        _sync_file(new)
        state = _read_journal(archive)
        if state.get("phase") != "building":  # begun by nobody, or rolled back since: never swap blind
            raise FileNotFoundError(errno.ENOENT, "the replacement was not begun", str(_journal_path(archive)))
        kind = _kind(state.get("kind"))
        _write_journal(archive, {"kind": kind, "phase": "swapping", "kept": str(kept)})
    except OSError as error:
        abandon(archive)
        raise StoreError(f"The archive {archive} could not be replaced: {error.strerror or error}.") from error
    try:
        _finish(archive, kept)
    except OSError as error:
        raise StoreError(
            f"The archive {archive} could not be replaced: {error.strerror or error}. The next start finishes it."
        ) from error


def publish_fresh(archive: Path) -> None:
    """Put a new, closed, empty archive built at :func:`new_path` in the place where none is (no journal).

    A kill before the rename leaves only the ``.new`` file, which the next open deletes; so an
    archive at its path is never a half-made one.

    Raises:
        OSError: it cannot be synced or renamed.
    """
    new = new_path(archive)
    for side in _SIDECARS:
        Path(f"{new}{side}").unlink(missing_ok=True)
    _sync_file(new)
    os.replace(new, archive)
    _sync_folder(archive.parent)


def resume(archive: Path) -> Resumed | None:
    """Finish or roll back a replacement a kill interrupted; None when there was none.

    Call it with the folder locked, before any connection opens the archive.

    Raises:
        StoreWriteError: the folder or disk is read-only (the archive can still be read as it is).
        StoreError: the files cannot be renamed or deleted for another reason (the journal stays
            for the next try).
    """
    journal = _journal_path(archive)
    new = new_path(archive)
    try:
        Path(f"{journal}.tmp").unlink(missing_ok=True)
        if not journal.exists():
            # Only a fresh archive is built without a journal: where none was, nothing to tell.
            if any(Path(f"{new}{side}").exists() for side in ("", *_SIDECARS)):
                _remove_with_sidecars(new)
                _sync_folder(archive.parent)
            return None
        state = _read_journal(archive)
        kind = _kind(state.get("kind"))
        kept = Path(state["kept"]) if isinstance(state.get("kept"), str) else None
        if state.get("phase") == "swapping" and kept is not None and (new.exists() or os.path.lexists(kept)):
            _finish(archive, kept)
            return Resumed(kind, True, kept)
        abandon(archive)
        if journal.exists():
            raise OSError(f"{journal} cannot be deleted")
        return Resumed(kind, False, None)
    except OSError as error:
        if write_failure_of(error) == "read-only":  # a read-only disk or folder: the archive can still be read
            raise StoreWriteError.from_os(archive, error) from error
        reason = error.strerror or error
        raise StoreError(f"An interrupted change of the archive {archive} cannot be finished: {reason}.") from error


def _kind(value: object) -> Replacement:
    for kind in ("salvage", "restore", "foreign"):
        if value == kind:
            return kind
    return "repair"


# -- the steps ---------------------------------------------------------------------------


def _finish(archive: Path, kept: Path) -> None:
    """The swap's steps after the journal says ``swapping``; each may run again after a kill."""
    new = new_path(archive)
    if new.exists():
        make_folder(kept.parent, own=True)
        # The WAL may hold the old archive's last commits: it is kept with it, before the file itself.
        for side in ("-wal", ""):
            _keep(Path(f"{archive}{side}"), Path(f"{kept}{side}"))
        _sync_folder(kept.parent)
        for side in _SIDECARS:  # the old file's WAL must never be read as the new file's
            Path(f"{archive}{side}").unlink(missing_ok=True)
        os.replace(new, archive)
        _sync_folder(archive.parent)
    _journal_path(archive).unlink(missing_ok=True)
    _sync_folder(archive.parent)


def _keep(source: Path, target: Path) -> None:
    """Give ``source`` the second name ``target`` (a hard link, else a synced copy); again harmless."""
    if not source.exists():
        return
    if target.exists():
        if os.path.samefile(source, target):
            return
        target.unlink()  # not ours: a copy a kill left half made is made again
    try:
        os.link(source, target)
    except OSError:  # a file system without hard links
        partial = target.with_name(target.name + ".partial")
        shutil.copyfile(source, partial)
        _sync_file(partial)
        os.replace(partial, target)


def _write_journal(archive: Path, state: dict[str, str]) -> None:
    journal = _journal_path(archive)
    partial = Path(f"{journal}.tmp")
    descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        json.dump(state, file)
        file.flush()
        os.fsync(file.fileno())
    os.replace(partial, journal)
    _sync_folder(archive.parent)


def _read_journal(archive: Path) -> dict[str, str]:
    """The journal's fields; {} for one that cannot be read (then nothing is finished, only rolled back)."""
    try:
        state = json.loads(_journal_path(archive).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(key): value for key, value in state.items()} if isinstance(state, dict) else {}


def _remove_with_sidecars(path: Path) -> None:
    for side in ("", *_SIDECARS):
        Path(f"{path}{side}").unlink(missing_ok=True)


def _sync_file(path: Path) -> None:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _sync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - a platform without folder descriptors
        return
    try:
        os.fsync(descriptor)
    except OSError:  # pragma: no cover - some file systems refuse to sync a folder
        pass
    finally:
        os.close(descriptor)

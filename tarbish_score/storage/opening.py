"""Opening the archive file: the checks, upgrades and damage handling behind :meth:`MatchStore.open`.

Internal to :mod:`tarbish_score.storage`; :class:`~tarbish_score.storage.MatchStore`
is the API. A damaged or non-SQLite file raises :class:`DamagedArchiveError`, and
the store moves it aside (:func:`move_aside`) rather than deleting it.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from collections.abc import Sequence
from contextlib import suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from .errors import StoreError, StoreWriteError, access_problem
from .schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, TABLES, table_names

__all__ = [
    "DATABASE_NAME",
    "DamagedArchiveError",
    "ForeignArchiveError",
    "archive_exists",
    "check_archive_path",
    "connect",
    "connect_read_only",
    "database_path",
    "is_damage",
    "move_aside",
    "rollback",
]

DATABASE_NAME: Final = "archive.sqlite3"
_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_DAMAGE_CODES: Final = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
_SIDECARS: Final = ("-wal", "-shm")
#: What ``mode=ro`` meets where no WAL index can be made: a read-only mount (SQLITE_CANTOPEN), or a
#: folder or file the user may not write, e.g. chmod 555/444 (SQLITE_READONLY_DIRECTORY, _CANTINIT …).
_NO_WAL_INDEX_CODES: Final = frozenset({sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY})
#: Besides those, what ``mode=ro`` meets on a full disk (the -shm file cannot grow: SQLITE_IOERR_SHMSIZE …).
#: Then the archive is read another way (:func:`_read_anyway`) rather than not at all.
_READ_ANYWAY_CODES: Final = _NO_WAL_INDEX_CODES | {sqlite3.SQLITE_IOERR, sqlite3.SQLITE_FULL}


class DamagedArchiveError(StoreError):
    """The file is not a readable archive (:meth:`MatchStore.open` moves it aside)."""


class ForeignArchiveError(DamagedArchiveError):
    """An SQLite file of another program where the archive belongs: set aside untouched, never upgraded."""


#: The tables of the pre-release layout (schema version 0), which the first migration carries over.
_LEGACY_COLUMNS: Final = ("id", "record", "created", "updated")


def check_ours(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse an SQLite file that is not Tarabish Score's archive (reads the header and schema only).

    Ours: marked with :data:`~.schema.APPLICATION_ID`; or, unmarked (written before version 3),
    an empty file, the pre-release layout (one table ``matches(id, record, created, updated)``),
    or a version 1 or 2 archive with every table of ours and no other.

    Raises:
        ForeignArchiveError: another program's file (its tables or its own application id).
        sqlite3.Error: the header or the schema cannot be read.
    """
    marked = int(conn.execute("PRAGMA application_id").fetchone()[0])
    if marked == APPLICATION_ID:
        return
    if marked != 0 and TABLES.issubset(table_names(conn)):
        # Every table of ours under another mark: the header was damaged, not written by another program.
        raise DamagedArchiveError(f"{path} has our tables but a damaged header (application id {marked:#x})")
    if marked != 0:
        raise ForeignArchiveError(f"{path} belongs to another program (application id {marked:#x})")
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    tables = table_names(conn) - {"sqlite_sequence"}
    if version == 0:
        legacy = tables == {"matches"} and (
            tuple(row[1] for row in conn.execute("PRAGMA table_info(matches)")) == _LEGACY_COLUMNS
        )
        if not tables or legacy:
            return
    elif 0 < version < SCHEMA_VERSION and tables == TABLES:
        return
    shown = ", ".join(sorted(tables)) or "none"
    raise ForeignArchiveError(f"{path} is an SQLite file of another program (tables: {shown})")


def database_path(directory: str | os.PathLike[str]) -> Path:
    """The archive file inside a data folder (it may not exist yet)."""
    return Path(directory) / DATABASE_NAME


def rollback(conn: sqlite3.Connection) -> None:
    """Roll back the open transaction of ``conn``, if any (never raises an SQLite error)."""
    if conn.in_transaction:
        # It fails only when SQLite already rolled back by itself (e.g. after SQLITE_FULL).
        with suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


def is_damage(error: sqlite3.Error) -> bool:
    """True when SQLite says the file is damaged or not a database (SQLITE_CORRUPT, SQLITE_NOTADB)."""
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF in _DAMAGE_CODES


def connect(path: Path) -> sqlite3.Connection:
    """Open, check and upgrade the archive for writing.

    Raises:
        DamagedArchiveError: not a readable archive; move it aside and retry.
        StoreWriteError: it cannot be created or upgraded.
        StoreError: made by a newer version, or unreadable for another reason.
    """
    if path.is_file() and path.stat().st_size > 0:
        # Check before a read-write connection exists: on a file it cannot use,
        # that one deletes the WAL, which may hold the last commits.
        _open_read_only(path).close()
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
    except sqlite3.Error as error:
        raise StoreWriteError.from_sqlite(path, error) from error
    try:
        conn.execute("PRAGMA journal_mode = WAL").fetchone()
        # FULL: a commit is on disk (WAL synced) before save_match returns.
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        version = _check_version(conn, path)
        if version < SCHEMA_VERSION:
            conn.execute("BEGIN IMMEDIATE")
            for step in MIGRATIONS[version:]:
                step(conn)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute("COMMIT")
    except sqlite3.Error as error:
        rollback(conn)
        conn.close()
        raise StoreWriteError.from_sqlite(path, error) from error
    except BaseException:
        rollback(conn)
        conn.close()
        raise
    return conn


def _check_version(conn: sqlite3.Connection, path: Path) -> int:
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION and int(conn.execute("PRAGMA application_id").fetchone()[0]) not in (0, APPLICATION_ID):
        check_ours(conn, path)  # another mark: a damaged header over our tables, or another program's file
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"The archive {path} was written by a newer Tarabish Score (schema {version}); "
            f"this version reads schema {SCHEMA_VERSION} or older. Update the app."
        )
    check_ours(conn, path)
    if version == SCHEMA_VERSION and not TABLES.issubset(table_names(conn)):
        raise DamagedArchiveError(f"{path} is missing tables")
    return version


def check_archive_path(path: Path) -> None:
    """Refuse a folder, a link to nothing or a device where the archive file belongs.

    Raises:
        StoreError: ``path`` exists (or is a link) but is not a regular file.
    """
    if not os.path.lexists(path) or path.is_file():
        return
    what = "a folder" if path.is_dir() else "a link to nothing" if not path.exists() else "not a regular file"
    raise StoreError(f"The archive path {path} is not a database file ({what}); move it away, then try again.")


def _open_read_only(path: Path) -> sqlite3.Connection:
    """A connection that can change no file, on an archive checked to be readable.

    On a read-only disk, or in a folder the user may not write (chmod), where
    SQLite cannot make the WAL index beside a cleanly closed archive, the file
    is opened as immutable (no other process can change it there either). A
    check that finds damage removes the empty WAL files the check itself made,
    so none is left beside the damaged file.

    Raises:
        DamagedArchiveError: not an SQLite file, damaged, or an SQLite file of another program.
        StoreError: made by a newer version, or cannot be opened.
    """
    try:
        with path.open("rb") as file:
            magic = file.read(len(_SQLITE_MAGIC))
    except OSError as error:  # no read permission (chmod, or root's after a start with sudo)
        raise StoreError(f"Cannot open the archive: {access_problem(path, error)}.") from error
    if magic != _SQLITE_MAGIC:
        raise DamagedArchiveError(f"{path} is not an SQLite file")
    sidecars = [Path(f"{path}{side}") for side in _SIDECARS]
    had = {side for side in sidecars if side.exists()}
    uri = path.resolve().as_uri()
    conn = _connect_uri(path, uri + "?mode=ro")
    try:
        try:
            _check_version(conn, path)
        except sqlite3.Error as error:
            if _code(error) not in _READ_ANYWAY_CODES:
                raise
            conn.close()
            conn = _read_anyway(path, uri)
            _check_version(conn, path)
        _quick_check(conn, path)
    except sqlite3.Error as error:
        conn.close()
        # "unsupported file format": the header's schema format byte is past any SQLite's, i.e. damaged.
        if is_damage(error) or "unsupported file format" in str(error):
            _remove_new_sidecars(sidecars, had)
            raise DamagedArchiveError(f"{path} is damaged: {error}") from error
        raise StoreError(f"Cannot open the archive {path}: {error}.") from error
    except DamagedArchiveError:
        conn.close()
        _remove_new_sidecars(sidecars, had)
        raise
    except StoreError:
        conn.close()
        raise
    return conn


def _read_anyway(path: Path, uri: str) -> sqlite3.Connection:
    """Read an archive that ``mode=ro`` cannot: a read-only disk or folder, a full disk, a stray -journal.

    Without commits in a WAL, the file is opened as immutable (it holds everything;
    no WAL index, no journal is looked at). With commits in a WAL, which SQLite
    cannot read here, the archive and its WAL are copied to a private temporary
    folder and read there into memory: the last commits are listed too, and
    nothing in the data folder changes. A -journal beside our archive is never
    live (the archive is always in WAL mode), so it is left where it is.

    Raises:
        sqlite3.Error: SQLite could not read it either way.
        StoreError: the copy could not be made (e.g. the temporary folder is full too).
    """
    wal = Path(f"{path}-wal")
    if not wal.exists() or wal.stat().st_size == 0:
        return _connect_uri(path, uri + "?immutable=1")
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        with tempfile.TemporaryDirectory(prefix="tarbish-score-read-") as folder:
            copy = Path(folder) / DATABASE_NAME
            shutil.copyfile(path, copy)
            shutil.copyfile(wal, f"{copy}-wal")
            source = sqlite3.connect(copy, isolation_level=None)
            try:
                source.backup(memory)
            finally:
                source.close()
    except OSError as error:
        memory.close()
        raise StoreError(f"Cannot read the archive {path}: {access_problem(path, error)}.") from error
    except BaseException:
        memory.close()
        raise
    return memory


def _connect_uri(path: Path, uri: str) -> sqlite3.Connection:
    try:
        return sqlite3.connect(uri, uri=True, isolation_level=None, timeout=5.0)
    except sqlite3.Error as error:  # pragma: no cover - the file was just read; a race or permissions
        raise StoreError(f"Cannot open the archive {path}: {error}.") from error


def _quick_check(conn: sqlite3.Connection, path: Path) -> None:
    """Read the pages every start reads (the schema and the archive list's summary rows).

    A full ``PRAGMA quick_check`` would read every page, and opening 10,000
    matches would no longer cost about what opening none does; damage deeper
    in the file is reported when a read meets it.

    Raises:
        sqlite3.Error: SQLite met a damaged page (SQLITE_CORRUPT) or could not read.
    """
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "matches" in tables:
        # The table's root and first leaf, then the list's index: a few pages, however many matches.
        conn.execute("SELECT * FROM matches NOT INDEXED ORDER BY id LIMIT 1").fetchall()
        conn.execute("SELECT id FROM matches ORDER BY created DESC, id DESC LIMIT 1").fetchall()


def _remove_new_sidecars(sidecars: Sequence[Path], had: set[Path]) -> None:
    """Delete the WAL files a failed check left (empty: they were made by the check, not by a writer)."""
    for side in sidecars:
        if side not in had:
            with suppress(OSError):
                side.unlink()


def _code(error: sqlite3.Error) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that changes nothing on disk, on an existing, current, undamaged archive.

    Raises:
        StoreError: no archive there; damaged (start the app to set it aside); needs upgrading;
            made by a newer version; or cannot be opened.
    """
    if not archive_exists(path) or not path.is_file():
        raise StoreError(f"There is no archive at {path} yet.")
    try:
        conn = _open_read_only(path)
    except ForeignArchiveError as error:
        raise StoreError(
            f"The archive is not Tarabish Score's ({error}); start Tarabish Score to set it aside untouched."
        ) from error
    except DamagedArchiveError as error:
        raise StoreError(
            f"The archive is damaged ({error}); close Tarabish Score and run 'tarbish-score repair' "
            "to set it aside and save every readable match."
        ) from error
    if _check_version(conn, path) < SCHEMA_VERSION:
        conn.close()
        raise StoreError(f"The archive {path} needs upgrading; start Tarabish Score once to do it.")
    return conn


def archive_exists(path: Path) -> bool:
    """True when something (a file, a folder, a link) is at the archive's place ``path``.

    Unlike :func:`os.path.lexists`, a data folder that cannot even be looked into
    (mode 000, or root's after a start with sudo) is not taken for an empty one.

    Raises:
        StoreError: the folder holding ``path`` cannot be read; the message names the cause and the fix.
    """
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError as error:  # only a folder above can stop an lstat: name the folder
        raise StoreError(f"Cannot open the archive: {access_problem(path.parent, error)}.") from error
    return True


def move_aside(path: Path, moment: datetime, *, label: str = "damaged") -> Path:
    """Rename a damaged archive (and its WAL files) to a free timestamped name beside it.

    Args:
        path: the archive file.
        moment: when (the name's time stamp, UTC).
        label: the name's word: ``damaged``, or ``other-program`` for another program's file.
    """
    stamp = moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    number = 1
    while True:
        suffix = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.stem}.{label}-{stamp}{suffix}{path.suffix}")
        if not any(Path(f"{target}{side}").exists() for side in ("", *_SIDECARS)):
            break
        number += 1
    try:
        for side in _SIDECARS:
            # The WAL may hold the last commits: it travels with its database.
            if Path(f"{path}{side}").exists():
                os.replace(f"{path}{side}", f"{target}{side}")
        os.replace(path, target)
    except OSError as error:
        raise StoreError(
            f"The archive {path} is damaged and cannot be moved aside: {error.strerror or error}."
        ) from error
    return target

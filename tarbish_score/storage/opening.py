"""Opening the archive file: the checks, upgrades and damage handling behind :meth:`MatchStore.open`.

Internal to :mod:`tarbish_score.storage`; :class:`~tarbish_score.storage.MatchStore`
is the API. A damaged or non-SQLite file raises :class:`DamagedArchiveError`, and
the store sets it aside under a free name (:func:`aside_name`) rather than deleting it
(:mod:`.replacing` swaps the files).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import struct
import tempfile
from collections.abc import Sequence
from contextlib import suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal

from tarbish_score.paths import keep_private, private_file

from .errors import StoreError, StoreWriteError, access_problem
from .schema import APPLICATION_ID, MATCH_TABLES, MIGRATIONS, SCHEMA_VERSION, table_names, tables_of

__all__ = [
    "DATABASE_NAME",
    "DamageCause",
    "DamagedArchiveError",
    "ForeignArchiveError",
    "archive_exists",
    "aside_name",
    "check_archive_path",
    "connect",
    "connect_read_only",
    "database_path",
    "is_damage",
    "rollback",
    "wal_problem",
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


#: Why an archive is set aside: ``damaged`` (SQLite says so, or not an SQLite file), ``empty``
#: (0 bytes where an archive was) or ``wal`` (its write-ahead log holds commits that cannot be applied).
DamageCause = Literal["damaged", "empty", "wal"]


class DamagedArchiveError(StoreError):
    """The file is not a readable archive (:meth:`MatchStore.open` sets it aside and salvages it).

    Attributes:
        cause: why (:data:`DamageCause`), for the report to name it.
    """

    def __init__(self, message: str, *, cause: DamageCause = "damaged") -> None:
        super().__init__(message)
        self.cause: DamageCause = cause


class ForeignArchiveError(DamagedArchiveError):
    """An SQLite file of another program where the archive belongs: set aside untouched, never upgraded."""


#: The tables of the pre-release layout (schema version 0), which the first migration carries over.
_LEGACY_COLUMNS: Final = ("id", "record", "created", "updated")


def check_ours(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse an SQLite file that is not Tarabish Score's archive (reads the header and schema only).

    Ours: marked with :data:`~.schema.APPLICATION_ID`; or, unmarked (written before version 3),
    an empty file, the pre-release layout (one table ``matches(id, record, created, updated)``),
    or an archive of version 1 or later with every table of ours and no other.

    Raises:
        ForeignArchiveError: another program's file (its tables or its own application id).
        sqlite3.Error: the header or the schema cannot be read.
    """
    marked = int(conn.execute("PRAGMA application_id").fetchone()[0])
    if marked == APPLICATION_ID:
        return
    if marked != 0 and MATCH_TABLES.issubset(table_names(conn)):
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
    elif 0 < version <= SCHEMA_VERSION and tables == tables_of(version):
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
    if path.is_file():
        wal = Path(f"{path}-wal")
        if path.stat().st_size == 0 and (not wal.exists() or wal.stat().st_size == 0):
            # A fresh archive is never left empty at its place (:func:`.replacing.publish_fresh`):
            # this one lost its content. Set aside and said, never silently made a fresh one.
            raise DamagedArchiveError(f"{path} is empty (0 bytes)", cause="empty")
        problem = wal_problem(path)
        if problem is not None:
            # SQLite would apply what it can and drop the rest at the first write: set aside first.
            raise DamagedArchiveError(f"{path}: {problem}", cause="wal")
        # Check before a read-write connection exists: on a file it cannot use,
        # that one deletes the WAL, which may hold the last commits.
        _open_read_only(path).close()
    else:
        try:
            private_file(path)  # 0600 from its first moment, whatever the umask (SQLite would use it)
        except OSError as error:
            raise StoreWriteError.from_os(path, error) from error
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
    except sqlite3.Error as error:
        raise StoreWriteError.from_sqlite(path, error) from error
    keep_private(path, f"{path}-wal", f"{path}-shm")  # SQLite gives a new -wal and -shm the archive's mode
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
    if version == SCHEMA_VERSION and not tables_of(version).issubset(table_names(conn)):
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


def aside_name(path: Path, moment: datetime, *, label: str = "damaged") -> Path:
    """A free timestamped name beside the archive, ``archive.<label>-<UTC time>[-n].sqlite3``, for a file set aside.

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
        if not any(os.path.lexists(f"{target}{side}") for side in ("", *_SIDECARS)):
            return target
        number += 1


_WAL_MAGIC: Final = (0x377F0682, 0x377F0683)
_WAL_HEADER: Final = 32
_FRAME_HEADER: Final = 24
#: A WAL larger than this (SQLite checkpoints at about 4 MB) is not checked: reading it would hold up the start.
_WAL_CHECKED: Final = 8 * 1024 * 1024


def wal_problem(path: Path) -> str | None:
    """What in the archive's write-ahead log SQLite would silently drop, in English; None when nothing.

    SQLite applies a WAL's frames up to the first one whose checksum or salt is wrong and
    ignores the rest without a word. A kill mid-write leaves only an unfinished last
    transaction there (never committed, nothing lost); damage is a commit beyond that point,
    or fewer whole commits than the WAL index (``-shm``) says were made.
    """
    wal = Path(f"{path}-wal")
    try:
        if wal.stat().st_size > _WAL_CHECKED:
            return None
        data = wal.read_bytes()
    except OSError:  # none (the usual case), or unreadable: SQLite says so when it reads
        return None
    if len(data) <= _WAL_HEADER:
        return None
    magic, _version, page_size = struct.unpack(">III", data[:12])
    if magic not in _WAL_MAGIC or page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return "its write-ahead log (-wal) is damaged: the changes it holds cannot be applied"
    order = ">" if magic & 1 else "<"
    salt = data[16:24]
    checksum = _wal_checksum(order, data[:24], (0, 0))
    if checksum != struct.unpack(">II", data[24:32]):
        return "its write-ahead log (-wal) is damaged: the changes it holds cannot be applied"
    size = _FRAME_HEADER + page_size
    frames = (len(data) - _WAL_HEADER) // size
    whole = committed = 0
    for number in range(frames):
        start = _WAL_HEADER + number * size
        head = data[start : start + _FRAME_HEADER]
        if head[8:16] != salt:
            break
        checksum = _wal_checksum(order, head[:8], checksum)
        checksum = _wal_checksum(order, data[start + _FRAME_HEADER : start + size], checksum)
        if checksum != struct.unpack(">II", head[16:24]):
            break
        whole = number + 1
        if struct.unpack(">I", head[4:8])[0]:
            committed = whole
    for number in range(whole + 1, frames):  # a commit of this WAL beyond the frame that broke the chain
        head = data[_WAL_HEADER + number * size : _WAL_HEADER + number * size + _FRAME_HEADER]
        if head[8:16] == salt and struct.unpack(">I", head[4:8])[0]:
            return "its write-ahead log (-wal) is damaged: some of the last changes cannot be applied"
    if _index_frames(path, salt) > committed:
        return "its write-ahead log (-wal) is damaged: some of the last changes cannot be applied"
    return None


def _wal_checksum(order: str, block: bytes, seed: tuple[int, int]) -> tuple[int, int]:
    """SQLite's WAL checksum of ``block`` (a multiple of 8 bytes), going on from ``seed``."""
    first, second = seed
    words = struct.unpack(f"{order}{len(block) // 4}I", block)
    for index in range(0, len(words), 2):
        first = (first + words[index] + second) & 0xFFFFFFFF
        second = (second + words[index + 1] + first) & 0xFFFFFFFF
    return first, second


def _index_frames(path: Path, salt: bytes) -> int:
    """How many WAL frames the WAL index (``-shm``) says hold commits, for this WAL (0 when it cannot say)."""
    try:
        with open(f"{path}-shm", "rb") as file:
            header = file.read(96)
    except OSError:
        return 0
    # Two copies of the index header (machine byte order); a kill mid-update leaves them unequal.
    if len(header) < 96 or header[:48] != header[48:] or not header[12] or header[32:40] != salt:
        return 0
    return int(struct.unpack("=I", header[16:20])[0])

"""A read-only disk still lets the archive be read; damage found on first use is set aside; odd archive paths.

Tests run as root, where chmod stops nothing: a read-only disk is simulated by
making the lock file's open fail with EROFS (what a read-only mount does first),
or SQLite's read-only open fail with SQLITE_CANTOPEN (no WAL index can be made).
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from tarbish_score import cli
from tarbish_score.storage import (
    DATABASE_NAME,
    LOCK_NAME,
    MatchStore,
    StoreError,
    StoreWriteError,
    database_path,
    opening,
)

from ..system import require
from .conftest import FakeClock, finished_match, made, new_match


def fill(folder: Path) -> int:
    """Two matches, the second (in progress) current; returns its id."""
    with MatchStore.open(folder, clock=FakeClock()) as store:
        store.create_match(finished_match("Ceilidh", "Fiddlers"))
        playing = store.create_match(new_match("Us", "Them").add_round(made(0, (90, 72))))
        store.set_current(playing)
    return playing


@pytest.fixture
def read_only_disk(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Make the data folder read-only (the lock file cannot be opened for writing); call it to start."""

    def start() -> None:
        real_open = os.open

        def refuse(path: object, flags: int, *args: object, **kwargs: object) -> int:
            if str(path).endswith(LOCK_NAME):
                raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
            return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(os, "open", refuse)

    return start


def test_the_lock_of_a_read_only_folder_is_a_read_only_write_error(
    folder: Path, read_only_disk: Callable[[], None]
) -> None:
    fill(folder)
    read_only_disk()
    with pytest.raises(StoreWriteError) as caught:
        MatchStore.open(folder)
    assert caught.value.reason == "read-only"
    with MatchStore.open_for_reading(folder) as store:
        assert store.read_only
        assert store.count_matches() == 2
        assert store.resume() is not None


def test_open_for_reading_falls_back_when_the_archive_file_is_read_only(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fill(folder)

    def read_only_file(path: Path) -> sqlite3.Connection:
        raise StoreWriteError(path, "read-only", "attempt to write a readonly database")

    monkeypatch.setattr(opening, "connect", read_only_file)
    with MatchStore.open_for_reading(folder) as store:
        assert store.read_only and store.count_matches() == 2


def test_open_for_reading_reads_on_a_full_disk_and_names_it_when_it_cannot(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fill(folder)

    def full(path: Path) -> sqlite3.Connection:
        raise StoreWriteError(path, "full", "database or disk is full")

    monkeypatch.setattr(opening, "connect", full)
    with MatchStore.open_for_reading(folder) as store:  # a full disk stops writing, not reading
        assert store.read_only and store.count_matches() == 2

    def unreadable(path: Path) -> sqlite3.Connection:
        raise StoreError("Cannot open the archive: disk I/O error.")

    monkeypatch.setattr(opening, "connect_read_only", unreadable)
    with pytest.raises(StoreWriteError, match="disk is full"):
        MatchStore.open_for_reading(folder)


def test_a_cleanly_closed_archive_on_a_read_only_disk_opens_immutable(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fill(folder)
    assert not Path(f"{database_path(folder)}-wal").exists()  # closed cleanly: the WAL is gone

    class NoWalIndex(sqlite3.Connection):
        """What ``mode=ro`` gives on a read-only disk: SQLite cannot make the -shm file."""

        def execute(self, *args: object, **kwargs: object) -> sqlite3.Cursor:
            error = sqlite3.OperationalError("unable to open database file")
            error.sqlite_errorcode = sqlite3.SQLITE_CANTOPEN
            raise error

    real = opening._connect_uri
    uris: list[str] = []

    def connect(path: Path, uri: str) -> sqlite3.Connection:
        uris.append(uri.rsplit("?", 1)[1])
        if uri.endswith("?mode=ro"):
            return sqlite3.connect(":memory:", factory=NoWalIndex)
        return real(path, uri)

    monkeypatch.setattr(opening, "_connect_uri", connect)
    with MatchStore.open(folder, read_only=True) as store:
        assert store.count_matches() == 2
    assert uris == ["mode=ro", "immutable=1"]


#: What ``mode=ro`` raises in a folder the user may not write (chmod 555): SQLite cannot make the -shm file.
_READONLY_DIRECTORY = 1544  # SQLITE_READONLY_DIRECTORY
_READONLY_CANTINIT = 1288  # SQLITE_READONLY_CANTINIT


@pytest.mark.parametrize("code", [_READONLY_DIRECTORY, _READONLY_CANTINIT, sqlite3.SQLITE_READONLY])
def test_a_cleanly_closed_archive_in_a_read_only_folder_opens_immutable(
    folder: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    playing = fill(folder)

    class ReadOnlyFolder(sqlite3.Connection):
        """What ``mode=ro`` gives in a folder made read-only with chmod (as a user, not root)."""

        def execute(self, *args: object, **kwargs: object) -> sqlite3.Cursor:
            error = sqlite3.OperationalError("attempt to write a readonly database")
            error.sqlite_errorcode = code
            raise error

    real = opening._connect_uri
    uris: list[str] = []

    def connect(path: Path, uri: str) -> sqlite3.Connection:
        uris.append(uri.rsplit("?", 1)[1])
        if uri.endswith("?mode=ro"):
            return sqlite3.connect(":memory:", factory=ReadOnlyFolder)
        return real(path, uri)

    monkeypatch.setattr(opening, "_connect_uri", connect)
    with MatchStore.open(folder, read_only=True) as store:
        resumed = store.resume()
        assert resumed is not None and resumed.id == playing
    assert uris == ["mode=ro", "immutable=1"]


def _as_nobody() -> list[str]:
    """The command prefix that runs a process as user ``nobody``, or [] when this cannot be done here."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    (setpriv,) = require("setpriv")
    prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    probe = subprocess.run([*prefix, sys.executable, "-c", "import tarbish_score"], capture_output=True, check=False)
    return prefix if probe.returncode == 0 else []


def test_a_folder_made_read_only_with_chmod_opens_read_only_for_a_user() -> None:
    prefix = _as_nobody()
    if not prefix:
        pytest.skip("needs root, setpriv, and the package readable by user nobody")
    root = Path(tempfile.mkdtemp(prefix="tarbish-chmod-"))  # pytest's tmp_path is closed to other users
    try:
        root.chmod(0o755)
        folder = root / "data"
        playing = fill(folder)
        for path in folder.iterdir():
            path.chmod(0o444)
        folder.chmod(0o555)
        code = textwrap.dedent(
            """
            import sys
            from tarbish_score.storage import MatchStore, StoreWriteError
            try:
                MatchStore.open(sys.argv[1])
            except StoreWriteError as error:
                print("writable:", error.reason)
            with MatchStore.open(sys.argv[1], read_only=True) as store:
                stored = store.resume()
                print("resumed:", stored.id if stored else None, store.count_matches())
            """
        )
        done = subprocess.run(
            [*prefix, sys.executable, "-c", code, str(folder)], capture_output=True, text=True, check=False
        )
        assert (done.stdout, done.stderr) == (f"writable: read-only\nresumed: {playing} 2\n", "")
        assert sorted(p.name for p in folder.iterdir()) == [DATABASE_NAME, LOCK_NAME]  # nothing written
    finally:
        folder.chmod(0o755)
        shutil.rmtree(root)


def test_list_and_export_work_on_a_read_only_disk(
    folder: Path, tmp_path: Path, read_only_disk: Callable[[], None], capsys: pytest.CaptureFixture[str]
) -> None:
    playing = fill(folder)
    read_only_disk()
    assert cli.main(["list", "--json"]) == 0
    out, err = capsys.readouterr()
    assert (len(json.loads(out)), err) == (2, "")
    target = tmp_path / "out.tarbish.json"
    assert cli.main(["export", str(playing), "-o", str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["teams"][0]["name"] == "Us"


def test_list_of_a_missing_folder_creates_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere"
    assert cli.main(["list", "--data-dir", str(missing)]) == 0
    assert capsys.readouterr().out == f"No matches saved in {missing} yet.\n"
    assert not missing.exists()


# -- damage -------------------------------------------------------------------------------------


def test_a_truncated_archive_is_set_aside_without_empty_wal_files(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with MatchStore.open(folder) as store:
        store.add_matches([new_match(f"Team {n}", players=("A" * 300, "B", "C", "D")) for n in range(40)])
    path = database_path(folder)
    os.truncate(path, path.stat().st_size // 3)
    assert cli.main(["list"]) == 0
    kept = next(folder.glob("archive.damaged-*.sqlite3"))
    assert sorted(p.name for p in folder.glob("archive.damaged-*")) == [kept.name]
    assert "the archive was damaged; kept it as" in capsys.readouterr().err


def test_a_damaged_page_behind_a_valid_header_is_found_at_open_and_set_aside(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with MatchStore.open(folder) as store:
        store.add_matches([new_match(f"Team {n}", players=("A" * 300, "B", "C", "D")) for n in range(40)])
    path = database_path(folder)
    raw = bytearray(path.read_bytes())
    page_size = int.from_bytes(raw[16:18], "big")
    raw[page_size : page_size + 200] = b"\xab" * 200  # page 2: the matches table
    path.write_bytes(bytes(raw))
    # Read-only (beside a running window): a clear word, not "disk image is malformed" alone.
    with pytest.raises(StoreError, match="The archive is damaged"):
        MatchStore.open(folder, read_only=True)
    assert cli.main(["list"]) == 0
    out, err = capsys.readouterr()
    kept = next(folder.glob("archive.damaged-*.sqlite3"))
    # Only the summary table was hit: every match is saved from its record, with its id.
    assert err == (
        f"tarbish-score: the archive was damaged; kept it as {kept}\n"
        "tarbish-score: saved 40 of 40 matches into a fresh archive\n"
    )
    assert kept.read_bytes() == bytes(raw)
    rows = out.splitlines()[1:]
    assert (len(rows), rows[0].split()[0], "Team 39 v Them" in rows[0]) == (40, "40", True)


def test_damage_found_later_names_the_way_out(folder: Path) -> None:
    MatchStore.open(folder).close()
    # Read-only (beside the window): nothing can be set aside here, so the message says how.
    with MatchStore.open(folder, read_only=True) as store:
        error = sqlite3.DatabaseError("database disk image is malformed")
        error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT
        expected = r"is damaged .*run 'tarbish-score repair' .*restore a backup with 'tarbish-score import FOLDER'"
        with pytest.raises(StoreError, match=expected), store._reading():
            raise error


@pytest.mark.parametrize("kind", ["folder", "dangling link"])
def test_list_and_import_refuse_a_non_file_archive_path(
    folder: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    folder.mkdir()
    path = database_path(folder)
    if kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(folder / "gone.sqlite3")
    assert cli.main(["list"]) == cli.ExitCode.ARCHIVE
    assert "is not a database file" in capsys.readouterr().err
    record = Path(__file__).resolve().parent.parent / "data" / "kitchen-standard.tarbish.json"
    assert cli.main(["import", str(record)]) == cli.ExitCode.ARCHIVE
    err = capsys.readouterr().err
    assert "is not a database file" in err and "read-only" not in err
    assert not (folder / "gone.sqlite3").exists()


# -- permissions, full disks and stray files: read what can be read, name the cause and the fix --------


def _refuse_reading(monkeypatch: pytest.MonkeyPatch, target: Path) -> None:
    """Make opening ``target`` fail as a file without read permission does for a user (root ignores chmod)."""
    real_open = Path.open

    def refuse(self: Path, *args: object, **kwargs: object) -> object:
        if self == target:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", refuse)


@pytest.mark.parametrize("read_only", [False, True])
def test_an_archive_file_without_read_permission_is_a_store_error_naming_the_fix(
    folder: Path, monkeypatch: pytest.MonkeyPatch, read_only: bool
) -> None:
    fill(folder)
    _refuse_reading(monkeypatch, database_path(folder))
    with pytest.raises(StoreError) as caught:
        MatchStore.open(folder, read_only=read_only)
    assert "cannot be read" in caught.value.message
    assert f"chmod u+rw {database_path(folder)}" in caught.value.message


def test_a_full_disk_at_the_first_start_is_a_full_write_error(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)  # the lock file's process id is the first byte written
    with pytest.raises(StoreWriteError) as caught:
        MatchStore.open(folder)
    assert caught.value.reason == "full"
    monkeypatch.undo()
    with MatchStore.open(folder) as store:  # the failed open released the folder
        assert store.count_matches() == 0


class _NoWalIndexOnAFullDisk(sqlite3.Connection):
    """What ``mode=ro`` gives on a full disk: SQLite cannot grow the -shm file (SQLITE_IOERR_SHMSIZE)."""

    def execute(self, *args: object, **kwargs: object) -> sqlite3.Cursor:
        error = sqlite3.OperationalError("disk I/O error")
        error.sqlite_errorcode = 4874  # SQLITE_IOERR_SHMSIZE
        raise error


def test_list_and_export_read_a_cleanly_closed_archive_on_a_full_disk(
    folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    playing = fill(folder)
    real = opening._connect_uri

    def connect(path: Path, uri: str) -> sqlite3.Connection:
        if uri.endswith("?mode=ro"):
            return sqlite3.connect(":memory:", factory=_NoWalIndexOnAFullDisk)
        return real(path, uri)

    def full(path: Path) -> sqlite3.Connection:
        raise StoreWriteError(path, "full", "database or disk is full")

    monkeypatch.setattr(opening, "_connect_uri", connect)
    with MatchStore.open(folder, read_only=True) as store:
        assert store.count_matches() == 2
    monkeypatch.setattr(opening, "connect", full)
    assert cli.main(["list", "--json"]) == 0
    out, err = capsys.readouterr()
    assert (len(json.loads(out)), err) == (2, "")
    target = tmp_path / "out.tarbish.json"
    assert cli.main(["export", str(playing), "-o", str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["teams"][0]["name"] == "Us"


def test_a_stray_journal_beside_an_open_archive_does_not_stop_the_list(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A window has the archive open (its WAL holds the last commits) and a stray -journal lies beside it."""
    fill(folder)
    with MatchStore.open(folder) as window:
        window.create_match(new_match("Last", "Commit"))  # in the WAL, not yet in the main file
        assert Path(f"{database_path(folder)}-wal").stat().st_size > 0
        Path(f"{database_path(folder)}-journal").write_bytes(b"left by another program" * 100)
        assert cli.main(["list", "--json"]) == 0
        out, err = capsys.readouterr()
        assert err == ""
        assert sorted(line["teams"][0]["name"] for line in json.loads(out)) == ["Ceilidh", "Last", "Us"]
        assert window.count_matches() == 3
    assert Path(f"{database_path(folder)}-journal").exists()  # reading changed nothing on disk


def test_a_data_folder_that_cannot_be_read_is_not_an_empty_archive(
    folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fill(folder)
    real_lstat = os.lstat

    def closed(path: object, *args: object, **kwargs: object) -> os.stat_result:
        # A folder with mode 000: nothing inside can even be looked at.
        if Path(os.fsdecode(path)).parent == folder:  # type: ignore[arg-type]
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_lstat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "lstat", closed)
    assert cli.main(["list"]) == cli.ExitCode.ARCHIVE
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("tarbish-score: ") and "cannot be read" in err and f"chmod u+rwx {folder}" in err
    assert cli.main(["export", "1", "-o", str(folder.parent / "out.json")]) == cli.ExitCode.ARCHIVE
    assert f"chmod u+rwx {folder}" in capsys.readouterr().err


_CLI_AS_USER = """
import sys
from tarbish_score import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def test_a_folder_made_by_root_is_named_with_its_owner_and_the_fix_for_a_user() -> None:
    """As a user (not root): the data folder and archive were created with sudo (root, mode 700)."""
    prefix = _as_nobody_neutral()
    if not prefix:
        pytest.skip("needs root, setpriv, and the package readable by user nobody")
    root = Path(tempfile.mkdtemp(prefix="tarbish-owner-"))
    try:
        root.chmod(0o755)
        folder = root / "data"
        fill(folder)
        folder.chmod(0o700)
        listed = subprocess.run(
            [*prefix, sys.executable, "-c", _CLI_AS_USER, "list", "--data-dir", str(folder)],
            capture_output=True,
            text=True,
            check=False,
            cwd="/",
        )
        assert listed.returncode == cli.ExitCode.ARCHIVE, listed.stdout
        assert "owned by root" in listed.stderr and f"sudo chown -R nobody {folder}" in listed.stderr
        assert "Traceback" not in listed.stderr
        folder.chmod(0o755)
        database_path(folder).chmod(0o600)  # the folder can be read, the archive cannot
        listed = subprocess.run(
            [*prefix, sys.executable, "-c", _CLI_AS_USER, "list", "--data-dir", str(folder)],
            capture_output=True,
            text=True,
            check=False,
            cwd="/",
        )
        assert listed.returncode == cli.ExitCode.ARCHIVE, listed.stdout
        assert "owned by root" in listed.stderr and "sudo chown -R nobody" in listed.stderr
    finally:
        shutil.rmtree(root)


def _as_nobody_neutral() -> list[str]:
    """As :func:`_as_nobody`, probed from a neutral folder (a checkout's folder fakes readability)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    (setpriv,) = require("setpriv")
    prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    probe = subprocess.run([*prefix, sys.executable, "-c", "import tarbish_score"], capture_output=True, cwd="/")
    return prefix if probe.returncode == 0 else []

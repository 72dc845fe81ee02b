"""Faults: damaged files, full or read-only disks, a second instance, and a crash mid-match."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

import pytest

from tarbish_score import cli
from tarbish_score.model import Match
from tarbish_score.storage import (
    LOCK_NAME,
    SCHEMA_VERSION,
    LogEntry,
    MatchStore,
    StoreError,
    StoreLockedError,
    StoreWriteError,
    database_path,
    lock,
    opening,
)

from .conftest import FakeClock, made, new_match
from .store_helper import TEAMS, planned_rounds

HELPER = Path(__file__).with_name("store_helper.py")


def raw_sql(path: Path, *statements: str) -> None:
    """Run statements on ``path`` through a plain SQLite connection."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement)
    finally:
        conn.close()


# -- damaged archives ----------------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [b"this is a shopping list, not a database\n" * 50, b"SQLite format 3\x00" + b"\x00" * 4080, b"SQLite"],
    ids=["text", "zeroed-sqlite", "truncated-header"],
)
def test_a_damaged_archive_is_moved_aside_and_kept(folder: Path, clock: FakeClock, content: bytes) -> None:
    folder.mkdir()
    database_path(folder).write_bytes(content)
    Path(f"{database_path(folder)}-wal").write_bytes(b"maybe the last commits")
    with MatchStore.open(folder, clock=clock) as store:
        assert store.moved_aside == folder / "archive.damaged-20240501T120100Z.sqlite3"
        assert store.moved_aside.read_bytes() == content
        # The WAL may hold the newest commits: it travels with its database.
        assert Path(f"{store.moved_aside}-wal").read_bytes() == b"maybe the last commits"
        match_id = store.create_match(new_match("Fresh"))
        assert [s.id for s in store.list_matches()] == [match_id]


def test_a_wrong_sqlite_file_is_moved_aside(folder: Path, clock: FakeClock) -> None:
    folder.mkdir()
    path = database_path(folder)
    raw_sql(path, "CREATE TABLE photos (x)", f"PRAGMA user_version = {SCHEMA_VERSION}")
    with MatchStore.open(folder, clock=clock) as store:
        # Another program's file: set aside untouched under its own name, nothing salvaged from it.
        assert (store.moved_aside, store.salvaged) == (None, None)
        assert store.foreign_aside == folder / "archive.other-program-20240501T120100Z.sqlite3"
        with sqlite3.connect(store.foreign_aside) as kept:
            tables = [row[0] for row in kept.execute("SELECT name FROM sqlite_master")]
        kept.close()
        assert tables == ["photos"]
        assert store.count_matches() == 0


@pytest.mark.parametrize(
    "statements",
    [
        ("CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT)", "INSERT INTO photos VALUES (1, 'a.jpg')"),
        ("CREATE TABLE matches (id INTEGER PRIMARY KEY, opponent TEXT)", "INSERT INTO matches VALUES (1, 'x')"),
        ("CREATE TABLE notes (x)", "PRAGMA user_version = 1"),
        ("PRAGMA application_id = 1234", "CREATE TABLE matches (id INTEGER PRIMARY KEY, record, created, updated)"),
    ],
    ids=["other-tables", "a-matches-table-of-its-own", "a-version-of-its-own", "its-own-application-id"],
)
def test_another_programs_sqlite_file_is_set_aside_untouched(
    folder: Path, clock: FakeClock, statements: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    folder.mkdir()
    path = database_path(folder)
    raw_sql(path, *statements)
    before = path.read_bytes()
    assert cli.main(["list"]) == 0
    aside = next(folder.glob("archive.other-program-*.sqlite3"))
    assert aside.read_bytes() == before  # never written into
    assert not list(folder.glob("archive.other-program-*-wal"))
    assert capsys.readouterr().err == (
        f"tarbish-score: the archive's place held another program's file; moved it, untouched, to {aside} "
        "and started a fresh archive\n"
    )
    with MatchStore.open(folder, clock=clock) as store:
        assert (store.foreign_aside, store.moved_aside, store.count_matches()) == (None, None, 0)


def test_a_read_only_open_names_another_programs_file(folder: Path) -> None:
    folder.mkdir()
    raw_sql(database_path(folder), "CREATE TABLE photos (x)")
    with pytest.raises(StoreError, match=r"is not Tarabish Score's .*set it aside untouched"):
        MatchStore.open(folder, read_only=True)


def test_moving_aside_never_overwrites_an_earlier_damaged_file(folder: Path) -> None:
    folder.mkdir()
    earlier = folder / "archive.damaged-20240501T120000Z.sqlite3"
    earlier.write_bytes(b"first damage")
    database_path(folder).write_bytes(b"second damage")
    with MatchStore.open(folder, clock=lambda: FakeClock().moment) as store:
        assert store.moved_aside == folder / "archive.damaged-20240501T120000Z-2.sqlite3"
    assert earlier.read_bytes() == b"first damage"
    assert (folder / "archive.damaged-20240501T120000Z-2.sqlite3").read_bytes() == b"second damage"


def test_a_damaged_archive_that_cannot_be_moved_is_an_error(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder.mkdir()
    database_path(folder).write_bytes(b"garbage" * 100)

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(StoreError, match="could not be replaced: Permission denied"):
        MatchStore.open(folder)
    monkeypatch.undo()
    assert database_path(folder).read_bytes() == b"garbage" * 100
    # The failed open released the folder.
    with MatchStore.open(folder) as store:
        assert store.moved_aside is not None


def test_an_archive_from_a_newer_version_is_refused_untouched(folder: Path) -> None:
    folder.mkdir()
    path = database_path(folder)
    raw_sql(path, "CREATE TABLE future (x)", f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    with pytest.raises(StoreError, match="newer Tarabish Score"):
        MatchStore.open(folder)
    with pytest.raises(StoreError, match="newer Tarabish Score"):
        MatchStore.open(folder, read_only=True)
    assert path.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["archive.sqlite3", LOCK_NAME]


def test_damage_found_while_reading_is_a_store_error(store: MatchStore) -> None:
    match_id = store.create_match(new_match())
    # Stand-in for a page damaged after opening: the log table can no longer be read.
    store._connection().execute("DROP TABLE log")
    with pytest.raises(StoreError, match=r"Cannot read the archive .*no such table: log"):
        store.load_match(match_id)


def test_a_record_that_no_longer_loads_is_a_store_error(store: MatchStore) -> None:
    match_id = store.create_match(new_match())
    store._connection().execute('UPDATE records SET record = \'{"format": "other"}\'')
    with pytest.raises(StoreError, match=f"match {match_id} cannot be read"):
        store.load_match(match_id)
    store._connection().execute("UPDATE records SET record = 'not json'")
    with pytest.raises(StoreError, match=f"match {match_id} cannot be read"):
        store.export_record(match_id)


# -- folders that cannot be used ------------------------------------------------------------


def test_a_folder_that_cannot_be_created_is_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreError, match="Cannot create the folder"):
        MatchStore.open(blocker / "data")


def test_a_lock_file_that_cannot_be_opened_is_an_error(folder: Path) -> None:
    (folder / LOCK_NAME).mkdir(parents=True)
    with pytest.raises(StoreError, match="Cannot use the folder"):
        MatchStore.open(folder)


def test_an_archive_that_cannot_be_created_is_a_write_error(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def cannot_open(*args: object, **kwargs: object) -> sqlite3.Connection:
        error = sqlite3.OperationalError("unable to open database file")
        error.sqlite_errorcode = sqlite3.SQLITE_CANTOPEN
        raise error

    monkeypatch.setattr(opening.sqlite3, "connect", cannot_open)
    with pytest.raises(StoreWriteError) as caught:
        MatchStore.open(folder)
    assert caught.value.reason == "read-only"
    assert "Could not save to" in str(caught.value)


@pytest.mark.parametrize("kind", ["folder", "dangling link"])
def test_a_folder_or_broken_link_in_the_archive_place_is_not_a_database(folder: Path, kind: str) -> None:
    path = database_path(folder)
    folder.mkdir()
    if kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(folder / "gone.sqlite3")
    what = "a folder" if kind == "folder" else "a link to nothing"
    for read_only in (False, True):
        with pytest.raises(StoreError, match=f"is not a database file \\({what}\\)") as caught:
            MatchStore.open(folder, read_only=read_only)
        assert not isinstance(caught.value, StoreWriteError)
    # Nothing was created or moved: the link still points nowhere, the folder is still there.
    assert os.path.lexists(path) and not path.is_file()
    assert not (folder / "gone.sqlite3").exists()


def test_read_only_open_needs_an_existing_current_archive(folder: Path) -> None:
    with pytest.raises(StoreError, match="no archive"):
        MatchStore.open(folder, read_only=True)
    folder.mkdir()
    raw_sql(
        database_path(folder), "CREATE TABLE matches (id INTEGER PRIMARY KEY, record TEXT, created TEXT, updated TEXT)"
    )
    with pytest.raises(StoreError, match="needs upgrading"):
        MatchStore.open(folder, read_only=True)
    database_path(folder).write_bytes(b"garbage" * 100)
    with pytest.raises(StoreError, match="is damaged"):
        MatchStore.open(folder, read_only=True)
    assert database_path(folder).read_bytes() == b"garbage" * 100


# -- full and read-only disks ---------------------------------------------------------------


def test_a_full_disk_keeps_the_archive_intact_and_the_next_save_succeeds(store: MatchStore) -> None:
    match = new_match()
    match_id = store.create_match(match)
    conn = store._connection()
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    # Simulates a full disk: SQLite may not grow the file past its current size.
    conn.execute(f"PRAGMA max_page_count = {pages}")
    first = made(0, (90, 72))
    # Large enough that it cannot fit in the pages the file already has.
    bigger = Match(match.teams, match.first_dealer, match.rules, (first,), {"notes": "x" * 200_000})
    with pytest.raises(StoreWriteError) as caught:
        store.save_match(match_id, bigger, log_entry=LogEntry.now("record", 1, None, first))
    assert caught.value.reason == "full"
    assert caught.value.path == store.path
    assert str(caught.value) == f"Could not save to {store.path}: the disk is full."
    assert "full" in caught.value.detail
    unchanged = store.load_match(match_id)
    assert (unchanged.match, [e.action for e in unchanged.log]) == (match, ["new"])
    conn.execute("PRAGMA max_page_count = 1073741823")
    store.save_match(match_id, bigger, log_entry=LogEntry.now("record", 1, None, first))
    saved = store.load_match(match_id)
    assert (saved.match, saved.match.extra, [e.action for e in saved.log]) == (bigger, bigger.extra, ["new", "record"])


def test_a_read_only_disk_keeps_the_archive_intact_and_the_next_save_succeeds(store: MatchStore) -> None:
    match = new_match()
    match_id = store.create_match(match)
    conn = store._connection()
    # Simulates a disk remounted read-only (tests run as root, where chmod stops nothing).
    conn.execute("PRAGMA query_only = ON")
    later = match.add_round(made(0, (90, 72)))
    for attempt in (lambda: store.save_match(match_id, later), lambda: store.create_match(later)):
        with pytest.raises(StoreWriteError) as caught:
            attempt()
        assert caught.value.reason == "read-only"
    conn.execute("PRAGMA query_only = OFF")
    assert store.load_match(match_id).match == match
    assert store.count_matches() == 1
    store.save_match(match_id, later)
    assert store.load_match(match_id).match == later


def test_a_failed_transaction_rolls_back_earlier_statements(store: MatchStore) -> None:
    match_id = store.create_match(new_match())
    # The log insert fails after the match and record updates ran in the same transaction.
    store._connection().execute(
        "CREATE TRIGGER no_more_log BEFORE INSERT ON log BEGIN SELECT RAISE(ABORT, 'log refused'); END"
    )
    with pytest.raises(StoreWriteError) as caught:
        store.save_match(match_id, new_match("Changed"), log_entry=LogEntry.now("edit", 1))
    assert (caught.value.reason, caught.value.detail) == ("other", "log refused")
    assert store.load_match(match_id).match.teams[0].name == "Us"
    assert store.list_matches()[0].teams[0] == "Us"


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        (sqlite3.SQLITE_FULL, "full"),
        (sqlite3.SQLITE_READONLY, "read-only"),
        (sqlite3.SQLITE_IOERR | (4 << 8), "io"),  # SQLITE_IOERR_FSYNC
        (sqlite3.SQLITE_BUSY, "busy"),
        (sqlite3.SQLITE_CONSTRAINT, "other"),
        (None, "other"),
    ],
)
def test_write_errors_say_why(code: int | None, reason: str) -> None:
    error = sqlite3.OperationalError("reason from SQLite")
    if code is not None:
        error.sqlite_errorcode = code
    wrapped = StoreWriteError.from_sqlite(Path("archive.sqlite3"), error)
    assert (wrapped.reason, wrapped.detail) == (reason, "reason from SQLite")


# -- a second instance ----------------------------------------------------------------------------


def test_a_second_store_in_the_same_process_is_refused(store: MatchStore, folder: Path) -> None:
    with pytest.raises(StoreLockedError) as caught:
        MatchStore.open(folder)
    assert (caught.value.directory, caught.value.pid) == (folder, os.getpid())
    store.close()
    with MatchStore.open(folder) as again:
        assert again.count_matches() == 0


def test_a_garbled_lock_file_names_neither_holder_nor_its_own_pid(folder: Path) -> None:
    with MatchStore.open(folder):
        (folder / LOCK_NAME).write_text("not a pid")
        with pytest.raises(StoreLockedError) as caught:
            MatchStore.open(folder)
    # Only the system's table of locks (Linux) can tell the process then.
    assert caught.value.pid == (os.getpid() if sys.platform.startswith("linux") else None)
    assert caught.value.holder is None
    assert "(a window or a command" in str(caught.value)


def _start(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(HELPER), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(HELPER.parents[2])},
    )


def _line(stream: IO[str] | None) -> str:
    assert stream is not None
    return stream.readline().strip()


def test_a_second_instance_is_refused_while_the_first_runs(folder: Path) -> None:
    holder = _start("hold", str(folder))
    try:
        assert _line(holder.stdout) == "open"
        with pytest.raises(StoreLockedError) as caught:
            MatchStore.open(folder)
        assert caught.value.pid == holder.pid
        assert f"already open (process {holder.pid})" in str(caught.value)
        # Reading alongside the running instance is allowed.
        with MatchStore.open(folder, read_only=True) as reader:
            assert [s.teams for s in reader.list_matches()] == [("Crash", "Test")]
        assert holder.stdin is not None
        holder.stdin.write("close\n")
        holder.stdin.flush()
        assert _line(holder.stdout) == "closed"
    finally:
        holder.kill()
        holder.communicate()
    with MatchStore.open(folder) as store:
        assert store.count_matches() == 1


def test_deleting_the_lock_file_lets_no_second_writer_in(store: MatchStore, folder: Path) -> None:
    (folder / LOCK_NAME).unlink()
    with pytest.raises(StoreLockedError) as caught:
        MatchStore.open(folder)
    # The lock file no longer says who holds it; Linux's table of locks still does.
    pid = os.getpid() if sys.platform.startswith("linux") else None
    assert (caught.value.pid, caught.value.holder) == (pid, None)
    who = f", process {pid}" if pid is not None else ""
    assert str(caught.value) == (
        f"Tarabish Score (a window or a command{who}) already has the matches in {folder} open; close it first."
    )
    # The first store still writes, alone.
    assert store.create_match(new_match("Us", "Them")) == 1
    store.close()
    with MatchStore.open(folder) as again:
        assert again.count_matches() == 1


def test_deleting_the_lock_file_of_another_process_lets_no_second_writer_in(folder: Path) -> None:
    holder = _start("hold", str(folder))
    try:
        assert _line(holder.stdout) == "open"
        (folder / LOCK_NAME).unlink()
        with pytest.raises(StoreLockedError) as caught:
            MatchStore.open(folder)
        if sys.platform.startswith("linux"):
            assert caught.value.pid == holder.pid
        # Nor does a second attempt, now that the refused one left a lock file behind.
        with pytest.raises(StoreLockedError):
            MatchStore.open(folder)
        assert holder.stdin is not None
        holder.stdin.write("close\n")
        holder.stdin.flush()
        assert _line(holder.stdout) == "closed"
    finally:
        holder.kill()
        holder.communicate()
    with MatchStore.open(folder) as store:
        assert store.count_matches() == 1


def test_a_command_holding_the_archive_is_named_as_a_command(folder: Path) -> None:
    with MatchStore.open(folder, holder="command"), pytest.raises(StoreLockedError) as caught:
        MatchStore.open(folder)
    assert (caught.value.pid, caught.value.holder) == (os.getpid(), "command")
    assert str(caught.value) == (
        f"Another tarbish-score command (process {os.getpid()}) is using the matches in {folder}; "
        "try again when it has finished."
    )


def test_a_writer_waits_for_a_command_to_let_the_archive_go(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    waiting, released = threading.Event(), threading.Event()

    def pause(seconds: float) -> None:
        waiting.set()
        released.wait(10)

    monkeypatch.setattr(lock, "_pause", pause)
    saved: list[int] = []

    def second_writer() -> None:
        with MatchStore.open(folder, wait=30) as store:
            saved.append(store.create_match(new_match("Second", "Import")))

    holder = MatchStore.open(folder, holder="command")
    second = threading.Thread(target=second_writer)
    second.start()
    assert waiting.wait(10)  # refused once, and trying again
    holder.create_match(new_match("First", "Import"))
    holder.close()
    released.set()
    second.join(10)
    assert saved == [2]


def test_a_window_holding_the_archive_is_not_waited_for(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pauses: list[float] = []
    monkeypatch.setattr(lock, "_pause", pauses.append)
    with MatchStore.open(folder, holder="window"), pytest.raises(StoreLockedError) as caught:
        MatchStore.open(folder, holder="command", wait=30)
    assert (pauses, caught.value.holder) == ([], "window")
    assert f"already open (process {os.getpid()})" in str(caught.value)


def test_the_table_of_locks_names_the_holder_of_the_folder(tmp_path: Path) -> None:
    status = os.stat(tmp_path)
    where = f"{os.major(status.st_dev):02x}:{os.minor(status.st_dev):02x}:{status.st_ino}"
    table = tmp_path / "locks"
    table.write_text(
        f"1: POSIX  ADVISORY  WRITE 11 {where} 0 EOF\n2: FLOCK  ADVISORY  WRITE 4242 {where} 0 EOF\n", "ascii"
    )
    assert lock._folder_lock_pid(tmp_path, table) == 4242
    table.write_text("1: FLOCK  ADVISORY  WRITE 4242 00:00:1 0 EOF\n", "ascii")
    assert lock._folder_lock_pid(tmp_path, table) is None
    assert lock._folder_lock_pid(tmp_path, tmp_path / "missing") is None


# -- a crash ----------------------------------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kill_after", [5, 12], ids=["mid-stream", "after-the-last"])
def test_every_saved_round_survives_sigkill(folder: Path, kill_after: int) -> None:
    recorder = _start("record", str(folder), "12")
    try:
        for number in range(1, kill_after + 1):
            assert _line(recorder.stdout) == f"saved {number}"
        recorder.send_signal(signal.SIGKILL)
        recorder.wait()
    finally:
        recorder.kill()
        recorder.communicate()
    assert recorder.returncode == -signal.SIGKILL
    # Killed before it could checkpoint: the rounds are in the WAL, which SQLite replays.
    assert Path(f"{database_path(folder)}-wal").stat().st_size > 0
    with MatchStore.open(folder) as store:
        resumed = store.resume()
    assert resumed is not None
    recorded = len(resumed.match.rounds)
    # Every round reported saved is there; the recorder may have saved more before the kill.
    assert kill_after <= recorded <= 12
    assert resumed.match.rounds == tuple(planned_rounds(recorded))
    assert resumed.match.teams == TEAMS
    assert [(e.action, e.round_number) for e in resumed.log] == [("new", None)] + [
        ("record", n) for n in range(1, recorded + 1)
    ]


def test_an_archive_that_cannot_be_read_for_another_reason_is_not_moved(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with MatchStore.open(folder) as store:
        store.create_match(new_match())

    def busy(conn: sqlite3.Connection, path: Path) -> int:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(opening, "_check_version", busy)
    with pytest.raises(StoreError, match=r"Cannot open the archive .*database is locked"):
        MatchStore.open(folder)
    monkeypatch.undo()
    assert [p.name for p in folder.glob("archive.damaged-*")] == []
    with MatchStore.open(folder) as store:
        assert store.count_matches() == 1


def test_a_data_folder_linked_to_a_folder_not_yet_made_makes_it(tmp_path: Path) -> None:
    """The data folder is a symbolic link (e.g. into a synced folder) whose target does not exist yet."""
    target = tmp_path / "synced" / "tarabish"
    link = tmp_path / "data"
    link.symlink_to(target, target_is_directory=True)
    with MatchStore.open(link) as store:
        store.create_match(new_match("Linked"))
    assert link.is_symlink() and (target / "archive.sqlite3").is_file()
    with MatchStore.open(link, read_only=True) as store:
        assert [s.teams[0] for s in store.list_matches()] == ["Linked"]

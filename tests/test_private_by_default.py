"""Private by default: another local user reads none of the app's files; exports follow the umask.

Each test makes the files as a player would have them (the default folders under
a home other users may enter, umask 022), then checks their modes, and a real
second user (:mod:`tests.second_user`) tries to read each of them.
"""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tarbish_score import logs, paths
from tarbish_score.exchange.csv_export import write_csv
from tarbish_score.exchange.files import write_atomic
from tarbish_score.exchange.records import export_record, write_record
from tarbish_score.exchange.recovery import keep_recovery
from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.storage import LOCK_NAME, MatchStore

from . import second_user

pytestmark = pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX modes and users")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _match() -> Match:
    match = Match((Team("Chiassons", ("Aurélie", "Réjean")), Team("Doucets", ("Sandy", "Colin"))), 1)
    return match.add_round(RoundInput(1, Suit.HEARTS, (100, 62)))


@pytest.fixture
def umask_022() -> Iterator[None]:
    """The usual umask, whatever the test runner's."""
    before = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(before)


def _default_folders(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every folder where a player has it: platformdirs' defaults under ``home``, no override."""
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / ".local" / "state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    for name in (paths.DATA_ENV, paths.CONFIG_ENV, paths.LOG_ENV, paths.RECOVERY_ENV):
        monkeypatch.delenv(name, raising=False)


class _Clock:
    """A clock the test moves: the first change of a new day takes a snapshot."""

    def __init__(self) -> None:
        self.moment = datetime(2026, 11, 30, 20, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.moment


@contextmanager
def _everything(home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Path]]:
    """Make every file the app keeps for itself under ``home``: them and their folders, the archive open."""
    from PySide6.QtCore import QSettings

    _default_folders(home, monkeypatch)
    clock = _Clock()
    data = paths.data_dir()
    with MatchStore.open(data, clock=clock) as store:
        first = store.create_match(_match())
        clock.moment += timedelta(days=1)
        store.set_current(first)  # the first change of a day: yesterday's archive as a snapshot
        (snapshot,) = (data / "snapshots").iterdir()
        archive = store.path
        sidecars = [Path(f"{archive}-wal"), Path(f"{archive}-shm")]
        assert all(side.exists() for side in sidecars)  # open: the WAL files are there
        log_file = logs.set_up()
        assert log_file is not None
        logs.shut_down()
        record = keep_recovery(_match(), match_id=first)
        settings_file = paths.prepare_settings()
        assert settings_file is not None
        settings = QSettings(str(settings_file), QSettings.Format.IniFormat)
        settings.setValue("window/geometry", "private")
        settings.sync()
        files = [archive, *sidecars, data / LOCK_NAME, snapshot, log_file, record, settings_file]
        folders = [data, data / "snapshots", log_file.parent, record.parent, record.parent.parent, paths.config_dir()]
        yield files + folders


def test_the_apps_files_are_0600_in_0700_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, umask_022: None
) -> None:
    home = tmp_path / "home"
    with _everything(home, monkeypatch) as made:
        modes = {str(path.relative_to(home)): oct(_mode(path)) for path in made}
    expected = {name: oct(0o700 if (home / name).is_dir() else 0o600) for name in modes}
    assert modes == expected
    # Each folder made on the way (e.g. ~/.local/state) too: none is open to others.
    open_levels = [p for p in home.rglob("*") if p.is_dir() and _mode(p) & 0o077]
    assert open_levels == []


def test_exports_follow_the_umask(tmp_path: Path, umask_022: None) -> None:
    exports = tmp_path / "exports"
    exports.mkdir()
    written = [
        write_record(export_record(_match(), []), exports / "match.tarbish.json"),
        write_csv(_match(), exports / "match.csv"),
        write_atomic(exports / "match.pdf", b"%PDF-1.4"),  # the PDF is written by write_atomic too
    ]
    assert [oct(_mode(path)) for path in written] == [oct(0o644)] * 3


def test_an_older_versions_open_default_folders_and_archive_are_made_private(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, umask_022: None
) -> None:
    home = tmp_path / "home"
    _default_folders(home, monkeypatch)
    data = paths.data_dir()
    with MatchStore.open(data) as store:
        store.create_match(_match())
    for path in [data, *data.iterdir()]:  # as an older version left them
        path.chmod(0o755 if path.is_dir() else 0o644)
    named = tmp_path / "shared with the family"
    named.mkdir(mode=0o750)
    named.chmod(0o750)
    with MatchStore.open(data):
        pass
    with MatchStore.open(named):
        pass
    assert oct(_mode(data)) == oct(0o700)  # the app's own folder
    assert {p.name: oct(_mode(p)) for p in data.iterdir() if p.suffix == ".sqlite3"} == {"archive.sqlite3": oct(0o600)}
    assert oct(_mode(named)) == oct(0o750)  # a folder the player named keeps its mode: its files do not
    assert oct(_mode(named / "archive.sqlite3")) == oct(0o600)


def test_another_user_reads_none_of_the_apps_files(monkeypatch: pytest.MonkeyPatch, umask_022: None) -> None:
    """As the issue found it: ``~victim`` open to others (0755), and another user trying every file."""
    second_user.needed()
    with second_user.shared_folder(0o755) as root:
        home = root / "victim"
        home.mkdir(mode=0o755)
        export = home / "Chiassons v Doucets.csv"  # an export, in a folder the player shares
        write_csv(_match(), export)
        with _everything(home, monkeypatch) as made:
            seen = second_user.run(second_user.TRY_EVERYTHING, *map(str, [*made, export]))
    assert isinstance(seen, dict)
    assert seen.pop(str(export)) == "read"  # the player's own export follows the umask
    assert {name: what for name, what in seen.items() if what != "PermissionError"} == {}


def test_each_log_file_is_private_after_a_rotation_too(monkeypatch: pytest.MonkeyPatch, umask_022: None) -> None:
    monkeypatch.setattr(logs, "_MAX_BYTES", 200)
    path = logs.set_up()
    assert path is not None
    try:
        for number in range(20):
            logging.getLogger("tarbish_score.storage").warning("line %d of a log that rotates", number)
    finally:
        logs.shut_down()
    rotated = sorted(path.parent.glob(f"{path.name}*"))
    assert len(rotated) > 2  # the file and its rotations
    assert {p.name: oct(_mode(p)) for p in rotated} == {p.name: oct(0o600) for p in rotated}


def test_a_private_folder_is_this_users_real_folder(tmp_path: Path, umask_022: None) -> None:
    temp = tmp_path / "temp"
    temp.mkdir(mode=0o777)
    temp.chmod(0o1777)  # like /tmp
    mine = paths.private_folder(temp / "mine" / "records", below=temp)
    assert [oct(_mode(p)) for p in (temp / "mine", mine)] == [oct(0o700)] * 2
    loose = temp / "loose"
    loose.mkdir(mode=0o777)
    loose.chmod(0o777)
    paths.private_folder(loose, below=temp)
    assert oct(_mode(loose)) == oct(0o700)  # this user's: made private
    (temp / "elsewhere").mkdir()
    (temp / "link").symlink_to(temp / "elsewhere")
    with pytest.raises(paths.NotPrivateError, match="a link"):
        paths.private_folder(temp / "link" / "records", below=temp)
    assert not (temp / "elsewhere" / "records").exists()
    with pytest.raises(FileNotFoundError):
        paths.private_folder(temp / "never made", below=temp, create=False)
    if os.geteuid() == 0:  # root can give a folder to another user, as that user would have made it first
        theirs = temp / "theirs"
        theirs.mkdir(mode=0o777)
        os.chown(theirs, second_user.NOBODY, second_user.NOBODY)
        with pytest.raises(paths.NotPrivateError, match="another user"):
            paths.private_folder(theirs / "records", below=temp)
        assert not (theirs / "records").exists()


def test_archive_files_sqlite_creates_are_private_from_their_first_moment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Under a permissive umask, a file SQLite creates would be open to all until it is made
    # private: the fresh archive's ".new", a salvage's and a restore's, a snapshot's ".partial".
    import sqlite3

    seen: dict[str, int] = {}
    real_connect = sqlite3.connect

    def connect(path: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        conn = real_connect(path, *args, **kwargs)  # type: ignore[arg-type]
        name = Path(str(path))
        if name.exists():
            seen[name.name] = _mode(name)
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)
    before = os.umask(0)
    try:
        clock = _Clock()
        data = tmp_path / "data"
        with MatchStore.open(data, clock=clock) as store:
            store.create_match(_match())
            clock.moment += timedelta(days=1)
            store.set_current(1)  # a snapshot
            (snapshot,) = (data / "snapshots").iterdir()
            store.restore_snapshot(snapshot)
            store.set_aside_and_salvage()
    finally:
        os.umask(before)
    assert {"archive.sqlite3.new", f"{snapshot.name}.partial"} <= set(seen)
    assert {name: oct(mode) for name, mode in seen.items() if mode & 0o077} == {}

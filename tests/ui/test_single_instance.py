"""One window per data folder: a second launch brings the open window forward with its file."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.qt.controller import MatchController
from tarbish_score.storage import MatchStore
from tarbish_score.ui import app as app_module
from tarbish_score.ui import single_instance
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.single_instance import WindowServer, hand_over, may_be_running, server_name

from .. import second_user
from ..conftest import DATA

RECORD = DATA / "kitchen-standard.tarbish.json"


def _teams(record: Path) -> tuple[str, ...]:
    """The team names of a match record."""
    return tuple(team["name"] for team in json.loads(record.read_text(encoding="utf-8"))["teams"])


def _second_launch(name: str, open_file: str | None, cwd: Path | None = None) -> subprocess.Popen[str]:
    """Hand over from another process, as a second launch does (not a thread: it would hold Python's
    lock while Qt waits, and the window's slots could not answer)."""
    code = "import sys\nfrom tarbish_score.ui.single_instance import hand_over\n"
    code += "print(hand_over(sys.argv[1], sys.argv[2] or None))"
    return subprocess.Popen(
        [sys.executable, "-c", code, name, open_file or ""], stdout=subprocess.PIPE, text=True, cwd=cwd
    )


def _answered(qtbot: QtBot, child: subprocess.Popen[str]) -> bool:
    """Run the event loop until the second launch is done; what its hand_over returned."""
    qtbot.waitUntil(lambda: child.poll() is not None, timeout=20000)
    out, _ = child.communicate()
    return out.strip() == "True"


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    shown = MainWindow(MatchController())
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    if shown.archive is not None:
        shown.archive.keeper.store.close()


def test_the_name_is_per_data_folder_and_the_same_through_a_link(tmp_path: Path) -> None:
    (tmp_path / "kitchen").mkdir()
    (tmp_path / "cottage").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "kitchen")
    kitchen = server_name(tmp_path / "kitchen")
    assert kitchen is not None
    assert kitchen != server_name(tmp_path / "cottage")
    assert kitchen == server_name(tmp_path / "link")
    assert Path(kitchen).parent == paths.private_temp_dir()  # per user (no runtime folder here)
    assert len(os.fsencode(kitchen)) < 104  # a Unix socket's path limit (macOS: 104, Linux: 108)


def test_nobody_listening_is_no_hand_over(tmp_path: Path) -> None:
    name = server_name(tmp_path)
    assert may_be_running(name) is False
    assert hand_over(name, None, timeout_ms=200) is False


def test_the_server_takes_the_file_made_absolute(qtbot: QtBot, tmp_path: Path) -> None:
    owner = QWidget()  # as the window owns it: deleted with it, by Qt
    qtbot.addWidget(owner)
    server = WindowServer(server_name(tmp_path), owner)
    assert server.listen()
    try:
        assert may_be_running(server.name)
        with qtbot.waitSignal(server.asked, timeout=20000) as asked:
            child = _second_launch(server.name, RECORD.name, cwd=DATA)  # relative: made absolute there
        assert _answered(qtbot, child) is True
        assert asked.args == [str(RECORD)]
    finally:
        server.close()
    assert not may_be_running(server.name)  # closing removes the socket file


def test_the_open_window_comes_forward_and_opens_the_file(qtbot: QtBot, window: MainWindow) -> None:
    assert app_module.open_archive(window) is True
    name = server_name(paths.data_dir())
    assert may_be_running(name)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    child = _second_launch(name, str(RECORD))
    assert _answered(qtbot, child) is True
    qtbot.waitUntil(lambda: window.controller.match is not None)
    assert not window.isMinimized()
    match = window.controller.match
    assert match is not None and tuple(team.name for team in match.teams) == _teams(RECORD)
    assert window.archive is not None and window.archive.keeper.store.count_matches() == 1


def test_a_stale_socket_is_removed_when_the_lock_is_free(qtbot: QtBot, window: MainWindow) -> None:
    name = server_name(paths.data_dir())
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(name)  # a window that died (SIGKILL) leaves its socket file behind
    stale.close()
    assert may_be_running(name) and hand_over(name, None, timeout_ms=200) is False
    assert app_module.open_archive(window) is True
    assert _answered(qtbot, _second_launch(name, None)) is True  # this window listens in its place


def test_a_window_that_does_not_answer_is_still_refused(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    quit_with: list[int] = []
    monkeypatch.setattr(app_module, "refuse_second_window", lambda parent, text: told.append(text))
    monkeypatch.setattr(app_module, "quit_app", quit_with.append)
    name = server_name(paths.data_dir())
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(name)
    stale.close()
    with MatchStore.open(paths.data_dir()):  # held, and nobody answers on the socket
        assert app_module.open_archive(window) is False
    assert quit_with == [app_module.EXIT_LOCKED]
    assert len(told) == 1 and "already open" in told[0]
    os.unlink(name)


# --- two real processes ------------------------------------------------------------------------


def _launch(data: Path, *extra: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "tarbish_score", "--debug", "--data-dir", str(data), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def _wait_listening(child: subprocess.Popen[str]) -> list[str]:
    """Read the child's log (``--debug`` puts it on standard error) until it listens for second launches."""
    assert child.stderr is not None
    lines: list[str] = []
    for line in child.stderr:  # blocks until the child writes; ends if it dies
        lines.append(line)
        if "listening for second launches" in line:
            return lines
    raise AssertionError("".join(lines))


def _stop(child: subprocess.Popen[str]) -> tuple[int, str]:
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=60)
    return child.returncode, err


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals end the first window")
def test_a_second_launch_hands_its_file_to_the_first_window(tmp_path: Path) -> None:
    data = tmp_path / "kitchen"
    record = tmp_path / "Us v Them.tarbish.json"
    shutil.copy(RECORD, record)
    first = _launch(data)
    try:
        _wait_listening(first)
        second = subprocess.run(
            [sys.executable, "-m", "tarbish_score", "--data-dir", str(data), record.name],
            capture_output=True,
            text=True,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
            cwd=tmp_path,  # a relative path: the first window's folder differs
            timeout=60,
        )
        assert second.returncode == 0, second.stderr
        assert second.stdout.strip().splitlines() == [
            f"Tarabish Score is already open: asked its window to open {record.name}; it shows the result there."
        ]
        assert first.stderr is not None
        for line in first.stderr:  # the first window opens it, as a file on its own command line
            if "a second launch asked for the window" in line:
                assert str(record) in line
                break
    finally:
        status, err = _stop(first)
    assert status == 128 + signal.SIGTERM, err
    with MatchStore.open(data) as store:  # imported by the first window; the lock is free again
        (summary,) = store.list_matches()
        assert summary.teams == _teams(RECORD)
    assert not may_be_running(server_name(data))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals end the first window")
def test_a_second_launch_with_a_file_it_cannot_read_says_why_and_hands_nothing_over(tmp_path: Path) -> None:
    data = tmp_path / "kitchen"
    (tmp_path / "a folder.tarbish.json").mkdir()
    first = _launch(data)
    try:
        _wait_listening(first)
        for name, why in [
            ("gone.tarbish.json", "cannot read the file (No such file or directory)"),
            ("a folder.tarbish.json", "not a regular file"),
        ]:
            second = subprocess.run(
                [sys.executable, "-m", "tarbish_score", "--data-dir", str(data), name],
                capture_output=True,
                text=True,
                env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
                cwd=tmp_path,
                timeout=60,
            )
            assert (second.returncode, second.stdout) == (1, ""), second.stderr
            assert second.stderr.startswith(f"tarbish-score: {name}: {why}"), second.stderr
    finally:
        status, err = _stop(first)
    assert status == 128 + signal.SIGTERM, err
    assert "a second launch asked for the window" not in err
    with MatchStore.open(data) as store:
        assert store.list_matches() == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals end the windows")
def test_two_data_folders_are_two_windows(tmp_path: Path) -> None:
    first = _launch(tmp_path / "kitchen")
    other = None
    try:
        _wait_listening(first)
        other = _launch(tmp_path / "cottage")
        _wait_listening(other)  # its own window, listening on its own socket
        assert server_name(tmp_path / "kitchen") != server_name(tmp_path / "cottage")
    finally:
        results = [_stop(child) for child in (first, other) if child is not None]
    assert [status for status, _ in results] == [128 + signal.SIGTERM] * 2


def test_a_folder_held_by_a_command_is_refused_with_the_old_status(tmp_path: Path) -> None:
    data = tmp_path / "kitchen"
    code = (
        "import sys\n"
        "from tarbish_score.ui import app\n"
        "app.refuse_second_window = lambda parent, text: print('refused:', text, flush=True)\n"
        "from tarbish_score.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    with MatchStore.open(data, holder="command"):  # a headless import holds the folder
        child = subprocess.run(
            [sys.executable, "-c", code, "--data-dir", str(data)],
            capture_output=True,
            text=True,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
            timeout=60,
        )
    assert child.returncode == app_module.EXIT_LOCKED, child.stderr
    assert child.stdout.startswith("refused: ")


# --- another user: the socket's folder, and who is at the other end -----------------------------

#: Another user listens on the socket names given and answers ``ok`` to anything, as a window would;
#: it prints each request it got once killed.
_SQUATTER = r"""
import os, selectors, socket, sys
listening = selectors.DefaultSelector()
for name in sys.argv[1:]:
    os.makedirs(os.path.dirname(name), mode=0o777, exist_ok=True)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(name)
    os.chmod(name, 0o777)
    server.listen()
    listening.register(server, selectors.EVENT_READ)
print("ready", flush=True)
while True:
    for key, _ in listening.select():
        connection, _ = key.fileobj.accept()
        connection.settimeout(5)
        try:
            request = connection.recv(4096)
            if request:
                print("got", request, flush=True)
            connection.sendall(b"ok\n")
        except OSError:
            pass
        connection.close()
"""


def _squat(*names: str) -> subprocess.Popen[str]:
    return second_user.start(_SQUATTER, *names)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX users and socket files")
def test_a_socket_another_user_made_first_makes_no_launch_quit_as_already_open(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """As the issue found it: no runtime folder, and another user bound the predictable name first."""
    second_user.needed()
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    with second_user.shared_folder(0o1777) as temp:
        monkeypatch.setattr(tempfile, "tempdir", str(temp))
        data = str(paths.data_dir())
        digest = hashlib.sha256(os.path.realpath(data).encode()).hexdigest()[:16]  # predictable, as the names were
        user = os.getuid()
        squatter = _squat(
            str(temp / f"tarbish-score-{user}-{digest}.socket"),  # the name of the versions before
            str(temp / f"tarbish-score-{user}" / f"tarbish-score-{digest}.socket"),  # its folder, made first
        )
        try:
            with caplog.at_level(logging.WARNING, "tarbish_score.ui"):
                assert app_module.hand_over_to_open_window(None) is False
                assert app_module.hand_over_to_open_window(str(RECORD), force=True) is False
        finally:
            got = second_user.stop(squatter)
    assert "got" not in got  # nothing was sent to the other user, no file name
    assert "no private folder for the socket of second launches" in caplog.text
    assert "it belongs to another user (uid 65534)" in caplog.text


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX users and socket files")
@pytest.mark.parametrize("check", ["the socket file's owner", "the peer's user id"])
def test_a_socket_of_another_user_gets_no_request(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, check: str
) -> None:
    second_user.needed()
    if check == "the peer's user id":  # where the socket file's owner would not tell (e.g. made by this user)
        if not hasattr(socket, "SO_PEERCRED"):
            pytest.skip("SO_PEERCRED is Linux's")
        monkeypatch.setattr(single_instance, "_foreign_owner", lambda name: None)
    with second_user.shared_folder(0o1777) as temp:
        name = str(temp / "theirs" / "tarbish-score.socket")
        squatter = _squat(name)
        try:
            with caplog.at_level(logging.WARNING, "tarbish_score.ui"):
                assert hand_over(name, str(RECORD), timeout_ms=5000) is False
        finally:
            got = second_user.stop(squatter)
    assert "got" not in got
    assert "this launch opens its own window" in caplog.text and "65534" in caplog.text


_CONNECT = r"""
import socket, sys
client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
client.connect(sys.argv[1])
print("ready", flush=True)
client.recv(1)  # until the other end closes
"""


@pytest.mark.skipif(not hasattr(socket, "SO_PEERCRED"), reason="SO_PEERCRED is Linux's")
def test_the_peers_user_id_is_the_other_process_user() -> None:
    second_user.needed()
    with second_user.shared_folder(0o1777) as temp:
        name = str(temp / "open to all.socket")
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
            server.bind(name)
            os.chmod(name, 0o777)
            server.listen()
            client = second_user.start(_CONNECT, name)
            try:
                connection, _ = server.accept()
                with connection:
                    assert single_instance.peer_uid(connection.fileno()) == second_user.NOBODY
            finally:
                second_user.stop(client)
        local, remote = socket.socketpair(socket.AF_UNIX)
        with local, remote:
            assert single_instance.peer_uid(local.fileno()) == os.getuid()


def test_the_window_takes_no_request_from_another_user(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    name = server_name(tmp_path)
    assert name is not None
    server = WindowServer(name, owner)
    assert server.listen()
    asked: list[object] = []
    server.asked.connect(asked.append)
    monkeypatch.setattr(single_instance, "peer_uid", lambda descriptor: second_user.NOBODY)  # in this process only
    try:
        with caplog.at_level(logging.WARNING, "tarbish_score.ui"):
            assert _answered(qtbot, _second_launch(name, str(RECORD))) is False
    finally:
        server.close()
    assert asked == []
    assert "a request from another user (uid 65534) was refused" in caplog.text


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX users")
def test_the_runtime_folder_is_used_only_when_it_is_this_users_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    name = server_name(tmp_path / "kitchen")
    assert name is not None and Path(name).parent == runtime
    runtime.chmod(0o777)  # open to every user: not a runtime folder
    name = server_name(tmp_path / "kitchen")
    assert name is not None and Path(name).parent == paths.private_temp_dir()
    assert stat.S_IMODE(os.lstat(paths.private_temp_dir()).st_mode) == 0o700
    assert os.lstat(paths.private_temp_dir()).st_uid == os.getuid()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX users and signals")
def test_the_real_app_opens_its_own_window_beside_a_squatted_socket(tmp_path: Path) -> None:
    second_user.needed()
    data = tmp_path / "kitchen"
    digest = hashlib.sha256(os.path.realpath(data).encode()).hexdigest()[:16]
    user = os.getuid()
    with second_user.shared_folder(0o1777) as temp:
        squatter = _squat(
            str(temp / f"tarbish-score-{user}-{digest}.socket"),
            str(temp / f"tarbish-score-{user}" / f"tarbish-score-{digest}.socket"),
        )
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(temp))
        env.pop("XDG_RUNTIME_DIR", None)
        child = subprocess.Popen(
            [sys.executable, "-m", "tarbish_score", "--debug", "--data-dir", str(data)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        try:
            assert child.stderr is not None
            lines: list[str] = []
            said = 0
            with second_user.deadline(child, 60):
                for line in child.stderr:  # blocks until the child writes; ends if it dies
                    lines.append(line)
                    said += "no private folder for the socket" in line
                    if said == 2:  # before the hand-over, then where the open window would listen
                        break
            child.send_signal(signal.SIGTERM)
            out, err = child.communicate(timeout=60)
        finally:
            if child.poll() is None:
                child.kill()
                child.communicate(timeout=60)
            got = second_user.stop(squatter)
    log = "".join(lines) + err
    assert child.returncode == 128 + signal.SIGTERM, log  # its own window, until the signal (not "already open", 0)
    assert "already open" not in out
    assert "no private folder for the socket of second launches" in log
    assert "got" not in got

"""No way of leaving loses a round the window showed.

The data folder is read-only, a round is recorded (the red "Not saved" banner),
then the window is left: by Ctrl+Q or closing it (a player is asked), by SIGTERM,
Ctrl+C or the desktop session ending (nobody is asked). The round is kept as a
recovery record, and the next start brings it back into the archive.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import SIGNAL, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.exchange.recovery import find_recovery
from tarbish_score.model import loads_record
from tarbish_score.storage import LOCK_NAME, MatchStore, StoreError
from tarbish_score.ui import app as app_module
from tarbish_score.ui import leaving
from tarbish_score.ui.dialogs.unsaved import (
    LeaveChoice,
    RecoveredMatchesDialog,
    RecoveryChoice,
    UnsavedChangesDialog,
)
from tarbish_score.ui.main_window import MainWindow

from ..system import require
from .archive_helpers import in_progress, made, stored_current
from .conftest import _activate

#: The round recorded while the disk refuses.
THIRD = made(3, (62, 100))


def _read_only_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a read-only mount does to the archive's lock file (root ignores chmod, so simulate the mount)."""
    real_open = os.open

    def read_only(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if str(path).endswith(LOCK_NAME):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", read_only)


@pytest.fixture
def disk() -> Iterator[pytest.MonkeyPatch]:
    """Where the disk is turned read-only (by :func:`refusing`); ``disk.undo()`` makes it writable again."""
    with pytest.MonkeyPatch.context() as patch:
        yield patch


@pytest.fixture
def refusing(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, disk: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    """The window on a read-only data folder: the match of two rounds resumed, a third one recorded, not saved."""
    with MatchStore.open(paths.data_dir()) as store:
        store.set_current(store.create_match(in_progress()))
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: None)
    _read_only_disk(disk)
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    with qtbot.waitSignal(window.controller.save_failed):
        window.controller.record_round(THIRD)
    assert window.archive.alert_banner.kind == "error"  # the red "Not saved … Try again" banner
    assert window.archive.keeper.has_unsaved_changes
    yield window
    window.unsaved_on_close = "discard"
    window.close()
    window.archive.keeper.store.close()


def _recovered_rounds(path: Path) -> int:
    return len(loads_record(path.read_bytes()).rounds)


def _open_dialog(window: MainWindow) -> UnsavedChangesDialog:
    dialog = window.unsaved_dialog
    assert dialog is not None, "the window closed without asking"
    return dialog


@pytest.mark.parametrize("how", ["ctrl+q", "close the window"])
def test_leaving_with_a_refused_round_asks_and_keeps_it_for_the_next_start(
    qtbot: QtBot, refusing: MainWindow, how: str
) -> None:
    if how == "ctrl+q":
        qtbot.keyClick(refusing, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    else:
        refusing.close()
    dialog = _open_dialog(refusing)
    qtbot.waitUntil(dialog.isVisible)
    assert refusing.isVisible()
    # Kept already, while the question is open: a crash now loses nothing either.
    (kept,) = find_recovery()
    assert kept.parent == paths.recovery_dir() / paths.folder_tie(paths.data_dir())
    assert _recovered_rounds(kept) == 3
    assert str(kept) in dialog.informativeText()
    assert "read-only" in dialog.informativeText()
    assert dialog.defaultButton() is dialog.keep_button
    dialog.keep_button.click()
    qtbot.waitUntil(lambda: not refusing.isVisible())
    assert find_recovery() == [kept]


def test_quit_without_saving_is_the_only_way_to_let_the_round_go(qtbot: QtBot, refusing: MainWindow) -> None:
    qtbot.keyClick(refusing, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    dialog = _open_dialog(refusing)
    dialog.discard_button.click()
    qtbot.waitUntil(lambda: not refusing.isVisible())
    assert find_recovery() == []


def test_back_to_the_match_stays_with_every_round(qtbot: QtBot, refusing: MainWindow) -> None:
    qtbot.keyClick(refusing, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    _open_dialog(refusing).stay_button.click()
    qtbot.waitUntil(lambda: refusing.unsaved_dialog is None)
    assert refusing.isVisible()
    assert refusing.controller.match is not None and len(refusing.controller.match.rounds) == 3


def test_try_again_once_the_disk_is_writable_saves_and_quits(
    qtbot: QtBot, refusing: MainWindow, disk: pytest.MonkeyPatch
) -> None:
    qtbot.keyClick(refusing, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    dialog = _open_dialog(refusing)
    assert len(find_recovery()) == 1
    disk.undo()  # the disk is writable again
    dialog.retry_button.click()
    qtbot.waitUntil(lambda: not refusing.isVisible())
    on_disk = stored_current()
    assert on_disk is not None and on_disk.match.rounds[-1] == THIRD
    assert find_recovery() == []  # everything is in the archive: no stale copy offered next time


def test_save_a_copy_writes_the_match_where_the_player_chooses(
    qtbot: QtBot, refusing: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "usb" / "friday"
    target.parent.mkdir()
    asked: list[str] = []

    def choose(parent: object, suggested: str) -> str:
        asked.append(suggested)
        return str(target)

    monkeypatch.setattr(leaving, "ask_copy_path", choose)
    qtbot.keyClick(refusing, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    _open_dialog(refusing).copy_button.click()
    qtbot.waitUntil(lambda: not refusing.isVisible())
    suggested = Path(asked[0])
    assert suggested.parent == Path.home() and suggested.name.startswith("Chiassons v Doucets 20")
    copy = target.with_name("friday.tarbish.json")
    assert _recovered_rounds(copy) == 3
    assert [entry["action"] for entry in json.loads(copy.read_text("utf-8"))["log"]][-1] == "record"


def test_without_unsaved_changes_ctrl_q_quits_at_once(qtbot: QtBot, window: MainWindow) -> None:
    with MatchStore.open(paths.data_dir()) as store:
        store.set_current(store.create_match(in_progress()))
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    try:
        window.controller.record_round(THIRD)
        qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: not window.isVisible())
        assert window.unsaved_dialog is None
        assert find_recovery() == []
    finally:
        window.archive.keeper.store.close()


# --- nobody to ask: signals and the session ending ---------------------------------------------


@pytest.fixture
def handlers(refusing: MainWindow) -> Iterator[tuple[leaving.LeaveHandlers, list[int]]]:
    """The signal and session handlers of :func:`app.run`, leaving the loop into a list."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    statuses: list[int] = []
    installed = leaving.LeaveHandlers(app, refusing, statuses.append)
    yield installed, statuses
    installed.remove()


def test_sigterm_keeps_the_round_in_a_recovery_record_without_asking(
    qtbot: QtBot,
    refusing: MainWindow,
    handlers: tuple[leaving.LeaveHandlers, list[int]],
    capfd: pytest.CaptureFixture[str],
) -> None:
    installed, statuses = handlers
    installed.leave_on_signal(signal.SIGTERM)
    assert statuses == [128 + signal.SIGTERM]
    assert not refusing.isVisible()
    assert refusing.unsaved_dialog is None
    (kept,) = find_recovery()
    assert _recovered_rounds(kept) == 3
    assert str(kept) in capfd.readouterr().err


@pytest.mark.skipif(sys.platform == "win32", reason="a signal to oneself is POSIX only")
def test_a_real_ctrl_c_wakes_the_event_loop_and_keeps_the_round(
    qtbot: QtBot, refusing: MainWindow, handlers: tuple[leaving.LeaveHandlers, list[int]]
) -> None:
    _, statuses = handlers
    os.kill(os.getpid(), signal.SIGINT)  # the handler is installed: no KeyboardInterrupt
    qtbot.waitUntil(lambda: statuses == [128 + signal.SIGINT])
    assert not refusing.isVisible()
    (kept,) = find_recovery()
    assert _recovered_rounds(kept) == 3


def test_the_session_ending_keeps_the_round_and_never_blocks(
    qtbot: QtBot, refusing: MainWindow, handlers: tuple[leaving.LeaveHandlers, list[int]]
) -> None:
    installed, statuses = handlers
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.receivers(SIGNAL("commitDataRequest(QSessionManager&)")) >= 1
    installed._on_app_commit_data_request(None)
    (kept,) = find_recovery()
    assert _recovered_rounds(kept) == 3
    assert refusing.unsaved_dialog is None  # nobody is asked: the session must not wait
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not refusing] == []
    assert statuses == []


def test_the_end_of_the_event_loop_keeps_the_round(refusing: MainWindow) -> None:
    # However app.exec() ended, run() closes the window unattended.
    refusing.close_unattended()
    assert not refusing.isVisible()
    (kept,) = find_recovery()
    assert _recovered_rounds(kept) == 3


def test_the_recovery_record_falls_back_to_the_temp_folder(qtbot: QtBot, refusing: MainWindow) -> None:
    paths.recovery_dir().parent.mkdir(parents=True, exist_ok=True)
    paths.recovery_dir().write_text("a file where the folder should be", encoding="utf-8")
    refusing.close_unattended()
    (kept,) = find_recovery()
    assert kept.parent == paths.fallback_recovery_dir() / paths.folder_tie(paths.data_dir())
    assert _recovered_rounds(kept) == 3


#: Run in the child before the app: saves fail as on a disk that turned read-only after the match began.
_REFUSING_SAVES = """
from tarbish_score.storage import MatchStore, StoreWriteError

def refuse(self, *args, **kwargs):
    raise StoreWriteError(self.path, "read-only", "attempt to write a readonly database")

MatchStore.save_match = refuse
"""

#: Run in the child before the app: the archive cannot be opened at all ("Matches will not be saved").
_NO_ARCHIVE = """
from tarbish_score.storage import MatchStore, StoreError

def refuse(cls, *args, **kwargs):
    raise StoreError("Cannot open the archive: disk I/O error.")

MatchStore.open = classmethod(refuse)
"""

#: The child's start: the "Matches will not be saved" box is said on standard output (a box would wait).
_CHILD = """
import sys
from tarbish_score.ui import app as app_module

def report(parent, text):
    print("not saved:", text, flush=True)

app_module.report_store_problem = report
from tarbish_score.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _real_app(
    root: Path, prelude: str, number: int, *, prefix: Sequence[str] = ()
) -> tuple[int | None, list[str], str, list[Path]]:
    """Start the app in a child process on data folder ``root/kitchen``, type one round, send it signal ``number``.

    Returns:
        (exit status, the lines of standard output up to the first round recorded, standard error,
        the recovery records in ``root/recovery``).
    """
    recovery = root / "recovery"
    script = root / "rounds.txt"
    script.write_text("1 h 1 0 2 Return\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TARBISH_SCORE_TEST_SCRIPT=str(script))
    env[paths.RECOVERY_ENV] = str(recovery)
    if prefix:  # another user: every folder it writes is in root, which it may write
        recovery.mkdir()
        os.chown(recovery, 65534, 65534)  # its own recovery folder: one shared with others is refused
        for name, where in [("HOME", "home"), (paths.LOG_ENV, "log"), (paths.CONFIG_ENV, "config")]:
            env[name] = str(root / where)
        env.pop("XDG_RUNTIME_DIR", None)
    code = textwrap.dedent(prelude) + textwrap.dedent(_CHILD)
    child = subprocess.Popen(
        [*prefix, sys.executable, "-c", code, "--data-dir", str(root / "kitchen")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=root,
    )
    said: list[str] = []
    try:
        assert child.stdout is not None
        for line in child.stdout:  # blocks until the child writes; ends if it dies
            said.append(line.strip())
            if line.startswith("recorded "):
                break
        child.send_signal(number)
        _, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    return child.returncode, said, err, sorted(recovery.glob("*/unsaved *.tarbish.json"))


_SIGNAL_NAMES = [name for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("name", _SIGNAL_NAMES)
def test_the_real_app_keeps_the_round_on_sigterm_and_sighup(tmp_path: Path, name: str) -> None:
    # SIGHUP: the terminal the app was started from is closed.
    number = getattr(signal, name)
    status, said, err, kept = _real_app(tmp_path, _REFUSING_SAVES, number)
    assert (status, said[-1:]) == (128 + number, ["recorded 1"]), err
    (record,) = kept
    assert _recovered_rounds(record) == 1
    assert str(record) in err


_STOPPING_SIGNALS = [name for name in ("SIGINT", "SIGTERM") if hasattr(signal, name)]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("name", _STOPPING_SIGNALS)
def test_ctrl_c_and_sigterm_close_the_real_app_cleanly(tmp_path: Path, name: str) -> None:
    # Ctrl+C in the terminal (SIGINT) or a polite kill (SIGTERM) during a match: 130 / 143, the round
    # in the archive, the folder's lock released (the lock file itself stays: see storage/lock.py),
    # the socket for second launches gone, nothing left for recovery.
    from tarbish_score.ui.single_instance import may_be_running, server_name

    number = getattr(signal, name)
    status, said, err, kept = _real_app(tmp_path, "", number)
    assert (status, said[-1:]) == (128 + number, ["recorded 1"]), err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert kept == []
    folder = tmp_path / "kitchen"
    with MatchStore.open(folder) as store:  # refused (StoreLockedError) while the lock were still held
        (summary,) = store.list_matches()
        assert summary.rounds == 1
    assert not may_be_running(server_name(folder))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_the_real_app_without_an_archive_keeps_the_round_on_sigterm(tmp_path: Path) -> None:
    status, said, err, kept = _real_app(tmp_path, _NO_ARCHIVE, signal.SIGTERM)
    assert said == [
        "not saved: The match archive could not be used.",
        "Details: Cannot open the archive: disk I/O error.",
        "recorded 1",
    ]
    assert status == 128 + signal.SIGTERM, err
    (record,) = kept
    assert _recovered_rounds(record) == 1
    assert str(record) in err


def _as_nobody() -> list[str]:
    """The command prefix that runs a process as user ``nobody``, or [] when this cannot be done here."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    (setpriv,) = require("setpriv")
    prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    # From a neutral folder, as the app runs: the package and Qt must be readable where they are installed
    # (a checkout's own folder would make the package importable when the installed one is not).
    probe = subprocess.run(
        [*prefix, sys.executable, "-c", "import tarbish_score, PySide6.QtWidgets"],
        capture_output=True,
        check=False,
        cwd="/",
    )
    return prefix if probe.returncode == 0 else []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions and signals")
def test_a_data_folder_made_read_only_with_chmod_resumes_and_keeps_the_round() -> None:
    """As a user (not root): folder 555, archive 444, a match in progress. It resumes; the round goes to recovery."""
    prefix = _as_nobody()
    if not prefix:
        pytest.skip("needs root, setpriv, and the package readable by user nobody")
    root = Path(tempfile.mkdtemp(prefix="tarbish-chmod-"))  # pytest's tmp_path is closed to other users
    folder = root / "kitchen"
    try:
        root.chmod(0o777)
        with MatchStore.open(folder) as store:
            store.set_current(store.create_match(in_progress()))
        for path in folder.iterdir():
            path.chmod(0o444)
        folder.chmod(0o555)
        status, said, err, kept = _real_app(root, "", signal.SIGTERM, prefix=prefix)
        assert said == ["recorded 3"], err  # resumed (two rounds), no "Matches will not be saved"
        assert "is read-only: changes stay in the window" in (root / "log" / "tarbish-score.log").read_text("utf-8")
        assert status == 128 + signal.SIGTERM, err + (root / "log" / "tarbish-score.log").read_text("utf-8")
        (record,) = kept
        assert _recovered_rounds(record) == 3
        assert str(record) in err
    finally:
        folder.chmod(0o755)
        shutil.rmtree(root)


# --- no archive at all ("Matches will not be saved") -----------------------------------------------


@pytest.fixture
def unarchived(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """The window whose archive could not be opened, holding a match of three rounds."""

    def cannot_open(cls: object, *args: object, **kwargs: object) -> MatchStore:
        raise StoreError("Cannot open the archive: disk I/O error.")

    told: list[str] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(MatchStore, "open", classmethod(cannot_open))
        monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: told.append(text))
        assert app_module.open_archive(window) is True
    assert window.archive is None and told == [
        "The match archive could not be used.\nDetails: Cannot open the archive: disk I/O error."
    ]
    window.controller.start_match(in_progress())
    window.controller.record_round(THIRD)
    yield window
    window.unsaved_on_close = "discard"
    window.close()


def test_without_an_archive_ctrl_q_asks_and_keeps_the_match(qtbot: QtBot, unarchived: MainWindow) -> None:
    qtbot.keyClick(unarchived, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    dialog = _open_dialog(unarchived)
    (kept,) = find_recovery()
    assert _recovered_rounds(kept) == 3
    assert str(kept) in dialog.informativeText()
    assert "disk I/O error" in dialog.informativeText()
    dialog.keep_button.click()
    qtbot.waitUntil(lambda: not unarchived.isVisible())
    assert find_recovery() == [kept]


def test_without_an_archive_sigterm_keeps_the_match_and_says_where(
    qtbot: QtBot, unarchived: MainWindow, capfd: pytest.CaptureFixture[str]
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    statuses: list[int] = []
    installed = leaving.LeaveHandlers(app, unarchived, statuses.append)
    try:
        installed.leave_on_signal(signal.SIGTERM)
    finally:
        installed.remove()
    assert statuses == [128 + signal.SIGTERM] and not unarchived.isVisible()
    (kept,) = find_recovery()
    assert _recovered_rounds(kept) == 3
    assert str(kept) in capfd.readouterr().err


def test_without_an_archive_the_next_start_brings_the_match_back(
    qtbot: QtBot, unarchived: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    unarchived.close_unattended()  # the end of the event loop, however it came
    assert len(find_recovery()) == 1
    window = _second_start(qtbot, RecoveryChoice.BRING_BACK, monkeypatch)
    assert window.archive is not None
    try:
        assert window.controller.match is not None and window.controller.match.rounds[-1] == THIRD
        assert find_recovery() == []
        on_disk = stored_current()
        assert on_disk is not None and on_disk.match.rounds == window.controller.match.rounds
    finally:
        window.archive.keeper.store.close()


def test_a_window_without_an_archive_says_so_for_as_long_as_it_keeps_score(
    qtbot: QtBot, unarchived: MainWindow
) -> None:
    """The box at start went, and rounds were then "recorded" with nothing on screen."""
    banner = unarchived.findChild(QWidget, "noArchiveBanner")
    assert banner is not None and banner.isVisible()
    text = banner.label.text()  # type: ignore[attr-defined]
    assert text.startswith(
        "<b>Not saved:</b> The match archive could not be used.<br>Details: Cannot open the archive: disk I/O error."
    )
    assert not banner.close_button.isVisible()  # type: ignore[attr-defined]


def test_a_window_without_an_archive_and_without_rounds_quits_at_once(qtbot: QtBot, unarchived: MainWindow) -> None:
    unarchived.controller.load_match(None)
    qtbot.keyClick(unarchived, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not unarchived.isVisible())
    assert unarchived.unsaved_dialog is None and find_recovery() == []


# --- the next start ---------------------------------------------------------------------------------


def _second_start(qtbot: QtBot, choice: RecoveryChoice, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    offered: list[list[str]] = []

    def ask(cls: object, parent: object, files: list[Path], titles: list[str]) -> RecoveryChoice:
        offered.append(titles)
        return choice

    monkeypatch.setattr(RecoveredMatchesDialog, "ask", classmethod(ask))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: _activate(window))
    assert app_module.open_archive(window) is True
    assert offered == [["Chiassons against Doucets, 3 round(s)"]]
    return window


def _quit_keeping(qtbot: QtBot, refusing: MainWindow, disk: pytest.MonkeyPatch) -> None:
    qtbot.keyClick(refusing, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    _open_dialog(refusing).keep_button.click()
    qtbot.waitUntil(lambda: not refusing.isVisible())
    assert refusing.archive is not None
    refusing.archive.keeper.store.close()
    disk.undo()  # the next start: the disk is writable again


def test_the_next_start_brings_the_round_back_into_the_archive(
    qtbot: QtBot, refusing: MainWindow, monkeypatch: pytest.MonkeyPatch, disk: pytest.MonkeyPatch
) -> None:
    _quit_keeping(qtbot, refusing, disk)
    window = _second_start(qtbot, RecoveryChoice.BRING_BACK, monkeypatch)
    assert window.archive is not None
    try:
        assert window.controller.match is not None and window.controller.match.rounds[-1] == THIRD
        assert "Brought back: Chiassons against Doucets, 3 round(s)." in window.statusBar().currentMessage()
        assert find_recovery() == []
        # In the archive once, with its whole log, and resumed next time too.
        assert window.archive.keeper.store.count_matches() == 1
        on_disk = stored_current()
        assert on_disk is not None and on_disk.match.rounds == window.controller.match.rounds
        assert [entry.action for entry in on_disk.log] == ["new", "record"]
    finally:
        window.archive.keeper.store.close()


def test_the_next_start_can_discard_the_recovery_record(
    qtbot: QtBot, refusing: MainWindow, monkeypatch: pytest.MonkeyPatch, disk: pytest.MonkeyPatch
) -> None:
    _quit_keeping(qtbot, refusing, disk)
    window = _second_start(qtbot, RecoveryChoice.DISCARD, monkeypatch)
    assert window.archive is not None
    try:
        assert window.controller.match == in_progress()  # the saved part, resumed
        assert find_recovery() == []
    finally:
        window.archive.keeper.store.close()


def test_ask_me_later_keeps_the_recovery_record(
    qtbot: QtBot, refusing: MainWindow, monkeypatch: pytest.MonkeyPatch, disk: pytest.MonkeyPatch
) -> None:
    _quit_keeping(qtbot, refusing, disk)
    window = _second_start(qtbot, RecoveryChoice.LATER, monkeypatch)
    assert window.archive is not None
    try:
        assert window.controller.match == in_progress()
        assert len(find_recovery()) == 1
    finally:
        window.archive.keeper.store.close()


# --- the dialogs themselves ------------------------------------------------------------------------


def test_the_unsaved_changes_dialog_answers_with_the_button_pressed(qtbot: QtBot, tmp_path: Path) -> None:
    kept = tmp_path / "unsaved Us v Them.tarbish.json"
    for button, expected in [
        ("retry_button", LeaveChoice.RETRY),
        ("copy_button", LeaveChoice.SAVE_COPY),
        ("keep_button", LeaveChoice.KEEP),
        ("discard_button", LeaveChoice.DISCARD),
        ("stay_button", LeaveChoice.STAY),
    ]:
        dialog = UnsavedChangesDialog("the disk is read-only", kept)
        qtbot.addWidget(dialog)
        dialog.open()
        getattr(dialog, button).click()
        assert dialog.choice() == expected
    lost = UnsavedChangesDialog("the disk is read-only", None, "no space left on device")
    qtbot.addWidget(lost)
    assert not lost.keep_button.isVisible() and lost.defaultButton() is lost.retry_button
    assert "no space left on device" in lost.informativeText() and "they are lost" in lost.informativeText()


def test_the_recovered_matches_dialog_asks_and_answers(qtbot: QtBot, tmp_path: Path) -> None:
    files = [tmp_path / "unsaved Us v Them 2026-11-30 21-04-05.tarbish.json"]

    def answer() -> None:
        shown = QApplication.activeModalWidget()
        assert isinstance(shown, RecoveredMatchesDialog)
        assert str(files[0]) in shown.informativeText() and "Us against Them, 3 rounds" in shown.informativeText()
        shown.bring_back_button.click()

    parent = MainWindow()
    qtbot.addWidget(parent)
    QTimer.singleShot(0, answer)
    assert RecoveredMatchesDialog.ask(parent, files, ["Us against Them, 3 rounds"]) == RecoveryChoice.BRING_BACK
    dialog = RecoveredMatchesDialog(files, ["Us against Them, 3 rounds"])
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.later_button.click()
    assert dialog.choice() == RecoveryChoice.LATER

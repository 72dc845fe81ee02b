"""Errors are seen: the log file, the exception hook, Qt's messages, the error dialog and ``--debug``."""

from __future__ import annotations

import logging
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt, qCritical, qWarning
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score import cli, logs, paths
from tarbish_score.qt.commands import Change
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui import app as app_module
from tarbish_score.ui import errors
from tarbish_score.ui.dialogs.error import ErrorDialog

from .conftest import standard_match

DATA = Path(__file__).resolve().parent.parent / "data"


@pytest.fixture
def log_file() -> Iterator[Path]:
    """The app's logging set up as ``run()`` does it, into the test's log folder; removed after."""
    path = logs.set_up()
    assert path == paths.log_dir() / logs.LOG_FILE
    yield path
    logs.shut_down()


@pytest.fixture
def hooks(log_file: Path) -> Iterator[errors.ErrorHooks]:
    installed = errors.install(str(log_file))
    yield installed
    installed.remove()
    for dialog in list(errors._open_dialogs):
        dialog.close()


def _log_text(path: Path) -> str:
    for handler in logging.getLogger(logs.ROOT).handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_and_shown(qtbot: QtBot, hooks: errors.ErrorHooks, log_file: Path) -> None:
    button = QPushButton("Go")
    qtbot.addWidget(button)

    def on_button_clicked() -> None:
        raise ZeroDivisionError("the bait line went to zero")

    button.clicked.connect(on_button_clicked)
    button.click()
    qtbot.waitUntil(lambda: len(errors._open_dialogs) == 1)
    dialog = errors._open_dialogs[0]
    assert dialog.summary_label.text() == "ZeroDivisionError: the bait line went to zero"
    assert "in on_button_clicked" in dialog.details
    assert str(log_file) in dialog.intro_label.text()
    text = _log_text(log_file)
    assert "ERROR tarbish_score.ui: unexpected error" in text
    assert 'raise ZeroDivisionError("the bait line went to zero")' in text


def test_copy_details_puts_the_traceback_on_the_clipboard(qtbot: QtBot) -> None:
    details = 'Traceback (most recent call last):\n  File "x.py", line 1\nValueError: no trump'
    dialog = ErrorDialog("ValueError: no trump", details)
    qtbot.addWidget(dialog)
    QGuiApplication.clipboard().clear()
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == f"ValueError: no trump\n\n{details}"
    assert dialog.copy_button.text() == "Copied"


def test_qt_messages_are_logged_and_a_critical_one_shown(
    qtbot: QtBot, hooks: errors.ErrorHooks, log_file: Path
) -> None:
    qWarning("a warning from Qt")
    assert errors._open_dialogs == []
    qCritical("a critical message from Qt")
    assert [d.summary_label.text() for d in errors._open_dialogs] == ["a critical message from Qt"]
    text = _log_text(log_file)
    assert "WARNING tarbish_score.qt.messages: a warning from Qt" in text
    assert "ERROR tarbish_score.qt.messages: a critical message from Qt" in text


def test_a_platform_plugins_limits_stay_out_of_the_log(qtbot: QtBot, hooks: errors.ErrorHooks, log_file: Path) -> None:
    """The offscreen plug-in's "does not support" notice comes on every start: not a warning worth a log line."""
    qWarning("This plugin does not support propagateSizeHints()")
    qWarning("a real warning from Qt")
    text = _log_text(log_file)
    assert "propagateSizeHints" not in text
    assert "WARNING tarbish_score.qt.messages: a real warning from Qt" in text


def test_an_unexpected_saver_error_is_logged_with_its_traceback(qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> None:
    def saver(change: Change) -> None:
        raise KeyError("slot")

    controller = MatchController(saver=saver)
    with caplog.at_level(logging.WARNING, logger=logs.ROOT), qtbot.waitSignal(controller.save_failed) as failed:
        controller.start_match(standard_match())
    assert failed.args == ["The match could not be saved: the archive refused the change. Details: 'slot'"]
    [record] = [r for r in caplog.records if r.name == "tarbish_score.qt"]
    assert (record.levelname, record.getMessage()) == ("ERROR", "saving 'start a new match' failed unexpectedly")
    assert record.exc_info is not None and record.exc_info[0] is KeyError


def test_a_refused_save_is_a_warning_without_a_traceback(qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> None:
    def saver(change: Change) -> None:
        raise OSError("disk full")

    controller = MatchController(saver=saver)
    with caplog.at_level(logging.WARNING, logger=logs.ROOT):
        controller.start_match(standard_match())
    [record] = [r for r in caplog.records if r.name == "tarbish_score.qt"]
    assert (record.levelname, record.getMessage(), record.exc_info) == (
        "WARNING",
        "could not save 'start a new match': disk full",
        None,
    )


def test_debug_logs_to_the_console(capsys: pytest.CaptureFixture[str]) -> None:
    try:
        status = cli.main(["--debug", "score", str(DATA / "family-minimal.tarbish.json")])
    finally:
        logs.shut_down()
    assert status == 0
    err = capsys.readouterr().err
    assert f"DEBUG tarbish_score: logging to {paths.log_dir() / logs.LOG_FILE}" in err


def test_without_debug_the_console_stays_quiet(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["score", str(DATA / "family-minimal.tarbish.json")]) == 0
    assert capsys.readouterr().err == ""


def test_the_log_rotates(log_file: Path) -> None:
    handler = next(h for h in logging.getLogger(logs.ROOT).handlers if isinstance(h, logging.FileHandler))
    assert isinstance(handler, RotatingFileHandler) and Path(handler.baseFilename) == log_file


def test_the_error_dialog_is_imported_only_when_needed() -> None:
    code = textwrap.dedent(
        """
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from tarbish_score.ui import errors
        from tarbish_score.ui.main_window import MainWindow
        hooks = errors.install()
        window = MainWindow()
        window.show()
        app.processEvents()
        print("tarbish_score.ui.dialogs.error" in sys.modules)
        """
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.strip() == "False"


@pytest.mark.qt_no_exception_capture
def test_the_dialog_names_the_error_without_pysides_override_prefixes(qtbot: QtBot, hooks: errors.ErrorHooks) -> None:
    """An exception in a Qt virtual (a key press) reads as the player would: its own message only."""

    class Field(QLineEdit):
        def event(self, event: QEvent) -> bool:
            return super().event(event)  # Qt calls keyPressEvent from here: PySide prefixes its error

        def keyPressEvent(self, event: QKeyEvent) -> None:
            raise ValueError("the engine refused the count")

    field = Field()
    qtbot.addWidget(field)
    # Posted, as a real key press arrives: the exception leaves Qt's event loop for the hook.
    QApplication.postEvent(field, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_5, Qt.KeyboardModifier.NoModifier, "5"))
    qtbot.waitUntil(lambda: len(errors._open_dialogs) == 1)
    assert errors._open_dialogs[0].summary_label.text() == "ValueError: the engine refused the count"


def test_the_window_sets_up_its_log_once(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``tarbish-score --debug`` (the window) leaves the log to the window: "logging to" is said once, not twice."""
    monkeypatch.setattr(cli, "run_window", lambda args: 0)
    try:
        assert cli.main(["--debug"]) == 0
    finally:
        logs.shut_down()
    assert "logging to" not in capsys.readouterr().err


@pytest.mark.parametrize(
    ("report", "box", "logged"),
    [
        (
            app_module.refuse_second_window,
            "critical",
            "WARNING tarbish_score.ui: the archive is open in another window",
        ),
        (app_module.report_store_problem, "warning", "ERROR tarbish_score.ui: the archive cannot be used"),
    ],
)
def test_archive_problems_reach_the_log(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, log_file: Path, report: Any, box: str, logged: str
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, box, lambda parent, title, text: shown.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    report(parent, "the disk said no")
    assert len(shown) == 1
    text = _log_text(log_file)
    assert logged in text
    assert "the disk said no" in text

"""The start's first paint: the match open last is already on the scoreboard, never "No match yet" first."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.storage import MatchStore, StoreError
from tarbish_score.ui import app as app_module
from tarbish_score.ui.main_window import MainWindow

from .archive_helpers import in_progress


class _FirstPaints(QObject):
    """What each main window's scoreboard shows at its first paint: both totals and the round line."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[list[str], str]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, MainWindow) and not self.seen:
            board = watched.scoreboard
            self.seen.append(([panel.total_label.text() for panel in board.team_panels], board.round_label.text()))
        return False


def test_the_first_paint_shows_the_resumed_match(qtbot: QtBot, qapp: QApplication) -> None:
    match = in_progress()
    with MatchStore.open(paths.data_dir()) as store:
        store.set_current(store.create_match(match))
    totals = [str(total) for total in match.score.totals]
    assert totals != ["0", "0"]
    paints = _FirstPaints()
    qapp.installEventFilter(paints)
    try:
        window = app_module.create_main_window(archive=True)
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: bool(paints.seen) and window.controller.match is not None)
    finally:
        qapp.removeEventFilter(paints)
    try:
        # The first frame is the resumed match's, as the scoreboard goes on showing it.
        assert paints.seen == [(totals, window.scoreboard.round_label.text())]
        assert "No match yet" not in paints.seen[0][1]
        assert window.controller.match == match
        assert window.statusBar().currentMessage().startswith("Welcome back: Chiassons against Doucets, round 3.")
        assert window.match_actions.new_match_dialog is None
    finally:
        assert window.archive is not None
        window.archive.keeper.store.close()


def test_the_start_looks_for_the_archive_the_store_opens() -> None:
    from tarbish_score.storage.opening import DATABASE_NAME

    assert app_module._ARCHIVE_FILE == DATABASE_NAME


def test_a_first_start_shows_the_window_at_once_then_makes_the_archive(qtbot: QtBot) -> None:
    """No archive yet: nothing to bring back, so nothing waits before the first paint."""
    window = app_module.create_main_window(archive=True)
    qtbot.addWidget(window)
    assert window.isVisible() and window.archive is None
    assert not (paths.data_dir() / app_module._ARCHIVE_FILE).exists()
    try:
        qtbot.waitUntil(lambda: window.match_actions.new_match_dialog is not None)
        assert (paths.data_dir() / app_module._ARCHIVE_FILE).is_file()
        assert window.controller.match is None
        assert window.match_actions.new_match_dialog is not None
        window.match_actions.new_match_dialog.reject()
    finally:
        assert window.archive is not None
        window.archive.keeper.store.close()


def test_a_question_at_start_comes_over_the_shown_window(qtbot: QtBot, monkeypatch: MonkeyPatch) -> None:
    """The archive cannot be used: the message box saying so shows the window first, behind it."""
    MatchStore.open(paths.data_dir()).close()  # an archive there: opened before the window is shown

    def refused(*args: object, **kwargs: object) -> MatchStore:
        raise StoreError("the archive is out of reach")

    monkeypatch.setattr(MatchStore, "open", refused)
    asked: list[bool] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        asked.append(window.isVisible())
        box.accept()

    QTimer.singleShot(0, answer)
    window = app_module.create_main_window(archive=True)
    qtbot.addWidget(window)
    assert not window.isVisible()
    qtbot.waitUntil(lambda: window.match_actions.new_match_dialog is not None)
    assert asked == [True]
    assert window.archive is None and window.unarchived is not None
    window.match_actions.new_match_dialog.reject()

"""View ▸ Keep screen awake in the window: held while a match is played in view, released otherwise."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import RuleSet
from tarbish_score.qt.settings import KEEP_SCREEN_AWAKE
from tarbish_score.ui.main_window import MainWindow

from ...qt.test_screen_awake import RecordingInhibitor
from ..conftest import standard_match
from ..play_helpers import HEARTS_100, record_rounds


def test_held_while_a_match_is_played_and_released_at_its_end(qtbot: QtBot, window: MainWindow) -> None:
    inhibitor = RecordingInhibitor()
    awake = window.keep_awake.start(inhibitor)
    assert not awake.held  # no match yet
    window.controller.start_match(standard_match(RuleSet(target=100)))
    assert awake.held
    record_rounds(window, HEARTS_100)  # Us reach 100: the match is over
    assert window.controller.match is not None and window.controller.match.score.finished
    assert not awake.held
    window.controller.undo_stack.undo()  # back in play
    assert awake.held
    assert inhibitor.calls == ["inhibit A match of Tarabish is being scored", "release"] * 1 + [
        "inhibit A match of Tarabish is being scored"
    ]


def test_released_when_minimised_or_hidden_and_held_again_when_back(qtbot: QtBot, started: MainWindow) -> None:
    awake = started.keep_awake.start(RecordingInhibitor())
    assert awake.held
    started.showMinimized()
    qtbot.waitUntil(lambda: not awake.held)
    started.showNormal()
    qtbot.waitUntil(lambda: awake.held)
    started.hide()
    assert not awake.held
    started.show()
    assert awake.held


def test_switched_off_in_the_view_menu_releases_and_is_remembered(qtbot: QtBot, started: MainWindow) -> None:
    inhibitor = RecordingInhibitor()
    awake = started.keep_awake.start(inhibitor)
    action = started.keep_awake.action
    assert action.isCheckable() and action.isChecked()
    action.trigger()
    assert not awake.held
    assert inhibitor.calls[-1] == "release"
    settings = QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)
    assert settings.value(KEEP_SCREEN_AWAKE.key) in (False, "false")
    again = MainWindow(started.controller)
    qtbot.addWidget(again)
    assert not again.keep_awake.action.isChecked()


def test_released_on_quit(qtbot: QtBot, started: MainWindow) -> None:
    inhibitor = RecordingInhibitor()
    awake = started.keep_awake.start(inhibitor)
    assert awake.held
    started.close()
    assert not awake.held
    assert inhibitor.calls[-1] == "release"

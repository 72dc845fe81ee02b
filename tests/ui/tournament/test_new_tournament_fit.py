"""The new-night dialog fits a 1024x600 laptop: its buttons and its Ctrl+Enter hint stay on the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore
from tarbish_score.ui.screen_fit import FRAME
from tarbish_score.ui.tournament.new_tournament import NewTournamentDialog

from ..archive_helpers import open_window


def _in(widget: QWidget, top: QWidget) -> bool:
    return top.rect().contains(QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size()))


def test_the_new_night_dialog_fits_a_600_pixel_high_screen(
    qtbot: QtBot, archive: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The small laptop: 1024x600, less a panel of 24 pixels.
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 24, 1024, 576))
    screen = QApplication.primaryScreen()
    window = open_window(qtbot, archive)
    window.commands["new_tournament"].trigger()
    dialog = window.tournament_actions().dialog
    assert isinstance(dialog, NewTournamentDialog)
    qtbot.waitExposed(dialog)
    # With its frame and title bar, the dialog is inside the screen: nothing is below its bottom edge.
    assert dialog.height() + FRAME.height() <= screen.availableGeometry().height()
    for part in (dialog.start_button, dialog.hint_label, dialog.count_label, dialog.bye_combo):
        assert part.isVisible() and _in(part, dialog), part.objectName() or type(part).__name__
    assert dialog.teams_edit.height() >= 4 * dialog.teams_edit.fontMetrics().lineSpacing()
    dialog.reject()

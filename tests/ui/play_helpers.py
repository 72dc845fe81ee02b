"""Shared set-up of the window tests that play rounds: sample rounds, very long names, restarting a match."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, RoundInput, Suit
from tarbish_score.ui.main_window import MainWindow

ENTER = Qt.Key.Key_Return
CTRL = Qt.KeyboardModifier.ControlModifier
#: Ann calls hearts and Us take 100 of the 162 card points.
HEARTS_100 = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
#: Bea calls clubs and Them take every trick.
THEM_SWEEP = RoundInput(caller=1, trump=Suit.CLUBS, card_points=(0, 162))
LONG_TEAM = "Les Acadiens de Chéticamp et Margaree Forks"
LONG_PLAYER = "Seán MacNeil-Fitzgerald the Third of Inverness County"


def current_match(window: MainWindow) -> Match:
    """The window's match (fails the test if there is none)."""
    match = window.controller.match
    assert match is not None
    return match


def restart_with(qtbot: QtBot, window: MainWindow, match: Match) -> None:
    """Start ``match`` in the window and wait until the focus is on the caller."""
    window.controller.start_match(match)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.round_entry.caller_picker)


def record_rounds(window: MainWindow, *rounds: RoundInput) -> None:
    """Record each round through the controller, as if typed."""
    for round_input in rounds:
        window.controller.record_round(round_input)

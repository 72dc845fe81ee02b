"""The status bar says what Undo and Redo did, not the message of the change done the first time."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, Suit
from tarbish_score.ui.main_window import MainWindow

from .conftest import standard_match


def test_undo_and_redo_say_what_they_did(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    bar = window.statusBar()
    controller.start_match(standard_match())
    for n in range(4):
        controller.record_round(RoundInput(n % 4, Suit.HEARTS, (90, 72)))
    assert bar.currentMessage() == "Round 4 recorded. Ctrl+Z undoes it."
    controller.undo_stack.undo()
    assert bar.currentMessage() == "Undone: recording round 4. Ctrl+Shift+Z redoes it."
    controller.undo_stack.redo()
    assert bar.currentMessage() == "Redone: recording round 4. Ctrl+Z undoes it."
    controller.delete_round(1)
    controller.undo_stack.undo()
    assert bar.currentMessage() == "Undone: deleting round 2. Ctrl+Shift+Z redoes it."
    controller.undo_stack.redo()
    assert bar.currentMessage() == "Redone: deleting round 2. Ctrl+Z undoes it."
    controller.edit_round(0, RoundInput(0, Suit.SPADES, (100, 62)))
    assert bar.currentMessage() == "Round 1 corrected; later rounds re-scored."
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    assert bar.currentMessage() == "Redone: the correction of round 1. Ctrl+Z undoes it."

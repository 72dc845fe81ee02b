"""The history view: columns fitted without walking every row on every change; the window hears each change."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, RoundInput, RuleSet, Suit
from tarbish_score.qt import theme
from tarbish_score.qt.round_table_model import COLUMNS, RoundTableModel
from tarbish_score.ui.main_window import MainWindow

from .conftest import standard_match

MADE = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))


def _long_match(rounds: int) -> Match:
    match = standard_match(RuleSet(forced_dealer=False))
    for number in range(rounds):
        match = match.add_round(MADE if number < 3 else RoundInput.thrown())
    return match


@pytest.fixture
def rows_read(monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """The rows whose cells ``RoundTableModel.data`` was asked for."""
    seen: set[int] = set()
    original = RoundTableModel.data

    def data(self: RoundTableModel, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        seen.add(index.row())
        return original(self, index, role)

    monkeypatch.setattr(RoundTableModel, "data", data)
    return seen


def test_recording_a_round_reads_no_row_out_of_view(qtbot: QtBot, window: MainWindow, rows_read: set[int]) -> None:
    window.controller.start_match(_long_match(60))
    qtbot.waitUntil(lambda: window.history_model.rowCount() == 60)
    window.history.scrollToBottom()
    QApplication.processEvents()
    rows_read.clear()
    window.controller.record_round(MADE)
    QApplication.processEvents()
    window.repaint()
    assert 60 in rows_read  # the new round is read (shown, and measured)
    assert min(rows_read) > 20  # round 1 is far out of view: its cells are never read again
    assert window.statusBar().currentMessage() == "Round 61 recorded. Ctrl+Z undoes it."


def test_a_correction_measures_its_row_and_the_last_only(qtbot: QtBot, window: MainWindow, rows_read: set[int]) -> None:
    window.controller.start_match(_long_match(60))
    window.history.scrollToTop()
    QApplication.processEvents()
    window.history.hide()  # nothing painted: only the column fitting reads cells
    rows_read.clear()
    window.controller.edit_round(0, RoundInput(caller=2, trump=Suit.CLUBS, card_points=(90, 72)))
    QApplication.processEvents()
    assert rows_read == {0, 59}
    assert window.statusBar().currentMessage() == "Round 1 corrected; later rounds re-scored."


def test_a_column_widens_for_a_wider_total(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.start_match(standard_match(RuleSet(target=5000)))
    totals = COLUMNS.index("totals")
    before = window.history.columnWidth(totals)
    for _ in range(10):
        window.controller.record_round(MADE)  # 100 points a round: into four digits
    model = window.history_model
    assert model.data(model.index(9, totals), Qt.ItemDataRole.DisplayRole) == "1000 – 620"
    needed = window.history.sizeHintForIndex(model.index(9, totals)).width()
    assert window.history.columnWidth(totals) >= needed > before


def test_undo_and_redo_are_told(qtbot: QtBot, started: MainWindow) -> None:
    started.controller.record_round(MADE)
    started.controller.undo_stack.undo()
    assert started.statusBar().currentMessage() == "Undone: recording round 1. Ctrl+Shift+Z redoes it."
    started.controller.undo_stack.redo()
    assert started.statusBar().currentMessage() == "Redone: recording round 1. Ctrl+Z undoes it."
    assert started.history.current_round() == 0


def test_the_history_has_a_focus_frame_only_while_focused(qtbot: QtBot, window: MainWindow) -> None:
    """A style sheet makes each paint of the rows slower: the history carries one only while it has the focus."""
    window.controller.start_match(standard_match())
    window.controller.record_round(MADE)
    assert window.history.styleSheet() == ""
    qtbot.keyClick(window, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.history.hasFocus())
    assert theme.FOCUS_COLOUR in window.history.styleSheet()
    qtbot.keyClick(window.history, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.history.hasFocus())
    assert window.history.styleSheet() == ""

"""When the preview asks for a run's top card or suit, the field that takes it has the focus, and keys go to it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model import MissingRunDetailError, Rank, RunClaim, Suit
from tarbish_score.ui.main_window import MainWindow

from ..conftest import focused, type_keys
from ..play_helpers import current_match

ENTER = Qt.Key.Key_Return


def test_a_top_card_asked_for_takes_the_next_key(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "s", "1", "1", "9", "r", "2", "t", "r", "3", "t"])
    problem = entry.problem
    assert isinstance(problem, MissingRunDetailError) and problem.claim is not None
    assert problem.missing == "top"
    asked = entry.runs_editor.chip(problem.claim).top_combo
    assert "add the top card" in entry.preview.problem_text
    assert focused() is asked  # no Tab needed: the field the preview asks for has the focus
    assert asked.isVisibleTo(started)
    type_keys(qtbot, ["9"])
    assert asked.currentText() == "9"
    assert focused() is entry.runs_editor.chip(problem.claim).suit_combo


def test_the_entry_keys_still_work_from_an_asked_field(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "s", "9", "0", "r", "1", "t", "2", "t"])
    assert focused() is entry.runs_editor.chip(0).top_combo
    # R goes back to the runs (a combo box would have searched its items for "r"), and a third run follows.
    type_keys(qtbot, ["r"])
    assert focused() is entry.runs_editor
    type_keys(qtbot, ["4", "t"])
    assert len(entry.runs_editor.claims()) == 3
    assert focused() is entry.runs_editor.chip(0).top_combo
    type_keys(qtbot, ["k", "s"])  # Ann's king of spades
    assert entry.runs_editor.claims()[0] == RunClaim(0, 3, top=Rank.KING, suit=Suit.SPADES)
    type_keys(qtbot, ["b", "1"])  # bella from the run's field: the entry's own letter goes on
    assert entry.bella_picker.value == 0
    assert len(current_match(started).rounds) == 0

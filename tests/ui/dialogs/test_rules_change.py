"""Changing the house rules of a match by keyboard: the difference previewed, refused when a round breaks, undone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, RuleSet, Suit
from tarbish_score.qt import theme
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog
from tarbish_score.ui.main_window import MainWindow
from tests.changes import changed

from ..conftest import focused, standard_match, type_keys
from ..play_helpers import current_match, record_rounds, restart_with

ENTER = Qt.Key.Key_Return
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
HALF_BAIT = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(81, 81))
MADE = RoundInput(caller=1, trump=Suit.CLUBS, card_points=(40, 122))


def _open(qtbot: QtBot, window: MainWindow) -> RulesChangeDialog:
    qtbot.keyClick(focused(), Qt.Key.Key_H, CTRL_SHIFT)
    dialog = window.match_actions.rules_change_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.target_spin.hasFocus())
    return dialog


def _tab_to(qtbot: QtBot, widget: QWidget) -> None:
    for _ in range(20):
        if widget.hasFocus():
            return
        type_keys(qtbot, [Qt.Key.Key_Tab])
    raise AssertionError(f"Tab never reached {widget!r}")


def test_a_switch_changed_by_keyboard_is_previewed_then_applied_and_undone(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HALF_BAIT, MADE)
    before = current_match(started)
    assert before.score.totals == (40, 203)
    dialog = _open(qtbot, started)
    assert dialog.preview_text() == "These are the rules in force: change a switch to see what it does."
    assert not dialog.apply_button.isEnabled()
    type_keys(qtbot, [ENTER])  # nothing to apply: the dialog stays
    assert started.match_actions.rules_change_dialog is dialog
    _tab_to(qtbot, dialog.switch_widgets["equal_totals"])
    type_keys(qtbot, [Qt.Key.Key_Down])  # half bait -> whole bait
    assert dialog.preview_text().splitlines() == [
        "Equal totals: half bait → whole bait",
        "Us: 40 → 40 points",
        "Them: 203 → 284 points",
        "Round 1: HALF BAIT 0 – 81 → BAIT 0 – 162",
    ]
    assert dialog.apply_button.isEnabled()
    with changed(qtbot, started.controller, ChangeKind.RULES):
        type_keys(qtbot, [ENTER])
    match = current_match(started)
    assert match.rules == RuleSet(equal_totals="whole-bait")
    assert match.rounds == before.rounds
    model = started.history_model
    assert model.data(model.index(0, COLUMNS.index("outcome"))) == "BAIT"
    assert started.statusBar().currentMessage() == "House rules changed; every round re-scored. Ctrl+Z undoes it."
    qtbot.waitUntil(lambda: started.match_actions.rules_change_dialog is None)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert current_match(started).rules == RuleSet()
    assert started.statusBar().currentMessage().startswith("Undone: the change of house rules.")


def test_the_preview_says_when_the_winner_changes(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(162, 0)), MADE)
    dialog = _open(qtbot, started)
    dialog.target_spin.lineEdit().selectAll()
    type_keys(qtbot, ["2", "0", "0"])
    assert dialog.target_spin.value() == 200
    assert dialog.preview_text().splitlines() == [
        "Target: 500 → 200",
        "Totals stay Us 202 – Them 122.",
        "The winner changes: nobody yet → Us.",
    ]
    winner = theme.coloured_html("The winner changes: nobody yet → Us.", theme.HALF_BAIT_COLOUR)
    assert f"<b>{winner}</b>" in dialog.effect_label.text()
    with changed(qtbot, started.controller, ChangeKind.RULES):
        type_keys(qtbot, [ENTER])
    assert current_match(started).score.winner == 0


def test_rules_under_which_a_round_breaks_are_refused_in_words(qtbot: QtBot, started: MainWindow) -> None:
    restart_with(qtbot, started, standard_match(RuleSet(forced_dealer=False)))
    record_rounds(started, RoundInput.thrown(), MADE)
    before = current_match(started)
    dialog = _open(qtbot, started)
    _tab_to(qtbot, dialog.switch_widgets["forced_dealer"])
    type_keys(qtbot, [Qt.Key.Key_Space])  # the dealer must call: no round may be thrown in
    lines = dialog.preview_text().splitlines()
    assert lines[0] == "Forced dealer: all pass: thrown in → the dealer must call"
    assert lines[1].startswith("Not possible: round 1 is not valid under these rules. ")
    assert not dialog.apply_button.isEnabled()
    type_keys(qtbot, [ENTER])
    assert started.match_actions.rules_change_dialog is dialog
    assert current_match(started) is before
    type_keys(qtbot, [Qt.Key.Key_Escape])
    qtbot.waitUntil(lambda: started.match_actions.rules_change_dialog is None)
    assert current_match(started) is before
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)


def test_a_preset_fills_its_switches(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HALF_BAIT)
    dialog = _open(qtbot, started)
    _tab_to(qtbot, dialog.preset_combo)
    index = dialog.preset_combo.findData("whole-bait house")
    while dialog.preset_combo.currentIndex() < index:
        type_keys(qtbot, [Qt.Key.Key_Down])
    assert dialog.rules().preset == "whole-bait house"
    assert dialog.rules().equal_totals == "whole-bait"
    assert "Round 1: HALF BAIT 0 – 81 → BAIT 0 – 162" in dialog.preview_text().splitlines()

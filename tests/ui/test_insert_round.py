"""Inserting a forgotten round by keyboard: history (Ins), round entry (Enter inserts, Esc cancels), undo."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, RuleSet, Suit
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.ui.main_window import MainWindow
from tests.changes import changed

from .conftest import standard_match, type_keys
from .play_helpers import current_match, restart_with

ENTER = Qt.Key.Key_Return
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _play(qtbot: QtBot, counts: list[int]) -> None:
    """Ann calls hearts every round; Us count each of ``counts``."""
    for count in counts:
        type_keys(qtbot, ["1", "h", *str(count), ENTER])


def _go_to_history_row(qtbot: QtBot, window: MainWindow, row: int) -> None:
    type_keys(qtbot, [Qt.Key.Key_F6])
    assert window.history.hasFocus()
    for _ in range(window.history_model.rowCount()):
        type_keys(qtbot, [Qt.Key.Key_Up])
    for _ in range(row):
        type_keys(qtbot, [Qt.Key.Key_Down])
    assert window.history.current_round() == row


def _cell(window: MainWindow, row: int, column: str) -> object:
    model = window.history_model
    return model.data(model.index(row, COLUMNS.index(column)))


def test_ins_in_the_history_types_a_forgotten_round_that_goes_before_the_chosen_one(
    qtbot: QtBot, started: MainWindow
) -> None:
    _play(qtbot, [100, 90, 80])
    before = current_match(started)
    assert [r.dealer for r in before.score.rounds] == [0, 1, 2]
    _go_to_history_row(qtbot, started, 1)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    entry = started.round_entry
    assert entry.inserting_index == 1
    qtbot.waitUntil(lambda: QApplication.focusWidget() is entry.caller_picker)
    title = entry.title_label.text()
    assert title.startswith("Forgotten round, put in before round 2: Bea dealt, Cal spoke first.")
    assert "Enter inserts, Esc cancels" in title
    assert entry.record_button.text() == "Insert this round  [Enter]"
    with changed(qtbot, started.controller, ChangeKind.INSERT):
        type_keys(qtbot, ["2", "s", "1", "0", "0", ENTER])
    match = current_match(started)
    assert match.rounds[1] == RoundInput(caller=1, trump=Suit.SPADES, card_points=(62, 100))
    assert match.rounds[2:] == before.rounds[1:]
    # The dealers follow the engine: every later round moves on one seat.
    assert [r.dealer for r in match.score.rounds] == [0, 1, 2, 3]
    assert started.history_model.rowCount() == 4
    assert [_cell(started, row, "dealer") for row in range(4)] == ["Ann", "Bea", "Cal", "Dan"]
    assert _cell(started, 1, "caller") == "Bea"
    assert _cell(started, 3, "totals") == "252 – 396"
    assert started.history.currentIndex().row() == 1
    assert started.statusBar().currentMessage().startswith("Forgotten round put in as round 2;")
    assert entry.inserting_index is None
    assert entry.title_label.text().startswith("Round 5:")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is entry.caller_picker)
    # One undoable change.
    qtbot.keyClick(entry.caller_picker, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert current_match(started).rounds == before.rounds
    assert started.history_model.rowCount() == 3
    assert started.statusBar().currentMessage().startswith("Undone: putting in the forgotten round 2.")


def test_esc_cancels_the_insertion_and_ctrl_shift_i_inserts_before_the_last_round(
    qtbot: QtBot, started: MainWindow
) -> None:
    _play(qtbot, [100, 90])
    before = current_match(started)
    entry = started.round_entry
    # Without a move to the history, the forgotten round goes before the last one.
    qtbot.keyClick(entry.caller_picker, Qt.Key.Key_I, CTRL_SHIFT)
    assert entry.inserting_index == 1
    type_keys(qtbot, ["2", "s"])
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert entry.inserting_index is None
    assert current_match(started) is before
    assert entry.title_label.text().startswith("Round 3:")
    assert entry.caller_picker.value is None


def test_an_insertion_that_would_end_the_match_early_is_refused_in_words(qtbot: QtBot, started: MainWindow) -> None:
    restart_with(qtbot, started, standard_match(RuleSet(target=300)))
    _play(qtbot, [150, 150])  # 300: Us win in round 2
    before = current_match(started)
    assert before.score.winner == 0
    entry = started.round_entry
    # A finished match (not read-only) still takes a forgotten round.
    _go_to_history_row(qtbot, started, 0)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    qtbot.waitUntil(lambda: QApplication.focusWidget() is entry.caller_picker)
    type_keys(qtbot, ["1", "h", "1", "6", "2", ENTER])
    assert current_match(started) is before
    text = entry.error_text_of("caller") or entry.error_text_of("card_points")
    assert text == "With this round put in, the match ends in round 2, and round 3 would come after the end."
    assert entry.inserting_index == 0
    # Fixed: Them made it; the match now ends in round 3.
    type_keys(qtbot, [Qt.Key.Key_Escape])
    _go_to_history_row(qtbot, started, 0)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    qtbot.waitUntil(lambda: QApplication.focusWidget() is entry.caller_picker)
    with changed(qtbot, started.controller, ChangeKind.INSERT):
        type_keys(qtbot, ["2", "h", "1", "6", "2", ENTER])
    match = current_match(started)
    assert len(match.rounds) == 3
    assert match.score.totals == (300, 186)
    assert match.score.winner == 0


def test_ins_without_a_round_says_so(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, [Qt.Key.Key_Insert])
    assert started.round_entry.inserting_index is None
    assert started.statusBar().currentMessage() == "No round recorded yet: type the round as the next one."


def test_a_read_only_match_takes_no_forgotten_round_and_no_new_rules(qtbot: QtBot, window: MainWindow) -> None:
    match = standard_match(RuleSet(target=100)).add_round(RoundInput(caller=0, trump=Suit.HEARTS, card_points=(162, 0)))
    window.controller.load_match(match, read_only=True)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    assert window.round_entry.inserting_index is None
    assert window.statusBar().currentMessage().startswith("This finished match is read-only")
    assert window.open_rules_change_dialog() is None
    assert window.match_actions.rules_change_dialog is None
    assert window.controller.match is match


# --- a half-typed round survives an insertion ----------------------


def _half_typed(entry: object) -> tuple[object, object, str]:
    from tarbish_score.ui.round_entry.panel import RoundEntryPanel

    assert isinstance(entry, RoundEntryPanel)
    return entry.caller_picker.value, entry.trump_picker.value, entry.count_edit.text()


def test_a_half_typed_round_comes_back_when_an_insertion_is_cancelled(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    _play(qtbot, [100, 90])
    type_keys(qtbot, ["2", "s", "7", "0"])  # round 3, half typed
    _go_to_history_row(qtbot, started, 1)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    assert entry.inserting_index == 1
    assert _half_typed(entry) == (None, None, "")
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert entry.inserting_index is None
    assert _half_typed(entry) == (1, Suit.SPADES, "70")
    assert QApplication.focusWidget() is entry.count_edit
    assert entry.title_label.text().startswith("Round 3:")
    with changed(qtbot, started.controller, ChangeKind.RECORD):
        type_keys(qtbot, [ENTER])
    assert current_match(started).rounds[2] == RoundInput(caller=1, trump=Suit.SPADES, card_points=(92, 70))


def test_a_half_typed_round_comes_back_when_the_forgotten_round_is_inserted(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    _play(qtbot, [100, 90])
    type_keys(qtbot, ["2", "s", "/", "7", "0"])  # Us counted 70
    _go_to_history_row(qtbot, started, 0)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    with changed(qtbot, started.controller, ChangeKind.INSERT):
        type_keys(qtbot, ["3", "c", "8", "0", ENTER])
    assert current_match(started).rounds[0] == RoundInput(caller=2, trump=Suit.CLUBS, card_points=(80, 82))
    assert entry.inserting_index is None
    assert _half_typed(entry) == (1, Suit.SPADES, "70")
    assert entry.count_toggle.text() == "Us counted:"
    assert entry.title_label.text().startswith("Round 4:")
    # Undoing the insertion leaves the draft where it is.
    qtbot.keyClick(entry.count_edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(current_match(started).rounds) == 2
    assert _half_typed(entry) == (1, Suit.SPADES, "70")


def test_a_half_typed_round_comes_back_when_the_round_to_insert_before_is_undone(
    qtbot: QtBot, started: MainWindow
) -> None:
    entry = started.round_entry
    _play(qtbot, [100, 90])
    type_keys(qtbot, ["2", "s", "7"])
    _go_to_history_row(qtbot, started, 1)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    type_keys(qtbot, ["4"])
    # Ctrl+Z undoes round 2: the forgotten round has nothing left to go before.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(current_match(started).rounds) == 1
    assert entry.inserting_index is None
    assert _half_typed(entry) == (1, Suit.SPADES, "7")


def test_a_draft_put_aside_survives_moving_between_an_insertion_and_a_correction(
    qtbot: QtBot, started: MainWindow
) -> None:
    entry = started.round_entry
    _play(qtbot, [100, 90])
    type_keys(qtbot, ["2", "s", "7", "0"])
    _go_to_history_row(qtbot, started, 1)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    type_keys(qtbot, ["3"])  # the forgotten round, begun and then left for a correction
    _go_to_history_row(qtbot, started, 0)
    type_keys(qtbot, [ENTER])
    assert (entry.editing_index, entry.inserting_index) == (0, None)
    _go_to_history_row(qtbot, started, 1)
    type_keys(qtbot, [Qt.Key.Key_Insert])
    assert (entry.editing_index, entry.inserting_index) == (None, 1)
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert _half_typed(entry) == (1, Suit.SPADES, "70")

"""Round history: edit (Enter or double-click) and delete any round; undo and redo by keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, Suit
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.ui.main_window import MainWindow
from tests.changes import changed

from .conftest import focused, type_keys
from .play_helpers import HEARTS_100, current_match, record_rounds

ENTER = Qt.Key.Key_Return
CTRL = Qt.KeyboardModifier.ControlModifier


def _play(qtbot: QtBot, window: MainWindow, counts: list[int]) -> None:
    """Ann calls hearts every round; Us count each of ``counts``."""
    for count in counts:
        type_keys(qtbot, ["1", "h", *str(count), ENTER])


def _totals(window: MainWindow) -> tuple[int, int]:
    match = window.controller.match
    assert match is not None
    return match.score.totals


def _go_to_history_row(qtbot: QtBot, window: MainWindow, row: int) -> None:
    type_keys(qtbot, [Qt.Key.Key_F6])
    assert window.history.hasFocus()
    for _ in range(window.history_model.rowCount()):
        type_keys(qtbot, [Qt.Key.Key_Up])
    for _ in range(row):
        type_keys(qtbot, [Qt.Key.Key_Down])
    assert window.history.current_round() == row


def test_enter_on_a_row_edits_it_and_later_rounds_rescore(qtbot: QtBot, started: MainWindow) -> None:
    _play(qtbot, started, [162, 162, 162, 100])
    assert _totals(started) == (586, 62)
    assert "WIN" in started.scoreboard.team_panels[0].needed_label.text()
    _go_to_history_row(qtbot, started, 0)
    type_keys(qtbot, [ENTER])
    entry = started.round_entry
    assert entry.editing_index == 0
    assert entry.count_edit.hasFocus()
    assert entry.count_edit.text() == "162"
    assert entry.title_label.text() == "Correcting round 1 — Esc cancels"
    # Round 1 was really Bea's, in clubs, and Them made it with 100: Us stay below 500.
    type_keys(qtbot, [Qt.Key.Key_Backtab, Qt.Key.Key_Backtab, "2", "c", "1", "0", "0"])
    assert "Us: 62" in entry.other_count_label.text()
    with changed(qtbot, started.controller, ChangeKind.EDIT):
        type_keys(qtbot, [ENTER])
    match = started.controller.match
    assert match is not None
    assert match.rounds[0] == RoundInput(caller=1, trump=Suit.CLUBS, card_points=(62, 100))
    assert match.score.totals == (62 + 324 + 100, 100 + 62)
    assert match.score.winner is None
    assert not started.scoreboard.banner.isVisibleTo(started)
    assert started.history_model.data(started.history_model.index(3, COLUMNS.index("totals"))) == "486 – 162"
    assert entry.editing_index is None
    # Undo the correction with Ctrl+Z, redo it with Ctrl+Shift+Z.
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert _totals(started) == (586, 62)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert _totals(started) == (486, 162)


def test_double_click_edits_and_escape_cancels(qtbot: QtBot, started: MainWindow) -> None:
    _play(qtbot, started, [90, 100])
    view = started.history
    rect = view.visualRect(started.history_model.index(1, COLUMNS.index("totals")))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert started.round_entry.editing_index == 1
    assert started.round_entry.count_edit.text() == "100"
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert started.round_entry.editing_index is None
    assert _totals(started) == (190, 134)


def test_correction_changes_the_winner(qtbot: QtBot, started: MainWindow) -> None:
    _play(qtbot, started, [162, 162, 162])
    type_keys(qtbot, ["2", "c", "/", "1", "6", "2", ENTER])  # Bea called, Us took everything
    assert started.controller.match is not None
    assert started.controller.match.score.winner == 0
    assert started.scoreboard.banner.isVisibleTo(started)
    started.round_entry.begin_edit(3)
    # Really Them took every card point: Us stay at 486, the match goes on ("/": the 162 was Them's).
    assert started.round_entry.count_toggle.text() == "Us counted:"
    type_keys(qtbot, ["/", ENTER])
    assert started.controller.match.score.winner is None
    assert not started.scoreboard.banner.isVisibleTo(started)
    assert started.round_entry.form.isEnabled()


def test_delete_key_deletes_a_round_and_redeals(qtbot: QtBot, started: MainWindow) -> None:
    _play(qtbot, started, [90, 100, 110])
    _go_to_history_row(qtbot, started, 1)
    with changed(qtbot, started.controller, ChangeKind.DELETE) as deleted:
        type_keys(qtbot, [Qt.Key.Key_Delete])
    assert deleted.args[0].index == 1
    match = started.controller.match
    assert match is not None
    assert [r.card_points[0] for r in match.rounds] == [90, 110]
    assert [r.dealer for r in match.score.rounds] == [0, 1]
    assert match.score.next_dealer == 2
    assert started.history_model.rowCount() == 2
    assert "Round 2 deleted" in started.statusBar().currentMessage()
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert started.history_model.rowCount() == 3
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert QApplication.focusWidget() is started.round_entry.caller_picker


def test_undo_redo_cover_recording(qtbot: QtBot, started: MainWindow) -> None:
    _play(qtbot, started, [90])
    assert started.commands["undo"].text() == "&Undo record round 1"
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert _totals(started) == (0, 0)
    assert started.scoreboard.team_panels[0].total_label.text() == "0"
    qtbot.keyClick(focused(), Qt.Key.Key_Y, CTRL)
    assert _totals(started) == (90, 72)
    assert started.history_model.rowCount() == 1


def test_a_correction_keeps_what_the_window_does_not_edit(qtbot: QtBot, started: MainWindow) -> None:
    # A forced call by the dealer (Ann) with a note from another program, as a match record may hold.
    recorded = RoundInput(caller=0, trump=Suit.SPADES, card_points=(90, 72), forced=True, extra={"note": "late"})
    started.controller.record_round(recorded)
    started.round_entry.begin_edit(0)
    type_keys(qtbot, [Qt.Key.Key_Backtab, Qt.Key.Key_Backtab, "2"])  # Bea cannot have been forced: only the dealer is
    assert started.round_entry.error_text_of("caller") == (
        "This round was recorded as the dealer's forced call: the caller must be the dealer, Ann."
    )
    type_keys(qtbot, [ENTER])
    assert started.controller.match is not None
    assert started.controller.match.rounds[0] == recorded
    started.round_entry.caller_picker.setFocus()
    type_keys(qtbot, ["1", "s", Qt.Key.Key_Backspace, Qt.Key.Key_Backspace, "1", "0", "0", ENTER])
    corrected = started.controller.match.rounds[0]
    assert corrected.card_points == (100, 62)
    assert corrected.forced
    assert corrected.extra == {"note": "late"}


def test_enter_in_the_history_needs_a_deliberate_move(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HEARTS_100, HEARTS_100)
    started.history.setFocus(Qt.FocusReason.OtherFocusReason)
    type_keys(qtbot, [ENTER, Qt.Key.Key_Delete])
    assert started.round_entry.editing_index is None
    assert len(current_match(started).rounds) == 2
    started.round_entry.focus_first_field()
    started.history.setFocus(Qt.FocusReason.ShortcutFocusReason)
    type_keys(qtbot, [ENTER])
    assert started.round_entry.editing_index == 1

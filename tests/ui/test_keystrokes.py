"""The kitchen-table promise: a plain round in at most 6 keystrokes, 7 when the other team counted."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import RoundInput, Suit
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.ui.main_window import MainWindow
from tests.changes import changed

from .conftest import focused, type_keys


def test_plain_round_takes_six_keystrokes(qtbot: QtBot, started: MainWindow) -> None:
    # 1 = Ann (seat 1) called, H = hearts, 102 = the callers' count, Enter records.
    with changed(qtbot, started.controller, ChangeKind.RECORD) as recorded:
        pressed = type_keys(qtbot, ["1", "h", "1", "0", "2", Qt.Key.Key_Return])
    assert pressed == 6
    assert recorded.args[0].index == 0
    match = started.controller.match
    assert match is not None
    assert match.rounds == (RoundInput(caller=0, trump=Suit.HEARTS, card_points=(102, 60)),)
    assert match.score.totals == (102, 60)
    assert started.scoreboard.team_panels[0].total_label.text() == "102"
    assert started.scoreboard.team_panels[1].total_label.text() == "60"
    # Ready for the next round: the focus is back on the caller, the fields are empty.
    assert started.round_entry.caller_picker.hasFocus()
    assert started.round_entry.count_edit.text() == ""


def test_other_team_counted_takes_one_more_keystroke(qtbot: QtBot, started: MainWindow) -> None:
    # 2 = Bea (Them) called spades; "/" = Us counted; Us took 100, so Them have 62 and go bait.
    with changed(qtbot, started.controller, ChangeKind.RECORD):
        pressed = type_keys(qtbot, ["2", "s", "/", "1", "0", "0", Qt.Key.Key_Return])
    assert pressed == 7
    match = started.controller.match
    assert match is not None
    # The round remembers that the opponents' count was typed: a correction shows it as typed.
    assert match.rounds[-1] == RoundInput(
        caller=1, trump=Suit.SPADES, card_points=(100, 62), extra={"counted_by": "opponents"}
    )
    assert match.score.totals == (162, 0)


def test_two_digit_count_takes_five_keystrokes(qtbot: QtBot, started: MainWindow) -> None:
    with changed(qtbot, started.controller, ChangeKind.RECORD):
        pressed = type_keys(qtbot, ["4", "d", "9", "0", Qt.Key.Key_Enter])
    assert pressed == 5
    match = started.controller.match
    assert match is not None
    assert match.rounds[-1] == RoundInput(caller=3, trump=Suit.DIAMONDS, card_points=(72, 90))


def test_rounds_follow_each_other_without_touching_the_mouse(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["1", "h", "9", "0", Qt.Key.Key_Return])
    type_keys(qtbot, ["2", "c", "8", "5", Qt.Key.Key_Return])
    type_keys(qtbot, ["3", "d", "/", "4", "0", Qt.Key.Key_Return])
    match = started.controller.match
    assert match is not None
    assert [r.card_points for r in match.rounds] == [(90, 72), (77, 85), (122, 40)]
    # Ann dealt round 1; the deal passes left each round, so Dan (seat 4) deals round 4.
    assert match.score.next_dealer == 3
    assert "Dan deals" in started.round_entry.title_label.text()


# --- a half-typed round survives the tools and dialogs ----------------------

CTRL = Qt.KeyboardModifier.ControlModifier
#: The key that opens each tool or dialog over the round entry, and where the window holds it.
OPENERS: dict[str, tuple[tuple[Qt.Key, Qt.KeyboardModifier], Callable[[MainWindow], QWidget | None]]] = {
    "run checker": ((Qt.Key.Key_R, CTRL), lambda window: window.tools.run_checker),
    "card counter": ((Qt.Key.Key_K, CTRL), lambda window: window.tools.card_counter),
    "help": ((Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier), lambda window: window.help_dialog),
    "new match": ((Qt.Key.Key_N, CTRL), lambda window: window.match_actions.new_match_dialog),
}


def _in_dialog(dialog: QWidget | None) -> bool:
    focus = QApplication.focusWidget()
    return dialog is not None and focus is not None and dialog.isAncestorOf(focus)


@pytest.mark.parametrize("opener", list(OPENERS))
def test_a_half_typed_round_survives_a_dialog_and_the_keys_go_back_to_it(
    qtbot: QtBot, started: MainWindow, opener: str
) -> None:
    (key, modifier), held = OPENERS[opener]
    entry = started.round_entry
    type_keys(qtbot, ["2", "s", "7"])
    qtbot.keyClick(focused(), key, modifier)
    qtbot.waitUntil(lambda: _in_dialog(held(started)))
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is entry.count_edit)
    type_keys(qtbot, ["0", Qt.Key.Key_Return])  # the round goes on where it was left
    match = started.controller.match
    assert match is not None
    assert match.rounds == (RoundInput(caller=1, trump=Suit.SPADES, card_points=(92, 70)),)


def test_a_half_typed_round_survives_the_match_archive(qtbot: QtBot) -> None:
    from tarbish_score.storage import MatchStore

    from .archive_helpers import open_window
    from .conftest import standard_match

    with MatchStore.open(paths.data_dir()) as store:
        window = open_window(qtbot, store)
        window.controller.start_match(standard_match())
        entry = window.round_entry
        qtbot.waitUntil(lambda: QApplication.focusWidget() is entry.caller_picker)
        type_keys(qtbot, ["2", "s", "7"])
        qtbot.keyClick(focused(), Qt.Key.Key_O, CTRL)
        assert window.archive is not None
        qtbot.waitUntil(lambda: _in_dialog(window.archive.archive_window if window.archive else None))
        qtbot.keyClick(focused(), Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is entry.count_edit)
        assert (entry.caller_picker.value, entry.count_edit.text()) == (1, "7")
        window.close()

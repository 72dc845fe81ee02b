"""The kitchen-table promise: a plain round in at most 6 keystrokes, 7 when the other team counted."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, Suit
from tarbish_score.ui.main_window import MainWindow

from .conftest import type_keys


def test_plain_round_takes_six_keystrokes(qtbot: QtBot, started: MainWindow) -> None:
    # 1 = Ann (seat 1) called, H = hearts, 102 = the callers' count, Enter records.
    with qtbot.waitSignal(started.controller.round_recorded) as recorded:
        pressed = type_keys(qtbot, ["1", "h", "1", "0", "2", Qt.Key.Key_Return])
    assert pressed == 6
    assert recorded.args == [0]
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
    with qtbot.waitSignal(started.controller.round_recorded):
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
    with qtbot.waitSignal(started.controller.round_recorded):
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

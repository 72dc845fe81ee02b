"""Every Alt+letter of the desk leaves the result entry typed by keyboard: digits, Enter and Esc still work.

Alt+T ticks "time called" without taking the keyboard; the tabs' letters switch the tab and the keyboard
stays in the field being typed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore
from tarbish_score.ui.tournament.desk import TournamentDesk

from ..conftest import focused, type_keys
from .conftest import open_desk, swiss_night

ENTER = Qt.Key.Key_Return
ALT = Qt.KeyboardModifier.AltModifier


def _drawn(qtbot: QtBot, archive: MatchStore) -> TournamentDesk:
    desk = open_desk(qtbot, archive, swiss_night(12))
    qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert desk.tournament.current is not None
    return desk


def test_alt_t_after_the_totals_then_enter_records_time_called(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, list("3450420"))
    qtbot.keyClick(focused(), Qt.Key.Key_T, ALT)
    assert desk.entry.time_check.isChecked()
    assert focused() is desk.entry.second_edit
    type_keys(qtbot, [ENTER])
    result = desk.tournament.rounds[0].results[2]
    assert result is not None and result.totals == (450, 420) and result.time_called


def test_esc_clears_after_alt_t(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, list("3450"))
    qtbot.keyClick(focused(), Qt.Key.Key_T, ALT)
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert [edit.text() for edit in desk.entry.fields] == ["", "", ""]
    assert not desk.entry.time_check.isChecked()
    assert focused() is desk.entry.table_edit


def test_digits_after_alt_t_go_to_the_fields(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, ["3"])
    qtbot.keyClick(focused(), Qt.Key.Key_T, ALT)
    type_keys(qtbot, [*"450420", ENTER])
    result = desk.tournament.rounds[0].results[2]
    assert result is not None and result.totals == (450, 420) and result.time_called
    assert desk.entry.table_edit.text() == ""


@pytest.mark.parametrize(
    ("letter", "first"),
    [(Qt.Key.Key_T, 450), (Qt.Key.Key_G, 512), (Qt.Key.Key_M, 512)],
    ids=["time called", "standings tab", "teams tab"],
)
def test_each_alt_letter_mid_slip_keeps_the_keyboard_in_the_entry(
    qtbot: QtBot, archive: MatchStore, letter: Qt.Key, first: int
) -> None:
    desk = _drawn(qtbot, archive)
    digits = str(first)
    type_keys(qtbot, ["2", digits[0]])
    qtbot.keyClick(focused(), letter, ALT)
    assert focused() is desk.entry.first_edit
    type_keys(qtbot, [*digits[1:], *"300", ENTER])
    result = desk.tournament.rounds[0].results[1]
    assert result is not None and result.totals == (first, 300)
    assert focused() is desk.entry.table_edit


def test_a_click_on_time_called_keeps_the_keyboard(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, ["4", "4", "4", "0"])
    qtbot.mouseClick(desk.entry.time_check, Qt.MouseButton.LeftButton)
    assert desk.entry.time_check.isChecked()
    assert focused() is desk.entry.second_edit


def test_alt_o_reaches_the_rounds_and_esc_or_enter_gives_the_keys_back(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    for back in (Qt.Key.Key_Escape, ENTER):
        qtbot.keyClick(focused(), Qt.Key.Key_O, ALT)
        assert focused() is desk.round_combo
        type_keys(qtbot, [back])
        assert focused() is desk.entry.table_edit
    type_keys(qtbot, [*"5", *"512", *"300", ENTER])
    result = desk.tournament.rounds[0].results[4]
    assert result is not None and result.totals == (512, 300)

"""Result entry at the desk by keyboard: table number, two totals, Enter; at most 8 keys a table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore
from tarbish_score.ui.tournament.desk import TournamentDesk

from ..conftest import focused, type_keys
from .conftest import open_desk, swiss_night

ENTER = Qt.Key.Key_Return
CTRL = Qt.KeyboardModifier.ControlModifier


def _drawn(qtbot: QtBot, archive: MatchStore, teams: int = 12) -> TournamentDesk:
    desk = open_desk(qtbot, archive, swiss_night(teams))
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    assert desk.tournament.current is not None
    return desk


def test_eight_keys_record_a_table(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    pressed = type_keys(qtbot, ["3", "5", "1", "2", "3", "4", "0", ENTER])
    assert pressed == 8
    result = desk.tournament.rounds[0].results[2]
    assert result is not None and result.totals == (512, 340) and result.winner == 0
    assert desk.draw.view.item(2, 5).text() == "512–340"
    assert focused() is desk.entry.table_edit
    assert desk.entry.table_edit.text() == ""
    assert desk.out_label.text() == "Round 1: tables still out: 1, 2, 4, 5, 6."


def test_the_table_typed_names_its_teams(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, ["2"])
    table = desk.tournament.rounds[0].draw.tables[1]
    a, b = (desk.tournament.team(t).name for t in table.teams)
    assert desk.entry.teams_label.text() == f"Table 2: {a} against {b}"
    assert focused() is desk.entry.first_edit


def test_space_hands_on_a_short_total_and_backspace_goes_back(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, ["1", "4", "0", Qt.Key.Key_Space])
    assert focused() is desk.entry.second_edit
    type_keys(qtbot, [Qt.Key.Key_Backspace])
    assert focused() is desk.entry.first_edit
    type_keys(qtbot, [Qt.Key.Key_Space, "5", "0", "1", ENTER])
    result = desk.tournament.rounds[0].results[0]
    assert result is not None and result.totals == (40, 501) and result.winner == 1


def test_with_ten_tables_or_more_a_one_waits_for_a_second_digit(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive, teams=24)
    type_keys(qtbot, ["1"])
    assert focused() is desk.entry.table_edit  # table 1, 10, 11 or 12
    type_keys(qtbot, ["2"])
    assert focused() is desk.entry.first_edit
    type_keys(qtbot, ["5", "0", "0", "2", "0", "0", ENTER])
    assert desk.tournament.rounds[0].results[11] is not None


def test_a_result_no_game_ends_on_is_refused_in_words(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, ["1", "4", "0", "0", "3", "0", "0", ENTER])
    assert desk.entry.problem_label.text() == (
        "Neither team reached 500. If time was called, mark it; else check the totals."
    )
    assert desk.tournament.rounds[0].results[0] is None
    assert desk.entry.first_edit.text() == "400"  # what was typed stays, to be put right
    # Time called (Alt+T) makes it a result.
    qtbot.keyClick(focused(), Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(desk.entry.time_check.isChecked)  # a mnemonic clicks after the button's press shows
    desk.entry.second_edit.setFocus()
    type_keys(qtbot, [ENTER])
    result = desk.tournament.rounds[0].results[0]
    assert result is not None and result.time_called
    assert desk.draw.view.item(0, 5).text() == "400–300 (time called)"


def test_a_table_that_does_not_exist_or_is_scored_is_refused(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, ["9", "5", "1", "2", "3", "4", "0", ENTER])
    assert desk.entry.problem_label.text() == "Round 1 has no table 9: it has 6 tables."
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert desk.entry.problem_label.text() == ""
    assert focused() is desk.entry.table_edit
    type_keys(qtbot, ["4", "5", "1", "2", "3", "4", "0", ENTER])
    type_keys(qtbot, ["4", "5", "0", "0", "1", "0", "0", ENTER])
    assert desk.entry.problem_label.text() == (
        "Table 4 already has its result, 512–340. A change is a correction, with its reason."
    )
    result = desk.tournament.rounds[0].results[3]
    assert result is not None and result.totals == (512, 340)


def test_enter_on_missing_totals_says_what_to_type(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, [ENTER])
    assert desk.entry.problem_label.text() == "Type the table's number first."
    type_keys(qtbot, ["2", ENTER])
    assert desk.entry.problem_label.text() == "Type both final totals, the first team's then the second's."
    assert focused() is desk.entry.first_edit


def test_undo_and_redo_a_result(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _drawn(qtbot, archive)
    type_keys(qtbot, ["5", "5", "1", "2", "3", "4", "0", ENTER])
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert desk.tournament.rounds[0].results[4] is None
    assert desk.statusBar().currentMessage() == "Undone. Ctrl+Shift+Z redoes it."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert desk.tournament.rounds[0].results[4] is not None
    assert desk.statusBar().currentMessage() == "Redone. Ctrl+Z undoes it."

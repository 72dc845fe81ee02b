"""The desk's small words: one place for the message now, the open list whole, F1's table numbers, the
round robin's rounds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model.tournament import Format
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import list_tournaments
from tarbish_score.ui.tournament.desk_dialogs import KeysDialog, OpenTournamentDialog
from tarbish_score.ui.tournament.new_tournament import NewTournamentDialog

from ..conftest import focused, type_keys
from .conftest import open_desk, swiss_night

ENTER = Qt.Key.Key_Return


def test_a_new_problem_takes_the_old_one_off_the_status_line(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    type_keys(qtbot, ["1", *"500", *"500", ENTER])
    assert desk.entry.problem_label.text().startswith("Equal totals")
    assert desk.statusBar().currentMessage() == ""
    type_keys(qtbot, [Qt.Key.Key_Escape, ENTER])
    assert desk.entry.problem_label.text() == "Type the table's number first."
    assert desk.statusBar().currentMessage() == ""
    type_keys(qtbot, ["1", *"512", *"340", ENTER])
    assert desk.entry.problem_label.text() == ""
    assert desk.statusBar().currentMessage().startswith("Table 1 recorded")


def test_the_open_list_shows_each_night_whole(qtbot: QtBot, archive: MatchStore) -> None:
    from tarbish_score.storage.tournaments import create_tournament

    create_tournament(archive, swiss_night(), "Royal Canadian Legion Branch 124, Friday fall league")
    dialog = OpenTournamentDialog(list_tournaments(archive))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    item = dialog.list.item(0)
    assert "Royal Canadian Legion Branch 124" in item.text()
    room = dialog.list.viewport().width()
    assert dialog.list.fontMetrics().horizontalAdvance(item.text()) < room


def test_f1_names_the_table_numbers_of_the_night(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night(6))
    dialog = desk.show_keys()
    assert isinstance(dialog, KeysDialog)
    assert dialog.table.item(0, 0).text() == "1 … 3"
    dialog.reject()
    qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    dialog = desk.show_keys()
    assert isinstance(dialog, KeysDialog)
    assert dialog.table.item(0, 0).text() == "1 … 3"


def test_a_round_robin_greys_its_real_number_of_rounds(qtbot: QtBot) -> None:
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(Format.ROUND_ROBIN))
    dialog.teams_edit.setPlainText("\n".join(f"Team {n}" for n in range(1, 8)))
    assert not dialog.rounds_spin.isEnabled()
    assert dialog.rounds_spin.value() == 7  # seven teams: each sits out once, seven rounds
    dialog.teams_edit.appendPlainText("Team 8")
    assert dialog.rounds_spin.value() == 7  # eight teams: seven rounds, no bye
    dialog.teams_edit.appendPlainText("Team 9\nTeam 10")
    assert dialog.rounds_spin.value() == 9
    assert dialog.tournament().planned_rounds == 9
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(Format.SWISS))
    assert dialog.rounds_spin.isEnabled() and dialog.rounds_spin.value() == 5

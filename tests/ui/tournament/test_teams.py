"""A late team and a withdrawn team at the desk; the round shown chosen by the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore
from tarbish_score.ui.tournament.desk_dialogs import TeamDialog, WithdrawDialog

from ..conftest import focused, type_keys, type_text
from .conftest import open_desk, swiss_night


def test_a_late_team_plays_from_the_next_round_and_a_withdrawn_one_no_more(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    late = desk.add_late_team()
    assert isinstance(late, TeamDialog)
    qtbot.waitUntil(lambda: focused() is late.name_edit)
    type_text(qtbot, late.name_edit, "MacKinnons")
    type_keys(qtbot, [Qt.Key.Key_Tab, *"Iain", Qt.Key.Key_Tab, *"Sheila", Qt.Key.Key_Return])
    qtbot.waitUntil(lambda: desk.dialog is None)
    assert desk.tournament.teams[-1].players == ("Iain", "Sheila")
    assert desk.teams.view.item(12, 2).text() == "late: plays from round 2"
    leaving = desk.withdraw_team()
    assert isinstance(leaving, WithdrawDialog)
    leaving.team_combo.setCurrentIndex(leaving.team_combo.findText("Gillis"))
    leaving.reason_edit.setText("Joe's car broke down")
    leaving.accept()
    gillis = next(e for e in desk.tournament.teams if e.name == "Gillis")
    assert gillis.withdrawn == 1
    row = next(r for r in range(desk.teams.view.rowCount()) if desk.teams.view.item(r, 0).text() == "Gillis")
    assert desk.teams.view.item(row, 2).text() == "withdrawn after round 1: Joe's car broke down"
    for table in range(1, 7):
        assert desk.apply(lambda t, n=table: t.with_result(n, (512, 300)))
    assert desk.draw_next_round()
    drawn = desk.tournament.rounds[1].draw.teams()
    assert desk.tournament.teams[-1].id in drawn
    assert gillis.id not in drawn
    # The round shown is chosen in the round list; the draw follows.
    desk.round_combo.setFocus()
    qtbot.keyClick(desk.round_combo, Qt.Key.Key_Up)
    assert desk.shown_round() == 1
    assert desk.draw.view.item(0, 5).text() == "512–300"


def test_a_late_team_with_a_name_taken_is_refused_in_words(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    late = desk.add_late_team()
    assert isinstance(late, TeamDialog)
    late.name_edit.setText("gillis")
    late.accept()
    # The dialog stays open, the typing kept, the refusal said in it.
    assert late.isVisible() and desk.dialog is late
    assert late.problem_label.text() == "There is already a team called gillis."
    assert late.name_edit.text() == "gillis"
    assert len(desk.tournament.teams) == 12


def test_a_late_team_typed_with_spaces_and_taken_keeps_the_dialog_open(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    late = desk.add_late_team()
    assert isinstance(late, TeamDialog)
    qtbot.waitExposed(late)
    late.name_edit.setText("  macneils ")
    late.player_edits[0].setText("Effie")
    qtbot.keyClick(late.name_edit, Qt.Key.Key_Return)
    assert late.isVisible()
    assert late.problem_label.text() == "There is already a team called macneils."
    assert (late.name_edit.text(), late.players()[0]) == ("  macneils ", "Effie")
    assert desk.entry.problem_label.text() == ""
    late.name_edit.setText("MacLeods")
    qtbot.keyClick(late.name_edit, Qt.Key.Key_Return)
    assert not late.isVisible()
    assert desk.tournament.teams[-1].name == "MacLeods"


def test_the_heading_says_the_time_limit(qtbot: QtBot, archive: MatchStore) -> None:
    import dataclasses

    from tarbish_score.model.tournament import Tournament

    night = swiss_night()
    timed = Tournament(dataclasses.replace(night.settings, time_limit=45), night.log)
    desk = open_desk(qtbot, archive, timed)
    assert desk.heading.text() == "Legion hall — Swiss, to 500, 45 min a round: 5 rounds to play"


def test_a_correction_refused_keeps_the_dialog_and_its_typing(qtbot: QtBot, archive: MatchStore) -> None:
    from tarbish_score.ui.tournament.desk_dialogs import CorrectionDialog

    desk = open_desk(qtbot, archive, swiss_night())
    qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    type_keys(qtbot, ["1", *"512", *"340", Qt.Key.Key_Return])
    desk.draw.view.setCurrentCell(0, 0)
    dialog = desk.correct_result()
    assert isinstance(dialog, CorrectionDialog)
    dialog.first_edit.setText("500")
    dialog.second_edit.setText("500")  # equal totals: the engine refuses them
    dialog.reason_edit.setText("slip misread")
    dialog.accept()
    assert dialog.isVisible() and desk.dialog is dialog
    assert dialog.problem_label.text().startswith("Equal totals")
    assert (dialog.first_edit.text(), dialog.second_edit.text(), dialog.reason()) == ("500", "500", "slip misread")
    result = desk.tournament.rounds[0].results[0]
    assert result is not None and result.totals == (512, 340)
    dialog.second_edit.setText("420")
    dialog.accept()
    assert not dialog.isVisible()
    result = desk.tournament.rounds[0].results[0]
    assert result is not None and result.totals == (500, 420)


def test_a_withdrawal_refused_keeps_the_dialog(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    dialog = desk.withdraw_team()
    assert isinstance(dialog, WithdrawDialog)
    dialog.reason_edit.setText("went home")
    dialog.submit = lambda: "Refused for the test."
    dialog.accept()
    assert dialog.isVisible() and dialog.problem_label.text() == "Refused for the test."
    assert dialog.reason_edit.text() == "went home"

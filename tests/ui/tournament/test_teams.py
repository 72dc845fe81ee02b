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
    assert desk.entry.problem_label.text() == "There is already a team called gillis."
    assert len(desk.tournament.teams) == 12


def test_the_heading_says_the_time_limit(qtbot: QtBot, archive: MatchStore) -> None:
    import dataclasses

    from tarbish_score.model.tournament import Tournament

    night = swiss_night()
    timed = Tournament(dataclasses.replace(night.settings, time_limit=45), night.log)
    desk = open_desk(qtbot, archive, timed)
    assert desk.heading.text() == "Legion hall — Swiss, to 500, 45 min a round: 5 rounds to play"

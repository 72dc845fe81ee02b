"""A name longer than the engine keeps is said before the night starts (or the late team is added), with the
limit: never cut in silence on the slips, the CSV and the statistics."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model.names import MAX_PLAYER_NAME_LENGTH, MAX_TEAM_NAME_LENGTH
from tarbish_score.storage import MatchStore
from tarbish_score.ui.tournament.desk_dialogs import TeamDialog
from tarbish_score.ui.tournament.new_tournament import NewTournamentDialog

from .conftest import TEAMS, open_desk, swiss_night

LONG = "Fraser-Cameron-Extraordinarily-Long-Team: Quentin Bartholomew & Rosalind Evangeline"


def test_the_new_night_says_which_names_are_too_long(qtbot: QtBot) -> None:
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.teams_edit.setPlainText("\n".join([*TEAMS[:6], LONG]))
    dialog.accept()
    assert dialog.result() == 0  # not started
    assert dialog.problem_label.text().split("\n") == [
        "Line 7: The team name “Fraser-Cameron-Extraordinarily-Long-Team” is 40 letters long; "
        f"a team name has at most {MAX_TEAM_NAME_LENGTH}.",
        "Line 7: The partner's name “Quentin Bartholomew” is 19 letters long; "
        f"a partner's name has at most {MAX_PLAYER_NAME_LENGTH}.",
        "Line 7: The partner's name “Rosalind Evangeline” is 19 letters long; "
        f"a partner's name has at most {MAX_PLAYER_NAME_LENGTH}.",
    ]
    assert LONG in dialog.teams_edit.toPlainText()  # the typing kept, to shorten


def test_a_late_team_pasted_too_long_is_said_not_cut(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    dialog = desk.add_late_team()
    assert isinstance(dialog, TeamDialog)
    dialog.name_edit.setText("Fraser-Cameron-Extraordinarily-Long-Team")
    dialog.player_edits[0].setText("Quentin Bartholomew")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.name_edit.text() == "Fraser-Cameron-Extraordinarily-Long-Team"
    assert dialog.problem_label.text().split("\n") == [
        "The team name “Fraser-Cameron-Extraordinarily-Long-Team” is 40 letters long; "
        f"a team name has at most {MAX_TEAM_NAME_LENGTH}.",
        "The partner's name “Quentin Bartholomew” is 19 letters long; "
        f"a partner's name has at most {MAX_PLAYER_NAME_LENGTH}.",
    ]
    assert len(desk.tournament.teams) == 12
    dialog.name_edit.setText("Fraser-Camerons")
    dialog.player_edits[0].setText("Quentin")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert desk.tournament.teams[-1].name == "Fraser-Camerons"

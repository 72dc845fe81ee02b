"""Every control of the desk and its dialogs is named (and described where a name cannot say how to use it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import list_tournaments
from tarbish_score.ui.tournament.desk_dialogs import (
    CodeDialog,
    CorrectionDialog,
    OpenTournamentDialog,
    TeamDialog,
    WithdrawDialog,
)
from tarbish_score.ui.tournament.new_tournament import NewTournamentDialog

from ..accessibility import unnamed_controls
from ..conftest import focused
from .conftest import open_desk, swiss_night


def _shown(qtbot: QtBot, dialog: QDialog) -> QDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_every_control_of_the_desk_is_named(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert unnamed_controls(desk) == []
    desk.tabs.setCurrentIndex(1)  # the teams
    assert unnamed_controls(desk) == []


def test_every_control_of_the_desks_dialogs_is_named(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    desk.draw_next_round()
    dialogs = [
        NewTournamentDialog(),
        CorrectionDialog("Round 1, table 1: A against B", None),
        TeamDialog(),
        WithdrawDialog(list(desk.tournament.teams)),
        OpenTournamentDialog(list_tournaments(archive)),
        CodeDialog("table3.tarbish.json"),
    ]
    for dialog in dialogs:
        assert unnamed_controls(_shown(qtbot, dialog)) == [], type(dialog).__name__

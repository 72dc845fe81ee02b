"""The desk's sentences that name keys without the words the hint scan looks for (``tests/ui/test_hints.py``
finds "press", "Ctrl+…", "Enter", "Esc"): each works when its keys are pressed, and every underlined letter
of the desk's labels and tabs takes the focus where it says."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore

from ..archive_helpers import open_window
from ..conftest import focused
from .conftest import TEAMS, open_desk, swiss_night

ALT = Qt.KeyboardModifier.AltModifier


def test_left_and_right_switch_between_the_standings_and_the_teams(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    bar = desk.tabs.tabBar()
    assert bar.accessibleDescription() == "Left and Right switch between the standings and the teams."
    bar.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(bar.hasFocus)
    assert desk.tabs.currentIndex() == 0
    qtbot.keyClick(bar, Qt.Key.Key_Right)
    assert desk.tabs.tabText(desk.tabs.currentIndex()) == "Tea&ms"
    qtbot.keyClick(bar, Qt.Key.Key_Left)
    assert desk.tabs.tabText(desk.tabs.currentIndex()) == "Standin&gs"


@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")  # the offscreen menu popup
def test_pasting_a_list_of_teams_works_as_the_teams_field_says(qtbot: QtBot, archive: MatchStore) -> None:
    from tarbish_score.ui.tournament.new_tournament import NewTournamentDialog

    window = open_window(qtbot, archive)
    window.commands["new_tournament"].trigger()
    dialog = window.tournament_actions().dialog
    assert isinstance(dialog, NewTournamentDialog)
    assert dialog.teams_edit.accessibleDescription().endswith("Pasting a list works.")
    qtbot.waitUntil(lambda: focused() is dialog.teams_edit)
    # A list as a spreadsheet or a mail gives it: Windows line ends, a blank line, a trailing newline.
    QApplication.clipboard().setText("\r\n".join([*TEAMS[:6], "", *TEAMS[6:]]) + "\r\n")
    qtbot.keyClick(focused(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dialog.count_label.text() == "Teams typed: 12. Tables a round: 6."
    night = dialog.tournament()
    assert [team.name for team in night.teams][:2] == ["MacNeils", "Gillis"]
    assert night.team(0).players == ("Angus", "Mary")
    dialog.reject()


def test_every_underlined_letter_of_the_desk_takes_the_focus_where_it_says(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night().drawn())
    labels = [label for label in desk.findChildren(QLabel) if label.buddy() is not None and label.isVisible()]
    assert len(labels) >= 4  # the round, the table and the two totals
    for label in labels:
        letter = re.search(r"&(\w)", label.text())
        assert letter is not None, label.text()
        desk.entry.table_edit.setFocus()
        qtbot.keyClick(focused(), getattr(Qt.Key, f"Key_{letter.group(1).upper()}"), ALT)
        assert focused() is label.buddy(), label.text()
    for index in (1, 0):
        letter = re.search(r"&(\w)", desk.tabs.tabText(index))
        assert letter is not None
        qtbot.keyClick(focused(), getattr(Qt.Key, f"Key_{letter.group(1).upper()}"), ALT)
        assert desk.tabs.currentIndex() == index

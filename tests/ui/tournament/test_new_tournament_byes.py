"""The new-night dialog offers the engine's bye rules, the default first: a win that adds no points."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tarbish_score.model.tournament import ByeRule
from tarbish_score.storage import MatchStore
from tarbish_score.ui.tournament.new_tournament import NewTournamentDialog

from ..archive_helpers import open_window


def test_the_bye_choices_are_the_engines_with_a_win_and_no_points_first(qtbot: QtBot, archive: MatchStore) -> None:
    window = open_window(qtbot, archive)
    window.commands["new_tournament"].trigger()
    dialog = window.tournament_actions().dialog
    assert isinstance(dialog, NewTournamentDialog)
    combo = dialog.bye_combo
    shown = [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]
    assert shown == [
        ("A win, no points", ByeRule.WIN_NO_POINTS),
        ("A win, 500 to 0", ByeRule.WIN),
        ("Not counted", ByeRule.NOT_COUNTED),
    ]
    assert dialog.settings().bye_rule is ByeRule.WIN_NO_POINTS
    dialog.reject()

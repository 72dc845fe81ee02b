"""Round entry: the count of either team, runs, bella, the live preview, and refusing bad input."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import NoTrump, Rank, RoundInput, RuleSet, RunClaim, Suit
from tarbish_score.ui.main_window import MainWindow

from ..conftest import focused, standard_match, type_keys

ENTER = Qt.Key.Key_Return


def _rounds(window: MainWindow) -> tuple[RoundInput, ...]:
    match = window.controller.match
    assert match is not None
    return match.rounds


def _restart(qtbot: QtBot, window: MainWindow, rules: RuleSet) -> None:
    window.controller.start_match(dataclasses.replace(standard_match(), rules=rules))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.round_entry.caller_picker)


def test_the_other_teams_count_is_filled_in_and_shown(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "9", "0"])
    assert entry.count_toggle.text() == "Us counted:"
    assert "Them: 72" in entry.other_count_label.text()
    type_keys(qtbot, ["/"])
    assert entry.count_toggle.text() == "Them counted:"
    assert "Us: 72" in entry.other_count_label.text()
    assert entry.count_edit.text() == "90"
    type_keys(qtbot, [ENTER])
    assert _rounds(started)[-1].card_points == (72, 90)


def test_no_trump_round_shares_130(qtbot: QtBot, started: MainWindow) -> None:
    _restart(qtbot, started, RuleSet(no_trump=True))
    entry = started.round_entry
    assert "no trump  [N]" in entry.trump_picker.button_texts()
    type_keys(qtbot, ["2", "n", "8", "0"])
    assert "Us: 50" in entry.other_count_label.text()
    assert "(of 130)" in entry.other_count_label.text()
    assert not entry.bella_picker.isEnabled()
    type_keys(qtbot, [ENTER])
    assert _rounds(started)[-1] == RoundInput(caller=1, trump=NoTrump.NONE, card_points=(50, 80))


def test_no_trump_key_does_nothing_under_standard_rules(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["1", "n"])
    assert started.round_entry.trump_picker.value is None
    assert started.round_entry.trump_picker.hasFocus()


def test_bad_count_never_records_and_says_what_to_fix(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "1", "7", "0"])
    assert entry.error_text_of("card_points") == "A team's count must be between 0 and 162."
    type_keys(qtbot, [ENTER])
    assert _rounds(started) == ()
    assert entry.count_edit.hasFocus()
    assert entry.preview.outcome_text == "fix"
    type_keys(qtbot, [Qt.Key.Key_Backspace, Qt.Key.Key_Backspace, "2", ENTER])
    assert _rounds(started)[-1].card_points == (12, 150)


def test_missing_fields_are_named_next_to_them_on_enter(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    assert entry.error_text_of("caller") == ""
    type_keys(qtbot, [ENTER])
    assert _rounds(started) == ()
    assert entry.error_text_of("caller") == "Pick the caller: press 1-4 (the seat number)."
    assert entry.error_text_of("trump") == "Pick the trump suit: press C, D, H or S."
    assert entry.caller_picker.hasFocus()
    type_keys(qtbot, ["3"])
    assert entry.error_text_of("caller") == ""
    assert entry.trump_picker.hasFocus()
    type_keys(qtbot, [ENTER])
    assert entry.trump_picker.hasFocus()
    assert entry.error_text_of("card_points") == "Type the card points one team counted."
    assert _rounds(started) == ()


def test_preview_shows_bait_line_and_winning_run(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    # Ann calls hearts, Us count 70; Bea holds a fifty: 70 against 92 + 50.
    type_keys(qtbot, ["1", "h", "7", "0", "r", "2", "f"])
    assert entry.preview.outcome_text == "BAIT"
    assert "Them +212" in entry.preview.points_label.text()
    assert "Us +0" in entry.preview.points_label.text()
    assert entry.preview.details() == [
        "Callers 70 against 142: bait — the opponents' fifty raised the line to 107.",
        "Runs: Bea's fifty wins, 50 points: nobody else announced a run.",
    ]
    assert _rounds(started) == ()  # the preview records nothing


def test_preview_line_with_the_callers_twenty(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "7", "5", "r", "1", "t", "2", "f"])
    # Bea's fifty beats Ann's twenty: only Them score runs.
    assert entry.preview.outcome_text == "BAIT"
    assert "Runs: Bea's fifty wins, 50 points: a fifty beats any twenty (beat Ann's twenty)." in entry.preview.details()
    type_keys(qtbot, [Qt.Key.Key_Backspace])  # remove Bea's fifty
    assert entry.preview.outcome_text == "made"
    assert "Callers (Us) needed 72 of 162 card points, with their twenty." in entry.preview.details()
    type_keys(qtbot, [ENTER])
    assert _rounds(started)[-1].runs == (RunClaim(0, 3),)


def test_half_bait_preview(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["2", "d", "8", "1"])
    assert started.round_entry.preview.outcome_text == "HALF BAIT"
    assert "Us +81" in started.round_entry.preview.points_label.text()


def test_top_and_suit_asked_only_when_precedence_needs_them(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "s", "9", "0", "r", "1", "t"])
    assert not entry.runs_editor.chip(0).top_combo.isVisibleTo(entry)
    assert entry.error_text_of("runs") == ""
    type_keys(qtbot, ["2", "t"])  # Bea's twenty too: two players' twenties must be compared
    assert entry.error_text_of("runs") == "Two players' runs must be compared: add the top card of Ann's twenty."
    assert entry.runs_editor.chip(0).top_combo.isVisibleTo(entry)
    assert not entry.runs_editor.chip(1).top_combo.isVisibleTo(entry)
    type_keys(qtbot, [ENTER])
    assert _rounds(started) == ()
    assert focused() is entry.runs_editor.chip(0).top_combo
    type_keys(qtbot, ["k", ENTER])
    assert focused() is entry.runs_editor.chip(0).suit_combo
    type_keys(qtbot, ["s", ENTER])
    assert focused() is entry.runs_editor.chip(1).top_combo
    type_keys(qtbot, ["k", ENTER])
    type_keys(qtbot, ["h", ENTER])
    # K-high twenties: Ann's is in trump (spades) and wins.
    assert _rounds(started)[-1].runs == (
        RunClaim(0, 3, top=Rank.KING, suit=Suit.SPADES),
        RunClaim(1, 3, top=Rank.KING, suit=Suit.HEARTS),
    )
    assert started.controller.match is not None
    assert started.controller.match.score.rounds[-1].result.run_points == (20, 0)


def test_several_runs_for_one_player_and_bella(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["3", "c", "1", "0", "0", "r", "3", "f", "t", "b", "3", ENTER])
    recorded = _rounds(started)[-1]
    assert recorded.runs == (RunClaim(2, 4), RunClaim(2, 3))
    assert recorded.bella == 2
    assert started.controller.match is not None
    assert started.controller.match.score.totals == (100 + 70 + 20, 62)


def test_thrown_in_only_when_the_dealer_is_not_forced(qtbot: QtBot, started: MainWindow) -> None:
    assert "0  thrown in" not in started.round_entry.caller_picker.button_texts()
    type_keys(qtbot, ["0"])
    assert started.round_entry.caller_picker.value is None
    _restart(qtbot, started, RuleSet(forced_dealer=False))
    assert "0  thrown in" in started.round_entry.caller_picker.button_texts()
    type_keys(qtbot, ["0", ENTER])
    assert _rounds(started) == (RoundInput.thrown(),)
    assert started.controller.match is not None
    assert started.controller.match.score.next_dealer == 1


def test_sweep_key_only_with_a_sweep_bonus(qtbot: QtBot, started: MainWindow) -> None:
    assert not started.round_entry.sweep_check.isVisibleTo(started)
    _restart(qtbot, started, RuleSet(sweep_bonus=100))
    type_keys(qtbot, ["1", "h", "1", "6", "2", "w", ENTER])
    assert _rounds(started)[-1].sweep
    assert started.controller.match is not None
    assert started.controller.match.score.totals == (262, 0)


def test_escape_clears_the_entry(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "9", "0", Qt.Key.Key_Escape])
    assert entry.caller_picker.value is None
    assert entry.trump_picker.value is None
    assert entry.count_edit.text() == ""
    assert entry.caller_picker.hasFocus()


def test_ctrl_z_in_the_count_field_undoes_the_last_round(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["1", "h", "9", "0", ENTER, "2", "c", "8"])
    assert started.round_entry.count_edit.hasFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _rounds(started) == ()


def test_match_over_closes_the_entry(qtbot: QtBot, started: MainWindow) -> None:
    _restart(qtbot, started, RuleSet(target=300))
    type_keys(qtbot, ["1", "h", "1", "6", "2", ENTER])
    type_keys(qtbot, ["1", "h", "1", "6", "2", ENTER])
    assert started.controller.match is not None
    assert started.controller.match.score.winner == 0
    assert not started.round_entry.form.isEnabled()
    assert started.round_entry.title_label.text() == "The match is over: Ctrl+Shift+R for a rematch."

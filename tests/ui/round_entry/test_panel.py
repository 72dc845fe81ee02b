"""Round entry: the count of either team, runs, bella, the live preview, and refusing bad input."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import NoTrump, Rank, RoundInput, RuleSet, RunClaim, Suit
from tarbish_score.qt import theme
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.ui.main_window import MainWindow
from tests.changes import changed

from ..conftest import focused, standard_match, type_keys
from ..play_helpers import CTRL, HEARTS_100, THEM_SWEEP, current_match, record_rounds, restart_with

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


def test_keys_typed_after_the_win_never_open_a_correction(qtbot: QtBot, started: MainWindow) -> None:
    for count in ("162", "162", "162", "100"):
        type_keys(qtbot, ["1", "h", *count, ENTER])
    assert current_match(started).score.winner == 0
    before = current_match(started)
    # The focus stays on the closed round entry, which says the match is over.
    assert focused() is started.round_entry
    assert started.round_entry.title_label.text().startswith("The match is over")
    assert started.history.current_round() == 3
    type_keys(qtbot, ["1", "h", "9", "0", ENTER, ENTER])
    assert started.round_entry.editing_index is None
    assert current_match(started) is before
    # F6 is a deliberate move to the history: Enter there corrects the last round.
    type_keys(qtbot, [Qt.Key.Key_F6])
    assert started.history.hasFocus()
    type_keys(qtbot, [ENTER])
    assert started.round_entry.editing_index == 3


def test_the_closed_entry_takes_no_keys(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    record_rounds(started, *[RoundInput(caller=0, trump=Suit.HEARTS, card_points=(162, 0))] * 4)
    assert not entry.form.isEnabled()
    shown = (entry.count_toggle.text(), entry.other_count_label.text(), entry._state.count_by_callers)
    entry.setFocus()
    for key in (Qt.Key.Key_Slash, Qt.Key.Key_R, Qt.Key.Key_B, Qt.Key.Key_W):
        qtbot.keyClick(entry, key)
    assert (entry.count_toggle.text(), entry.other_count_label.text(), entry._state.count_by_callers) == shown
    assert not entry.sweep_check.isChecked()


def test_correction_that_ends_the_match_sooner_removes_the_later_rounds_on_request(
    qtbot: QtBot, started: MainWindow
) -> None:
    # Us lead 400 to 248 after four rounds; Them sweep twice and win in round 6.
    record_rounds(started, HEARTS_100, HEARTS_100, HEARTS_100, HEARTS_100, THEM_SWEEP, THEM_SWEEP)
    assert current_match(started).score.winner == 1
    entry = started.round_entry
    type_keys(qtbot, [Qt.Key.Key_F6, *[Qt.Key.Key_Up] * 6, ENTER])
    assert entry.editing_index == 0
    # Round 1 was really 162 with Ann's fifty and bella: 232, so Us reach 532 in round 4.
    # The correction opens on the count, selected: typing replaces it.
    type_keys(qtbot, ["1", "6", "2", "r", "1", "f", "b", "1"])
    assert entry.error_text_of("card_points") == (
        "With this correction Us win in round 4; rounds 5-6 would come after the end."
    )
    assert entry.error_text_of("caller") == ""
    assert entry.end_button.isVisibleTo(entry)
    assert entry.end_button.text() == "Correct and remove the later rounds"
    type_keys(qtbot, [ENTER])  # refused: the focus moves to the one way out
    assert len(current_match(started).rounds) == 6
    assert focused() is entry.end_button
    with changed(qtbot, started.controller, ChangeKind.EDIT):
        type_keys(qtbot, [ENTER])
    match = current_match(started)
    assert len(match.rounds) == 4
    assert match.rounds[0].card_points == (162, 0)
    assert match.score.winner == 0
    assert match.score.totals == (532, 186)
    # One change: one Ctrl+Z brings the six rounds back.
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert len(current_match(started).rounds) == 6
    assert current_match(started).score.winner == 1


def test_correction_that_ends_the_match_one_round_early_can_be_cancelled(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HEARTS_100, HEARTS_100, HEARTS_100, HEARTS_100, THEM_SWEEP)
    started.round_entry.begin_edit(0)
    type_keys(qtbot, ["1", "6", "2", "r", "1", "f"])
    assert started.round_entry.error_text_of("card_points") == (
        "With this correction Us win in round 4; round 5 would come after the end."
    )
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert started.round_entry.editing_index is None
    assert len(current_match(started).rounds) == 5
    assert not started.round_entry.end_button.isVisibleTo(started.round_entry)


def test_run_details_do_not_move_the_layout(qtbot: QtBot, started: MainWindow) -> None:
    started.resize(1366, 768)
    qtbot.waitUntil(lambda: started.height() == 768)
    entry = started.round_entry
    type_keys(qtbot, ["1", "c", "8", "0", "r", "1", "t"])
    # The entry (in its scroll area) and the history keep their widths.
    width, history = started.entry_scroll.width(), started.history.width()
    type_keys(qtbot, ["2", "t"])  # two twenties: the top cards and suits are asked for
    chip = entry.runs_editor.chip(0)
    assert chip.top_combo.isVisibleTo(entry)
    assert (started.entry_scroll.width(), started.history.width()) == (width, history)
    for combo in (chip.top_combo, chip.suit_combo):
        assert combo.height() >= combo.sizeHint().height()
    type_keys(qtbot, [ENTER, "1"])  # a longer problem sentence: it wraps, the panel keeps its width
    assert entry.preview.points_label.text().count("suit of Ann's twenty 10 high") == 1
    QApplication.processEvents()  # the layout settles
    assert (started.entry_scroll.width(), started.history.width()) == (width, history)


def test_typing_a_top_card_moves_on_to_its_suit_then_on(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "c", "8", "0", "r", "1", "t", "2", "t", ENTER])
    first = entry.runs_editor.chip(0)
    assert focused() is first.top_combo
    type_keys(qtbot, ["1"])  # 1 is the 10
    assert first.top_combo.currentText() == "10"
    assert focused() is first.suit_combo
    type_keys(qtbot, ["s"])
    second = entry.runs_editor.chip(1)
    assert focused() is second.top_combo  # the engine still needs Bea's top card
    type_keys(qtbot, ["a", "h"])
    assert focused() is entry.runs_editor  # nothing more needed: Enter records
    with changed(qtbot, started.controller, ChangeKind.RECORD):
        type_keys(qtbot, [ENTER])
    assert current_match(started).rounds[0].runs[1].suit is Suit.HEARTS


def test_bella_key_in_a_no_trump_round_says_why(qtbot: QtBot, started: MainWindow) -> None:
    restart_with(qtbot, started, dataclasses.replace(standard_match(), rules=RuleSet(no_trump=True)))
    entry = started.round_entry
    type_keys(qtbot, ["2", "n", "8", "0", "b"])
    assert entry.error_text_of("bella") == "There is no bella in a no-trump round."
    type_keys(qtbot, ["1"])
    assert entry.count_edit.text() == "801"
    assert "-671" not in entry.other_count_label.text()
    assert "—" in entry.other_count_label.text()
    assert entry.error_text_of("card_points") == "A team's count must be between 0 and 130."
    type_keys(qtbot, [ENTER])
    assert current_match(started).rounds == ()


def test_a_minus_sign_is_kept_and_refused(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "-", "5"])
    assert entry.count_edit.text() == "-5"
    assert entry.error_text_of("card_points") == "Card points are digits only (0-9): remove “-”."
    assert "—" in entry.other_count_label.text()
    type_keys(qtbot, [ENTER])
    assert current_match(started).rounds == ()
    assert entry.count_edit.hasFocus()


def test_after_the_win_the_closed_buttons_look_closed(qtbot: QtBot, started: MainWindow) -> None:
    ann = started.round_entry.caller_picker.buttons()[0]

    def team_coloured_pixels() -> int:
        image = ann.grab().toImage()
        colour = QColor(theme.TEAM_COLOURS[0])
        return sum(1 for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y) == colour)

    assert team_coloured_pixels() > 0
    record_rounds(started, *[RoundInput(caller=0, trump=Suit.HEARTS, card_points=(162, 0))] * 4)
    assert not ann.isEnabled()
    assert team_coloured_pixels() == 0
    assert started.scoreboard.team_panels[1].needed_label.text() == "lost by 648"


def test_undo_back_to_no_match_forgets_the_names(qtbot: QtBot, started: MainWindow) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert started.controller.match is None
    labels = [label.text() for label in started.round_entry.runs_editor._seat_labels]
    assert labels == ["1  seat 1", "2  seat 2", "3  seat 3", "4  seat 4"]
    assert not any("Ann" in text for text in started.round_entry.caller_picker.button_texts())


def test_zero_for_thrown_in_says_it_is_off(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["0"])
    assert started.round_entry.error_text_of("caller") == "Thrown in is off: the dealer must call (house rule)."
    type_keys(qtbot, ["1"])
    assert started.round_entry.error_text_of("caller") == ""


def test_a_recorded_round_keeps_the_pickers_buttons(qtbot: QtBot, started: MainWindow) -> None:
    """The same choices after a round keep their buttons: rebuilding them re-laid out the whole form."""
    entry = started.round_entry
    pickers = (entry.caller_picker, entry.trump_picker, entry.bella_picker)
    before = [picker.buttons() for picker in pickers]
    record_rounds(started, HEARTS_100)
    assert [picker.buttons() for picker in pickers] == before
    assert entry.caller_picker.button_texts()[:2] == ["1  Ann", "2  Bea"]


# --- a correction opens the round exactly as it was typed -------------------


def _open_correction(qtbot: QtBot, window: MainWindow, row: int) -> None:
    """F6 to the history, up to the first round, down to ``row``, Enter: as a player would."""
    type_keys(qtbot, [Qt.Key.Key_F6, *[Qt.Key.Key_Up] * window.history_model.rowCount()])
    type_keys(qtbot, [Qt.Key.Key_Down] * row + [ENTER])


def test_a_correction_opens_the_round_as_typed_with_the_focus_on_the_count(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "9", "0", ENTER])  # Us 90, Them 72
    # Round 2: Bea (Them) called spades; "/": Us counted 50, so Them have 112 and made it.
    type_keys(qtbot, ["2", "s", "/", "5", "0", ENTER])
    assert current_match(started).score.totals == (140, 184)
    _open_correction(qtbot, started, 1)
    assert entry.editing_index == 1
    assert entry.title_label.text() == "Correcting round 2 — Esc cancels"
    # As typed: Us counted 50 (not "Them counted 112"), the focus on the count, ready to retype it.
    assert entry.count_toggle.text() == "Us counted:"
    assert entry.count_edit.text() == "50"
    assert focused() is entry.count_edit
    assert entry.preview.outcome_text == "made"
    assert entry.preview.effect_text == "Totals: 140–184 → 140–184"
    # Us really counted 60: typing replaces the count, and the preview shows the effect.
    type_keys(qtbot, ["6", "0"])
    assert "Them: 102" in entry.other_count_label.text()
    assert entry.preview.effect_text == "Totals: 140–184 → 150–174"
    with changed(qtbot, started.controller, ChangeKind.EDIT):
        type_keys(qtbot, [ENTER])
    assert current_match(started).rounds[1].card_points == (60, 102)
    # Opened again, it is still the count Us typed.
    _open_correction(qtbot, started, 1)
    assert (entry.count_toggle.text(), entry.count_edit.text()) == ("Us counted:", "60")


def test_a_correction_says_when_the_winner_changes(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    for _ in range(3):
        type_keys(qtbot, ["1", "h", "1", "6", "2", ENTER])
    type_keys(qtbot, ["2", "c", "/", "1", "6", "2", ENTER])  # Bea called, Us took everything: Us win
    assert current_match(started).score.winner == 0
    _open_correction(qtbot, started, 3)
    assert entry.count_toggle.text() == "Us counted:"
    assert entry.preview.effect_text == "Totals: 648–0 → 648–0"
    type_keys(qtbot, ["/"])  # really Them took every card point
    assert entry.preview.effect_text == ("Totals: 648–0 → 486–162  The winner changes: the match goes on.")
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert entry.preview.effect_text == ""
    assert current_match(started).score.winner == 0


def test_a_hint_goes_when_it_no_longer_applies(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    record_rounds(started, HEARTS_100, HEARTS_100)
    _open_correction(qtbot, started, 1)
    type_keys(qtbot, [Qt.Key.Key_Backtab, Qt.Key.Key_Backtab])
    assert focused() is entry.caller_picker
    type_keys(qtbot, ["0"])  # thrown in is off under the default rules: the hint says so
    assert entry.error_text_of("caller").startswith("Thrown in is off")
    type_keys(qtbot, ["/"])  # the round changed: the hint answered the 0, not this
    assert entry.error_text_of("caller") == ""
    # The same for bella in a no-trump round: the next change to the round takes the hint away.
    restart_with(qtbot, started, standard_match(dataclasses.replace(RuleSet(), no_trump=True)))
    type_keys(qtbot, ["1", "n", "b"])
    assert entry.error_text_of("bella") != ""
    type_keys(qtbot, ["9"])
    assert entry.error_text_of("bella") == ""


# --- a half-typed round survives a correction ------------------------------


def test_a_half_typed_round_comes_back_when_a_correction_is_cancelled(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "9", "0", ENTER])
    type_keys(qtbot, ["2", "s", "7", "0"])  # round 2, half typed
    _open_correction(qtbot, started, 0)
    assert entry.editing_index == 0
    assert (entry.caller_picker.value, entry.count_edit.text()) == (0, "90")
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert entry.editing_index is None
    assert (entry.caller_picker.value, entry.trump_picker.value, entry.count_edit.text()) == (1, Suit.SPADES, "70")
    assert focused() is entry.count_edit
    with changed(qtbot, started.controller, ChangeKind.RECORD):
        type_keys(qtbot, [ENTER])
    assert current_match(started).rounds[1] == RoundInput(caller=1, trump=Suit.SPADES, card_points=(92, 70))


def test_a_half_typed_round_comes_back_when_a_correction_is_saved(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "9", "0", ENTER])
    type_keys(qtbot, ["2", "s", "/", "7", "0", "b", "2"])  # Us counted 70, Bea held bella
    _open_correction(qtbot, started, 0)
    with changed(qtbot, started.controller, ChangeKind.EDIT):
        type_keys(qtbot, ["1", "0", "0", ENTER])
    assert current_match(started).rounds[0].card_points == (100, 62)
    assert entry.editing_index is None
    assert entry.count_toggle.text() == "Us counted:"
    assert (entry.caller_picker.value, entry.count_edit.text(), entry.bella_picker.value) == (1, "70", 1)
    assert focused() is entry.bella_picker
    assert entry.title_label.text().startswith("Round 2:")


def test_a_half_typed_round_comes_back_when_the_corrected_round_is_undone(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "9", "0", ENTER])
    type_keys(qtbot, ["2", "s", "7"])
    _open_correction(qtbot, started, 0)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)  # undoes recording round 1: nothing left to correct
    assert current_match(started).rounds == ()
    assert entry.editing_index is None
    assert (entry.caller_picker.value, entry.count_edit.text()) == (1, "7")


def test_the_other_teams_points_stay_whole_when_its_name_does_not_fit(qtbot: QtBot, started: MainWindow) -> None:
    from PySide6.QtGui import QTextDocument

    match = standard_match()
    long_names = tuple(
        dataclasses.replace(team, name=name)
        for team, name in zip(match.teams, ("The MacNeils of Margaree Harbour", "The Gillis pair"), strict=True)
    )
    started.controller.start_match(dataclasses.replace(match, teams=long_names))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)
    entry = started.round_entry
    type_keys(qtbot, ["2", "s", "7", "0"])
    label = entry.other_count_label
    for width in (320, 200, 160):
        label.resize(width, label.height())
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(label.text())
        shown = document.toPlainText()
        assert shown.endswith(": 92"), (width, shown)
        assert document.idealWidth() <= width, (width, shown, document.idealWidth())
    assert "…" in shown

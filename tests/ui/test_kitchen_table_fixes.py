"""Defects a tester found playing a match from the keyboard: each test failed before its fix."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, NoTrump, RoundInput, RuleSet, Suit, Team
from tarbish_score.qt import theme
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.ui.dialogs.help import shortcut_rows
from tarbish_score.ui.main_window import MainWindow

from .conftest import focused, standard_match, type_keys, type_text

ENTER = Qt.Key.Key_Return
CTRL = Qt.KeyboardModifier.ControlModifier
HEARTS_100 = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
THEM_SWEEP = RoundInput(caller=1, trump=Suit.CLUBS, card_points=(0, 162))
LONG_TEAM = "Les Acadiens de Chéticamp et Margaree Forks"
LONG_PLAYER = "Seán MacNeil-Fitzgerald the Third of Inverness County"


def _match(window: MainWindow) -> Match:
    match = window.controller.match
    assert match is not None
    return match


def _restart(qtbot: QtBot, window: MainWindow, match: Match) -> None:
    window.controller.start_match(match)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.round_entry.caller_picker)


def _record(window: MainWindow, *rounds: RoundInput) -> None:
    for round_input in rounds:
        window.controller.record_round(round_input)


# --- 1. keys typed after the win --------------------------------------------------------------


def test_keys_typed_after_the_win_never_open_a_correction(qtbot: QtBot, started: MainWindow) -> None:
    for count in ("162", "162", "162", "100"):
        type_keys(qtbot, ["1", "h", *count, ENTER])
    assert _match(started).score.winner == 0
    before = _match(started)
    # The focus stays on the closed round entry, which says the match is over.
    assert focused() is started.round_entry
    assert started.round_entry.title_label.text().startswith("The match is over")
    assert started.history.current_round() == 3
    type_keys(qtbot, ["1", "h", "9", "0", ENTER, ENTER])
    assert started.round_entry.editing_index is None
    assert _match(started) is before
    # F6 is a deliberate move to the history: Enter there corrects the last round.
    type_keys(qtbot, [Qt.Key.Key_F6])
    assert started.history.hasFocus()
    type_keys(qtbot, [ENTER])
    assert started.round_entry.editing_index == 3


def test_enter_in_the_history_needs_a_deliberate_move(qtbot: QtBot, started: MainWindow) -> None:
    _record(started, HEARTS_100, HEARTS_100)
    started.history.setFocus(Qt.FocusReason.OtherFocusReason)
    type_keys(qtbot, [ENTER, Qt.Key.Key_Delete])
    assert started.round_entry.editing_index is None
    assert len(_match(started).rounds) == 2
    started.round_entry.focus_first_field()
    started.history.setFocus(Qt.FocusReason.ShortcutFocusReason)
    type_keys(qtbot, [ENTER])
    assert started.round_entry.editing_index == 1


# --- 2. a correction that ends the match sooner ----------------------------------------------------


def test_correction_that_ends_the_match_sooner_removes_the_later_rounds_on_request(
    qtbot: QtBot, started: MainWindow
) -> None:
    # Us lead 400 to 248 after four rounds; Them sweep twice and win in round 6.
    _record(started, HEARTS_100, HEARTS_100, HEARTS_100, HEARTS_100, THEM_SWEEP, THEM_SWEEP)
    assert _match(started).score.winner == 1
    entry = started.round_entry
    type_keys(qtbot, [Qt.Key.Key_F6, *[Qt.Key.Key_Up] * 6, ENTER])
    assert entry.editing_index == 0
    # Round 1 was really 162 with Ann's fifty and bella: 232, so Us reach 532 in round 4.
    type_keys(qtbot, ["1", "h", "1", "6", "2", "r", "1", "f", "b", "1"])
    assert entry.error_text_of("card_points") == (
        "With this correction Us win in round 4; rounds 5-6 would come after the end."
    )
    assert entry.error_text_of("caller") == ""
    assert entry.end_button.isVisibleTo(entry)
    assert entry.end_button.text() == "Correct and remove the later rounds"
    type_keys(qtbot, [ENTER])  # refused: the focus moves to the one way out
    assert len(_match(started).rounds) == 6
    assert focused() is entry.end_button
    with qtbot.waitSignal(started.controller.round_edited):
        type_keys(qtbot, [ENTER])
    match = _match(started)
    assert len(match.rounds) == 4
    assert match.rounds[0].card_points == (162, 0)
    assert match.score.winner == 0
    assert match.score.totals == (532, 186)
    # One change: one Ctrl+Z brings the six rounds back.
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert len(_match(started).rounds) == 6
    assert _match(started).score.winner == 1


def test_correction_that_ends_the_match_one_round_early_can_be_cancelled(qtbot: QtBot, started: MainWindow) -> None:
    _record(started, HEARTS_100, HEARTS_100, HEARTS_100, HEARTS_100, THEM_SWEEP)
    started.round_entry.begin_edit(0)
    type_keys(qtbot, ["1", "h", "1", "6", "2", "r", "1", "f"])
    assert started.round_entry.error_text_of("card_points") == (
        "With this correction Us win in round 4; round 5 would come after the end."
    )
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert started.round_entry.editing_index is None
    assert len(_match(started).rounds) == 5
    assert not started.round_entry.end_button.isVisibleTo(started.round_entry)


# --- 3 and 4. long names and small screens ----------------------------------------------------------


def test_long_names_are_cut_short_and_never_widen_the_window(qtbot: QtBot, window: MainWindow) -> None:
    teams = (Team(LONG_TEAM, ("Zoë", "Ann")), Team("Them", (LONG_PLAYER, "Dan")))
    window.resize(1280, 760)
    _restart(qtbot, window, Match(teams, 0, RuleSet()))
    assert window.minimumSizeHint().width() <= 1100
    assert window.width() <= 1280
    name = window.scoreboard.team_panels[0].name_label
    qtbot.waitUntil(lambda: name.text() != LONG_TEAM)
    assert name.text().endswith("…")
    assert name.toolTip() == LONG_TEAM
    bea = window.round_entry.caller_picker.buttons()[1]
    assert bea.text().endswith("…")
    assert bea.toolTip() == f"2  {LONG_PLAYER}"
    window.controller.record_round(RoundInput(caller=1, trump=Suit.SPADES, card_points=(62, 100)))
    column = COLUMNS.index("caller")
    assert window.history.columnWidth(column) <= 170
    assert window.history_model.data(window.history_model.index(0, column), Qt.ItemDataRole.ToolTipRole) == (
        LONG_PLAYER
    )


def test_the_dialog_limits_name_length(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    type_text(qtbot, dialog.team_edits[0], LONG_TEAM)
    type_text(qtbot, dialog.player_edits[1], LONG_PLAYER)
    assert dialog.team_edits[0].text() == LONG_TEAM[:24]
    assert dialog.player_edits[1].text() == LONG_PLAYER[:16]
    dialog.reject()


def test_the_window_fits_a_1366x768_laptop(qtbot: QtBot, window: MainWindow) -> None:
    for match in (None, standard_match(), Match((Team(LONG_TEAM, (LONG_PLAYER, "Ann")), Team("Them", ("B", "D"))))):
        if match is not None:
            window.controller.start_match(match)
        hint = window.minimumSizeHint()
        assert hint.height() <= 660, hint
        assert hint.width() <= 1100, hint
    available = window.screen().availableGeometry().size()
    assert window.default_size().width() <= available.width()
    assert window.default_size().height() <= available.height()
    # At 1366x768 the round entry is whole (no scrolling needed for a plain round) and the status line shows.
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.size() == QSize(1366, 768))
    assert window.statusBar().geometry().bottom() <= 768
    assert window.scoreboard.height() >= 150
    window.controller.start_match(standard_match())
    qtbot.waitUntil(lambda: window.entry_scroll.height() >= window.round_entry.sizeHint().height())
    assert window.entry_scroll.verticalScrollBar().maximum() == 0


# --- 5. the layout while entering runs -------------------------------------------------------------


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
    with qtbot.waitSignal(started.controller.round_recorded):
        type_keys(qtbot, [ENTER])
    assert _match(started).rounds[0].runs[1].suit is Suit.HEARTS


# --- 6 and 7. bella in no trump, a minus sign ---------------------------------------------------------


def test_bella_key_in_a_no_trump_round_says_why(qtbot: QtBot, started: MainWindow) -> None:
    _restart(qtbot, started, dataclasses.replace(standard_match(), rules=RuleSet(no_trump=True)))
    entry = started.round_entry
    type_keys(qtbot, ["2", "n", "8", "0", "b"])
    assert entry.error_text_of("bella") == "There is no bella in a no-trump round."
    type_keys(qtbot, ["1"])
    assert entry.count_edit.text() == "801"
    assert "-671" not in entry.other_count_label.text()
    assert "—" in entry.other_count_label.text()
    assert entry.error_text_of("card_points") == "A team's count must be between 0 and 130."
    type_keys(qtbot, [ENTER])
    assert _match(started).rounds == ()


def test_a_minus_sign_is_kept_and_refused(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "-", "5"])
    assert entry.count_edit.text() == "-5"
    assert entry.error_text_of("card_points") == "Card points are digits only (0-9): remove “-”."
    assert "—" in entry.other_count_label.text()
    type_keys(qtbot, [ENTER])
    assert _match(started).rounds == ()
    assert entry.count_edit.hasFocus()


# --- 8. the target in the new-match dialog -----------------------------------------------------------


def test_an_out_of_range_target_is_shown_corrected_before_the_match_starts(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("short game"))
    assert "playing to 300" in dialog.start_note.text()
    dialog.target_spin.setFocus()
    dialog.target_spin.selectAll()
    type_keys(qtbot, ["5", "0", ENTER])
    assert window.controller.match is None
    assert dialog.target_error.isVisibleTo(dialog)
    assert dialog.target_error.text() == ("Play to goes from 100 to 5000: “50” became 100. Enter starts the match.")
    assert "playing to 100" in dialog.start_note.text()
    with qtbot.waitSignal(window.controller.match_started):
        type_keys(qtbot, [ENTER])
    assert _match(window).rules.target == 100


# --- 9. a tie at the target --------------------------------------------------------------------------


def test_a_tie_at_the_target_says_play_on(qtbot: QtBot, started: MainWindow) -> None:
    _restart(qtbot, started, dataclasses.replace(standard_match(), rules=RuleSet(target=300)))
    _record(
        started,
        RoundInput(caller=0, trump=Suit.HEARTS, card_points=(120, 42)),
        RoundInput(caller=1, trump=Suit.HEARTS, card_points=(80, 82)),
        RoundInput(caller=0, trump=Suit.HEARTS, card_points=(36, 126)),
        RoundInput(caller=0, trump=Suit.HEARTS, card_points=(124, 38)),
    )
    assert _match(started).score.totals == (324, 324)
    banner = started.scoreboard.banner
    assert banner.isVisibleTo(started)
    assert banner.text() == "Tied 324 all, at or above the target: play another round (house rule: play on)"
    assert started.scoreboard.team_panels[0].needed_label.text() == "tied: another round"


# --- the smaller ones -------------------------------------------------------------------------------


def test_after_the_win_the_closed_buttons_look_closed(qtbot: QtBot, started: MainWindow) -> None:
    ann = started.round_entry.caller_picker.buttons()[0]

    def team_coloured_pixels() -> int:
        image = ann.grab().toImage()
        colour = QColor(theme.TEAM_COLOURS[0])
        return sum(1 for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y) == colour)

    assert team_coloured_pixels() > 0
    _record(started, *[RoundInput(caller=0, trump=Suit.HEARTS, card_points=(162, 0))] * 4)
    assert not ann.isEnabled()
    assert team_coloured_pixels() == 0
    assert started.scoreboard.team_panels[1].needed_label.text() == "lost by 648"


def test_undo_back_to_no_match_forgets_the_names(qtbot: QtBot, started: MainWindow) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert started.controller.match is None
    labels = [label.text() for label in started.round_entry.runs_editor._seat_labels]
    assert labels == ["1  seat 1", "2  seat 2", "3  seat 3", "4  seat 4"]
    assert not any("Ann" in text for text in started.round_entry.caller_picker.button_texts())


def test_no_trump_is_short_in_the_history(qtbot: QtBot, started: MainWindow) -> None:
    _restart(qtbot, started, dataclasses.replace(standard_match(), rules=RuleSet(no_trump=True)))
    _record(started, RoundInput(caller=0, trump=NoTrump.NONE, card_points=(80, 50)))
    index = started.history_model.index(0, COLUMNS.index("trump"))
    assert started.history_model.data(index) == "NT"
    assert started.history_model.data(index, Qt.ItemDataRole.ToolTipRole) == "no trump"


def test_the_scoreboard_grows_on_a_large_screen(qtbot: QtBot, started: MainWindow) -> None:
    started.resize(2560, 1440)
    qtbot.waitUntil(lambda: started.height() == 1440)
    assert started.scoreboard.height() >= 1440 * 45 // 100
    assert started.scoreboard.total_pixel_size() >= 250


def test_zero_for_thrown_in_says_it_is_off(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["0"])
    assert started.round_entry.error_text_of("caller") == "Thrown in is off: the dealer must call (house rule)."
    type_keys(qtbot, ["1"])
    assert started.round_entry.error_text_of("caller") == ""


def test_the_help_says_1_is_the_10() -> None:
    rows = dict(row for _, rows in shortcut_rows() for row in rows)
    assert "1 is the 10" in rows["A K Q J 1 9 8 · C D H S"]

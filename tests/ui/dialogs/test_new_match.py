"""The new-match dialog and rematch."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from tarbish_score.model import PRESETS, SWITCHES, Match, RuleSet, Team
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.ui.dialogs.new_match import NewMatchDialog
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.words.rules import switch_sentence
from tests.changes import changed

from ..conftest import focused, standard_match, type_keys, type_text
from ..play_helpers import ENTER, LONG_PLAYER, LONG_TEAM, current_match

#: How the table picture draws its words: centred, wrapped at word breaks.
FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)


def test_enter_alone_starts_a_standard_match(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    with changed(qtbot, window.controller, ChangeKind.NEW_MATCH):
        type_keys(qtbot, [Qt.Key.Key_Return])
    match = window.controller.match
    assert match == Match(
        (Team("North-South", ("South", "North")), Team("East-West", ("West", "East"))),
        0,
        RuleSet(),
    )
    assert match.rules.target == 500
    assert window.match_actions.new_match_dialog is None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.round_entry.caller_picker)


def test_names_land_in_their_seats(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    type_text(qtbot, focused(), "Chéticamp")
    type_keys(qtbot, [Qt.Key.Key_Tab])
    type_text(qtbot, focused(), "Sydney")
    for name in ("Aurélie", "Sandy", "Réjean", "Colin"):
        type_keys(qtbot, [Qt.Key.Key_Tab])
        type_text(qtbot, focused(), name)
    type_keys(qtbot, [Qt.Key.Key_Tab, "4"])  # Colin won the cut
    assert dialog.table_picture.dealer == 3
    with changed(qtbot, window.controller, ChangeKind.NEW_MATCH):
        type_keys(qtbot, [Qt.Key.Key_Return])
    match = window.controller.match
    assert match is not None
    assert match.teams == (Team("Chéticamp", ("Aurélie", "Réjean")), Team("Sydney", ("Sandy", "Colin")))
    assert match.seats == ("Aurélie", "Sandy", "Réjean", "Colin")
    assert match.first_dealer == 3
    assert match.score.next_eldest == 0


def test_seats_are_drawn_clockwise_with_partners_opposite(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    centres = [edit.mapTo(dialog, edit.rect().center()) for edit in dialog.player_edits]
    # Seat 1 bottom, seat 2 left, seat 3 top, seat 4 right: clockwise seen from above.
    assert centres[0].y() > centres[1].y() > centres[2].y()
    assert centres[1].x() < centres[0].x() < centres[3].x()
    assert abs(centres[0].x() - centres[2].x()) < 5
    assert abs(centres[1].y() - centres[3].y()) < 5
    assert [label.text() for label in dialog.seat_labels] == [
        "Seat 1 · North-South",
        "Seat 2 · East-West",
        "Seat 3 · North-South",
        "Seat 4 · East-West",
    ]
    # The seats' own names, where the picture puts them: South at the bottom, then clockwise.
    assert [edit.placeholderText() for edit in dialog.player_edits] == ["South", "West", "North", "East"]


def test_preset_then_any_switch(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("easy-going house"))
    equal_runs = dialog.switch_widgets["equal_runs"]
    forced = dialog.switch_widgets["forced_dealer"]
    assert isinstance(forced, QCheckBox)
    assert not forced.isChecked()
    assert isinstance(equal_runs, QComboBox)
    equal_runs.setCurrentIndex(equal_runs.findData("eldest"))
    dialog.target_spin.setValue(1000)
    sweep = dialog.switch_widgets["sweep_bonus"]
    assert isinstance(sweep, QSpinBox)
    sweep.setValue(100)
    rules = dialog.rules()
    assert rules == PRESETS["easy-going house"].with_changes(equal_runs="eldest", target=1000, sweep_bonus=100)
    assert rules.preset == "easy-going house"
    # Choosing a preset again puts every switch back to its values.
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("short game"))
    assert dialog.rules() == PRESETS["short game"]
    assert dialog.target_spin.value() == 300


def test_every_switch_is_offered_with_a_plain_sentence(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    offered = {"target", *dialog.switch_widgets}
    assert offered == {s.key for s in SWITCHES}
    for switch in SWITCHES:
        sentence = switch_sentence(switch.key)
        assert sentence.endswith(".")
        assert sentence != switch.key
        assert 20 < len(sentence) < 130


def test_previous_match_prefills_names_and_rules(qtbot: QtBot) -> None:
    previous = Match(standard_match().teams, 2, PRESETS["whole-bait house"])
    dialog = NewMatchDialog(previous=previous)
    qtbot.addWidget(dialog)
    match = dialog.match()
    assert match.seats == previous.seats
    assert match.rules == previous.rules
    assert match.first_dealer == 3


def test_cancel_changes_nothing(qtbot: QtBot, started: MainWindow) -> None:
    before = started.controller.match
    dialog = started.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    type_keys(qtbot, [Qt.Key.Key_Escape])
    assert started.match_actions.new_match_dialog is None
    assert started.controller.match is before


def test_rematch_mid_match_after_asking_and_undoable(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["1", "h", "9", "0", Qt.Key.Key_Return])
    # Ctrl+Shift+R: Ctrl+R is the run checker. Mid-match it asks first (tests/ui/test_undo_banner.py).
    qtbot.keyClick(focused(), Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    actions = started.match_actions
    qtbot.waitUntil(lambda: actions.rematch_question is not None and actions.rematch_question.isVisible())
    assert started.match_actions.rematch_question is not None
    start = next(b for b in started.match_actions.rematch_question.buttons() if b.text() == "&Start the rematch")
    with changed(qtbot, started.controller, ChangeKind.REMATCH):
        start.click()
    assert started.tools.run_checker is None
    match = started.controller.match
    assert match is not None
    assert match.rounds == ()
    assert match.teams == standard_match().teams
    assert match.rules == standard_match().rules
    assert match.first_dealer == 1
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert started.controller.match is not None
    assert len(started.controller.match.rounds) == 1


def test_starting_a_match_is_undoable(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    type_keys(qtbot, [Qt.Key.Key_Return])
    assert window.controller.match is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.round_entry.caller_picker)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.match is None
    assert window.scoreboard.round_label.text() == "No match yet"
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.match is not None


def test_the_dialog_limits_name_length(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    type_text(qtbot, dialog.team_edits[0], LONG_TEAM)
    type_text(qtbot, dialog.player_edits[1], LONG_PLAYER)
    assert dialog.team_edits[0].text() == LONG_TEAM[:24]
    assert dialog.player_edits[1].text() == LONG_PLAYER[:16]
    dialog.reject()


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
    with changed(qtbot, window.controller, ChangeKind.NEW_MATCH):
        type_keys(qtbot, [ENTER])
    assert current_match(window).rules.target == 100


# The offscreen platform grabs no keyboard for the completion list (a desktop one does).
@pytest.mark.qt_log_ignore("^This plugin does not support grabbing the keyboard$", extend=True)
def test_names_used_before_are_completed_most_recent_first(qtbot: QtBot, window: MainWindow) -> None:
    """The names of the last match had to be typed again."""
    dialog = window.open_new_match_dialog()
    dialog.offer_names(["The MacNeils", "Chiassons", "the Macdonalds"], ["Mary", "Marc", "Joe"])
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    completer = dialog.team_edits[0].completer()
    assert completer is not None
    type_text(qtbot, focused(), "the mac")
    popup = completer.popup()
    qtbot.waitUntil(popup.isVisible)
    shown = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
    assert shown == ["The MacNeils", "the Macdonalds"]  # any case, most recent first
    # The list has the keyboard (offscreen, keys are sent to it: this platform grabs no keyboard).
    for key in (Qt.Key.Key_Down, ENTER):
        qtbot.keyClick(popup, key)
    assert dialog.team_edits[0].text() == "The MacNeils"
    seat = dialog.player_edits[2]
    seat.setFocus()
    qtbot.waitUntil(seat.hasFocus)
    type_text(qtbot, seat, "ma")
    popup = seat.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, ENTER):
        qtbot.keyClick(popup, key)
    assert dialog.player_name(2) == "Marc"
    # Enter in the list picks a name; it does not start the match
    assert window.match_actions.new_match_dialog is dialog
    dialog.reject()


def test_without_an_archive_names_are_typed_as_before(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_match_dialog()
    assert dialog.team_edits[0].completer() is None
    dialog.offer_names([], [])
    assert dialog.player_edits[0].completer() is None
    dialog.reject()


def test_pasted_names_are_cleaned_and_empty_ones_take_the_default(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_match_dialog()
    dialog.team_edits[0].setText("\u202eUs\u202c\x00")
    dialog.team_edits[1].setText("   \x00  ")
    dialog.player_edits[0].setText("An\x00n\u2066")
    dialog.player_edits[1].setText("\t\u200f")
    match = dialog.match()
    dialog.reject()
    assert match.teams[0].name == "Us"
    assert match.teams[1].name == "East-West"
    assert match.player(0) == "Ann"
    assert match.player(1) == "West"


@pytest.mark.parametrize("locale", ["fr_FR", "es_ES", "it_IT", "en_GB"])
def test_the_table_pictures_words_fit_the_felt_in_every_language(qtbot: QtBot, qapp: QApplication, locale: str) -> None:
    from PySide6.QtCore import QLocale

    from tarbish_score.ui import app as app_module

    installed = app_module.install_translators(qapp, QLocale(locale))
    try:
        dialog = NewMatchDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        picture = dialog.table_picture
        assert "\n" in picture.caption()
        for size in (dialog.size(), dialog.minimumSizeHint()):
            dialog.resize(size)
            qtbot.wait(1)
            font, area = picture.caption_layout()
            assert area.contains(QFontMetricsF(font).boundingRect(area, FLAGS, picture.caption())), (size, locale)
            assert picture.caption_fits()
            assert font.pixelSize() >= 10
    finally:
        for translator in installed:
            QApplication.removeTranslator(translator)


def test_the_default_names_read_right_in_the_sentences_that_name_a_team(qtbot: QtBot, window: MainWindow) -> None:
    from tarbish_score.exchange.csv_export import csv_rows
    from tarbish_score.exchange.summary import result_summary
    from tarbish_score.words.race import round_sentence

    from ...model.helpers import rnd

    dialog = window.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    # The placeholders say what Enter alone gives: the pairs and seats of the table.
    assert [edit.placeholderText() for edit in dialog.team_edits] == ["North-South", "East-West"]
    assert [edit.placeholderText() for edit in dialog.player_edits] == ["South", "West", "North", "East"]
    assert dialog.start_note.text().startswith("Press Enter to start: North-South against East-West")
    type_keys(qtbot, [Qt.Key.Key_Return])
    controller = window.controller
    for _ in range(3):
        controller.record_round(rnd(0, (162, 0)))
    controller.record_round(rnd(1, (40, 122)))
    match = current_match(window)
    assert match.score.winner == 0
    totals = match.score.totals
    assert window.scoreboard.banner.text() == f"North-South win the match, {totals[0]} to {totals[1]}!"
    assert round_sentence(match, 3).startswith("Round 4: East-West called, made. North-South +40 → 526, East-West")
    assert round_sentence(match, 3).endswith("North-South won the match.")
    assert "\nNorth-South won after 4 rounds.\n" in result_summary(match)
    assert ["Result", "North-South won", *totals] in csv_rows(match)


def test_in_french_the_default_names_come_from_the_catalogue(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, tmp_path: Path
) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from tarbish_score.words.translation import install_translator

    from ...catalogues import compile_catalogue
    from ...model.helpers import rnd

    # The names as the French catalogue gives them, and a headline that reads right with any name.
    qm = compile_catalogue(
        tmp_path,
        "fr",
        {
            "Wording": {
                "North-South": "Nord-Sud",
                "East-West": "Est-Ouest",
                "South": "Sud",
                "West": "Ouest",
                "North": "Nord",
                "East": "Est",
            },
            "ScoreboardWidget": {"{team} win the match, {a} to {b}!": "{team} remporte la partie, {a} à {b} !"},
        },
    )
    translator = QTranslator(qapp)
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    install_translator(QCoreApplication.translate)
    try:
        dialog = window.open_new_match_dialog()
        assert dialog.seat_labels[1].text() == "Seat 2 · Est-Ouest"
        dialog.accept()
        match = current_match(window)
        assert match.teams[0] == Team("Nord-Sud", ("Sud", "Nord"))
        assert match.teams[1] == Team("Est-Ouest", ("Ouest", "Est"))
        for _ in range(4):
            window.controller.record_round(rnd(1, (0, 162)))
        assert window.scoreboard.banner.text().startswith("Est-Ouest remporte la partie, ")
    finally:
        qapp.removeTranslator(translator)
        install_translator(None)

"""The note dialog: it never changes a note the player did not change, and refuses a note over the limit in words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model import MAX_NOTE_LENGTH, MAX_PLAYER_NAME_LENGTH, RoundInput, Suit
from tarbish_score.ui.dialogs.details import NoteDialog, RenameDialog
from tarbish_score.ui.main_window import MainWindow

from ..conftest import focused, type_keys

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
#: 150 emoji: 150 characters, 300 UTF-16 code units (what QLineEdit.maxLength counts).
EMOJI_NOTE = "\U0001f0cf" * 150


def _dialog(qtbot: QtBot, note: str) -> NoteDialog:
    dialog = NoteDialog("Note on the match", note, "Legion hall, Friday …")
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    return dialog


def test_a_note_of_emoji_opens_whole_and_comes_back_unchanged(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, EMOJI_NOTE)
    assert dialog.edit.text() == EMOJI_NOTE
    assert dialog.count_label.text().startswith("150 of 200 characters.")
    assert dialog.save_button.isEnabled()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert dialog.note() == EMOJI_NOTE


def test_a_note_the_player_did_not_change_is_given_back_as_it_was(qtbot: QtBot) -> None:
    # Stored before a cleaning rule changed, say: the dialog never rewrites it on its own.
    stored = "Legion hall,  Friday "
    dialog = _dialog(qtbot, stored)
    assert dialog.note() == stored
    dialog.edit.end(False)
    dialog.edit.insert("!")
    assert dialog.note() == "Legion hall, Friday !"


def test_a_pasted_note_over_the_limit_is_kept_whole_and_refused_in_words(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, "")
    pasted = "misdeal " * 39 + "ren"
    assert len(pasted) == 315
    dialog.edit.insert(pasted)
    assert dialog.edit.text() == pasted  # nothing trimmed silently
    assert dialog.count_label.text() == "315 characters: a note has at most 200. Take out 115 to save it."
    assert not dialog.save_button.isEnabled()
    with qtbot.assertNotEmitted(dialog.accepted):
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
        dialog.accept()
    assert dialog.isVisible()
    # Shortened to the limit: it saves.
    dialog.edit.setText(pasted[-MAX_NOTE_LENGTH:])
    assert dialog.count_label.text().startswith("200 of 200 characters.")
    assert dialog.save_button.isEnabled()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)


def test_emoji_typed_past_the_limit_are_refused_not_cut(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, EMOJI_NOTE)
    dialog.edit.end(False)
    dialog.edit.insert("\U0001f3b4" * 51)
    assert len(dialog.edit.text()) == 201
    assert dialog.count_label.text().startswith("201 characters: a note has at most 200.")
    assert dialog.count_label.text().endswith("Take out 1 to save it.")
    assert not dialog.save_button.isEnabled()


def test_enter_on_a_round_note_of_emoji_leaves_the_match_as_it_was(qtbot: QtBot, started: MainWindow) -> None:
    started.controller.record_round(RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62)))
    assert started.controller.set_note(EMOJI_NOTE, 0)
    before = started.controller.match
    qtbot.keyClick(focused(), Qt.Key.Key_N, CTRL_SHIFT)
    dialog = started.details.note_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: focused() is dialog.edit)
    assert dialog.edit.text() == EMOJI_NOTE
    type_keys(qtbot, [Qt.Key.Key_Return])
    qtbot.waitUntil(lambda: started.details.note_dialog is None)
    assert started.controller.match is before
    assert before is not None and before.rounds[0].note == EMOJI_NOTE


def test_renamed_names_are_cleaned_and_an_empty_one_keeps_the_old_name(qtbot: QtBot, started: MainWindow) -> None:
    match = started.controller.match
    assert match is not None
    dialog = RenameDialog(match)
    qtbot.addWidget(dialog)
    dialog.team_edits[0].setText("\x00 \u202e")
    dialog.team_edits[1].setText("\u202eNew\u202c  team")
    dialog.player_edits[0].setText("x" * 1000)
    assert dialog.names() == (match.teams[0].name, "New team")
    assert dialog.players()[0][0] == "x" * MAX_PLAYER_NAME_LENGTH

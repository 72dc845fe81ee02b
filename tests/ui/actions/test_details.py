"""Rename teams and players, notes on the match and on a round: by keyboard, undoable, shown, saved."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import MAX_NOTE_LENGTH, RoundInput, Suit
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.storage import MatchStore
from tarbish_score.ui.main_window import MainWindow

from ..archive_helpers import open_window, short_finished, store
from ..conftest import focused, type_keys, type_text

__all__ = ["store"]  # fixture

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
MADE = RoundInput(0, Suit.HEARTS, (100, 62))


def _replace_text(qtbot: QtBot, text: str) -> None:
    """Select all in the field with the focus and type ``text`` over it."""
    qtbot.keyClick(focused(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(focused(), Qt.Key.Key_Backspace)
    type_text(qtbot, focused(), text)


def test_f2_renames_a_team_and_a_player_and_ctrl_z_undoes_it(qtbot: QtBot, started: MainWindow) -> None:
    started.controller.record_round(MADE)
    type_keys(qtbot, [Qt.Key.Key_F2])
    dialog = started.details.rename_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: focused() is dialog.team_edits[0])
    _replace_text(qtbot, "Na Gàidheil")
    type_keys(qtbot, [Qt.Key.Key_Tab])  # Ann, at seat 1
    type_keys(qtbot, [Qt.Key.Key_Tab])  # Cal, her partner
    assert focused() is dialog.player_edits[2]
    _replace_text(qtbot, "  Cailean  ")
    type_keys(qtbot, [Qt.Key.Key_Tab])
    _replace_text(qtbot, "")  # an empty field keeps the name
    type_keys(qtbot, [Qt.Key.Key_Return])
    qtbot.waitUntil(lambda: started.details.rename_dialog is None)
    # The focus goes back where it was: the caller, for the next round.
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)
    match = started.controller.match
    assert match is not None
    assert [t.name for t in match.teams] == ["Na Gàidheil", "Them"]
    assert match.seats == ("Ann", "Bea", "Cailean", "Dan")
    assert match.score.totals == (100, 62)
    assert started.scoreboard.team_panels[0].name_label.full_text() == "Na Gàidheil"
    assert started.windowTitle() == "Tarabish Score: Na Gàidheil against Them"
    assert started.statusBar().currentMessage() == "Teams and players renamed. Ctrl+Z undoes it."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert started.controller.match is not None
    assert started.controller.match.teams[0].name == "Us"
    assert started.statusBar().currentMessage() == "Undone: renaming teams and players. Ctrl+Shift+Z redoes it."
    assert started.scoreboard.team_panels[0].name_label.full_text() == "Us"


def test_a_match_note_shows_across_the_window_and_in_the_title(qtbot: QtBot, started: MainWindow) -> None:
    label = started.details.note_label
    assert label.isHidden()
    qtbot.keyClick(focused(), Qt.Key.Key_M, CTRL_SHIFT)
    dialog = started.details.note_dialog
    assert dialog is not None
    assert dialog.windowTitle() == "Note on the match"
    qtbot.waitUntil(lambda: focused() is dialog.edit)
    # No cut-off of its own: the dialog counts characters as the engine does, and refuses in words.
    assert dialog.edit.maxLength() > 2 * MAX_NOTE_LENGTH
    type_text(qtbot, dialog.edit, "Legion hall, Friday")
    assert dialog.count_label.text().startswith("19 of 200 characters.")
    type_keys(qtbot, [Qt.Key.Key_Return])
    qtbot.waitUntil(lambda: started.details.note_dialog is None)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)
    assert started.controller.match is not None
    assert started.controller.match.note == "Legion hall, Friday"
    assert label.isVisible()
    assert label.full_text() == "Note: Legion hall, Friday"
    assert started.windowTitle() == "Tarabish Score: Us against Them — Legion hall, Friday"
    # Esc leaves it; an empty note removes it.
    qtbot.keyClick(focused(), Qt.Key.Key_M, CTRL_SHIFT)
    assert started.details.note_dialog is not None
    qtbot.waitUntil(lambda: started.details.note_dialog is not None and focused() is started.details.note_dialog.edit)
    type_keys(qtbot, [Qt.Key.Key_Escape])
    qtbot.waitUntil(lambda: started.details.note_dialog is None)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)
    assert started.controller.match.note == "Legion hall, Friday"
    qtbot.keyClick(focused(), Qt.Key.Key_M, CTRL_SHIFT)
    qtbot.waitUntil(lambda: started.details.note_dialog is not None and focused() is started.details.note_dialog.edit)
    _replace_text(qtbot, "")
    type_keys(qtbot, [Qt.Key.Key_Return])
    qtbot.waitUntil(lambda: started.details.note_dialog is None)
    assert started.controller.match is not None
    assert started.controller.match.note == ""
    assert label.isHidden()


def test_a_round_note_goes_on_the_chosen_round_else_the_last(qtbot: QtBot, started: MainWindow) -> None:
    details = started.details
    assert not details.round_note_action.isEnabled()  # no round yet
    for _ in range(3):
        started.controller.record_round(MADE)
    qtbot.waitUntil(lambda: focused() is started.round_entry.caller_picker)
    qtbot.keyClick(focused(), Qt.Key.Key_N, CTRL_SHIFT)
    assert details.note_dialog is not None
    assert details.note_dialog.windowTitle() == "Note on round 3"
    details.note_dialog.reject()
    qtbot.waitUntil(lambda: details.note_dialog is None)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)
    # F6 to the history, up to round 2, then the note.
    type_keys(qtbot, [Qt.Key.Key_F6, Qt.Key.Key_Up])
    assert started.history.current_round() == 1
    qtbot.keyClick(focused(), Qt.Key.Key_N, CTRL_SHIFT)
    dialog = details.note_dialog
    assert dialog is not None
    assert dialog.windowTitle() == "Note on round 2"
    qtbot.waitUntil(lambda: focused() is dialog.edit)
    type_text(qtbot, dialog.edit, "misdeal")
    type_keys(qtbot, [Qt.Key.Key_Return])
    qtbot.waitUntil(lambda: details.note_dialog is None)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.history)  # back in the history
    match = started.controller.match
    assert match is not None
    assert [r.note for r in match.rounds] == ["", "misdeal", ""]
    model = started.history_model
    assert model.data(model.index(1, COLUMNS.index("note"))) == "misdeal"
    assert model.data(model.index(1, 0)) == "2 *"
    # Keyboard users read it in the status line when they choose the round.
    assert started.history.current_round() == 2  # after a change, the last round
    type_keys(qtbot, [Qt.Key.Key_Up])
    assert started.statusBar().currentMessage() == "Round 2: note: misdeal"
    started.controller.set_note("renege", 1)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert started.statusBar().currentMessage() == "Undone: the note on round 2. Ctrl+Shift+Z redoes it."
    assert model.data(model.index(1, COLUMNS.index("note"))) == "misdeal"


def test_a_note_or_rename_on_a_finished_match_from_the_archive(qtbot: QtBot, store: MatchStore) -> None:
    match_id = store.create_match(short_finished())
    window = open_window(qtbot, store)
    assert window.archive is not None
    window.archive.open_match(match_id)
    assert window.controller.read_only
    assert window.details.rename_action.isEnabled()
    window.details.open_round_note(0)
    dialog = window.details.note_dialog
    assert dialog is not None
    dialog.edit.setText("renege by Joe")
    dialog.accept()
    window.details.open_rename()
    rename = window.details.rename_dialog
    assert rename is not None
    rename.team_edits[1].setText("Gillises")
    rename.accept()
    assert window.controller.read_only  # still closed to corrections
    stored = store.load_match(match_id)
    assert stored.match.rounds[0].note == "renege by Joe"
    assert stored.match.teams[1].name == "Gillises"
    assert [e.action for e in stored.log[-2:]] == ["note", "rename"]
    assert [s.id for s in store.list_matches("renege")] == [match_id]


def test_no_match_no_details(qtbot: QtBot, window: MainWindow) -> None:
    details = window.details
    assert not details.rename_action.isEnabled()
    assert not details.match_note_action.isEnabled()
    assert details.open_rename() is None
    assert details.open_match_note() is None
    assert details.open_round_note(None) is None

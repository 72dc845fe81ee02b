"""A match's details, never its score: rename teams and players, notes on the match and on a round.

Match ▸ Rename teams and players… (F2), Match ▸ Match note… (Ctrl+Shift+M) and Match ▸ Note
on a round… (Ctrl+Shift+N: the round selected in the history, the last one unless another was
chosen). Each change goes through the controller's command path, so Ctrl+Z undoes it and the
archive logs it; a finished match open read-only takes them too (they change no score).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.actions.builder import build_actions
from tarbish_score.ui.elide import ElidedLabel
from tarbish_score.ui.one_dialog import OneDialog

if TYPE_CHECKING:
    from tarbish_score.qt.commands import Change
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.actions.hosts import DetailsHost
    from tarbish_score.ui.dialogs.details import NoteDialog, RenameDialog

__all__ = ["MatchDetailsActions"]


class MatchDetailsActions(QObject):
    """The rename and note commands, their dialogs, and the line that shows the match's note.

    Its actions are on the window from the start (the menu lists them, as declared);
    the host places :attr:`note_label` where the table can read it.

    Args:
        controller: the window's controller.
        host: the window (the status line and the selected round).
        parent: the parent widget of the dialogs.
    """

    def __init__(self, controller: MatchController, host: DetailsHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = host
        self._parent = parent
        self._rename: OneDialog[RenameDialog] = OneDialog()
        self._note: OneDialog[NoteDialog] = OneDialog()
        #: The round the open note dialog is about (0-based), or -1 for the match.
        self.note_index = -1
        #: Where the keyboard focus was when a dialog opened: it goes back there.
        self._return_focus: QWidget | None = None
        #: The declared commands' actions (ui/window_commands.py), on the window, by id.
        self.actions: dict[str, QAction] = build_actions("details", parent, self)
        self.rename_action = self.actions["rename"]
        self.match_note_action = self.actions["match_note"]
        self.round_note_action = self.actions["round_note"]
        #: "Note: Legion hall, Friday" across the window; hidden while the match has no note.
        self.note_label = ElidedLabel(parent)
        self.note_label.setObjectName("matchNoteLabel")
        self.note_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.style_label(self.note_label, theme.LABEL_COLOUR, pixel_size=17)
        self.note_label.hide()
        controller.match_changed.connect(self._on_controller_match_changed)
        self._on_controller_match_changed()

    @property
    def rename_dialog(self) -> RenameDialog | None:
        """The rename dialog while it is open."""
        return self._rename.dialog

    @property
    def note_dialog(self) -> NoteDialog | None:
        """The note dialog while it is open."""
        return self._note.dialog

    # --- rename -------------------------------------------------------------------------

    def open_rename(self) -> RenameDialog | None:
        """Open the rename dialog for the match in force (None without a match)."""
        from tarbish_score.ui.dialogs.details import RenameDialog

        match = self.controller.match
        if match is None:
            return None
        if (open_now := self._rename.raised()) is not None:
            return open_now
        self._return_focus = QApplication.focusWidget()
        dialog = RenameDialog(match, self._parent)
        dialog.accepted.connect(self._on_rename_dialog_accepted)
        return self._rename.open(dialog, self._give_focus_back)

    def _on_rename_dialog_accepted(self) -> None:
        dialog = self.rename_dialog
        if dialog is None or self.controller.match is None:
            return
        if self.controller.rename(dialog.names(), dialog.players()):
            self.host.show_status(with_keys(self.tr("Teams and players renamed. {Ctrl+Z} undoes it.")), 5000)

    def _give_focus_back(self, _result: int = 0) -> None:
        """Back to the window, and to the field (or the history) that had the focus."""
        self._parent.activateWindow()
        widget, self._return_focus = self._return_focus, None
        if widget is not None and shiboken6.isValid(widget) and widget.isEnabled():
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- notes --------------------------------------------------------------------------

    def open_match_note(self) -> NoteDialog | None:
        """Open the note dialog for the match's note (None without a match)."""
        match = self.controller.match
        if match is None:
            return None
        return self._open_note(
            -1, self.tr("Note on the match"), match.note, self.tr("Where and when: Legion hall, Friday")
        )

    def open_round_note(self, index: int | None) -> NoteDialog | None:
        """Open the note dialog for round ``index`` (0-based; None: the round selected in the history).

        Returns:
            The dialog, or None when the match has no such round (the status line says so).
        """
        match = self.controller.match
        if match is None:
            return None
        if index is None:
            index = self.host.selected_round()
        if index is None or not 0 <= index < len(match.rounds):
            index = len(match.rounds) - 1
        if index < 0:
            self.host.show_status(self.tr("No round yet: a note goes on a recorded round."), 5000)
            return None
        title = self.tr("Note on round {n}").format(n=index + 1)
        return self._open_note(index, title, match.rounds[index].note, self.tr("misdeal, renege, played short …"))

    def _open_note(self, index: int, title: str, note: str, hint: str) -> NoteDialog:
        from tarbish_score.ui.dialogs.details import NoteDialog

        if (open_now := self._note.raised()) is not None:
            return open_now
        self.note_index = index
        self._return_focus = QApplication.focusWidget()
        dialog = NoteDialog(title, note, hint, self._parent)
        dialog.accepted.connect(self._on_note_dialog_accepted)
        return self._note.open(dialog, self._give_focus_back)

    def _on_note_dialog_accepted(self) -> None:
        from tarbish_score.model import TarbishError

        dialog = self.note_dialog
        if dialog is None or self.controller.match is None:
            return
        try:
            changed = self.controller.set_note(dialog.note(), self.note_index)
        except (TarbishError, IndexError) as error:  # the match changed under the dialog
            self.host.show_status(self.tr("The note was not saved: {error}").format(error=error), 8000)
            return
        if changed:
            self.host.show_status(with_keys(self.tr("Note saved. {Ctrl+Z} undoes it.")), 5000)

    # --- showing ------------------------------------------------------------------------

    def _on_controller_match_changed(self, change: Change | None = None) -> None:
        match = self.controller.match
        for action in (self.rename_action, self.match_note_action):
            action.setEnabled(match is not None)
        self.round_note_action.setEnabled(match is not None and bool(match.rounds))
        note = "" if match is None else match.note
        self.note_label.set_full_text(self.tr("Note: {note}").format(note=note) if note else "")
        self.note_label.setVisible(bool(note))

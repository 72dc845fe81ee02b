"""The match commands: a new match, a rematch, a change of house rules, and the history's round commands.

Match ▸ New match… (Ctrl+N) and Rematch (Ctrl+Shift+R, asking first while the match is still
being played); Edit ▸ Insert a forgotten round (Ins) and Change the house rules… (Ctrl+Shift+H);
Enter and Delete on a round of the history. Each dialog opens window-modal (no nested event
loop), one at a time; a finished match open read-only refuses the commands that change rounds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.one_dialog import OneDialog
from tarbish_score.words.errors import error_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.actions.hosts import MatchHost
    from tarbish_score.ui.dialogs.new_match import NewMatchDialog
    from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog

__all__ = ["MatchActions"]


class MatchActions(QObject):
    """The commands that start a match or change its rounds or rules, and their dialogs.

    Their messages keep the main window's translation context, where they were first written.

    Args:
        controller: the window's controller.
        host: the window (its round entry, the round selected in the history, the archive, the status line).
        parent: the parent widget of the dialogs (the main window).
    """

    def __init__(self, controller: MatchController, host: MatchHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = host
        self._parent = parent
        self._new_match: OneDialog[NewMatchDialog] = OneDialog()
        self._rematch_question: OneDialog[QMessageBox] = OneDialog()
        self._rules_change: OneDialog[RulesChangeDialog] = OneDialog()

    @property
    def new_match_dialog(self) -> NewMatchDialog | None:
        """The new-match dialog while it is open."""
        return self._new_match.dialog

    @property
    def rematch_question(self) -> QMessageBox | None:
        """The question a rematch asks while the match is not over, while it is open."""
        return self._rematch_question.dialog

    @property
    def rules_change_dialog(self) -> RulesChangeDialog | None:
        """The house-rules dialog while it is open."""
        return self._rules_change.dialog

    def close_dialogs(self) -> None:
        """Close the dialogs that are open (the window is closing)."""
        for held in (self._new_match, self._rematch_question, self._rules_change):
            held.reject()

    def _back_to_entry(self, _result: int = 0) -> None:
        self._parent.activateWindow()
        self.host.round_entry.focus_first_field()

    def refuse_if_read_only(self) -> bool:
        """True (and the status line says why) while the match is a finished one open read-only."""
        if not self.controller.read_only:
            return False
        self.host.show_status(
            QCoreApplication.translate(
                "MainWindow", "This finished match is read-only: press “Correct this match” to change it."
            ),
            8000,
        )
        return True

    # --- a new match, a rematch -------------------------------------------------------------

    def open_new_match_dialog(self) -> NewMatchDialog:
        """Open the new-match dialog (window-modal, no nested event loop) and return it."""
        from tarbish_score.ui.dialogs.new_match import NewMatchDialog

        if (open_now := self._new_match.raised()) is not None:
            open_now.activateWindow()
            return open_now
        dialog = NewMatchDialog(self._parent, previous=self.controller.match)
        self._offer_names_used(dialog)
        dialog.accepted.connect(self._on_new_match_dialog_accepted)
        return self._new_match.open(dialog, self._back_to_entry)

    def _offer_names_used(self, dialog: NewMatchDialog) -> None:
        """Let the dialog complete names used before, from the archive (nothing when it cannot be read)."""
        from tarbish_score.storage import StoreError

        store = self.host.store
        if store is None:
            return
        try:
            teams, players = store.names_used()
        except StoreError:
            return  # typing the names still works
        dialog.offer_names(teams, players)

    def _on_new_match_dialog_accepted(self) -> None:
        if (dialog := self.new_match_dialog) is not None:
            self.controller.start_match(dialog.match())

    def rematch(self) -> None:
        """Start a rematch: same teams and rules, the next player deals first.

        Once the match is over it starts at once (the undo banner offers to take it
        back); while the match is still being played it asks first (:meth:`ask_rematch`).
        """
        match = self.controller.match
        if match is None:
            self.open_new_match_dialog()
            return
        if match.rounds and not match.score.finished and not self.controller.read_only:
            self.ask_rematch()
            return
        self.controller.rematch()

    def ask_rematch(self) -> QMessageBox:
        """Ask before a rematch replaces a match still being played (window-modal, no nested event loop).

        "Keep playing" is the default (Enter) and Esc; only "Start the rematch" starts it.

        Raises:
            RuntimeError: no match is in force.
        """
        from PySide6.QtWidgets import QMessageBox

        if (open_now := self._rematch_question.raised()) is not None:
            return open_now
        match = self.controller.match
        if match is None:
            raise RuntimeError("no match is in force")
        teams, totals = match.teams, match.score.totals
        box = QMessageBox(self._parent)
        box.setObjectName("rematchQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "Start a rematch?"))
        box.setText(
            QCoreApplication.translate("MainWindow", "This match is not over: {a} {x}, {b} {y}.").format(
                a=teams[0].name, x=totals[0], b=teams[1].name, y=totals[1]
            )
        )
        box.setInformativeText(
            with_keys(
                QCoreApplication.translate(
                    "MainWindow", "A rematch starts again from 0 to 0. {Ctrl+Z} would bring this match back."
                )
            )
        )
        start = box.addButton(
            QCoreApplication.translate("MainWindow", "&Start the rematch"), QMessageBox.ButtonRole.AcceptRole
        )
        keep = box.addButton(
            QCoreApplication.translate("MainWindow", "&Keep playing"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return self._rematch_question.open(
            box, lambda _result: self._on_rematch_question_finished(box.clickedButton() is start)
        )

    def _on_rematch_question_finished(self, confirmed: bool) -> None:
        self._parent.activateWindow()
        if confirmed and self.controller.match is not None:
            self.controller.rematch()
        else:
            self.host.round_entry.focus_first_field()

    # --- the rounds and the rules -------------------------------------------------------------

    def insert_forgotten_round(self) -> None:
        """Type a forgotten round that goes before the round selected in the history (the last one if none)."""
        match = self.controller.match
        if match is None or self.refuse_if_read_only():
            return
        if not match.rounds:
            self.host.show_status(
                QCoreApplication.translate("MainWindow", "No round recorded yet: type the round as the next one."),
                8000,
            )
            return
        row = self.host.selected_round()
        index = row if row is not None and 0 <= row < len(match.rounds) else len(match.rounds) - 1
        self.host.round_entry.begin_insert(index)

    def correct_round(self, index: int) -> None:
        """Open round ``index`` (0-based) in the round entry for a correction (Enter on the history)."""
        if self.refuse_if_read_only():
            return
        self.host.round_entry.begin_edit(index)

    def delete_round(self, index: int) -> None:
        """Delete round ``index`` (0-based; Delete on the history): the status line says why it could not be."""
        from tarbish_score.model import TarbishError

        if self.refuse_if_read_only():
            return
        try:
            self.controller.delete_round(index)
        except TarbishError as error:
            self.host.show_status(error_text(error, self.controller.match), 8000)

    def open_rules_change_dialog(self) -> RulesChangeDialog | None:
        """Open the rules-change dialog for the match in force (window-modal, no nested event loop).

        Returns:
            The dialog, or None without a match or while the match is read-only.
        """
        from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog

        match = self.controller.match
        if match is None or self.refuse_if_read_only():
            return None
        if (open_now := self._rules_change.raised()) is not None:
            return open_now
        dialog = RulesChangeDialog(match, self._parent)
        dialog.accepted.connect(self._on_rules_change_dialog_accepted)
        return self._rules_change.open(dialog, self._back_to_entry)

    def _on_rules_change_dialog_accepted(self) -> None:
        from tarbish_score.model import TarbishError

        if (dialog := self.rules_change_dialog) is None:
            return
        try:
            self.controller.change_rules(dialog.rules())
        except TarbishError as error:  # the dialog refuses these; the match may have changed under it
            self.host.show_status(error_text(error, self.controller.match), 8000)

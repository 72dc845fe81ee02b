"""The change news: what the window says after each change of the match, and where the keys and the history go.

After a change done the first time the status line says what it did ("Round 4 recorded.
Ctrl+Z undoes it."); after Undo or Redo, what was undone or redone. A change that took
rounds or a match out of view (a deletion, a correction that removed the later rounds, a
new match or a rematch over one played) is named in the undo banner until the next change.
The history's current row follows the change; for keyboard users, who cannot hover, the
status line also says why the round chosen in the history was bait, and its note.

The messages keep the main window's translation context, where they were first written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QModelIndex, QObject
from PySide6.QtWidgets import QApplication, QWidget

from tarbish_score.qt.commands import ChangeKind, ChangeStep
from tarbish_score.qt.key_names import with_keys

if TYPE_CHECKING:
    from tarbish_score.qt.commands import Change
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.actions.hosts import NewsHost

__all__ = ["ChangeNews"]


class ChangeNews(QObject):
    """Tells each change of the match on the status line and the undo banner, and moves the history to it.

    Args:
        controller: the window's controller (its changes are told).
        host: the window (its round entry, history, undo banner and status line).
        parent: the main window.
    """

    def __init__(self, controller: MatchController, host: NewsHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = host
        self._parent = parent
        controller.match_changed.connect(self.tell)
        controller.save_failed.connect(self._on_controller_save_failed)
        host.round_entry.correction_unchanged.connect(self._on_round_entry_correction_unchanged)
        host.history.selectionModel().currentRowChanged.connect(self._on_history_current_row_changed)
        host.undo_banner.undo_clicked.connect(self._on_undo_banner_undo_clicked)

    def tell(self, change: Change | None = None) -> None:
        """Tell ``change`` (None: a match was loaded: resumed, or opened from the archive)."""
        history, model, entry = self.host.history, self.host.history_model, self.host.round_entry
        rows = model.rowCount()
        if rows:
            # After any change the history's current row is the last round (never round 1 by
            # accident) and nothing is selected; a correction or deletion then selects its row.
            selection = history.selectionModel()
            selection.clearSelection()
            selection.setCurrentIndex(model.index(rows - 1, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        if change is not None and change.step is ChangeStep.UNDO:
            self._show_undo_step(change)
        self._update_undo_banner(change)
        focus = QApplication.focusWidget()
        if self._parent.isActiveWindow() and (focus is None or not focus.isEnabled()):
            # The round entry is closed (no match, or the match is over): the keys go to its inert
            # panel, which says so, not to the history where Enter would open a correction.
            entry.focus_first_field()
        if change is None:
            self.host.hold_entry_height(fresh=True)  # a match loaded (resumed, opened from the archive)
        if change is None or change.step is ChangeStep.UNDO:
            return
        # The one dispatch of a change by its kind (a rename or a note needs nothing more here).
        news = {
            ChangeKind.NEW_MATCH: self._on_match_started,
            ChangeKind.REMATCH: self._on_match_started,
            ChangeKind.RECORD: self._on_round_recorded,
            ChangeKind.EDIT: self._on_round_edited,
            ChangeKind.DELETE: self._on_round_deleted,
            ChangeKind.INSERT: self._on_round_inserted,
            ChangeKind.RULES: self._on_rules_changed,
        }.get(change.kind)
        if news is not None:
            news(change)

    # --- a change done, or redone -------------------------------------------------------------

    def _on_match_started(self, change: Change) -> None:
        entry = self.host.round_entry
        entry.clear()
        self.host.hold_entry_height(fresh=True)
        entry.focus_first_field()
        if not self._show_undo_step(change):
            self.host.show_status(QCoreApplication.translate("MainWindow", "Match started: good luck!"), 5000)

    def _on_round_recorded(self, change: Change) -> None:
        self.host.history.scrollToBottom()
        if not self._show_undo_step(change):
            text = with_keys(QCoreApplication.translate("MainWindow", "Round {n} recorded. {Ctrl+Z} undoes it."))
            self.host.show_status(text.format(n=change.index + 1), 5000)

    def _on_round_edited(self, change: Change) -> None:
        index = change.index
        self.host.history.selectRow(index)
        if not self._show_undo_step(change):
            text = QCoreApplication.translate("MainWindow", "Round {n} corrected; later rounds re-scored.")
            self.host.show_status(text.format(n=index + 1), 5000)

    def _on_round_deleted(self, change: Change) -> None:
        index = change.index
        if not self._show_undo_step(change):
            text = with_keys(
                QCoreApplication.translate(
                    "MainWindow", "Round {n} deleted; later rounds re-scored. {Ctrl+Z} brings it back."
                )
            )
            self.host.show_status(text.format(n=index + 1), 5000)
        rows = self.host.history_model.rowCount()
        if rows:
            self.host.history.selectRow(min(index, rows - 1))

    def _on_round_inserted(self, change: Change) -> None:
        self.host.history.selectRow(change.index)
        if not self._show_undo_step(change):
            text = with_keys(
                QCoreApplication.translate(
                    "MainWindow",
                    "Forgotten round put in as round {n}; the later rounds are renumbered, their dealers and totals "
                    "follow. {Ctrl+Z} undoes it.",
                )
            )
            self.host.show_status(text.format(n=change.index + 1), 8000)

    def _on_rules_changed(self, change: Change) -> None:
        if not self._show_undo_step(change):
            text = with_keys(
                QCoreApplication.translate(
                    "MainWindow", "House rules changed; every round re-scored. {Ctrl+Z} undoes it."
                )
            )
            self.host.show_status(text, 8000)

    # --- the undo banner ------------------------------------------------------------------------

    def _update_undo_banner(self, change: Change | None) -> None:
        """Name a change that removed rounds or put a match aside, until the next change of the match."""
        text = self.removal_text(change) if change is not None and change.step is ChangeStep.DO else ""
        if text:
            self.host.undo_banner.show_change(text)
        else:
            self.host.undo_banner.dismiss()

    def removal_text(self, change: Change) -> str:
        """What ``change`` (done the first time) took out of view, for the undo banner; "" for nothing."""
        before = change.before
        if before is None:
            return ""
        if change.kind is ChangeKind.DELETE:
            return QCoreApplication.translate("MainWindow", "Round {n} deleted.").format(n=change.index + 1)
        kept = len(change.after.rounds)
        if change.kind is ChangeKind.EDIT and kept < len(before.rounds):
            if kept + 1 == len(before.rounds):
                text = QCoreApplication.translate("MainWindow", "Round {n} corrected; round {first} removed.")
            else:
                text = QCoreApplication.translate(
                    "MainWindow", "Round {n} corrected; rounds {first} to {last} removed."
                )
            return text.format(n=change.index + 1, first=kept + 1, last=len(before.rounds))
        if not change.kind.starts_match or not before.rounds:
            return ""
        teams, totals = before.teams, before.score.totals
        if change.kind is ChangeKind.REMATCH:
            text = QCoreApplication.translate(
                "MainWindow", "Rematch started; {a} against {b} ({x} – {y}) is put aside."
            )
        else:
            text = QCoreApplication.translate(
                "MainWindow", "New match started; {a} against {b} ({x} – {y}) is put aside."
            )
        return text.format(a=teams[0].name, b=teams[1].name, x=totals[0], y=totals[1])

    def _on_undo_banner_undo_clicked(self) -> None:
        self.host.round_entry.focus_first_field()

    # --- undo and redo --------------------------------------------------------------------------

    def _show_undo_step(self, change: Change) -> bool:
        """Say what Undo or Redo just did ("Redone: recording round 4."); False for a change done the first time."""
        if change.step is ChangeStep.DO:
            return False
        n = change.index + 1
        translate = QCoreApplication.translate
        words = {
            ChangeKind.NEW_MATCH: translate("MainWindow", "starting the new match"),
            ChangeKind.REMATCH: translate("MainWindow", "starting the new match"),
            ChangeKind.RECORD: translate("MainWindow", "recording round {n}").format(n=n),
            ChangeKind.EDIT: translate("MainWindow", "the correction of round {n}").format(n=n),
            ChangeKind.DELETE: translate("MainWindow", "deleting round {n}").format(n=n),
            ChangeKind.RENAME: translate("MainWindow", "renaming teams and players"),
            ChangeKind.NOTE: (
                translate("MainWindow", "the note on round {n}").format(n=n)
                if n > 0
                else translate("MainWindow", "the match's note")
            ),
            ChangeKind.INSERT: translate("MainWindow", "putting in the forgotten round {n}").format(n=n),
            ChangeKind.RULES: translate("MainWindow", "the change of house rules"),
        }.get(change.kind, translate("MainWindow", "the last change"))
        if change.step is ChangeStep.REDO:
            text = with_keys(translate("MainWindow", "Redone: {change}. {Ctrl+Z} undoes it.")).format(change=words)
        else:
            text = with_keys(translate("MainWindow", "Undone: {change}. {Ctrl+Shift+Z} redoes it.")).format(
                change=words
            )
        self.host.show_status(text, 5000)
        return True

    # --- news that changes nothing ---------------------------------------------------------------

    def _on_controller_save_failed(self, text: str) -> None:
        self.host.show_status(text, 0)  # translated by the controller: "The match could not be saved: …"

    def _on_round_entry_correction_unchanged(self, index: int) -> None:
        text = QCoreApplication.translate("MainWindow", "Round {n} was not changed: nothing to correct.")
        self.host.show_status(text.format(n=index + 1), 5000)
        self.host.round_entry.focus_first_field()

    def _on_history_current_row_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        # Keyboard users cannot hover: say why a bait round was bait when it is chosen.
        model = self.host.history_model
        why = model.why(current.row()) if current.isValid() else ""
        note = model.note(current.row()) if current.isValid() else ""
        if note:  # the table's note too: keyboard users cannot hover over the * either
            why = (
                QCoreApplication.translate("MainWindow", "{why} — note: {note}").format(why=why, note=note)
                if why
                else QCoreApplication.translate("MainWindow", "note: {note}").format(note=note)
            )
        bar = self.host.statusBar()
        shown = bar.property("whyShown")
        if why:
            text = QCoreApplication.translate("MainWindow", "Round {n}: {why}").format(n=current.row() + 1, why=why)
            bar.showMessage(text, 10000)
            bar.setProperty("whyShown", text)
        elif shown and bar.currentMessage() == shown:
            bar.clearMessage()  # not leave another round's reason standing; other news stays

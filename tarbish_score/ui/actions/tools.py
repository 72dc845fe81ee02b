"""Tools ▸ Run checker… (Ctrl+R) and Card-point counter… (Ctrl+K), for settling arguments at the table.

Each opens window-modal (no nested event loop) on the round being entered, one at a time, and
can fill what it found into that round; closed, the keys go back to where they left off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from tarbish_score.ui.one_dialog import OneDialog

if TYPE_CHECKING:
    from tarbish_score.model import RunClaim
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.actions.hosts import ToolsHost
    from tarbish_score.ui.dialogs.card_counter import CardCounterDialog
    from tarbish_score.ui.dialogs.run_checker import RunCheckerDialog

__all__ = ["ToolActions"]


class ToolActions(QObject):
    """The run checker and the card-point counter, opened over the round entry.

    Args:
        controller: the window's controller (the match in force).
        host: the window (its round entry and status line).
        parent: the parent widget of the dialogs (the main window).
    """

    def __init__(self, controller: MatchController, host: ToolsHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = host
        self._parent = parent
        self._run_checker: OneDialog[RunCheckerDialog] = OneDialog()
        self._card_counter: OneDialog[CardCounterDialog] = OneDialog()

    @property
    def run_checker(self) -> RunCheckerDialog | None:
        """The run checker while it is open."""
        return self._run_checker.dialog

    @property
    def card_counter(self) -> CardCounterDialog | None:
        """The card-point counter while it is open."""
        return self._card_counter.dialog

    def open_run_checker(self) -> RunCheckerDialog:
        """Open the run checker on the round being entered (window-modal, no nested event loop)."""
        from tarbish_score.ui.dialogs.run_checker import RunCheckerDialog

        if (open_now := self._run_checker.raised()) is not None:
            return open_now
        match = self.controller.match
        entry = self.host.round_entry
        dialog = RunCheckerDialog(
            self._parent,
            match=match,
            rules=match.rules if match is not None else None,
            trump=entry.trump,
            eldest=entry.eldest,
            claims=entry.runs_editor.claims(),
            can_apply=entry.open_for_entry,
        )
        dialog.applied.connect(self._on_run_checker_applied)
        return self._run_checker.open(dialog, self._back_to_window)

    def _on_run_checker_applied(self, claims: tuple[RunClaim, ...]) -> None:
        if (dialog := self.run_checker) is not None:
            self.host.round_entry.apply_runs(claims, dialog.trump)
            self.host.show_status(
                QCoreApplication.translate("MainWindow", "Runs from the run checker entered in the round."), 5000
            )

    def open_card_counter(self) -> CardCounterDialog:
        """Open the card-point counter on the round being entered (window-modal, no nested event loop)."""
        from tarbish_score.ui.dialogs.card_counter import CardCounterDialog

        if (open_now := self._card_counter.raised()) is not None:
            return open_now
        entry = self.host.round_entry
        team = entry.counting_team
        dialog = CardCounterDialog(
            self._parent,
            match=self.controller.match,
            trump=entry.trump,
            team=team if team is not None else 0,
            can_apply=entry.open_for_entry,
        )
        dialog.applied.connect(self._on_card_counter_applied)
        return self._card_counter.open(dialog, self._back_to_window)

    def _on_card_counter_applied(self, team: int, points: int) -> None:
        self.host.round_entry.apply_card_points(team, points)

    def _back_to_window(self, _result: int) -> None:
        # The keys go where they left off (a round half typed stays as it was).
        self._parent.activateWindow()

    def close_dialogs(self) -> None:
        """Close the tools that are open (the window is closing)."""
        self._run_checker.reject()
        self._card_counter.reject()

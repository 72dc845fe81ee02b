"""Match ▸ Statistics… (Ctrl+T) and Match ▸ Archive statistics… (Ctrl+Shift+T), for the window to place.

The dialogs (``ui/dialogs/statistics/``) are built on first use, so nothing here slows the
start-up. The match statistics follow the match while open; the archive statistics need the
open archive (``ArchiveAccess.store``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from tarbish_score.ui.actions.builder import build_actions

if TYPE_CHECKING:
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.actions.hosts import ArchiveAccess
    from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog
    from tarbish_score.ui.dialogs.statistics.match import MatchStatisticsDialog

__all__ = ["StatisticsActions"]


class StatisticsActions(QObject):
    """The two statistics commands and their dialogs (one of each open at a time).

    Args:
        controller: the window's controller.
        host: the window (its open archive and status line).
        parent: the parent widget of the dialogs.
    """

    def __init__(self, controller: MatchController, host: ArchiveAccess, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = host
        self._parent = parent
        self.match_dialog: MatchStatisticsDialog | None = None
        self.archive_dialog: ArchiveStatisticsDialog | None = None
        #: The declared commands' actions (ui/window_commands.py), on the window, by id.
        self.actions: dict[str, QAction] = build_actions("statistics", parent, self)
        self.match_action = self.actions["match_statistics"]
        self.archive_action = self.actions["archive_statistics"]

    def show_match_statistics(self) -> MatchStatisticsDialog:
        """Show the statistics of the match in force (raised if already open); they follow the match."""
        from tarbish_score.ui.dialogs.statistics.match import MatchStatisticsDialog

        if self.match_dialog is None:
            dialog = MatchStatisticsDialog(self.controller, self._parent)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.finished.connect(self._on_match_dialog_finished)
            self.match_dialog = dialog
        self.match_dialog.show()
        self.match_dialog.raise_()
        self.match_dialog.activateWindow()
        self.match_dialog.table.setFocus(Qt.FocusReason.OtherFocusReason)
        return self.match_dialog

    def show_archive_statistics(self) -> ArchiveStatisticsDialog | None:
        """Show the archive statistics (None, with a word in the status line, while there is no archive)."""
        from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog

        store = self.host.store
        if store is None:
            self.host.show_status(self.tr("The match archive is not open, so there is nothing to count."), 8000)
            return None
        if self.archive_dialog is None:
            dialog = ArchiveStatisticsDialog(store, self._parent)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.finished.connect(self._on_archive_dialog_finished)
            self.archive_dialog = dialog
        self.archive_dialog.show()
        self.archive_dialog.raise_()
        self.archive_dialog.activateWindow()
        self.archive_dialog.players_view.setFocus(Qt.FocusReason.OtherFocusReason)
        return self.archive_dialog

    def _on_match_dialog_finished(self, result: int) -> None:
        self.match_dialog = None

    def _on_archive_dialog_finished(self, result: int) -> None:
        self.archive_dialog = None

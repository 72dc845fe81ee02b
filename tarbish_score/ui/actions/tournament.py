"""Tournament ▸ New tournament… and Tournament ▸ Open tournament…, for the window to place.

The dialogs and the desk (``ui/tournament/``) are imported when a command is first used, so nothing here
slows the start-up. A new night is created in the archive (``storage.tournaments.create_tournament``)
before its desk opens; one desk per night (opening it again raises the one open).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QDialog, QWidget

if TYPE_CHECKING:
    from tarbish_score.model.tournament import Tournament
    from tarbish_score.ui.actions.hosts import ArchiveAccess
    from tarbish_score.ui.tournament.desk import TournamentDesk

__all__ = ["TournamentActions"]


class TournamentActions(QObject):
    """The Tournament menu's commands, and the desks open.

    Args:
        host: the window (its open archive and status line).
        parent: the parent of the dialogs and the desks.
    """

    def __init__(self, host: ArchiveAccess, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = host
        self._parent = parent
        #: The desks open, by tournament id.
        self.desks: dict[int, TournamentDesk] = {}
        #: The dialog open (new or open tournament), for the tests to reach.
        self.dialog: QDialog | None = None

    def _no_archive(self) -> bool:
        if self.host.store is None:
            self.host.show_status(self.tr("The match archive is not open, so a tournament cannot be kept."), 8000)
            return True
        return False

    def new_tournament(self) -> QDialog | None:
        """Ask for the night's teams and settings; on Start, keep it in the archive and open its desk."""
        from tarbish_score.ui.tournament.new_tournament import NewTournamentDialog

        if self._no_archive():
            return None
        dialog = NewTournamentDialog(self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def started() -> None:
            night, name = dialog.tournament(), dialog.night_name()
            # After the dialog has closed and given the focus back: the desk then keeps it.
            QTimer.singleShot(0, lambda: self._start(night, name))

        dialog.accepted.connect(started)
        self._show(dialog)
        return dialog

    def open_tournament(self) -> QDialog | None:
        """Choose a night from the archive's list and open its desk."""
        from tarbish_score.storage.tournaments import list_tournaments
        from tarbish_score.ui.tournament.desk_dialogs import OpenTournamentDialog

        store = self.host.store
        if store is None or self._no_archive():
            return None
        dialog = OpenTournamentDialog(list_tournaments(store), self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def chosen() -> None:
            tournament_id = dialog.chosen()
            if tournament_id is not None:
                QTimer.singleShot(0, lambda: self.open_desk(tournament_id))

        dialog.accepted.connect(chosen)
        self._show(dialog)
        return dialog

    def _show(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.finished.connect(self._on_dialog_finished)
        dialog.open()

    def _on_dialog_finished(self, result: int) -> None:
        self.dialog = None

    def _start(self, tournament: Tournament, name: str) -> TournamentDesk | None:
        from tarbish_score.storage import StoreError
        from tarbish_score.storage.tournaments import create_tournament
        from tarbish_score.ui.actions.exchange import store_text

        store = self.host.store
        if store is None:
            return None
        try:
            tournament_id = create_tournament(store, tournament, name)
        except StoreError as error:
            self.host.show_status(self.tr("The night was not saved: {why}").format(why=store_text(error)), 0)
            return None
        return self.open_desk(tournament_id)

    def open_desk(self, tournament_id: int) -> TournamentDesk | None:
        """Open night ``tournament_id``'s desk (raised when it is open already); None when it cannot be read."""
        from tarbish_score.storage import StoreError
        from tarbish_score.storage.tournaments import load_tournament_row
        from tarbish_score.ui.actions.exchange import store_text
        from tarbish_score.ui.tournament.desk import TournamentDesk

        store = self.host.store
        if store is None:
            return None
        desk = self.desks.get(tournament_id)
        if desk is None:
            try:
                stored = load_tournament_row(store, tournament_id)
            except StoreError as error:
                self.host.show_status(store_text(error), 0)
                return None
            desk = TournamentDesk(store, tournament_id, stored.tournament, stored.summary.name, self._parent)
            desk.destroyed.connect(lambda *_: self.desks.pop(tournament_id, None))
            self.desks[tournament_id] = desk
        desk.show()
        desk.raise_()
        desk.activateWindow()
        return desk

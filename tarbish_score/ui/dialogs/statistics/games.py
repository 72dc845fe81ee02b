"""The archive statistics' games filter: all games, kitchen matches only, tournament games only, or one tournament."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QComboBox, QWidget

if TYPE_CHECKING:
    from tarbish_score.storage.tournaments import TournamentSummary

__all__ = ["GamesCombo"]


class GamesCombo(QComboBox):
    """Which games the statistics count: each item is ``(source, tournament id or None)`` (:meth:`games`).

    The source is a ``storage.statistics.Source`` value (``"all"``, ``"matches"``, ``"tournaments"``).
    The tournaments (newest first) are offered once the archive has listed them (:meth:`set_tournaments`).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsGamesCombo")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setMinimumContentsLength(14)
        self.setAccessibleName(self.tr("Games"))
        self.setAccessibleDescription(
            self.tr("Count every game, only the kitchen matches, only the tournament games, or one tournament's")
        )
        self.tournaments: list[TournamentSummary] = []
        self._choices: list[tuple[str, int | None]] = []
        self._fill()

    def set_tournaments(self, tournaments: list[TournamentSummary]) -> None:
        """Offer these tournaments, keeping the choice made (a tournament gone meanwhile: all games).

        Emits ``currentIndexChanged`` only when the choice had to change.
        """
        if tournaments == self.tournaments:
            return
        chosen = self.games()
        self.blockSignals(True)
        self.tournaments = list(tournaments)
        self._fill()
        index = self._index(chosen)
        self.setCurrentIndex(max(index, 0))
        self.blockSignals(False)
        if index < 0:
            self.currentIndexChanged.emit(0)

    def _fill(self) -> None:
        from tarbish_score.qt.language import short_date_format

        self.clear()
        self._choices = [("all", None), ("matches", None), ("tournaments", None)]
        self.addItem(self.tr("All games"))
        self.addItem(self.tr("Kitchen matches only"))
        self.addItem(self.tr("Tournament games only"))
        day_format = short_date_format(self.locale())
        for summary in self.tournaments:
            local = summary.created.astimezone()
            day = QDate(local.year, local.month, local.day).toString(day_format)
            name = summary.name or self.tr("Tournament {id}").format(id=summary.id)
            self._choices.append(("tournaments", summary.id))
            self.addItem(self.tr("{name}, {day}").format(name=name, day=day))

    def _index(self, choice: tuple[str, int | None]) -> int:
        return self._choices.index(choice) if choice in self._choices else -1

    def games(self) -> tuple[str, int | None]:
        """The source chosen and the tournament's id (None unless one tournament is chosen)."""
        index = self.currentIndex()
        return self._choices[index] if 0 <= index < len(self._choices) else ("all", None)

    def choose(self, source: str = "all", tournament: int | None = None) -> None:
        """Choose ``source`` (all, matches, tournaments), or one tournament by its id (if listed)."""
        wanted = ("tournaments", tournament) if tournament is not None else (source, None)
        self.setCurrentIndex(max(self._index(wanted), 0))

"""The projector: the night's standings and the current round's tables, in type read across a hall.

A top-level window of its own (for the hall's projector or TV), the scoreboard window's sibling: the
theme's colours (a live switch repaints it), the user's language, full screen on F11 and back on Esc.
The desk calls :meth:`ProjectorWindow.show_tournament` after every change; it words the night's lines
(standings in the engine's order with shared places, the current round's tables with their first dealer
and result) and the painted board (:mod:`.projector_board`) shows them, its type following the window's
size. When the night does not fit in type read from the back of the hall, the board cuts it into pages
and the window turns them every :data:`PAGE_SECONDS` seconds, "Page 2 of 3" in its corner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor, QHideEvent, QKeySequence, QPalette, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tarbish_score.qt import theme
from tarbish_score.ui.elide import ElidedLabel
from tarbish_score.ui.tournament.projector_board import ProjectorBoard, StandingLine, TableLine
from tarbish_score.words.tournament import format_title, half_wins_text, signed_points
from tarbish_score.words.tournament_paper import (
    STANDINGS_COLUMNS,
    bye_line,
    paper_text,
    place_text,
    round_title,
    seat_text,
    standings_title,
)
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model.tournament import StandingRow, Tournament

__all__ = ["PAGE_SECONDS", "ProjectorBoard", "ProjectorWindow", "StandingLine", "TableLine"]

# Seconds each page stays on screen when the night does not fit on one.
PAGE_SECONDS: Final = 12


class ProjectorWindow(QWidget):
    """The projector's window: the night's name and the page, over the painted standings and tables.

    Args:
        parent: the desk (the projector stays a window of its own).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("projectorWindow")
        self._tournament: Tournament | None = None
        self._name = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        # The night's name (or its format), top left.
        self.title_label = ElidedLabel(self)  # a long name is cut short ("…"), never widens the window
        self.title_label.setObjectName("projectorTitle")
        theme.style_label(self.title_label, theme.current().text, bold=True)
        # "Page 2 of 3", top right; empty when the night fits on one page.
        self.page_label = QLabel(self)
        self.page_label.setObjectName("projectorPage")
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        theme.style_label(self.page_label, theme.current().label, bold=True)
        top.addWidget(self.title_label, 1)
        top.addWidget(self.page_label)
        layout.addLayout(top)
        self.board = ProjectorBoard(self)
        layout.addWidget(self.board, 1)
        self.board.resized.connect(self._show_page)
        # Turns the page every PAGE_SECONDS while the night takes more than one.
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_SECONDS * 1000)
        self.page_timer.timeout.connect(self.next_page)
        self._paint_background()
        self.setAutoFillBackground(True)
        theme.notifier().theme_changed.connect(self._on_theme_changed)
        full = QShortcut(QKeySequence(Qt.Key.Key_F11), self)
        full.activated.connect(self.toggle_full_screen)
        leave = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        leave.activated.connect(self.leave_full_screen)
        self._retranslate()
        self.resize(1280, 720)

    # --- the desk's call -----------------------------------------------------------------

    def show_tournament(self, tournament: Tournament, name: str) -> None:
        """Show ``tournament`` (called after every change): its standings and its current round's tables.

        Args:
            tournament: the night as it now stands.
            name: the night's name ("" for none: its format is shown instead).
        """
        self._tournament, self._name = tournament, name
        self._refresh()

    @property
    def tournament(self) -> Tournament | None:
        """The night shown, if any."""
        return self._tournament

    @property
    def standings(self) -> tuple[StandingLine, ...]:
        """The standings' lines shown (on every page), first place first."""
        return self.board.standings

    @property
    def tables(self) -> tuple[TableLine, ...]:
        """The current round's tables shown (on every page), then its bye line if any."""
        return self.board.tables

    # --- pages ---------------------------------------------------------------------------

    @property
    def page(self) -> int:
        """The page shown, from 0."""
        return self.board.page

    @property
    def page_count(self) -> int:
        """How many pages the night takes at the window's size."""
        return self.board.page_count

    def set_page(self, page: int) -> None:
        """Show ``page`` (from 0; wraps round)."""
        self.board.page = page % self.page_count
        self._show_page()

    def next_page(self) -> None:
        """The next page (after the last: the first); the timer's call."""
        self.set_page(self.board.page + 1)

    def _show_page(self) -> None:
        count = self.page_count
        if self.board.page >= count:
            self.board.page = 0
        if count > 1:
            #: The projector's corner while the night takes more than one page: "Page 2 of 3".
            self.page_label.setText(self.tr("Page {n} of {pages}").format(n=self.board.page + 1, pages=count))
        else:
            self.page_label.setText("")
        if count > 1 and self.isVisible():
            if not self.page_timer.isActive():
                self.page_timer.start()
        else:
            self.page_timer.stop()
        self.board.setAccessibleDescription(self.board.page_text())
        self.board.update()

    # --- what is shown -------------------------------------------------------------------

    def _refresh(self) -> None:
        tournament = self._tournament
        if tournament is None:
            self.title_label.set_full_text(self.tr("No tournament yet"))
            self.board.headings = ("", "")
            self.board.set_lines((), (), False)
            self._show_page()
            return
        self.title_label.set_full_text(self._name or format_title(tournament.settings.format))
        standings = tournament.standings
        draws = any(row.draws for row in standings.rows)
        lines = tuple(self._standing_line(tournament, row, draws) for row in standings.rows)
        self.board.headings = (standings_title(tournament), self._round_heading(tournament))
        self.board.set_lines(lines, self._table_lines(tournament), draws)
        self._show_page()

    @staticmethod
    def _standing_line(tournament: Tournament, row: StandingRow, draws: bool) -> StandingLine:
        return StandingLine(
            row.team,
            place_text(row),
            tournament.team(row.team).name,
            half_wins_text(row.half_wins) if draws else str(row.wins),
            str(row.draws),
            signed_points(row.difference),
            str(row.points_for),
            row.withdrawn,
        )

    def _round_heading(self, tournament: Tournament) -> str:
        current = tournament.current
        if current is None:
            return self.tr("Tables")
        heading = round_title(current.number, tournament.planned_rounds)
        if current.complete and not tournament.finished:
            return self.tr("{round}: every result is in").format(round=heading)
        return heading

    def _table_lines(self, tournament: Tournament) -> tuple[TableLine, ...]:
        current = tournament.current
        if current is None:
            return (TableLine(0, note=self.tr("The first round is not drawn yet.")),)
        lines: list[TableLine] = []
        for table, result in zip(current.draw.tables, current.results, strict=True):
            names = (tournament.team(table.teams[0]).name, tournament.team(table.teams[1]).name)
            scored = "" if result is None else f"{result.totals[0]}–{result.totals[1]}"
            winner = None if result is None else result.winner
            lines.append(TableLine(table.number, names, seat_text(table.first_dealer), scored, winner))
        byes = bye_line([tournament.team(team).name for team in current.draw.byes])
        if byes:
            lines.append(TableLine(0, note=byes))
        return tuple(lines)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tarabish Score — projector"))
        self.setAccessibleName(self.tr("Tournament projector"))
        self.board.setAccessibleName(self.tr("Standings and tables"))
        # Place, Team, Won, Drawn, Difference, Points for: the paper's words for the same columns.
        self.board.standings_columns = tuple(
            translate("TournamentPaper", STANDINGS_COLUMNS[i]) for i in (0, 1, 5, 6, 11, 9)
        )
        self.board.tables_columns = (
            paper_text("table"),
            self.tr("Teams"),
            paper_text("first_dealer"),
            self.tr("Result"),
        )
        #: Where a table's result will be while its game goes on.
        self.board.waiting_text = self.tr("playing")
        self.board.refit()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        """A new language: every word again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()

    # --- the look ------------------------------------------------------------------------

    def _paint_background(self) -> None:
        palette = QPalette()  # only the background: the text follows the application palette
        palette.setColor(QPalette.ColorRole.Window, QColor(theme.current().surface))
        self.setPalette(palette)

    def _on_theme_changed(self) -> None:
        self._paint_background()
        self.board.update()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the pages turn again (when there are more than one)."""
        super().showEvent(event)
        self._show_page()

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden: no page to turn."""
        super().hideEvent(event)
        self.page_timer.stop()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The type follows the window: the headline's, and the board's (which may page anew)."""
        super().resizeEvent(event)
        base = min(self.height(), int(self.width() * 0.6))
        for label, share in ((self.title_label, 20), (self.page_label, 28)):
            font = label.font()
            font.setPixelSize(max(14, base // share))
            label.setFont(font)

    # --- full screen ---------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        """F11: full screen, or back to a window."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def leave_full_screen(self) -> None:
        """Esc: back to a window (nothing else)."""
        if self.isFullScreen():
            self.showNormal()

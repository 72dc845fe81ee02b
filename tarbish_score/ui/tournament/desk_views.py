"""The desk's three tables: a round's draw (with its marks), the standings, and the teams.

Each is a read-only :class:`QTableWidget` refilled from the tournament after every change (64 teams and
32 tables are a few hundred cells: a refill is well within a frame). Colours come from the theme in force.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTableWidget, QTableWidgetItem, QWidget

from tarbish_score.model.tournament import RoundState, TeamWithdrawn, Tournament
from tarbish_score.qt import theme
from tarbish_score.words.tournament import signed_points
from tarbish_score.words.tournament_paper import STANDINGS_COLUMNS, place_text
from tarbish_score.words.translation import translate

__all__ = ["DrawTable", "StandingsTable", "TeamsTable", "result_text"]


def _table(parent: QWidget, name: str, description: str, columns: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns), parent)
    table.setHorizontalHeaderLabels(columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    table.setAlternatingRowColors(True)
    table.setAccessibleName(name)
    table.setAccessibleDescription(description)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


#: One cell: its text, bold, its colour (None: the palette's text), and right-aligned (a number).
Cell = tuple[str, bool, str | None, bool]


def _cell(text: str, *, bold: bool = False, colour: str | None = None, number: bool = False) -> Cell:
    return (text, bold, colour, number)


def _item(cell: Cell) -> QTableWidgetItem:
    text, bold, colour, number = cell
    item = QTableWidgetItem(text)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    if colour is not None:
        item.setForeground(QBrush(QColor(colour)))
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class _Rows:
    """A read-only table whose cells are set from rows of :data:`Cell`: only the cells that changed are made again.

    A result changes one row of the draw and a few of the standings; setting only those (with the columns
    sized once at the end, not once a cell) keeps a refill of 64 teams well inside a frame.
    """

    def __init__(self, view: QTableWidget) -> None:
        self.view = view
        self._rows: list[list[Cell]] = []

    def set_rows(self, rows: list[list[Cell]]) -> None:
        """Show ``rows``; cells equal to those shown are left alone."""
        view = self.view
        header = view.horizontalHeader()
        modes = [header.sectionResizeMode(c) for c in range(header.count())]
        for column in range(header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        try:
            if len(rows) != len(self._rows):
                view.setRowCount(len(rows))
            for r, row in enumerate(rows):
                old = self._rows[r] if r < len(self._rows) else None
                for c, cell in enumerate(row):
                    if old is None or old[c] != cell:
                        view.setItem(r, c, _item(cell))
            self._rows = rows
        finally:
            for column, mode in enumerate(modes):
                header.setSectionResizeMode(column, mode)

    def forget(self) -> None:
        """Make every cell again at the next :meth:`set_rows` (the theme's colours changed)."""
        self._rows = []


def result_text(rnd: RoundState, number: int) -> str:
    """A table's result as the desk shows it: "512–340", "512–340 (corrected)", or "out" while still out."""
    result = rnd.results[number - 1]
    if result is None:
        return translate("TournamentDesk", "out")
    text = f"{result.totals[0]}–{result.totals[1]}"
    if result.time_called:
        text = translate("TournamentDesk", "{result} (time called)").format(result=text)
    if number in rnd.corrected:
        text = translate("TournamentDesk", "{result} (corrected)").format(result=text)
    return text


class DrawTable:
    """A round's tables: number, the two teams, first dealer, table code, and the result or the "out" mark."""

    def __init__(self, parent: QWidget) -> None:
        columns = [
            translate("TournamentDesk", "Table"),
            translate("TournamentDesk", "First team"),
            translate("TournamentDesk", "Second team"),
            translate("TournamentDesk", "Deals first"),
            translate("TournamentDesk", "Code"),
            translate("TournamentDesk", "Result"),
        ]
        self.view = _table(
            parent,
            translate("TournamentDesk", "Draw"),
            translate(
                "TournamentDesk",
                "The round's tables; tables still out are marked out. Choose a table and press F2 to correct it.",
            ),
            columns,
        )
        self.view.setObjectName("drawTable")
        self.view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

        self.rows = _Rows(self.view)

    def fill(self, tournament: Tournament, rnd: RoundState | None) -> None:
        """Show round ``rnd`` (None: no round drawn yet)."""
        from tarbish_score.model.seats import team_of, team_place

        keep = self.view.currentRow()
        error = theme.current().error
        rows: list[list[Cell]] = []
        for row, table in enumerate(rnd.draw.tables if rnd is not None else ()):
            assert rnd is not None
            result = rnd.results[row]
            names = [tournament.team(t).name for t in table.teams]
            seat = table.first_dealer
            player = tournament.team(table.teams[team_of(seat)]).players[team_place(seat)]
            dealer = translate("TournamentDesk", "seat {n}").format(n=seat + 1)
            if player:
                dealer = f"{dealer} ({player})"
            winner = None if result is None else result.winner
            rows.append(
                [
                    _cell(str(table.number), bold=True, number=True),
                    _cell(names[0], bold=winner == 0),
                    _cell(names[1], bold=winner == 1),
                    _cell(dealer),
                    _cell(table.code),
                    _cell(
                        result_text(rnd, table.number), bold=result is None, colour=error if result is None else None
                    ),
                ]
            )
        self.rows.set_rows(rows)
        if 0 <= keep < len(rows):
            self.view.setCurrentCell(keep, 0)


class StandingsTable:
    """The standings: place, team, played, won, drawn, lost, byes, points for and against, difference.

    Drawn and byes show only when some team has one (as on the paper). When the columns do not fit the
    pane (a 1024x600 laptop), points against, played and lost give way, in that order: place, team, won,
    points for and the difference (the tie-break's) stay in sight, with no sideways scrolling.
    """

    #: The columns of ``STANDINGS_COLUMNS`` shown (the players and "withdrawn" are in the teams list).
    _SHOWN = (0, 1, 4, 5, 6, 7, 8, 9, 10, 11)
    #: Columns of the view shown only when a team has one: drawn, byes.
    _WHEN_ANY = (4, 6)
    #: Columns of the view that give way when the pane is narrow, first to go first: against, played, lost.
    _GIVE_WAY = (8, 2, 5)
    #: The team column's room when fitting, in widths of "M" (a longer name is cut short with "…").
    _NAME_EMS = 9

    def __init__(self, parent: QWidget) -> None:
        columns = [translate("TournamentPaper", STANDINGS_COLUMNS[i]) for i in self._SHOWN]
        self.view = _table(
            parent,
            translate("TournamentDesk", "Standings"),
            translate("TournamentDesk", "Every team by place, after the results typed so far; ties broken below."),
            columns,
        )
        self.view.setObjectName("standingsTable")
        self.view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.rows = _Rows(self.view)
        #: Each column's room (pixels), measured at each fill; the columns without any value to show.
        self._needs: list[int] = []
        self._empty: set[int] = set()
        self._fitter = _OnResize(self.view.viewport(), self.fit)

    def fill(self, tournament: Tournament) -> None:
        """Show the standings now."""
        muted = theme.current().muted
        rows: list[list[Cell]] = []
        standings = tournament.standings.rows
        for r, row in enumerate(standings):
            colour = muted if row.withdrawn else None
            values = [
                row.played,
                row.wins,
                row.draws,
                row.losses,
                row.byes,
                row.points_for,
                row.points_against,
                row.difference,
            ]
            cells = [
                _cell(place_text(row), bold=True, number=True),
                _cell(tournament.team(row.team).name, bold=r == 0, colour=colour),
            ]
            cells += [_cell(str(v).replace("-", "−"), number=True, colour=colour) for v in values[:-1]]
            # The difference signed, as the paper and the projector show it: "+476", "−74", "0".
            cells.append(_cell(signed_points(row.difference), number=True, colour=colour))
            rows.append(cells)
        self.rows.set_rows(rows)
        self._empty = {c for c in self._WHEN_ANY if all(row[c][0] == "0" for row in rows)}
        # Each column's room from its widest text in bold (a few hundred widths: well under a millisecond,
        # where asking the view for each column's size hint costs milliseconds for 64 teams).
        view, header = self.view, self.view.horizontalHeader()
        bold = QFont(view.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        pad = 2 * view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 8
        self._needs = [
            max(header.sectionSizeHint(c), max((metrics.horizontalAdvance(row[c][0]) for row in rows), default=0) + pad)
            for c in range(header.count())
        ]
        self._needs[1] = min(self._needs[1], metrics.horizontalAdvance("M") * self._NAME_EMS)
        self.fit()

    def fit(self) -> None:
        """Show the columns that fit the pane now (called at each fill and each resize)."""
        if not self._needs:
            return
        hidden = set(self._empty)
        room = self.view.viewport().width()
        for column in (None, *self._GIVE_WAY):
            if column is not None:
                hidden.add(column)
            if sum(need for c, need in enumerate(self._needs) if c not in hidden) <= room:
                break
        for column in range(len(self._needs)):
            if self.view.isColumnHidden(column) != (column in hidden):
                self.view.setColumnHidden(column, column in hidden)

    def shown_columns(self) -> list[str]:
        """The titles of the columns in sight, left to right."""
        model = self.view.model()
        return [
            str(model.headerData(c, Qt.Orientation.Horizontal))
            for c in range(model.columnCount())
            if not self.view.isColumnHidden(c)
        ]


class _OnResize(QObject):
    """Calls ``then`` each time ``widget`` is resized."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Fit again after a resize; the event goes on as it would."""
        if event.type() == QEvent.Type.Resize:
            self._then()
        return False


class TeamsTable:
    """The teams entered: name, partners, and whether they play, joined late or withdrew (with the reason)."""

    def __init__(self, parent: QWidget) -> None:
        columns = [
            translate("TournamentDesk", "Team"),
            translate("TournamentDesk", "Partners"),
            translate("TournamentDesk", "Playing"),
        ]
        self.view = _table(
            parent,
            translate("TournamentDesk", "Teams"),
            translate("TournamentDesk", "Every team entered; late and withdrawn teams say so."),
            columns,
        )
        self.view.setObjectName("teamsTable")
        self.view.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

        self.rows = _Rows(self.view)

    def fill(self, tournament: Tournament) -> None:
        """Show the teams now."""
        reasons = {c.team: c.reason for c in tournament.log if isinstance(c, TeamWithdrawn)}
        muted = theme.current().muted
        rows: list[list[Cell]] = []
        for entrant in tournament.teams:
            partners = " & ".join(p for p in entrant.players if p)
            if entrant.withdrawn is not None:
                state = translate("TournamentDesk", "withdrawn after round {n}").format(n=entrant.withdrawn)
                if reasons.get(entrant.id):
                    state = f"{state}: {reasons[entrant.id]}"
            elif entrant.joined > 1:
                state = translate("TournamentDesk", "late: plays from round {n}").format(n=entrant.joined)
            else:
                state = translate("TournamentDesk", "yes")
            colour = muted if entrant.withdrawn is not None else None
            rows.append([_cell(text, colour=colour) for text in (entrant.name, partners, state)])
        self.rows.set_rows(rows)

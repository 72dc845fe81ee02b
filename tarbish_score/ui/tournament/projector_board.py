"""The projector's painted board: the standings on the left, the round's tables on the right (see ``projector``).

The rows are painted, not laid out as widgets: a result changes one line of text and the order of the
standings, and repainting a page of them costs a few milliseconds where 300 labels would cost tens.
The type follows the board's size; when every row does not fit in type big enough to read from the
back of the hall (a row at least 1/:data:`MIN_ROWS` of the height), the rows are cut into pages, as
even as can be; the window turns them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from tarbish_score.qt import theme
from tarbish_score.words.tournament_paper import paper_text

__all__ = ["MAX_ROWS", "MIN_ROWS", "ProjectorBoard", "StandingLine", "TableLine"]

#: The smallest row is 1/MIN_ROWS of the board's height (38 px at 1080): below that the board pages.
MIN_ROWS: Final = 26
#: The biggest row is 1/MAX_ROWS of the board's height: a small night does not get absurd type.
MAX_ROWS: Final = 11
#: The type's height as a share of its row.
_TYPE_SHARE: Final = 0.62
#: The room a name gets, in ems of the row's type: its widest name's, between these; the type gets smaller to
#: give it that room, and a longer name is cut short ("Chiasson & Bou…").
_NAME_EMS: Final = (6.0, 13.0)
#: The column titles' type, as a share of the rows' type; their row, as a share of a row.
_TITLE_SHARE: Final = 0.6
_TITLE_ROW: Final = 0.8
#: The gap between the standings and the tables, and the margin inside each (pixels).
_GAP: Final = 24
_PAD: Final = 8


@dataclass(frozen=True)
class StandingLine:
    """One team's line of the standings as the projector shows it (every field already text).

    Attributes:
        team: the team's id.
        place: "3", or "3=" for a shared place.
        name: the team's name.
        won: games won ("3", or "3½" counting a drawn game half).
        drawn: games drawn.
        difference: points for minus against, signed ("+212", "−40", "0").
        points_for: points scored.
        withdrawn: the team has left (shown muted, marked).
    """

    team: int
    place: str
    name: str
    won: str
    drawn: str
    difference: str
    points_for: str
    withdrawn: bool = False


@dataclass(frozen=True)
class TableLine:
    """One table of the round shown, or the round's bye line (``number`` 0, ``note`` set).

    Attributes:
        number: the table's number, from 1; 0 for a line that only says ``note``.
        teams: the two teams' names, the table's first team first.
        dealer: who deals first ("Seat 3").
        result: the final totals ("512–340") once scored, else "".
        winner: the side that won (0 or 1), None while out or for a drawn game.
        note: the bye line, or the sentence shown when no round is drawn.
    """

    number: int
    teams: tuple[str, str] = ("", "")
    dealer: str = ""
    result: str = ""
    winner: int | None = None
    note: str = ""

    @property
    def scored(self) -> bool:
        """True once the table has its result."""
        return bool(self.result)


def _spread(count: int, per_page: int) -> tuple[tuple[int, int], ...]:
    """``count`` rows cut into as few pages of at most ``per_page`` as need be, as even as can be: (start, end)."""
    pages = max(1, math.ceil(count / max(1, per_page)))
    size, extra = divmod(count, pages)
    out: list[tuple[int, int]] = []
    start = 0
    for page in range(pages):
        end = start + size + (1 if page < extra else 0)
        out.append((start, end))
        start = end
    return tuple(out)


def _font(px: int, *, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, px))
    font.setBold(bold)
    font.setItalic(italic)
    return font


@dataclass(frozen=True)
class _Fit:
    """Where everything goes at the board's size (pixels): rows, type, the split, columns and pages.

    ``standings_widths``: place, then the numbers' columns; ``tables_widths``: number, dash, dealer, result.
    """

    row: int
    heading: int
    px: int
    split: int
    standings_widths: tuple[int, ...]
    tables_widths: tuple[int, int, int, int]
    standings_pages: tuple[tuple[int, int], ...]
    tables_pages: tuple[tuple[int, int], ...]

    @property
    def pages(self) -> int:
        return max(len(self.standings_pages), len(self.tables_pages))

    @property
    def top(self) -> int:
        """Where the first row starts: under the heading and the column titles."""
        return int(self.heading * 1.5) + int(self.row * _TITLE_ROW)


class ProjectorBoard(QWidget):
    """The painted part of the projector: the standings on the left, the round's tables on the right.

    Every colour is read from the theme in force when painting, so a theme switch only has to repaint.

    Signals:
        resized: the board's size changed: its pages may have too.
    """

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("projectorBoard")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.standings: tuple[StandingLine, ...] = ()
        self.tables: tuple[TableLine, ...] = ()
        #: True when a game was drawn: the standings show a drawn column and wins in halves.
        self.draws = False
        #: The two headings ("Standings after round 3", "Round 4 of 8") and the column titles.
        self.headings = ("", "")
        self.standings_columns: tuple[str, ...] = ("",) * 6
        self.tables_columns: tuple[str, ...] = ("",) * 4
        #: What a table still out shows where its result will be ("playing").
        self.waiting_text = ""
        #: The page shown, from 0 (the window turns the pages).
        self.page = 0
        self._fit: _Fit | None = None
        self._fit_size = (0, 0)
        self._names: frozenset[str] = frozenset()

    # --- what is shown -------------------------------------------------------------------

    def set_lines(self, standings: tuple[StandingLine, ...], tables: tuple[TableLine, ...], draws: bool) -> None:
        """Show these lines (and repaint); the fit is worked out again only when the rows' count changed."""
        names = frozenset(line.name for line in standings)
        if len(tables) != len(self.tables) or draws != self.draws or names != self._names:
            self._fit = None
        self._names = names
        self.standings, self.tables, self.draws = standings, tables, draws
        self.update()

    def refit(self) -> None:
        """Work the fit out again (new words: the column titles' widths changed)."""
        self._fit = None
        self.update()

    def fit(self) -> _Fit:
        """The rows, type, columns and pages at the board's present size."""
        size = (self.width(), self.height())
        if self._fit is None or self._fit_size != size:
            self._fit = self._fit_for(*size)
            self._fit_size = size
        return self._fit

    @property
    def page_count(self) -> int:
        """How many pages the rows take at this size."""
        return self.fit().pages

    def standings_on(self, page: int) -> tuple[StandingLine, ...]:
        """The standings' lines shown on ``page`` (from 0); none past the standings' last page."""
        pages = self.fit().standings_pages
        start, end = pages[page] if 0 <= page < len(pages) else (0, 0)
        return self.standings[start:end]

    def tables_on(self, page: int) -> tuple[TableLine, ...]:
        """The tables shown on ``page`` (from 0): their pages come round again while the standings page on."""
        pages = self.fit().tables_pages
        start, end = pages[page % len(pages)]
        return self.tables[start:end]

    def page_text(self) -> str:
        """The plain text of the page shown, a line a row (the board's accessible description)."""
        lines = [self.headings[0]]
        lines += [f"{s.place}. {s.name}: {s.won}, {s.difference}, {s.points_for}" for s in self.standings_on(self.page)]
        lines.append(self.headings[1])
        for table in self.tables_on(self.page):
            if table.number == 0:
                lines.append(table.note)
            else:
                teams = f"{table.teams[0]} – {table.teams[1]}"
                lines.append(f"{table.number}. {teams}, {table.dealer}, {table.result or self.waiting_text}")
        return "\n".join(lines)

    # --- size ----------------------------------------------------------------------------

    def minimumSizeHint(self) -> QSize:
        """Small: the type follows the room it gets."""
        return QSize(320, 200)

    def sizeHint(self) -> QSize:
        """A 16:9 window's worth."""
        return QSize(960, 480)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Tell the window: the pages may have changed."""
        super().resizeEvent(event)
        self.resized.emit()

    def _fit_for(self, width: int, height: int) -> _Fit:
        """The fit at ``width`` × ``height``: rows as tall as the height allows between 1/:data:`MIN_ROWS` and
        1/:data:`MAX_ROWS` of it, the type as big as the row and the width allow, pages when rows are left over."""
        heading = max(14, min(height // 18, width // 28))
        room = height - int(heading * 1.5)
        rows = max(len(self.standings), len(self.tables), 1)
        row = min(int(room / (rows + _TITLE_ROW)), max(16, height // MAX_ROWS))
        per_page = rows
        if row < height / MIN_ROWS:
            row = max(16, int(height / MIN_ROWS))
            per_page = max(1, int(room / row - _TITLE_ROW))
        # The widest name's room, in ems; the fixed columns' widths at the type's size (measured again at
        # the size found: small type has relatively wider titles and padding).
        probe = QFontMetrics(_font(100, bold=True))
        widest = max((probe.horizontalAdvance(name) for name in self._names), default=0) / 100 + 0.5
        name_ems = min(_NAME_EMS[1], max(_NAME_EMS[0], widest))
        usable = width - _GAP - 4 * _PAD
        tallest = int(row * _TYPE_SHARE)
        px = tallest
        for _ in range(2):
            standings_ems = sum(self._standings_widths(px)) / px + name_ems
            tables_ems = sum(self._tables_widths(px)) / px + 2 * name_ems
            px = max(10, min(tallest, int(usable / (standings_ems + tables_ems))))
        standings_w, tables = self._standings_widths(px), self._tables_widths(px)
        standings_need, tables_need = sum(standings_w) + name_ems * px, sum(tables) + 2 * name_ems * px
        # Room left over goes to the names, a third to the standings' one, two thirds to the tables' two.
        spare = max(0.0, usable - standings_need - tables_need)
        split = int(2 * _PAD + _GAP // 2 + standings_need + spare / 3)
        return _Fit(
            row,
            heading,
            px,
            split,
            tuple(standings_w),
            (tables[0], tables[1], tables[2], tables[3]),
            _spread(len(self.standings), per_page),
            _spread(len(self.tables), per_page),
        )

    def _title_metrics(self, px: int) -> QFontMetrics:
        return QFontMetrics(_font(max(11, int(px * _TITLE_SHARE)), bold=True))

    def _standings_widths(self, px: int) -> list[int]:
        """Widths of the place and the numbers' columns (won, [drawn,] difference, points for), padded."""
        bold, plain, title = QFontMetrics(_font(px, bold=True)), QFontMetrics(_font(px)), self._title_metrics(px)
        titles = self.standings_columns
        pad = max(8, px // 2)
        place = max(bold.horizontalAdvance("64="), title.horizontalAdvance(titles[0])) + pad
        samples = {2: "9½", 3: "9", 4: "+9999", 5: "9999"}
        kept = (2, 3, 4, 5) if self.draws else (2, 4, 5)
        numbers = [max(plain.horizontalAdvance(samples[i]), title.horizontalAdvance(titles[i])) + pad for i in kept]
        return [place, *numbers]

    def _tables_widths(self, px: int) -> list[int]:
        """Widths of the table's number, the dash between the names, the first dealer and the result, padded."""
        bold, plain, title = QFontMetrics(_font(px, bold=True)), QFontMetrics(_font(px)), self._title_metrics(px)
        titles = self.tables_columns
        dealers = [plain.horizontalAdvance(t.dealer) for t in self.tables[:4]] or [0]
        pad = max(8, px // 2)
        number = max(bold.horizontalAdvance("32"), title.horizontalAdvance(titles[0])) + pad
        dash = plain.horizontalAdvance(" – ")
        dealer = max(max(dealers), title.horizontalAdvance(titles[2])) + pad
        waiting = QFontMetrics(_font(px, italic=True)).horizontalAdvance(self.waiting_text)
        result = max(bold.horizontalAdvance("888–888"), waiting, title.horizontalAdvance(titles[3])) + max(8, px // 3)
        return [number, dash, dealer, result]

    # --- where the rows are --------------------------------------------------------------

    def standings_rect(self, index: int) -> QRect:
        """Where the ``index``-th standings line of the page shown is painted (its whole row)."""
        fit = self.fit()
        return QRect(0, fit.top + index * fit.row, fit.split - _GAP // 2, fit.row)

    def table_rect(self, index: int) -> QRect:
        """Where the ``index``-th table line of the page shown is painted (its whole row)."""
        fit = self.fit()
        left = fit.split + _GAP // 2
        return QRect(left, fit.top + index * fit.row, self.width() - left, fit.row)

    # --- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the page shown: headings, column titles, the rows (every other row tinted)."""
        t = theme.current()
        fit = self.fit()
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(t.surface))
        painter.setPen(QColor(t.field_border))
        painter.drawLine(fit.split, fit.heading // 2, fit.split, self.height() - fit.heading // 2)
        self._paint_standings(painter, fit, QRect(0, 0, fit.split - _GAP // 2, self.height()))
        left = fit.split + _GAP // 2
        self._paint_tables(painter, fit, QRect(left, 0, self.width() - left, self.height()))
        painter.end()

    @staticmethod
    def _cut(painter: QPainter, text: str, box: QRect) -> str:
        return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, max(1, box.width()))

    def _text(self, painter: QPainter, box: QRect, text: str, align: Qt.AlignmentFlag, *, cut: bool = False) -> None:
        shown = self._cut(painter, text, box) if cut else text
        painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, shown)

    def _heading_px(self, fit: _Fit) -> int:
        """The headings' type: both the same, smaller (to 3/5) before either is cut short."""
        metrics = QFontMetrics(_font(fit.heading, bold=True))
        px = fit.heading
        for text, room in zip(self.headings, (fit.split, self.width() - fit.split), strict=True):
            wide = metrics.horizontalAdvance(text)
            room -= _GAP // 2 + 2 * _PAD
            if wide > room > 0:
                px = min(px, max(fit.heading * 3 // 5, fit.heading * room // wide))
        return px

    def _heading(self, painter: QPainter, fit: _Fit, area: QRect, text: str) -> None:
        box = QRect(area.left() + _PAD, 0, area.width() - 2 * _PAD, int(fit.heading * 1.5))
        painter.setFont(_font(self._heading_px(fit), bold=True))
        painter.setPen(QColor(theme.current().text))
        self._text(painter, box, text, Qt.AlignmentFlag.AlignLeft, cut=True)

    def _titles(self, painter: QPainter, fit: _Fit, cells: list[tuple[int, int, str, bool]]) -> None:
        """The column titles: (left, width, text, right-aligned) each, in the label colour."""
        painter.setFont(_font(max(11, int(fit.px * _TITLE_SHARE)), bold=True))
        painter.setPen(QColor(theme.current().label))
        top, height = int(fit.heading * 1.5), int(fit.row * _TITLE_ROW)
        for left, width, text, right in cells:
            align = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
            box = QRect(left, top, width - 4, height)
            painter.drawText(box, align | Qt.AlignmentFlag.AlignBottom, self._cut(painter, text, box))

    def _band(self, painter: QPainter, area: QRect, rect: QRect, index: int) -> None:
        """Every other row on the theme's alternate background: the eye follows a row across."""
        if index % 2:
            painter.fillRect(
                QRect(area.left(), rect.top(), area.width(), rect.height()), QColor(theme.current().alternate_base)
            )

    def _paint_standings(self, painter: QPainter, fit: _Fit, area: QRect) -> None:
        t = theme.current()
        self._heading(painter, fit, area, self.headings[0])
        place_w, *number_ws = fit.standings_widths
        left = area.left() + _PAD
        name_w = area.width() - 2 * _PAD - place_w - sum(number_ws)
        titles = self.standings_columns
        kept = (2, 3, 4, 5) if self.draws else (2, 4, 5)
        cells = [(left, place_w, titles[0], False), (left + place_w, name_w, titles[1], False)]
        x = left + place_w + name_w
        for width, column in zip(number_ws, kept, strict=True):
            cells.append((x, width, titles[column], True))
            x += width
        self._titles(painter, fit, cells)
        bold, plain = _font(fit.px, bold=True), _font(fit.px)
        right, flush = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft
        for index, line in enumerate(self.standings_on(self.page)):
            rect = self.standings_rect(index)
            self._band(painter, area, rect, index)
            top, height = rect.top(), rect.height()
            painter.setFont(bold)
            painter.setPen(QColor(t.muted if line.withdrawn else t.label))
            self._text(painter, QRect(left, top, place_w, height), line.place, flush)
            painter.setPen(QColor(t.muted if line.withdrawn else t.text))
            name = f"{line.name} ({paper_text('withdrawn')})" if line.withdrawn else line.name
            self._text(painter, QRect(left + place_w, top, name_w - fit.px // 3, height), name, flush, cut=True)
            painter.setFont(plain)
            values = (line.won, line.drawn, line.difference, line.points_for)
            x = left + place_w + name_w
            for width, column in zip(number_ws, kept, strict=True):
                self._text(painter, QRect(x, top, width - 6, height), values[column - 2], right)
                x += width

    def _paint_tables(self, painter: QPainter, fit: _Fit, area: QRect) -> None:
        t = theme.current()
        self._heading(painter, fit, area, self.headings[1])
        number_w, dash_w, dealer_w, result_w = fit.tables_widths
        left = area.left() + _PAD
        name_w = max(10, (area.width() - 2 * _PAD - number_w - dash_w - dealer_w - result_w) // 2)
        x_dealer = left + number_w + 2 * name_w + dash_w
        titles = self.tables_columns
        cells = [
            (left, number_w, titles[0], False),
            (left + number_w, 2 * name_w + dash_w, titles[1], False),
            (x_dealer, dealer_w, titles[2], False),
            (x_dealer + dealer_w, result_w, titles[3], True),
        ]
        self._titles(painter, fit, cells)
        bold, plain = _font(fit.px, bold=True), _font(fit.px)
        right, flush = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft
        for index, line in enumerate(self.tables_on(self.page)):
            rect = self.table_rect(index)
            top, height = rect.top(), rect.height()
            if line.number == 0:  # the bye line, or "not drawn yet"
                painter.setFont(plain)
                painter.setPen(QColor(t.label))
                self._text(painter, QRect(left, top, area.width() - 2 * _PAD, height), line.note, flush, cut=True)
                continue
            self._band(painter, area, rect, index)
            painter.setFont(bold)
            painter.setPen(QColor(t.label))
            self._text(painter, QRect(left, top, number_w, height), str(line.number), flush)
            x = left + number_w
            for side in (0, 1):
                # The winner stays bold; a table still out has both bold.
                painter.setFont(bold if line.winner in (None, side) else plain)
                painter.setPen(QColor(t.team[side]))
                # The first team flush right and the second flush left, either side of the dash.
                box = QRect(x, top, name_w, height).adjusted(fit.px // 4 if side == 0 else 0, 0, 0, 0)
                self._text(painter, box, line.teams[side], right if side == 0 else flush, cut=True)
                x += name_w
                if side == 0:
                    painter.setFont(plain)
                    painter.setPen(QColor(t.text))
                    self._text(painter, QRect(x, top, dash_w, height), "–", Qt.AlignmentFlag.AlignHCenter)
                    x += dash_w
            painter.setFont(plain)
            painter.setPen(QColor(t.text))
            self._text(painter, QRect(x_dealer, top, dealer_w, height), line.dealer, flush, cut=True)
            box = QRect(x_dealer + dealer_w, top, result_w - 6, height)
            if line.scored:
                painter.setFont(bold)
                self._text(painter, box, line.result, right)
            else:
                painter.setFont(_font(fit.px, italic=True))
                painter.setPen(QColor(t.muted))
                self._text(painter, box, self.waiting_text, right, cut=True)

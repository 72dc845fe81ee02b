"""A round on paper: the draw, a table card and a score slip per table, painted with a :class:`QPainter`.

The draw's page lists every table (teams, first dealer, code) and the byes, for the desk's wall. A table card
is a tent: folded across the middle it stands on the table, its number readable from both sides. A score slip
has the table's number and code, both teams and their seats, the first dealer drawn by lot, a ruled grid for
the hands (each hand's dealer printed) and running totals, the final totals, a box for time called, and both
teams' signature lines. Paper colours (black on white), whatever the window's theme.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice, QPainter, QPen

from tarbish_score.qt.scoresheet.layout import HEAD_BG, ZEBRA
from tarbish_score.words.tournament import format_title
from tarbish_score.words.tournament_paper import (
    bye_line,
    deal_passes_text,
    dealer_cell,
    first_dealer_text,
    game_text,
    paper_text,
    player_text,
    round_title,
    seat_text,
    signature_text,
    table_title,
    team_of_table_text,
)

if TYPE_CHECKING:
    from tarbish_score.model.tournament import RoundState, Table, Tournament

__all__ = ["HAND_ROW_MM", "Page", "paint_card", "paint_draw", "paint_slip", "round_pages"]

#: The height of one hand's row of the slip's grid, in millimetres (room for a pencilled number).
HAND_ROW_MM: Final = 7.0
_GREY: Final = "#555555"
_LEFT: Final = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_RIGHT: Final = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_CENTRE: Final = int(Qt.AlignmentFlag.AlignCenter)


class Page:
    """A painter on one page of a device, measured in millimetres of the printable area.

    Args:
        painter: the painter, active on ``device``.
        device: the PDF writer or printer.
    """

    def __init__(self, painter: QPainter, device: QPagedPaintDevice) -> None:
        self.painter = painter
        self.device = device
        self.dpi = float(device.logicalDpiY())
        rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
        #: The printable area's width and height, in millimetres.
        self.width = rect.width() * 25.4 / self.dpi
        self.height = rect.height() * 25.4 / self.dpi

    def px(self, mm: float) -> float:
        """``mm`` millimetres in device pixels."""
        return mm * self.dpi / 25.4

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        """A rectangle given in millimetres, in device pixels."""
        return QRectF(self.px(x), self.px(y), self.px(w), self.px(h))

    def font(self, points: float, *, bold: bool = False, fixed: bool = False) -> QFont:
        """Set and return the painter's font: ``points`` high, bold or not, fixed-width for codes."""
        font = QFont("monospace") if fixed else QFont()
        if fixed:
            font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSizeF(points)
        font.setBold(bold)
        self.painter.setFont(font)
        return font

    def text(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        flags: int = _LEFT,
        colour: str = "#000000",
        *,
        shrink: float = 0.7,
    ) -> None:
        """``text`` in the box on one line: in a smaller font (down to ``shrink`` of its size) when it is
        wider than the box, and only then cut short with …."""
        box = self.rect(x, y, w, h)
        font = self.painter.font()
        metrics = QFontMetricsF(font, self.device)
        wide = metrics.horizontalAdvance(text)
        if wide > box.width():
            smaller = QFont(font)
            smaller.setPointSizeF(
                font.pointSizeF() * max(shrink, 0.97 * box.width() / wide)
            )  # sizes round: room to spare
            self.painter.setFont(smaller)
            metrics = QFontMetricsF(smaller, self.device)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
        self.painter.setPen(QColor(colour))
        self.painter.drawText(box, flags, shown)
        self.painter.setFont(font)

    def fitted(self, x: float, y: float, w: float, h: float, text: str, colour: str = "#000000") -> None:
        """``text`` centred in the box, its font as small as it takes to fit the box's width."""
        self.text(x, y, w, h, text, _CENTRE, colour, shrink=0.0)

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.25, *, dashed: bool = False) -> None:
        """A black line, ``width`` millimetres thick."""
        pen = QPen(QColor("#000000"), self.px(width))
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.painter.setPen(pen)
        self.painter.drawLine(QPointF(self.px(x1), self.px(y1)), QPointF(self.px(x2), self.px(y2)))

    def box(self, x: float, y: float, w: float, h: float, width: float = 0.25, fill: str | None = None) -> None:
        """A ruled rectangle, filled with ``fill`` when given."""
        self.painter.setPen(QPen(QColor("#000000"), self.px(width)))
        if fill is None:
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            self.painter.setBrush(QColor(fill))
        self.painter.drawRect(self.rect(x, y, w, h))
        self.painter.setBrush(Qt.BrushStyle.NoBrush)


def paint_draw(page: Page, tournament: Tournament, rnd: RoundState, title: str = "") -> None:
    """The round's draw on one page: each table's teams, first dealer and code, then the byes."""
    name = tournament.team
    page.font(16, bold=True)
    heading = f"{paper_text('draw')} · {round_title(rnd.number, tournament.planned_rounds)}"
    page.text(0, 0, page.width, 9, heading, colour=HEAD_BG)
    page.font(9)
    sub = " · ".join(part for part in (title, format_title(tournament.settings.format), game_text(tournament)) if part)
    page.text(0, 9, page.width, 6, sub, colour=_GREY)
    columns = (  # (width in mm, header)
        (14.0, paper_text("table")),
        ((page.width - 14 - 36 - 26) / 2, team_of_table_text(0)),
        ((page.width - 14 - 36 - 26) / 2, team_of_table_text(1)),
        (26.0, paper_text("first_dealer")),
        (36.0, paper_text("code")),
    )
    row = min(7.0, (page.height - 40) / max(len(rnd.draw.tables) + 1, 1))
    y = 18.0
    page.box(0, y, page.width, row, 0.2, HEAD_BG)
    x = 0.0
    page.font(8.5, bold=True)
    for width, header in columns:
        page.text(x + 1.5, y, width - 3, row, header, colour="#ffffff")
        x += width
    size = min(10.0, row * 1.45)
    for index, table in enumerate(rnd.draw.tables):
        y += row
        if index % 2:
            page.painter.fillRect(page.rect(0, y, page.width, row), QColor(ZEBRA))
        page.box(0, y, page.width, row, 0.15)
        a, b = (name(t).name for t in table.teams)
        cells = (str(table.number), a, b, seat_text(table.first_dealer), table.code)
        x = 0.0
        for (width, _), cell in zip(columns, cells, strict=True):
            page.font(size, bold=cell == cells[0], fixed=cell == table.code)
            page.text(x + 1.5, y, width - 3, row, cell)
            x += width
    byes = bye_line([name(t).name for t in rnd.draw.byes])
    if byes:
        page.font(10, bold=True)
        page.text(0, y + row + 3, page.width, 7, byes)


def paint_card(page: Page, tournament: Tournament, rnd: RoundState, table: Table) -> None:
    """The table card: a tent folded across the middle, the same face on both halves (the top one upside down)."""
    half = page.height / 2
    page.line(0, half, page.width, half, 0.2, dashed=True)
    _card_face(page, tournament, rnd, table, half, half)
    painter = page.painter
    painter.save()
    painter.translate(page.px(page.width), page.px(half))
    painter.rotate(180)
    _card_face(page, tournament, rnd, table, 0, half)
    painter.restore()


def _card_face(page: Page, tournament: Tournament, rnd: RoundState, table: Table, top: float, height: float) -> None:
    a, b = (tournament.team(t).name for t in table.teams)
    middle = top + height / 2
    page.font(14)
    page.text(0, top + 8, page.width, 10, round_title(rnd.number, tournament.planned_rounds), _CENTRE, _GREY)
    page.font(80, bold=True)
    page.fitted(0, middle - 32, page.width, 42, table_title(table.number), HEAD_BG)
    page.font(18, bold=True)
    page.fitted(0, middle + 14, page.width, 11, a)
    page.font(12)
    page.text(0, middle + 25, page.width, 7, paper_text("vs"), _CENTRE, _GREY)
    page.font(18, bold=True)
    page.fitted(0, middle + 32, page.width, 11, b)


def paint_slip(page: Page, tournament: Tournament, rnd: RoundState, table: Table, title: str = "") -> None:
    """The score slip of ``table``: heading and code, teams and seats, first dealer, the grid, the signatures."""
    width = page.width
    teams = [tournament.team(t) for t in table.teams]
    # The heading: the table, the round and the game, the code in a box on the right.
    code_w = 52.0
    left = width - code_w - 4
    page.font(9)
    page.text(0, 0, left, 5, " · ".join(part for part in (title, paper_text("slip")) if part), colour=_GREY)
    page.font(24, bold=True)
    page.text(0, 5, left, 12, table_title(table.number), colour=HEAD_BG)
    page.font(12)
    page.text(0, 17, left, 6, round_title(rnd.number, tournament.planned_rounds))
    page.font(9)
    page.text(0, 23, left, 5, game_text(tournament), colour=_GREY)
    page.box(width - code_w, 3, code_w, 22, 0.5)
    page.font(8)
    page.text(width - code_w, 4, code_w, 5, paper_text("code"), _CENTRE, _GREY)
    page.font(20, bold=True, fixed=True)
    page.text(width - code_w, 9, code_w, 14, table.code, _CENTRE)
    # The teams and their seats.
    y = 30.0
    column = (width - 6) / 2
    for side, entrant in enumerate(teams):
        x = side * (column + 6)
        page.box(x, y, column, 24, 0.3)
        page.font(8)
        page.text(x + 2, y + 1, column - 4, 5, team_of_table_text(side), colour=_GREY)
        page.font(13, bold=True)
        page.text(x + 2, y + 6, column - 4, 7, entrant.name, shrink=0.6)
        page.font(10)
        for place in (0, 1):
            seat = side + 2 * place
            page.text(x + 2, y + 13 + 5 * place, column - 4, 5, f"{seat_text(seat)}: {player_text(entrant, place)}")
    y += 27
    page.font(10, bold=True)
    page.text(0, y, width, 5.5, first_dealer_text(tournament, table))
    page.font(8.5)
    page.text(0, y + 5.5, width, 4.5, deal_passes_text(), colour=_GREY)
    y += 12
    bottom = _paint_grid(page, tournament, table, y, page.height - 32)
    # Time called, the signatures, the hand-in line.
    y = bottom + 3
    page.box(0, y + 0.8, 3.4, 3.4, 0.3)
    page.font(9)
    page.text(5, y, width - 5, 5, paper_text("time_called"))
    y += 14
    for side, entrant in enumerate(teams):
        x = side * (column + 6)
        page.line(x, y, x + column, y, 0.35)
        page.font(8.5)
        page.text(x, y + 0.8, column, 5, signature_text(side, entrant.name), shrink=0.6)
    page.font(8)
    page.text(0, page.height - 5, width, 5, paper_text("hand_in"), colour=_GREY)


def _paint_grid(page: Page, tournament: Tournament, table: Table, top: float, limit: float) -> float:
    """The ruled grid of hands from ``top`` down to at most ``limit`` (mm); returns where it ends."""
    width = page.width
    narrow = (15.0, 21.0)
    wide = (width - sum(narrow)) / 4
    edges = [0.0, narrow[0], sum(narrow)]
    for k in range(1, 5):
        edges.append(sum(narrow) + k * wide)
    names = [tournament.team(t).name for t in table.teams]
    head = 6.0
    # Two header rows: the team's name over its two columns, then Points / Total.
    page.box(0, top, width, 2 * head, 0.3, HEAD_BG)
    page.font(8, bold=True)
    page.text(1, top + head / 2, narrow[0] - 2, head, paper_text("hand"), _CENTRE, "#ffffff")
    page.text(edges[1] + 1, top + head / 2, narrow[1] - 2, head, paper_text("dealer"), _CENTRE, "#ffffff")
    for side in (0, 1):
        x = edges[2 + 2 * side]
        page.font(9, bold=True)
        page.text(x + 1, top, 2 * wide - 2, head, names[side], _CENTRE, "#ffffff")
        page.font(8.5)
        page.text(x, top + head, wide, head, paper_text("points"), _CENTRE, "#ffffff")
        page.text(x + wide, top + head, wide, head, paper_text("total"), _CENTRE, "#ffffff")
    y = top + 2 * head
    rows = max(int((limit - y - HAND_ROW_MM - 1) // HAND_ROW_MM), 1)
    page.font(9)
    for index in range(1, rows, 2):  # every other row filled first, so no fill covers a rule
        page.painter.fillRect(page.rect(0, y + index * HAND_ROW_MM, width, HAND_ROW_MM), QColor(ZEBRA))
    for index in range(rows):
        page.text(0, y, narrow[0] - 2, HAND_ROW_MM, str(index + 1), _RIGHT, _GREY)
        page.text(edges[1], y, narrow[1], HAND_ROW_MM, dealer_cell(table.first_dealer, index), _CENTRE, _GREY)
        y += HAND_ROW_MM
        page.line(0, y, width, y, 0.15)
    # The final totals: a heavier row.
    page.box(0, y, width, HAND_ROW_MM + 1, 0.6)
    page.font(9, bold=True)
    page.text(1.5, y, sum(narrow) - 3, HAND_ROW_MM + 1, paper_text("final"))
    end = y + HAND_ROW_MM + 1
    for k, x in enumerate(edges):
        heavy = k in (2, 4)
        # The Points / Total rule starts under the team's name; the Hand / Dealer rule stops above the final row.
        page.line(x, top + (head if k in (3, 5) else 0), x, y if k == 1 else end, 0.5 if heavy else 0.2)
    page.box(0, top, width, end - top, 0.5)
    return end


def round_pages(rnd: RoundState, *, draw: bool = True, cards: bool = True) -> list[tuple[str, Table | None]]:
    """The pages of a round's paper, in order: the draw, every table's card, every table's slip.

    Returns:
        ``(kind, table)`` per page: kind ``"draw"`` (table None), ``"card"`` or ``"slip"``.
    """
    pages: list[tuple[str, Table | None]] = [("draw", None)] if draw else []
    if cards:
        pages += [("card", table) for table in rnd.draw.tables]
    return pages + [("slip", table) for table in rnd.draw.tables]

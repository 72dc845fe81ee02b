"""The scoresheet on paper: cut into pages of a device, painted with page numbers, the race chart and
the statistics after the rounds, each under the one before where it fits.

The layout is a :class:`QTextDocument` per part, printed with :meth:`QTextDocument.drawContents`
on a :class:`QPdfWriter` or a :class:`QPrinter`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QTextDocument

from tarbish_score.qt.scoresheet.layout import SheetInfo, scoresheet_html, sheet_parts, short_name
from tarbish_score.qt.scoresheet.statistics_page import statistics_html
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.exchange.paper import Paper
    from tarbish_score.model import Match

__all__ = [
    "PAGE_SIZES",
    "ChartPainter",
    "Part",
    "layout_pages",
    "paginate",
    "paint_scoresheet",
    "scoresheet_document",
    "set_paper",
    "statistics_pages",
]

#: Height of the page-number line under each page's body, in millimetres.
_FOOTER_MM = 6.0
#: Space between two parts that share a page (the rounds' end, the race chart, the statistics), in millimetres.
_GAP_MM = 8.0
#: Height of the race chart's heading line, in millimetres.
_CHART_HEADING_MM = 12.0
#: The race chart's height for its width: 3/5 (5:3) where the page has room, never flatter than 1/3 (3:1).
_CHART_SHAPE = 3 / 5
_CHART_FLATTEST = 1 / 3


def scoresheet_document(match: Match, info: SheetInfo | None = None) -> QTextDocument:
    """The whole sheet as one document, for a preview (printing cuts it into pages: :func:`paint_scoresheet`).

    Needs a :class:`QGuiApplication`.

    Raises:
        TarbishError: a round does not score.
    """
    return _document(scoresheet_html(match, info))


def _document(html: str, device: QPagedPaintDevice | None = None, width: float = -1) -> QTextDocument:
    """A document of ``html`` in the sheet's font, laid out for ``device`` at ``width`` device pixels."""
    document = QTextDocument()
    if device is not None:
        # Lay out in the device's own pixels, so the fonts' point sizes are the printed ones.
        document.documentLayout().setPaintDevice(device)
    font = QFont()
    font.setPointSizeF(10)
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(html)
    document.setTextWidth(width)
    return document


def paginate(match: Match, device: QPagedPaintDevice, info: SheetInfo | None = None) -> list[QTextDocument]:
    """The sheet cut into pages of ``device``: never inside a round's row, the table header on every page.

    Page 1 has the title and the teams; the last page the final score, the
    verdict and the rules (rounds move over with them rather than leave the
    ending alone on a page). A row taller than a page gets a page of its own.

    Returns:
        One laid-out document per page, each at most :func:`_body_size` high.

    Raises:
        TarbishError: a round does not score.
    """
    parts = sheet_parts(match, info)
    width, height = _body_size(device)

    def layout(start: int, end: int, *, first: bool, last: bool) -> QTextDocument:
        return _document(parts.page(parts.rows[start:end], first=first, last=last), device, width)

    def fits(document: QTextDocument) -> bool:
        return document.size().height() <= height

    rows = len(parts.rows)
    pages: list[QTextDocument] = []
    start = 0
    while True:
        first = not pages
        ending = layout(start, rows, first=first, last=True)
        if fits(ending) or start >= rows:
            pages.append(ending)
            return pages
        # The most rows that fit (binary search: a page is laid out a handful of times, not once a row).
        end, high = start, rows
        while end < high:
            middle = (end + high + 1) // 2
            if fits(layout(start, middle, first=first, last=False)):
                end = middle
            else:
                high = middle - 1
        if end == rows and end - 1 > start and fits(layout(end - 1, rows, first=False, last=True)):
            end -= 1  # every row fits but not the ending: the last round goes over with it
        if end == start and first:
            # Not one round fits under the title and the teams: they get page 1 alone, the rounds follow.
            pages.append(_document(f"<html><body>{parts.top}</body></html>", device, width))
            continue
        end = max(end, start + 1)  # a row taller than the page: on a page of its own
        pages.append(layout(start, end, first=first, last=False))
        start = end


def _body_size(device: QPagedPaintDevice) -> tuple[float, float]:
    """(width, height) in device pixels of the page's printable area, less the page-number line."""
    rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
    return float(rect.width()), rect.height() - device.logicalDpiY() * _FOOTER_MM / 25.4


#: Paints a chart into a rectangle of a page: the race chart, handed in by the window or the
#: command (it is drawn with widgets, which this layer never imports). Arguments: the page's
#: painter and the rectangle (device pixels).
ChartPainter = Callable[[QPainter, QRectF], None]


@dataclass(frozen=True)
class Part:
    """One part of a page and its place on it.

    Attributes:
        kind: ``"rounds"`` (the title, the round table, the ending: :func:`paginate`'s pages),
            ``"chart"`` (the race chart under its heading) or ``"statistics"``.
        top: where it starts, in device pixels from the top of the page's body.
        height: how high it is, in device pixels.
        document: what is printed there; None for the race chart, which its painter draws.
    """

    kind: Literal["rounds", "chart", "statistics"]
    top: float
    height: float
    document: QTextDocument | None = None

    @property
    def bottom(self) -> float:
        """Where it ends, in device pixels from the top of the page's body."""
        return self.top + self.height


def layout_pages(
    match: Match, device: QPagedPaintDevice, info: SheetInfo | None = None, *, chart: bool = False
) -> list[list[Part]]:
    """The sheet's pages on ``device``, each the parts printed on it, top to bottom.

    The rounds first (:func:`paginate`), then the race chart (with ``chart``) and the statistics,
    each under the part before it when it fits there, else at the top of a new page: a short match
    takes no more pages than its content needs. The chart is 5:3 across the page where there is
    room, flatter (down to 3:1) to fit under the rounds, or to let the statistics share its page.

    Raises:
        TarbishError: a round does not score.
    """
    width, height = _body_size(device)
    gap = device.logicalDpiY() * _GAP_MM / 25.4
    heading = device.logicalDpiY() * _CHART_HEADING_MM / 25.4
    flattest = heading + width * _CHART_FLATTEST
    pages = [[Part("rounds", 0.0, page.size().height(), page)] for page in paginate(match, device, info)]

    def place(kind: Literal["chart", "statistics"], least: float, most: float, document: QTextDocument | None) -> None:
        last = pages[-1][-1]
        room = height - last.bottom - gap
        if room < least and last.kind == "chart" and room + last.height - flattest >= least:
            # A flatter chart makes room for what follows it on its page.
            pages[-1][-1] = replace(last, height=last.height - (least - room))
            room = least
        if room >= least:
            pages[-1].append(Part(kind, height - room, min(most, room), document))
        else:
            pages.append([Part(kind, 0.0, min(most, height), document)])

    if chart:
        place("chart", flattest, heading + width * _CHART_SHAPE, None)
    for document in statistics_pages(match, device):
        place("statistics", document.size().height(), document.size().height(), document)
    return pages


def paint_scoresheet(
    match: Match, device: QPagedPaintDevice, info: SheetInfo | None = None, *, chart: ChartPainter | None = None
) -> int:
    """Paint the sheet page by page on ``device`` (a PDF writer or a printer), with page numbers.

    Args:
        match: the match.
        device: the PDF writer or printer.
        info: when the match was kept, its log and id.
        chart: paints the race chart after the rounds (None: no chart), where it fits (:func:`layout_pages`).

    Returns:
        The number of pages.

    Raises:
        TarbishError: a round does not score.
    """
    pages = layout_pages(match, device, info, chart=chart is not None)
    width, _ = _body_size(device)
    total = len(pages)
    painter = QPainter(device)
    try:
        for number, parts in enumerate(pages, start=1):
            if number > 1:
                device.newPage()
            for part in parts:
                area = QRectF(0, part.top, width, part.height)
                if part.document is not None:
                    painter.save()
                    painter.translate(0, part.top)
                    part.document.drawContents(painter, QRectF(0, 0, width, part.height))
                    painter.restore()
                elif chart is not None:
                    _paint_chart(painter, device, match, chart, area)
            if total > 1:
                _paint_page_number(painter, device, number, total)
    finally:
        painter.end()
    return total


def _paint_page_number(painter: QPainter, device: QPagedPaintDevice, number: int, total: int) -> None:
    """ "Page 2 of 3" at the bottom right of the page."""
    width, height = _body_size(device)
    font = QFont()
    font.setPointSizeF(8)
    painter.setFont(font)
    painter.setPen(QColor("#555555"))
    footer = QRectF(0, height, width, device.logicalDpiY() * _FOOTER_MM / 25.4)
    text = translate("Scoresheet", "Page {n} of {total}").format(n=number, total=total)
    painter.drawText(footer, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom), text)


def _paint_chart(painter: QPainter, device: QPagedPaintDevice, match: Match, chart: ChartPainter, area: QRectF) -> None:
    """The race chart in ``area``: a heading line, then the chart across the page's width under it."""
    heading = QFont()
    heading.setPointSizeF(14)
    heading.setBold(True)
    painter.setFont(heading)
    painter.setPen(QColor(Qt.GlobalColor.black))  # paper: black on white whatever the window's theme
    line = device.logicalDpiY() * _CHART_HEADING_MM / 25.4
    title = translate("Scoresheet", "The race: {a} against {b}, first to {target}").format(
        a=short_name(match.teams[0].name, "title"),
        b=short_name(match.teams[1].name, "title"),
        target=match.rules.winning_total,
    )
    painter.drawText(
        QRectF(area.left(), area.top(), area.width(), line),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
        title,
    )
    painter.save()
    chart(painter, QRectF(area.left(), area.top() + line, area.width(), area.height() - line))
    painter.restore()


def statistics_pages(match: Match, device: QPagedPaintDevice) -> list[QTextDocument]:
    """The statistics page laid out for ``device`` (none for a match without a round).

    Raises:
        TarbishError: a round does not score.
    """
    if not match.rounds:
        return []
    width, _ = _body_size(device)
    return [_document(statistics_html(match), device, width)]


#: Qt's page size of each paper the scoresheet is made for.
PAGE_SIZES: dict[Paper, QPageSize.PageSizeId] = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


def set_paper(device: QPagedPaintDevice, paper: Paper = "a4") -> None:
    """Lay ``device`` out for ``paper`` ("a4" or "letter"), portrait, with 15 mm margins."""
    layout = QPageLayout(
        QPageSize(PAGE_SIZES[paper]),
        QPageLayout.Orientation.Portrait,
        QMarginsF(15, 15, 15, 15),
        QPageLayout.Unit.Millimeter,
    )
    device.setPageLayout(layout)

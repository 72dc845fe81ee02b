"""The scoresheet on paper: cut into pages of a device, painted with page numbers, the race chart's page
and the statistics page after the rounds.

The layout is a :class:`QTextDocument` per page, printed with :meth:`QTextDocument.drawContents`
on a :class:`QPdfWriter` or a :class:`QPrinter`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

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
    "paginate",
    "paint_scoresheet",
    "scoresheet_document",
    "set_paper",
    "statistics_pages",
]

#: Height of the page-number line under each page's body, in millimetres.
_FOOTER_MM = 6.0


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


def paint_scoresheet(
    match: Match, device: QPagedPaintDevice, info: SheetInfo | None = None, *, chart: ChartPainter | None = None
) -> int:
    """Paint the sheet page by page on ``device`` (a PDF writer or a printer), with page numbers.

    Args:
        match: the match.
        device: the PDF writer or printer.
        info: when the match was kept, its log and id.
        chart: paints the race chart on a page of its own after the rounds (None: no chart page).

    Returns:
        The number of pages.

    Raises:
        TarbishError: a round does not score.
    """
    pages: list[QTextDocument | None] = list(paginate(match, device, info))
    if chart is not None:
        pages.append(None)  # the race chart's page, after the rounds
    pages += statistics_pages(match, device)  # and the statistics last
    width, height = _body_size(device)
    total = len(pages)
    painter = QPainter(device)
    try:
        for number, page in enumerate(pages, start=1):
            if number > 1:
                device.newPage()
            if page is None and chart is not None:
                _paint_chart_page(painter, device, match, chart)
            elif page is not None:
                page.drawContents(painter, QRectF(0, 0, width, height))
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


def _paint_chart_page(painter: QPainter, device: QPagedPaintDevice, match: Match, chart: ChartPainter) -> None:
    """The race chart's page: a heading, then the chart across the page's width (5:3)."""
    width, _ = _body_size(device)
    heading = QFont()
    heading.setPointSizeF(14)
    heading.setBold(True)
    painter.setFont(heading)
    painter.setPen(QColor(Qt.GlobalColor.black))  # paper: black on white whatever the window's theme
    line = device.logicalDpiY() * 12 / 25.4
    title = translate("Scoresheet", "The race: {a} against {b}, first to {target}").format(
        a=short_name(match.teams[0].name, "title"),
        b=short_name(match.teams[1].name, "title"),
        target=match.rules.winning_total,
    )
    painter.drawText(QRectF(0, 0, width, line), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)
    painter.save()
    chart(painter, QRectF(0, line, width, width * 3 / 5))
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

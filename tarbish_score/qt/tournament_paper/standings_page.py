"""The standings on paper: every team in order with its record, then the tie-break report in sentences.

The layout is HTML in a :class:`QTextDocument` cut into pages of the device (a row never split, the table's
header on every page); paper colours, whatever the window's theme.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPainter, QTextDocument, QTextTable

from tarbish_score.qt.scoresheet.layout import HEAD_BG, ZEBRA, escape
from tarbish_score.words.tournament import format_title, signed_points, tie_break_report, tie_break_title
from tarbish_score.words.tournament_paper import (
    STANDINGS_COLUMNS,
    game_text,
    paper_text,
    place_text,
    standings_title,
)
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model.tournament import Tournament

__all__ = ["paint_standings", "standings_html"]

#: Height of the page-number line under each page's body, in millimetres.
_FOOTER_MM = 6.0


def standings_html(tournament: Tournament, title: str = "") -> str:
    """The standings' HTML: the heading, the table, the tie-break order and the report."""
    standings = tournament.standings
    columns = [translate("TournamentPaper", column) for column in STANDINGS_COLUMNS]
    # The PDF shows the players in one cell under the team's name (the CSV keeps them apart), and the
    # drawn games and the byes only when there are some (the CSV always has them).
    drawn = any(row.draws for row in standings.rows)
    byes = any(row.byes for row in standings.rows)
    kept = [4, 5, *([6] if drawn else []), 7, *([8] if byes else []), 9, 10, 11]
    shown = [columns[0], columns[1], *(columns[i] for i in kept)]
    head = f'bgcolor="{HEAD_BG}" style="color:#ffffff"'
    numbers_width = 9 * (len(kept) - 1) + 11
    widths = ["6%", f"{100 - 6 - numbers_width}%"] + ["9%"] * (len(kept) - 1) + ["11%"]
    cells = "".join(
        f'<th {head} width="{w}" align={"left" if i < 2 else "right"} style="font-size:8pt">{escape(c)}</th>'
        for i, (c, w) in enumerate(zip(shown, widths, strict=True))
    )
    body = []
    for index, row in enumerate(standings.rows):
        team = tournament.team(row.team)
        points_for = sum(g.points_for for g in row.games)
        points_against = sum(g.points_against for g in row.games)
        players = " · ".join(p for p in team.players if p)
        name = f"<b>{escape(team.name)}</b>"
        if row.withdrawn:
            name += f" <i>({escape(paper_text('withdrawn'))})</i>"
        if players:
            name += f'<br/><span style="font-size:8pt; color:#555555">{escape(players)}</span>'
        difference = points_for - points_against
        values: dict[int, object] = {
            4: row.played,
            5: row.wins,
            6: row.draws,
            7: row.played - row.wins - row.draws,
            8: row.byes,
            9: points_for,
            10: points_against,
            11: signed_points(difference),
        }
        zebra = f' bgcolor="{ZEBRA}"' if index % 2 else ""
        body.append(
            f"<tr{zebra}><td><b>{escape(place_text(row))}</b></td><td>{name}</td>"
            + "".join(f"<td align=right>{escape(values[i])}</td>" for i in kept)
            + "</tr>"
        )
    order = ", ".join(tie_break_title(c) for c in standings.order)
    sub = " · ".join(part for part in (title, format_title(tournament.settings.format), game_text(tournament)) if part)
    report = tie_break_report(standings, lambda team: tournament.team(team).name)
    said = "".join(f"<li>{escape(sentence)}</li>" for sentence in report)
    shared = any(row.shared for row in standings.rows)
    order_line = translate("TournamentPaper", "Order of the tie-breaks: {order}.").format(order=order)
    heading = escape(standings_title(tournament))
    return (
        "<html><body>"
        f'<p style="font-size:20pt; font-weight:bold; color:{HEAD_BG}; margin:0">{heading}</p>'
        f'<p style="color:#555555; margin-top:2px">{escape(sub)}</p>'
        f'<table width="100%" cellspacing="0" cellpadding="3" border="0"><thead><tr>{cells}</tr></thead>'
        f"{''.join(body)}</table>"
        + (f'<p style="font-size:8pt; color:#555555">{escape(paper_text("shared"))}</p>' if shared else "")
        + f'<p style="font-size:13pt; font-weight:bold; color:{HEAD_BG}; margin-top:12px">'
        f"{escape(paper_text('report'))}</p>"
        f"<p>{escape(order_line)}</p>"
        + (f"<ul>{said}</ul>" if said else f"<p>{escape(paper_text('no_ties'))}</p>")
        + "</body></html>"
    )


def _body_size(device: QPagedPaintDevice) -> tuple[float, float]:
    rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
    return float(rect.width()), rect.height() - device.logicalDpiY() * _FOOTER_MM / 25.4


def paint_standings(tournament: Tournament, device: QPagedPaintDevice, title: str = "") -> int:
    """Paint the standings page by page on ``device`` (a PDF writer or a printer), with page numbers.

    Returns:
        The number of pages.
    """
    width, height = _body_size(device)
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)  # the fonts' point sizes are the printed ones
    font = QFont()
    font.setPointSizeF(10)
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(standings_html(tournament, title))
    for frame in document.rootFrame().childFrames():
        if isinstance(frame, QTextTable):  # the standings: their header on every page
            table_format = frame.format()
            table_format.setHeaderRowCount(1)
            frame.setFormat(table_format)
    document.setPageSize(QSizeF(width, height))
    total = document.pageCount()
    painter = QPainter(device)
    try:
        for number in range(total):
            if number:
                device.newPage()
            painter.save()
            painter.translate(0, -number * height)
            document.drawContents(painter, QRectF(0, number * height, width, height))
            painter.restore()
            if total > 1:
                footer_font = QFont()
                footer_font.setPointSizeF(8)
                painter.setFont(footer_font)
                painter.setPen(QColor("#555555"))
                footer = QRectF(0, height, width, device.logicalDpiY() * _FOOTER_MM / 25.4)
                text = translate("Scoresheet", "Page {n} of {total}").format(n=number + 1, total=total)
                painter.drawText(footer, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom), text)
    finally:
        painter.end()
    return total

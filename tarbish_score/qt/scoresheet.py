"""The printable scoresheet: a tidy paper Tarabish sheet, as PDF or on the printer.

One page (more for a long match) with the date, both teams and their players,
a round-by-round table (dealer, caller and trump, each team's points and
running total, runs and bella noted, bait marked), the final score with the
winner, and the rules the match was played under. Every number comes from the
engine (:attr:`Match.score`); the layout is a :class:`QTextDocument` in HTML,
printed with :meth:`QTextDocument.print_` to a :class:`QPdfWriter` or a
:class:`QPrinter`.

Needs a :class:`QGuiApplication` (for fonts): the headless ``export --format pdf``
gets one from :func:`ensure_gui_application`.
"""

from __future__ import annotations

import html
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from tarbish_score import __version__
from tarbish_score.words.formats import format_date
from tarbish_score.words.game import outcome_text, run_kind, suit_name
from tarbish_score.words.rules import preset_label, switch_title, switch_value_text
from tarbish_score.words.translation import translate  # Qt's catalogues, and English's plural forms without one

if TYPE_CHECKING:
    from tarbish_score.exchange.paper import Paper
    from tarbish_score.model import Match, RoundInput, RoundScore
    from tarbish_score.storage import LogEntry

__all__ = [
    "SheetInfo",
    "ensure_gui_application",
    "offscreen_without_display",
    "print_scoresheet",
    "scoresheet_document",
    "scoresheet_html",
    "set_paper",
    "statistics_html",
    "statistics_pages",
    "write_scoresheet_pdf",
]

_BAIT_BG = "#f8d7d3"
_WIN_BG = "#fbe7a1"
_HEAD_BG = "#1f4e3d"
_ZEBRA = "#f3f6f4"
_RED = "#b3261e"

#: Height of the page-number line under each page's body, in millimetres.
_FOOTER_MM = 6.0

_app: QGuiApplication | None = None


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


@dataclass(frozen=True)
class SheetInfo:
    """What the sheet says besides the match itself.

    Attributes:
        played: when the match was played (its start), or None for today's date.
        finished: when it ended, or None.
        log: its audit trail, to name its net corrections; empty when unknown (nothing is said).
        match_id: its archive id, or None.
    """

    played: datetime | None = None
    finished: datetime | None = None
    log: Sequence[LogEntry] = ()
    match_id: int | None = None


def ensure_gui_application() -> QGuiApplication:
    """The running Qt GUI application, or a new one (offscreen when there is no display).

    ``QT_QPA_PLATFORM=offscreen`` is set only when no platform is chosen and
    there is no X11 or Wayland display (Linux and other Unix).
    """
    global _app
    existing = QGuiApplication.instance()
    if isinstance(existing, QGuiApplication):
        return existing
    offscreen_without_display()
    _app = QGuiApplication(sys.argv[:1])
    return _app


def offscreen_without_display() -> None:
    """Choose Qt's offscreen platform when none is chosen and there is no X11 or Wayland display
    (Linux and other Unix), so a headless command can still make a Qt application."""
    if (
        sys.platform not in ("win32", "darwin")
        and not os.environ.get("QT_QPA_PLATFORM")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


#: The most characters of a name the sheet prints (a longer one is cut short with …): in the teams at the
#: top and the verdict, in the round table's column titles, and in its dealer and caller cells (one line).
NAME_CHARS: Final = {"top": 48, "title": 32, "cell": 18}


def short_name(name: str, where: str) -> str:
    """``name`` cut short with … to the most characters :data:`NAME_CHARS` allows ``where``.

    A long team or player name must never push the rounds off the page (issue 15).
    """
    limit = NAME_CHARS[where]
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def _player(match: Match, seat: int, where: str = "cell") -> str:
    return short_name(match.player(seat), where)


def _date(moment: datetime | None) -> str:
    return format_date(moment or datetime.now().astimezone())


def _call_cell(match: Match, round_input: RoundInput) -> str:
    from tarbish_score.model import NoTrump, Outcome

    if round_input.thrown_in or round_input.caller is None:
        return f"<i>{_e(outcome_text(Outcome.THROWN_IN))}</i>"
    trump = round_input.trump
    if trump is None:
        suit = ""
    elif trump is NoTrump.NONE:
        suit = f" {_e(suit_name(NoTrump.NONE))}"
    else:
        colour = _RED if trump.value in ("hearts", "diamonds") else "#000000"
        suit = f'&nbsp;<span style="color:{colour}">{trump.symbol}</span>'
    forced = " <small>(" + _e(translate("Scoresheet", "forced")) + ")</small>" if round_input.forced else ""
    return f"{_e(_player(match, round_input.caller)).replace(' ', '&nbsp;')}{suit}{forced}"


def _notes_cell(match: Match, round_input: RoundInput, scored: RoundScore) -> str:
    from tarbish_score.model import BELLA_POINTS, Outcome

    result = scored.result
    verdict = result.runs
    notes = []
    if result.outcome in (Outcome.BAIT, Outcome.HALF_BAIT) and result.callers is not None:
        went = (
            translate("Scoresheet", "{team} went bait")
            if result.outcome is Outcome.BAIT
            else translate("Scoresheet", "{team} went half bait")
        )
        notes.append(went.format(team=short_name(match.teams[result.callers].name, "title")))
    if verdict is not None and verdict.winner_team is not None and verdict.scoring:
        fifty = any(round_input.runs[i].is_fifty for i in verdict.scoring)
        kind = run_kind(fifty)
        seats = {round_input.runs[i].seat for i in verdict.scoring}
        who = " & ".join(_player(match, seat) for seat in sorted(seats))
        notes.append(
            translate("Scoresheet", "{kind} {points} ({who})").format(
                kind=kind, points=verdict.points[verdict.winner_team], who=who
            )
        )
    elif round_input.runs:
        notes.append(translate("Scoresheet", "runs cancelled"))
    if round_input.bella is not None:
        notes.append(
            translate("Scoresheet", "bella {points} ({who})").format(
                points=BELLA_POINTS, who=_player(match, round_input.bella)
            )
        )
    if round_input.sweep:
        notes.append(translate("Scoresheet", "sweep"))
    cell = _e(", ".join(notes))
    if round_input.note:  # the table's own note, in its words
        cell += ("<br/>" if cell else "") + f"<i>“{_e(round_input.note)}”</i>"
    return cell


def _points_cell(scored: RoundScore, team: int) -> tuple[str, str]:
    """(cell HTML, background colour) of one team's points in one round."""
    from tarbish_score.model import Outcome

    result = scored.result
    points = result.points[team]
    if result.callers == team and result.outcome in (Outcome.BAIT, Outcome.HALF_BAIT):
        tag = outcome_text(result.outcome)
        return (
            f'<b>{points}</b> <span style="color:{_RED}; font-size:7pt"><b>{_e(tag)}</b></span>',
            _BAIT_BG,
        )
    if result.outcome is Outcome.THROWN_IN:
        return "–", ""
    return str(points), ""


def _rules_text(match: Match) -> str:
    rules = match.rules
    parts = [
        translate("Scoresheet", "{preset}: first to {target}").format(
            preset=preset_label(rules.preset), target=rules.target
        ),
    ]
    for key, value in rules.to_mapping().items():
        if key in ("preset", "target"):
            continue
        parts.append(f"{switch_title(key)}: {switch_value_text(key, value)}")
    return "; ".join(parts)


@dataclass(frozen=True)
class _SheetParts:
    """The sheet's HTML in pieces, so the round table can be cut into pages between rows.

    Attributes:
        top: title, date and the two teams with their score (page 1 only).
        head: the round table's two header rows (repeated on every page).
        rows: one ``<tr>`` per round.
        final: the table's final-score row (last page).
        bottom: the verdict, the rules and the legend (last page).
    """

    top: str
    head: str
    rows: tuple[str, ...]
    final: str
    bottom: str

    def page(self, rows: Sequence[str], *, first: bool, last: bool) -> str:
        """The HTML of one page: ``rows`` under the header, with the top and bottom where they belong."""
        table = (
            '<table width="100%" cellspacing="0" cellpadding="5" border="1" style="border-collapse:collapse; '
            'border-color:#888888; margin-top:14px; margin-bottom:14px; font-size:10pt">'
            f"{self.head}{''.join(rows)}{self.final if last else ''}</table>"
        )
        return f"<html><body>{self.top if first else ''}{table}{self.bottom if last else ''}</body></html>"


def scoresheet_html(match: Match, info: SheetInfo | None = None) -> str:
    """The whole sheet as the HTML subset :class:`QTextDocument` renders (one long page).

    Raises:
        TarbishError: a round does not score.
    """
    parts = _sheet_parts(match, info)
    return parts.page(parts.rows, first=True, last=True)


def _sheet_parts(match: Match, info: SheetInfo | None = None) -> _SheetParts:
    """The sheet's HTML pieces (see :class:`_SheetParts`).

    Raises:
        TarbishError: a round does not score.
    """
    info = info or SheetInfo()
    score = match.score
    names = [_e(short_name(team.name, "top")) for team in match.teams]
    titles = [_e(short_name(team.name, "title")) for team in match.teams]
    players = [_e(" & ".join(short_name(player, "top") for player in team.players)) for team in match.teams]
    played = _e(translate("Scoresheet", "Played on {date}").format(date=_date(info.played)))
    if match.note:
        played += f"<br/><i>{_e(match.note)}</i>"
    title, subtitle = _e(translate("Scoresheet", "Tarabish")), _e(translate("Scoresheet", "Scoresheet"))
    parts: list[str] = []
    parts.append(
        '<table width="100%" cellspacing="0" cellpadding="0"><tr>'
        f'<td><span style="font-size:24pt; font-weight:bold; color:{_HEAD_BG}">{title}</span>'
        f'<br/><span style="font-size:11pt; color:#555555">{subtitle}</span></td>'
        f'<td align="right" valign="bottom"><span style="font-size:11pt">{played}'
        "</span></td></tr></table>"
    )
    # The two teams, side by side, with their final score.
    cells = []
    winner = _e(translate("Scoresheet", "WINNER"))
    for team in (0, 1):
        won = score.winner == team
        background = f' bgcolor="{_WIN_BG}"' if won else ""
        crown = f'<br/><span style="font-size:10pt; color:{_HEAD_BG}"><b>{winner}</b></span>' if won else ""
        cells.append(
            f'<td width="50%" align="center"{background} style="padding:8px">'
            f'<span style="font-size:16pt; font-weight:bold">{names[team]}</span><br/>'
            f'<span style="font-size:10pt; color:#444444">{players[team]}</span><br/>'
            f'<span style="font-size:30pt; font-weight:bold">{score.totals[team]}</span>{crown}</td>'
        )
    parts.append(
        '<table width="100%" cellspacing="0" cellpadding="6" border="1" style="border-collapse:collapse; '
        f'border-color:#888888; margin-top:10px"><tr>{"".join(cells)}</tr></table>'
    )
    # The round table.
    head = f'bgcolor="{_HEAD_BG}" style="color:#ffffff"'
    dealer, called, notes = (
        _e(translate("Scoresheet", "Dealer")),
        _e(translate("Scoresheet", "Called")),
        _e(translate("Scoresheet", "Runs and bella")),
    )
    pts, total = _e(translate("Scoresheet", "pts")), _e(translate("Scoresheet", "total"))
    head_rows = [
        f'<tr><th rowspan="2" width="5%" {head}>#</th>'
        f'<th rowspan="2" width="15%" {head}>{dealer}</th>'
        f'<th rowspan="2" width="18%" {head}>{called}</th>'
        f'<th colspan="2" width="20%" {head}>{titles[0]}</th><th colspan="2" width="20%" {head}>{titles[1]}</th>'
        f'<th rowspan="2" width="23%" {head}>{notes}</th></tr>',
        f'<tr><th width="10%" {head}>{pts}</th><th width="10%" {head}>{total}</th>'
        f'<th width="10%" {head}>{pts}</th><th width="10%" {head}>{total}</th></tr>',
    ]
    rows: list[str] = []
    for scored in score.rounds:
        round_input = match.rounds[scored.number - 1]
        zebra = f' bgcolor="{_ZEBRA}"' if scored.number % 2 == 0 else ""
        cells = [
            f'<td nowrap align="center"{zebra}>{scored.number}</td>',
            f"<td nowrap{zebra}>{_e(_player(match, scored.dealer))}</td>",
            f"<td nowrap{zebra}>{_call_cell(match, round_input)}</td>",
        ]
        for team in (0, 1):
            text, background = _points_cell(scored, team)
            colour = f' bgcolor="{background}"' if background else zebra
            cells.append(f'<td nowrap align="right"{colour}>{text}</td>')
            cells.append(f'<td align="right"{zebra}><b>{scored.totals[team]}</b></td>')
        cells.append(f"<td{zebra}><small>{_notes_cell(match, round_input, scored)}</small></td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    final = []
    for team in (0, 1):
        background = f' bgcolor="{_WIN_BG}"' if score.winner == team else ""
        final.append(
            f'<td colspan="2" align="right"{background}><span style="font-size:14pt"><b>{score.totals[team]}</b>'
            "</span></td>"
        )
    final_score = _e(translate("Scoresheet", "Final score"))
    final_row = f'<tr><td colspan="3" align="right"><b>{final_score}</b></td>{"".join(final)}<td></td></tr>'
    # The result and the rules.
    if score.winner is not None:
        loser = 1 - score.winner
        rounds = len(score.rounds)
        verdict = translate("Scoresheet", "{winner} won {a} to {b} against {loser}, in %n round(s).", None, rounds)
        verdict = verdict.format(
            winner=short_name(match.teams[score.winner].name, "top"),
            a=score.totals[score.winner],
            b=score.totals[loser],
            loser=short_name(match.teams[loser].name, "top"),
        )
    elif score.drawn:
        rounds = len(score.rounds)
        verdict = translate("Scoresheet", "Drawn at {a} all, after %n round(s).", None, rounds)
        verdict = verdict.format(a=score.totals[0])
    else:
        rounds = len(score.rounds)
        verdict = translate("Scoresheet", "Not finished: %n round(s) played, first to {target} wins.", None, rounds)
        verdict = verdict.format(target=match.rules.target)
    rules, first_dealer = _e(translate("Scoresheet", "Rules")), _e(translate("Scoresheet", "First dealer"))
    lines = [
        f'<p style="font-size:13pt; margin-top:14px"><b>{_e(verdict)}</b></p>',
        f"<p><b>{rules}:</b> {_e(_rules_text(match))}<br/>",
        f"<b>{first_dealer}:</b> {_e(_player(match, match.first_dealer, 'top'))}",
    ]
    if info.log:
        lines.append(
            "<br/><b>" + _e(translate("Scoresheet", "Corrections")) + ":</b> " + _corrections_html(match, info)
        )
    lines.append("</p>")
    legend = translate(
        "Scoresheet",
        "Points are each team's score for the round, after bait; a shaded cell marks the callers going bait "
        "(BAIT: the opponents take everything on the table; HALF BAIT: equal totals, the callers score nothing).",
    )
    lines.append(f'<p style="font-size:8pt; color:#555555">{_e(legend)}<br/>')
    lines.append(_e(translate("Scoresheet", "Kept with Tarabish Score {version}").format(version=__version__)))
    if info.match_id is not None:
        lines.append(_e(translate("Scoresheet", ", match {id}").format(id=info.match_id)))
    lines.append("</p>")
    return _SheetParts("".join(parts), "".join(head_rows), tuple(rows), final_row, "".join(lines))


def _corrections_html(match: Match, info: SheetInfo) -> str:
    """The net corrections, one line each: "1<br/>Round 5 corrected: Us counted 50 → 60", or "none".

    Only net changes count: an undo and its redo, or an edit taken back, are no
    correction (``storage/corrections.py``); the audit log keeps every step.
    """
    from tarbish_score.storage.corrections import net_corrections

    corrections = net_corrections(info.log, len(match.rounds))
    if not corrections:
        return _e(translate("Scoresheet", "none"))
    return "<br/>".join([str(len(corrections)), *(_e(correction.text(match)) for correction in corrections)])


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
    parts = _sheet_parts(match, info)
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


# --- the statistics page (issue 15): the last page, one table per team and player ------------------


def statistics_html(match: Match) -> str:
    """The statistics page as HTML: one line per figure, a column per team then its two players.

    The figures are :func:`~tarbish_score.model.statistics.match_statistics`'s, in the lines and
    wording of the window's dialog (``words.statistics``), numbers in the user's locale.

    Raises:
        TarbishError: a round does not score.
    """
    from tarbish_score.model.statistics import match_statistics
    from tarbish_score.qt.numbers import statistic_text
    from tarbish_score.words.statistics import statistic_lines

    stats = match_statistics(match)
    head = f'bgcolor="{_HEAD_BG}" style="color:#ffffff"'
    sides = [
        (short_name(match.teams[0].name, "cell"), stats.teams[0], True),
        (_player(match, 0), stats.players[0], False),
        (_player(match, 2), stats.players[2], False),
        (short_name(match.teams[1].name, "cell"), stats.teams[1], True),
        (_player(match, 1), stats.players[1], False),
        (_player(match, 3), stats.players[3], False),
    ]
    titles = "".join(
        f'<th width="12%" {head}>{"<b>" if is_team else ""}{_e(name)}{"</b>" if is_team else ""}</th>'
        for name, _, is_team in sides
    )
    rows = [f'<tr><th width="28%" {head}></th>{titles}</tr>']
    for number, line in enumerate(statistic_lines()):
        zebra = f' bgcolor="{_ZEBRA}"' if number % 2 else ""
        cells = "".join(
            f'<td nowrap align="right"{zebra}>{"<b>" if is_team else ""}{_e(statistic_text(side, line))}'
            f"{'</b>' if is_team else ''}</td>"
            for _, side, is_team in sides
        )
        rows.append(f"<tr><td{zebra}>{_e(line.label)}</td>{cells}</tr>")
    title = _e(translate("Scoresheet", "Match statistics"))
    rounds = stats.rounds  # a plain name: lupdate reads only a name or a number as the count
    if stats.thrown_in:
        counted = translate("Scoresheet", "%n round(s), {t} of them thrown in.", None, rounds).format(t=stats.thrown_in)
    else:
        counted = translate("Scoresheet", "%n round(s).", None, rounds)
    legend = translate(
        "Scoresheet",
        "Bait rate as caller: the share of a side's calls that went bait or half bait. Average count: the "
        "callers' card points in the rounds they called. Biggest round: the most points scored in one round "
        "(for a player, in a round they called).",
    )
    return (
        f'<html><body><p><span style="font-size:18pt; font-weight:bold; color:{_HEAD_BG}">{title}</span><br/>'
        f'<span style="font-size:11pt">{_e(short_name(match.teams[0].name, "top"))} – '
        f"{_e(short_name(match.teams[1].name, 'top'))}: {_e(counted)}"
        "</span></p>"
        '<table width="100%" cellspacing="0" cellpadding="5" border="1" style="border-collapse:collapse; '
        f'border-color:#888888; margin-top:10px; font-size:10pt">{"".join(rows)}</table>'
        f'<p style="font-size:8pt; color:#555555">{_e(legend)}</p></body></html>'
    )


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


def write_scoresheet_pdf(
    match: Match,
    path: str | os.PathLike[str],
    info: SheetInfo | None = None,
    *,
    paper: Paper = "a4",
    chart: ChartPainter | None = None,
) -> Path:
    """Write the sheet as a PDF to ``path`` on ``paper`` (``"a4"`` or ``"letter"``), whole or not at all.

    ``chart`` paints the race chart on a page of its own (see :func:`paint_scoresheet`).
    The PDF is made in memory, then written by :func:`~tarbish_score.exchange.files.write_atomic`
    (a link keeps pointing where it did, a device is never replaced, the umask sets the mode).

    Raises:
        OSError: the file cannot be written; an existing file is left as it was.
        TarbishError: a round does not score.
    """
    from tarbish_score.exchange.files import write_atomic

    ensure_gui_application()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(
        translate("Scoresheet", "Tarabish: {a} against {b}").format(a=match.teams[0].name, b=match.teams[1].name)
    )
    writer.setCreator(f"Tarabish Score {__version__}")
    writer.setResolution(300)
    set_paper(writer, paper)
    paint_scoresheet(match, writer, info, chart=chart)
    del writer  # finishes the PDF into the buffer
    buffer.close()
    return write_atomic(path, bytes(buffer.data().data()))


def print_scoresheet(
    match: Match, printer: QPagedPaintDevice, info: SheetInfo | None = None, *, chart: ChartPainter | None = None
) -> None:
    """Print the sheet on ``printer`` (a :class:`QPrinter` set up by the print dialog); ``chart``: the race page.

    Raises:
        TarbishError: a round does not score.
    """
    paint_scoresheet(match, printer, info, chart=chart)

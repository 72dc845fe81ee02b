"""A tournament night on paper: a round's draw, table cards and score slips, and the standings, as PDF or printed.

What the command line and the desk window call:

- :func:`write_round_slips` / :func:`print_round_slips`: the round's draw, a table card (a tent to fold) and a
  score slip per table (:mod:`.slips`);
- :func:`write_standings_pdf` / :func:`print_standings`: the standings and the tie-break report
  (:mod:`.standings_page`); the CSV is ``exchange.tournament_csv.write_standings_csv``.

The paper is A4 or US Letter as for the match's scoresheet (``exchange.paper``; the window's choice is
``qt.preferences.chosen_paper``). Needs a :class:`QGuiApplication` (for fonts): the PDF writers make one
offscreen when there is none (``qt.scoresheet.ensure_gui_application``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QPagedPaintDevice, QPainter, QPdfWriter

from tarbish_score import __version__
from tarbish_score.model.errors import TournamentError
from tarbish_score.qt.scoresheet import ensure_gui_application, set_paper
from tarbish_score.qt.tournament_paper.slips import Page, paint_card, paint_draw, paint_slip, round_pages
from tarbish_score.qt.tournament_paper.standings_page import paint_standings, standings_html
from tarbish_score.words.tournament_paper import paper_text, round_title, standings_title

if TYPE_CHECKING:
    from tarbish_score.exchange.paper import Paper
    from tarbish_score.model.tournament import RoundState, Tournament

__all__ = [
    "paint_round",
    "paint_standings",
    "print_round_slips",
    "print_standings",
    "standings_html",
    "write_round_slips",
    "write_standings_pdf",
]


def _round(tournament: Tournament, round_number: int) -> RoundState:
    if not 1 <= round_number <= len(tournament.rounds):
        raise TournamentError(
            f"round {round_number} has not been drawn",
            code="round_unknown",
            field="round",
            params={"round": round_number},
        )
    return tournament.rounds[round_number - 1]


def paint_round(
    tournament: Tournament,
    round_number: int,
    device: QPagedPaintDevice,
    *,
    title: str = "",
    draw: bool = True,
    cards: bool = True,
) -> int:
    """Paint a round's paper on ``device``: the draw's page, each table's card, then each table's slip.

    Args:
        tournament: the tournament.
        round_number: the round, from 1.
        device: the PDF writer or printer, its paper set.
        title: the night's name, printed on the draw and each slip ("" for none).
        draw: begin with the draw's page.
        cards: print a table card for each table (before the slips).

    Returns:
        The number of pages.

    Raises:
        TournamentError: ``round_unknown``.
    """
    rnd = _round(tournament, round_number)
    pages = round_pages(rnd, draw=draw, cards=cards)
    painter = QPainter(device)
    try:
        page = Page(painter, device)
        for index, (kind, table) in enumerate(pages):
            if index:
                device.newPage()
            if table is None:
                paint_draw(page, tournament, rnd, title)
            elif kind == "card":
                paint_card(page, tournament, rnd, table)
            else:
                paint_slip(page, tournament, rnd, table, title)
    finally:
        painter.end()
    return len(pages)


def _pdf(title: str, paper: Paper) -> tuple[QBuffer, QPdfWriter]:
    """An in-memory PDF writer on ``paper``, titled ``title``."""
    ensure_gui_application()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator(f"Tarabish Score {__version__}")
    writer.setResolution(300)
    set_paper(writer, paper)
    return buffer, writer


def write_round_slips(
    tournament: Tournament,
    round_number: int,
    path: str | os.PathLike[str],
    paper: Paper = "a4",
    *,
    title: str = "",
    draw: bool = True,
    cards: bool = True,
) -> Path:
    """Write a round's draw, table cards and score slips as a PDF to ``path``, whole or not at all.

    See :func:`paint_round` for the pages. The PDF is made in memory, then written by
    ``exchange.files.write_atomic``.

    Raises:
        OSError: the file cannot be written; an existing file is left as it was.
        TournamentError: ``round_unknown``.
    """
    from tarbish_score.exchange.files import write_atomic

    _round(tournament, round_number)
    heading = f"{paper_text('slip')}: {round_title(round_number, tournament.planned_rounds)}"
    buffer, writer = _pdf(f"{title}: {heading}" if title else heading, paper)
    paint_round(tournament, round_number, writer, title=title, draw=draw, cards=cards)
    del writer  # finishes the PDF into the buffer
    buffer.close()
    return write_atomic(path, bytes(buffer.data().data()))


def write_standings_pdf(
    tournament: Tournament, path: str | os.PathLike[str], paper: Paper = "a4", *, title: str = ""
) -> Path:
    """Write the standings and the tie-break report as a PDF to ``path``, whole or not at all.

    Raises:
        OSError: the file cannot be written; an existing file is left as it was.
    """
    from tarbish_score.exchange.files import write_atomic

    heading = standings_title(tournament)
    buffer, writer = _pdf(f"{title}: {heading}" if title else heading, paper)
    paint_standings(tournament, writer, title)
    del writer
    buffer.close()
    return write_atomic(path, bytes(buffer.data().data()))


def print_round_slips(
    tournament: Tournament,
    round_number: int,
    printer: QPagedPaintDevice,
    *,
    title: str = "",
    draw: bool = True,
    cards: bool = True,
) -> int:
    """Print a round's paper on ``printer`` (a :class:`QPrinter` set up by the print dialog); returns the pages.

    Raises:
        TournamentError: ``round_unknown``.
    """
    return paint_round(tournament, round_number, printer, title=title, draw=draw, cards=cards)


def print_standings(tournament: Tournament, printer: QPagedPaintDevice, *, title: str = "") -> int:
    """Print the standings on ``printer``; returns the pages."""
    return paint_standings(tournament, printer, title)

"""A tournament's standings as CSV for a spreadsheet: one row per team, then the tie-break report.

The first row holds the column titles of :data:`~tarbish_score.words.tournament_paper.STANDINGS_COLUMNS`,
in the user's language:

====================  ===========================================================================
Place                 the team's place, from 1; teams sharing a place have the same number
Team                  the team's name
Player 1, Player 2    the partners' names ("" when not given)
Played                games counted (a bye too when byes count as a win)
Won, Drawn, Lost      games won, drawn and lost (a counted bye is a win)
Byes                  rounds the team sat out, counted or not
Points for, against   the final totals the team and its opponents scored, over every counted game
Difference            points for minus points against
Withdrawn             "yes" for a team that has left, else ""
====================  ===========================================================================

Then, when a tie had to be broken (``report=True``), a blank row, the heading "How ties were broken" and
one sentence per row: the tie-break report of ``words/tournament.py``. Numbers are plain integers; text
cells that a spreadsheet would run as a formula get a leading ``'`` (:func:`~.csv_export.safe_cell`).
"""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path
from typing import TYPE_CHECKING

from tarbish_score.words.tournament import tie_break_report
from tarbish_score.words.tournament_paper import STANDINGS_COLUMNS, paper_text
from tarbish_score.words.translation import translate

from .csv_export import Cell, safe_cell
from .files import write_atomic

if TYPE_CHECKING:
    from tarbish_score.model.tournament import Tournament

__all__ = ["standings_csv_rows", "standings_csv_text", "write_standings_csv"]


def standings_csv_rows(tournament: Tournament, *, report: bool = True) -> list[list[Cell]]:
    """The rows of the standings' CSV, unescaped for formulas (see :func:`standings_csv_text`).

    Args:
        tournament: the tournament; its standings under its tie-break order.
        report: add the tie-break report after the table (when a tie was broken).
    """
    standings = tournament.standings
    rows: list[list[Cell]] = [[translate("TournamentPaper", column) for column in STANDINGS_COLUMNS]]
    for row in standings.rows:
        team = tournament.team(row.team)
        points_for = sum(g.points_for for g in row.games)
        points_against = sum(g.points_against for g in row.games)
        rows.append(
            [
                row.place,
                team.name,
                team.players[0],
                team.players[1],
                row.played,
                row.wins,
                row.draws,
                row.played - row.wins - row.draws,
                row.byes,
                points_for,
                points_against,
                points_for - points_against,
                paper_text("yes") if row.withdrawn else "",
            ]
        )
    sentences = tie_break_report(standings, lambda team: tournament.team(team).name) if report else []
    if sentences:
        rows.append([])
        rows.append([paper_text("report")])
        rows.extend([sentence] for sentence in sentences)
    return rows


def standings_csv_text(tournament: Tournament, *, report: bool = True) -> str:
    """The CSV text (``\\r\\n`` line ends as the csv module writes), formula-safe."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for row in standings_csv_rows(tournament, report=report):
        writer.writerow([safe_cell(cell) for cell in row])
    return buffer.getvalue()


def write_standings_csv(tournament: Tournament, path: str | os.PathLike[str], *, report: bool = True) -> Path:
    """Write the standings' CSV to ``path`` whole or not at all, UTF-8 with a BOM so spreadsheets read accents.

    Raises:
        OSError: not written; an existing file is left as it was.
    """
    return write_atomic(path, standings_csv_text(tournament, report=report).encode("utf-8-sig"))

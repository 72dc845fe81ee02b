"""A tournament's standings as CSV for a spreadsheet, and as rows for any other table (no Qt).

One row per team, in standings order: place (``3=`` when shared), team, players, games played, won, drawn
and lost, wins as counted (halves), points for, against and difference, byes, and whether the team
withdrew. Column headers are in the user's language (through :mod:`tarbish_score.words`); numbers are
plain integers; a text cell a spreadsheet would run as a formula gets a leading ``'`` (``safe_cell``).
"""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path
from typing import Final

from tarbish_score.model.tournament import Tournament
from tarbish_score.words.tournament import half_wins_text
from tarbish_score.words.translation import QT_TRANSLATE_NOOP, translate

from .csv_export import safe_cell
from .files import write_atomic

__all__ = ["STANDINGS_COLUMNS", "standings_csv", "standings_rows", "write_standings_csv"]

#: The columns, in English (:func:`standings_rows` shows them in the user's language).
STANDINGS_COLUMNS: Final = (
    QT_TRANSLATE_NOOP("TournamentCsv", "Place"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Team"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Players"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Played"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Won"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Drawn"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Lost"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Wins"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Points for"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Points against"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Difference"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Byes"),
    QT_TRANSLATE_NOOP("TournamentCsv", "Withdrawn"),
)


def standings_rows(tournament: Tournament) -> list[list[str | int]]:
    """The header and one row per team, in standings order."""
    rows: list[list[str | int]] = [[translate("TournamentCsv", c) for c in STANDINGS_COLUMNS]]
    withdrawn = translate("TournamentCsv", "withdrawn")
    for row in tournament.standings.rows:
        team = tournament.team(row.team)
        rows.append(
            [
                f"{row.place}=" if row.shared else row.place,
                team.name,
                " & ".join(p for p in team.players if p),
                row.played,
                row.wins,
                row.draws,
                row.losses,
                half_wins_text(row.half_wins),
                row.points_for,
                row.points_against,
                row.difference,
                row.byes,
                withdrawn if row.withdrawn else "",
            ]
        )
    return rows


def standings_csv(tournament: Tournament) -> str:
    """The standings as CSV text (``\\r\\n`` line ends, as the csv module writes)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for row in standings_rows(tournament):
        writer.writerow([cell if isinstance(cell, int) else safe_cell(cell) for cell in row])
    return buffer.getvalue()


def write_standings_csv(tournament: Tournament, path: str | os.PathLike[str]) -> Path:
    """Write the standings to ``path`` whole (UTF-8 with a BOM, so a spreadsheet reads the accents).

    Raises:
        OSError: it cannot be written; nothing is left half written.
    """
    return write_atomic(path, standings_csv(tournament).encode("utf-8-sig"))

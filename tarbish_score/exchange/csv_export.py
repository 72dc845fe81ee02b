"""A match as CSV for a spreadsheet: a header block, then one row per round.

The header block names the teams, players, rules, the match's note (if any) and the result; after a blank
row comes the round table (columns :data:`ROUND_COLUMNS`, team columns named
after the teams). Every number comes from the engine (docs/rules.md sections 6-7).
Text cells that a spreadsheet would run as a formula (starting with ``=``,
``+``, ``-``, ``@``, tab or carriage return) get a leading ``'`` (OWASP CSV
injection advice); numbers are written as plain integers.
"""

from __future__ import annotations

import csv
import io
import os
from datetime import datetime
from pathlib import Path
from typing import Final

from tarbish_score.model import Match
from tarbish_score.words.game import outcome_text, runs_summary, trump_text
from tarbish_score.words.rules import rules_words

from .files import write_atomic

__all__ = ["ROUND_COLUMNS", "csv_rows", "csv_text", "safe_cell", "write_csv"]

_FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")
#: The round table's columns; ``{0}``/``{1}`` are replaced by team 1's and team 2's names.
ROUND_COLUMNS: Final = (
    "Round",
    "Dealer",
    "Caller",
    "Trump",
    "Card points {0}",
    "Card points {1}",
    "Runs",
    "Run points {0}",
    "Run points {1}",
    "Bella",
    "Bella points {0}",
    "Bella points {1}",
    "Outcome",
    "Points {0}",
    "Points {1}",
    "Total {0}",
    "Total {1}",
    "Note",
)

Cell = str | int


def safe_cell(value: Cell) -> Cell:
    """``value`` as a spreadsheet will show it: text that looks like a formula is kept as text."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def csv_rows(match: Match, *, started: datetime | None = None) -> list[list[Cell]]:
    """The rows of the CSV, unescaped for formulas (see :func:`csv_text`).

    Args:
        match: the match; every round must score.
        started: when the match began, if known.

    Raises:
        TarbishError: a round does not score.
    """
    score = match.score
    names = [team.name for team in match.teams]
    rows: list[list[Cell]] = [["Tarabish Score match"]]
    for index, team in enumerate(match.teams):
        rows.append([f"Team {index + 1}", team.name, team.players[0], team.players[1]])
    rows.append(["Rules", rules_words(match.rules)])
    rows.append(["First dealer", match.player(match.first_dealer)])
    if match.note:
        rows.append(["Note", match.note])
    if started is not None:
        rows.append(["Started", started.astimezone().strftime("%Y-%m-%d %H:%M")])
    if score.winner is not None:
        result = f"{names[score.winner]} won"
    elif score.drawn:
        result = "drawn"
    else:
        result = "in progress"
    rows.append(["Result", result, score.totals[0], score.totals[1]])
    rows.append(["Rounds", len(score.rounds)])
    rows.append([])
    rows.append([column.format(*names) for column in ROUND_COLUMNS])
    for scored in score.rounds:
        round_input, result_ = match.rounds[scored.number - 1], scored.result
        thrown = round_input.thrown_in
        caller = "" if round_input.caller is None else match.player(round_input.caller)
        rows.append(
            [
                scored.number,
                match.player(scored.dealer),
                caller,
                trump_text(round_input.trump, symbol=False, none="", translated=False),
                *(("", "") if thrown else result_.card_points),
                runs_summary(match, round_input, result_, style="csv"),
                *result_.run_points,
                "" if round_input.bella is None else match.player(round_input.bella),
                *result_.bella_points,
                outcome_text(result_.outcome, style="plain", translated=False),
                *result_.points,
                *scored.totals,
                round_input.note,
            ]
        )
    return rows


def csv_text(match: Match, *, started: datetime | None = None) -> str:
    """The CSV text (``\\r\\n`` line ends as the csv module writes), formula-safe.

    Raises:
        TarbishError: a round does not score.
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for row in csv_rows(match, started=started):
        writer.writerow([safe_cell(cell) for cell in row])
    return buffer.getvalue()


def write_csv(match: Match, path: str | os.PathLike[str], *, started: datetime | None = None) -> Path:
    """Write the CSV to ``path`` whole or not at all, UTF-8 with a BOM so spreadsheets read accents.

    Raises:
        OSError: not written; an existing file is left as it was.
        TarbishError: a round does not score.
    """
    return write_atomic(path, csv_text(match, started=started).encode("utf-8-sig"))

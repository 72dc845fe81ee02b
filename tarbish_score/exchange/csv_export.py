"""A match as CSV for a spreadsheet: a header block, then one row per round.

Every label, column header and word is in the user's language (through :mod:`tarbish_score.words`:
the window's language, or ``export --language``); names, notes and numbers are as recorded; dates
follow the user's locale (:mod:`tarbish_score.words.formats`). The header block names the teams,
players, rules, the match's note (if any), the result and, given the match's log, its net corrections
(``storage/corrections.py``, worded as on the scoresheet); after a blank row comes the round table
(columns :data:`ROUND_COLUMNS`, team columns named after the teams).
Every number comes from the engine (docs/rules.md sections 6-7).
Text cells that a spreadsheet would run as a formula (starting with ``=``,
``+``, ``-``, ``@``, tab or carriage return) get a leading ``'`` (OWASP CSV
injection advice); numbers are written as plain integers.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Final

from tarbish_score.model import Match, RuleSet
from tarbish_score.words.formats import format_datetime
from tarbish_score.words.game import outcome_text, runs_summary, trump_text
from tarbish_score.words.rules import preset_label, switch_title, switch_value_text
from tarbish_score.words.translation import QT_TRANSLATE_NOOP, translate

from .files import write_atomic

if TYPE_CHECKING:
    from tarbish_score.storage import LogEntry

__all__ = ["ROUND_COLUMNS", "csv_rows", "csv_text", "rules_row_text", "safe_cell", "write_csv"]

_FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")
#: The round table's columns, in English; ``{0}``/``{1}`` are replaced by team 1's and team 2's names
#: (:func:`csv_rows` shows them in the user's language).
ROUND_COLUMNS: Final = (
    QT_TRANSLATE_NOOP("CsvExport", "Round"),
    QT_TRANSLATE_NOOP("CsvExport", "Dealer"),
    QT_TRANSLATE_NOOP("CsvExport", "Caller"),
    QT_TRANSLATE_NOOP("CsvExport", "Trump"),
    QT_TRANSLATE_NOOP("CsvExport", "Card points {0}"),
    QT_TRANSLATE_NOOP("CsvExport", "Card points {1}"),
    QT_TRANSLATE_NOOP("CsvExport", "Runs"),
    QT_TRANSLATE_NOOP("CsvExport", "Run points {0}"),
    QT_TRANSLATE_NOOP("CsvExport", "Run points {1}"),
    QT_TRANSLATE_NOOP("CsvExport", "Bella"),
    QT_TRANSLATE_NOOP("CsvExport", "Bella points {0}"),
    QT_TRANSLATE_NOOP("CsvExport", "Bella points {1}"),
    QT_TRANSLATE_NOOP("CsvExport", "Outcome"),
    QT_TRANSLATE_NOOP("CsvExport", "Points {0}"),
    QT_TRANSLATE_NOOP("CsvExport", "Points {1}"),
    QT_TRANSLATE_NOOP("CsvExport", "Total {0}"),
    QT_TRANSLATE_NOOP("CsvExport", "Total {1}"),
    QT_TRANSLATE_NOOP("CsvExport", "Note"),
)

Cell = str | int


def safe_cell(value: Cell) -> Cell:
    """``value`` as a spreadsheet will show it: text that looks like a formula is kept as text."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def rules_row_text(rules: RuleSet) -> str:
    """The rules in one cell, in the user's language: the preset, the target and every other changed switch.

    E.g. ``Standard, first to 5000; Forced dealer: all pass: thrown in`` (docs/rules.md section 9).
    """
    changed = {key: value for key, value in rules.to_mapping().items() if key not in ("preset", "target")}
    parts = [
        translate("CsvExport", "{preset}, first to {target}").format(
            preset=preset_label(rules.preset), target=rules.target
        )
    ]
    parts.extend(
        translate("Wording", "{title}: {value}").format(title=switch_title(key), value=switch_value_text(key, value))
        for key, value in changed.items()
    )
    return "; ".join(parts)


def csv_rows(match: Match, *, started: datetime | None = None, log: Sequence[LogEntry] = ()) -> list[list[Cell]]:
    """The rows of the CSV, unescaped for formulas (see :func:`csv_text`).

    Args:
        match: the match; every round must score.
        started: when the match began, if known.
        log: the match's log, to name its net corrections (a row with their number, then one per
            correction, as the scoresheet words them); empty when unknown (nothing is said).

    Raises:
        TarbishError: a round does not score.
    """
    score = match.score
    names = [team.name for team in match.teams]
    rows: list[list[Cell]] = [[translate("CsvExport", "Tarabish Score match")]]
    for index, team in enumerate(match.teams):
        label = translate("CsvExport", "Team {n}").format(n=index + 1)
        rows.append([label, team.name, team.players[0], team.players[1]])
    rows.append([translate("CsvExport", "Rules"), rules_row_text(match.rules)])
    rows.append([translate("CsvExport", "First dealer"), match.player(match.first_dealer)])
    if match.note:
        rows.append([translate("CsvExport", "Note"), match.note])
    if started is not None:
        rows.append([translate("CsvExport", "Started"), format_datetime(started)])
    if score.winner is not None:
        result = translate("CsvExport", "{team} won").format(team=names[score.winner])
    elif score.drawn:
        result = translate("CsvExport", "drawn")
    else:
        result = translate("CsvExport", "in progress")
    rows.append([translate("CsvExport", "Result"), result, score.totals[0], score.totals[1]])
    rows.append([translate("CsvExport", "Rounds"), len(score.rounds)])
    if log:
        from tarbish_score.storage.corrections import net_corrections

        corrections = net_corrections(log, len(match.rounds))
        rows.append([translate("CsvExport", "Corrections"), len(corrections)])
        rows.extend(["", correction.text(match)] for correction in corrections)
    rows.append([])
    rows.append([translate("CsvExport", column).format(*names) for column in ROUND_COLUMNS])
    for scored in score.rounds:
        round_input, result_ = match.rounds[scored.number - 1], scored.result
        thrown = round_input.thrown_in
        caller = "" if round_input.caller is None else match.player(round_input.caller)
        rows.append(
            [
                scored.number,
                match.player(scored.dealer),
                caller,
                trump_text(round_input.trump, symbol=False, none=""),
                *(("", "") if thrown else result_.card_points),
                runs_summary(match, round_input, result_, style="csv"),
                *result_.run_points,
                "" if round_input.bella is None else match.player(round_input.bella),
                *result_.bella_points,
                outcome_text(result_.outcome, style="plain"),
                *result_.points,
                *scored.totals,
                round_input.note,
            ]
        )
    return rows


def csv_text(match: Match, *, started: datetime | None = None, log: Sequence[LogEntry] = ()) -> str:
    """The CSV text (``\\r\\n`` line ends as the csv module writes), formula-safe.

    Raises:
        TarbishError: a round does not score.
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for row in csv_rows(match, started=started, log=log):
        writer.writerow([safe_cell(cell) for cell in row])
    return buffer.getvalue()


def write_csv(
    match: Match, path: str | os.PathLike[str], *, started: datetime | None = None, log: Sequence[LogEntry] = ()
) -> Path:
    """Write the CSV to ``path`` whole or not at all, UTF-8 with a BOM so spreadsheets read accents.

    Raises:
        OSError: not written; an existing file is left as it was.
        TarbishError: a round does not score.
    """
    return write_atomic(path, csv_text(match, started=started, log=log).encode("utf-8-sig"))

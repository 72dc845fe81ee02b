"""The archive statistics as table columns and as CSV: one table, on screen and in the file.

The archive statistics window (``ui/dialogs/statistics/archive.py``) and its CSV export take their columns
from here, so the file holds the numbers the window shows, under the same headers in the user's
language (``words.translation.translate``). "With rounds" is the games whose rounds are known, the ones
the calls and the bait rate count (a tournament result typed as two totals has none). Rates are 0-1 in
the values and percentages (one decimal) in the CSV; margins are points. Text cells are made formula-safe
(:func:`~tarbish_score.exchange.csv_export.safe_cell`).
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Final

from tarbish_score.storage.statistics import HeadToHead, Standing
from tarbish_score.words.translation import translate

from .csv_export import safe_cell
from .files import write_atomic

__all__ = [
    "HEAD_TO_HEAD_COLUMNS",
    "RATE_COLUMNS",
    "STANDING_COLUMNS",
    "Value",
    "csv_cell",
    "head_to_head_headers",
    "head_to_head_values",
    "standing_headers",
    "standing_values",
    "table_csv_text",
    "write_table_csv",
]

#: A cell's value: a name, a count, a rate (0-1) or an average (points); None when undefined.
Value = str | int | float | None

#: The columns of a player's or a pair's line (the keys of ``Standing.to_json``, in that order).
STANDING_COLUMNS: Final = (
    "name",
    "played",
    "won",
    "drawn",
    "lost",
    "win_rate",
    "with_rounds",
    "called",
    "bait",
    "half_bait",
    "bait_rate",
    "average_margin",
)
#: The columns of a head-to-head line: the first pair's wins, losses and margin against the second.
HEAD_TO_HEAD_COLUMNS: Final = ("pair", "against", "played", "won", "lost", "drawn", "average_margin")
#: Columns holding a share 0-1 (shown and written as a percentage).
RATE_COLUMNS: Final = frozenset({"win_rate", "bait_rate"})


def standing_headers(pairs: bool = False) -> list[str]:
    """The headers of :data:`STANDING_COLUMNS` in the user's language (``pairs``: the first is "Partners")."""
    first = translate("StatisticsTable", "Partners") if pairs else translate("StatisticsTable", "Player")
    return [
        first,
        translate("StatisticsTable", "Played"),
        translate("StatisticsTable", "Won"),
        translate("StatisticsTable", "Drawn"),
        translate("StatisticsTable", "Lost"),
        translate("StatisticsTable", "Win rate"),
        translate("StatisticsTable", "With rounds"),
        translate("StatisticsTable", "Called"),
        translate("StatisticsTable", "Bait"),
        translate("StatisticsTable", "Half bait"),
        translate("StatisticsTable", "Bait rate as caller"),
        translate("StatisticsTable", "Average margin"),
    ]


def head_to_head_headers() -> list[str]:
    """The headers of :data:`HEAD_TO_HEAD_COLUMNS` in the user's language."""
    return [
        translate("StatisticsTable", "Partners"),
        translate("StatisticsTable", "Against"),
        translate("StatisticsTable", "Played"),
        translate("StatisticsTable", "Won"),
        translate("StatisticsTable", "Lost"),
        translate("StatisticsTable", "Drawn"),
        translate("StatisticsTable", "Average margin"),
    ]


def standing_values(line: Standing) -> tuple[Value, ...]:
    """One line's values in :data:`STANDING_COLUMNS` order (rates 0-1, margin in points, None undefined)."""
    return (
        line.name,
        line.played,
        line.won,
        line.drawn,
        line.lost,
        line.win_rate,
        line.with_rounds,
        line.called,
        line.bait,
        line.half_bait,
        line.bait_rate,
        line.average_margin,
    )


def head_to_head_values(line: HeadToHead) -> tuple[Value, ...]:
    """One meeting's values in :data:`HEAD_TO_HEAD_COLUMNS` order (from ``pairs[0]``'s side)."""
    return (
        line.pairs[0],
        line.pairs[1],
        line.played,
        line.wins[0],
        line.wins[1],
        line.drawn,
        line.average_margin,
    )


def csv_cell(value: Value, rate: bool = False) -> str | int | float:
    """A value as written to the CSV: empty when undefined, a rate as a percentage (1 decimal), formula-safe."""
    if value is None:
        return ""
    if isinstance(value, str):
        return safe_cell(value)
    if rate:
        return round(100 * value, 1)
    if isinstance(value, float):
        return round(value, 1)
    return value


def table_csv_text(headers: Sequence[str], rows: Iterable[Sequence[Value]], rates: Sequence[bool] = ()) -> str:
    """The CSV text of a table: ``headers``, then each row (``rates[i]``: column ``i`` is a rate 0-1).

    Returns:
        The text with ``\\r\\n`` line ends, as the csv module writes.
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow([safe_cell(header) for header in headers])
    for row in rows:
        writer.writerow([csv_cell(value, i < len(rates) and rates[i]) for i, value in enumerate(row)])
    return buffer.getvalue()


def write_table_csv(
    path: str | os.PathLike[str],
    headers: Sequence[str],
    rows: Iterable[Sequence[Value]],
    rates: Sequence[bool] = (),
) -> Path:
    """Write the table (:func:`table_csv_text`) to ``path`` whole or not at all, UTF-8 with a BOM.

    Raises:
        OSError: not written; an existing file is left as it was (the data folder is refused).
    """
    return write_atomic(path, table_csv_text(headers, rows, rates).encode("utf-8-sig"))

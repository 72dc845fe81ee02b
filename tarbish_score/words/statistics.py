"""The lines of a match's statistics table, for the window's dialog and the PDF's statistics.

Each line names one figure of :class:`~tarbish_score.model.statistics.SideStatistics` and how it reads
(a count, a rate, an average in points, a round's points); both the dialog
(``ui/dialogs/statistics/``) and the scoresheet (``qt/scoresheet/``) show the same lines in the
same order, numbers formatted by the caller (``QLocale`` there).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarbish_score.model.statistics import SideStatistics
from tarbish_score.words.translation import translate

__all__ = ["Kind", "StatisticLine", "statistic_lines", "statistic_value"]

#: How a line's value reads: a whole count, a share 0-1, an average (points), or a round's points.
Kind = Literal["count", "rate", "average", "round"]


@dataclass(frozen=True)
class StatisticLine:
    """One line of the table.

    Attributes:
        key: the :class:`SideStatistics` field (or property) it shows.
        label: what the line is called, in the user's language.
        kind: how its value reads (see :data:`Kind`).
    """

    key: str
    label: str
    kind: Kind


def statistic_lines() -> list[StatisticLine]:
    """Every line, in the order shown (docs/rules.md sections 2-6 name the terms)."""
    return [
        StatisticLine("called", translate("MatchStatistics", "Rounds called"), "count"),
        StatisticLine("made", translate("MatchStatistics", "Made"), "count"),
        StatisticLine("bait", translate("MatchStatistics", "Bait"), "count"),
        StatisticLine("half_bait", translate("MatchStatistics", "Half bait"), "count"),
        StatisticLine("bait_rate", translate("MatchStatistics", "Bait rate as caller"), "rate"),
        StatisticLine("average_count", translate("MatchStatistics", "Average count when calling"), "average"),
        StatisticLine("forced", translate("MatchStatistics", "Forced calls"), "count"),
        StatisticLine("twenties_announced", translate("MatchStatistics", "Twenties announced"), "count"),
        StatisticLine("twenties_scored", translate("MatchStatistics", "Twenties scored"), "count"),
        StatisticLine("fifties_announced", translate("MatchStatistics", "Fifties announced"), "count"),
        StatisticLine("fifties_scored", translate("MatchStatistics", "Fifties scored"), "count"),
        StatisticLine("bellas", translate("MatchStatistics", "Bellas"), "count"),
        StatisticLine("thrown_in", translate("MatchStatistics", "Thrown-in rounds dealt"), "count"),
        StatisticLine("biggest_round", translate("MatchStatistics", "Biggest round"), "round"),
        StatisticLine("longest_made_streak", translate("MatchStatistics", "Most calls made in a row"), "count"),
    ]


def statistic_value(side: SideStatistics, line: StatisticLine) -> int | float | None:
    """The value of ``line`` for ``side``: a count, a share 0-1, points; None when undefined (no call)."""
    value: int | float | None = getattr(side, line.key)
    if line.kind == "round" and side.biggest_round_number is None:
        return None
    return value

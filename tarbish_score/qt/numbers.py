"""Statistics' numbers as the user's locale writes them (``QLocale``): counts, rates, averages, margins.

Shared by the statistics dialogs (``ui/dialogs/statistics/``) and the scoresheet's statistics
page (``qt/scoresheet/statistics_page.py``), so the window and the paper read the same.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from tarbish_score.model.statistics import SideStatistics
from tarbish_score.words.statistics import StatisticLine, statistic_value

__all__ = ["average_text", "count_text", "margin_text", "rate_text", "statistic_text"]

#: Shown for a figure with nothing to count (a rate or average without a call).
NONE_TEXT = "–"


def _locale(locale: QLocale | None) -> QLocale:
    return locale if locale is not None else QLocale()


def count_text(value: int, locale: QLocale | None = None) -> str:
    """A whole count, e.g. ``1,234`` in English."""
    return _locale(locale).toString(value)


def rate_text(value: float | None, locale: QLocale | None = None) -> str:
    """A share 0-1 as a whole percentage, e.g. ``33%``; a dash when undefined."""
    if value is None:
        return NONE_TEXT
    number = _locale(locale).toString(100 * value, "f", 0)
    return QCoreApplication.translate("Numbers", "{value}%").format(value=number)


def average_text(value: float | None, locale: QLocale | None = None) -> str:
    """An average in points with one decimal, e.g. ``91.5``; a dash when undefined."""
    return NONE_TEXT if value is None else _locale(locale).toString(value, "f", 1)


def margin_text(value: float | None, locale: QLocale | None = None) -> str:
    """An average margin in points, signed, e.g. ``+82.0`` or ``-438.0``; a dash when undefined."""
    if value is None:
        return NONE_TEXT
    loc = _locale(locale)
    text = loc.toString(value, "f", 1)
    return f"{loc.positiveSign()}{text}" if value > 0 else text


def statistic_text(side: SideStatistics, line: StatisticLine, locale: QLocale | None = None) -> str:
    """The cell of ``line`` for ``side``: the biggest round names its number, e.g. ``162 (round 4)``."""
    value = statistic_value(side, line)
    if line.kind == "rate":
        return rate_text(value, locale)
    if line.kind == "average":
        return average_text(value, locale)
    if value is None:
        return NONE_TEXT
    if line.kind == "round":
        return QCoreApplication.translate("Numbers", "{points} (round {n})").format(
            points=count_text(int(value), locale), n=count_text(side.biggest_round_number or 0, locale)
        )
    return count_text(int(value), locale)

"""The formatting hook: every date, time and number shown to a person passes through here.

The words package never imports Qt. The window (and ``export --language``) installs a
formatter that speaks through ``QLocale`` (:func:`tarbish_score.qt.language.install_locale_formats`);
without one, dates come out as ISO 8601 (``2026-03-14 19:05``) and numbers as Python writes them.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal, Protocol

__all__ = [
    "DateStyle",
    "Formatter",
    "PlainFormatter",
    "format_date",
    "format_datetime",
    "format_number",
    "format_time",
    "install_formatter",
]

#: "short": 2026-03-14; "long": with the day's name (Sat 14 Mar 2026 in English).
DateStyle = Literal["short", "long"]


class Formatter(Protocol):
    """What the hook calls: dates, date-times (local time) and whole numbers in the user's locale."""

    def format_date(self, day: date, style: DateStyle) -> str: ...

    def format_datetime(self, moment: datetime, seconds: bool) -> str: ...

    def format_time(self, moment: datetime) -> str: ...

    def format_number(self, value: int) -> str: ...


class PlainFormatter:
    """The default: ISO 8601 dates, 24-hour times, plain numbers (what a file without a locale gets)."""

    def format_date(self, day: date, style: DateStyle) -> str:
        """``2026-03-14``, or ``Sat 14 Mar 2026`` for the long style."""
        return day.strftime("%a %d %b %Y") if style == "long" else day.isoformat()

    def format_datetime(self, moment: datetime, seconds: bool) -> str:
        """``2026-03-14 19:05`` (``:07`` more with seconds)."""
        return moment.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")

    def format_time(self, moment: datetime) -> str:
        """``19:05``."""
        return moment.strftime("%H:%M")

    def format_number(self, value: int) -> str:
        """``1234``."""
        return str(value)


_formatter: Formatter = PlainFormatter()


def install_formatter(formatter: Formatter | None) -> None:
    """Send every later date and number to ``formatter`` (None: back to :class:`PlainFormatter`)."""
    global _formatter
    _formatter = formatter if formatter is not None else PlainFormatter()


def _local(moment: datetime) -> datetime:
    return moment.astimezone()


def format_date(day: date | datetime, style: DateStyle = "short") -> str:
    """A day in the user's locale (a date-time is taken in local time first)."""
    if isinstance(day, datetime):
        day = _local(day).date()
    return _formatter.format_date(day, style)


def format_datetime(moment: datetime, *, seconds: bool = False) -> str:
    """A moment in local time, in the user's locale."""
    return _formatter.format_datetime(_local(moment), seconds)


def format_time(moment: datetime) -> str:
    """The time of day of a moment, in local time and the user's locale."""
    return _formatter.format_time(_local(moment))


def format_number(value: int) -> str:
    """A whole number (points, a count) in the user's locale."""
    return _formatter.format_number(value)

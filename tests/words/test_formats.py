"""The formatting hook: plain ISO dates by default, the installed formatter's words once installed."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest

from tarbish_score.words import formats
from tarbish_score.words.formats import DateStyle, format_date, format_datetime, format_number, format_time


@pytest.fixture(autouse=True)
def plain() -> Iterator[None]:
    formats.install_formatter(None)
    yield
    formats.install_formatter(None)


def test_without_a_formatter_dates_are_iso_and_numbers_plain() -> None:
    moment = datetime(2026, 3, 14, 19, 5, 7).astimezone()
    assert format_date(date(2026, 3, 14)) == "2026-03-14"
    assert format_date(date(2026, 3, 14), "long") == "Sat 14 Mar 2026"
    assert format_datetime(moment) == "2026-03-14 19:05"
    assert format_datetime(moment, seconds=True) == "2026-03-14 19:05:07"
    assert format_time(moment) == "19:05"
    assert format_number(1234) == "1234"


class Shouting:
    def format_date(self, day: date, style: DateStyle) -> str:
        return f"DAY {day.day} {style}"

    def format_datetime(self, moment: datetime, seconds: bool) -> str:
        return f"AT {moment.hour} {seconds}"

    def format_time(self, moment: datetime) -> str:
        return f"TIME {moment.minute}"

    def format_number(self, value: int) -> str:
        return f"N{value}"


def test_an_installed_formatter_gets_local_time() -> None:
    formats.install_formatter(Shouting())
    utc = datetime(2026, 3, 14, 19, 5, tzinfo=UTC)
    local = utc.astimezone()
    assert format_date(date(2026, 3, 14), "long") == "DAY 14 long"
    assert format_date(utc) == f"DAY {local.day} short"
    assert format_datetime(utc, seconds=True) == f"AT {local.hour} True"
    assert format_time(utc) == f"TIME {local.minute}"
    assert format_number(7) == "N7"
    formats.install_formatter(None)
    assert format_number(7) == "7"

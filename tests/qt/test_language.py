"""Dates and numbers by QLocale, and finding a compiled catalogue for ``export --language``."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from tarbish_score.qt import language
from tarbish_score.qt.language import LocaleFormatter, catalogue_path

from ..catalogues import compile_catalogue


@pytest.mark.parametrize(
    ("name", "short", "long", "when", "number"),
    [
        ("fr_FR", "14/03/2026", "samedi 14 mars 2026", "14/03/2026 19:05:07", "1\u202f234"),
        ("en_US", "3/14/2026", "Saturday, March 14, 2026", "3/14/2026 7:05:07\u202fPM", "1,234"),
    ],
)
def test_the_locale_writes_dates_times_and_numbers(name: str, short: str, long: str, when: str, number: str) -> None:
    formatter = LocaleFormatter(QLocale(name))
    assert formatter.format_date(date(2026, 3, 14), "short") == short
    assert formatter.format_date(date(2026, 3, 14), "long") == long
    assert formatter.format_datetime(datetime(2026, 3, 14, 19, 5, 7), True) == when
    assert formatter.format_number(1234) == number


def test_a_regional_language_falls_back_to_its_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    qm = compile_catalogue(tmp_path, "fr", {"CsvExport": {"Round": "Manche"}})
    monkeypatch.setattr(language, "TRANSLATIONS_DIR", tmp_path)
    assert catalogue_path("fr") == qm
    assert catalogue_path("fr_CA") == qm
    assert catalogue_path("fr-CA") == qm
    assert catalogue_path("es") is None


@pytest.mark.parametrize("name", ["fr_FR", "es_ES", "it_IT", "en_US", "en_CA", "fr_CA", "de_DE"])
def test_short_dates_have_four_digit_years_in_every_language(name: str) -> None:
    from datetime import date, datetime

    from tarbish_score.qt.language import LocaleFormatter

    formatter = LocaleFormatter(QLocale(name))
    assert "2026" in formatter.format_date(date(2026, 11, 30), "short")
    assert "30" in formatter.format_date(date(2026, 11, 30), "short")
    assert "2026" in formatter.format_datetime(datetime(2026, 11, 30, 19, 5), False)

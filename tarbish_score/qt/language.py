"""The user's language outside the window: catalogues for ``export --language``, and dates and numbers by ``QLocale``.

The words package speaks through two hooks (:func:`tarbish_score.words.translation.install_translator`,
:func:`tarbish_score.words.formats.install_formatter`); this module installs Qt behind both, with
QtCore only, so the command line can write a CSV or PDF in the user's language without widgets.
"""

from __future__ import annotations

import logging
import re
import sys
from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime, QTranslator

from tarbish_score.words.formats import DateStyle, install_formatter
from tarbish_score.words.translation import install_translator

__all__ = [
    "TRANSLATIONS_DIR",
    "LocaleFormatter",
    "catalogue_path",
    "install_language",
    "install_locale_formats",
    "uncompiled_catalogues",
    "warn_if_uncompiled",
]

#: Where compiled translations (``tarbish_score_<locale>.qm``) are looked for (ui/app.py uses the same folder).
TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "resources" / "i18n"

#: The application this module made, if any (kept alive for the command's run).
_app: QCoreApplication | None = None


def short_date_format(locale: QLocale) -> str:
    """The locale's short date pattern with a four-digit year (``dd/MM/yy`` -> ``dd/MM/yyyy``).

    Qt's short format writes two digits in some languages (es, it) and four in others (fr): a
    score sheet kept for years says which year everywhere.
    """
    return re.sub(r"(?<!y)yy(?!y)", "yyyy", locale.dateFormat(QLocale.FormatType.ShortFormat))


class LocaleFormatter:
    """Dates, times and numbers as ``locale`` writes them (the words package's formatter hook).

    Args:
        locale: the user's locale, e.g. ``QLocale("fr_CA")``.
    """

    def __init__(self, locale: QLocale) -> None:
        self.locale = locale

    def format_date(self, day: date, style: DateStyle) -> str:
        """The day: short, four-digit years in every language (``14/03/2026``) or long (``samedi 14 mars 2026``)."""
        if style == "long":
            return self.locale.toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)
        return self.locale.toString(QDate(day.year, day.month, day.day), short_date_format(self.locale))

    def format_datetime(self, moment: datetime, seconds: bool) -> str:
        """The day (short) and the time, with seconds when asked."""
        return f"{self.format_date(moment.date(), 'short')} {self._time(moment, seconds)}"

    def format_time(self, moment: datetime) -> str:
        """The time of day, e.g. ``19:05`` (fr) or ``7:05 PM`` (en_US)."""
        return self._time(moment, False)

    def _time(self, moment: datetime, seconds: bool) -> str:
        pattern = self.locale.timeFormat(QLocale.FormatType.ShortFormat)
        if seconds and "ss" not in pattern:
            pattern = pattern.replace("mm", "mm:ss", 1)
        return self.locale.toString(QTime(moment.hour, moment.minute, moment.second), pattern)

    def format_number(self, value: int) -> str:
        """A whole number with the locale's digits and group separator."""
        return self.locale.toString(value)


def install_locale_formats(locale: QLocale | None = None) -> LocaleFormatter:
    """Format every date and number of the words package by ``locale`` (the system's if None)."""
    formatter = LocaleFormatter(locale if locale is not None else QLocale.system())
    install_formatter(formatter)
    return formatter


def catalogue_path(language: str, folder: Path | None = None) -> Path | None:
    """The compiled catalogue for ``language`` ("fr", "fr_CA", "es"; "en": English's plural forms), or None.

    ``fr_CA`` falls back to ``fr``.
    """
    folder = folder if folder is not None else TRANSLATIONS_DIR
    name = QLocale(language).name()  # "fr_CA"; "C" for a name Qt does not know
    candidates = [language.replace("-", "_"), name, name.split("_")[0]]
    for candidate in candidates:
        path = folder / f"tarbish_score_{candidate}.qm"
        if path.is_file():
            return path
    return None


def install_language(language: str | None, folder: Path | None = None) -> QTranslator | None:
    """Speak ``language`` (the system locale's if None) in everything the words package and Qt translate.

    Needs a ``QCoreApplication``; creates one when there is none. Dates and numbers follow the
    locale when a language is named or its catalogue found (else they stay ISO 8601). Returns the
    installed translator (for English, the one holding its plural forms), or None.

    Raises:
        LookupError: no catalogue for ``language`` (the message names the language).
    """
    global _app
    locale = QLocale(language) if language else QLocale.system()
    if QCoreApplication.instance() is None:
        _app = QCoreApplication([])
    install_translator(QCoreApplication.translate)
    if language:
        install_locale_formats(locale)
    wanted = language or locale.name()
    english = wanted in ("C", "POSIX") or wanted.replace("-", "_").split("_")[0].lower() == "en"
    path = catalogue_path("en" if english else wanted, folder)
    if path is None:
        if language is None or english:  # the system's language without a catalogue: English, as the window does
            return None
        raise LookupError(f"no translation for {language!r}")
    install_locale_formats(locale)
    translator = QTranslator(QCoreApplication.instance())
    if not translator.load(str(path)):
        raise LookupError(f"the translation {path} cannot be read")
    QCoreApplication.installTranslator(translator)
    return translator


def uncompiled_catalogues(translations: Path) -> str | None:
    """What to do when ``translations`` holds no ``.qm`` file but a source checkout's catalogues are beside it.

    An editable install (``pip install -e``) runs the package from the checkout, where the catalogues
    are compiled only by the tests or ``tools/catalogue.py compile``: without them the window is
    English whatever language is chosen, so it says why and how to fix it.

    Returns:
        The sentence to print, or None (an installed package that ships no catalogue, or none to build).
    """
    sources = translations.parents[2] / "resources" / "i18n"
    if not any(sources.glob("tarbish_score_*.ts")):
        return None
    return (
        f"the translations are not compiled, so the window speaks English; run "
        f"'python tools/catalogue.py compile' in {translations.parents[2]} for French, Spanish or Italian."
    )


def warn_if_uncompiled(translations: Path) -> None:
    """Log and print :func:`uncompiled_catalogues`' sentence, if any (on start, once)."""
    warning = uncompiled_catalogues(translations)
    if warning:
        logging.getLogger("tarbish_score.ui").warning("%s", warning)
        print(f"Tarabish Score: {warning}", file=sys.stderr)

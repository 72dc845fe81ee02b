"""The app's remembered choices: the language and the scoresheet's paper.

Kept in ``QSettings`` at an explicit INI path (:func:`tarbish_score.paths.settings_path`), never the
registry nor the test runner's home.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QSettings

from tarbish_score import paths

if TYPE_CHECKING:
    from tarbish_score.exchange.paper import Paper

__all__ = [
    "LANGUAGES",
    "app_settings",
    "chosen_language",
    "chosen_paper",
    "locale_for_language",
    "set_chosen_language",
    "set_chosen_paper",
    "system_paper",
]

#: The languages the app speaks, by code, each named in itself (an autonym, never translated).
#: "" (the system's language) comes first in the menu.
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "es": "Español", "it": "Italiano"}

_LANGUAGE_KEY = "ui/language"
_PAPER_KEY = "export/paper"


def app_settings() -> QSettings:
    """The app's settings file (INI), read and written through ``QSettings``."""
    return QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)


def chosen_language() -> str:
    """The language chosen in View ▸ Language: a code of :data:`LANGUAGES`, or "" for the system's."""
    value = app_settings().value(_LANGUAGE_KEY, "")
    return value if isinstance(value, str) and value in LANGUAGES else ""


def set_chosen_language(code: str) -> None:
    """Remember ``code`` ("" for the system's language); it applies at the next start.

    Raises:
        ValueError: ``code`` is neither "" nor one of :data:`LANGUAGES`.
    """
    if code and code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    settings = app_settings()
    settings.setValue(_LANGUAGE_KEY, code)
    settings.sync()


def locale_for_language(code: str, system: QLocale | None = None) -> QLocale:
    """The locale to translate into for language ``code`` ("" for the system's own locale).

    A chosen language keeps the system's territory where it has one (French chosen on an
    ``en_CA`` system gives ``fr_CA``): Qt then picks the nearest catalogue.
    """
    system = system if system is not None else QLocale.system()
    if not code:
        return system
    language = QLocale(code).language()
    territory = system.territory()
    return QLocale(language, territory) if territory != QLocale.Country.AnyTerritory else QLocale(language)


def system_paper() -> Paper:
    """The paper of the system's locale: the POSIX variables where set, else Qt's system locale."""
    from tarbish_score.exchange.paper import paper_for_locale, paper_from_environment  # not at start-up

    from_environment = paper_from_environment()
    return from_environment if from_environment is not None else paper_for_locale(QLocale.system().name())


def chosen_paper() -> Paper:
    """The paper last chosen for the scoresheet, else the system locale's (:func:`system_paper`)."""
    value = app_settings().value(_PAPER_KEY, "")
    if value == "a4" or value == "letter":
        return value
    return system_paper()


def set_chosen_paper(paper: Paper) -> None:
    """Remember ``paper`` for the next PDF and the next print."""
    settings = app_settings()
    settings.setValue(_PAPER_KEY, paper)
    settings.sync()

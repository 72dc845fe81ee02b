"""The language and the scoresheet's paper, as chosen (kept by :mod:`tarbish_score.qt.settings`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from tarbish_score.qt import settings
from tarbish_score.qt.settings import LANGUAGES

if TYPE_CHECKING:
    from tarbish_score.exchange.paper import Paper

__all__ = [
    "LANGUAGES",
    "chosen_language",
    "chosen_paper",
    "locale_for_language",
    "set_chosen_language",
    "set_chosen_paper",
    "system_paper",
]


def chosen_language() -> str:
    """The language chosen in View ▸ Language: a code of :data:`LANGUAGES`, or "" for the system's."""
    return settings.read(settings.LANGUAGE)


def set_chosen_language(code: str) -> None:
    """Remember ``code`` ("" for the system's language); it applies at the next start.

    Raises:
        ValueError: ``code`` is neither "" nor one of :data:`LANGUAGES`.
    """
    settings.write(settings.LANGUAGE, code)  # refuses a code the declaration does not list


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
    value = settings.read(settings.PAPER)
    return "a4" if value == "a4" else "letter" if value == "letter" else system_paper()


def set_chosen_paper(paper: Paper) -> None:
    """Remember ``paper`` for the next PDF and the next print."""
    settings.write(settings.PAPER, paper)

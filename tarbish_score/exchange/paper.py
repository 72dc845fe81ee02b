"""The scoresheet's paper: US Letter where the locale's territory uses it, A4 elsewhere.

Qt-free, so the command line decides the paper the same way the window does.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Literal

__all__ = ["LETTER_TERRITORIES", "PAPERS", "Paper", "paper_for_locale", "paper_from_environment", "paper_of_region"]

Paper = Literal["a4", "letter"]
#: The papers offered, in menu order.
PAPERS: tuple[Paper, ...] = ("a4", "letter")

#: Territories (ISO 3166 codes) whose paper is US Letter: CLDR's ``paperSize`` data (US, Canada,
#: Mexico, the Philippines, Chile, Colombia, Venezuela, Belize, Costa Rica, Guatemala, Panama, El
#: Salvador, Nicaragua, Puerto Rico) and the Dominican Republic. Every other territory uses A4.
LETTER_TERRITORIES = frozenset(
    {"US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "DO", "SV", "PR", "NI", "BZ"}
)

_TERRITORY = re.compile(r"^[A-Za-z]{2,3}[_-](?:[A-Za-z]{4}[_-])?([A-Za-z]{2}|\d{3})(?:[.@]|$)")


def paper_for_locale(name: str) -> Paper:
    """The paper of a locale named ``name``: ``"letter"`` in a Letter territory, else ``"a4"``.

    Args:
        name: a POSIX or BCP 47 locale name: ``en_US.UTF-8``, ``fr_CA``, ``es-MX``,
            ``sr_Latn_RS``, ``de_DE@euro``; ``C``, ``POSIX`` or ``""`` (no territory: A4).
    """
    found = _TERRITORY.match(name.strip())
    return "letter" if found is not None and found.group(1).upper() in LETTER_TERRITORIES else "a4"


def paper_from_environment(environ: Mapping[str, str] | None = None) -> Paper | None:
    """The paper of the POSIX locale in force (``LC_ALL``, else ``LC_PAPER``, else ``LANG``), or
    None when none of them is set (elsewhere than on Unix: ask the system, e.g. Qt's ``QLocale``)."""
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_PAPER", "LANG"):
        value = environ.get(variable, "")
        if value:
            return paper_for_locale(value)
    return None


def paper_of_region(name: str | None) -> Paper | None:
    """The paper of the region a language name gives (``fr_CA``, ``es-MX``, ``en_US``), or None when it
    names none (``fr``, ``C``, None): then the locale in force decides."""
    if not name or _TERRITORY.match(name.strip()) is None:
        return None
    return paper_for_locale(name)

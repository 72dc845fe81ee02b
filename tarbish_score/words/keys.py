"""Keys named in a message: ``{Enter}``, ``{Ctrl+Shift+R}``, each written as the language in force names it.

A message names a key as a placeholder of its portable name (the translator keeps ``{Ctrl+Z}`` as it
is); :func:`with_keys` writes it. The words package never imports Qt: the window installs Qt's names
(``tarbish_score.qt.key_names``: "Ctrl+Maj+R" in French); without them a key is named as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

__all__ = ["KEY_PLACEHOLDER", "NAMED_KEYS", "install_key_namer", "key_name", "with_keys"]

#: The keys a message may name by themselves (others are a letter, a digit or F1-F12, with modifiers or not).
NAMED_KEYS: Final = (
    "Return", "Enter", "Esc", "Escape", "Del", "Delete", "Backspace", "Tab", "Ins", "Insert", "Space",
    "Home", "End", "Left", "Right",
)  # fmt: skip
#: A key named in a message; other ``{names}`` are the message's own, left for ``format``.
KEY_PLACEHOLDER: Final = re.compile(
    r"\{((?:(?:Ctrl|Shift|Alt|Meta)\+)+(?:[^{}\s+]+|\+)|F\d{1,2}|" + "|".join(NAMED_KEYS) + r")\}"
)

_namer: Callable[[str], str] | None = None


def install_key_namer(namer: Callable[[str], str] | None) -> None:
    """Name every later key through ``namer`` (None: as written)."""
    global _namer
    _namer = namer


def key_name(portable: str) -> str:
    """The key ``portable`` (``"Ctrl+Shift+R"``) as the language in force names it."""
    return _namer(portable) if _namer is not None else portable


def with_keys(text: str, namer: Callable[[str], str] | None = None) -> str:
    """``text`` with each key it names as ``{Enter}`` or ``{Ctrl+Z}`` written out (by ``namer``, else the hook)."""
    name = namer if namer is not None else key_name
    return KEY_PLACEHOLDER.sub(lambda match: name(match.group(1)), text)

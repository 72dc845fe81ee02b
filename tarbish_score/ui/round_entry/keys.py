"""The round entry's keys: seat numbers, Enter, and the letters of the language in force (``ui/letters.py``)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from tarbish_score.ui import letters

__all__ = ["ENTER_KEYS", "SEAT_KEYS", "letter_of", "panel_key", "plain_key"]

#: Keys 1-4 pick seats 0-3.
SEAT_KEYS: Final = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)
ENTER_KEYS: Final = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def plain_key(event: QKeyEvent) -> bool:
    """True for a key typed without Ctrl, Alt or Meta (the keypad is fine)."""
    mods = event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
    return mods == Qt.KeyboardModifier.NoModifier


def letter_of(event: QKeyEvent, scope: str) -> str | None:
    """What the letter ``event`` typed means in ``scope`` (a :data:`letters.SCOPES` name), or None."""
    if not plain_key(event):
        return None
    return letters.keys(scope).get(int(event.key()))


def panel_key(event: QKeyEvent) -> str | None:
    """The round entry's own key ``event`` is: "/" or a :data:`letters.PANEL` meaning (None: neither)."""
    if event.key() == Qt.Key.Key_Slash:
        return "/"
    meaning = letter_of(event, "runs")
    return meaning if meaning in letters.PANEL else None

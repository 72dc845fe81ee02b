"""The round entry's keys: seat numbers, trump letters, Enter, and the keys the whole panel answers to."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

__all__ = ["ENTER_KEYS", "PANEL_KEYS", "SEAT_KEYS", "SUIT_KEYS", "plain_key"]

#: Keys 1-4 pick seats 0-3.
SEAT_KEYS: Final = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)
#: Trump keys and the record spelling of their suit.
SUIT_KEYS: Final = {
    Qt.Key.Key_C: "clubs",
    Qt.Key.Key_D: "diamonds",
    Qt.Key.Key_H: "hearts",
    Qt.Key.Key_S: "spades",
}
ENTER_KEYS: Final = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
#: Keys the whole round entry answers to, even from the count field.
PANEL_KEYS: Final = (Qt.Key.Key_Slash, Qt.Key.Key_R, Qt.Key.Key_B, Qt.Key.Key_W)


def plain_key(event: QKeyEvent) -> bool:
    """True for a key typed without Ctrl, Alt or Meta (the keypad is fine)."""
    mods = event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
    return mods == Qt.KeyboardModifier.NoModifier

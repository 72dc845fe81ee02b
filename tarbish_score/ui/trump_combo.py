"""A combo box for a round's trump: "not said yet", the four suits, and no trump where allowed.

Used by the run checker and the card-point counter (docs/rules.md sections 2 and 3). Each
dialog passes its own words (translated in its own context) for the empty choice and the
accessible texts. While it has the focus, the round entry's trump letters pick a suit
(:data:`tarbish_score.ui.round_entry.keys.SUIT_KEYS`, N no trump where offered), and each item
shows its letter as the round entry does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from tarbish_score.model import NoTrump, Suit
from tarbish_score.ui.round_entry.keys import SUIT_KEYS, plain_key
from tarbish_score.words.game import suit_name

__all__ = ["TrumpCombo", "suit_letters"]

#: The key for no trump, as in the round entry's trump picker.
_NO_TRUMP_KEY = Qt.Key.Key_N


def _letter(key: Qt.Key) -> str:
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def suit_letters() -> str:
    """The round entry's trump letters, in its order, e.g. "C D H S"."""
    return " ".join(_letter(key) for key in SUIT_KEYS)


class TrumpCombo(QComboBox):
    """The trump picker.

    Args:
        parent: the parent widget.
        unknown: the text of the empty choice (the trump not known yet).
        name: the accessible name.
        description: the accessible description.
        no_trump: whether "no trump" is offered (the match allows it, or the round was one).
        trump: the trump to start with (None: the empty choice).
    """

    def __init__(
        self,
        parent: QWidget | None,
        *,
        unknown: str,
        name: str,
        description: str,
        no_trump: bool,
        trump: Suit | NoTrump | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trumpCombo")
        self.setAccessibleName(name)
        self.setAccessibleDescription(description)
        self._keys: dict[int, Suit | NoTrump] = {}
        self.addItem(unknown, None)
        for key, value in SUIT_KEYS.items():
            suit = Suit(value)
            self._keys[int(key)] = suit
            self.addItem(f"{suit.symbol} {suit_name(suit)}  [{_letter(key)}]", suit)
        if no_trump or trump is NoTrump.NONE:
            self._keys[int(_NO_TRUMP_KEY)] = NoTrump.NONE
            self.addItem(f"{suit_name(NoTrump.NONE)}  [{_letter(_NO_TRUMP_KEY)}]", NoTrump.NONE)
        self.set_trump(trump)

    def trump(self) -> Suit | NoTrump | None:
        """The trump picked (None: not known yet)."""
        value = self.currentData()
        return value if isinstance(value, Suit | NoTrump) else None

    def set_trump(self, trump: Suit | NoTrump | None) -> None:
        """Pick ``trump``; one not offered picks the empty choice."""
        self.setCurrentIndex(max(self.findData(trump), 0))

    def take_key_from(self, label: QLabel) -> None:
        """Be the buddy of ``label``: its mnemonic ("&Trump:", Alt+T) brings the focus here, as the tooltip says."""
        label.setBuddy(self)
        key = QKeySequence.mnemonic(label.text()).toString(QKeySequence.SequenceFormat.NativeText)
        self.setToolTip(self.tr("{key}, then {suits} (N: no trump)").format(key=key, suits=suit_letters()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A trump letter picks its suit (the items start with a symbol, which Qt's type-ahead cannot match)."""
        picked = self._keys.get(event.key()) if plain_key(event) else None
        if picked is None:
            super().keyPressEvent(event)
            return
        self.set_trump(picked)
        event.accept()

"""A combo box for a round's trump: "not said yet", the four suits, and no trump where allowed.

Used by the run checker and the card-point counter (docs/rules.md sections 2 and 3). Each
dialog passes its own words (translated in its own context) for the empty choice and the
accessible texts. While it has the focus, the round entry's trump letters in the language in
force pick a suit (``ui/letters.py``, scope ``trump``; no trump where offered), and each item
shows its letter as the round entry does.
"""

from __future__ import annotations

from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from tarbish_score.model import NoTrump, Suit
from tarbish_score.ui import letters
from tarbish_score.ui.round_entry.keys import letter_of
from tarbish_score.words.game import suit_name

__all__ = ["TrumpCombo", "suit_letters"]


def suit_letters() -> str:
    """The round entry's trump letters in the language in force, in its order ("C D H S"; "T K C P" in French)."""
    shown = letters.language_letters()
    return " ".join(shown[suit] for suit in letters.SUITS)


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
        self._no_trump = no_trump or trump is NoTrump.NONE
        shown = letters.language_letters()
        self.addItem(unknown, None)
        for meaning in letters.SUITS:
            suit = Suit(meaning)
            self.addItem(f"{suit.symbol} {suit_name(suit)}  [{shown[meaning]}]", suit)
        if self._no_trump:
            self.addItem(f"{suit_name(NoTrump.NONE)}  [{shown['no_trump']}]", NoTrump.NONE)
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
        self.setToolTip(
            self.tr("{key}, then {suits} ({no_trump}: no trump)").format(
                key=key, suits=suit_letters(), no_trump=letters.letter("no_trump")
            )
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A trump letter picks its suit (the items start with a symbol, which Qt's type-ahead cannot match)."""
        meaning = letter_of(event, "trump")
        picked: Suit | NoTrump | None = None
        if meaning in letters.SUITS:
            picked = Suit(meaning)
        elif meaning == "no_trump" and self._no_trump:
            picked = NoTrump.NONE
        if picked is None:
            super().keyPressEvent(event)
            return
        self.set_trump(picked)
        event.accept()

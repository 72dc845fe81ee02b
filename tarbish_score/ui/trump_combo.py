"""A combo box for a round's trump: "not said yet", the four suits, and no trump where allowed.

Used by the run checker and the card-point counter (docs/rules.md sections 2 and 3). Each
dialog passes its own words (translated in its own context) for the empty choice and the
accessible texts.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from tarbish_score.model import NoTrump, Suit
from tarbish_score.words.game import suit_name

__all__ = ["TrumpCombo"]


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
        self.addItem(unknown, None)
        for suit in Suit:
            self.addItem(f"{suit.symbol} {suit_name(suit)}", suit)
        if no_trump or trump is NoTrump.NONE:
            self.addItem(suit_name(NoTrump.NONE), NoTrump.NONE)
        self.set_trump(trump)

    def trump(self) -> Suit | NoTrump | None:
        """The trump picked (None: not known yet)."""
        value = self.currentData()
        return value if isinstance(value, Suit | NoTrump) else None

    def set_trump(self, trump: Suit | NoTrump | None) -> None:
        """Pick ``trump``; one not offered picks the empty choice."""
        self.setCurrentIndex(max(self.findData(trump), 0))

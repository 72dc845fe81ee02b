"""A clickable 4 × 9 grid of the deck: four suit rows, A down to 6 (docs/rules.md sections 1 and 4).

Used by the run checker (a player's cards) and the card-point counter (a
team's tricks). Mouse: click a card to pick or drop it. Keyboard: the arrows
move the cursor and Space picks or drops the card under it; or type a rank
(A K Q J 1 9 8 7 6, 1 or T for the ten) then a suit (C D H S in English: the language's letters,
``ui/letters.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from tarbish_score.model import Card, Rank, Suit
from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui import letters
from tarbish_score.words.game import suit_name

__all__ = ["CardGrid"]

_RANK_KEYS: Final = {
    Qt.Key.Key_A: Rank.ACE,
    Qt.Key.Key_K: Rank.KING,
    Qt.Key.Key_Q: Rank.QUEEN,
    Qt.Key.Key_J: Rank.JACK,
    Qt.Key.Key_1: Rank.TEN,
    Qt.Key.Key_T: Rank.TEN,
    Qt.Key.Key_9: Rank.NINE,
    Qt.Key.Key_8: Rank.EIGHT,
    Qt.Key.Key_7: Rank.SEVEN,
    Qt.Key.Key_6: Rank.SIX,
}
_MOVES: Final = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


class CardGrid(QFrame):
    """The 36 cards as buttons; picked cards are filled with the grid's colour.

    Args:
        colour: the fill colour of picked cards (a team colour).
        parent: the parent widget.

    Signals:
        changed: the picked cards changed.
    """

    changed = Signal()

    def __init__(self, colour: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardGrid")
        self.setAccessibleName(QCoreApplication.translate("CardGrid", "Cards"))
        self.setAccessibleDescription(
            with_keys(
                QCoreApplication.translate(
                    "CardGrid",
                    "The 36 cards, a row for each suit: type a card's rank then its suit (for example Q {hearts} for"
                    " the queen of hearts) or move with the arrow keys and press {Space}, to pick it or put it back.",
                )
            ).format(hearts=letters.letter("hearts"))
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(
            f"QFrame#cardGrid {{ border: 2px solid {theme.FIELD_BORDER_COLOUR}; border-radius: 8px;"
            f" background: {theme.FIELD_BACKGROUND}; }}"
            f"QFrame#cardGrid:focus {{ border: 3px solid {theme.FOCUS_COLOUR}; }}"
        )
        self._colour: str = colour if colour is not None else theme.current().team[0]
        self._picked: set[Card] = set()
        self._values: Mapping[Card, int] = {}
        self._marks: Mapping[Card, tuple[str, str]] = {}
        # The theme the colours handed in (the picked fill, the marks' borders) belong to: a switch swaps them.
        self._colours_theme = theme.current()
        theme.notifier().theme_changed.connect(self._paint)
        self._cursor = (0, 0)
        self._pending_rank: Rank | None = None
        self._buttons: dict[Card, QPushButton] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setSpacing(3)
        for column, rank in enumerate(Rank, start=1):
            header = QLabel(rank.value, self)
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            theme.style_label(header, theme.MUTED_COLOUR, bold=True)
            grid.addWidget(header, 0, column)
        for row, suit in enumerate(Suit, start=1):
            label = QLabel(suit.symbol, self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            theme.style_label(label, theme.SUIT_COLOURS[suit.value], pixel_size=22)
            grid.addWidget(label, row, 0)
            for column, rank in enumerate(Rank, start=1):
                card = Card(rank, suit)
                button = QPushButton(self)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setMinimumSize(46, 40)
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.setAccessibleName(
                    QCoreApplication.translate("CardGrid", "{rank} of {suit}").format(
                        rank=rank.value, suit=suit_name(suit)
                    )
                )
                button.clicked.connect(lambda _checked=False, c=card: self._on_card_clicked(c))
                grid.addWidget(button, row, column)
                self._buttons[card] = button
        self._paint()

    # --- state ----------------------------------------------------------------------------

    def picked(self) -> frozenset[Card]:
        """The picked cards."""
        return frozenset(self._picked)

    def set_picked(self, cards: Iterable[Card]) -> None:
        """Pick exactly ``cards`` (emits ``changed`` if that is a change)."""
        new = set(cards)
        if new != self._picked:
            self._picked = new
            self._paint()
            self.changed.emit()

    def toggle(self, card: Card) -> None:
        """Pick ``card``, or drop it if picked; the cursor moves to it."""
        if card in self._picked:
            self._picked.discard(card)
        else:
            self._picked.add(card)
        self._cursor = (list(Suit).index(card.suit), card.rank.index)
        self._paint()
        self.changed.emit()

    def set_colour(self, colour: str) -> None:
        """The fill colour of picked cards."""
        self._colour = colour
        self._paint()

    def set_values(self, values: Mapping[Card, int]) -> None:
        """Card points to show under each card (empty: none shown)."""
        self._values = dict(values)
        self._paint()

    def set_marks(self, marks: Mapping[Card, tuple[str, str]]) -> None:
        """Notes on cards: ``card -> (short text, border colour)``, e.g. who else holds it."""
        self._follow_theme()  # the picked fill first: the marks are the theme in force's
        self._marks = dict(marks)
        self._paint()

    def button(self, card: Card) -> QPushButton:
        """The button of ``card`` (for tests and screenshots)."""
        return self._buttons[card]

    @property
    def cursor_card(self) -> Card:
        """The card under the keyboard cursor."""
        row, column = self._cursor
        return Card(Rank.at(column), list(Suit)[row])

    # --- painting ---------------------------------------------------------------------------

    def _follow_theme(self) -> None:
        """Swap the colours handed in for the same colours of the theme in force, when it is another one."""
        now = theme.current()
        if self._colours_theme is now:
            return
        mapping = theme.colour_map(self._colours_theme, now)
        self._colour = mapping.get(self._colour.lower(), self._colour)
        self._marks = {
            card: (text, mapping.get(colour.lower(), colour)) for card, (text, colour) in self._marks.items()
        }
        self._colours_theme = now

    def _paint(self) -> None:
        self._follow_theme()
        focus = self.hasFocus()
        cursor = self.cursor_card
        for card, button in self._buttons.items():
            picked = card in self._picked
            lines = [f"{card.rank.value}{card.suit.symbol}"]
            if card in self._values:
                lines.append(str(self._values[card]))
            mark = self._marks.get(card)
            if mark is not None and mark[0]:
                lines.append(mark[0])
            button.setText("\n".join(lines))
            ink = theme.SUIT_COLOURS[card.suit.value]
            border = f"1px solid {theme.BUTTON_BORDER_COLOUR}"
            if mark is not None:
                border = f"3px solid {mark[1]}"
            if focus and card == cursor:
                border = f"3px solid {theme.FOCUS_COLOUR}"
            background = self._colour if picked else theme.SURFACE_COLOUR
            colour = theme.ON_COLOUR if picked else ink
            weight = "bold" if picked else "normal"
            button.setStyleSheet(
                f"QPushButton {{ background: {background}; color: {colour}; border: {border};"
                f" border-radius: 5px; font-size: 15px; font-weight: {weight}; padding: 1px; }}"
            )
            state = self.tr("picked") if picked else self.tr("not picked")
            button.setToolTip(f"{card}: {state}" + (f" ({mark[0]})" if mark is not None and mark[0] else ""))

    # --- input ----------------------------------------------------------------------------

    def _on_card_clicked(self, card: Card) -> None:
        self.toggle(card)
        self.setFocus(Qt.FocusReason.MouseFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move, Space picks or drops; a rank key then a suit key picks or drops that card."""
        key = event.key()
        mods = event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
        if mods != Qt.KeyboardModifier.NoModifier:
            event.ignore()
            return
        if key in _MOVES:
            dr, dc = _MOVES[Qt.Key(key)]
            row, column = self._cursor
            self._cursor = ((row + dr) % len(Suit), (column + dc) % len(Rank))
            self._pending_rank = None
            self._paint()
        elif key == Qt.Key.Key_Space:
            self.toggle(self.cursor_card)
        elif self._pending_rank is not None and (suit := letters.keys("cards").get(int(key))) is not None:
            # After a rank a letter is a suit first (K K: the king of carreau in French).
            self.toggle(Card(self._pending_rank, Suit(suit)))
            self._pending_rank = None
        elif key in _RANK_KEYS:
            self._pending_rank = _RANK_KEYS[Qt.Key(key)]
        elif key == Qt.Key.Key_0 and self._pending_rank is Rank.TEN:
            pass  # "10" typed out in full
        else:
            event.ignore()
            return
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the cursor while focused."""
        super().focusInEvent(event)
        self._paint()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the cursor."""
        super().focusOutEvent(event)
        self._pending_rank = None
        self._paint()

"""Choice rows picked by key: the caller's seat, the trump suit, who held bella."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QButtonGroup, QFrame, QHBoxLayout, QPushButton, QSizePolicy, QWidget

from tarbish_score.qt import theme
from tarbish_score.ui import letters
from tarbish_score.ui.elide import NAME_PX, elided
from tarbish_score.ui.round_entry.draft import THROWN_IN
from tarbish_score.ui.round_entry.keys import SEAT_KEYS, letter_of, plain_key
from tarbish_score.words.game import player_label, suit_name

if TYPE_CHECKING:
    from tarbish_score.model import Match

__all__ = ["BellaPicker", "CallerPicker", "KeyPicker", "TrumpPicker"]

#: One choice: ``(value, key, button text, text colour)``.
Option = tuple[object, Qt.Key, str, str]


class KeyPicker(QFrame):
    """A row of choice buttons, each with its own key; the frame takes the focus.

    Signals:
        picked: a choice was picked by key or click; argument: its value.
    """

    picked = Signal(object)

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(theme.focus_frame_style(name))
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(6, 4, 6, 4)
        self._layout.setSpacing(6)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self._group.buttonClicked.connect(self._on_group_button_clicked)
        self._values: list[object] = []
        self._keys: dict[int, object] = {}
        self._value: object = None
        self._options: list[Option] | None = None

    def set_options(self, options: list[Option]) -> None:
        """Replace the choices: ``(value, key, button text, text colour)`` each.

        The same choices as shown keep their buttons: every recorded round asks
        again, and rebuilding them would re-lay out and repaint the whole form.
        """
        if options == self._options:
            return
        self._options = list(options)
        for button in self._group.buttons():
            self._group.removeButton(button)
            button.hide()  # gone from the screen now, even before it is deleted
            button.deleteLater()
        while self._layout.count():
            self._layout.takeAt(0)
        self._values = []
        self._keys = {}
        button_font = self.font()
        for i, (value, key, text, colour) in enumerate(options):
            # A long player's name is cut short (whole name in the tooltip): it never squeezes the others.
            shown = elided(text, button_font, NAME_PX + 30)
            button = QPushButton(shown, self)
            button.setToolTip(text if shown != text else "")
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumHeight(34)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            # Closed (no match, or the match is over): look it, like the runs buttons.
            button.setStyleSheet(theme.choice_button_style(colour))
            self._group.addButton(button, i)
            self._layout.addWidget(button)
            self._values.append(value)
            self._keys[int(key)] = value
        self.set_value(self._value if self._value in self._values else None)

    @property
    def value(self) -> object:
        """The picked value, or None."""
        return self._value

    def set_value(self, value: object) -> None:
        """Show ``value`` as picked (None: nothing), without emitting ``picked``."""
        self._value = value if value in self._values else None
        self._group.setExclusive(False)
        for i, button in enumerate(self._group.buttons()):
            button.setChecked(self._value is not None and self._values[i] == self._value)
        self._group.setExclusive(True)

    def buttons(self) -> list[QAbstractButton]:
        """The choice buttons, in order."""
        return list(self._group.buttons())

    def button_texts(self) -> list[str]:
        """The buttons' texts, in order (for tests and help)."""
        return [b.text() for b in self._group.buttons()]

    def pick(self, value: object) -> None:
        """Pick ``value`` as if its key was pressed."""
        if value not in self._values:
            return
        self.set_value(value)
        self.picked.emit(value)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A choice's key picks it; other keys go on to the parent."""
        if plain_key(event) and event.key() in self._keys:
            self.pick(self._keys[event.key()])
            event.accept()
            return
        event.ignore()

    def _on_group_button_clicked(self, button: QAbstractButton) -> None:
        self.pick(self._values[self._group.id(button)])
        self.setFocus(Qt.FocusReason.MouseFocusReason)


def _seat_options(match: Match | None) -> list[Option]:
    """The four players: seat number, name, in their team's colour (built once a match exists)."""
    from tarbish_score.model import team_of

    return [
        (seat, SEAT_KEYS[seat], f"{seat + 1}  {player_label(match, seat)}", theme.TEAM_COLOURS[team_of(seat)])
        for seat in range(len(SEAT_KEYS))
    ]


class CallerPicker(KeyPicker):
    """The caller: keys 1-4 pick the player by seat; 0 throws the round in where allowed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("callerPicker", parent)
        self.setAccessibleName(self.tr("Caller"))
        self.setAccessibleDescription(
            self.tr("Who called trump: press the caller's seat number, 1 to 4, or click a name.")
        )

    def show_players(self, match: Match | None, *, thrown_in_allowed: bool) -> None:
        """Show the four players (seat number, name, team colour); "seat N" with no match."""
        options = _seat_options(match)
        if thrown_in_allowed:
            options.append((THROWN_IN, Qt.Key.Key_0, self.tr("0  thrown in"), theme.MUTED_COLOUR))
        self.set_options(options)


class TrumpPicker(KeyPicker):
    """The trump suit by its letter (C D H S in English), and no trump (N) where the rules allow it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("trumpPicker", parent)
        self.setAccessibleName(self.tr("Trump"))
        self.setAccessibleDescription(
            self.tr(
                "The trump suit: press {clubs} for clubs, {diamonds} for diamonds, {hearts} for hearts,"
                " {spades} for spades ({no_trump}: no trump)."
            ).format(**letters.letters(*letters.SUITS, "no_trump"))
        )

    def show_suits(self, *, no_trump_allowed: bool) -> None:
        """Show the suits (symbol, name, letter)."""
        from tarbish_score.model import NoTrump, Suit

        options: list[Option] = []
        for meaning in letters.SUITS:
            suit = Suit(meaning)
            letter = letters.letter(meaning)
            text = f"{suit.symbol} {suit_name(suit)}  [{letter}]"
            options.append((suit, Qt.Key(ord(letter)), text, theme.SUIT_COLOURS[suit.value]))
        if no_trump_allowed:
            letter = letters.letter("no_trump")
            text = self.tr("no trump  [{no_trump}]").format(no_trump=letter)
            options.append((NoTrump.NONE, Qt.Key(ord(letter)), text, theme.MUTED_COLOUR))
        self.set_options(options)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A suit's letter (or no trump's) picks it, in the language's letters or an English one left free."""
        from tarbish_score.model import NoTrump, Suit

        meaning = letter_of(event, "trump")
        value: object = NoTrump.NONE if meaning == "no_trump" else Suit(meaning) if meaning in letters.SUITS else None
        if value is not None and value in self._values:
            self.pick(value)
            event.accept()
            return
        event.ignore()


class BellaPicker(KeyPicker):
    """Who held bella (K and Q of trump): 0 nobody, 1-4 the player by seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("bellaPicker", parent)
        self.setAccessibleName(self.tr("Bella"))
        self.setAccessibleDescription(
            self.tr("Who held the king and queen of trump: press 0 for nobody, or the player's seat number, 1 to 4.")
        )

    def show_players(self, match: Match | None) -> None:
        """Show "nobody" and the four players; "seat N" with no match."""
        options: list[Option] = [(None, Qt.Key.Key_0, self.tr("0  nobody"), theme.TEXT_COLOUR)]
        self.set_options(options + _seat_options(match))

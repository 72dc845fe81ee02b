"""Cards, suits, ranks and card points (docs/rules.md sections 1, 3 and 4)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = [
    "LAST_TRICK_POINTS",
    "NO_TRUMP_TOTAL",
    "ROUND_TOTAL",
    "Card",
    "Rank",
    "Suit",
    "card_points",
    "full_deck",
    "round_total",
    "trick_order",
]

#: Card points for taking the last trick (docs/rules.md section 3).
LAST_TRICK_POINTS = 10
#: Card points in a round with a trump suit: 62 + 3 * 30 + 10.
ROUND_TOTAL = 162
#: Card points in a no-trump round: 4 * 30 + 10.
NO_TRUMP_TOTAL = 130


class Suit(enum.Enum):
    """The four suits; the value is the match-record spelling."""

    CLUBS = "clubs"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    SPADES = "spades"

    @property
    def symbol(self) -> str:
        """The suit's symbol (♣ ♦ ♥ ♠)."""
        return _SYMBOLS[self]


_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


class Rank(enum.Enum):
    """The nine ranks in natural sequence order, A high (docs/rules.md section 4).

    The value is the match-record spelling. ``index`` is the position in the
    natural order: A is 0, 6 is 8; runs are consecutive indices.
    """

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    TEN = "10"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"

    @property
    def index(self) -> int:
        """Position in the natural order A K Q J 10 9 8 7 6 (0..8)."""
        return _NATURAL.index(self)

    @classmethod
    def at(cls, index: int) -> Rank:
        """The rank at ``index`` of the natural order.

        Raises:
            IndexError: ``index`` is outside 0..8.
        """
        if not 0 <= index < len(_NATURAL):
            raise IndexError(index)
        return _NATURAL[index]


_NATURAL: tuple[Rank, ...] = tuple(Rank)

_TRUMP_POINTS = {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3}
_PLAIN_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
_TRUMP_TRICK_ORDER = (
    Rank.JACK,
    Rank.NINE,
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
)
_PLAIN_TRICK_ORDER = (
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
)


@dataclass(frozen=True, order=False)
class Card:
    """One of the 36 cards."""

    rank: Rank
    suit: Suit

    def points(self, trump: Suit | None) -> int:
        """Card points of this card (docs/rules.md section 3).

        Args:
            trump: the round's trump suit, or None in a no-trump round.

        Returns:
            Points (0..20).
        """
        return card_points(self, trump)

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.symbol}"


def card_points(card: Card, trump: Suit | None) -> int:
    """Card points of ``card`` when ``trump`` is trump (docs/rules.md section 3).

    Args:
        card: the card.
        trump: the trump suit, or None for a no-trump round.

    Returns:
        Points: trump J 20, 9 14; A 11, 10 10, K 4, Q 3 in every suit; plain J 2.
    """
    table = _TRUMP_POINTS if card.suit is trump else _PLAIN_POINTS
    return table.get(card.rank, 0)


def trick_order(trump: bool) -> tuple[Rank, ...]:
    """Ranks from highest to lowest for winning tricks (docs/rules.md section 3).

    Args:
        trump: True for the trump suit's order (J 9 A 10 K Q 8 7 6).
    """
    return _TRUMP_TRICK_ORDER if trump else _PLAIN_TRICK_ORDER


def full_deck() -> tuple[Card, ...]:
    """The 36-card deck, suit by suit in natural order."""
    return tuple(Card(rank, suit) for suit in Suit for rank in Rank)


def round_total(trump: Suit | None) -> int:
    """Card points in a round, last trick included: 162, or 130 with no trump."""
    return NO_TRUMP_TOTAL if trump is None else ROUND_TOTAL

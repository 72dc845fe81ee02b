from __future__ import annotations

import pytest

from tarbish_score.model import NO_TRUMP_TOTAL, ROUND_TOTAL, Card, Rank, Suit, card_points, full_deck, round_total
from tarbish_score.model.cards import trick_order


def test_deck_has_36_cards_with_nine_ranks_per_suit() -> None:
    deck = full_deck()
    assert len(deck) == 36
    assert len(set(deck)) == 36
    assert [c.rank for c in deck[:9]] == list(Rank)


@pytest.mark.parametrize(
    ("rank", "trump_points", "plain_points"),
    [
        (Rank.JACK, 20, 2),
        (Rank.NINE, 14, 0),
        (Rank.ACE, 11, 11),
        (Rank.TEN, 10, 10),
        (Rank.KING, 4, 4),
        (Rank.QUEEN, 3, 3),
        (Rank.EIGHT, 0, 0),
        (Rank.SEVEN, 0, 0),
        (Rank.SIX, 0, 0),
    ],
)
def test_card_points_table(rank: Rank, trump_points: int, plain_points: int) -> None:
    card = Card(rank, Suit.HEARTS)
    assert card_points(card, Suit.HEARTS) == trump_points
    assert card.points(Suit.SPADES) == plain_points
    assert card.points(None) == plain_points


def test_points_in_the_cards_add_to_152_and_120_without_trump() -> None:
    # Plus 10 for the last trick: 162 and 130 (docs/rules.md section 3).
    assert sum(c.points(Suit.CLUBS) for c in full_deck()) + 10 == ROUND_TOTAL
    assert sum(c.points(None) for c in full_deck()) + 10 == NO_TRUMP_TOTAL
    assert round_total(Suit.CLUBS) == 162
    assert round_total(None) == 130


def test_natural_order_and_index() -> None:
    assert [r.value for r in Rank] == ["A", "K", "Q", "J", "10", "9", "8", "7", "6"]
    assert Rank.ACE.index == 0
    assert Rank.SIX.index == 8
    assert Rank.at(3) is Rank.JACK
    with pytest.raises(IndexError):
        Rank.at(9)
    with pytest.raises(IndexError):
        Rank.at(-1)


def test_trick_order_promotes_jack_and_nine_in_trump_only() -> None:
    assert [r.value for r in trick_order(True)] == ["J", "9", "A", "10", "K", "Q", "8", "7", "6"]
    assert [r.value for r in trick_order(False)] == ["A", "10", "K", "Q", "J", "9", "8", "7", "6"]


def test_card_text_and_suit_symbols() -> None:
    assert str(Card(Rank.TEN, Suit.SPADES)) == "10♠"
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]

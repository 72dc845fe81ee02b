"""Small builders for model tests."""

from __future__ import annotations

from typing import Any

from tarbish_score.model import Rank, RoundInput, RunClaim, Suit

SUIT = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
RANK = {r.value: r for r in Rank}


def run(seat: int, length: int, top: str | None = None, suit: str | None = None, **kw: Any) -> RunClaim:
    """A run claim: ``run(1, 4, "K", "c")`` is seat 1's king-high fifty of clubs."""
    return RunClaim(
        seat,
        length,
        None if top is None else RANK[top],
        None if suit is None else SUIT[suit],
        **kw,
    )


def rnd(
    caller: int,
    cards: tuple[int, int],
    trump: str | None = "h",
    runs: tuple[RunClaim, ...] = (),
    bella: int | None = None,
    **kw: Any,
) -> RoundInput:
    """A round: caller seat, card points of team 0 and 1, trump letter."""
    return RoundInput(caller, None if trump is None else SUIT[trump], cards, runs, bella, **kw)

"""Seats, teams and the deal: all the seat arithmetic of the game (docs/rules.md section 1).

Seats are numbered 0 to 3 clockwise; partners sit across from each other, so seats 0 and 2
are team 0 and seats 1 and 3 are team 1. Every other module asks here instead of doing
``% 2`` or ``% 4`` itself.
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "SEATS",
    "TEAMS",
    "dealer_before",
    "dealer_of",
    "eldest_of",
    "next_first_dealer",
    "other_team",
    "play_order",
    "seat_of",
    "team_of",
    "team_place",
    "team_seats",
]

#: Players at the table, and teams of two (docs/rules.md section 1).
SEATS: Final = 4
TEAMS: Final = 2


def team_of(seat: int) -> int:
    """The team (0 or 1) of ``seat`` (docs/rules.md section 1)."""
    return seat % TEAMS


def other_team(team: int) -> int:
    """The other team: the opponents of ``team``."""
    return 1 - team


def team_place(seat: int) -> int:
    """Which of its team's two players sits at ``seat``: 0 for seats 0 and 1, 1 for seats 2 and 3."""
    return seat // TEAMS


def seat_of(team: int, place: int) -> int:
    """The seat of player ``place`` (0 or 1) of ``team``: the inverse of :func:`team_of` and :func:`team_place`."""
    return team + TEAMS * place


def team_seats(team: int) -> tuple[int, int]:
    """The two seats of ``team``, across from each other: ``(team, team + 2)``."""
    return (seat_of(team, 0), seat_of(team, 1))


def dealer_of(first_dealer: int, round_index: int) -> int:
    """Seat of the dealer of round ``round_index`` (0-based): the deal passes left."""
    return (first_dealer + round_index) % SEATS


def next_first_dealer(first_dealer: int) -> int:
    """Who deals first in a rematch: the player left of the last match's first dealer (docs/rules.md section 1)."""
    return dealer_of(first_dealer, 1)


def eldest_of(dealer: int) -> int:
    """Seat of the eldest hand: the player left of (after) the dealer."""
    return (dealer + 1) % SEATS


def dealer_before(eldest: int) -> int:
    """The dealer of a round whose eldest hand is ``eldest``: the player right of (before) them."""
    return (eldest - 1) % SEATS


def play_order(seat: int, eldest: int) -> int:
    """How far ``seat`` comes after the eldest hand in play order (clockwise).

    0 for the eldest hand, 3 for the dealer.
    """
    return (seat - eldest) % SEATS

"""Seats, teams and the deal (docs/rules.md section 1)."""

from __future__ import annotations

from tarbish_score.model.seats import (
    SEATS,
    dealer_before,
    dealer_of,
    eldest_of,
    other_team,
    play_order,
    seat_of,
    team_of,
    team_place,
    team_seats,
)


def test_partners_sit_across_from_each_other() -> None:
    assert [team_of(s) for s in range(SEATS)] == [0, 1, 0, 1]
    assert [team_place(s) for s in range(SEATS)] == [0, 0, 1, 1]
    assert (team_seats(0), team_seats(1)) == ((0, 2), (1, 3))
    assert all(seat_of(team_of(s), team_place(s)) == s for s in range(SEATS))
    assert (other_team(0), other_team(1)) == (1, 0)


def test_the_deal_passes_left_and_the_eldest_hand_sits_after_the_dealer() -> None:
    assert [dealer_of(3, n) for n in range(5)] == [3, 0, 1, 2, 3]
    assert [eldest_of(d) for d in range(SEATS)] == [1, 2, 3, 0]
    assert all(dealer_before(eldest_of(d)) == d for d in range(SEATS))
    # Play order counts from the eldest hand; the dealer plays last.
    assert [play_order(s, 2) for s in range(SEATS)] == [2, 3, 0, 1]

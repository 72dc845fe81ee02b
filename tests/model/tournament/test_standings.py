"""Standings and the tie-break report against hand-worked nights (docs/rules.md section 11)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarbish_score.model import RuleSet, TournamentError
from tarbish_score.model.tournament import (
    TieBreak,
    Tournament,
    TournamentSettings,
)
from tarbish_score.model.tournament.draw import RoundDraw, Table
from tarbish_score.model.tournament.log import ResultRecorded, RoundDrawn, TeamAdded
from tarbish_score.model.tournament.results import check_result
from tarbish_score.model.tournament.standings import check_order
from tarbish_score.words.tournament import tie_break_report

from .nights import night, play_night

NAMES = ("MacNeils", "Gillis", "Rankins", "MacLeods")
A, B, C, D = range(4)


def hand_night(rounds: list[list[tuple[int, int, int, int]]], names: tuple[str, ...] = NAMES) -> Tournament:
    """A night from its games: each round's tables as (first team, second team, first's total, second's total)."""
    settings = TournamentSettings(rounds=max(len(rounds), 1))
    log: list[object] = [TeamAdded(name) for name in names]
    for number, games in enumerate(rounds, start=1):
        tables = tuple(Table(k, (a, b), 0, f"{number}-{k}-AAA") for k, (a, b, _, _) in enumerate(games, start=1))
        log.append(RoundDrawn(RoundDraw(number, tables)))
        for k, (_, _, x, y) in enumerate(games, start=1):
            log.append(ResultRecorded(k, check_result((x, y), settings.rules)))
    return Tournament(settings, tuple(log))  # type: ignore[arg-type]


def name(team: int) -> str:
    return NAMES[team]


CIRCLE = [
    [(A, B, 512, 340), (C, D, 500, 300)],
    [(A, C, 400, 505), (B, D, 520, 100)],
    [(B, C, 510, 480), (A, D, 530, 200)],
]


def test_a_circular_three_way_tie_goes_to_points_difference() -> None:
    # MacNeils beat Gillis, Gillis beat Rankins, Rankins beat MacNeils: head-to-head goes round in a circle.
    t = hand_night(CIRCLE)
    rows = t.standings.rows
    assert [(r.team, r.place, r.wins, r.difference) for r in rows] == [
        (A, 1, 2, 397),
        (B, 2, 2, 278),
        (C, 3, 2, 275),
        (D, 4, 0, -950),
    ]
    assert tie_break_report(t.standings, name) == [
        "MacNeils ahead of Gillis on points difference: +397 to +278. Head-to-head left the 3 tied teams level.",
        "Gillis ahead of Rankins on points difference: +278 to +275. Head-to-head left the 3 tied teams level.",
    ]
    decision = t.standings.decisions[0]
    assert (decision.criterion, decision.level, decision.among) == (TieBreak.POINTS_DIFFERENCE, 2, 3)
    assert t.standings.decisions[2].criterion is TieBreak.WINS


def test_head_to_head_between_two_names_the_game() -> None:
    t = hand_night(
        [
            [(A, B, 512, 340), (C, D, 500, 300)],
            [(A, C, 505, 400), (B, D, 520, 100)],
            [(B, C, 510, 480), (A, D, 200, 530)],
        ]
    )
    assert t.standings.ranked() == (A, B, C, D)
    assert tie_break_report(t.standings, name) == [
        "MacNeils ahead of Gillis on head-to-head: won their game 512–340.",
        "Rankins ahead of MacLeods on head-to-head: won their game 500–300.",
    ]


def test_head_to_head_among_three_tied_teams() -> None:
    five = ("MacNeils", "Gillis", "Rankins", "MacLeods", "Campbells")
    e = 4
    t = hand_night(
        [
            [(A, B, 512, 340), (C, D, 500, 300)],
            [(A, C, 505, 400), (B, e, 520, 100)],
            [(B, C, 510, 480), (D, e, 530, 200)],
            [(D, A, 530, 200), (C, e, 500, 450)],
            [(D, B, 530, 200)],
        ],
        five,
    )
    # MacNeils beat Gillis and Rankins, Gillis beat Rankins: each has two wins, MacLeods three.
    assert t.standings.ranked() == (D, A, B, C, e)
    assert tie_break_report(t.standings, lambda team: five[team]) == [
        "MacNeils ahead of Gillis on head-to-head among the 3 tied teams: 2 to 1 in their games.",
        "Gillis ahead of Rankins on head-to-head among the 3 tied teams: 1 to 0 in their games.",
    ]


def test_two_meetings_and_a_draw_count_in_halves() -> None:
    settings = TournamentSettings(rounds=2, rules=RuleSet(final_tie="draw"))
    log = [TeamAdded("MacNeils"), TeamAdded("Gillis")]
    for number, totals in ((1, (510, 510)), (2, (520, 300))):
        log += [
            RoundDrawn(RoundDraw(number, (Table(1, (A, B), 0, f"{number}-1-AAA"),))),
            ResultRecorded(1, check_result(totals, settings.rules)),
        ]
    t = Tournament(settings, tuple(log))  # type: ignore[arg-type]
    assert t.standings.row(A).draws == 1 and t.standings.row(B).losses == 1
    assert tie_break_report(t.standings, name) == []  # wins (1½ to ½) is not a tie-break


def test_teams_nothing_tells_apart_share_their_place() -> None:
    t = hand_night([[(A, B, 500, 300), (C, D, 500, 300)]])
    assert [(r.team, r.place, r.shared) for r in t.standings.rows] == [
        (A, 1, True),
        (C, 1, True),
        (B, 3, True),
        (D, 3, True),
    ]
    assert tie_break_report(t.standings, name) == [
        "MacNeils and Rankins share place 1: no tie-break tells them apart. Head-to-head did not count: not"
        " every two of the tied teams have met.",
        "Gillis and MacLeods share place 3: no tie-break tells them apart. Head-to-head did not count: not"
        " every two of the tied teams have met.",
    ]


def test_the_order_is_reorderable() -> None:
    t = hand_night(CIRCLE).with_tie_breaks([TieBreak.POINTS_FOR, TieBreak.WINS])
    assert t.standings.ranked() == (C, A, B, D)
    assert tie_break_report(t.standings, name) == []
    only_wins = hand_night(CIRCLE).with_tie_breaks([TieBreak.WINS, TieBreak.SHARED])
    assert [r.place for r in only_wins.standings.rows] == [1, 1, 1, 4]
    assert t.standings.row(D).team == D
    with pytest.raises(KeyError):
        t.standings.row(9)


def test_a_bad_order_is_refused() -> None:
    for order in ([TieBreak.WINS, TieBreak.WINS], [TieBreak.SHARED, TieBreak.WINS]):
        with pytest.raises(TournamentError) as caught:
            check_order(order)
        assert caught.value.code == "tie_break_order"
    assert check_order([TieBreak.POINTS_FOR]) == (TieBreak.POINTS_FOR,)


def _values(t: Tournament, team: int) -> tuple[int, int, int]:
    row = t.standings.row(team)
    return row.half_wins, row.difference, row.points_for


@settings(max_examples=25, deadline=None)
@given(count=st.integers(4, 16), rounds=st.integers(1, 5), seed=st.integers(0, 2**32))
def test_standings_are_a_total_order_that_follows_the_tie_breaks(count: int, rounds: int, seed: int) -> None:
    t = play_night(night(count, rounds=rounds, seed=seed), random.Random(seed))
    rows = t.standings.rows
    assert sorted(r.team for r in rows) == list(range(count))
    for i, (upper, lower) in enumerate(pairwise(rows)):
        decision = t.standings.decisions[i]
        assert (decision.above, decision.below) == (upper.team, lower.team)
        assert upper.half_wins >= lower.half_wins  # the first criterion is never broken
        if decision.criterion is TieBreak.SHARED:
            assert upper.place == lower.place and upper.shared and lower.shared
            assert _values(t, upper.team) == _values(t, lower.team)
        else:
            assert lower.place == i + 2 and decision.values[0] > decision.values[1]
            # Every criterion before the deciding one left them equal (head-to-head counted among the group).
            for earlier in t.standings.order[: decision.level]:
                if earlier is TieBreak.WINS:
                    assert upper.half_wins == lower.half_wins
                if earlier is TieBreak.POINTS_DIFFERENCE:
                    assert upper.difference == lower.difference
    for line, decision in zip(
        tie_break_report(t.standings, str), [d for d in t.standings.decisions if d.level > 0], strict=True
    ):
        word = {
            TieBreak.HEAD_TO_HEAD: "head-to-head",
            TieBreak.POINTS_DIFFERENCE: "points difference",
            TieBreak.POINTS_FOR: "points for",
            TieBreak.SHARED: "share place",
            TieBreak.WINS: "on wins",
        }[decision.criterion]
        assert word in line


def test_a_night_without_teams_has_empty_standings() -> None:
    # A tournament just made, or with every team entry undone, is listed and shown before any team is in.
    assert Tournament().standings.rows == ()
    assert night(2).undo().undo().standings.decisions == ()

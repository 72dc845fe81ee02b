"""Round robin by the circle method (docs/rules.md section 11): every pair once, fewest rounds, each bye once."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarbish_score.model.tournament import Format, TournamentError
from tarbish_score.model.tournament.draw import circle, circle_round

from .nights import flat, night, pairs_of, play_night, play_round


@settings(max_examples=40, deadline=None)
@given(count=st.integers(4, 20), seed=st.integers(0, 2**32))
def test_every_pair_meets_exactly_once_in_the_fewest_rounds(count: int, seed: int) -> None:
    t = play_night(night(count, Format.ROUND_ROBIN, seed=seed), random.Random(seed))
    assert len(t.rounds) == (count - 1 if count % 2 == 0 else count)
    met = Counter(pair for r in range(1, len(t.rounds) + 1) for pair in pairs_of(t, r))
    assert set(met) == {frozenset(p) for p in combinations(range(count), 2)}
    assert set(met.values()) == {1}
    for rnd in t.rounds:
        teams = flat(table.teams for table in rnd.draw.tables) + list(rnd.draw.byes)
        assert sorted(teams) == list(range(count))  # no team twice in a round, none left out
    byes = Counter(team for rnd in t.rounds for team in rnd.draw.byes)
    assert byes == (Counter() if count % 2 == 0 else Counter(range(count)))


def test_the_circle_turns_around_a_fixed_place() -> None:
    places = circle([10, 11, 12])
    assert places == (10, 11, 12, None)
    assert circle_round(places, 0) == [(10, None), (11, 12)]
    assert circle_round(places, 1) == [(12, 10), (None, 11)]  # the fixed place changes side every other round
    assert circle_round(places, 2) == [(10, 11), (12, None)]


def test_a_late_team_takes_the_bye_s_place_and_a_withdrawn_team_leaves_one() -> None:
    t = night(5, Format.ROUND_ROBIN).drawn()
    t = play_round(t, random.Random(1)).with_team("Late Arrivals")
    assert None not in t.state.places and t.team(5).joined == 2
    with pytest.raises(TournamentError) as caught:
        t.with_team("Too Late")
    assert caught.value.code == "round_robin_full"
    t = t.withdrawn(0, "went home").drawn()
    assert 0 not in t.current.draw.teams()  # type: ignore[union-attr]
    assert t.state.places.count(None) == 1 and t.team(0).withdrawn == 1
    assert t.planned_rounds == 5


def test_a_round_robin_of_two_is_one_round() -> None:
    t = night(2, Format.ROUND_ROBIN)
    assert t.planned_rounds == 1
    t = play_night(t, random.Random(0))
    assert len(t.rounds) == 1 and t.finished
    with pytest.raises(TournamentError) as caught:
        t.drawn()
    assert caught.value.code == "no_more_rounds"

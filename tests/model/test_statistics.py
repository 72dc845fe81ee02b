"""Match statistics and the race: hand-counted samples and properties."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarbish_score.model import (
    Match,
    Outcome,
    RoundInput,
    RuleSet,
    SideStatistics,
    Team,
    match_statistics,
    race,
    read_record,
    statistics_document,
)

from .helpers import rnd
from .test_properties import rounds

DATA = Path(__file__).parents[1] / "data"

# Counted by hand from each record (docs/rules.md sections 4-6), one tuple per side:
# called, made, bait, half bait, forced, callers' card points summed, twenties (announced, scored),
# fifties (announced, scored), bellas, thrown-in rounds dealt, biggest round (points, round), longest made streak.
_FIELDS = (
    "called",
    "made",
    "bait",
    "half_bait",
    "forced",
    "count_called",
    "twenties_announced",
    "twenties_scored",
    "fifties_announced",
    "fifties_scored",
    "bellas",
    "thrown_in",
    "biggest_round",
    "biggest_round_number",
    "longest_made_streak",
)
NOTHING = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, None, 0)

HAND_COUNTED: dict[str, dict[str, Any]] = {
    # Mary (0) & Angus (2) against Joe (1) & Theresa (3); Theresa deals first.
    # 1 Mary 83+K-fifty made 133-79; 2 Theresa 56 bait 162-0; 3 Joe 106 + A-fifty beats Mary's
    # twenty, Theresa bella: 176, made 56-176; 4 Theresa 77 + 9-fifty, Angus bella: made 105-127;
    # 5 Mary 105, three A/J twenties: Theresa's A of trump wins, Theresa bella: made 105-97.
    "kitchen-standard": {
        "teams": (
            (2, 2, 0, 0, 0, 83 + 105, 2, 0, 1, 1, 1, 0, 162, 2, 2),
            (3, 2, 1, 0, 0, 56 + 106 + 77, 2, 1, 2, 2, 2, 0, 176, 3, 2),
        ),
        "players": (
            (2, 2, 0, 0, 0, 83 + 105, 2, 0, 1, 1, 0, 0, 133, 1, 2),
            (1, 1, 0, 0, 0, 106, 1, 0, 1, 1, 0, 0, 176, 3, 1),
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, None, 0),
            (2, 1, 1, 0, 0, 56 + 77, 1, 1, 1, 1, 2, 0, 127, 4, 1),
        ),
        "race": [(133, 79), (295, 79), (351, 255), (456, 382), (561, 479)],
        "failed": [2],
        "winner": 0,
        "target": 500,
    },
    # Marie (0) & Leo (2) against Jenny (1) & Ronnie (3); Marie deals first.
    # 1 Marie 67 bait 0-162; 2 Jenny 89 + Ronnie's twenty made 73-109; 3 Marie 119 made;
    # 4 Ronnie 82 made 80-82; 5 Ronnie 94 + twenty against Leo's bella: made 88-114.
    "family-minimal": {
        "teams": (
            (2, 1, 1, 0, 0, 67 + 119, 0, 0, 0, 0, 1, 0, 119, 3, 1),
            (3, 3, 0, 0, 0, 89 + 82 + 94, 2, 2, 0, 0, 0, 0, 162, 1, 3),
        ),
        "players": (
            (2, 1, 1, 0, 0, 67 + 119, 0, 0, 0, 0, 0, 0, 119, 3, 1),
            (1, 1, 0, 0, 0, 89, 0, 0, 0, 0, 0, 0, 109, 2, 1),
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, None, 0),
            (2, 2, 0, 0, 0, 82 + 94, 2, 2, 0, 0, 0, 0, 114, 5, 2),
        ),
        "race": [(0, 162), (73, 271), (192, 314), (272, 396), (360, 510)],
        "failed": [1],
        "winner": 1,
        "target": 500,
    },
    # Aurélie (0) & Réjean (2) against Sandy (1) & Colin (3); whole bait, best-team runs.
    # 1 Colin 100: Sandy's fifty wins, Colin's twenty counts too (best-team), Réjean's does not:
    # made 62-170; 2 Réjean 88 made; 3 Aurélie 69 bait 0-162; 4 Réjean 66 + twenty = 86 < 96 bait 0-182.
    "house-whole-bait": {
        "teams": (
            (3, 1, 2, 0, 0, 88 + 69 + 66, 2, 1, 0, 0, 0, 0, 88, 2, 1),
            (1, 1, 0, 0, 0, 100, 1, 1, 1, 1, 0, 0, 182, 4, 1),
        ),
        "players": (
            (1, 0, 1, 0, 0, 69, 0, 0, 0, 0, 0, 0, 0, None, 0),
            (0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, None, 0),
            (2, 1, 1, 0, 0, 88 + 66, 2, 1, 0, 0, 0, 0, 88, 2, 1),
            (1, 1, 0, 0, 0, 100, 1, 1, 0, 0, 0, 0, 170, 1, 1),
        ),
        "race": [(62, 170), (150, 244), (150, 406), (150, 588)],
        "failed": [3, 4],
        "winner": 1,
        "target": 500,
    },
}


def _side(values: tuple[Any, ...]) -> SideStatistics:
    return SideStatistics(**dict(zip(_FIELDS, values, strict=True)))


def _sample_paths() -> list[Path]:
    # tests/data holds the shared samples byte for byte: the project stands alone on a fresh machine.
    return sorted(DATA.glob("*.tarbish.json"))


@pytest.mark.parametrize("path", _sample_paths(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_sample_statistics_equal_the_hand_count(path: Path) -> None:
    expected = HAND_COUNTED[path.name.removesuffix(".tarbish.json")]
    stats = match_statistics(read_record(path))
    assert stats.teams == tuple(_side(v) for v in expected["teams"])
    assert stats.players == tuple(_side(v) for v in expected["players"])
    assert (stats.rounds, stats.thrown_in) == (len(expected["race"]), 0)


@pytest.mark.parametrize("path", _sample_paths(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_sample_race_equals_the_hand_count(path: Path) -> None:
    expected = HAND_COUNTED[path.name.removesuffix(".tarbish.json")]
    chart = race(read_record(path))
    assert [p.totals for p in chart.points] == expected["race"]
    assert [p.number for p in chart.points if p.failed] == expected["failed"]
    assert [p.ends_match for p in chart.points] == [False] * (len(expected["race"]) - 1) + [True]
    assert (chart.winner, chart.target) == (expected["winner"], expected["target"])


def test_the_kitchen_rates() -> None:
    stats = match_statistics(read_record(DATA / "kitchen-standard.tarbish.json"))
    assert stats.teams[1].bait_rate == pytest.approx(1 / 3)
    assert stats.teams[1].average_count == pytest.approx(239 / 3)
    assert stats.players[2].bait_rate is None
    assert stats.players[2].average_count is None


def test_half_bait_and_forced_calls() -> None:
    # Seat 3 deals first. 1 seat 3 forced, made 72-90; 2 seat 1, 81-81: half bait 81-0;
    # 3 seat 1 made 50-112; 4 seat 2 forced (dealer), made 100-62.
    match = Match(first_dealer=3)
    for r in (
        rnd(3, (72, 90), forced=True),
        rnd(1, (81, 81)),
        rnd(1, (50, 112)),
        rnd(2, (100, 62), forced=True),
    ):
        match = match.add_round(r)
    stats = match_statistics(match)
    assert stats.players[1] == _side((2, 1, 0, 1, 0, 81 + 112, 0, 0, 0, 0, 0, 0, 112, 3, 1))
    assert stats.players[3] == _side((1, 1, 0, 0, 1, 90, 0, 0, 0, 0, 0, 0, 90, 1, 1))
    assert stats.players[2] == _side((1, 1, 0, 0, 1, 100, 0, 0, 0, 0, 0, 0, 100, 4, 1))
    assert stats.players[0] == _side(NOTHING)
    # Team 1: made, half bait, made: the streak is broken after one.
    assert stats.teams[1] == _side((3, 2, 0, 1, 1, 90 + 81 + 112, 0, 0, 0, 0, 0, 0, 112, 3, 1))
    assert stats.teams[0] == _side((1, 1, 0, 0, 1, 100, 0, 0, 0, 0, 0, 0, 100, 4, 1))
    assert stats.teams[1].bait_rate == pytest.approx(1 / 3)
    assert [p.failed for p in race(match).points] == [False, True, False, False]
    assert [p.outcome for p in race(match).points][1] is Outcome.HALF_BAIT


def test_thrown_in_rounds_count_for_the_dealer_and_keep_the_streak() -> None:
    # Seat 0 deals first, nobody is forced. 1 thrown in (dealer 0); 2 seat 2 made;
    # 3 thrown in (dealer 2); 4 seat 0 made.
    match = Match(rules=RuleSet.from_mapping({"preset": "easy-going house"}))
    for r in (RoundInput.thrown(), rnd(2, (100, 62)), RoundInput.thrown(), rnd(0, (100, 62))):
        match = match.add_round(r)
    stats = match_statistics(match)
    assert (stats.rounds, stats.thrown_in) == (4, 2)
    assert stats.teams[0] == _side((2, 2, 0, 0, 0, 200, 0, 0, 0, 0, 0, 2, 100, 2, 2))
    assert stats.players[0] == _side((1, 1, 0, 0, 0, 100, 0, 0, 0, 0, 0, 1, 100, 4, 1))
    assert stats.players[2] == _side((1, 1, 0, 0, 0, 100, 0, 0, 0, 0, 0, 1, 100, 2, 1))
    assert stats.teams[1] == _side((0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 62, 2, 0))
    chart = race(match)
    assert [p.outcome for p in chart.points] == [Outcome.THROWN_IN, Outcome.MADE, Outcome.THROWN_IN, Outcome.MADE]
    assert [p.callers for p in chart.points] == [None, 0, None, 0]
    assert chart.totals == (200, 124)
    assert chart.winner is None


def test_an_empty_match() -> None:
    stats = match_statistics(Match())
    assert stats.teams == (_side(NOTHING), _side(NOTHING))
    assert race(Match()).totals == (0, 0)
    assert race(Match(rules=RuleSet(target=300, reach="more-than"))).target == 301


def test_the_statistics_document() -> None:
    match = read_record(DATA / "kitchen-standard.tarbish.json")
    doc = statistics_document(match)
    assert (doc["rounds"], doc["thrown_in"]) == (5, 0)
    assert [t["name"] for t in doc["teams"]] == ["The MacNeils", "The Gillis pair"]
    assert [p["name"] for p in doc["players"]] == ["Mary", "Joe", "Angus", "Theresa"]
    theresa = doc["players"][3]
    assert theresa == {
        "seat": 3,
        "name": "Theresa",
        "called": 2,
        "made": 1,
        "bait": 1,
        "half_bait": 0,
        "bait_rate": 0.5,
        "average_count": 66.5,
        "forced": 0,
        "twenties": [1, 1],
        "fifties": [1, 1],
        "bellas": 2,
        "thrown_in": 0,
        "biggest_round": {"points": 127, "round": 4},
        "longest_made_streak": 1,
    }
    assert doc["teams"][1]["bait_rate"] == 0.3333
    assert doc["players"][2]["bait_rate"] is None
    assert statistics_document(match, match_statistics(match)) == doc


# -- properties --------------------------------------------------------------------------------


@st.composite
def matches(draw: Any) -> Match:
    forced = draw(st.booleans())
    rules = RuleSet(no_trump=True, forced_dealer=forced, target=draw(st.sampled_from([300, 1000])))
    match = Match(
        first_dealer=draw(st.integers(0, 3)), rules=rules, teams=(Team("A", ("a", "c")), Team("B", ("b", "d")))
    )
    for _ in range(draw(st.integers(0, 10))):
        if match.score.finished:
            break
        if not forced and draw(st.booleans()):
            match = match.add_round(RoundInput.thrown())
            continue
        r = draw(rounds(rules))
        if forced and r.caller == match.score.next_dealer and draw(st.booleans()):
            r = dataclasses.replace(r, forced=True)
        match = match.add_round(r)
    return match


@settings(max_examples=100, deadline=None)
@given(matches())
def test_every_call_is_made_bait_or_half_bait(match: Match) -> None:
    stats = match_statistics(match)
    for side in (*stats.players, *stats.teams):
        assert side.made + side.bait + side.half_bait == side.called
        assert side.twenties_scored <= side.twenties_announced
        assert side.fifties_scored <= side.fifties_announced
        assert side.longest_made_streak <= side.made
        assert side.forced <= side.called
    for team in (0, 1):
        a, b = stats.players[team], stats.players[team + 2]
        assert stats.teams[team].called == a.called + b.called
        assert stats.teams[team].bellas == a.bellas + b.bellas
        assert stats.teams[team].count_called == a.count_called + b.count_called
    called = sum(t.called for t in stats.teams)
    assert called + stats.thrown_in == stats.rounds == len(match.rounds)


@settings(max_examples=100, deadline=None)
@given(matches())
def test_the_race_ends_at_the_match_totals(match: Match) -> None:
    chart = race(match)
    score = match.score
    assert chart.totals == score.totals
    assert [p.totals for p in chart.points] == [rs.totals for rs in score.rounds]
    assert sum(p.ends_match for p in chart.points) == int(score.finished)
    assert chart.winner == score.winner
    running = (0, 0)
    for p in chart.points:
        running = (running[0] + p.points[0], running[1] + p.points[1])
        assert running == p.totals

"""Hypothesis properties of the engine (issue: scoring engine)."""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tarbish_score.model import (
    Match,
    NoTrump,
    Outcome,
    Rank,
    RoundError,
    RoundInput,
    RuleSet,
    RunClaim,
    Suit,
    Team,
    check_round,
    dump_record,
    load_record,
    score_round,
)

settings.register_profile("ci", max_examples=150, deadline=None)
settings.load_profile("ci")

RULESETS = st.builds(
    RuleSet,
    equal_totals=st.sampled_from(["half-bait", "whole-bait"]),
    bait_transfer=st.sampled_from(["everything", "cards-only"]),
    bella_on_bait=st.sampled_from(["transferred", "kept"]),
    run_scorers=st.sampled_from(["best-player", "best-team"]),
    long_runs=st.sampled_from(["fifty", "split"]),
    run_order=st.sampled_from(["length-top-trump", "length-trump-top"]),
    fifty_order=st.sampled_from(["top-card", "longer-first"]),
    equal_runs=st.sampled_from(["nobody", "eldest"]),
    no_trump=st.just(True),
    forced_dealer=st.booleans(),
    sweep_bonus=st.sampled_from([0, 100]),
)


@st.composite
def claims(draw: Any) -> tuple[RunClaim, ...]:
    suits = draw(st.lists(st.sampled_from(list(Suit)), unique=True, max_size=4))
    out = []
    for suit in suits:
        length = draw(st.integers(3, 9))
        top = Rank.at(draw(st.integers(0, 9 - length)))
        out.append(RunClaim(draw(st.integers(0, 3)), length, top, suit))
    per_seat = [sum(c.length for c in out if c.seat == s) for s in range(4)]
    assume(max(per_seat) <= 9)
    return tuple(out)


@st.composite
def rounds(draw: Any, rules: RuleSet | None = None) -> RoundInput:
    trump = draw(st.sampled_from([*Suit, NoTrump.NONE]))
    total = 130 if trump is NoTrump.NONE else 162
    x = draw(st.integers(0, total))
    bella = None if trump is NoTrump.NONE else draw(st.none() | st.integers(0, 3))
    sweep = x in (0, total) and draw(st.booleans())
    r = RoundInput(draw(st.integers(0, 3)), trump, (x, total - x), draw(claims()), bella, sweep)
    try:
        check_round(r, rules or RuleSet(no_trump=True))
    except RoundError:
        assume(False)
    return r


@given(rounds(), RULESETS)
def test_made_round_points_are_the_two_totals(r: RoundInput, rules: RuleSet) -> None:
    result = score_round(r, rules)
    if result.outcome is Outcome.MADE:
        assert result.points == result.round_totals
        assert result.card_points[result.callers or 0] >= result.line


@given(rounds())
def test_bait_under_default_rules_gives_everything_to_the_opponents(r: RoundInput) -> None:
    result = score_round(r, RuleSet(no_trump=True))
    assert result.callers is not None
    if result.outcome is Outcome.BAIT:
        assert result.points[result.callers] == 0
        assert result.points[1 - result.callers] == sum(result.round_totals)
        assert result.card_points[result.callers] < result.line


@given(st.sampled_from([*Suit, NoTrump.NONE]), st.integers(-10, 200), st.integers(-10, 200))
def test_card_points_always_split_162_or_130(trump: Suit | NoTrump, a: int, b: int) -> None:
    total = 130 if trump is NoTrump.NONE else 162
    r = RoundInput(0, trump, (a, b))
    try:
        check_round(r, RuleSet(no_trump=True))
    except RoundError:
        assert not (a + b == total and 0 <= a <= total)
    else:
        assert a + b == total


@given(rounds(), RULESETS)
def test_runs_are_awarded_to_one_team_only(r: RoundInput, rules: RuleSet) -> None:
    result = score_round(r, rules)
    assert min(result.run_points) == 0


@given(rounds(), RULESETS, st.randoms(use_true_random=False))
def test_scoring_is_independent_of_claim_order(r: RoundInput, rules: RuleSet, rnd: Any) -> None:
    shuffled = list(r.runs)
    rnd.shuffle(shuffled)
    a = score_round(r, rules)
    b = score_round(RoundInput(r.caller, r.trump, r.card_points, tuple(shuffled), r.bella, r.sweep), rules)
    assert (a.outcome, a.points, a.run_points, a.line) == (b.outcome, b.points, b.run_points, b.line)
    assert a.runs is not None and b.runs is not None
    assert (a.runs.winner_team, a.runs.winner_seat, a.runs.step) == (
        b.runs.winner_team,
        b.runs.winner_seat,
        b.runs.step,
    )


@st.composite
def matches(draw: Any) -> Match:
    rules = RuleSet(no_trump=True, forced_dealer=False, target=5000)
    match = Match(
        (Team(draw(st.text(max_size=8)), ("a", "b")), Team("Them", (draw(st.text(max_size=8)), "d"))),
        draw(st.integers(0, 3)),
        rules,
    )
    for _ in range(draw(st.integers(0, 8))):
        r = draw(st.just(RoundInput.thrown()) | rounds(rules))
        match = match.add_round(r)
    return match


@given(matches())
def test_the_dealer_rotates_every_round(match: Match) -> None:
    dealers = [r.dealer for r in match.score.rounds]
    assert dealers == [(match.first_dealer + i) % 4 for i in range(len(match.rounds))]
    assert [r.eldest for r in match.score.rounds] == [(d + 1) % 4 for d in dealers]


@given(matches())
def test_record_dump_then_load_is_the_identity(match: Match) -> None:
    again = load_record(dump_record(match))
    assert again == match
    assert again.score.totals == match.score.totals

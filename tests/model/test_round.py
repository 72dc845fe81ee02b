from __future__ import annotations

import pytest

from tarbish_score.model import (
    MissingRunDetailError,
    NoTrump,
    Outcome,
    RoundError,
    RoundInput,
    RuleSet,
    RunClaim,
    RunClaimError,
    Suit,
    high_round_total,
    score_round,
)

from .helpers import rnd, run

STD = RuleSet()


def points(r: RoundInput, rules: RuleSet = STD) -> tuple[Outcome, tuple[int, int]]:
    result = score_round(r, rules)
    return result.outcome, result.points


# docs/rules.md section 10, worked examples (default rules); the callers are team 0.
def test_made_90_72() -> None:
    assert points(rnd(0, (90, 72))) == (Outcome.MADE, (90, 72))


def test_81_81_half_bait_and_whole_bait() -> None:
    assert points(rnd(0, (81, 81))) == (Outcome.HALF_BAIT, (0, 81))
    result = score_round(rnd(0, (81, 81)), RuleSet(equal_totals="whole-bait"))
    assert (result.outcome, result.points, result.equal_totals) == (Outcome.BAIT, (0, 162), True)


def test_callers_twenty_made() -> None:
    result = score_round(rnd(0, (75, 87), runs=(run(0, 3, "A", "s"),)), STD)
    assert (result.outcome, result.points, result.round_totals) == (Outcome.MADE, (95, 87), (95, 87))
    assert result.line == 72


def test_opponents_fifty_bait() -> None:
    result = score_round(rnd(0, (90, 72), runs=(run(1, 4, "A", "s"),)), STD)
    assert (result.outcome, result.points) == (Outcome.BAIT, (0, 212))
    assert result.line == 107
    assert result.run_points == (0, 50)


def test_bella_against_fifty_bait_and_kept_switch() -> None:
    r = rnd(0, (85, 77), runs=(run(1, 4, "A", "s"),), bella=2)
    assert points(r) == (Outcome.BAIT, (0, 232))
    assert points(r, RuleSet(bella_on_bait="kept")) == (Outcome.BAIT, (20, 212))
    assert score_round(r, STD).bella_points == (20, 0)


def test_line_without_runs_is_82() -> None:
    assert score_round(rnd(1, (80, 82)), STD).line == 82
    assert score_round(rnd(1, (81, 81)), STD).outcome is Outcome.HALF_BAIT


def test_callers_are_the_callers_team() -> None:
    result = score_round(rnd(3, (100, 62)), STD)
    assert (result.callers, result.opponents, result.outcome, result.points) == (1, 0, Outcome.BAIT, (162, 0))
    assert rnd(3, (100, 62)).callers == 1
    assert RoundInput.thrown().callers is None


def test_half_bait_with_kept_bella_keeps_the_callers_bella() -> None:
    r = rnd(0, (71, 91), bella=0)
    assert points(r) == (Outcome.HALF_BAIT, (0, 91))
    assert points(r, RuleSet(bella_on_bait="kept")) == (Outcome.HALF_BAIT, (20, 91))


def test_cards_only_transfer_drops_callers_runs() -> None:
    # Callers 60 + twenty + bella = 100 vs 102: bait.
    r = rnd(0, (60, 102), runs=(run(0, 3, "A", "s"),), bella=2)
    everything = score_round(r, STD)
    assert (everything.outcome, everything.points) == (Outcome.BAIT, (0, 202))
    cards_only = score_round(r, RuleSet(bait_transfer="cards-only"))
    assert cards_only.points == (0, 182)  # 162 + the callers' bella; their twenty vanishes
    kept = score_round(r, RuleSet(bait_transfer="cards-only", bella_on_bait="kept"))
    assert kept.points == (20, 162)


def test_cards_only_keeps_opponents_own_runs() -> None:
    r = rnd(0, (90, 72), runs=(run(1, 4, "A", "s"),))
    assert points(r, RuleSet(bait_transfer="cards-only")) == (Outcome.BAIT, (0, 212))


def test_thrown_in_round() -> None:
    result = score_round(RoundInput.thrown(), RuleSet(forced_dealer=False))
    assert (result.outcome, result.points, result.callers, result.opponents) == (Outcome.THROWN_IN, (0, 0), None, None)
    with pytest.raises(RoundError) as info:
        score_round(RoundInput.thrown(), STD)
    assert info.value.code == "thrown_in_forced"


def test_no_trump_round_is_130_and_needs_the_switch() -> None:
    r = RoundInput(0, NoTrump.NONE, (70, 60))
    assert r.total == 130
    assert r.trump_suit is None
    result = score_round(r, RuleSet(no_trump=True))
    assert (result.outcome, result.points, result.line) == (Outcome.MADE, (70, 60), 66)
    with pytest.raises(RoundError) as info:
        score_round(r, STD)
    assert info.value.code == "no_trump_off"
    with pytest.raises(RoundError) as info:
        score_round(RoundInput(0, NoTrump.NONE, (90, 72)), RuleSet(no_trump=True))
    assert info.value.code == "card_points_sum"


def test_no_bella_in_a_no_trump_round() -> None:
    with pytest.raises(RoundError) as info:
        score_round(RoundInput(0, NoTrump.NONE, (70, 60), bella=1), RuleSet(no_trump=True))
    assert info.value.code == "bella_no_trump"


def test_sweep_bonus_goes_to_the_sweeping_team() -> None:
    r = rnd(0, (162, 0), sweep=True)
    assert points(r) == (Outcome.MADE, (162, 0))
    result = score_round(r, RuleSet(sweep_bonus=100))
    assert result.points == (262, 0)
    assert result.sweep_points == (100, 0)
    opp = score_round(rnd(0, (0, 162), sweep=True), RuleSet(sweep_bonus=100))
    assert (opp.outcome, opp.points) == (Outcome.BAIT, (0, 262))


def test_sweep_needs_all_card_points() -> None:
    with pytest.raises(RoundError) as info:
        score_round(rnd(0, (150, 12), sweep=True), STD)
    assert info.value.code == "sweep_points"
    assert info.value.field == "sweep"


@pytest.mark.parametrize(
    ("r", "code", "field"),
    [
        (RoundInput(None, Suit.HEARTS, (90, 72)), "seat", "caller"),
        (RoundInput(4, Suit.HEARTS, (90, 72)), "seat", "caller"),
        (RoundInput(True, Suit.HEARTS, (90, 72)), "seat", "caller"),
        (RoundInput(0, Suit.HEARTS, (90, 70)), "card_points_sum", "card_points"),
        (RoundInput(0, Suit.HEARTS, (170, -8)), "card_points_range", "card_points"),
        (RoundInput(0, Suit.HEARTS, (90.0, 72)), "card_points_type", "card_points"),  # type: ignore[arg-type]
        (RoundInput(0, Suit.HEARTS, (90, 72, 0)), "card_points_type", "card_points"),  # type: ignore[arg-type]
        (RoundInput(0, Suit.HEARTS, (90, 72), bella=5), "seat", "bella"),
        (RoundInput(0, Suit.HEARTS, (90, 72), (run(1, 3, "K", "h"),), bella=0), "bella_in_run", "bella"),
        (RoundInput(0, Suit.HEARTS, (90, 72), (run(1, 4, "A", "h"),), bella=2), "bella_in_run", "bella"),
    ],
)
def test_round_checks(r: RoundInput, code: str, field: str) -> None:
    with pytest.raises(RoundError) as info:
        score_round(r, STD)
    assert info.value.code == code
    assert info.value.field == field
    assert str(info.value)


@pytest.mark.parametrize(
    "runs",
    [
        (run(0, 9, "A", "c"),),
        (run(0, 8, "A", "c"),),
        (run(0, 3, "A", "c"), run(0, 3, "A", "s"), run(0, 3, "A", "d")),
        (run(0, 4, "A", "s"), run(0, 4, "A", "c")),
        (run(0, 4, "J", "h"), run(0, 4, "A", "c")),
    ],
)
def test_bella_cards_count_toward_the_nine(runs: tuple[RunClaim, ...]) -> None:
    with pytest.raises(RoundError) as info:
        score_round(rnd(0, (90, 72), runs=runs, bella=0), STD)
    assert (info.value.code, info.value.field) == ("too_many_cards", "bella")
    assert info.value.params["cards"] > 9


@pytest.mark.parametrize(
    "runs",
    [
        (run(0, 7, "A", "c"),),
        (run(0, 9, "A", "h"),),
        (run(0, 4, "K", "h"), run(0, 3, "A", "c")),
        (run(0, 4), run(0, 3, "A", "c")),  # the fifty could be in trump and hold them
        (run(0, 4, None, "h"), run(0, 3, "A", "c")),
    ],
)
def test_bella_cards_inside_own_runs_do_not_count_twice(runs: tuple[RunClaim, ...]) -> None:
    assert score_round(rnd(0, (90, 72), runs=runs, bella=0), STD).bella_points == (20, 0)


@pytest.mark.parametrize("length", [8, 9])
def test_bella_against_a_long_trump_run_without_top(length: int) -> None:
    # An 8-card run tops at A or K, a 9-card run is A-6: both hold the K and Q.
    with pytest.raises(RoundError) as info:
        score_round(rnd(0, (90, 72), runs=(run(1, length, None, "h"),), bella=0), STD)
    assert info.value.code == "bella_in_run"


def test_forced_needs_the_dealer_and_the_force_rule() -> None:
    # eldest 1 -> dealer 0.
    assert score_round(rnd(0, (90, 72), forced=True), STD, eldest=1).outcome is Outcome.MADE
    with pytest.raises(RoundError) as info:
        score_round(rnd(2, (90, 72), forced=True), STD, eldest=1)
    assert (info.value.code, info.value.field) == ("forced_not_dealer", "forced")
    with pytest.raises(RoundError) as info:
        score_round(rnd(0, (90, 72), forced=True), RuleSet(forced_dealer=False), eldest=1)
    assert info.value.code == "forced_off"


def test_bella_beside_own_run_or_plain_runs_is_fine() -> None:
    r = RoundInput(0, Suit.HEARTS, (90, 72), (run(0, 3, "K", "h"), run(1, 3, "K", "s"), run(3, 3, "10", "h")), bella=0)
    result = score_round(r, STD)
    assert result.bella_points == (20, 0)
    # Unknown trump: the bella's cards cannot be checked against runs.
    unknown = RoundInput(0, None, (90, 72), (run(1, 3, "K", "h"),), bella=0)
    assert score_round(unknown, STD).bella_points == (20, 0)


def test_run_claim_errors_surface_from_rounds() -> None:
    with pytest.raises(RunClaimError) as info:
        score_round(rnd(0, (90, 72), runs=(run(0, 3, "A", "s"), run(1, 3, "Q", "s"))), STD)
    assert info.value.code == "overlap"


def test_missing_detail_surfaces_from_rounds() -> None:
    with pytest.raises(MissingRunDetailError) as info:
        score_round(rnd(0, (90, 72), runs=(run(0, 3), run(1, 3))), STD)
    assert info.value.missing == "top"


def test_highest_round_total_is_282_and_more_is_a_warning() -> None:
    # 162 + 50 + 50 + 20 is the top: two fifties, one in trump holding the bella's K and Q.
    r = rnd(0, (162, 0), runs=(run(0, 4, "A", "h"), run(0, 4, "A", "c")), bella=0)
    result = score_round(r, STD)
    assert result.points == (282, 0)
    assert result.warnings == ()
    # Under best-team rules both partners' runs score: 312 is legal, no warning (docs/rules.md section 8).
    team = RuleSet(run_scorers="best-team")
    r2 = rnd(0, (162, 0), runs=(run(0, 4, "A", "s"), run(0, 4, "A", "c"), run(2, 4, "A", "d")))
    result2 = score_round(r2, team)
    assert result2.points == (312, 0)
    assert result2.warnings == ()


def test_points_after_bait_never_lose_points_on_the_table() -> None:
    r = rnd(1, (110, 52), runs=(run(1, 3, "A", "s"),), bella=3)
    result = score_round(r, STD)
    assert result.outcome is Outcome.BAIT
    assert sum(result.points) == sum(result.round_totals) == 202


@pytest.mark.parametrize(
    ("changes", "limit"),
    [
        ({}, 282),
        ({"long_runs": "split"}, 282),
        ({"run_scorers": "best-team"}, 382),
        ({"run_scorers": "best-team", "long_runs": "split"}, 382),
        ({"sweep_bonus": 100}, 382),
    ],
)
def test_the_high_total_warning_follows_the_rules(changes: dict[str, object], limit: int) -> None:
    rules = RuleSet(**changes)  # type: ignore[arg-type]
    assert high_round_total(rules) == limit


def test_best_team_split_runs_of_362_are_not_a_typo() -> None:
    rules = RuleSet(run_scorers="best-team", long_runs="split")
    r = rnd(1, (0, 162), runs=(run(1, 8, "A", "c"), run(3, 8, "A", "d")))
    result = score_round(r, rules)
    assert result.points == (0, 362)
    assert result.warnings == ()


def test_a_total_above_the_rules_maximum_warns(monkeypatch: pytest.MonkeyPatch) -> None:
    # Entries that pass every check stay within the maximum; the warning is the safety net above it.
    from tarbish_score.model import round as round_module

    monkeypatch.setattr(round_module, "high_round_total", lambda rules: 200)
    r = rnd(0, (162, 0), runs=(run(0, 4, "A", "s"),))
    assert score_round(r, STD).warnings == ("high_total",)


def test_callers_line_is_more_than_half_of_what_is_on_the_table() -> None:
    from tarbish_score.model import callers_line

    assert callers_line(162) == 82
    assert callers_line(162, callers_extra=20) == 72
    assert callers_line(162, opponents_extra=50) == 107
    assert callers_line(130) == 66


def test_the_result_says_whether_the_callers_kept_their_bella() -> None:
    kept = RuleSet(bella_on_bait="kept")
    bait = rnd(0, (85, 77), runs=(run(1, 4, "A", "s"),), bella=0)  # 105 against 127
    assert score_round(bait, kept).bella_kept
    assert not score_round(bait, RuleSet()).bella_kept
    half = rnd(0, (71, 91), bella=0)  # 91 against 91
    assert (score_round(half, kept).outcome, score_round(half, kept).bella_kept) == (Outcome.HALF_BAIT, True)
    # A made round keeps its bella anyway; the opponents' bella is not the callers' to keep.
    assert not score_round(rnd(0, (100, 62), bella=0), kept).bella_kept
    assert not score_round(rnd(0, (60, 102), bella=1), kept).bella_kept


def test_the_result_names_the_team_that_swept_and_the_extras() -> None:
    from tarbish_score.model import swept_by

    swept = rnd(1, (0, 162), sweep=True, runs=(run(3, 3, "A", "s"),))
    result = score_round(swept, RuleSet(sweep_bonus=100))
    assert (result.sweeper, result.sweep_points, result.extras) == (1, (0, 100), (0, 120))
    # Without a bonus the sweep is still told, and scores nothing more.
    assert score_round(swept, RuleSet()).sweeper == 1
    assert score_round(rnd(1, (0, 162)), RuleSet(sweep_bonus=100)).sweeper is None
    assert swept_by(rnd(1, (10, 152), sweep=True)) is None  # not a sweep: check_round refuses it

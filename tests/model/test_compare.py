"""Comparing two scorings of a match: what a change of house rules would change."""

from __future__ import annotations

from tarbish_score.model import Match, Outcome, RuleSet, Team
from tarbish_score.model.compare import compare_matches

from .helpers import rnd

TEAMS = (Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan")))


def play(rules: RuleSet, *rounds: object) -> Match:
    match = Match(TEAMS, 0, rules)
    for r in rounds:
        match = match.add_round(r)  # type: ignore[arg-type]
    return match


def test_a_rule_that_changes_one_round_and_the_winner() -> None:
    # Round 2: the callers (team 0) count 81 of 162: half bait under the standard rules, bait under whole-bait.
    match = play(RuleSet(target=300), rnd(0, (162, 0)), rnd(0, (81, 81)), rnd(1, (40, 122)), rnd(1, (30, 132)))
    assert match.score.totals == (232, 335)
    changed = match.with_rules(RuleSet(target=300, equal_totals="whole-bait"))
    comparison = compare_matches(match, changed)
    assert [c.number for c in comparison.changed] == [2]
    assert comparison.changed[0].before.outcome is Outcome.HALF_BAIT
    assert comparison.changed[0].after.outcome is Outcome.BAIT
    assert (comparison.before.totals, comparison.after.totals) == ((232, 335), (232, 416))
    assert comparison.totals_change
    assert not comparison.winner_changes  # team 1 wins either way
    assert comparison.changes_anything


def test_the_winner_changes_when_the_target_moves() -> None:
    match = play(RuleSet(target=1000), rnd(0, (162, 0)), rnd(0, (162, 0)), rnd(0, (162, 0)), rnd(0, (162, 0)))
    assert match.score.winner is None
    comparison = compare_matches(match, match.with_rules(RuleSet(target=500)))
    assert comparison.changed == ()
    assert not comparison.totals_change
    assert comparison.winner_changes
    assert comparison.after.winner == 0
    assert comparison.changes_anything


def test_the_same_rules_change_nothing() -> None:
    match = play(RuleSet(), rnd(0, (90, 72)))
    comparison = compare_matches(match, match.with_rules(RuleSet(preset="standard")))
    assert (comparison.changed, comparison.totals_change, comparison.winner_changes) == ((), False, False)
    assert not comparison.changes_anything

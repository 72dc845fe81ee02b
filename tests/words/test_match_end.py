"""How a match ended, in words: every reason sentence is true of the totals it speaks of."""

from __future__ import annotations

import re

import pytest

from tarbish_score.model import Match, MatchEnd, RuleSet
from tarbish_score.words.match_end import end_reason_text
from tests.model.endings import TEAMS, one_per_end, rule_sets
from tests.model.helpers import rnd


def _both_on_the_target(reach: str) -> Match:
    """Target 200: round 3 takes the totals to 286–200, one team exactly on the target."""
    match = Match(TEAMS, 0, RuleSet(target=200, reach=reach))
    for r in (rnd(0, (100, 62)), rnd(0, (90, 72)), rnd(0, (96, 66))):
        match = match.add_round(r)
    return match


def test_a_team_exactly_on_the_target_is_not_past_it() -> None:
    match = _both_on_the_target("at-least")
    assert match.score.totals == (286, 200)
    assert match.score.end is MatchEnd.HIGHER
    assert end_reason_text(match) == "Both teams reached 200 by round 3: the higher total wins."


def _check_sentence(match: Match) -> None:
    """'past N' only when every team it names is above N; 'reached N' only when at or above N."""
    reason = end_reason_text(match)
    target = match.rules.target
    totals = match.score.totals
    assert reason
    if re.search(rf"\bBoth teams (are|went) past {target}\b", reason):
        assert min(totals) > target, (reason, totals)
    if re.search(rf"\bBoth teams (have )?reached {target}\b", reason):
        assert min(totals) >= target, (reason, totals)
    if match.score.winner is not None:
        winner_total = totals[match.score.winner]
        if re.search(rf"went past {target} first", reason):
            assert winner_total > target, (reason, totals)
        if re.search(rf"reached {target} first", reason):
            assert winner_total >= target, (reason, totals)
    if match.rules.reach == "more-than":
        assert "reached" not in reason or min(totals) > target, (reason, totals)


@pytest.mark.parametrize("reach", ["at-least", "more-than"])
def test_the_target_match_reads_right_under_each_reach(reach: str) -> None:
    match = _both_on_the_target(reach)
    _check_sentence(match)


@pytest.mark.parametrize("rules", rule_sets(), ids=lambda r: ",".join(f"{k}={v}" for k, v in r.differences().items()))
def test_every_reason_is_true_of_the_totals(rules: RuleSet) -> None:
    for match in one_per_end(rules).values():
        _check_sentence(match)

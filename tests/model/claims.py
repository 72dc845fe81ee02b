"""Each claim of the rules page, checked by scoring real rounds and matches with the engine.

Qt-free; shared by the engine's test (``model.rule_book``) and the rules page's
(``words.rules_page``). :func:`walk` gives every preset with no switch, one switch or any two
switches moved off the preset's value; :func:`check` tests one claim under one rule set, knowing
the other claims made beside it (a qualifying claim such as ``BELLA_KEPT`` changes what a bait
sentence must hold to). docs/rules.md sections 4-7.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection

from tarbish_score.model import (
    PRESETS,
    SWITCHES,
    DecidingStep,
    Match,
    MatchEnd,
    Outcome,
    Rank,
    RoundInput,
    RoundResult,
    RuleSet,
    RunClaim,
    Suit,
    score_round,
)
from tarbish_score.model.match import match_ending
from tarbish_score.model.rule_book import Claim

H, S, C, D = Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS
A, K, Q, TEN = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN
#: Values tried for the integer switches when they move off a preset's value.
_OTHER_INTEGER = {"target": (1000, 500), "sweep_bonus": (50, 0)}


def _moved(rules: RuleSet, key: str) -> object:
    value = getattr(rules, key)
    switch = next(s for s in SWITCHES if s.key == key)
    options = switch.choices or _OTHER_INTEGER[key]
    return next(v for v in options if v != value)


def walk() -> list[RuleSet]:
    """Every preset; each with one switch moved; each with any two switches moved."""
    out = []
    for preset in PRESETS.values():
        out.append(preset)
        for size in (1, 2):
            for keys in itertools.combinations([s.key for s in SWITCHES], size):
                out.append(preset.with_changes(**{k: _moved(preset, k) for k in keys}))
    return out


def rule_set_id(rules: RuleSet) -> str:
    """A short test id: the preset and what moved off it."""
    moved = {k: v for k, v in rules.to_mapping().items() if k != "preset"}
    return rules.preset + "".join(f",{k}={v}" for k, v in moved.items())


def _score(
    rules: RuleSet,
    caller: int,
    cards: tuple[int, int],
    *runs: RunClaim,
    bella: int | None = None,
    sweep: bool = False,
) -> RoundResult:
    """A round with trump hearts, scored as the engine scores it (eldest hand: seat 1)."""
    return score_round(RoundInput(caller, H, cards, tuple(runs), bella, sweep=sweep), rules, eldest=1)


def _twenty(seat: int, top: Rank = Q, suit: Suit = S) -> RunClaim:
    return RunClaim(seat, 3, top, suit)


def _fifty(seat: int, top: Rank = A, suit: Suit = S, length: int = 4) -> RunClaim:
    return RunClaim(seat, length, top, suit)


def _bait_points(result: RoundResult, rules: RuleSet, claims: Collection[object]) -> tuple[int, int]:
    """What the page says a bait scores (callers team 0): its bait sentence and bella exception."""
    c, o = result.round_totals
    kept = result.bella_points[0] if Claim.BELLA_KEPT in claims else 0
    if Claim.BAIT_EVERYTHING in claims:
        return kept, c + o - kept
    assert Claim.BAIT_CARDS_ONLY in claims
    # The card points, the opponents' own runs and bella, and the callers' bella unless kept.
    return kept, sum(result.card_points) + result.extras[1] + result.bella_points[0] - kept


def _check_bait_claim(claim: Claim, rules: RuleSet, claims: Collection[object]) -> None:
    if claim is Claim.ROUND_TOTAL:
        made = _score(rules, 0, (75, 87), _twenty(0))
        assert (made.round_totals, made.outcome) == ((95, 87), Outcome.MADE)
        with_bella = _score(rules, 0, (70, 92), bella=0)
        assert with_bella.round_totals == (90, 92) and with_bella.outcome is not Outcome.MADE
        assert _score(rules, 0, (81, 81)).outcome is not Outcome.MADE
        swept = _score(rules, 0, (162, 0), sweep=True)
        bonus = rules.sweep_bonus if Claim.SWEEP_BONUS in claims else 0
        assert swept.round_totals == (162 + bonus, 0)
    elif claim is Claim.SWEEP_BONUS:
        assert _score(rules, 1, (0, 162), sweep=True).round_totals == (0, 162 + rules.sweep_bonus)
    elif claim is Claim.LINE:
        from tarbish_score.model.rule_book import rule_book

        book = rule_book(rules)
        for line, runs in (
            (book.line, ()),
            (book.line_own_twenty, (_twenty(0),)),
            (book.line_against_fifty, (_fifty(1),)),
        ):
            assert _score(rules, 0, (line, 162 - line), *runs).outcome is Outcome.MADE
            assert _score(rules, 0, (line - 1, 163 - line), *runs).outcome is not Outcome.MADE
    elif claim in (Claim.BAIT_EVERYTHING, Claim.BAIT_CARDS_ONLY, Claim.BELLA_KEPT):
        for result in (
            _score(rules, 0, (90, 72), _fifty(1)),
            _score(rules, 0, (85, 77), _fifty(1), bella=0),
            _score(rules, 0, (60, 102), _twenty(0), bella=0),
            _score(rules, 0, (60, 102), _twenty(0)),
        ):
            assert result.outcome is Outcome.BAIT
            assert result.points == _bait_points(result, rules, claims)
    elif claim is Claim.HALF_BAIT:
        for result in (_score(rules, 0, (81, 81)), _score(rules, 0, (71, 91), bella=0)):
            kept = result.bella_points[0] if Claim.BELLA_KEPT in claims else 0
            assert (result.outcome, result.points) == (Outcome.HALF_BAIT, (kept, result.round_totals[1]))
    elif claim is Claim.WHOLE_BAIT:
        for result in (_score(rules, 0, (81, 81)), _score(rules, 0, (71, 91), _twenty(0))):
            assert result.outcome is Outcome.BAIT
            assert result.points == _bait_points(result, rules, claims)
    else:
        raise AssertionError(f"no check for {claim}")


# Two runs for each pair of precedence steps: the first favoured by the first step only, the second
# by the second step only (seat 0 against seat 1, trump hearts).
_CONTESTS: dict[frozenset[DecidingStep], dict[DecidingStep, RunClaim]] = {
    frozenset({DecidingStep.LENGTH, DecidingStep.TOP_CARD}): {
        DecidingStep.LENGTH: _fifty(0, TEN, S),
        DecidingStep.TOP_CARD: _twenty(1, A, C),
    },
    frozenset({DecidingStep.LENGTH, DecidingStep.TRUMP}): {
        DecidingStep.LENGTH: _fifty(0, TEN, S),
        DecidingStep.TRUMP: _twenty(1, TEN, H),
    },
    frozenset({DecidingStep.LONGER_FIFTY, DecidingStep.TOP_CARD}): {
        DecidingStep.LONGER_FIFTY: _fifty(0, TEN, S, 5),
        DecidingStep.TOP_CARD: _fifty(1, A, C),
    },
    frozenset({DecidingStep.LONGER_FIFTY, DecidingStep.TRUMP}): {
        DecidingStep.LONGER_FIFTY: _fifty(0, TEN, S, 5),
        DecidingStep.TRUMP: _fifty(1, TEN, H),
    },
    frozenset({DecidingStep.TOP_CARD, DecidingStep.TRUMP}): {
        DecidingStep.TOP_CARD: _twenty(0, A, S),
        DecidingStep.TRUMP: _twenty(1, K, H),
    },
}


def _runs_winner(rules: RuleSet, *runs: RunClaim, eldest: int = 1) -> int | None:
    verdict = score_round(RoundInput(0, H, (100, 62), runs), rules, eldest=eldest).runs
    assert verdict is not None
    return verdict.winner_team


def _check_precedence(steps: list[DecidingStep], rules: RuleSet) -> None:
    """Each step decides alone, and a step listed earlier beats every step listed later."""
    for step in steps:
        if step is DecidingStep.LENGTH:  # a fifty beats a twenty with a higher top, in trump
            assert _runs_winner(rules, _fifty(0, TEN, S), _twenty(1, A, H)) == 0
        elif step is DecidingStep.LONGER_FIFTY:
            assert _runs_winner(rules, _fifty(0, TEN, S, 5), _fifty(1, TEN, C)) == 0
        elif step is DecidingStep.TOP_CARD:
            assert _runs_winner(rules, _twenty(0, K, S), _twenty(1, A, C)) == 1
        elif step is DecidingStep.TRUMP:
            assert _runs_winner(rules, _twenty(0, K, S), _twenty(1, K, H)) == 1
        elif step is DecidingStep.EQUAL_RUNS:
            assert _runs_winner(rules, _twenty(0, K, S), _twenty(1, K, C)) is None
        else:  # ELDEST: the one first in play order from the eldest hand
            assert _runs_winner(rules, _twenty(0, K, S), _twenty(1, K, C), eldest=1) == 1
            assert _runs_winner(rules, _twenty(0, K, S), _twenty(1, K, C), eldest=0) == 0
    for first, later in itertools.combinations(steps, 2):
        contest = _CONTESTS.get(frozenset({first, later}))
        if contest is not None:
            assert _runs_winner(rules, *contest.values()) == contest[first].team, (first, later)


def _check_runs_claim(claim: Claim, rules: RuleSet, claims: Collection[object]) -> None:
    if claim is Claim.RUN_VALUES:
        from tarbish_score.model.rule_book import rule_book

        long_runs = dict(rule_book(rules).long_runs) if Claim.LONG_RUNS in claims else {}
        for length in range(3, 10):
            result = _score(rules, 0, (100, 62), _fifty(0, A, S, length))
            assert result.run_points == (long_runs.get(length, 20 if length == 3 else 50), 0)
        # Only one side scores runs.
        assert _score(rules, 0, (100, 62), _twenty(0, A, S), _twenty(1, K, C)).run_points == (20, 0)
    elif claim is Claim.LONG_RUNS:
        from tarbish_score.model.rule_book import rule_book

        for length, points in rule_book(rules).long_runs:
            assert _score(rules, 0, (100, 62), _fifty(0, A, S, length)).run_points == (points, 0)
    elif claim in (Claim.BEST_PLAYER, Claim.BEST_TEAM):
        runs = (_fifty(0, A, S), _twenty(0, A, C), _twenty(2, A, D), _twenty(1, K, H))
        expected = 70 if claim is Claim.BEST_PLAYER else 90
        assert _score(rules, 0, (100, 62), *runs).run_points == (expected, 0)
    elif claim is Claim.ANNOUNCED:
        late = RunClaim(0, 4, A, S, announced=False)
        assert _score(rules, 0, (100, 62), late, _twenty(1, K, C)).run_points == (0, 20)
    else:
        raise AssertionError(f"no check for {claim}")


def _match_at(rules: RuleSet, total: int) -> Match:
    """A match where team 0 has exactly ``total`` and team 1 has less than 162 (made rounds only)."""
    rounds = [RoundInput(0, H, (162, 0))] * (total // 162)
    rest = total % 162
    if rest >= 82:
        rounds.append(RoundInput(0, H, (rest, 162 - rest)))
    elif rest:
        assert rest >= 2 and rounds
        rounds[-1:] = [RoundInput(0, H, (82, 80)), RoundInput(0, H, (rest + 80, 82 - rest))]
    match = Match(rules=rules, rounds=tuple(rounds))
    assert match.score.totals[0] == total and match.score.totals[1] < 162
    return match


def _ending(rules: RuleSet, before: tuple[int, int], result: RoundResult) -> tuple[int | None, MatchEnd | None]:
    totals = (before[0] + result.points[0], before[1] + result.points[1])
    return match_ending(totals, result, rules)


def _check_winning_claim(claim: Claim, rules: RuleSet, claims: Collection[object]) -> None:
    goal = rules.winning_total
    target = rules.target
    if claim is Claim.REACH_AT_LEAST:
        assert _match_at(rules, target).score.winner == 0
    elif claim is Claim.REACH_MORE_THAN:
        assert _match_at(rules, target).score.winner is None
        assert _match_at(rules, target + 1).score.winner == 0
    elif claim in (Claim.BOTH_REACH_HIGHER, Claim.BOTH_REACH_CALLERS):
        # Team 1 calls and makes it, and ends lower: W+62 against W+10.
        made = _score(rules, 1, (72, 90))
        expected = 0 if claim is Claim.BOTH_REACH_HIGHER else 1
        assert _ending(rules, (goal - 10, goal - 80), made)[0] == expected
        # Team 1 calls and goes bait; where it keeps its bella, both teams can still reach the target.
        failed = _score(rules, 1, (102, 60), bella=1)
        if failed.points[1]:
            assert _ending(rules, (goal - 100, goal - failed.points[1]), failed)[0] == 0
    elif claim in (Claim.TIE_PLAY_ON, Claim.TIE_DRAW):
        tie = _ending(rules, (goal - 90, goal - 72), _score(rules, 0, (90, 72)))
        assert tie == ((None, None) if claim is Claim.TIE_PLAY_ON else (None, MatchEnd.DRAWN))
    elif claim in (Claim.NO_OUT_ON_BAIT, Claim.OUT_WITH_BELLA):
        # The callers, 20 short of the target, go bait and half bait holding bella.
        for cards in ((60, 102), (71, 91)):
            match = _match_at(rules, goal - 20)
            ended = match.add_round(RoundInput(0, H, cards, bella=0)).score
            assert ended.rounds[-1].result.outcome is not Outcome.MADE
            if claim is Claim.NO_OUT_ON_BAIT:
                assert ended.winner != 0 and ended.rounds[-1].result.points[0] == 0
            else:
                assert (ended.winner, ended.totals[0]) == (0, goal)
    else:
        raise AssertionError(f"no check for {claim}")


_BAIT_CLAIMS = {
    Claim.ROUND_TOTAL,
    Claim.SWEEP_BONUS,
    Claim.LINE,
    Claim.BAIT_EVERYTHING,
    Claim.BAIT_CARDS_ONLY,
    Claim.BELLA_KEPT,
    Claim.HALF_BAIT,
    Claim.WHOLE_BAIT,
}
_RUNS_CLAIMS = {Claim.RUN_VALUES, Claim.LONG_RUNS, Claim.BEST_PLAYER, Claim.BEST_TEAM, Claim.ANNOUNCED}


def check(claim: object, rules: RuleSet, claims: Collection[object]) -> None:
    """Check one claim of the page (a :class:`Claim` or a precedence step) against the engine.

    Raises:
        AssertionError: the engine does not do what the claim says.
    """
    if isinstance(claim, DecidingStep):
        _check_precedence([c for c in claims if isinstance(c, DecidingStep)], rules)
    elif claim in _BAIT_CLAIMS:
        _check_bait_claim(claim, rules, claims)  # type: ignore[arg-type]
    elif claim in _RUNS_CLAIMS:
        _check_runs_claim(claim, rules, claims)  # type: ignore[arg-type]
    else:
        assert isinstance(claim, Claim)
        _check_winning_claim(claim, rules, claims)

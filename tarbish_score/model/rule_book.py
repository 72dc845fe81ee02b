"""What the rules page says under a rule set: its claims, decided by the engine (docs/rules.md sections 4-9).

:func:`rule_book` answers, for one :class:`RuleSet`, which statements about bait, runs and
winning hold, and the numbers they quote; ``words.rules_page`` words each claim and the help
window shows them. No rule is worked out outside the engine: a test scores real rounds and
matches to check every claim against :func:`~tarbish_score.model.round.score_round` and
:class:`~tarbish_score.model.match.Match`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import ROUND_TOTAL
from .round import BELLA_POINTS, callers_line
from .rules import RuleSet
from .runs import FIFTY, HAND_SIZE, MIN_FIFTY, TWENTY, DecidingStep, precedence_steps, run_value

__all__ = ["Claim", "RuleBook", "rule_book"]


class Claim(enum.Enum):
    """One statement the rules page makes; the value is a stable key."""

    #: A team's round total is its card points, the runs it won and its bella (and the sweep bonus
    #: when ``SWEEP_BONUS`` is claimed too); the callers need more.
    ROUND_TOTAL = "round-total"
    #: A team that takes all nine tricks adds ``sweep_bonus`` to its round total.
    SWEEP_BONUS = "sweep-bonus"
    #: With nothing else on the table the callers need ``line`` card points; their twenty lowers
    #: it to ``line_own_twenty``, the opponents' fifty raises it to ``line_against_fifty``.
    LINE = "line"
    #: A bait: the callers score nothing, the opponents both round totals.
    BAIT_EVERYTHING = "bait-everything"
    #: A bait: the callers score nothing; the opponents the round's card points, their own runs and
    #: bella, and the callers' bella; the callers' runs are lost.
    BAIT_CARDS_ONLY = "bait-cards-only"
    #: Equal totals: the callers score nothing, the opponents their own round total.
    HALF_BAIT = "half-bait"
    #: Equal totals: scored as a bait.
    WHOLE_BAIT = "whole-bait"
    #: On a bait or half bait the callers keep their own bella (the other bait claims say 0 but for it).
    BELLA_KEPT = "bella-kept"
    #: A run of three is a twenty, of four or more a fifty (but for ``LONG_RUNS``); one side scores runs.
    RUN_VALUES = "run-values"
    #: Runs longer than a fifty are worth more: ``long_runs`` gives each length's points.
    LONG_RUNS = "long-runs"
    #: Only the player with the best run scores runs, all of them.
    BEST_PLAYER = "best-player"
    #: The team with the best run scores both partners' runs.
    BEST_TEAM = "best-team"
    #: A run announced after the first trick scores nothing.
    ANNOUNCED = "announced"
    #: The first team to ``target`` or more wins.
    REACH_AT_LEAST = "reach-at-least"
    #: The first team past ``target`` wins.
    REACH_MORE_THAN = "reach-more-than"
    #: Both teams reach the target in one round: the higher total wins.
    BOTH_REACH_HIGHER = "both-reach-higher"
    #: Both teams reach the target in one round: the callers win if they made it.
    BOTH_REACH_CALLERS = "both-reach-callers"
    #: Equal totals at or above the target: another round is played.
    TIE_PLAY_ON = "tie-play-on"
    #: Equal totals at or above the target: the match is drawn.
    TIE_DRAW = "tie-draw"
    #: The callers cannot go out on a round they go bait or half bait on.
    NO_OUT_ON_BAIT = "no-out-on-bait"
    #: The callers can go out on a round they go bait or half bait on, with their own bella.
    OUT_WITH_BELLA = "out-with-bella"


@dataclass(frozen=True)
class RuleBook:
    """The claims of the rules page under one rule set, section by section, and the numbers they quote.

    Attributes:
        rules: the rule set.
        bait: the claims about bait (docs/rules.md section 6), in page order.
        precedence: the steps of run precedence, in the order they are tried (section 4).
        runs: the claims about runs (section 4): ``RUN_VALUES`` first.
        winning: the claims about winning the match (section 7).
        total: card points in a round with a trump suit (162).
        line: the card points the callers need with no runs, bella or bonus on the table.
        line_own_twenty: the same with a twenty of their own.
        line_against_fifty: the same against an opponents' fifty.
        bella: the points of bella.
        long_runs: ``(cards, points)`` for each run length worth more than a fifty (``long_runs = split``).
    """

    rules: RuleSet
    bait: tuple[Claim, ...]
    precedence: tuple[DecidingStep, ...]
    runs: tuple[Claim, ...]
    winning: tuple[Claim, ...]
    total: int = ROUND_TOTAL
    line: int = 0
    line_own_twenty: int = 0
    line_against_fifty: int = 0
    bella: int = BELLA_POINTS
    long_runs: tuple[tuple[int, int], ...] = ()

    @property
    def target(self) -> int:
        """The target of the match (points)."""
        return self.rules.target

    @property
    def sweep_bonus(self) -> int:
        """The sweep bonus (points; 0 for none)."""
        return self.rules.sweep_bonus


def rule_book(rules: RuleSet) -> RuleBook:
    """The claims the rules page makes under ``rules`` (docs/rules.md sections 4-9)."""
    bait = [Claim.ROUND_TOTAL]
    if rules.sweep_bonus:
        bait.append(Claim.SWEEP_BONUS)
    bait.append(Claim.LINE)
    bait.append(Claim.BAIT_EVERYTHING if rules.bait_transfer == "everything" else Claim.BAIT_CARDS_ONLY)
    bait.append(Claim.HALF_BAIT if rules.equal_totals == "half-bait" else Claim.WHOLE_BAIT)
    if rules.bella_on_bait == "kept":
        bait.append(Claim.BELLA_KEPT)
    runs = [Claim.RUN_VALUES, Claim.BEST_PLAYER if rules.run_scorers == "best-player" else Claim.BEST_TEAM]
    runs.append(Claim.ANNOUNCED)
    long_runs = tuple(
        (n, run_value(n, rules)) for n in range(MIN_FIFTY + 1, HAND_SIZE + 1) if run_value(n, rules) > FIFTY
    )
    if long_runs:
        runs.append(Claim.LONG_RUNS)
    winning = [Claim.REACH_AT_LEAST if rules.reach == "at-least" else Claim.REACH_MORE_THAN]
    if rules.both_reach == "higher":
        winning.append(Claim.BOTH_REACH_HIGHER)
        # Only here can both totals be equal at or above the target: under both_reach = callers
        # the round that takes both teams there always has a winner (docs/rules.md section 7).
        winning.append(Claim.TIE_PLAY_ON if rules.final_tie == "play-on" else Claim.TIE_DRAW)
    else:
        winning.append(Claim.BOTH_REACH_CALLERS)
    # A bait or half bait scores the callers 0, unless they keep their bella: then it can take them out.
    winning.append(Claim.OUT_WITH_BELLA if rules.bella_on_bait == "kept" else Claim.NO_OUT_ON_BAIT)
    return RuleBook(
        rules,
        tuple(bait),
        precedence_steps(rules),
        tuple(runs),
        tuple(winning),
        line=callers_line(ROUND_TOTAL),
        line_own_twenty=callers_line(ROUND_TOTAL, callers_extra=TWENTY),
        line_against_fifty=callers_line(ROUND_TOTAL, opponents_extra=FIFTY),
        long_runs=long_runs,
    )

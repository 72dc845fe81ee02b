"""What a change to a match changes: the totals, the rounds whose result differs, the winner.

Used to preview a change before it is made (a change of house rules, docs/rules.md
section 9): the engine scores both matches and this module compares the scores, so
the window only shows what the engine says.
"""

from __future__ import annotations

from dataclasses import dataclass

from .match import Match, MatchScore
from .round import RoundResult

__all__ = ["MatchComparison", "RoundChange", "compare_matches"]


@dataclass(frozen=True)
class RoundChange:
    """One round whose result differs between two scorings of a match.

    Attributes:
        number: the round's number (1-based).
        before: its result before the change.
        after: its result after the change.
    """

    number: int
    before: RoundResult
    after: RoundResult


@dataclass(frozen=True)
class MatchComparison:
    """Two scorings of the same rounds side by side (docs/rules.md section 7).

    Attributes:
        before: the match scored before the change.
        after: the match scored after it.
        changed: the rounds whose outcome or points (of either team) differ, in order.
    """

    before: MatchScore
    after: MatchScore
    changed: tuple[RoundChange, ...]

    @property
    def totals_change(self) -> bool:
        """True when either team's total (points) differs."""
        return self.before.totals != self.after.totals

    @property
    def winner_changes(self) -> bool:
        """True when who won (or whether the match is won, or drawn) differs."""
        return (self.before.winner, self.before.drawn) != (self.after.winner, self.after.drawn)

    @property
    def changes_anything(self) -> bool:
        """True when a round's result, a total or the end of the match differs."""
        return bool(self.changed) or self.totals_change or self.winner_changes


def compare_matches(before: Match, after: Match) -> MatchComparison:
    """Compare two scorings of a match round by round (rounds are paired by number).

    Args:
        before: the match as it is.
        after: the same rounds changed somehow (e.g. ``before.with_rules(rules)``).

    Returns:
        The comparison; a round counts as changed when its outcome or its points differ.

    Raises:
        RoundError, MatchOverError: ``before`` or ``after`` does not score.
    """
    old, new = before.score, after.score
    changed = tuple(
        RoundChange(a.number, a.result, b.result)
        for a, b in zip(old.rounds, new.rounds, strict=False)
        if (a.result.outcome, a.result.points) != (b.result.outcome, b.result.points)
    )
    return MatchComparison(old, new, changed)

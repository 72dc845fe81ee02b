"""How a corrected round differs from the round first recorded: which of its inputs changed.

A pure comparison of two :class:`~tarbish_score.model.round.RoundInput` (no
scoring): the corrections log, the history's ✎ mark and the scoresheet name
what a correction changed from it; their wording is in ``words/changes.py``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .round import COUNTED_BY, RoundInput
from .runs import RunClaim

__all__ = ["RoundChange", "RoundField", "round_change"]


class RoundField(enum.Enum):
    """An input of a round that a correction can change (the match record's round fields)."""

    THROWN_IN = "thrown_in"
    CALLER = "caller"
    TRUMP = "trump"
    CARD_POINTS = "card_points"
    RUNS = "runs"
    BELLA = "bella"
    SWEEP = "sweep"
    FORCED = "forced"
    EXTRA = "extra"


@dataclass(frozen=True)
class RoundChange:
    """What differs between two versions of one round.

    Attributes:
        fields: the inputs that differ, in :class:`RoundField` order; empty when the
            two are the same round. When one version is thrown in and the other
            played, only :attr:`RoundField.THROWN_IN` (nothing else compares).
        runs_added: run claims in the later version and not in the earlier one.
        runs_removed: run claims in the earlier version and not in the later one.
    """

    fields: tuple[RoundField, ...] = ()
    runs_added: tuple[RunClaim, ...] = ()
    runs_removed: tuple[RunClaim, ...] = ()

    @property
    def changed(self) -> bool:
        """True when the two versions differ in any input."""
        return bool(self.fields)


def round_change(before: RoundInput, after: RoundInput) -> RoundChange:
    """Compare the round as first recorded (``before``) with what it is now (``after``).

    Whose count was typed (:data:`~.round.COUNTED_BY`) is how the round was typed, not one of its
    inputs: typed from the other team's side with the same cards, a round is the same round.
    Runs compare as a multiset of claims: the same run claimed twice counts
    twice; a claim that differs in any detail (length, top, suit, announced)
    is one removed and one added.

    Args:
        before: the round as recorded first.
        after: the round as it is now.

    Returns:
        The fields that differ and the runs added and removed; ``changed`` is
        False when a correction was taken back or typed again as it was.
    """
    if before.thrown_in != after.thrown_in:
        return RoundChange((RoundField.THROWN_IN,))
    removed = list(before.runs)
    added: list[RunClaim] = []
    for claim in after.runs:
        if claim in removed:
            removed.remove(claim)
        else:
            added.append(claim)
    differs = {
        RoundField.CALLER: before.caller != after.caller,
        RoundField.TRUMP: before.trump != after.trump,
        RoundField.CARD_POINTS: before.card_points != after.card_points,
        RoundField.RUNS: bool(added or removed),
        RoundField.BELLA: before.bella != after.bella,
        RoundField.SWEEP: before.sweep != after.sweep,
        RoundField.FORCED: before.forced != after.forced,
        RoundField.EXTRA: _details(before) != _details(after),
    }
    return RoundChange(tuple(name for name, differ in differs.items() if differ), tuple(added), tuple(removed))


def _details(round_input: RoundInput) -> dict[str, object]:
    """The round's record fields the engine does not know, but whose count was typed."""
    return {key: value for key, value in round_input.extra.items() if key != COUNTED_BY}

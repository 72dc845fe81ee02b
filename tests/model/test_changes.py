"""Comparing two versions of one round: which inputs a correction changed (no scoring)."""

from __future__ import annotations

from tarbish_score.model import NoTrump, Rank, RoundInput, RunClaim, Suit
from tarbish_score.model.changes import RoundChange, RoundField, round_change

ANN_HEARTS = RoundInput(0, Suit.HEARTS, (50, 112))


def test_the_same_round_is_no_change() -> None:
    same = RoundInput(0, Suit.HEARTS, (50, 112))
    assert round_change(ANN_HEARTS, same) == RoundChange()
    assert not round_change(ANN_HEARTS, same).changed
    assert not round_change(RoundInput.thrown(), RoundInput.thrown()).changed


def test_a_changed_count_is_the_card_points_only() -> None:
    change = round_change(ANN_HEARTS, RoundInput(0, Suit.HEARTS, (60, 102)))
    assert change.fields == (RoundField.CARD_POINTS,)
    assert change.changed


def test_every_field_is_named_in_the_records_order() -> None:
    before = RoundInput(0, Suit.HEARTS, (50, 112), bella=2, sweep=False, forced=False, extra={"note": "a"})
    after = RoundInput(1, NoTrump.NONE, (130, 0), bella=None, sweep=True, forced=True, extra={"note": "b"})
    assert round_change(before, after).fields == (
        RoundField.CALLER,
        RoundField.TRUMP,
        RoundField.CARD_POINTS,
        RoundField.BELLA,
        RoundField.SWEEP,
        RoundField.FORCED,
        RoundField.EXTRA,
    )


def test_thrown_in_against_played_compares_nothing_else() -> None:
    assert round_change(RoundInput.thrown(), ANN_HEARTS).fields == (RoundField.THROWN_IN,)
    assert round_change(ANN_HEARTS, RoundInput.thrown()).fields == (RoundField.THROWN_IN,)


def test_runs_compare_as_a_multiset_of_claims() -> None:
    twenty, fifty = RunClaim(0, 3), RunClaim(1, 4, Rank.KING, Suit.SPADES)
    before = RoundInput(0, Suit.HEARTS, (50, 112), runs=(twenty, fifty))
    # The same claims in another order: no change.
    assert not round_change(before, RoundInput(0, Suit.HEARTS, (50, 112), runs=(fifty, twenty))).changed
    # A second twenty added, the fifty's top corrected (one removed, one added).
    queen_fifty = RunClaim(1, 4, Rank.QUEEN, Suit.SPADES)
    change = round_change(before, RoundInput(0, Suit.HEARTS, (50, 112), runs=(twenty, twenty, queen_fifty)))
    assert change.fields == (RoundField.RUNS,)
    assert change.runs_added == (twenty, queen_fifty)
    assert change.runs_removed == (fifty,)


def test_whose_count_was_typed_is_no_change_of_the_round() -> None:
    """The key / (the record's "counted_by") says which team's count was typed: it changes no input."""
    from tarbish_score.model.round import COUNTED_BY, OPPONENTS_COUNTED

    flipped = RoundInput(0, Suit.HEARTS, (50, 112), extra={COUNTED_BY: OPPONENTS_COUNTED})
    assert not round_change(ANN_HEARTS, flipped).changed
    other = RoundInput(0, Suit.HEARTS, (50, 112), extra={COUNTED_BY: OPPONENTS_COUNTED, "house": 1})
    assert round_change(flipped, other).fields == (RoundField.EXTRA,)


def test_the_counted_team_is_the_callers_unless_the_opponents_count_was_typed() -> None:
    from tarbish_score.model.round import COUNTED_BY, OPPONENTS_COUNTED

    assert ANN_HEARTS.counted_team == 0
    assert RoundInput(1, Suit.HEARTS, (50, 112)).counted_team == 1
    assert RoundInput(1, Suit.HEARTS, (50, 112), extra={COUNTED_BY: OPPONENTS_COUNTED}).counted_team == 0
    assert RoundInput(0, Suit.HEARTS, (50, 112), extra={COUNTED_BY: "callers"}).counted_team == 0
    assert RoundInput.thrown().counted_team is None

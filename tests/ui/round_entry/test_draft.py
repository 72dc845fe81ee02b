"""The round entry's typed round and state (tarbish_score.ui.round_entry.draft), tested without Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tarbish_score.model import (
    MatchOverError,
    MissingRunDetailError,
    NoTrump,
    Rank,
    RoundError,
    RoundInput,
    RuleSet,
    RunClaim,
    RunClaimError,
    Suit,
    TarbishError,
)
from tarbish_score.ui.round_entry.draft import (
    THROWN_IN,
    EntryMode,
    EntryState,
    RunDraft,
    TypedRound,
    callers_of,
    field_of,
    is_count,
    other_count,
    refusal,
)


def test_draft_imports_no_qt() -> None:
    code = (
        "import sys, tarbish_score.ui.round_entry.draft as d; "
        "d.TypedRound(caller=1, trump=None, count='90').missing(); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_draft_imports_the_engine_only_when_asked() -> None:
    code = "import sys, tarbish_score.ui.round_entry.draft; print('tarbish_score.model' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


# --- the typed round ---------------------------------------------------------------------


def test_nothing_typed_misses_caller_trump_and_count_in_screen_order() -> None:
    typed = TypedRound()
    assert typed.missing() == ("caller", "trump", "card_points")
    assert typed.build() is None


def test_a_count_that_is_not_digits_is_missing() -> None:
    assert TypedRound(caller=0, trump=Suit.HEARTS, count="-5").missing() == ("card_points",)
    assert TypedRound(caller=0, trump=Suit.HEARTS, count="９０").missing() == ("card_points",)


def test_the_callers_count_gives_the_rest_to_the_opponents() -> None:
    typed = TypedRound(caller=2, trump=Suit.HEARTS, count="90")
    assert typed.missing() == ()
    assert typed.build() == RoundInput(caller=2, trump=Suit.HEARTS, card_points=(90, 72))


def test_the_opponents_count_is_theirs() -> None:
    # Seat 1 calls (team 1); the count 90 is team 0's.
    typed = TypedRound(caller=1, trump=Suit.SPADES, count="90", count_by_callers=False)
    assert typed.counting_team == 0
    built = typed.build()
    assert built is not None
    assert built.card_points == (90, 72)


def test_a_no_trump_round_shares_130() -> None:
    built = TypedRound(caller=0, trump=NoTrump.NONE, count="100").build()
    assert built is not None
    assert built.card_points == (100, 30)


def test_runs_bella_and_sweep_are_kept() -> None:
    claim = RunClaim(0, 3, Rank.KING, Suit.CLUBS)
    built = TypedRound(caller=0, trump=Suit.CLUBS, count="162", runs=(claim,), bella=2, sweep=True).build()
    assert built == RoundInput(caller=0, trump=Suit.CLUBS, card_points=(162, 0), runs=(claim,), bella=2, sweep=True)


def test_thrown_in_needs_nothing_else() -> None:
    typed = TypedRound(caller=THROWN_IN)
    assert typed.missing() == ()
    assert typed.callers is None
    assert typed.build() == RoundInput.thrown()


def test_a_correction_keeps_forced_and_unknown_fields() -> None:
    base = RoundInput(caller=3, trump=Suit.DIAMONDS, card_points=(10, 152), forced=True, extra={"note": "x"})
    built = TypedRound(caller=3, trump=Suit.DIAMONDS, count="100", base=base).build()
    assert built is not None
    assert (built.card_points, built.forced, built.extra) == ((62, 100), True, {"note": "x"})


def test_a_correction_keeps_the_round_note() -> None:
    base = RoundInput(caller=3, trump=Suit.DIAMONDS, card_points=(10, 152), note="renege by Dan")
    built = TypedRound(caller=3, trump=Suit.DIAMONDS, count="100", base=base).build()
    assert built is not None
    assert (built.card_points, built.note) == ((62, 100), "renege by Dan")


def test_callers_of_a_seat_and_of_nothing() -> None:
    assert [callers_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert callers_of(None) is None
    assert callers_of(THROWN_IN) is None


def test_counts_and_the_other_share() -> None:
    assert is_count("0") and is_count("162")
    assert not is_count("") and not is_count("1a") and not is_count("٣")
    assert other_count("90", 162) == 72
    assert other_count("163", 162) is None
    assert other_count("x", 162) is None


def test_a_run_draft_is_a_claim() -> None:
    assert RunDraft(1, 4, Rank.ACE, Suit.HEARTS).claim() == RunClaim(1, 4, Rank.ACE, Suit.HEARTS)


# --- errors to fields --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("error", "field"),
    [
        (RunClaimError("x", code="c"), "runs"),
        (MissingRunDetailError("x", missing="top", claim=0), "runs"),
        (MissingRunDetailError("x", missing="trump", claim=None), "trump"),
        (RoundError("x", code="c", field="bella"), "bella"),
        (RoundError("x", code="c", field="sweep"), "sweep"),
        (RoundError("x", code="c", field="card_points[1]"), "card_points"),
        (RoundError("x", code="c", field="thrown_in"), "caller"),
        (MatchOverError("x", code="c"), "caller"),
    ],
)
def test_field_of_an_engine_error(error: TarbishError, field: str) -> None:
    assert field_of(error) == field


def test_refusal_of_bella_in_a_no_trump_round() -> None:
    rules = RuleSet().with_changes(no_trump=True)
    error = refusal("bella", NoTrump.NONE, rules)
    assert error is not None
    assert error.field == "bella"
    assert refusal("bella", Suit.HEARTS, rules) is None


def test_refusal_of_thrown_in_with_a_forced_dealer() -> None:
    error = refusal("caller", None, RuleSet().with_changes(forced_dealer=True))
    assert error is not None
    assert error.field == "thrown_in"
    assert refusal("caller", None, RuleSet().with_changes(forced_dealer=False)) is None


# --- the state machine -------------------------------------------------------------------


def test_correcting_then_saving_then_refused_reopens() -> None:
    state = EntryState()
    assert state.mode is EntryMode.NEXT_ROUND
    base = RoundInput.thrown()
    state.begin_correction(3, base)
    assert (state.mode, state.editing, state.edit_base) == (EntryMode.CORRECTING, 3, base)
    assert state.saving_correction() == 3
    assert state.mode is EntryMode.NEXT_ROUND
    state.correction_refused(3)
    assert state.editing == 3


def test_saving_without_a_correction_is_an_error() -> None:
    with pytest.raises(ValueError, match="no round"):
        EntryState().saving_correction()


def test_a_correction_of_a_round_that_is_gone_ends() -> None:
    state = EntryState()
    state.begin_correction(2, RoundInput.thrown())
    state.match_changed(3)
    assert state.editing == 2
    state.match_changed(2)
    assert (state.editing, state.edit_base) == (None, None)
    state.begin_correction(0, RoundInput.thrown())
    state.match_changed(None)
    assert state.mode is EntryMode.NEXT_ROUND


def test_a_count_handed_over_before_the_caller_waits_for_the_caller() -> None:
    state = EntryState()
    state.count_handed_over(1, None)
    assert (state.pending_count_team, state.count_by_callers) == (1, True)
    state.caller_picked(0)  # team 0 calls: the count is the opponents'
    assert (state.pending_count_team, state.count_by_callers) == (None, False)
    state.count_handed_over(0, 0)
    assert state.count_by_callers is True


def test_thrown_in_leaves_a_handed_over_count_waiting() -> None:
    state = EntryState()
    state.count_handed_over(1, None)
    state.caller_picked(None)
    assert state.pending_count_team == 1


def test_problem_insist_notes_and_reset() -> None:
    state = EntryState()
    error = RoundError("x", code="c", field="bella")
    state.refused(error)
    state.insist_on_missing()
    state.toggle_counting_team()
    state.note("bella", "no bella")
    assert (state.problem, state.insist, state.count_by_callers, state.notes) == (
        error,
        True,
        False,
        {"bella": "no bella"},
    )
    state.checking()
    assert state.problem is None
    state.forget_note("bella")
    state.forget_note("caller")  # forgetting a note never kept is fine
    assert state.notes == {}
    state.begin_correction(1, RoundInput.thrown())
    state.reset()
    assert state == EntryState()

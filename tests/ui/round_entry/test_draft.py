"""The round entry's typed round and state (tarbish_score.ui.round_entry.draft), tested without Qt."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from tarbish_score.model import (
    Match,
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
    Team,
)
from tarbish_score.ui.round_entry.draft import (
    COUNTED_BY,
    THROWN_IN,
    EntryMode,
    EntryState,
    RunDraft,
    SavedDraft,
    TypedRound,
    callers_of,
    correction_effect,
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


# --- a round as typed, put aside, and the effect of a correction ----------------------


def test_the_opponents_count_is_recorded_as_typed_and_comes_back_so() -> None:
    typed = TypedRound(caller=1, trump=Suit.SPADES, count="50", count_by_callers=False)
    built = typed.build()
    assert built == RoundInput(caller=1, trump=Suit.SPADES, card_points=(50, 112), extra={COUNTED_BY: "opponents"})
    back = TypedRound.of_round(built)
    assert (back.count, back.count_by_callers, back.base) == ("50", False, built)
    # The engine reads the same field: the count typed was Us's (team 0), the callers' opponents'.
    assert built.counted_team == 0
    assert typed.counting_team == built.counted_team


def test_the_callers_count_adds_no_field_and_a_round_without_it_was_the_callers() -> None:
    recorded = RoundInput(caller=1, trump=Suit.SPADES, card_points=(50, 112), extra={"note": "late"})
    typed = TypedRound.of_round(recorded)
    assert (typed.count, typed.count_by_callers) == ("112", True)
    # Corrected from the other side: the field is added; back again, it goes (the note stays).
    other = dataclasses.replace(typed, count="50", count_by_callers=False).build()
    assert other is not None
    assert other.extra == {"note": "late", COUNTED_BY: "opponents"}
    again = dataclasses.replace(TypedRound.of_round(other), count="112", count_by_callers=True).build()
    assert again == recorded


def test_a_thrown_in_round_comes_back_thrown_in() -> None:
    thrown = TypedRound.of_round(RoundInput.thrown())
    assert thrown.caller == THROWN_IN
    assert thrown.build() == RoundInput.thrown()
    assert not thrown.is_empty


def test_only_an_untouched_entry_is_empty() -> None:
    assert TypedRound().is_empty
    assert not TypedRound(count="7").is_empty
    assert not TypedRound(bella=2).is_empty


def test_a_correction_puts_the_draft_aside_and_hands_it_back_once() -> None:
    state = EntryState()
    draft = SavedDraft(TypedRound(caller=1, trump=Suit.SPADES, count="70", count_by_callers=False), "card_points")
    base = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(72, 90), extra={COUNTED_BY: "opponents"})
    state.begin_correction(0, base, draft)
    assert (state.mode, state.count_by_callers, state.aside) == (EntryMode.CORRECTING, False, draft)
    assert state.take_aside() is draft
    assert state.take_aside() is None
    state.reset()
    state.resume_draft(draft)
    assert state.count_by_callers is False


def test_an_insertion_puts_the_draft_aside_and_ends_when_its_round_is_gone() -> None:
    state = EntryState()
    draft = SavedDraft(TypedRound(caller=1, trump=Suit.SPADES, count="70"), "card_points")
    state.begin_insertion(1, draft)
    assert (state.mode, state.inserting, state.editing, state.aside) == (EntryMode.INSERTING, 1, None, draft)
    state.match_changed(2)
    assert state.mode is EntryMode.INSERTING
    # A correction opened meanwhile ends the insertion; the draft stays aside.
    state.begin_correction(0, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(90, 72)), state.aside)
    assert (state.mode, state.inserting, state.aside) == (EntryMode.CORRECTING, None, draft)
    state.begin_insertion(1, state.aside)
    assert (state.mode, state.editing, state.edit_base) == (EntryMode.INSERTING, None, None)
    state.match_changed(1)  # the round it was to go before is undone
    assert (state.mode, state.inserting, state.aside) == (EntryMode.NEXT_ROUND, None, draft)
    state.begin_insertion(0)
    state.match_changed(None)
    assert state.mode is EntryMode.NEXT_ROUND
    state.begin_insertion(0)
    state.reset()
    assert state.inserting is None


def test_a_change_to_the_round_takes_every_hint_away() -> None:
    state = EntryState()
    state.note("caller", "Thrown in is off")
    state.note("bella", "No bella without trump")
    state.round_changed()
    assert state.notes == {}


def _two_teams() -> Match:
    return Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0, RuleSet())


def test_the_effect_of_a_correction_is_the_engines_score_before_and_after() -> None:
    made = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(162, 0))
    match = _two_teams()
    for _ in range(3):
        match = match.add_round(made)
    match = match.add_round(RoundInput(caller=1, trump=Suit.CLUBS, card_points=(162, 0)))
    assert match.score.winner == 0
    effect = correction_effect(match, 3, RoundInput(caller=1, trump=Suit.CLUBS, card_points=(0, 162)))
    assert effect is not None
    assert (effect.before.totals, effect.after.totals, len(effect.after.rounds)) == ((648, 0), (486, 162), 4)
    assert effect.totals_change and effect.winner_changes
    same = correction_effect(match, 0, made)
    assert same is not None
    assert not same.totals_change and not same.winner_changes
    assert correction_effect(match, 9, made) is None
    assert correction_effect(match, 0, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 100))) is None


def test_the_effect_counts_the_rounds_a_sooner_end_removes() -> None:
    # Us lead 400 to 248 after four rounds; Them sweep twice and win in round 6. Round 1 was
    # really 162 with Ann's fifty and bella: Us win in round 4, rounds 5-6 go.
    match = _two_teams()
    hundred = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
    sweep = RoundInput(caller=1, trump=Suit.CLUBS, card_points=(0, 162))
    for r in (hundred, hundred, hundred, hundred, sweep, sweep):
        match = match.add_round(r)
    fifty = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(162, 0), runs=(RunClaim(0, 4),), bella=0)
    effect = correction_effect(match, 0, fifty)
    assert effect is not None
    assert len(match.rounds) - len(effect.after.rounds) == 2  # the correction ends the match: two rounds go
    assert effect.after.winner == 0

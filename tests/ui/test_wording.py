"""Engine errors, outcomes and deciding steps are worded by the window, not shown raw."""

from __future__ import annotations

import pytest

from tarbish_score.model import (
    DecidingStep,
    NoTrump,
    Outcome,
    Rank,
    RoundInput,
    RuleSet,
    RunClaim,
    Suit,
    TarbishError,
    score_round,
)
from tarbish_score.words.errors import error_text
from tarbish_score.words.game import outcome_text, step_text

from .conftest import standard_match

HEARTS = Suit.HEARTS
CASES: list[tuple[str, RoundInput, RuleSet, str]] = [
    ("seat", RoundInput(caller=7, trump=HEARTS, card_points=(90, 72)), RuleSet(), "Pick the caller: press 1-4."),
    (
        "no_trump_off",
        RoundInput(caller=0, trump=NoTrump.NONE, card_points=(90, 40)),
        RuleSet(),
        "No-trump rounds are off under these rules: pick a suit.",
    ),
    (
        "card_points_range",
        RoundInput(caller=0, trump=HEARTS, card_points=(170, -8)),
        RuleSet(),
        "A team's count must be between 0 and 162.",
    ),
    (
        "card_points_sum",
        RoundInput(caller=0, trump=HEARTS, card_points=(90, 90)),
        RuleSet(),
        "The two teams' counts must add up to 162.",
    ),
    (
        "thrown_in_forced",
        RoundInput.thrown(),
        RuleSet(),
        "Thrown in is off: the dealer must call (house rule).",
    ),
    (
        "top_too_low",
        RoundInput(caller=0, trump=HEARTS, card_points=(90, 72), runs=(RunClaim(1, 4, Rank.SEVEN, Suit.CLUBS),)),
        RuleSet(),
        "A 4-card run cannot top at 7: its lowest possible top is 9.",
    ),
    (
        "overlap",
        RoundInput(
            caller=0,
            trump=HEARTS,
            card_points=(90, 72),
            runs=(RunClaim(0, 3, Rank.ACE, Suit.CLUBS), RunClaim(1, 3, Rank.QUEEN, Suit.CLUBS)),
        ),
        RuleSet(),
        "Ann's twenty A high ♣ and Bea's twenty Q high ♣ both use the Q♣: one card cannot be in two runs.",
    ),
    (
        "too_many_cards",
        RoundInput(caller=0, trump=HEARTS, card_points=(90, 72), runs=(RunClaim(2, 4), RunClaim(2, 4), RunClaim(2, 3))),
        RuleSet(),
        "Cal claims 11 cards in runs, but a hand has only 9.",
    ),
    (
        "missing_top",
        RoundInput(caller=0, trump=HEARTS, card_points=(90, 72), runs=(RunClaim(0, 4), RunClaim(1, 4))),
        RuleSet(),
        "Two players' runs must be compared: add the top card of Ann's fifty.",
    ),
    (
        "bella_in_run",
        RoundInput(caller=0, trump=HEARTS, card_points=(90, 72), runs=(RunClaim(1, 3, Rank.KING, HEARTS),), bella=0),
        RuleSet(),
        "Bella needs the K and Q of trump, but Bea's twenty K high ♥ holds the K.",
    ),
]


@pytest.mark.parametrize(("code", "round_input", "rules", "expected"), CASES, ids=[c[0] for c in CASES])
def test_engine_errors_are_worded_for_the_table(
    code: str, round_input: RoundInput, rules: RuleSet, expected: str
) -> None:
    with pytest.raises(TarbishError) as raised:
        score_round(round_input, rules)
    assert raised.value.code == code
    assert error_text(raised.value, standard_match(), round_input.runs) == expected


def test_unknown_code_falls_back_to_the_engines_english() -> None:
    error = TarbishError("something new went wrong", code="brand_new_code")
    assert error_text(error) == "something new went wrong"


def test_every_outcome_and_deciding_step_has_words() -> None:
    assert [outcome_text(o) for o in Outcome] == ["made", "BAIT", "HALF BAIT", "thrown in"]
    texts = {step_text(step) for step in DecidingStep}
    assert len(texts) == len(DecidingStep)
    assert all(text and text not in {s.value for s in DecidingStep} for text in texts)

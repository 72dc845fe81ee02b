"""Run precedence as the run checker needs it: only the details that decide, the opponent beaten, full card totals."""

from __future__ import annotations

import pytest

from tarbish_score.model import (
    DecidingStep,
    MissingRunDetailError,
    RuleSet,
    RunClaim,
    RunClaimError,
    Suit,
    check_claims,
    resolve_runs,
)
from tarbish_score.model.checker import run_switch_alternatives

from .helpers import run

STD = RuleSet()


def lenient(*claims: RunClaim, rules: RuleSet = STD, trump: Suit | None = Suit.HEARTS, **kw: object):  # type: ignore[no-untyped-def]
    check_claims(claims)
    return resolve_runs(claims, rules, trump=trump, lenient_details=True, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("claims", "cards"),
    [
        ((run(0, 9), run(0, 9), run(0, 9), run(0, 9)), 36),
        ((run(0, 9), run(0, 9), run(0, 9)), 27),
        ((run(0, 4), run(0, 4), run(0, 4), run(0, 4)), 16),
        ((run(1, 3), run(0, 4), run(0, 4), run(0, 4)), 12),
    ],
)
def test_too_many_cards_reports_the_players_whole_claimed_total(claims: tuple[RunClaim, ...], cards: int) -> None:
    with pytest.raises(RunClaimError) as info:
        check_claims(claims)
    assert info.value.code == "too_many_cards"
    assert info.value.params == {"seat": 0, "cards": cards}
    assert info.value.claims == tuple(i for i, c in enumerate(claims) if c.seat == 0)


def test_the_top_card_decides_without_the_suits_when_lenient() -> None:
    claims = (run(0, 3, "K"), run(1, 3, "A"))
    with pytest.raises(MissingRunDetailError) as info:
        resolve_runs(claims, STD, trump=Suit.HEARTS)  # records keep the strict letter
    assert (info.value.missing, info.value.claim) == ("suit", 0)
    verdict = lenient(*claims)
    assert (verdict.step, verdict.winner_seat, verdict.points, verdict.beaten) == (DecidingStep.TOP_CARD, 1, (0, 20), 0)


def test_lenient_asks_for_a_top_only_when_the_top_step_is_reached() -> None:
    # A fifty beats a twenty whatever its top: nothing to ask.
    assert lenient(run(0, 3), run(1, 4)).step is DecidingStep.LENGTH
    with pytest.raises(MissingRunDetailError) as info:
        lenient(run(0, 3, "K"), run(1, 3, None, "c"))
    assert (info.value.missing, info.value.claim) == ("top", 1)


def test_lenient_asks_for_suits_only_when_the_tops_are_equal() -> None:
    with pytest.raises(MissingRunDetailError) as info:
        lenient(run(0, 3, "K"), run(1, 3, "K", "c"))
    assert (info.value.missing, info.value.claim) == ("suit", 0)
    verdict = lenient(run(0, 3, "K", "h"), run(1, 3, "K", "c"))
    assert (verdict.step, verdict.winner_seat) == (DecidingStep.TRUMP, 0)


def test_lenient_needs_no_suit_in_a_no_trump_round() -> None:
    verdict = lenient(run(0, 3, "K"), run(1, 3, "K"), trump=None)
    assert (verdict.step, verdict.winner_team, verdict.best, verdict.beaten) == (DecidingStep.EQUAL_RUNS, None, 0, 1)
    # The strict path gives the same result with suits recorded.
    claims = (run(0, 3, "K", "s"), run(1, 3, "K", "c"))
    assert resolve_runs(claims, STD, trump=None).step is DecidingStep.EQUAL_RUNS


def test_lenient_asks_for_the_trump_after_the_suits() -> None:
    with pytest.raises(MissingRunDetailError) as info:
        lenient(run(0, 3, "K", "s"), run(1, 3, "K", "c"), trump=None, trump_known=False)
    assert (info.value.missing, info.value.claim) == ("trump", None)


def test_lenient_trump_first_order_needs_the_suits_before_the_tops() -> None:
    rules = RuleSet(run_order="length-trump-top")
    with pytest.raises(MissingRunDetailError) as info:
        lenient(run(0, 3, "K"), run(1, 3, "A"), rules=rules)
    assert info.value.missing == "suit"
    verdict = lenient(run(0, 3, None, "h"), run(1, 3, "A", "c"), rules=rules)
    assert (verdict.step, verdict.winner_seat) == (DecidingStep.TRUMP, 0)


def test_beaten_names_the_opponents_run_not_the_partners() -> None:
    # Ann A-K-Q-J of clubs, partner Cal A-K-Q of diamonds, Bea K-Q-J of hearts.
    claims = (run(0, 4, "A", "c"), run(2, 3, "A", "d"), run(1, 3, "K", "h"))
    verdict = resolve_runs(claims, STD, trump=Suit.SPADES)
    assert (verdict.step, verdict.winner_seat, verdict.beaten) == (DecidingStep.LENGTH, 0, 2)


def test_beaten_prefers_the_opponent_over_a_partner_beaten_later() -> None:
    # Ann's ace-high fifty beats partner Cal's king-high fifty on the top card, Bea's twenty on length.
    claims = (run(0, 4, "A", "c"), run(2, 4, "K", "d"), run(1, 3, "K", "h"))
    verdict = resolve_runs(claims, STD, trump=Suit.SPADES)
    assert (verdict.step, verdict.winner_seat, verdict.beaten) == (DecidingStep.LENGTH, 0, 2)


def test_beaten_is_the_partner_when_only_partners_claim() -> None:
    claims = (run(0, 3, "A", "c"), run(2, 3, "K", "d"))
    verdict = resolve_runs(claims, STD, trump=Suit.SPADES)
    assert (verdict.step, verdict.winner_seat, verdict.beaten) == (DecidingStep.TOP_CARD, 0, 1)


def test_alternatives_pass_lenient_details_on() -> None:
    claims = (run(0, 3, "K", "h"), run(1, 3, "A", "c"))
    alternatives = run_switch_alternatives(
        (run(0, 3, "K"), run(1, 3, "A")), STD, trump=Suit.HEARTS, lenient_details=True
    )
    assert alternatives == ()  # the top card decides under every run switch but one needing the suits
    strict = run_switch_alternatives(claims, STD, trump=Suit.HEARTS)
    assert [(a.key, a.value, a.verdict.winner_seat) for a in strict] == [("run_order", "length-trump-top", 0)]

from __future__ import annotations

import pytest

from tarbish_score.model import (
    DecidingStep,
    MissingRunDetailError,
    Rank,
    RuleSet,
    RunClaim,
    RunClaimError,
    Suit,
    check_claims,
    lowest_top,
    resolve_runs,
    run_value,
)

from .helpers import run

STD = RuleSet()


def resolve(*claims: RunClaim, rules: RuleSet = STD, trump: Suit | None = Suit.HEARTS, **kw: object):  # type: ignore[no-untyped-def]
    check_claims(claims)
    return resolve_runs(claims, rules, trump=trump, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("length", "fifty", "split"),
    [(2, 0, 0), (3, 20, 20), (4, 50, 50), (5, 50, 50), (6, 50, 50), (7, 50, 70), (8, 50, 100), (9, 50, 100)],
)
def test_run_values_under_both_long_run_rules(length: int, fifty: int, split: int) -> None:
    assert run_value(length, STD) == fifty
    assert run_value(length, RuleSet(long_runs="split")) == split


@pytest.mark.parametrize(("length", "top"), [(3, "8"), (4, "9"), (5, "10"), (6, "J"), (9, "A")])
def test_lowest_possible_tops(length: int, top: str) -> None:
    assert lowest_top(length).value == top


def test_claim_cards_and_team() -> None:
    claim = run(3, 3, "Q", "s")
    assert [str(c) for c in claim.cards()] == ["Q♠", "J♠", "10♠"]
    assert claim.team == 1
    assert not claim.is_fifty
    assert run(0, 3).cards() == ()


@pytest.mark.parametrize(
    ("claims", "code", "at_fault"),
    [
        ((run(4, 3),), "seat", (0,)),
        ((RunClaim(True, 3),), "seat", (0,)),
        ((run(0, 2),), "length", (0,)),
        ((run(0, 10),), "length", (0,)),
        ((RunClaim(0, 3.0),), "length", (0,)),  # type: ignore[arg-type]
        ((run(0, 3, "7", "c"),), "top_too_low", (0,)),
        ((run(1, 4, "8", "c"),), "top_too_low", (0,)),
        ((run(2, 5), run(2, 5)), "too_many_cards", (0, 1)),
        ((run(1, 4, "A", "c"), run(3, 3, "Q", "c")), "overlap", (0, 1)),
        ((run(1, 4, "A", "c"), run(1, 3, "Q", "c")), "overlap", (0, 1)),
        ((run(2, 3, "A", "d"), run(2, 3, "J", "d")), "joined", (0, 1)),
        ((run(0, 9, None, "c"), run(1, 3, None, "c")), "overlap", (0, 1)),
        ((run(0, 5, None, "c"), run(1, 5, None, "c")), "overlap", (0, 1)),
        ((run(0, 6, None, "c"), run(1, 3, "J", "c")), "overlap", (0, 1)),
        ((run(2, 3, "J", "d"), run(2, 3, "A", "d")), "joined", (0, 1)),
    ],
)
def test_impossible_claims_are_named(claims: tuple[RunClaim, ...], code: str, at_fault: tuple[int, ...]) -> None:
    with pytest.raises(RunClaimError) as info:
        check_claims(claims)
    assert info.value.code == code
    assert info.value.claims == at_fault
    assert str(info.value)


def test_overlap_names_the_shared_card() -> None:
    with pytest.raises(RunClaimError) as info:
        check_claims([run(0, 3, "K", "s"), run(1, 3, "J", "s")])
    assert "J of spades" in str(info.value)
    assert info.value.params["seats"] == (0, 1)


def test_certain_span_without_top() -> None:
    assert list(run(0, 9).certain_span()) == list(range(9))
    assert list(run(0, 8).certain_span()) == list(range(1, 8))
    assert list(run(0, 5).certain_span()) == [4]
    assert list(run(0, 4).certain_span()) == []
    assert list(run(0, 4, "K").certain_span()) == [1, 2, 3, 4]


def test_possible_claims_pass() -> None:
    # Same suit with a gap, different suits, or unknown details: all possible.
    check_claims([run(0, 3, "A", "s"), run(0, 3, "10", "s"), run(1, 3, "A", "h"), run(2, 4), run(3, 9)])
    check_claims([run(0, 3, "A", "s"), run(1, 3, "J", "s")])
    check_claims([run(0, 6, None, "s"), run(1, 3, "8", "s")])
    check_claims([run(0, 4, None, "s"), run(1, 5, None, "s")])


def test_no_runs() -> None:
    verdict = resolve()
    assert verdict.step is DecidingStep.NO_RUNS
    assert verdict.points == (0, 0)
    assert verdict.winner_team is None


def test_unannounced_runs_do_not_score() -> None:
    verdict = resolve(run(0, 4, "A", "c", announced=False))
    assert verdict.step is DecidingStep.NO_RUNS
    assert verdict.discarded == (0,)
    verdict = resolve(run(0, 4, "A", "c", announced=False), run(1, 3, "8", "d"))
    assert verdict.winner_seat == 1
    assert verdict.points == (0, 20)
    assert verdict.step is DecidingStep.UNCONTESTED


def test_uncontested_run_needs_no_top_or_suit() -> None:
    verdict = resolve(run(3, 3), trump=None, trump_known=False)
    assert verdict.step is DecidingStep.UNCONTESTED
    assert (verdict.winner_team, verdict.winner_seat, verdict.points) == (1, 3, (0, 20))
    assert verdict.beaten is None


def test_fifty_beats_any_twenty() -> None:
    # docs/rules.md section 10: a plain A-K-Q against a plain 10-9-8-7: the fifty wins.
    verdict = resolve(run(0, 3, "A", "s"), run(1, 4, "10", "c"))
    assert verdict.step is DecidingStep.LENGTH
    assert (verdict.winner_seat, verdict.points, verdict.best, verdict.beaten) == (1, (0, 50), 1, 0)


def test_length_decides_even_without_details() -> None:
    verdict = resolve(run(0, 3), run(1, 4), trump=None, trump_known=False)
    assert verdict.step is DecidingStep.LENGTH
    assert verdict.points == (0, 50)


def test_higher_top_card_wins() -> None:
    verdict = resolve(run(0, 4, "A", "c"), run(1, 4, "K", "s"))
    assert verdict.step is DecidingStep.TOP_CARD
    assert (verdict.winner_seat, verdict.points, verdict.beaten) == (0, (50, 0), 1)


def test_trump_run_beats_plain_run_of_same_top() -> None:
    # docs/rules.md section 10: plain Q-J-10 against the same in trump: the trump run wins.
    verdict = resolve(run(0, 3, "Q", "s"), run(1, 3, "Q", "h"))
    assert verdict.step is DecidingStep.TRUMP
    assert (verdict.winner_seat, verdict.points) == (1, (0, 20))


def test_top_card_beats_trump_by_default_but_not_under_length_trump_top() -> None:
    claims = (run(0, 3, "A", "s"), run(1, 3, "Q", "h"))
    assert resolve(*claims).winner_seat == 0
    verdict = resolve(*claims, rules=RuleSet(run_order="length-trump-top"))
    assert verdict.step is DecidingStep.TRUMP
    assert verdict.winner_seat == 1


def test_length_trump_top_falls_back_to_top_card() -> None:
    verdict = resolve(run(0, 3, "A", "s"), run(1, 3, "Q", "c"), rules=RuleSet(run_order="length-trump-top"))
    assert verdict.step is DecidingStep.TOP_CARD
    assert verdict.winner_seat == 0


def test_identical_plain_runs_on_opposite_teams_score_nothing() -> None:
    # docs/rules.md section 10: Q-J-10 of spades against Q-J-10 of clubs on the other team.
    verdict = resolve(run(0, 3, "Q", "s"), run(1, 3, "Q", "c"), eldest=1)
    assert verdict.step is DecidingStep.EQUAL_RUNS
    assert verdict.points == (0, 0)
    assert verdict.winner_team is None
    assert (verdict.best, verdict.beaten) == (1, 0)


@pytest.mark.parametrize(("eldest", "winner"), [(0, 0), (1, 1), (2, 0), (3, 0)])
def test_equal_runs_eldest_switch_gives_them_to_the_nearer_player(eldest: int, winner: int) -> None:
    rules = RuleSet(equal_runs="eldest")
    verdict = resolve(run(0, 3, "Q", "s"), run(1, 3, "Q", "c"), rules=rules, eldest=eldest)
    assert verdict.step is DecidingStep.ELDEST
    assert verdict.winner_seat == winner


def test_fifty_order_longer_first() -> None:
    claims = (run(0, 4, "A", "s"), run(1, 5, "K", "c"))
    assert resolve(*claims).winner_seat == 0
    verdict = resolve(*claims, rules=RuleSet(fifty_order="longer-first"))
    assert verdict.step is DecidingStep.LONGER_FIFTY
    assert verdict.winner_seat == 1


def test_longer_first_does_not_apply_between_twenties() -> None:
    verdict = resolve(run(0, 3, "A", "s"), run(1, 3, "K", "c"), rules=RuleSet(fifty_order="longer-first"))
    assert verdict.step is DecidingStep.TOP_CARD


def test_equal_fifties_of_different_length_tie_under_top_card_order() -> None:
    verdict = resolve(run(0, 4, "K", "s"), run(1, 5, "K", "c"))
    assert verdict.step is DecidingStep.EQUAL_RUNS


def test_best_player_scores_all_own_runs_but_not_partners() -> None:
    # Two fifties and a twenty (282 = 162 + 50 + 50 + 20 with bella).
    verdict = resolve(run(0, 4, "A", "s"), run(0, 4, "A", "d"), run(2, 3, "A", "c"), run(1, 3, "K", "h"))
    assert verdict.winner_seat == 0
    assert verdict.points == (100, 0)
    assert verdict.scoring == (0, 1)


def test_best_team_scores_both_partners_runs() -> None:
    rules = RuleSet(run_scorers="best-team")
    verdict = resolve(run(1, 4, "K", "s"), run(2, 3, "9", "d"), run(3, 3, "Q", "c"), rules=rules, trump=Suit.CLUBS)
    assert verdict.winner_team == 1
    assert verdict.winner_seat == 1
    assert verdict.points == (0, 70)
    assert verdict.scoring == (0, 2)


def test_best_team_partners_tied_have_no_single_winner_seat() -> None:
    rules = RuleSet(run_scorers="best-team")
    verdict = resolve(run(1, 3, "K", "s"), run(3, 3, "K", "c"), rules=rules)
    assert verdict.winner_team == 1
    assert verdict.winner_seat is None
    assert verdict.points == (0, 40)


def test_best_team_ignores_partner_comparison_details() -> None:
    # Both runs on one team: nothing to compare, no top card needed.
    rules = RuleSet(run_scorers="best-team")
    verdict = resolve(run(1, 3), run(3, 3), rules=rules)
    assert verdict.step is DecidingStep.UNCONTESTED
    assert verdict.points == (0, 40)


def test_partners_tied_under_best_player_nearer_eldest_scores() -> None:
    verdict = resolve(run(1, 3, "K", "s"), run(3, 3, "K", "c"), run(0, 3, "Q", "d"), eldest=2)
    assert verdict.winner_seat == 3
    assert verdict.points == (0, 20)


@pytest.mark.parametrize("missing", ["top", "suit"])
def test_missing_detail_is_asked_for_when_two_players_compete(missing: str) -> None:
    claims = [run(0, 3, "A", "s"), run(1, 3, "K", "c")]
    claims[1] = RunClaim(1, 3, None if missing == "top" else Rank.KING, None if missing == "suit" else Suit.CLUBS)
    with pytest.raises(MissingRunDetailError) as info:
        resolve(*claims)
    assert info.value.missing == missing
    assert info.value.claim == 1
    assert info.value.field == f"runs[1].{missing}"


def test_missing_trump_is_asked_for_when_it_decides() -> None:
    with pytest.raises(MissingRunDetailError) as info:
        resolve(run(0, 3, "Q", "s"), run(1, 3, "Q", "c"), trump=None, trump_known=False)
    assert info.value.missing == "trump"
    assert info.value.claim is None
    assert info.value.field == "trump"


def test_missing_trump_not_needed_when_top_card_decides_or_suits_match() -> None:
    verdict = resolve(run(0, 3, "A", "s"), run(1, 3, "Q", "c"), trump=None, trump_known=False)
    assert verdict.winner_seat == 0
    rules = RuleSet(run_order="length-trump-top")
    verdict = resolve(run(0, 3, "A", "s"), run(1, 3, "J", "s"), rules=rules, trump=None, trump_known=False)
    assert verdict.step is DecidingStep.TOP_CARD


def test_no_trump_round_has_no_trump_runs() -> None:
    verdict = resolve(run(0, 3, "Q", "s"), run(1, 3, "Q", "c"), trump=None)
    assert verdict.step is DecidingStep.EQUAL_RUNS


def test_split_long_runs_score_more() -> None:
    verdict = resolve(run(0, 8, "A", "s"), rules=RuleSet(long_runs="split"))
    assert verdict.points == (100, 0)


def test_claim_order_does_not_change_verdict_points() -> None:
    claims = [run(0, 4, "A", "s"), run(1, 4, "A", "h"), run(2, 3, "K", "c"), run(3, 3, "K", "d")]
    a = resolve(*claims)
    b = resolve(*reversed(claims))
    assert (a.points, a.winner_seat, a.step) == (b.points, b.winner_seat, b.step)
    assert a.winner_seat == 1


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


def test_precedence_steps_follow_the_house_rules() -> None:
    from tarbish_score.model import DecidingStep as D
    from tarbish_score.model import precedence_steps

    assert precedence_steps(RuleSet()) == (D.LENGTH, D.TOP_CARD, D.TRUMP, D.EQUAL_RUNS)
    house = RuleSet(fifty_order="longer-first", run_order="length-trump-top", equal_runs="eldest")
    assert precedence_steps(house) == (D.LENGTH, D.LONGER_FIFTY, D.TRUMP, D.TOP_CARD, D.ELDEST)

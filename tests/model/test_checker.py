from __future__ import annotations

import pytest

from tarbish_score.model import Card, Rank, RuleSet, Suit, full_deck, score_round
from tarbish_score.model.checker import (
    LineFactor,
    check_piles,
    count_pile,
    line_factors,
    run_switch_alternatives,
    runs_from_cards,
)
from tarbish_score.model.round import RoundInput

from .helpers import RANK, SUIT, rnd, run


def cards(text: str) -> list[Card]:
    """``"As Ks Qs 10h"`` -> cards."""
    return [Card(RANK[t[:-1]], SUIT[t[-1]]) for t in text.split()]


def test_runs_from_cards_finds_maximal_sequences() -> None:
    found = runs_from_cards(cards("As Ks Qs Js 9s 8s 7s 10h 9h 8h Ad Qd"), 2)
    assert found == (run(2, 3, "10", "h"), run(2, 4, "A", "s"), run(2, 3, "9", "s"))
    assert runs_from_cards(cards("8c 7c 6c"), 0) == (run(0, 3, "8", "c"),)
    assert runs_from_cards(cards("Ac Kc Jc"), 0) == ()


def test_count_pile_with_trump_and_last_trick() -> None:
    pile = cards("Jh 9h Ah Js")
    assert count_pile(pile, Suit.HEARTS, last_trick=True) == 20 + 14 + 11 + 2 + 10
    assert count_pile(pile, None, last_trick=False) == 2 + 0 + 11 + 2
    assert count_pile(pile + pile, Suit.HEARTS, last_trick=False) == 47  # a card counts once


def test_full_piles_add_to_162_and_130() -> None:
    deck = list(full_deck())
    check = check_piles((deck[:20], deck[20:]), Suit.SPADES, last_trick=1)
    assert check.ok
    assert sum(check.counts) == 162
    no_trump = check_piles((deck[:20], deck[20:]), None, last_trick=0)
    assert no_trump.ok
    assert no_trump.total == 130
    assert sum(no_trump.counts) == 130


def test_wrong_piles_show_missing_and_doubled_cards() -> None:
    deck = list(full_deck())
    ace = Card(Rank.ACE, Suit.CLUBS)
    pile0 = [*(c for c in deck[:18] if c != ace), deck[20]]
    pile1 = deck[18:]
    check = check_piles((pile0, pile1), Suit.HEARTS, last_trick=0)
    assert not check.ok
    assert check.missing == (ace,)
    assert check.doubled == (deck[20],)
    assert sum(check.counts) == 162 - 11 + deck[20].points(Suit.HEARTS)


def test_alternatives_name_the_switches_that_matter() -> None:
    claims = (run(0, 3, "Q", "s"), run(1, 3, "Q", "c"))
    alts = run_switch_alternatives(claims, RuleSet(), trump=Suit.HEARTS, eldest=1)
    assert [(a.key, a.value) for a in alts] == [("equal_runs", "eldest")]
    assert alts[0].verdict.winner_seat == 1


def test_alternatives_for_trump_and_length() -> None:
    claims = (run(0, 3, "A", "s"), run(1, 3, "Q", "h"), run(3, 5, "K", "d"), run(2, 4, "A", "c"))
    alts = run_switch_alternatives(claims, RuleSet(), trump=Suit.HEARTS)
    keys = {a.key: a for a in alts}
    assert set(keys) == {"fifty_order", "run_scorers"}
    assert keys["fifty_order"].verdict.winner_seat == 3
    assert keys["run_scorers"].verdict.points == (70, 0)


def test_alternatives_skip_switches_needing_unrecorded_details() -> None:
    # Best-team needs no comparison; best-player would need the top cards.
    claims = (run(1, 3), run(3, 3))
    alts = run_switch_alternatives(claims, RuleSet(run_scorers="best-team"), trump=Suit.HEARTS)
    assert alts == ()


def test_a_switch_whose_other_position_needs_the_trump_names_no_winner_until_it_is_said() -> None:
    # King-high hearts against queen-high spades: the top card decides, but trump-before-top needs the trump.
    claims = (run(0, 3, "K", "h"), run(1, 3, "Q", "s"))
    alts = run_switch_alternatives(claims, RuleSet(), trump=None, trump_known=False)
    assert [(a.key, a.value, a.verdict, a.needs_trump) for a in alts] == [("run_order", "length-trump-top", None, True)]
    said = run_switch_alternatives(claims, RuleSet(), trump=Suit.SPADES)
    assert [(a.key, a.needs_trump) for a in said] == [("run_order", False)]
    assert said[0].verdict is not None and said[0].verdict.winner_seat == 1
    assert run_switch_alternatives(claims, RuleSet(), trump=Suit.CLUBS) == ()


def test_no_alternatives_without_runs() -> None:
    assert run_switch_alternatives((), RuleSet(), trump=None) == ()


def test_line_factors() -> None:
    result = score_round(rnd(0, (90, 72), runs=(run(1, 4, "A", "s"),), bella=0), RuleSet(sweep_bonus=0))
    assert line_factors(result) == (LineFactor(0, "bella", 20), LineFactor(1, "runs", 50))
    sweep = score_round(rnd(0, (162, 0), sweep=True), RuleSet(sweep_bonus=100))
    assert line_factors(sweep) == (LineFactor(0, "sweep", 100),)
    assert line_factors(score_round(RoundInput.thrown(), RuleSet(forced_dealer=False))) == ()


@pytest.mark.parametrize("text", ["Ah Kh Qh Jh 10h 9h 8h 7h 6h"])
def test_nine_card_run(text: str) -> None:
    assert runs_from_cards(cards(text), 1) == (run(1, 9, "A", "h"),)


def test_alternatives_pass_lenient_details_on() -> None:
    claims = (run(0, 3, "K", "h"), run(1, 3, "A", "c"))
    alternatives = run_switch_alternatives(
        (run(0, 3, "K"), run(1, 3, "A")), RuleSet(), trump=Suit.HEARTS, lenient_details=True
    )
    assert alternatives == ()  # the top card decides under every run switch but one needing the suits
    strict = run_switch_alternatives(claims, RuleSet(), trump=Suit.HEARTS)
    assert [(a.key, a.value, a.verdict.winner_seat) for a in strict] == [("run_order", "length-trump-top", 0)]


# --- the run checker's claims and verdict, without Qt ---------------------------------------


def test_picked_cards_fill_in_a_run_typed_without_its_top_or_suit() -> None:
    from tarbish_score.model.checker import CARDS, TYPED, ClaimSource, fills_in, gather_claims

    late = run(0, 4, announced=False)  # typed at the round entry: a fifty, top and suit not said
    gathered = gather_claims(
        [set(cards("Ks Qs Js 10s")), set(), set(cards("Ah Kh Qh")), set()],
        [[late], [run(1, 3, "Q", "c")], [], []],
        {(2, 3, Rank.ACE, Suit.HEARTS): False},
    )
    # Seat 0's picked fifty stands in for the typed one and keeps its "not announced" mark.
    assert gathered.claims == (
        run(0, 4, "K", "s", announced=False),
        run(1, 3, "Q", "c"),
        run(2, 3, "A", "h", announced=False),
    )
    assert gathered.sources == (ClaimSource(0, CARDS, 0), ClaimSource(1, TYPED, 0), ClaimSource(2, CARDS, 0))
    assert gathered.covered == {(0, 0): 0}
    assert not fills_in(run(0, 4, "K", "s"), run(0, 4, "K", "s"))  # nothing left to fill in
    assert not fills_in(run(0, 3, "K", "s"), run(0, 4))  # a twenty is no fifty
    assert not fills_in(run(0, 4, "K", "s"), run(0, 5))  # five cards were said
    assert not fills_in(run(0, 4, "K", "s"), run(0, 4, "A"))
    assert fills_in(run(0, 5, "K", "s"), run(0, 4, suit="s"))


def test_a_run_that_cannot_exist_has_no_cards() -> None:
    from tarbish_score.model.checker import claim_cards

    assert claim_cards(run(0, 3, "K", "s")) == tuple(cards("Ks Qs Js"))
    assert claim_cards(run(0, 4, "8", "s")) == ()  # a fifty cannot top at 8
    assert claim_cards(run(0, 3, "K")) == ()


def test_the_checker_decides_or_says_what_is_impossible_or_missing() -> None:
    from tarbish_score.model import NoTrump
    from tarbish_score.model.checker import check_runs

    rules = RuleSet()
    decided = check_runs([run(0, 3, "A", "s"), run(1, 3, "K", "h")], rules, trump=Suit.HEARTS, eldest=0)
    assert decided.verdict is not None and decided.verdict.winner_seat == 0
    # The trump-first house rule would give the runs to seat 1.
    assert [a.key for a in decided.alternatives] == ["run_order"]
    assert (decided.problem, decided.missing, decided.faulty) == (None, None, ())

    impossible = check_runs([run(0, 3, "A", "s"), run(1, 3, "K", "s")], rules, trump=None, eldest=0)
    assert impossible.verdict is None and impossible.problem is not None
    assert impossible.faulty == (0, 1)

    # Equal tops in two suits: the trump decides, and it was not said.
    no_trump_said = check_runs([run(0, 3, "A", "s"), run(1, 3, "A", "h")], rules, trump=None, eldest=0)
    assert no_trump_said.missing is not None and no_trump_said.missing.missing == "trump"
    assert no_trump_said.faulty == ()
    no_top = check_runs([run(0, 3, "A", "s"), run(1, 3, suit="h")], rules, trump=Suit.CLUBS, eldest=0)
    assert no_top.missing is not None and no_top.faulty == (1,)

    # A no-trump round: equal plain runs on opposite teams, nobody scores.
    plain = check_runs([run(0, 3, "A", "s"), run(1, 3, "A", "h")], rules, trump=NoTrump.NONE, eldest=0)
    assert plain.verdict is not None and plain.verdict.winner_team is None

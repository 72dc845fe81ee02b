"""The engine's claims about a rule set hold when real rounds and matches are scored (docs/rules.md 4-9)."""

from __future__ import annotations

import pytest

from tarbish_score.model import DecidingStep, RuleSet, precedence_steps
from tarbish_score.model.rule_book import Claim, rule_book

from .claims import check, rule_set_id, walk

RULE_SETS = walk()


@pytest.mark.parametrize("rules", RULE_SETS, ids=[rule_set_id(r) for r in RULE_SETS])
def test_every_claim_of_the_rule_book_holds(rules: RuleSet) -> None:
    book = rule_book(rules)
    claims: list[Claim | DecidingStep] = [*book.bait, *book.precedence, *book.runs, *book.winning]
    assert book.precedence == precedence_steps(rules)
    for claim in claims:
        check(claim, rules, claims)


def test_the_standard_rule_book_quotes_the_familiar_numbers() -> None:
    book = rule_book(RuleSet())
    assert (book.total, book.line, book.line_own_twenty, book.line_against_fifty) == (162, 82, 72, 107)
    assert (book.target, book.bella, book.sweep_bonus, book.long_runs) == (500, 20, 0, ())
    assert rule_book(RuleSet(sweep_bonus=50, long_runs="split")).sweep_bonus == 50


def test_the_callers_go_out_on_a_bait_with_their_bella_where_they_keep_it() -> None:
    from tarbish_score.model import Match, RoundInput, Suit

    # 486-0, then the callers go bait holding bella: 506-162, and they have won.
    rounds = (*[RoundInput(0, Suit.HEARTS, (162, 0))] * 3, RoundInput(0, Suit.HEARTS, (60, 102), bella=0))
    kept = Match(rules=RuleSet(bella_on_bait="kept"), rounds=rounds).score
    assert (kept.totals, kept.winner) == ((506, 162), 0)
    assert Claim.OUT_WITH_BELLA in rule_book(RuleSet(bella_on_bait="kept")).winning
    transferred = Match(rounds=rounds).score
    assert (transferred.totals, transferred.winner) == ((486, 182), None)
    assert Claim.NO_OUT_ON_BAIT in rule_book(RuleSet()).winning

"""The rules page claims only what the engine does, under every preset and every pair of switches.

Each sentence of the page words one claim of ``model.rule_book``; ``tests/model/claims.py`` checks
each claim by scoring real rounds and matches (docs/rules.md sections 4-9).
"""

from __future__ import annotations

import pytest

from tarbish_score.model import RuleSet
from tarbish_score.words.rules_page import rules_page
from tests.model.claims import check, rule_set_id, walk

RULE_SETS = walk()


@pytest.mark.parametrize("rules", RULE_SETS, ids=[rule_set_id(r) for r in RULE_SETS])
def test_every_claim_of_the_rules_page_holds_in_the_engine(rules: RuleSet) -> None:
    page = rules_page(rules)
    claims = [s.claim for s in page.sentences()]
    assert None not in claims and len(set(claims)) == len(claims)
    for sentence in page.sentences():
        try:
            check(sentence.claim, rules, claims)
        except AssertionError as error:
            raise AssertionError(f"the rules page says {sentence.text!r}, and the engine disagrees") from error

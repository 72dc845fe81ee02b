"""The race chart's round sentences: outcome, points, running totals, why, the win."""

from __future__ import annotations

from tarbish_score.model import Match, RoundInput, RuleSet, Team
from tarbish_score.words.race import round_sentence

from ..model.helpers import rnd


def _match(rules: RuleSet | None = None) -> Match:
    return Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0, rules or RuleSet())


def test_round_sentences_name_outcome_points_totals_and_why() -> None:
    match = _match()
    for round_input in (rnd(0, (100, 62)), rnd(1, (90, 72))):
        match = match.add_round(round_input)
    assert round_sentence(match, 0) == (
        "Round 1: Us called, made. Us +100 → 100, Them +62 → 62. Callers (Us) needed 82 of 162 card points."
    )
    assert round_sentence(match, 1).startswith("Round 2: Them called, BAIT. Us +162 → 262, Them +0 → 62. Callers")


def test_a_thrown_in_round_and_the_winning_round() -> None:
    thrown = _match(RuleSet(forced_dealer=False)).add_round(RoundInput.thrown())
    assert round_sentence(thrown, 0) == "Round 1: thrown in. Us +0 → 0, Them +0 → 0."
    match = _match(RuleSet(target=150))
    match = match.add_round(rnd(0, (100, 62))).add_round(rnd(0, (100, 62)))
    assert round_sentence(match, 1).endswith(" Us won the match.")

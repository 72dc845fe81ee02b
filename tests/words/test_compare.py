"""Changes to a whole match in words: other house rules, a forgotten round put in."""

from __future__ import annotations

import pytest

from tarbish_score.model import Match, MatchOverError, RoundError, RoundInput, RuleSet, Suit, Team
from tarbish_score.model.compare import compare_matches
from tarbish_score.words.compare import (
    comparison_lines,
    insert_refusal_text,
    rule_change_lines,
    rules_refusal_text,
    winner_text,
)

TEAMS = (Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan")))


def _play(rules: RuleSet, *cards: tuple[int, int], caller: int = 0) -> Match:
    match = Match(TEAMS, 0, rules)
    for points in cards:
        match = match.add_round(RoundInput(caller, Suit.HEARTS, points))
    return match


def test_the_switches_that_change_one_line_each() -> None:
    old, new = RuleSet(), RuleSet(equal_totals="whole-bait", target=300)
    assert rule_change_lines(old, new) == ["Target: 500 → 300", "Equal totals: half bait → whole bait"]
    assert rule_change_lines(old, RuleSet(preset="easy-going house", **RuleSet().values())) == [
        "House rules: Standard → Easy-going house (the same switches)"
    ]
    assert rule_change_lines(old, RuleSet()) == []


def test_the_preview_names_totals_rounds_and_the_winner() -> None:
    match = _play(RuleSet(target=200), (100, 62), (81, 81))
    assert (match.score.totals, match.score.winner) == ((100, 143), None)
    lower = match.with_rules(RuleSet(target=140))
    assert comparison_lines(match, compare_matches(match, lower)) == [
        "Totals stay Us 100 – Them 143.",
        "The winner changes: nobody yet → Them.",
    ]
    whole = match.with_rules(RuleSet(target=200, equal_totals="whole-bait"))
    assert comparison_lines(match, compare_matches(match, whole)) == [
        "Us: 100 → 100 points",
        "Them: 143 → 224 points",
        "Round 2: HALF BAIT 0 – 81 → BAIT 0 – 162",
        "The winner changes: nobody yet → Them.",
    ]
    same = comparison_lines(match, compare_matches(match, match.with_rules(RuleSet(target=200))))
    assert same == ["Nothing changes: every round scores the same."]


def test_a_long_list_of_changed_rounds_is_counted_and_a_kept_winner_said() -> None:
    match = _play(RuleSet(target=3000), *[(81, 81)] * 10, (162, 0))
    whole = match.with_rules(RuleSet(target=3000, equal_totals="whole-bait"))
    lines = comparison_lines(match, compare_matches(match, whole))
    assert len(lines) == 2 + 8 + 1
    assert lines[-1] == "… and 2 more rounds."  # English's plural, not "round(s)"
    won = _play(RuleSet(target=300), (81, 81), (162, 0), (162, 0))
    assert won.score.winner == 0
    whole_won = won.with_rules(RuleSet(target=300, equal_totals="whole-bait"))
    assert comparison_lines(won, compare_matches(won, whole_won))[-1] == "Us still win."


def test_who_has_won_in_words() -> None:
    rules = RuleSet(target=160, final_tie="draw")
    drawn = Match(TEAMS, 0, rules, (RoundInput(0, Suit.HEARTS, (100, 62)), RoundInput(1, Suit.HEARTS, (62, 100))))
    assert winner_text(drawn, drawn.score) == "a draw"
    won = Match(TEAMS, 0, rules, (RoundInput(1, Suit.HEARTS, (0, 162)),))
    assert winner_text(won, won.score) == "Them"
    assert winner_text(won, Match(TEAMS).score) == "nobody yet"


def test_refusals_say_which_round_and_why() -> None:
    thrown = Match(TEAMS, 0, RuleSet(forced_dealer=False), (RoundInput.thrown(),))
    with pytest.raises(RoundError) as raised:
        thrown.with_rules(RuleSet())
    text = rules_refusal_text(raised.value, thrown)
    assert text.startswith("Not possible: round 1 is not valid under these rules. ")
    assert len(text) > len("Not possible: round 1 is not valid under these rules. ")
    long = _play(RuleSet(target=500), (162, 0), (162, 0), (162, 0), (162, 0))
    with pytest.raises(MatchOverError) as over:
        long.with_rules(RuleSet(target=300))
    assert rules_refusal_text(over.value, long) == (
        "Not possible: under these rules the match ends in round 2, and round 3 would come after the end."
    )
    with pytest.raises(MatchOverError) as ends:
        long.insert_round(0, RoundInput(0, Suit.HEARTS, (162, 0)))
    assert insert_refusal_text(ends.value, long) == (
        "With this round put in, the match ends in round 4, and round 5 would come after the end."
    )
    with pytest.raises(RoundError) as bad:
        long.insert_round(0, RoundInput(0, Suit.HEARTS, (100, 100)))
    assert insert_refusal_text(bad.value, long) != ""
    assert "162" in insert_refusal_text(bad.value, long)

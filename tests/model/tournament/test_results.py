"""Results (docs/rules.md section 11): only totals a game could end on; a match record scored by the engine."""

from __future__ import annotations

import pytest

from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team, TournamentError
from tarbish_score.model.tournament import TableResult, check_result, highest_final_total, result_from_match

STANDARD = RuleSet()
DRAWS = RuleSet(final_tie="draw")
CALLERS = RuleSet(both_reach="callers")


def code_of(call: object, *args: object, **kwargs: object) -> str:
    with pytest.raises(TournamentError) as caught:
        call(*args, **kwargs)  # type: ignore[operator]
    return caught.value.code


def test_possible_results() -> None:
    assert check_result((512, 340), STANDARD) == TableResult((512, 340), 0)
    assert check_result((340, 500), STANDARD).winner == 1  # exactly the target is enough under "at-least"
    assert check_result((560, 530), STANDARD).winner == 0  # both past it: the higher
    assert check_result((420, 380), STANDARD, time_called=True) == TableResult((420, 380), 0, True)
    assert check_result((520, 520), DRAWS).drawn
    assert check_result((400, 400), DRAWS, time_called=True).drawn
    assert check_result((530, 560), CALLERS, winner=0).winner == 0  # the callers went out on the lower total
    assert check_result((530, 560), CALLERS, winner=1).winner == 1
    assert TableResult((512, 340), 0).points_of(1) == (340, 512)


def test_impossible_results() -> None:
    assert code_of(check_result, (450, 340), STANDARD) == "result_short"
    assert code_of(check_result, (500, 340), RuleSet(reach="more-than")) == "result_short"
    assert code_of(check_result, (512, 340), STANDARD, time_called=True) == "result_time_reached"
    assert code_of(check_result, (520, 520), STANDARD) == "result_equal"
    assert code_of(check_result, (400, 400), STANDARD, time_called=True) == "result_equal"
    assert code_of(check_result, (520, 520), DRAWS, winner=0) == "result_winner"
    assert code_of(check_result, (530, 560), STANDARD, winner=0) == "result_winner"  # not under "higher"
    assert code_of(check_result, (430, 560), CALLERS, winner=0) == "result_winner"  # the lower one never reached
    assert code_of(check_result, (530, 560), CALLERS, winner=2) == "result_winner"
    assert code_of(check_result, (-1, 500), STANDARD) == "result_totals"
    assert code_of(check_result, (True, 500), STANDARD) == "result_totals"
    assert code_of(check_result, (500,), STANDARD) == "result_totals"


def test_a_total_no_game_ends_on_is_refused() -> None:
    # The last round starts below the target (499 at most) and adds at most 282 (162 + 100 + 20).
    assert highest_final_total(DRAWS) == 499 + 282
    # Under play-on, equal totals at the target play one round more.
    assert highest_final_total(STANDARD) == 499 + 2 * 282
    assert highest_final_total(RuleSet(run_scorers="best-team", sweep_bonus=90, target=300)) == 299 + 2 * 472
    assert check_result((781, 300), DRAWS).winner == 0
    assert code_of(check_result, (782, 300), DRAWS) == "result_high"
    assert check_result((300, 1063), STANDARD).winner == 1
    assert code_of(check_result, (300, 9999), STANDARD) == "result_high"
    assert code_of(check_result, (512, 10**30), STANDARD) == "result_high"
    with pytest.raises(TournamentError, match="no game to 500 ends on 9999: a final total is at most 1063"):
        check_result((300, 9999), STANDARD)


def won_match(names: tuple[str, str] = ("MacNeils", "Gillis"), rules: RuleSet = STANDARD) -> Match:
    """A match team 0 wins 540-0 in three rounds of 162 card points and a fifty... kept simple: three made rounds."""
    match = Match((Team(names[0], ("", "")), Team(names[1], ("", ""))), 0, rules)
    while not match.score.finished:
        match = match.add_round(RoundInput(0, Suit.HEARTS, (162, 0)))
    return match


def test_a_match_record_is_scored_by_the_engine_in_the_table_s_order() -> None:
    match = won_match()
    totals = match.score.totals
    result = result_from_match(match, STANDARD, ("MacNeils", "Gillis"))
    assert (result.totals, result.winner, result.record) == (totals, 0, match)
    flipped = result_from_match(match, STANDARD, ("gillis", " MacNeils "))  # names matched as typed
    assert (flipped.totals, flipped.winner) == ((totals[1], totals[0]), 1)


def test_a_match_record_that_cannot_count() -> None:
    match = won_match()
    assert code_of(result_from_match, match, RuleSet(target=300), ("MacNeils", "Gillis")) == "record_rules"
    assert code_of(result_from_match, match, STANDARD, ("MacNeils", "Rankins")) == "record_teams"
    unfinished = Match(match.teams, 0, STANDARD, match.rounds[:1])
    assert code_of(result_from_match, unfinished, STANDARD, ("MacNeils", "Gillis")) == "record_unfinished"
    stopped = result_from_match(unfinished, STANDARD, ("Gillis", "MacNeils"), time_called=True)
    assert (stopped.totals, stopped.winner, stopped.time_called) == ((0, 162), 1, True)
    assert stopped.record is unfinished

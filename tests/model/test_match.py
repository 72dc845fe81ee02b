from __future__ import annotations

import pytest

from tarbish_score.model import (
    Match,
    MatchOverError,
    Outcome,
    RoundError,
    RoundInput,
    RuleSet,
    TarbishError,
    Team,
    dealer_of,
    eldest_of,
)
from tarbish_score.model.match import MatchEnd, match_end, match_ending
from tarbish_score.model.round import RoundResult
from tarbish_score.model.seats import next_first_dealer, team_of

from .endings import one_per_end, rule_sets
from .helpers import rnd, run

# Totals 324 / 324 after four rounds: both past 300 and equal.
TIE = (rnd(0, (120, 42)), rnd(1, (80, 82)), rnd(0, (36, 126)), rnd(0, (124, 38)))
TEAMS = (Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan")))


def play(rules: RuleSet, *rounds: RoundInput, first_dealer: int = 0) -> Match:
    match = Match(TEAMS, first_dealer, rules)
    for r in rounds:
        match = match.add_round(r)
    return match


def test_seats_and_players() -> None:
    match = Match(TEAMS, 3)
    assert match.seats == ("Ann", "Bea", "Cal", "Dan")
    assert match.player(2) == "Cal"


def test_dealer_rotates_left_and_eldest_is_next() -> None:
    match = play(RuleSet(forced_dealer=False), rnd(0, (90, 72)), RoundInput.thrown(), rnd(1, (90, 72)), first_dealer=3)
    assert [r.dealer for r in match.score.rounds] == [3, 0, 1]
    assert [r.eldest for r in match.score.rounds] == [0, 1, 2]
    assert match.score.next_dealer == 2
    assert match.score.next_eldest == 3
    assert dealer_of(3, 5) == 0
    assert eldest_of(3) == 0


def test_running_totals_and_race_to_500() -> None:
    # Both teams pass 500 in one round: the higher total wins (docs/rules.md section 7).
    rounds = [rnd(0, (162, 0)), rnd(1, (0, 162)), rnd(0, (162, 0)), rnd(1, (0, 162)), rnd(0, (100, 62))]
    match = play(RuleSet(), *rounds)
    assert match.score.totals == (424, 386)
    assert not match.score.finished
    assert match.score.winner is None
    match = match.add_round(rnd(1, (80, 82), runs=(run(1, 4, "A", "s"),)))
    assert match.score.totals == (504, 518)
    assert match.score.winner == 1
    assert match.score.finished


def test_round_after_the_end_is_refused() -> None:
    match = play(RuleSet(target=100), rnd(0, (162, 0)))
    assert match.score.winner == 0
    with pytest.raises(MatchOverError) as info:
        match.add_round(rnd(0, (90, 72)))
    assert info.value.code == "match_over"
    with pytest.raises(MatchOverError):
        Match(TEAMS, 0, RuleSet(target=100), (rnd(0, (162, 0)), rnd(0, (90, 72)))).score  # noqa: B018


def result(outcome: Outcome, callers: int | None) -> RoundResult:
    return RoundResult(outcome, callers=callers)


@pytest.mark.parametrize(
    ("totals", "rules", "outcome", "callers", "expected"),
    [
        ((499, 300), RuleSet(), Outcome.MADE, 0, (None, False)),
        ((500, 300), RuleSet(), Outcome.MADE, 0, (0, False)),
        ((500, 300), RuleSet(reach="more-than"), Outcome.MADE, 0, (None, False)),
        ((300, 501), RuleSet(reach="more-than"), Outcome.MADE, 1, (1, False)),
        ((540, 572), RuleSet(), Outcome.MADE, 0, (1, False)),
        ((540, 572), RuleSet(both_reach="callers"), Outcome.MADE, 0, (0, False)),
        ((540, 572), RuleSet(both_reach="callers"), Outcome.BAIT, 0, (1, False)),
        ((510, 510), RuleSet(), Outcome.MADE, 0, (None, False)),
        ((510, 510), RuleSet(final_tie="draw"), Outcome.MADE, 0, (None, True)),
        ((510, 510), RuleSet(both_reach="callers", final_tie="draw"), Outcome.THROWN_IN, None, (None, True)),
    ],
)
def test_match_end(
    totals: tuple[int, int], rules: RuleSet, outcome: Outcome, callers: int | None, expected: tuple[int | None, bool]
) -> None:
    assert match_end(totals, result(outcome, callers), rules) == expected


def test_tie_at_target_plays_on_then_higher_wins() -> None:
    rules = RuleSet(target=300)
    match = play(rules, *TIE)
    assert match.score.totals == (324, 324)
    assert not match.score.finished
    match = match.add_round(rnd(0, (90, 72)))
    assert match.score.winner == 0


def test_draw_switch_ends_drawn() -> None:
    rules = RuleSet(target=300, final_tie="draw")
    match = play(rules, *TIE)
    assert match.score.totals == (324, 324)
    assert match.score.drawn
    assert match.score.finished
    assert match.score.winner is None
    with pytest.raises(MatchOverError):
        match.add_round(rnd(0, (90, 72)))


def test_edit_rescores_everything_after_and_can_change_winner() -> None:
    rules = RuleSet(target=300)
    match = play(rules, rnd(0, (162, 0)), rnd(1, (0, 162)), rnd(0, (160, 2)))
    assert match.score.winner == 0
    edited = match.replace_round(2, rnd(0, (80, 82)))  # now bait
    assert edited.score.rounds[2].result.outcome is Outcome.BAIT
    assert edited.score.totals == (162, 324)
    assert edited.score.winner == 1
    assert match.score.winner == 0  # the old match is untouched


def test_edit_that_ends_the_match_early_is_refused() -> None:
    rules = RuleSet(target=300)
    match = play(rules, rnd(0, (150, 12)), rnd(0, (100, 62)), rnd(0, (90, 72)))
    assert match.score.totals == (340, 146)
    with pytest.raises(MatchOverError):
        match.replace_round(1, rnd(0, (162, 0), runs=(run(0, 4, "A", "s"),)))


def test_bad_edit_raises_and_names_the_round() -> None:
    match = play(RuleSet(), rnd(0, (90, 72)), rnd(1, (70, 92)))
    with pytest.raises(RoundError) as info:
        match.replace_round(1, rnd(1, (90, 70)))
    assert info.value.params["round_number"] == 2
    with pytest.raises(IndexError):
        match.replace_round(2, rnd(1, (90, 72)))


def test_remove_round_shifts_the_deal() -> None:
    match = play(RuleSet(), rnd(0, (90, 72)), rnd(1, (70, 92)), rnd(2, (90, 72)))
    assert match.score.totals == (250, 236)
    removed = match.remove_round(0)
    assert [r.dealer for r in removed.score.rounds] == [0, 1]
    assert removed.score.totals == (160, 164)
    with pytest.raises(IndexError):
        match.remove_round(-1)


def test_remove_can_change_equal_runs_winner_through_the_eldest() -> None:
    rules = RuleSet(equal_runs="eldest")
    equal = rnd(0, (90, 72), runs=(run(0, 3, "Q", "s"), run(1, 3, "Q", "c")))
    match = play(rules, rnd(0, (90, 72)), equal)  # round 2: dealer 1, eldest 2 -> seat 0 nearer
    assert match.score.rounds[1].result.run_points == (20, 0)
    shifted = match.remove_round(0)  # now dealer 0, eldest 1 -> seat 1
    assert shifted.score.rounds[0].result.run_points == (0, 20)


def test_insert_round() -> None:
    match = play(RuleSet(), rnd(0, (90, 72)))
    inserted = match.insert_round(0, rnd(1, (0, 162)))
    assert inserted.score.rounds[0].result.points == (0, 162)
    assert len(inserted.rounds) == 2
    with pytest.raises(IndexError):
        match.insert_round(3, rnd(1, (0, 162)))


def test_with_rules_rescores_and_checks() -> None:
    match = play(RuleSet(), rnd(0, (81, 81)))
    assert match.score.totals == (0, 81)
    assert match.with_rules(RuleSet(equal_totals="whole-bait")).score.totals == (0, 162)
    thrown = play(RuleSet(forced_dealer=False), RoundInput.thrown())
    with pytest.raises(RoundError):
        thrown.with_rules(RuleSet())


def test_rematch_keeps_teams_and_rules_and_passes_first_deal() -> None:
    rules = RuleSet(target=100)
    match = play(rules, rnd(0, (162, 0)), first_dealer=3)
    again = match.rematch()
    assert (again.teams, again.rules, again.first_dealer, again.rounds) == (TEAMS, rules, 0, ())


def test_preview_uses_the_next_eldest() -> None:
    rules = RuleSet(equal_runs="eldest")
    match = Match(TEAMS, 0, rules)  # first dealer 0: eldest 1
    equal = rnd(0, (90, 72), runs=(run(0, 3, "Q", "s"), run(1, 3, "Q", "c")))
    assert match.preview(equal).run_points == (0, 20)
    assert match.rounds == ()


def test_edit_that_ends_the_match_early_names_the_first_round_after_the_end() -> None:
    rules = RuleSet(target=300)
    match = play(rules, rnd(0, (150, 12)), rnd(0, (100, 62)), rnd(1, (70, 92)))
    corrected = rnd(0, (162, 0), runs=(run(0, 4, "A", "s"),))
    with pytest.raises(MatchOverError) as info:
        match.replace_round(1, corrected)
    assert info.value.params["round_number"] == 3
    # Cutting the match after the round where it now ends makes the correction possible.
    cut = match.first_rounds(2).replace_round(1, corrected)
    assert len(cut.rounds) == 2
    assert cut.score.winner == 0
    assert cut.score.totals == (362, 12)


def test_first_rounds_keeps_a_prefix() -> None:
    match = play(RuleSet(), rnd(0, (90, 72)), rnd(1, (70, 92)))
    assert match.first_rounds(2) == match
    assert match.first_rounds(1).rounds == match.rounds[:1]
    assert match.first_rounds(0).rounds == ()
    assert match.rounds == (rnd(0, (90, 72)), rnd(1, (70, 92)))  # the old match is untouched
    with pytest.raises(IndexError):
        match.first_rounds(3)
    with pytest.raises(IndexError):
        match.first_rounds(-1)


def test_correction_ending_match_cuts_at_the_new_end() -> None:
    rules = RuleSet(target=300)
    match = play(rules, rnd(0, (150, 12)), rnd(0, (100, 62)), rnd(1, (70, 92)))
    corrected = rnd(0, (162, 0), runs=(run(0, 4, "A", "s"),))
    ended = match.correction_ending_match(1, corrected)
    assert ended is not None
    assert ended.rounds == (rnd(0, (150, 12)), corrected)
    assert ended.score.winner == 0
    assert match.ends_match(1, corrected) is True
    # A correction that leaves the later rounds standing does not end the match.
    assert match.correction_ending_match(1, rnd(0, (90, 72))) is None
    assert match.ends_match(1, rnd(0, (90, 72))) is False


def test_preview_at_uses_that_rounds_eldest() -> None:
    rules = RuleSet(equal_runs="eldest")
    match = play(rules, rnd(0, (90, 72)), rnd(1, (70, 92)))  # round 1: dealer 0, eldest 1; round 2: eldest 2
    equal = rnd(0, (90, 72), runs=(run(0, 3, "Q", "s"), run(1, 3, "Q", "c")))
    assert match.preview_at(0, equal).run_points == (0, 20)
    assert match.preview_at(1, equal).run_points == (20, 0)
    assert match.preview_at(2, equal) == match.preview(equal)
    with pytest.raises(IndexError):
        match.preview_at(3, equal)
    with pytest.raises(IndexError):
        match.preview_at(-1, equal)


def test_points_needed_follows_target_and_reach() -> None:
    rules = RuleSet()
    assert rules.winning_total == 500
    assert rules.points_needed(480) == 20
    assert rules.points_needed(520) == 0
    assert rules.with_changes(reach="more-than").winning_total == 501
    assert rules.with_changes(reach="more-than").points_needed(480) == 21


def test_team_of_and_next_first_dealer() -> None:
    assert [team_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert [next_first_dealer(seat) for seat in range(4)] == [1, 2, 3, 0]


def test_notes_never_change_the_score() -> None:
    match = Match(rounds=(rnd(0, (90, 72)), rnd(1, (40, 122))))
    noted = match.with_note("  Legion hall,\nFriday ").with_round_note(1, "renege")
    assert noted.note == "Legion hall, Friday"
    assert [r.note for r in noted.rounds] == ["", "renege"]
    assert noted.score == match.score
    assert noted.with_round_note(1, " ").rounds == match.rounds
    assert noted.with_note("").note == ""
    assert match.note == ""  # matches are immutable


def test_bad_notes_are_refused() -> None:
    match = Match(rounds=(rnd(0, (90, 72)),))
    with pytest.raises(IndexError):
        match.with_round_note(1, "misdeal")
    with pytest.raises(TarbishError) as caught:
        match.with_note("x" * 201)
    assert caught.value.code == "note_length"
    with pytest.raises(TarbishError) as caught:
        match.with_round_note(0, None)  # type: ignore[arg-type]
    assert caught.value.code == "note_type"


def test_renamed_keeps_seats_rounds_and_unknown_team_fields() -> None:
    teams = (Team("Us", ("Ann", "Cal"), {"colour": "red"}), Team("Them", ("Bea", "Dan")))
    match = Match(teams, 3, rounds=(rnd(0, (90, 72)),), note="Friday")
    renamed = match.renamed(("Gaels", "Acadians"), (("Ann", "Cailean"), ("Bea", "Dan")))
    assert renamed.seats == ("Ann", "Bea", "Cailean", "Dan")
    assert [t.name for t in renamed.teams] == ["Gaels", "Acadians"]
    assert renamed.teams[0].extra == {"colour": "red"}
    assert (renamed.rounds, renamed.first_dealer, renamed.note) == (match.rounds, 3, "Friday")
    assert renamed.score == match.score


def test_insert_round_re_derives_the_dealers_of_later_rounds() -> None:
    match = play(RuleSet(), rnd(0, (90, 72)), rnd(1, (40, 122)), first_dealer=2)
    assert [r.dealer for r in match.score.rounds] == [2, 3]
    inserted = match.insert_round(1, rnd(3, (50, 112)))
    # The forgotten round was dealt by seat 3; the round after it moves on to seat 0.
    assert [r.dealer for r in inserted.score.rounds] == [2, 3, 0]
    assert [r.eldest for r in inserted.score.rounds] == [3, 0, 1]
    assert inserted.rounds[2] == match.rounds[1]
    assert inserted.score.next_dealer == 1


@pytest.mark.parametrize(
    ("totals", "rules", "outcome", "callers", "expected"),
    [
        ((499, 300), RuleSet(), Outcome.MADE, 0, (None, None)),
        ((500, 300), RuleSet(), Outcome.MADE, 0, (0, MatchEnd.REACHED)),
        ((540, 572), RuleSet(), Outcome.MADE, 0, (1, MatchEnd.HIGHER)),
        ((506, 516), RuleSet(both_reach="callers"), Outcome.MADE, 0, (0, MatchEnd.CALLERS_MADE)),
        ((540, 572), RuleSet(both_reach="callers"), Outcome.HALF_BAIT, 1, (0, MatchEnd.CALLERS_FAILED)),
        ((510, 510), RuleSet(), Outcome.MADE, 0, (None, None)),
        ((510, 510), RuleSet(final_tie="draw"), Outcome.MADE, 0, (None, MatchEnd.DRAWN)),
    ],
)
def test_match_ending_says_why(
    totals: tuple[int, int],
    rules: RuleSet,
    outcome: Outcome,
    callers: int | None,
    expected: tuple[int | None, MatchEnd | None],
) -> None:
    assert match_ending(totals, result(outcome, callers), rules) == expected


def test_callers_go_out_on_the_lower_total() -> None:
    """Both reach 500 in one round; the callers made it and win on 506 against 516."""
    rules = RuleSet(both_reach="callers")
    # 366 (Us) to 444 (Them), then Ann calls and makes it with a fifty: Us +90 +50, Them +72.
    start = (rnd(1, (62, 100)), rnd(1, (62, 100)), rnd(1, (62, 100)), rnd(0, (100, 62)), rnd(1, (80, 82)))
    match = play(rules, *start)
    assert match.score.totals == (366, 444)
    match = match.add_round(rnd(0, (90, 72), runs=(run(0, 4, "K", "c"),)))
    score = match.score
    assert score.totals == (506, 516)
    assert (score.winner, score.end, score.loser, score.margin) == (0, MatchEnd.CALLERS_MADE, 1, -10)
    assert not score.drawn


def test_a_match_going_on_has_no_end_margin_or_loser() -> None:
    score = play(RuleSet(), rnd(0, (100, 62))).score
    assert (score.end, score.winner, score.loser, score.margin, score.tied) == (None, None, None, None, False)


def test_tie_at_the_target_is_said_by_the_engine() -> None:
    assert play(RuleSet(target=300), *TIE).score.tied
    drawn = play(RuleSet(target=300, final_tie="draw"), *TIE).score
    assert (drawn.tied, drawn.end, drawn.drawn) == (False, MatchEnd.DRAWN, True)


@pytest.mark.parametrize("rules", rule_sets(), ids=lambda r: ",".join(f"{k}={v}" for k, v in r.differences().items()))
def test_every_end_under_every_switch_is_explained(rules: RuleSet) -> None:
    """Each reason the engine gives agrees with the totals, the last round and the switches."""
    ends = one_per_end(rules)
    assert (MatchEnd.REACHED, True) in ends
    for (end, ahead), match in ends.items():
        score = match.score
        goal = rules.winning_total
        last = score.rounds[-1].result
        assert min(score.totals) >= 0
        assert score.finished and score.end is end
        assert score.drawn == (end is MatchEnd.DRAWN)
        if end is MatchEnd.DRAWN:
            assert score.winner is None and score.totals[0] == score.totals[1] >= goal
            assert rules.final_tie == "draw"
            continue
        assert score.winner is not None
        winner, loser = score.winner, score.loser
        assert loser == 1 - winner and score.totals[winner] >= goal
        assert score.margin == score.totals[winner] - score.totals[1 - winner]
        if end is MatchEnd.REACHED:
            assert score.totals[1 - winner] < goal
        else:
            assert score.totals[1 - winner] >= goal
        if end is MatchEnd.HIGHER:
            assert ahead
        if end is MatchEnd.CALLERS_MADE:
            assert rules.both_reach == "callers" and last.outcome is Outcome.MADE and last.callers == winner
        if end is MatchEnd.CALLERS_FAILED:
            assert rules.both_reach == "callers" and last.outcome is not Outcome.MADE and last.callers == loser
        if not ahead:
            # Only the callers' house rule lets a team win without the higher total.
            assert end in (MatchEnd.CALLERS_MADE, MatchEnd.CALLERS_FAILED)


def test_the_switch_sweep_finds_every_reason() -> None:
    found = {key for rules in rule_sets() for key in one_per_end(rules)}
    assert {end for end, _ in found} == set(MatchEnd)
    assert (MatchEnd.CALLERS_MADE, False) in found  # the callers go out on the lower total

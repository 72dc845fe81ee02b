"""The tournament as a log of changes (docs/rules.md section 11): desk entry, codes, corrections, undo and redo."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tarbish_score.model import (
    Match,
    RoundInput,
    RuleSet,
    Suit,
    TarbishError,
    Team,
    TournamentError,
    dumps_record,
    loads_record,
)
from tarbish_score.model.tournament import (
    TABLE_CODE_KEY,
    ByeRule,
    Format,
    ResultCorrected,
    Tournament,
    TournamentSettings,
    canonical_table_code,
    first_dealer,
    lot,
    parse_table_code,
    table_code,
)
from tarbish_score.model.tournament.draw import order_by_lot
from tarbish_score.model.tournament.log import replay

from .nights import night, play_night, play_round


def refused(call: object, *args: object, **kwargs: object) -> str:
    with pytest.raises(TarbishError) as caught:
        call(*args, **kwargs)  # type: ignore[operator]
    return caught.value.code


def test_the_desk_types_a_table_number_and_two_totals() -> None:
    t = night(8).drawn()
    assert t.current is not None and t.current.outstanding == (1, 2, 3, 4)
    t = t.with_result(3, (512, 340))
    assert t.current is not None and t.current.outstanding == (1, 2, 4) and not t.current.complete
    assert refused(t.with_result, 3, (500, 100)) == "table_scored"
    assert refused(t.with_result, 9, (500, 100)) == "table_unknown"
    assert refused(t.with_result, 1, (400, 100)) == "result_short"
    assert refused(t.drawn) == "results_outstanding"
    assert refused(night(4).with_result, 1, (500, 0)) == "not_started"


def test_the_draw_by_lot_is_reproducible() -> None:
    a = play_night(night(10, seed=42), random.Random(1))
    b = play_night(night(10, seed=42), random.Random(1))
    assert [r.draw for r in a.rounds] == [r.draw for r in b.rounds]
    assert [r.draw for r in a.rounds] != [r.draw for r in play_night(night(10, seed=43), random.Random(1)).rounds]
    # The documented derivation: Python's Random seeded with the text "tarbish-score/{seed}/{what}/...".
    assert first_dealer(42, 2, 3) == random.Random("tarbish-score/42/dealer/2/3").randrange(4)
    assert lot(42, "order").random() == random.Random("tarbish-score/42/order").random()
    assert order_by_lot(42, range(5)) == order_by_lot(42, [0, 1, 2, 3, 4])
    table = a.rounds[1].draw.table(2)
    assert (table.first_dealer, table.code) == (first_dealer(42, 2, 2), table_code(42, 2, 2))
    with pytest.raises(IndexError):
        a.rounds[1].draw.table(6)


def test_table_codes() -> None:
    code = table_code(7, 3, 12)
    assert code.startswith("3-12-") and len(code) == 8
    assert parse_table_code(f" {code.lower()} ") == (3, 12, code)
    assert parse_table_code("03-012-" + code[-3:]) == (3, 12, code)
    for bad in ("", "3-12", "3-12-AB", "3-12-ABO", "x-12-AAA", "3-x-AAA", "٣-12-AAA", "3-١-AAA", "3-12-AAAA"):
        assert parse_table_code(bad) is None
    t = night(4, seed=7).drawn()
    assert t.current is not None
    first = t.current.draw.tables[0]
    assert t.table_for_code(first.code.lower()) == (1, first)
    for unknown in ("2-1-AAA", "1-3-AAA", "1-1-" + ("A" if first.code[-3:] != "AAA" else "C") * 3, "nonsense"):
        assert refused(t.table_for_code, unknown) == "code_unknown"
    assert canonical_table_code(f" {first.code.lower()} ") == first.code  # shown as the slip prints it
    assert canonical_table_code("  no  such code ") == "no such code"
    with pytest.raises(TournamentError) as caught:
        t.table_for_code(" 9-9-aaa ")
    assert caught.value.params["code"] == "9-9-AAA"


def _match(names: tuple[str, str]) -> Match:
    match = Match((Team(names[0], ("", "")), Team(names[1], ("", ""))), 0, RuleSet())
    while not match.score.finished:
        match = match.add_round(RoundInput(1, Suit.SPADES, (0, 162)))
    return match


def test_a_table_laptop_s_record_finds_its_table_by_code() -> None:
    t = night(4, seed=3).drawn()
    assert t.current is not None
    table = t.current.draw.tables[1]
    first, second = (t.team(team).name for team in table.teams)
    match = _match((second, first))  # the laptop put the teams the other way round; the second team won
    t = t.with_record(match, code=table.code)
    result = t.current.results[1]  # type: ignore[union-attr]
    assert result is not None and result.record is match and result.winner == 0
    assert result.totals == (match.score.totals[1], match.score.totals[0])
    assert refused(t.with_record, match, code=table.code) == "table_scored"  # a second record for the table
    assert refused(t.with_record, match, code="9-9-AAA") == "code_unknown"
    t = play_round(t, random.Random(0)).drawn()
    assert refused(t.with_record, match, code=table.code) == "code_round"
    stopped = Match(match.teams, 0, match.rules, match.rounds[:1])
    current = t.current.draw.tables[0]  # type: ignore[union-attr]
    names = tuple(t.team(team).name for team in current.teams)
    assert refused(t.with_record, stopped, code=current.code) == "record_teams"
    stopped = Match((Team(names[0], ("", "")), Team(names[1], ("", ""))), 0, RuleSet(), stopped.rounds)
    assert refused(t.with_record, stopped, code=current.code) == "record_unfinished"
    assert refused(t.with_record, stopped) == "code_missing"
    carried = dataclasses.replace(stopped, extra={TABLE_CODE_KEY: current.code})
    assert refused(t.with_record, loads_record(dumps_record(carried))) == "record_unfinished"  # the code came through
    t = t.with_record(loads_record(dumps_record(carried)), time_called=True)
    assert t.current.results[0].time_called  # type: ignore[union-attr]


def test_a_correction_is_logged_with_its_reason_and_undone_like_any_change() -> None:
    t = play_round(night(6).drawn(), random.Random(0))
    before = t.standings
    assert refused(t.corrected, 1, 2, (520, 300), "  ") == "reason_missing"
    assert refused(t.corrected, 1, 9, (520, 300), "slip misread") == "table_unknown"
    assert refused(t.corrected, 2, 1, (520, 300), "slip misread") == "round_unknown"
    assert refused(t.corrected, 1, 1, (420, 300), "slip misread") == "result_short"
    assert refused(t.corrected, 1, 1, (520, 300), "x" * 201) == "note_length"
    fixed = t.corrected(1, 2, (520, 300), "slip misread: 520 not 250")
    assert fixed.log[-1] == ResultCorrected(1, 2, fixed.rounds[0].results[1], "slip misread: 520 not 250")
    assert fixed.rounds[0].corrected == frozenset({2}) and fixed.standings != before
    assert fixed.undo().standings == before and fixed.undo().can_redo
    assert fixed.undo().redo().log == fixed.log and not fixed.undo().redo().can_redo
    assert fixed.undo().redo().state == fixed.state
    cleared = fixed.corrected(1, 2, None, "typed on the wrong table")
    assert cleared.current is not None and cleared.current.outstanding == (2,)
    assert refused(cleared.corrected, 1, 2, None, "again") == "table_out"
    # A new change forgets what was undone.
    assert fixed.undo().can_redo and not fixed.undo().withdrawn(0).can_redo
    assert refused(Tournament().undo) == "nothing_to_undo"
    assert refused(Tournament().redo) == "nothing_to_redo"
    assert not Tournament().can_undo and Tournament().with_team("A").can_undo


def test_a_replayed_log_gives_the_same_night() -> None:
    t = play_night(night(7, Format.WINNERS_MOVE_UP, rounds=3), random.Random(5))
    t = t.corrected(2, 1, (600, 10), "director: misread slip").withdrawn(4, "left early")
    again = Tournament(t.settings, t.log)
    assert again.state == t.state and again.standings == t.standings
    assert replay(t.settings, t.log) == t.state


def test_teams_and_their_names() -> None:
    t = Tournament().with_team("  The   MacNeils ", ("Ann", "Cal\u202e"))
    assert (t.team(0).name, t.team(0).players) == ("The MacNeils", ("Ann", "Cal"))
    assert refused(t.with_team, "the macneils") == "team_name_taken"
    assert refused(t.with_team, " \t") == "team_name_empty"
    assert refused(t.withdrawn, 3) == "team_unknown"
    assert refused(t.withdrawn(0).withdrawn, 0) == "team_unknown"
    full = night(64)
    assert refused(full.with_team, "One Too Many") == "too_many_teams"
    assert refused(night(1).drawn) == "too_few_teams"
    assert refused(night(3).withdrawn(0).withdrawn(1).drawn) == "too_few_teams"
    assert len(full.teams) == 64 and not full.finished


def test_the_settings_are_checked() -> None:
    assert refused(TournamentSettings, rounds=0) == "rounds_range"
    assert refused(TournamentSettings, bye_score=(300, 400)) == "bye_score"
    assert refused(TournamentSettings, bye_score=(-1, -5)) == "bye_score"
    assert refused(TournamentSettings, time_limit=-5) == "time_limit"
    assert TournamentSettings(rules=RuleSet(target=300)).bye_totals == (300, 0)
    assert TournamentSettings(bye_rule=ByeRule.NOT_COUNTED, time_limit=20).time_limit == 20


def test_a_log_read_back_is_checked_change_by_change() -> None:
    t = night(4).drawn()
    draw = t.log[-1]
    with pytest.raises(TournamentError) as caught:
        Tournament(t.settings, (*t.log, draw)).state  # noqa: B018 - the replay refuses round 1 twice
    assert caught.value.code == "draw_number"
    with pytest.raises(TournamentError) as caught:
        Tournament(t.settings, (*t.log[:3], draw)).state  # noqa: B018 - a team drawn that was never entered
    assert caught.value.code == "draw_teams"

"""A tournament's games as the statistics count them (docs/rules.md section 11, "Statistics")."""

from __future__ import annotations

from collections import Counter

from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.model.tournament import (
    Calls,
    Format,
    GameSide,
    Tournament,
    TournamentGame,
    TournamentSettings,
    tournament_games,
)
from tests.tournament_night import WINS, hand_night, laptop_record


def test_the_hand_worked_night_gives_its_fifteen_games() -> None:
    night, _ = hand_night()
    games = tournament_games(night)
    assert len(games) == 15  # 6 teams meet once each: 6 * 5 / 2
    won = Counter(game.sides[game.winner].team for game in games if game.winner is not None)
    assert dict(won) == WINS
    # The correction stands: the Gillis won their game against the Rankins 510-300.
    corrected = next(g for g in games if {s.team for s in g.sides} == {"Gillis", "Rankins"})
    assert corrected.sides[corrected.winner or 0].team == "Gillis"
    assert sorted(corrected.totals) == [300, 510]
    # The Campbells withdrew after the last draw; their last game counts.
    assert sum(1 for g in games if "Campbells" in {s.team for s in g.sides}) == 5
    assert [g.round_number for g in games] == sorted(g.round_number for g in games)


def test_only_a_result_from_a_match_record_has_rounds() -> None:
    night, record = hand_night()
    games = tournament_games(night)
    with_rounds = [g for g in games if g.has_rounds]
    assert len(with_rounds) == 1
    game = with_rounds[0]
    assert game.code == record.extra["table_code"]
    macneils, gillis = sorted(game.sides, key=lambda side: side.team != "MacNeils")
    assert macneils == GameSide("MacNeils", ("Mary", "Angus"), Calls(2), (Calls(1), Calls(1)))
    assert gillis == GameSide("Gillis", ("Joe", "Theresa"), Calls(2, 1), (Calls(1), Calls(1, 1)))
    typed = next(g for g in games if not g.has_rounds)
    assert typed.sides[0].calls is None and typed.sides[0].player_calls == (None, None)


def two_teams(first: tuple[str, str], second: tuple[str, str], *others: str) -> Tournament:
    """Round 1 drawn of a night of the Gillis, the MacNeils and ``others``."""
    t = Tournament(TournamentSettings(format=Format.ROUND_ROBIN, seed=1))
    t = t.with_team("Gillis", first).with_team("MacNeils", second)
    for name in others:
        t = t.with_team(name)
    return t.drawn()


def test_a_record_in_the_other_order_and_partners_it_does_not_seat() -> None:
    """The record names the teams in the other order than the table; a partner it seats under
    another name, or one not named at the desk, has no calls of their own; the team has them all."""
    t = two_teams(("Joseph", ""), ("Mary", "Angus"))
    table = t.rounds[0].draw.tables[0]
    first = t.team(table.teams[0]).name
    t = t.with_record(laptop_record(table.code))
    (game,) = tournament_games(t)
    sides = {side.team: side for side in game.sides}
    assert game.totals == ((546, 102) if first == "MacNeils" else (102, 546))
    assert sides["MacNeils"].player_calls == (Calls(1), Calls(1))
    assert sides["Gillis"] == GameSide("Gillis", ("Joseph", ""), Calls(2, 1), (None, None))


def test_a_record_with_empty_seats_and_a_table_still_out() -> None:
    t = two_teams(("", ""), ("", ""), "Rankins")
    assert tournament_games(t) == ()  # drawn, not scored; the bye is no game
    table = t.rounds[0].draw.tables[0]
    names = (t.team(table.teams[0]).name, t.team(table.teams[1]).name)
    match = Match((Team(names[0], ("", "")), Team(names[1], ("", ""))), 0)
    while not match.score.finished:
        match = match.add_round(RoundInput(0, Suit.HEARTS, (162, 0)))
    t = t.with_record(match, code=table.code)
    (game,) = tournament_games(t)
    assert game == TournamentGame(1, 1, game.code, game.sides, game.totals, game.winner)
    assert all(side.player_calls == (None, None) for side in game.sides)
    assert {side.calls for side in game.sides} == {Calls(4), Calls(0)}

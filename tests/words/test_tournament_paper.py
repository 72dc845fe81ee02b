"""The words of the slips and the standings, without Qt."""

from __future__ import annotations

from tarbish_score.model.tournament import Tournament, TournamentSettings
from tarbish_score.words.tournament_paper import (
    dealer_cell,
    first_dealer_text,
    game_text,
    player_text,
    signature_text,
    standings_title,
    team_of_table_text,
)

from ..model.tournament.nights import night


def test_each_hands_dealer_passes_left_from_the_first() -> None:
    assert [dealer_cell(2, i) for i in range(6)] == ["3", "4", "1", "2", "3", "4"]


def test_the_first_dealer_is_named_by_seat_player_and_team() -> None:
    t = Tournament(TournamentSettings(seed=1)).with_team("MacNeils", ("Mary", "Joe")).with_team("Gillis").drawn()
    table = t.rounds[0].draw.tables[0]
    text = first_dealer_text(t, table)
    seat = table.first_dealer
    assert text.startswith(f"First dealer: seat {seat + 1} (")
    team = t.team(table.teams[seat % 2])
    player = team.players[seat // 2]
    assert (f"({player}, {team.name})" if player else f"({team.name})") in text


def test_seats_signatures_and_blank_players() -> None:
    assert team_of_table_text(0) == "Team 1 (seats 1 and 3)"
    assert team_of_table_text(1) == "Team 2 (seats 2 and 4)"
    assert signature_text(1, "Gillis") == "Signature, team 2: Gillis"
    t = Tournament().with_team("Gillis")
    assert set(player_text(t.team(0), 0)) == {"_"}


def test_the_game_and_the_standings_title() -> None:
    assert game_text(Tournament()) == "First to 500."
    assert game_text(Tournament(TournamentSettings(time_limit=1))) == "First to 500. Time limit: 1 minute."
    assert game_text(Tournament(TournamentSettings(time_limit=45))) == "First to 500. Time limit: 45 minutes."
    t = night(4, rounds=1).drawn()
    assert standings_title(t) == "Standings before the first result"
    t = t.with_result(1, (510, 300))
    assert standings_title(t) == "Standings with 1 of 2 results of round 1 in"
    t = t.with_result(2, (200, 505))
    assert standings_title(t) == "Final standings"
    t2 = night(4, rounds=3).drawn().with_result(1, (510, 300)).with_result(2, (200, 505))
    assert standings_title(t2) == "Standings after round 1"
    t2 = t2.drawn()
    assert standings_title(t2) == "Standings after round 1"  # round 2 drawn, none of its results in
    t2 = t2.with_result(2, (510, 300))
    assert standings_title(t2) == "Standings with 1 of 2 results of round 2 in"
    t2 = t2.corrected(1, 1, None, "typed on the wrong table")
    assert standings_title(t2) == "Standings with 2 of 4 results of rounds 1–2 in"

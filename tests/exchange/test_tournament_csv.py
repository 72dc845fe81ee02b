"""The standings' CSV: the documented columns, every team in standings order, the tie-break report after."""

from __future__ import annotations

import csv
import random
from pathlib import Path

from tarbish_score.exchange.tournament_csv import standings_csv_rows, standings_csv_text, write_standings_csv
from tarbish_score.model.tournament import Tournament, TournamentSettings
from tarbish_score.words.tournament import tie_break_report

from ..model.tournament.nights import night, play_night

COLUMNS = [
    "Place",
    "Team",
    "Player 1",
    "Player 2",
    "Played",
    "Won",
    "Drawn",
    "Lost",
    "Byes",
    "Points for",
    "Points against",
    "Difference",
    "Withdrawn",
]


def played_night(count: int = 12, seed: int = 3) -> Tournament:
    return play_night(night(count, seed=seed), random.Random(seed))


def test_the_columns_are_the_documented_ones_and_the_rows_follow_the_standings(tmp_path: Path) -> None:
    t = played_night(9)
    path = write_standings_csv(t, tmp_path / "standings.csv")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # a BOM: spreadsheets read the accents
    rows = list(csv.reader(path.read_text("utf-8-sig").splitlines()))
    assert rows[0] == COLUMNS
    table = rows[1 : 1 + len(t.teams)]
    assert [row[1] for row in table] == [t.team(team).name for team in t.standings.ranked()]
    for row, standing in zip(table, t.standings.rows, strict=True):
        place, played, won, drawn, lost, byes, pf, pa, diff = (int(row[i]) for i in (0, 4, 5, 6, 7, 8, 9, 10, 11))
        assert place == standing.place
        assert played == won + drawn + lost == standing.played
        assert byes == standing.byes
        assert diff == pf - pa
    # 9 teams: someone sat out each round.
    assert sum(int(row[8]) for row in table) == 5


def test_the_tie_break_report_follows_the_table() -> None:
    t = played_night()
    rows = standings_csv_rows(t)
    sentences = tie_break_report(t.standings, lambda team: t.team(team).name)
    assert sentences, "a 12-team night of random results has ties to break"
    after = rows[1 + len(t.teams) :]
    assert after[0] == []
    assert after[1] == ["How ties were broken"]
    assert [row[0] for row in after[2:]] == sentences
    assert len(standings_csv_rows(t, report=False)) == 1 + len(t.teams)


def test_players_withdrawals_and_formula_names() -> None:
    t = Tournament(TournamentSettings(rounds=1))
    t = t.with_team("=HYPERLINK(1)", ("Mary", "Joe")).with_team("Gillis").withdrawn(1, "went home")
    rows = list(csv.reader(standings_csv_text(t).splitlines()))
    by_name = {row[1]: row for row in rows[1:3]}
    assert by_name["'=HYPERLINK(1)"][2:4] == ["Mary", "Joe"]
    assert by_name["Gillis"][12] == "yes"
    assert by_name["'=HYPERLINK(1)"][12] == ""

"""Archive statistics with tournament games: the hand-worked round robin (tests/tournament_night.py) and
the kitchen-standard sample, counted together and apart; the table laptop's record kept as a match counts once."""

from __future__ import annotations

import dataclasses
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tarbish_score.model import Team, read_record
from tarbish_score.storage import HeadToHead, ImportedMatch, MatchStore, Source, Standing, StatisticsFilter
from tarbish_score.storage.tournaments import create_tournament, delete_tournament
from tests.tournament_night import hand_night, laptop_record

KITCHEN = Path(__file__).parents[1] / "data" / "kitchen-standard.tarbish.json"

# By hand (tests/tournament_night.py): every typed game 510-300 (margin 210); the laptop's game
# MacNeils 546 Gillis 102 (margin 444), calls Mary 1, Angus 1, Joe 1, Theresa 1 (bait).
# The kitchen match (tests/test_cli_stats.py): Mary & Angus beat Joe & Theresa 561-479 (margin 82);
# calls Mary 2, Joe 1, Theresa 2 (one bait).
#       name  played won drawn called bait half margin without_rounds
ALL_PLAYERS = (
    Standing("Angus", 6, 5, 0, 1, 0, 0, 444 + 210 * 3 - 210 + 82, 4),
    Standing("Mary", 6, 5, 0, 3, 0, 0, 444 + 210 * 3 - 210 + 82, 4),
    Standing("Joe", 6, 4, 0, 2, 0, 0, -444 + 210 * 4 - 82, 4),
    Standing("Theresa", 6, 4, 0, 3, 2, 0, -444 + 210 * 4 - 82, 4),
    Standing("Colin", 5, 3, 0, 0, 0, 0, 210, 5),
    Standing("Sandy", 5, 3, 0, 0, 0, 0, 210, 5),
    Standing("Jenny", 5, 1, 0, 0, 0, 0, -630, 5),
    Standing("Leo", 5, 1, 0, 0, 0, 0, -630, 5),
    Standing("Marie", 5, 1, 0, 0, 0, 0, -630, 5),
)
ALL_PAIRS = (
    Standing("Angus & Mary", 6, 5, 0, 4, 0, 0, 946, 4),
    Standing("Joe & Theresa", 6, 4, 0, 5, 2, 0, 314, 4),
    Standing("Colin & Sandy", 5, 3, 0, 0, 0, 0, 210, 5),
    Standing("MacLeods", 5, 2, 0, 0, 0, 0, -210, 5),  # no partners entered: the team by its name
    Standing("Campbells", 5, 1, 0, 0, 0, 0, -630, 5),  # one partner entered: the team by its name
    Standing("Leo & Marie", 5, 1, 0, 0, 0, 0, -630, 5),
)


@pytest.fixture
def night(store: MatchStore) -> int:
    """The archive: the kitchen match, the night, and the laptop's record kept as a match too; the night's id."""
    tournament, record = hand_night()
    kitchen = read_record(KITCHEN)
    when = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)
    store.import_matches([ImportedMatch(kitchen, when, when, when), ImportedMatch(record, when, when, when)])
    return create_tournament(store, tournament, "Legion hall")


def test_every_game_counts_once(store: MatchStore, night: int) -> None:
    stats = store.statistics()
    assert (stats.matches, stats.tournament_games) == (16, 15)  # the laptop's record is not a 17th
    assert stats.players == ALL_PLAYERS
    assert stats.pairs == ALL_PAIRS
    assert stats.head_to_head[0] == HeadToHead(("Angus & Mary", "Joe & Theresa"), 2, (2, 0), 0, 444 + 82)
    assert len(stats.head_to_head) == 15  # each two of the 6 teams met once; two of them met twice
    assert HeadToHead(("Campbells", "MacLeods"), 1, (0, 1), 0, -210) in stats.head_to_head
    theresa = stats.players[3]
    assert (theresa.with_rounds, theresa.bait_rate) == (2, pytest.approx(2 / 3))  # calls only where rounds are
    assert stats.players[4].bait_rate is None  # no game of Colin's has rounds


def test_kitchen_matches_only(store: MatchStore, night: int) -> None:
    stats = store.statistics(StatisticsFilter(source=Source.MATCHES))
    assert (stats.matches, stats.tournament_games) == (1, 0)  # the laptop's record is a tournament game
    assert stats.players[:2] == (Standing("Angus", 1, 1, 0, 0, 0, 0, 82), Standing("Mary", 1, 1, 0, 2, 0, 0, 82))
    assert [p.name for p in stats.pairs] == ["Angus & Mary", "Joe & Theresa"]


@pytest.mark.parametrize("flt", [StatisticsFilter(source=Source.TOURNAMENTS), "the night"])
def test_tournament_games_only(store: MatchStore, night: int, flt: StatisticsFilter | str) -> None:
    stats = store.statistics(flt if isinstance(flt, StatisticsFilter) else StatisticsFilter(tournament=night))
    assert (stats.matches, stats.tournament_games) == (15, 15)
    # Four players won 4 of 5: by name.
    assert [p.name for p in stats.players[:4]] == ["Angus", "Joe", "Mary", "Theresa"]
    assert stats.players[2] == Standing("Mary", 5, 4, 0, 1, 0, 0, 864, 4)
    assert stats.pairs[3] == Standing("MacLeods", 5, 2, 0, 0, 0, 0, -210, 5)
    assert len(stats.head_to_head) == 15  # all met once: by name
    assert stats.head_to_head[1] == HeadToHead(("Angus & Mary", "Joe & Theresa"), 1, (1, 0), 0, 444)
    assert stats.to_json()["source"] == ("tournaments" if isinstance(flt, StatisticsFilter) else "all")
    assert store.statistics(StatisticsFilter(tournament=night + 1)).matches == 0


def test_the_other_filters_take_tournament_games(store: MatchStore, night: int) -> None:
    jenny = store.statistics(StatisticsFilter(player="jenny"))
    assert jenny.matches == 5
    assert jenny.players == (Standing("Jenny", 5, 1, 0, 0, 0, 0, -630, 5),)
    assert [p.name for p in jenny.pairs] == ["Campbells"]
    team = store.statistics(StatisticsFilter(team=("angus", "MARY")))
    assert (team.matches, team.pairs) == (6, (ALL_PAIRS[0],))
    assert store.statistics(StatisticsFilter(preset="short game")).matches == 0
    assert store.statistics(StatisticsFilter(preset="standard")).matches == 16
    later = store.statistics(StatisticsFilter(since=datetime(2999, 1, 1, tzinfo=UTC)))
    assert later.matches == 0
    # The night was saved at noon (the fake clock); the kitchen match started at 8 pm.
    evening = datetime(2024, 5, 1, 18, 0, tzinfo=UTC)
    before = store.statistics(StatisticsFilter(until=evening))
    assert (before.matches, before.tournament_games) == (15, 15)
    after = store.statistics(StatisticsFilter(since=evening))
    assert (after.matches, after.tournament_games) == (1, 0)


def test_a_match_is_a_table_s_game_only_with_that_table_s_code_and_teams(store: MatchStore, night: int) -> None:
    tournament, _ = hand_night()
    code = tournament.rounds[0].draw.tables[0].code
    others = dataclasses.replace(
        laptop_record(code), teams=(Team("Us", ("Ann", "Bea")), Team("Them", ("Cal", "Dan")))
    )  # the code of a table of the night, played by other teams
    store.import_matches([ImportedMatch(others), ImportedMatch(laptop_record("9-9-XXX"))])  # no table has that code
    assert store.statistics().matches == 18
    assert store.statistics(StatisticsFilter(source=Source.MATCHES)).matches == 3


def test_without_its_tournament_the_laptop_s_record_is_a_match(store: MatchStore, night: int) -> None:
    delete_tournament(store, night)
    stats = store.statistics()
    assert (stats.matches, stats.tournament_games) == (2, 0)
    assert stats.players[1] == Standing("Mary", 2, 2, 0, 3, 0, 0, 82 + 444)


def test_a_tournament_that_no_longer_reads_counts_nothing(store: MatchStore, night: int) -> None:
    """Its games are not counted, and the laptop's record it no longer claims is a match again."""
    with store._transaction() as conn:
        conn.execute('UPDATE tournaments SET record = \'{"format": "something else"}\'')
    stats = store.statistics()
    assert (stats.matches, stats.tournament_games) == (2, 0)


def test_an_archive_without_the_tournaments_table(store: MatchStore, night: int, tmp_path: Path) -> None:
    """An archive of schema 4 (read as it is, by a reader that does not upgrade it) has matches only."""
    from tarbish_score.storage.statistics import archive_statistics

    copy = tmp_path / "schema4.sqlite3"
    with store._reading() as conn:
        conn.execute("VACUUM INTO ?", (str(copy),))
    old = sqlite3.connect(copy)
    try:
        old.execute("DROP TABLE tournaments")
        stats = archive_statistics(old)
    finally:
        old.close()
    assert (stats.matches, stats.tournament_games) == (2, 0)

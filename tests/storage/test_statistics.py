"""Archive statistics: hand-counted matches, filters, and the schema-4 columns they read."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tarbish_score.model import PRESETS, Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.storage import (
    HeadToHead,
    ImportedMatch,
    MatchStore,
    Standing,
    StatisticsFilter,
    pair_name,
    split_pair,
)

SHORT = PRESETS["short game"]


def game(rules: RuleSet, seats: tuple[str, str, str, str], *rounds: tuple[int, tuple[int, int]]) -> Match:
    """A match: players by seat, seat 3 deals first, each round (caller seat, card points) in hearts."""
    match = Match((Team("A", (seats[0], seats[2])), Team("B", (seats[1], seats[3]))), 3, rules)
    for caller, points in rounds:
        match = match.add_round(RoundInput(caller, Suit.HEARTS, points))
    return match


def day(month: int, date: int) -> datetime:
    return datetime(2024, month, date, 20, 0, tzinfo=UTC)


# Counted by hand, round by round (docs/rules.md sections 6 and 7):
# M1 short game, Ann & Cal v Bea & Dan: Bea 81-81 half bait (81-0), Ann 162-0 (243-0), Cal 100-62: 343-62, won by
#    Ann & Cal, margin 281. Calls: Ann 1, Bea 1 (half bait), Cal 1.
# M2 standard, "ann " & Dan v Bea & Cal: Dan 60-102 bait (0-162), Bea 0-162 three times: 0-648, won by Bea & Cal,
#    margin 648. Calls: Dan 1 (bait), Bea 3.
# M3 in progress: not counted.
# M4 target 100 and final_tie = draw, Ann & Cal v Bea & Dan: Ann 82-80, Bea 80-82: 162-162, drawn. Calls: Ann 1, Bea 1.
# M5 short game, Ann and three empty seats: Ann 162-0 twice, 324-0, won. Calls: Ann 2. No pair (empty names).
MATCHES = (
    (game(SHORT, ("Ann", "Bea", "Cal", "Dan"), (1, (81, 81)), (0, (162, 0)), (2, (100, 62))), day(1, 10)),
    (
        game(RuleSet(), ("ann ", "Bea", "Dan", "Cal"), (2, (60, 102)), (1, (0, 162)), (1, (0, 162)), (1, (0, 162))),
        day(3, 5),
    ),
    (game(SHORT, ("Ann", "Bea", "Cal", "Dan"), (0, (90, 72))), day(6, 1)),
    (
        game(RuleSet(target=100, final_tie="draw"), ("Ann", "Bea", "Cal", "Dan"), (0, (82, 80)), (1, (80, 82))),
        day(7, 1),
    ),
    (game(SHORT, ("Ann", "", "", ""), (0, (162, 0)), (0, (162, 0))), day(8, 1)),
)


@pytest.fixture
def archive(store: MatchStore) -> MatchStore:
    store.import_matches(ImportedMatch(match, created, created, created) for match, created in MATCHES)
    return store


def test_the_hand_count(archive: MatchStore) -> None:
    stats = archive.statistics()
    assert stats.matches == 4
    #                   name  played won drawn called bait half margin
    assert stats.players == (
        Standing("Cal", 3, 2, 1, 1, 0, 0, 281 + 648 + 0),
        Standing("Ann", 4, 2, 1, 4, 0, 0, 281 - 648 + 0 + 324),
        Standing("Bea", 3, 1, 1, 5, 0, 1, -281 + 648 + 0),
        Standing("Dan", 3, 0, 1, 1, 1, 0, -281 - 648 + 0),
    )
    assert stats.pairs == (
        Standing("Bea & Cal", 1, 1, 0, 3, 0, 0, 648),
        Standing("Ann & Cal", 2, 1, 1, 3, 0, 0, 281),
        Standing("ann & Dan", 1, 0, 0, 1, 1, 0, -648),
        Standing("Bea & Dan", 2, 0, 1, 2, 0, 1, -281),
    )
    assert stats.head_to_head == (
        HeadToHead(("Ann & Cal", "Bea & Dan"), 2, (1, 0), 1, 281),
        HeadToHead(("ann & Dan", "Bea & Cal"), 1, (0, 1), 0, -648),
    )
    ann = stats.players[1]
    assert (ann.lost, ann.win_rate, ann.bait_rate, ann.average_margin) == (1, 0.5, 0.0, pytest.approx(-43 / 4))
    bea = stats.players[2]
    assert bea.bait_rate == pytest.approx(1 / 5)  # a half bait counts as not made
    assert stats.head_to_head[0].average_margin == 140.5


def test_the_json_lines(archive: MatchStore) -> None:
    data = archive.statistics().to_json()
    assert data["matches"] == 4
    assert data["players"][3] == {
        "name": "Dan",
        "played": 3,
        "won": 0,
        "drawn": 1,
        "lost": 2,
        "win_rate": 0.0,
        "with_rounds": 3,
        "called": 1,
        "bait": 1,
        "half_bait": 0,
        "bait_rate": 1.0,
        "average_margin": -309.6667,
    }
    assert data["head_to_head"][1] == {
        "pairs": ["ann & Dan", "Bea & Cal"],
        "played": 1,
        "wins": [0, 1],
        "drawn": 0,
        "average_margin": -648.0,
    }


def test_filters_by_date_and_preset(archive: MatchStore) -> None:
    assert archive.statistics(StatisticsFilter(since=day(3, 1))).matches == 3  # M2, M4, M5
    assert archive.statistics(StatisticsFilter(until=day(3, 1))).matches == 1  # M1
    assert archive.statistics(StatisticsFilter(since=day(3, 1), until=day(7, 2))).matches == 2  # M2, M4
    short = archive.statistics(StatisticsFilter(preset="short game"))  # M1, M5
    assert short.matches == 2
    assert short.players[0] == Standing("Ann", 2, 2, 0, 3, 0, 0, 281 + 324)


def test_filter_by_player(archive: MatchStore) -> None:
    stats = archive.statistics(StatisticsFilter(player=" DAN"))  # M1, M2, M4
    assert stats.matches == 3
    assert stats.players == (Standing("Dan", 3, 0, 1, 1, 1, 0, -929),)
    assert [p.name for p in stats.pairs] == ["ann & Dan", "Bea & Dan"]
    assert [h.pairs for h in stats.head_to_head] == [("Ann & Cal", "Bea & Dan"), ("ann & Dan", "Bea & Cal")]
    assert archive.statistics(StatisticsFilter(player="Nobody")).matches == 0


def test_filter_by_team(archive: MatchStore) -> None:
    stats = archive.statistics(StatisticsFilter(team=("cal", "ANN")))  # M1, M4: either seat order, any case
    assert stats.matches == 2
    assert stats.players == (Standing("Ann", 2, 1, 1, 2, 0, 0, 281), Standing("Cal", 2, 1, 1, 1, 0, 0, 281))
    assert stats.pairs == (Standing("Ann & Cal", 2, 1, 1, 3, 0, 0, 281),)
    assert stats.head_to_head == (HeadToHead(("Ann & Cal", "Bea & Dan"), 2, (1, 0), 1, 281),)


def test_an_empty_archive(store: MatchStore) -> None:
    stats = store.statistics()
    assert (stats.matches, stats.players, stats.pairs, stats.head_to_head) == (0, (), (), ())
    assert Standing("Nobody").to_json()["win_rate"] is None
    assert HeadToHead(("A & B", "C & D")).average_margin is None


def test_saving_a_correction_updates_the_columns(archive: MatchStore) -> None:
    # M4's second round corrected: Bea goes bait (80-82 becomes 90-72, 172-80): won by Ann & Cal.
    match_id = 4
    match = archive.load_match(match_id).match.replace_round(1, RoundInput(1, Suit.HEARTS, (90, 72)))
    archive.save_match(match_id, match)
    bea = next(p for p in archive.statistics().players if p.name == "Bea")
    assert (bea.played, bea.won, bea.drawn, bea.called, bea.bait, bea.half_bait) == (3, 1, 0, 5, 1, 1)


def test_pair_names() -> None:
    assert pair_name("Mary ", "angus") == "angus & Mary"
    assert split_pair(" Mary &Angus ") == ("Mary", "Angus")
    for bad in ("Mary", "Mary & ", "A & B & C"):
        with pytest.raises(ValueError, match="two partners"):
            split_pair(bad)

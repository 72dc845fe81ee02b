"""Swiss draws (docs/rules.md section 11): equal records, no rematch while avoidable, top table first, byes."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tarbish_score.model.tournament import ByeRule, Format, Tournament
from tarbish_score.model.tournament.draw import swiss_pairs

from .nights import has_perfect_matching, night, play_round


def check_pairing(
    active: list[int], pairs: list[tuple[int, int]], bye: int | None, met: set[frozenset[int]], byes: dict[int, int]
) -> int:
    """Check one pairing against the rules with an independent matching search; return its rematches."""
    assert sorted([t for pair in pairs for t in pair] + ([] if bye is None else [bye])) == sorted(active)
    rematches = sum(frozenset(pair) in met for pair in pairs)
    candidates: list[int | None] = [None]
    if bye is not None:
        fewest = min(byes.get(t, 0) for t in active)
        assert byes.get(bye, 0) == fewest  # never a second bye before every team has had one
        candidates = [t for t in active if byes.get(t, 0) == fewest]
    if rematches:
        for sitting in candidates:
            rest = [t for t in active if t != sitting]
            assert not has_perfect_matching(rest, lambda a, b: frozenset((a, b)) not in met)
    return rematches


def check_draw(before: Tournament, after: Tournament) -> int:
    """Check one Swiss draw of the engine against the rules; return its rematches."""
    rnd = after.current
    assert rnd is not None
    active = [e.id for e in before.state.active]
    pairs = [table.teams for table in rnd.draw.tables]
    bye = rnd.draw.byes[0] if rnd.draw.byes else None
    assert len(rnd.draw.byes) == len(active) % 2
    rematches = check_pairing(active, pairs, bye, set(before.state.met()), before.state.byes())
    if before.rounds:  # top table first: table 1 holds the best-placed team playing
        place = {row.team: row.place for row in before.standings.rows}
        assert place[pairs[0][0]] == min(place[t] for t in active if t != bye)
    return rematches


def run_night(count: int, rounds: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    t = night(count, Format.SWISS, rounds=rounds, seed=seed)
    rematches = []
    while not t.finished:
        after = t.drawn()
        rematches.append(check_draw(t, after))
        t = play_round(after, rng)
    return rematches


def test_a_thousand_random_nights() -> None:
    # The pairing the engine draws with (swiss_pairs), on a thousand nights of random results, ranked by wins
    # and then by lot as the standings would; the end-to-end nights below go through the whole engine.
    rng = random.Random(2026)
    nights_with_rematches = 0
    for _ in range(1000):
        count, rounds = rng.randrange(8, 65), rng.randrange(3, 9)
        teams = list(range(count))
        rng.shuffle(teams)
        wins = dict.fromkeys(teams, 0)
        met: set[frozenset[int]] = set()
        byes: dict[int, int] = {}
        any_rematch = False
        for _ in range(rounds):
            ranked = sorted(teams, key=lambda t: -wins[t])  # a stable sort: the order by lot breaks ties
            pairs, bye, rematches = swiss_pairs(ranked, met, byes)
            assert check_pairing(teams, pairs, bye, met, byes) == rematches
            assert pairs[0][0] == ranked[0] or bye == ranked[0]  # top table first
            any_rematch |= rematches > 0
            for a, b in pairs:
                met.add(frozenset((a, b)))
                wins[a if rng.random() < 0.5 else b] += 1
            if bye is not None:
                byes[bye] = byes.get(bye, 0) + 1
                wins[bye] += 1
        nights_with_rematches += any_rematch
    assert nights_with_rematches < 100


def test_random_nights_end_to_end() -> None:
    rng = random.Random(22)
    for night_number in range(100):
        run_night(rng.randrange(8, 65), rng.randrange(3, 9), night_number)


@settings(max_examples=60, deadline=None)
@given(count=st.integers(3, 9), rounds=st.integers(3, 8), seed=st.integers(0, 2**32))
def test_small_nights_rematch_only_when_they_must(count: int, rounds: int, seed: int) -> None:
    run_night(count, rounds, seed)


def test_the_second_round_pairs_winners_with_winners() -> None:
    t = night(8, Format.SWISS).drawn()
    t = play_round(t, random.Random(3)).drawn()
    wins = {row.team: row.wins for row in t.standings.rows}
    assert [wins[a] == wins[b] for a, b in (table.teams for table in t.current.draw.tables)] == [True] * 4  # type: ignore[union-attr]
    assert [wins[table.teams[0]] for table in t.current.draw.tables] == [1, 1, 0, 0]  # type: ignore[union-attr]


def test_the_search_backs_up_to_avoid_a_rematch() -> None:
    # 1 and 2 have met: 1 takes 3, and 2 takes 4, rather than 1-2 and 3-4.
    met = {frozenset((1, 2)), frozenset((3, 4))}
    pairs, bye, rematches = swiss_pairs([1, 2, 3, 4], met, {})
    assert (pairs, bye, rematches) == ([(1, 3), (2, 4)], None, 0)
    # Every pair has met: the fewest rematches, top first.
    pairs, bye, rematches = swiss_pairs([1, 2, 3], {frozenset((1, 2)), frozenset((1, 3)), frozenset((2, 3))}, {3: 1})
    assert (pairs, bye, rematches) == ([(1, 3)], 2, 1)
    # A game with a team that has left (not ranked) restricts nobody.
    pairs, bye, rematches = swiss_pairs([1, 2], {frozenset((1, 9))}, {})
    assert (pairs, bye, rematches) == ([(1, 2)], None, 0)


def test_the_bye_goes_to_the_lowest_placed_team_without_one() -> None:
    pairs, bye, _ = swiss_pairs([5, 6, 7, 8, 9], set(), {9: 1})
    assert bye == 8 and pairs == [(5, 6), (7, 9)]


def test_a_bye_not_counted_scores_nothing() -> None:
    t = night(5, Format.SWISS, bye_rule=ByeRule.NOT_COUNTED).drawn()
    (bye,) = t.current.draw.byes  # type: ignore[union-attr]
    t = play_round(t, random.Random(0))
    row = t.standings.row(bye)
    assert (row.played, row.wins, row.byes, row.points_for) == (0, 0, 1, 0)
    counted = play_round(night(5, Format.SWISS, bye_rule=ByeRule.WIN, bye_score=(500, 400)).drawn(), random.Random(0))
    row = counted.standings.row(bye)
    assert (row.played, row.wins, row.byes, row.points_for, row.points_against) == (1, 1, 1, 500, 400)
    default = play_round(night(5, Format.SWISS).drawn(), random.Random(0))
    row = default.standings.row(bye)
    assert (row.wins, row.points_for, row.points_against) == (1, 0, 0)  # a win that moves no points
    old = play_round(night(5, Format.SWISS, bye_rule=ByeRule.WIN).drawn(), random.Random(0))
    assert old.standings.row(bye).points_for == 500  # the target to nothing


def test_a_bye_counts_once_its_round_is_complete() -> None:
    t = night(5, Format.SWISS).drawn()
    (bye,) = t.current.draw.byes  # type: ignore[union-attr]
    t = t.with_result(1, (510, 300))
    assert t.standings.row(bye).played == 0  # round 1 has a table out
    t = t.with_result(2, (510, 300))
    assert (t.standings.row(bye).played, t.standings.row(bye).wins) == (1, 1)


def test_the_default_bye_leaves_the_difference_to_the_games() -> None:
    # The team that had the bye and then lost its only game is not on +500 above the teams that won theirs.
    t = night(3, Format.ROUND_ROBIN).drawn()
    (bye,) = t.current.draw.byes  # type: ignore[union-attr]
    t = t.with_result(1, (510, 300)).drawn()
    table = t.current.draw.tables[0]  # type: ignore[union-attr]
    assert bye in table.teams
    t = t.with_result(1, (300, 510) if table.teams[0] == bye else (510, 300))
    row = t.standings.row(bye)
    assert (row.wins, row.losses, row.difference) == (1, 1, -210)
    assert t.standings.rows[0].team != bye

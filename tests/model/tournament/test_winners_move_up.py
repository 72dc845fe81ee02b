"""Winners move up (docs/rules.md section 11): hand-worked 6- and 9-team nights."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tarbish_score.model.tournament import Format, Tournament
from tarbish_score.model.tournament.draw import move_up, progressive_ladder

from .nights import night, play_round


def tables(t: Tournament) -> list[tuple[int, int]]:
    assert t.current is not None
    return [table.teams for table in t.current.draw.tables]


def score(t: Tournament, winners: list[int]) -> Tournament:
    """Each table won by the side named (0: its first team)."""
    for number, side in enumerate(winners, start=1):
        t = t.with_result(number, (512, 340) if side == 0 else (340, 512))
    return t


def letters(t: Tournament, names: dict[int, str]) -> list[str]:
    """The current round's tables as two letters each, and its bye as one."""
    assert t.current is not None
    return [names[a] + names[b] for a, b in tables(t)] + [names[bye] for bye in t.current.draw.byes]


def test_six_teams_by_hand() -> None:
    # Winners A, D, F: A stays on table 1 and D comes up to it; B goes down, F comes up; C and E meet last.
    assert move_up([(0, 1), (2, 3), (4, 5)], [0, 1, 1]) == [0, 3, 1, 5, 2, 4]
    t = night(6, Format.WINNERS_MOVE_UP, rounds=3).drawn()
    names = dict(zip([team for pair in tables(t) for team in pair], "ABCDEF", strict=True))
    assert letters(t, names) == ["AB", "CD", "EF"]
    t = score(t, [0, 1, 1]).drawn()
    assert letters(t, names) == ["AD", "BF", "CE"]
    t = score(t, [1, 0, 1]).drawn()  # winners D, B, E; losers A, F, C
    assert letters(t, names) == ["DB", "AE", "FC"]


def test_nine_teams_by_hand() -> None:
    t = night(9, Format.WINNERS_MOVE_UP, rounds=3).drawn()
    assert t.current is not None
    seated = [team for pair in tables(t) for team in pair] + list(t.current.draw.byes)
    names = dict(zip(seated, "ABCDEFGHI", strict=True))
    assert letters(t, names) == ["AB", "CD", "EF", "GH", "I"]
    # Round 2: the first teams win. H, last at the bottom table, has had no bye: it sits out and I, back
    # from its bye, takes its seat.
    t = score(t, [0, 0, 0, 0]).drawn()
    assert letters(t, names) == ["AC", "BE", "DG", "FI", "H"]
    # Round 3: winners C, B, G, I; losers A, E, D, F. F sits out, H comes back in its seat.
    t = score(t, [1, 0, 1, 1]).drawn()
    assert letters(t, names) == ["CB", "AG", "EI", "DH", "F"]


def test_one_table_and_the_ladder_s_edges() -> None:
    assert move_up([(1, 2)], [1]) == [2, 1]
    # A withdrawal made the count odd: the lowest placed without a bye sits out.
    assert progressive_ladder([1, 2, 3], None, {3: 1}, ()) == ([1, 3], 2)
    # A late team makes it even again: the team back from its bye starts at the bottom.
    assert progressive_ladder([1, 2], 3, {3: 1}, [4]) == ([1, 2, 4, 3], None)


@settings(max_examples=30, deadline=None)
@given(count=st.integers(4, 24), seed=st.integers(0, 2**32))
def test_winners_go_up_a_table_and_losers_down(count: int, seed: int) -> None:
    rng = random.Random(seed)
    t = night(count, Format.WINNERS_MOVE_UP, rounds=4, seed=seed).drawn()
    while not t.finished:
        t = play_round(t, rng)
        if t.finished:
            break
        last = t.current
        assert last is not None
        after = t.drawn()
        if count % 2:  # the bye goes to a team with the fewest byes, never twice before everyone had one
            byes = t.state.byes()
            (bye,) = after.current.draw.byes  # type: ignore[union-attr]
            assert byes.get(bye, 0) == min(byes.get(team, 0) for team in range(count) if team not in last.draw.byes)
        new_table = {team: table.number for table in after.current.draw.tables for team in table.teams}  # type: ignore[union-attr]
        back = set(last.draw.byes)
        count_tables = len(last.draw.tables)
        for table, result in zip(last.draw.tables, last.results, strict=True):
            assert result is not None
            winner = table.teams[result.winner or 0]
            loser = table.teams[1 - (result.winner or 0)]
            for team, expected in ((winner, max(table.number - 1, 1)), (loser, min(table.number + 1, count_tables))):
                if team in new_table and not (back and team == _seat_taker(after, back)):
                    assert new_table[team] == expected
        t = after


def _seat_taker(after: Tournament, back: set[int]) -> int | None:
    """The team whose seat the team back from its bye took (it sits out now)."""
    byes = after.current.draw.byes  # type: ignore[union-attr]
    return byes[0] if byes else None

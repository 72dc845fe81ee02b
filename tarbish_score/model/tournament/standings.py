"""Standings: games won, then a declared, reorderable order of tie-breaks (docs/rules.md section 11).

The default order (:data:`DEFAULT_TIE_BREAKS`) is the one club nights use and crashka/euchmgr documents
(its RANKING.md): wins; head-to-head among the tied teams; points difference; points for; and teams that
nothing tells apart share their place, golf-style (two teams on 3rd, the next is 5th). A criterion that
splits a tied group into smaller ones is applied again to each smaller group before the next one, so
head-to-head is always counted among the teams still tied. Every split is kept as a :class:`Decision`,
which ``words/tournament.py`` words as the tie-break report.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Final

from ..errors import TournamentError
from .log import TournamentState
from .settings import ByeRule, TournamentSettings

__all__ = ["DEFAULT_TIE_BREAKS", "Decision", "Game", "StandingRow", "Standings", "TieBreak", "check_order", "standings"]


class TieBreak(enum.Enum):
    """A criterion of the standings; the value is a stable key for settings and records.

    Attributes:
        WINS: games won, a drawn game counting half (kept in halves: ``StandingRow.half_wins``).
        HEAD_TO_HEAD: games won (in halves) in the games among the tied teams; it decides only when every
            two of them met equally often.
        POINTS_DIFFERENCE: points for minus points against, over every game.
        POINTS_FOR: points scored over every game.
        SHARED: no more criteria: the teams still tied share their place.
    """

    WINS = "wins"
    HEAD_TO_HEAD = "head-to-head"
    POINTS_DIFFERENCE = "points-difference"
    POINTS_FOR = "points-for"
    SHARED = "shared"


#: The default order of the standings.
DEFAULT_TIE_BREAKS: Final = (
    TieBreak.WINS,
    TieBreak.HEAD_TO_HEAD,
    TieBreak.POINTS_DIFFERENCE,
    TieBreak.POINTS_FOR,
    TieBreak.SHARED,
)


def check_order(order: Sequence[TieBreak]) -> tuple[TieBreak, ...]:
    """``order`` as a tie-break order: each criterion at most once, ``SHARED`` (if there) last.

    Raises:
        TournamentError: ``tie_break_order``.
    """
    criteria = tuple(order)
    if len(set(criteria)) != len(criteria) or TieBreak.SHARED in criteria[:-1]:
        raise TournamentError(
            "a tie-break order names each criterion once, and a shared place can only come last",
            code="tie_break_order",
            field="tie_breaks",
            params={"order": [c.value for c in criteria]},
        )
    return criteria


@dataclass(frozen=True)
class Game:
    """One game of a team, as the standings count it.

    Attributes:
        round_number: the round, from 1.
        opponent: the opponent's id, or None for a bye.
        points_for: the team's final total (points); a bye's fixed score.
        points_against: the opponent's final total.
        half_wins: 2 for a win, 1 for a drawn game, 0 for a loss.
    """

    round_number: int
    opponent: int | None
    points_for: int
    points_against: int
    half_wins: int


@dataclass(frozen=True)
class StandingRow:
    """One team's line in the standings.

    Attributes:
        place: its place, from 1; teams sharing a place have the same.
        shared: True when another team has the same place.
        team: the team's id.
        games: the games counted (counted byes too, once their round is complete), round order.
        byes: the rounds it sat out (counted or not).
        withdrawn: True when the team has left.
    """

    place: int
    shared: bool
    team: int
    games: tuple[Game, ...]
    byes: int
    withdrawn: bool = False

    @property
    def played(self) -> int:
        """Games counted."""
        return len(self.games)

    @property
    def half_wins(self) -> int:
        """Wins in halves: 2 a win, 1 a drawn game."""
        return sum(g.half_wins for g in self.games)

    @property
    def wins(self) -> int:
        """Games won."""
        return sum(g.half_wins == 2 for g in self.games)

    @property
    def draws(self) -> int:
        """Games drawn."""
        return sum(g.half_wins == 1 for g in self.games)

    @property
    def losses(self) -> int:
        """Games lost."""
        return sum(g.half_wins == 0 for g in self.games)

    @property
    def points_for(self) -> int:
        """Points scored (final totals added up)."""
        return sum(g.points_for for g in self.games)

    @property
    def points_against(self) -> int:
        """Points the opponents scored."""
        return sum(g.points_against for g in self.games)

    @property
    def difference(self) -> int:
        """Points for minus points against."""
        return self.points_for - self.points_against


@dataclass(frozen=True)
class Decision:
    """Why one team stands right above the next.

    Attributes:
        above: the team placed higher.
        below: the team right under it.
        criterion: the criterion that told them apart, or ``SHARED`` when nothing did.
        level: the criterion's index in the order (0: the first criterion, not a tie-break).
        values: the two teams' values under it (half wins for wins and head-to-head, points otherwise);
            () for a shared place.
        among: how many teams were tied when the criterion was applied.
        games: for head-to-head between two teams, the above team's (for, against) in each of their games.
        passed: the criteria tried on the tied teams before it that left them level (head-to-head in a
            circle: A beat B, B beat C, C beat A).
        unmet: True when head-to-head was passed over: not every two of the tied teams met equally often.
    """

    above: int
    below: int
    criterion: TieBreak
    level: int
    values: tuple[int, ...] = ()
    among: int = 2
    games: tuple[tuple[int, int], ...] = field(default=())
    passed: tuple[TieBreak, ...] = ()
    unmet: bool = False


@dataclass(frozen=True)
class Standings:
    """The standings after the results so far.

    Attributes:
        rows: every team, first place first (teams sharing a place by name).
        decisions: one per two neighbouring rows: ``decisions[i]`` is about ``rows[i]`` and ``rows[i + 1]``.
        order: the criteria used, in order.
    """

    rows: tuple[StandingRow, ...]
    decisions: tuple[Decision, ...]
    order: tuple[TieBreak, ...]

    def row(self, team: int) -> StandingRow:
        """The row of ``team``.

        Raises:
            KeyError: no such team.
        """
        for row in self.rows:
            if row.team == team:
                return row
        raise KeyError(team)

    def ranked(self) -> tuple[int, ...]:
        """The team ids in standings order."""
        return tuple(row.team for row in self.rows)


def team_games(state: TournamentState, settings: TournamentSettings) -> dict[int, list[Game]]:
    """Every counted game of every team, from the results in (a table still out counts nothing).

    A bye counts (as ``settings.bye_rule`` says) once every table of its round has its result.
    """
    games: dict[int, list[Game]] = {e.id: [] for e in state.entrants}
    for rnd in state.rounds:
        for table, result in zip(rnd.draw.tables, rnd.results, strict=True):
            if result is None:
                continue
            for side in (0, 1):
                pf, pa = result.points_of(side)
                half = 1 if result.winner is None else (2 if result.winner == side else 0)
                games[table.teams[side]].append(Game(rnd.number, table.teams[1 - side], pf, pa, half))
        # A bye counts once its round is complete: the standings "after round n" count round n's byes, and
        # a team sitting out is never ahead of the teams still playing their games of that round.
        if settings.bye_rule is ByeRule.NOT_COUNTED or not rnd.complete:
            continue
        pf, pa = settings.bye_totals if settings.bye_rule is ByeRule.WIN else (0, 0)
        for team in rnd.draw.byes:
            games[team].append(Game(rnd.number, None, pf, pa, 2))
    return games


def standings(
    state: TournamentState, settings: TournamentSettings, order: Sequence[TieBreak] = DEFAULT_TIE_BREAKS
) -> Standings:
    """The standings of every team entered, under the tie-break ``order``.

    Args:
        state: the tournament's state (``Tournament.state``).
        settings: its settings (what a bye counts).
        order: the criteria in order (:func:`check_order`); a shared place ends it in any case.

    Returns:
        The rows and the decisions between neighbours; a total order: the rows follow the first criterion,
        and teams share a place only when no criterion of ``order`` tells them apart.

    Raises:
        TournamentError: ``tie_break_order``.
    """
    criteria = check_order(order)
    games = team_games(state, settings)
    byes = state.byes()
    names = {e.id: e.name.casefold() for e in state.entrants}
    keys: dict[TieBreak, dict[int, int]] = {
        TieBreak.WINS: {t: sum(g.half_wins for g in played) for t, played in games.items()},
        TieBreak.POINTS_DIFFERENCE: {
            t: sum(g.points_for - g.points_against for g in played) for t, played in games.items()
        },
        TieBreak.POINTS_FOR: {t: sum(g.points_for for g in played) for t, played in games.items()},
    }
    groups: list[list[int]] = []

    def rank(group: list[int], level: int) -> tuple[list[int], list[Decision]]:
        value: dict[int, int] | None = None
        if len(group) == 1:
            groups.append(group)
            return group, []
        passed: list[TieBreak] = []
        unmet = False
        while level < len(criteria) and criteria[level] is not TieBreak.SHARED:
            if criteria[level] is TieBreak.HEAD_TO_HEAD:
                value = _head_to_head(group, games)
                unmet = value is None
            else:
                value = {t: keys[criteria[level]][t] for t in group}
            if value is not None and len(set(value.values())) > 1:
                break
            if value is not None:
                passed.append(criteria[level])
            level += 1
        else:
            tied = sorted(group, key=lambda t: (names[t], t))
            groups.append(tied)
            shared = [
                Decision(a, b, TieBreak.SHARED, level, among=len(group), passed=tuple(passed), unmet=unmet)
                for a, b in pairwise(tied)
            ]
            return tied, shared
        assert value is not None
        parts: dict[int, list[int]] = {}
        for team in group:
            parts.setdefault(value[team], []).append(team)
        out: list[int] = []
        said: list[Decision] = []
        for v, members in sorted(parts.items(), key=lambda item: -item[0]):
            sub_order, sub_said = rank(members, level)
            if out:
                split = (criteria[level], level, (value[out[-1]], v), len(group))
                said.append(_decision(out[-1], sub_order[0], split, games, tuple(passed), unmet))
            out += sub_order
            said += sub_said
        return out, said

    ordered, decisions = rank([e.id for e in state.entrants], 0) if state.entrants else ([], [])
    place_of: dict[int, tuple[int, bool]] = {}
    for group in groups:
        first = ordered.index(group[0]) + 1
        for team in group:
            place_of[team] = (first, len(group) > 1)
    rows = tuple(
        StandingRow(
            place_of[t][0],
            place_of[t][1],
            t,
            tuple(games[t]),
            byes.get(t, 0),
            not state.entrants[t].active,
        )
        for t in ordered
    )
    return Standings(rows, tuple(decisions), criteria)


def _head_to_head(group: Sequence[int], games: dict[int, list[Game]]) -> dict[int, int] | None:
    """Half wins of each team in the games among ``group``; None unless every two met equally often."""
    members = set(group)
    meetings: dict[frozenset[int], int] = {}
    value = dict.fromkeys(group, 0)
    for team in group:
        for game in games[team]:
            if game.opponent in members:
                value[team] += game.half_wins
                pair = frozenset((team, game.opponent))
                meetings[pair] = meetings.get(pair, 0) + 1
    pairs = len(group) * (len(group) - 1) // 2
    if len(meetings) != pairs or len(set(meetings.values())) != 1:
        return None
    return value


def _decision(
    above: int,
    below: int,
    split: tuple[TieBreak, int, tuple[int, int], int],
    games: dict[int, list[Game]],
    passed: tuple[TieBreak, ...],
    unmet: bool,
) -> Decision:
    """The decision between two neighbours; ``split`` is (criterion, level, their values, teams tied)."""
    criterion, level, values, among = split
    played: tuple[tuple[int, int], ...] = ()
    if criterion is TieBreak.HEAD_TO_HEAD and among == 2:
        played = tuple((g.points_for, g.points_against) for g in games[above] if g.opponent == below)
    return Decision(above, below, criterion, level, values, among, played, passed, unmet)

"""A tournament's games as the archive statistics count them (docs/rules.md section 11, "Statistics").

Every table that has a result is one game: corrections applied (the log replayed), a withdrawn team's
games kept, a table still out and a bye counting nothing (a bye is no game, whatever it counts in the
standings). A team's players are the two partners entered at the desk ("" for a name not given).

Rounds are known only for a result that came in as the table's match record: its calls, baits and half
baits are read off the engine's statistics (``model.statistics``) and given to the partner the record
seats under the same name (compared without case), and to the team. A result typed as two totals has no
rounds: :attr:`GameSide.calls` is None.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..names import clean_name
from ..seats import team_seats
from ..statistics import SideStatistics, match_statistics
from .results import TableResult
from .tournament import Tournament

__all__ = ["Calls", "GameSide", "TournamentGame", "tournament_games"]


@dataclass(frozen=True)
class Calls:
    """What a side called in one game (docs/rules.md section 6).

    Attributes:
        called: rounds called.
        bait: of those, rounds that went bait.
        half_bait: of those, rounds that went half bait.
    """

    called: int = 0
    bait: int = 0
    half_bait: int = 0


@dataclass(frozen=True)
class GameSide:
    """One team of a tournament game.

    Attributes:
        team: the team's name.
        players: the two partners' names as entered ("" when not given).
        calls: the team's calls, or None when the game's rounds are not known (a typed result).
        player_calls: each partner's calls, or None when not known (a typed result, a partner with no
            name, or one the match record does not seat under that name).
    """

    team: str
    players: tuple[str, str]
    calls: Calls | None = None
    player_calls: tuple[Calls | None, Calls | None] = (None, None)


@dataclass(frozen=True)
class TournamentGame:
    """One table's game, as its result stands.

    Attributes:
        round_number: the round, from 1.
        table: the table's number, from 1.
        code: the table's code ("3-7-KWD"), as a table laptop's match record carries it.
        sides: the table's first and second team.
        totals: their final totals (points).
        winner: 0 or 1 (the side), None for a drawn game.
    """

    round_number: int
    table: int
    code: str
    sides: tuple[GameSide, GameSide]
    totals: tuple[int, int]
    winner: int | None

    @property
    def has_rounds(self) -> bool:
        """True when the game's rounds are known (its result came as a match record)."""
        return self.sides[0].calls is not None


def _calls(side: SideStatistics) -> Calls:
    return Calls(side.called, side.bait, side.half_bait)


def _key(name: str) -> str:
    return clean_name(name).casefold()


def _sides(
    names: tuple[str, str], players: tuple[tuple[str, str], tuple[str, str]], result: TableResult
) -> tuple[GameSide, GameSide]:
    match = result.record
    if match is None:
        return GameSide(names[0], players[0]), GameSide(names[1], players[1])
    stats = match_statistics(match)
    sides: list[GameSide] = []
    for side in (0, 1):
        # The record names the table's teams, in either order (``result_from_match`` checked it).
        team = 0 if _key(match.teams[0].name) == _key(names[side]) else 1
        seated = {_key(match.player(seat)): _calls(stats.players[seat]) for seat in team_seats(team)}
        seated.pop("", None)
        partners = players[side]
        per_player = tuple(seated.get(_key(name)) if _key(name) else None for name in partners)
        sides.append(GameSide(names[side], partners, _calls(stats.teams[team]), (per_player[0], per_player[1])))
    return sides[0], sides[1]


def tournament_games(tournament: Tournament) -> tuple[TournamentGame, ...]:
    """Every game of ``tournament`` that has a result, round by round and table by table.

    Returns:
        The games (totals in points); a table still out and a bye give none.
    """
    games: list[TournamentGame] = []
    for rnd in tournament.rounds:
        for table, result in zip(rnd.draw.tables, rnd.results, strict=True):
            if result is None:
                continue
            teams = (tournament.team(table.teams[0]), tournament.team(table.teams[1]))
            sides = _sides((teams[0].name, teams[1].name), (teams[0].players, teams[1].players), result)
            games.append(TournamentGame(rnd.number, table.number, table.code, sides, result.totals, result.winner))
    return tuple(games)

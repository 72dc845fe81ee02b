"""Statistics across the archive: per player, per pair of partners, and head to head (no Qt).

What counts is a *game*: a finished match (won or drawn, docs/rules.md section 7; a match in progress
has no result yet) or a tournament's table game (each table with a result, corrections applied, a
withdrawn team's games kept; a bye is no game: ``model.tournament.games``). A finished match that is
a tournament's table game (its record carries the table's code, ``table_code``, and the table's two
teams played it) counts once, as the tournament's game.

One SQL query reads the summary columns of the finished matches (schema version 4: totals,
winner, players by seat, the preset, and each seat's calls, baits and half baits as
``model.match_statistics`` counted them when the match was saved); the tournaments' records are read
and replayed (a night has a few dozen games); and one pass in Python adds them up. No match record is
read, so 10,000 matches take a fraction of a second (``bench/stats.py``).

A player is known by name, compared case-insensitively and without the spaces around it (the
spelling shown is the first one met, newest game first); a seat or a partner with no name counts for
nobody. A *pair* is two partners, in either seat order; a match's team name plays no part. A
tournament team counts for its two partners when both were entered; a team entered without both
names counts under its team name in the pairs and head to head (and its one named partner, if any,
as a player). A tournament result typed as two totals has no rounds: it counts in played, won and
margin, not in the calls and bait rate (:attr:`Standing.with_rounds`).
"""

from __future__ import annotations

import enum
import heapq
import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from tarbish_score.model.seats import SEATS, other_team, team_seats

from .records import iso

if TYPE_CHECKING:
    from tarbish_score.model.tournament import Calls, GameSide

__all__ = [
    "ArchiveStatistics",
    "HeadToHead",
    "Source",
    "Standing",
    "StatisticsFilter",
    "archive_statistics",
    "pair_name",
    "split_pair",
]
#: What joins two partners' names in a pair's name ("Mary & Angus").
PAIR_JOIN = " & "


def _key(name: str) -> str:
    return name.strip().casefold()


def _pair_key(first: str, second: str) -> tuple[str, str]:
    """Two partners' name keys, in order: the same pair whichever seat each sat in."""
    return (first, second) if first <= second else (second, first)


def pair_name(first: str, second: str) -> str:
    """The name of a pair of partners: both names, in alphabetical order, joined by ``" & "``."""
    a, b = sorted((first.strip(), second.strip()), key=_key)
    return f"{a}{PAIR_JOIN}{b}"


def split_pair(text: str) -> tuple[str, str]:
    """The two partners named in ``"A & B"`` (``--team``), spaces around each trimmed.

    Raises:
        ValueError: the text does not name exactly two non-empty names joined by ``&``.
    """
    names = [part.strip() for part in text.split("&")]
    if len(names) != 2 or not all(names):
        raise ValueError(f'a team is two partners joined by "&", like "Mary & Angus", not {text!r}')
    return names[0], names[1]


class Source(enum.Enum):
    """Which games the statistics count (the value is the ``stats --source`` word).

    Attributes:
        ALL: finished matches and tournament games.
        MATCHES: finished matches only (the kitchen table's), no tournament game.
        TOURNAMENTS: tournament games only.
    """

    ALL = "all"
    MATCHES = "matches"
    TOURNAMENTS = "tournaments"


@dataclass(frozen=True)
class StatisticsFilter:
    """Which games the archive statistics count.

    Attributes:
        since: games started at or after this moment (timezone-aware; a tournament game: its
            tournament's creation), or None.
        until: games started before this moment (timezone-aware), or None.
        preset: games played under this house-rule preset (docs/rules.md section 9), or None.
        player: games this player played in, and only this player's lines; None for all.
        team: games these two played as partners (either seat), and only their lines; None for all.
        source: matches, tournament games, or both.
        tournament: only this tournament's games (its id), or None.
    """

    since: datetime | None = None
    until: datetime | None = None
    preset: str | None = None
    player: str | None = None
    team: tuple[str, str] | None = None
    source: Source = Source.ALL
    tournament: int | None = None


@dataclass(frozen=True)
class Standing:
    """One player's or one pair's record over the counted matches.

    Attributes:
        name: the player's name, or the pair's (:func:`pair_name`).
        played: finished matches played.
        won: of those, matches won.
        drawn: of those, matches drawn (``final_tie = draw``).
        called: rounds called (by the player; for a pair, by either partner), in the games whose
            rounds are known.
        bait: of those, rounds that went bait.
        half_bait: of those, rounds that went half bait.
        margin: the side's final total minus the other team's, summed over the games (points).
        without_rounds: games played whose rounds are not known (a tournament result typed as two
            totals): they count in played, won and margin, never in the calls.
    """

    name: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    called: int = 0
    bait: int = 0
    half_bait: int = 0
    margin: int = 0
    without_rounds: int = 0

    @property
    def with_rounds(self) -> int:
        """Games played whose rounds are known: the ones the calls and the bait rate count."""
        return self.played - self.without_rounds

    @property
    def lost(self) -> int:
        """Matches lost."""
        return self.played - self.won - self.drawn

    @property
    def win_rate(self) -> float | None:
        """Share of the matches played that were won, 0-1; None without a match."""
        return self.won / self.played if self.played else None

    @property
    def bait_rate(self) -> float | None:
        """Share of the calls not made (bait or half bait), 0-1; None without a call."""
        return (self.bait + self.half_bait) / self.called if self.called else None

    @property
    def average_margin(self) -> float | None:
        """The average of final total minus the other team's (points); None without a match."""
        return self.margin / self.played if self.played else None

    def to_json(self) -> dict[str, Any]:
        """The line as JSON-ready data (rates and averages rounded to 4 decimals, null when undefined)."""
        return {
            "name": self.name,
            "played": self.played,
            "won": self.won,
            "drawn": self.drawn,
            "lost": self.lost,
            "win_rate": _rounded(self.win_rate),
            "with_rounds": self.with_rounds,
            "called": self.called,
            "bait": self.bait,
            "half_bait": self.half_bait,
            "bait_rate": _rounded(self.bait_rate),
            "average_margin": _rounded(self.average_margin),
        }


@dataclass(frozen=True)
class HeadToHead:
    """Two pairs' matches against each other.

    Attributes:
        pairs: the two pairs' names (:func:`pair_name`), in alphabetical order.
        played: finished matches between them.
        wins: matches won by ``pairs[0]`` and by ``pairs[1]``.
        drawn: matches drawn.
        margin: ``pairs[0]``'s final total minus ``pairs[1]``'s, summed (points).
    """

    pairs: tuple[str, str]
    played: int = 0
    wins: tuple[int, int] = (0, 0)
    drawn: int = 0
    margin: int = 0

    @property
    def average_margin(self) -> float | None:
        """``pairs[0]``'s average final total minus ``pairs[1]``'s (points); None without a match."""
        return self.margin / self.played if self.played else None

    def to_json(self) -> dict[str, Any]:
        """The line as JSON-ready data."""
        return {
            "pairs": list(self.pairs),
            "played": self.played,
            "wins": list(self.wins),
            "drawn": self.drawn,
            "average_margin": _rounded(self.average_margin),
        }


@dataclass(frozen=True)
class ArchiveStatistics:
    """The archive statistics of the games a filter keeps.

    Attributes:
        matches: games counted: finished matches and tournament games.
        players: one line per player, most matches won first (then win rate, then name).
        pairs: one line per pair of partners, in the same order.
        head_to_head: one line per two pairs that met, most matches first (then names).
        filter: the filter they were counted under.
        tournament_games: of :attr:`matches`, the tournament games.
    """

    matches: int
    players: tuple[Standing, ...]
    pairs: tuple[Standing, ...]
    head_to_head: tuple[HeadToHead, ...]
    filter: StatisticsFilter = field(default_factory=StatisticsFilter)
    tournament_games: int = 0

    def to_json(self) -> dict[str, Any]:
        """The ``stats --json`` document.

        ``{"matches", "tournament_games", "source", "tournament", "players", "pairs", "head_to_head"}``:
        ``matches`` every game counted, ``source`` the :class:`Source` word, ``tournament`` the id or null.
        """
        return {
            "matches": self.matches,
            "tournament_games": self.tournament_games,
            "source": self.filter.source.value,
            "tournament": self.filter.tournament,
            "players": [line.to_json() for line in self.players],
            "pairs": [line.to_json() for line in self.pairs],
            "head_to_head": [line.to_json() for line in self.head_to_head],
        }


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


_SEAT_COLUMNS = ("team0_player1", "team1_player1", "team0_player2", "team1_player2")
_QUERY = (
    "SELECT id, created, winner, total0, total1, "
    + ", ".join(_SEAT_COLUMNS)
    + ", "
    + ", ".join(f"called{s}, bait{s}, half_bait{s}" for s in range(SEATS))
    + " FROM matches WHERE status IN ('won', 'drawn')"
)
#: The finished matches whose record carries a table code (``model.tournament.TABLE_CODE_KEY``).
_CODED_QUERY = (
    "SELECT m.id, m.team0, m.team1, json_extract(r.record, '$.table_code') FROM matches AS m "
    "JOIN records AS r ON r.match_id = m.id WHERE m.status IN ('won', 'drawn') "
    "AND instr(r.record, '\"table_code\"') > 0 AND json_valid(r.record)"
)

#: A side's calls in one game: (called, bait, half bait), or None when its rounds are not known.
_Calls = tuple[int, int, int] | None


@dataclass(slots=True)
class _Side:
    """One team of a counted game, as the tally reads it."""

    names: tuple[str, str]  # the partners' names ("" for none)
    keys: tuple[str, str]  # their keys (:func:`_key`)
    calls: tuple[_Calls, _Calls]  # each partner's calls
    pair: tuple[str, str] | None  # the pair's key; None when the side counts for no pair
    team_calls: _Calls  # the side's calls
    team: str | None = None  # the team's name when it counts as a pair under it; None: its partners' pair name


@dataclass(slots=True)
class _Game:
    """A counted game: a finished match or a tournament game."""

    created: str  # ISO time: the match's start, or the tournament's creation
    winner: int | None
    totals: tuple[int, int]
    sides: tuple[_Side, _Side]
    tournament: int | None = None  # the tournament's id, None for a match
    preset: str = ""  # a tournament's house-rule preset (a match's is filtered by the query)


class _Tally:
    """A standing being added up (see :class:`Standing`)."""

    __slots__ = ("bait", "called", "drawn", "half_bait", "margin", "name", "played", "without_rounds", "won")

    def __init__(self, name: str) -> None:
        self.name = name
        self.played = self.won = self.drawn = self.called = self.bait = self.half_bait = self.margin = 0
        self.without_rounds = 0

    def result(self, winner: int | None, team: int, margin: int) -> None:
        self.played += 1
        self.margin += margin
        if winner is None:
            self.drawn += 1
        elif winner == team:
            self.won += 1

    def calls(self, calls: _Calls) -> None:
        if calls is None:
            self.without_rounds += 1
            return
        self.called += calls[0]
        self.bait += calls[1]
        self.half_bait += calls[2]

    def done(self) -> Standing:
        return Standing(
            self.name,
            self.played,
            self.won,
            self.drawn,
            self.called,
            self.bait,
            self.half_bait,
            self.margin,
            self.without_rounds,
        )


def _partners_side(names: tuple[str, str], calls: tuple[_Calls, _Calls], team_calls: _Calls) -> _Side:
    """A side known by its partners: a pair only when both are named (a match's team name plays no part)."""
    keys = (_key(names[0]), _key(names[1]))
    pair = _pair_key(*keys) if keys[0] and keys[1] else None
    return _Side((names[0].strip(), names[1].strip()), keys, calls, pair, team_calls)


_TEAM_SEATS = (team_seats(0), team_seats(1))


def _match_game(row: Sequence[Any]) -> _Game:
    """A finished match's summary row as a game (inlined: it runs once per match of the archive)."""
    counts = row[9:]
    sides = []
    for a, b in _TEAM_SEATS:
        first, second = row[5 + a].strip(), row[5 + b].strip()
        keys = (first.casefold(), second.casefold())
        calls_a = (counts[3 * a], counts[3 * a + 1], counts[3 * a + 2])
        calls_b = (counts[3 * b], counts[3 * b + 1], counts[3 * b + 2])
        sides.append(
            _Side(
                (first, second),
                keys,
                (calls_a, calls_b),
                _pair_key(*keys) if keys[0] and keys[1] else None,
                (calls_a[0] + calls_b[0], calls_a[1] + calls_b[1], calls_a[2] + calls_b[2]),
            )
        )
    return _Game(row[1], row[2], (row[3], row[4]), (sides[0], sides[1]))


def _tournament_side(side: GameSide) -> _Side:
    """A tournament team: its partners' pair when both are named, else the team under its name."""

    def calls(c: Calls | None) -> _Calls:
        return None if c is None else (c.called, c.bait, c.half_bait)

    shown = _partners_side(side.players, (calls(side.player_calls[0]), calls(side.player_calls[1])), calls(side.calls))
    if shown.pair is not None:
        return shown
    # The first key is empty, so a team never shares a key with a pair of partners.
    return _Side(shown.names, shown.keys, shown.calls, ("", _key(side.team)), shown.team_calls, side.team)


def _same_teams(names: Iterable[str]) -> frozenset[str]:
    return frozenset(_key(name) for name in names)


def _tournament_games(conn: sqlite3.Connection) -> tuple[list[_Game], set[int]]:
    """Every tournament's games (their tournament's time, newest first) and the ids of the matches that are one
    of them: a finished match whose record carries the code of a table of a tournament of the archive,
    played by that table's two teams, is that table's game, counted once, as the tournament's."""
    from tarbish_score.model import TarbishError
    from tarbish_score.model.tournament import parse_table_code, tournament_games
    from tarbish_score.model.tournament.record import load_tournament

    has_table = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tournaments'").fetchone()
    if has_table is None:
        return [], set()  # an archive of schema 4, read as it is
    games: list[_Game] = []
    tables: set[tuple[str, frozenset[str]]] = set()
    for tournament_id, created, record in conn.execute(
        "SELECT id, created, record FROM tournaments ORDER BY created DESC, id DESC"
    ):
        try:
            tournament = load_tournament(json.loads(record)).tournament
            played = tournament_games(tournament)
        except (ValueError, TarbishError):  # RecordError is a ValueError too
            continue  # a record that no longer reads counts nothing (``tournament list`` names it)
        for game in played:
            sides = (_tournament_side(game.sides[0]), _tournament_side(game.sides[1]))
            games.append(
                _Game(created, game.winner, game.totals, sides, int(tournament_id), tournament.settings.rules.preset)
            )
            tables.add((game.code, _same_teams(side.team for side in game.sides)))
    if not tables:
        return games, set()
    same: set[int] = set()
    for match_id, team0, team1, code in conn.execute(_CODED_QUERY):
        parsed = parse_table_code(code) if isinstance(code, str) else None
        if parsed is not None and (parsed[2], _same_teams((team0, team1))) in tables:
            same.add(int(match_id))
    return games, same


def _kept(game: _Game, flt: StatisticsFilter) -> bool:
    """Whether ``flt``'s source, tournament, dates and preset keep the tournament game ``game`` (a match's
    dates and preset are the query's)."""
    if flt.source is Source.MATCHES or flt.tournament not in (None, game.tournament):
        return False
    return (
        (flt.since is None or game.created >= iso(flt.since))
        and (flt.until is None or game.created < iso(flt.until))
        and (flt.preset is None or game.preset == flt.preset)
    )


def _rows(conn: sqlite3.Connection, flt: StatisticsFilter) -> list[Sequence[Any]]:
    sql = _QUERY
    params: list[Any] = []
    if flt.since is not None:
        sql += " AND created >= ?"
        params.append(iso(flt.since))
    if flt.until is not None:
        sql += " AND created < ?"
        params.append(iso(flt.until))
    if flt.preset is not None:
        sql += " AND preset = ?"
        params.append(flt.preset)
    # Newest first, so the spelling of a name shown is its latest.
    return conn.execute(sql + " ORDER BY created DESC, id DESC", params).fetchall()


def _games(conn: sqlite3.Connection, flt: StatisticsFilter) -> Iterable[_Game]:
    """The games ``flt``'s source, tournament, dates and preset keep, newest first."""
    tournament_games, same = _tournament_games(conn)
    matches: list[_Game] = []
    if flt.source is not Source.TOURNAMENTS and flt.tournament is None:
        matches = [_match_game(row) for row in _rows(conn, flt) if row[0] not in same]
    kept = [game for game in tournament_games if _kept(game, flt)]
    return heapq.merge(matches, kept, key=lambda game: game.created, reverse=True)


def archive_statistics(conn: sqlite3.Connection, flt: StatisticsFilter | None = None) -> ArchiveStatistics:
    """Add up the finished matches and tournament games of the archive on ``conn`` that ``flt`` keeps.

    A finished match that is a tournament's table game (its record carries that table's code, and the
    table's two teams played it) counts once, as the tournament's game.

    Args:
        conn: an open archive of schema version 4 or later (``MatchStore.statistics`` passes its own).
        flt: the filter; None counts every finished match and every tournament game.

    Returns:
        The statistics (margins in points, rates 0-1).

    Raises:
        sqlite3.Error: the archive cannot be read.
    """
    flt = flt or StatisticsFilter()
    player = _key(flt.player) if flt.player is not None else None
    team = _pair_key(_key(flt.team[0]), _key(flt.team[1])) if flt.team is not None else None
    players: dict[str, _Tally] = {}
    pairs: dict[tuple[str, str], _Tally] = {}
    meetings: dict[tuple[tuple[str, str], tuple[str, str]], list[int]] = {}
    pair_names: dict[tuple[str, str], str] = {}
    counted = from_tournaments = 0
    for game in _games(conn, flt):
        sides = game.sides
        if player is not None and player not in (*sides[0].keys, *sides[1].keys):
            continue
        if team is not None and team not in (sides[0].pair, sides[1].pair):
            continue
        counted += 1
        from_tournaments += game.tournament is not None
        winner, totals = game.winner, game.totals
        for side in sides:
            if side.pair is not None and side.pair not in pair_names:
                pair_names[side.pair] = side.team if side.team is not None else pair_name(*side.names)
        for t, side in enumerate(sides):
            margin = totals[t] - totals[other_team(t)]
            if team is not None and side.pair != team:
                continue
            for key, name, calls in zip(side.keys, side.names, side.calls, strict=True):
                if not key or (player is not None and key != player):
                    continue
                tally = players.get(key) or players.setdefault(key, _Tally(name))
                tally.result(winner, t, margin)
                tally.calls(calls)
            if side.pair is None or (player is not None and player not in side.keys):
                continue
            tally = pairs.get(side.pair) or pairs.setdefault(side.pair, _Tally(pair_names[side.pair]))
            tally.result(winner, t, margin)
            tally.calls(side.team_calls)
        a, b = sides[0].pair, sides[1].pair
        if a is not None and b is not None:
            first = 0 if a <= b else 1
            meeting = meetings.setdefault((a, b) if first == 0 else (b, a), [0, 0, 0, 0, 0])
            meeting[0] += 1
            if winner is None:
                meeting[3] += 1
            else:
                meeting[1 if winner == first else 2] += 1
            meeting[4] += totals[first] - totals[other_team(first)]
    head_to_head = [
        HeadToHead((pair_names[a], pair_names[b]), played, (won_a, won_b), drawn, margin)
        for (a, b), (played, won_a, won_b, drawn, margin) in meetings.items()
    ]
    return ArchiveStatistics(
        counted,
        _ranked(t.done() for t in players.values()),
        _ranked(t.done() for t in pairs.values()),
        tuple(sorted(head_to_head, key=lambda h: (-h.played, h.pairs[0].casefold(), h.pairs[1].casefold()))),
        flt,
        from_tournaments,
    )


def _ranked(lines: Iterable[Standing]) -> tuple[Standing, ...]:
    return tuple(sorted(lines, key=lambda s: (-s.won, -(s.win_rate or 0.0), s.name.casefold())))

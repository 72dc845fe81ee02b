"""Statistics across the archive: per player, per pair of partners, and head to head (no Qt).

One SQL query reads the summary columns of the finished matches (schema version 4: totals,
winner, players by seat, the preset, and each seat's calls, baits and half baits as
``model.match_statistics`` counted them when the match was saved), and one pass in Python adds
them up. No record is read, so 10,000 matches take a fraction of a second (``bench/stats.py``).

Only finished matches count (won or drawn, docs/rules.md section 7); a match in progress
has no result yet. A player is known by name, compared case-insensitively and without the
spaces around it (the spelling shown is the first one met, newest match first); a seat with
no name counts for nobody. A *pair* is two partners, in either seat order; a team's name
plays no part.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from tarbish_score.model.seats import SEATS, other_team, team_of, team_seats

from .records import iso

__all__ = [
    "ArchiveStatistics",
    "HeadToHead",
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


@dataclass(frozen=True)
class StatisticsFilter:
    """Which finished matches the archive statistics count.

    Attributes:
        since: matches started at or after this moment (timezone-aware), or None.
        until: matches started before this moment (timezone-aware), or None.
        preset: matches played under this house-rule preset (docs/rules.md section 9), or None.
        player: matches this player played in, and only this player's lines; None for all.
        team: matches these two played as partners (either seat), and only their lines; None for all.
    """

    since: datetime | None = None
    until: datetime | None = None
    preset: str | None = None
    player: str | None = None
    team: tuple[str, str] | None = None


@dataclass(frozen=True)
class Standing:
    """One player's or one pair's record over the counted matches.

    Attributes:
        name: the player's name, or the pair's (:func:`pair_name`).
        played: finished matches played.
        won: of those, matches won.
        drawn: of those, matches drawn (``final_tie = draw``).
        called: rounds called (by the player; for a pair, by either partner).
        bait: of those, rounds that went bait.
        half_bait: of those, rounds that went half bait.
        margin: the side's final total minus the other team's, summed over the matches (points).
    """

    name: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    called: int = 0
    bait: int = 0
    half_bait: int = 0
    margin: int = 0

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
    """The archive statistics of the matches a filter keeps.

    Attributes:
        matches: finished matches counted.
        players: one line per player, most matches won first (then win rate, then name).
        pairs: one line per pair of partners, in the same order.
        head_to_head: one line per two pairs that met, most matches first (then names).
        filter: the filter they were counted under.
    """

    matches: int
    players: tuple[Standing, ...]
    pairs: tuple[Standing, ...]
    head_to_head: tuple[HeadToHead, ...]
    filter: StatisticsFilter = field(default_factory=StatisticsFilter)

    def to_json(self) -> dict[str, Any]:
        """The ``stats --json`` document: ``{"matches", "players", "pairs", "head_to_head"}``."""
        return {
            "matches": self.matches,
            "players": [line.to_json() for line in self.players],
            "pairs": [line.to_json() for line in self.pairs],
            "head_to_head": [line.to_json() for line in self.head_to_head],
        }


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


_SEAT_COLUMNS = ("team0_player1", "team1_player1", "team0_player2", "team1_player2")
_QUERY = (
    "SELECT winner, total0, total1, "
    + ", ".join(_SEAT_COLUMNS)
    + ", "
    + ", ".join(f"called{s}, bait{s}, half_bait{s}" for s in range(SEATS))
    + " FROM matches WHERE status IN ('won', 'drawn')"
)


class _Tally:
    """A standing being added up (see :class:`Standing`)."""

    __slots__ = ("bait", "called", "drawn", "half_bait", "margin", "name", "played", "won")

    def __init__(self, name: str) -> None:
        self.name = name
        self.played = self.won = self.drawn = self.called = self.bait = self.half_bait = self.margin = 0

    def result(self, winner: int | None, team: int, margin: int) -> None:
        self.played += 1
        self.margin += margin
        if winner is None:
            self.drawn += 1
        elif winner == team:
            self.won += 1

    def calls(self, called: int, bait: int, half_bait: int) -> None:
        self.called += called
        self.bait += bait
        self.half_bait += half_bait

    def done(self) -> Standing:
        return Standing(
            self.name, self.played, self.won, self.drawn, self.called, self.bait, self.half_bait, self.margin
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


def archive_statistics(conn: sqlite3.Connection, flt: StatisticsFilter | None = None) -> ArchiveStatistics:
    """Add up the finished matches of the archive on ``conn`` that ``flt`` keeps.

    Args:
        conn: an open archive of schema version 4 (``MatchStore.statistics`` passes its own).
        flt: the filter; None counts every finished match.

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
    counted = 0
    for row in _rows(conn, flt):
        winner, total0, total1 = row[0], row[1], row[2]
        names = row[3:7]
        keys = [_key(n) for n in names]
        calls = row[7:]
        pair_keys = [_pair_key(*(keys[s] for s in team_seats(t))) for t in (0, 1)]
        if player is not None and player not in keys:
            continue
        if team is not None and team not in pair_keys:
            continue
        counted += 1
        totals = (total0, total1)
        for seat in range(SEATS):
            if not keys[seat] or (player is not None and keys[seat] != player):
                continue
            if team is not None and pair_keys[team_of(seat)] != team:
                continue
            tally = players.get(keys[seat]) or players.setdefault(keys[seat], _Tally(names[seat].strip()))
            t = team_of(seat)
            tally.result(winner, t, totals[t] - totals[other_team(t)])
            tally.calls(calls[3 * seat], calls[3 * seat + 1], calls[3 * seat + 2])
        named = [all(keys[s] for s in team_seats(t)) for t in (0, 1)]
        for t in (0, 1):
            if named[t] and pair_keys[t] not in pair_names:
                pair_names[pair_keys[t]] = pair_name(*(names[s] for s in team_seats(t)))
        for t in (0, 1):
            key = pair_keys[t]
            if not named[t] or (team is not None and key != team) or (player is not None and player not in key):
                continue
            tally = pairs.get(key) or pairs.setdefault(key, _Tally(pair_names[key]))
            tally.result(winner, t, totals[t] - totals[other_team(t)])
            for seat in team_seats(t):
                tally.calls(calls[3 * seat], calls[3 * seat + 1], calls[3 * seat + 2])
        if all(named):
            first = 0 if pair_keys[0] <= pair_keys[1] else 1
            meeting = meetings.setdefault((pair_keys[first], pair_keys[other_team(first)]), [0, 0, 0, 0, 0])
            meeting[0] += 1
            if winner is None:
                meeting[3] += 1
            else:
                meeting[1 if winner == first else 2] += 1
            meeting[4] += totals[first] - totals[other_team(first)]
    head_to_head = [
        HeadToHead((pair_names[a], pair_names[b]), played, (won_a, won_b), drawn, margin)
        for (a, b), (played, won_a, won_b, drawn, margin) in meetings.items()
        if (team is None or team in (a, b)) and (player is None or player in a or player in b)
    ]
    return ArchiveStatistics(
        counted,
        _ranked(t.done() for t in players.values()),
        _ranked(t.done() for t in pairs.values()),
        tuple(sorted(head_to_head, key=lambda h: (-h.played, h.pairs[0].casefold(), h.pairs[1].casefold()))),
        flt,
    )


def _ranked(lines: Iterable[Standing]) -> tuple[Standing, ...]:
    return tuple(sorted(lines, key=lambda s: (-s.won, -(s.win_rate or 0.0), s.name.casefold())))

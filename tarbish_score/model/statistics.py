"""Statistics of one match, derived from its scored rounds (docs/rules.md sections 2-7).

Nothing here applies a rule: every number is read off the engine's
:class:`~tarbish_score.model.match.MatchScore` (``Match.score``): who called, the
outcome, the card points, the run verdict (which runs scored), bella and the
running totals. A *side* is one player (a seat) or one team.

:func:`match_statistics` gives the table of a match; :func:`race` gives both
teams' running totals after each round (the race chart's data);
:func:`statistics_document` turns the statistics into the ``statistics`` object
of an exported record (docs/match-record.md section 3: derived, ignored on import).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .match import Match, RoundScore
from .round import Outcome
from .seats import SEATS, team_of

__all__ = [
    "MatchStatistics",
    "Race",
    "RacePoint",
    "SideStatistics",
    "match_statistics",
    "race",
    "statistics_document",
]


@dataclass(frozen=True)
class SideStatistics:
    """What one player (seat) or one team did in a match.

    Attributes:
        called: rounds this side called (named trump); thrown-in rounds are nobody's call.
        made: called rounds the callers made (docs/rules.md section 6).
        bait: called rounds that went bait (under ``equal_totals = whole-bait`` equal totals too).
        half_bait: called rounds that went half bait.
        forced: called rounds marked as a forced dealer's call (docs/rules.md section 2).
        count_called: the callers' card points summed over the called rounds (points), for
            :attr:`average_count`.
        twenties_announced: three-card runs announced by this side (docs/rules.md section 4).
        twenties_scored: of those, the ones that counted for its team (before bait).
        fifties_announced: runs of four or more cards announced by this side.
        fifties_scored: of those, the ones that counted for its team (before bait).
        bellas: rounds in which this side held bella (docs/rules.md section 5).
        thrown_in: thrown-in rounds this side dealt (``forced_dealer = false``, section 2).
        biggest_round: the most points (after bait) the team scored in one round; for a player,
            in a round that player called. 0 when there was none.
        biggest_round_number: that round's 1-based number (the first such), or None.
        longest_made_streak: the most calls in a row of this side that were made (another
            side's calls and thrown-in rounds do not break it; a bait or half bait does).
    """

    called: int = 0
    made: int = 0
    bait: int = 0
    half_bait: int = 0
    forced: int = 0
    count_called: int = 0
    twenties_announced: int = 0
    twenties_scored: int = 0
    fifties_announced: int = 0
    fifties_scored: int = 0
    bellas: int = 0
    thrown_in: int = 0
    biggest_round: int = 0
    biggest_round_number: int | None = None
    longest_made_streak: int = 0

    @property
    def bait_rate(self) -> float | None:
        """Share of this side's calls not made (bait or half bait), 0-1; None without a call."""
        if not self.called:
            return None
        return (self.bait + self.half_bait) / self.called

    @property
    def average_count(self) -> float | None:
        """The callers' average card points in the rounds this side called (points); None without a call."""
        if not self.called:
            return None
        return self.count_called / self.called


@dataclass(frozen=True)
class MatchStatistics:
    """A match's statistics per player and per team.

    Attributes:
        players: one per seat, seat 0 first (the player at seat ``s`` plays for team ``s % 2``).
        teams: team 0 and team 1.
        rounds: rounds recorded, thrown-in ones included.
        thrown_in: thrown-in rounds in the match.
    """

    players: tuple[SideStatistics, SideStatistics, SideStatistics, SideStatistics]
    teams: tuple[SideStatistics, SideStatistics]
    rounds: int
    thrown_in: int


@dataclass(frozen=True)
class RacePoint:
    """Both teams' running totals after one round (docs/rules.md section 7).

    Attributes:
        number: the round's 1-based number.
        totals: running totals (points) of team 0 and team 1 after it.
        points: what each team scored in it (points, after bait).
        outcome: made, bait, half bait or thrown in.
        callers: the callers' team, or None for a thrown-in round.
        ends_match: True for the round after which the match was won or drawn.
    """

    number: int
    totals: tuple[int, int]
    points: tuple[int, int]
    outcome: Outcome
    callers: int | None
    ends_match: bool

    @property
    def failed(self) -> bool:
        """True for a bait or half bait (the callers did not make it)."""
        return self.outcome in (Outcome.BAIT, Outcome.HALF_BAIT)


@dataclass(frozen=True)
class Race:
    """The race to the target, round by round.

    Attributes:
        target: the total that wins (points; ``RuleSet.winning_total``: the target, or one more
            under ``reach = more-than``).
        points: one point per recorded round, in order; the race starts at 0-0 before the first.
        winner: the winning team, or None.
    """

    target: int
    points: tuple[RacePoint, ...]
    winner: int | None

    @property
    def totals(self) -> tuple[int, int]:
        """The totals after the last round (0-0 before any): the match's totals (points)."""
        return self.points[-1].totals if self.points else (0, 0)


def race(match: Match) -> Race:
    """Both teams' running totals after each round of ``match`` (the race chart's data).

    Args:
        match: the match; it is scored (``Match.score``) if it was not yet.

    Returns:
        The race; its last point holds the match totals, and the round that ended the match is
        flagged (docs/rules.md section 7).

    Raises:
        TarbishError: a round of the match does not score (never for a match the engine built).
    """
    score = match.score
    last = len(score.rounds)
    points = tuple(
        RacePoint(
            rs.number,
            rs.totals,
            rs.result.points,
            rs.result.outcome,
            rs.result.callers,
            ends_match=score.finished and rs.number == last,
        )
        for rs in score.rounds
    )
    return Race(match.rules.winning_total, points, score.winner)


class _Tally:
    """A side's running counts while the rounds are read (see :class:`SideStatistics`)."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = dict.fromkeys(
            (
                "called",
                "made",
                "bait",
                "half_bait",
                "forced",
                "count_called",
                "twenties_announced",
                "twenties_scored",
                "fifties_announced",
                "fifties_scored",
                "bellas",
                "thrown_in",
                "biggest_round",
                "longest_made_streak",
            ),
            0,
        )
        self.biggest_round_number: int | None = None
        self.streak = 0

    def add(self, key: str, amount: int = 1) -> None:
        self.counts[key] += amount

    def call(self, rs: RoundScore, team: int) -> None:
        result = rs.result
        self.add("called")
        self.add("count_called", result.card_points[team])
        key = {Outcome.MADE: "made", Outcome.BAIT: "bait"}.get(result.outcome, "half_bait")
        self.add(key)
        self.streak = self.streak + 1 if result.outcome is Outcome.MADE else 0
        self.counts["longest_made_streak"] = max(self.counts["longest_made_streak"], self.streak)

    def round_points(self, number: int, points: int) -> None:
        if points > self.counts["biggest_round"]:
            self.counts["biggest_round"] = points
            self.biggest_round_number = number

    def done(self) -> SideStatistics:
        return SideStatistics(**self.counts, biggest_round_number=self.biggest_round_number)


def match_statistics(match: Match) -> MatchStatistics:
    """The statistics of ``match`` per player and per team, read off its scored rounds.

    Args:
        match: the match; it is scored (``Match.score``) if it was not yet.

    Returns:
        The statistics (counts are whole numbers; points in points).

    Raises:
        TarbishError: a round of the match does not score (never for a match the engine built).
    """
    score = match.score
    seats = [_Tally() for _ in range(SEATS)]
    teams = [_Tally(), _Tally()]
    thrown_in = 0
    for rs in score.rounds:
        r = match.rounds[rs.number - 1]
        result = rs.result
        for team in (0, 1):
            teams[team].round_points(rs.number, result.points[team])
        if result.outcome is Outcome.THROWN_IN:
            thrown_in += 1
            for tally in (seats[rs.dealer], teams[team_of(rs.dealer)]):
                tally.add("thrown_in")
            continue
        assert r.caller is not None and result.callers is not None
        callers = result.callers
        for tally in (seats[r.caller], teams[callers]):
            tally.call(rs, callers)
            if r.forced:
                tally.add("forced")
        seats[r.caller].round_points(rs.number, result.points[callers])
        scoring = set(result.runs.scoring) if result.runs is not None else set()
        for i, claim in enumerate(r.runs):
            kind = "fifties" if claim.is_fifty else "twenties"
            for tally in (seats[claim.seat], teams[claim.team]):
                tally.add(f"{kind}_announced")
                if i in scoring:
                    tally.add(f"{kind}_scored")
        if r.bella is not None:
            for tally in (seats[r.bella], teams[team_of(r.bella)]):
                tally.add("bellas")
    players = tuple(t.done() for t in seats)
    return MatchStatistics(
        (players[0], players[1], players[2], players[3]),
        (teams[0].done(), teams[1].done()),
        len(score.rounds),
        thrown_in,
    )


def _side_document(side: SideStatistics) -> dict[str, Any]:
    return {
        "called": side.called,
        "made": side.made,
        "bait": side.bait,
        "half_bait": side.half_bait,
        "bait_rate": _rounded(side.bait_rate),
        "average_count": _rounded(side.average_count),
        "forced": side.forced,
        "twenties": [side.twenties_announced, side.twenties_scored],
        "fifties": [side.fifties_announced, side.fifties_scored],
        "bellas": side.bellas,
        "thrown_in": side.thrown_in,
        "biggest_round": {"points": side.biggest_round, "round": side.biggest_round_number},
        "longest_made_streak": side.longest_made_streak,
    }


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def statistics_document(match: Match, statistics: MatchStatistics | None = None) -> dict[str, Any]:
    """The ``statistics`` object of an exported record (docs/match-record.md section 3).

    Derived data: readers ignore it on import, and it is worked out again from the rounds.

    Args:
        match: the match (for the players' names).
        statistics: its statistics, when the caller has them already; None works them out.

    Returns:
        JSON-ready data: ``{"rounds", "thrown_in", "teams": [2 objects], "players": [4 objects]}``;
        each side object holds the fields of :class:`SideStatistics` (``twenties`` and
        ``fifties`` as ``[announced, scored]``, rates rounded to 4 decimals, null without a call).
    """
    stats = statistics if statistics is not None else match_statistics(match)
    return {
        "rounds": stats.rounds,
        "thrown_in": stats.thrown_in,
        "teams": [{"team": t, "name": match.teams[t].name, **_side_document(stats.teams[t])} for t in (0, 1)],
        "players": [{"seat": s, "name": match.player(s), **_side_document(stats.players[s])} for s in range(SEATS)],
    }

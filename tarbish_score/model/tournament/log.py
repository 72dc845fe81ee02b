"""The tournament's log: every change the desk or the director made, in order (docs/rules.md section 11).

A tournament is its settings and this log; replaying the log (:func:`replay`) gives its state. Nothing is
ever changed in place: a correction is a new entry with its reason, and undo takes the last entry off
(``Tournament.undo``), so the log is also the director's audit trail.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass

from ..errors import TournamentError
from .draw import RoundDraw
from .results import TableResult
from .settings import Format, TournamentSettings
from .teams import Entrant, new_entrant

__all__ = [
    "Change",
    "ResultCorrected",
    "ResultRecorded",
    "RoundDrawn",
    "RoundState",
    "TeamAdded",
    "TeamWithdrawn",
    "TournamentState",
    "apply_change",
    "replay",
]


@dataclass(frozen=True)
class TeamAdded:
    """A team entered: before the first draw, or late (it plays from the next round drawn).

    Attributes:
        name: the name as typed.
        players: the partners' names as typed.
    """

    name: str
    players: tuple[str, str] = ("", "")


@dataclass(frozen=True)
class TeamWithdrawn:
    """A team left: it is drawn no more; its games stay in the standings.

    Attributes:
        team: the team's id.
        reason: why, cleaned ("" for none given).
    """

    team: int
    reason: str = ""


@dataclass(frozen=True)
class RoundDrawn:
    """The next round was drawn (the draw is kept whole, so a replay never draws again).

    Attributes:
        draw: the round's tables and byes.
        places: a round robin's circle, set by its first round (team ids, None for the bye's place).
        order: the order by lot the first round set (the last key of every ranking).
    """

    draw: RoundDraw
    places: tuple[int | None, ...] = ()
    order: tuple[int, ...] = ()


@dataclass(frozen=True)
class ResultRecorded:
    """A table of the current round got its result (typed at the desk, or its match record).

    Attributes:
        table: the table's number.
        result: its result.
    """

    table: int
    result: TableResult


@dataclass(frozen=True)
class ResultCorrected:
    """The director changed a table's result, of any round: a logged override with its reason.

    Attributes:
        round_number: the round, from 1.
        table: the table's number.
        result: the new result, or None to take the result off (a result typed on the wrong table).
        reason: why, cleaned (never empty).
    """

    round_number: int
    table: int
    result: TableResult | None
    reason: str


#: One entry of the log.
Change = TeamAdded | TeamWithdrawn | RoundDrawn | ResultRecorded | ResultCorrected


@dataclass(frozen=True)
class RoundState:
    """One drawn round and the results it has so far.

    Attributes:
        draw: the tables and byes.
        results: each table's result (table 1 first), None while the table is still out.
        corrected: the numbers of the tables whose result the director changed.
    """

    draw: RoundDraw
    results: tuple[TableResult | None, ...]
    corrected: frozenset[int] = frozenset()

    @property
    def number(self) -> int:
        """The round's number, from 1."""
        return self.draw.number

    @property
    def outstanding(self) -> tuple[int, ...]:
        """The numbers of the tables still out (no result yet)."""
        return tuple(i + 1 for i, result in enumerate(self.results) if result is None)

    @property
    def complete(self) -> bool:
        """True once every table has its result."""
        return not self.outstanding

    def with_result(self, table: int, result: TableResult | None, *, corrected: bool = False) -> RoundState:
        """The round with table ``table``'s result set (None: taken off)."""
        results = list(self.results)
        results[table - 1] = result
        marks = self.corrected | {table} if corrected else self.corrected
        return dataclasses.replace(self, results=tuple(results), corrected=marks)


@dataclass(frozen=True)
class TournamentState:
    """What the log adds up to.

    Attributes:
        entrants: every team entered, by id (withdrawn teams too).
        rounds: the rounds drawn, round 1 first.
        places: a round robin's circle (team ids, None for a bye's place); empty for the other formats.
        order: the teams in the order by lot of the first draw, late teams after (entry order before it).
    """

    entrants: tuple[Entrant, ...] = ()
    rounds: tuple[RoundState, ...] = ()
    places: tuple[int | None, ...] = ()
    order: tuple[int, ...] = ()

    @property
    def active(self) -> tuple[Entrant, ...]:
        """The teams still playing, by id."""
        return tuple(e for e in self.entrants if e.active)

    @property
    def started(self) -> bool:
        """True once the first round is drawn."""
        return bool(self.rounds)

    def round(self, number: int) -> RoundState:
        """Round ``number`` (from 1).

        Raises:
            TournamentError: ``round_unknown``: no such round drawn.
        """
        if not 1 <= number <= len(self.rounds):
            raise TournamentError(
                f"round {number} has not been drawn", code="round_unknown", field="draw", params={"round": number}
            )
        return self.rounds[number - 1]

    def byes(self) -> dict[int, int]:
        """The byes each team has had (teams without one left out)."""
        counts: dict[int, int] = {}
        for rnd in self.rounds:
            for team in rnd.draw.byes:
                counts[team] = counts.get(team, 0) + 1
        return counts

    def met(self) -> frozenset[frozenset[int]]:
        """Every pair of teams drawn at one table in some round."""
        return frozenset(frozenset(table.teams) for rnd in self.rounds for table in rnd.draw.tables)


def _table_of(rnd: RoundState, table: int) -> None:
    if not 1 <= table <= len(rnd.results):
        raise TournamentError(
            f"round {rnd.number} has no table {table}",
            code="table_unknown",
            field="result",
            params={"round": rnd.number, "table": table, "tables": len(rnd.results)},
        )


def apply_change(state: TournamentState, change: Change, settings: TournamentSettings) -> TournamentState:
    """The state after ``change``, checked.

    Raises:
        TournamentError: the change is not possible in this state (its ``code`` says why).
    """
    if isinstance(change, TeamAdded):
        return _add_team(state, change, settings)
    if isinstance(change, TeamWithdrawn):
        return _withdraw(state, change)
    if isinstance(change, RoundDrawn):
        return _drawn(state, change)
    if isinstance(change, ResultRecorded):
        if not state.rounds:
            raise TournamentError("no round has been drawn yet", code="not_started", field="result")
        rnd = state.rounds[-1]
        _table_of(rnd, change.table)
        previous = rnd.results[change.table - 1]
        if previous is not None:
            raise TournamentError(
                f"table {change.table} already has its result ({previous.totals[0]}-{previous.totals[1]}); "
                "a change is a correction, with its reason",
                code="table_scored",
                field="result",
                params={"table": change.table, "totals": previous.totals},
            )
        return _with_round(state, rnd.with_result(change.table, change.result))
    rnd = state.round(change.round_number)
    _table_of(rnd, change.table)
    if not change.reason.strip():
        raise TournamentError("a correction needs its reason", code="reason_missing", field="reason")
    if rnd.results[change.table - 1] is None and change.result is None:
        raise TournamentError(
            f"table {change.table} has no result to take off",
            code="table_out",
            field="result",
            params={"table": change.table},
        )
    return _with_round(state, rnd.with_result(change.table, change.result, corrected=True))


def _with_round(state: TournamentState, rnd: RoundState) -> TournamentState:
    rounds = list(state.rounds)
    rounds[rnd.number - 1] = rnd
    return dataclasses.replace(state, rounds=tuple(rounds))


def _add_team(state: TournamentState, change: TeamAdded, settings: TournamentSettings) -> TournamentState:
    joined = len(state.rounds) + 1
    entrant = new_entrant(len(state.entrants), change.name, change.players, state.entrants, joined)
    places = state.places
    if state.started and settings.format is Format.ROUND_ROBIN:
        if None not in places:
            raise TournamentError(
                "a round robin under way takes a late team only into a bye's place, and it has none",
                code="round_robin_full",
                field="team",
            )
        free = places.index(None)
        places = (*places[:free], entrant.id, *places[free + 1 :])
    return dataclasses.replace(
        state, entrants=(*state.entrants, entrant), places=places, order=(*state.order, entrant.id)
    )


def _withdraw(state: TournamentState, change: TeamWithdrawn) -> TournamentState:
    if not 0 <= change.team < len(state.entrants) or not state.entrants[change.team].active:
        raise TournamentError(
            f"team {change.team} is not playing", code="team_unknown", field="team", params={"team": change.team}
        )
    entrants = list(state.entrants)
    entrants[change.team] = entrants[change.team].withdrawn_after(len(state.rounds))
    places = tuple(None if place == change.team else place for place in state.places)
    return dataclasses.replace(state, entrants=tuple(entrants), places=places)


def _drawn(state: TournamentState, change: RoundDrawn) -> TournamentState:
    draw = change.draw
    if draw.number != len(state.rounds) + 1:
        raise TournamentError(
            f"the next round is round {len(state.rounds) + 1}, not {draw.number}",
            code="draw_number",
            field="draw",
            params={"round": draw.number},
        )
    if state.rounds and not state.rounds[-1].complete:
        raise TournamentError(
            f"round {len(state.rounds)} still has tables out: {_tables(state.rounds[-1].outstanding)}",
            code="results_outstanding",
            field="draw",
            params={"round": len(state.rounds), "tables": state.rounds[-1].outstanding},
        )
    teams = [t for table in draw.tables for t in table.teams] + list(draw.byes)
    active = {e.id for e in state.active}
    if len(set(teams)) != len(teams) or not set(teams) <= active:
        raise TournamentError(
            "a draw places each team still playing at most once", code="draw_teams", field="draw", params={}
        )
    rnd = RoundState(draw, (None,) * len(draw.tables))
    return dataclasses.replace(
        state,
        rounds=(*state.rounds, rnd),
        places=change.places or state.places,
        order=change.order or state.order,
    )


def _tables(numbers: Iterable[int]) -> str:
    return ", ".join(str(n) for n in numbers)


def replay(settings: TournamentSettings, log: Iterable[Change]) -> TournamentState:
    """The state the log adds up to, every change checked in turn.

    Raises:
        TournamentError: a change of the log is not possible where it stands.
    """
    state = TournamentState()
    for change in log:
        state = apply_change(state, change, settings)
    return state

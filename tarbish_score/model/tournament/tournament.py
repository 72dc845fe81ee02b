"""A tournament night: its settings and its log of changes, immutable like ``Match`` (docs/rules.md section 11).

Every change returns a new tournament whose log has one more entry, checked against the state before it;
a bad change raises and leaves the old tournament as it was. Undo takes the last entry off the log and
keeps it for redo; a new change forgets what was undone. The desk types "table number, two totals,
Enter" (:meth:`Tournament.with_result`); a table laptop's match record finds its table by the code on
the slip (:meth:`Tournament.with_record`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Final

from ..errors import TournamentError
from ..match import Match
from ..notes import check_note
from .draw import (
    RoundDraw,
    Table,
    canonical_table_code,
    circle,
    circle_round,
    first_dealer,
    move_up,
    order_by_lot,
    parse_table_code,
    progressive_ladder,
    swiss_pairs,
    table_code,
)
from .log import (
    Change,
    ResultCorrected,
    ResultRecorded,
    RoundDrawn,
    RoundState,
    TeamAdded,
    TeamWithdrawn,
    TournamentState,
    apply_change,
    replay,
)
from .results import TableResult, check_result, result_from_match
from .settings import Format, TournamentSettings
from .standings import DEFAULT_TIE_BREAKS, Standings, TieBreak, check_order, standings
from .teams import Entrant

__all__ = ["MIN_TEAMS", "TABLE_CODE_KEY", "Tournament"]

#: Teams needed to draw a round: one table.
MIN_TEAMS: Final = 2
#: The top-level field of a match record that carries its table's code ("3-7-KWD").
TABLE_CODE_KEY: Final = "table_code"


@dataclass(frozen=True)
class Tournament:
    """A tournament: its settings and every change made to it, in order.

    Attributes:
        settings: format, game, byes and seed.
        log: the changes, first first; the state is their replay (:attr:`state`).
        undone: changes taken off by :meth:`undo`, the last undone last; :meth:`redo` puts it back.
        tie_breaks: the order of the standings (reorderable: :meth:`with_tie_breaks`).
    """

    settings: TournamentSettings = field(default_factory=TournamentSettings)
    log: tuple[Change, ...] = ()
    undone: tuple[Change, ...] = ()
    tie_breaks: tuple[TieBreak, ...] = DEFAULT_TIE_BREAKS

    @cached_property
    def state(self) -> TournamentState:
        """The log replayed.

        Raises:
            TournamentError: an entry of the log is not possible where it stands (a log read from a file).
        """
        return replay(self.settings, self.log)

    @cached_property
    def standings(self) -> Standings:
        """The standings after the results so far, under :attr:`tie_breaks`."""
        return standings(self.state, self.settings, self.tie_breaks)

    # ----- questions -----

    @property
    def teams(self) -> tuple[Entrant, ...]:
        """Every team entered, by id."""
        return self.state.entrants

    def team(self, team: int) -> Entrant:
        """Team ``team`` (its id).

        Raises:
            IndexError: no such team.
        """
        return self.state.entrants[team]

    @property
    def rounds(self) -> tuple[RoundState, ...]:
        """The rounds drawn."""
        return self.state.rounds

    @property
    def current(self) -> RoundState | None:
        """The last round drawn, or None before the first draw."""
        return self.state.rounds[-1] if self.state.rounds else None

    @property
    def planned_rounds(self) -> int:
        """How many rounds the night has: the setting, or what a round robin's teams need."""
        if self.settings.format is Format.ROUND_ROBIN:
            places = self.state.places or circle([e.id for e in self.state.active])
            return max(len(places) - 1, 1)
        return self.settings.rounds

    @property
    def finished(self) -> bool:
        """True once the last planned round has every result."""
        return len(self.rounds) >= self.planned_rounds and self.rounds[-1].complete

    def table_for_code(self, code: str) -> tuple[int, Table]:
        """The round and table a table code names.

        Raises:
            TournamentError: ``code_unknown`` (no table of this night has that code).
        """
        parsed = parse_table_code(code)
        if parsed is not None and 1 <= parsed[0] <= len(self.rounds):
            round_number, number, normal = parsed
            tables = self.rounds[round_number - 1].draw.tables
            if 1 <= number <= len(tables) and tables[number - 1].code == normal:
                return round_number, tables[number - 1]
        shown = canonical_table_code(code)
        raise TournamentError(
            f"no table of this night has the code {shown!r}", code="code_unknown", field="code", params={"code": shown}
        )

    @property
    def can_undo(self) -> bool:
        """True when there is a change to undo."""
        return bool(self.log)

    @property
    def can_redo(self) -> bool:
        """True when an undone change can be put back."""
        return bool(self.undone)

    # ----- changes -----

    def _then(self, change: Change) -> Tournament:
        state = apply_change(self.state, change, self.settings)
        after = Tournament(self.settings, (*self.log, change), (), self.tie_breaks)
        after.__dict__["state"] = state  # seeds the cached replay: the same state, worked out once
        return after

    def with_team(self, name: str, players: tuple[str, str] = ("", "")) -> Tournament:
        """The tournament with a team entered; after the first draw, a late team that plays from the next round.

        Raises:
            TournamentError: ``team_name_empty``, ``team_name_taken``, ``too_many_teams``, or
                ``round_robin_full`` (a round robin under way has no bye's place to give).
        """
        return self._then(TeamAdded(name, players))

    def withdrawn(self, team: int, reason: str = "") -> Tournament:
        """The tournament with ``team`` withdrawn: drawn no more, its games kept.

        A table of the current round it sits at still needs its result (or a correction).

        Raises:
            TournamentError: ``team_unknown``; ``note_length`` for a reason over 200 characters.
        """
        return self._then(TeamWithdrawn(team, check_note(reason, "reason")))

    def with_tie_breaks(self, order: Sequence[TieBreak]) -> Tournament:
        """The tournament with its standings in another tie-break order (the log does not change).

        Raises:
            TournamentError: ``tie_break_order``.
        """
        after = Tournament(self.settings, self.log, self.undone, check_order(order))
        after.__dict__["state"] = self.state
        return after

    def drawn(self) -> Tournament:
        """The tournament with its next round drawn by its format.

        Raises:
            TournamentError: ``results_outstanding`` (the current round has tables out), ``no_more_rounds``,
                ``too_few_teams``.
        """
        state = self.state
        number = len(state.rounds) + 1
        if state.rounds and not state.rounds[-1].complete:
            # The log's own check refuses it, naming the tables still out.
            return self._then(RoundDrawn(RoundDraw(number, ())))
        if number > self.planned_rounds:
            raise TournamentError(
                f"the night has {self.planned_rounds} rounds: all are drawn",
                code="no_more_rounds",
                field="draw",
                params={"rounds": self.planned_rounds},
            )
        active = [e.id for e in state.active]
        if len(active) < MIN_TEAMS:
            raise TournamentError(
                f"a round needs at least {MIN_TEAMS} teams playing",
                code="too_few_teams",
                field="draw",
                params={"min": MIN_TEAMS},
            )
        order = order_by_lot(self.settings.seed, state.order) if number == 1 else ()
        still = set(active)
        playing = [t for t in order if t in still]
        if self.settings.format is Format.ROUND_ROBIN:
            places = circle(playing) if number == 1 else state.places
            seated: list[tuple[int, int]] = []
            byes: list[int] = []
            for a, b in circle_round(places, number - 1):
                if a is not None and b is not None:
                    seated.append((a, b))
                else:
                    byes += [t for t in (a, b) if t is not None]
            return self._then(RoundDrawn(self._draw(number, seated, tuple(byes)), places if number == 1 else (), order))
        if self.settings.format is Format.SWISS:
            ranked = playing if number == 1 else self._swiss_order(active)
            pairs, bye, _ = swiss_pairs(ranked, state.met(), state.byes())
            return self._then(RoundDrawn(self._draw(number, pairs, () if bye is None else (bye,)), (), order))
        return self._then(RoundDrawn(self._winners_move_up(number, playing), (), order))

    def _swiss_order(self, active: Sequence[int]) -> list[int]:
        """The teams playing, in standings order; teams sharing a place in the first round's order by lot."""
        place = {row.team: row.place for row in self.standings.rows}
        lot_order = {t: i for i, t in enumerate(self.state.order)}
        return sorted(active, key=lambda t: (place[t], lot_order[t]))

    def _winners_move_up(self, number: int, order: Sequence[int]) -> RoundDraw:
        state = self.state
        byes = state.byes()
        if number == 1:
            seats, bye = progressive_ladder(list(order), None, byes, ())
        else:
            last = state.rounds[-1]
            tables = [table.teams for table in last.draw.tables]
            winners = [0 if r is None or r.winner is None else r.winner for r in last.results]
            playing = {e.id for e in state.active}
            ladder = [t for t in move_up(tables, winners) if t in playing]
            back = next((t for t in last.draw.byes if t in playing), None)
            late = [e.id for e in state.active if e.joined == number]
            seats, bye = progressive_ladder(ladder, back, byes, late)
        pairs = [(seats[i], seats[i + 1]) for i in range(0, len(seats), 2)]
        return self._draw(number, pairs, () if bye is None else (bye,))

    def _draw(self, number: int, pairs: Sequence[tuple[int, int]], byes: tuple[int, ...]) -> RoundDraw:
        seed = self.settings.seed
        tables = tuple(
            Table(k, pair, first_dealer(seed, number, k), table_code(seed, number, k))
            for k, pair in enumerate(pairs, start=1)
        )
        return RoundDraw(number, tables, byes)

    def with_result(
        self, table: int, totals: tuple[int, int], *, time_called: bool = False, winner: int | None = None
    ) -> Tournament:
        """The tournament with a table of the current round scored from its two final totals.

        Args:
            table: the table's number.
            totals: the first team's and the second team's final totals (points), as on the slip.
            time_called: time was called before a team reached the target.
            winner: the winning side (0 or 1) when it is not the higher total (see ``check_result``).

        Raises:
            TournamentError: ``not_started``, ``table_unknown``, ``table_scored`` (it has a result: a change is a
                correction), or what ``check_result`` raises.
        """
        return self._then(
            ResultRecorded(table, check_result(totals, self.settings.rules, time_called=time_called, winner=winner))
        )

    def with_record(self, match: Match, *, code: str | None = None, time_called: bool = False) -> Tournament:
        """The tournament with a table scored from its laptop's match record, found by its table code.

        Args:
            match: the table's match record, read (``model.record``).
            code: the table's code as typed at the desk; None: the record's own ``table_code`` field
                (:data:`TABLE_CODE_KEY`, a top-level field the record keeps, docs/match-record.md).
            time_called: time was called: an unfinished match counts on its totals.

        Raises:
            TournamentError: ``code_missing`` (no code given and none in the record), ``code_unknown``,
                ``code_round`` (the code is of an earlier round), ``table_scored`` (a second record for a table
                already scored), or what ``result_from_match`` raises.
        """
        if code is None:
            carried = match.extra.get(TABLE_CODE_KEY)
            if not isinstance(carried, str):
                raise TournamentError(
                    "the record carries no table code: type the code on the table's slip",
                    code="code_missing",
                    field="code",
                )
            code = carried
        round_number, table = self.table_for_code(code)
        if round_number != len(self.rounds):
            raise TournamentError(
                f"the code {table.code} is of round {round_number}; the desk takes round {len(self.rounds)}",
                code="code_round",
                field="code",
                params={"code": table.code, "round": round_number},
            )
        names = (self.team(table.teams[0]).name, self.team(table.teams[1]).name)
        result = result_from_match(match, self.settings.rules, names, time_called=time_called)
        return self._then(ResultRecorded(table.number, result))

    def corrected(
        self,
        round_number: int,
        table: int,
        totals: tuple[int, int] | None,
        reason: str,
        *,
        time_called: bool = False,
        winner: int | None = None,
    ) -> Tournament:
        """The tournament with the director's correction of a table's result, logged with its reason.

        A correction changes the standings; rounds already drawn stay as they were drawn.

        Args:
            round_number: the round, from 1.
            table: the table's number.
            totals: the new final totals, or None to take the result off (typed on the wrong table).
            reason: why (required; at most 200 characters).
            time_called: as :meth:`with_result`.
            winner: as :meth:`with_result`.

        Raises:
            TournamentError: ``round_unknown``, ``table_unknown``, ``reason_missing``, ``table_out`` (no result to
                take off), ``note_length``, or what ``check_result`` raises.
        """
        result: TableResult | None = None
        if totals is not None:
            result = check_result(totals, self.settings.rules, time_called=time_called, winner=winner)
        return self._then(ResultCorrected(round_number, table, result, check_note(reason, "reason")))

    def undo(self) -> Tournament:
        """The tournament without its last change (kept for :meth:`redo`).

        Raises:
            TournamentError: ``nothing_to_undo``.
        """
        if not self.log:
            raise TournamentError("there is nothing to undo", code="nothing_to_undo")
        return Tournament(self.settings, self.log[:-1], (*self.undone, self.log[-1]), self.tie_breaks)

    def redo(self) -> Tournament:
        """The tournament with the last undone change put back.

        Raises:
            TournamentError: ``nothing_to_redo``.
        """
        if not self.undone:
            raise TournamentError("there is nothing to redo", code="nothing_to_redo")
        after = self._then(self.undone[-1])
        again = Tournament(after.settings, after.log, self.undone[:-1], self.tie_breaks)
        again.__dict__["state"] = after.state
        return again

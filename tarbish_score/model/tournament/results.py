"""A table's result: two final totals typed at the desk, or the table's whole match record (docs/rules.md
section 11).

A result must be one a game could end on (docs/rules.md section 7): the winner reached the target unless
time was called, and equal totals only when the game's rules end a game drawn (``final_tie = draw``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..errors import TournamentError
from ..match import Match
from ..names import clean_name
from ..round import high_round_total
from ..rules import RuleSet
from ..seats import other_team

__all__ = ["TableResult", "check_result", "highest_final_total", "result_from_match"]


@dataclass(frozen=True)
class TableResult:
    """The result of one table's game.

    Attributes:
        totals: the final totals (points) of the table's first and second team.
        winner: 0 for the first team, 1 for the second, None for a drawn game.
        time_called: True when time was called before a team reached the target: the higher total wins.
        record: the table's match record when the result came in whole (scored by the engine), else None.
    """

    totals: tuple[int, int]
    winner: int | None
    time_called: bool = False
    record: Match | None = dataclasses.field(default=None, compare=False)

    @property
    def drawn(self) -> bool:
        """True for a drawn game."""
        return self.winner is None

    def points_of(self, side: int) -> tuple[int, int]:
        """The points (for, against) of the table's team ``side`` (0 or 1)."""
        return self.totals[side], self.totals[other_team(side)]


def highest_final_total(rules: RuleSet) -> int:
    """The highest final total (points) a game to the target can end on (docs/rules.md section 11).

    A game ends after the first round in which a team reaches the target, so its last round starts with
    both teams below it (at most ``winning_total - 1``) and adds at most :func:`high_round_total` (card
    points, last trick included, the most runs the rules let a team score, bella and the sweep bonus):
    ``winning_total - 1 + high_round_total``, 781 under the standard rules. Under ``final_tie = play-on`` a
    game whose totals are equal at the target goes on for one round more (allowed for: one round's
    total more, 1063). Only two equal totals in a row at the target would go further, a result refused
    rather than a bound given up.
    """
    rounds = 1 if rules.final_tie == "draw" else 2
    return rules.winning_total - 1 + rounds * high_round_total(rules)


def _fail(message: str, code: str, **params: object) -> TournamentError:
    return TournamentError(message, code=code, field="result", params=params)


def check_result(
    totals: tuple[int, int], rules: RuleSet, *, time_called: bool = False, winner: int | None = None
) -> TableResult:
    """The result of a game from its two final totals, if a game could end on them.

    Args:
        totals: the final totals (points) of the table's first and second team.
        rules: the game's rules: ``target``, ``reach``, ``both_reach`` and ``final_tie``.
        time_called: time was called before a team reached the target.
        winner: the winning side when it is not the higher total: only when both teams reached the target
            and ``both_reach = callers`` (the callers who made the last round go out). None: the higher.

    Returns:
        The result (no record).

    Raises:
        TournamentError: ``result_totals`` (not two whole numbers from 0), ``result_high`` (a total above
            :func:`highest_final_total`), ``result_short`` (nobody reached
            the target and time was not called), ``result_time_reached`` (time called, but a team reached
            the target), ``result_equal`` (equal totals, and the rules allow no draw), ``result_winner``
            (the winner named cannot have won).
    """
    if len(totals) != 2 or any(type(t) is not int or t < 0 for t in totals):
        raise _fail(f"a result is two whole numbers from 0, not {totals!r}", "result_totals", totals=totals)
    target = rules.winning_total
    high = max(totals)
    most = highest_final_total(rules)
    if high > most:
        raise _fail(
            f"no game to {rules.target} ends on {high}: a final total is at most {most}",
            "result_high",
            total=high,
            most=most,
            target=rules.target,
        )
    if not time_called and high < target:
        raise _fail(
            f"neither team reached {rules.target}: mark time called if the game was stopped",
            "result_short",
            target=rules.target,
        )
    if time_called and high >= target:
        raise _fail(
            f"a team reached {rules.target}: the game ended on the target, not on time",
            "result_time_reached",
            target=rules.target,
        )
    if totals[0] == totals[1]:
        if rules.final_tie != "draw":
            raise _fail(
                "equal totals: under these rules the game goes on until one team is ahead",
                "result_equal",
                total=totals[0],
            )
        if winner is not None:
            raise _fail("equal totals are a drawn game: no winner", "result_winner", winner=winner)
        return TableResult((totals[0], totals[1]), None, time_called)
    higher = 0 if totals[0] > totals[1] else 1
    if winner is not None and winner != higher:
        # Only the callers' house rule lets the lower total win, and only when both teams reached the target.
        if winner not in (0, 1) or rules.both_reach != "callers" or min(totals) < target:
            raise _fail(
                "the lower total can win only when both teams reached the target and the callers go out",
                "result_winner",
                winner=winner,
            )
        higher = winner
    return TableResult((totals[0], totals[1]), higher, time_called)


def _same_name(a: str, b: str) -> bool:
    return clean_name(a).casefold() == clean_name(b).casefold()


def result_from_match(
    match: Match, rules: RuleSet, names: tuple[str, str], *, time_called: bool = False
) -> TableResult:
    """The result of a table from the match record its laptop kept, scored by the engine.

    Args:
        match: the table's match (its teams named as the table's teams, in either order).
        rules: the tournament's game: the record must have been played under the same switches.
        names: the names of the table's first and second team.
        time_called: time was called: an unfinished match counts on its totals.

    Returns:
        The result, its totals in the table's order, with ``record`` set.

    Raises:
        TournamentError: ``record_rules`` (other house rules), ``record_teams`` (the record's teams are not
            the table's), ``record_unfinished`` (no winner and time was not called), or what
            :func:`check_result` raises for a match stopped on time.
    """
    if match.rules.values() != rules.values():
        raise TournamentError(
            "the record was played under other house rules than the tournament's",
            code="record_rules",
            field="result",
            params={"differences": {k: v for k, v in match.rules.values().items() if v != rules.values()[k]}},
        )
    played = (match.teams[0].name, match.teams[1].name)
    if _same_name(played[0], names[0]) and _same_name(played[1], names[1]):
        order = (0, 1)
    elif _same_name(played[0], names[1]) and _same_name(played[1], names[0]):
        order = (1, 0)
    else:
        raise TournamentError(
            f"the record's teams ({played[0]}, {played[1]}) are not this table's ({names[0]}, {names[1]})",
            code="record_teams",
            field="result",
            params={"record": played, "table": names},
        )
    score = match.score
    totals = (score.totals[order[0]], score.totals[order[1]])
    if time_called:
        return dataclasses.replace(check_result(totals, rules, time_called=True), record=match)
    if not score.finished:
        raise TournamentError(
            f"the match is not finished ({totals[0]}-{totals[1]}); mark time called if it was stopped",
            code="record_unfinished",
            field="result",
            params={"totals": totals},
        )
    winner = None if score.winner is None else order.index(score.winner)
    return TableResult(totals, winner, False, match)

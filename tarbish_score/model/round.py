"""One round: the inputs recorded at the table and how they score (docs/rules.md sections 2-8)."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import NO_TRUMP_TOTAL, ROUND_TOTAL, Card, Rank, Suit
from .errors import RoundError
from .rules import RuleSet
from .runs import HAND_SIZE, MIN_RUN, RunClaim, RunVerdict, check_claims, resolve_runs, run_value
from .seats import dealer_before, other_team, team_of

__all__ = [
    "BELLA_POINTS",
    "COUNTED_BY",
    "HIGH_ROUND_TOTAL",
    "OPPONENTS_COUNTED",
    "NoTrump",
    "Outcome",
    "RoundInput",
    "RoundResult",
    "callers_line",
    "check_round",
    "high_round_total",
    "score_round",
    "swept_by",
]

#: Points for king and queen of trump in one hand (docs/rules.md section 5).
BELLA_POINTS = 20
#: A team's round total above this is a likely typo under the default rules (docs/rules.md section 8).
HIGH_ROUND_TOTAL = 282
#: The round record field saying whose count the player typed (docs/match-record.md section 3), kept in
#: :attr:`RoundInput.extra`; it changes no score.
COUNTED_BY = "counted_by"
#: Its value when the callers' opponents' count was typed (the key ``/``); left out when the callers' was.
OPPONENTS_COUNTED = "opponents"


def high_round_total(rules: RuleSet) -> int:
    """The highest total a team can score in one round under ``rules`` (docs/rules.md sections 4, 8 and 9).

    All card points (162) plus the most runs one hand can hold (two fifties,
    100), doubled when both partners score runs (``run_scorers = best-team``),
    plus bella (20) and the sweep bonus: 282 under the defaults. More than this
    is a likely typo.
    """
    best = [0] * (HAND_SIZE + 1)  # best[n]: most run points in n cards of one hand
    for n in range(1, HAND_SIZE + 1):
        best[n] = max([best[n - 1]] + [best[n - k] + run_value(k, rules) for k in range(MIN_RUN, n + 1)])
    hands = 2 if rules.run_scorers == "best-team" else 1
    return ROUND_TOTAL + hands * best[HAND_SIZE] + BELLA_POINTS + rules.sweep_bonus


class NoTrump(enum.Enum):
    """The ``"none"`` trump of a no-trump round (switch ``no_trump``)."""

    NONE = "none"


Trump = Suit | NoTrump


class Outcome(enum.Enum):
    """How a round ended (docs/rules.md section 6); values are the record spellings."""

    MADE = "made"
    BAIT = "bait"
    HALF_BAIT = "half-bait"
    THROWN_IN = "thrown-in"


@dataclass(frozen=True)
class RoundInput:
    """What was said and counted at the table for one round.

    Attributes:
        caller: seat (0-3) of the player who named trump; None for a thrown-in round.
        trump: the trump suit, ``NoTrump.NONE``, or None when not recorded.
        card_points: card points (last trick included) of team 0 and team 1.
        runs: the announced run claims.
        bella: seat that held and announced king and queen of trump, or None.
        sweep: True when the team with every card point took all nine tricks.
        thrown_in: True when all passed and the dealer was not forced.
        forced: True when the dealer was forced to call (information only).
        extra: record fields the engine does not know, kept on a round trip.
        note: the table's note on the round ("misdeal", "renege"), cleaned (``model.notes``);
            never scored. "" for none.
    """

    caller: int | None = None
    trump: Trump | None = None
    card_points: tuple[int, int] = (0, 0)
    runs: tuple[RunClaim, ...] = ()
    bella: int | None = None
    sweep: bool = False
    thrown_in: bool = False
    forced: bool = False
    extra: Mapping[str, Any] = field(default_factory=dict, hash=False)
    note: str = ""

    @classmethod
    def thrown(cls) -> RoundInput:
        """A thrown-in round: everyone passed and the dealer was not forced."""
        return cls(thrown_in=True)

    @property
    def trump_suit(self) -> Suit | None:
        """The trump suit, or None for no trump or when not recorded."""
        return self.trump if isinstance(self.trump, Suit) else None

    @property
    def callers(self) -> int | None:
        """The callers' team, or None for a thrown-in round."""
        return None if self.caller is None else team_of(self.caller)

    @property
    def counted_team(self) -> int | None:
        """The team whose card points the player typed: the callers', or their opponents' when
        :data:`COUNTED_BY` says so; None for a thrown-in round."""
        callers = self.callers
        if callers is None or self.extra.get(COUNTED_BY) != OPPONENTS_COUNTED:
            return callers
        return other_team(callers)

    @property
    def total(self) -> int:
        """Card points in this round: 162, or 130 with no trump."""
        return NO_TRUMP_TOTAL if self.trump is NoTrump.NONE else ROUND_TOTAL


@dataclass(frozen=True)
class RoundResult:
    """How one round scores.

    Attributes:
        outcome: made, bait, half bait or thrown in.
        callers: the callers' team, or None for a thrown-in round.
        card_points: card points of team 0 and team 1.
        run_points: run points each team held and was awarded, before bait.
        bella_points: bella each team held, before bait.
        sweep_points: sweep bonus each team earned, before bait.
        round_totals: each team's round total before bait (card + runs + bella + sweep;
            docs/rules.md section 6), not to be confused with a match's running totals.
        points: what each team scores for the round, after bait.
        line: card points the callers needed to make it given the runs, bella
            and sweep bonus on the table; may exceed the round's total when it
            could not be made. 0 for a thrown-in round.
        equal_totals: True when the totals were equal (scored per ``equal_totals``).
        bella_kept: True when the callers kept their own bella on a bait or half bait
            (``bella_on_bait = kept``; docs/rules.md section 6).
        sweeper: the team that took all nine tricks in a round marked as a sweep, else None
            (with or without a sweep bonus; docs/rules.md section 7).
        runs: the run verdict.
        warnings: codes of suspicious but allowed entries (``"high_total"``).
    """

    outcome: Outcome
    callers: int | None = None
    card_points: tuple[int, int] = (0, 0)
    run_points: tuple[int, int] = (0, 0)
    bella_points: tuple[int, int] = (0, 0)
    sweep_points: tuple[int, int] = (0, 0)
    round_totals: tuple[int, int] = (0, 0)
    points: tuple[int, int] = (0, 0)
    line: int = 0
    equal_totals: bool = False
    bella_kept: bool = False
    sweeper: int | None = None
    runs: RunVerdict | None = None
    warnings: tuple[str, ...] = ()

    @property
    def opponents(self) -> int | None:
        """The opponents' team, or None for a thrown-in round."""
        return None if self.callers is None else other_team(self.callers)

    @property
    def extras(self) -> tuple[int, int]:
        """Each team's runs, bella and sweep bonus (points): its round total less its card points.

        These move the callers' line (docs/rules.md section 6).
        """
        return (
            self.round_totals[0] - self.card_points[0],
            self.round_totals[1] - self.card_points[1],
        )


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b)


def _check_seat(value: object, name: str) -> int:
    if type(value) is not int or not 0 <= value <= 3:
        raise RoundError(
            f"{name} must be a seat 0-3, not {value!r}",
            code="seat",
            field=name,
            params={"value": value},
        )
    return value


def check_round(round_input: RoundInput, rules: RuleSet, *, dealer: int | None = None) -> None:
    """Check a round's inputs (docs/rules.md section 8).

    Args:
        round_input: the round as recorded.
        rules: the match's rule set.
        dealer: the round's dealer, to check a ``forced`` call; None skips that.

    Raises:
        RoundError: the first problem found; ``field`` names the record field.
        RunClaimError: an impossible run claim.
    """
    r = round_input
    if r.thrown_in:
        if rules.forced_dealer:
            raise RoundError(
                "a round cannot be thrown in: the dealer is forced to call under these rules",
                code="thrown_in_forced",
                field="thrown_in",
            )
        return
    _check_seat(r.caller, "caller")
    if r.forced:
        _check_forced(r, rules, dealer)
    if r.trump is NoTrump.NONE and not rules.no_trump:
        raise RoundError(
            "no-trump rounds are not allowed under these rules; name the trump suit",
            code="no_trump_off",
            field="trump",
        )
    total = r.total
    points = r.card_points
    if len(points) != 2 or any(type(p) is not int for p in points):
        raise RoundError(
            f"card points must be two whole numbers, not {list(points)!r}",
            code="card_points_type",
            field="card_points",
            params={"value": points},
        )
    for team, p in enumerate(points):
        if not 0 <= p <= total:
            raise RoundError(
                f"team {team + 1}'s card points must be 0-{total}, not {p}",
                code="card_points_range",
                field="card_points",
                params={"team": team, "value": p, "total": total},
            )
    if sum(points) != total:
        raise RoundError(
            f"card points must add up to {total}, not {points[0]} + {points[1]} = {sum(points)}",
            code="card_points_sum",
            field="card_points",
            params={"value": points, "total": total, "sum": sum(points)},
        )
    if r.sweep and total not in points:
        raise RoundError(
            f"a sweep means one team took all {total} card points",
            code="sweep_points",
            field="sweep",
            params={"total": total},
        )
    check_claims(r.runs)
    if r.bella is not None:
        _check_bella(r)


def _check_forced(r: RoundInput, rules: RuleSet, dealer: int | None) -> None:
    if not rules.forced_dealer:
        raise RoundError(
            "nobody is forced to call under these rules; all-pass rounds are thrown in",
            code="forced_off",
            field="forced",
        )
    if dealer is not None and r.caller != dealer:
        raise RoundError(
            f"only the dealer (seat {dealer}) can be forced to call, not seat {r.caller}",
            code="forced_not_dealer",
            field="forced",
            params={"dealer": dealer, "caller": r.caller},
        )


def _check_bella(r: RoundInput) -> None:
    bella = _check_seat(r.bella, "bella")
    if r.trump is NoTrump.NONE:
        raise RoundError("no bella in a no-trump round", code="bella_no_trump", field="bella")
    trump = r.trump_suit
    if trump is None:
        return  # trump not recorded: which cards are the bella cannot be checked
    bella_cards = (Card(Rank.KING, trump), Card(Rank.QUEEN, trump))
    for i, claim in enumerate(r.runs):
        if claim.seat == bella or claim.suit is not trump:
            continue
        for card in bella_cards:
            if card.rank.index in claim.certain_span():
                raise RoundError(
                    f"bella needs the K and Q of {trump.value}, but run {i + 1} of seat {claim.seat} "
                    f"holds the {card.rank.value}",
                    code="bella_in_run",
                    field="bella",
                    params={"claim": i, "seat": claim.seat, "rank": card.rank},
                )
    own = [c for c in r.runs if c.seat == bella]
    # The K and Q count toward the nine cards unless they can sit in the holder's own runs.
    cards = sum(c.length for c in own) + sum(1 for card in bella_cards if not any(c.may_hold(card) for c in own))
    if cards > HAND_SIZE:
        raise RoundError(
            f"seat {bella}'s runs and bella need {cards} cards; a hand has only {HAND_SIZE}",
            code="too_many_cards",
            field="bella",
            params={"seat": bella, "cards": cards},
        )


def swept_by(round_input: RoundInput) -> int | None:
    """The team that took all nine tricks, when the round is marked as a sweep (docs/rules.md section 7).

    Returns:
        The team holding every card point of a round marked ``sweep``; None for a round not marked
        (or whose card points do not show a sweep, which :func:`check_round` refuses).
    """
    if not round_input.sweep or round_input.total not in round_input.card_points:
        return None
    return round_input.card_points.index(round_input.total)


def callers_line(total: int, callers_extra: int = 0, opponents_extra: int = 0) -> int:
    """The card points the callers need to make it (docs/rules.md section 6).

    Args:
        total: the card points of the round (162, or 130 without trump).
        callers_extra: the callers' runs, bella and sweep bonus (points).
        opponents_extra: the opponents' runs, bella and sweep bonus (points).

    Returns:
        The fewest card points ``cc`` with ``cc + callers_extra > (total - cc) + opponents_extra``.
    """
    return (total + opponents_extra - callers_extra) // 2 + 1


def score_round(round_input: RoundInput, rules: RuleSet, *, eldest: int = 0) -> RoundResult:
    """Check and score one round (docs/rules.md sections 4-6 and 8).

    Args:
        round_input: the round as recorded.
        rules: the match's rule set.
        eldest: seat of the eldest hand (dealer + 1), for equal runs.

    Returns:
        The round's result; points are in card points (whole numbers).

    Raises:
        RoundError: the inputs break a check of docs/rules.md section 8.
        RunClaimError: an impossible run claim.
        MissingRunDetailError: a run detail needed to decide runs is missing.
    """
    check_round(round_input, rules, dealer=dealer_before(eldest))
    r = round_input
    if r.thrown_in:
        return RoundResult(Outcome.THROWN_IN)
    assert r.caller is not None
    callers = team_of(r.caller)
    opponents = other_team(callers)
    total = r.total
    verdict = resolve_runs(
        r.runs,
        rules,
        trump=r.trump_suit,
        trump_known=r.trump is not None,
        eldest=eldest,
    )
    cards = r.card_points
    runs = verdict.points
    bella = [0, 0]
    if r.bella is not None:
        bella[team_of(r.bella)] = BELLA_POINTS
    sweep = [0, 0]
    sweeper = swept_by(r)
    if sweeper is not None:
        sweep[sweeper] = rules.sweep_bonus
    totals = [cards[t] + runs[t] + bella[t] + sweep[t] for t in (0, 1)]
    c, o = totals[callers], totals[opponents]
    extra_c, extra_o = c - cards[callers], o - cards[opponents]
    line = callers_line(total, extra_c, extra_o)

    points = [0, 0]
    # The callers keep their own bella on a bait or half bait under bella_on_bait = kept.
    kept = bella[callers] if rules.bella_on_bait == "kept" else 0
    if c > o:
        outcome = Outcome.MADE
        points = list(totals)
    elif c == o and rules.equal_totals == "half-bait":
        outcome = Outcome.HALF_BAIT
        points[opponents] = o
        points[callers] = kept
    else:
        outcome = Outcome.BAIT
        if rules.bait_transfer == "everything":
            points[opponents] = c + o - kept
        else:
            # Cards-only: 162 card points plus the opponents' own extras; the
            # callers' runs vanish, their bella goes across unless kept.
            points[opponents] = total + extra_o + bella[callers] - kept
        points[callers] = kept

    warnings = ("high_total",) if max(points) > high_round_total(rules) else ()
    return RoundResult(
        outcome,
        callers=callers,
        card_points=cards,
        run_points=_pair(*runs),
        bella_points=_pair(*bella),
        sweep_points=_pair(*sweep),
        round_totals=_pair(*totals),
        points=_pair(*points),
        line=line,
        equal_totals=c == o,
        bella_kept=outcome is not Outcome.MADE and kept > 0,
        sweeper=sweeper,
        runs=verdict,
        warnings=warnings,
    )

"""Run claims, their checks and run precedence (docs/rules.md sections 4 and 8).

A *run claim* is what a player announced: a run of ``length`` cards, and where
known its ``top`` card and ``suit``. :func:`check_claims` rejects impossible
claims; :func:`resolve_runs` decides which seat or team scores runs this round
and records the step of the precedence that decided it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, Rank, Suit
from .errors import MissingRunDetailError, RunClaimError
from .rules import RuleSet
from .seats import play_order, team_of

__all__ = [
    "FIFTY",
    "HAND_SIZE",
    "MIN_FIFTY",
    "MIN_RUN",
    "TWENTY",
    "DecidingStep",
    "RunClaim",
    "RunVerdict",
    "check_claims",
    "lowest_top",
    "precedence_steps",
    "resolve_runs",
    "run_value",
]

#: Cards in one hand: no player's runs can use more (docs/rules.md section 4).
HAND_SIZE = 9
#: Fewest cards in a run (a twenty) and in a fifty (docs/rules.md section 4).
MIN_RUN = 3
MIN_FIFTY = 4
#: Points of a twenty and of a fifty (docs/rules.md section 4).
TWENTY = 20
FIFTY = 50


def lowest_top(length: int) -> Rank:
    """The lowest card a run of ``length`` cards can top at (docs/rules.md section 4).

    Raises:
        IndexError: ``length`` is not 1..9.
    """
    return Rank.at(HAND_SIZE - length)


def run_value(length: int, rules: RuleSet) -> int:
    """Points a single run of ``length`` cards is worth (docs/rules.md sections 4, 9).

    A three-card run is a twenty; four or more is a fifty. Under
    ``long_runs = split`` a long run is split into fifties (four cards) and a
    twenty (three cards) for the highest value: 7 = 70, 8 = 100, 9 = 100.
    """
    if length < MIN_RUN:
        return 0
    if length == MIN_RUN:
        return TWENTY
    if rules.long_runs == "fifty":
        return FIFTY
    return FIFTY * (length // 4) + (TWENTY if length % 4 == MIN_RUN else 0)


@dataclass(frozen=True)
class RunClaim:
    """One announced run.

    Attributes:
        seat: the holder's seat, 0-3.
        length: cards in the run, 3-9.
        top: its highest card in natural order, if recorded.
        suit: its suit, if recorded.
        announced: False when it was not announced during the first trick; such
            a run does not score (docs/rules.md section 4). Only the run checker
            records unannounced runs.
        extra: record fields the engine does not know, kept on a round trip.
    """

    seat: int
    length: int
    top: Rank | None = None
    suit: Suit | None = None
    announced: bool = True
    extra: Mapping[str, Any] = field(default_factory=dict, compare=True, hash=False)

    @property
    def team(self) -> int:
        """The holder's team."""
        return team_of(self.seat)

    @property
    def is_fifty(self) -> bool:
        """True for a run of four or more cards."""
        return self.length >= MIN_FIFTY

    def cards(self) -> tuple[Card, ...]:
        """The run's cards, top first; empty when top or suit is unknown."""
        if self.top is None or self.suit is None:
            return ()
        start = self.top.index
        return tuple(Card(Rank.at(i), self.suit) for i in range(start, start + self.length))

    def span(self) -> range:
        """Natural-order indices the run covers (needs ``top``)."""
        assert self.top is not None
        return range(self.top.index, self.top.index + self.length)

    def certain_span(self) -> range:
        """Natural-order indices the run covers whatever its top.

        With the top known, its whole span. Without it, a run of five or more
        cards still always holds the middle ranks (a nine-card run is A to 6,
        an eight-card run holds K to 7); shorter runs hold nothing for sure.
        """
        if self.top is not None:
            return self.span()
        return range(HAND_SIZE - self.length, self.length)

    def may_hold(self, card: Card) -> bool:
        """Whether this run could include ``card``, as far as recorded."""
        if self.suit is not None and self.suit is not card.suit:
            return False
        return self.top is None or card.rank.index in self.span()


class DecidingStep(enum.Enum):
    """Which step of run precedence decided the round's runs (docs/rules.md section 4)."""

    #: No run was announced.
    NO_RUNS = "no-runs"
    #: Only one player (or team) announced runs: nothing to compare.
    UNCONTESTED = "uncontested"
    #: A fifty beat every twenty.
    LENGTH = "length"
    #: Between fifties, the longer run won (``fifty_order = longer-first``).
    LONGER_FIFTY = "longer-fifty"
    #: The higher top card won.
    TOP_CARD = "top-card"
    #: A trump run beat a plain one.
    TRUMP = "trump"
    #: Identical plain runs on opposite teams: nobody scores (``equal_runs = nobody``).
    EQUAL_RUNS = "equal-runs"
    #: Identical plain runs on opposite teams: the one nearer the eldest hand wins.
    ELDEST = "eldest"


def precedence_steps(rules: RuleSet) -> tuple[DecidingStep, ...]:
    """The steps of run precedence under ``rules``, in the order they are tried (docs/rules.md section 4).

    Returns:
        ``LENGTH`` first; ``LONGER_FIFTY`` under ``fifty_order = longer-first``; ``TOP_CARD`` and
        ``TRUMP`` in the order of ``run_order``; last ``EQUAL_RUNS`` (``equal_runs = nobody``) or
        ``ELDEST`` (``equal_runs = eldest``) for equal plain runs on opposite teams.
    """
    steps = [DecidingStep.LENGTH]
    if rules.fifty_order == "longer-first":
        steps.append(DecidingStep.LONGER_FIFTY)
    if rules.run_order == "length-top-trump":
        steps += [DecidingStep.TOP_CARD, DecidingStep.TRUMP]
    else:
        steps += [DecidingStep.TRUMP, DecidingStep.TOP_CARD]
    steps.append(DecidingStep.EQUAL_RUNS if rules.equal_runs == "nobody" else DecidingStep.ELDEST)
    return tuple(steps)


@dataclass(frozen=True)
class RunVerdict:
    """Who scores runs in a round, and why.

    Attributes:
        step: the step that decided it.
        winner_team: the team that scores runs, or None.
        winner_seat: the seat whose best run won, or None when no single seat
            did (nobody scores, or ``best-team`` with runs on both partners).
        points: run points awarded to team 0 and team 1 (one is always 0).
        best: index of the winning claim in the round's run list, or None.
        beaten: index of the best claim of another holder that it beat (or tied
            with), for wording the verdict; None if uncontested.
        scoring: indices of the claims whose points count.
        discarded: indices of claims that do not count because they were not
            announced in time.
    """

    step: DecidingStep
    winner_team: int | None = None
    winner_seat: int | None = None
    points: tuple[int, int] = (0, 0)
    best: int | None = None
    beaten: int | None = None
    scoring: tuple[int, ...] = ()
    discarded: tuple[int, ...] = ()


def check_claims(claims: Sequence[RunClaim]) -> None:
    """Check run claims alone and together (docs/rules.md sections 4 and 8).

    Args:
        claims: the round's claims, in any order.

    Raises:
        RunClaimError: with ``code`` one of ``seat``, ``length``, ``top_too_low``,
            ``too_many_cards``, ``overlap``, ``joined``, and ``claims`` naming
            the claims at fault.
    """
    for i, claim in enumerate(claims):
        _check_single(i, claim)
    per_seat: dict[int, int] = {}
    for claim in claims:
        per_seat[claim.seat] = per_seat.get(claim.seat, 0) + claim.length
    for seat, cards in per_seat.items():
        # The whole claimed total, not the running sum where it first passes nine.
        if cards > HAND_SIZE:
            mine = tuple(j for j, c in enumerate(claims) if c.seat == seat)
            raise RunClaimError(
                f"seat {seat} claims {cards} cards in runs; a hand has only {HAND_SIZE}",
                code="too_many_cards",
                claims=mine,
                params={"seat": seat, "cards": cards},
            )
    for i, a in enumerate(claims):
        for j in range(i + 1, len(claims)):
            _check_pair(i, a, j, claims[j])


def _check_single(i: int, claim: RunClaim) -> None:
    if type(claim.seat) is not int or not 0 <= claim.seat <= 3:
        raise RunClaimError(
            f"run {i + 1}: seat must be 0-3, not {claim.seat!r}",
            code="seat",
            claims=(i,),
            field=f"runs[{i}].seat",
            params={"claim": i, "seat": claim.seat},
        )
    if type(claim.length) is not int or not MIN_RUN <= claim.length <= HAND_SIZE:
        raise RunClaimError(
            f"run {i + 1}: a run has 3 to 9 cards, not {claim.length!r}",
            code="length",
            claims=(i,),
            field=f"runs[{i}].length",
            params={"claim": i, "length": claim.length},
        )
    if claim.top is not None and claim.top.index + claim.length > HAND_SIZE:
        low = lowest_top(claim.length)
        raise RunClaimError(
            f"run {i + 1}: a {claim.length}-card run cannot top at {claim.top.value}; "
            f"its lowest possible top is {low.value}",
            code="top_too_low",
            claims=(i,),
            field=f"runs[{i}].top",
            params={"claim": i, "length": claim.length, "top": claim.top, "lowest": low},
        )


def _check_pair(i: int, a: RunClaim, j: int, b: RunClaim) -> None:
    if a.suit is None or a.suit is not b.suit:
        return
    if a.length + b.length > HAND_SIZE:
        raise RunClaimError(
            f"runs {i + 1} and {j + 1} need {a.length + b.length} cards of {a.suit.value}; a suit has only {HAND_SIZE}",
            code="overlap",
            claims=(i, j),
            params={"claims": (i, j), "card": None, "seats": (a.seat, b.seat)},
        )
    sa, sb = a.certain_span(), b.certain_span()
    if sa.start < sb.stop and sb.start < sa.stop:
        shared = Card(Rank.at(max(sa.start, sb.start)), a.suit)
        raise RunClaimError(
            f"runs {i + 1} and {j + 1} both use the {shared.rank.value} of {a.suit.value}; "
            "one card cannot be in two runs",
            code="overlap",
            claims=(i, j),
            params={"claims": (i, j), "card": shared, "seats": (a.seat, b.seat)},
        )
    if a.top is None or b.top is None:
        return
    if a.seat == b.seat and (sa.stop == sb.start or sb.stop == sa.start):
        raise RunClaimError(
            f"runs {i + 1} and {j + 1} of seat {a.seat} join into one run of "
            f"{a.length + b.length} cards; record it as one run",
            code="joined",
            claims=(i, j),
            params={"claims": (i, j), "seat": a.seat, "length": a.length + b.length},
        )


def resolve_runs(
    claims: Sequence[RunClaim],
    rules: RuleSet,
    *,
    trump: Suit | None,
    trump_known: bool = True,
    eldest: int = 0,
    lenient_details: bool = False,
) -> RunVerdict:
    """Decide who scores runs this round (docs/rules.md section 4).

    The claims are assumed to pass :func:`check_claims`.

    Args:
        claims: the round's claims.
        rules: the rule set (``run_scorers``, ``long_runs``, ``run_order``,
            ``fifty_order``, ``equal_runs``).
        trump: the trump suit, or None for a no-trump round.
        trump_known: False when the round's trump was not recorded.
        eldest: the eldest hand's seat, for ``equal_runs = eldest`` and ties
            between partners.
        lenient_details: False (records, docs/rules.md section 8): once two holders'
            best runs compete, every one of them needs its top card and suit.
            True (the run checker): ask only for what decides - a top card when
            the top-card step is reached with more than one holder left, a suit
            when the trump step is.

    Returns:
        The verdict; its ``points`` are the run points of each team. Its
        ``beaten`` names another team's run whenever one was beaten.

    Raises:
        MissingRunDetailError: a top card, suit or the round's trump is needed
            to decide and was not recorded; ``missing`` says which.
    """
    discarded = tuple(i for i, c in enumerate(claims) if not c.announced)
    live = [i for i, c in enumerate(claims) if c.announced]
    if not live:
        return RunVerdict(DecidingStep.NO_RUNS, discarded=discarded)

    by_team = rules.run_scorers == "best-team"

    def holder(i: int) -> int:
        return claims[i].team if by_team else claims[i].seat

    def order(seat: int) -> int:
        return play_order(seat, eldest)

    top_class = max(claims[i].is_fifty for i in live)
    candidates = [i for i in live if claims[i].is_fifty == top_class]
    # Each step that dropped other holders' runs, and the runs it dropped.
    events: list[tuple[DecidingStep, list[int]]] = []
    others = [i for i in live if holder(i) not in {holder(c) for c in candidates}]
    if others:
        events.append((DecidingStep.LENGTH, others))

    if len({holder(i) for i in candidates}) > 1:
        if not lenient_details:
            for i in candidates:
                for missing in ("top", "suit"):
                    _require(claims, (i,), missing)
        # The comparing steps; the longer-fifty step only between fifties.
        steps = [
            s for s in precedence_steps(rules) if s in _STEP_KEYS and (top_class or s is not DecidingStep.LONGER_FIFTY)
        ]
        for this_step in steps:
            key = _STEP_KEYS[this_step]
            if this_step is DecidingStep.TRUMP:
                if trump_known and trump is None:
                    continue  # a no-trump round: every run is plain
                if lenient_details:
                    _require(claims, candidates, "suit")
                if not trump_known:
                    if len({claims[i].suit for i in candidates}) > 1:
                        raise MissingRunDetailError(
                            "add the round's trump suit - it decides between the runs",
                            missing="trump",
                            claim=None,
                        )
                    continue
            elif this_step is DecidingStep.TOP_CARD and lenient_details:
                _require(claims, candidates, "top")
            best_value = max(key(claims[i], trump) for i in candidates)
            kept = [i for i in candidates if key(claims[i], trump) == best_value]
            dropped = [i for i in candidates if i not in kept]
            kept_holders = {holder(i) for i in kept}
            rivals = [i for i in dropped if holder(i) not in kept_holders]
            if rivals:
                events.append((this_step, rivals))
            candidates = kept
            if len(kept_holders) == 1:
                break

    teams = {claims[i].team for i in candidates}
    if len(teams) > 1:
        # Identical plain runs on opposite teams (docs/rules.md section 4, step 4).
        first = min(candidates, key=lambda i: order(claims[i].seat))
        second = min(
            (i for i in candidates if claims[i].team != claims[first].team), key=lambda i: order(claims[i].seat)
        )
        if rules.equal_runs == "nobody":
            return RunVerdict(DecidingStep.EQUAL_RUNS, best=first, beaten=second, discarded=discarded)
        events.append((DecidingStep.ELDEST, [second]))
        candidates = [i for i in candidates if claims[i].team == claims[first].team]
    # Partners (or one player's runs) left tied: the seat nearer the eldest hand.
    best = min(candidates, key=lambda i: order(claims[i].seat))
    winner_team = claims[best].team
    step, beaten = _deciding_step(events, claims, winner_team)
    seats = {claims[i].seat for i in candidates}
    if by_team:
        scoring = tuple(i for i in live if claims[i].team == winner_team)
        team_seats = {claims[i].seat for i in scoring}
        winner_seat = claims[best].seat if len(team_seats) == 1 or len(seats) == 1 else None
    else:
        winner_seat = claims[best].seat
        scoring = tuple(i for i in live if claims[i].seat == winner_seat)
    total = sum(run_value(claims[i].length, rules) for i in scoring)
    points = (total, 0) if winner_team == 0 else (0, total)
    return RunVerdict(
        step,
        winner_team=winner_team,
        winner_seat=winner_seat,
        points=points,
        best=best,
        beaten=beaten,
        scoring=scoring,
        discarded=discarded,
    )


def _require(claims: Sequence[RunClaim], indices: Sequence[int], missing: str) -> None:
    """Raise :class:`MissingRunDetailError` for the first claim lacking ``missing`` (``top`` or ``suit``)."""
    for i in indices:
        if getattr(claims[i], missing) is None:
            raise MissingRunDetailError(
                f"run {i + 1} (seat {claims[i].seat}): add its {'top card' if missing == 'top' else 'suit'}"
                " - two players' runs must be compared",
                missing=missing,
                claim=i,
            )


def _deciding_step(
    events: Sequence[tuple[DecidingStep, list[int]]], claims: Sequence[RunClaim], winner_team: int
) -> tuple[DecidingStep, int | None]:
    """The step and beaten run to word: the last step that beat another team, else the last that beat a partner."""
    against = [(step, [i for i in rivals if claims[i].team != winner_team]) for step, rivals in events]
    chosen = [(step, rivals) for step, rivals in against if rivals] or list(events)
    if not chosen:
        return DecidingStep.UNCONTESTED, None
    step, rivals = chosen[-1]
    return step, _strongest_known(rivals, claims)


def _top_value(claim: RunClaim, trump: Suit | None) -> int:
    assert claim.top is not None  # required before comparing
    return -claim.top.index


# How each comparison step ranks a claim: higher is better.
_STEP_KEYS: dict[DecidingStep, Callable[[RunClaim, Suit | None], int]] = {
    DecidingStep.LONGER_FIFTY: lambda claim, trump: claim.length,
    DecidingStep.TOP_CARD: _top_value,
    DecidingStep.TRUMP: lambda claim, trump: int(claim.suit is not None and claim.suit is trump),
}


def _strongest_known(indices: Sequence[int], claims: Sequence[RunClaim]) -> int:
    """The claim among ``indices`` that looks strongest from what is recorded."""

    def key(i: int) -> tuple[int, int, int]:
        c = claims[i]
        return (int(c.is_fifty), c.length, -(c.top.index if c.top is not None else HAND_SIZE))

    return max(indices, key=key)

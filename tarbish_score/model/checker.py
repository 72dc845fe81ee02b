"""Settling arguments: runs from cards, card-point counts, and what the house rules changed.

These back the run checker and the card-point counter (docs/rules.md sections 3, 4
and 6). Everything here is data; the UI words it.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from .cards import LAST_TRICK_POINTS, Card, Rank, Suit, full_deck, round_total
from .errors import MissingRunDetailError, RunClaimError
from .round import NoTrump, RoundResult
from .rules import SWITCHES, RuleSet
from .runs import MIN_RUN, RunClaim, RunVerdict, check_claims, lowest_top, resolve_runs
from .seats import other_team

__all__ = [
    "CARDS",
    "RUN_SWITCHES",
    "TYPED",
    "Alternative",
    "CheckerClaims",
    "ClaimSource",
    "LineFactor",
    "PileCheck",
    "RunCheck",
    "check_piles",
    "check_runs",
    "claim_cards",
    "count_pile",
    "fills_in",
    "gather_claims",
    "line_factors",
    "run_switch_alternatives",
    "runs_from_cards",
]

#: The switches of docs/rules.md section 9 that change who scores runs, or how much.
RUN_SWITCHES = ("run_scorers", "long_runs", "run_order", "fifty_order", "equal_runs")


def runs_from_cards(cards: Iterable[Card], seat: int) -> tuple[RunClaim, ...]:
    """The runs in a player's cards: every maximal sequence of 3+ cards of a suit.

    Args:
        cards: cards the player holds (or shows); duplicates are ignored.
        seat: the player's seat, 0-3.

    Returns:
        One claim per run, with top and suit, suit by suit, highest first.
    """
    held = set(cards)
    claims: list[RunClaim] = []
    for suit in Suit:
        length = 0
        for index in range(len(Rank) + 1):
            if index < len(Rank) and Card(Rank.at(index), suit) in held:
                length += 1
                continue
            if length >= MIN_RUN:
                claims.append(RunClaim(seat, length, Rank.at(index - length), suit))
            length = 0
    return tuple(claims)


def count_pile(cards: Iterable[Card], trump: Suit | None, *, last_trick: bool) -> int:
    """Card points in one team's tricks (docs/rules.md section 3).

    Args:
        cards: the cards in the pile (each counted once).
        trump: the trump suit, or None for a no-trump round.
        last_trick: True if this team took the last trick (+10).

    Returns:
        Card points, 0..162 (0..130 with no trump).
    """
    return sum(card.points(trump) for card in set(cards)) + (LAST_TRICK_POINTS if last_trick else 0)


@dataclass(frozen=True)
class PileCheck:
    """Both teams' piles counted and checked against each other.

    Attributes:
        counts: card points of pile 0 and pile 1 (last trick included).
        total: what they must add up to (162, or 130 with no trump).
        missing: cards in neither pile, in deck order.
        doubled: cards in both piles, or twice in one, in deck order.
    """

    counts: tuple[int, int]
    total: int
    missing: tuple[Card, ...]
    doubled: tuple[Card, ...]

    @property
    def ok(self) -> bool:
        """True when every card is counted once and the counts add up."""
        return not self.missing and not self.doubled and sum(self.counts) == self.total


def check_piles(
    piles: tuple[Sequence[Card], Sequence[Card]],
    trump: Suit | None,
    *,
    last_trick: int,
) -> PileCheck:
    """Count both teams' tricks and find missing or doubled cards (docs/rules.md section 3).

    Args:
        piles: the cards of team 0's and team 1's tricks.
        trump: the trump suit, or None for a no-trump round.
        last_trick: the team (0 or 1) that took the last trick.
    """
    seen = Counter([*piles[0], *piles[1]])
    deck = full_deck()
    counts = (
        count_pile(piles[0], trump, last_trick=last_trick == 0),
        count_pile(piles[1], trump, last_trick=last_trick == 1),
    )
    return PileCheck(
        counts=counts,
        total=round_total(trump),
        missing=tuple(c for c in deck if seen[c] == 0),
        doubled=tuple(c for c in deck if seen[c] > 1),
    )


@dataclass(frozen=True)
class Alternative:
    """What the runs would give under the other position of one switch.

    Attributes:
        key: the switch (docs/rules.md section 9).
        value: its other value.
        verdict: the run verdict under that value; None when, under it, the round's trump (not said
            yet) decides between the runs.
    """

    key: str
    value: object
    verdict: RunVerdict | None

    @property
    def needs_trump(self) -> bool:
        """True when this position of the switch cannot decide until the trump is said."""
        return self.verdict is None


def run_switch_alternatives(
    claims: Sequence[RunClaim],
    rules: RuleSet,
    *,
    trump: Suit | None,
    trump_known: bool = True,
    eldest: int = 0,
    lenient_details: bool = False,
) -> tuple[Alternative, ...]:
    """The run switches that matter here, and what they would change.

    Args:
        claims: the checked run claims.
        rules: the rules in force.
        trump, trump_known, eldest, lenient_details: as for :func:`resolve_runs`.

    Returns:
        One entry per switch of :data:`RUN_SWITCHES` whose other position gives
        a different winner or different run points, or needs the trump (not said yet) to decide
        (docs/rules.md section 4, step 3): then its verdict is None. Empty when none matter.

    Raises:
        MissingRunDetailError: the verdict under ``rules`` needs a detail.
    """

    def resolve(under: RuleSet) -> RunVerdict:
        return resolve_runs(
            claims, under, trump=trump, trump_known=trump_known, eldest=eldest, lenient_details=lenient_details
        )

    current = resolve(rules)
    out = []
    for switch in SWITCHES:
        if switch.key not in RUN_SWITCHES:
            continue
        other = next(v for v in switch.choices if v != getattr(rules, switch.key))
        changed = dataclasses.replace(rules, **{switch.key: other})
        try:
            verdict = resolve(changed)
        except MissingRunDetailError as error:
            if error.missing == "trump":
                out.append(Alternative(switch.key, other, None))  # no winner until the trump is said
            continue  # else the other rule would need a detail nobody recorded
        if (verdict.points, verdict.winner_seat, verdict.winner_team) != (
            current.points,
            current.winner_seat,
            current.winner_team,
        ):
            out.append(Alternative(switch.key, other, verdict))
    return tuple(out)


@dataclass(frozen=True)
class LineFactor:
    """Something besides card points that moved the callers' line.

    Attributes:
        team: the team that holds it.
        kind: ``"runs"``, ``"bella"`` or ``"sweep"``.
        points: its points.
    """

    team: int
    kind: str
    points: int


def line_factors(result: RoundResult) -> tuple[LineFactor, ...]:
    """Why the callers needed more or less than half the card points (docs/rules.md section 6).

    Returns:
        The runs, bella and sweep bonus on the table, callers' first; empty for
        a thrown-in round or a round with none.
    """
    if result.callers is None:
        return ()
    out = []
    for team in (result.callers, other_team(result.callers)):
        for kind, points in (
            ("runs", result.run_points[team]),
            ("bella", result.bella_points[team]),
            ("sweep", result.sweep_points[team]),
        ):
            if points:
                out.append(LineFactor(team, kind, points))
    return tuple(out)


# --- the run checker's claims and verdict -------------------------------------------------

#: Where a run of the checker's list came from: picked cards, or typed as length, top and suit.
CARDS: Final = "cards"
TYPED: Final = "typed"


@dataclass(frozen=True)
class ClaimSource:
    """Where one run of the checker's list came from.

    Attributes:
        seat: the holder's seat.
        kind: :data:`CARDS` (picked on the card grid) or :data:`TYPED`.
        index: the run's place among that seat's runs of this kind.
    """

    seat: int
    kind: str
    index: int


@dataclass(frozen=True)
class CheckerClaims:
    """Every player's runs gathered for the run checker.

    Attributes:
        claims: the runs, seat by seat: picked ones first, then typed ones.
        sources: where each run of ``claims`` came from.
        covered: ``(seat, picked index) -> typed index`` for typed runs that picked cards filled in
            (the picked run stands in for them).
    """

    claims: tuple[RunClaim, ...]
    sources: tuple[ClaimSource, ...]
    covered: Mapping[tuple[int, int], int]


def fills_in(picked: RunClaim, typed: RunClaim) -> bool:
    """Whether a run picked on the card grid fills in ``typed`` (docs/rules.md section 4).

    True for a run typed without its top or suit, of the same kind (twenty or fifty), agreeing
    with whatever of it was typed; a run typed as five or more cards also names its length.
    """
    if typed.top is not None and typed.suit is not None:
        return False
    if picked.is_fifty != typed.is_fifty:
        return False
    if typed.is_fifty and typed.length > 4 and typed.length != picked.length:
        return False
    return typed.top in (None, picked.top) and typed.suit in (None, picked.suit)


def claim_cards(claim: RunClaim) -> tuple[Card, ...]:
    """The run's cards; none when top or suit is unknown or the run cannot exist (a top too low)."""
    if claim.top is not None and claim.top.index > lowest_top(claim.length).index:
        return ()
    return claim.cards()


def gather_claims(
    cards: Sequence[Iterable[Card]],
    typed: Sequence[Sequence[RunClaim]],
    announced: Mapping[tuple[int, int, Rank | None, Suit | None], bool],
) -> CheckerClaims:
    """The runs of every seat, from picked cards and typed runs, for the run checker.

    Args:
        cards: each seat's picked cards (seat 0 first).
        typed: each seat's typed runs.
        announced: ``(seat, length, top, suit) -> announced`` for picked runs marked by hand;
            a picked run that fills in a typed one takes the typed run's mark, else it is announced.

    Returns:
        The runs, where each came from, and which typed runs picked cards filled in.
    """
    claims: list[RunClaim] = []
    sources: list[ClaimSource] = []
    covered: dict[tuple[int, int], int] = {}
    for seat, (held, runs) in enumerate(zip(cards, typed, strict=True)):
        filled: set[int] = set()
        for i, claim in enumerate(runs_from_cards(held, seat)):
            match = next((t for t, run in enumerate(runs) if t not in filled and fills_in(claim, run)), None)
            default = True
            if match is not None:
                filled.add(match)
                covered[(seat, i)] = match
                default = runs[match].announced
            mark = announced.get((seat, claim.length, claim.top, claim.suit), default)
            claims.append(dataclasses.replace(claim, announced=mark))
            sources.append(ClaimSource(seat, CARDS, i))
        for i, claim in enumerate(runs):
            if i not in filled:
                claims.append(claim)
                sources.append(ClaimSource(seat, TYPED, i))
    return CheckerClaims(tuple(claims), tuple(sources), covered)


@dataclass(frozen=True)
class RunCheck:
    """The run checker's verdict on a set of claims (docs/rules.md section 4).

    Exactly one of ``verdict``, ``problem`` and ``missing`` is set.

    Attributes:
        verdict: who scores runs, once the claims are possible and decided.
        alternatives: the run switches whose other position would change the verdict.
        problem: why the claims cannot all be true (docs/rules.md section 8).
        missing: the detail (top card, suit or trump) that would decide.
    """

    verdict: RunVerdict | None = None
    alternatives: tuple[Alternative, ...] = ()
    problem: RunClaimError | None = None
    missing: MissingRunDetailError | None = None

    @property
    def faulty(self) -> tuple[int, ...]:
        """Indices of the claims at fault: the impossible ones, or the one needing a detail."""
        if self.problem is not None:
            return self.problem.claims
        if self.missing is not None and self.missing.claim is not None:
            return (self.missing.claim,)
        return ()


def check_runs(claims: Sequence[RunClaim], rules: RuleSet, *, trump: Suit | NoTrump | None, eldest: int) -> RunCheck:
    """Settle a dispute about runs: are the claims possible, and who scores (docs/rules.md sections 4 and 8).

    Only the details that decide are asked for (a top card, a suit, the trump), not everything a
    match record needs (``lenient_details``).

    Args:
        claims: every player's claimed runs, announced or not.
        rules: the rules to decide under.
        trump: the round's trump suit, ``NoTrump.NONE``, or None when not said yet.
        eldest: the eldest hand's seat.
    """
    try:
        check_claims(claims)
    except RunClaimError as error:
        return RunCheck(problem=error)
    suit = trump if isinstance(trump, Suit) else None
    known = trump is not None
    try:
        verdict = resolve_runs(claims, rules, trump=suit, trump_known=known, eldest=eldest, lenient_details=True)
        alternatives = run_switch_alternatives(
            claims, rules, trump=suit, trump_known=known, eldest=eldest, lenient_details=True
        )
    except MissingRunDetailError as error:
        return RunCheck(missing=error)
    return RunCheck(verdict, alternatives)

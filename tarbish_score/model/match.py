"""A match: teams, seats, the deal and the race to the target (docs/rules.md sections 1 and 7)."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .errors import MatchOverError, TarbishError
from .notes import check_note
from .round import Outcome, RoundInput, RoundResult, score_round
from .rules import RuleSet
from .seats import dealer_of, eldest_of, next_first_dealer, other_team, team_of, team_place

__all__ = [
    "Match",
    "MatchEnd",
    "MatchScore",
    "RoundScore",
    "Team",
    "match_end",
    "match_ending",
]


@dataclass(frozen=True)
class Team:
    """A team: its name and its two players.

    ``players[0]`` sits at seat ``t`` and ``players[1]`` at seat ``t + 2``,
    where ``t`` is the team's index (docs/match-record.md).
    """

    name: str
    players: tuple[str, str]
    extra: Mapping[str, Any] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class RoundScore:
    """One scored round in a match.

    Attributes:
        number: 1-based round number.
        dealer: the dealer's seat.
        eldest: the eldest hand's seat.
        result: the engine's result for the round.
        totals: running totals of team 0 and team 1 after the round.
    """

    number: int
    dealer: int
    eldest: int
    result: RoundResult
    totals: tuple[int, int]


class MatchEnd(enum.Enum):
    """Why a match ended (docs/rules.md section 7); the value is a stable key for words and records.

    Attributes:
        REACHED: one team reached the target, the other did not.
        HIGHER: both teams had reached it: the higher total won (``both_reach = higher``, or after a tie).
        CALLERS_MADE: both reached it in the same round; the callers made it and go out
            (``both_reach = callers``), whatever the totals.
        CALLERS_FAILED: both reached it in the same round; the callers went bait or half bait,
            so the other team goes out (``both_reach = callers``), whatever the totals.
        DRAWN: equal totals at or above the target, and ``final_tie = draw``.
    """

    REACHED = "reached"
    HIGHER = "higher"
    CALLERS_MADE = "callers-made"
    CALLERS_FAILED = "callers-failed"
    DRAWN = "drawn"


@dataclass(frozen=True)
class MatchScore:
    """A match scored round by round (docs/rules.md section 7).

    Attributes:
        rounds: every round's score, in order.
        totals: totals after the last round.
        winner: the winning team, or None.
        drawn: True when the match ended drawn (``final_tie = draw``).
        next_dealer: the dealer of the next round.
        end: why the match ended, or None while it goes on.
        tied: True while both totals are equal at or above the target and play goes on
            (``final_tie = play-on``).
    """

    rounds: tuple[RoundScore, ...]
    totals: tuple[int, int]
    winner: int | None
    drawn: bool
    next_dealer: int
    end: MatchEnd | None = None
    tied: bool = False

    @property
    def finished(self) -> bool:
        """True once the match has a winner or ended drawn."""
        return self.winner is not None or self.drawn

    @property
    def next_eldest(self) -> int:
        """The eldest hand of the next round."""
        return eldest_of(self.next_dealer)

    @property
    def loser(self) -> int | None:
        """The losing team once the match is won, else None."""
        return None if self.winner is None else other_team(self.winner)

    @property
    def margin(self) -> int | None:
        """The winner's total minus the loser's (points), or None without a winner.

        Zero or negative only under ``both_reach = callers``: the team that went out may have
        the lower total (docs/rules.md section 7).
        """
        if self.winner is None:
            return None
        return self.totals[self.winner] - self.totals[other_team(self.winner)]


def match_ending(totals: Sequence[int], result: RoundResult, rules: RuleSet) -> tuple[int | None, MatchEnd | None]:
    """Whether the match ends after a round, who wins, and why (docs/rules.md section 7).

    Args:
        totals: running totals (points) of team 0 and team 1 after the round.
        result: that round's result (who called, whether they made it).
        rules: ``target``, ``reach``, ``both_reach`` and ``final_tie``.

    Returns:
        ``(winner, end)``: the winning team (None for a draw or while play goes on) and why
        the match ended (None while it goes on).
    """
    reached = [t >= rules.winning_total for t in totals]
    if not any(reached):
        return None, None
    if not all(reached):
        return reached.index(True), MatchEnd.REACHED
    if rules.both_reach == "callers" and result.callers is not None:
        # The callers cannot go out on a round they did not make.
        if result.outcome is Outcome.MADE:
            return result.callers, MatchEnd.CALLERS_MADE
        return other_team(result.callers), MatchEnd.CALLERS_FAILED
    if totals[0] != totals[1]:
        return (0 if totals[0] > totals[1] else 1), MatchEnd.HIGHER
    return None, (MatchEnd.DRAWN if rules.final_tie == "draw" else None)


def match_end(totals: Sequence[int], result: RoundResult, rules: RuleSet) -> tuple[int | None, bool]:
    """Whether the match ends after a round (docs/rules.md section 7); :func:`match_ending` says why.

    Args:
        totals: running totals after the round.
        result: that round's result (who called, whether they made it).
        rules: ``target``, ``reach``, ``both_reach`` and ``final_tie``.

    Returns:
        ``(winner, drawn)``: the winning team or None, and whether it is a draw.
    """
    winner, end = match_ending(totals, result, rules)
    return winner, end is MatchEnd.DRAWN


@dataclass(frozen=True)
class Match:
    """A match: who plays where, the rules, and the rounds recorded so far.

    Immutable: every change returns a new match, which is checked whole, so a
    bad change leaves the old match untouched.

    Attributes:
        teams: team 0 and team 1.
        first_dealer: seat (0-3) of the first round's dealer.
        rules: the rule set.
        rounds: the recorded rounds' inputs.
        extra: record fields the engine does not know, kept on a round trip.
        note: the table's note on the match ("Legion hall, Friday"), cleaned
            (``model.notes``); never scored. "" for none.
        uuid: the match's identity across laptops, a canonical lower-case RFC 4122 UUID given once
            when the match is created (``model.identity``); "" until the archive gives it one.
            Never compared: two matches with the same rounds are equal whatever their identity.
    """

    teams: tuple[Team, Team] = (Team("Us", ("", "")), Team("Them", ("", "")))
    first_dealer: int = 0
    rules: RuleSet = field(default_factory=RuleSet)
    rounds: tuple[RoundInput, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict, hash=False)
    note: str = ""
    uuid: str = field(default="", compare=False)

    def player(self, seat: int) -> str:
        """The name of the player at ``seat``."""
        return self.teams[team_of(seat)].players[team_place(seat)]

    @property
    def seats(self) -> tuple[str, str, str, str]:
        """Player names by seat, clockwise from seat 0."""
        return (self.player(0), self.player(1), self.player(2), self.player(3))

    def dealer(self, round_index: int) -> int:
        """Dealer's seat of round ``round_index`` (0-based; may be the next round)."""
        return dealer_of(self.first_dealer, round_index)

    @cached_property
    def score(self) -> MatchScore:
        """The match scored from the first round.

        Raises:
            RoundError: a round is invalid (``round_number`` in ``params``).
            MatchOverError: a round comes after the match ended.
        """
        scored: list[RoundScore] = []
        totals = (0, 0)
        winner: int | None = None
        end: MatchEnd | None = None
        for index, round_input in enumerate(self.rounds):
            if end is not None:
                raise MatchOverError(
                    f"round {index + 1} comes after the match ended",
                    code="match_over",
                    params={"round_number": index + 1},
                )
            dealer = self.dealer(index)
            eldest = eldest_of(dealer)
            try:
                result = score_round(round_input, self.rules, eldest=eldest)
            except TarbishError as error:
                error.params.setdefault("round_number", index + 1)
                raise
            totals = (totals[0] + result.points[0], totals[1] + result.points[1])
            winner, end = match_ending(totals, result, self.rules)
            scored.append(RoundScore(index + 1, dealer, eldest, result, totals))
        # Equal totals at or above the target with play going on (final_tie = play-on).
        tied = end is None and totals[0] == totals[1] and self.rules.points_needed(totals[0]) == 0
        return MatchScore(
            tuple(scored),
            totals,
            winner,
            end is MatchEnd.DRAWN,
            self.dealer(len(self.rounds)),
            end=end,
            tied=tied,
        )

    def _changed(self, rounds: Sequence[RoundInput]) -> Match:
        candidate = dataclasses.replace(self, rounds=tuple(rounds))
        candidate.score  # noqa: B018 - scoring checks every round; raises on a bad one
        return candidate

    def add_round(self, round_input: RoundInput) -> Match:
        """The match with ``round_input`` recorded as the next round.

        Raises:
            MatchOverError: the match is already won or drawn.
            RoundError: the round is invalid.
        """
        if self.score.finished:
            raise MatchOverError(
                "the match is over; start a rematch to play on",
                code="match_over",
                params={"round_number": len(self.rounds) + 1},
            )
        return self._changed((*self.rounds, round_input))

    def replace_round(self, index: int, round_input: RoundInput) -> Match:
        """The match with round ``index`` (0-based) corrected; later rounds re-score.

        Raises:
            IndexError: no such round.
            RoundError: the new round is invalid.
            MatchOverError: the correction ends the match before a later round.
        """
        rounds = list(self.rounds)
        rounds[self._index(index)] = round_input
        return self._changed(rounds)

    def insert_round(self, index: int, round_input: RoundInput) -> Match:
        """The match with a forgotten round inserted before round ``index``.

        Raises:
            IndexError: ``index`` is not 0..len(rounds).
            RoundError: the round is invalid.
            MatchOverError: the insertion ends the match before a later round.
        """
        if not 0 <= index <= len(self.rounds):
            raise IndexError(index)
        rounds = list(self.rounds)
        rounds.insert(index, round_input)
        return self._changed(rounds)

    def remove_round(self, index: int) -> Match:
        """The match without round ``index`` (0-based); later rounds re-score.

        Raises:
            IndexError: no such round.
            RoundError: a later round becomes invalid (a different eldest hand
                can change who wins equal runs, but never validity).
        """
        rounds = list(self.rounds)
        del rounds[self._index(index)]
        return self._changed(rounds)

    def first_rounds(self, count: int) -> Match:
        """The match with only its first ``count`` rounds; the later ones are removed.

        Used to cut a match at the round where a correction makes it end (docs/rules.md
        sections 7 and 8: no round after the match is won).

        Raises:
            IndexError: ``count`` is not 0..len(rounds).
            RoundError: one of the kept rounds is invalid.
        """
        if not 0 <= count <= len(self.rounds):
            raise IndexError(count)
        return self._changed(self.rounds[:count])

    def with_rules(self, rules: RuleSet) -> Match:
        """The match re-scored under other rules.

        Raises:
            RoundError: a recorded round is invalid under ``rules``.
            MatchOverError: a round comes after the end under ``rules``.
        """
        candidate = dataclasses.replace(self, rules=rules)
        candidate.score  # noqa: B018 - check every round under the new rules
        return candidate

    def renamed(self, names: tuple[str, str], players: tuple[tuple[str, str], tuple[str, str]]) -> Match:
        """The match with its teams and players renamed; seats, rounds and scores stay as they are.

        Args:
            names: team 0's and team 1's new names.
            players: each team's two players (``players[t][0]`` sits at seat ``t``,
                ``players[t][1]`` at seat ``t + 2``; docs/rules.md section 1).

        Returns:
            The renamed match (each team keeps its unknown record fields).
        """
        teams = tuple(
            dataclasses.replace(team, name=name, players=pair)
            for team, name, pair in zip(self.teams, names, players, strict=True)
        )
        return dataclasses.replace(self, teams=(teams[0], teams[1]))

    def with_note(self, note: str) -> Match:
        """The match with ``note`` as its note (cleaned; "" removes it). Scores do not change.

        Raises:
            TarbishError: ``note_type`` or ``note_length`` (see ``model.notes.check_note``).
        """
        return dataclasses.replace(self, note=check_note(note))

    def with_round_note(self, index: int, note: str) -> Match:
        """The match with ``note`` on round ``index`` (0-based; cleaned, "" removes it). Scores do not change.

        Raises:
            IndexError: no such round.
            TarbishError: ``note_type`` or ``note_length`` (see ``model.notes.check_note``).
        """
        rounds = list(self.rounds)
        i = self._index(index)
        rounds[i] = dataclasses.replace(rounds[i], note=check_note(note))
        return dataclasses.replace(self, rounds=tuple(rounds))

    def rematch(self) -> Match:
        """A new match: same teams and rules, the next player deals first."""
        return Match(self.teams, next_first_dealer(self.first_dealer), self.rules)

    def preview(self, round_input: RoundInput) -> RoundResult:
        """Score ``round_input`` as the next round without recording it.

        Raises:
            RoundError: the round is invalid.
        """
        eldest = eldest_of(self.score.next_dealer)
        return score_round(round_input, self.rules, eldest=eldest)

    def preview_at(self, index: int, round_input: RoundInput) -> RoundResult:
        """Score ``round_input`` as round ``index`` (0-based) would be scored, without recording it.

        ``index`` may be a recorded round (a correction: that round's eldest hand
        decides equal runs) or ``len(rounds)`` (the next round, as :meth:`preview`).

        Raises:
            IndexError: ``index`` is not 0..len(rounds).
            RoundError: the round is invalid.
        """
        if not 0 <= index <= len(self.rounds):
            raise IndexError(index)
        return score_round(round_input, self.rules, eldest=eldest_of(self.dealer(index)))

    def correction_ending_match(self, index: int, round_input: RoundInput) -> Match | None:
        """The match if correcting round ``index`` makes it end before its last round, else None.

        The returned match has round ``index`` corrected and every round after
        the new end removed (docs/rules.md sections 7 and 8: no round after the match
        is won). None means the correction leaves the later rounds standing
        (:meth:`replace_round` applies it).

        Raises:
            IndexError: no such round.
            RoundError: the corrected round, or a kept round, is invalid.
        """
        try:
            self.replace_round(index, round_input)
        except MatchOverError as error:
            # The engine names the first round that would come after the end: keep the ones before it.
            first_after = int(error.params["round_number"])
            return self.first_rounds(first_after - 1).replace_round(index, round_input)
        return None

    def ends_match(self, index: int, round_input: RoundInput) -> bool:
        """True when correcting round ``index`` makes the match end before its last round.

        Raises:
            IndexError: no such round.
            RoundError: the corrected round is invalid.
        """
        return self.correction_ending_match(index, round_input) is not None

    def _index(self, index: int) -> int:
        if not 0 <= index < len(self.rounds):
            raise IndexError(index)
        return index

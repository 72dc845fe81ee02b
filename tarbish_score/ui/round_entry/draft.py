"""The round as typed, and the round entry's state: no Qt here.

:class:`TypedRound` holds the fields as the player typed them (the caller's
seat, the trump, the count and which team counted, runs, bella, sweep) and
turns them into the engine's :class:`~tarbish_score.model.RoundInput`, or
says which fields are still missing; :meth:`TypedRound.of_round` gives a
recorded round back as it was typed (the side that counted is kept in the
round's ``"counted_by"`` field, docs/match-record.md section 3).
:class:`EntryState` is the entry's state machine (entering the next round,
correcting one or inserting a forgotten one, which team's count is typed,
the engine's objection, the draft put aside during a correction or an insertion) with named transitions.
:func:`correction_effect` compares the match before and after a correction.
:func:`field_of` maps an engine error to the field it is shown next to.

The engine is imported inside the functions: the round entry is built at
start-up, before any match exists (tests/ui/test_app.py).
"""

from __future__ import annotations

import dataclasses
import enum
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from typing import Any

    from tarbish_score.model import (
        Match,
        NoTrump,
        Rank,
        RoundInput,
        RuleSet,
        RunClaim,
        Suit,
        TarbishError,
    )
    from tarbish_score.model.compare import MatchComparison

__all__ = [
    "COUNTED_BY",
    "FIELDS",
    "OPPONENTS_COUNTED",
    "THROWN_IN",
    "EntryMode",
    "EntryState",
    "RunDraft",
    "SavedDraft",
    "TypedRound",
    "callers_of",
    "correction_effect",
    "field_of",
    "is_count",
    "other_count",
    "refusal",
]

#: The caller picker's value for "thrown in" (all passed, dealer not forced).
THROWN_IN: Final = -1
#: The entry's fields, in screen order; errors are shown next to one of them.
FIELDS: Final = ("caller", "trump", "card_points", "runs", "bella", "sweep")
#: The round record field saying whose count was typed (docs/match-record.md section 3).
COUNTED_BY: Final = "counted_by"
#: Its value when the callers' opponents' count was typed; left out when the callers' was.
OPPONENTS_COUNTED: Final = "opponents"


def is_count(text: str) -> bool:
    """True for a count typed as plain digits 0-9."""
    return text.isascii() and text.isdigit()


def callers_of(caller: object) -> int | None:
    """The callers' team (0 or 1) for a picked caller seat; None for no caller or thrown in."""
    if not isinstance(caller, int) or isinstance(caller, bool) or caller == THROWN_IN:
        return None
    from tarbish_score.model import team_of

    return team_of(caller)


def other_count(text: str, total: int) -> int | None:
    """The other team's card points when one team counted ``text`` of ``total``; None if not a count of it."""
    if not is_count(text) or not 0 <= int(text) <= total:
        return None
    return total - int(text)


@dataclasses.dataclass
class RunDraft:
    """A run being entered: the player's seat, its length in cards, top card and suit once typed.

    Attributes:
        details_shown: True once the top card and suit are asked for (the engine needs them
            to settle precedence, docs/rules.md section 4).
    """

    seat: int
    length: int
    top: Rank | None = None
    suit: Suit | None = None
    details_shown: bool = False

    def claim(self) -> RunClaim:
        """The run as an engine claim."""
        from tarbish_score.model import RunClaim

        return RunClaim(self.seat, self.length, self.top, self.suit)


@dataclasses.dataclass(frozen=True)
class TypedRound:
    """The round entry's fields as typed.

    Attributes:
        caller: the caller's seat (0-3), :data:`THROWN_IN`, or None (not picked).
        trump: the trump picked, or None.
        count: the card points as typed (digits, maybe not: shown and refused).
        count_by_callers: True when ``count`` is the callers' count, False for their opponents'.
        runs: the runs announced, as engine claims.
        bella: the seat that held bella, or None.
        sweep: True when a sweep was marked (only where the rules give a bonus).
        base: the recorded round being corrected, or None: a correction keeps what the
            window does not edit (``forced``, the round's note, unknown record fields).
    """

    caller: int | None = None
    trump: Suit | NoTrump | None = None
    count: str = ""
    count_by_callers: bool = True
    runs: tuple[RunClaim, ...] = ()
    bella: int | None = None
    sweep: bool = False
    base: RoundInput | None = None

    @property
    def callers(self) -> int | None:
        """The callers' team, or None until a caller is picked (or when thrown in)."""
        return callers_of(self.caller)

    @property
    def counting_team(self) -> int | None:
        """The team whose count is typed, or None until the caller is known."""
        callers = self.callers
        if callers is None:
            return None
        if self.count_by_callers:
            return callers
        from tarbish_score.model import other_team

        return other_team(callers)

    @classmethod
    def of_round(cls, round_input: RoundInput) -> TypedRound:
        """A recorded round as it was typed, to be corrected (``base`` is the round).

        The count is the one the player typed: the callers' card points, or their
        opponents' when the round's ``"counted_by"`` field says ``"opponents"``
        (docs/match-record.md section 3; rounds without it were typed as the callers' count).
        """
        if round_input.thrown_in:
            return cls(caller=THROWN_IN, base=round_input)
        callers = round_input.callers
        by_callers = round_input.extra.get(COUNTED_BY) != OPPONENTS_COUNTED
        counted = callers if callers is not None else 0
        if not by_callers:
            counted = 1 - counted
        return cls(
            caller=round_input.caller,
            trump=round_input.trump,
            count=str(round_input.card_points[counted]),
            count_by_callers=by_callers,
            runs=round_input.runs,
            bella=round_input.bella,
            sweep=round_input.sweep,
            base=round_input,
        )

    @property
    def is_empty(self) -> bool:
        """True when nothing is typed (a correction's fields are never empty)."""
        return (
            self.caller is None
            and self.trump is None
            and not self.count
            and not self.runs
            and self.bella is None
            and not self.sweep
            and self.base is None
        )

    def missing(self) -> tuple[str, ...]:
        """The fields (names from :data:`FIELDS`) still missing or unreadable, in screen order.

        ``card_points`` is missing when nothing is typed and when what is typed is not a count.
        """
        if self.caller == THROWN_IN:
            return ()
        missing: list[str] = []
        if self.caller is None:
            missing.append("caller")
        if self.trump is None:
            missing.append("trump")
        if not is_count(self.count):
            missing.append("card_points")
        return tuple(missing)

    def build(self) -> RoundInput | None:
        """The engine's round for these fields, or None while :meth:`missing` names a field.

        The other team's card points are the rest of the round's total (docs/rules.md section 3).
        When the opponents' count was typed, the round's ``"counted_by"`` field says so, so a
        correction shows it as typed (docs/match-record.md section 3).
        The engine checks the round; this only assembles it.
        """
        from tarbish_score.model import RoundInput, other_team

        extra: dict[str, Any] = {}
        if self.base is not None:
            extra = {k: v for k, v in self.base.extra.items() if k != COUNTED_BY}
        if self.caller == THROWN_IN:
            round_input = RoundInput.thrown()
        else:
            counted = self.counting_team
            if self.missing() or counted is None or self.caller is None:
                return None
            total = RoundInput(trump=self.trump).total
            points = [0, 0]
            points[counted] = int(self.count)
            points[other_team(counted)] = total - int(self.count)
            if not self.count_by_callers:
                extra[COUNTED_BY] = OPPONENTS_COUNTED
            round_input = RoundInput(
                caller=self.caller,
                trump=self.trump,
                card_points=(points[0], points[1]),
                runs=self.runs,
                bella=self.bella,
                sweep=self.sweep,
            )
        if self.base is None:
            return dataclasses.replace(round_input, extra=extra)
        # A correction keeps what the entry does not show: forced, the round's note.
        return dataclasses.replace(round_input, forced=self.base.forced, extra=extra, note=self.base.note)


@dataclasses.dataclass(frozen=True)
class SavedDraft:
    """A round half typed when a correction or an insertion was opened: it comes back when that ends.

    Attributes:
        typed: the fields as typed.
        field: the field (from :data:`FIELDS`) that had the keyboard focus.
    """

    typed: TypedRound
    field: str = "caller"


def correction_effect(match: Match, index: int, round_input: RoundInput) -> MatchComparison | None:
    """The effect of correcting round ``index`` (0-based) of ``match`` to ``round_input``, as the engine scores it.

    A correction that ends the match before its last round is compared with the match cut at
    its new end (:meth:`~tarbish_score.model.Match.correction_ending_match`); the rounds it
    removes are the ones ``after`` no longer has.

    Returns:
        The engine's comparison of the scores before and after (docs/rules.md section 7), or
        None when the engine refuses the correction.
    """
    from tarbish_score.model import TarbishError
    from tarbish_score.model.compare import compare_matches

    try:
        ended = match.correction_ending_match(index, round_input)
        after = ended if ended is not None else match.replace_round(index, round_input)
        return compare_matches(match, after)
    except (TarbishError, IndexError):
        return None


def field_of(error: TarbishError) -> str:
    """The field (from :data:`FIELDS`) an engine error is shown next to; the caller's when no other fits."""
    from tarbish_score.model import RunClaimError

    field = error.field
    if isinstance(error, RunClaimError) or field.startswith("runs"):
        return "runs"
    if field in FIELDS:
        return field
    return "card_points" if field.startswith("card_points") else "caller"


def refusal(field: str, trump: Suit | NoTrump | None, rules: RuleSet) -> TarbishError | None:
    """Why a key for ``field`` does nothing under ``rules``, in the engine's words; None if it is allowed.

    ``"bella"`` asks about bella in a no-trump round (only when ``trump`` is no trump);
    ``"caller"`` asks about throwing the round in (docs/rules.md section 8).
    """
    from tarbish_score.model import NoTrump, RoundInput, TarbishError, check_round

    if field == "bella":
        if trump is not NoTrump.NONE:
            return None
        total = RoundInput(trump=NoTrump.NONE).total
        probe = RoundInput(caller=0, trump=NoTrump.NONE, card_points=(total, 0), bella=0)
    else:
        probe = RoundInput.thrown()
    try:
        check_round(probe, rules)
    except TarbishError as error:
        if error.field in (field, "thrown_in"):
            return error
    return None


class EntryMode(enum.Enum):
    """What Enter does: record the next round, save a correction of a recorded one, or insert a forgotten one."""

    NEXT_ROUND = "next_round"
    CORRECTING = "correcting"
    INSERTING = "inserting"


@dataclasses.dataclass
class EntryState:
    """The round entry's state, changed only through its named transitions.

    Attributes:
        editing: the round being corrected (0-based), or None when entering the next round.
        inserting: where the forgotten round being typed goes (0-based: before that round), or None.
        edit_base: the recorded round being corrected (kept fields come from it).
        count_by_callers: True when the typed count is the callers', False for their opponents'.
        insist: True after Enter with fields missing: every missing field says so.
        problem: the engine's objection to the round as typed, or None.
        ending: the match a correction would end (later rounds removed), or None.
        pending_count_team: a count handed over before the caller was known: its team.
        notes: hints that answer one key (field -> sentence), e.g. "no bella in a no-trump round";
            they go as soon as the round as typed changes.
        aside: the round half typed when a correction or an insertion was opened; it comes back
            when that is saved, cancelled or dropped.
    """

    editing: int | None = None
    edit_base: RoundInput | None = None
    count_by_callers: bool = True
    insist: bool = False
    problem: TarbishError | None = None
    ending: Match | None = None
    pending_count_team: int | None = None
    notes: dict[str, str] = dataclasses.field(default_factory=dict)
    aside: SavedDraft | None = None
    inserting: int | None = None

    @property
    def mode(self) -> EntryMode:
        """Entering the next round, correcting a recorded one, or inserting a forgotten one."""
        if self.editing is not None:
            return EntryMode.CORRECTING
        if self.inserting is not None:
            return EntryMode.INSERTING
        return EntryMode.NEXT_ROUND

    @property
    def entry_index(self) -> int | None:
        """The round the fields stand for (0-based: a correction or an insertion), None for the next round."""
        return self.editing if self.editing is not None else self.inserting

    # --- transitions ------------------------------------------------------------------------

    def reset(self) -> None:
        """Back to an empty entry for the next round (a draft put aside is forgotten)."""
        self.editing = None
        self.edit_base = None
        self.inserting = None
        self.count_by_callers = True
        self.insist = False
        self.pending_count_team = None
        self.notes = {}
        self.aside = None

    def begin_correction(self, index: int, base: RoundInput, aside: SavedDraft | None = None) -> None:
        """Start correcting recorded round ``index`` (0-based), which was ``base``.

        Args:
            index: the round being corrected.
            base: that round as recorded.
            aside: the round half typed before, kept until the correction ends (None: nothing typed).
        """
        self.inserting = None
        self.editing = index
        self.edit_base = base
        self.count_by_callers = TypedRound.of_round(base).count_by_callers
        self.aside = aside

    def begin_insertion(self, index: int, aside: SavedDraft | None = None) -> None:
        """Start typing a forgotten round that goes before recorded round ``index`` (0-based).

        Args:
            index: the round the forgotten one goes before.
            aside: the round half typed before, kept until the insertion ends (None: nothing typed).
        """
        self.editing = None
        self.edit_base = None
        self.inserting = index
        self.count_by_callers = True
        self.aside = aside

    def take_aside(self) -> SavedDraft | None:
        """The draft put aside by a correction or an insertion (None: none), handed back once."""
        aside, self.aside = self.aside, None
        return aside

    def resume_draft(self, draft: SavedDraft) -> None:
        """The draft put aside is typed on: its count belongs to the side it was typed for."""
        self.count_by_callers = draft.typed.count_by_callers

    def drop_correction(self) -> None:
        """The round being corrected is gone (undone, or another match): enter the next round."""
        self.editing = None
        self.edit_base = None

    def saving_correction(self) -> int:
        """Enter saves the correction: while the match changes, the entry no longer corrects a round.

        Returns:
            The index of the round being saved.

        Raises:
            ValueError: no round is being corrected.
        """
        if self.editing is None:
            raise ValueError("no round is being corrected")
        index, self.editing = self.editing, None
        return index

    def correction_refused(self, index: int) -> None:
        """The engine refused the correction of round ``index``: it stays open for fixing."""
        self.editing = index

    def match_changed(self, rounds: int | None) -> None:
        """The match now has ``rounds`` rounds (None: no match).

        A correction of a gone round ends, and so does an insertion before a gone round
        (the draft put aside stays, to be handed back).
        """
        if self.editing is not None and (rounds is None or self.editing >= rounds):
            self.drop_correction()
        if self.inserting is not None and (rounds is None or self.inserting >= rounds):
            self.inserting = None

    def toggle_counting_team(self) -> None:
        """Switch the typed count between the callers and their opponents."""
        self.count_by_callers = not self.count_by_callers

    def round_changed(self) -> None:
        """A field of the round as typed changed: the hints that answered a key no longer apply."""
        self.notes = {}

    def caller_picked(self, callers: int | None) -> None:
        """A caller of team ``callers`` was picked: a count handed over before belongs to its team."""
        if self.pending_count_team is not None and callers is not None:
            self.count_by_callers = callers == self.pending_count_team
            self.pending_count_team = None

    def count_handed_over(self, team: int, callers: int | None) -> None:
        """The card-point counter gave ``team``'s count; ``callers`` is None while no caller is picked."""
        if callers is None:
            self.pending_count_team = team
        else:
            self.count_by_callers = team == callers

    def insist_on_missing(self) -> None:
        """Enter was pressed with fields missing: from now on every missing field says so."""
        self.insist = True

    def checking(self) -> None:
        """A new check of the round as typed begins: no objection yet."""
        self.problem = None
        self.ending = None

    def refused(self, error: TarbishError) -> None:
        """The engine refused the round as typed."""
        self.problem = error

    def correction_ends_match(self, ended: Match) -> None:
        """The correction, as typed, would end the match before its last round (``ended``)."""
        self.ending = ended

    def note(self, field: str, text: str) -> None:
        """Keep a hint next to ``field`` until the round as typed changes."""
        self.notes[field] = text

    def forget_note(self, field: str) -> None:
        """The hint next to ``field`` no longer applies."""
        self.notes.pop(field, None)

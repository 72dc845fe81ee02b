"""The round as typed, and the round entry's state: no Qt here.

:class:`TypedRound` holds the fields as the player typed them (the caller's
seat, the trump, the count and which team counted, runs, bella, sweep) and
turns them into the engine's :class:`~tarbish_score.model.RoundInput`, or
says which fields are still missing. :class:`EntryState` is the entry's
state machine (entering the next round or correcting one, which team's count
is typed, the engine's objection) with named transitions. :func:`field_of`
maps an engine error to the field it is shown next to.

The engine is imported inside the functions: the round entry is built at
start-up, before any match exists (tests/ui/test_app.py).
"""

from __future__ import annotations

import dataclasses
import enum
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from tarbish_score.model import Match, NoTrump, Rank, RoundInput, RuleSet, RunClaim, Suit, TarbishError

__all__ = [
    "FIELDS",
    "THROWN_IN",
    "EntryMode",
    "EntryState",
    "RunDraft",
    "TypedRound",
    "callers_of",
    "field_of",
    "is_count",
    "other_count",
    "refusal",
]

#: The caller picker's value for "thrown in" (all passed, dealer not forced).
THROWN_IN: Final = -1
#: The entry's fields, in screen order; errors are shown next to one of them.
FIELDS: Final = ("caller", "trump", "card_points", "runs", "bella", "sweep")


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
        return callers if self.count_by_callers else 1 - callers

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
        The engine checks the round; this only assembles it.
        """
        from tarbish_score.model import RoundInput

        if self.caller == THROWN_IN:
            round_input = RoundInput.thrown()
        else:
            counted = self.counting_team
            if self.missing() or counted is None or self.caller is None:
                return None
            total = RoundInput(trump=self.trump).total
            points = [0, 0]
            points[counted] = int(self.count)
            points[1 - counted] = total - int(self.count)
            round_input = RoundInput(
                caller=self.caller,
                trump=self.trump,
                card_points=(points[0], points[1]),
                runs=self.runs,
                bella=self.bella,
                sweep=self.sweep,
            )
        if self.base is not None:
            base = self.base
            round_input = dataclasses.replace(round_input, forced=base.forced, extra=base.extra, note=base.note)
        return round_input


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
    """What Enter does: record the next round, or save a correction of a recorded one."""

    NEXT_ROUND = "next_round"
    CORRECTING = "correcting"


@dataclasses.dataclass
class EntryState:
    """The round entry's state, changed only through its named transitions.

    Attributes:
        editing: the round being corrected (0-based), or None when entering the next round.
        edit_base: the recorded round being corrected (kept fields come from it).
        count_by_callers: True when the typed count is the callers', False for their opponents'.
        insist: True after Enter with fields missing: every missing field says so.
        problem: the engine's objection to the round as typed, or None.
        ending: the match a correction would end (later rounds removed), or None.
        pending_count_team: a count handed over before the caller was known: its team.
        notes: hints that outlive a keystroke (field -> sentence), e.g. "no bella in a no-trump round".
    """

    editing: int | None = None
    edit_base: RoundInput | None = None
    count_by_callers: bool = True
    insist: bool = False
    problem: TarbishError | None = None
    ending: Match | None = None
    pending_count_team: int | None = None
    notes: dict[str, str] = dataclasses.field(default_factory=dict)

    @property
    def mode(self) -> EntryMode:
        """Entering the next round, or correcting a recorded one."""
        return EntryMode.NEXT_ROUND if self.editing is None else EntryMode.CORRECTING

    # --- transitions ------------------------------------------------------------------------

    def reset(self) -> None:
        """Back to an empty entry for the next round."""
        self.editing = None
        self.edit_base = None
        self.count_by_callers = True
        self.insist = False
        self.pending_count_team = None
        self.notes = {}

    def begin_correction(self, index: int, base: RoundInput) -> None:
        """Start correcting recorded round ``index`` (0-based), which was ``base``."""
        self.editing = index
        self.edit_base = base

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
        """The match now has ``rounds`` rounds (None: no match); a correction of a gone round ends."""
        if self.editing is not None and (rounds is None or self.editing >= rounds):
            self.drop_correction()

    def toggle_counting_team(self) -> None:
        """Switch the typed count between the callers and their opponents."""
        self.count_by_callers = not self.count_by_callers

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
        """Keep a hint next to ``field`` until the field changes."""
        self.notes[field] = text

    def forget_note(self, field: str) -> None:
        """The hint next to ``field`` no longer applies."""
        self.notes.pop(field, None)

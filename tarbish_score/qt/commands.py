"""The undoable changes to a match: one ``QUndoCommand`` each.

A command holds the match before and after the change (matches are immutable,
so this is cheap and exact) and asks the controller to put one or the other in
force. The controller checks a change with the engine *before* it builds the
command, so a command never fails.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from tarbish_score.model import Match

__all__ = [
    "Change",
    "ChangeKind",
    "ChangeStep",
    "DeleteRoundCommand",
    "EditRoundCommand",
    "InsertRoundCommand",
    "MatchCommand",
    "NewMatchCommand",
    "NoteCommand",
    "RecordRoundCommand",
    "RematchCommand",
    "RenameCommand",
    "RulesCommand",
]


class ChangeKind(StrEnum):
    """What a command does (:attr:`Change.kind`); the window tells each kind its own way."""

    NEW_MATCH = "new-match"
    REMATCH = "rematch"
    RECORD = "record"
    EDIT = "edit"
    DELETE = "delete"
    INSERT = "insert"
    RULES = "rules"
    RENAME = "rename"
    NOTE = "note"

    @property
    def starts_match(self) -> bool:
        """True for a new match and a rematch: another match is put in force."""
        return self in (ChangeKind.NEW_MATCH, ChangeKind.REMATCH)

    @property
    def scoreless(self) -> bool:
        """True for a change that alters no score: allowed on a finished match open read-only."""
        return self in (ChangeKind.RENAME, ChangeKind.NOTE)


class ChangeStep(StrEnum):
    """Which way a change is applied (:attr:`Change.step`): done the first time, undone or redone."""

    DO = "do"
    UNDO = "undo"
    REDO = "redo"


@dataclass(frozen=True)
class Change:
    """One change put in force: what the saver saves and what ``MatchController.match_changed`` carries.

    Attributes:
        kind: the command's own kind (for an undo, what is undone).
        step: done the first time, undone or redone.
        index: the round concerned (0-based), or -1.
        before: the command's match before its change (None: no match).
        after: the command's match after its change.
        description: the command's text ("record round 3"), as the Edit menu shows it.
    """

    kind: ChangeKind
    step: ChangeStep
    index: int
    before: Match | None
    after: Match
    description: str = ""

    @property
    def match(self) -> Match | None:
        """The match in force once this step is applied: ``before`` for an undo, else ``after``."""
        return self.before if self.step is ChangeStep.UNDO else self.after


class _Applier(Protocol):
    def apply_change(self, change: Change) -> None: ...


class MatchCommand(QUndoCommand):
    """Replace the match in force by ``after``; undo puts ``before`` back.

    Args:
        target: the controller that applies the change.
        before: the match before the change (None: no match yet).
        after: the match after the change.
        text: the description shown in the Edit menu and given to the saver.
        index: the round the change is about (0-based), or -1.

    Attributes:
        kind: what the command does; each subclass sets its own.
    """

    kind: ChangeKind

    def __init__(self, target: _Applier, before: Match | None, after: Match, text: str, index: int = -1) -> None:
        super().__init__(text)
        # Weak: the undo stack (C++) owns the command and the controller owns the stack; a strong
        # reference back would make a cycle that Python's collector may free in the wrong order,
        # deleting a command the stack then deletes again (a crash in QUndoStack::clear).
        self._target_ref = weakref.ref(target)
        self.before = before
        self.after = after
        self.index = index
        self._done = False

    @property
    def _target(self) -> _Applier:
        target = self._target_ref()
        if target is None:  # pragma: no cover - the controller outlives its undo stack
            raise RuntimeError("the match controller is gone")
        return target

    def redo(self) -> None:
        """Put the changed match in force (the first call is the change itself)."""
        step = ChangeStep.REDO if self._done else ChangeStep.DO
        self._done = True
        self._target.apply_change(Change(self.kind, step, self.index, self.before, self.after, self.text()))

    def undo(self) -> None:
        """Put the match from before the change back in force."""
        self._target.apply_change(Change(self.kind, ChangeStep.UNDO, self.index, self.before, self.after, self.text()))


class NewMatchCommand(MatchCommand):
    """Start a new match."""

    kind = ChangeKind.NEW_MATCH


class RematchCommand(MatchCommand):
    """Start a rematch: same teams and rules, the next player deals first."""

    kind = ChangeKind.REMATCH


class RecordRoundCommand(MatchCommand):
    """Record the next round."""

    kind = ChangeKind.RECORD


class EditRoundCommand(MatchCommand):
    """Correct a recorded round; later rounds re-score."""

    kind = ChangeKind.EDIT


class DeleteRoundCommand(MatchCommand):
    """Delete a recorded round; later rounds re-score."""

    kind = ChangeKind.DELETE


class RenameCommand(MatchCommand):
    """Rename teams or players; seats, rounds and scores stay."""

    kind = ChangeKind.RENAME


class NoteCommand(MatchCommand):
    """Write, change or remove the note on the match (index -1) or on a round; no score changes."""

    kind = ChangeKind.NOTE


class InsertRoundCommand(MatchCommand):
    """Insert a forgotten round before a recorded one; later rounds renumber, their dealers and scores follow."""

    kind = ChangeKind.INSERT


class RulesCommand(MatchCommand):
    """Change the house rules of the match; every round re-scores."""

    kind = ChangeKind.RULES

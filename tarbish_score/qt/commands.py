"""The undoable changes to a match: one ``QUndoCommand`` each.

A command holds the match before and after the change (matches are immutable,
so this is cheap and exact) and asks the controller to put one or the other in
force. The controller checks a change with the engine *before* it builds the
command, so a command never fails.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from tarbish_score.model import Match

__all__ = [
    "Change",
    "ChangeKind",
    "DeleteRoundCommand",
    "EditRoundCommand",
    "MatchCommand",
    "NewMatchCommand",
    "RecordRoundCommand",
]


class ChangeKind:
    """What a command does; passed to the controller so it can emit the right signal."""

    NEW_MATCH = "new-match"
    RECORD = "record"
    EDIT = "edit"
    DELETE = "delete"
    UNDO = "undo"


@dataclass(frozen=True)
class Change:
    """What the command being applied does, for the saver's log (see ``MatchController.last_change``).

    Attributes:
        kind: the command's own kind (:class:`ChangeKind`; for an undo, what is undone).
        step: ``"do"`` (first time), ``"undo"`` or ``"redo"``.
        index: the round concerned (0-based), or -1.
        before: the command's match before its change (None: no match).
        after: the command's match after its change.
    """

    kind: str
    step: str
    index: int
    before: Match | None
    after: Match


class _Applier(Protocol):
    last_change: Change | None

    def apply_change(self, match: Match | None, description: str, kind: str, index: int) -> None: ...


class MatchCommand(QUndoCommand):
    """Replace the match in force by ``after``; undo puts ``before`` back.

    Args:
        target: the controller that applies the change.
        before: the match before the change (None: no match yet).
        after: the match after the change.
        text: the description shown in the Edit menu and given to the saver.
        kind: one of :class:`ChangeKind`.
        index: the round the change is about (0-based), or -1.
    """

    kind = ""

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
        step = "redo" if self._done else "do"
        self._target.last_change = Change(self.kind, step, self.index, self.before, self.after)
        self._done = True
        self._target.apply_change(self.after, self.text(), self.kind, self.index)

    def undo(self) -> None:
        """Put the match from before the change back in force."""
        self._target.last_change = Change(self.kind, "undo", self.index, self.before, self.after)
        self._target.apply_change(self.before, self.text(), ChangeKind.UNDO, self.index)


class NewMatchCommand(MatchCommand):
    """Start a new match (or a rematch)."""

    kind = ChangeKind.NEW_MATCH


class RecordRoundCommand(MatchCommand):
    """Record the next round."""

    kind = ChangeKind.RECORD


class EditRoundCommand(MatchCommand):
    """Correct a recorded round; later rounds re-score."""

    kind = ChangeKind.EDIT


class DeleteRoundCommand(MatchCommand):
    """Delete a recorded round; later rounds re-score."""

    kind = ChangeKind.DELETE

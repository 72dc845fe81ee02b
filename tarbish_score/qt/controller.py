"""The one command path for changing a match: :class:`MatchController`."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from tarbish_score.qt.commands import (
    Change,
    DeleteRoundCommand,
    EditRoundCommand,
    InsertRoundCommand,
    MatchCommand,
    NewMatchCommand,
    NoteCommand,
    RecordRoundCommand,
    RematchCommand,
    RenameCommand,
    RulesCommand,
)

if TYPE_CHECKING:
    from tarbish_score.model import Match, RoundInput, RoundResult, RuleSet

__all__ = ["MatchController", "MatchReadOnlyError", "Saver"]

_log = logging.getLogger("tarbish_score.qt")

#: A persistence hook: called with each :class:`Change` (``change.match`` is the match
#: now in force, None when undo goes back to "no match"), *before* any signal tells the
#: window. If it raises, the change is still shown and ``save_failed`` is emitted.
Saver = Callable[[Change], None]


class MatchReadOnlyError(RuntimeError):
    """The match in force is open read-only (a finished match from the archive); nothing changed."""


class MatchController(QObject):
    """Holds the match in force; every change is a ``QUndoCommand`` on one stack.

    The engine checks each change before it is pushed (a bad round raises the
    engine's ``TarbishError`` and changes nothing), so undo, redo and the saver
    only ever see valid matches.

    Signals:
        match_changed: the match in force changed (any change, undo and redo too); argument:
            the :class:`Change`, or None when a kept match was put in force (:meth:`load_match`).
            The one signal of every change: listeners tell them apart by ``Change.kind`` and ``step``.
        save_failed: the saver raised; argument: the error text.
        read_only_changed: the match was opened read-only, or made correctable; argument: read-only.
    """

    match_changed = Signal(object)
    save_failed = Signal(str)
    read_only_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, saver: Saver | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._saver = saver
        self._read_only = False
        self.undo_stack = QUndoStack(self)

    @property
    def match(self) -> Match | None:
        """The match in force, or None before the first match is started."""
        return self._match

    def set_saver(self, saver: Saver | None) -> None:
        """Install (or remove) the persistence hook."""
        self._saver = saver

    # --- changes (each one undoable) -------------------------------------------------

    def start_match(self, match: Match) -> None:
        """Start ``match`` (usually with no rounds yet).

        A match without an identity gets one now (docs/match-record.md, ``uuid``), so the window's
        match, the archive's and every file made of it are one match on every laptop.

        Raises:
            TarbishError: a recorded round of ``match`` is invalid.
        """
        match.score  # noqa: B018 - check it whole before it is in force
        match = _identified(match)
        self._push(NewMatchCommand(self, self._match, match, self.tr("start a new match")))

    def rematch(self) -> None:
        """Start a rematch: same teams and rules, the next player deals first.

        Raises:
            RuntimeError: no match is in force.
        """
        current = self._require()
        self._push(RematchCommand(self, current, _identified(current.rematch()), self.tr("start a rematch")))

    def record_round(self, round_input: RoundInput) -> None:
        """Record ``round_input`` as the next round.

        Raises:
            TarbishError: the engine refused the round; nothing changed.
        """
        current = self._require()
        after = current.add_round(round_input)
        index = len(current.rounds)
        self._push(RecordRoundCommand(self, current, after, self.tr("record round %n", "", index + 1), index))

    def edit_round(self, index: int, round_input: RoundInput) -> bool:
        """Replace round ``index`` (0-based); later rounds, dealers and the winner re-score.

        Returns:
            False when ``round_input`` is the round as it stands (nothing pushed, nothing
            logged: a correction that changes nothing is no correction), else True.

        Raises:
            TarbishError: the engine refused the change; nothing changed.
            IndexError: no such round.
        """
        current = self._require()
        after = current.replace_round(index, round_input)
        if after == current:
            return False
        self._push(EditRoundCommand(self, current, after, self.tr("edit round %n", "", index + 1), index))
        return True

    def edit_round_ending_match(self, index: int, round_input: RoundInput) -> None:
        """Replace round ``index`` where the correction ends the match: the later rounds go too.

        One undoable change (docs/rules.md section 8: no round after the match is won).

        Raises:
            TarbishError: the engine refused the round; nothing changed.
            IndexError: no such round.
        """
        current = self._require()
        after = current.correction_ending_match(index, round_input) or current.replace_round(index, round_input)
        text = self.tr("edit round %n and remove the later rounds", "", index + 1)
        self._push(EditRoundCommand(self, current, after, text, index))

    def delete_round(self, index: int) -> None:
        """Delete round ``index`` (0-based); later rounds re-score.

        Raises:
            TarbishError: a later round becomes invalid; nothing changed.
            IndexError: no such round.
        """
        current = self._require()
        after = current.remove_round(index)
        self._push(DeleteRoundCommand(self, current, after, self.tr("delete round %n", "", index + 1), index))

    def rename(self, names: tuple[str, str], players: tuple[tuple[str, str], tuple[str, str]]) -> bool:
        """Rename the teams and players (allowed on a finished match too); scores do not change.

        Args:
            names: team 0's and team 1's names.
            players: each team's two players (``players[t][0]`` sits at seat ``t``).

        Returns:
            False when every name is already so (nothing pushed).

        Raises:
            RuntimeError: no match is in force.
        """
        current = self._require()
        after = current.renamed(names, players)
        if after == current:
            return False
        self._push(RenameCommand(self, current, after, self.tr("rename teams and players")))
        return True

    def set_note(self, note: str, index: int = -1) -> bool:
        """Write ``note`` on the match (``index`` -1) or on round ``index`` (0-based); "" removes it.

        The note is cleaned (``model.notes``); no score changes, so a finished match takes it too.

        Returns:
            False when the note is already so (nothing pushed).

        Raises:
            RuntimeError: no match is in force.
            IndexError: no such round.
            TarbishError: ``note_length`` (or ``note_type``); nothing changed.
        """
        current = self._require()
        if index < 0:
            after = current.with_note(note)
            text = self.tr("note on the match")
        else:
            after = current.with_round_note(index, note)
            text = self.tr("note on round %n", "", index + 1)
        if after == current:
            return False
        self._push(NoteCommand(self, current, after, text, index))
        return True

    def insert_round(self, index: int, round_input: RoundInput) -> None:
        """Insert a forgotten round before round ``index`` (0-based); later rounds renumber and re-score.

        The dealer of every later round moves on by one seat (docs/rules.md section 1:
        the deal passes left each round).

        Raises:
            TarbishError: the engine refused the round, or the match would end before a
                later round (``MatchOverError``); nothing changed.
            IndexError: ``index`` is not 0..len(rounds).
        """
        current = self._require()
        after = current.insert_round(index, round_input)
        text = self.tr("insert a forgotten round as round %n", "", index + 1)
        self._push(InsertRoundCommand(self, current, after, text, index))

    def change_rules(self, rules: RuleSet) -> bool:
        """Play the match under ``rules``: every round re-scores (docs/rules.md section 9).

        Returns:
            False when ``rules`` are the rules in force (nothing to change), else True.

        Raises:
            TarbishError: a recorded round is invalid under ``rules``, or the match would
                end before its last round (``MatchOverError``); nothing changed.
        """
        current = self._require()
        if rules == current.rules:
            return False
        after = current.with_rules(rules)
        self._push(RulesCommand(self, current, after, self.tr("change the house rules")))
        return True

    # --- questions (no change) ---------------------------------------------------------

    def preview(self, round_input: RoundInput, index: int | None = None) -> RoundResult:
        """Score ``round_input`` without recording it.

        Args:
            round_input: the round as typed so far.
            index: the round it would replace (0-based), or None for the next round.

        Raises:
            TarbishError: the engine refused the round.
        """
        current = self._require()
        return current.preview(round_input) if index is None else current.preview_at(index, round_input)

    # --- the command path ------------------------------------------------------------

    def _require(self) -> Match:
        if self._match is None:
            raise RuntimeError("no match is in force")
        return self._match

    def _push(self, command: MatchCommand) -> None:
        if self._read_only and not command.kind.scoreless:
            if not command.kind.starts_match:
                raise MatchReadOnlyError("the match is open read-only")
            self.set_read_only(False)
        self.undo_stack.push(command)

    # --- opening a kept match (no undo, no save) --------------------------------------

    @property
    def read_only(self) -> bool:
        """True while the match in force may not be changed (only a new match may start)."""
        return self._read_only

    def set_read_only(self, read_only: bool) -> None:
        """Forbid (or allow again) changes to the match in force."""
        if read_only != self._read_only:
            self._read_only = read_only
            self.read_only_changed.emit(read_only)

    def load_match(self, match: Match | None, *, read_only: bool = False) -> None:
        """Put a match already kept elsewhere in force (resume, archive): empty undo history, no save.

        Raises:
            TarbishError: a recorded round of ``match`` is invalid; nothing changed.
        """
        if match is not None:
            match.score  # noqa: B018 - check it whole before it is in force
        self.undo_stack.clear()
        self._match = match
        self.set_read_only(read_only and match is not None)
        self.match_changed.emit(None)

    def apply_change(self, change: Change) -> None:
        """Put ``change.match`` in force: save the change, then tell the window (called by commands only)."""
        self._match = change.match
        if self._saver is not None:
            try:
                self._saver(change)
            except Exception as error:  # any failure of the hook is reported, not fatal
                _log_save_failure(change, error)
                self.save_failed.emit(_save_failure_text(error))
        self.match_changed.emit(change)


def _log_save_failure(change: Change, error: Exception) -> None:
    """Log a failed save: the disk refusing is a warning; anything else is a bug, logged with its traceback."""
    from tarbish_score.storage import StoreError

    if isinstance(error, StoreError | OSError):
        _log.warning("could not save %r: %s", change.description, error)
    else:
        _log.error("saving %r failed unexpectedly", change.description, exc_info=error)


def _save_failure_text(error: Exception) -> str:
    """A failed save as the translated sentence the window shows (the English wording kept as a detail)."""
    from tarbish_score.words.errors import store_error_text

    return store_error_text(str(error), str(getattr(error, "reason", "other"))).replace("\n", " ")


def _identified(match: Match) -> Match:
    """``match`` with an identity: its own, else a new one (a new match, a rematch)."""
    import dataclasses

    from tarbish_score.model import new_match_uuid

    return match if match.uuid else dataclasses.replace(match, uuid=new_match_uuid())

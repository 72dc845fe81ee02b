"""Every change saved on the spot: :class:`MatchKeeper` joins the controller to the match archive.

The keeper is the controller's saver, so each change (record, edit, delete,
new match, undo, redo) is committed to the archive *before* the window shows
it. When the disk refuses, the change stays in memory, the saver raises (the
window says so) and the next change saves everything still pending, in order. When the app is left with changes
still pending, :meth:`MatchKeeper.write_recovery` keeps the match as a recovery
record (:mod:`tarbish_score.exchange.recovery`), removed again once everything
is saved.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from tarbish_score.qt.commands import ChangeKind, ChangeStep
from tarbish_score.storage import LogEntry, MatchNotFoundError, MatchStore, StoreError, StoreWriteError, round_dict
from tarbish_score.storage.corrections import corrected_rounds

if TYPE_CHECKING:
    from pathlib import Path

    from tarbish_score.model import Match
    from tarbish_score.qt.commands import Change
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.storage import Action, StoredMatch

__all__ = ["MatchKeeper", "corrected_rounds"]

_log = logging.getLogger("tarbish_score.storage")

#: The log action of each command kind done the first time.
_ACTIONS: Mapping[ChangeKind, Action] = {
    ChangeKind.RECORD: "record",
    ChangeKind.EDIT: "edit",
    ChangeKind.DELETE: "delete",
    ChangeKind.INSERT: "insert",
    ChangeKind.RENAME: "rename",
    ChangeKind.NOTE: "note",
}


@dataclass(eq=False)
class _Slot:
    """One match of this session as the archive knows it (``id`` None: not created yet)."""

    id: int | None = None
    log: list[LogEntry] = field(default_factory=list)
    deleted: bool = False


class MatchKeeper(QObject):
    """Saves the controller's match on every change and brings matches back from the archive.

    Args:
        controller: the window's controller; the keeper becomes its saver.
        store: the open archive (the keeper does not close it). When it is read-only
            (a read-only disk), each save first tries to open it for writing again.
        parent: the Qt parent.

    Signals:
        pending_changed: changes are waiting for the disk (True) or all are saved (False).
    """

    pending_changed = Signal(bool)

    def __init__(self, controller: MatchController, store: MatchStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self._slot: _Slot | None = None
        # Match objects of this session -> their archive slot (undo and redo bring them back).
        self._slots: dict[int, tuple[Match, _Slot]] = {}
        self._jobs: list[Callable[[], None]] = []
        #: The last save that failed, while changes are pending; else None.
        self.last_error: StoreWriteError | None = None
        #: The recovery record this session wrote (:meth:`write_recovery`), until it is removed.
        self.recovery_path: Path | None = None
        controller.set_saver(self._on_controller_change)

    # --- what the window asks ----------------------------------------------------------

    @property
    def match_id(self) -> int | None:
        """The archive id of the match in force (None: none, or not saved yet)."""
        return None if self._slot is None else self._slot.id

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """The match in force's log as known here (saved and pending entries), oldest first."""
        return () if self._slot is None else tuple(self._slot.log)

    @property
    def pending(self) -> bool:
        """True while changes wait to be saved."""
        return bool(self._jobs)

    @property
    def has_unsaved_changes(self) -> bool:
        """True while changes the window shows are not in the archive (saves failed, wait for a retry)."""
        return bool(self._jobs)

    def retry_now(self) -> bool:
        """Try the pending saves again now, without raising.

        Returns:
            True when nothing is pending any more.
        """
        try:
            self._run()
        except StoreWriteError:
            return False
        return True

    def write_recovery(self) -> Path | None:
        """Keep the match in force, with its log, as a recovery record while changes are pending.

        The record is the exported match (:func:`tarbish_score.exchange.records.export_record`)
        with its archive id; this session rewrites the same file each time, and the
        file is removed once every change is saved (or by :meth:`discard_recovery`).

        Returns:
            The file written, or None when nothing is pending (or there is no match).

        Raises:
            OSError: neither the recovery folder nor the temp folder would take it.
        """
        match = self.controller.match
        if not self._jobs or match is None:
            return None
        from tarbish_score.exchange.recovery import keep_recovery

        self.recovery_path = keep_recovery(match, self.log, match_id=self.match_id, previous=self.recovery_path)
        _log.warning("changes the archive refused are kept in the recovery record %s", self.recovery_path)
        return self.recovery_path

    def discard_recovery(self) -> None:
        """Remove the recovery record of this session, if any (the player let the changes go)."""
        if self.recovery_path is not None:
            from tarbish_score.exchange.recovery import discard_recovery

            discard_recovery(self.recovery_path)
            self.recovery_path = None

    def corrected_rounds(self) -> frozenset[int]:
        """The rounds of the match in force that a net correction changed or put in (0-based).

        An undo and its redo, or an edit taken back, leave no mark (``storage/corrections.py``).
        """
        match = self.controller.match
        return corrected_rounds(self.log, None if match is None else len(match.rounds))

    def resume(self) -> StoredMatch | None:
        """Bring back the unfinished match open last (empty undo history), or None.

        Raises:
            StoreError: the archive or that match cannot be read.
        """
        stored = self.store.resume()
        if stored is not None:
            self._load(stored, read_only=False)
        return stored

    def open_match(self, match_id: int, *, read_only: bool | None = None) -> StoredMatch:
        """Put archived match ``match_id`` in force, empty undo history.

        Args:
            match_id: the match's archive id.
            read_only: None: read-only when finished.

        Raises:
            MatchNotFoundError: no such match.
            StoreError: it cannot be read.
            StoreWriteError: it opened, but could not be noted as the current match (retried later).
        """
        stored = self.store.load_match(match_id)
        finished = stored.status != "in-progress"
        self._load(stored, read_only=finished if read_only is None else read_only)
        if not finished:
            # Only an unfinished match comes back at start: looking at an old one does not
            # replace the match in progress as the one to resume.
            self._run(self._set_current_job(self._slot))
        return stored

    def delete_match(self, match_id: int) -> bool:
        """Delete a match from the archive; when it is the match in force, the window empties.

        Returns:
            True when the match in force was deleted.

        Raises:
            MatchNotFoundError, StoreWriteError: nothing deleted.
        """
        self.store.delete_match(match_id)
        current = self.match_id == match_id
        for match, slot in list(self._slots.values()):
            if slot.id == match_id:
                slot.deleted = True
                del self._slots[id(match)]
        if current:
            self._slot = None
            self.controller.load_match(None)
        return current

    def restore_snapshot(self, snapshot: Path) -> Path:
        """Put a snapshot in the archive's place (the archive as it was is kept aside) and empty the window.

        The match in force is not carried over: it stays in the archive kept aside.
        Bring back the restored archive's match with :meth:`resume`.

        Returns:
            Where the archive as it was is kept (listed with the snapshots).

        Raises:
            StoreError: changes are still waiting to be saved, or the restore failed (nothing changed).
        """
        if self._jobs:
            from tarbish_score.words.translation import translate

            waiting = StoreError(
                translate("Keeper", "changes in this window are not saved yet; once they are, restore the snapshot")
            )
            waiting.translated = True  # type: ignore[attr-defined]  # words already shown as they are
            raise waiting
        kept = self.store.restore_snapshot(snapshot)
        self._slot = None
        self._slots = {}
        self.controller.load_match(None)
        return kept

    def flush(self) -> None:
        """Save what is still pending now.

        Raises:
            StoreWriteError: still not saved (kept for the next try).
        """
        self._run()

    # --- the saver -----------------------------------------------------------------------

    def _load(self, stored: StoredMatch, *, read_only: bool) -> None:
        slot = _Slot(stored.id, list(stored.log))
        self._slot = slot
        self._slots = {id(stored.match): (stored.match, slot)}
        self.controller.load_match(stored.match, read_only=read_only)

    def _on_controller_change(self, change: Change) -> None:
        match = change.match
        if change.kind.starts_match:
            self._run(*self._switch_jobs(change, match))
            return
        if match is None:
            self._slot = None
            self._run(self._set_current_job(None))
            return
        slot = self._slot_of(match)
        entry = _log_entry(change)
        slot.log.append(entry)
        self._run(self._save_job(slot, match, entry))

    def _slot_of(self, match: Match) -> _Slot:
        known = self._slots.get(id(match))
        slot = known[1] if known is not None else (self._slot or _Slot())
        self._slots[id(match)] = (match, slot)
        return slot

    def _switch_jobs(self, change: Change, match: Match | None) -> list[Callable[[], None]]:
        """A new match started (do), or undo and redo moved between two matches."""
        jobs: list[Callable[[], None]] = []
        leaving = self._slot
        if change.step is ChangeStep.UNDO and leaving is not None and not change.after.rounds:
            # Taking back a match that never got a round: it leaves the archive too.
            jobs.append(self._drop_job(leaving))
        if match is None:
            self._slot = None
            jobs.append(self._set_current_job(None))
            return jobs
        known = self._slots.get(id(match))
        slot = known[1] if known is not None else _Slot()
        self._slots[id(match)] = (match, slot)
        self._slot = slot
        jobs.append(self._create_job(slot, match))
        jobs.append(self._set_current_job(slot))
        return jobs

    # --- jobs: each can be retried; they run in order ------------------------------------------

    def _create_job(self, slot: _Slot, match: Match) -> Callable[[], None]:
        def create() -> None:
            if slot.id is None and not slot.deleted:
                slot.id = self.store.create_match(match)
                if not slot.log:
                    slot.log.append(LogEntry.now("new"))

        return create

    def _save_job(self, slot: _Slot, match: Match, entry: LogEntry) -> Callable[[], None]:
        def save() -> None:
            if slot.deleted:
                return
            if slot.id is None:
                slot.id = self.store.create_match(match)
            try:
                self.store.save_match(slot.id, match, log_entry=entry)
            except MatchNotFoundError:  # gone from the archive under us: keep it all the same
                slot.id = self.store.create_match(match)

        return save

    def _set_current_job(self, slot: _Slot | None) -> Callable[[], None]:
        def set_current() -> None:
            try:
                self.store.set_current(None if slot is None else slot.id)
            except MatchNotFoundError:
                self.store.set_current(None)

        return set_current

    def _drop_job(self, slot: _Slot) -> Callable[[], None]:
        def drop() -> None:
            if slot.id is not None:
                with suppress(MatchNotFoundError):
                    self.store.delete_match(slot.id)
                slot.id = None
                slot.log.clear()

        return drop

    def _reopen_writable(self) -> None:
        """On an archive opened read-only (a read-only or full disk), try to open it for writing again.

        Raises:
            StoreWriteError: it still cannot be written, and why (a full disk says so): the jobs
                stay queued.
        """
        if not self.store.read_only:
            return
        try:
            store = MatchStore.open(self.store.directory)
        except StoreWriteError:
            raise
        except StoreError:
            return  # in use (or unreadable): the jobs fail on the read-only store and stay queued
        store.on_salvaged = self.store.on_salvaged
        store.snapshots_in_background = self.store.snapshots_in_background
        self.store.close()
        self.store = store

    def _run(self, *jobs: Callable[[], None]) -> None:
        """Queue ``jobs`` and run everything queued, oldest first; stop at the first failure.

        Raises:
            StoreWriteError: the disk refused; the rest stays queued for the next change.
        """
        was_pending = bool(self._jobs)
        self._jobs.extend(jobs)
        try:
            if self._jobs:
                self._reopen_writable()
            while self._jobs:
                self._jobs[0]()
                del self._jobs[0]
        except StoreWriteError as error:
            self.last_error = error
            _log.warning("the archive refused a save (%d pending): %s", len(self._jobs), error)
            if not was_pending:
                self.pending_changed.emit(True)
            raise
        self.last_error = None
        if was_pending:
            _log.info("every pending change is saved again")
            self.discard_recovery()  # the archive has it all now
            self.pending_changed.emit(False)


def _match_sides(change: Change) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """Before and after of a rename (``{"teams": [...]}``) or of the match's note (``{"note": text}``)."""

    def side(match: Match | None) -> dict[str, Any] | None:
        if match is None:
            return None
        if change.kind is ChangeKind.RENAME:
            return {"teams": [{"name": t.name, "players": list(t.players)} for t in match.teams]}
        return {"note": match.note}

    return side(change.before), side(change.after)


def _log_entry(change: Change) -> LogEntry:
    """The log entry of a change to the rounds: what the round was and what it became.

    A rename, or a note on the match, logs what the names or the note were and became.
    """
    if change.kind is ChangeKind.RULES:
        return _rules_entry(change)
    i = change.index
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None
    adds = change.kind in (ChangeKind.RECORD, ChangeKind.INSERT)
    if change.kind.scoreless and i < 0:
        before, after = _match_sides(change)
    if change.before is not None and 0 <= i < len(change.before.rounds) and not adds:
        before = round_dict(change.before.rounds[i])
    if 0 <= i < len(change.after.rounds) and change.kind is not ChangeKind.DELETE:
        after = round_dict(change.after.rounds[i])
    if change.step is ChangeStep.UNDO:
        before, after = after, before
    action: Action = _action(change.kind)
    if change.step is not ChangeStep.DO:
        action = "undo" if change.step is ChangeStep.UNDO else "redo"
    return LogEntry.now(action, i + 1 if i >= 0 else None, before, after)


def _rules_entry(change: Change) -> LogEntry:
    """A change of house rules, done, undone or redone: a ``rules`` entry from the rules left to those now in force.

    Undo and redo put other rules in force too, so they are logged as what they do
    (``rules``, with the ``rules`` objects of the match record), not as ``undo`` of a round.
    """
    left, now = (change.after, change.before) if change.step is ChangeStep.UNDO else (change.before, change.after)
    before = None if left is None else left.rules.to_mapping()
    after = None if now is None else now.rules.to_mapping()
    return LogEntry.now("rules", None, before, after)


def _action(kind: ChangeKind) -> Action:
    return _ACTIONS.get(kind, "edit")

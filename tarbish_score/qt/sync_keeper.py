"""The window's side of the sync folder: :class:`SyncKeeper` takes in what other laptops wrote, publishes ours.

A sync tool the players already run (Syncthing, Nextcloud, Dropbox, OneDrive, a USB stick)
carries one record file per match between laptops (:mod:`tarbish_score.exchange.sync`).
The keeper, built only when a sync folder is set:

- at start takes in the folder's records, then publishes every match of the archive;
- takes them in again when the folder changes (``QFileSystemWatcher``, after a short quiet
  spell: a sync tool writes a file in several steps) and on a slow timer (a watcher misses
  changes on some network and FUSE folders);
- publishes the match in force after each change, once the archive has it (a change the
  disk refused is published with the save that succeeds), from its first change on (a match only
  just started may still be taken back by Undo, and a deletion is not carried to other laptops);
- remembers every match it could not publish (the folder gone, a full disk, a refusal) and
  publishes it as soon as the folder reads again: the slow timer, the watcher (of the folder's
  parent while the folder is gone), Sync now (:meth:`SyncKeeper.sync_now`);
- watches the record files too (up to :data:`WATCHED_FILES`), so a file copied over in place
  is read after the quiet spell, not at the slow timer.

When another laptop's version changes the match in force, the match is loaded again through
the keeper: :attr:`SyncKeeper.rounds_arrived` when it extends it, :attr:`SyncKeeper.rounds_replaced`
when it replaced rounds of ours (another laptop's choice: ours is in the versions log). A folder
that cannot be read or written is reported by :attr:`SyncKeeper.failed` as one line; the archive is never touched then.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject, QTimer, Signal

from tarbish_score.exchange.sync import SyncReport

if TYPE_CHECKING:
    from tarbish_score.model import Match
    from tarbish_score.qt.commands import Change
    from tarbish_score.qt.keeper import MatchKeeper

__all__ = ["QUIET_MS", "ROUND_MS", "SLICE", "WATCHED_FILES", "SyncKeeper"]

_log = logging.getLogger("tarbish_score.sync")

#: How long the folder must be still before it is read (milliseconds): a sync tool writes in steps.
QUIET_MS = 500
#: The slow timer's period (milliseconds): a watcher misses changes on some network and FUSE folders.
ROUND_MS = 60_000
#: Files taken in, or matches published, per turn of the event loop at start (a few milliseconds each).
SLICE = 8
#: At most this many record files are watched one by one (each is an inotify watch, a shared
#: per-user budget); past it, a file overwritten in place waits for the slow timer.
WATCHED_FILES = 2000


class SyncKeeper(QObject):
    """Keeps the archive behind ``keeper`` and the sync folder ``folder`` in step.

    Args:
        keeper: the window's saver (its store is the archive; its match in force is published).
        folder: the sync folder (made when missing).
        parent: the Qt parent.
        quiet_ms: the quiet spell after a change of the folder before it is read.
        round_ms: the slow timer's period.

    Signals:
        taken_in: the folder was read; argument: the :class:`~tarbish_score.exchange.sync.SyncReport`.
        rounds_arrived: the match in force got rounds from another laptop; arguments: the first
            and the last new round (1-based).
        rounds_replaced: another laptop's version took the place of the match in force's (a choice
            made there); arguments: the first and the last round that differ (1-based), the winning
            team before and after (-1: none).
        failed: the folder could not be read or written; argument: why, in one translated line.
        published: the match in force was written to the folder; argument: the file.
        caught_up: a reading in slices is done (the start's: every file taken in, every match
            published; the watcher's or the timer's: every file taken in).
    """

    taken_in = Signal(object)
    caught_up = Signal()
    rounds_arrived = Signal(int, int)
    rounds_replaced = Signal(int, int, int, int)
    failed = Signal(str)
    published = Signal(object)

    def __init__(
        self,
        keeper: MatchKeeper,
        folder: Path,
        parent: QObject | None = None,
        *,
        quiet_ms: int = QUIET_MS,
        round_ms: int = ROUND_MS,
    ) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.folder = folder
        #: The last reading's report (None before the first), and when it ended (``time.time()``).
        self.last_report: SyncReport | None = None
        self.last_time: float | None = None
        #: The last failure's line, "" while the folder reads and writes.
        self.last_error = ""
        #: How long the last reading took (seconds).
        self.last_duration = 0.0
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._on_watcher_directory_changed)
        self.watcher.fileChanged.connect(self._on_watcher_directory_changed)
        #: Matches not published yet (the folder was gone, or refused): published once it reads again.
        self.unpublished: set[int] = set()
        self.quiet = QTimer(self)
        self.quiet.setSingleShot(True)
        self.quiet.setInterval(quiet_ms)
        self.quiet.timeout.connect(self.read_in_slices)
        self.rounds = QTimer(self)
        self.rounds.setInterval(round_ms)
        self.rounds.timeout.connect(self.read_in_slices)
        #: A reading's work still to do, a slice per turn of the event loop: file names to take in,
        #: then the ids of the matches to publish (None until listed; [] for none: the watcher's
        #: and the timer's readings publish nothing).
        self._names: list[str] = []
        self._ids: list[int] | None = None
        self._gathered: SyncReport | None = None
        #: The folder changed while a reading went on: read it again once it ends.
        self._again = False
        self._step = QTimer(self)
        self._step.setSingleShot(True)
        self._step.setInterval(0)
        self._step.timeout.connect(self._on_step_timeout)
        keeper.controller.match_changed.connect(self._on_controller_match_changed)
        keeper.pending_changed.connect(self._on_keeper_pending_changed)

    @property
    def starting(self) -> bool:
        """True while a reading in slices goes on (the start's, the watcher's or the timer's)."""
        return self._gathered is not None

    # --- what the window asks --------------------------------------------------------------

    def start(self) -> bool:
        """Start watching the folder, and begin taking in its files and publishing every match.

        The work is done :data:`SLICE` files or matches per turn of the event loop, so the table
        never waits for it (for a folder of 200 matches, the longest slice is a few tens of
        milliseconds: ``bench/sync_window.py``); :attr:`caught_up` says when it is done, with
        :attr:`taken_in` for what came in.

        Returns:
            True when the folder could be listed.
        """
        self._watch()
        self.rounds.start()
        return self._begin(publish=True)

    def read_in_slices(self) -> bool:
        """Take in the folder's files a slice per turn of the event loop (the watcher's and the timer's
        reading: a sync tool may bring hundreds at once); one going on reads again when it ends.

        Returns:
            True when a reading began.
        """
        if self._gathered is not None:
            self._again = True
            return False
        self._watch()  # a folder made again (or made at last) is watched again
        return self._begin(publish=False)

    def _begin(self, *, publish: bool) -> bool:
        from tarbish_score.exchange import sync

        if not self._folder_is_there():
            return False
        try:
            names = sorted(name for name in os.listdir(self.folder) if sync.is_record_file(name))
        except OSError as error:
            self._fail(error)
            return False
        self._watch_files(names)
        self._names, self._ids, self._gathered = names, (None if publish else []), SyncReport()
        self._step.start()
        return True

    def stop(self) -> None:
        """Stop watching the folder and publishing (the folder was changed or cleared)."""
        self._step.stop()
        self._gathered = None
        self.quiet.stop()
        self.rounds.stop()
        watched = [*self.watcher.directories(), *self.watcher.files()]
        if watched:
            self.watcher.removePaths(watched)
        self.keeper.controller.match_changed.disconnect(self._on_controller_match_changed)
        self.keeper.pending_changed.disconnect(self._on_keeper_pending_changed)

    def take_in(self) -> bool:
        """Read the records other laptops put in the folder into the archive (now).

        Skipped while changes wait for the disk (the archive would be changed under them), and
        while the archive is read-only (the window already says why nothing is saved).

        Returns:
            True when the folder was read.
        """
        self._watch()  # a folder made again (or made at last) is watched again
        started = time.perf_counter()
        report = self._take(None)
        if report is None:
            return False
        report = _merged(report, self._publish_waiting())
        self.last_duration = time.perf_counter() - started
        self.last_report, self.last_time = report, time.time()
        self.taken_in.emit(report)
        return True

    def sync_now(self) -> bool:
        """Take in the folder's files and publish every match whose file there is missing or older (Sync now).

        Returns:
            True when the folder was read and written.
        """
        from tarbish_score.exchange import sync

        if not self.take_in():
            return False
        try:
            written = sync.publish_all(self.keeper.store, self.folder)
        except Exception as error:  # files other laptops wrote: whatever they hold, one line, never a traceback
            self._fail(error)
            return False
        if written:
            report = self.last_report or SyncReport()
            self.last_report = dataclasses.replace(report, published=(*report.published, *written))
        self.unpublished.clear()
        return True

    def _publish_waiting(self) -> SyncReport:
        """Publish the matches that could not be published before (the folder reads again); what that did."""
        from tarbish_score.exchange import sync
        from tarbish_score.storage import MatchNotFoundError

        done = SyncReport()
        current, before = self.keeper.match_id, self.keeper.controller.match
        for match_id in sorted(self.unpublished):
            if self.keeper.store.closed or not self.folder.is_dir():
                break
            try:
                done = _merged(done, sync.publish_match(self.keeper.store, match_id, self.folder))
            except MatchNotFoundError:
                pass  # deleted meanwhile: nothing to carry
            except Exception as error:  # files other laptops wrote: whatever they hold, one line, never a traceback
                self._fail(error)
                break
            self.unpublished.discard(match_id)
        if current is not None and current in done.updated:  # the file there held a newer version
            self._reload(current, before)
        return done

    def _take(self, names: list[str] | None) -> SyncReport | None:
        """Take in ``names`` (None: every file); the match in force loaded again when it grew. None: not read."""
        from tarbish_score.exchange import sync

        store = self.keeper.store
        if self.keeper.pending or store.closed or store.read_only or not self._folder_is_there():
            return None
        match = self.keeper.controller.match
        current = self.keeper.match_id
        try:
            report = sync.take_in(store, self.folder, names=names)
        except Exception as error:  # files other laptops wrote: whatever they hold, one line, never a traceback
            self._fail(error)
            return None
        self.last_error = ""
        if current is not None and current in report.updated:
            self._reload(current, match)  # before any change here could be saved over the newer one
        return report

    def _end(self) -> None:
        """The reading in slices is over; the folder changed meanwhile: read again after a quiet spell."""
        self._gathered = None
        if self._again:
            self._again = False
            self.quiet.start()

    def _took(self, report: SyncReport, current: int | None, before: Match | None) -> None:
        """What came in: noted, the match in force loaded again when another laptop's version extends it, said."""
        self.last_report, self.last_time = report, time.time()
        if current is not None and current in report.updated:
            self._reload(current, before)
        self.taken_in.emit(report)

    def _on_step_timeout(self) -> None:
        """One slice of a reading: take in some files, or publish some matches; the last one says so."""
        from tarbish_score.exchange import sync

        gathered = self._gathered
        if gathered is None:
            return
        report: SyncReport | None = SyncReport()
        try:
            if self._names:
                batch, self._names = self._names[:SLICE], self._names[SLICE:]
                report = self._take(batch)
            elif self._ids is None:
                store = self.keeper.store
                self._ids = sorted(s.id for s in store.list_matches() if s.status != "unreadable")
            elif self._ids and self._folder_is_there():
                batch_ids, self._ids = self._ids[:SLICE], self._ids[SLICE:]
                written = SyncReport()
                for match_id in batch_ids:
                    written = _merged(written, sync.publish_match(self.keeper.store, match_id, self.folder))
                report = written
            else:
                gathered = _merged(gathered, self._publish_waiting())  # what the folder's absence held back
                self._end()
                self.last_report, self.last_time, self.last_error = gathered, time.time(), ""
                self.taken_in.emit(gathered)
                self.caught_up.emit()
                return
        except Exception as error:  # files other laptops wrote: whatever they hold, one line, never a traceback
            self._fail(error)
            report = None
        if report is None:  # not read or written now: the slow timer and the watcher go on from here
            self._end()
            self.caught_up.emit()
            return
        self._gathered = _merged(gathered, report)
        self._step.start()

    def _uuid(self, match_id: int) -> str:
        from tarbish_score.storage.versions import uuid_of

        return uuid_of(self.keeper.store, match_id)

    def publish_id(self, match_id: int) -> bool:
        """Write match ``match_id`` to the folder (a choice between two laptops' versions); True when written."""
        from tarbish_score.exchange import sync

        if self.keeper.store.closed:
            return False
        if not self._folder_is_there():
            self.unpublished.add(match_id)
            return False
        before = self.keeper.controller.match if self.keeper.match_id == match_id else None
        try:
            report = sync.publish_match(self.keeper.store, match_id, self.folder)
        except Exception as error:  # files other laptops wrote: whatever they hold, one line, never a traceback
            self.unpublished.add(match_id)
            self._fail(error)
            return False
        self.unpublished.discard(match_id)
        if report.changed:  # the file there held another laptop's version: taken in first
            self._took(report, match_id if before is not None else None, before)
        return True

    def publish_current(self) -> Path | None:
        """Write the match in force to the folder, if the archive has it all and it was changed since it started.

        Returns:
            The record file, or None (no match, only just started, changes pending, or the folder refused).
        """
        from tarbish_score.exchange import sync

        match_id = self.keeper.match_id
        if match_id is None or self.keeper.pending or self.keeper.store.closed:
            return None
        if len(self.keeper.log) <= 1:
            # Only just started: Undo may still take it out of the archive, and a file already carried
            # to the other laptops would bring it back there. It goes with its first change.
            return None
        if not self._folder_is_there():
            self.unpublished.add(match_id)  # published once the folder is back
            return None
        match = self.keeper.controller.match
        try:
            report = sync.publish_match(self.keeper.store, match_id, self.folder)
        except Exception as error:  # files other laptops wrote: whatever they hold, one line, never a traceback
            self.unpublished.add(match_id)  # a full disk, a refusal: tried again
            self._fail(error)
            return None
        self.last_error = ""
        if report.published or not report.skipped:
            self.unpublished.discard(match_id)
        else:
            self.unpublished.add(match_id)  # the file there is being written by a tool: next time
        if report.changed:  # the file there held another laptop's version: taken in first
            self._took(report, match_id, match)
        path = report.published[0] if report.published else self.folder / sync.record_name(self._uuid(match_id))
        self.published.emit(path)
        return path

    # --- inside ----------------------------------------------------------------------------------

    def _watch(self) -> None:
        """Watch the folder; while it is gone, the nearest folder above it (its coming back is seen)."""
        watched = self.watcher.directories()
        if self.folder.is_dir():
            stale = [path for path in watched if path != str(self.folder)]
            if stale:
                self.watcher.removePaths(stale)
            if str(self.folder) not in watched:
                self.watcher.addPath(str(self.folder))
            return
        above = next((parent for parent in self.folder.parents if parent.is_dir()), None)
        if above is not None and str(above) not in watched:
            if watched:
                self.watcher.removePaths(watched)
            self.watcher.addPath(str(above))

    def _watch_files(self, names: list[str] | None = None) -> None:
        """Watch the record files one by one (a copy in place changes no folder entry): the new ones added,
        one a rename replaced added again (a watch follows the old file), up to :data:`WATCHED_FILES`."""
        from tarbish_score.exchange import sync

        if names is None:
            try:
                names = [name for name in os.listdir(self.folder) if sync.is_record_file(name)]
            except OSError:
                return
        watched = set(self.watcher.files())
        room = WATCHED_FILES - len(watched)
        wanted = [str(self.folder / name) for name in names]
        new = [path for path in wanted if path not in watched][: max(room, 0)]
        if new:
            self.watcher.addPaths(new)

    def _reload(self, match_id: int, before: Match | None) -> None:
        """Load the match in force again from the archive (another laptop's version changed it), and say how."""
        from tarbish_score.storage import StoreError

        controller = self.keeper.controller
        try:
            stored = self.keeper.open_match(match_id, read_only=controller.read_only)
        except StoreError as error:
            self._fail(error)
            return
        old = before.rounds if before is not None else ()
        new = stored.match.rounds
        same = next((index for index, (ours, theirs) in enumerate(zip(old, new, strict=False)) if ours != theirs), None)
        if same is None and len(new) >= len(old):
            if len(new) > len(old):
                self.rounds_arrived.emit(len(old) + 1, len(new))
            return
        first = (same if same is not None else min(len(old), len(new))) + 1
        self.rounds_replaced.emit(first, max(len(old), len(new)), _winner(before), _winner(stored.match))

    def _folder_is_there(self) -> bool:
        """True when the folder is there to read and write; else the failure is said (once a change)."""
        if self.folder.is_dir():
            return True
        if self.folder.exists():
            text = QCoreApplication.translate(
                "SyncKeeper",
                "The sync folder {folder} is a file, not a folder: choose another. The archive is untouched.",
            )
        else:
            text = QCoreApplication.translate(
                "SyncKeeper",
                "The sync folder {folder} is not there (a disk or USB stick not plugged in?). Matches go there once it "
                "is back; the archive is untouched.",
            )
        self._say(text.format(folder=self.folder), "not a folder" if self.folder.exists() else "missing")
        return False

    def _fail(self, error: Exception) -> None:
        from tarbish_score.storage import StoreError

        if not isinstance(error, OSError | StoreError):  # not foreseen: the log keeps where it came from
            _log.error("sync folder %s: unexpected failure", self.folder, exc_info=error)
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        text = QCoreApplication.translate(
            "SyncKeeper", "The sync folder {folder} cannot be used: {reason}. The archive is untouched."
        )
        self._say(text.format(folder=self.folder, reason=reason), reason)

    def _say(self, text: str, reason: str) -> None:
        if text != self.last_error:  # said once, not at every tick of the timer
            _log.warning("sync folder %s: %s", self.folder, reason)
        self.last_error = text
        self.failed.emit(text)

    def _on_watcher_directory_changed(self, path: str) -> None:
        self.quiet.start()  # (again): read once the sync tool has been quiet for a moment

    def _on_controller_match_changed(self, change: Change | None) -> None:
        if change is not None:  # a change saved (or pending); a match loaded is already in the folder
            self.publish_current()

    def _on_keeper_pending_changed(self, pending: bool) -> None:
        if not pending:  # what the disk refused is saved now: the other laptops may have it
            self.publish_current()


def _winner(match: Match | None) -> int:
    """The team that won ``match`` (0 or 1), -1 when none (or it does not score)."""
    from tarbish_score.model import TarbishError

    if match is None:
        return -1
    try:
        winner = match.score.winner
    except TarbishError:
        return -1
    return -1 if winner is None else winner


def _merged(first: SyncReport, then: SyncReport) -> SyncReport:
    """What two readings or writings did together."""
    return SyncReport(
        added=first.added + then.added,
        updated=first.updated + then.updated,
        conflicts=first.conflicts + then.conflicts,
        unchanged=first.unchanged + then.unchanged,
        skipped=first.skipped + then.skipped,
        published=first.published + then.published,
    )

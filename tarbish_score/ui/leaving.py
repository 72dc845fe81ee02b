"""Leaving without losing work: every way out of the window keeps what the window showed.

While the archive refuses changes (a read-only or full disk), the keeper holds
them in memory (:attr:`MatchKeeper.has_unsaved_changes`). On every way of
leaving the saves are tried again first; if they still fail:

- a player is there (Ctrl+Q, closing the window): the match is written as a
  recovery record at once, and :class:`~tarbish_score.ui.dialogs.unsaved.UnsavedChangesDialog`
  asks: try again, save a copy, quit keeping the copy, quit without saving, or
  go back to the match (:func:`may_leave`);
- nobody can be asked (SIGTERM, SIGHUP when the terminal is closed, Ctrl+C in
  the terminal, the desktop session ending): the recovery record is written and
  its place is said on standard error and in the log (:func:`keep_unsaved`,
  :class:`LeaveHandlers`).

A window whose archive could not be opened at all ("Matches will not be saved")
saves nothing: :class:`UnarchivedMatch` stands in for the keeper there, and
every round it shows is kept the same way on leaving.

At the next start :func:`offer_recovery` offers the recovery records back.
Imported only when needed, to keep start-up lean.
"""

from __future__ import annotations

import logging
import signal
import socket
import sys
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QSessionManager

    from tarbish_score.qt.controller import MatchController
    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.storage import LogEntry
    from tarbish_score.ui.actions.archive import ArchiveActions
    from tarbish_score.ui.dialogs.unsaved import UnsavedChangesDialog

__all__ = [
    "LeaveHandlers",
    "LeaveHost",
    "LeaveMode",
    "UnarchivedMatch",
    "ask_copy_path",
    "keep_unsaved",
    "may_leave",
    "offer_recovery",
]

#: How a close treats unsaved changes: ask the player, keep them in a recovery record, or let them go.
LeaveMode = Literal["ask", "keep", "discard"]


class LeaveHost(Protocol):
    """What leaving asks of the main window, which composes it (this module never imports the window)."""

    archive: ArchiveActions | None
    controller: MatchController
    unarchived: UnarchivedMatch | None
    unsaved_dialog: UnsavedChangesDialog | None
    unsaved_on_close: LeaveMode

    def window(self) -> QWidget:
        """The top-level window: the parent of the dialogs (``QWidget.window``)."""

    def close(self) -> bool:
        """Close the window (``QWidget.close``): ``closeEvent`` comes back here."""

    def close_unattended(self) -> None:
        """Close without asking: unsaved changes are kept in a recovery record."""

    def focus_round_entry(self) -> None:
        """Put the keyboard focus on the round entry's first field."""

    def show_status(self, text: str, timeout_ms: int) -> None:
        """Show ``text`` in the status bar for ``timeout_ms`` milliseconds."""


_log = logging.getLogger("tarbish_score.ui")
#: The signals that close the window cleanly (Ctrl+C in the terminal, a polite kill, the terminal closed).
_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


class UnarchivedMatch:
    """The match of a window whose archive could not be opened: every round it shows is unsaved.

    It answers leaving as :class:`~tarbish_score.qt.keeper.MatchKeeper` does (the
    same recovery record, :func:`tarbish_score.exchange.recovery.write_recovery`),
    so no way of leaving loses those rounds; the next start with a working
    archive offers them back (:func:`offer_recovery`).

    Args:
        controller: the window's controller.
        problem: why the archive could not be opened (shown when leaving asks).
    """

    #: No archive id: the match was never in an archive.
    match_id: int | None = None

    def __init__(self, controller: MatchController, problem: str) -> None:
        self.controller = controller
        self.problem = problem
        #: The recovery record written (:meth:`write_recovery`), until it is removed.
        self.recovery_path: Path | None = None

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """No log: the archive keeps it, and there is none."""
        return ()

    @property
    def has_unsaved_changes(self) -> bool:
        """True while the window holds a match with at least one round."""
        match = self.controller.match
        return match is not None and bool(match.rounds)

    def retry_now(self) -> bool:
        """Nothing to try again (no archive): True only when nothing is unsaved."""
        return not self.has_unsaved_changes

    def write_recovery(self) -> Path | None:
        """Keep the match as a recovery record (this window rewrites its one file).

        Returns:
            The file written, or None when there are no rounds.

        Raises:
            OSError: neither the recovery folder nor the temp folder would take it.
        """
        match = self.controller.match
        if match is None or not match.rounds:
            return None
        from tarbish_score.exchange.recovery import keep_recovery

        self.recovery_path = keep_recovery(match, previous=self.recovery_path)
        _log.warning("the match of a window without an archive is kept in the recovery record %s", self.recovery_path)
        return self.recovery_path

    def discard_recovery(self) -> None:
        """Remove the recovery record written, if any (the player let the rounds go)."""
        if self.recovery_path is not None:
            from tarbish_score.exchange.recovery import discard_recovery

            discard_recovery(self.recovery_path)
            self.recovery_path = None


def _keeper(window: LeaveHost) -> MatchKeeper | UnarchivedMatch | None:
    return window.archive.keeper if window.archive is not None else window.unarchived


def _why(keeper: MatchKeeper | UnarchivedMatch) -> str:
    """Why the changes are not in the archive: the last save error, or why it could not be opened."""
    if isinstance(keeper, UnarchivedMatch):
        return keeper.problem
    return keeper.last_error.message if keeper.last_error is not None else ""


def _write(keeper: MatchKeeper | UnarchivedMatch) -> tuple[Path | None, str]:
    """Write the recovery record: (its path, "") or (None, why it could not be written)."""
    try:
        return keeper.write_recovery(), ""
    except OSError as error:
        _log.error("the unsaved changes could not be written anywhere: %s", error)
        return None, error.strerror or str(error)


def _say(path: Path | None, problem: str) -> None:
    """Tell the terminal (standard error) where the unsaved changes went, or that they are lost."""
    if path is not None:
        text = QCoreApplication.translate(
            "Leaving",
            "Tarabish Score: changes the archive refused are kept in {path}; they are offered back at the next start.",
        )
        _print(text.format(path=path))
    else:
        text = QCoreApplication.translate(
            "Leaving", "Tarabish Score: changes the archive refused could not be kept anywhere ({problem})."
        )
        _print(text.format(problem=problem))


def _print(text: str) -> None:
    """Say ``text`` on standard error; a terminal already closed (SIGHUP) is no error (it is in the log)."""
    with suppress(OSError, ValueError):
        print(text, file=sys.stderr, flush=True)


def keep_unsaved(window: LeaveHost) -> Path | None:
    """With nobody to ask: try the saves again, and keep what still fails as a recovery record.

    Never blocks and never shows a dialog (a signal, the desktop session ending).

    Returns:
        The recovery record written, or None (nothing unsaved, or it could not be written: logged).
    """
    keeper = _keeper(window)
    if keeper is None or not keeper.has_unsaved_changes or keeper.retry_now():
        return None
    path, problem = _write(keeper)
    _say(path, problem)
    return path


def may_leave(window: LeaveHost, mode: LeaveMode) -> bool:
    """Whether the window may close now, keeping or letting go its unsaved changes as ``mode`` says.

    In mode "ask" with changes still refused, the recovery record is written at
    once (a crash while the question is open loses nothing) and the question
    opens window-modal, without a nested event loop; the window closes again once
    it is answered (see :func:`_on_unsaved_dialog_finished`).

    Returns:
        True to close; False to stay open (the question is open).
    """
    keeper = _keeper(window)
    if keeper is None or not keeper.has_unsaved_changes or keeper.retry_now():
        return True
    if mode == "discard":
        _log.warning("the player quit without saving the changes the archive refused")
        keeper.discard_recovery()
        return True
    path, problem = _write(keeper)
    if mode == "keep":
        _say(path, problem)
        return True
    if window.unsaved_dialog is not None:
        window.unsaved_dialog.raise_()
        window.unsaved_dialog.activateWindow()
        return False
    from tarbish_score.ui.dialogs.unsaved import UnsavedChangesDialog

    dialog = UnsavedChangesDialog(_why(keeper), path, problem, window.window())
    dialog.finished.connect(lambda result: _on_unsaved_dialog_finished(window, dialog))
    window.unsaved_dialog = dialog
    dialog.open()
    return False


def _close_later(window: LeaveHost, mode: LeaveMode | None = None) -> None:
    if mode is not None:
        window.unsaved_on_close = mode
    QTimer.singleShot(0, window.close)


def _on_unsaved_dialog_finished(window: LeaveHost, dialog: UnsavedChangesDialog) -> None:
    from tarbish_score.ui.dialogs.unsaved import LeaveChoice

    window.unsaved_dialog = None
    dialog.deleteLater()
    choice = dialog.choice()
    if choice == LeaveChoice.RETRY:
        _close_later(window)  # tries again; asks again if it still fails
    elif choice == LeaveChoice.SAVE_COPY:
        if _save_copy(window):
            _close_later(window, "keep")
        else:
            _close_later(window)
    elif choice == LeaveChoice.KEEP:
        _close_later(window, "keep")
    elif choice == LeaveChoice.DISCARD:
        _close_later(window, "discard")
    else:
        window.focus_round_entry()


def ask_copy_path(parent: QWidget, suggested: str) -> str:
    """Ask where to save a copy of the match ("" when cancelled; tests replace this function)."""
    chosen, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("Leaving", "Save a copy of the match"),
        suggested,
        QCoreApplication.translate("Leaving", "Match records (*.tarbish.json)"),
    )
    return chosen


def _save_copy(window: LeaveHost) -> bool:
    """Save the match with its log where the player chooses; True once written."""
    from tarbish_score.exchange.records import RECORD_SUFFIX, export_record, write_record
    from tarbish_score.exchange.recovery import recovery_name

    keeper = _keeper(window)
    match = window.controller.match
    if keeper is None or match is None:
        return True
    suggested = str(Path.home() / recovery_name(match).removeprefix("unsaved "))
    chosen = ask_copy_path(window.window(), suggested)
    if not chosen:
        return False
    path = Path(chosen if chosen.endswith(RECORD_SUFFIX) else chosen + RECORD_SUFFIX)
    try:
        written = write_record(export_record(match, keeper.log, match_id=keeper.match_id), path)
    except OSError as error:
        window.show_status(
            QCoreApplication.translate("Leaving", "The copy could not be saved: {error}").format(
                error=error.strerror or str(error)
            ),
            0,
        )
        return False
    _log.info("a copy of the unsaved match was saved as %s", written)
    return True


class LeaveHandlers(QObject):
    """SIGINT, SIGTERM, SIGHUP and the desktop session ending leave the window through the same path.

    Python's signal handlers do not run while Qt's event loop waits, so the
    signal's number is written to a socket (:func:`signal.set_wakeup_fd`) that a
    :class:`QSocketNotifier` watches: the loop wakes, and :meth:`leave_on_signal`
    keeps the unsaved changes (:func:`keep_unsaved`), closes the window and
    leaves the loop with status 128 + the signal's number (130, 143, 129: the
    shell's convention for a process ended by a signal). The session ending
    (``commitDataRequest``) keeps the unsaved changes without asking or blocking.

    Args:
        app: the application.
        window: the main window.
        quit_app: leaves the event loop with a status (``QApplication.exit``).
    """

    def __init__(
        self, app: QApplication, window: LeaveHost, quit_app: Callable[[int], None] = QApplication.exit
    ) -> None:
        super().__init__(window.window())
        self.window = window
        self._app = app
        self._quit_app = quit_app
        #: The status a signal left with (128 + its number), or None: it wins over a later quit().
        self.signal_status: int | None = None
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {number: signal.signal(number, _note_signal) for number in _SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_notifier_activated)
        app.commitDataRequest.connect(self._on_app_commit_data_request)

    def remove(self) -> None:
        """Put the previous signal handlers back and close the wake-up socket."""
        self._app.commitDataRequest.disconnect(self._on_app_commit_data_request)
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()

    def leave_on_signal(self, number: int) -> None:
        """Keep the unsaved changes, close the window and leave the loop (status 128 + ``number``)."""
        _log.info("signal %d: closing the window", number)
        # Before closing: the last window closed may quit the loop with 0 before the line below runs.
        self.signal_status = 128 + number
        self.window.close_unattended()
        self._quit_app(self.signal_status)

    def _on_notifier_activated(self) -> None:
        with suppress(BlockingIOError, InterruptedError):
            for number in self._reader.recv(64):
                if number in _SIGNALS:
                    self.leave_on_signal(number)
                    return

    def _on_app_commit_data_request(self, manager: QSessionManager | None) -> None:
        # The session is ending: no question may block it. Keep, say where, carry on.
        keep_unsaved(self.window)


def _note_signal(number: int, frame: object) -> None:
    """The Python-level handler: the wake-up socket carries the signal to the event loop."""


def offer_recovery(window: LeaveHost, keeper: MatchKeeper) -> int | None:
    """At start: offer the recovery records found; bring them back into the archive, or discard them.

    Each record brought back or discarded is deleted; with "Ask me later" they
    stay. Nothing is offered while the archive is read-only (they could not go in).

    Returns:
        The archive id of the last match brought back (to open), or None.
    """
    from tarbish_score.exchange.recovery import bring_back, discard_recovery, find_recovery

    files = find_recovery(keeper.store.directory)
    if not files or keeper.store.read_only:
        return None
    # Only now: nearly every start has nothing to offer, and this runs before the window's first paint.
    from tarbish_score.exchange.importing import ImportFailedError
    from tarbish_score.storage import StoreError
    from tarbish_score.ui.dialogs.unsaved import RecoveredMatchesDialog, RecoveryChoice

    choice = RecoveredMatchesDialog.ask(window.window(), files, [_title(path) for path in files])
    if choice == RecoveryChoice.LATER:
        return None
    if choice == RecoveryChoice.DISCARD:
        for path in files:
            discard_recovery(path)
        return None
    brought: int | None = None
    for path in files:
        try:
            brought = bring_back(keeper.store, path)
        except (ImportFailedError, StoreError) as error:
            window.show_status(
                QCoreApplication.translate("Leaving", "Could not bring back {path}: {error}").format(
                    path=path, error=error
                ),
                0,
            )
            continue
        discard_recovery(path)
    return brought


def _title(path: Path) -> str:
    """One line on a recovery record: "Us against Them, 3 rounds" (or why it cannot be read)."""
    from tarbish_score.exchange.importing import ImportFailedError, read_paths
    from tarbish_score.model.record import MAX_RECORD_BYTES

    try:
        (read,) = read_paths([path], limit=MAX_RECORD_BYTES)
    except ImportFailedError as error:
        return QCoreApplication.translate("Leaving", "cannot be read: {error}").format(error=error.problems[0].message)
    teams = read.match.teams
    rounds = len(read.match.rounds)
    return QCoreApplication.translate("Leaving", "{a} against {b}, %n round(s)", "", rounds).format(
        a=teams[0].name, b=teams[1].name
    )

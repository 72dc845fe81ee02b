"""The archive's actions, banners and dialogs around :class:`MatchKeeper`, for the main window to place.

Built once the archive is open (before the first paint when the folder has an
archive, so the resumed match is on it; after it at a first start): Match ▸ Set
aside, Match archive… (Ctrl+O), Corrections log… (Ctrl+L), Correct this match; a
banner for a read-only finished match, and one for saving trouble or a damaged
archive that was set aside.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.actions.builder import build_actions
from tarbish_score.ui.one_dialog import OneDialog

if TYPE_CHECKING:
    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.storage import LostMatch, Resumed, SalvageReport, StoreWriteError
    from tarbish_score.storage.errors import WriteFailure
    from tarbish_score.ui.actions.hosts import ArchiveHost
    from tarbish_score.ui.dialogs.archive_window import ArchiveWindow
    from tarbish_score.ui.dialogs.corrections_log import CorrectionsLogDialog

__all__ = ["ArchiveActions", "Banner", "write_error_text"]


class Banner(QFrame):
    """A message across the top of the window, with an optional button and a close cross.

    Signals:
        action_triggered: the banner's button was pressed.
    """

    action_triggered = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label, 1)
        self.button = QPushButton(self)
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.action_triggered)
        layout.addWidget(self.button)
        self.close_button = QPushButton("✕", self)
        self.close_button.setToolTip(self.tr("Hide this message"))
        self.close_button.setAccessibleName(self.tr("Hide this message"))
        self.close_button.setFlat(True)
        self.close_button.setFixedWidth(32)
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.close_button)
        self.kind = ""
        self.hide()

    def show_message(self, kind: str, text: str, button: str = "", *, closable: bool = True) -> None:
        """Show ``text`` in the style of ``kind`` ("error", "warning" or "info")."""
        background, border, colour = theme.banner_colours(kind)
        self.kind = kind
        self.setStyleSheet(
            f"QFrame#{self.objectName()} {{ background: {background}; border: 2px solid {border};"
            f" border-radius: 6px; }} QLabel {{ color: {colour}; font-size: 15px; border: none; }}"
        )
        self.label.setText(text)
        self.button.setText(button)
        self.button.setVisible(bool(button))
        self.close_button.setVisible(closable)
        self.show()


def _why_not_saved(reason: WriteFailure) -> str:
    """Why the disk refused a save, as a few translated words ("the disk is full")."""
    from PySide6.QtCore import QCoreApplication

    return {
        "full": QCoreApplication.translate("ArchiveActions", "the disk is full"),
        "read-only": QCoreApplication.translate("ArchiveActions", "the disk or the archive file is read-only"),
        "busy": QCoreApplication.translate("ArchiveActions", "another program is using the archive"),
        "io": QCoreApplication.translate("ArchiveActions", "the disk reported an error"),
        "other": QCoreApplication.translate("ArchiveActions", "the archive refused the change"),
    }[reason]


def write_error_text(error: StoreWriteError) -> str:
    """What a failed save means for the players, and what happens next."""
    from PySide6.QtCore import QCoreApplication

    why = _why_not_saved(error.reason)
    return QCoreApplication.translate(
        "ArchiveActions",
        "<b>Not saved:</b> {why} ({path}). The match is safe in this window; saving is tried again "
        "with your next change, or now with “Try again”.",
    ).format(why=why, path=error.path)


class ArchiveActions(QObject):
    """The archive's actions, banners and dialogs for one window.

    Its actions are on ``parent`` (their shortcuts work window-wide; the host's Match menu
    lists them, as declared); the host places :attr:`banners` across the top.

    Args:
        keeper: the saver joined to the open archive (``keeper.controller`` is the window's controller).
        host: the window's status line, new-match dialog, focus moves and export.
        parent: the widget the dialogs and banners belong to (the main window).
    """

    def __init__(self, keeper: MatchKeeper, host: ArchiveHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.host = host
        self.keeper = keeper
        self.controller = controller = keeper.controller
        self.archive_window: ArchiveWindow | None = None
        self.corrections_dialog: CorrectionsLogDialog | None = None
        #: The question asked before a match from the archive puts the match in progress aside.
        self._open_question: OneDialog[QMessageBox] = OneDialog()
        self._offer_new_match = False
        self._read_only_archive = False
        #: Shows a match changed on two laptops from the archive window (the sync's, once attached).
        self.reviewer: Callable[[int, QWidget], QDialog | None] | None = None

        self.read_only_banner = Banner("readOnlyBanner", parent)
        self.alert_banner = Banner("alertBanner", parent)
        #: The banners, top first, for the host to place.
        self.banners: tuple[Banner, ...] = (self.read_only_banner, self.alert_banner)
        self.read_only_banner.action_triggered.connect(self.correct_this_match)
        self.alert_banner.action_triggered.connect(self.retry_saving)

        #: The declared commands' actions (ui/window_commands.py), on ``parent``, by id in menu order.
        self.actions: dict[str, QAction] = build_actions("archive", parent, self)
        self.set_aside_action = self.actions["set_aside"]
        self.archive_action = self.actions["archive"]
        self.corrections_action = self.actions["corrections_log"]
        self.correct_action = self.actions["correct_match"]

        controller.match_changed.connect(self._on_controller_match_changed)
        controller.read_only_changed.connect(self._on_controller_read_only_changed)
        controller.save_failed.connect(self._on_controller_save_failed)
        keeper.pending_changed.connect(self._on_keeper_pending_changed)
        self._on_controller_read_only_changed(controller.read_only)
        self._on_controller_match_changed()

    @property
    def open_question(self) -> QMessageBox | None:
        """The question asked before a match from the archive puts the match in progress aside, while it is open."""
        return self._open_question.dialog

    # --- commands ---------------------------------------------------------------------------

    def show_archive(self) -> ArchiveWindow:
        """Open the archive window (non-modal; built on each opening so it lists the archive as it is now)."""
        from tarbish_score import paths
        from tarbish_score.qt import settings
        from tarbish_score.ui.dialogs.archive_window import ArchiveWindow

        if self.archive_window is not None:
            self.archive_window.close()
        dialog = ArchiveWindow(
            self.keeper.store,
            self.parent_widget,
            deleter=self.delete_match,
            exporter=self.host.export_archived_match,
            restorer=self.restore_snapshot,
            reviewer=self.reviewer,
            # A sync folder in force (ui/actions/sync.py configured_folder, which imports this module).
            syncing=paths.sync_dir() is not None or bool(settings.read(settings.SYNC_DIR)),
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.match_chosen.connect(self._on_archive_window_match_chosen)
        # Closed is when `finished` is emitted (Esc, the close button, close(), a match chosen), at once;
        # `destroyed` follows whenever Qt deletes the window, which Qt 6.6 leaves to the next event loop.
        dialog.finished.connect(self._on_archive_window_finished)
        self.archive_window = dialog
        dialog.show()
        dialog.search_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        if dialog.model.canFetchMore():
            dialog.model.fetchMore()
        dialog.select_row(0)
        return dialog

    def open_match(self, match_id: int) -> None:
        """Put archived match ``match_id`` in force (finished ones read-only)."""
        from tarbish_score.storage import StoreError, StoreWriteError

        try:
            stored = self.keeper.open_match(match_id)
        except StoreWriteError as error:
            self._show_write_error(error)
            return
        except StoreError as error:
            self.alert_banner.show_message("error", self.tr("That match cannot be opened: {e}").format(e=error))
            return
        teams = stored.match.teams
        self.host.show_status(
            self.tr("Opened {a} against {b} from the archive.").format(a=teams[0].name, b=teams[1].name), 8000
        )
        self.host.focus_round_entry()

    def delete_match(self, match_id: int) -> None:
        """Delete a match (already confirmed); deleting the match in force starts afresh.

        Raises:
            StoreError: not deleted.
        """
        if self.keeper.delete_match(match_id):
            self.host.show_status(self.tr("The match in this window was deleted."), 8000)
            if self.archive_window is None:
                self.host.open_new_match_dialog()
            else:  # once the archive closes
                self._offer_new_match = True

    def set_aside(self) -> None:
        """Keep the match in force in the archive and start another (the new-match dialog opens)."""
        match = self.controller.match
        if match is not None:
            self.host.show_status(
                with_keys(self.tr("{a} against {b} stays in the archive: {Ctrl+O} brings it back.")).format(
                    a=match.teams[0].name, b=match.teams[1].name
                ),
                10000,
            )
        self.host.open_new_match_dialog()

    def correct_this_match(self) -> None:
        """Allow changes to a finished match opened from the archive."""
        controller = self.controller
        if controller.read_only:
            controller.set_read_only(False)
            self.host.show_status(
                with_keys(self.tr("You can now correct this match: select a round in the history and press {Enter}.")),
                10000,
            )
            # The history, armed, whichever widget had the focus: Enter now does what the status says.
            self.host.focus_history()

    def show_corrections_log(self) -> CorrectionsLogDialog | None:
        """Show the corrections log of the match in force (None when there is no match)."""
        from tarbish_score.ui.dialogs.corrections_log import CorrectionsLogDialog

        match = self.controller.match
        if match is None:
            self.host.show_status(self.tr("No match yet, so no corrections."), 5000)
            return None
        if self.corrections_dialog is not None:
            self.corrections_dialog.close()
        dialog = CorrectionsLogDialog(match, self.keeper.log, self.parent_widget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._on_corrections_dialog_destroyed)
        self.corrections_dialog = dialog
        dialog.show()
        return dialog

    def retry_saving(self) -> None:
        """Try again now to save what is pending."""
        from tarbish_score.storage import StoreWriteError

        try:
            self.keeper.flush()
        except StoreWriteError as error:
            self._show_write_error(error)

    def show_moved_aside(self, path: Path) -> None:
        """Tell the user a damaged archive was set aside (kept) and a fresh one started."""
        self.alert_banner.show_message(
            "warning",
            self.tr(
                "<b>The match archive was damaged.</b> It is kept, untouched, as {path}; "
                "a fresh archive was started. Earlier matches are not in the list."
            ).format(path=path),
        )

    def restore_snapshot(self, snapshot: Path) -> Path:
        """Put a snapshot in the archive's place (already confirmed), then bring back its match.

        The archive as it was is kept aside first (listed with the snapshots); the match
        that was open stays in it, and the banner says so.

        Returns:
            Where the archive as it was is kept.

        Raises:
            StoreError: not restored (changes still unsaved, or the snapshot or the disk refused).
        """
        from tarbish_score.storage import StoreError

        match = self.controller.match
        was_open = match is not None and self.keeper.match_id is not None
        kept = self.keeper.restore_snapshot(snapshot)
        kept_matches = self.keeper.store.count_matches()
        text = self.tr(
            "<b>Snapshot restored:</b> %n match(es) kept. The archive as it was is listed as “kept aside”.",
            "",
            kept_matches,
        )
        if was_open and match is not None:
            text += " " + self.tr("{a} against {b}, open until now, is in it.").format(
                a=match.teams[0].name, b=match.teams[1].name
            )
        self.alert_banner.show_message("info", text)
        try:
            if self.keeper.resume() is None:
                self._offer_new_match = True  # once the archive closes (or now, when it is not open)
        except StoreError as error:
            self.alert_banner.show_message("error", self.tr("That match cannot be opened: {e}").format(e=error))
        if self.archive_window is None and self._offer_new_match:
            self._offer_new_match = False
            self.host.open_new_match_dialog()
        return kept

    def offer_snapshot_after_damage(self) -> QMessageBox | None:
        """After a damaged archive was set aside: offer the newest snapshot that reads whole.

        A window-modal question (no nested event loop); "Restore it" restores. Returns
        the question, or None when no good snapshot holds a match.
        """
        from tarbish_score.storage.snapshots import newest_good
        from tarbish_score.words.formats import format_date

        snapshot = newest_good(self.keeper.store.directory)
        if snapshot is None:
            return None
        box = QMessageBox(self.parent_widget)
        box.setObjectName("snapshotAfterDamageQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Restore a snapshot?"))
        box.setText(self.tr("The match archive was damaged and set aside; a fresh one was started."))
        matches = snapshot.matches or 0
        box.setInformativeText(
            self.tr(
                "Restore the snapshot of {day} (%n match(es))? It is the newest that reads whole.",
                "",
                matches,
            ).format(day=format_date(snapshot.day, "long"))
        )
        restore = box.addButton(self.tr("&Restore it"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Keep the fresh archive"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(restore)
        box.finished.connect(
            lambda _result: self._on_snapshot_question_finished(snapshot.path, box.clickedButton() is restore)
        )
        box.open()
        return box

    def _on_snapshot_question_finished(self, path: Path, confirmed: bool) -> None:
        from tarbish_score.storage import StoreError

        if not confirmed:
            return
        try:
            self.restore_snapshot(path)
        except StoreError as error:
            self.alert_banner.show_message("error", self.tr("The snapshot was not restored: {e}").format(e=error))

    def show_salvaged(self, report: SalvageReport) -> None:
        """Tell the user a damaged archive was set aside, how many matches were saved from it, and which were not.

        Shown at start, or the moment a read or a save met the damage (the window goes on with
        the fresh archive).
        """
        from html import escape

        saved, total = len(report.saved), len(report.saved) + len(report.lost)
        if report.cause == "empty":
            self.alert_banner.show_message(
                "warning",
                self.tr(
                    "<b>The match archive file was empty (0 bytes).</b> It is kept as {path}; "
                    "a fresh archive was started. Earlier matches are not in the list."
                ).format(path=escape(str(report.aside))),
            )
            return
        if total == 0 and report.cause != "wal":
            self.show_moved_aside(report.aside)
            return
        # The file's name only: it lies beside the archive, and the banner has two lines.
        name = escape(report.aside.name)
        if not report.lost:
            text = self.tr(
                "<b>The match archive was damaged.</b> All {saved} matches were saved into a fresh "
                "archive; the damaged one is kept, untouched, beside it as {name}."
            ).format(name=name, saved=saved)
        else:
            shown = ", ".join(escape(self._lost_text(lost)) for lost in report.lost[:3])
            if len(report.lost) > 3:
                more = len(report.lost) - 3
                shown = self.tr("{names} and %n more", "", more).format(names=shown)
            text = self.tr(
                "<b>The match archive was damaged.</b> {saved} of {total} matches were saved into a fresh "
                "archive. Could not be read: {lost}; they stay in the damaged file, kept beside it as {name}."
            ).format(name=name, saved=saved, total=total, lost=shown)
        if report.cause == "wal":
            text += " " + self.tr(
                "Its last changes, in a damaged write-ahead log, could not be applied; they stay in {name}-wal."
            ).format(name=name)
        if report.unloadable:
            text += " " + self.tr(
                "%n saved match(es) can no longer be loaded; they are listed as unreadable.", "", len(report.unloadable)
            )
        self.alert_banner.show_message("warning", text)
        # Two lines may not hold every name: the whole message, and where the file is, on hover.
        self.alert_banner.label.setToolTip(f"{text}<br>{escape(str(report.aside))}")

    def show_resumed(self, resumed: Resumed) -> None:
        """Tell the user a change of the archive file a kill interrupted was finished, or rolled back, at this start."""
        from html import escape

        if not resumed.finished:
            text = self.tr(
                "<b>An interrupted change of the match archive was rolled back.</b> The archive is as it was before it."
            )
        elif resumed.kind == "foreign":
            text = self.tr(
                "<b>Moving another program's file out of the archive's place was interrupted; it was finished "
                "now.</b> It is kept, untouched, as {name}."
            ).format(name=escape(resumed.kept.name if resumed.kept is not None else ""))
        elif resumed.kind == "restore":
            text = self.tr(
                "<b>Restoring a snapshot was interrupted; it was finished now.</b> "
                "The archive as it was is listed as “kept aside”."
            )
        else:
            text = self.tr(
                "<b>Repairing the match archive was interrupted; it was finished now.</b> "
                "The damaged archive is kept, untouched, as {name}."
            ).format(name=escape(resumed.kept.name if resumed.kept is not None else ""))
        self.alert_banner.show_message("warning" if resumed.finished else "info", text)

    def _lost_text(self, lost: LostMatch) -> str:
        if lost.teams is None:
            return self.tr("match {id}").format(id=lost.id)
        a, b = (name if len(name) <= 14 else name[:13] + "…" for name in lost.teams)
        return self.tr("match {id} ({a} v {b})").format(id=lost.id, a=a, b=b)

    def show_foreign_aside(self, path: Path) -> None:
        """Tell the user another program's file was found where the archive belongs, and moved aside untouched."""
        from html import escape

        self.alert_banner.show_message(
            "warning",
            self.tr(
                "<b>Another program's file was where the match archive belongs.</b> "
                "It was moved, untouched, to {path}; a fresh archive was started."
            ).format(path=escape(str(path))),
        )

    def show_read_only_archive(self, reason: WriteFailure = "read-only") -> None:
        """Tell the user the archive can be read but not written, and why.

        Args:
            reason: why it could not be opened for writing: a ``read-only`` disk, a ``full`` one,
                or another refusal (``io``, ``busy``, ``other``).
        """
        self._read_only_archive = True
        if reason == "read-only":
            text = self.tr(
                "<b>The archive is on a read-only disk:</b> changes are kept in this window only. "
                "Saving is tried again with each change."
            )
        elif reason == "full":
            text = self.tr(
                "<b>The disk is full:</b> the archive can be read but not written, so changes are kept "
                "in this window only. Free some space on it: saving is tried again with each change."
            )
        else:
            text = self.tr(
                "<b>The archive cannot be written</b> ({why}): changes are kept in this window only. "
                "Saving is tried again with each change."
            ).format(why=_why_not_saved(reason))
        self.alert_banner.show_message("warning", text, closable=False)

    # --- slots -----------------------------------------------------------------------------------

    def _show_write_error(self, error: StoreWriteError) -> None:
        self.alert_banner.show_message("error", write_error_text(error), self.tr("Try again"), closable=False)

    def _on_controller_save_failed(self, text: str) -> None:
        if self.keeper.last_error is not None:
            self._show_write_error(self.keeper.last_error)

    def _on_keeper_pending_changed(self, pending: bool) -> None:
        if not pending and self.alert_banner.kind == "error":
            self.alert_banner.show_message("info", self.tr("<b>Saved:</b> every change is on disk again."))

    def _on_controller_match_changed(self) -> None:
        if self.alert_banner.kind == "warning" and self._read_only_archive and not self.keeper.store.read_only:
            # The disk became writable again and this change was saved.
            self.alert_banner.show_message("info", self.tr("<b>Saved:</b> every change is on disk again."))
        self._read_only_archive = self.keeper.store.read_only
        has_match = self.controller.match is not None
        self.corrections_action.setEnabled(has_match)
        self.set_aside_action.setEnabled(has_match)

    def _on_controller_read_only_changed(self, read_only: bool) -> None:
        self.correct_action.setEnabled(read_only)
        if read_only:
            self.read_only_banner.show_message(
                "info",
                self.tr(
                    "<b>Read-only:</b> this finished match is from the archive. "
                    "To change a round, press “Correct this match”."
                ),
                self.tr("Correct this match"),
                closable=False,
            )
        else:
            self.read_only_banner.hide()

    def _on_archive_window_match_chosen(self, match_id: int) -> None:
        self.choose_match(match_id)

    def choose_match(self, match_id: int) -> None:
        """Open archived match ``match_id``, asking first when it would put the match in progress aside."""
        if self._in_progress_elsewhere(match_id):
            self.ask_open_match(match_id)
        else:
            self.open_match(match_id)

    def _in_progress_elsewhere(self, match_id: int) -> bool:
        """True when a match with rounds, not over, is being played and ``match_id`` is another one."""
        match = self.controller.match
        if match is None or self.controller.read_only or self.keeper.match_id == match_id:
            return False
        return bool(match.rounds) and not match.score.finished

    def ask_open_match(self, match_id: int) -> QMessageBox:
        """Ask before opening ``match_id`` over the match in progress (window-modal, no nested event loop).

        "Keep playing" is the default (Enter) and Esc; "Open it" opens the chosen match.
        """
        self._open_question.reject()  # a question about another match gives way to this one
        match = self.controller.match
        if match is None:
            raise RuntimeError("no match is in force")
        teams, totals = match.teams, match.score.totals
        box = QMessageBox(self.parent_widget)
        box.setObjectName("openMatchQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Put this match aside?"))
        box.setText(
            self.tr("{a} against {b} is not over: {x} – {y}.").format(
                a=teams[0].name, b=teams[1].name, x=totals[0], y=totals[1]
            )
        )
        box.setInformativeText(
            with_keys(
                self.tr(
                    "Open the match from the archive instead? This one stays in the archive: {Ctrl+O} brings it back."
                )
            )
        )
        open_button = box.addButton(self.tr("&Open it"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return self._open_question.open(
            box, lambda _result: self._on_open_question_finished(match_id, box.clickedButton() is open_button)
        )

    def _on_archive_window_finished(self, _result: int) -> None:
        # Closed: back to the window, where the keys left off (a round half typed stays as it was),
        # unless the archive's choice asks a question first: that keeps the keys. The match in force
        # deleted from the archive: the new-match dialog opens now.
        if self.sender() is not self.archive_window:
            return  # an archive window replaced by a fresh one (Ctrl+O again)
        self.archive_window = None
        if self._offer_new_match and self.controller.match is None:
            self._offer_new_match = False
            self.host.open_new_match_dialog()
            return
        self._offer_new_match = False
        if self.open_question is None:
            self.parent_widget.activateWindow()

    def _on_open_question_finished(self, match_id: int, confirmed: bool) -> None:
        if confirmed:
            self.open_match(match_id)
        else:
            self.host.focus_round_entry()

    def _on_corrections_dialog_destroyed(self) -> None:
        self.corrections_dialog = None

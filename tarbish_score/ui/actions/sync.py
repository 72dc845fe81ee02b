"""The sync folder in the window: Tools ▸ Sync folder…, its banner, and the matches changed on two laptops.

A folder a sync tool carries (Syncthing, Nextcloud, Dropbox, OneDrive, a USB stick) takes one
record file per match (:mod:`tarbish_score.exchange.sync`); :class:`SyncActions` starts the
:class:`~tarbish_score.qt.sync_keeper.SyncKeeper` on it when one is set (``--sync-dir``, the
``TARBISH_SCORE_SYNC_DIR`` environment variable, else the remembered choice), and says in one
banner what came from another laptop, what went wrong, and which matches wait for a choice.
With no sync folder nothing of the sync is imported: the keeper, the dialogs and the records
are loaded when first wanted.

At start it also warns when the archive itself lies inside a folder a sync tool manages: two
laptops writing one SQLite file would damage it (:meth:`SyncActions.check_data_folder`).
"""

from __future__ import annotations

from functools import cached_property
from html import escape as _escape
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from tarbish_score import paths
from tarbish_score.qt import settings
from tarbish_score.ui.actions.archive import Banner
from tarbish_score.ui.actions.builder import build_actions

if TYPE_CHECKING:
    from tarbish_score.exchange.sync import SyncReport
    from tarbish_score.model import Match
    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.qt.sync_keeper import SyncKeeper
    from tarbish_score.storage.versions import Conflict
    from tarbish_score.ui.actions.hosts import ArchiveSeat
    from tarbish_score.ui.dialogs.sync_conflict import SyncConflictDialog
    from tarbish_score.ui.dialogs.sync_folder import SyncFolderDialog

__all__ = ["FolderSource", "SyncActions", "configured_folder"]


def escape(text: str) -> str:
    """``text`` safe in a banner's rich text (an apostrophe stays one)."""
    return _escape(text, quote=False)


#: Where the sync folder in force was named: ``"environment"`` (``--sync-dir`` or the variable),
#: ``"setting"`` (Tools ▸ Sync folder…), or ``""`` (none).
FolderSource = Literal["environment", "setting", ""]


def configured_folder() -> tuple[Path | None, FolderSource]:
    """The sync folder in force and where it was named; ``--sync-dir`` and the variable win over the setting."""
    named = paths.sync_dir()
    if named is not None:
        return named, "environment"
    chosen = settings.read(settings.SYNC_DIR)
    return (Path(chosen), "setting") if chosen else (None, "")


class SyncActions(QObject):
    """Tools ▸ Sync folder…, the sync banner and the conflict view, for one window.

    Args:
        keeper: the window's saver (its archive is the one kept in step).
        host: the window: its banner strip and status line.
        parent: the widget the dialogs and banners belong to (the main window).
        check_delay_ms: when the data folder is checked for a sync tool after start (milliseconds).

    Attributes:
        actions: the declared commands' actions (``sync_folder``), on ``parent``.
        sync_keeper: the keeper while a sync folder is set, else None.
    """

    def __init__(self, keeper: MatchKeeper, host: ArchiveSeat, parent: QWidget, *, check_delay_ms: int = 1000) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.host = host
        self.parent_widget = parent
        self.sync_keeper: SyncKeeper | None = None
        self.folder_dialog: SyncFolderDialog | None = None
        self.conflict_dialog: SyncConflictDialog | None = None
        self._banner_opens: Literal["conflicts", "folder", ""] = ""
        self.actions: dict[str, QAction] = build_actions("sync", parent, self)
        keeper.controller.match_changed.connect(self._on_controller_match_changed)
        folder, _source = configured_folder()
        if folder is not None:
            self.start(folder)
        QTimer.singleShot(check_delay_ms, self, self.check_data_folder)

    @cached_property
    def banner(self) -> Banner:
        """What came in, went wrong or waits for a choice (built when first needed)."""
        banner = self._new_banner("syncBanner")
        banner.action_triggered.connect(self._on_banner_action_triggered)
        return banner

    @cached_property
    def place_banner(self) -> Banner:
        """The warning that the archive lies in a synced folder (built when first needed)."""
        return self._new_banner("syncPlaceBanner")

    def _new_banner(self, name: str) -> Banner:
        banner = Banner(name, self.parent_widget)
        # A wrapped label's size hint is drawn narrow and tall; the strip's height follows the hint.
        banner.label.setMinimumWidth(720)
        self.host.add_banner(banner)
        return banner

    def _hide_banner(self) -> None:
        if "banner" in self.__dict__:  # never built: nothing to hide
            self.banner.hide()

    # --- the folder ------------------------------------------------------------------------------

    def start(self, folder: Path) -> SyncKeeper | None:
        """Keep the archive and ``folder`` in step from now on (a keeper on another folder stops).

        Returns:
            The keeper; None when ``folder`` and the archive's folder lie one inside the other (the
            banner says so): the sync tool would carry the archive itself.
        """
        from tarbish_score.qt.sync_keeper import SyncKeeper

        self.stop()
        archive, named = self.archive_folder().resolve(), folder.resolve()
        if named == archive or named in archive.parents or archive in named.parents:
            self._banner_opens = "folder"
            self.banner.show_message(
                "error",
                escape(
                    self.tr(
                        "Not syncing: the sync folder {folder} and the archive's folder {archive} lie one inside "
                        "the other, so the sync tool would copy the archive itself and could damage it. Name a "
                        "folder apart from it."
                    ).format(folder=named, archive=archive)
                ),
                self.tr("Sync folder…"),
            )
            return None
        sync_keeper = SyncKeeper(self.keeper, folder, self)
        sync_keeper.taken_in.connect(self._on_sync_keeper_taken_in)
        sync_keeper.rounds_arrived.connect(self._on_sync_keeper_rounds_arrived)
        sync_keeper.rounds_replaced.connect(self._on_sync_keeper_rounds_replaced)
        sync_keeper.failed.connect(self._on_sync_keeper_failed)
        self.sync_keeper = sync_keeper
        sync_keeper.start()
        return sync_keeper

    def stop(self) -> None:
        """Stop keeping the archive and the folder in step (the records there stay)."""
        if self.sync_keeper is not None:
            self.sync_keeper.stop()
            self.sync_keeper.deleteLater()
            self.sync_keeper = None
        if self._banner_opens != "conflicts":
            self._hide_banner()

    def set_folder(self, folder: Path | None) -> None:
        """Remember ``folder`` as the sync folder (None: none) and use it now, unless ``--sync-dir`` names another."""
        settings.write(settings.SYNC_DIR, "" if folder is None else str(folder))
        in_force, source = configured_folder()
        if source == "environment":
            return
        if in_force is None:
            self.stop()
        elif self.sync_keeper is None or self.sync_keeper.folder != in_force:
            self.start(in_force)

    def archive_folder(self) -> Path:
        """The archive's folder (the data folder)."""
        return self.keeper.store.directory

    def folder_in_force(self) -> tuple[Path | None, str]:
        """The sync folder in force and where it was named (:func:`configured_folder`)."""
        return configured_folder()

    def sync_now(self) -> bool:
        """Read the folder now and publish what it lacks (the dialog's Sync now); True when it was read."""
        return self.sync_keeper is not None and self.sync_keeper.sync_now()

    def open_sync_dialog(self) -> SyncFolderDialog:
        """Tools ▸ Sync folder…: choose or clear the folder, see where it is and how the last sync went."""
        from tarbish_score.ui.dialogs.sync_folder import SyncFolderDialog

        if self.folder_dialog is not None:
            self.folder_dialog.raise_()
            return self.folder_dialog
        dialog = SyncFolderDialog(self, self.parent_widget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._on_folder_dialog_finished)
        self.folder_dialog = dialog
        dialog.open()
        return dialog

    # --- matches changed on two laptops ----------------------------------------------------------

    def show_conflicts(self, match_id: int | None = None, parent: QWidget | None = None) -> SyncConflictDialog | None:
        """Show the first match changed on two laptops (``match_id``'s when given), both versions side by side.

        The dialog is window-modal over ``parent`` (the main window when None: the banner's button).

        Returns:
            The dialog, or None when no match waits for a choice (or the archive cannot be read: the banner says so).
        """
        from tarbish_score.storage import StoreError
        from tarbish_score.storage.versions import list_conflicts

        try:
            conflicts = list_conflicts(self.keeper.store, match_id)
        except StoreError as error:
            self.banner.show_message("error", escape(str(error)))
            return None
        if not conflicts:
            self._tell_conflicts()
            return None
        return self.review_conflict(conflicts[0], parent)

    def review_conflict(self, conflict: Conflict, parent: QWidget | None = None) -> SyncConflictDialog | None:
        """Show ``conflict``'s two versions; the player keeps one, takes the other, or keeps both."""
        from tarbish_score.model import TarbishError
        from tarbish_score.ui.dialogs.sync_conflict import SyncConflictDialog

        if self.conflict_dialog is not None:
            self.conflict_dialog.close()
        try:
            dialog = SyncConflictDialog(self.keeper.store, conflict, parent or self.parent_widget)
        except TarbishError as error:
            self.banner.show_message("error", escape(str(error)))
            return None
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.resolved.connect(self._on_conflict_dialog_resolved)
        dialog.finished.connect(self._on_conflict_dialog_finished)
        self.conflict_dialog = dialog
        dialog.open()
        return dialog

    def conflict_resolved(self, match_id: int, made: int = -1, choice: str = "") -> None:
        """A conflict was settled (``choice``: ``keep-ours``, ``take-theirs``, ``keep-both``, "" unsaid): the match
        in force is loaded again when it was that one; the match (and the one "keep both" ``made``) published, so
        the other laptops follow the choice; the choice confirmed in the status line."""
        from tarbish_score.storage import StoreError

        if self.keeper.match_id == match_id:
            try:
                self.keeper.open_match(match_id, read_only=self.keeper.controller.read_only)
            except StoreError as error:
                self.banner.show_message("error", escape(str(error)))
                return
        self._tell_conflicts()
        done = {
            "keep-ours": self.tr("Kept this laptop's version of match {n}; the other laptop's is in its versions."),
            "take-theirs": self.tr("Took the other laptop's version of match {n}; yours is in its versions."),
            "keep-both": self.tr("Kept both: the other laptop's version is now match {made}."),
        }.get(choice)
        if done:
            self.host.show_status(done.format(n=match_id, made=made), 10000)
        if self.sync_keeper is not None:  # last: a choice the other laptop made meanwhile is said over the above
            for chosen in (match_id, made):
                if chosen >= 0:
                    self.sync_keeper.publish_id(chosen)

    # --- the archive in a synced folder ----------------------------------------------------------

    def check_data_folder(self) -> str:
        """Warn when the archive's folder lies inside a folder a sync tool manages, and say how to move it.

        Returns:
            The tool's name, or "" when no sync tool manages the data folder.
        """
        from tarbish_score.exchange.sync import sync_tool_managing

        data = self.keeper.store.directory
        try:
            tool = sync_tool_managing(data)
        except OSError:
            return ""
        if tool is None:
            return ""
        self.place_banner.show_message(
            "warning",
            self.tr(
                "<b>The archive is inside a folder {tool} syncs,</b> which can damage it. To move it: quit, move "
                "{data} out of that folder, and start with --data-dir NEWFOLDER (or set {variable}=NEWFOLDER). "
                "Tools ▸ Sync folder… shares matches safely."
            ).format(tool=escape(tool), data=escape(str(data)), variable=paths.DATA_ENV),
        )
        self.place_banner.label.setAccessibleName(self.place_banner.label.text())
        return tool

    # --- slots ----------------------------------------------------------------------------------------

    def _tell_conflicts(self) -> bool:
        """Show how many matches wait for a choice in the banner (hidden when none); True when some do."""
        from tarbish_score.storage import StoreError
        from tarbish_score.storage.versions import conflicted_ids

        try:
            count = len(conflicted_ids(self.keeper.store))
        except StoreError:
            count = 0
        if not count:
            if self._banner_opens == "conflicts":
                self._hide_banner()
                self._banner_opens = ""
            return False
        self._banner_opens = "conflicts"
        self.banner.show_message(
            "warning",
            self.tr(
                "<b>%n match(es) changed on two laptops.</b> Both versions are kept: choose which to keep.",
                "",
                count,
            ),
            self.tr("Compare…"),
        )
        return True

    def _on_sync_keeper_taken_in(self, report: SyncReport) -> None:
        if self._banner_opens == "folder":  # the folder reads again: the failure is over
            self._hide_banner()
            self._banner_opens = ""
        changed = [match_id for match_id in report.updated if match_id != self.keeper.match_id]
        news = [self.tr("%n match(es) came from another laptop.", "", len(report.added))] if report.added else []
        if changed:
            news.append(self.tr("%n match(es) changed by another laptop.", "", len(changed)))
        winners = self._winners_changed(changed)
        if news:
            self.host.show_status(" ".join(news), 8000)
        if self._tell_conflicts():
            return
        if winners:
            self._banner_opens = ""
            self.banner.show_message("info", escape(" ".join(winners)))

    def _winners_changed(self, match_ids: list[int]) -> list[str]:
        """One sentence for each of ``match_ids`` whose winner another laptop's version changed."""
        from tarbish_score.model import TarbishError
        from tarbish_score.storage import StoreError
        from tarbish_score.storage.versions import kept_versions

        said: list[str] = []
        for match_id in match_ids:
            try:
                now = self.keeper.store.load_match(match_id).match
                kept = kept_versions(self.keeper.store, match_id=match_id)
            except (StoreError, ValueError):
                continue
            if not kept:
                continue
            try:
                before = _winner_of(kept[-1].match)
            except TarbishError:
                continue
            after = _winner_of(now)
            if before != after:
                said.append(self._winner_words(match_id, now, after))
        return said

    def _winner_words(self, match_id: int, match: Match, winner: int | None) -> str:
        if winner is None:
            return self.tr("Match {n} is no longer won: another laptop's version took its place.").format(n=match_id)
        return self.tr("Match {n} is now won by {team}: another laptop's version took its place.").format(
            n=match_id, team=match.teams[winner].name
        )

    def _on_sync_keeper_rounds_arrived(self, first: int, last: int) -> None:
        if first == last:
            text = self.tr("Round {n} came from another laptop.").format(n=first)
        else:
            text = self.tr("Rounds {first}–{last} came from another laptop.").format(first=first, last=last)
        if self._banner_opens != "conflicts":
            self._banner_opens = ""
            self.banner.show_message("info", text)
        self.host.show_status(text, 8000)

    def _on_sync_keeper_rounds_replaced(self, first: int, last: int, before: int, after: int) -> None:
        if first == last:
            text = self.tr(
                "Round {n} was replaced by the other laptop's choice; yours is kept in the match's versions."
            ).format(n=first)
        else:
            text = self.tr(
                "Rounds {first}–{last} were replaced by the other laptop's choice; yours are kept in the match's "
                "versions."
            ).format(first=first, last=last)
        match = self.keeper.controller.match
        if before != after and match is not None and self.keeper.match_id is not None:
            text += " " + self._winner_words(self.keeper.match_id, match, None if after < 0 else after)
        if self._banner_opens != "conflicts":
            self._banner_opens = ""
            self.banner.show_message("warning", escape(text))
        self.host.show_status(text, 10000)

    def _on_conflict_dialog_resolved(self, match_id: int, made: int) -> None:
        dialog = self.conflict_dialog
        self.conflict_resolved(match_id, made, dialog.choice if dialog is not None else "")

    def _on_sync_keeper_failed(self, text: str) -> None:
        if self._banner_opens == "conflicts":
            return  # the choice waiting is worth more; the dialog says what failed
        self._banner_opens = "folder"
        self.banner.show_message("error", escape(text), self.tr("Sync folder…"))

    def _on_controller_match_changed(self, change: object) -> None:
        if (
            change is not None
            and self._banner_opens == ""
            and "banner" in self.__dict__
            and self.banner.kind in ("info", "warning")
        ):
            self.banner.hide()  # "Rounds 7–9 came from another laptop" holds until the next change here

    def _on_banner_action_triggered(self) -> None:
        if self._banner_opens == "conflicts":
            self.show_conflicts()
        elif self._banner_opens == "folder":
            self.open_sync_dialog()

    def _on_folder_dialog_finished(self, _result: int) -> None:
        self.folder_dialog = None
        self.parent_widget.activateWindow()

    def _on_conflict_dialog_finished(self, _result: int) -> None:
        if self.sender() is self.conflict_dialog:
            self.conflict_dialog = None


def _winner_of(match: Match) -> int | None:
    """The team that won ``match``, None when none (or it does not score)."""
    from tarbish_score.model import TarbishError

    try:
        return match.score.winner
    except TarbishError:
        return None

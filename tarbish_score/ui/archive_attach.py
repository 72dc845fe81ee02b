"""The archive joined to the window once it is open: saving through the keeper, its menus and banners.

Attached after the first paint (the archive opens then), so none of it slows the start-up. The
history marks the rounds corrected since they were first recorded; a finished match opened from
the archive is read-only, and the round entry is closed while it is; the archive's banners go in
the window's banner strip, its commands in the Match menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from tarbish_score.ui.actions.archive import ArchiveActions
from tarbish_score.ui.actions.sync import SyncActions

if TYPE_CHECKING:
    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.ui.actions.hosts import ArchiveSeat

__all__ = ["ArchiveAttachment"]


class ArchiveAttachment(QObject):
    """Joins ``keeper`` (and so the open archive) to the window hosting it.

    Args:
        keeper: the saver joined to the open archive (``keeper.controller`` is the window's controller).
        host: the window (its history, round entry, banner strip and Match menu, and what
            :class:`ArchiveActions` asks of it).
        parent: the widget the archive's dialogs and banners belong to (the main window).

    Attributes:
        actions: the archive's menus, banners and dialogs.
        sync: the sync folder's command, banners and conflict view (the sync itself only when a folder is set).
    """

    def __init__(self, keeper: MatchKeeper, host: ArchiveSeat, parent: QWidget) -> None:
        super().__init__(parent)
        self._round_entry = host.round_entry
        host.history_model.set_corrected_source(keeper.corrected_rounds)
        # A finished match opened from the archive is read-only: the round entry is closed then.
        keeper.controller.read_only_changed.connect(self._on_controller_read_only_changed)
        self.actions = ArchiveActions(keeper, host, parent)
        for banner in self.actions.banners:
            host.add_banner(banner)
        host.place_archive_actions(self.actions.actions)
        self.sync = SyncActions(keeper, host, parent)
        host.place_archive_actions(self.sync.actions)
        self.actions.reviewer = self.sync.show_conflicts  # the archive window shows both versions too
        self._on_controller_read_only_changed(keeper.controller.read_only)

    def _on_controller_read_only_changed(self, read_only: bool) -> None:
        self._round_entry.setEnabled(not read_only)

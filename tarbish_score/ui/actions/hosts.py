"""What the action classes need from the window that hosts them: small protocols, no window import.

:class:`~tarbish_score.ui.actions.archive.ArchiveActions` and
:class:`~tarbish_score.ui.actions.exchange.ExchangeActions` are handed their
controller, keeper and parent widget directly, and everything else through the
protocols below. The main window satisfies them and composes the actions: it
decides where their banners and menu items go. So nothing in ``ui/actions/``
imports ``ui/main_window``, and a test can host the actions on a stand-in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QStatusBar, QWidget

    from tarbish_score.qt.round_table_model import RoundTableModel
    from tarbish_score.storage import MatchStore
    from tarbish_score.ui.history_view import RoundHistoryView
    from tarbish_score.ui.round_entry.panel import RoundEntryPanel
    from tarbish_score.ui.undo_banner import UndoBanner

__all__ = [
    "ArchiveAccess",
    "ArchiveHost",
    "ArchiveSeat",
    "DetailsHost",
    "MatchHost",
    "NewsHost",
    "StatusLine",
    "TableHost",
    "ToolsHost",
    "ZoomHost",
]


class StatusLine(Protocol):
    """Where short news goes (the window's status bar)."""

    def show_status(self, text: str, timeout_ms: int) -> None:
        """Show ``text`` for ``timeout_ms`` milliseconds (0: until the next message)."""


class ArchiveHost(StatusLine, Protocol):
    """What the archive's menus and banners ask of the window."""

    def open_new_match_dialog(self) -> object:
        """Open the new-match dialog (after the match in force was set aside or deleted)."""

    def focus_round_entry(self) -> None:
        """Put the keyboard focus on the round entry's first field."""

    def switch_focus(self) -> None:
        """Move the focus between the round entry and the round history."""

    def focus_history(self) -> None:
        """Put the focus on the round history with a round chosen: Enter corrects it."""

    def export_archived_match(self, match_id: int) -> object:
        """Export archived match ``match_id`` (the archive window's Export)."""


class ArchiveSeat(ArchiveHost, Protocol):
    """Where the archive goes in the window when it is attached (:mod:`tarbish_score.ui.archive_attach`)."""

    @property
    def round_entry(self) -> RoundEntryPanel:
        """The round entry: closed while the match is a finished one open read-only."""

    @property
    def history_model(self) -> RoundTableModel:
        """The history's rounds: it marks the rounds corrected since they were recorded."""

    def add_banner(self, banner: QWidget, stretch: int = 3) -> None:
        """Place ``banner`` in the window's banner strip."""

    def place_archive_actions(self, actions: dict[str, QAction]) -> None:
        """Put the archive's commands in the window's menu (their shortcuts work window-wide)."""


class ArchiveAccess(StatusLine, Protocol):
    """The open archive as the export and import commands see it."""

    @property
    def store(self) -> MatchStore | None:
        """The open archive, or None before it is opened (or when it could not be)."""

    @property
    def current_match_id(self) -> int | None:
        """The archive id of the match in the window, or None."""

    def open_stored_match(self, match_id: int) -> None:
        """Open an archived match in the window."""


class DetailsHost(StatusLine, Protocol):
    """What the rename and note commands ask of the window."""

    def selected_round(self) -> int | None:
        """The round selected in the history (0-based), or None."""


class ZoomHost(Protocol):
    """What the zoom keys ask of the window, beyond its widgets' fonts."""

    def zoom_changed(self, factor: float) -> None:
        """Scale what the window sizes itself (the scoreboard's type) by ``factor`` (1.0: as designed)."""


class TableHost(StatusLine, Protocol):
    """What the table view and the scoreboard window ask of the window."""

    @property
    def round_entry(self) -> RoundEntryPanel:
        """The round entry: its keys still enter rounds in the table view."""

    def show_table_view(self, table: QWidget | None) -> None:
        """Show ``table`` in place of the scoreboard, the round entry and the history; None: the normal view.

        The round entry stays in the window with no height, so its keys still work.
        """


class ToolsHost(StatusLine, Protocol):
    """What the run checker and the card-point counter ask of the window."""

    @property
    def round_entry(self) -> RoundEntryPanel:
        """The round entry: the tools start from the round being entered and fill their findings in."""


class MatchHost(StatusLine, Protocol):
    """What the new match, rematch, house-rules and round commands ask of the window."""

    @property
    def round_entry(self) -> RoundEntryPanel:
        """The round entry: a correction or a forgotten round is typed there."""

    @property
    def store(self) -> MatchStore | None:
        """The open archive (the names used before), or None."""

    def selected_round(self) -> int | None:
        """The round selected in the history (0-based), or None."""


class NewsHost(StatusLine, Protocol):
    """What the change news asks of the window: the widgets it tells a change in, and its height."""

    @property
    def round_entry(self) -> RoundEntryPanel:
        """The round entry: cleared for a new match, given the keys back."""

    @property
    def history(self) -> RoundHistoryView:
        """The round history: its current row follows the change."""

    @property
    def history_model(self) -> RoundTableModel:
        """The history's rounds (why a round was bait, its note)."""

    @property
    def undo_banner(self) -> UndoBanner:
        """The banner naming a change that took something out of view."""

    def statusBar(self) -> QStatusBar:
        """The window's status bar (a chosen round's reason is cleared only while it still shows)."""

    def hold_entry_height(self, *, fresh: bool = False) -> None:
        """Share the window's height out again (``fresh``: a match was loaded or started)."""

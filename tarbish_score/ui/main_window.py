"""The kitchen-table window: scoreboard on top, round entry and round history below.

The window composes its parts and decides where each goes; the parts do the work and reach the
window only through the protocols of :mod:`tarbish_score.ui.actions.hosts`:

- :mod:`~tarbish_score.ui.history_view`: the round history table;
- :mod:`~tarbish_score.ui.entry_area`: the round entry, held at a still height;
- :mod:`~tarbish_score.ui.banner_strip`: the banners under the scoreboard;
- :mod:`~tarbish_score.ui.change_news`: what is said after each change (status line, undo banner);
- :mod:`~tarbish_score.ui.actions.match`: new match, rematch, house rules, insert, correct, delete;
- :mod:`~tarbish_score.ui.actions.tools`: the run checker and the card-point counter;
- :mod:`~tarbish_score.ui.archive_attach`: the archive's menus and banners once it is open;
- the other :mod:`tarbish_score.ui.actions` modules: details, statistics, export, zoom, table view …
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow, QSizePolicy, QSplitter, QVBoxLayout, QWidget

from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.round_table_model import RoundTableModel
from tarbish_score.ui.actions.match import MatchActions
from tarbish_score.ui.actions.tools import ToolActions
from tarbish_score.ui.banner_strip import BannerStrip
from tarbish_score.ui.change_news import ChangeNews
from tarbish_score.ui.entry_area import EntryArea
from tarbish_score.ui.history_view import RoundHistoryView
from tarbish_score.ui.round_entry.panel import RoundEntryPanel
from tarbish_score.ui.scoreboard import ScoreboardWidget
from tarbish_score.ui.screen_fit import fit_dialogs, fit_when_shown, place_on_screen
from tarbish_score.ui.undo_banner import UndoBanner

if TYPE_CHECKING:
    from pathlib import Path

    from tarbish_score.qt.commands import Change
    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.storage import MatchStore
    from tarbish_score.ui.actions.archive import ArchiveActions
    from tarbish_score.ui.actions.details import MatchDetailsActions
    from tarbish_score.ui.actions.exchange import ExchangeActions
    from tarbish_score.ui.actions.preferences import LanguageActions, PaperActions
    from tarbish_score.ui.actions.sync import SyncActions
    from tarbish_score.ui.actions.tournament import TournamentActions
    from tarbish_score.ui.dialogs.about import AboutDialog
    from tarbish_score.ui.dialogs.card_counter import CardCounterDialog
    from tarbish_score.ui.dialogs.help import HelpDialog
    from tarbish_score.ui.dialogs.new_match import NewMatchDialog
    from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog
    from tarbish_score.ui.dialogs.run_checker import RunCheckerDialog
    from tarbish_score.ui.dialogs.unsaved import UnsavedChangesDialog
    from tarbish_score.ui.leaving import LeaveMode, UnarchivedMatch

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The main window: set up a match, enter rounds by keyboard, read the score from across the table.

    Args:
        controller: the match controller (a new one without a saver if None).
        parent: the parent widget.
    """

    def __init__(self, controller: MatchController | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller if controller is not None else MatchController(self)
        self.help_dialog: HelpDialog | None = None
        #: The archive's menus and banners, once :meth:`attach_keeper` has run.
        self.archive: ArchiveActions | None = None
        #: The sync folder's command and banners, attached with the archive.
        self.sync: SyncActions | None = None
        #: How the next close treats changes the archive refused (see :mod:`tarbish_score.ui.leaving`).
        self.unsaved_on_close: LeaveMode = "ask"
        #: The match's stand-in keeper when the archive could not be opened (its rounds are kept on leaving).
        self.unarchived: UnarchivedMatch | None = None
        #: The question about them, while it is open.
        self.unsaved_dialog: UnsavedChangesDialog | None = None
        self.setObjectName("mainWindow")
        self.setWindowTitle(self.tr("Tarabish Score"))

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        self.scoreboard = ScoreboardWidget(self.controller, central)
        # The scoreboard takes the room the entry does not need: big type on a big screen.
        layout.addWidget(self.scoreboard, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, central)
        self.splitter.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.round_entry = RoundEntryPanel(self.controller)
        # On a small screen (a 1366x768 laptop) the entry scrolls rather than pushing the window off it.
        self.entry_scroll = EntryArea(self.round_entry, self._entry_room, self.splitter)
        self.history_model = RoundTableModel(self.controller, self)
        self.history = RoundHistoryView(self.splitter)
        self.history.set_history_model(self.history_model)
        self.splitter.addWidget(self.entry_scroll)
        self.splitter.addWidget(self.history)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 5)
        self.splitter.setCollapsible(0, False)
        self.splitter.setCollapsible(1, False)
        self.splitter.setSizes([self.round_entry.sizeHint().width(), 720])
        # The window shares the width between the entry and the history (share_width), never their contents.
        self.splitter.installEventFilter(self)
        self.history.widths_changed.connect(self.share_width)
        # Banners (the archive's, the undo banner, the match's note) go side by side in a strip under
        # the scoreboard: it takes no room while empty, and one coming or going never moves or
        # shrinks the scoreboard, only the round entry and the history below it.
        self.banner_strip = BannerStrip(central)
        layout.addWidget(self.banner_strip)
        # First in the strip: "Round 3 deleted. Undo [Ctrl+Z]", until the next change.
        self.undo_banner = UndoBanner(self.controller.undo_stack, central)
        self.add_banner(self.undo_banner, 1)
        layout.addWidget(self.splitter, 0)
        self.setCentralWidget(central)
        self.banner_strip.room_changed.connect(self.hold_entry_height)
        self.tools = ToolActions(self.controller, self, self)
        self.match_actions = MatchActions(self.controller, self, self)

        self._build_actions()
        self.controller.match_changed.connect(self._on_controller_match_changed)
        # After the window's own reaction (its title), as when they were one slot.
        self.news = ChangeNews(self.controller, self, self)
        self.round_entry.round_entered.connect(self._on_round_entry_round_entered)
        # The header names the round the entry stands for (a correction's, not the next one).
        self.round_entry.preview.shown.connect(self._on_round_entry_preview_shown)
        self.history.edit_requested.connect(self.match_actions.correct_round)
        self.history.delete_requested.connect(self.match_actions.delete_round)
        self.history.leave_requested.connect(self._on_history_leave_requested)
        self.round_entry.run_checker_requested.connect(self.tools.open_run_checker)
        self.round_entry.card_counter_requested.connect(self.tools.open_card_counter)
        place_on_screen(self)  # inside the screen's available area, frame and title bar included
        fit_dialogs(self)  # and every dialog it opens
        self._placed = False
        self._on_controller_match_changed()
        self.news.tell()

    def default_size(self) -> QSize:
        """1280x820, or less where the screen's available area is smaller (:func:`.screen_fit.opening_size`)."""
        from tarbish_score.ui.screen_fit import opening_size

        return opening_size(self)

    # --- actions and menus, declared once in tarbish_score.ui.window_commands ----------------

    def _build_actions(self) -> None:
        """Every command's action, on the window from the start (the shortcuts work before a menu opens).

        The parts that own commands make theirs (``build_actions``); the window gathers them in
        :attr:`commands`. The menus are filled from the declaration when first opened.
        """
        from tarbish_score.ui.actions.builder import build_actions, build_menu_bar, dress_action
        from tarbish_score.ui.actions.details import MatchDetailsActions
        from tarbish_score.ui.actions.race_chart import RaceChartActions
        from tarbish_score.ui.actions.screen_awake import KeepAwakeActions
        from tarbish_score.ui.actions.statistics import StatisticsActions
        from tarbish_score.ui.actions.table import TableViewActions
        from tarbish_score.ui.actions.theme_menu import ThemeActions
        from tarbish_score.ui.actions.zoom import ZoomActions
        from tarbish_score.ui.window_commands import command

        #: Every command's action by its declared id (the archive's join them once it is open).
        self.commands: dict[str, QAction] = build_actions("window", self, self)
        stack = self.controller.undo_stack
        for declared, make in ((command("undo"), stack.createUndoAction), (command("redo"), stack.createRedoAction)):
            action = dress_action(declared, make(self, declared.text.text()))
            self.addAction(action)
            self.commands[declared.id] = action
        self.full_screen_action = self.commands["full_screen"]
        self._exchange: ExchangeActions | None = None
        self.commands |= build_actions("exchange", self, self.exchange)
        self._tournament: TournamentActions | None = None
        self.commands |= build_actions("tournament", self, self.tournament_actions)
        self.rules_change_dialog: RulesChangeDialog | None = None
        self.details: MatchDetailsActions = MatchDetailsActions(self.controller, self, self)
        self.add_banner(self.details.note_label, 1)
        self.statistics: StatisticsActions = StatisticsActions(self.controller, self, self)
        self.zoom = ZoomActions(self, self)
        self.keep_awake = KeepAwakeActions(self.controller, self)
        self.table: TableViewActions = TableViewActions(self.controller, self, self)
        self._table_page: QWidget | None = None
        self.theme_actions = ThemeActions(self)  # puts the remembered theme in force
        self.race_chart = RaceChartActions(self.controller, self)
        for part in (self.details, self.statistics, self.zoom, self.table, self.race_chart):
            self.commands |= part.actions
        self.commands["keep_awake"] = self.keep_awake.action
        self.controller.match_changed.connect(self._on_controller_match_changed_for_export)
        self._on_controller_match_changed_for_export()
        #: The menu bar's menus by declared id, each filled when it first opens.
        self.menus = build_menu_bar(self, self._menu_item)
        self.match_menu = self.menus["match"]
        self.view_menu = self.menus["view"]

    def _menu_item(self, entry_id: str) -> QAction | None:
        """The action a menu shows for declared entry ``entry_id`` (a submenu's is built now), or None."""
        if entry_id == "language":
            return self.language.menu.menuAction()
        if entry_id == "paper":
            return self.paper.menu.menuAction()
        if entry_id == "theme":
            return self.theme_actions.menu.menuAction()
        return self.commands.get(entry_id)

    @cached_property
    def language(self) -> LanguageActions:
        """View ▸ Language (applies at the next start; remembered), built when first wanted."""
        from tarbish_score.ui.actions.preferences import LanguageActions

        return LanguageActions(self.add_banner, self)

    @cached_property
    def paper(self) -> PaperActions:
        """Match ▸ Scoresheet paper size (remembered), built when first wanted."""
        from tarbish_score.ui.actions.preferences import PaperActions

        return PaperActions(self)

    def show_table_view(self, table: QWidget | None) -> None:
        """Show ``table`` in place of the scoreboard, the round entry and the history; None: the normal view.

        The round entry stays in the window with no height: its keys still enter rounds blind.
        """
        central = self.centralWidget()
        layout = central.layout() if central is not None else None
        if not isinstance(layout, QVBoxLayout):
            return
        if table is not None and layout.indexOf(table) < 0:
            layout.insertWidget(0, table, 1)
        if self._table_page is not None and self._table_page is not table:
            self._table_page.hide()
        self._table_page = table
        shown = table is not None
        self.scoreboard.setVisible(not shown)
        self.history.setVisible(not shown)
        # No height at all (Ignored: not even its minimum), yet shown: the round entry keeps the keys.
        vertical = QSizePolicy.Policy.Ignored if shown else QSizePolicy.Policy.Preferred
        self.splitter.setSizePolicy(QSizePolicy.Policy.Expanding, vertical)
        self.splitter.setMaximumHeight(0 if shown else 16_777_215)  # QWIDGETSIZE_MAX
        if table is not None:
            table.show()
        self.hold_entry_height()

    def zoom_changed(self, factor: float) -> None:
        """Tell the scoreboard the zoom, and share the height again (the entry keeps its unzoomed height)."""
        self.scoreboard.set_zoom(factor)
        self.hold_entry_height(fresh=True)
        self.share_width()

    def selected_round(self) -> int | None:
        """The round selected in the history (0-based), or None."""
        return self.history.current_round()

    # --- export, print, copy, import, backup (tarbish_score.ui.actions.exchange, loaded on first use) ---

    def exchange(self) -> ExchangeActions:
        """The export/import commands (built on first use, to keep start-up lean)."""
        if self._exchange is None:
            from tarbish_score.ui.actions.exchange import ExchangeActions

            self._exchange = ExchangeActions(self.controller, self, self)
        return self._exchange

    def tournament_actions(self) -> TournamentActions:
        """Tournament ▸ New and Open (built on first use: the desk is imported only then)."""
        if self._tournament is None:
            from tarbish_score.ui.actions.tournament import TournamentActions

            self._tournament = TournamentActions(self, self)
        return self._tournament

    def export_archived_match(self, match_id: int) -> Path | None:
        """Export archived match ``match_id`` (the archive window's Export)."""
        return self.exchange().export_match(match_id)

    def open_record_file(self, path: str) -> bool:
        """Open a match record given on the command line (checked, imported once, shown)."""
        return self.exchange().open_record_file(path)

    def _on_controller_match_changed_for_export(self) -> None:
        has_match = self.controller.match is not None
        for command_id in ("export", "print", "copy_result"):
            self.commands[command_id].setEnabled(has_match)

    def add_banner(self, banner: QWidget, stretch: int = 3) -> None:
        """Place ``banner`` in the strip under the scoreboard, after those already there (see :class:`BannerStrip`)."""
        self.banner_strip.add_banner(banner, stretch)

    def show_status(self, text: str, timeout_ms: int) -> None:
        """Show ``text`` in the status bar for ``timeout_ms`` milliseconds (0: until the next message)."""
        self.statusBar().showMessage(text, timeout_ms)

    def focus_round_entry(self) -> None:
        """Put the keyboard focus on the round entry's first field."""
        self.round_entry.focus_first_field()

    # --- commands ------------------------------------------------------------------------------

    def open_new_match_dialog(self) -> NewMatchDialog:
        """Match ▸ New match… (:meth:`MatchActions.open_new_match_dialog`)."""
        return self.match_actions.open_new_match_dialog()

    def open_run_checker(self) -> RunCheckerDialog:
        """Tools ▸ Run checker… (:meth:`ToolActions.open_run_checker`)."""
        return self.tools.open_run_checker()

    def open_card_counter(self) -> CardCounterDialog:
        """Tools ▸ Card-point counter… (:meth:`ToolActions.open_card_counter`)."""
        return self.tools.open_card_counter()

    def rematch(self) -> None:
        """Match ▸ Rematch (:meth:`MatchActions.rematch`: asks first while the match is being played)."""
        self.match_actions.rematch()

    def insert_forgotten_round(self) -> None:
        """Edit ▸ Insert a forgotten round (:meth:`MatchActions.insert_forgotten_round`)."""
        self.match_actions.insert_forgotten_round()

    def open_rules_change_dialog(self) -> RulesChangeDialog | None:
        """Edit ▸ Change the house rules… (:meth:`MatchActions.open_rules_change_dialog`)."""
        return self.match_actions.open_rules_change_dialog()

    def toggle_full_screen(self) -> None:
        """Full screen for the whole table to read, or back."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def focus_history(self) -> None:
        """Put the focus on the round history, armed (Enter corrects, Delete deletes), on a selected row.

        The row is the current round, else the last one.
        """
        rows = self.history_model.rowCount()
        self.history.arm()
        if rows:
            row = self.history.current_round()
            self.history.selectRow(rows - 1 if row is None else min(row, rows - 1))

    def switch_focus(self) -> None:
        """Move the focus between the round entry and the round history."""
        if self.history.hasFocus():
            self.round_entry.focus_first_field()
            return
        self.history.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if not self.history.currentIndex().isValid() and self.history_model.rowCount() > 0:
            self.history.selectRow(self.history_model.rowCount() - 1)

    def show_help(self, page: str = "shortcuts") -> HelpDialog:
        """Show the help window on ``page`` ("shortcuts" or "rules"); built on first use."""
        from tarbish_score.ui.dialogs.help import HelpDialog

        if self.help_dialog is None:
            self.help_dialog = HelpDialog(self)
            self.help_dialog.finished.connect(self._on_help_dialog_finished)
        self.help_dialog.show_page(page, self.controller.match)
        self.help_dialog.show()
        self.help_dialog.raise_()
        return self.help_dialog

    def show_about(self) -> AboutDialog:
        """Help ▸ About: version, licence, where the data lives, the rule sources (built on each use)."""
        from tarbish_score.ui.dialogs.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._on_help_dialog_finished)
        dialog.open()
        return dialog

    def _on_help_dialog_finished(self, result: int) -> None:
        # Back to the window: the keys go where they left off (a round half typed stays as it was).
        self.activateWindow()

    # --- observing ------------------------------------------------------------------------------

    def _on_controller_match_changed(self, change: Change | None = None) -> None:
        match = self.controller.match
        if match is None:
            self.setWindowTitle(self.tr("Tarabish Score"))
        else:
            title = self.tr("Tarabish Score: {a} against {b}").format(a=match.teams[0].name, b=match.teams[1].name)
            self.setWindowTitle(f"{title} — {match.note}" if match.note else title)
        self.commands["rematch"].setEnabled(match is not None)

    def _on_round_entry_preview_shown(self) -> None:
        self.scoreboard.show_entry_round(self.round_entry.editing_index, self.round_entry.inserting_index)

    def _on_round_entry_round_entered(self, index: int) -> None:
        self.round_entry.focus_first_field()

    def _on_history_leave_requested(self) -> None:
        self.round_entry.focus_first_field()

    # --- the match archive (tarbish_score.ui.archive_attach, tarbish_score.ui.actions.archive) ---

    def attach_keeper(self, keeper: MatchKeeper) -> ArchiveActions:
        """Save every change through ``keeper`` and add the archive's menus and banners (:mod:`.archive_attach`).

        ``keeper.controller`` must be this window's controller.
        """
        from tarbish_score.ui.archive_attach import ArchiveAttachment

        attachment = ArchiveAttachment(keeper, self, self)
        self.archive, self.sync = attachment.actions, attachment.sync
        return self.archive

    def place_archive_actions(self, actions: dict[str, QAction]) -> None:
        """Join the archive's commands to the window's (the Match menu shows them from its next opening)."""
        self.commands |= actions

    # --- the archive as the export/import commands see it ----------------------------------

    @property
    def store(self) -> MatchStore | None:
        """The open archive, or None before it is opened (or when it could not be)."""
        return self.archive.keeper.store if self.archive is not None else None

    @property
    def current_match_id(self) -> int | None:
        """The archive id of the match in the window, or None."""
        return self.archive.keeper.match_id if self.archive is not None else None

    def open_stored_match(self, match_id: int) -> None:
        """Open an archived match in the window (as the archive window's Open does)."""
        if self.archive is not None:
            self.archive.open_match(match_id)

    def close_unattended(self) -> None:
        """Close with nobody to ask (a signal, the end of the event loop): unsaved changes go to a recovery record."""
        if self.unsaved_on_close == "ask":
            self.unsaved_on_close = "keep"
        self.close()

    def _may_leave(self) -> bool:
        """Saves tried again; changes the archive still refuses are kept or asked about (ui.leaving)."""
        keeper = self.archive.keeper if self.archive is not None else self.unarchived
        if keeper is None or not keeper.has_unsaved_changes:
            return True
        from tarbish_score.ui.leaving import may_leave

        return may_leave(self, self.unsaved_on_close)

    # --- a layout that holds still: the scoreboard's totals never move while a round is typed ---

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Share the new height between the scoreboard and the round entry (only here and for a new match)."""
        super().resizeEvent(event)
        self.hold_entry_height()

    def showEvent(self, event: QShowEvent) -> None:
        """Share the height once the window is laid out."""
        super().showEvent(event)
        self.hold_entry_height()
        self.share_width()
        if not self._placed:
            self._placed = True
            fit_when_shown(self)  # the window manager may have placed it partly off the screen

    def hold_entry_height(self, *, fresh: bool = False) -> None:
        """Hold the round entry and the history at a fixed height (:meth:`EntryArea.hold_height`)."""
        self.entry_scroll.hold_height(zoom=self.scoreboard.zoom, fresh=fresh)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The splitter resized (the window, or a dock beside it): share its width again."""
        if watched is self.splitter and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.share_width)
        return super().eventFilter(watched, event)

    def share_width(self) -> None:
        """Share the width between the round entry and the history.

        The entry gets its natural width while the history keeps its vital columns (who dealt and
        called, the points and the totals); on a narrower window the entry gives up what its fields
        can spare, then the history its less vital columns, down to the number and the totals, which
        always show whole. Only the window's width (a resize, a dock, the zoom) moves the split: a
        round typed never does.
        """
        from tarbish_score.ui.history_view import LEAST, VITAL

        handle = self.splitter.handleWidth()
        total = self.splitter.width() - handle
        if total <= 0 or self.history.isHidden():
            return
        fit, natural = self.entry_scroll.widths()
        entry = min(natural, total - self.history.columns_width(VITAL))
        if entry < fit:
            entry = max(entry, min(fit, total - self.history.columns_width(LEAST)))
        entry = max(entry, self.entry_scroll.minimumSizeHint().width())
        if self.splitter.sizes() != [entry, total - entry]:
            self.splitter.setSizes([entry, total - entry])

    def _entry_room(self) -> tuple[int, int] | None:
        """The height (pixels) below the scoreboard's minimum, and the banner strip's share of it."""
        central = self.centralWidget()
        layout = central.layout() if central is not None else None
        if central is None or layout is None:
            return None
        margins = layout.contentsMargins()
        room = central.height() - margins.top() - margins.bottom() - 2 * layout.spacing()
        room -= self.scoreboard.minimumSizeHint().height()
        banners = 0 if self.banner_strip.isHidden() else self.banner_strip.height() + layout.spacing()
        return room, banners

    def closeEvent(self, event: QCloseEvent) -> None:
        """Never lose unsaved changes (:meth:`_may_leave`); close the help window and dialogs with the main window."""
        if not self._may_leave():
            event.ignore()
            return
        if self.help_dialog is not None:
            self.help_dialog.close()
        self.match_actions.close_dialogs()
        self.tools.close_dialogs()
        self.table.set_scoreboard_window(False)
        super().closeEvent(event)

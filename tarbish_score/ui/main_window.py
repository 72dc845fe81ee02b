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

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent, QShowEvent
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
from tarbish_score.ui.undo_banner import UndoBanner

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from PySide6.QtWidgets import QMenu

    from tarbish_score.qt.commands import Change
    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.storage import MatchStore
    from tarbish_score.ui.actions.archive import ArchiveActions
    from tarbish_score.ui.actions.details import MatchDetailsActions
    from tarbish_score.ui.actions.exchange import ExchangeActions
    from tarbish_score.ui.dialogs.about import AboutDialog
    from tarbish_score.ui.dialogs.card_counter import CardCounterDialog
    from tarbish_score.ui.dialogs.help import HelpDialog
    from tarbish_score.ui.dialogs.new_match import NewMatchDialog
    from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog
    from tarbish_score.ui.dialogs.run_checker import RunCheckerDialog
    from tarbish_score.ui.dialogs.unsaved import UnsavedChangesDialog
    from tarbish_score.ui.leaving import LeaveMode, UnarchivedMatch

__all__ = ["MainWindow"]

#: The window's default size where the screen has room for it.
_DEFAULT_SIZE = QSize(1280, 820)


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
        self.splitter.setSizes([self.round_entry.sizeHint().width(), 720])
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
        self._build_details_actions()
        self._build_statistics_actions()
        self.controller.match_changed.connect(self._on_controller_match_changed)
        # After the window's own reaction (its title), as when they were one slot.
        self.news = ChangeNews(self.controller, self, self)
        self.round_entry.round_entered.connect(self._on_round_entry_round_entered)
        self.history.edit_requested.connect(self.match_actions.correct_round)
        self.history.delete_requested.connect(self.match_actions.delete_round)
        self.history.leave_requested.connect(self._on_history_leave_requested)
        self.round_entry.run_checker_requested.connect(self.tools.open_run_checker)
        self.round_entry.card_counter_requested.connect(self.tools.open_card_counter)
        self.resize(self.default_size())
        self._on_controller_match_changed()
        self.news.tell()

    def default_size(self) -> QSize:
        """1280x820, or less where the screen's available area is smaller (a 1366x768 laptop)."""
        screen = self.screen()
        if screen is None:
            return _DEFAULT_SIZE
        available = screen.availableGeometry().size()
        # Leave room for the window frame and title bar.
        return _DEFAULT_SIZE.boundedTo(QSize(available.width() - 16, available.height() - 40))

    # --- actions and menus ----------------------------------------------------------------

    def _action(self, text: str, shortcuts: list[QKeySequence], slot: object) -> QAction:
        action = QAction(text, self)
        action.setShortcuts(shortcuts)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        seq = QKeySequence
        self.new_match_action = self._action(self.tr("&New match…"), [seq("Ctrl+N")], self.open_new_match_dialog)
        self.rematch_action = self._action(self.tr("&Rematch"), [seq("Ctrl+Shift+R")], self.rematch)
        self.quit_action = self._action(self.tr("&Quit"), [seq("Ctrl+Q")], self.close)
        stack = self.controller.undo_stack
        self.undo_action = stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts([seq("Ctrl+Z")])
        self.redo_action = stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([seq("Ctrl+Shift+Z"), seq("Ctrl+Y")])
        for action in (self.undo_action, self.redo_action):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(action)
        self.switch_focus_action = self._action(
            self.tr("Switch between round &entry and history"), [seq("F6")], self.switch_focus
        )
        self.full_screen_action = self._action(self.tr("&Full screen"), [seq("F11")], self.toggle_full_screen)
        self.full_screen_action.setCheckable(True)
        self.shortcuts_action = self._action(
            self.tr("&Keyboard shortcuts"), [seq("F1")], lambda: self.show_help("shortcuts")
        )
        self.rules_action = self._action(self.tr("&Rules in force"), [seq("Shift+F1")], lambda: self.show_help("rules"))

        menu_bar = self.menuBar()
        match_menu = self.match_menu = menu_bar.addMenu(self.tr("&Match"))
        match_menu.addActions([self.new_match_action, self.rematch_action])
        match_menu.addSeparator()
        self._build_exchange_actions(match_menu)
        match_menu.addAction(self.quit_action)
        edit_menu = menu_bar.addMenu(self.tr("&Edit"))
        edit_menu.addActions([self.undo_action, self.redo_action])
        self._build_match_change_actions(edit_menu)
        view_menu = menu_bar.addMenu(self.tr("&View"))
        view_menu.addActions([self.switch_focus_action, self.full_screen_action])
        self._build_preference_menus(view_menu)
        self._build_access_actions(view_menu)
        self._build_table_actions(view_menu)
        self.view_menu = view_menu
        self._build_theme_actions()
        self._build_race_chart_actions(view_menu)
        self._build_tools_menu()
        help_menu = menu_bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.shortcuts_action, self.rules_action])
        self.about_action = self._action(self.tr("&About Tarabish Score"), [], self.show_about)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _build_preference_menus(self, view_menu: QMenu) -> None:
        """View ▸ Language (applies at the next start) and Match ▸ Scoresheet paper size (both remembered)."""
        from tarbish_score.ui.actions.preferences import LanguageActions, PaperActions

        view_menu.addSeparator()
        self.language = LanguageActions(self.add_banner, self)
        view_menu.addMenu(self.language.menu)
        self.paper = PaperActions(self)
        self.match_menu.insertMenu(self.copy_result_action, self.paper.menu)

    def _build_table_actions(self, menu: QMenu) -> None:
        """View ▸ Table view (F12) and View ▸ Scoreboard window… (tarbish_score.ui.actions.table)."""
        from tarbish_score.ui.actions.table import TableViewActions

        self.table: TableViewActions = TableViewActions(self.controller, self, self)
        self._table_page: QWidget | None = None
        menu.addSeparator()
        menu.addActions(list(self.table.menu_actions))
        self.addActions([*self.table.menu_actions, *self.table.window_actions])  # the shortcuts work window-wide

    def _build_race_chart_actions(self, menu: QMenu) -> None:
        """View ▸ Race chart (F9, remembered) and Match ▸ Save race chart… (tarbish_score.ui.actions.race_chart)."""
        from tarbish_score.ui.actions.race_chart import RaceChartActions

        self.race_chart = RaceChartActions(self.controller, self)
        menu.addAction(self.race_chart.action)
        self.match_menu.insertAction(self.copy_result_action, self.race_chart.save_action)
        self.addAction(self.race_chart.action)  # the shortcut works window-wide

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

    def _build_theme_actions(self) -> None:
        """View ▸ Theme (tarbish_score.ui.actions.theme_menu); puts the remembered theme in force."""
        from tarbish_score.ui.actions.theme_menu import ThemeActions

        self.theme_actions = ThemeActions(self, self)

    def add_view_submenu(self, menu: QMenu) -> None:
        """Put ``menu`` into the View menu (the theme's submenu)."""
        self.view_menu.addMenu(menu)

    def _build_match_change_actions(self, menu: QMenu) -> None:
        """Edit: put a forgotten round in, and change the house rules (each one undoable change)."""
        seq = QKeySequence
        self.insert_round_action = self._action(
            self.tr("&Insert a forgotten round before the selected one"),
            [seq("Ins"), seq("Ctrl+Shift+I")],
            self.insert_forgotten_round,
        )
        self.change_rules_action = self._action(
            self.tr("Change the &house rules…"), [seq("Ctrl+Shift+H")], self.open_rules_change_dialog
        )
        menu.addSeparator()
        menu.addActions([self.insert_round_action, self.change_rules_action])

    def _build_tools_menu(self) -> None:
        """Tools: the run checker and the card-point counter, for settling arguments."""
        seq = QKeySequence
        self.run_checker_action = self._action(self.tr("&Run checker…"), [seq("Ctrl+R")], self.open_run_checker)
        self.card_counter_action = self._action(
            self.tr("&Card-point counter…"), [seq("Ctrl+K")], self.open_card_counter
        )
        tools_menu = self.menuBar().addMenu(self.tr("&Tools"))
        tools_menu.addActions([self.run_checker_action, self.card_counter_action])

    def _build_details_actions(self) -> None:
        """Match ▸ Rename teams and players…, Match note…, Note on a round…; the match's note line."""
        from tarbish_score.ui.actions.details import MatchDetailsActions

        self.details: MatchDetailsActions = MatchDetailsActions(self.controller, self, self)
        self.match_menu.insertActions(self.export_action, list(self.details.menu_actions))
        self.match_menu.insertSeparator(self.export_action)
        self.addActions(list(self.details.menu_actions))  # the shortcuts work window-wide
        self.add_banner(self.details.note_label, 1)

    def _build_statistics_actions(self) -> None:
        """Match ▸ Statistics of this match… (Ctrl+T) and Archive statistics… (Ctrl+Shift+T)."""
        from tarbish_score.ui.actions.statistics import StatisticsActions

        self.statistics: StatisticsActions = StatisticsActions(self.controller, self, self)
        self.match_menu.insertActions(self.export_action, list(self.statistics.menu_actions))
        self.match_menu.insertSeparator(self.export_action)
        self.addActions(list(self.statistics.menu_actions))  # the shortcuts work window-wide

    def _build_access_actions(self, menu: QMenu) -> None:
        """View: zoom (Ctrl+Plus, Ctrl+Minus, Ctrl+0) and Keep screen awake (both remembered)."""
        from tarbish_score.ui.actions.screen_awake import KeepAwakeActions
        from tarbish_score.ui.actions.zoom import ZoomActions

        menu.addSeparator()
        self.zoom = ZoomActions(self, self)
        menu.addActions(list(self.zoom.menu_actions))
        self.addActions(list(self.zoom.menu_actions))  # the shortcuts work window-wide
        menu.addSeparator()
        self.keep_awake = KeepAwakeActions(self.controller, self)
        menu.addAction(self.keep_awake.action)

    def zoom_changed(self, factor: float) -> None:
        """Tell the scoreboard the zoom, and share the height again (the entry keeps its unzoomed height)."""
        self.scoreboard.set_zoom(factor)
        self.hold_entry_height(fresh=True)

    def selected_round(self) -> int | None:
        """The round selected in the history (0-based), or None."""
        return self.history.current_round()

    # --- export, print, copy, import, backup (tarbish_score.ui.actions.exchange, loaded on first use) ---

    def _build_exchange_actions(self, menu: QMenu) -> None:
        self._exchange: ExchangeActions | None = None
        seq = QKeySequence
        self.export_action = self._action(self.tr("&Export…"), [seq("Ctrl+E")], lambda: self.exchange().export_match())
        self.print_action = self._action(
            self.tr("&Print scoresheet…"), [seq("Ctrl+P")], lambda: self.exchange().print_match()
        )
        self.copy_result_action = self._action(
            self.tr("&Copy result"), [seq("Ctrl+Shift+C")], lambda: self.exchange().copy_result()
        )
        self.import_action = self._action(
            self.tr("&Import…"), [seq("Ctrl+I")], lambda: self.exchange().import_records()
        )
        self.backup_action = self._action(self.tr("&Back up all matches…"), [], lambda: self.exchange().back_up())
        self.restore_action = self._action(self.tr("Res&tore from backup…"), [], lambda: self.exchange().restore())
        menu.addActions([self.export_action, self.print_action, self.copy_result_action])
        menu.addSeparator()
        menu.addActions([self.import_action, self.backup_action, self.restore_action])
        menu.addSeparator()
        self.controller.match_changed.connect(self._on_controller_match_changed_for_export)
        self._on_controller_match_changed_for_export()

    def exchange(self) -> ExchangeActions:
        """The export/import commands (built on first use, to keep start-up lean)."""
        if self._exchange is None:
            from tarbish_score.ui.actions.exchange import ExchangeActions

            self._exchange = ExchangeActions(self.controller, self, self)
        return self._exchange

    def export_archived_match(self, match_id: int) -> Path | None:
        """Export archived match ``match_id`` (the archive window's Export)."""
        return self.exchange().export_match(match_id)

    def open_record_file(self, path: str) -> bool:
        """Open a match record given on the command line (checked, imported once, shown)."""
        return self.exchange().open_record_file(path)

    def _on_controller_match_changed_for_export(self) -> None:
        has_match = self.controller.match is not None
        for action in (self.export_action, self.print_action, self.copy_result_action):
            action.setEnabled(has_match)

    def add_banner(self, banner: QWidget, stretch: int = 3) -> None:
        """Place ``banner`` in the strip under the scoreboard, after those already there (see :class:`BannerStrip`)."""
        self.banner_strip.add_banner(banner, stretch)

    def show_status(self, text: str, timeout_ms: int) -> None:
        """Show ``text`` in the status bar for ``timeout_ms`` milliseconds (0: until the next message)."""
        self.statusBar().showMessage(text, timeout_ms)

    def focus_round_entry(self) -> None:
        """Put the keyboard focus on the round entry's first field."""
        self.round_entry.focus_first_field()

    def shortcut_actions(self) -> list[QAction]:
        """Every action with a keyboard shortcut (the help sheet lists them all)."""
        return [a for a in self.actions() if a.shortcuts()]

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
        self.rematch_action.setEnabled(match is not None)

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

        self.archive = ArchiveAttachment(keeper, self, self).actions
        return self.archive

    def place_archive_actions(self, actions: Sequence[QAction]) -> None:
        """Put the archive's commands in the Match menu above Quit, with a separator after them."""
        for action in actions:
            self.match_menu.insertAction(self.quit_action, action)
            self.addAction(action)  # the shortcuts work window-wide, and the help sheet lists them
        self.match_menu.insertSeparator(self.quit_action)

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

    def hold_entry_height(self, *, fresh: bool = False) -> None:
        """Hold the round entry and the history at a fixed height (:meth:`EntryArea.hold_height`)."""
        self.entry_scroll.hold_height(zoom=self.scoreboard.zoom, fresh=fresh)

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

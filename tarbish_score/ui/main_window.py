"""The kitchen-table window: scoreboard on top, round entry and round history below."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFocusEvent, QKeyEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.qt.commands import ChangeKind, ChangeStep
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.round_table_model import COLUMNS, RoundTableModel
from tarbish_score.ui.round_entry.panel import RoundEntryPanel
from tarbish_score.ui.scoreboard import ScoreboardWidget
from tarbish_score.ui.undo_banner import UndoBanner
from tarbish_score.words.errors import error_text

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QMenu, QMessageBox

    from tarbish_score.model import RunClaim
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

__all__ = ["MainWindow", "RoundHistoryView"]

#: The window's default size where the screen has room for it.
_DEFAULT_SIZE = QSize(1280, 820)
#: Focus reasons that mean the player moved to the history on purpose (F6, a click, Tab).
_DELIBERATE_REASONS = (
    Qt.FocusReason.MouseFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
)
#: Focus changes that only come and go with the window or a popup: the history keeps its state.
_PASSING_REASONS = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)
#: History columns of a set width (pixels): a few words, the tooltip has the rest.
_SET_WIDTHS = {"runs": 130, "why": 230, "note": 200}
#: The widest a history column grows (pixels): a long name is elided, whole in the tooltip.
_MAX_COLUMN_WIDTH = 170


class RoundHistoryView(QTableView):
    """The round history table: Enter or double-click edits a round, Delete deletes it.

    Enter and Delete act only once the player came here on purpose (F6, a click or
    Tab): keys meant for the round entry never open a correction by accident.

    Signals:
        edit_requested: the user asked to correct a round; argument: its 0-based index.
        delete_requested: the user asked to delete a round; argument: its 0-based index.
        leave_requested: Esc: go back to the round entry.
    """

    edit_requested = Signal(int)
    delete_requested = Signal(int)
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundHistory")
        self.setAccessibleName(self.tr("Round history"))
        self.setAccessibleDescription(
            self.tr(
                "Every round recorded, one a row, with each team's points and totals. F6 comes here;"
                " the arrow keys choose a round, Enter corrects it, Delete deletes it, Esc goes back."
            )
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        # The focus frame is a style sheet only while focused: a style sheet makes every paint of
        # the rows several times slower, and the history is repainted on every recorded round.
        self.doubleClicked.connect(self._on_self_double_clicked)
        self._deliberate = False
        self._history_model: RoundTableModel | None = None

    @property
    def deliberate(self) -> bool:
        """True while the player has moved here on purpose (Enter and Delete act)."""
        return self._deliberate and self.hasFocus()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Arm Enter and Delete only when the player came here on purpose."""
        if event.reason() in _DELIBERATE_REASONS:
            self._deliberate = True
        elif event.reason() not in _PASSING_REASONS:
            self._deliberate = False
        self.setStyleSheet(theme.history_focus_style("QTableView#roundHistory"))
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Disarm when the focus leaves for another field."""
        if event.reason() not in _PASSING_REASONS:
            self._deliberate = False
        self.setStyleSheet("")
        super().focusOutEvent(event)

    def set_history_model(self, model: RoundTableModel) -> None:
        """Show ``model``; its columns fit their contents without walking every row on every change.

        The columns are fitted to all rows only when the match is swapped (a model reset);
        a new or re-scored round can only widen a column, so then only the rows the change
        names at its ends are measured (the totals only grow, so the last row has the widest).
        """
        self.setModel(model)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setMaximumSectionSize(_MAX_COLUMN_WIDTH)
        for key, width in _SET_WIDTHS.items():
            self.setColumnWidth(COLUMNS.index(key), width)
        self._history_model = model
        model.modelReset.connect(self._fit_columns)
        model.rowsInserted.connect(self._on_model_rows_inserted)
        model.dataChanged.connect(self._on_model_data_changed)
        self._fit_columns()

    def _fitted_columns(self) -> list[int]:
        return [c for c, key in enumerate(COLUMNS) if key not in _SET_WIDTHS]

    def _fit_columns(self) -> None:
        """Fit every column to all its rows and to every player's name (once per match)."""
        if self._history_model is None:
            return
        names = self._history_model.player_labels()
        name_width = self._name_width(names) if names else 0
        header = self.horizontalHeader()
        for column in self._fitted_columns():
            width = max(self.sizeHintForColumn(column), header.sectionSizeHint(column))
            if COLUMNS[column] in ("dealer", "caller", "bella"):
                width = max(width, name_width)
            self.setColumnWidth(column, min(width, _MAX_COLUMN_WIDTH))

    def _name_width(self, names: list[str]) -> int:
        """The width (pixels) of the widest of ``names`` in a cell."""
        from PySide6.QtWidgets import QStyle  # its class (enums and all) costs ~10 ms to set up: not at start-up

        metrics = self.fontMetrics()
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1) + 1
        return max(metrics.horizontalAdvance(name) + margin for name in names)

    def _widen_for_rows(self, rows: set[int]) -> None:
        """Widen the columns the cells of ``rows`` do not fit in (never narrower: that waits for a reset)."""
        model = self._history_model
        if model is None:
            return
        grid = 1 if self.showGrid() else 0
        for column in self._fitted_columns():
            needed = max(self.sizeHintForIndex(model.index(row, column)).width() + grid for row in rows)
            width = min(needed, _MAX_COLUMN_WIDTH)
            if width > self.columnWidth(column):
                self.setColumnWidth(column, width)

    def _on_model_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        self._widen_for_rows({first, last})

    def _on_model_data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        self._widen_for_rows({top_left.row(), bottom_right.row()})

    def current_round(self) -> int | None:
        """The selected round's 0-based index, or None."""
        index = self.currentIndex()
        return index.row() if index.isValid() else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter edits, Delete deletes, Esc goes back to the round entry."""
        row = self.current_round() if self._deliberate else None
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and row is not None:
            self.edit_requested.emit(row)
        elif event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and row is not None:
            self.delete_requested.emit(row)
        elif event.key() == Qt.Key.Key_Escape:
            self.leave_requested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def arm(self) -> None:
        """Take the focus on purpose, as F6 does: Enter and Delete act (even when it had the focus already)."""
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._deliberate = self.hasFocus()

    def _on_self_double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.edit_requested.emit(index.row())


class MainWindow(QMainWindow):
    """The main window: set up a match, enter rounds by keyboard, read the score from across the table.

    Args:
        controller: the match controller (a new one without a saver if None).
        parent: the parent widget.
    """

    def __init__(self, controller: MatchController | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller if controller is not None else MatchController(self)
        self.new_match_dialog: NewMatchDialog | None = None
        self.help_dialog: HelpDialog | None = None
        self.run_checker: RunCheckerDialog | None = None
        self.card_counter: CardCounterDialog | None = None
        #: The question a rematch asks while the match is not over (open while asked).
        self.rematch_question: QMessageBox | None = None
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
        self.entry_scroll = _NaturalScrollArea(self.splitter)
        self.entry_scroll.setWidget(self.round_entry)
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
        # shrinks the scoreboard, only the round entry and the history below it (see add_banner).
        self.banner_strip = QWidget(central)
        self.banner_strip.setObjectName("bannerStrip")
        self._banner_column = QHBoxLayout(self.banner_strip)
        self._banner_column.setContentsMargins(0, 0, 0, 0)
        self.banner_strip.hide()
        layout.addWidget(self.banner_strip)
        # First in the strip: "Round 3 deleted. Undo [Ctrl+Z]", until the next change.
        self.undo_banner = UndoBanner(self.controller.undo_stack, central)
        self.add_banner(self.undo_banner, 1)
        layout.addWidget(self.splitter, 0)
        self.setCentralWidget(central)
        #: The round entry's height (pixels) kept for this window size and match: see _hold_entry_height.
        self._entry_height = 0

        self._build_actions()
        self._build_details_actions()
        self._build_statistics_actions()
        self.controller.match_changed.connect(self._on_controller_match_changed)
        self.controller.save_failed.connect(self._on_controller_save_failed)
        self.round_entry.round_entered.connect(self._on_round_entry_round_entered)
        self.round_entry.correction_unchanged.connect(self._on_round_entry_correction_unchanged)
        self.history.edit_requested.connect(self._on_history_edit_requested)
        self.history.delete_requested.connect(self._on_history_delete_requested)
        self.history.leave_requested.connect(self._on_history_leave_requested)
        self.history.selectionModel().currentRowChanged.connect(self._on_history_current_row_changed)
        self.round_entry.run_checker_requested.connect(self.open_run_checker)
        self.round_entry.card_counter_requested.connect(self.open_card_counter)
        self.undo_banner.undo_clicked.connect(self._on_undo_banner_undo_clicked)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_application_focus_changed)
        self.resize(self.default_size())
        self._on_controller_match_changed()

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
        self._hold_entry_height()

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
        self.rules_change_dialog: RulesChangeDialog | None = None
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
        self._hold_entry_height(fresh=True)

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
        """Place ``banner`` in the strip under the scoreboard, after those already there.

        The strip takes no room while no banner shows (issue 14: the totals get it), and room for
        two lines of banner text while one does, taken from the round entry and the history: the
        scoreboard and its totals never move when a banner comes or goes (issue 10, case 9). Banners shown
        at once share its width by ``stretch`` (a short line, as the undo banner's or the note's,
        takes 1; the archive's longer messages 3).
        """
        self._banner_column.addWidget(banner, stretch)
        banner.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)  # buttons stay whole
        banner.installEventFilter(self)
        self._show_banner_strip()

    def _fit_banner_strip(self) -> None:
        """The strip as tall as its longest shown banner needs at its width (a French or Spanish message
        wraps to a third line where the English takes two), from two lines up to :data:`_BANNER_MAX_LINES`."""
        banners = [
            widget
            for i in range(self._banner_column.count())
            if (item := self._banner_column.itemAt(i)) is not None
            and (widget := item.widget()) is not None
            and not widget.isHidden()
        ]
        need = max((_banner_height(banner) for banner in banners), default=0)
        for banner in banners:
            if banner.width() > 50 and banner.hasHeightForWidth():
                need = max(need, banner.heightForWidth(banner.width()))
        need = min(need, max((_banner_height(banner, _BANNER_MAX_LINES) for banner in banners), default=need))
        if need and need != self.banner_strip.height():
            self.banner_strip.setFixedHeight(need)
            if self.banner_strip.isVisibleTo(self):
                self._hold_entry_height()

    def _show_banner_strip(self) -> None:
        """Show the banner strip while one of its banners is shown, else hide it (no room taken)."""
        items = (self._banner_column.itemAt(i) for i in range(self._banner_column.count()))
        shown = any(
            item is not None and (banner := item.widget()) is not None and not banner.isHidden() for item in items
        )
        if shown:
            self._fit_banner_strip()
        if shown != self.banner_strip.isVisibleTo(self):
            self.banner_strip.setVisible(shown)
            self._hold_entry_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A banner shown or hidden: the strip above the history follows."""
        if event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent) and (
            watched.parent() is self.banner_strip
        ):
            self._show_banner_strip()
        elif event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and (
            watched.parent() is self.banner_strip and self.banner_strip.isVisibleTo(self)
        ):
            self._fit_banner_strip()  # a new message, or a new width: the lines it wraps to
        return super().eventFilter(watched, event)

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
        """Open the new-match dialog (window-modal, no nested event loop) and return it."""
        from tarbish_score.ui.dialogs.new_match import NewMatchDialog

        if self.new_match_dialog is not None:
            self.new_match_dialog.raise_()
            self.new_match_dialog.activateWindow()
            return self.new_match_dialog
        dialog = NewMatchDialog(self, previous=self.controller.match)
        self._offer_names_used(dialog)
        dialog.accepted.connect(self._on_new_match_dialog_accepted)
        dialog.finished.connect(self._on_new_match_dialog_finished)
        self.new_match_dialog = dialog
        dialog.open()
        return dialog

    def _offer_names_used(self, dialog: NewMatchDialog) -> None:
        """Let the dialog complete names used before, from the archive (nothing when it cannot be read)."""
        from tarbish_score.storage import StoreError

        store = self.store
        if store is None:
            return
        try:
            teams, players = store.names_used()
        except StoreError:
            return  # typing the names still works
        dialog.offer_names(teams, players)

    def _on_new_match_dialog_accepted(self) -> None:
        if self.new_match_dialog is not None:
            self.controller.start_match(self.new_match_dialog.match())

    def _on_new_match_dialog_finished(self, result: int) -> None:
        dialog, self.new_match_dialog = self.new_match_dialog, None
        if dialog is not None:
            dialog.deleteLater()
        self.activateWindow()
        self.round_entry.focus_first_field()

    def open_run_checker(self) -> RunCheckerDialog:
        """Open the run checker on the round being entered (window-modal, no nested event loop)."""
        from tarbish_score.ui.dialogs.run_checker import RunCheckerDialog

        if self.run_checker is not None:
            self.run_checker.raise_()
            return self.run_checker
        match = self.controller.match
        entry = self.round_entry
        dialog = RunCheckerDialog(
            self,
            match=match,
            rules=match.rules if match is not None else None,
            trump=entry.trump,
            eldest=entry.eldest,
            claims=entry.runs_editor.claims(),
            can_apply=entry.open_for_entry,
        )
        dialog.applied.connect(self._on_run_checker_applied)
        dialog.finished.connect(self._on_run_checker_finished)
        self.run_checker = dialog
        dialog.open()
        return dialog

    def _on_run_checker_applied(self, claims: tuple[RunClaim, ...]) -> None:
        if self.run_checker is not None:
            self.round_entry.apply_runs(claims, self.run_checker.trump)
            self.statusBar().showMessage(self.tr("Runs from the run checker entered in the round."), 5000)

    def _on_run_checker_finished(self, result: int) -> None:
        dialog, self.run_checker = self.run_checker, None
        if dialog is not None:
            dialog.deleteLater()
        self.activateWindow()

    def open_card_counter(self) -> CardCounterDialog:
        """Open the card-point counter on the round being entered (window-modal, no nested event loop)."""
        from tarbish_score.ui.dialogs.card_counter import CardCounterDialog

        if self.card_counter is not None:
            self.card_counter.raise_()
            return self.card_counter
        entry = self.round_entry
        team = entry.counting_team
        dialog = CardCounterDialog(
            self,
            match=self.controller.match,
            trump=entry.trump,
            team=team if team is not None else 0,
            can_apply=entry.open_for_entry,
        )
        dialog.applied.connect(self._on_card_counter_applied)
        dialog.finished.connect(self._on_card_counter_finished)
        self.card_counter = dialog
        dialog.open()
        return dialog

    def _on_card_counter_applied(self, team: int, points: int) -> None:
        self.round_entry.apply_card_points(team, points)

    def _on_card_counter_finished(self, result: int) -> None:
        dialog, self.card_counter = self.card_counter, None
        if dialog is not None:
            dialog.deleteLater()
        self.activateWindow()

    def rematch(self) -> None:
        """Start a rematch: same teams and rules, the next player deals first.

        Once the match is over it starts at once (the undo banner offers to take it
        back); while the match is still being played it asks first (:meth:`ask_rematch`).
        """
        match = self.controller.match
        if match is None:
            self.open_new_match_dialog()
            return
        if match.rounds and not match.score.finished and not self.controller.read_only:
            self.ask_rematch()
            return
        self.controller.rematch()

    def ask_rematch(self) -> QMessageBox:
        """Ask before a rematch replaces a match still being played (window-modal, no nested event loop).

        "Keep playing" is the default (Enter) and Esc; only "Start the rematch" starts it.
        """
        from PySide6.QtWidgets import QMessageBox

        if self.rematch_question is not None:
            self.rematch_question.raise_()
            return self.rematch_question
        match = self.controller.match
        if match is None:
            raise RuntimeError("no match is in force")
        teams, totals = match.teams, match.score.totals
        box = QMessageBox(self)
        box.setObjectName("rematchQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Start a rematch?"))
        box.setText(
            self.tr("This match is not over: {a} {x}, {b} {y}.").format(
                a=teams[0].name, x=totals[0], b=teams[1].name, y=totals[1]
            )
        )
        box.setInformativeText(self.tr("A rematch starts again from 0 to 0. Ctrl+Z would bring this match back."))
        start = box.addButton(self.tr("&Start the rematch"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.finished.connect(lambda _result: self._on_rematch_question_finished(box.clickedButton() is start))
        self.rematch_question = box
        box.open()
        return box

    def _on_rematch_question_finished(self, confirmed: bool) -> None:
        box, self.rematch_question = self.rematch_question, None
        if box is not None:
            box.deleteLater()
        self.activateWindow()
        if confirmed and self.controller.match is not None:
            self.controller.rematch()
        else:
            self.round_entry.focus_first_field()

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
        rows = self.history_model.rowCount()
        if rows:
            # After any change the history's current row is the last round (never round 1 by
            # accident) and nothing is selected; a correction or deletion then selects its row.
            selection = self.history.selectionModel()
            selection.clearSelection()
            selection.setCurrentIndex(self.history_model.index(rows - 1, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        if change is not None and change.step is ChangeStep.UNDO:
            self._show_undo_step(change)
        self._update_undo_banner(change)
        focus = QApplication.focusWidget()
        if self.isActiveWindow() and (focus is None or not focus.isEnabled()):
            # The round entry is closed (no match, or the match is over): the keys go to its inert
            # panel, which says so, not to the history where Enter would open a correction.
            self.round_entry.focus_first_field()
        if change is None:
            self._hold_entry_height(fresh=True)  # a match loaded (resumed, opened from the archive)
        if change is None or change.step is ChangeStep.UNDO:
            return
        # The one dispatch of a change by its kind (a rename or a note needs nothing more here).
        news = {
            ChangeKind.NEW_MATCH: self._on_match_started,
            ChangeKind.REMATCH: self._on_match_started,
            ChangeKind.RECORD: self._on_round_recorded,
            ChangeKind.EDIT: self._on_round_edited,
            ChangeKind.DELETE: self._on_round_deleted,
            ChangeKind.INSERT: self._on_round_inserted,
            ChangeKind.RULES: self._on_rules_changed,
        }.get(change.kind)
        if news is not None:
            news(change)

    def _on_match_started(self, change: Change) -> None:
        self.round_entry.clear()
        self._hold_entry_height(fresh=True)
        self.round_entry.focus_first_field()
        if not self._show_undo_step(change):
            self.statusBar().showMessage(self.tr("Match started: good luck!"), 5000)

    def _on_round_recorded(self, change: Change) -> None:
        self.history.scrollToBottom()
        if not self._show_undo_step(change):
            text = self.tr("Round {n} recorded. Ctrl+Z undoes it.").format(n=change.index + 1)
            self.statusBar().showMessage(text, 5000)

    def _on_round_edited(self, change: Change) -> None:
        index = change.index
        self.history.selectRow(index)
        if not self._show_undo_step(change):
            text = self.tr("Round {n} corrected; later rounds re-scored.").format(n=index + 1)
            self.statusBar().showMessage(text, 5000)

    def _on_round_deleted(self, change: Change) -> None:
        index = change.index
        if not self._show_undo_step(change):
            self.statusBar().showMessage(
                self.tr("Round {n} deleted; later rounds re-scored. Ctrl+Z brings it back.").format(n=index + 1), 5000
            )
        rows = self.history_model.rowCount()
        if rows:
            self.history.selectRow(min(index, rows - 1))

    def _on_round_inserted(self, change: Change) -> None:
        self.history.selectRow(change.index)
        if not self._show_undo_step(change):
            text = self.tr(
                "Forgotten round put in as round {n}; the later rounds are renumbered, their dealers and totals "
                "follow. Ctrl+Z undoes it."
            ).format(n=change.index + 1)
            self.statusBar().showMessage(text, 8000)

    def _on_rules_changed(self, change: Change) -> None:
        if not self._show_undo_step(change):
            self.statusBar().showMessage(self.tr("House rules changed; every round re-scored. Ctrl+Z undoes it."), 8000)

    def insert_forgotten_round(self) -> None:
        """Type a forgotten round that goes before the round selected in the history (the last one if none)."""
        match = self.controller.match
        if match is None or self._refuse_if_read_only():
            return
        if not match.rounds:
            self.statusBar().showMessage(self.tr("No round recorded yet: type the round as the next one."), 8000)
            return
        row = self.history.current_round()
        index = row if row is not None and 0 <= row < len(match.rounds) else len(match.rounds) - 1
        self.round_entry.begin_insert(index)

    def open_rules_change_dialog(self) -> RulesChangeDialog | None:
        """Open the rules-change dialog for the match in force (window-modal, no nested event loop)."""
        from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog

        match = self.controller.match
        if match is None or self._refuse_if_read_only():
            return None
        if self.rules_change_dialog is not None:
            self.rules_change_dialog.raise_()
            return self.rules_change_dialog
        dialog = RulesChangeDialog(match, self)
        dialog.accepted.connect(self._on_rules_change_dialog_accepted)
        dialog.finished.connect(self._on_rules_change_dialog_finished)
        self.rules_change_dialog = dialog
        dialog.open()
        return dialog

    def _on_rules_change_dialog_accepted(self) -> None:
        from tarbish_score.model import TarbishError

        if self.rules_change_dialog is None:
            return
        try:
            self.controller.change_rules(self.rules_change_dialog.rules())
        except TarbishError as error:  # the dialog refuses these; the match may have changed under it
            self.statusBar().showMessage(error_text(error, self.controller.match), 8000)

    def _on_rules_change_dialog_finished(self, result: int) -> None:
        dialog, self.rules_change_dialog = self.rules_change_dialog, None
        if dialog is not None:
            dialog.deleteLater()
        self.activateWindow()
        self.round_entry.focus_first_field()

    def _on_controller_save_failed(self, text: str) -> None:
        self.statusBar().showMessage(text)  # translated by the controller: "The match could not be saved: …"

    def _update_undo_banner(self, change: Change | None) -> None:
        """Name a change that removed rounds or put a match aside, until the next change of the match."""
        text = self._removal_text(change) if change is not None and change.step is ChangeStep.DO else ""
        if text:
            self.undo_banner.show_change(text)
        else:
            self.undo_banner.dismiss()

    def _removal_text(self, change: Change) -> str:
        """What ``change`` (done the first time) took out of view, for the undo banner; "" for nothing."""
        before = change.before
        if before is None:
            return ""
        if change.kind is ChangeKind.DELETE:
            return self.tr("Round {n} deleted.").format(n=change.index + 1)
        kept = len(change.after.rounds)
        if change.kind is ChangeKind.EDIT and kept < len(before.rounds):
            if kept + 1 == len(before.rounds):
                text = self.tr("Round {n} corrected; round {first} removed.")
            else:
                text = self.tr("Round {n} corrected; rounds {first} to {last} removed.")
            return text.format(n=change.index + 1, first=kept + 1, last=len(before.rounds))
        if not change.kind.starts_match or not before.rounds:
            return ""
        teams, totals = before.teams, before.score.totals
        if change.kind is ChangeKind.REMATCH:
            text = self.tr("Rematch started; {a} against {b} ({x} – {y}) is put aside.")
        else:
            text = self.tr("New match started; {a} against {b} ({x} – {y}) is put aside.")
        return text.format(a=teams[0].name, b=teams[1].name, x=totals[0], y=totals[1])

    def _on_undo_banner_undo_clicked(self) -> None:
        self.round_entry.focus_first_field()

    def _show_undo_step(self, change: Change) -> bool:
        """Say what Undo or Redo just did ("Redone: recording round 4."); False for a change done the first time."""
        if change.step is ChangeStep.DO:
            return False
        n = change.index + 1
        words = {
            ChangeKind.NEW_MATCH: self.tr("starting the new match"),
            ChangeKind.REMATCH: self.tr("starting the new match"),
            ChangeKind.RECORD: self.tr("recording round {n}").format(n=n),
            ChangeKind.EDIT: self.tr("the correction of round {n}").format(n=n),
            ChangeKind.DELETE: self.tr("deleting round {n}").format(n=n),
            ChangeKind.RENAME: self.tr("renaming teams and players"),
            ChangeKind.NOTE: self.tr("the note on round {n}").format(n=n) if n > 0 else self.tr("the match's note"),
            ChangeKind.INSERT: self.tr("putting in the forgotten round {n}").format(n=n),
            ChangeKind.RULES: self.tr("the change of house rules"),
        }.get(change.kind, self.tr("the last change"))
        if change.step is ChangeStep.REDO:
            text = self.tr("Redone: {change}. Ctrl+Z undoes it.").format(change=words)
        else:
            text = self.tr("Undone: {change}. Ctrl+Shift+Z redoes it.").format(change=words)
        self.statusBar().showMessage(text, 5000)
        return True

    def _on_round_entry_round_entered(self, index: int) -> None:
        self.round_entry.focus_first_field()

    def _on_round_entry_correction_unchanged(self, index: int) -> None:
        self.statusBar().showMessage(
            self.tr("Round {n} was not changed: nothing to correct.").format(n=index + 1), 5000
        )
        self.round_entry.focus_first_field()

    def _on_history_edit_requested(self, index: int) -> None:
        if self._refuse_if_read_only():
            return
        self.round_entry.begin_edit(index)

    def _on_history_delete_requested(self, index: int) -> None:
        from tarbish_score.model import TarbishError

        if self._refuse_if_read_only():
            return
        try:
            self.controller.delete_round(index)
        except TarbishError as error:
            self.statusBar().showMessage(error_text(error, self.controller.match), 8000)

    def _on_history_current_row_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        # Keyboard users cannot hover: say why a bait round was bait when it is chosen.
        why = self.history_model.why(current.row()) if current.isValid() else ""
        note = self.history_model.note(current.row()) if current.isValid() else ""
        if note:  # the table's note too: keyboard users cannot hover over the * either
            why = (
                self.tr("{why} — note: {note}").format(why=why, note=note)
                if why
                else self.tr("note: {note}").format(note=note)
            )
        bar = self.statusBar()
        shown = bar.property("whyShown")
        if why:
            text = self.tr("Round {n}: {why}").format(n=current.row() + 1, why=why)
            bar.showMessage(text, 10000)
            bar.setProperty("whyShown", text)
        elif shown and bar.currentMessage() == shown:
            bar.clearMessage()  # not leave another round's reason standing; other news stays

    def _on_history_leave_requested(self) -> None:
        self.round_entry.focus_first_field()

    # --- the match archive (tarbish_score.ui.actions.archive) ----------------------------------

    def attach_keeper(self, keeper: MatchKeeper) -> ArchiveActions:
        """Save every change through ``keeper`` and add the archive's menus and banners.

        ``keeper.controller`` must be this window's controller.
        """
        from tarbish_score.ui.actions.archive import ArchiveActions

        self.history_model.set_corrected_source(keeper.corrected_rounds)
        # A finished match opened from the archive is read-only: the round entry is closed then.
        self.controller.read_only_changed.connect(self._on_controller_read_only_changed)
        archive = ArchiveActions(keeper, self, self)
        for banner in archive.banners:
            self.add_banner(banner)
        for action in archive.menu_actions:
            self.match_menu.insertAction(self.quit_action, action)
            self.addAction(action)  # the shortcuts work window-wide, and the help sheet lists them
        self.match_menu.insertSeparator(self.quit_action)
        self._on_controller_read_only_changed(self.controller.read_only)
        self.archive = archive
        return archive

    def _on_controller_read_only_changed(self, read_only: bool) -> None:
        self.round_entry.setEnabled(not read_only)

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

    def _refuse_if_read_only(self) -> bool:
        if not self.controller.read_only:
            return False
        self.statusBar().showMessage(
            self.tr("This finished match is read-only: press “Correct this match” to change it."), 8000
        )
        return True

    def _on_application_focus_changed(self, old: QWidget | None, now: QWidget | None) -> None:
        # The round entry may scroll on a small screen: keep the field with the focus in view.
        if now is not None and self.round_entry.isAncestorOf(now):
            self.entry_scroll.ensureWidgetVisible(now, 10, 10)

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

    # --- a layout that holds still (issue 10, case 9) ---------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Share the new height between the scoreboard and the round entry (only here and for a new match)."""
        super().resizeEvent(event)
        self._hold_entry_height()

    def showEvent(self, event: QShowEvent) -> None:
        """Share the height once the window is laid out."""
        super().showEvent(event)
        self._hold_entry_height()

    def _hold_entry_height(self, *, fresh: bool = False) -> None:
        """Give the round entry and the history a fixed height; the scoreboard gets the rest.

        The round entry's own height changes with each key (a preview line, an error under a
        field); if the window followed it, the scoreboard and its totals would grow and shrink
        while a round is typed. So the height is set only when the window is resized or a match
        starts (``fresh``): the entry's natural height then, plus one line for an error; the entry
        scrolls in the rare case it needs more. The scoreboard keeps at least its minimum, and the
        entry's minimum stays low (a smaller window squeezes it).
        """
        from PySide6.QtCore import QCoreApplication

        # Pending events first (new buttons polished, layouts redone), so the entry's size hint is
        # its current one; each nested layout passes its change up later: a few rounds settle them.
        natural = -1
        for _ in range(6):
            QCoreApplication.sendPostedEvents()
            hint = self.round_entry.sizeHint().height()
            if hint == natural:
                break
            natural = hint
        natural += self.round_entry.error_labels["caller"].fontMetrics().lineSpacing() + 4
        # Zoomed in, the entry keeps the height it has unzoomed and scrolls: the scoreboard keeps its
        # room, so zooming in never makes the totals smaller (they are sized to the scoreboard's room).
        natural = round(natural / max(1.0, self.scoreboard.zoom))
        self._entry_height = natural if fresh else max(natural, self._entry_height)
        central = self.centralWidget()
        layout = central.layout() if central is not None else None
        if central is None or layout is None:
            return
        margins = layout.contentsMargins()
        room = central.height() - margins.top() - margins.bottom() - 2 * layout.spacing()
        room -= self.scoreboard.minimumSizeHint().height()
        # A banner shown takes its room from the entry, never from the scoreboard.
        banners = 0 if self.banner_strip.isHidden() else self.banner_strip.height() + layout.spacing()
        height = max(120, min(self._entry_height, room) - banners)
        # The entry asks for this height and takes no more (a QSplitter takes its bounds from its
        # children's); its minimum stays low, so the window can still be made smaller.
        if self.entry_scroll.held_height != height:
            self.entry_scroll.held_height = height
            self.entry_scroll.setMaximumHeight(height)
            self.entry_scroll.updateGeometry()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Never lose unsaved changes (:meth:`_may_leave`); close the help window and dialogs with the main window."""
        if not self._may_leave():
            event.ignore()
            return
        if self.help_dialog is not None:
            self.help_dialog.close()
        if self.new_match_dialog is not None:
            self.new_match_dialog.reject()
        for dialog in (self.run_checker, self.card_counter, self.rematch_question, self.rules_change_dialog):
            if dialog is not None:
                dialog.reject()
        self.table.set_scoreboard_window(False)
        super().closeEvent(event)


#: The most lines of text the banner strip grows to (a longer message scrolls nowhere: it is cut).
_BANNER_MAX_LINES = 4


def _banner_height(banner: QWidget, lines_of_text: int = 2) -> int:
    """The height (pixels) ``banner`` needs for ``lines_of_text`` lines, or its own one-line height if taller."""
    from PySide6.QtGui import QFont, QFontMetrics

    font = QFont(banner.font())
    font.setPixelSize(16)  # the banners' type (theme: 15 to 17 px)
    layout = banner.layout()
    margins = layout.contentsMargins() if layout is not None else None
    frame = (margins.top() + margins.bottom()) if margins is not None else 0
    lines = lines_of_text * QFontMetrics(font).lineSpacing() + frame + 4  # and a 2-pixel border
    return max(lines, banner.sizeHint().height())


class _NaturalScrollArea(QScrollArea):
    """A scroll area that asks for its widget's natural size, and scrolls only when it gets less."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Never sideways: the minimum width below keeps the whole width of the round entry.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        #: The height (pixels) the window holds for the entry while a round is typed; None: its natural height.
        self.held_height: int | None = None

    def setWidget(self, widget: QWidget) -> None:
        """Scroll ``widget``, and follow the changes of its size hint."""
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Pass a change of the widget's size hint on to the window's layout (QScrollArea keeps it)."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        """The widget's own size hint (QScrollArea caps it at a few dozen lines)."""
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        hint = widget.sizeHint()
        height = hint.height() if self.held_height is None else self.held_height
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        """Narrow enough to keep the widget's width, low enough to fit a small screen."""
        widget = self.widget()
        if widget is None:
            return super().minimumSizeHint()
        width = widget.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(width, 120)

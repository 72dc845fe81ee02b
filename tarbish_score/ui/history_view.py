"""The round history: every round recorded, one a row; Enter or a double-click corrects one, Delete deletes it."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QHelpEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QToolTip, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.qt.round_table_model import COLOUR_ROLES, COLUMNS, RoundTableModel

__all__ = ["LEAST", "PRIORITY", "VITAL", "RoundHistoryView"]

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
#: The columns shown first when the history is narrow, most needed first: a column is shown only
#: when it and every column before it here fit the width (the others' cells are in the row's tooltip).
PRIORITY = (
    "totals",
    "number",
    "points",
    "dealer",
    "caller",
    "trump",
    "outcome",
    "card_points",
    "runs",
    "bella",
    "why",
    "note",
)
#: The columns the history is never narrower than when the window has room: who dealt and called, the points.
VITAL = PRIORITY[:6]
#: The columns the history always shows whole, however narrow the window.
LEAST = PRIORITY[:2]


class RoundHistoryView(QTableView):
    """The round history table: Enter or double-click edits a round, Delete deletes it.

    Enter and Delete act only once the player came here on purpose (F6, a click or
    Tab): keys meant for the round entry never open a correction by accident.

    Signals:
        edit_requested: the user asked to correct a round; argument: its 0-based index.
        delete_requested: the user asked to delete a round; argument: its 0-based index.
        leave_requested: Esc: go back to the round entry.
        widths_changed: the columns' widths changed (a new round, the zoom): the window shares its width again.
    """

    edit_requested = Signal(int)
    delete_requested = Signal(int)
    leave_requested = Signal()
    widths_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundHistory")
        self.setAccessibleName(self.tr("Round history"))
        self.setAccessibleDescription(
            with_keys(
                self.tr(
                    "Every round recorded, one a row, with each team's points and totals. {F6} comes here;"
                    " the arrow keys choose a round, {Enter} corrects it, {Delete} deletes it, {Esc} goes back."
                )
            )
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        # Tab leaves the table for the next part (the race chart, the round entry); the arrows choose a round.
        self.setTabKeyNavigation(False)
        self.verticalHeader().hide()
        # The focus frame is a style sheet only while focused: a style sheet makes every paint of
        # the rows several times slower, and the history is repainted on every recorded round.
        self.doubleClicked.connect(self._on_self_double_clicked)
        self._deliberate = False
        self._history_model: RoundTableModel | None = None
        #: Each column's width as fitted (a hidden column's too: Qt gives those 0).
        self._widths: dict[int, int] = {}

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
            self._set_width(COLUMNS.index(key), width)
        header.sectionResized.connect(self._on_header_section_resized)
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
            self._set_width(column, min(width, _MAX_COLUMN_WIDTH))
        self._widths_changed()

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
        widened = False
        for column in self._fitted_columns():
            needed = max(self.sizeHintForIndex(model.index(row, column)).width() + grid for row in rows)
            width = min(needed, _MAX_COLUMN_WIDTH)
            if width > self._widths.get(column, 0):
                self._set_width(column, width)
                widened = True
        if widened:
            self._widths_changed()

    def _on_model_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        self._widen_for_rows({first, last})

    def _on_model_data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: list[int]) -> None:
        if roles and {int(role) for role in roles} <= {int(role) for role in COLOUR_ROLES}:
            return  # new colours (a theme switch): no cell is wider, and the view repaints the cells itself
        self._widen_for_rows({top_left.row(), bottom_right.row()})

    # --- a narrow history: the most needed columns whole, the others in the tooltip ------------

    def _set_width(self, column: int, width: int) -> None:
        self._widths[column] = width
        self.setColumnWidth(column, width)

    def _on_header_section_resized(self, column: int, old: int, new: int) -> None:
        if new > 0 and not self.isColumnHidden(column):
            self._widths[column] = new  # dragged by the player: kept

    def _widths_changed(self) -> None:
        self._show_columns_that_fit()
        self.updateGeometry()
        self.widths_changed.emit()

    def columns_width(self, keys: Iterable[str]) -> int:
        """The width (pixels) the history needs to show the columns ``keys`` whole, with its frame and scroll bar."""
        inner = sum(self._widths.get(COLUMNS.index(key), self.columnWidth(COLUMNS.index(key))) for key in keys)
        return inner + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()

    def minimumSizeHint(self) -> QSize:
        """Never too narrow for the round's number and the totals (:data:`LEAST`)."""
        return QSize(self.columns_width(LEAST), super().minimumSizeHint().height())

    def _show_columns_that_fit(self) -> None:
        """Show the columns of :data:`PRIORITY` that fit the width, in its order; hide the others."""
        room = self.width() - 2 * self.frameWidth() - self.verticalScrollBar().sizeHint().width()
        used = 0
        fitting = True
        for key in PRIORITY:
            column = COLUMNS.index(key)
            used += self._widths.get(column, self.columnWidth(column))
            fitting = fitting and (used <= room or key in LEAST)
            if self.isColumnHidden(column) == fitting:
                self.setColumnHidden(column, not fitting)
                if fitting:
                    self.setColumnWidth(column, self._widths.get(column, self.columnWidth(column)))

    def hidden_columns(self) -> list[str]:
        """The columns hidden for want of width (their cells are in the row's tooltip)."""
        return [key for column, key in enumerate(COLUMNS) if self.isColumnHidden(column)]

    def row_tooltip(self, row: int, column: int) -> str:
        """The tooltip of a cell: its own, then each hidden column's title and cell of the row."""
        model = self._history_model
        if model is None or not 0 <= row < model.rowCount():
            return ""
        own = model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole)
        lines = [str(own)] if own else []
        for key in self.hidden_columns():
            hidden = COLUMNS.index(key)
            value = model.data(model.index(row, hidden), Qt.ItemDataRole.DisplayRole)
            if value:
                title = model.headerData(hidden, Qt.Orientation.Horizontal)
                lines.append(self.tr("{column}: {value}").format(column=title, value=value))
        return "\n".join(lines)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Show the columns that fit the new width."""
        super().resizeEvent(event)
        self._show_columns_that_fit()

    def changeEvent(self, event: QEvent) -> None:
        """Zoomed (a new font): fit the columns to the new type."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # Once the header has its new type too (the zoom sets each widget's in turn).
            QTimer.singleShot(0, self, self._fit_columns)

    def viewportEvent(self, event: QEvent) -> bool:
        """A cell's tooltip also gives the hidden columns of its row."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and self.hidden_columns():
            index = self.indexAt(event.pos())
            text = self.row_tooltip(index.row(), index.column()) if index.isValid() else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

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

"""The round history: every round recorded, one a row; Enter or a double-click corrects one, Delete deletes it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.round_table_model import COLUMNS, RoundTableModel

__all__ = ["RoundHistoryView"]

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
        # Tab leaves the table for the next part (the race chart, the round entry); the arrows choose a round.
        self.setTabKeyNavigation(False)
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

"""The archive statistics' tables: values shown in the user's locale, sorted as numbers, and the head-to-head filter."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from tarbish_score.exchange.statistics_csv import RATE_COLUMNS, Value
from tarbish_score.qt import theme
from tarbish_score.qt.numbers import NONE_TEXT, average_text, count_text, margin_text, rate_text

__all__ = ["SORT_ROLE", "VALUE_ROLE", "HeadToHeadProxy", "StatisticsTableModel"]

_Index = QModelIndex | QPersistentModelIndex

#: Role giving a cell's value as computed (str, int, float 0-1 for rates, or None).
VALUE_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
#: Role the tables sort by: numbers as numbers (an undefined value lowest), names without case.
SORT_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 2


class StatisticsTableModel(QAbstractTableModel):
    """A table of values (names, counts, rates 0-1, margins in points), shown in the user's locale.

    :data:`VALUE_ROLE` gives a cell's value as computed, :data:`SORT_ROLE` the key it sorts by.

    Args:
        columns: the column keys (``exchange.statistics_csv``'s ``STANDING_COLUMNS`` or ``HEAD_TO_HEAD_COLUMNS``).
        headers: the column titles, in the user's language.
        parent: the Qt parent.
    """

    def __init__(self, columns: Sequence[str], headers: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self.headers = list(headers)
        self._rows: list[tuple[Value, ...]] = []
        self._locale = QLocale()

    def set_rows(self, rows: Sequence[tuple[Value, ...]]) -> None:
        """Show ``rows`` (each in :attr:`columns` order) in place of the old ones."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def values(self, row: int) -> tuple[Value, ...]:
        """The values of ``row`` (of this model, not of a proxy)."""
        return self._rows[row]

    def is_rate(self, column: int) -> bool:
        """True when ``column`` holds a share 0-1."""
        return self.columns[column] in RATE_COLUMNS

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """The lines shown (no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """The columns (no children)."""
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column titles; rows are numbered."""
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.headers[section] if 0 <= section < len(self.headers) else None
        return str(section + 1)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """A cell's text (locale), value, sort key, alignment and colour."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        value = self._rows[index.row()][index.column()]
        key = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(key, value)
        if role == VALUE_ROLE:
            return value
        if role == SORT_ROLE:
            if isinstance(value, str):
                return value.casefold()
            return float("-inf") if value is None else float(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignLeft if isinstance(value, str) else Qt.AlignmentFlag.AlignRight
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and key == "average_margin" and isinstance(value, float):
            if value > 0:
                return QBrush(QColor(theme.MADE_COLOUR))
            if value < 0:
                return QBrush(QColor(theme.BAIT_COLOUR))
        return None

    def _text(self, key: str, value: Value) -> str:
        if isinstance(value, str):
            return value
        if value is None:
            return NONE_TEXT
        if key in RATE_COLUMNS:
            return rate_text(value, self._locale)
        if key == "average_margin":
            return margin_text(value, self._locale)
        if isinstance(value, float):
            return average_text(value, self._locale)
        return count_text(value, self._locale)


class HeadToHeadProxy(QSortFilterProxyModel):
    """The meetings, sorted; only those between the two chosen pairs (either side) when chosen."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chosen: set[str] = set()

    def set_pairs(self, first: str | None, second: str | None) -> None:
        """Keep only meetings involving every chosen pair (None: any)."""
        chosen = {name for name in (first, second) if name}
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 and later
            self.beginFilterChange()
            self._chosen = chosen
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:  # pragma: no cover - Qt before 6.9
            self._chosen = chosen
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        """A meeting shows when it involves each chosen pair."""
        source = self.sourceModel()
        if not self._chosen or not isinstance(source, StatisticsTableModel):
            return True
        values = source.values(source_row)
        return self._chosen <= {values[0], values[1]}

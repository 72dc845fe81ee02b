"""The match archive window: every match kept, newest first, searchable by team or player name or by a note.

The table model reads the archive a page at a time (``canFetchMore``/``fetchMore``),
so ten thousand matches open as fast as ten.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.words.formats import format_date, format_datetime, format_time

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore, MatchSummary
    from tarbish_score.storage.snapshots import Snapshot
    from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog

__all__ = ["ARCHIVE_COLUMNS", "MATCH_ID_ROLE", "PAGE_SIZE", "ArchiveTableModel", "ArchiveWindow"]

_Index = QModelIndex | QPersistentModelIndex

#: Matches read from the archive at a time.
PAGE_SIZE: Final = 100
ARCHIVE_COLUMNS: Final = ("date", "teams", "players", "totals", "winner", "rounds", "status", "note")
#: Role that gives a row's archive id.
MATCH_ID_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
_ROLES: Final = frozenset(
    {
        int(Qt.ItemDataRole.DisplayRole),
        int(Qt.ItemDataRole.ToolTipRole),
        int(Qt.ItemDataRole.TextAlignmentRole),
        int(Qt.ItemDataRole.ForegroundRole),
        int(Qt.ItemDataRole.FontRole),
        MATCH_ID_ROLE,
    }
)


class ArchiveTableModel(QAbstractTableModel):
    """One row per kept match, newest first, read lazily a page at a time.

    Args:
        store: the open archive.
        parent: the Qt parent.
    """

    def __init__(self, store: MatchStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._search = ""
        self._rows: list[MatchSummary] = []
        # Row texts, made on first paint of the row (a view asks for each cell many times).
        self._texts: dict[int, tuple[str, ...]] = {}
        self._total = store.count_matches()
        self._titles: list[str] | None = None
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def search(self) -> str:
        """The name filter in force ("" for every match)."""
        return self._search

    @property
    def total(self) -> int:
        """How many matches the filter keeps (loaded or not)."""
        return self._total

    def set_search(self, text: str) -> None:
        """Keep only matches with a team or player name containing ``text`` (case-insensitive)."""
        self.beginResetModel()
        self._search = text
        self._rows = []
        self._texts = {}
        self._total = self._store.count_matches(text)
        self.endResetModel()

    def reload(self) -> None:
        """Read the archive again (after a delete), keeping the filter."""
        self.set_search(self._search)

    def summary(self, row: int) -> MatchSummary | None:
        """The match on ``row``, or None."""
        return self._rows[row] if 0 <= row < len(self._rows) else None

    # --- lazy loading ----------------------------------------------------------------------

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008 - Qt's default argument
        """True while matches beyond the rows loaded remain."""
        return not parent.isValid() and len(self._rows) < self._total

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008 - Qt's default argument
        """Load the next page of matches."""
        if parent.isValid():
            return
        page = self._store.list_matches(self._search, limit=PAGE_SIZE, offset=len(self._rows))
        if not page:
            self._total = len(self._rows)  # some were deleted meanwhile
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
        self._rows.extend(page)
        self.endInsertRows()

    # --- Qt model API ------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """Matches loaded so far (no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """The columns of :data:`ARCHIVE_COLUMNS` (no children)."""
        return 0 if parent.isValid() else len(ARCHIVE_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column titles."""
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < len(ARCHIVE_COLUMNS):
            return None
        if self._titles is None:
            self._titles = [
                self.tr("Started"),
                self.tr("Teams"),
                self.tr("Players"),
                self.tr("Score"),
                self.tr("Winner"),
                self.tr("Rounds"),
                self.tr("Status"),
                self.tr("Note"),
            ]
        return self._titles[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's text, tooltip, colours and alignment."""
        if role not in _ROLES or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._rows) and 0 <= column < len(ARCHIVE_COLUMNS)):
            return None
        summary = self._rows[row]
        key = ARCHIVE_COLUMNS[column]
        if role == Qt.ItemDataRole.DisplayRole:
            texts = self._texts.get(row)
            if texts is None:
                texts = self._texts[row] = tuple(self._display(summary, name) for name in ARCHIVE_COLUMNS)
            return texts[column]
        if role == Qt.ItemDataRole.ToolTipRole and key == "date":
            return self.tr("Last change: {when}").format(when=_when(summary.updated))
        if role == Qt.ItemDataRole.ToolTipRole and key == "note" and summary.note:
            return summary.note  # a long note is cut short in its column
        if role == MATCH_ID_ROLE:
            return summary.id
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if key in ("totals", "rounds"):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and key == "winner" and summary.winner is not None:
            return QBrush(theme.team_colour(summary.winner))
        if role == Qt.ItemDataRole.ForegroundRole and key == "status" and summary.status == "in-progress":
            return QBrush(QColor(theme.MADE_COLOUR))
        if role == Qt.ItemDataRole.FontRole and key in ("totals", "winner"):
            return self._bold
        return None

    def _display(self, summary: MatchSummary, key: str) -> str:
        if key == "date":
            return _when(summary.created)
        if key == "teams":
            return self.tr("{a} v {b}").format(a=summary.teams[0], b=summary.teams[1])
        if key == "players":
            (a1, a2), (b1, b2) = summary.players
            return self.tr("{a1} & {a2} v {b1} & {b2}").format(a1=a1, a2=a2, b1=b1, b2=b2)
        if key == "totals":
            return f"{summary.totals[0]} – {summary.totals[1]}"
        if key == "winner":
            return "" if summary.winner is None else summary.teams[summary.winner]
        if key == "rounds":
            return str(summary.rounds)
        if key == "note":
            return summary.note
        return self._status(summary)

    def _status(self, summary: MatchSummary) -> str:
        if summary.status == "in-progress":
            return self.tr("in progress")
        if summary.status == "won":
            return self.tr("finished")
        if summary.status == "drawn":
            return self.tr("drawn")
        return self.tr("unreadable")


def _when(moment: Any) -> str:
    """A moment in local time, to the minute, in the user's locale."""
    return format_datetime(moment)


class _ArchiveView(QTableView):
    """The archive table: Enter opens the selected match, Delete deletes it."""

    open_requested = Signal()
    delete_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter opens, Delete deletes; other keys move as usual."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.open_requested.emit()
        elif event.key() == Qt.Key.Key_Delete:
            self.delete_requested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()


class _SnapshotList(QListWidget):
    """The snapshots: Enter restores the selected one (after asking)."""

    restore_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter restores; other keys move as usual."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.restore_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class ArchiveWindow(QDialog):
    """Every kept match: search by name, open one (Enter or double-click), delete one.

    Non-modal; opening a match emits :attr:`match_chosen` and the owner puts
    it in force. Deleting asks first through :meth:`confirm_delete`.

    Args:
        store: the open archive.
        parent: the main window.
        deleter: deletes a match by id (default: the store's ``delete_match``).

    Signals:
        match_chosen: the user chose a match to open; argument: its archive id.
        match_deleted: a match was deleted from the archive; argument: its archive id.
    """

    match_chosen = Signal(int)
    match_deleted = Signal(int)

    def __init__(
        self,
        store: MatchStore,
        parent: QWidget | None = None,
        *,
        deleter: Callable[[int], object] | None = None,
        exporter: Callable[[int], object] | None = None,
        restorer: Callable[[Path], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._restore = restorer
        self._snapshots: list[Snapshot] = []
        self._delete = deleter if deleter is not None else store.delete_match
        self._export = exporter
        self.setObjectName("archiveWindow")
        self.setWindowTitle(self.tr("Match archive"))
        layout = QVBoxLayout(self)
        search_row = QHBoxLayout()
        search_label = QLabel(self.tr("&Find a team, player or note:"), self)
        theme.style_label(search_label, bold=True)
        self.search_edit = QLineEdit(self)
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setPlaceholderText(self.tr("A name or a note, e.g. MacNeil, Legion hall, renege"))
        search_label.setBuddy(self.search_edit)
        search_row.addWidget(search_label)
        search_row.addWidget(self.search_edit, 1)
        self.count_label = QLabel(self)
        search_row.addWidget(self.count_label)
        layout.addLayout(search_row)

        self.model = ArchiveTableModel(store, self)
        self.view = _ArchiveView(self)
        self.view.setAccessibleName(self.tr("Matches kept"))
        self.view.setAccessibleDescription(
            self.tr("Every match in the archive, one a row, newest first; the arrow keys choose one, Enter opens it.")
        )
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)  # one line a match; wrapping lays every cell out twice
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in enumerate((130, 220, 250, 90, 130, 70, 100)):
            self.view.setColumnWidth(column, width)
        layout.addWidget(self.view, 1)
        self._add_snapshots(layout)

        buttons = QHBoxLayout()
        self.hint_label = QLabel(
            self.tr("Enter opens the match · Alt+E exports it · Delete deletes it · Esc closes"), self
        )
        if restorer is not None:
            self.hint_label.setText(
                self.tr("Enter opens the match · Alt+E exports it · Delete deletes it · Alt+S snapshots · Esc closes")
            )
        theme.style_label(self.hint_label, theme.MUTED_COLOUR)
        buttons.addWidget(self.hint_label, 1)
        self.open_button = QPushButton(self.tr("&Open"), self)
        self.export_button = QPushButton(self.tr("&Export…"), self)
        self.export_button.setVisible(exporter is not None)
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        self.statistics_button = QPushButton(self.tr("S&tatistics…"), self)
        self.statistics_button.setAccessibleDescription(
            self.tr("Who has won most: per player, per pair of partners, head to head")
        )
        self.close_button = QPushButton(self.tr("Close"), self)
        for button in (
            self.open_button,
            self.export_button,
            self.delete_button,
            self.statistics_button,
            self.close_button,
        ):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout.addLayout(buttons)

        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.search_edit.returnPressed.connect(self._on_search_edit_return_pressed)
        self.view.doubleClicked.connect(self._on_view_double_clicked)
        self.view.open_requested.connect(self.open_selected)
        self.view.delete_requested.connect(self.delete_selected)
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.export_button.clicked.connect(self.export_selected)
        self.close_button.clicked.connect(self.reject)
        self.statistics_button.clicked.connect(self.show_statistics)
        self.model.modelReset.connect(self._on_model_changed)
        self.model.rowsInserted.connect(self._on_model_changed)
        self._find_shortcut = QShortcut(QKeySequence.StandardKey.Find, self)
        self._find_shortcut.activated.connect(self.search_edit.setFocus)
        self.resize(1180, 560 if restorer is None else 700)
        self._on_model_changed()

    # --- what the user does ---------------------------------------------------------------

    def selected(self) -> MatchSummary | None:
        """The match on the selected row, or None."""
        index = self.view.currentIndex()
        return self.model.summary(index.row()) if index.isValid() else None

    def select_row(self, row: int) -> None:
        """Select ``row`` (loading pages until it exists)."""
        while row >= self.model.rowCount() and self.model.canFetchMore():
            self.model.fetchMore()
        if 0 <= row < self.model.rowCount():
            self.view.selectRow(row)

    def open_selected(self) -> bool:
        """Open the selected match in the main window and close the archive.

        Returns:
            True when a match was chosen.
        """
        summary = self.selected()
        if summary is None:
            return False
        self.match_chosen.emit(summary.id)
        self.accept()
        return True

    def export_selected(self) -> bool:
        """Export the selected match (JSON, CSV or PDF scoresheet) through the window's exporter.

        Returns:
            True when there was a match to export and an exporter to do it.
        """
        summary = self.selected()
        if summary is None or self._export is None:
            return False
        self._export(summary.id)
        return True

    def delete_selected(self) -> bool:
        """Delete the selected match after asking (see :meth:`confirm_delete`).

        Returns:
            True when it was deleted.
        """
        from tarbish_score.storage import StoreError

        summary = self.selected()
        if summary is None or not self.confirm_delete(summary):
            return False
        row = self.view.currentIndex().row()
        try:
            self._delete(summary.id)
        except StoreError as error:
            self.show_error(self.tr("The match was not deleted: {error}").format(error=_store_text(error)))
            return False
        self.model.reload()
        self.match_deleted.emit(summary.id)
        self.select_row(min(row, self.model.total - 1))
        return True

    def show_statistics(self) -> ArchiveStatisticsDialog:
        """Open the archive statistics over this archive (issue 15), on top of the archive window."""
        from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog

        dialog = ArchiveStatisticsDialog(self._store, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        dialog.players_view.setFocus(Qt.FocusReason.OtherFocusReason)
        return dialog

    def confirm_delete(self, summary: MatchSummary) -> bool:
        """Ask before deleting (a message box; tests replace this method)."""
        rounds = summary.rounds  # a plain name: lupdate reads only a name or a number as the count
        answer = QMessageBox.question(
            self,
            self.tr("Delete this match?"),
            self.tr(
                "Delete {a} v {b} ({x} – {y}, %n round(s), started {when})? It cannot be brought back.",
                "",
                rounds,
            ).format(
                a=summary.teams[0],
                b=summary.teams[1],
                x=summary.totals[0],
                y=summary.totals[1],
                when=_when(summary.created),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def show_error(self, text: str) -> None:
        """Tell the user something failed (a message box; tests replace this method)."""
        QMessageBox.warning(self, self.tr("Match archive"), text)

    # --- snapshots (storage/snapshots.py) ------------------------------------------------------

    def _add_snapshots(self, layout: QVBoxLayout) -> None:
        """The snapshots under the matches: Alt+S goes there, Enter or Alt+R restores one."""
        row = QHBoxLayout()
        self.snapshots_label = QLabel(
            self.tr("&Snapshots: the archive as it stood before each day's first change"), self
        )
        theme.style_label(self.snapshots_label, bold=True)
        self.snapshot_list = _SnapshotList(self)
        self.snapshot_list.setObjectName("snapshotList")
        self.snapshot_list.setAccessibleName(self.tr("Snapshots"))
        self.snapshot_list.setAccessibleDescription(
            self.tr("Copies of the archive kept before changes, newest first; the one chosen can be restored.")
        )
        self.snapshot_list.setMaximumHeight(150)
        self.snapshots_label.setBuddy(self.snapshot_list)
        self.restore_button = QPushButton(self.tr("&Restore…"), self)
        self.restore_button.setAutoDefault(False)
        row.addWidget(self.snapshots_label, 1)
        row.addWidget(self.restore_button)
        layout.addLayout(row)
        layout.addWidget(self.snapshot_list)
        for widget in (self.snapshots_label, self.snapshot_list, self.restore_button):
            widget.setVisible(self._restore is not None)
        self.snapshot_list.restore_requested.connect(self.restore_selected)
        self.restore_button.clicked.connect(self.restore_selected)
        self.reload_snapshots()

    def reload_snapshots(self) -> None:
        """List the snapshots of the data folder again, newest first (none: a line that says when one comes)."""
        from tarbish_score.storage.snapshots import list_snapshots

        self.snapshot_list.clear()
        found = list_snapshots(self._store.directory) if self._restore is not None else []
        self._snapshots = found
        for snapshot in found:
            self.snapshot_list.addItem(self.snapshot_text(snapshot))
        if not found:
            item = QListWidgetItem(self.tr("None yet: one is taken at the first change of each day."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.snapshot_list.addItem(item)
        else:
            self.snapshot_list.setCurrentRow(0)
        self.restore_button.setEnabled(bool(found))

    def snapshot_text(self, snapshot: Snapshot) -> str:
        """One line of the list: the day, what it is, how many matches."""
        day = format_date(snapshot.day, "long")
        if snapshot.matches is None:
            count = self.tr("damaged, cannot be restored")
        else:
            count = self.tr("%n match(es)", "", snapshot.matches)
        if snapshot.kept_aside and snapshot.taken is not None:
            return self.tr("{day} — kept aside by a restore at {time} — {count}").format(
                day=day, time=format_time(snapshot.taken), count=count
            )
        return self.tr("{day} — {count}").format(day=day, count=count)

    def selected_snapshot(self) -> Snapshot | None:
        """The snapshot on the selected line, or None."""
        row = self.snapshot_list.currentRow()
        return self._snapshots[row] if 0 <= row < len(self._snapshots) else None

    def restore_selected(self) -> bool:
        """Restore the selected snapshot after asking (see :meth:`confirm_restore`); the list shows the result.

        Returns:
            True when it was restored.
        """
        from tarbish_score.storage import StoreError

        snapshot = self.selected_snapshot()
        if snapshot is None or self._restore is None or not self.confirm_restore(snapshot):
            return False
        try:
            self._restore(snapshot.path)
        except StoreError as error:
            self.show_error(self.tr("The snapshot was not restored: {error}").format(error=_store_text(error)))
            return False
        self.model.reload()
        self.reload_snapshots()
        self.select_row(0)
        return True

    def confirm_restore(self, snapshot: Snapshot) -> bool:
        """Ask before restoring (a message box; tests replace this method)."""
        answer = QMessageBox.question(
            self,
            self.tr("Restore this snapshot?"),
            self.tr(
                "Put the snapshot of {snapshot} in the archive's place? The archive as it is now is kept "
                "aside first and listed here, so this can be taken back."
            ).format(snapshot=self.snapshot_text(snapshot)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    # --- slots ----------------------------------------------------------------------------------

    def _on_search_edit_text_changed(self, text: str) -> None:
        self.model.set_search(text)
        if self.model.rowCount() or self.model.canFetchMore():
            self.select_row(0)

    def _on_search_edit_return_pressed(self) -> None:
        # The hint says Enter opens the match: the found one, straight from the search box.
        self.open_selected()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Up and Down in the search box move through the found matches."""
        if self.search_edit.hasFocus() and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            row = self.view.currentIndex().row() if self.view.currentIndex().isValid() else -1
            self.select_row(max(0, row + (1 if event.key() == Qt.Key.Key_Down else -1)))
            event.accept()
            return
        super().keyPressEvent(event)

    def _on_view_double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.open_selected()

    def _on_model_changed(self, *args: object) -> None:
        total = self.model.total
        if self.model.search.strip():
            text = self.tr("%n match(es) found", "", total)
        else:
            text = self.tr("%n match(es) kept", "", total)
        self.count_label.setText(text)
        has_rows = total > 0
        self.open_button.setEnabled(has_rows)
        self.delete_button.setEnabled(has_rows)


def _store_text(error: Exception) -> str:
    """An archive error as translated words (its English wording kept as a detail)."""
    from tarbish_score.words.errors import store_error_text

    if getattr(error, "translated", False):
        return str(error)
    return store_error_text(str(error), str(getattr(error, "reason", "")))

"""The match archive window: every match kept, newest first, searchable by team or player name or by a note.

The table is :class:`~tarbish_score.qt.archive_table_model.ArchiveTableModel`, which reads the
archive a page at a time, so ten thousand matches open as fast as ten. Below it, the archive's
snapshots (``storage/snapshots.py``), each restorable.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
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
from tarbish_score.qt.archive_table_model import ArchiveTableModel
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.words.formats import format_date, format_datetime, format_time

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore, MatchSummary
    from tarbish_score.storage.snapshots import Snapshot
    from tarbish_score.ui.dialogs.match_versions import MatchVersionsDialog
    from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog

__all__ = ["ArchiveWindow"]


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
        exporter: exports a match by id (the window's Export).
        restorer: puts a snapshot in the archive's place.
        reviewer: shows a match changed on two laptops (its id), over the window given; returns the
            dialog, or None. Opening such a match shows its two versions instead.
        syncing: a sync folder is set: other laptops keep their copy of a match deleted here, and
            Versions… shows what another laptop's version set aside.

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
        reviewer: Callable[[int, QWidget], QDialog | None] | None = None,
        syncing: bool = False,
    ) -> None:
        super().__init__(parent)
        answer_f1(self)
        self._store = store
        self._review = reviewer
        self._restore = restorer
        self._snapshots: list[Snapshot] = []
        self._delete = deleter if deleter is not None else store.delete_match
        self._export = exporter
        self._syncing = syncing
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
            with_keys(
                self.tr(
                    "Every match in the archive, one a row, newest first; the arrow keys choose one, {Enter} opens it."
                )
            )
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
        for column, width in enumerate((130, 220, 250, 90, 130, 70, 190)):
            self.view.setColumnWidth(column, width)
        layout.addWidget(self.view, 1)
        self._add_snapshots(layout)

        buttons = QHBoxLayout()
        self.hint_label = QLabel(
            with_keys(self.tr("{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Esc} closes")),
            self,
        )
        if restorer is not None:
            self.hint_label.setText(
                with_keys(
                    self.tr(
                        "{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Alt+S} snapshots"
                        " · {Esc} closes"
                    )
                )
            )
        theme.style_label(self.hint_label, theme.MUTED_COLOUR)
        # The keys' line wraps rather than widen the window past a small laptop's screen.
        self.hint_label.setWordWrap(True)
        buttons.addWidget(self.hint_label, 1)
        self.open_button = QPushButton(self.tr("&Open"), self)
        self.export_button = QPushButton(self.tr("&Export…"), self)
        self.export_button.setVisible(exporter is not None)
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        self.statistics_button = QPushButton(self.tr("S&tatistics…"), self)
        self.statistics_button.setAccessibleDescription(
            self.tr("Who has won most: per player, per pair of partners, head to head")
        )
        self.versions_button = QPushButton(self.tr("&Versions…"), self)
        self.versions_button.setAccessibleDescription(
            self.tr("The versions of the match another laptop's version or a choice set aside, kept")
        )
        self.versions_button.setVisible(syncing or reviewer is not None)
        self.close_button = QPushButton(self.tr("Close"), self)
        for button in (
            self.open_button,
            self.export_button,
            self.delete_button,
            self.versions_button,
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
        self.versions_button.clicked.connect(self.show_versions)
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
        if summary.conflict and self._review is not None:
            return self.review_selected()
        self.match_chosen.emit(summary.id)
        self.accept()
        return True

    def review_selected(self) -> bool:
        """Show the selected match's two versions, when it was changed on two laptops; the list follows the choice.

        Returns:
            True when the versions are shown.
        """
        summary = self.selected()
        if summary is None or not summary.conflict or self._review is None:
            return False
        dialog = self._review(summary.id, self)
        if dialog is None:
            return False
        row = self.view.currentIndex().row()

        def chosen() -> None:
            self.model.reload()
            self.select_row(row)

        dialog.accepted.connect(chosen)
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
        """Open the archive statistics over this archive, on top of the archive window."""
        from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog

        dialog = ArchiveStatisticsDialog(self._store, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        dialog.players_view.setFocus(Qt.FocusReason.OtherFocusReason)
        return dialog

    def show_versions(self) -> MatchVersionsDialog | None:
        """Show the selected match's kept versions (what other laptops' versions or choices set aside).

        Returns:
            The dialog, or None (no match selected, or the archive cannot be read: said).
        """
        from tarbish_score.storage import StoreError
        from tarbish_score.ui.dialogs.match_versions import MatchVersionsDialog

        summary = self.selected()
        if summary is None:
            return None
        try:
            dialog = MatchVersionsDialog(self._store, summary, self)
        except StoreError as error:
            self.show_error(_store_text(error))
            return None
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def delete_question(self, summary: MatchSummary) -> str:
        """The question asked before deleting ``summary``'s match: what deleting really does."""
        rounds = summary.rounds  # a plain name: lupdate reads only a name or a number as the count
        if self._syncing:
            text = self.tr(
                "Delete {a} v {b} ({x} – {y}, %n round(s), started {when}) from this laptop? Your other laptops "
                "keep their copy, and a change made there to it brings it back here.",
                "",
                rounds,
            )
        else:
            text = self.tr(
                "Delete {a} v {b} ({x} – {y}, %n round(s), started {when})? It cannot be brought back.",
                "",
                rounds,
            )
        return text.format(
            a=summary.teams[0],
            b=summary.teams[1],
            x=summary.totals[0],
            y=summary.totals[1],
            when=format_datetime(summary.created),
        )

    def confirm_delete(self, summary: MatchSummary) -> bool:
        """Ask before deleting (a message box; tests replace this method)."""
        answer = QMessageBox.question(
            self,
            self.tr("Delete this match?"),
            self.delete_question(summary),
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
        if self._review is not None:
            from tarbish_score.storage import StoreError
            from tarbish_score.storage.versions import conflicted_ids

            try:
                two = len(conflicted_ids(self._store))
            except StoreError:
                two = 0
            if two:
                text += " · " + self.tr("%n changed on two laptops", "", two)
        self.count_label.setText(text)
        # Every action on "the selected match" needs a match shown to act on.
        has_rows = total > 0
        for button in (self.open_button, self.export_button, self.delete_button, self.versions_button):
            button.setEnabled(has_rows)


def _store_text(error: Exception) -> str:
    """An archive error as translated words (its English wording kept as a detail)."""
    from tarbish_score.words.errors import store_error_text

    if getattr(error, "translated", False):
        return str(error)
    return store_error_text(str(error), str(getattr(error, "reason", "")))

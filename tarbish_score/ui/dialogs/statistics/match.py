"""The statistics of the match in force, per team and player, following the match while open.

:class:`MatchStatisticsDialog` shows :func:`~tarbish_score.model.statistics.match_statistics` of the
match in force and follows it while open (every change the controller announces, undo included).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.qt.numbers import count_text, statistic_text
from tarbish_score.ui.dialogs.help_key import answer_f1

if TYPE_CHECKING:
    from tarbish_score.model import Match
    from tarbish_score.qt.controller import MatchController

__all__ = ["MatchStatisticsDialog"]


class MatchStatisticsDialog(QDialog):
    """The statistics of the match in force, per team and per player; it follows the match while open.

    Non-modal; Esc or Close closes it. One line per figure (``words.statistics.statistic_lines``),
    one column per team followed by its two players.

    Args:
        controller: the window's controller (its match, and ``match_changed``).
        parent: the main window.
    """

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.controller = controller
        self.setObjectName("matchStatisticsDialog")
        self.setWindowTitle(self.tr("Match statistics"))
        layout = QVBoxLayout(self)
        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("matchStatisticsSummary")
        theme.style_label(self.summary_label, bold=True, pixel_size=16)
        layout.addWidget(self.summary_label)
        self.table = QTableWidget(self)
        self.table.setObjectName("matchStatisticsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        # Each column as wide as its widest cell ("202 (round 5)" whole in any language); the dialog grows to fit.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName(self.tr("Match statistics"))
        self.table.setAccessibleDescription(
            self.tr("One line per figure; a column for each team, then its two players. Arrow keys move.")
        )
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.hint_label = QLabel(
            with_keys(self.tr("Follows the match as rounds are recorded or corrected · {Esc} closes")), self
        )
        theme.style_label(self.hint_label, theme.MUTED_COLOUR)
        row.addWidget(self.hint_label, 1)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setAutoDefault(False)
        self.close_button.setAccessibleDescription(self.tr("Close the match statistics"))
        self.close_button.clicked.connect(self.reject)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        controller.match_changed.connect(self._on_controller_match_changed)
        theme.notifier().theme_changed.connect(self._on_controller_match_changed)  # the headers' team colours
        self.resize(860, 600)
        self._on_controller_match_changed()

    def refresh(self, match: Match | None) -> None:
        """Show the statistics of ``match`` (None: say there is no match yet)."""
        from tarbish_score.model.statistics import match_statistics
        from tarbish_score.words.statistics import statistic_lines

        self.table.clear()
        if match is None:
            self.summary_label.setText(self.tr("No match yet: its statistics show here once it starts."))
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            return
        stats = match_statistics(match)
        rounds = stats.rounds  # a plain name: lupdate reads only a name or a number as the count
        summary = self.tr("{a} against {b}: %n round(s) recorded", "", rounds)
        text = summary.format(a=match.teams[0].name, b=match.teams[1].name)
        if stats.thrown_in:
            text += self.tr(", {n} thrown in").format(n=count_text(stats.thrown_in))
        self.summary_label.setText(text)
        # Team 0, its players (seats 0 and 2), team 1, its players (seats 1 and 3).
        sides = [
            (match.teams[0].name, stats.teams[0], 0, True),
            (match.player(0), stats.players[0], 0, False),
            (match.player(2), stats.players[2], 0, False),
            (match.teams[1].name, stats.teams[1], 1, True),
            (match.player(1), stats.players[1], 1, False),
            (match.player(3), stats.players[3], 1, False),
        ]
        lines = statistic_lines()
        self.table.setColumnCount(len(sides))
        self.table.setRowCount(len(lines))
        self.table.setVerticalHeaderLabels([line.label for line in lines])
        for column, (name, side, team, is_team) in enumerate(sides):
            header = QTableWidgetItem(name)
            header.setForeground(QBrush(theme.team_colour(team)))
            font = header.font()
            font.setBold(is_team)
            header.setFont(font)
            self.table.setHorizontalHeaderItem(column, header)
            for row, line in enumerate(lines):
                item = QTableWidgetItem(statistic_text(side, line))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if is_team:
                    item.setFont(font)
                self.table.setItem(row, column, item)
        self._grow_to_the_table()
        if self.table.currentRow() < 0:
            # The arrows start at the top, but nothing is highlighted until the user moves (focus would select).
            start = self.table.model().index(0, 0)
            self.table.selectionModel().setCurrentIndex(start, QItemSelectionModel.SelectionFlag.NoUpdate)

    def table_width(self) -> int:
        """The width (pixels) the table needs to show every column whole: the row labels, the columns, the frame."""
        table = self.table
        columns = sum(table.horizontalHeader().sectionSize(c) for c in range(table.columnCount()))
        scroll_bar = table.verticalScrollBar().sizeHint().width()
        return table.verticalHeader().sizeHint().width() + columns + 2 * table.frameWidth() + scroll_bar

    def _grow_to_the_table(self) -> None:
        """Widen the dialog (never past the screen) when its columns, sized to their contents, need it."""
        self.table.horizontalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        needed = self.table_width() + (margins.left() + margins.right() if margins is not None else 0)
        screen = self.screen()
        if screen is not None:
            needed = min(needed, screen.availableGeometry().width())
        self.setMinimumWidth(needed)
        if self.width() < needed:
            self.resize(needed, self.height())

    def cell_text(self, line_key: str, column: int) -> str:
        """The text shown for the line ``line_key`` (a ``SideStatistics`` field) in ``column`` ("" if none)."""
        from tarbish_score.words.statistics import statistic_lines

        keys = [line.key for line in statistic_lines()]
        item = self.table.item(keys.index(line_key), column) if line_key in keys else None
        return item.text() if item is not None else ""

    def _on_controller_match_changed(self, *args: object) -> None:
        self.refresh(self.controller.match)

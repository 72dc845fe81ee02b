"""A match changed on two laptops: both versions side by side, and the player's choice.

Two laptops that changed the same match apart (their logs diverged) each keep their version;
the archive holds both until the player chooses (:meth:`MatchStore.resolve_conflict`). This
dialog shows each version's rounds, the rounds that differ in the theme's warning colours,
each version's totals, and where and when each was last changed; then keeps this laptop's,
takes the other's, or keeps both as two matches. The version let go stays in the log.
"""

from __future__ import annotations

import socket
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.words.formats import format_datetime
from tarbish_score.words.game import outcome_text, player_label, trump_text

if TYPE_CHECKING:
    from tarbish_score.model import Match
    from tarbish_score.storage import MatchStore
    from tarbish_score.storage.versions import Choice, Conflict

__all__ = ["Side", "SyncConflictDialog", "last_change"]


class Side(NamedTuple):
    """One version of the match: its rounds and names, and where and when it was last changed."""

    match: Match
    laptop: str
    changed: datetime | None


def last_change(record: Mapping[str, Any]) -> datetime | None:
    """When a version was last changed: its log's last entry (UTC), or None when it has none readable."""
    log = record.get("log")
    if not isinstance(log, list) or not log or not isinstance(log[-1], dict):
        return None
    try:
        moment = datetime.fromisoformat(str(log[-1].get("timestamp", "")))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


class SyncConflictDialog(QDialog):
    """Both versions of match ``match_id`` side by side; the player keeps one, takes the other, or keeps both.

    Args:
        store: the archive (it holds both versions).
        conflict: the match changed on two laptops, as the archive keeps it.
        parent: the main window or the archive window (the dialog is window-modal).

    Raises:
        RecordError: a version no longer loads.

    Signals:
        resolved: the player chose; arguments: the match's archive id, and the id of the match
            "keep both" made of the other laptop's version (-1 for the other choices).
    """

    resolved = Signal(int, int)

    def __init__(self, store: MatchStore, conflict: Conflict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self._store = store
        self.conflict = conflict
        self.match_id = conflict.match_id
        #: The choice made (``keep-ours``, ``take-theirs``, ``keep-both``), "" until one is.
        self.choice = ""
        self.ours = Side(conflict.ours_match, socket.gethostname(), last_change(conflict.ours))
        self.theirs = Side(conflict.theirs_match, conflict.laptop, last_change(conflict.theirs))
        #: The rounds (0-based) that differ between the two versions.
        self.differing = frozenset(number - 1 for number in conflict.differing_rounds)
        self.setObjectName("syncConflictDialog")
        self.setWindowTitle(self.tr("Changed on two laptops"))
        teams = self.ours.match.teams
        layout = QVBoxLayout(self)
        title = QLabel(
            self.tr("{a} against {b} was changed on two laptops").format(a=teams[0].name, b=teams[1].name), self
        )
        theme.style_label(title, bold=True)
        title.setWordWrap(True)
        layout.addWidget(title)
        count = len(self.differing)
        intro = QLabel(
            self.tr(
                "Both versions are kept until you choose; %n round(s) differ, marked ≠ and in colour. "
                "The version you let go stays in the match's log.",
                "",
                count,
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        self.tables: list[QTableWidget] = []
        self.heads: list[QLabel] = []
        self.totals_labels: list[QLabel] = []
        for column, (side, heading) in enumerate(
            ((self.ours, self.tr("this laptop's version")), (self.theirs, self.tr("the other laptop's version")))
        ):
            head = QLabel(self._heading(column == 0, side), self)
            head.setWordWrap(True)
            if column == 1 and self.conflict.source:
                head.setToolTip(self.tr("Read from {file}").format(file=self.conflict.source))
            theme.style_label(head, bold=True)
            table = self._rounds_table(side, heading)
            head.setBuddy(table)
            totals = QLabel(self._totals_text(side.match), self)
            theme.style_label(totals, bold=True)
            totals.setAccessibleName(self.tr("Totals of {version}").format(version=heading))
            grid.addWidget(head, 0, column)
            grid.addWidget(table, 1, column)
            grid.addWidget(totals, 2, column)
            self.heads.append(head)
            self.tables.append(table)
            self.totals_labels.append(totals)
        grid.setRowStretch(1, 1)
        layout.addLayout(grid, 1)
        buttons = QHBoxLayout()
        self.keep_button = QPushButton(self.tr("&Keep this laptop's"), self)
        self.take_button = QPushButton(self.tr("&Take the other's"), self)
        self.both_button = QPushButton(self.tr("Keep &both as two matches"), self)
        self.later_button = QPushButton(self.tr("Decide &later"), self)
        self.keep_button.setAccessibleDescription(self.tr("This laptop's version stays; the other's goes to the log"))
        self.take_button.setAccessibleDescription(self.tr("The other laptop's version replaces this one's"))
        self.both_button.setAccessibleDescription(self.tr("The other laptop's version becomes a match of its own"))
        buttons.addStretch(1)
        for button in (self.keep_button, self.take_button, self.both_button, self.later_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.keep_button.clicked.connect(lambda: self.choose("keep-ours"))
        self.take_button.clicked.connect(lambda: self.choose("take-theirs"))
        self.both_button.clicked.connect(lambda: self.choose("keep-both"))
        self.later_button.clicked.connect(self.reject)
        # As big as the screen allows, up to what a long match needs: 1024x600 and larger screens hold it whole.
        room = self.screen().availableGeometry()
        self.resize(min(1200, room.width() - 40), min(700, room.height() - 60))

    # --- what the player does -------------------------------------------------------------------

    def choose(self, choice: Choice) -> bool:
        """Settle the conflict with ``choice`` (``keep-ours``, ``take-theirs`` or ``keep-both``) and close.

        Returns:
            True when the archive took the choice (else the dialog stays, and says why).
        """
        from tarbish_score.storage import StoreError
        from tarbish_score.storage.versions import resolve_conflict

        try:
            made = resolve_conflict(self._store, self.conflict.id, choice)
        except StoreError as error:
            self.show_error(self.tr("The choice was not saved: {error}").format(error=error))
            return False
        self.choice = choice
        self.resolved.emit(self.match_id, -1 if made is None else made)
        self.accept()
        return True

    def show_error(self, text: str) -> None:
        """Tell the player the archive refused (a message box; tests replace this method)."""
        QMessageBox.warning(self, self.tr("Changed on two laptops"), text)

    # --- building ----------------------------------------------------------------------------------

    def _heading(self, this_laptop: bool, side: Side) -> str:
        """Whose version it is, and when it was last changed: "This laptop (kitchen), changed …"."""
        when = format_datetime(side.changed) if side.changed is not None else self.tr("when not known")
        if this_laptop:
            return self.tr("This laptop ({name}), changed {when}").format(name=side.laptop, when=when)
        if side.laptop:
            return self.tr("The other laptop ({name}), changed {when}").format(name=side.laptop, when=when)
        return self.tr("The other laptop, changed {when}").format(when=when)

    def _totals_text(self, match: Match) -> str:
        teams, totals = match.teams, match.score.totals
        return self.tr("{a} {x} – {b} {y}, %n round(s)", "", len(match.rounds)).format(
            a=teams[0].name, x=totals[0], b=teams[1].name, y=totals[1]
        )

    def _rounds_table(self, side: Side, heading: str) -> QTableWidget:
        match = side.match
        scored = match.score.rounds
        titles = [
            self.tr("Round"),
            self.tr("Called"),
            self.tr("Trump"),
            self.tr("Result"),
            self.tr("Points"),
            self.tr("Totals"),
        ]
        table = QTableWidget(len(scored), len(titles), self)
        table.setObjectName("conflictRounds")
        table.setAccessibleName(self.tr("Rounds of {version}").format(version=heading))
        table.setAccessibleDescription(
            self.tr("The rounds that differ from the other version are marked ≠ and in colour.")
        )
        table.setHorizontalHeaderLabels(titles)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setWordWrap(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        background, _border, colour = theme.current().banner_warning
        for row, round_score in enumerate(scored):
            round_input, result = match.rounds[row], round_score.result
            caller = "–" if round_input.caller is None else player_label(match, round_input.caller)
            differs = row in self.differing
            cells = (
                f"≠ {round_score.number}" if differs else str(round_score.number),
                caller,
                trump_text(round_input.trump),
                outcome_text(result.outcome),
                f"{result.points[0]} – {result.points[1]}",
                f"{round_score.totals[0]} – {round_score.totals[1]}",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if differs:
                    item.setBackground(QBrush(QColor(background)))
                    item.setForeground(QBrush(QColor(colour)))
                    item.setToolTip(self.tr("Differs from the other version"))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if column != 1 else Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        first = table.item(min(self.differing), 0) if self.differing else None
        if first is not None:
            table.scrollToItem(first)
        return table

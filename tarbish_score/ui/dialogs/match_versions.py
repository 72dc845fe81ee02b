"""A match's versions log: every version of it another laptop's version or a choice set aside (docs/sync.md).

Nothing is ever lost when matches are carried between laptops: a version replaced by a newer one,
not chosen, or superseded stays in the archive's versions log
(:func:`tarbish_score.storage.versions.kept_versions`). The archive window's Versions… shows them
for the selected match, one a row: when it was set aside, why, where it was written, its rounds and
totals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.words.formats import format_datetime

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore, MatchSummary
    from tarbish_score.storage.versions import KeptVersion

__all__ = ["MatchVersionsDialog", "reason_words"]


def reason_words(reason: str) -> str:
    """Why a version is in the versions log, in the user's language."""
    words = {
        "replaced": QCoreApplication.translate("MatchVersionsDialog", "replaced by a newer version"),
        "not-chosen": QCoreApplication.translate("MatchVersionsDialog", "not chosen (changed on two laptops)"),
        "same-content": QCoreApplication.translate("MatchVersionsDialog", "the same rounds, another history"),
        "superseded": QCoreApplication.translate("MatchVersionsDialog", "set aside by the other laptop's choice"),
        "deleted": QCoreApplication.translate("MatchVersionsDialog", "the match was deleted"),
    }
    return words.get(reason, reason)


class MatchVersionsDialog(QDialog):
    """The kept versions of one match, newest first.

    Args:
        store: the open archive.
        summary: the match (as the archive window lists it).
        parent: the archive window.

    Raises:
        StoreError: the archive cannot be read.
    """

    def __init__(self, store: MatchStore, summary: MatchSummary, parent: QWidget | None = None) -> None:
        from tarbish_score.storage.versions import kept_versions

        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("matchVersionsDialog")
        self.setWindowTitle(self.tr("Versions kept"))
        self.versions: list[KeptVersion] = list(reversed(kept_versions(store, match_id=summary.id)))
        layout = QVBoxLayout(self)
        title = QLabel(
            self.tr("Versions of {a} v {b} set aside on this laptop").format(a=summary.teams[0], b=summary.teams[1]),
            self,
        )
        theme.style_label(title, bold=True)
        title.setWordWrap(True)
        layout.addWidget(title)
        self.note_label = QLabel(self)
        self.note_label.setWordWrap(True)
        theme.style_label(self.note_label, theme.MUTED_COLOUR)
        if self.versions:
            self.note_label.setText(
                self.tr(
                    "Another laptop's version or a choice took each one's place; none is lost. Newest first; "
                    "the match as it is now is not listed."
                )
            )
        else:
            self.note_label.setText(self.tr("No other version is kept: no other laptop changed this match."))
        layout.addWidget(self.note_label)
        self.table = QTableWidget(len(self.versions), 5, self)
        self.table.setAccessibleName(self.tr("Versions kept"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Set aside"), self.tr("Why"), self.tr("Written on"), self.tr("Rounds"), self.tr("Totals")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
        for row, version in enumerate(self.versions):
            for column, text in enumerate(self.row_texts(version)):
                item = QTableWidgetItem(text)
                if column >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the why: the longest words
        self.table.setVisible(bool(self.versions))
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 360)

    def row_texts(self, version: KeptVersion) -> tuple[str, str, str, str, str]:
        """One version's cells: when, why, which laptop, how many rounds, the totals (points)."""
        from tarbish_score.model import TarbishError

        laptop = version.laptop or self.tr("this laptop")
        try:
            match = version.match
            totals = match.score.totals
            rounds, score = str(len(match.rounds)), f"{totals[0]} – {totals[1]}"
        except TarbishError:
            rounds, score = "?", self.tr("does not score")
        return (format_datetime(version.kept.astimezone()), reason_words(version.reason), laptop, rounds, score)

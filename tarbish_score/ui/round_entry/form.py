"""The round entry's form: a labelled row per field, an error line under each, and the helper buttons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui import letters
from tarbish_score.ui.announce import announce
from tarbish_score.words.errors import count_input_text

__all__ = ["EntryForm", "missing_text"]

#: A row of the form: ``(field, label text, the field's widget or layout)``.
Row = tuple[str, str, QWidget | QHBoxLayout]


def missing_text(field: str, count: str) -> str:
    """What to type in ``field``; for the count, also what is wrong with ``count`` as typed."""
    if field == "caller":
        return QCoreApplication.translate("RoundEntryPanel", "Pick the caller: press 1-4 (the seat number).")
    if field == "trump":
        return QCoreApplication.translate(
            "RoundEntryPanel", "Pick the trump suit: press {clubs}, {diamonds}, {hearts} or {spades}."
        ).format(**letters.language_letters())
    if count:
        return count_input_text(count)
    return QCoreApplication.translate("RoundEntryPanel", "Type the card points one team counted.")


class EntryForm:
    """The rows of the round entry's grid, built onto it; the error lines and the buttons under the labels.

    Not a widget: its widgets are children of the round entry (``parent``), so its words keep
    the round entry's translation context (``RoundEntryPanel``).

    Attributes:
        row_labels: each field's label, by field.
        error_labels: the error line under each field, by field.
        end_button: under the count: save a correction that ends the match (hidden until then).
        count_cards_button: opens the card-point counter.
        settle_runs_button: opens the run checker (shown when both teams claim runs).
    """

    def __init__(self, parent: QWidget, grid: QGridLayout, rows: list[Row]) -> None:
        self._parent = parent
        self.row_labels: dict[str, QLabel] = {}
        self.error_labels: dict[str, QLabel] = {}
        for i, (key, text, widget) in enumerate(rows):
            label = QLabel(text, parent)
            theme.style_label(label, theme.LABEL_COLOUR, bold=True)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.row_labels[key] = label
            grid.addWidget(label, 2 * i, 0)
            if isinstance(widget, QHBoxLayout):
                grid.addLayout(widget, 2 * i, 1)
            else:
                grid.addWidget(widget, 2 * i, 1)
            error = QLabel(parent)
            error.setObjectName(f"{key}Error")
            error.setWordWrap(True)
            theme.style_label(error, theme.ERROR_COLOUR, bold=True)
            error.hide()
            if key == "card_points":
                grid.addLayout(self._build_end_row(error), 2 * i + 1, 1)
            else:
                grid.addWidget(error, 2 * i + 1, 1)
            self.error_labels[key] = error
        grid.setColumnStretch(1, 1)
        self._build_helper_buttons(grid, [key for key, _, _ in rows])

    def _build_helper_buttons(self, grid: QGridLayout, fields: list[str]) -> None:
        """Under the labels: open the card-point counter, and the run checker when both teams claim runs."""
        self.count_cards_button = QPushButton(
            with_keys(QCoreApplication.translate("RoundEntryPanel", "Count cards…  {Ctrl+K}")),
            self._parent,
        )
        self.settle_runs_button = QPushButton(
            with_keys(QCoreApplication.translate("RoundEntryPanel", "Who scores?  {Ctrl+R}")),
            self._parent,
        )
        for button, field in ((self.count_cards_button, "card_points"), (self.settle_runs_button, "runs")):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setStyleSheet(theme.small_button_style())
            grid.addWidget(button, 2 * fields.index(field) + 1, 0, Qt.AlignmentFlag.AlignRight)
        self.count_cards_button.setToolTip(
            QCoreApplication.translate("RoundEntryPanel", "Recount a team's tricks card by card")
        )
        self.settle_runs_button.setToolTip(
            QCoreApplication.translate("RoundEntryPanel", "Both teams claim runs: check who scores, and why")
        )
        self.settle_runs_button.hide()

    def _build_end_row(self, error: QLabel) -> QVBoxLayout:
        """The count's error line, and under it the one action for a correction that ends the match."""
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(error)
        self.end_button = QPushButton(
            QCoreApplication.translate("RoundEntryPanel", "Correct and remove the later rounds"), self._parent
        )
        self.end_button.setObjectName("endCorrectionButton")
        # Enter on the focused button confirms; Esc cancels the correction.
        self.end_button.setAutoDefault(True)
        self.end_button.setMinimumHeight(34)
        self.end_button.setToolTip(
            with_keys(
                QCoreApplication.translate("RoundEntryPanel", "One change: {Ctrl+Z} puts the removed rounds back")
            )
        )
        self.end_button.setStyleSheet(theme.warning_button_style(theme.ERROR_COLOUR))
        # Measured in the style's bold type, not the plain one before it: a longer translation stays whole.
        self.end_button.ensurePolished()
        self.end_button.setMinimumWidth(self.end_button.sizeHint().width() + 40)
        self.end_button.hide()
        row = QHBoxLayout()
        row.addWidget(self.end_button)
        row.addStretch(1)
        column.addLayout(row)
        return column

    # --- errors ------------------------------------------------------------------------

    def hide_errors(self) -> None:
        """Hide every error line and the end-of-match button."""
        for label in self.error_labels.values():
            label.hide()
            label.setAccessibleName("")  # the same error shown again is announced again
        self.end_button.hide()

    def show_error(self, field: str, text: str) -> None:
        """Show ``text`` under ``field`` (under the caller for a field without a line)."""
        if field == "card_points":
            self.end_button.hide()
        label = self.error_labels.get(field, self.error_labels["caller"])
        label.setText(text)
        label.show()
        announce(label, text)

    def error_text_of(self, field: str) -> str:
        """The error shown under ``field`` ("" if none)."""
        label = self.error_labels[field]
        return label.text() if label.isVisibleTo(self._parent) else ""

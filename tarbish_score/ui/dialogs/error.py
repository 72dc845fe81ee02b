"""The "something went wrong" dialog: what happened, the details, and a button to copy them.

Imported only when an error is first shown (:mod:`tarbish_score.ui.errors`), to keep start-up lean.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from tarbish_score.ui.dialogs.help_key import answer_f1

__all__ = ["ErrorDialog"]


class ErrorDialog(QDialog):
    """Says an unexpected error happened, shows its details and copies them on request.

    Args:
        summary: one line on what went wrong (the error's own words).
        details: the whole story for a bug report (the traceback).
        log_path: where the log file is, or "" when there is none.
        parent: the window it belongs to.
    """

    def __init__(self, summary: str, details: str, log_path: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("errorDialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        self.details = details
        layout = QVBoxLayout(self)
        intro = self.tr("Tarabish Score met an error it did not expect. The score kept so far is safe.")
        if log_path:
            intro += "\n" + self.tr("The details are also in the log: {path}").format(path=log_path)
        self.intro_label = QLabel(intro, self)
        self.intro_label.setWordWrap(True)
        self.intro_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.intro_label)
        self.summary_label = QLabel(summary, self)
        self.summary_label.setWordWrap(True)
        self.summary_label.setObjectName("errorSummary")
        layout.addWidget(self.summary_label)
        self.details_view = QPlainTextEdit(details, self)
        self.details_view.setAccessibleName(self.tr("Details of the error"))
        self.details_view.setAccessibleDescription(
            self.tr("The technical details to send with a bug report; read only, they can be selected and copied.")
        )
        self.details_view.setReadOnly(True)
        self.details_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        layout.addWidget(self.details_view, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = buttons.addButton(self.tr("&Copy details"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 420)

    def copy_details(self) -> None:
        """Put the summary and the details on the clipboard, for a bug report."""
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(f"{self.summary_label.text()}\n\n{self.details}")
        self.copy_button.setText(self.tr("Copied"))

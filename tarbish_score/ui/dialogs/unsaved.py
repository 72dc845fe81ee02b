"""Two questions about work the archive does not hold: on leaving with unsaved changes, and at start.

:class:`UnsavedChangesDialog` opens when the window is closed while the archive
refuses changes (see :mod:`tarbish_score.ui.leaving`); :class:`RecoveredMatchesDialog`
offers the recovery records found at the next start. Both are plain message
boxes whose answer is :meth:`choice`, so tests click a button and read it, no
``exec()`` needed. Imported only when needed, to keep start-up lean.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QPushButton, QWidget

from tarbish_score.ui.dialogs.help_key import answer_f1

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

__all__ = ["LeaveChoice", "RecoveredMatchesDialog", "RecoveryChoice", "UnsavedChangesDialog"]


class LeaveChoice(StrEnum):
    """What the player chose on leaving with unsaved changes."""

    RETRY = "retry"
    SAVE_COPY = "save copy"
    KEEP = "keep"  # quit; the recovery record stays for the next start
    DISCARD = "discard"  # quit without saving: the recovery record goes too
    STAY = "stay"  # back to the match


class UnsavedChangesDialog(QMessageBox):
    """Asks what to do with changes the archive refused, on leaving.

    Args:
        error: why the archive refused (the last save error's words).
        recovery: where the changes are kept already (a recovery record), or None.
        problem: why no recovery record could be written ("" when it was).
        parent: the main window.
    """

    def __init__(self, error: str, recovery: Path | None, problem: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("unsavedChangesDialog")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Changes not saved"))
        self.setText(self.tr("<b>Some changes to this match are not saved in the archive.</b>"))
        refused = self.tr("The archive refused them: {error}").format(error=error)
        if recovery is not None:
            kept = self.tr(
                "They are kept in {path}. Tarabish Score offers to bring them back when it starts next."
            ).format(path=recovery)
        else:
            kept = self.tr("No copy could be kept either ({problem}): save a copy, or they are lost.").format(
                problem=problem
            )
        self.setInformativeText(f"{refused}\n\n{kept}")
        self.recovery = recovery
        self._choices: dict[QAbstractButton, LeaveChoice] = {}
        role = QMessageBox.ButtonRole
        self.retry_button = self._add(self.tr("&Try again"), role.ActionRole, LeaveChoice.RETRY)
        self.copy_button = self._add(self.tr("Save a &copy…"), role.ActionRole, LeaveChoice.SAVE_COPY)
        self.keep_button = self._add(self.tr("&Quit, keep the copy"), role.AcceptRole, LeaveChoice.KEEP)
        self.keep_button.setVisible(recovery is not None)
        self.discard_button = self._add(self.tr("Quit &without saving"), role.DestructiveRole, LeaveChoice.DISCARD)
        self.stay_button = self._add(self.tr("&Back to the match"), role.RejectRole, LeaveChoice.STAY)
        self.setDefaultButton(self.keep_button if recovery is not None else self.retry_button)
        self.setEscapeButton(self.stay_button)

    def _add(self, text: str, role: QMessageBox.ButtonRole, choice: LeaveChoice) -> QPushButton:
        button = self.addButton(text, role)
        self._choices[button] = choice
        return button

    def choice(self) -> LeaveChoice:
        """The button the player pressed (Back to the match when none was)."""
        clicked = self.clickedButton()
        return self._choices.get(clicked, LeaveChoice.STAY) if clicked is not None else LeaveChoice.STAY


class RecoveryChoice(StrEnum):
    """What the player chose for the recovery records found at start."""

    BRING_BACK = "bring back"
    DISCARD = "discard"
    LATER = "later"  # ask again next time


class RecoveredMatchesDialog(QMessageBox):
    """Offers the recovery records found at start: bring them back into the archive, or discard them.

    Args:
        files: the recovery records, oldest first.
        titles: one line per file ("Us against Them, 3 rounds").
        parent: the main window.
    """

    def __init__(self, files: Sequence[Path], titles: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("recoveredMatchesDialog")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Unsaved matches found"))
        self.setText(
            self.tr("<b>Tarabish Score was left last time with changes the archive did not save.</b>")
            + "<br>"
            + self.tr("They were kept, and can go back into the archive now:")
        )
        lines = [f"• {title}\n   {path}" for path, title in zip(files, titles, strict=True)]
        self.setInformativeText("\n".join(lines))
        self._choices: dict[QAbstractButton, RecoveryChoice] = {}
        role = QMessageBox.ButtonRole
        self.bring_back_button = self._add(self.tr("&Bring back"), role.AcceptRole, RecoveryChoice.BRING_BACK)
        self.discard_button = self._add(self.tr("&Discard"), role.DestructiveRole, RecoveryChoice.DISCARD)
        self.later_button = self._add(self.tr("Ask me &later"), role.RejectRole, RecoveryChoice.LATER)
        self.setDefaultButton(self.bring_back_button)
        self.setEscapeButton(self.later_button)

    def _add(self, text: str, role: QMessageBox.ButtonRole, choice: RecoveryChoice) -> QPushButton:
        button = self.addButton(text, role)
        self._choices[button] = choice
        return button

    def choice(self) -> RecoveryChoice:
        """The button the player pressed (Ask me later when none was)."""
        clicked = self.clickedButton()
        return self._choices.get(clicked, RecoveryChoice.LATER) if clicked is not None else RecoveryChoice.LATER

    @classmethod
    def ask(cls, parent: QWidget, files: Sequence[Path], titles: Sequence[str]) -> RecoveryChoice:
        """Show the question (modal) and return the answer (tests replace this method)."""
        dialog = cls(files, titles, parent)
        dialog.exec()
        return dialog.choice()

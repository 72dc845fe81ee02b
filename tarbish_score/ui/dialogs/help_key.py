"""F1 in every dialog: the keyboard-shortcuts sheet, opened over the dialog.

A modal dialog blocks the main window, so the window's own F1 action cannot fire and a help
window parented to the main window could not be read. Each dialog therefore answers F1 itself
and parents the help to itself (the help dialog answers F1 itself, with its shortcuts page).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from tarbish_score.ui.dialogs.help import HelpDialog

__all__ = ["answer_f1", "open_help_over"]

_HELP_ATTRIBUTE = "_help_over"


def answer_f1(dialog: QDialog) -> QShortcut:
    """Make F1 in ``dialog`` show the keyboard shortcuts (call once, in the dialog's constructor).

    Returns:
        The shortcut (owned by ``dialog``).
    """
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_F1), dialog)
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(lambda: open_help_over(dialog))
    return shortcut


def open_help_over(dialog: QDialog) -> HelpDialog:
    """Show the keyboard-shortcuts page over ``dialog``; one help window per dialog, built on first use."""
    from tarbish_score.ui.dialogs.help import HelpDialog

    help_dialog = dialog.findChild(HelpDialog, _HELP_ATTRIBUTE, Qt.FindChildOption.FindDirectChildrenOnly)
    if help_dialog is None:
        help_dialog = HelpDialog(dialog)
        help_dialog.setObjectName(_HELP_ATTRIBUTE)
        # Back to the dialog afterwards: the keys go where they left off.
        help_dialog.finished.connect(dialog.activateWindow)
    help_dialog.show_page("shortcuts", None)
    help_dialog.show()
    help_dialog.raise_()
    help_dialog.activateWindow()
    return help_dialog

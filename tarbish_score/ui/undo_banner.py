"""The undo banner: "Round 3 deleted — Undo  [Ctrl+Z]", across the top until the next change.

An action that removes a round or puts the match in progress out of view
(deleting a round, a rematch, a new match, a correction that removes the later
rounds) is never silent: the window shows this banner, and it stays until the
match changes again (any change, undo, redo or another match opened), so the
table can take it back at leisure, not only within a status line's 5 seconds.
The banner's button and Ctrl+Z (the window's Undo) do the same thing: undo the
change it names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack

__all__ = ["UndoBanner"]


class UndoBanner(QFrame):
    """A banner naming the last change that removed something, with its Undo button.

    The window shows it when such a change is done and dismisses it on the next change
    of the match (any change, Ctrl+Z, Ctrl+Shift+Z, another match opened): while it is
    shown, the change it names is the top of the undo stack, so its button undoes that.

    Args:
        undo_stack: the controller's undo stack (the one the window's Ctrl+Z undoes).
        parent: the parent widget (the main window's central widget).

    Signals:
        undo_clicked: the banner's Undo button was pressed (the change is already undone).
    """

    undo_clicked = Signal()

    def __init__(self, undo_stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("undoBanner")
        self.setStyleSheet(theme.undo_banner_style("undoBanner"))
        self._stack = undo_stack
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 2, 4, 2)
        self.label = QLabel(self)
        self.label.setObjectName("undoBannerText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        theme.style_label(self.label, theme.UNDO_BANNER_TEXT, bold=True, pixel_size=16)
        layout.addWidget(self.label, 1)
        self.undo_button = QPushButton(with_keys(self.tr("Undo  [{Ctrl+Z}]")), self)
        self.undo_button.setObjectName("undoBannerButton")
        self.undo_button.setAutoDefault(False)
        # The keyboard's way is Ctrl+Z: the button must not take the focus from the round entry.
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button.clicked.connect(self._on_undo_button_clicked)
        layout.addWidget(self.undo_button)
        self.hide()

    @property
    def shown_text(self) -> str:
        """What the banner says while shown, else ""."""
        return "" if self.isHidden() else self.label.text()

    def show_change(self, text: str) -> None:
        """Name the change just done (``text``: "Round 3 deleted; later rounds re-scored.") until the next one."""
        self.label.setText(text)
        self.show()

    def dismiss(self) -> None:
        """Hide the banner (the change it named is no longer the last one)."""
        self.hide()

    def _on_undo_button_clicked(self) -> None:
        if self._stack.canUndo():
            self._stack.undo()  # the match changes: the window dismisses the banner
            self.undo_clicked.emit()
        self.dismiss()

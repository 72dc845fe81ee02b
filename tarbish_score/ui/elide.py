"""Names that never push the window wider: elided text ("Seán MacNeil-Fitzg…") with the full name in a tooltip."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

__all__ = ["NAME_PX", "TEAM_PX", "ElidedLabel", "elided"]

#: The widest a player's name may be drawn in the round entry and the history, in pixels.
NAME_PX: Final = 130
#: The widest a team's name may be drawn in one-line texts of the round entry, in pixels.
TEAM_PX: Final = 170


def elided(text: str, font: QFont, width: int) -> str:
    """``text`` cut with "…" at the end so it fits ``width`` pixels in ``font`` (unchanged if it fits)."""
    return QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, max(1, width))


class ElidedLabel(QLabel):
    """A one-line plain-text label that shows as much of its text as fits; the full text is its tooltip.

    Its width never depends on its text (size policy ``Ignored``), so a long name cannot make a
    window wider than the screen.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def full_text(self) -> str:
        """The whole text, as set."""
        return self._full

    def set_full_text(self, text: str) -> None:
        """Show ``text``, elided to the label's width."""
        self._full = text
        self._elide()

    def minimumSizeHint(self) -> QSize:
        """As narrow as need be; one line high."""
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-elide for the new width."""
        super().resizeEvent(event)
        self._elide()

    def showEvent(self, event: QShowEvent) -> None:
        """Elide once shown (hidden labels keep their whole text)."""
        super().showEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        """Re-elide when the font changes (the scoreboard scales its type)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        # Before the first layout the width means nothing: show the whole text.
        width = self.contentsRect().width()
        shown = elided(self._full, self.font(), width) if self.isVisible() and width > 1 else self._full
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self._full if shown != self._full else "")

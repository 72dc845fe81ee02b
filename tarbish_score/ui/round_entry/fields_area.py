"""The round entry's fields in a scroll area of their own: the preview and the Record button stay in sight.

On a small screen (1024x600) or zoomed in, the entry has less height than its fields need. Only
the fields scroll, and the one with the focus is kept in view; the preview's verdict and the
Record button under them are never scrolled away. The area also scrolls sideways in the rare
case the column is narrower than the fields (zoomed in on a narrow screen), rather than
widening the column and taking the history's room.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

__all__ = ["EntryColumn", "FieldsArea"]

#: The least height (pixels) the fields get, however short the entry: one row of choices.
_LEAST_HEIGHT = 48


class FieldsArea(QScrollArea):
    """The fields (the title and the form), scrolled when the entry is shorter or narrower than they are.

    Args:
        widgets: what it shows, top to bottom (reparented into its scrolled page).
        parent: the round entry.
    """

    def __init__(self, widgets: list[QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entryFields")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        page = QWidget(self)
        page.setObjectName("entryFieldsPage")
        # The page takes the theme's window colour, as the entry it scrolls in.
        page.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        for widget in widgets:
            column.addWidget(widget)
        column.addStretch(1)
        self.setWidget(page)
        page.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_application_focus_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Pass a change of the page's size hint on to the entry's layout (QScrollArea keeps it)."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        """The page's own size hint: all the fields, unscrolled (QScrollArea caps it at a few dozen lines)."""
        page = self.widget()
        if page is None:
            return super().sizeHint()
        hint = page.sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:
        """Low and narrow: the entry's column is set by the window, the fields scroll within it."""
        return QSize(self.verticalScrollBar().sizeHint().width() * 4, _LEAST_HEIGHT)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Shorter (a banner came, the zoom grew): the field with the focus stays in view."""
        super().resizeEvent(event)
        self._on_application_focus_changed(None, QApplication.focusWidget())

    def _on_application_focus_changed(self, old: QWidget | None, now: QWidget | None) -> None:
        # Keep the field with the focus in view (its label too: the row's left end).
        page = self.widget()
        if now is not None and page is not None and page.isAncestorOf(now):
            self.ensureWidgetVisible(now, 10, 10)
            if now.mapTo(page, QPoint(now.width(), 0)).x() <= self.viewport().width():
                self.horizontalScrollBar().setValue(0)


class EntryColumn(QVBoxLayout):
    """The round entry's column: it claims no height for its width from the scroll area around it.

    A wrapped line (the preview's) makes a layout's height depend on its width; a scroll area then
    holds its page at that whole height and scrolls it, verdict and Record too. Without the claim
    it gives the page its own height, and the fields scroll inside it instead.
    """

    def hasHeightForWidth(self) -> bool:
        """No (the column's items still get their height for their width)."""
        return False

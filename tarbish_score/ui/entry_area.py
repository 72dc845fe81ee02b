"""The entry area: the round entry in a scroll area that holds its height still while a round is typed.

The round entry's own height changes with each key (a preview line, an error under a field);
if the window followed it, the scoreboard and its totals would grow and shrink while a round
is typed. So the area's height is set only when the window is resized or a match starts: the
entry's natural height then, plus one line for an error. On a small screen (a 1024x600
laptop) or zoomed in, the entry's fields scroll (its verdict and Record button stay in sight:
:mod:`~tarbish_score.ui.round_entry.fields_area`) rather than pushing the window off the
screen or taking the scoreboard's room.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QWidget

if TYPE_CHECKING:
    from tarbish_score.ui.round_entry.panel import RoundEntryPanel

__all__ = ["EntryArea", "EntryRoom"]

#: The room the window has for the round entry and the history: ``(height, banners)`` in pixels,
#: the height below the scoreboard's minimum and the banner strip's share of it; None before the
#: window is laid out.
EntryRoom = Callable[[], tuple[int, int] | None]
#: The least height (pixels) the entry area is held at, however small the window.
_LEAST_HEIGHT = 120


class EntryArea(QScrollArea):
    """The round entry, scrolled only when it gets less than its natural size.

    Args:
        round_entry: the round entry it shows.
        room: asked each time the height is held (see :data:`EntryRoom`).
        parent: the parent widget (the splitter beside the history).
    """

    def __init__(self, round_entry: RoundEntryPanel, room: EntryRoom, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Never sideways: the minimum width below keeps the whole width of the round entry.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        #: The height (pixels) the window holds for the entry while a round is typed; None: its natural height.
        self.held_height: int | None = None
        #: The entry's height (pixels) kept for this window size and match: see :meth:`hold_height`.
        self._kept_height = 0
        self._room = room
        self._round_entry = round_entry
        self.setWidget(round_entry)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_application_focus_changed)

    def setWidget(self, widget: QWidget) -> None:
        """Scroll ``widget``, and follow the changes of its size hint."""
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Pass a change of the widget's size hint on to the window's layout (QScrollArea keeps it)."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        """The widget's own size hint (QScrollArea caps it at a few dozen lines)."""
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        hint = widget.sizeHint()
        height = hint.height() if self.held_height is None else self.held_height
        # No room for a scroll bar of its own: the entry's fields scroll inside it (round_entry.fields_area).
        return QSize(hint.width(), height)

    def minimumSizeHint(self) -> QSize:
        """Narrow enough to keep the widget's width, low enough to fit a small screen."""
        widget = self.widget()
        if widget is None:
            return super().minimumSizeHint()
        return QSize(widget.minimumSizeHint().width(), _LEAST_HEIGHT)

    def widths(self) -> tuple[int, int]:
        """The width (pixels) the entry needs to show its fields without scrolling sideways, and its natural one."""
        natural = self.sizeHint().width()
        page = self._round_entry.fields_area.widget()
        if page is None:
            return natural, natural
        return natural - max(0, page.sizeHint().width() - page.minimumSizeHint().width()), natural

    def hold_height(self, *, zoom: float, fresh: bool = False) -> None:
        """Hold the entry (and the history beside it) at a fixed height; the scoreboard gets the rest.

        The height is the entry's natural height plus one line for an error, at least what it
        was held at before for this window size unless ``fresh`` (a match starts, the zoom
        changed). The entry scrolls in the rare case it needs more. The scoreboard keeps at least
        its minimum, and the entry's minimum stays low (a smaller window squeezes it).

        Args:
            zoom: the window's zoom factor (1.0: as designed).
            fresh: forget the height held before.
        """
        from PySide6.QtCore import QCoreApplication

        entry = self._round_entry
        # Pending events first (new buttons polished, layouts redone), so the entry's size hint is
        # its current one; each nested layout passes its change up later: a few rounds settle them.
        natural = -1
        for _ in range(6):
            QCoreApplication.sendPostedEvents()
            hint = entry.sizeHint().height()
            if hint == natural:
                break
            natural = hint
        natural += entry.error_labels["caller"].fontMetrics().lineSpacing() + 4
        # Zoomed in, the entry keeps the height it has unzoomed and scrolls: the scoreboard keeps its
        # room, so zooming in never makes the totals smaller (they are sized to the scoreboard's room).
        natural = round(natural / max(1.0, zoom))
        self._kept_height = natural if fresh else max(natural, self._kept_height)
        room = self._room()
        if room is None:
            return
        space, banners = room
        # A banner shown takes its room from the entry, never from the scoreboard.
        height = max(_LEAST_HEIGHT, min(self._kept_height, space) - banners)
        # The entry asks for this height and takes no more (a QSplitter takes its bounds from its
        # children's); its minimum stays low, so the window can still be made smaller.
        if self.held_height != height:
            self.held_height = height
            self.setMaximumHeight(height)
            self.updateGeometry()

    def _on_application_focus_changed(self, old: QWidget | None, now: QWidget | None) -> None:
        # The round entry may scroll on a small screen: keep the field with the focus in view.
        if now is not None and self._round_entry.isAncestorOf(now):
            self.ensureWidgetVisible(now, 10, 10)

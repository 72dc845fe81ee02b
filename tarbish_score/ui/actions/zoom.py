"""View ▸ Zoom in / Zoom out / Actual size (Ctrl+Plus, Ctrl+Minus, Ctrl+0): the whole window's type.

Every widget of the window (its dialogs too, as they open) gets its type scaled from the size it
was built with; a style sheet's ``font-size`` follows. The scoreboard sizes its own type to its room,
which zooming in never takes: the host keeps the entry at its unzoomed height, and it scrolls
(:meth:`~tarbish_score.ui.actions.hosts.ZoomHost.zoom_changed`).
The zoom is remembered in the app's settings.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from tarbish_score.qt import settings
from tarbish_score.ui.actions.builder import build_actions

if TYPE_CHECKING:
    from tarbish_score.ui.actions.hosts import ZoomHost

__all__ = ["ZOOM_STEPS", "ZoomActions", "zoomed_style"]

#: The zoom factors Ctrl+Plus and Ctrl+Minus step through (1.0: as designed).
ZOOM_STEPS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)
#: Widgets whose type their owner sizes (the host scales it): left alone here.
_OWN_TYPE_PROPERTY = "zoomOwnType"
_BASE_SIZE = "zoomBaseSize"
_BASE_PIXELS = "zoomBasePixels"
_BASE_STYLE = "zoomBaseStyle"
_FONT_SIZE = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)px")


def zoomed_style(style: str, factor: float) -> str:
    """``style`` (a style sheet) with every ``font-size: Npx`` scaled by ``factor``."""
    return _FONT_SIZE.sub(lambda m: f"font-size: {max(1, round(float(m.group(1)) * factor))}px", style)


class ZoomActions(QObject):
    """The three zoom actions, and the zoom they keep.

    Args:
        window: the main window: its widgets and dialogs are zoomed.
        host: the window, for the type it sizes itself.
    """

    def __init__(self, window: QWidget, host: ZoomHost) -> None:
        super().__init__(window)
        self._window = window
        self._host = host
        self.factor = 1.0
        #: The declared commands' actions (ui/window_commands.py), on the window, by id.
        self.actions: dict[str, QAction] = build_actions("zoom", window, self)
        self.zoom_in_action = self.actions["zoom_in"]
        self.zoom_out_action = self.actions["zoom_out"]
        self.actual_size_action = self.actions["actual_size"]
        factor = settings.read(settings.ZOOM)
        if factor != 1.0:
            self.set_factor(factor)

    def zoom_in(self) -> None:
        """One step bigger (Ctrl+Plus)."""
        self.set_factor(next((s for s in ZOOM_STEPS if s > self.factor + 1e-6), ZOOM_STEPS[-1]))

    def zoom_out(self) -> None:
        """One step smaller (Ctrl+Minus)."""
        self.set_factor(next((s for s in reversed(ZOOM_STEPS) if s < self.factor - 1e-6), ZOOM_STEPS[0]))

    def reset(self) -> None:
        """Back to the designed size (Ctrl+0)."""
        self.set_factor(1.0)

    def set_factor(self, factor: float) -> None:
        """Zoom the window to ``factor`` (kept between the smallest and largest step) and remember it."""
        factor = min(max(factor, ZOOM_STEPS[0]), ZOOM_STEPS[-1])
        changed = factor != self.factor
        widgets = [w for w in [self._window, *self._window.findChildren(QWidget)] if not _owns_type(w)]
        if factor != 1.0:
            for widget in widgets:  # every size as built, before any changes (children inherit)
                _capture(widget)
        self.factor = factor
        app = QApplication.instance()
        if app is not None:
            # Widgets made later (a dialog opening) are zoomed as they are polished.
            app.removeEventFilter(self)
            if factor != 1.0:
                app.installEventFilter(self)
        for widget in widgets:
            self._zoom_widget(widget)
        self.zoom_out_action.setEnabled(factor > ZOOM_STEPS[0])
        self.zoom_in_action.setEnabled(factor < ZOOM_STEPS[-1])
        self._host.zoom_changed(factor)
        if changed:
            settings.write(settings.ZOOM, factor)

    def _zoom_widget(self, widget: QWidget) -> None:
        """Scale ``widget``'s type from the size it had before the first zoom."""
        if _owns_type(widget):
            return
        if widget.property(_BASE_SIZE) is None:
            if self.factor == 1.0:
                return  # never zoomed: nothing to put back
            _capture(widget)
        base = float(widget.property(_BASE_SIZE))
        font = widget.font()
        if widget.property(_BASE_PIXELS):
            font.setPixelSize(max(1, round(base * self.factor)))
        else:
            font.setPointSizeF(max(1.0, base * self.factor))
        widget.setFont(font)
        style = str(widget.property(_BASE_STYLE) or "")
        if _FONT_SIZE.search(style):
            widget.setStyleSheet(zoomed_style(style, self.factor))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Zoom a widget of the window as it is polished (built after the last zoom)."""
        if (
            event.type() == QEvent.Type.Polish
            and isinstance(watched, QWidget)
            and watched.property(_BASE_SIZE) is None
            and _within(self._window, watched)
        ):
            self._zoom_widget(watched)
        return False


def _capture(widget: QWidget) -> None:
    """Remember ``widget``'s type as built; a type inherited from a zoomed parent is the parent's as built."""
    if widget.property(_BASE_SIZE) is not None:
        return
    font = widget.font()
    pixels = font.pixelSize() > 0
    size = float(font.pixelSize() if pixels else font.pointSizeF())
    parent = widget.parentWidget()
    inherited = not widget.isWindow() and not widget.testAttribute(Qt.WidgetAttribute.WA_SetFont)
    if inherited and parent is not None and parent.property(_BASE_SIZE) is not None:
        pixels = bool(parent.property(_BASE_PIXELS))
        size = float(parent.property(_BASE_SIZE))
    widget.setProperty(_BASE_PIXELS, pixels)
    widget.setProperty(_BASE_SIZE, size)
    widget.setProperty(_BASE_STYLE, widget.styleSheet())


def _owns_type(widget: QWidget) -> bool:
    """True for a widget (or one inside a widget) that sizes its own type."""
    current: QWidget | None = widget
    while current is not None:
        if current.property(_OWN_TYPE_PROPERTY):
            return True
        current = current.parentWidget()
    return False


def _within(window: QWidget, widget: QWidget) -> bool:
    """True for ``window`` and every widget under it, in its dialogs too (other windows)."""
    current: QWidget | None = widget
    while current is not None:
        if current is window:
            return True
        current = current.parentWidget()
    return False

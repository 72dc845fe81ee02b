"""Windows and dialogs on the player's screen: opened inside its available area, frame and title bar included.

A laptop's screen is often 1366x768 or 1024x600, less a panel; a window taller than that, or placed
by the window manager so that its bottom edge is off the screen, hides the Record button and the
status line. The window asks for a size that fits the available area less a frame, and once the
window manager has framed and placed it, moves and shrinks it back inside if need be.

Every dialog a window opens is fitted the same way (:func:`fit_dialogs`, one call per window): the size it
asks for, bounded by the screen; where even its least size is taller or wider than the screen, its content
scrolls and its buttons stay in sight below.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QLayout, QScrollArea, QVBoxLayout, QWidget

__all__ = [
    "DEFAULT_SIZE",
    "FRAME",
    "fit_dialog",
    "fit_dialogs",
    "fit_on_screen",
    "fit_when_shown",
    "opening_size",
    "place_on_screen",
]

#: The window's default size where the screen has room for it.
DEFAULT_SIZE = QSize(1280, 820)
#: The property holding the size the window was opened at (only that size is fitted once shown).
_OPENED_AT = "openedAtSize"
#: Room left for a window manager's frame and title bar before the window is framed (pixels).
FRAME = QSize(16, 48)


def opening_size(window: QWidget) -> QSize:
    """:data:`DEFAULT_SIZE`, or less where the screen's available area (less :data:`FRAME`) is smaller."""
    screen = window.screen()
    if screen is None:
        return DEFAULT_SIZE
    available = screen.availableGeometry().size()
    return DEFAULT_SIZE.boundedTo(available - FRAME).expandedTo(window.minimumSizeHint())


def place_on_screen(window: QWidget) -> None:
    """Size ``window`` for its screen and centre it in the available area (before it is shown)."""
    window.resize(opening_size(window))
    window.setProperty(_OPENED_AT, window.size())
    screen = window.screen()
    if screen is None:
        return
    available = screen.availableGeometry()
    frame = QRect(0, 0, window.width() + FRAME.width(), window.height() + FRAME.height())
    frame.moveCenter(available.center())
    window.move(max(frame.left(), available.left()), max(frame.top(), available.top()))


def fit_on_screen(window: QWidget) -> None:
    """Move ``window``, framed, inside its screen's available area, and shrink it where it cannot fit.

    Called once the window is shown (the window manager has placed it and drawn its frame); a
    maximised or full-screen window, or one resized since it was opened, is left as it is.
    """
    screen = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    if window.property(_OPENED_AT) != window.size():
        return  # sized since (by the player, or a script): theirs to choose
    available = screen.availableGeometry()
    frame = window.frameGeometry()
    if available.contains(frame):
        return
    extra = frame.size() - window.size()
    size = window.size().boundedTo(available.size() - extra).expandedTo(window.minimumSizeHint())
    if size != window.size():
        window.resize(size)
    left = min(max(frame.left(), available.left()), available.right() + 1 - size.width() - extra.width())
    top = min(max(frame.top(), available.top()), available.bottom() + 1 - size.height() - extra.height())
    window.move(max(left, available.left()), max(top, available.top()))


def fit_when_shown(window: QWidget) -> None:
    """Check :func:`fit_on_screen` once the window manager has placed the window just shown, and a little later."""
    for delay in (0, 300):
        QTimer.singleShot(delay, window, lambda: fit_on_screen(window))


def _room(widget: QWidget) -> QSize | None:
    """The available area of ``widget``'s screen less :data:`FRAME`; None without a screen."""
    screen = widget.screen()
    return None if screen is None else screen.availableGeometry().size() - FRAME


def _take_buttons(layout: QLayout) -> QDialogButtonBox | None:
    """The first button box laid out in ``layout`` (or a layout in it), taken out of it; None when there is none."""
    for index in range(layout.count()):
        item = layout.itemAt(index)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QDialogButtonBox):
            layout.takeAt(index)
            return widget
        inner = item.layout() if item is not None else None
        if inner is not None:
            found = _take_buttons(inner)
            if found is not None:
                return found
    return None


def _scroll_content(dialog: QDialog, room: QSize) -> QScrollArea | None:
    """Put ``dialog``'s content in a scroll area, its button box below it, always in sight; None without a layout."""
    layout = dialog.layout()
    if layout is None:
        return None
    buttons = _take_buttons(layout)
    inner = QWidget(dialog)  # the same window: the focus given while it was built stays
    inner.setObjectName("fittedContent")
    inner.setLayout(layout)  # the layout and its widgets move over, as they were
    scroll = QScrollArea(dialog)
    scroll.setObjectName("fittedScroll")
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidgetResizable(True)
    scroll.setWidget(inner)
    margins = layout.contentsMargins()
    # Edge to edge at the top and left (the content keeps its own margins); the buttons in the usual corner.
    layout.setContentsMargins(margins.left(), margins.top(), margins.right(), 0)
    bar = scroll.verticalScrollBar().sizeHint().width()
    wide = inner.minimumSizeHint().width() + bar
    if wide <= room.width() - margins.right():
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # up and down only
    scroll.setMinimumWidth(min(wide, room.width() - margins.right()))
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(0, 0, margins.right(), margins.bottom())
    outer.addWidget(scroll, 1)
    if buttons is not None:
        outer.addWidget(buttons)
    return scroll


def fit_dialog(dialog: QDialog) -> None:
    """Size ``dialog`` (before it is shown) to fit its screen's available area less :data:`FRAME`.

    The size it was given (or asks for) is kept where there is room; where the least height of its content
    is more than the screen's, the content scrolls and the button box stays below it, in sight.
    """
    room = _room(dialog)
    if room is None:
        return
    if dialog.minimumSizeHint().height() > room.height():
        _scroll_content(dialog, room)
    wanted = dialog.size() if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) else dialog.sizeHint()
    dialog.resize(wanted.boundedTo(room).expandedTo(dialog.minimumSizeHint()))


class _DialogFitter(QObject):
    """Fits each dialog of a window as it is first polished, just before it is shown (:func:`fit_dialog`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A dialog of the window about to be shown the first time is fitted; every event goes on."""
        if event.type() == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
            child = event.child()
            if isinstance(child, QDialog) and child.isWindow():
                fit_dialog(child)
        return False


def fit_dialogs(window: QWidget) -> None:
    """Fit every dialog ``window`` opens (its child) to the screen, before it is first shown (:func:`fit_dialog`)."""
    if window.findChild(_DialogFitter, "dialogFitter", Qt.FindChildOption.FindDirectChildrenOnly) is None:
        fitter = _DialogFitter(window)
        fitter.setObjectName("dialogFitter")
        window.installEventFilter(fitter)

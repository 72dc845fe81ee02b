"""The main window on the player's screen: opened inside its available area, frame and title bar included.

A laptop's screen is often 1366x768 or 1024x600, less a panel; a window taller than that, or placed
by the window manager so that its bottom edge is off the screen, hides the Record button and the
status line. The window asks for a size that fits the available area less a frame, and once the
window manager has framed and placed it, moves and shrinks it back inside if need be.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["DEFAULT_SIZE", "FRAME", "fit_on_screen", "fit_when_shown", "opening_size", "place_on_screen"]

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

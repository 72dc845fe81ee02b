"""Keep the screen awake while a match is played: the policy, and one small adapter per system.

The policy (:func:`should_hold`) is plain Python; :class:`ScreenAwake` applies it through an
:class:`Inhibitor`: on Linux the desktop's ``org.freedesktop.ScreenSaver`` service over the
session bus (QtDBus, imported only when first asked), on Windows ``SetThreadExecutionState``, on
macOS an IOKit power assertion (both through ctypes). Where none works, nothing is held and the
screen blanks as it always did. No widgets here.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Protocol

from PySide6.QtCore import QObject, Signal

__all__ = [
    "DBusInhibitor",
    "Inhibitor",
    "MacInhibitor",
    "NoInhibitor",
    "ScreenAwake",
    "WindowsInhibitor",
    "default_inhibitor",
    "should_hold",
]

#: The name the screensaver shows for whoever keeps it away.
APP_NAME = "Tarabish Score"
SCREENSAVER_SERVICE = "org.freedesktop.ScreenSaver"
SCREENSAVER_PATHS = ("/org/freedesktop/ScreenSaver", "/ScreenSaver")
SCREENSAVER_INTERFACE = "org.freedesktop.ScreenSaver"


def should_hold(*, enabled: bool, in_progress: bool, visible: bool) -> bool:
    """Whether the screen is kept awake.

    Args:
        enabled: View ▸ Keep screen awake is on.
        in_progress: a match is in force and not over (rounds are still being played).
        visible: the window is shown and not minimised.

    Returns:
        True only when all three hold: a finished match, a hidden window or the switch off let the
        screen blank as usual.
    """
    return enabled and in_progress and visible


class Inhibitor(Protocol):
    """One system's way to keep the screen awake."""

    def inhibit(self, reason: str) -> bool:
        """Keep the screen awake, saying ``reason``; False if the system refused or has no way."""

    def release(self) -> None:
        """Let the screen blank again (nothing happens when nothing is held)."""


class NoInhibitor:
    """A system without a known way: nothing is held."""

    def inhibit(self, reason: str) -> bool:
        """Nothing to call: False."""
        return False

    def release(self) -> None:
        """Nothing to release."""


class DBusInhibitor:
    """``org.freedesktop.ScreenSaver.Inhibit`` / ``UnInhibit`` on the session bus (KDE, GNOME, Xfce …).

    Args:
        address: a bus address to use instead of the session bus (tests start their own bus).
    """

    def __init__(self, address: str | None = None) -> None:
        self._address = address
        self._cookie: int | None = None
        self._interface: QObject | None = None

    def _screensaver(self) -> QObject | None:
        """The service's interface, or None when the bus or the service is missing."""
        from PySide6.QtDBus import QDBusConnection, QDBusInterface  # only when first held

        if self._address is None:
            bus = QDBusConnection.sessionBus()
        else:
            bus = QDBusConnection.connectToBus(self._address, f"tarbish-score {self._address}")
        if not bus.isConnected():
            return None
        for path in SCREENSAVER_PATHS:
            interface = QDBusInterface(SCREENSAVER_SERVICE, path, SCREENSAVER_INTERFACE, bus)
            if interface.isValid():
                return interface
        return None

    def inhibit(self, reason: str) -> bool:
        """Call ``Inhibit(app_name, reason)`` and keep the cookie it returns."""
        from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, Qt

        if self._cookie is not None:
            return True
        interface = self._interface = self._interface or self._screensaver()
        if interface is None:
            return False
        # Through the interface's meta-object: it knows the remote types (the cookie is a D-Bus uint).
        cookie = QMetaObject.invokeMethod(
            interface,
            "Inhibit",
            Qt.ConnectionType.DirectConnection,
            Q_RETURN_ARG("uint"),
            Q_ARG(str, APP_NAME),
            Q_ARG(str, reason),
        )
        if not isinstance(cookie, int) or (cookie == 0 and _failed(interface)):
            return False
        self._cookie = cookie
        return True

    def release(self) -> None:
        """Call ``UnInhibit(cookie)`` for the cookie held."""
        from PySide6.QtCore import Q_ARG, QMetaObject, Qt

        cookie, self._cookie = self._cookie, None
        if cookie is None or self._interface is None:
            return
        direct = Qt.ConnectionType.DirectConnection
        QMetaObject.invokeMethod(self._interface, "UnInhibit", direct, Q_ARG("uint", cookie))


def _failed(interface: QObject) -> bool:
    """True when the last call on ``interface`` (a QDBusInterface) came back as an error."""
    last_error = getattr(interface, "lastError", None)
    return bool(last_error is not None and last_error().isValid())


class WindowsInhibitor:
    """``SetThreadExecutionState``: the display stays on while the flag is set."""

    ES_CONTINUOUS = 0x80000000
    ES_DISPLAY_REQUIRED = 0x00000002

    def inhibit(self, reason: str) -> bool:
        """Set "display required" until released."""
        kernel32 = getattr(ctypes, "windll").kernel32  # noqa: B009 (Windows only)
        return bool(kernel32.SetThreadExecutionState(self.ES_CONTINUOUS | self.ES_DISPLAY_REQUIRED))

    def release(self) -> None:
        """Clear the flag: the display may sleep again."""
        getattr(ctypes, "windll").kernel32.SetThreadExecutionState(self.ES_CONTINUOUS)  # noqa: B009


class MacInhibitor:
    """An IOKit power assertion ``PreventUserIdleDisplaySleep``."""

    def __init__(self) -> None:
        self._assertion: ctypes.c_uint32 | None = None

    def inhibit(self, reason: str) -> bool:
        """Create the assertion (released by :meth:`release`)."""
        if self._assertion is not None:
            return True
        iokit = ctypes.cdll.LoadLibrary("/System/Library/Frameworks/IOKit.framework/IOKit")
        cf = ctypes.cdll.LoadLibrary("/System/Library/Frameworks/CoreFoundation.framework/CoreFoundation")
        cf.CFStringCreateWithCString.restype = ctypes.c_void_p
        cf.CFStringCreateWithCString.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint32]
        utf8 = 0x08000100
        kind = cf.CFStringCreateWithCString(None, b"PreventUserIdleDisplaySleep", utf8)
        name = cf.CFStringCreateWithCString(None, reason.encode(), utf8)
        assertion = ctypes.c_uint32(0)
        iokit.IOPMAssertionCreateWithName.argtypes = [
            ctypes.c_void_p,
            ctypes.c_uint32,
            ctypes.c_void_p,
            ctypes.POINTER(ctypes.c_uint32),
        ]
        level_on = 255
        result = iokit.IOPMAssertionCreateWithName(kind, level_on, name, ctypes.byref(assertion))
        if result != 0:
            return False
        self._assertion = assertion
        return True

    def release(self) -> None:
        """Release the assertion held."""
        assertion, self._assertion = self._assertion, None
        if assertion is not None:
            iokit = ctypes.cdll.LoadLibrary("/System/Library/Frameworks/IOKit.framework/IOKit")
            iokit.IOPMAssertionRelease(assertion)


def default_inhibitor(platform: str = sys.platform) -> Inhibitor:
    """The inhibitor for ``platform`` (``sys.platform``)."""
    if platform.startswith("win"):
        return WindowsInhibitor()
    if platform == "darwin":
        return MacInhibitor()
    if platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return DBusInhibitor()
    return NoInhibitor()


class ScreenAwake(QObject):
    """Holds the screen awake when :func:`should_hold` says so, through one :class:`Inhibitor`.

    Args:
        inhibitor: the system's way (:func:`default_inhibitor` if None).
        parent: the owning object.

    Signals:
        held_changed: the screen is now kept awake (True) or may blank again (False).
    """

    held_changed = Signal(bool)

    def __init__(self, inhibitor: Inhibitor | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inhibitor = inhibitor if inhibitor is not None else default_inhibitor()
        self._held = False

    @property
    def held(self) -> bool:
        """True while the screen is kept awake."""
        return self._held

    def update(self, *, enabled: bool, in_progress: bool, visible: bool, reason: str) -> None:
        """Hold or release as :func:`should_hold` says (a call that changes nothing calls nobody)."""
        want = should_hold(enabled=enabled, in_progress=in_progress, visible=visible)
        if want == self._held:
            return
        if want:
            try:
                held = self._inhibitor.inhibit(reason)
            except OSError:  # a library missing or refusing: the screen blanks as before
                held = False
            if not held:
                return
        else:
            self._inhibitor.release()
        self._held = want
        self.held_changed.emit(want)

    def release(self) -> None:
        """Let the screen blank (quitting)."""
        if self._held:
            self._inhibitor.release()
            self._held = False
            self.held_changed.emit(False)

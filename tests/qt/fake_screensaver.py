"""A stand-in ``org.freedesktop.ScreenSaver`` on the bus in ``DBUS_SESSION_BUS_ADDRESS``: prints each call.

Run as a script by tests/qt/test_screen_awake.py; prints "ready" once the service is on the bus.
"""

from __future__ import annotations

import os

from PySide6.QtCore import ClassInfo, QCoreApplication, QObject, Slot
from PySide6.QtDBus import QDBusConnection


@ClassInfo({"D-Bus Interface": "org.freedesktop.ScreenSaver"})
class FakeScreenSaver(QObject):
    """Records Inhibit and UnInhibit on stdout; cookies count from 7."""

    def __init__(self) -> None:
        super().__init__()
        self._next = 7

    @Slot(str, str, result="uint")
    def Inhibit(self, app_name: str, reason: str) -> int:
        cookie, self._next = self._next, self._next + 1
        print(f"Inhibit {app_name} | {reason} -> {cookie}", flush=True)
        return cookie

    @Slot("uint")
    def UnInhibit(self, cookie: int) -> None:
        print(f"UnInhibit {cookie}", flush=True)


def main() -> None:
    app = QCoreApplication([])
    bus = QDBusConnection.connectToBus(os.environ["DBUS_SESSION_BUS_ADDRESS"], "fake")
    saver = FakeScreenSaver()
    exported = bus.registerObject("/org/freedesktop/ScreenSaver", saver, QDBusConnection.RegisterOption.ExportAllSlots)
    named = bus.registerService("org.freedesktop.ScreenSaver")
    print("ready" if exported and named else "failed", flush=True)
    app.exec()


if __name__ == "__main__":
    main()

"""Fixtures for the window tests: a controller, a shown main window, and typing like a person."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, RuleSet, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.main_window import MainWindow

DATA = Path(__file__).resolve().parent.parent / "data"
SAMPLES = sorted(DATA.glob("*.tarbish.json"))

#: Keys for :func:`type_keys`: a character, or a Qt key such as ``Qt.Key.Key_Return``.
Key = str | Qt.Key


def standard_match(rules: RuleSet | None = None, first_dealer: int = 0) -> Match:
    """Ann and Cal (Us) against Bea and Dan (Them); Ann deals first unless told otherwise."""
    return Match(
        (Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))),
        first_dealer,
        rules if rules is not None else RuleSet(),
    )


def focused() -> QWidget:
    """The widget with the keyboard focus (fails the test if none)."""
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard focus"
    return widget


def type_keys(qtbot: QtBot, keys: Iterable[Key]) -> int:
    """Press each key on whatever widget has the focus, like a person at the keyboard.

    Returns:
        How many keys were pressed.
    """
    count = 0
    for key in keys:
        qtbot.keyClick(focused(), key)
        count += 1
    return count


def type_text(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Type ``text`` into ``widget``, accented letters too, the same way on every PySide6 version.

    QTest's own typing is ASCII only, and which ``QTest.sendKeyEvent`` overload a one-letter ``str``
    reaches differs between bindings (6.6 takes the ``char`` one: "é" arrives as "Ã"); a ``QKeyEvent``
    made here carries the text as it is.
    """
    for char in text:
        if char.isascii():
            qtbot.keyClicks(widget, char)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char))


def _activate(window: QWidget) -> bool:
    """Ask for ``window`` to be the active window; True once it is (windows closed earlier may steal it)."""
    if window.isActiveWindow():
        return True
    window.activateWindow()
    return False


@pytest.fixture
def controller() -> MatchController:
    """A controller with no match and no saver."""
    return MatchController()


@pytest.fixture
def window(qtbot: QtBot, controller: MatchController) -> Iterator[MainWindow]:
    """The main window, shown and active, with no match yet."""
    win = MainWindow(controller)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: _activate(win))
    yield win
    if win.help_dialog is not None:
        win.help_dialog.close()


@pytest.fixture
def started(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """The main window with a standard match started; the focus is on the caller."""
    window.controller.start_match(standard_match())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.round_entry.caller_picker)
    return window

"""View ▸ Zoom: Ctrl+Plus, Ctrl+= and Ctrl+Minus scale the whole window's type, Ctrl+0 puts it back; remembered."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.ui.actions.zoom import zoomed_style
from tarbish_score.ui.main_window import MainWindow

from ..conftest import focused


def _sizes(window: MainWindow) -> tuple[int, int, int]:
    """The caller picker's, the round entry's title's and a total's type (pixels)."""
    from PySide6.QtGui import QFontInfo

    panel = window.scoreboard.team_panels[0]
    return (
        QFontInfo(window.round_entry.caller_picker.font()).pixelSize(),
        QFontInfo(window.round_entry.title_label.font()).pixelSize(),
        QFontInfo(panel.total_label.font()).pixelSize(),
    )


def test_ctrl_plus_and_minus_zoom_the_whole_window_and_ctrl_0_puts_it_back(qtbot: QtBot, started: MainWindow) -> None:
    entry, label, total = _sizes(started)
    qtbot.keyClick(focused(), Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(focused(), Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert started.zoom.factor == 1.25
    bigger = _sizes(started)
    assert bigger[0] > entry and bigger[1] > label
    assert bigger[2] >= total  # the totals are sized to the scoreboard's room, which zooming in never takes
    qtbot.keyClick(focused(), Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(focused(), Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(focused(), Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert started.zoom.factor == 0.9
    smaller = _sizes(started)
    assert smaller[0] < entry and smaller[2] >= total  # zoomed out, the entry leaves the totals more room
    qtbot.keyClick(focused(), Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert started.zoom.factor == 1.0
    assert _sizes(started)[:2] == (entry, label)


def test_the_zoom_is_remembered_and_reaches_dialogs(qtbot: QtBot, started: MainWindow) -> None:
    from PySide6.QtGui import QFontInfo

    dialog = started.open_card_counter()
    before = QFontInfo(dialog.close_button.font()).pixelSize()
    dialog.reject()
    qtbot.waitUntil(lambda: started.tools.card_counter is None)
    started.zoom.set_factor(1.5)
    again = MainWindow(started.controller)
    qtbot.addWidget(again)
    assert again.zoom.factor == 1.5
    dialog = started.open_card_counter()
    qtbot.waitExposed(dialog)
    assert QFontInfo(dialog.close_button.font()).pixelSize() >= before * 1.4
    dialog.reject()


def test_style_sheet_type_follows() -> None:
    assert (
        zoomed_style("QLineEdit { font-size: 22px; padding: 2px }", 1.5)
        == "QLineEdit { font-size: 33px; padding: 2px }"
    )

"""TEST-ONLY: tell a test outside the process where the window's vital parts are, and what has the focus.

Inert unless ``TARBISH_SCORE_TEST_PROBE`` names a folder (see ``app.create_main_window``); the
real-window suite (tests/xwindow) sets it. The test writes a number into ``ask`` in that folder; within
a tenth of a second the window answers in ``state.json`` (written whole, then renamed over the last):
``{"ask": N, "focus": ..., "active": ..., "theme": ..., "parts": {name: part}}``. ``focus`` names the
widget with the focus (its attribute name on the round entry or the window, else its class), ``active``
the class of the active window. Each part gives its rectangle on the screen (``x``, ``y``, ``w``, ``h``,
in the screen's pixels), its ``text`` (plain), ``ink_w`` and ``ink_h`` (the size of that text's ink in
the part's font), ``shown`` (visible, and not clipped away whole) and ``png``: the file in the folder
where the window's own rendering of the part (``QWidget.grab``) was saved, to hold against the real screen.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QTextDocumentFragment
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.round_table_model import COLUMNS

if TYPE_CHECKING:
    from tarbish_score.ui.main_window import MainWindow

__all__ = ["start_probe"]


def start_probe(window: MainWindow, folder: str) -> QTimer:
    """Answer each new number written into ``folder``/ask with ``folder``/state.json (see the module)."""
    place = Path(folder)
    answered = [""]

    def poll() -> None:
        try:
            ask = (place / "ask").read_text(encoding="utf-8").strip()
        except OSError:
            return
        if ask and ask != answered[0]:
            answered[0] = ask
            state = _state(window, place, ask)
            temporary = place / "state.json.part"
            temporary.write_text(json.dumps(state, indent=1), encoding="utf-8")
            os.replace(temporary, place / "state.json")

    timer = QTimer(window)
    timer.setInterval(100)
    timer.timeout.connect(poll)
    timer.start()
    return timer


def _state(window: MainWindow, place: Path, ask: str) -> dict[str, object]:
    focus = QApplication.focusWidget()
    active = QApplication.activeWindow()
    board = window.scoreboard
    entry = window.round_entry
    widgets: dict[str, QWidget] = {
        "total0": board.team_panels[0].total_label,
        "total1": board.team_panels[1].total_label,
        "dealer": board.dealer_label,
        "verdict": entry.preview.outcome_label,
        "record": entry.record_button,
        "count_toggle": entry.count_toggle,
    }
    parts = {name: _part(widget, place / f"{ask}-{name}.png") for name, widget in widgets.items()}
    parts.update(_last_row(window, place, ask))
    return {
        "ask": ask,
        "focus": _name(window, focus),
        "active": None if active is None else type(active).__name__,
        "theme": theme.current().key,
        "parts": parts,
    }


def _name(window: MainWindow, widget: QWidget | None) -> str | None:
    if widget is None:
        return None
    owner: QObject
    for owner in (window.round_entry, window):
        for attribute, value in vars(owner).items():
            if value is widget:
                return attribute
    return type(widget).__name__


def _part(
    widget: QWidget, png: Path, area: QRect | None = None, text: str | None = None, font: QFont | None = None
) -> dict[str, object]:
    """Where ``widget`` (or its ``area``) is on the screen, its text, the size its text's ink needs in its
    font (``ink_w``, ``ink_h``: rich text is measured as plain text), and its own rendering saved to ``png``."""
    rect = widget.rect() if area is None else area
    ratio = widget.devicePixelRatioF()
    corner = widget.mapToGlobal(rect.topLeft())
    top = widget.window()  # the window renders the part with what lies behind it, as the screen shows it
    top.grab(QRect(widget.mapTo(top, rect.topLeft()), rect.size())).save(str(png))
    if text is None:
        text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
    plain = QTextDocumentFragment.fromHtml(text).toPlainText() if "<" in text else text
    ink = QFontMetrics(widget.font() if font is None else font).tightBoundingRect(plain)
    return {
        "x": round(corner.x() * ratio),
        "y": round(corner.y() * ratio),
        "w": round(rect.width() * ratio),
        "h": round(rect.height() * ratio),
        "text": plain,
        "ink_w": round(ink.width() * ratio),
        "ink_h": round(ink.height() * ratio),
        "shown": widget.isVisible() and not widget.visibleRegion().isEmpty(),
        "png": png.name,
    }


def _last_row(window: MainWindow, place: Path, ask: str) -> dict[str, dict[str, object]]:
    """Each cell of the history's last row (``cell_totals`` …) and the Totals column's header."""
    view = window.history
    model = view.model()
    if model is None or model.rowCount(QModelIndex()) == 0:
        return {}
    row = model.rowCount(QModelIndex()) - 1
    parts: dict[str, dict[str, object]] = {}
    for column, key in enumerate(COLUMNS):
        index = model.index(row, column)
        font = index.data(Qt.ItemDataRole.FontRole)
        text = str(index.data() or "")
        png = place / f"{ask}-cell_{key}.png"
        parts[f"cell_{key}"] = _part(view.viewport(), png, view.visualRect(index), text, font or view.font())
    header = view.horizontalHeader()
    column = COLUMNS.index("totals")
    left = header.sectionViewportPosition(column)
    area = QRect(QPoint(left, 0), QPoint(left + header.sectionSize(column) - 1, header.height() - 1))
    title = str(model.headerData(column, header.orientation()))
    parts["header_totals"] = _part(header.viewport(), place / f"{ask}-header_totals.png", area, title)
    return parts

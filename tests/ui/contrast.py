"""WCAG contrast of the text a widget really draws: its colours from its palette and style sheet, its background
from the picture of it.

Every visible, enabled text widget (label, button, line edit, check box) is measured: the background is the
commonest pixel colour of its rectangle in the grabbed picture (what is really painted behind the text), and the
text colours are those the widget paints with (palette foreground, the ``color:`` of its style sheet, the colours of
its rich text) that are really drawn in that rectangle. Text ≥ 24 px, or bold ≥ 18.66 px, is large (3:1), the rest
needs 4.5:1 (WCAG 2.1, 1.4.3).
"""

from __future__ import annotations

import re
from collections import Counter

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QCheckBox, QLabel, QLineEdit, QWidget

_HEX = re.compile(r"#[0-9a-fA-F]{6}\b")
_COLOR = re.compile(r"(?<![-\w])color\s*:\s*(#[0-9a-fA-F]{6})")


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of ``colour`` (0 black … 1 white)."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 … 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def is_large(widget: QWidget) -> bool:
    """WCAG large text: ≥ 24 px, or bold and ≥ 18.66 px (14 pt)."""
    font = widget.font()
    px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
    return px >= 24 or (font.bold() and px >= 18.66)


def _pixels(image: QImage, rect: QRect) -> Counter[int]:
    seen: Counter[int] = Counter()
    rect = rect.intersected(image.rect())
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            seen[image.pixel(x, y) & 0xFFFFFF] += 1
    return seen


def _text_of(widget: QWidget) -> str:
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
        return widget.text()
    return ""


def _candidates(widget: QWidget) -> list[QColor]:
    """The colours ``widget`` may paint its text with."""
    palette = widget.palette()
    roles = [widget.foregroundRole()]
    if isinstance(widget, QLineEdit):
        roles = [QPalette.ColorRole.Text]
    elif isinstance(widget, QAbstractButton):
        roles = [QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText]
    colours = [palette.color(role) for role in roles]
    sheets = []
    parent: QWidget | None = widget
    while parent is not None:
        sheets.append(parent.styleSheet())
        parent = parent.parentWidget()
    checked = isinstance(widget, QAbstractButton) and widget.isChecked()
    for sheet in sheets:
        for rule in sheet.split("}"):
            selector, _, body = rule.rpartition("{")
            if ":disabled" in selector or (":checked" in selector and not checked):
                continue  # a state the widget is not in
            colours += [QColor(hex_) for hex_ in _COLOR.findall(body if selector else rule)]
    if isinstance(widget, QLabel):
        colours += [QColor(hex_) for hex_ in _COLOR.findall(widget.text())]
    return colours


def text_failures(root: QWidget, image: QImage | None = None) -> list[str]:
    """Every text of ``root`` below WCAG AA against what is painted behind it, as readable lines."""
    image = image if image is not None else root.grab().toImage()
    failures: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, QLabel | QAbstractButton | QLineEdit | QCheckBox):
            continue
        if not widget.isVisibleTo(root) or not widget.isEnabled() or not _text_of(widget).strip():
            continue
        if isinstance(widget.parentWidget(), QAbstractItemView):
            continue
        visible = widget.visibleRegion().boundingRect()
        if visible.isEmpty():
            continue
        # Only the part on screen: a widget scrolled half out of view shows its scroll area behind the rest.
        rect = QRect(widget.mapTo(root, visible.topLeft()), visible.size()).intersected(root.rect())
        if rect.width() < 4 or rect.height() < 4:
            continue
        pixels = _pixels(image, rect)
        background_rgb = pixels.most_common(1)[0][0]
        background = QColor.fromRgb(background_rgb)
        drawn = [c for c in _candidates(widget) if (c.rgb() & 0xFFFFFF) in pixels.keys() - {background_rgb}]
        if not drawn:
            drawn = [_candidates(widget)[0]]
        need = 3.0 if is_large(widget) else 4.5
        for colour in {c.name() for c in drawn}:
            ratio = contrast(QColor(colour), background)
            if ratio < need:
                name = widget.objectName() or type(widget).__name__
                text = _text_of(widget)[:40]
                failures.append(f"{name} {text!r}: {colour} on {background.name()} = {ratio:.2f} < {need}")
    return failures


def table_failures(view: QAbstractItemView) -> list[str]:
    """Every cell of ``view`` below 4.5:1: the model's colours at data() time, else the view's palette."""
    from PySide6.QtCore import Qt

    model = view.model()
    palette = view.palette()
    failures: list[str] = []
    selected = {index.row() for index in view.selectionModel().selectedRows()} if view.selectionModel() else set()
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            if not str(model.data(index) or "").strip():
                continue
            foreground = model.data(index, Qt.ItemDataRole.ForegroundRole)
            background = model.data(index, Qt.ItemDataRole.BackgroundRole)
            if row in selected:
                fg, bg = palette.color(QPalette.ColorRole.HighlightedText), palette.color(QPalette.ColorRole.Highlight)
            else:
                fg = foreground.color() if foreground is not None else palette.color(QPalette.ColorRole.Text)
                if background is not None:
                    bg = background.color()
                else:
                    role = QPalette.ColorRole.AlternateBase if row % 2 else QPalette.ColorRole.Base
                    bg = palette.color(role)
            ratio = contrast(fg, bg)
            if ratio < 4.5:
                failures.append(f"row {row} column {column}: {fg.name()} on {bg.name()} = {ratio:.2f}")
    return failures


def header_failures(table: QAbstractItemView) -> list[str]:
    """Every coloured column title of a ``QTableWidget`` below 4.5:1 on the header's button colour."""
    from PySide6.QtWidgets import QTableWidget

    assert isinstance(table, QTableWidget)
    header = table.horizontalHeader()
    background = header.palette().color(QPalette.ColorRole.Button)
    failures: list[str] = []
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        if item is None or not item.text().strip():
            continue
        colour = (
            item.foreground().color()
            if item.foreground().style() != 0
            else header.palette().color(QPalette.ColorRole.ButtonText)
        )
        ratio = contrast(colour, background)
        if ratio < 4.5:
            failures.append(f"title {column}: {colour.name()} on {background.name()} = {ratio:.2f}")
    return failures

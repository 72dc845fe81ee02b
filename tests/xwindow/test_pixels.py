"""The screen checks of the real-window suite fail where a digit is missing, cut, hidden or covered.

Drawn here, offscreen: a "screen" with a total painted on it, and the same total spoiled each way.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import QApplication

from .pixels import problems

BOX = QRect(40, 30, 160, 90)
BACKGROUND = QColor("#dbe7f8")
INK = QColor("#1457b8")


def _font() -> QFont:
    font = QFont()
    font.setPixelSize(60)
    font.setBold(True)
    return font


def _screen(text: str, colour: QColor = INK, box: QRect = BOX) -> QImage:
    image = QImage(320, 200, QImage.Format.Format_RGB32)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    painter.setFont(_font())
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return image


def _part(text: str) -> dict[str, Any]:
    ink = QFontMetrics(_font()).tightBoundingRect(text)
    return {"text": text, "shown": True, "ink_w": ink.width(), "ink_h": ink.height()}


def test_a_whole_total_passes(qapp: QApplication) -> None:
    screen = _screen("90")
    assert problems(screen, BOX, screen.copy(BOX), _part("90")) == []


@pytest.mark.parametrize(
    ("painted", "colour", "found"),
    [
        ("9", INK, "glyphs on the screen"),  # a digit not painted
        ("90", BACKGROUND, "no text on the screen"),  # painted in the background's colour
        ("90", QColor("#88a3cc"), "stands out"),  # too faint to read (2:1)
    ],
    ids=["digit-missing", "invisible", "faint"],
)
def test_a_spoiled_total_fails(qapp: QApplication, painted: str, colour: QColor, found: str) -> None:
    screen = _screen(painted, colour)
    assert any(found in problem for problem in problems(screen, BOX, screen.copy(BOX), _part("90")))


def test_a_total_cut_by_its_box_fails(qapp: QApplication) -> None:
    screen = _screen("90")
    cut = BOX.adjusted(0, 30, 0, -30)  # the digits' top and bottom outside the part
    assert any("cut" in problem for problem in problems(screen, cut, screen.copy(cut), _part("90")))


def test_a_covered_total_fails(qapp: QApplication) -> None:
    own = _screen("90").copy(BOX)
    screen = _screen("90")
    painter = QPainter(screen)
    painter.fillRect(BOX.adjusted(0, 0, 0, -40), QColor("#ffffff"))  # a dialog over its top half
    painter.end()
    assert any("not what it painted" in problem for problem in problems(screen, BOX, own, _part("90")))


def test_a_part_off_the_screen_fails(qapp: QApplication) -> None:
    screen = _screen("90")
    below = QRect(40, 150, 160, 90)
    assert any("not wholly on the" in problem for problem in problems(screen, below, screen.copy(BOX), _part("90")))

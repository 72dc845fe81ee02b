"""Run a screenshot script of tools/ in this process and check each picture while its widgets are alive.

The scripts save each state with ``_save(widget, path, app)``; :func:`take_shots` wraps that function so
that, at the moment of saving, it also notes where the key parts are drawn (the totals, the banners, the
preview's outcome) and which texts are cut off. The tests then check the saved PNG itself at those places.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFrame,
    QLabel,
    QPushButton,
    QStyle,
    QTextEdit,
    QWidget,
)

from tarbish_score import paths
from tarbish_score.qt import theme
from tarbish_score.ui.elide import ElidedLabel
from tarbish_score.ui.main_window import MainWindow

TOOLS = Path(__file__).resolve().parents[2] / "tools"


@dataclass
class Shot:
    """One saved picture and what was on screen when it was taken.

    Attributes:
        image: the PNG as saved, read back from disk.
        size: the size of the grabbed widget, in pixels.
        cut_off: the texts of labels and buttons not shown whole (empty when every text fits).
        parts: where key parts were drawn, in the picture's pixels: ``"total0"``/``"total1"`` (each team's total),
            ``"banner"`` (the scoreboard's winner or tie banner), ``"outcome"`` (the preview's made/bait badge),
            ``"alert"`` (the banner across the top of the window).
        texts: the text shown in each of ``parts``.
        total_px: the pixel size of the totals' font (0 without a match).
    """

    image: QImage
    size: tuple[int, int]
    cut_off: list[str]
    parts: dict[str, QRect] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    total_px: int = 0


def colour_count(image: QImage, rect: QRect, colour: str) -> int:
    """How many pixels inside ``rect`` are exactly ``colour``."""
    wanted = QColor(colour).rgb()
    area = rect.intersected(image.rect())
    return sum(
        1
        for y in range(area.top(), area.bottom() + 1)
        for x in range(area.left(), area.right() + 1)
        if image.pixel(x, y) == wanted
    )


def ink_box(image: QImage, rect: QRect, colour: str) -> QRect:
    """The smallest rectangle holding every pixel of exactly ``colour`` inside ``rect`` (empty if none)."""
    wanted = QColor(colour).rgb()
    area = rect.intersected(image.rect())
    xs: list[int] = []
    ys: list[int] = []
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            if image.pixel(x, y) == wanted:
                xs.append(x)
                ys.append(y)
    if not xs:
        return QRect()
    return QRect(QPoint(min(xs), min(ys)), QPoint(max(xs), max(ys)))


def _text_width(widget: QLabel | QAbstractButton) -> int:
    """The width of the widget's text as drawn, in pixels (the widest line; rich text laid out)."""
    text = widget.text()
    if isinstance(widget, QLabel) and (
        widget.textFormat() is Qt.TextFormat.RichText
        or (widget.textFormat() is Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text))
    ):
        document = QTextDocument()
        document.setDefaultFont(widget.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        return int(document.idealWidth() + 0.999)
    if isinstance(widget, QAbstractButton) or widget.buddy() is not None:
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")  # mnemonics are not drawn
    metrics = QFontMetrics(widget.font())
    return max(metrics.horizontalAdvance(line) for line in text.split("\n"))


def cut_off_texts(root: QWidget) -> list[str]:
    """The texts of the labels and buttons under ``root`` that are not shown whole.

    A text is cut off when it is wider than its widget, when a wrapped label is shorter than its lines,
    when something in front of it (the edge of a scroll area, a scroll bar) hides part of its width, or
    when a text view (help) must scroll sideways. Texts scrolled wholly out of sight and names elided with
    "…" by design (:class:`ElidedLabel`) are not counted; item views (the history) are not looked at.
    """
    cut: list[str] = []
    for view in root.findChildren(QTextEdit):
        if view.isVisibleTo(root) and view.horizontalScrollBar().maximum() > 0:
            cut.append(f"{type(view).__name__}: its text is wider than the view")
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, QLabel | QAbstractButton) or isinstance(widget, ElidedLabel):
            continue
        if not widget.text() or not widget.isVisibleTo(root):
            continue
        room = widget.contentsRect()
        width = _text_width(widget)
        name = f"{type(widget).__name__} {widget.text()!r}"
        if isinstance(widget, QLabel) and widget.wordWrap():
            if widget.heightForWidth(widget.width()) > widget.height():
                cut.append(
                    f"{name}: its lines need {widget.heightForWidth(widget.width())} px, it has {widget.height()}"
                )
            continue
        if width > room.width():
            cut.append(f"{name}: {width} px wide in {room.width()} px")
            continue
        if isinstance(widget, QLabel):
            box = QStyle.alignedRect(widget.layoutDirection(), widget.alignment(), QSize(width, room.height()), room)
        elif isinstance(widget, QPushButton):
            box = QStyle.alignedRect(
                widget.layoutDirection(), Qt.AlignmentFlag.AlignCenter, QSize(width, room.height()), room
            )
        else:  # a check box or radio button: its mark and text from the left
            box = QRect(0, 0, min(widget.sizeHint().width(), widget.width()), widget.height())
        seen = widget.visibleRegion().boundingRect()
        if seen.isEmpty():
            continue  # scrolled out of sight: nothing of it is drawn
        if seen.left() > box.left() or seen.right() < box.right():
            cut.append(f"{name}: only x {seen.left()}-{seen.right()} of {box.left()}-{box.right()} is seen")
    return cut


def _rect_in(root: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


def _note(root: QWidget, path: Path) -> Shot:
    """What ``root`` shows now, and the picture of it just saved at ``path``."""
    shot = Shot(QImage(str(path)), (root.width(), root.height()), cut_off_texts(root))
    if isinstance(root, MainWindow):
        board = root.scoreboard
        for team, panel in enumerate(board.team_panels):
            if panel.isVisibleTo(root):
                shot.parts[f"total{team}"] = _rect_in(root, panel.total_label)
                shot.texts[f"total{team}"] = panel.total_label.text()
                shot.total_px = panel.total_label.font().pixelSize()
        if board.banner.isVisibleTo(root):
            shot.parts["banner"] = _rect_in(root, board.banner)
            shot.texts["banner"] = board.banner.text()
    outcome = root.findChild(QLabel, "outcomeLabel")
    if outcome is not None and outcome.isVisibleTo(root):
        shot.parts["outcome"] = _rect_in(root, outcome)
        shot.texts["outcome"] = outcome.text()
    for kind, name in (
        (QLabel, "statisticsCountLabel"),
        (QLabel, "statisticsRoundsNote"),
        (QComboBox, "statisticsGamesCombo"),
    ):
        part = root.findChild(kind, name)
        if part is not None and part.isVisibleTo(root):
            shot.parts[name] = _rect_in(root, part)
            shot.texts[name] = part.currentText() if isinstance(part, QComboBox) else part.text()
    alert = root.findChild(QFrame, "alertBanner")
    if alert is not None and alert.isVisibleTo(root):
        shot.parts["alert"] = _rect_in(root, alert)
        shot.texts["alert"] = " ".join(label.text() for label in alert.findChildren(QLabel))
    return shot


@contextmanager
def _isolated(folder: Path) -> Iterator[None]:
    """Every user directory inside ``folder`` and tools/ importable (as the root conftest does for each test)."""
    with pytest.MonkeyPatch.context() as patch:
        home = folder / "home"
        home.mkdir()
        patch.setenv("HOME", str(home))
        for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            patch.setenv(name, str(home / name.lower()))
        patch.setenv(paths.DATA_ENV, str(folder / "data"))
        patch.setenv(paths.CONFIG_ENV, str(folder / "config"))
        patch.syspath_prepend(str(TOOLS))
        # The pictures are of a desktop's screen (the offscreen one is 800x800): a dialog opens at its own size,
        # as a 1920x1080 screen lets it (ui/screen_fit.fit_dialog bounds it by the screen).
        patch.setattr(QtGui.QScreen, "availableGeometry", lambda self: QRect(0, 0, 1920, 1080))
        paths.set_data_dir(None)
        try:
            yield
        finally:
            paths.set_data_dir(None)
            for name in ("screenshots", "archive_screenshots"):
                sys.modules.pop(name, None)


def take_shots(script: str, folder: Path) -> dict[str, Shot]:
    """Run ``tools/<script>.py`` into ``folder``; each picture it saves by name (``"finished"``), checked as taken."""
    assert os.environ.get("QT_QPA_PLATFORM") == "offscreen"
    shots: dict[str, Shot] = {}
    with _isolated(folder):
        module: ModuleType = importlib.import_module(script)
        save: Callable[[QWidget, Path, QApplication], None] = getattr(module, "_save")  # noqa: B009

        def save_and_note(widget: QWidget, path: Path, app: QApplication) -> None:
            save(widget, path, app)
            shots[path.stem] = _note(widget, path)

        setattr(module, "_save", save_and_note)  # noqa: B010
        assert getattr(module, "main")(folder / "out") == 0  # noqa: B009
    return shots


#: Digits of the totals at least this tall (their ink, not the line), in pixels: about 13 mm on a 96 dpi
#: screen, readable from 1.5 m across the kitchen table (sign makers' 1 inch per 10 feet of distance).
MIN_DIGIT_PX = 48


def check_totals(shot: Shot) -> None:
    """Each team's total is drawn in its colour, at least :data:`MIN_DIGIT_PX` tall, whole (no glyph cut)."""
    for team in (0, 1):
        label = shot.parts[f"total{team}"]
        digits = ink_box(shot.image, label, theme.TEAM_COLOURS[team])
        assert digits.height() >= MIN_DIGIT_PX, (team, digits)
        # Digits are 0.74 of the font's pixel size in this font: the whole glyph is drawn, not a slice of it.
        assert digits.height() >= shot.total_px * 65 // 100, (team, digits, shot.total_px)
        assert digits.width() >= len(shot.texts[f"total{team}"]) * digits.height() * 45 // 100, (team, digits)
        assert label.adjusted(1, 1, -1, -1).contains(digits), (team, digits, label)

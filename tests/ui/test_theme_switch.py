"""A live theme switch restyles everything at once: every ordered pair of themes, checked on what is on screen.

A window with a match in progress (♠ and ♣ trumps, callers of both teams, a bait and a half-bait row, the
"Callers counted:" box waiting) is painted in one theme, then View ▸ Theme picks another. What the window then
shows (its backing store, not a fresh rendering: ``grab()`` would paint everything again and hide a part
left unpainted) must be the new theme's: each history cell's colours, from the model and as painted, are the
new theme's and read at 4.5:1; each key widget reads (WCAG AA) and looks as it does in a window started in the
new theme.
"""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, Suit, read_record
from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.ui.history_view import RoundHistoryView
from tarbish_score.ui.main_window import MainWindow

from .conftest import DATA
from .contrast import contrast, text_failures
from .test_theme import THEMES, _use_theme, back_to_light  # noqa: F401 - back_to_light is a fixture

#: Where the pictures of a switch go when the test is run by hand with ``--theme-shots`` … or always, cheaply.
SHOTS = Path("/tmp/theme-live")
PAIRS = list(itertools.permutations(THEMES, 2))


def _played_match() -> object:
    """Four rounds of the kitchen sample (♥ ♦ ♠ ♥, a bait) and a half bait on clubs: round 6 to play."""
    full = read_record(DATA / "kitchen-standard.tarbish.json")
    half_bait = RoundInput(caller=1, trump=Suit.CLUBS, card_points=(81, 81))
    return dataclasses.replace(full, rounds=(*full.rounds[:4], half_bait))


def _window(qtbot: QtBot) -> MainWindow:
    controller = MatchController()
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    controller.start_match(_played_match())  # type: ignore[arg-type]
    qtbot.wait(20)
    return window


def _on_screen(qtbot: QtBot, window: QWidget) -> QImage:
    """What ``window`` shows now: its backing store once the posted paints are done."""
    qtbot.wait(30)
    return window.screen().grabWindow(window.winId()).toImage()


def _theme_colours(key: str) -> set[str]:
    """Every colour the theme ``key`` paints with: its slots and its application palette."""
    t = theme.THEMES[key]
    palette = theme.palette_for(t)
    roles = [getattr(QPalette.ColorRole, name) for name in ("Window", "WindowText", "Base", "AlternateBase",
             "Text", "Button", "ButtonText", "Highlight", "HighlightedText", "BrightText")]  # fmt: skip
    return {c.lower() for c in t.colours()} | {palette.color(role).name() for role in roles}


def _cell_rect(view: RoundHistoryView, window: QWidget, row: int, column: int) -> QRect:
    """The inside of a cell, in the window's pixels (empty when it is scrolled out of sight)."""
    rect = view.visualRect(view.model().index(row, column)).intersected(view.viewport().rect())
    if rect.width() < 6 or rect.height() < 6:
        return QRect()
    return QRect(view.viewport().mapTo(window, rect.topLeft()), rect.size()).adjusted(1, 1, -2, -2)


def _pixels(image: QImage, rect: QRect) -> dict[str, int]:
    seen: dict[str, int] = {}
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            name = image.pixelColor(QPoint(x, y)).name()
            seen[name] = seen.get(name, 0) + 1
    return seen


def _near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= tolerance


def history_failures(window: MainWindow, image: QImage, key: str) -> list[str]:
    """Every history cell whose colours are not the theme ``key``'s, or read below 4.5:1, in the model or painted."""
    view = window.history
    model = view.model()
    palette = view.palette()
    colours = _theme_colours(key)
    selected = {index.row() for index in view.selectionModel().selectedRows()}
    failures: list[str] = []
    for row, column in itertools.product(range(model.rowCount()), range(model.columnCount())):
        index = model.index(row, column)
        text = str(model.data(index) or "").strip()
        if not text:
            continue
        where = f"row {row + 1} {COLUMNS[column]} {text!r}"
        foreground = model.data(index, Qt.ItemDataRole.ForegroundRole)
        background = model.data(index, Qt.ItemDataRole.BackgroundRole)
        for brush in (foreground, background):
            if brush is not None and brush.color().name() not in colours:
                failures.append(f"{where}: the model's {brush.color().name()} is not a colour of {key}")
        if row in selected:
            fg, bg = palette.color(QPalette.ColorRole.HighlightedText), palette.color(QPalette.ColorRole.Highlight)
        else:
            fg = foreground.color() if foreground is not None else palette.color(QPalette.ColorRole.Text)
            role = QPalette.ColorRole.AlternateBase if row % 2 else QPalette.ColorRole.Base
            bg = background.color() if background is not None else palette.color(role)
        if contrast(fg, bg) < 4.5:
            failures.append(f"{where}: {fg.name()} on {bg.name()} = {contrast(fg, bg):.2f} in the model")
        rect = _cell_rect(view, window, row, column)
        if rect.isEmpty():
            continue
        pixels = _pixels(image, rect)
        painted_bg = QColor(max(pixels, key=lambda name: pixels[name]))
        # The text as painted: the pixel that stands out most from the cell's background (anti-aliasing fades the rest).
        ink = max((QColor(name) for name in pixels), key=lambda c: contrast(c, painted_bg))
        if painted_bg.name() != bg.name():
            failures.append(f"{where}: painted on {painted_bg.name()}, the theme's is {bg.name()}")
        if contrast(ink, painted_bg) < 4.5 or not _near(ink, fg):
            failures.append(
                f"{where}: painted {ink.name()} on {painted_bg.name()} = {contrast(ink, painted_bg):.2f},"
                f" the theme's is {fg.name()}"
            )
    return failures


def _key_widgets(window: MainWindow) -> dict[str, QWidget]:
    entry = window.round_entry
    return {
        "scoreboard": window.scoreboard,
        "callers counted": entry.count_toggle,
        "count": entry.count_edit,
        "caller picker": entry.caller_picker,
        "trump picker": entry.trump_picker,
        "preview": entry.preview,
        "record": entry.record_button,
        "history header": window.history.horizontalHeader(),
    }


def _widget_image(image: QImage, window: QWidget, widget: QWidget) -> QImage:
    return image.copy(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()))


def _differing(a: QImage, b: QImage) -> float:
    """The share of pixels that differ between two pictures of the same size."""
    if a.size() != b.size():
        return 1.0
    step = 2
    total = differ = 0
    for y in range(0, a.height(), step):
        for x in range(0, a.width(), step):
            total += 1
            differ += not _near(a.pixelColor(x, y), b.pixelColor(x, y), 24)
    return differ / max(total, 1)


@pytest.mark.parametrize(("old", "new"), PAIRS, ids=[f"{a}-to-{b}" for a, b in PAIRS])
def test_a_live_theme_switch_restyles_every_widget_and_history_cell_at_once(
    qapp: QApplication,
    qtbot: QtBot,
    old: str,
    new: str,
    monkeypatch: pytest.MonkeyPatch,
    back_to_light: None,  # noqa: F811 - the fixture
) -> None:
    # The window as the theme ``new`` draws it from the start, to compare the switched window with.
    _use_theme(qapp, new, monkeypatch)
    fresh = _window(qtbot)
    fresh_image = _on_screen(qtbot, fresh)
    fresh_parts = {name: _widget_image(fresh_image, fresh, w) for name, w in _key_widgets(fresh).items()}
    fresh.close()

    _use_theme(qapp, old, monkeypatch)
    window = _window(qtbot)
    assert window.round_entry.count_toggle.text() == "Callers counted:"
    before = _on_screen(qtbot, window)  # painted in the old theme: the history remembers the old theme's cells
    assert history_failures(window, before, old) == []

    monkeypatch.setattr("tarbish_score.ui.actions.theme_menu.saved_choice", lambda: new)
    with qtbot.waitSignal(theme.notifier().theme_changed):
        window.theme_actions.actions[new].trigger()
    assert theme.current() is theme.THEMES[new]
    image = _on_screen(qtbot, window)
    if (old, new) in (("light", "dark"), ("dark", "light")):
        SHOTS.mkdir(parents=True, exist_ok=True)
        image.save(str(SHOTS / f"{old}-to-{new}.png"))

    failures = history_failures(window, image, new)
    failures += text_failures(window, image)
    for name, widget in _key_widgets(window).items():
        share = _differing(_widget_image(image, window, widget), fresh_parts[name])
        if share > 0.02:
            failures.append(f"{name}: {share:.0%} of its pixels differ from a window started in {new}")
    assert failures == []

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
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import Card, Match, Rank, RoundInput, Suit, read_record
from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.ui.dialogs.card_counter import CardCounterDialog
from tarbish_score.ui.history_view import RoundHistoryView
from tarbish_score.ui.main_window import MainWindow

from .conftest import DATA
from .contrast import contrast, text_failures
from .test_theme import THEMES, _use_theme, back_to_light  # noqa: F401 - back_to_light is a fixture

#: A folder to keep the pictures of the light → dark and dark → light switches in, to look at (else tmp_path).
SHOTS_ENV = "THEME_SWITCH_SHOTS"
PAIRS = list(itertools.permutations(THEMES, 2))


def _played_match() -> Match:
    """Three rounds of the kitchen sample (♥ ♦ ♠, a bait) and a half bait on clubs: round 5 to play."""
    full = read_record(DATA / "kitchen-standard.tarbish.json")
    half_bait = RoundInput(caller=1, trump=Suit.CLUBS, card_points=(81, 81))
    return dataclasses.replace(full, rounds=(*full.rounds[:3], half_bait))


def _window(qtbot: QtBot) -> MainWindow:
    controller = MatchController()
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    controller.start_match(_played_match())
    qtbot.wait(20)
    return window


def _on_screen(qtbot: QtBot, window: QWidget) -> QImage:
    """What ``window`` shows once its posted layouts and paints are done: its backing store, twice the same."""
    image = QImage()
    for _ in range(40):
        qtbot.wait(30)
        QApplication.sendPostedEvents()
        now = window.screen().grabWindow(window.winId()).toImage()
        if now == image:
            break
        image = now
    return image


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
    """How many pixels of each colour (``#rrggbb``) ``image`` has inside ``rect``."""
    import numpy as np

    part = image.copy(rect).convertToFormat(QImage.Format.Format_RGB32)
    rows = np.frombuffer(part.constBits(), dtype=np.uint32).reshape(part.height(), part.bytesPerLine() // 4)
    values, counts = np.unique(rows[:, : part.width()] & 0xFFFFFF, return_counts=True)
    return {f"#{int(value):06x}": int(count) for value, count in zip(values, counts, strict=True)}


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


def _main_colours(image: QImage, share: float) -> dict[str, float]:
    """The colours covering at least ``share`` of ``image``, with the share each covers."""
    pixels = _pixels(image, image.rect())
    total = sum(pixels.values())
    return {name: count / total for name, count in pixels.items() if count / total >= share}


def _strange_colours(image: QImage, model: QImage) -> list[str]:
    """The main colours of ``image`` that ``model`` hardly paints, and the other way round.

    Colours, not places: a widget restyled while it has the focus may be a pixel or two taller than one never
    restyled, which moves every pixel. The theme in force's focus colours are left out: which window has the
    focus is not the theme's doing.
    """
    t = theme.current()
    focus = [QColor(t.focus), QColor(t.focus_background)]
    strange: list[str] = []
    for a, b in ((image, model), (model, image)):
        theirs = [QColor(name) for name in _main_colours(b, 0.002)] + focus
        for name, share in _main_colours(a, 0.03).items():
            if not any(_near(QColor(name), colour, 16) for colour in theirs):
                strange.append(f"{name} ({share:.0%}) {'shown' if a is image else 'missing'}")
    return strange


@pytest.mark.parametrize(("old", "new"), PAIRS, ids=[f"{a}-to-{b}" for a, b in PAIRS])
def test_a_live_theme_switch_restyles_every_widget_and_history_cell_at_once(
    qapp: QApplication,
    qtbot: QtBot,
    old: str,
    new: str,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
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
    assert window.round_entry.count_toggle.isEnabled()
    before = _on_screen(qtbot, window)  # painted in the old theme: the history remembers the old theme's cells
    assert history_failures(window, before, old) == []

    monkeypatch.setattr("tarbish_score.ui.actions.theme_menu.saved_choice", lambda: new)
    with qtbot.waitSignal(theme.notifier().theme_changed):
        window.theme_actions.actions[new].trigger()
    assert theme.current() is theme.THEMES[new]
    image = _on_screen(qtbot, window)
    shots = Path(os.environ.get(SHOTS_ENV) or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    image.save(str(shots / f"{old}-to-{new}.png"))

    failures = history_failures(window, image, new)
    failures += text_failures(window, image)
    for name, widget in _key_widgets(window).items():
        strange = _strange_colours(_widget_image(image, window, widget), fresh_parts[name])
        if strange:
            failures.append(f"{name}: colours unlike a window started in {new}: {', '.join(strange)}")
    assert failures == [], "\n".join(failures)


def _card_counter(qtbot: QtBot, clicks: list[tuple[int, str]]) -> CardCounterDialog:
    """The card counter on hearts, each ``(team, "JH 9H")`` of ``clicks`` clicked in that team's grid."""
    dialog = CardCounterDialog(None, match=_played_match(), trump=Suit.HEARTS, team=0, can_apply=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _click_cards(qtbot, dialog, clicks)
    return dialog


def _click_cards(qtbot: QtBot, dialog: CardCounterDialog, clicks: list[tuple[int, str]]) -> None:
    suits = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES}
    for team, cards in clicks:
        for word in cards.split():
            card = Card(Rank(word[:-1]), suits[word[-1]])
            qtbot.mouseClick(dialog.grids[team].button(card), Qt.MouseButton.LeftButton)


@pytest.mark.parametrize(("old", "new"), PAIRS, ids=[f"{a}-to-{b}" for a, b in PAIRS])
def test_a_dialog_open_during_a_live_theme_switch_follows_it(
    qapp: QApplication,
    qtbot: QtBot,
    old: str,
    new: str,
    monkeypatch: pytest.MonkeyPatch,
    back_to_light: None,  # noqa: F811 - the fixture
) -> None:
    """The card counter keeps the colours it was handed (the team's fill of a picked card, a mark's border):
    a card picked after the switch, and every card painted again, are in the new theme's colours."""
    before, after = [(0, "JH 9H AS")], [(0, "10S")]
    _use_theme(qapp, new, monkeypatch)
    fresh = _card_counter(qtbot, before + after)
    fresh_image = _on_screen(qtbot, fresh)
    fresh.close()

    _use_theme(qapp, old, monkeypatch)
    dialog = _card_counter(qtbot, before)
    _on_screen(qtbot, dialog)
    theme.apply_theme(qapp, new)
    _click_cards(qtbot, dialog, after)
    image = _on_screen(qtbot, dialog)
    colours = theme.THEMES[new]
    failures = text_failures(dialog, image)
    for word, fill in (("JH", colours.team[0]), ("9H", colours.team[0]), ("10S", colours.team[0])):
        sheet = dialog.grids[0].button(Card(Rank(word[:-1]), Suit.HEARTS if word.endswith("H") else Suit.SPADES))
        if f"background: {fill}" not in sheet.styleSheet():
            failures.append(f"{word}: {sheet.styleSheet()}")
    # A mark handed in before the switch (who else holds a card, in the run checker) is repainted in the new theme.
    marked = Card(Rank.KING, Suit.CLUBS)
    grid = dialog.grids[1]
    theme.apply_theme(qapp, old)
    grid.set_marks({marked: ("Joe", theme.current().team[1])})
    theme.apply_theme(qapp, new)
    if f"3px solid {colours.team[1]}" not in grid.button(marked).styleSheet():
        failures.append(f"the mark on K♣ is not the new theme's: {grid.button(marked).styleSheet()}")
    strange = _strange_colours(image, fresh_image)
    if strange:
        failures.append(f"colours unlike a counter opened in {new}: {', '.join(strange)}")
    assert failures == [], "\n".join(failures)

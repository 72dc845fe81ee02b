"""The installed app in a real X window (Xvfb, openbox), played with real key presses (xdotool).

One window for the module, as a player has it: the tests run in order on it. The first start's
new-match dialog is taken as it is (Enter), one round is typed (Us 1 calls hearts, counts 90), a second
one is begun (the verdict shows), F1 and the archive (Ctrl+O) are opened and closed, and the theme is
switched by the keyboard (View ▸ Theme). After each step the screen itself is read (Xvfb's frame buffer)
and each vital part checked there (tests/xwindow/pixels.py): what Qt painted, where it says, whole and
legible. Skips, naming the apt line, where Xvfb, openbox or xdotool is missing (.ci/run installs them).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from .desktop import WAIT, App, desktop, running_app
from .pixels import background, luminance, problems, rgb

#: The parts a player needs at every moment (the verdict only while a round is typed).
VITAL = ("total0", "total1", "dealer", "record", "cell_totals", "header_totals")
#: The screen of the default 1280×800 laptop the window opens on.
SCREEN = (1280, 800)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory, qapp: QApplication) -> Iterator[App]:
    """The app, started on a fresh data folder: its new-match dialog open, the focus in it."""
    folder = tmp_path_factory.mktemp("real-window")
    with desktop(folder, *SCREEN) as screen, running_app(screen, folder) as running:
        running.state("the new-match dialog", lambda state: state["active"] == "NewMatchDialog")
        yield running


def shot(app: App, names: tuple[str, ...], what: str) -> tuple[dict[str, Any], QImage, list[str]]:
    """The window's state, the screen, and the problems of ``names`` there, once the screen has caught up
    with the window (a repaint may still be on its way: asked again until the parts are what they painted)."""
    end = time.monotonic() + WAIT / 5
    while True:
        state = app.state(what)
        screen = app.desktop.screenshot()
        found = [
            problem
            for name in names
            for problem in problems(screen, *app.part(state, name), state["parts"][name], inset=_inset(name))
        ]
        if not any("not what it painted" in problem for problem in found) or time.monotonic() > end:
            return state, screen, found
        time.sleep(0.1)


def _inset(name: str) -> int:
    """The frame of a part that is not its text: a button's border, a badge's corners, a header's lines."""
    if name.startswith("header"):
        return 2
    return 4 if name in ("record", "count_toggle", "verdict") else 0


def test_a_typed_round_is_on_the_screen(app: App, tmp_path: Path) -> None:
    app.desktop.keys("Return")  # the new-match dialog as it is: North-South against East-West, to 500
    app.state("the round entry", lambda state: state["active"] == "MainWindow" and state["focus"] == "caller_picker")
    before, screen_before, found = shot(app, ("total0", "total1", "dealer", "record"), "the empty match")
    assert found == []
    assert before["parts"]["total0"]["text"] == "0"

    app.desktop.keys("1", "h", "9", "0", "Return")
    app.state("the round recorded", lambda state: state["parts"]["total0"]["text"] == "90")
    after, screen_after, found = shot(app, VITAL, "the first round")
    screen_after.save(str(tmp_path / "after-round.png"))
    assert not found, "\n".join([*found, f"see {tmp_path / 'after-round.png'}"])
    assert (after["parts"]["total0"]["text"], after["parts"]["total1"]["text"]) == ("90", "72")
    assert after["parts"]["cell_totals"]["text"] == "90 – 72"
    assert after["focus"] == "caller_picker"
    for name in ("total0", "total1"):  # the digits on the screen changed with the total
        rect, _ = app.part(after, name)
        assert screen_before.copy(rect) != screen_after.copy(rect)


def test_the_verdict_shows_while_a_round_is_typed(app: App, tmp_path: Path) -> None:
    app.desktop.keys("2", "s", "5", "0")  # West (seat 2) calls spades, counts 50: bait
    state, screen, found = shot(app, ("verdict", *VITAL), "the verdict")
    screen.save(str(tmp_path / "verdict.png"))
    assert state["parts"]["verdict"]["text"], "no verdict while a round is typed"
    assert not found, "\n".join([*found, f"see {tmp_path / 'verdict.png'}"])
    assert state["focus"] == "count_edit"


@pytest.mark.parametrize(
    ("keys", "dialog"), [(("F1",), "HelpDialog"), (("ctrl+o",), "ArchiveWindow")], ids=["F1", "archive"]
)
def test_a_dialog_closed_gives_the_focus_back(app: App, keys: tuple[str, ...], dialog: str, tmp_path: Path) -> None:
    where = app.state("the focus before")["focus"]
    assert where == "count_edit"
    main = app.desktop.xdotool("getactivewindow").strip()
    app.desktop.keys(*keys)
    app.state(f"the {dialog}", lambda state: state["active"] == dialog)
    assert app.desktop.xdotool("getactivewindow").strip() != main, "the window manager did not raise the dialog"
    app.desktop.screenshot().save(str(tmp_path / "open.png"))
    app.desktop.keys("Escape")
    back = app.state("the focus back", lambda state: state["active"] == "MainWindow" and state["focus"] is not None)
    assert back["focus"] == where
    assert app.desktop.xdotool("getactivewindow").strip() == main
    _, screen, found = shot(app, ("verdict", *VITAL), "the window again")
    screen.save(str(tmp_path / "after.png"))
    assert not found, "\n".join([*found, f"see {tmp_path / 'after.png'}"])


def _switch_theme(app: App, letter: str, key: str) -> tuple[dict[str, Any], QImage]:
    """View ▸ Theme ▸ the choice whose mnemonic is ``letter``, by the keyboard; the state and the screen."""
    app.desktop.keys("alt+v", "h", letter)
    app.state(f"the {key} theme", lambda state: state["theme"] == key)
    state, screen, _ = shot(app, VITAL, f"the {key} theme painted")
    return state, screen


def _ground(screen: QImage, state: dict[str, Any], name: str) -> float:
    part = state["parts"][name]
    return float(luminance(background(rgb(screen.copy(part["x"], part["y"], part["w"], part["h"])))[None, None])[0, 0])


@pytest.mark.parametrize(("letter", "key", "dark"), [("d", "dark", True), ("l", "light", False)])
def test_a_theme_switch_repaints_the_vital_parts(app: App, letter: str, key: str, dark: bool, tmp_path: Path) -> None:
    state, screen = _switch_theme(app, letter, key)
    screen.save(str(tmp_path / f"{key}.png"))
    found = [
        problem
        for name in ("verdict", "count_toggle", *VITAL)
        for problem in problems(screen, *app.part(state, name), state["parts"][name], inset=_inset(name))
    ]
    assert not found, "\n".join([*found, f"see {tmp_path / f'{key}.png'}"])
    for name in ("total0", "dealer", "cell_totals", "count_toggle"):
        assert (_ground(screen, state, name) < 0.2) == dark, f"{name}'s background is not {key}"
    assert state["focus"] == "count_edit"


def test_a_theme_switch_repaints_the_history(app: App, tmp_path: Path) -> None:
    found: list[str] = []
    for letter, key in (("d", "dark"), ("l", "light")):
        state, screen = _switch_theme(app, letter, key)
        screen.save(str(tmp_path / f"{key}.png"))
        names = [f"cell_{key}" for key in ("dealer", "caller", "trump", "card_points", "outcome", "points", "totals")]
        found += [
            f"{key}: {problem}"
            for name in names
            for problem in problems(screen, *app.part(state, name), state["parts"][name], inset=_inset(name))
        ]
    assert not found, "\n".join([*found, f"see {tmp_path}"])


def test_a_half_bait_row_leaves_the_totals_whole(app: App, tmp_path: Path) -> None:
    app.desktop.keys("Return")  # the bait round begun above
    app.state("the bait round", lambda state: state["parts"]["total0"]["text"] == "252")
    app.desktop.keys("1", "h", "8", "1", "Return")  # 81 each: half bait
    app.state("the half-bait round", lambda state: state["parts"]["total1"]["text"] != "72")
    _, screen, found = shot(app, VITAL, "the half-bait row")
    screen.save(str(tmp_path / "half-bait.png"))
    assert not found, "\n".join([*found, f"see {tmp_path / 'half-bait.png'}"])

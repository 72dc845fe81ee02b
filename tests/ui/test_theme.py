"""The themes on screen: every text readable (WCAG AA) in light, dark and high contrast; no light-only colour left in
the dark; the switch restyles live and is remembered; the chosen history row and the focus are unmistakable."""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QProxyStyle, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import read_record
from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.settings import THEME
from tarbish_score.qt.theme import restyle
from tarbish_score.ui.actions import theme_menu
from tarbish_score.ui.main_window import MainWindow

from .conftest import DATA, standard_match
from .contrast import contrast, table_failures, text_failures
from .pictures import _isolated

THEMES = ["light", "dark", "contrast"]


@pytest.fixture
def back_to_light(qapp: QApplication) -> Iterator[None]:
    """Whatever a test switches to, the next test starts in the light theme."""
    yield
    theme.apply_theme(qapp, "light")
    theme.apply_theme(qapp, "system")


def _use_theme(qapp: QApplication, key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Put ``key`` in force, and make every window built from now on keep it (as if chosen in View ▸ Theme)."""
    monkeypatch.setattr(theme_menu, "saved_choice", lambda: key)
    theme.apply_theme(qapp, key)


def _run_script(script: str, folder: Path, failures: dict[str, list[str]]) -> None:
    """Run tools/<script>.py; measure the contrast of every picture it takes, on the widgets it shows."""
    folder.mkdir()
    with _isolated(folder):
        module = importlib.import_module(script)
        save = getattr(module, "_save")  # noqa: B009

        def save_and_measure(widget: QWidget, path: Path, app: QApplication) -> None:
            save(widget, path, app)
            failures[path.stem] = text_failures(widget, QImage(str(path)))

        setattr(module, "_save", save_and_measure)  # noqa: B010
        assert getattr(module, "main")(folder / "out") == 0  # noqa: B009


@pytest.mark.parametrize("key", THEMES)
def test_every_text_of_the_window_and_its_dialogs_reads_in_every_theme(
    qapp: QApplication, key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, back_to_light: None
) -> None:
    _use_theme(qapp, key, monkeypatch)
    failures: dict[str, list[str]] = {}
    _run_script("screenshots", tmp_path / "main", failures)
    _run_script("archive_screenshots", tmp_path / "archive", failures)
    # In progress with bait and runs, error shown, match over; new match, run checker, counter, help, archive, log.
    for name in ("bait-preview", "run-details", "write-error", "finished", "new-match-dialog", "run-checker-trump",
                 "card-counter", "help-rules", "archive-search", "corrections-log"):  # fmt: skip
        assert name in failures, name
    assert {name: lines for name, lines in failures.items() if lines} == {}


@pytest.mark.parametrize("key", THEMES)
def test_the_small_dialogs_read_in_every_theme(
    qapp: QApplication, qtbot: QtBot, key: str, monkeypatch: pytest.MonkeyPatch, back_to_light: None
) -> None:
    from tarbish_score.ui.dialogs.details import NoteDialog, RenameDialog
    from tarbish_score.ui.dialogs.error import ErrorDialog
    from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog
    from tarbish_score.ui.dialogs.unsaved import UnsavedChangesDialog

    _use_theme(qapp, key, monkeypatch)
    match = read_record(DATA / "kitchen-standard.tarbish.json")
    dialogs: dict[str, QWidget] = {
        "rules change": RulesChangeDialog(match),
        "rename": RenameDialog(match),
        "note": NoteDialog("Match note", "Played at Mary's", "Enter saves"),
        "error": ErrorDialog("Something went wrong", "Traceback: …", "/tmp/log.txt"),
        "unsaved": UnsavedChangesDialog("disk full", Path("/tmp/recovery.json"), "database or disk is full"),
    }
    failures = {}
    for name, dialog in dialogs.items():
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        failures[name] = text_failures(dialog)
        dialog.close()
    assert {name: lines for name, lines in failures.items() if lines} == {}


def _window(qtbot: QtBot, rounds: int = 6) -> MainWindow:
    full = read_record(DATA / "kitchen-standard.tarbish.json")
    controller = MatchController()
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    controller.start_match(dataclasses.replace(full, rounds=full.rounds[:rounds]))
    return window


@pytest.mark.parametrize("key", THEMES)
def test_the_history_reads_in_every_theme_and_its_chosen_row_is_unmistakable(
    qapp: QApplication, qtbot: QtBot, key: str, monkeypatch: pytest.MonkeyPatch, back_to_light: None
) -> None:
    _use_theme(qapp, key, monkeypatch)
    window = _window(qtbot)
    window.focus_history()
    qtbot.waitUntil(lambda: window.history.hasFocus())
    assert table_failures(window.history) == []
    # The chosen row is painted in the theme's strong selection colour, which stands out from the rows around it.
    colours = theme.current()
    image = window.history.viewport().grab().toImage()
    row = window.history.current_round()
    assert row is not None
    rect = window.history.visualRect(window.history.model().index(row, 1))
    middle = rect.center()
    assert QImage.pixelColor(image, QPoint(middle.x(), middle.y() - rect.height() // 2 + 1)).name() in (
        colours.focus,
        colours.selection,
    )
    assert QImage.pixelColor(image, QPoint(rect.left() + 2, middle.y())).name() == colours.selection
    other = window.history.palette().color(window.history.palette().ColorRole.Base)
    assert contrast(other, QImage.pixelColor(image, QPoint(rect.left() + 2, middle.y()))) >= 3.0
    # The focus frame around the history is the theme's focus colour, 3 px.
    assert f"3px solid {colours.focus}" in window.history.styleSheet()


def _light_only() -> set[str]:
    return {c.lower() for c in theme.LIGHT.colours()} - {c.lower() for c in theme.DARK.colours()}


def _colours_in_use(root: QWidget) -> set[str]:
    from tarbish_score.qt.theme.restyle import _HEX

    found: set[str] = set()
    for widget in [root, *root.findChildren(QWidget)]:
        found |= {h.lower() for h in _HEX.findall(widget.styleSheet())}
        text = getattr(widget, "text", None)
        if callable(text) and isinstance(text(), str):
            found |= {h.lower() for h in _HEX.findall(text())}
        colour = widget.property("themeColour")
        if isinstance(colour, str):
            found.add(colour.lower())
    return found


def test_dark_mode_leaves_no_light_only_colour(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, back_to_light: None
) -> None:
    _use_theme(qapp, "dark", monkeypatch)
    window = _window(qtbot)
    assert _colours_in_use(window) & _light_only() == set()
    # The scoreboard's background follows the theme (it was white on a dark desktop).
    board = window.scoreboard
    image = board.grab().toImage()
    assert image.pixelColor(2, 2).name() == theme.DARK.surface
    assert window.palette().color(window.palette().ColorRole.Window).name() == theme.DARK.window


def test_switching_the_theme_restyles_live_and_is_remembered(
    qapp: QApplication, qtbot: QtBot, back_to_light: None
) -> None:
    window = _window(qtbot)
    window.round_entry.focus_first_field()
    assert theme.current() is theme.LIGHT
    light_in_use = _colours_in_use(window)
    assert light_in_use & _light_only()  # the light theme's colours are there to be swapped
    action = window.theme_actions.actions["dark"]
    assert action in window.theme_actions.menu.actions()
    window.view_menu.fill()  # as when it opens
    assert window.theme_actions.menu.menuAction() in window.view_menu.actions()
    with qtbot.waitSignal(theme.notifier().theme_changed):
        action.trigger()
    assert theme.current() is theme.DARK
    assert _colours_in_use(window) & _light_only() == set()
    assert window.scoreboard.grab().toImage().pixelColor(2, 2).name() == theme.DARK.surface
    assert text_failures(window) == []
    settings = QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)
    assert settings.value(THEME.key) == "dark"
    assert theme_menu.saved_choice() == "dark"
    # A new window starts in the remembered theme; back to the system's (light here) restyles again.
    window.theme_actions.actions["system"].trigger()
    assert theme.current() is theme.LIGHT
    assert (
        _colours_in_use(window) & {c.lower() for c in theme.DARK.colours()} - {c.lower() for c in theme.LIGHT.colours()}
        == set()
    )


def test_the_system_scheme_is_followed_live(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, back_to_light: None
) -> None:
    window = _window(qtbot, rounds=1)
    assert window.theme_actions.choice == "system"
    monkeypatch.setattr(restyle, "system_is_dark", lambda app=None: True)
    window.theme_actions._on_system_scheme_changed()
    assert theme.current() is theme.DARK
    monkeypatch.setattr(restyle, "system_is_dark", lambda app=None: False)
    window.theme_actions._on_system_scheme_changed()
    assert theme.current() is theme.LIGHT
    # A chosen theme stays when the desktop changes its scheme.
    window.theme_actions.choose("contrast")
    monkeypatch.setattr(restyle, "system_is_dark", lambda app=None: True)
    window.theme_actions._on_system_scheme_changed()
    assert theme.current() is theme.CONTRAST


@pytest.mark.parametrize("key", THEMES)
def test_the_focus_is_drawn_in_the_themes_focus_colour(
    qapp: QApplication, qtbot: QtBot, key: str, monkeypatch: pytest.MonkeyPatch, back_to_light: None
) -> None:
    _use_theme(qapp, key, monkeypatch)
    window = _window(qtbot, rounds=1)
    window.round_entry.focus_first_field()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    focus = QApplication.focusWidget()
    assert focus is not None
    frame = focus
    while frame.parentWidget() is not None and ":focus" not in frame.styleSheet():
        frame = frame.parentWidget()
    image = window.grab().toImage()
    rect = QRect(frame.mapTo(window, QPoint(0, 0)), frame.size())
    ring = theme.current().focus
    edge = [image.pixelColor(rect.left() + 1, y).name() for y in range(rect.top() + 10, rect.bottom() - 10)]
    assert edge.count(ring) >= len(edge) // 2, (frame.objectName(), set(edge))
    background = window.palette().color(window.palette().ColorRole.Window)
    assert contrast(image.pixelColor(rect.left() + 1, rect.center().y()), background) >= 1.5 or key == "light"


def test_a_fresh_window_uses_the_remembered_theme(qapp: QApplication, qtbot: QtBot, back_to_light: None) -> None:
    QSettings(str(paths.settings_path()), QSettings.Format.IniFormat).setValue(THEME.key, "contrast")
    window = MainWindow(MatchController())
    qtbot.addWidget(window)
    assert theme.current() is theme.CONTRAST
    assert window.theme_actions.actions["contrast"].isChecked()
    style = qapp.style()  # the app's style, tabs drawn whole (ui/tab_style), over Fusion
    assert isinstance(style, QProxyStyle) and style.baseStyle().name().lower() == "fusion"
    assert standard_match().teams[0].name == "Us"


def test_a_dark_desktop_gets_a_readable_window(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, back_to_light: None
) -> None:
    """On a dark desktop palette the scoreboard stayed white under pale text, the entry's labels dark grey
    on the dark window, and ♠ black in the history."""
    from PySide6.QtGui import QColor, QPalette

    desktop = QPalette(qapp.palette())
    for role, colour in ((QPalette.ColorRole.Window, "#202326"), (QPalette.ColorRole.WindowText, "#fcfcfc"),
                         (QPalette.ColorRole.Base, "#141618"), (QPalette.ColorRole.Text, "#fcfcfc")):  # fmt: skip
        desktop.setColor(role, QColor(colour))  # what KDE Breeze Dark hands a Qt app
    monkeypatch.setattr(restyle, "_original_palette", desktop)
    monkeypatch.setattr(restyle, "system_is_dark", lambda app=None: True)
    window = _window(qtbot, rounds=3)
    assert window.theme_actions.choice == "system"
    assert theme.current() is theme.DARK
    assert text_failures(window) == []
    assert table_failures(window.history) == []
    spades = window.history.model().index(2, 3)  # round 3: spades
    assert window.history.model().data(spades, 9).color().name() == theme.DARK.suit_black  # 9: ForegroundRole


# --- the windows added since: About, table view, scoreboard window, race chart, statistics ---------


@pytest.mark.parametrize("key", THEMES)
def test_the_newer_windows_read_in_every_theme(
    qapp: QApplication, qtbot: QtBot, key: str, monkeypatch: pytest.MonkeyPatch, back_to_light: None, tmp_path: Path
) -> None:
    from tarbish_score.storage import MatchStore
    from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog

    _use_theme(qapp, key, monkeypatch)
    window = _window(qtbot)
    failures: dict[str, list[str]] = {}
    about = window.show_about()
    qtbot.waitExposed(about)
    failures["about"] = text_failures(about)
    about.close()
    stats = window.statistics.show_match_statistics()
    qtbot.waitExposed(stats)
    failures["match statistics"] = text_failures(stats) + table_failures(stats.table)
    stats.close()
    with MatchStore.open(tmp_path) as store:
        store.add_matches([read_record(DATA / "kitchen-standard.tarbish.json")])
        archive = ArchiveStatisticsDialog(store, window)
        qtbot.addWidget(archive)
        archive.show()
        qtbot.waitExposed(archive)
        qtbot.waitUntil(lambda: not archive.counting, timeout=5000)
        failures["archive statistics"] = text_failures(archive) + table_failures(archive.players_view)
        archive.reject()
    window.race_chart.set_shown(True)
    chart = window.race_chart.chart
    assert chart is not None
    chart.move_cursor(2)
    failures["race chart"] = text_failures(chart)
    window.race_chart.set_shown(False)
    window.table.set_table_view(True)
    qtbot.waitUntil(lambda: window.table.page is not None and window.table.page.isVisible())
    failures["table view"] = text_failures(window)
    window.table.set_table_view(False)
    window.table.set_scoreboard_window(True)
    board = window.table.scoreboard_window
    assert board is not None
    qtbot.waitExposed(board)
    failures["scoreboard window"] = text_failures(board)
    board.close()
    assert {name: lines for name, lines in failures.items() if lines} == {}


def test_the_history_and_the_statistics_recolour_when_the_theme_changes_while_the_app_runs(
    qapp: QApplication, qtbot: QtBot, back_to_light: None
) -> None:
    """Rounds recorded and painted in the light theme, then View ▸ Theme ▸ Dark and High contrast: every cell of
    the history (♠ in the trump column, the callers' team colours) and every coloured title reads in the new theme."""
    from .contrast import header_failures

    window = _window(qtbot, rounds=3)
    assert theme.current() is theme.LIGHT
    window.history.viewport().grab()  # the light theme's cells are painted (and remembered)
    stats = window.statistics.show_match_statistics()
    qtbot.waitExposed(stats)
    assert table_failures(window.history) == []
    spades = window.history.model().index(2, 3)  # round 3: spades
    assert window.history.model().data(spades, 9).color().name() == theme.LIGHT.suit_black
    for key in ("dark", "contrast"):
        with qtbot.waitSignal(theme.notifier().theme_changed):
            window.theme_actions.actions[key].trigger()
        colours = theme.current()
        window.history.viewport().grab()
        assert table_failures(window.history) == [], key
        assert window.history.model().data(spades, 9).color().name() == colours.suit_black  # 9: ForegroundRole
        assert header_failures(stats.table) == [], key
        assert text_failures(stats) == [], key
    stats.close()


def test_the_table_view_and_the_scoreboard_window_recolour_when_the_theme_changes_while_the_app_runs(
    qapp: QApplication, qtbot: QtBot, back_to_light: None
) -> None:
    """Built in the light theme with rounds recorded, then Dark and High contrast: every text still reads."""
    window = _window(qtbot, rounds=3)
    window.table.set_scoreboard_window(True)
    board = window.table.scoreboard_window
    assert board is not None
    qtbot.waitExposed(board)
    window.table.set_table_view(True)
    qtbot.waitUntil(lambda: window.table.page is not None and window.table.page.isVisible())
    for key in ("dark", "contrast"):
        with qtbot.waitSignal(theme.notifier().theme_changed):
            window.theme_actions.actions[key].trigger()
        assert text_failures(window) == [], key
        assert text_failures(board) == [], key
    window.table.set_table_view(False)
    board.close()

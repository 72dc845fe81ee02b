"""The window's actions and menus built from the declaration (ui/window_commands.py, ui/actions/builder.py)."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore
from tarbish_score.ui.actions.archive import ArchiveActions
from tarbish_score.ui.actions.builder import DeclaredMenu
from tarbish_score.ui.actions.details import MatchDetailsActions
from tarbish_score.ui.actions.exchange import ExchangeActions
from tarbish_score.ui.actions.race_chart import RaceChartActions
from tarbish_score.ui.actions.screen_awake import KeepAwakeActions
from tarbish_score.ui.actions.statistics import StatisticsActions
from tarbish_score.ui.actions.sync import SyncActions
from tarbish_score.ui.actions.table import TableViewActions
from tarbish_score.ui.actions.tournament import TournamentActions
from tarbish_score.ui.actions.zoom import ZoomActions
from tarbish_score.ui.declaring import Command, KeyHelp, Submenu
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.window_commands import COMMANDS, ENTRIES, HELP_SECTIONS, MENUS

from ..archive_helpers import store
from ..conftest import focused

__all__ = ["store"]  # the archive fixture

OWNERS: dict[str, type] = {
    "window": MainWindow,
    "exchange": ExchangeActions,
    "details": MatchDetailsActions,
    "statistics": StatisticsActions,
    "zoom": ZoomActions,
    "keep_awake": KeepAwakeActions,
    "table": TableViewActions,
    "race_chart": RaceChartActions,
    "archive": ArchiveActions,
    "tournament": TournamentActions,
    "sync": SyncActions,
}


def _texts(menu: DeclaredMenu) -> list[str]:
    return ["---" if action.isSeparator() else action.text() for action in menu.actions()]


def test_every_declared_slot_is_a_method_of_its_owner() -> None:
    commands = [entry for entry in ENTRIES if isinstance(entry, Command)]
    assert len(commands) == len(COMMANDS)  # ids are unique
    for command in commands:
        if command.owner == "undo":  # the undo stack's own actions
            assert command.slot == ""
            continue
        assert command.owner in OWNERS, command
        if command.slot:
            assert callable(getattr(OWNERS[command.owner], command.slot, None)), command


def test_every_declared_place_exists() -> None:
    menus = {menu.id for menu in MENUS}
    sections = {section.id for section in HELP_SECTIONS}
    for entry in ENTRIES:
        if isinstance(entry, Command):
            assert entry.menu in menus | {""}, entry
            assert (entry.help_text is None) == (entry.help_section == ""), entry
            assert entry.help_section in sections | {""}, entry
            assert entry.help_with in {"", *COMMANDS}, entry
            # A key the sheet does not list would be a key nobody finds.
            assert bool(entry.shortcuts) == (entry.help_text is not None or entry.help_with != ""), entry
        elif isinstance(entry, KeyHelp):
            assert entry.section in sections, entry
        else:
            assert entry.menu in menus, entry


def test_shortcuts_work_before_any_menu_is_opened(qtbot: QtBot, started: MainWindow) -> None:
    assert all(menu.actions() == [] for menu in started.menus.values())  # none filled yet
    qtbot.keyClick(focused(), Qt.Key.Key_F2)  # the details' rename
    dialog = started.details.rename_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: started.details.rename_dialog is None)
    qtbot.keyClick(focused(), Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # the statistics'
    statistics = started.statistics.match_dialog
    assert statistics is not None and statistics.isVisible()
    statistics.close()
    qtbot.waitUntil(lambda: started.isActiveWindow())
    qtbot.keyClick(focused(), Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)  # the zoom's
    assert started.zoom.factor == 1.1
    qtbot.keyClick(focused(), Qt.Key.Key_F12)  # the table view's
    assert started.table.shown
    qtbot.keyClick(focused(), Qt.Key.Key_F12)
    assert not started.table.shown
    qtbot.keyClick(focused(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the undo stack's
    assert started.controller.match is None  # the match's start undone
    assert all(menu.actions() == [] for menu in started.menus.values())  # the keys filled no menu
    started.zoom.reset()


def test_a_menu_is_filled_when_it_first_opens(qtbot: QtBot, window: MainWindow) -> None:
    help_menu = window.menus["help"]
    assert help_menu.actions() == []
    help_menu.aboutToShow.emit()  # what Qt emits just before it shows the menu (offscreen cannot pop one up)
    assert _texts(help_menu) == ["&Keyboard shortcuts", "&Rules in force", "---", "&About Tarabish Score"]
    # View ▸ Language is built only when the View menu first opens.
    assert "language" not in window.__dict__
    window.view_menu.fill()
    assert "language" in window.__dict__
    assert _texts(window.view_menu) == [
        "Switch between round &entry and history",
        "&Full screen",
        "---",
        "&Language",
        "---",
        "Zoom &in",
        "Zoom &out",
        "&Actual size",
        "---",
        "Keep screen a&wake during a match",
        "---",
        "&Table view",
        "&Scoreboard window…",
        "T&heme",
        "&Race chart",
    ]
    assert QApplication.instance() is not None


def test_the_match_menu_takes_the_archives_items_once_it_is_open(
    qtbot: QtBot, window: MainWindow, store: MatchStore
) -> None:
    menu = window.match_menu
    menu.fill()
    before = _texts(menu)
    assert "Match &archive…" not in before
    assert before[-3:] == ["Res&tore from backup…", "---", "&Quit"]  # one separator, never two in a row
    window.attach_keeper(MatchKeeper(window.controller, store, window))
    menu.fill()
    after = _texts(menu)
    assert after[-8:] == [
        "Res&tore from backup…",
        "---",
        "&Set this match aside…",
        "Match &archive…",
        "Corrections &log…",
        "C&orrect this match",
        "---",
        "&Quit",
    ]
    assert after[: len(before) - 2] == before[:-2]
    assert all(not (a == b == "---") for a, b in itertools.pairwise(after))
    assert after[0] != "---"


def test_the_submenus_are_where_declared(window: MainWindow) -> None:
    window.match_menu.fill()
    window.view_menu.fill()
    places = {entry.id: entry.menu for entry in ENTRIES if isinstance(entry, Submenu)}
    assert places == {"paper": "match", "language": "view", "theme": "view"}
    assert window.paper.menu.menuAction() in window.match_menu.actions()
    assert window.language.menu.menuAction() in window.view_menu.actions()
    assert window.theme_actions.menu.menuAction() in window.view_menu.actions()

"""Every control has an accessible name and description, and the preview is announced.

The rule (in full in :mod:`tests.ui.accessibility`, whose :func:`~tests.ui.accessibility.unnamed_controls`
any new window or dialog can be walked with): every visible control a player can act on (buttons,
check/radio boxes, fields, spin and combo boxes, views, sliders, tab bars, and any focusable custom
widget such as the pickers and card grids) has an accessible name with a real word in it (a
button's own text counts; "♠", "+" or "1" alone do not). Every input field, view, tab bar and
custom widget also has a description saying what it holds and how to use it; buttons and check
boxes need only their name. The texts are read as Qt's accessibility layer gives them to a screen
reader.

A screen reader is told when the round preview's sentence, an error line or the winner's banner
changes: a ``NameChanged`` event through ``QAccessible.updateAccessibility``, patched here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import Suit
from tarbish_score.storage import MatchStore
from tarbish_score.ui.main_window import MainWindow

from .accessibility import unnamed_controls
from .archive_helpers import in_progress, short_finished, store
from .conftest import type_keys
from .play_helpers import ENTER, current_match

__all__ = ["store"]  # fixture


def _assert_named(widget: QWidget) -> None:
    """Fail with one line per control of ``widget`` that breaks the rule."""
    faults = unnamed_controls(widget)
    assert faults == [], "\n".join(faults)


def _check(qtbot: QtBot, widget: QWidget) -> None:
    """Show ``widget`` and fail on every control without a name (or a needed description)."""
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    _assert_named(widget)


# --- the main window in each state ---------------------------------------------------------


def test_no_match(qtbot: QtBot, window: MainWindow) -> None:
    _assert_named(window)


def test_match_in_progress(qtbot: QtBot, started: MainWindow) -> None:
    assert started.round_entry.isVisible()
    _assert_named(started)


def test_preview_shown(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["1", "h", "1", "0", "0", "r", "1"])
    assert started.round_entry.preview.outcome_text != ""
    _assert_named(started)


def test_error_shown(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, [ENTER])
    assert started.round_entry.error_text_of("caller") != ""
    _assert_named(started)


def test_match_over(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.start_match(short_finished())
    qtbot.waitUntil(lambda: window.scoreboard.banner.isVisible())
    _assert_named(window)


# --- every dialog ----------------------------------------------------------------------------


def _dialogs(window: MainWindow, store: MatchStore) -> dict[str, Callable[[], QWidget]]:
    from tarbish_score.ui.dialogs.archive_window import ArchiveWindow
    from tarbish_score.ui.dialogs.card_counter import CardCounterDialog
    from tarbish_score.ui.dialogs.corrections_log import CorrectionsLogDialog
    from tarbish_score.ui.dialogs.details import NoteDialog, RenameDialog
    from tarbish_score.ui.dialogs.error import ErrorDialog
    from tarbish_score.ui.dialogs.help import HelpDialog
    from tarbish_score.ui.dialogs.new_match import NewMatchDialog
    from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog
    from tarbish_score.ui.dialogs.run_checker import RunCheckerDialog
    from tarbish_score.ui.dialogs.unsaved import RecoveredMatchesDialog, UnsavedChangesDialog

    match = current_match(window)
    store.add_matches([in_progress(), short_finished()])
    return {
        "new match": lambda: NewMatchDialog(window, previous=match),
        "house rules change": lambda: RulesChangeDialog(match, window),
        "run checker": lambda: RunCheckerDialog(window, match=match, trump=Suit.HEARTS, can_apply=True),
        "card counter": lambda: CardCounterDialog(window, match=match, trump=Suit.HEARTS, can_apply=True),
        "corrections log": lambda: CorrectionsLogDialog(match, [], window),
        "archive window": lambda: ArchiveWindow(store, window),
        "help": lambda: HelpDialog(window),
        "error": lambda: ErrorDialog("ValueError: no trump", "Traceback …", "/tmp/log.txt", window),
        "rename": lambda: RenameDialog(match, window),
        "note": lambda: NoteDialog("Note on the match", "Legion hall", "Friday …", window),
        "unsaved changes": lambda: UnsavedChangesDialog("the disk is read-only", Path("/tmp/kept.json"), "", window),
        "recovered matches": lambda: RecoveredMatchesDialog([Path("/tmp/a.json")], ["Us against Them"], window),
        "rematch question": window.match_actions.ask_rematch,
    }


DIALOGS = [
    "new match",
    "house rules change",
    "run checker",
    "card counter",
    "corrections log",
    "archive window",
    "help",
    "error",
    "rename",
    "note",
    "unsaved changes",
    "recovered matches",
    "rematch question",
]


@pytest.mark.parametrize("name", DIALOGS)
def test_every_dialog(qtbot: QtBot, started: MainWindow, store: MatchStore, name: str) -> None:
    dialog = _dialogs(started, store)[name]()
    _check(qtbot, dialog)
    if isinstance(dialog, QDialog):
        dialog.reject()


# --- announcements: the preview, an error line and the winner's banner are read out --------


@pytest.fixture
def announced(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[QWidget, QAccessible.Event, str]]]:
    """Every accessibility event sent through the boundary: (widget, type, the widget's name then)."""
    events: list[tuple[QWidget, QAccessible.Event, str]] = []

    def record(event: QAccessibleEvent) -> None:
        widget = event.object()
        assert isinstance(widget, QWidget)
        events.append((widget, event.type(), widget.accessibleName()))

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    yield events


def test_the_preview_is_announced_as_it_changes(
    qtbot: QtBot, started: MainWindow, announced: list[tuple[QWidget, QAccessible.Event, str]]
) -> None:
    preview = started.round_entry.preview
    type_keys(qtbot, ["1", "h", "1", "0", "0"])
    said = [name for widget, kind, name in announced if widget is preview and kind == QAccessible.Event.NameChanged]
    assert said[-1] == "made  Us +100 Them +62  Callers (Us) needed 82 of 162 card points."
    assert said[-1] == preview.sentence == preview.accessibleName() == preview.accessibleDescription()
    assert len(said) == len(set(said)), "each sentence is told once"
    type_keys(qtbot, [Qt.Key.Key_Backspace, Qt.Key.Key_Backspace, Qt.Key.Key_Backspace])
    assert announced[-1][0] is preview
    assert announced[-1][2].startswith("Preview: type the round")


def test_an_error_line_is_announced(
    qtbot: QtBot, started: MainWindow, announced: list[tuple[QWidget, QAccessible.Event, str]]
) -> None:
    type_keys(qtbot, [ENTER])
    label = started.round_entry.error_labels["caller"]
    text = started.round_entry.error_text_of("caller")
    assert (label, QAccessible.Event.NameChanged, text) in announced
    assert text != ""


def test_the_winner_is_announced(
    qtbot: QtBot, started: MainWindow, announced: list[tuple[QWidget, QAccessible.Event, str]]
) -> None:
    started.controller.start_match(short_finished())
    banner = started.scoreboard.banner
    assert (banner, QAccessible.Event.NameChanged, "MacNeils win the match, 324 to 0!") in announced


# --- the windows added since --------------------------------------------------


def test_the_about_box(qtbot: QtBot, started: MainWindow) -> None:
    dialog = started.show_about()
    qtbot.waitExposed(dialog)
    _assert_named(dialog)
    dialog.close()


def test_the_table_view(qtbot: QtBot, started: MainWindow) -> None:
    started.table.set_table_view(True)
    assert started.table.page is not None and started.table.page.isVisible()
    _assert_named(started)
    started.table.set_table_view(False)


def test_the_scoreboard_window(qtbot: QtBot, started: MainWindow) -> None:
    started.table.set_scoreboard_window(True)
    board = started.table.scoreboard_window
    assert board is not None
    qtbot.waitExposed(board)
    _assert_named(board)
    board.close()


def test_the_race_chart_panel(qtbot: QtBot, started: MainWindow) -> None:
    started.race_chart.set_shown(True)
    chart = started.race_chart.chart
    assert chart is not None and chart.isVisible()
    _assert_named(started)
    assert "Left" in chart.accessibleDescription()
    started.race_chart.set_shown(False)


def test_the_match_statistics(qtbot: QtBot, started: MainWindow) -> None:
    dialog = started.statistics.show_match_statistics()
    qtbot.waitExposed(dialog)
    _assert_named(dialog)
    dialog.close()


def test_the_archive_statistics_on_every_tab(qtbot: QtBot, started: MainWindow, store: MatchStore) -> None:
    from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog

    store.add_matches([in_progress(), short_finished()])
    dialog = ArchiveStatisticsDialog(store, started)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.counting, timeout=5000)
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        _assert_named(dialog)
    dialog.reject()

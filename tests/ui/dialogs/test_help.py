"""Help: the keyboard-shortcuts sheet and the rules page of the rule set in force."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import PRESETS, RuleSet
from tarbish_score.ui.dialogs.help import rules_html, shortcut_rows
from tarbish_score.ui.main_window import MainWindow

from ..conftest import focused, standard_match


def _plain(html: str) -> str:
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def test_f1_opens_the_shortcuts_sheet_listing_every_shortcut(qtbot: QtBot, started: MainWindow) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_F1)
    dialog = started.help_dialog
    assert dialog is not None
    assert dialog.isVisible()
    assert dialog.tabs.currentWidget() is dialog.shortcuts_browser
    sheet = dialog.shortcuts_browser.toPlainText()
    for action in started.shortcut_actions():
        for sequence in action.shortcuts():
            assert sequence.toString() in sheet, f"{sequence.toString()} ({action.text()}) is not on the sheet"
    listed = {keys for _, rows in shortcut_rows() for keys, _ in rows}
    for keys in ("1 2 3 4", "C D H S", "/", "R", "B", "Enter", "Esc", "F6", "Delete"):
        assert keys in listed
    # Ctrl+R is the run checker now; the rematch moved to Ctrl+Shift+R.
    rows = {keys: what for _, section in shortcut_rows() for keys, what in section}
    assert rows["Ctrl+R"].startswith("Run checker")
    assert rows["Ctrl+Shift+R"].startswith("Rematch")
    assert rows["Ctrl+K"].startswith("Card-point counter")
    assert started.run_checker_action.shortcut().toString() == "Ctrl+R"
    assert started.rematch_action.shortcut().toString() == "Ctrl+Shift+R"


def test_every_round_entry_key_is_on_the_sheet(qtbot: QtBot, started: MainWindow) -> None:
    # The letters the round entry reacts to, and the help line that names each.
    sheet = " ".join(f"{keys} {what}" for _, rows in shortcut_rows() for keys, what in rows)
    for key in ("0", "N", "W", "Backspace", "Tab", "Ctrl+Shift+Z", "Shift+F1", "F11"):
        assert key in sheet


def test_rules_page_follows_the_rules_in_force(qtbot: QtBot, started: MainWindow) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    dialog = started.help_dialog
    assert dialog is not None
    assert dialog.tabs.currentWidget() is dialog.rules_browser
    page = dialog.rules_browser.toPlainText()
    assert "Rules in force: Standard" in page
    assert "All standard rules." in page
    assert "82 of the 162 card points" in page
    assert "Equal totals: half bait." in page
    assert "nobody scores runs this round" in page
    assert page.index("The higher top card wins") < page.index("A run in trump beats")
    assert "No rule here has a better source than those" in page


def test_rules_page_for_house_rules() -> None:
    rules = PRESETS["whole-bait house"].with_changes(
        run_order="length-trump-top", fifty_order="longer-first", equal_runs="eldest", reach="more-than"
    )
    page = _plain(rules_html(rules))
    assert "Rules in force: Whole-bait house" in page
    assert "Equal totals: whole bait, scored as a bait." in page
    assert page.index("A run in trump beats") < page.index("The higher top card wins")
    assert "Between two fifties, the longer run wins." in page
    assert "nearer the eldest hand" in page
    assert "The first team to pass 500 points wins." in page
    assert "Changed from the standard rules:" in page
    assert page.count("★") >= 6  # five changed switches, and the legend


def test_rules_page_shown_for_the_match_not_the_defaults(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.start_match(dataclasses.replace(standard_match(), rules=RuleSet(target=300, preset="short game")))
    dialog = window.show_help("rules")
    assert "The first team to 300 points or more wins." in dialog.rules_browser.toPlainText()


def test_the_help_says_1_is_the_10() -> None:
    rows = dict(row for _, rows in shortcut_rows() for row in rows)
    assert "1 is the 10" in rows["A K Q J 1 9 8 · C D H S"]


def _listed_keys() -> set[str]:
    """Every key the sheet names: each row's keys split at " / "."""
    return {part.strip() for _, rows in shortcut_rows() for keys, _ in rows for part in keys.split(" / ")}


def test_every_shortcut_of_every_window_is_on_the_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QShortcut

    from tarbish_score.model import Suit
    from tarbish_score.storage import MatchStore

    from ..archive_helpers import open_window

    store = MatchStore.open(tmp_path / "archive.sqlite3")
    window = open_window(qtbot, store)
    window.controller.start_match(standard_match())
    found: set[str] = set()
    for action in window.actions():
        found |= {sequence.toString() for sequence in action.shortcuts()}
    counter = window.open_card_counter()
    checker = window.open_run_checker()
    for dialog in (counter, checker):
        found |= {s.key().toString() for s in dialog.findChildren(QShortcut)}
    counter.reject()
    checker.reject()
    assert window.archive is not None
    shown = window.archive.show_archive()
    found |= {s.key().toString() for s in shown.findChildren(QShortcut)}
    shown.reject()
    found.discard("")
    missing = sorted(found - _listed_keys() - {"Alt+3", "Alt+4"})  # "Alt+1 … Alt+4" names the run checker's seats
    assert missing == []
    assert {"Ctrl+O", "Ctrl+L", "Ctrl+0", "Alt+0", "Ctrl+F"} <= found
    assert Suit.HEARTS  # the round entry's letters are checked in test_every_round_entry_key_is_on_the_sheet


def test_the_help_scrolls_by_keyboard_at_once(qtbot: QtBot, started: MainWindow) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_F1)
    dialog = started.help_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow)
    browser = dialog.shortcuts_browser
    assert focused() is browser
    bar = browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    qtbot.keyClick(focused(), Qt.Key.Key_PageDown)
    assert bar.value() > 0


def _mnemonics(widget: QWidget) -> set[str]:
    """The Alt+letter keys of ``widget``'s buttons, buddied labels and tabs (the letter after "&")."""
    import re

    from PySide6.QtWidgets import QAbstractButton, QLabel, QTabWidget

    texts = [b.text() for b in widget.findChildren(QAbstractButton)]
    texts += [label.text() for label in widget.findChildren(QLabel) if label.buddy() is not None]
    for tabs in widget.findChildren(QTabWidget):
        texts += [tabs.tabText(i) for i in range(tabs.count())]
    return {f"Alt+{m.upper()}" for text in texts for m in re.findall(r"&(\w)", text.replace("&&", ""))}


def test_the_newer_windows_keys_are_on_the_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    """Statistics dialogs, race chart (F9 and its Left/Right/Home/End), table view, scoreboard window, About."""
    from PySide6.QtGui import QAction, QShortcut

    from tarbish_score.storage import MatchStore

    from ..archive_helpers import open_window

    store = MatchStore.open(tmp_path / "archive.sqlite3")
    window = open_window(qtbot, store)
    window.controller.start_match(standard_match())
    windows: list[QWidget] = []
    match_statistics = window.statistics.show_match_statistics()
    archive_statistics = window.statistics.show_archive_statistics()
    assert archive_statistics is not None
    window.table.set_table_view(True)
    assert window.table.page is not None
    window.table.set_scoreboard_window(True)
    assert window.table.scoreboard_window is not None
    about = window.show_about()
    windows += [match_statistics, archive_statistics, window.table.page, window.table.scoreboard_window, about]
    found: set[str] = set()
    for widget in windows:
        found |= {s.key().toString() for s in widget.findChildren(QShortcut)}
        for action in [*widget.actions(), *widget.findChildren(QAction)]:
            found |= {sequence.toString() for sequence in action.shortcuts()}
        found |= _mnemonics(widget)
    found.discard("")
    listed = _listed_keys()
    assert sorted(found - listed) == []
    assert {"Ctrl+T", "Ctrl+Shift+T", "F9", "F12", "Alt+P", "Alt+E"} <= listed | found
    # The chart's own keys, on the sheet in the race chart's row.
    chart_rows = [(keys, what) for _, rows in shortcut_rows() for keys, what in rows if "chart" in what.lower()]
    chart_keys = " ".join(keys for keys, _ in chart_rows)
    for key in ("F9", "←", "→", "Home", "End"):
        assert key in chart_keys, (key, chart_rows)
    for widget in (match_statistics, archive_statistics, about):
        widget.close()
    window.table.set_scoreboard_window(False)
    window.table.set_table_view(False)

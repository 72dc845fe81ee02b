"""Help: the keyboard-shortcuts sheet and the rules page of the rule set in force."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser, QWidget
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


#: The sheet's rows for keys that are not window commands, as (section, keys cell): the round
#: entry's keys, the history's, the dialogs'. Every other row is a window command's.
KEY_ROWS = {
    ("Entering a round (the focus starts on the caller)", keys)
    for keys in (
        "1 2 3 4",
        "0",
        "C D H S",
        "N",
        "digits",
        "/",
        "R",
        "Backspace",
        "A K Q J 1 9 8 · C D H S",
        "B",
        "W",
        "Tab / Shift+Tab",
        "Enter",
        "Esc",
    )
} | {
    ("Round history", "↑ ↓"),
    ("Round history", "Enter"),
    ("Round history", "Delete"),
    ("Round history", "Esc"),
    ("Run checker and card-point counter", "Alt+1 … Alt+4"),
    ("Run checker and card-point counter", "Alt+T, then C D H S"),
    ("Run checker and card-point counter", "← → ↑ ↓ · Space"),
    ("Run checker and card-point counter", "A K Q J 1 9 8 7 6, then C D H S"),
    ("Run checker and card-point counter", "Alt+1 / Alt+2 / Alt+0"),
    ("Run checker and card-point counter", "Ctrl+F"),
    ("Run checker and card-point counter", "Enter"),
    ("Run checker and card-point counter", "Esc"),
    ("Race chart and statistics", "← → / Home / End"),
    ("Race chart and statistics", "Alt+P / Alt+A / Alt+H"),
    ("Race chart and statistics", "Alt+F / Alt+T"),
    ("Race chart and statistics", "Alt+R / Alt+L"),
    ("Race chart and statistics", "Alt+G"),
    ("Race chart and statistics", "Alt+E"),
    ("Race chart and statistics", "Esc"),
    ("New-match dialog", "Enter"),
    ("New-match dialog", "Esc"),
}


def _sheet(browser: QTextBrowser) -> list[tuple[str, str, str]]:
    """The rows the sheet shows: (section, keys cell, what it does), read from its tables."""
    from PySide6.QtGui import QTextTable

    document = browser.document()
    rows: list[tuple[str, str, str]] = []
    for frame in document.rootFrame().childFrames():
        assert isinstance(frame, QTextTable)
        section = document.findBlock(frame.firstPosition() - 1).text()
        assert frame.columns() == 2
        for row in range(frame.rows()):
            keys, what = (frame.cellAt(row, column).firstCursorPosition().block().text() for column in (0, 1))
            rows.append((section, keys, what))
    return rows


def _parts(keys: str) -> list[str]:
    return keys.split(" / ")


def _shown_sheet(qtbot: QtBot, window: MainWindow) -> list[tuple[str, str, str]]:
    qtbot.keyClick(focused(), Qt.Key.Key_F1)
    dialog = window.help_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.tabs.currentWidget() is dialog.shortcuts_browser
    return _sheet(dialog.shortcuts_browser)


def test_f1_shows_one_row_for_each_window_command_and_the_other_keys(qtbot: QtBot, tmp_path: Path) -> None:
    """Key cells compared as sets: a row missing, doubled or with a key no action has fails."""
    from tarbish_score.storage import MatchStore
    from tarbish_score.ui.window_commands import COMMANDS

    from ..archive_helpers import open_window

    store = MatchStore.open(tmp_path / "archive.sqlite3")
    window = open_window(qtbot, store)  # the archive's commands too
    window.controller.start_match(standard_match())
    rows = _shown_sheet(qtbot, window)
    cells = [(section, keys) for section, keys, _ in rows]
    assert len(set(cells)) == len(cells), "a row is on the sheet twice"
    assert all(what for _, _, what in rows)
    missing = KEY_ROWS - set(cells)
    assert missing == set(), f"rows for keys that are not commands are missing: {sorted(missing)}"
    command_rows = [keys for section, keys in cells if (section, keys) not in KEY_ROWS]
    actions = [action for action in window.actions() if action.shortcuts()]
    assert {action.objectName() for action in actions} <= set(COMMANDS), "an action with keys is not declared"
    for action in actions:
        keys = {sequence.toString() for sequence in action.shortcuts()}
        holding = [cell for cell in command_rows if keys <= set(_parts(cell))]
        assert len(holding) == 1, f"{action.text()} ({sorted(keys)}) is in the rows {holding}"
    listed = sorted(key for cell in command_rows for key in _parts(cell))
    shortcuts = sorted(sequence.toString() for action in actions for sequence in action.shortcuts())
    assert listed == shortcuts
    # Ctrl+R is the run checker now; the rematch moved to Ctrl+Shift+R.
    what = {keys: text for _, keys, text in rows}
    assert what["Ctrl+R"].startswith("Run checker")
    assert what["Ctrl+Shift+R"].startswith("Rematch")
    assert what["Ctrl+K"].startswith("Card-point counter")
    assert what["F12 / Esc"].startswith("Table view")
    assert window.commands["run_checker"].shortcut().toString() == "Ctrl+R"
    assert window.commands["rematch"].shortcut().toString() == "Ctrl+Shift+R"


def test_the_sheet_shown_is_the_declared_one(qtbot: QtBot, started: MainWindow) -> None:
    rows = _shown_sheet(qtbot, started)
    assert rows == [(section, keys, what) for section, section_rows in shortcut_rows() for keys, what in section_rows]
    assert ("Round history", "F6", "Switch between the round entry and the round history") in rows


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

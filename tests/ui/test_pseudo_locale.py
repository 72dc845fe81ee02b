"""Under a pseudo catalogue (every message ⟦wrapped⟧), no visible text escapes translation."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, Rank, RoundInput, RunClaim, Suit
from tarbish_score.qt.controller import MatchController
from tarbish_score.storage import MatchStore
from tarbish_score.ui.dialogs.error import ErrorDialog
from tarbish_score.ui.dialogs.unsaved import RecoveredMatchesDialog, UnsavedChangesDialog
from tarbish_score.ui.main_window import MainWindow

from .archive_helpers import open_window, short_finished, store
from .conftest import standard_match
from .pseudo import install_pseudo, leaks, pseudo_catalogue, remove_pseudo, text_leaks, untranslated_words

__all__ = ["store"]  # fixture

NAMES = ["Us", "Them", "Ann", "Cal", "Bea", "Dan", "Mary", "Joe", "Angus", "Theresa"]
ROUNDS = (
    RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62), bella=0),
    RoundInput(caller=1, trump=Suit.CLUBS, card_points=(100, 62), runs=(RunClaim(0, 4, Rank.KING, Suit.SPADES),)),
    RoundInput(caller=2, trump=Suit.SPADES, card_points=(40, 122)),
    RoundInput(caller=3, trump=Suit.DIAMONDS, card_points=(81, 81)),
)


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return pseudo_catalogue(tmp_path_factory.mktemp("pseudo"))


@pytest.fixture
def pseudo(qapp: QApplication, pseudo_qm: Path) -> Iterator[QTranslator]:
    translator = install_pseudo(pseudo_qm)
    yield translator
    remove_pseudo(translator)


@pytest.fixture
def pwindow(qtbot: QtBot, pseudo: QTranslator) -> MainWindow:
    win = MainWindow(MatchController())
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


def check(widget: QWidget) -> None:
    QApplication.processEvents()
    found = leaks(widget, NAMES)
    assert not found, "\n".join(found)


def played(window: MainWindow, count: int = len(ROUNDS)) -> Match:
    window.controller.start_match(standard_match())
    for round_input in ROUNDS[:count]:
        window.controller.record_round(round_input)
    match = window.controller.match
    assert match is not None
    return match


def test_the_window_without_a_match(pwindow: MainWindow) -> None:
    check(pwindow)


def test_the_window_with_rounds(pwindow: MainWindow) -> None:
    played(pwindow)
    check(pwindow)


def test_the_window_with_a_preview_shown(qtbot: QtBot, pwindow: MainWindow) -> None:
    played(pwindow, 2)
    pwindow.round_entry.focus_first_field()
    # Dan calls hearts; his team counts 70; Ann holds a fifty: the callers go bait.
    for key in ["4", "h", "70", Qt.Key.Key_R, "1", "f"]:
        target = QApplication.focusWidget()
        assert target is not None
        if isinstance(key, str):
            qtbot.keyClicks(target, key)
        else:
            qtbot.keyClick(target, key)
    check(pwindow)


def test_the_window_with_an_error_shown(qtbot: QtBot, pwindow: MainWindow) -> None:
    played(pwindow, 1)
    pwindow.round_entry.focus_first_field()
    for key in ["1", "h", "170", Qt.Key.Key_Return]:
        target = QApplication.focusWidget()
        assert target is not None
        if isinstance(key, str):
            qtbot.keyClicks(target, key)
        else:
            qtbot.keyClick(target, key)
    check(pwindow)


def test_the_window_when_the_match_is_over(pwindow: MainWindow) -> None:
    pwindow.controller.start_match(short_finished("Us", "Them"))
    check(pwindow)


def test_the_match_dialogs(qtbot: QtBot, pwindow: MainWindow) -> None:
    played(pwindow)
    for dialog in (
        pwindow.open_new_match_dialog(),
        pwindow.open_rules_change_dialog(),
        pwindow.open_run_checker(),
        pwindow.open_card_counter(),
        pwindow.details.open_rename(),
        pwindow.details.open_match_note(),
        pwindow.details.open_round_note(0),
    ):
        assert dialog is not None
        check(dialog)
        dialog.reject()


def test_the_help(pwindow: MainWindow) -> None:
    played(pwindow)
    dialog = pwindow.show_help("rules")
    check(dialog)
    dialog.show_page("shortcuts", pwindow.controller.match)
    check(dialog)
    dialog.close()


def test_the_error_and_leaving_dialogs(qtbot: QtBot, pseudo: QTranslator, tmp_path: Path) -> None:
    path = tmp_path / "kept.tarbish.json"
    allowed = [*NAMES, str(path), str(tmp_path)]
    for dialog in (
        ErrorDialog("ValueError: boom", "Traceback: boom", str(tmp_path / "log.txt")),
        UnsavedChangesDialog("disk full", path),
        UnsavedChangesDialog("disk full", None, "read-only"),
        RecoveredMatchesDialog([path], ["Us against Them, 3 rounds"]),
    ):
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        found = leaks(
            dialog, [*allowed, "ValueError", "boom", "Traceback", "disk full", "read-only", "against", "rounds"]
        )
        assert not found, "\n".join(found)
        dialog.close()


def test_the_archive_and_corrections_log(qtbot: QtBot, pseudo: QTranslator, store: MatchStore) -> None:
    window = open_window(qtbot, store)
    window.controller.start_match(short_finished("Us", "Them"))
    window.controller.start_match(standard_match())
    for round_input in ROUNDS:
        window.controller.record_round(round_input)
    window.controller.edit_round(0, ROUNDS[1])
    assert window.archive is not None
    archive = window.archive.show_archive()
    check(archive)
    archive.close()
    log = window.archive.show_corrections_log()
    assert log is not None
    check(log)
    log.close()


def test_the_last_match_line_at_start(qtbot: QtBot, pseudo: QTranslator, store: MatchStore) -> None:
    from tarbish_score.ui.app import show_last_finished

    window = open_window(qtbot, store)
    window.controller.start_match(short_finished("Us", "Them"))
    assert window.archive is not None
    show_last_finished(window, window.archive.keeper)
    assert window.statusBar().currentMessage()
    check(window)


def test_the_walker_finds_english_without_the_catalogue(window: MainWindow) -> None:
    window.controller.start_match(standard_match())
    found = leaks(window, NAMES)
    assert any("'⟦" not in line and "Round" in line for line in found), found


def test_every_catalogue_context_is_one_the_app_asks_for(pseudo_qm: Path) -> None:
    """A context lupdate takes from ``window.tr`` ("window") is never asked for at run time ("MainWindow")."""
    import re
    import xml.etree.ElementTree as ET

    from .pseudo import PACKAGE

    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py"))
    known = set(re.findall(r"^\s*class (\w+)\(", source, re.M)) | set(re.findall(r"translate\(\s*\"(\w+)\"", source))
    contexts = {name.text for name in ET.parse(pseudo_qm.parent / "fresh.ts").getroot().iter("name")}
    assert contexts - known == set()


def _files_match() -> Match:
    match = standard_match()
    for round_input in ROUNDS:
        match = match.add_round(round_input)
    return match.with_note("Tuesday at Flora's")


def test_the_csv_says_every_label_in_the_users_language(pseudo: QTranslator) -> None:
    from datetime import datetime

    from tarbish_score.exchange.csv_export import csv_text

    text = csv_text(_files_match(), started=datetime(2026, 3, 14, 19, 5).astimezone())
    lines = text_leaks(text, [*NAMES, "Tuesday at Flora's"])
    assert lines == []
    assert "⟦Round⟧" in text


def test_the_copied_result_says_everything_in_the_users_language(pseudo: QTranslator) -> None:
    from tarbish_score.exchange.summary import result_summary
    from tarbish_score.ui.actions.exchange import summary_labels

    text = result_summary(_files_match(), summary_labels())
    assert text_leaks(text, NAMES) == []
    assert "⟦" in text


def test_the_pdf_says_every_label_in_the_users_language(pseudo: QTranslator, tmp_path: Path) -> None:
    from tarbish_score.qt.scoresheet import write_scoresheet_pdf

    from ..pdf import flat_text

    # A ⟦…⟧ span may break over lines on the page: check the text whole, on one line.
    joined = flat_text(write_scoresheet_pdf(_files_match(), tmp_path / "sheet.pdf"))
    assert untranslated_words(joined, [*NAMES, "Tuesday at Flora's"]) == []
    assert "⟦Final score⟧" in joined


# --- the windows added since: About, table view, scoreboard window, race chart, statistics ---------


def test_the_about_box(qtbot: QtBot, pwindow: MainWindow) -> None:
    from tarbish_score import paths

    dialog = pwindow.show_about()
    qtbot.waitExposed(dialog)
    # The data folders are data, not words.
    places = [str(paths.data_dir()), str(paths.settings_path()), str(paths.log_dir())]
    found = leaks(dialog, [*NAMES, *places])
    assert not found, "\n".join(found)
    dialog.close()


def test_the_table_view_and_its_typing_strip(qtbot: QtBot, pwindow: MainWindow) -> None:
    played(pwindow)
    pwindow.table.set_table_view(True)
    assert pwindow.table.page is not None and pwindow.table.page.isVisible()
    check(pwindow)
    # A round typed blind: the strip says what is typed and the preview.
    for key in ["1", "h", "100"]:
        target = QApplication.focusWidget()
        assert target is not None
        qtbot.keyClicks(target, key)
    check(pwindow)
    pwindow.table.set_table_view(False)


def test_the_table_view_when_the_match_is_over_and_without_a_match(qtbot: QtBot, pwindow: MainWindow) -> None:
    pwindow.table.set_table_view(True)
    check(pwindow)
    pwindow.controller.start_match(short_finished("Us", "Them"))
    check(pwindow)
    pwindow.table.set_table_view(False)


def test_the_scoreboard_window(qtbot: QtBot, pwindow: MainWindow) -> None:
    played(pwindow)
    pwindow.table.set_scoreboard_window(True)
    board = pwindow.table.scoreboard_window
    assert board is not None
    qtbot.waitExposed(board)
    check(board)
    board.close()


def test_the_race_chart_panel(qtbot: QtBot, pwindow: MainWindow) -> None:
    pwindow.race_chart.set_shown(True)
    assert pwindow.race_chart.chart is not None
    check(pwindow)  # no match: the caption says so
    played(pwindow)
    check(pwindow)
    pwindow.race_chart.chart.move_cursor(0)
    check(pwindow)
    pwindow.race_chart.set_shown(False)


def test_the_race_chart_axes_and_legend_are_translated(qtbot: QtBot, pwindow: MainWindow) -> None:
    import pyqtgraph as pg

    pwindow.controller.start_match(short_finished("Us", "Them"))
    pwindow.race_chart.set_shown(True)
    chart = pwindow.race_chart.chart
    assert chart is not None
    plot = chart.plot_widget.getPlotItem()
    texts = [plot.getAxis(side).labelText for side in ("left", "bottom")]
    texts += [label.text for _, label in plot.legend.items if isinstance(label, pg.LabelItem)]
    lines = [item for item in plot.items if isinstance(item, pg.InfiniteLine) and getattr(item, "label", None)]
    texts += [line.label.textItem.toPlainText() for line in lines]
    found = [t for t in texts if untranslated_words(t, NAMES)]
    assert len(texts) >= 5 and found == [], texts
    pwindow.race_chart.set_shown(False)


def test_the_match_statistics(qtbot: QtBot, pwindow: MainWindow) -> None:
    played(pwindow)
    dialog = pwindow.statistics.show_match_statistics()
    qtbot.waitExposed(dialog)
    check(dialog)
    dialog.close()


def test_the_archive_statistics(qtbot: QtBot, pseudo: QTranslator, store: MatchStore) -> None:
    window = open_window(qtbot, store)
    window.controller.start_match(short_finished("Us", "Them"))
    window.controller.start_match(standard_match())
    dialog = window.statistics.show_archive_statistics()
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.counting, timeout=5000)
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        check(dialog)
    dialog.close()


def test_the_view_menus_language_theme_and_paper(pwindow: MainWindow) -> None:
    from .pseudo import _action_texts

    pwindow.view_menu.fill()  # as when it opens
    view = [t for _, t in _action_texts(pwindow.view_menu.actions(), "View")]
    names = " ".join(view)
    for word in ("Language", "Theme", "Dark", "contrast"):
        assert word in names, names
    found = [t for t in view if untranslated_words(t, NAMES)]
    assert found == [], found
    everything = [t for _, t in _action_texts(pwindow.menuBar().actions(), "menu")]
    assert any("paper" in t.lower() or "Letter" in t for t in everything), everything
    assert [t for t in everything if untranslated_words(t, NAMES)] == []

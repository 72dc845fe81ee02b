"""The statistics dialogs: a match's, following it; the archive's, counted off the window's thread."""

from __future__ import annotations

import csv
import json
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.cli import main
from tarbish_score.exchange.statistics_csv import HEAD_TO_HEAD_COLUMNS, STANDING_COLUMNS, standing_headers
from tarbish_score.model import Match, RoundInput, Suit, Team, read_record
from tarbish_score.storage import MatchStore
from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog
from tarbish_score.ui.dialogs.statistics.match import MatchStatisticsDialog
from tarbish_score.ui.dialogs.statistics.tables import SORT_ROLE, VALUE_ROLE, StatisticsTableModel
from tarbish_score.ui.main_window import MainWindow

from ..archive_helpers import kept, short_finished, store
from ..conftest import DATA, SAMPLES, _activate, focused

__all__ = ["kept", "store"]  # fixtures

BENCH = Path(__file__).resolve().parents[3] / "bench"
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _rounded(value: Any) -> Any:
    return round(value, 4) if isinstance(value, float) else value


def counted(qtbot: QtBot, dialog: ArchiveStatisticsDialog) -> None:
    """Wait until the dialog shows a count made under its current filters."""
    qtbot.waitUntil(lambda: not dialog.counting, timeout=30_000)


def table(model: StatisticsTableModel) -> list[dict[str, Any]]:
    """The model's lines as ``stats --json`` writes them (rates and averages rounded to 4 decimals)."""
    return [
        {key: _rounded(model.data(model.index(row, column), VALUE_ROLE)) for column, key in enumerate(model.columns)}
        for row in range(model.rowCount())
    ]


@pytest.fixture
def imported(capsys: pytest.CaptureFixture[str]) -> Iterator[MatchStore]:
    """The three sample records imported by ``tarbish-score import``; the archive opened for the window."""
    assert main(["import", *(str(p) for p in SAMPLES)]) == 0
    capsys.readouterr()
    with MatchStore.open(paths.data_dir()) as opened:
        yield opened


def open_archive_statistics(qtbot: QtBot, opened: MatchStore) -> ArchiveStatisticsDialog:
    dialog = ArchiveStatisticsDialog(opened)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: _activate(dialog))
    counted(qtbot, dialog)
    return dialog


# --- the archive --------------------------------------------------------------------------------------


def test_stats_json_equals_the_windows_table(
    qtbot: QtBot, imported: MatchStore, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["stats", "--json"]) == 0
    expected = json.loads(capsys.readouterr().out)
    dialog = open_archive_statistics(qtbot, imported)
    assert dialog.count_label.text() == "3 finished matches counted"
    keys = [key for key in STANDING_COLUMNS]
    players = [{k: line[k] for k in keys} for line in expected["players"]]
    pairs = [{k: line[k] for k in keys} for line in expected["pairs"]]
    assert table(dialog.players_model) == players
    assert table(dialog.pairs_model) == pairs
    meetings = [
        {
            "pair": line["pairs"][0],
            "against": line["pairs"][1],
            "played": line["played"],
            "won": line["wins"][0],
            "lost": line["wins"][1],
            "drawn": line["drawn"],
            "average_margin": line["average_margin"],
        }
        for line in expected["head_to_head"]
    ]
    assert table(dialog.head_to_head_model) == meetings
    assert list(dialog.head_to_head_model.columns) == list(HEAD_TO_HEAD_COLUMNS)
    # What the table shows, in the locale (English here): Theresa called 2, one went bait.
    model = dialog.players_model
    row = next(r for r in range(model.rowCount()) if model.data(model.index(r, 0)) == "Theresa")
    shown = [model.data(model.index(row, column)) for column in range(model.columnCount())]
    assert shown == ["Theresa", "1", "0", "0", "1", "0%", "1", "2", "1", "0", "50%", "-82.0"]


def test_the_tables_sort_numbers_as_numbers(qtbot: QtBot, store: MatchStore) -> None:
    # Mary & Joe beat Angus & Theresa ten times; Flora & Donald and Ann & Cal met twice.
    store.add_matches(short_finished() for _ in range(10))
    store.add_matches(_finished_between(("Flora", "Donald"), ("Ann", "Cal")) for _ in range(2))
    dialog = open_archive_statistics(qtbot, store)
    view, proxy = dialog.players_view, dialog.players_proxy
    played = STANDING_COLUMNS.index("played")
    view.sortByColumn(played, Qt.SortOrder.AscendingOrder)
    order = [proxy.data(proxy.index(row, played), VALUE_ROLE) for row in range(proxy.rowCount())]
    assert order == [2, 2, 2, 2, 10, 10, 10, 10]  # as text, "10" would come before "2"
    margin = STANDING_COLUMNS.index("average_margin")
    view.sortByColumn(margin, Qt.SortOrder.DescendingOrder)
    margins = [proxy.data(proxy.index(row, margin), VALUE_ROLE) for row in range(proxy.rowCount())]
    assert margins == sorted(margins, reverse=True) and margins[0] == 324.0 and margins[-1] == -324.0
    assert isinstance(proxy.data(proxy.index(0, margin), SORT_ROLE), float)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    names = [proxy.data(proxy.index(row, 0)) for row in range(proxy.rowCount())]
    assert names == ["Angus", "Ann", "Cal", "Donald", "Flora", "Joe", "Mary", "Theresa"]


def _finished_between(first: tuple[str, str], second: tuple[str, str]) -> Match:
    """A short game ``first`` wins 324 to 0 in two rounds."""
    from tarbish_score.model import PRESETS

    match = Match((Team("A", first), Team("B", second)), 0, PRESETS["short game"])
    return match.add_round(RoundInput(0, Suit.HEARTS, (162, 0))).add_round(RoundInput(2, Suit.HEARTS, (162, 0)))


def test_the_filters_count_again(qtbot: QtBot, imported: MatchStore) -> None:
    dialog = open_archive_statistics(qtbot, imported)
    dialog.player_edit.setText("marie")
    counted(qtbot, dialog)
    assert [line["name"] for line in table(dialog.players_model)] == ["Marie"]
    assert dialog.statistics is not None and dialog.statistics.matches == 1
    dialog.player_edit.clear()
    counted(qtbot, dialog)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("short game"))
    counted(qtbot, dialog)
    assert dialog.count_label.text() == "No game to count under these filters"
    assert dialog.players_model.rowCount() == 0
    dialog.preset_combo.setCurrentIndex(0)
    counted(qtbot, dialog)
    assert dialog.statistics is not None and dialog.statistics.matches == 3
    dialog.since_edit.setDate(QDate(2999, 1, 1))
    counted(qtbot, dialog)
    assert dialog.statistics is not None and dialog.statistics.matches == 0
    dialog.since_edit.setDate(QDate(2000, 1, 1))  # "any day"
    dialog.until_edit.setDate(QDate.currentDate())  # today included (the samples were imported today)
    counted(qtbot, dialog)
    assert dialog.statistics_filter().since is None
    assert dialog.statistics is not None and dialog.statistics.matches in (0, 3)


def test_head_to_head_between_two_chosen_pairs(qtbot: QtBot, imported: MatchStore) -> None:
    dialog = open_archive_statistics(qtbot, imported)
    assert dialog.head_to_head_proxy.rowCount() == 3
    dialog.choose_pairs("Joe & Theresa", "Angus & Mary")
    assert dialog.head_to_head_proxy.rowCount() == 1
    assert dialog.head_to_head_label.text() == (
        "Joe & Theresa against Angus & Mary: 1 played, 0 won, 1 lost, 0 drawn; average margin -82.0 points"
    )
    dialog.choose_pairs("Joe & Theresa", "Leo & Marie")
    assert dialog.head_to_head_label.text() == "Joe & Theresa and Leo & Marie have not played each other here."
    assert dialog.head_to_head_proxy.rowCount() == 0


def test_csv_export_writes_the_table_in_view_as_sorted(qtbot: QtBot, imported: MatchStore, tmp_path: Path) -> None:
    dialog = open_archive_statistics(qtbot, imported)
    dialog.tabs.setCurrentIndex(1)  # pairs of partners
    dialog.pairs_view.sortByColumn(STANDING_COLUMNS.index("average_margin"), Qt.SortOrder.AscendingOrder)
    dialog.choose_csv_path = lambda: str(tmp_path / "pairs.csv")  # type: ignore[method-assign]
    qtbot.keyClick(focused(), Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil((tmp_path / "pairs.csv").exists)  # a button's mnemonic clicks it after a short flash
    with (tmp_path / "pairs.csv").open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == standing_headers(pairs=True)
    assert rows[0][0] == "Partners" and rows[0][6] == "With rounds" and rows[0][10] == "Bait rate as caller"
    assert [row[0] for row in rows[1:]] == [
        "Aurélie & Réjean",
        "Leo & Marie",
        "Joe & Theresa",
        "Angus & Mary",
        "Jenny & Ronnie",
        "Colin & Sandy",
    ]
    assert rows[1] == ["Aurélie & Réjean", "1", "0", "0", "1", "0.0", "1", "3", "2", "0", "66.7", "-438.0"]
    assert dialog.count_label.text() == f"Saved to {tmp_path / 'pairs.csv'}"


def test_a_file_that_cannot_be_written_is_said(qtbot: QtBot, imported: MatchStore, tmp_path: Path) -> None:
    dialog = open_archive_statistics(qtbot, imported)
    said: list[str] = []
    dialog.show_error = said.append  # type: ignore[method-assign]
    assert dialog.export_csv(tmp_path / "no-such-folder" / "x.csv") is None
    assert len(said) == 1 and said[0].startswith("The table was not saved:")


@pytest.fixture(scope="module")
def ten_thousand(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An archive of 10,000 finished matches, built by bench/archive.py's generator (as bench/stats.py does)."""
    sys.path.insert(0, str(BENCH))
    try:
        from archive import generate  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(BENCH))
    folder = tmp_path_factory.mktemp("ten-thousand")
    generate(folder, 10_000)
    return folder


def test_ten_thousand_matches_are_counted_off_the_windows_thread(qtbot: QtBot, ten_thousand: Path) -> None:
    with MatchStore.open(ten_thousand, read_only=True) as opened:
        dialog = ArchiveStatisticsDialog(opened)
        qtbot.addWidget(dialog)
        # The constructor only starts the count: the window goes on with its events meanwhile.
        assert dialog.counting and dialog.statistics is None
        with qtbot.waitSignal(dialog.counted, timeout=30_000) as blocker:
            dialog.show()
        assert dialog.query_threads and threading.main_thread().ident not in dialog.query_threads
        result = blocker.args[0]
        assert result.matches == 10_000
        assert dialog.players_model.rowCount() == len(result.players) > 0
        assert not dialog.busy_bar.isVisible()
        # A second count (a filter) goes off the window's thread too, and a newer one wins.
        dialog.player_edit.setText("Mary")
        dialog.count()
        counted(qtbot, dialog)
        assert {line["name"] for line in table(dialog.players_model)} == {"Mary"}
        assert threading.main_thread().ident not in dialog.query_threads
        dialog.close()


def test_the_busy_bar_shows_while_a_count_takes_long(qtbot: QtBot, imported: MatchStore) -> None:
    dialog = ArchiveStatisticsDialog(imported)
    qtbot.addWidget(dialog)
    dialog._on_busy_timer_timeout()  # as when BUSY_AFTER_MS passes before the answer
    dialog.show()
    assert dialog.busy_bar.isVisible() and dialog.count_label.text() == "Counting…"
    counted(qtbot, dialog)
    assert not dialog.busy_bar.isVisible()
    assert dialog.count_label.text() == "3 finished matches counted"


def test_the_model_passes_the_model_tester(qtmodeltester: Any, qtbot: QtBot, imported: MatchStore) -> None:
    dialog = open_archive_statistics(qtbot, imported)
    qtmodeltester.check(dialog.players_model)
    qtmodeltester.check(dialog.head_to_head_proxy)


def test_every_control_has_an_accessible_name(qtbot: QtBot, imported: MatchStore) -> None:
    dialog = open_archive_statistics(qtbot, imported)
    for widget in (
        dialog.since_edit,
        dialog.until_edit,
        dialog.preset_combo,
        dialog.player_edit,
        dialog.players_view,
        dialog.pairs_view,
        dialog.head_to_head_view,
        dialog.first_pair_combo,
        dialog.second_pair_combo,
        dialog.busy_bar,
    ):
        assert widget.accessibleName(), widget
        assert widget.accessibleDescription() or widget is dialog.busy_bar, widget
    for button in (dialog.export_button, dialog.close_button):
        assert button.text() and button.accessibleDescription()


def test_ctrl_shift_t_opens_the_archive_statistics_and_esc_closes(qtbot: QtBot, kept: MainWindow) -> None:
    kept.controller.start_match(short_finished())
    qtbot.keyClick(focused(), Qt.Key.Key_T, CTRL_SHIFT)
    dialog = kept.statistics.archive_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow)
    counted(qtbot, dialog)
    assert focused() is dialog.players_view
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert kept.statistics.archive_dialog is None


def test_the_archive_window_opens_the_statistics(qtbot: QtBot, kept: MainWindow) -> None:
    assert kept.archive is not None
    archive = kept.archive.show_archive()
    dialog = archive.show_statistics()
    qtbot.addWidget(dialog)
    counted(qtbot, dialog)
    assert dialog.parent() is archive
    dialog.close()
    archive.close()


# --- one match -----------------------------------------------------------------------------------------


def test_ctrl_t_shows_the_match_statistics_counted_by_hand_and_follows_the_match(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.controller.load_match(read_record(DATA / "kitchen-standard.tarbish.json"))
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL)
    dialog = window.statistics.match_dialog
    assert isinstance(dialog, MatchStatisticsDialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    assert focused() is dialog.table
    # Columns: The MacNeils, Mary, Angus, The Gillis pair, Joe, Theresa. Counted from the record
    # (docs/rules.md sections 2 and 6): Mary called 2 (made), Joe 1 (made), Theresa 2 (one bait).
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(6)]
    assert headers == ["The MacNeils", "Mary", "Angus", "The Gillis pair", "Joe", "Theresa"]
    assert [dialog.cell_text("called", c) for c in range(6)] == ["2", "2", "0", "3", "1", "2"]
    assert [dialog.cell_text("bait_rate", c) for c in range(6)] == ["0%", "0%", "–", "33%", "0%", "50%"]
    assert dialog.summary_label.text() == "The MacNeils against The Gillis pair: 5 round(s) recorded"  # no en.qm
    # It follows the match: a correction, then its undo.
    window.controller.set_read_only(False)
    window.controller.edit_round(0, RoundInput(0, Suit.HEARTS, (40, 122)))  # Mary's first call goes bait
    assert dialog.cell_text("bait", 1) == "1"
    assert dialog.cell_text("bait_rate", 0) == "50%"
    window.controller.undo_stack.undo()
    assert dialog.cell_text("bait", 1) == "0"
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert window.statistics.match_dialog is None


def test_the_match_statistics_without_a_match(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.statistics.show_match_statistics()
    assert dialog.summary_label.text() == "No match yet: its statistics show here once it starts."
    assert dialog.table.rowCount() == 0
    assert dialog.table.accessibleName() == "Match statistics"
    dialog.close()


def test_the_statistics_open_with_no_row_chosen(qtbot: QtBot, imported: MatchStore, started: MainWindow) -> None:
    from PySide6.QtWidgets import QTableView

    from tarbish_score.ui.dialogs.statistics.match import MatchStatisticsDialog

    archive = open_archive_statistics(qtbot, imported)
    match = MatchStatisticsDialog(started.controller, started)
    match.show()
    qtbot.waitUntil(lambda: _activate(match))
    views: list[QTableView] = [archive.players_view, archive.pairs_view, archive.head_to_head_view, match.table]
    assert all(view.model().rowCount() > 0 for view in views)
    # Nothing highlighted until the user moves: then the arrow picks a row.
    assert [view.selectionModel().hasSelection() for view in views] == [False] * 4
    qtbot.keyClick(match.table, Qt.Key.Key_Down)
    assert match.table.selectionModel().hasSelection()
    match.reject()


def test_in_french_every_cell_and_header_of_the_match_statistics_shows_whole(
    qtbot: QtBot, qapp: QApplication, window: MainWindow
) -> None:
    from PySide6.QtCore import QLocale
    from PySide6.QtGui import QFontMetrics

    from tarbish_score.ui import app as app_module

    installed = app_module.install_translators(qapp, QLocale("fr_FR"))
    try:
        window.controller.load_match(read_record(DATA / "kitchen-standard.tarbish.json"))
        dialog = window.statistics.show_match_statistics()
        qtbot.waitExposed(dialog)
        table = dialog.table
        texts = [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())]
        assert any("(donne " in text for text in texts)  # "202 (donne 5)": the best round
        for column in range(table.columnCount()):
            width = table.columnWidth(column)
            assert table.sizeHintForColumn(column) <= width, column
            for row in range(table.rowCount()):
                item = table.item(row, column)  # the team's columns are bold
                assert QFontMetrics(item.font()).horizontalAdvance(item.text()) < width, (item.text(), width)
            header = table.horizontalHeaderItem(column).text()
            assert table.horizontalHeader().sectionSizeHint(column) <= width, header
        # Every column on screen: no sideways scrolling.
        assert table.horizontalScrollBar().maximum() == 0
        assert dialog.width() >= dialog.table_width()
        dialog.close()
    finally:
        for translator in installed:
            QApplication.removeTranslator(translator)

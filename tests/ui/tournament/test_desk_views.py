"""The desk's tables: only what changed is set again, and a theme switch repaints the marks in the new colours."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.qt import theme
from tarbish_score.storage import MatchStore

from ..accessibility import unnamed_controls
from .conftest import open_desk, swiss_night


def test_a_result_sets_again_only_the_cells_that_changed(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    view = desk.draw.view
    before = [[view.item(r, c) for c in range(view.columnCount())] for r in range(view.rowCount())]
    assert desk.apply(lambda t: t.with_result(2, (512, 340)))
    after = [[view.item(r, c) for c in range(view.columnCount())] for r in range(view.rowCount())]
    changed = [(r, c) for r in range(len(before)) for c in range(len(before[r])) if before[r][c] is not after[r][c]]
    assert changed == [(1, 1), (1, 5)]  # the winner in bold, and the result for the "out" mark
    assert view.item(1, 5).text() == "512–340"


def test_a_theme_switch_paints_the_out_marks_in_the_new_theme(
    qtbot: QtBot, archive: MatchStore, qapp: QApplication
) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    light = desk.draw.view.item(0, 5).foreground().color().name()
    assert light == theme.current().error.lower()
    theme.apply_theme(qapp, "dark")
    try:
        assert desk.draw.view.item(0, 5).foreground().color().name() == theme.DARK.error.lower()
        assert theme.DARK.error.lower() != light
    finally:
        theme.apply_theme(qapp, "light")
        theme.apply_theme(qapp, "system")


def test_the_round_paper_prints(
    qtbot: QtBot, archive: MatchStore, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from PySide6.QtGui import QPdfWriter

    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    writers: list[QPdfWriter] = []

    def printer() -> QPdfWriter:
        writers.append(QPdfWriter(str(tmp_path / f"printed-{len(writers)}.pdf")))
        return writers[-1]

    monkeypatch.setattr(desk.files, "_printer", printer)
    assert desk.files.print_slips(1) == 13  # the draw, 6 table cards, 6 slips
    assert desk.files.print_standings() >= 1


def test_f1_lists_every_key_of_the_desk(qtbot: QtBot, archive: MatchStore) -> None:
    from tarbish_score.ui.tournament.desk_dialogs import KeysDialog

    desk = open_desk(qtbot, archive, swiss_night())
    qtbot.keyClick(desk.entry.table_edit, Qt.Key.Key_F1)
    sheet = desk.dialog
    assert isinstance(sheet, KeysDialog)
    listed = {part for r in range(sheet.table.rowCount()) for part in sheet.table.item(r, 0).text().split(" / ")}
    bound = {s.toString() for action in desk.actions() for s in action.shortcuts()}
    assert bound - listed == set()
    assert {"Enter", "Esc", "Alt+T", "Ctrl+D", "F2", "F11"} <= listed
    whats = [sheet.table.item(r, 1).text() for r in range(sheet.table.rowCount())]
    assert "Draw next round" in whats
    assert unnamed_controls(sheet) == []
    sheet.reject()


def test_a_capital_accent_on_the_tab_not_chosen_is_drawn(qtbot: QtBot, archive: MatchStore) -> None:
    # French "Équipes": Fusion's shifted tab cut the accent off, and the tab read "Equipes".
    desk = open_desk(qtbot, archive, swiss_night())
    bar = desk.tabs.tabBar()
    assert bar.currentIndex() == 0

    def drawn(text: str) -> QImage:
        bar.setTabText(1, text)
        QApplication.processEvents()
        return bar.grab(bar.tabRect(1)).toImage()

    assert drawn("Équipes") != drawn("Equipes")


def test_before_the_first_result_the_report_says_no_tie_sentence(qtbot: QtBot, archive: MatchStore) -> None:
    # Twelve teams level at nothing played: not eleven sentences that no tie-break tells them apart.
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    assert desk.report_view.toPlainText() == "Ties are broken once the first results are in."
    assert desk.apply(lambda t: t.with_result(1, (512, 340)))
    # One game in: the report speaks of the teams it sets apart, never of the ten that have not played.
    report = desk.report_view.toPlainText()
    assert report.startswith("Poiriers ahead of Rankins on points difference") and "share place" not in report

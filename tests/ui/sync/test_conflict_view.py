"""A match changed on two laptops apart: marked, both versions side by side, and the player's choice kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tarbish_score.exchange import sync
from tarbish_score.model import Suit
from tarbish_score.qt import theme
from tarbish_score.qt.archive_table_model import ARCHIVE_COLUMNS
from tarbish_score.storage import MatchStore
from tarbish_score.storage.versions import Choice, conflicted_ids
from tarbish_score.ui.dialogs.sync_conflict import SyncConflictDialog
from tarbish_score.ui.main_window import MainWindow

from .helpers import a_match, folder, made, other, other_laptop, sync_of, syncing

__all__ = ["folder", "other", "syncing"]  # fixtures


def _diverge(qtbot: QtBot, window: MainWindow, folder: Path, other: MatchStore) -> None:
    """Both laptops record a different round 2 of the same match, apart; the window takes the other's in."""
    controller = window.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    controller.record_round(made(1, (130, 32), Suit.CLUBS))  # here
    laptop.controller.record_round(made(1, (40, 122)))  # at grandma's, while apart
    assert laptop.match_id is not None
    sync.publish(other, laptop.match_id, folder)
    banner = sync_of(window).banner
    qtbot.waitUntil(lambda: banner.isVisible() and "changed on two laptops" in banner.label.text(), timeout=10_000)


def _open_view(qtbot: QtBot, window: MainWindow) -> SyncConflictDialog:
    sync_of(window).banner.button.click()  # "Compare…"
    dialog = sync_of(window).conflict_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_the_banner_offers_both_versions_side_by_side_with_the_round_that_differs_in_colour(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    _diverge(qtbot, syncing, folder, other)
    banner = sync_of(syncing).banner
    assert banner.kind == "warning" and banner.button.text() == "Compare…"
    assert banner.label.text().startswith("<b>1 match(es) changed on two laptops.</b>")
    dialog = _open_view(qtbot, syncing)
    assert dialog.differing == frozenset({1})
    ours, theirs = dialog.tables
    assert ours.rowCount() == theirs.rowCount() == 2
    assert ours.item(1, 5).text() == "262 – 62" and theirs.item(1, 5).text() == "140 – 184"
    warning = QColor(theme.current().banner_warning[0])
    for table in (ours, theirs):
        assert [table.item(r, 0).text() for r in range(2)] == ["1", "≠ 2"]  # not by colour alone
        assert table.item(1, 0).background().color() == warning
        assert table.item(0, 0).background().style() == Qt.BrushStyle.NoBrush
    assert dialog.totals_labels[0].text() == "Us 262 – Them 62, 2 round(s)"
    assert dialog.totals_labels[1].text() == "Us 140 – Them 184, 2 round(s)"
    assert dialog.heads[0].text().startswith("This laptop (")
    assert dialog.heads[1].text().startswith("The other laptop (")
    assert dialog.heads[1].toolTip() == f"Read from {dialog.conflict.source}"
    for table in dialog.tables:
        assert table.accessibleName().startswith("Rounds of ")
    dialog.reject()


@pytest.mark.parametrize(
    ("choice", "matches", "round_two"),
    [("keep-ours", 1, (130, 32)), ("take-theirs", 1, (40, 122)), ("keep-both", 2, (130, 32))],
)
def test_the_choice_is_kept_and_the_window_shows_the_version_chosen(
    qtbot: QtBot,
    syncing: MainWindow,
    folder: Path,
    other: MatchStore,
    choice: Choice,
    matches: int,
    round_two: tuple[int, int],
) -> None:
    _diverge(qtbot, syncing, folder, other)
    dialog = _open_view(qtbot, syncing)
    button = {"keep-ours": dialog.keep_button, "take-theirs": dialog.take_button, "keep-both": dialog.both_button}
    button[choice].click()
    store = syncing.store
    assert store is not None
    assert conflicted_ids(store) == frozenset()
    assert store.count_matches() == matches
    match = syncing.controller.match
    assert match is not None and match.rounds[1].card_points == round_two
    assert not sync_of(syncing).banner.isVisible()


def test_the_archive_window_marks_the_match_and_opening_it_shows_both_versions(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    _diverge(qtbot, syncing, folder, other)
    assert syncing.archive is not None
    archive = syncing.archive.show_archive()
    status = archive.model.index(0, ARCHIVE_COLUMNS.index("status"))
    assert status.data() == "changed on two laptops"
    assert archive.count_label.text() == "1 match(es) kept · 1 changed on two laptops"
    assert archive.open_selected()
    dialog = sync_of(syncing).conflict_dialog
    assert dialog is not None and dialog.parent() is archive
    assert archive.isVisible()  # it stays open, under the versions
    dialog.both_button.click()
    assert archive.model.total == 2
    assert archive.model.index(0, ARCHIVE_COLUMNS.index("status")).data() != "changed on two laptops"
    archive.close()


def test_the_conflict_view_and_the_banner_name_every_control(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    from ..accessibility import unnamed_controls

    _diverge(qtbot, syncing, folder, other)
    assert unnamed_controls(syncing) == []
    dialog = _open_view(qtbot, syncing)
    assert unnamed_controls(dialog) == []
    dialog.reject()


def test_a_sync_tools_conflict_copy_is_read_as_the_other_laptops_version(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore, tmp_path: Path
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    laptop.controller.record_round(made(1, (40, 122)))
    controller.record_round(made(1, (130, 32), Suit.CLUBS))  # here, apart
    assert laptop.match_id is not None
    aside = tmp_path / "grandma-sync"
    aside.mkdir()
    theirs = sync.publish(other, laptop.match_id, aside)  # Syncthing kept theirs beside ours, renamed
    stem = theirs.name.removesuffix(".tarbish.json")
    (folder / f"{stem}.sync-conflict-20261202-201500-ABCDEFG.tarbish.json").write_bytes(theirs.read_bytes())
    banner = sync_of(syncing).banner
    qtbot.waitUntil(lambda: banner.isVisible() and "changed on two laptops" in banner.label.text(), timeout=10_000)
    dialog = _open_view(qtbot, syncing)
    assert dialog.differing == frozenset({1})
    dialog.reject()


def test_each_choice_has_its_key(qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore) -> None:
    _diverge(qtbot, syncing, folder, other)
    dialog = _open_view(qtbot, syncing)
    qtbot.waitUntil(dialog.isActiveWindow)
    keys = {button.text().replace("&&", "").split("&")[1][0].upper() for button in dialog.findChildren(QPushButton)}
    assert keys == {"K", "T", "B", "L"}  # each one once in the dialog
    qtbot.keyClick(dialog, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)  # "Take the other's"
    qtbot.waitUntil(lambda: sync_of(syncing).conflict_dialog is None)
    store = syncing.store
    assert store is not None and conflicted_ids(store) == frozenset()
    match = syncing.controller.match
    assert match is not None and match.rounds[1].card_points == (40, 122)

"""The archive window: lazy list, search as you type, open (finished ones read-only), correct, delete."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, Team
from tarbish_score.qt.archive_table_model import ARCHIVE_COLUMNS, MATCH_ID_ROLE, PAGE_SIZE, ArchiveTableModel
from tarbish_score.qt.controller import MatchReadOnlyError
from tarbish_score.storage import MatchStore
from tarbish_score.storage.snapshots import list_snapshots
from tarbish_score.ui.dialogs.archive_window import ArchiveWindow
from tarbish_score.ui.main_window import MainWindow

from ..archive_helpers import in_progress, kept, made, short_finished, store, stored_current
from ..conftest import _activate, type_text

__all__ = ["kept", "store"]  # fixtures


def _many(store: MatchStore, count: int) -> None:
    names = ["MacNeil", "Gillis", "Chiasson", "Boudreau"]
    store.add_matches(
        Match((Team(f"The {names[n % 4]}s", ("Mary", "Joe")), Team(f"Team {n}", ("Angus", "Flora"))), 0)
        for n in range(count)
    )


def test_the_model_passes_the_model_tester(qtmodeltester: object, store: MatchStore) -> None:
    _many(store, 2 * PAGE_SIZE + 17)
    model = ArchiveTableModel(store)
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    # Qt's tester fetches more from inside its own modelReset handler (reset still "in flight"),
    # so a filtered model is checked with a tester of its own.
    searched = ArchiveTableModel(store)
    searched.set_search("macneil")
    qtmodeltester.check(searched)  # type: ignore[attr-defined]
    assert searched.total == 55 and searched.rowCount() == 55


def test_the_model_loads_a_page_at_a_time(store: MatchStore) -> None:
    _many(store, 2 * PAGE_SIZE + 17)
    model = ArchiveTableModel(store)
    assert model.rowCount() == 0 and model.total == 2 * PAGE_SIZE + 17
    assert model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == PAGE_SIZE
    model.fetchMore()
    model.fetchMore()
    assert model.rowCount() == 2 * PAGE_SIZE + 17
    assert not model.canFetchMore()
    # Newest first: the last one added is on top.
    assert model.data(model.index(0, 1)) == "The MacNeils v Team 216"
    assert model.data(model.index(0, 0), MATCH_ID_ROLE) == 2 * PAGE_SIZE + 17


def test_columns_show_date_teams_players_totals_winner_rounds_status(store: MatchStore) -> None:
    store.add_matches([short_finished(), in_progress()])
    model = ArchiveTableModel(store)
    model.fetchMore()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Started", "Teams", "Players", "Score", "Winner", "Rounds", "Status", "Note"]
    playing = [model.data(model.index(0, c)) for c in range(1, 7)]
    totals = in_progress().score.totals
    score = f"{totals[0]} – {totals[1]}"
    assert playing == ["Chiassons v Doucets", "Aurélie & Réjean v Sandy & Colin", score, "", "2", "in progress"]
    won = [model.data(model.index(1, c)) for c in range(1, 7)]
    assert won == ["MacNeils v Gillis", "Mary & Joe v Angus & Theresa", "324 – 0", "MacNeils", "2", "finished"]
    assert len(model.data(model.index(1, 0))) == len("2024-05-01 12:00")


def test_search_filters_as_you_type(qtbot: QtBot, kept: MainWindow, store: MatchStore) -> None:
    store.add_matches([short_finished(), in_progress(), short_finished("Beatons", "Aucoins")])
    assert kept.archive is not None
    qtbot.keyClick(kept, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    archive = kept.archive.archive_window
    assert archive is not None
    qtbot.waitExposed(archive)
    assert archive.model.rowCount() == 3
    assert archive.count_label.text() == "3 match(es) kept"
    type_text(qtbot, archive.search_edit, "réj")  # a player, accents and case folded
    assert archive.model.rowCount() == 1
    assert archive.model.data(archive.model.index(0, 1)) == "Chiassons v Doucets"
    assert archive.count_label.text() == "1 match(es) found"
    archive.search_edit.setText("GILLIS")  # a team
    assert archive.model.rowCount() == 1
    archive.search_edit.setText("nobody")
    assert archive.model.rowCount() == 0
    # No match shown: nothing to open, export or delete.
    assert [b.isEnabled() for b in (archive.open_button, archive.export_button, archive.delete_button)] == [False] * 3
    archive.search_edit.setText("")
    assert [b.isEnabled() for b in (archive.open_button, archive.export_button, archive.delete_button)] == [True] * 3


def test_search_finds_a_match_note_or_a_round_note(qtbot: QtBot, kept: MainWindow, store: MatchStore) -> None:
    hall = short_finished().with_note("Legion hall, Friday")
    renege = in_progress().with_round_note(1, "Renege by Colin")
    hall_id, renege_id = store.add_matches([hall, renege, short_finished("Beatons", "Aucoins")])[:2]
    assert kept.archive is not None
    qtbot.keyClick(kept, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    archive = kept.archive.archive_window
    assert archive is not None
    qtbot.waitExposed(archive)
    assert archive.search_edit.placeholderText() == "A name or a note, e.g. MacNeil, Legion hall, renege"
    type_text(qtbot, archive.search_edit, "legion")
    assert archive.model.rowCount() == 1
    note = ARCHIVE_COLUMNS.index("note")
    assert archive.model.data(archive.model.index(0, note)) == "Legion hall, Friday"
    assert archive.model.data(archive.model.index(0, note), Qt.ItemDataRole.ToolTipRole) == "Legion hall, Friday"
    assert archive.model.data(archive.model.index(0, 0), MATCH_ID_ROLE) == hall_id
    archive.search_edit.setText("RENEGE")
    assert [archive.model.data(archive.model.index(r, 0), MATCH_ID_ROLE) for r in range(archive.model.rowCount())] == [
        renege_id
    ]
    assert archive.model.data(archive.model.index(0, note)) == ""  # the note is on a round, not the match
    assert archive.count_label.text() == "1 match(es) found"


def test_opening_an_unfinished_match_makes_it_current(qtbot: QtBot, kept: MainWindow, store: MatchStore) -> None:
    (match_id,) = store.add_matches([in_progress()])
    assert kept.archive is not None
    archive = kept.archive.show_archive()
    qtbot.waitExposed(archive)
    archive.view.setFocus()
    qtbot.keyClick(archive.view, Qt.Key.Key_Return)
    assert kept.controller.match == in_progress()
    assert not kept.controller.read_only
    assert kept.round_entry.isEnabled()
    assert store.current_match_id() == match_id
    assert kept.archive.archive_window is None or not kept.archive.archive_window.isVisible()
    kept.controller.record_round(made(3, (100, 62)))
    stored = stored_current()
    assert stored is not None and len(stored.match.rounds) == 3


def test_a_finished_match_opens_read_only_until_corrected(qtbot: QtBot, kept: MainWindow, store: MatchStore) -> None:
    (match_id,) = store.add_matches([short_finished()])
    assert kept.archive is not None
    archive = kept.archive.show_archive()
    qtbot.waitExposed(archive)
    spot = archive.view.visualRect(archive.model.index(0, 1)).center()
    # A double-click is a press, a release, then the double-click (the view wants the press first).
    QTest.mouseClick(archive.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    QTest.mouseDClick(archive.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert kept.controller.match == short_finished()
    assert kept.controller.read_only
    assert not kept.round_entry.isEnabled()
    banner = kept.archive.read_only_banner
    assert banner.isVisible() and "Read-only" in banner.label.text()
    with pytest.raises(MatchReadOnlyError):
        kept.controller.delete_round(0)
    kept.history.delete_requested.emit(0)  # Delete pressed on round 1 in the history
    assert "read-only" in kept.statusBar().currentMessage()
    assert len(kept.controller.match.rounds) == 2  # type: ignore[union-attr]
    # The user chooses to correct it: the banner's button.
    banner.button.click()
    assert not kept.controller.read_only
    assert not banner.isVisible()
    kept.controller.edit_round(1, made(2, (100, 62)))
    with MatchStore.open(store.directory, read_only=True) as reader:
        stored = reader.load_match(match_id)
    assert stored.status == "in-progress"  # 262 to 62: no longer won
    assert [e.action for e in stored.log][-1] == "edit"


def test_delete_asks_first_and_deleting_the_current_match_starts_afresh(
    qtbot: QtBot, kept: MainWindow, store: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.add_matches([short_finished()])
    kept.controller.start_match(in_progress())
    assert kept.archive is not None
    current = kept.archive.keeper.match_id
    archive = kept.archive.show_archive()
    archive.select_row(0)
    assert archive.selected() is not None and archive.selected().id == current  # type: ignore[union-attr]
    asked: list[str] = []

    def no(summary: object) -> bool:
        asked.append("no")
        return False

    monkeypatch.setattr(archive, "confirm_delete", no)
    qtbot.keyClick(archive.view, Qt.Key.Key_Delete)
    assert asked == ["no"] and store.count_matches() == 2
    monkeypatch.setattr(archive, "confirm_delete", lambda summary: True)
    archive.delete_button.click()
    assert store.count_matches() == 1
    assert archive.model.rowCount() == 1
    assert kept.controller.match is None
    assert store.current_match_id() is None
    # Closing the archive offers a new match.
    archive.close()
    qtbot.waitUntil(lambda: kept.match_actions.new_match_dialog is not None)
    kept.match_actions.new_match_dialog.reject()  # type: ignore[union-attr]


def test_closing_the_archive_after_deleting_the_current_match_offers_a_new_match_at_once(
    kept: MainWindow, store: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The offer follows the archive's closing, not Qt's later deletion of the window (which Qt 6.6 leaves
    # to an event loop that a test, or a nested loop, may not be running).
    store.add_matches([short_finished()])
    kept.controller.start_match(in_progress())
    assert kept.archive is not None
    archive = kept.archive.show_archive()
    archive.select_row(0)
    monkeypatch.setattr(archive, "confirm_delete", lambda summary: True)
    archive.delete_button.click()
    assert kept.controller.match is None and kept.match_actions.new_match_dialog is None  # not over the archive
    archive.close()
    assert kept.archive.archive_window is None
    assert kept.match_actions.new_match_dialog is not None and kept.match_actions.new_match_dialog.isVisible()
    kept.match_actions.new_match_dialog.reject()


def test_opening_the_archive_again_keeps_the_new_archive_window(kept: MainWindow, store: MatchStore) -> None:
    store.add_matches([short_finished()])
    assert kept.archive is not None
    first = kept.archive.show_archive()
    second = kept.archive.show_archive()  # Ctrl+O again: the first closes, a fresh listing opens
    assert not first.isVisible()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the first window is deleted now
    assert kept.archive.archive_window is second and second.isVisible()
    second.close()
    assert kept.archive.archive_window is None


def test_the_archive_window_works_on_a_bare_store(qtbot: QtBot, store: MatchStore) -> None:
    store.add_matches([short_finished()])
    window = ArchiveWindow(store)
    qtbot.addWidget(window)
    window.show()
    chosen: list[int] = []
    window.match_chosen.connect(chosen.append)
    assert window.open_selected() is False  # nothing selected yet
    window.select_row(0)
    assert window.open_selected() is True
    assert chosen == [1]


def test_looking_at_a_finished_match_keeps_the_match_in_progress_to_resume(kept: MainWindow, store: MatchStore) -> None:
    playing, old = store.add_matches([in_progress(), short_finished()])
    assert kept.archive is not None
    kept.archive.keeper.open_match(playing)
    assert store.current_match_id() == playing
    kept.archive.keeper.open_match(old)  # read-only look at an old match
    assert kept.controller.read_only
    assert store.current_match_id() == playing  # a restart brings the unfinished match back
    resumed = store.resume()
    assert resumed is not None and resumed.match == in_progress()


def test_enter_in_the_search_box_opens_the_match_found_and_arrows_choose(
    qtbot: QtBot, kept: MainWindow, store: MatchStore
) -> None:
    older, newer = store.add_matches([in_progress(), short_finished()])
    assert kept.archive is not None
    archive = kept.archive.show_archive()
    qtbot.waitExposed(archive)
    archive.search_edit.setFocus()
    qtbot.waitUntil(archive.search_edit.hasFocus)
    assert archive.selected() is not None and archive.selected().id == newer  # type: ignore[union-attr]
    qtbot.keyClick(archive.search_edit, Qt.Key.Key_Down)
    assert archive.selected().id == older  # type: ignore[union-attr]
    qtbot.keyClick(archive.search_edit, Qt.Key.Key_Up)
    qtbot.keyClick(archive.search_edit, Qt.Key.Key_Down)
    qtbot.keyClick(archive.search_edit, Qt.Key.Key_Return)  # the first Enter opens it
    assert kept.controller.match == in_progress()


# --- snapshots (storage/snapshots.py) ---------------------------------------------------------------


def _snapshot(store: MatchStore, day: str) -> None:
    """The archive as it is now, as the snapshot of ``day`` (what the first change of that day takes)."""
    import sqlite3
    from contextlib import closing
    from datetime import date

    from tarbish_score.storage.snapshots import snapshot_path

    target = snapshot_path(store.directory, date.fromisoformat(day))
    target.parent.mkdir(exist_ok=True)
    with closing(sqlite3.connect(store.path)) as source, closing(sqlite3.connect(target)) as copy:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")


def test_snapshots_are_listed_and_one_is_restored_by_keyboard(
    qtbot: QtBot, kept: MainWindow, store: MatchStore
) -> None:
    (old_id,) = store.add_matches([short_finished()])
    _snapshot(store, "2026-11-29")
    kept.controller.start_match(Match(in_progress().teams, 1))
    kept.controller.record_round(made(1, (100, 62)))
    playing = kept.archive.keeper.match_id if kept.archive is not None else None
    _snapshot(store, "2026-11-30")
    assert kept.archive is not None and playing is not None
    qtbot.keyClick(kept, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    archive = kept.archive.archive_window
    assert archive is not None
    qtbot.waitExposed(archive)
    lines = [archive.snapshot_list.item(r).text() for r in range(archive.snapshot_list.count())]
    assert lines == ["Mon 30 Nov 2026 — 2 match(es)", "Sun 29 Nov 2026 — 1 match(es)"]
    assert "Alt+S snapshots" in archive.hint_label.text()
    qtbot.waitUntil(lambda: _activate(archive))
    qtbot.keyClick(archive.search_edit, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # the label's buddy
    assert archive.snapshot_list.hasFocus()
    qtbot.keyClick(archive.snapshot_list, Qt.Key.Key_Down)
    asked: list[str] = []
    archive.confirm_restore = lambda snapshot: asked.append(snapshot.name) or True  # type: ignore[method-assign]
    qtbot.keyClick(archive.snapshot_list, Qt.Key.Key_Return)
    assert asked == ["2026-11-29"]
    # The archive is the snapshot's, reopened in place; the match that was open is in the one kept aside.
    assert archive.model.total == 1 and store.list_matches()[0].id == old_id
    assert kept.controller.match is None
    banner = kept.archive.alert_banner
    assert banner.isVisible() and "Chiassons against Doucets, open until now, is in it." in banner.label.text()
    first = archive.snapshot_list.item(0).text()
    assert "kept aside by a restore" in first and first.endswith("— 2 match(es)")
    # Restoring what was kept aside takes the restore back: the match in progress returns and resumes.
    archive.snapshot_list.setCurrentRow(0)
    assert archive.restore_selected()
    assert store.count_matches() == 2
    match = kept.controller.match
    assert match is not None and match.teams == in_progress().teams and len(match.rounds) == 1


def test_a_restore_waits_while_changes_are_unsaved(qtbot: QtBot, kept: MainWindow, store: MatchStore) -> None:
    store.add_matches([short_finished()])
    _snapshot(store, "2026-11-29")
    assert kept.archive is not None
    kept.archive.keeper._jobs.append(lambda: None)  # a save the disk refused, waiting
    archive = kept.archive.show_archive()
    errors: list[str] = []
    archive.confirm_restore = lambda snapshot: True  # type: ignore[method-assign]
    archive.show_error = errors.append  # type: ignore[method-assign]
    assert not archive.restore_selected()
    assert errors == [
        "The snapshot was not restored: changes in this window are not saved yet; once they are, restore the snapshot"
    ]
    assert store.count_matches() == 1
    kept.archive.keeper._jobs.clear()


def test_a_damaged_archive_offers_the_newest_good_snapshot(qtbot: QtBot, kept: MainWindow, store: MatchStore) -> None:
    from PySide6.QtWidgets import QMessageBox

    assert kept.archive is not None
    assert kept.archive.offer_snapshot_after_damage() is None  # no snapshot: nothing to offer
    store.add_matches([short_finished(), in_progress()])
    _snapshot(store, "2026-11-29")
    store.add_matches([short_finished("Beatons", "Aucoins")])
    _snapshot(store, "2026-11-30")
    (store.directory / "snapshots" / "archive-2026-11-30.sqlite3").write_bytes(b"SQLite format 3\x00" + b"\0" * 99)
    box = kept.archive.offer_snapshot_after_damage()
    assert box is not None
    assert box.informativeText().startswith("Restore the snapshot of Sun 29 Nov 2026 (2 match(es))?")
    default = box.defaultButton()
    assert default is not None and default.text() == "&Restore it"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: store.count_matches() == 2)
    assert isinstance(box, QMessageBox)


@pytest.fixture
def french(qapp: object, tmp_path: Path) -> Iterator[None]:
    """A French catalogue with plural forms and the fr_FR locale's dates, installed; removed after."""
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    from tarbish_score.qt.language import install_locale_formats
    from tarbish_score.words.formats import install_formatter

    from ...catalogues import compile_catalogue

    qm = compile_catalogue(
        tmp_path / "i18n",
        "fr",
        {
            "ArchiveWindow": {
                "%n match(es) kept": ["%n partie gardée", "%n parties gardées"],
                "%n match(es)": ["%n partie", "%n parties"],
                "{day} — {count}": "{day} — {count}",
            }
        },
    )
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    install_locale_formats(QLocale("fr_FR"))
    yield
    QCoreApplication.removeTranslator(translator)
    install_formatter(None)


def test_counts_take_the_languages_plural_forms_and_dates_its_format(
    qtbot: QtBot, french: None, store: MatchStore
) -> None:
    store.add_matches([short_finished()])
    archive = ArchiveWindow(store)
    qtbot.addWidget(archive)
    assert archive.count_label.text() == "1 partie gardée"
    store.add_matches([in_progress()])
    archive.model.reload()
    assert archive.count_label.text() == "2 parties gardées"
    _snapshot(store, "2026-11-29")
    assert archive.snapshot_text(list_snapshots(store.directory)[0]) == "dimanche 29 novembre 2026 — 2 parties"
    archive.model.fetchMore()
    created = archive.model.data(archive.model.index(0, 0))
    assert re.fullmatch(r"\d\d/\d\d/\d{4} \d\d:\d\d", created), created

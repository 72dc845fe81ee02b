"""Every change on disk before the window shows it; corrections logged; resume; write failures retried."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import RoundInput, Suit
from tarbish_score.qt.commands import Change, ChangeKind
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper, corrected_rounds
from tarbish_score.storage import MatchStore, StoreWriteError, database_path, round_dict
from tarbish_score.ui import app as app_module
from tarbish_score.ui.main_window import MainWindow
from tests.changes import changed, is_change

from ..ui.archive_helpers import in_progress, kept, made, open_window, store, stored_current
from ..ui.conftest import standard_match, type_keys

__all__ = ["kept", "store"]  # fixtures


def test_a_round_is_on_disk_before_the_history_shows_it(qtbot: QtBot, kept: MainWindow) -> None:
    kept.controller.start_match(standard_match())
    seen: list[tuple[int, int]] = []

    def on_changed(change: Change | None) -> None:
        if not is_change(change, ChangeKind.RECORD):
            return
        # Read through a second connection, as a restarted app would.
        stored = stored_current()
        assert stored is not None
        seen.append((len(stored.match.rounds), kept.history_model.rowCount()))

    kept.controller.match_changed.connect(on_changed)
    qtbot.waitUntil(lambda: kept.round_entry.caller_picker.hasFocus())
    with changed(qtbot, kept.controller, ChangeKind.RECORD):
        type_keys(qtbot, ["1", "h", "1", "0", "2", Qt.Key.Key_Return])
    with changed(qtbot, kept.controller, ChangeKind.RECORD):
        type_keys(qtbot, ["2", "s", "9", "0", Qt.Key.Key_Return])
    assert seen == [(1, 1), (2, 2)]
    stored = stored_current()
    assert stored is not None
    assert stored.match.rounds == (made(0, (102, 60)), RoundInput(1, Suit.SPADES, (72, 90)))


def test_every_correction_is_logged_with_before_and_after(qtbot: QtBot, kept: MainWindow) -> None:
    controller = kept.controller
    first, second, fixed = made(0, (100, 62)), made(1, (62, 100)), made(0, (120, 42))
    controller.start_match(standard_match())
    controller.record_round(first)
    controller.record_round(second)
    controller.edit_round(0, fixed)
    controller.delete_round(1)
    controller.undo_stack.undo()  # the deleted round comes back
    controller.undo_stack.redo()  # and goes again
    stored = stored_current()
    assert stored is not None
    log = [(e.action, e.round_number, e.before, e.after) for e in stored.log]
    assert log == [
        ("new", None, None, None),
        ("record", 1, None, round_dict(first)),
        ("record", 2, None, round_dict(second)),
        ("edit", 1, round_dict(first), round_dict(fixed)),
        ("delete", 2, round_dict(second), None),
        ("undo", 2, None, round_dict(second)),
        ("redo", 2, round_dict(second), None),
    ]
    assert stored.match.rounds == (fixed,)
    # The window's copy of the log is the one on disk.
    assert [(e.action, e.round_number) for e in kept.archive.keeper.log] == [  # type: ignore[union-attr]
        (a, n) for a, n, _, _ in log
    ]
    # Exported JSON keeps the log.
    with MatchStore.open(paths.data_dir(), read_only=True) as reader:
        exported = reader.export_record(stored.id)
    assert [entry["action"] for entry in exported["log"]] == [a for a, _, _, _ in log]


def test_the_history_marks_corrected_rounds(qtbot: QtBot, kept: MainWindow) -> None:
    controller = kept.controller
    controller.start_match(standard_match())
    controller.record_round(made(0, (100, 62)))
    controller.record_round(made(1, (62, 100)))
    controller.record_round(made(2, (90, 72)))
    controller.edit_round(1, made(1, (50, 112)))
    model = kept.history_model
    numbers = [model.data(model.index(row, 0)) for row in range(3)]
    assert numbers == ["1", "✎ 2", "3"]
    assert "corrected" in model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole)
    assert model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole) is None
    # Deleting round 1 renumbers: the corrected round is now round 1.
    controller.delete_round(0)
    assert [model.data(model.index(row, 0)) for row in range(2)] == ["✎ 1", "2"]


def test_corrected_rounds_follow_the_log() -> None:
    from tarbish_score.storage import LogEntry

    a, b, c = (round_dict(made(0, (n, 162 - n))) for n in (90, 100, 110))
    log = [
        LogEntry.now("record", 1, None, a),
        LogEntry.now("record", 2, None, b),
        LogEntry.now("insert", 1, None, c),  # a forgotten round goes first
        LogEntry.now("undo", 3, b, None),  # recording b is undone
    ]
    assert corrected_rounds(log) == frozenset({0})
    assert corrected_rounds([*log, LogEntry.now("edit", 2, a, c)]) == frozenset({0, 1})


def test_the_corrections_log_lists_changes_in_player_words(qtbot: QtBot, kept: MainWindow) -> None:
    controller = kept.controller
    controller.start_match(standard_match())
    controller.record_round(made(0, (100, 62)))
    controller.edit_round(0, RoundInput(1, Suit.SPADES, (70, 92), bella=3))
    assert kept.archive is not None
    kept.archive.corrections_action.trigger()
    dialog = kept.archive.corrections_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.table.rowCount() == 1  # corrections only
    when, what, changed, was, became = dialog.row_texts(0)
    assert what == "Round 1 corrected"
    assert changed == "caller Ann → Bea; trump ♥ hearts → ♠ spades; cards 100 – 62 → 70 – 92; bella nobody → Dan"
    assert was == "Ann called ♥ hearts, cards 100 – 62"
    assert became == "Bea called ♠ spades, cards 70 – 92, bella Dan"
    assert when[:4].isdigit()
    dialog.all_check.setChecked(True)
    assert [dialog.row_texts(r)[1] for r in range(dialog.table.rowCount())] == [
        "Round 1 edited",
        "Round 1 recorded",
        "Match started",
    ]
    assert kept.archive.corrections_action.shortcut().toString() == "Ctrl+L"


def test_restart_resumes_the_match_with_no_undo_history(qtbot: QtBot) -> None:
    folder = paths.data_dir()
    with MatchStore.open(folder) as first_store:
        first = open_window(qtbot, first_store)
        first.controller.start_match(standard_match())
        first.controller.record_round(made(0, (100, 62)))
        first.controller.record_round(made(1, (62, 100)))
        first.controller.edit_round(0, made(0, (110, 52)))
        match = first.controller.match
        first.close()
    with MatchStore.open(folder) as second_store:
        second = open_window(qtbot, second_store)
        assert second.archive is not None
        resumed = second.archive.keeper.resume()
        assert resumed is not None
        assert second.controller.match == match
        assert second.controller.undo_stack.count() == 0
        assert not second.controller.read_only
        assert second.history_model.rowCount() == 2
        assert second.history_model.data(second.history_model.index(0, 0)) == "✎ 1"
        # It goes on where it stopped, saving as before.
        second.controller.record_round(made(2, (90, 72)))
    stored = stored_current(folder)
    assert stored is not None
    assert len(stored.match.rounds) == 3


def test_start_up_resumes_through_open_archive(qtbot: QtBot, window: MainWindow) -> None:
    with MatchStore.open(paths.data_dir()) as store:
        match_id = store.create_match(in_progress())
        store.set_current(match_id)
    assert app_module.open_archive(window) is True
    try:
        assert window.controller.match == in_progress()
        assert "Welcome back" in window.statusBar().currentMessage()
    finally:
        assert window.archive is not None
        window.archive.keeper.store.close()


def test_a_write_failure_keeps_the_match_and_retries(
    qtbot: QtBot, kept: MainWindow, store: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept.controller.start_match(standard_match())
    real_save = store.save_match
    calls = {"n": 0}

    def fail_once(*args: object, **kwargs: object) -> None:
        calls["n"] += 1
        if calls["n"] == 1:
            raise StoreWriteError(store.path, "full", "database or disk is full")
        real_save(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(store, "save_match", fail_once)
    assert kept.archive is not None
    banner = kept.archive.alert_banner
    with qtbot.waitSignal(kept.controller.save_failed):
        kept.controller.record_round(made(0, (100, 62)))
    # Shown and kept in memory, not on disk; the window says so and that it will retry.
    assert kept.history_model.rowCount() == 1
    assert banner.isVisible()
    assert "Not saved" in banner.label.text() and "disk is full" in banner.label.text()
    assert "tried again" in banner.label.text()
    assert kept.archive.keeper.pending
    on_disk = stored_current()
    assert on_disk is not None and on_disk.match.rounds == ()
    # The next change saves everything, in order.
    kept.controller.record_round(made(1, (62, 100)))
    on_disk = stored_current()
    assert on_disk is not None
    assert on_disk.match == kept.controller.match
    assert [e.action for e in on_disk.log] == ["new", "record", "record"]
    assert banner.kind == "info" and "every change is on disk again" in banner.label.text()
    assert not kept.archive.keeper.pending


def test_try_again_saves_a_new_match_whose_creation_failed(
    qtbot: QtBot, kept: MainWindow, store: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_create = store.create_match
    failing = {"on": True}

    def create(match: object) -> int:
        if failing["on"]:
            raise StoreWriteError(store.path, "read-only", "attempt to write a readonly database")
        return real_create(match)  # type: ignore[arg-type]

    monkeypatch.setattr(store, "create_match", create)
    kept.controller.start_match(standard_match())
    kept.controller.record_round(made(0, (100, 62)))
    assert kept.archive is not None
    assert "read-only" in kept.archive.alert_banner.label.text()
    assert store.count_matches() == 0
    failing["on"] = False
    kept.archive.alert_banner.button.click()  # "Try again"
    on_disk = stored_current()
    assert on_disk is not None
    assert on_disk.match == kept.controller.match
    assert [e.action for e in on_disk.log] == ["new", "record"]


def test_undoing_the_start_of_an_empty_match_removes_it(qtbot: QtBot, kept: MainWindow, store: MatchStore) -> None:
    kept.controller.start_match(standard_match())
    assert store.count_matches() == 1
    kept.controller.undo_stack.undo()
    assert store.count_matches() == 0
    assert store.current_match_id() is None
    kept.controller.undo_stack.redo()
    assert store.count_matches() == 1
    assert store.current_match_id() == kept.archive.keeper.match_id  # type: ignore[union-attr]


def test_set_aside_keeps_the_match_and_the_archive_reopens_it(
    qtbot: QtBot, kept: MainWindow, store: MatchStore
) -> None:
    kept.controller.start_match(standard_match())
    kept.controller.record_round(made(0, (100, 62)))
    first = kept.controller.match
    assert kept.archive is not None
    kept.archive.set_aside_action.trigger()
    dialog = kept.match_actions.new_match_dialog
    assert dialog is not None
    assert "stays in the archive" in kept.statusBar().currentMessage()
    dialog.team_edits[0].setText("MacNeils")
    dialog.accept()
    assert kept.controller.match is not None and kept.controller.match.teams[0].name == "MacNeils"
    assert store.count_matches() == 2
    archive = kept.archive.show_archive()
    assert [s.teams[0] for s in store.list_matches()] == ["MacNeils", "Us"]
    archive.select_row(1)
    archive.open_selected()
    assert kept.controller.match == first
    assert not kept.controller.read_only
    assert store.current_match_id() == kept.archive.keeper.match_id


def test_a_damaged_archive_is_set_aside_and_the_user_told(qtbot: QtBot, window: MainWindow) -> None:
    folder = paths.data_dir()
    folder.mkdir(parents=True)
    database_path(folder).write_bytes(b"not a database at all\n" * 100)
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    store = window.archive.keeper.store
    try:
        moved = store.moved_aside
        assert moved is not None and moved.read_bytes() == b"not a database at all\n" * 100
        banner = window.archive.alert_banner
        assert banner.isVisible()
        assert "damaged" in banner.label.text()
        assert str(moved) in banner.label.text()
        # A fresh archive works.
        window.controller.start_match(standard_match())
        assert store.count_matches() == 1
    finally:
        store.close()


def test_a_second_window_on_the_same_folder_is_refused(
    qtbot: QtBot, window: MainWindow, store: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    quit_with: list[int] = []
    monkeypatch.setattr(app_module, "refuse_second_window", lambda parent, text: told.append(text))
    monkeypatch.setattr(app_module, "quit_app", quit_with.append)
    assert app_module.open_archive(window) is False
    assert quit_with == [app_module.EXIT_LOCKED]
    assert len(told) == 1 and "already open" in told[0] and str(paths.data_dir()) in told[0]
    assert window.archive is None
    # The first window's archive is untouched and still writable.
    assert store.create_match(standard_match()) == 1


def test_an_unusable_archive_leaves_the_window_working_unsaved(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    paths.set_data_dir(blocker / "data")  # cannot create a folder inside a file
    told: list[str] = []
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: told.append(text))
    assert app_module.open_archive(window) is True
    assert len(told) == 1 and "Cannot create the folder" in told[0]
    window.controller.start_match(standard_match())
    assert window.controller.match == standard_match()


def test_a_controller_without_keeper_still_works() -> None:
    controller = MatchController()
    controller.start_match(standard_match())
    controller.load_match(in_progress(), read_only=True)
    assert controller.undo_stack.count() == 0 and controller.read_only
    controller.start_match(standard_match())  # a new match is always allowed
    assert not controller.read_only


def test_keeper_becomes_the_saver(store: MatchStore) -> None:
    controller = MatchController()
    keeper = MatchKeeper(controller, store)
    controller.start_match(standard_match())
    assert keeper.match_id == 1
    assert store.current_match_id() == 1


def test_unsaved_changes_are_told_retried_and_kept_in_a_recovery_record_until_saved(
    qtbot: QtBot, kept: MainWindow, store: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tarbish_score.exchange.recovery import find_recovery
    from tarbish_score.model import loads_record

    kept.controller.start_match(standard_match())
    keeper = kept.archive.keeper if kept.archive is not None else None
    assert keeper is not None
    assert not keeper.has_unsaved_changes and keeper.retry_now() is True
    assert keeper.write_recovery() is None  # nothing unsaved: nothing written
    real_save = store.save_match

    def refuse(*args: object, **kwargs: object) -> None:
        raise StoreWriteError(store.path, "read-only", "attempt to write a readonly database")

    monkeypatch.setattr(store, "save_match", refuse)
    with qtbot.waitSignal(kept.controller.save_failed):
        kept.controller.record_round(made(0, (100, 62)))
    assert keeper.has_unsaved_changes
    assert keeper.retry_now() is False and keeper.has_unsaved_changes
    path = keeper.write_recovery()
    assert path is not None and find_recovery() == [path]
    record = loads_record(path.read_bytes())
    assert record.rounds == (made(0, (100, 62)),)
    assert record.extra["archive"]["id"] == keeper.match_id
    assert [entry["action"] for entry in record.extra["log"]] == ["new", "record"]
    # The disk takes it again: saved, and the recovery record goes (no stale copy offered at the next start).
    monkeypatch.setattr(store, "save_match", real_save)
    assert keeper.retry_now() is True
    assert not keeper.has_unsaved_changes
    assert find_recovery() == [] and keeper.recovery_path is None
    on_disk = stored_current()
    assert on_disk is not None and len(on_disk.match.rounds) == 1


def test_renames_and_notes_are_logged_saved_and_never_mark_a_round(
    qtbot: QtBot, kept: MainWindow, store: MatchStore
) -> None:
    controller = kept.controller
    controller.start_match(standard_match())
    controller.record_round(made(0, (100, 62)))
    assert controller.rename(("Gaels", "Them"), (("Ann", "Cailean"), ("Bea", "Dan")))
    assert controller.set_note("Legion hall, Friday")
    assert controller.set_note("misdeal", 0)
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    stored = stored_current()
    assert stored is not None
    assert stored.match.teams[0].name == "Gaels"
    assert stored.match.seats == ("Ann", "Bea", "Cailean", "Dan")
    assert (stored.match.note, stored.match.rounds[0].note) == ("Legion hall, Friday", "misdeal")
    log = [(e.action, e.round_number, e.before, e.after) for e in stored.log[2:]]
    round_before = round_dict(made(0, (100, 62)))
    round_after = {**round_before, "note": "misdeal"}
    us = {"name": "Us", "players": ["Ann", "Cal"]}
    them = {"name": "Them", "players": ["Bea", "Dan"]}
    gaels = {"name": "Gaels", "players": ["Ann", "Cailean"]}
    assert log == [
        ("rename", None, {"teams": [us, them]}, {"teams": [gaels, them]}),
        ("note", None, {"note": ""}, {"note": "Legion hall, Friday"}),
        ("note", 1, round_before, round_after),
        ("undo", 1, round_after, round_before),
        ("redo", 1, round_before, round_after),
    ]
    # A note changes no score: the round is not marked as corrected.
    assert kept.archive is not None
    assert kept.archive.keeper.corrected_rounds() == frozenset()
    controller.edit_round(0, RoundInput(0, Suit.HEARTS, (90, 72), note="misdeal"))  # a real correction: marked
    model = kept.history_model
    assert model.data(model.index(0, 0)) == "✎ 1 *"
    assert model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole) == (
        "Note: misdeal\nRound 1 was corrected: Match ▸ Corrections log (Ctrl+L) shows how."
    )
    controller.undo_stack.undo()
    assert store.list_matches("legion")[0].teams == ("Gaels", "Them")
    # The corrections log words them for players.
    kept.archive.corrections_action.trigger()
    dialog = kept.archive.corrections_dialog
    assert dialog is not None
    dialog.all_check.setChecked(True)
    rows = [tuple(dialog.row_texts(r)[1:]) for r in range(dialog.table.rowCount())]
    assert [row[0] for row in rows[:2]] == ["Undo: round 1 changed back", "Round 1 edited"]
    assert rows[2:6] == [
        (
            "Redo: round 1 changed back",
            "Ann called ♥ hearts, cards 100 – 62",
            "Ann called ♥ hearts, cards 100 – 62, note “misdeal”",
        ),
        (
            "Undo: round 1 changed back",
            "Ann called ♥ hearts, cards 100 – 62, note “misdeal”",
            "Ann called ♥ hearts, cards 100 – 62",
        ),
        (
            "Note on round 1",
            "Ann called ♥ hearts, cards 100 – 62",
            "Ann called ♥ hearts, cards 100 – 62, note “misdeal”",
        ),
        ("Note on the match", "–", "Legion hall, Friday"),
    ]
    assert rows[6] == (
        "Teams and players renamed",
        "Us: Ann & Cal; Them: Bea & Dan",
        "Gaels: Ann & Cailean; Them: Bea & Dan",
    )


def test_an_inserted_round_and_a_change_of_rules_are_logged(qtbot: QtBot, kept: MainWindow) -> None:
    from tarbish_score.model import RuleSet

    controller = kept.controller
    first, second, forgotten = made(0, (100, 62)), made(1, (62, 100)), made(3, (81, 81))
    controller.start_match(standard_match())
    controller.record_round(first)
    controller.record_round(second)
    controller.insert_round(1, forgotten)
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    controller.change_rules(RuleSet(equal_totals="whole-bait"))
    controller.undo_stack.undo()
    stored = stored_current()
    assert stored is not None
    log = [(e.action, e.round_number, e.before, e.after) for e in stored.log]
    standard, whole_bait = {"preset": "standard"}, {"preset": "standard", "equal_totals": "whole-bait"}
    assert log[3:] == [
        ("insert", 2, None, round_dict(forgotten)),
        ("undo", 2, round_dict(forgotten), None),
        ("redo", 2, None, round_dict(forgotten)),
        ("rules", None, standard, whole_bait),
        ("rules", None, whole_bait, standard),  # undone: the rules changed back, logged as what happened
    ]
    assert stored.match.rounds == (first, forgotten, second)
    assert stored.match.rules == RuleSet()
    # The inserted round is marked as a correction; the rounds around it are not.
    assert kept.archive is not None
    assert kept.archive.keeper.corrected_rounds() == frozenset({1})

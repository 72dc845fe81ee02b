"""The window keeps its archive and the sync folder in step: what it writes, what it takes in, and when."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.exchange import sync
from tarbish_score.model import Match, Suit
from tarbish_score.qt.sync_keeper import SyncKeeper
from tarbish_score.storage import MatchStore
from tarbish_score.ui.main_window import MainWindow

from .helpers import a_match, folder, made, other, other_laptop, other_laptop_plays, records, sync_of, syncing

__all__ = ["folder", "other", "syncing"]  # fixtures


def _keeper(window: MainWindow) -> SyncKeeper:
    keeper = sync_of(window).sync_keeper
    assert keeper is not None
    return keeper


def _store(window: MainWindow) -> MatchStore:
    store = window.store
    assert store is not None
    return store


def test_a_recorded_round_is_written_to_the_folder_whole_under_the_match_identity(
    qtbot: QtBot, syncing: MainWindow, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    renamed: list[tuple[str, str]] = []
    real_replace = os.replace

    def spying_replace(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        renamed.append((Path(source).name, Path(target).name))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", spying_replace)
    syncing.controller.start_match(a_match())
    syncing.controller.record_round(made(0, (100, 62)))
    store = _store(syncing)
    summary = store.list_matches()[0]
    name = f"{summary.uuid}.tarbish.json"
    assert records(folder) == [name]
    record = json.loads((folder / name).read_text(encoding="utf-8"))
    assert record["uuid"] == summary.uuid
    assert len(record["rounds"]) == 1
    # Atomic: the final name only ever came from a rename of a temporary name the sync tools skip.
    finals = [(source, target) for source, target in renamed if target == name]
    assert finals and all(sync.is_ignored(source) for source, _ in finals)
    assert not [p.name for p in folder.iterdir() if p.name != name]  # no temporary file left


def test_a_match_another_laptop_puts_in_the_folder_is_taken_in_when_the_folder_changes(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    store = _store(syncing)
    keeper = _keeper(syncing)
    before = store.count_matches()
    match = Match(a_match().teams, 1).add_round(made(1, (90, 72), Suit.SPADES))
    with qtbot.waitSignal(keeper.taken_in, timeout=10_000):  # the watcher, then the quiet spell
        other_laptop_plays(other, folder, match)
    qtbot.waitUntil(lambda: store.count_matches() == before + 1)
    arrived = store.list_matches()[0]
    assert arrived.elsewhere and arrived.rounds == 1
    assert "came from another laptop" in syncing.statusBar().currentMessage()


def test_rounds_the_other_laptop_added_to_the_open_match_are_shown_with_a_banner(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    sync.take_in(other, folder)  # the other laptop gets the match, and plays two more rounds
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    laptop.controller.record_round(made(1, (40, 122)))
    laptop.controller.record_round(made(2, (120, 42)))
    sync.publish(other, laptop.match_id or 0, folder)
    qtbot.waitUntil(lambda: controller.match is not None and len(controller.match.rounds) == 3, timeout=10_000)
    banner = sync_of(syncing).banner
    assert banner.isVisible()
    assert banner.label.text() == "Rounds 2–3 came from another laptop."
    assert syncing.history_model.rowCount() == 3
    assert _store(syncing).count_matches() == 1  # the same match, not a second one


def _record_bytes(tmp_path: Path, other: MatchStore, match: Match) -> tuple[str, bytes]:
    """The record file another laptop would write for ``match``: its name and bytes (made aside)."""
    aside = tmp_path / "aside"
    aside.mkdir(exist_ok=True)
    path = sync.publish(other, other.create_match(match), aside)
    return path.name, path.read_bytes()


def test_a_half_written_file_is_not_read_and_is_taken_once_when_renamed_into_place(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore, tmp_path: Path
) -> None:
    store, keeper = _store(syncing), _keeper(syncing)
    name, data = _record_bytes(tmp_path, other, a_match().add_round(made(3, (70, 92))))
    partial = folder / f".syncthing.{name}.tmp"
    partial.write_bytes(data[: len(data) // 2])
    assert keeper.take_in()
    assert store.count_matches() == 0
    with partial.open("ab") as rest:
        rest.write(data[len(data) // 2 :])
    partial.rename(folder / name)
    qtbot.waitUntil(lambda: store.count_matches() == 1, timeout=10_000)
    assert keeper.take_in() and keeper.take_in()
    assert store.count_matches() == 1


@pytest.mark.parametrize(
    "pattern",
    ["{stem}.tarbish.json.part", ".syncthing.{stem}.tarbish.json.tmp", "~{stem}.tmp", ".~lock.{stem}.tarbish.json#"],
)
def test_the_sync_tools_own_temporary_and_lock_files_are_never_taken(
    syncing: MainWindow, folder: Path, other: MatchStore, tmp_path: Path, pattern: str
) -> None:
    store, keeper = _store(syncing), _keeper(syncing)
    name, data = _record_bytes(tmp_path, other, a_match())
    (folder / pattern.format(stem=name.removesuffix(".tarbish.json"))).write_bytes(data)
    assert keeper.take_in()
    assert store.count_matches() == 0
    assert keeper.last_report is not None and keeper.last_report.skipped == ()


def test_the_slow_timer_takes_in_what_the_watcher_missed(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    store, keeper = _store(syncing), _keeper(syncing)
    keeper.watcher.blockSignals(True)  # as on a network folder, where changes go unseen
    keeper.rounds.start(200)
    other_laptop_plays(other, folder, a_match())
    qtbot.waitUntil(lambda: store.count_matches() == 1, timeout=10_000)
    assert not keeper.quiet.isActive()  # the watcher had no part in it


def test_a_folder_made_again_is_watched_again(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    store, keeper = _store(syncing), _keeper(syncing)
    for child in folder.iterdir():
        child.unlink()
    folder.rmdir()
    assert not keeper.take_in()  # a USB stick not plugged in: said, never made here
    banner = sync_of(syncing).banner
    assert banner.isVisible() and "is not there (a disk or USB stick not plugged in?)" in banner.label.text()
    folder.mkdir()
    assert keeper.take_in()
    assert not banner.isVisible()
    assert str(folder) in keeper.watcher.directories()
    with qtbot.waitSignal(keeper.taken_in, timeout=10_000):
        other_laptop_plays(other, folder, a_match())
    qtbot.waitUntil(lambda: store.count_matches() == 1)


def test_a_folder_that_cannot_be_used_says_so_in_one_banner_and_leaves_the_archive_alone(
    qtbot: QtBot, syncing: MainWindow, folder: Path
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    for child in folder.iterdir():
        child.unlink()
    folder.rmdir()
    folder.write_text("not a folder", encoding="utf-8")  # another program put a file where the folder was
    controller.record_round(made(0, (100, 62)))
    banner = sync_of(syncing).banner
    assert banner.isVisible() and banner.kind == "error"
    assert banner.label.text() == (
        f"The sync folder {folder} is a file, not a folder: choose another. The archive is untouched."
    )
    store = _store(syncing)
    assert store.load_match(store.list_matches()[0].id).match.rounds == controller.match.rounds  # type: ignore[union-attr]
    assert not _keeper(syncing).take_in()
    banner.button.click()  # "Sync folder…": the dialog says the same
    dialog = sync_of(syncing).folder_dialog
    assert dialog is not None and dialog.status_label.text() == _keeper(syncing).last_error
    dialog.reject()


def test_the_archive_inside_a_synced_folder_is_warned_about_with_how_to_move_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tarbish_score import paths

    from ..archive_helpers import open_window

    synced = tmp_path / "Sync"
    (synced / ".stfolder").mkdir(parents=True)
    data = synced / "tarbish-score"
    monkeypatch.setenv(paths.DATA_ENV, str(data))
    with MatchStore.open(data) as store:
        window = open_window(qtbot, store)
        banner = sync_of(window).place_banner
        qtbot.waitUntil(banner.isVisible)
        text = banner.label.text()
        assert text.startswith("<b>The archive is inside a folder Syncthing syncs,</b>")
        assert f"quit, move {data} out of that folder" in text
        assert "--data-dir NEWFOLDER (or set TARBISH_SCORE_DATA_DIR=NEWFOLDER)" in text
        assert sync_of(window).sync_keeper is None  # warned, and nothing else started
        window.close()


def test_an_archive_in_no_synced_folder_gets_no_warning(qtbot: QtBot, syncing: MainWindow) -> None:
    assert sync_of(syncing).check_data_folder() == ""
    assert not sync_of(syncing).place_banner.isVisible()
    QApplication.processEvents()


def test_the_news_of_rounds_that_arrived_goes_with_the_next_change_here(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    assert records(folder) == []  # only just started: an Undo could still take it out
    controller.record_round(made(0, (100, 62)))
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    laptop.controller.record_round(made(1, (40, 122)))
    assert laptop.match_id is not None
    sync.publish(other, laptop.match_id, folder)
    banner = sync_of(syncing).banner
    qtbot.waitUntil(banner.isVisible, timeout=10_000)
    assert banner.label.text() == "Round 2 came from another laptop."
    controller.record_round(made(2, (120, 42)))
    assert not banner.isVisible()
    assert len(records(folder)) == 1


def test_a_file_half_copied_under_its_own_name_is_left_for_next_time(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore, tmp_path: Path
) -> None:
    store, keeper = _store(syncing), _keeper(syncing)
    name, data = _record_bytes(tmp_path, other, a_match().add_round(made(3, (70, 92))))
    (folder / name).write_bytes(data[: len(data) // 3])  # a copy by hand, or a tool that writes in place
    assert keeper.take_in()
    assert store.count_matches() == 0
    assert keeper.last_report is not None and [s.path.name for s in keeper.last_report.skipped] == [name]
    assert not sync_of(syncing).banner.isVisible()  # nothing wrong yet: it is read again
    (folder / name).write_bytes(data)
    qtbot.waitUntil(lambda: store.count_matches() == 1, timeout=10_000)


def test_a_sync_folder_named_inside_the_archives_folder_is_not_used(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tarbish_score import paths

    from ..archive_helpers import open_window

    inside = paths.data_dir() / "sync"
    monkeypatch.setenv(paths.SYNC_ENV, str(inside))
    with MatchStore.open(paths.data_dir()) as store:
        window = open_window(qtbot, store)
        banner = sync_of(window).banner
        assert sync_of(window).sync_keeper is None
        assert banner.isVisible() and banner.kind == "error"
        assert banner.label.text().startswith(f"Not syncing: the sync folder {inside.resolve()} and the archive's")
        window.close()

"""What another laptop's version did to a match here is said in words; what could not be published goes out later."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, Suit
from tarbish_score.qt.sync_keeper import SyncKeeper
from tarbish_score.storage import LogEntry, MatchStore
from tarbish_score.storage.versions import kept_versions, list_conflicts, resolve_conflict
from tarbish_score.ui.main_window import MainWindow

from ..archive_helpers import short_finished
from .helpers import a_match, folder, made, other, other_laptop, records, sync_of, syncing

__all__ = ["folder", "other", "syncing"]  # fixtures


def _keeper(window: MainWindow) -> SyncKeeper:
    keeper = sync_of(window).sync_keeper
    assert keeper is not None
    return keeper


def _store(window: MainWindow) -> MatchStore:
    assert window.store is not None
    return window.store


def _record(store: MatchStore, match_id: int, played: RoundInput) -> Match:
    match = store.load_match(match_id).match.add_round(played)
    store.save_match(match_id, match, log_entry=LogEntry.now("record", len(match.rounds), None, played))
    return match


def _other_keeps_its_own(other: MatchStore, folder: Path, match_id: int) -> None:
    """The other laptop takes in the diverged file, keeps its own version, and publishes the choice."""
    sync.take_in(other, folder)
    (conflict,) = list_conflicts(other, match_id)
    resolve_conflict(other, conflict.id, "keep-ours")
    sync.publish(other, match_id, folder)


def test_the_other_laptops_choice_replacing_a_round_of_the_open_match_is_said_in_a_banner(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    laptop.controller.record_round(made(1, (40, 122)))  # the other laptop's round 2, not published yet
    controller.record_round(made(2, (120, 42)))  # ours, published
    theirs = laptop.controller.match
    assert theirs is not None
    _other_keeps_its_own(other, folder, laptop.match_id or 0)
    qtbot.waitUntil(lambda: controller.match is not None and controller.match.rounds == theirs.rounds, timeout=10_000)
    banner = sync_of(syncing).banner
    assert banner.isVisible()
    assert banner.label.text() == (
        "Round 2 was replaced by the other laptop's choice; yours is kept in the match's versions."
    )
    assert banner.label.text() in syncing.statusBar().currentMessage()
    kept = kept_versions(_store(syncing), match_id=sync_of(syncing).keeper.match_id)
    assert kept[-1].match.rounds[1] == made(2, (120, 42))


def test_a_finished_match_whose_winner_another_laptops_choice_changed_is_named(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    store = _store(syncing)
    finished = short_finished()
    match_id = store.create_match(Match(finished.teams, finished.first_dealer, finished.rules))
    _record(store, match_id, finished.rounds[0])
    sync.publish(store, match_id, folder)
    sync.take_in(other, folder)
    theirs_id = other.list_matches()[0].id
    _record(store, match_id, finished.rounds[1])  # won here, 324 to 0
    sync.publish(store, match_id, folder)
    _record(other, theirs_id, RoundInput(1, Suit.HEARTS, (0, 162)))  # not won there
    _other_keeps_its_own(other, folder, theirs_id)
    banner = sync_of(syncing).banner
    qtbot.waitUntil(lambda: banner.isVisible(), timeout=10_000)
    assert banner.label.text() == (f"Match {match_id} is no longer won: another laptop's version took its place.")
    assert store.load_match(match_id).match.score.winner is None
    assert "changed by another laptop" in syncing.statusBar().currentMessage()


def test_a_choice_in_the_conflict_view_is_confirmed(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    controller.record_round(made(2, (120, 42)))
    laptop.controller.record_round(made(1, (40, 122)))
    sync.publish(other, laptop.match_id or 0, folder)  # crosses ours: a conflict here
    actions = sync_of(syncing)
    qtbot.waitUntil(lambda: bool(list_conflicts(_store(syncing))), timeout=10_000)
    dialog = actions.show_conflicts()
    assert dialog is not None
    assert dialog.choose("take-theirs")
    match_id = sync_of(syncing).keeper.match_id
    assert syncing.statusBar().currentMessage() == (
        f"Took the other laptop's version of match {match_id}; yours is in its versions."
    )


def test_a_change_made_while_the_folder_was_gone_is_published_when_it_is_back(
    qtbot: QtBot, syncing: MainWindow, folder: Path, tmp_path: Path
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    assert len(records(folder)) == 1
    away = tmp_path / "away"
    shutil.move(folder, away)
    controller.record_round(made(1, (40, 122)))
    banner = sync_of(syncing).banner
    assert banner.isVisible() and "is not there" in banner.label.text()
    shutil.move(away, folder)  # the watcher of the folder above sees it come back
    name = records(folder)[0]

    def two_rounds_there() -> bool:
        import json

        return len(json.loads((folder / name).read_text(encoding="utf-8"))["rounds"]) == 2

    qtbot.waitUntil(two_rounds_there, timeout=10_000)
    assert not banner.isVisible()
    assert not _keeper(syncing).unpublished


def test_sync_now_publishes_what_could_not_be_published(
    qtbot: QtBot, syncing: MainWindow, folder: Path, tmp_path: Path
) -> None:
    controller = syncing.controller
    keeper = _keeper(syncing)
    keeper.watcher.blockSignals(True)  # as on a network folder, where changes go unseen
    controller.start_match(a_match())
    away = tmp_path / "away"
    shutil.move(folder, away)
    controller.record_round(made(0, (100, 62)))
    assert keeper.unpublished == {sync_of(syncing).keeper.match_id}
    shutil.move(away, folder)
    assert records(folder) == []
    assert sync_of(syncing).sync_now()
    assert len(records(folder)) == 1
    assert keeper.last_report is not None and len(keeper.last_report.published) == 1


def test_a_publish_the_folder_refused_is_tried_again(
    qtbot: QtBot, syncing: MainWindow, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = syncing.controller
    keeper = _keeper(syncing)
    controller.start_match(a_match())
    real_write = sync._write_whole

    def full_disk(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(sync, "_write_whole", full_disk)
    controller.record_round(made(0, (100, 62)))
    assert keeper.unpublished == {sync_of(syncing).keeper.match_id}
    assert records(folder) == []
    assert "No space left on device" in sync_of(syncing).banner.label.text()
    monkeypatch.setattr(sync, "_write_whole", real_write)  # room again
    with qtbot.waitSignal(keeper.caught_up, timeout=10_000):
        keeper.read_in_slices()  # the slow timer's reading
    assert len(records(folder)) == 1
    assert not keeper.unpublished


def test_a_file_copied_over_in_place_is_read_after_the_quiet_spell(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore, tmp_path: Path
) -> None:
    controller = syncing.controller
    keeper = _keeper(syncing)
    keeper.rounds.stop()  # not the slow timer
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    name = records(folder)[0]
    qtbot.waitUntil(lambda: str(folder / name) in keeper.watcher.files(), timeout=10_000)
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    laptop.controller.record_round(made(1, (40, 122)))
    aside = tmp_path / "aside"
    aside.mkdir()
    data = sync.publish(other, laptop.match_id or 0, aside).read_bytes()
    with open(folder / name, "r+b") as file:  # as a file manager copies onto a USB stick: in place
        file.write(data)
        file.truncate()
    qtbot.waitUntil(lambda: controller.match is not None and len(controller.match.rounds) == 2, timeout=5_000)


def test_the_archive_window_shows_a_matchs_kept_versions(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    laptop.controller.record_round(made(1, (40, 122)))
    controller.record_round(made(2, (120, 42)))
    _other_keeps_its_own(other, folder, laptop.match_id or 0)
    qtbot.waitUntil(lambda: controller.match is not None and controller.match.rounds[1] == made(1, (40, 122)))
    archive = syncing.archive.show_archive()
    assert archive.versions_button.isVisible()
    dialog = archive.show_versions()
    assert dialog is not None
    assert dialog.table.rowCount() == 1
    cells = [dialog.table.item(0, column).text() for column in range(5)]
    assert cells[1:] == ["set aside by the other laptop's choice", "this laptop", "2", "220 – 104"]
    dialog.close()
    archive.close()


def test_deleting_with_a_sync_folder_says_other_laptops_keep_the_match(
    qtbot: QtBot, syncing: MainWindow, folder: Path
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    archive = syncing.archive.show_archive()
    summary = archive.selected()
    assert summary is not None
    question = archive.delete_question(summary)
    assert "cannot be brought back" not in question
    assert question.endswith(
        "from this laptop? Your other laptops keep their copy, and a change made there to it brings it back here."
    )
    archive.close()


def _choose_apart_and_cross(qtbot: QtBot, window: MainWindow, folder: Path, other: MatchStore) -> tuple[Match, Match]:
    """A match changed apart; the other laptop keeps its own and publishes while this one keeps its own too.

    Returns:
        The match on screen before the choice, and the one the archive keeps after it.
    """
    controller, keeper, store = window.controller, _keeper(window), _store(window)
    keeper.watcher.blockSignals(False)
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    uuid = store.list_matches()[0].uuid
    laptop.open_match(next(s.id for s in other.list_matches() if s.uuid == uuid))
    there = laptop.match_id or 0
    laptop.controller.record_round(made(1, (40, 122)))
    controller.record_round(made(2, (120, 42)))
    sync.take_in(other, folder)  # a conflict there
    sync.publish(other, there, folder)  # its version, crossing ours: a conflict here
    match_id = sync_of(window).keeper.match_id
    qtbot.waitUntil(lambda: bool(list_conflicts(store, match_id)), timeout=10_000)
    keeper.watcher.blockSignals(True)  # the other laptop's choice arrives while ours is being made
    (theirs,) = list_conflicts(other, there)
    resolve_conflict(other, theirs.id, "keep-ours")
    sync.publish(other, there, folder)
    ours = controller.match
    assert ours is not None and match_id is not None
    dialog = sync_of(window).show_conflicts(match_id)
    assert dialog is not None and dialog.choose("keep-ours")
    return ours, store.load_match(match_id).match


def test_choices_made_apart_and_crossed_leave_the_window_showing_the_match_kept_and_say_so(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    _keeper(syncing).rounds.stop()
    # Both laptops keep the one of the two with the smaller fingerprint (a hash): tried until it is the other's.
    for _attempt in range(12):
        ours, kept_here = _choose_apart_and_cross(qtbot, syncing, folder, other)
        assert syncing.controller.match == kept_here  # never a stale copy on screen, to be saved over it
        if kept_here.rounds != ours.rounds:
            break
    else:
        pytest.fail("this laptop's version was kept each time")
    banner = sync_of(syncing).banner
    assert banner.isVisible()
    assert banner.label.text() == (
        "Round 2 was replaced by the other laptop's choice; yours is kept in the match's versions."
    )


def test_keep_both_on_the_other_laptop_swapping_the_open_matchs_round_is_said(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore
) -> None:
    controller = syncing.controller
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    controller.record_round(made(2, (120, 42)))
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    laptop.controller.record_round(made(1, (40, 122)))  # the other laptop's round 3
    controller.record_round(made(3, (70, 92)))  # ours, published
    sync.take_in(other, folder)
    there = laptop.match_id or 0
    (conflict,) = list_conflicts(other, there)
    made_there = resolve_conflict(other, conflict.id, "keep-both")
    assert made_there is not None
    sync.publish(other, there, folder)
    sync.publish(other, made_there, folder)
    theirs = other.load_match(there).match
    qtbot.waitUntil(lambda: controller.match is not None and controller.match.rounds == theirs.rounds, timeout=10_000)
    banner = sync_of(syncing).banner
    assert banner.isVisible()
    assert banner.label.text() == (
        "Round 3 was replaced by the other laptop's choice; yours is kept in the match's versions."
    )
    store = _store(syncing)
    qtbot.waitUntil(lambda: store.count_matches() == 2, timeout=10_000)  # ours, a second match kept both there
    second = next(s for s in store.list_matches() if s.id != sync_of(syncing).keeper.match_id)
    assert store.load_match(second.id).match.rounds[2] == made(3, (70, 92))


def test_a_file_replaced_by_a_rename_is_watched_again_for_a_copy_in_place(
    qtbot: QtBot, syncing: MainWindow, folder: Path, other: MatchStore, tmp_path: Path
) -> None:
    controller = syncing.controller
    keeper = _keeper(syncing)
    keeper.rounds.stop()  # not the slow timer
    controller.start_match(a_match())
    controller.record_round(made(0, (100, 62)))
    name = records(folder)[0]
    sync.take_in(other, folder)
    laptop = other_laptop(other)
    laptop.open_match(other.list_matches()[0].id)
    laptop.controller.record_round(made(1, (40, 122)))
    sync.publish(other, laptop.match_id or 0, folder)  # renamed over the file watched
    qtbot.waitUntil(lambda: controller.match is not None and len(controller.match.rounds) == 2, timeout=5_000)
    qtbot.waitUntil(lambda: not keeper.starting and str(folder / name) in keeper.watcher.files(), timeout=5_000)
    laptop.controller.record_round(made(2, (120, 42)))
    aside = tmp_path / "aside"
    aside.mkdir()
    data = sync.publish(other, laptop.match_id or 0, aside).read_bytes()
    with open(folder / name, "r+b") as file:  # then copied over in place
        file.write(data)
        file.truncate()
    qtbot.waitUntil(lambda: controller.match is not None and len(controller.match.rounds) == 3, timeout=5_000)

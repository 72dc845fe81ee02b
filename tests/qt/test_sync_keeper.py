"""SyncKeeper's timing and its reactions, with the folder's reading and writing stood in for (no sync tool).

The records themselves (publish, take in, merge) are :mod:`tarbish_score.exchange.sync`'s and are
tested with it; here: when the keeper reads and writes, and what it does with what came in.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.exchange import sync
from tarbish_score.exchange.sync import SyncReport
from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.qt.sync_keeper import SyncKeeper
from tarbish_score.storage import MatchStore, StoreWriteError


class Folder:
    """Stands in for the sync folder's reading and writing: counts calls, answers what it is told."""

    def __init__(self) -> None:
        self.taken: int = 0
        self.names: list[list[str] | None] = []
        self.published: list[int] = []
        self.report = SyncReport()
        self.refusal: Exception | None = None
        self.before_take: list[object] = []

    def take_in(self, store: MatchStore, folder: Path, *, names: tuple[str, ...] | None = None) -> SyncReport:
        if self.refusal is not None:
            raise self.refusal
        self.taken += 1
        self.names.append(None if names is None else list(names))
        for job in self.before_take:
            job()  # type: ignore[operator]
        return self.report

    def publish_match(self, store: MatchStore, match_id: int, folder: Path) -> SyncReport:
        if self.refusal is not None:
            raise self.refusal
        self.published.append(match_id)
        return SyncReport(published=(folder / f"{match_id}.tarbish.json",))


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Folder:
    folder = Folder()
    monkeypatch.setattr(sync, "take_in", folder.take_in)
    monkeypatch.setattr(sync, "publish_match", folder.publish_match)
    return folder


@pytest.fixture
def keeper(qapp: QApplication) -> Iterator[MatchKeeper]:
    with MatchStore.open(paths.data_dir()) as store:
        yield MatchKeeper(MatchController(), store)


def _match() -> Match:
    return Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0)


def test_start_takes_in_then_publishes_everything_a_slice_at_a_time_and_watches(
    qtbot: QtBot, fake: Folder, keeper: MatchKeeper, tmp_path: Path
) -> None:
    names = [f"{n:04}.tarbish.json" for n in range(40)]
    for name in [*names, ".syncthing.x.tmp", "notes.txt"]:
        (tmp_path / name).write_text("{}", encoding="utf-8")
    ids = [keeper.store.create_match(_match()) for _ in range(20)]
    syncer = SyncKeeper(keeper, tmp_path)
    with qtbot.waitSignal(syncer.caught_up, timeout=10_000):
        assert syncer.start()
        assert syncer.starting and fake.taken == 0  # nothing before the event loop turns
    assert fake.names == [names[i : i + 8] for i in range(0, 40, 8)]  # the records only, a slice a turn
    assert fake.published == ids
    assert not syncer.starting
    assert syncer.watcher.directories() == [str(tmp_path)]
    assert syncer.rounds.isActive() and syncer.rounds.interval() == 60_000
    assert syncer.last_report is not None and len(syncer.last_report.published) == 20
    assert syncer.last_error == ""


def test_a_change_of_the_folder_is_read_once_after_a_quiet_spell(
    qtbot: QtBot, fake: Folder, keeper: MatchKeeper, tmp_path: Path
) -> None:
    syncer = SyncKeeper(keeper, tmp_path, quiet_ms=100)
    with qtbot.waitSignal(syncer.caught_up):
        syncer.start()
    names = [f"{n}.tarbish.json" for n in range(5)]
    with qtbot.waitSignal(syncer.caught_up, timeout=5000):
        for name in names:  # a sync tool brings several files, each in several steps
            (tmp_path / f".syncthing.{name}.tmp").write_text("x", encoding="utf-8")
            (tmp_path / f".syncthing.{name}.tmp").rename(tmp_path / name)
    qtbot.waitUntil(lambda: not syncer.quiet.isActive())
    assert fake.names == [names]  # one reading for the burst, once the folder was quiet


def test_hundreds_of_files_at_once_are_read_a_slice_at_a_time_and_a_change_meanwhile_again(
    qtbot: QtBot, fake: Folder, keeper: MatchKeeper, tmp_path: Path
) -> None:
    syncer = SyncKeeper(keeper, tmp_path, quiet_ms=10)
    with qtbot.waitSignal(syncer.caught_up):
        syncer.start()
    names = sorted(f"{n:03}.tarbish.json" for n in range(20))
    for name in names:
        (tmp_path / name).write_text("{}", encoding="utf-8")
    with qtbot.waitSignal(syncer.caught_up, timeout=5000):
        assert syncer.read_in_slices()
        assert syncer.starting and fake.taken == 0  # nothing before the event loop turns
        (tmp_path / "020.tarbish.json").write_text("{}", encoding="utf-8")
        assert not syncer.read_in_slices()  # one at a time: this one is read once that one ends
    assert fake.names == [names[:8], names[8:16], names[16:]]
    assert fake.published == []  # a reading publishes nothing
    with qtbot.waitSignal(syncer.caught_up, timeout=5000):
        pass  # the change made meanwhile
    assert fake.names[-1] == [*names[16:], "020.tarbish.json"][-5:]


def test_the_slow_timer_reads_the_folder_too(qtbot: QtBot, fake: Folder, keeper: MatchKeeper, tmp_path: Path) -> None:
    (tmp_path / "1.tarbish.json").write_text("{}", encoding="utf-8")
    syncer = SyncKeeper(keeper, tmp_path, round_ms=50)
    syncer.watcher.blockSignals(True)  # as on a network folder, where changes go unseen
    syncer.start()
    qtbot.waitUntil(lambda: fake.taken >= 3, timeout=5000)
    assert fake.names[:3] == [["1.tarbish.json"]] * 3  # the start's, then each tick's


def test_each_saved_change_is_published_and_one_the_disk_refused_once_it_is_saved(
    fake: Folder, keeper: MatchKeeper, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    syncer = SyncKeeper(keeper, tmp_path)
    controller = keeper.controller
    controller.start_match(_match())
    controller.record_round(RoundInput(0, Suit.HEARTS, (100, 62)))
    assert keeper.match_id is not None
    assert fake.published == [keeper.match_id]  # with its first round: only just started, an Undo could drop it
    store = keeper.store
    real_save = store.save_match

    def refuse(*args: object, **kwargs: object) -> None:
        raise StoreWriteError(store.path, "full", "database or disk is full")

    monkeypatch.setattr(store, "save_match", refuse)
    controller.record_round(RoundInput(1, Suit.CLUBS, (40, 122)))
    assert keeper.pending and len(fake.published) == 1  # not in the archive: not published
    assert not syncer.take_in() and fake.taken == 0  # nor is the archive changed under it
    monkeypatch.setattr(store, "save_match", real_save)
    keeper.flush()
    assert len(fake.published) == 2


def test_rounds_another_laptop_added_to_the_match_in_force_load_it_again(
    qtbot: QtBot, fake: Folder, keeper: MatchKeeper, tmp_path: Path
) -> None:
    controller = keeper.controller
    controller.start_match(_match())
    controller.record_round(RoundInput(0, Suit.HEARTS, (100, 62)))
    match_id = keeper.match_id
    assert match_id is not None
    syncer = SyncKeeper(keeper, tmp_path)
    longer = controller.match.add_round(RoundInput(1, Suit.CLUBS, (40, 122)))  # type: ignore[union-attr]
    longer = longer.add_round(RoundInput(2, Suit.SPADES, (120, 42)))

    def the_other_laptops_version_arrives() -> None:
        keeper.store.save_match(match_id, longer)

    fake.before_take.append(the_other_laptops_version_arrives)
    fake.report = SyncReport(updated=(match_id,))
    with qtbot.waitSignal(syncer.rounds_arrived) as arrived:
        assert syncer.take_in()
    assert arrived.args == [2, 3]
    assert controller.match is not None and len(controller.match.rounds) == 3
    assert controller.undo_stack.count() == 0


def test_another_match_updated_leaves_the_match_in_force_alone(
    qtbot: QtBot, fake: Folder, keeper: MatchKeeper, tmp_path: Path
) -> None:
    controller = keeper.controller
    controller.start_match(_match())
    shown = controller.match
    fake.report = SyncReport(updated=((keeper.match_id or 0) + 1,), added=(7,))
    syncer = SyncKeeper(keeper, tmp_path)
    with qtbot.assertNotEmitted(syncer.rounds_arrived):
        assert syncer.take_in()
    assert controller.match is shown


@pytest.mark.parametrize(
    "refusal",
    [PermissionError(13, "Permission denied"), NotADirectoryError(20, "Not a directory")],
    ids=["denied", "not-a-folder"],
)
def test_a_folder_that_refuses_is_one_line_and_never_an_exception(
    qtbot: QtBot, fake: Folder, keeper: MatchKeeper, tmp_path: Path, refusal: OSError
) -> None:
    fake.refusal = refusal
    syncer = SyncKeeper(keeper, tmp_path)
    with qtbot.waitSignal(syncer.failed) as failed:
        assert not syncer.take_in()
    assert failed.args == [f"The sync folder {tmp_path} cannot be used: {refusal.strerror}. The archive is untouched."]
    assert syncer.last_error == failed.args[0]
    fake.refusal = None
    assert syncer.take_in() and syncer.last_error == ""


def test_stopping_ends_the_watching_and_the_publishing(fake: Folder, keeper: MatchKeeper, tmp_path: Path) -> None:
    syncer = SyncKeeper(keeper, tmp_path)
    syncer.start()
    syncer.stop()
    keeper.controller.start_match(_match())
    assert fake.published == [] and syncer.watcher.directories() == []
    assert not syncer.rounds.isActive()


def test_an_unforeseen_failure_is_one_line_too_and_the_log_keeps_its_trace(
    qtbot: QtBot, fake: Folder, keeper: MatchKeeper, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fake.refusal = ValueError("a record no laptop should have written")
    syncer = SyncKeeper(keeper, tmp_path)
    with qtbot.waitSignal(syncer.failed) as failed:
        assert not syncer.take_in()
    assert failed.args == [
        f"The sync folder {tmp_path} cannot be used: a record no laptop should have written. The archive is untouched."
    ]
    unforeseen = [r for r in caplog.records if r.getMessage().endswith("unexpected failure")]
    assert len(unforeseen) == 1 and unforeseen[0].exc_info is not None

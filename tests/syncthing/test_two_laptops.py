"""Two laptops keep one archive through a real Syncthing: rounds recorded on one arrive on the other;
a match changed on both while apart is offered as changed on two laptops, on both, and nothing is lost.

Each laptop is an app data folder of its own (with config, log and recovery folders, all under the
test's folder) and one Syncthing instance's copy of the shared folder as its sync folder.
"""

from __future__ import annotations

import random
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarbish_score import paths
from tarbish_score.cli import main
from tarbish_score.exchange import sync
from tarbish_score.storage import versions
from tests.syncthing.harness import SyncthingPair, wait_for
from tests.syncthing.laptops import Laptop, log_of, lost_versions

#: Each match's uuid -> its current log (:meth:`Laptop.current`).
Versions = dict[str, tuple[str, ...]]


@pytest.fixture
def laptops(pair: SyncthingPair, tmp_path: Path) -> Iterator[tuple[Laptop, Laptop]]:
    """Laptop a and laptop b, each on its own data folder and its instance's shared folder."""
    a = Laptop("a", tmp_path / "a" / "data", pair.a.folder)
    b = Laptop("b", tmp_path / "b" / "data", pair.b.folder)
    yield a, b
    a.close()
    b.close()


def command(capsys: pytest.CaptureFixture[str], laptop: Laptop, *arguments: str) -> str:
    """Run ``tarbish-score --data-dir DATA ARGUMENTS`` as laptop ``laptop`` (its archive closed
    meanwhile, its own config, log and recovery folders beside its data folder); what it printed.
    Fails the test unless it exits 0."""
    __tracebackhide__ = True
    capsys.readouterr()
    laptop.close()
    try:
        with pytest.MonkeyPatch.context() as patch:
            for variable, name in (
                (paths.CONFIG_ENV, "config"),
                (paths.LOG_ENV, "log"),
                (paths.RECOVERY_ENV, "recovery"),
            ):
                patch.setenv(variable, str(laptop.data.parent / name))
            status = main(["--data-dir", str(laptop.data), *arguments])
    finally:
        laptop.reopen()
    printed = capsys.readouterr()
    assert status == 0, printed.out + printed.err
    return printed.out


def arrived(laptop: Laptop, origin: Laptop, match_id: int) -> bool:
    """True once ``laptop``'s sync folder holds the file of ``origin``'s match ``match_id`` as
    ``origin``'s folder has it."""
    name = sync.record_name(versions.uuid_of(origin.store, match_id))
    there, here = laptop.folder / name, origin.folder / name
    return there.is_file() and here.is_file() and there.read_bytes() == here.read_bytes()


def test_rounds_recorded_on_one_laptop_are_seen_on_the_other(
    laptops: tuple[Laptop, Laptop], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = laptops
    rng = random.Random(6)
    match_id = a.new_match(rng)
    for _ in range(3):
        a.record_round(match_id, rng)
    uuid = a.uuids()[0]
    printed = command(capsys, a, "sync", "--dir", str(a.folder))
    assert (a.folder / f"{uuid}.tarbish.json").is_file(), printed
    wait_for("a's match in b's sync folder", lambda: arrived(b, a, match_id))
    # Private on both laptops: Syncthing carries the file's 0600 along.
    for laptop in laptops:
        assert stat.S_IMODE((laptop.folder / f"{uuid}.tarbish.json").stat().st_mode) == 0o600
    command(capsys, b, "sync", "--dir", str(b.folder))
    assert b.uuids() == [uuid]
    assert b.current() == a.current()
    (summary,) = b.store.list_matches()
    assert summary.elsewhere and summary.rounds == 3
    (own,) = a.store.list_matches()
    assert not own.elsewhere
    header, line = command(capsys, b, "list").splitlines()
    assert header.split()[-1] == "Sync" and line.endswith("  other laptop"), (header, line)
    assert "other laptop" not in command(capsys, a, "list")  # a's own match

    # A round more on b comes back to a, and replaces a's version there (a's log is a prefix of it).
    b_id = b.ids()[0]
    b.record_round(b_id, rng)
    b.publish(b_id)
    wait_for("b's fourth round in a's sync folder", lambda: arrived(a, b, b_id))
    report = a.take_in()
    assert report.updated == (match_id,)
    assert a.store.load_match(match_id).match.rounds == b.store.load_match(b_id).match.rounds
    assert lost_versions(laptops) == []


def changed_apart(pair: SyncthingPair, a: Laptop, b: Laptop, seed: int) -> tuple[str, Versions, Versions]:
    """A match started on a and carried to b, then changed on both while apart, and the two
    reconnected, settled and synced; its uuid, and a's and b's versions (uuid -> log)."""
    rng = random.Random(seed)
    a_id = a.new_match(rng)
    a.record_round(a_id, rng)
    a.publish(a_id)
    wait_for("the match in b's sync folder", lambda: arrived(b, a, a_id))
    assert b.take_in().added != ()
    (b_id,) = b.ids()
    (uuid,) = a.current()

    pair.disconnect()
    a.record_round(a_id, rng)
    a.record_round(a_id, rng)
    a.publish(a_id)
    b.correct_round(b_id, rng)
    b.record_round(b_id, rng)
    b.publish(b_id)
    ours_a, ours_b = a.current(), b.current()
    assert ours_a[uuid] != ours_b[uuid]
    for laptop in (a, b):  # apart, each sees only its own
        assert laptop.take_in().conflicts == ()
        assert laptop.conflicts() == []

    pair.reconnect()
    pair.settle()
    for laptop in (a, b):
        laptop.sync()
    pair.settle()
    for laptop in (a, b):
        laptop.take_in()
    return uuid, ours_a, ours_b


def test_a_match_changed_on_both_laptops_apart_is_offered_on_both_and_nothing_is_lost(
    pair: SyncthingPair, laptops: tuple[Laptop, Laptop], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = laptops
    uuid, ours_a, ours_b = changed_apart(pair, a, b, 7)
    (a_id,) = a.ids()

    for laptop, mine, theirs in ((a, ours_a, ours_b), (b, ours_b, ours_a)):
        (conflict,) = laptop.conflicts()
        assert conflict.uuid == uuid
        assert log_of(conflict.ours) == mine[uuid]
        assert log_of(conflict.theirs) == theirs[uuid]
        assert laptop.current() == mine  # nothing replaced before a person chooses
        (summary,) = laptop.store.list_matches()
        assert summary.conflict
    assert command(capsys, a, "list").splitlines()[1].endswith("  two laptops!")
    assert command(capsys, b, "list").splitlines()[1].endswith("  two laptops!, other laptop")
    assert lost_versions(laptops) == []

    # b takes a's version: b's goes to its versions log, a follows without a new conflict.
    (conflict,) = b.conflicts()
    b.resolve(conflict, "take-theirs")
    wait_for("b's choice in a's sync folder", lambda: arrived(a, b, a_id))
    pair.settle()
    for laptop in laptops:
        laptop.take_in()
    assert b.current() == ours_a
    assert a.current() == ours_a
    assert a.conflicts() == [] and b.conflicts() == []
    assert lost_versions(laptops) == []
    assert [kept.reason for kept in versions.kept_versions(b.store)] == ["not-chosen"]


def test_syncing_again_while_a_choice_waits_writes_nothing(pair: SyncthingPair, laptops: tuple[Laptop, Laptop]) -> None:
    a, b = laptops
    uuid, _, _ = changed_apart(pair, a, b, 8)
    assert [c.uuid for c in a.conflicts()] == [c.uuid for c in b.conflicts()] == [uuid]
    folder = pair.settle()
    written = [(laptop.name, path.name) for laptop in laptops for path in laptop.sync().published]
    assert written == []
    assert pair.settle() == folder

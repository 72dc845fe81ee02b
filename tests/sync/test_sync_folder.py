"""The sync folder with plain folders carried by hand: names, publishing, taking in, conflicts, half-written files."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarbish_score.exchange import sync
from tarbish_score.exchange.importing import read_one
from tarbish_score.model import read_uuid
from tarbish_score.storage.versions import (
    Choice,
    conflicted_ids,
    kept_versions,
    list_conflicts,
    resolve_conflict,
    uuid_of,
)

from .laptops import Laptop, carry

UUID = "3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b1e42"


@pytest.fixture
def a(tmp_path: Path) -> Iterator[Laptop]:
    laptop = Laptop(tmp_path, "a")
    yield laptop
    laptop.close()


@pytest.fixture
def b(tmp_path: Path) -> Iterator[Laptop]:
    laptop = Laptop(tmp_path, "b")
    yield laptop
    laptop.close()


@pytest.mark.parametrize(
    "name",
    [
        ".syncthing.3f2b8c1e.tarbish.json.tmp",
        "~syncthing~3f2b8c1e.tarbish.json.tmp",
        f"{sync.TEMPORARY_PREFIX}abc123.tmp",
        ".~lock.3f2b8c1e.tarbish.json#",
        "~$3f2b8c1e.tarbish.json",
        "3f2b8c1e.tarbish.json.part",
        "3f2b8c1e.tarbish.json.partial",
        "3f2b8c1e.tarbish.json.filepart",
        "3f2b8c1e.tarbish.json~",
        ".3f2b8c1e.tarbish.json.~1a2b",
        ".stfolder",
        ".stignore",
        ".sync_4f5e6d7c8b9a.db",
        "desktop.ini",
        "Thumbs.db",
    ],
)
def test_the_tools_own_files_are_never_read(name: str) -> None:
    assert sync.is_ignored(name)
    assert not sync.is_record_file(name)
    assert sync.conflict_copy_of(name) is None


@pytest.mark.parametrize(
    "name",
    [
        f"{UUID}.tarbish.sync-conflict-20240501-201500-ABCDEFG.json",
        f"{UUID}.sync-conflict-20240501-201500-ABCDEFG.tarbish.json",
        f"{UUID} (Ann's conflicted copy 2024-05-01).tarbish.json",
        f"{UUID}.tarbish (Ann's conflicted copy 2024-05-01).json",
        f"{UUID} (conflicted copy 2024-05-01 201500).tarbish.json",
        f"{UUID}_conflict-20240501-201500.tarbish.json",
    ],
)
def test_a_conflict_copy_is_read_as_a_version_of_its_file(name: str) -> None:
    assert sync.conflict_copy_of(name) == f"{UUID}.tarbish.json"
    assert sync.is_record_file(name)
    assert not sync.is_ignored(name)


def test_a_record_file_is_read_and_other_names_are_not() -> None:
    assert sync.is_record_file(f"{UUID}.tarbish.json")
    assert sync.conflict_copy_of(f"{UUID}.tarbish.json") is None
    assert not sync.is_record_file("notes.txt")
    assert not sync.is_record_file("photo.sync-conflict-20240501-201500-ABCDEFG.jpg")
    assert sync.record_name(UUID) == f"{UUID}.tarbish.json"


def test_publish_writes_one_private_file_named_by_the_identity(a: Laptop) -> None:
    match_id = a.start("Gaels")
    a.record(match_id)
    identity = uuid_of(a.store, match_id)
    path = a.folder / f"{identity}.tarbish.json"
    assert sorted(p.name for p in a.folder.iterdir()) == [path.name]  # no temporary file left
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["uuid"] == identity
    assert [entry["action"] for entry in data["log"]] == ["new", "record"]
    assert data["sync"]["laptop"] == sync.laptop_name()
    assert data["sync"]["superseded"] == []
    assert set(data["archive"]) == {"created", "updated", "finished"}
    read = read_one(path)
    assert (read.match.uuid, len(read.match.rounds), read.laptop) == (identity, 1, sync.laptop_name())
    # The same version again writes nothing.
    before = path.stat()
    assert sync.publish(a.store, match_id, a.folder) == path
    assert path.stat().st_mtime_ns == before.st_mtime_ns
    assert sync.publish_all(a.store, a.folder) == ()


def test_publish_refuses_a_missing_folder_and_never_makes_it(a: Laptop, tmp_path: Path) -> None:
    match_id = a.start()
    missing = tmp_path / "stick"
    with pytest.raises(FileNotFoundError, match="does not exist"):
        sync.publish(a.store, match_id, missing)
    assert not missing.exists()
    assert sync.take_in(a.store, missing) == sync.SyncReport()


def test_rounds_recorded_on_one_laptop_appear_on_the_other(a: Laptop, b: Laptop) -> None:
    match_id = a.start("Gaels")
    a.record(match_id)
    carry(a, b)
    report = b.take_in()
    (b_id,) = report.added
    assert b.store.load_match(b_id).match == a.store.load_match(match_id).match
    assert b.store.list_matches()[0].elsewhere is True
    for points in ((100, 62), (81, 81)):
        a.record(match_id, points=points)
    carry(a, b)
    report = b.take_in()
    assert (report.added, report.updated, report.conflicts) == ((), (b_id,), ())
    there = b.store.load_match(b_id)
    assert there.match == a.store.load_match(match_id).match
    assert there.log == a.store.load_match(match_id).log
    # Nothing new the next time; and B publishing it writes nothing (A's file holds it already).
    assert b.take_in() == sync.SyncReport(unchanged=1)
    carry(b, a)
    assert sync.publish_all(b.store, b.folder) == ()


def diverge(a: Laptop, b: Laptop) -> tuple[int, int]:
    match_id = a.start("Gaels")
    a.record(match_id)
    carry(a, b)
    (b_id,) = b.take_in().added
    a.record(match_id, points=(100, 62))
    b.record(b_id, caller=1, points=(62, 100))
    return match_id, b_id


def test_a_match_changed_on_both_laptops_is_kept_twice_on_both(a: Laptop, b: Laptop) -> None:
    match_id, b_id = diverge(a, b)
    carry(a, b)  # B's file becomes a Syncthing conflict copy, A's takes the name
    names = sorted(p.name for p in b.folder.iterdir())
    assert len(names) == 2
    assert sum(sync.conflict_copy_of(name) is not None for name in names) == 1
    report = b.take_in()
    assert report.conflicts == (b_id,)
    carry(b, a)
    assert a.take_in().conflicts == (match_id,)
    for laptop, mid in ((a, match_id), (b, b_id)):
        (conflict,) = list_conflicts(laptop.store)
        assert conflict.match_id == mid
        assert conflict.differing_rounds == (2,)
        assert {conflict.ours["rounds"][1]["caller"], conflict.theirs["rounds"][1]["caller"]} == {0, 1}
        assert laptop.store.list_matches()[0].conflict is True


@pytest.mark.parametrize("choice", ["keep-ours", "take-theirs", "keep-both"])
def test_a_choice_made_on_one_laptop_settles_both(a: Laptop, b: Laptop, choice: Choice) -> None:
    match_id, b_id = diverge(a, b)
    carry(a, b)
    b.take_in()
    carry(b, a)
    a.take_in()
    (conflict,) = list_conflicts(b.store)
    new_id = resolve_conflict(b.store, conflict.id, choice)
    sync.publish_all(b.store, b.folder)
    carry(b, a)
    a.take_in()
    assert conflicted_ids(a.store) == conflicted_ids(b.store) == frozenset()
    assert a.store.count_matches() == b.store.count_matches() == (2 if new_id is not None else 1)
    chosen = b.version(b_id)
    assert a.version(match_id)["log"] == chosen["log"]
    # Quiet afterwards: nothing more to write or take either way.
    assert sync.publish_all(a.store, a.folder) == ()
    carry(a, b)
    assert b.take_in().changed == ()
    assert sync.publish_all(b.store, b.folder) == ()


def test_publishing_over_an_unknown_version_takes_it_in_first(a: Laptop, b: Laptop) -> None:
    match_id, b_id = diverge(a, b)
    # B's file lands in A's folder before A has read it; then A records again and publishes.
    name = sync.record_name(uuid_of(b.store, b_id))
    (a.folder / name).write_bytes((b.folder / name).read_bytes())
    a.record(match_id, points=(81, 81))
    assert conflicted_ids(a.store) == {match_id}
    (conflict,) = list_conflicts(a.store)
    assert conflict.theirs["log"] == b.version(b_id)["log"]
    assert json.loads((a.folder / name).read_text(encoding="utf-8"))["log"] == a.version(match_id)["log"]


def test_while_a_choice_waits_two_laptops_never_rewrite_one_file_in_turn(a: Laptop, b: Laptop) -> None:
    match_id, b_id = diverge(a, b)
    name = sync.record_name(uuid_of(b.store, b_id))
    for _ in range(3):  # carried back and forth, each laptop publishing after taking in the other's file
        (a.folder / name).write_bytes((b.folder / name).read_bytes())
        sync.sync(a.store, a.folder)
        (b.folder / name).write_bytes((a.folder / name).read_bytes())
        sync.sync(b.store, b.folder)
    # Each laptop holds both versions, and offers the choice.
    assert conflicted_ids(a.store) == {match_id} and conflicted_ids(b.store) == {b_id}
    # Settled: one more exchange each way writes nothing.
    (a.folder / name).write_bytes((b.folder / name).read_bytes())
    assert sync.sync(a.store, a.folder).published == ()
    (b.folder / name).write_bytes((a.folder / name).read_bytes())
    assert sync.sync(b.store, b.folder).published == ()


def test_a_half_written_file_is_skipped_then_taken_once_whole(a: Laptop, b: Laptop) -> None:
    match_id = a.start()
    a.record(match_id)
    name = sync.record_name(uuid_of(a.store, match_id))
    whole = (a.folder / name).read_bytes()
    # A tool writing in place: half the bytes under the final name.
    (b.folder / name).write_bytes(whole[: len(whole) // 2])
    report = b.take_in()
    assert report.added == ()
    (skipped,) = report.skipped
    assert skipped.path == b.folder / name
    assert (skipped.kind, skipped.tried_again) == ("writing", True)
    assert skipped.reason == "still being written; tried again shortly"
    assert b.store.count_matches() == 0
    # Then the whole file written under a temporary name and renamed into place.
    temporary = b.folder / f".syncthing.{name}.tmp"
    temporary.write_bytes(whole)
    assert b.take_in().skipped == (skipped,)  # the temporary file is never read
    os.replace(temporary, b.folder / name)
    report = b.take_in()
    assert (len(report.added), report.skipped) == (1, ())
    assert b.store.load_match(report.added[0]).match == a.store.load_match(match_id).match


def test_a_file_changing_while_it_is_read_is_left_for_next_time(
    a: Laptop, b: Laptop, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = a.start()
    carry(a, b)
    name = sync.record_name(uuid_of(a.store, match_id))
    from tarbish_score.exchange import importing

    real = importing.read_one

    def read_while_written(path: Path, **how: object) -> object:
        read = real(path, **how)  # type: ignore[arg-type]
        with path.open("ab") as file:  # the tool appends while we read
            file.write(b"\n")
        return read

    monkeypatch.setattr(sync, "read_one", read_while_written)
    report = b.take_in()
    assert report.added == ()
    assert [s.path.name for s in report.skipped] == [name]
    assert "still being written" in report.skipped[0].reason
    monkeypatch.undo()
    assert len(b.take_in().added) == 1


def test_garbage_and_foreign_files_are_named_not_taken(b: Laptop) -> None:
    (b.folder / f"{UUID}.tarbish.json").write_text('{"format": "something-else"}', encoding="utf-8")
    (b.folder / "notes.txt").write_text("not ours", encoding="utf-8")
    (b.folder / ".~lock.x.tarbish.json#").write_text("lock", encoding="utf-8")
    report = b.take_in()
    assert [s.path.name for s in report.skipped] == [f"{UUID}.tarbish.json"]
    assert "not a Tarabish Score match record" in report.skipped[0].reason
    assert b.store.count_matches() == 0


def test_a_deleted_match_stays_deleted_until_changed_elsewhere(a: Laptop, b: Laptop) -> None:
    match_id = a.start()
    carry(a, b)
    (b_id,) = b.take_in().added
    b.store.delete_match(b_id)
    sync._SEEN.clear()  # as after a restart: the file is read again
    assert b.take_in().added == ()
    assert b.store.count_matches() == 0
    assert [v.reason for v in kept_versions(b.store)] == ["deleted"]
    a.record(match_id)
    carry(a, b)
    assert len(b.take_in().added) == 1


def test_sync_takes_in_then_publishes_everything(a: Laptop, b: Laptop) -> None:
    first = a.start("One")
    a.record(first)
    carry(a, b)
    b_only = b.store.create_match(a.store.load_match(first).match.__class__())  # made while publishing was off
    report = sync.sync(b.store, b.folder)
    assert len(report.added) == 1
    assert [p.name for p in report.published] == [sync.record_name(uuid_of(b.store, b_only))]
    assert read_uuid(report.published[0].name.removesuffix(".tarbish.json")) is not None
    with pytest.raises(FileNotFoundError):
        sync.sync(b.store, b.folder / "missing")


@pytest.mark.parametrize(
    ("marker", "tool"),
    [
        (".stfolder", "Syncthing"),
        (".dropbox", "Dropbox"),
        (".dropbox.cache", "Dropbox"),
        (".sync_4f5e6d7c8b9a.db", "Nextcloud"),
        ("._sync_4f5e6d7c8b9a.db", "Nextcloud"),
        (".owncloudsync.log", "Nextcloud"),
    ],
)
def test_a_data_folder_inside_a_synced_folder_is_found(tmp_path: Path, marker: str, tool: str) -> None:
    top = tmp_path / "Shared"
    data = top / "deep" / "tarbish-score"
    data.mkdir(parents=True)
    (top / marker).mkdir() if "." not in marker[1:] else (top / marker).write_text("", encoding="utf-8")
    assert sync.sync_tool_managing(data) == tool
    assert sync.sync_tool_managing(data / "not-made-yet") == tool
    assert sync.sync_tool_managing(tmp_path / "elsewhere") is None
    assert tool in sync.move_advice(data, tool)


def test_onedrive_is_found_by_its_folder_or_its_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    data = tmp_path / "OneDrive - Legion Hall" / "tarbish"
    data.mkdir(parents=True)
    assert sync.sync_tool_managing(data) == "OneDrive"
    other = tmp_path / "Cloud" / "data"
    other.mkdir(parents=True)
    assert sync.sync_tool_managing(other) is None
    monkeypatch.setenv("OneDrive", str(tmp_path / "Cloud"))
    assert sync.sync_tool_managing(other) == "OneDrive"


def test_temporary_files_a_kill_left_are_swept_after_an_hour(a: Laptop) -> None:
    old = a.folder / f"{sync.TEMPORARY_PREFIX}old.tmp"
    fresh = a.folder / f"{sync.TEMPORARY_PREFIX}fresh.tmp"
    theirs = a.folder / ".syncthing.other.tarbish.json.tmp"
    for path in (old, fresh, theirs):
        path.write_text("{", encoding="utf-8")
    os.utime(old, (1_000_000_000, 1_000_000_000))
    os.utime(theirs, (1_000_000_000, 1_000_000_000))
    sync.publish_all(a.store, a.folder)
    assert (old.exists(), fresh.exists(), theirs.exists()) == (False, True, True)


def test_publishing_leaves_a_file_still_being_written_and_writes_over_a_damaged_one(a: Laptop) -> None:
    match_id = a.start()
    name = sync.record_name(uuid_of(a.store, match_id))
    path = a.folder / name
    path.write_text('{"format": "tarbish-score-match", "uu', encoding="utf-8")  # a copy in place, half done
    report = sync.publish_match(a.store, match_id, a.folder)
    assert (report.published, [s.path.name for s in report.skipped]) == ((), [name])
    assert path.read_text(encoding="utf-8").endswith('"uu')
    os.utime(path, (1_000_000_000, 1_000_000_000))  # long left so: damaged, not being written
    assert sync.publish_match(a.store, match_id, a.folder).published == (path,)
    assert json.loads(path.read_text(encoding="utf-8"))["uuid"] == uuid_of(a.store, match_id)

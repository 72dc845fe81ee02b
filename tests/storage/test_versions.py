"""Versions of one match across laptops: newer replaces older, diverged ones wait for a person, nothing is lost."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tarbish_score.model import Match
from tarbish_score.storage import LogEntry, MatchStore
from tarbish_score.storage.versions import (
    ConflictNotFoundError,
    conflicted_ids,
    kept_versions,
    list_conflicts,
    match_id_of,
    merge_version,
    resolve_conflict,
    superseded_of,
    uuid_of,
    version_fingerprint,
)

from .conftest import FakeClock, made, new_match


def record_round(store: MatchStore, match_id: int, points: tuple[int, int], caller: int = 0) -> Match:
    """Record one made round on match ``match_id``, as the window does (new state plus a log entry)."""
    match = store.load_match(match_id).match
    played = made(caller, points)
    changed = match.add_round(played)
    store.save_match(match_id, changed, log_entry=LogEntry.now("record", len(changed.rounds), None, played))
    return changed


@pytest.fixture
def laptop_b(tmp_path: Path) -> Any:
    with MatchStore.open(tmp_path / "b", clock=FakeClock()) as other:
        yield other


def carry(source: MatchStore, match_id: int, target: MatchStore, **how: Any) -> Any:
    """Take match ``match_id`` of ``source`` into ``target`` as the sync folder would."""
    return merge_version(target, source.export_record(match_id), source="hand", laptop="a", **how)


def test_a_new_match_is_added_with_its_identity_log_and_origin(store: MatchStore, laptop_b: MatchStore) -> None:
    match_id = store.create_match(new_match("Gaels"))
    record_round(store, match_id, (90, 72))
    merged = carry(store, match_id, laptop_b)
    assert merged.outcome == "added"
    assert merged.match_id is not None
    there = laptop_b.load_match(merged.match_id)
    assert there.match.uuid == uuid_of(store, match_id)
    assert [entry.action for entry in there.log] == ["new", "record"]
    assert there.log == store.load_match(match_id).log
    (summary,) = laptop_b.list_matches()
    assert (summary.uuid, summary.elsewhere, summary.conflict) == (there.match.uuid, True, False)
    assert store.list_matches()[0].elsewhere is False
    assert match_id_of(laptop_b, there.match.uuid) == merged.match_id


def test_the_same_version_twice_changes_nothing(store: MatchStore, laptop_b: MatchStore) -> None:
    match_id = store.create_match(new_match())
    first = carry(store, match_id, laptop_b)
    assert carry(store, match_id, laptop_b).outcome == "same"
    assert laptop_b.count_matches() == 1
    assert kept_versions(laptop_b) == []
    assert first.match_id is not None


def test_a_longer_log_replaces_ours_and_ours_is_kept(store: MatchStore, laptop_b: MatchStore) -> None:
    match_id = store.create_match(new_match())
    b_id = carry(store, match_id, laptop_b).match_id
    assert b_id is not None
    before = laptop_b.export_record(b_id)
    record_round(store, match_id, (90, 72))
    record_round(store, match_id, (100, 62), caller=1)
    merged = carry(store, match_id, laptop_b)
    assert (merged.outcome, merged.match_id) == ("updated", b_id)
    assert laptop_b.load_match(b_id).match == store.load_match(match_id).match
    assert laptop_b.load_match(b_id).log == store.load_match(match_id).log
    (kept,) = kept_versions(laptop_b, match_id=b_id)
    assert kept.reason == "replaced"
    assert kept.record["log"] == before["log"]
    assert kept.record["rounds"] == before["rounds"] == []
    # The older version coming back (a conflict copy left in the folder) changes nothing.
    assert merge_version(laptop_b, before, source="old").outcome == "older"
    assert laptop_b.load_match(b_id).match.rounds == store.load_match(match_id).match.rounds


def test_a_shorter_log_than_ours_is_older(store: MatchStore, laptop_b: MatchStore) -> None:
    match_id = store.create_match(new_match())
    b_id = carry(store, match_id, laptop_b).match_id
    assert b_id is not None
    old = store.export_record(match_id)
    record_round(laptop_b, b_id, (90, 72))
    assert merge_version(laptop_b, old, source="x").outcome == "older"
    assert len(laptop_b.load_match(b_id).match.rounds) == 1


def diverge(store: MatchStore, laptop_b: MatchStore) -> tuple[int, int]:
    """One match on both laptops, then a different round recorded on each apart."""
    match_id = store.create_match(new_match("Gaels"))
    record_round(store, match_id, (90, 72))
    b_id = carry(store, match_id, laptop_b).match_id
    assert b_id is not None
    record_round(store, match_id, (100, 62))
    record_round(laptop_b, b_id, (62, 100), caller=1)
    record_round(laptop_b, b_id, (80, 82), caller=2)
    return match_id, b_id


def test_diverged_versions_are_both_kept_until_a_person_chooses(store: MatchStore, laptop_b: MatchStore) -> None:
    match_id, b_id = diverge(store, laptop_b)
    ours_before = laptop_b.export_record(b_id)
    merged = carry(store, match_id, laptop_b)
    assert (merged.outcome, merged.match_id) == ("conflict", b_id)
    assert conflicted_ids(laptop_b) == {b_id}
    assert laptop_b.list_matches()[0].conflict is True
    (conflict,) = list_conflicts(laptop_b)
    assert (conflict.match_id, conflict.laptop, conflict.source) == (b_id, "a", "hand")
    assert conflict.uuid == uuid_of(store, match_id)
    assert conflict.ours["rounds"] == ours_before["rounds"]
    assert conflict.theirs["rounds"] == store.export_record(match_id)["rounds"]
    assert conflict.differing_rounds == (2, 3)
    assert conflict.common_rounds == 1
    assert conflict.differing_fields == ()
    assert len(conflict.ours_match.rounds) == 3
    assert len(conflict.theirs_match.rounds) == 2
    # Ours is untouched, and the same diverged version again is not a second conflict.
    assert laptop_b.load_match(b_id).match.rounds == load_rounds(ours_before)
    assert carry(store, match_id, laptop_b).outcome == "older"
    assert len(list_conflicts(laptop_b)) == 1


def load_rounds(record: dict[str, Any]) -> tuple[Any, ...]:
    from tarbish_score.model import load_record

    return load_record({k: v for k, v in record.items() if k != "log"}).rounds


def test_a_newer_version_of_the_pending_one_replaces_it(store: MatchStore, laptop_b: MatchStore) -> None:
    match_id, b_id = diverge(store, laptop_b)
    carry(store, match_id, laptop_b)
    first = list_conflicts(laptop_b)[0].theirs
    record_round(store, match_id, (81, 81))
    assert carry(store, match_id, laptop_b).outcome == "conflict"
    (conflict,) = list_conflicts(laptop_b)
    assert len(conflict.theirs["rounds"]) == 3
    assert [version.record["log"] for version in kept_versions(laptop_b, match_id=b_id)] == [first["log"]]


@pytest.mark.parametrize("choice", ["keep-ours", "take-theirs", "keep-both"])
def test_every_choice_loses_nothing(store: MatchStore, laptop_b: MatchStore, choice: Any) -> None:
    match_id, b_id = diverge(store, laptop_b)
    carry(store, match_id, laptop_b)
    (conflict,) = list_conflicts(laptop_b)
    ours, theirs = conflict.ours, conflict.theirs
    new_id = resolve_conflict(laptop_b, conflict.id, choice)
    assert list_conflicts(laptop_b) == []
    assert conflicted_ids(laptop_b) == frozenset()
    current = laptop_b.export_record(b_id)
    kept = [version.record for version in kept_versions(laptop_b)]
    every = [current, *kept]
    if new_id is not None:
        every.append(laptop_b.export_record(new_id))
    fingerprints = {version_fingerprint(version) for version in every}
    assert {version_fingerprint(ours), version_fingerprint(theirs)} <= fingerprints
    if choice == "keep-ours":
        assert (current["rounds"], new_id) == (ours["rounds"], None)
    elif choice == "take-theirs":
        assert (current["rounds"], current["log"], new_id) == (theirs["rounds"], theirs["log"], None)
        assert current["uuid"] == ours["uuid"]
    else:
        assert new_id is not None
        copy = laptop_b.export_record(new_id)
        assert (current["rounds"], copy["rounds"], copy["log"]) == (ours["rounds"], theirs["rounds"], theirs["log"])
        assert copy["uuid"] != current["uuid"]
    with pytest.raises(ConflictNotFoundError):
        resolve_conflict(laptop_b, conflict.id, choice)


def test_the_choice_made_on_one_laptop_is_followed_on_the_other(store: MatchStore, laptop_b: MatchStore) -> None:
    match_id, b_id = diverge(store, laptop_b)
    # Each laptop sees the other's version: a conflict on both.
    assert carry(store, match_id, laptop_b).outcome == "conflict"
    assert merge_version(store, laptop_b.export_record(b_id), source="b").outcome == "conflict"
    (conflict,) = list_conflicts(laptop_b)
    resolve_conflict(laptop_b, conflict.id, "keep-ours")
    chosen = laptop_b.export_record(b_id)
    merged = merge_version(store, chosen, source="b", superseded=superseded_of(laptop_b, b_id))
    assert merged.outcome == "updated"
    assert list_conflicts(store) == []
    assert store.export_record(match_id)["log"] == chosen["log"]
    # And back: laptop B already has it.
    assert carry(store, match_id, laptop_b, superseded=superseded_of(store, match_id)).outcome == "same"


def test_a_deleted_match_does_not_come_back_unless_changed_elsewhere(store: MatchStore, laptop_b: MatchStore) -> None:
    match_id = store.create_match(new_match())
    b_id = carry(store, match_id, laptop_b).match_id
    assert b_id is not None
    laptop_b.delete_match(b_id)
    (kept,) = kept_versions(laptop_b)
    assert (kept.reason, kept.match_id) == ("deleted", None)
    assert carry(store, match_id, laptop_b).outcome == "older"
    assert laptop_b.count_matches() == 0
    record_round(store, match_id, (90, 72))
    assert carry(store, match_id, laptop_b).outcome == "added"


def test_the_same_record_with_another_log_is_kept_not_a_conflict(store: MatchStore, laptop_b: MatchStore) -> None:
    record = store.export_record(store.create_match(new_match()))
    other = {**record, "log": [{"timestamp": "2020-01-01T00:00:00+00:00", "action": "new"}]}
    other_entries = [
        {"timestamp": "2020-01-01T00:00:00+00:00", "action": "new", "round": None, "before": None, "after": None}
    ]
    first = merge_version(laptop_b, record, source="x")
    assert first.match_id is not None
    merged = merge_version(laptop_b, other, source="y")
    assert merged.outcome in ("same", "updated")
    assert list_conflicts(laptop_b) == []
    (kept,) = kept_versions(laptop_b)
    assert kept.reason == "same-content"
    # Both laptops keep the same one of the two: the smaller fingerprint.
    versions = {version_fingerprint(record): record["log"], version_fingerprint(other): other_entries}
    assert laptop_b.export_record(first.match_id)["log"] == versions[min(versions)]
    assert kept.record["log"] == versions[max(versions)]


def test_a_version_without_uuid_is_a_match_new_here_with_its_own_identity(store: MatchStore) -> None:
    match_id = store.create_match(new_match())
    record = store.export_record(match_id)
    del record["uuid"]
    merged = merge_version(store, record, source="x", elsewhere=False)
    assert merged.outcome == "added"
    assert merged.match_id is not None
    assert uuid_of(store, merged.match_id) not in ("", uuid_of(store, match_id))
    assert store.list_matches()[0].elsewhere is False


def test_keep_both_gives_the_second_match_the_start_of_the_match_not_of_the_choice(
    store: MatchStore, laptop_b: MatchStore
) -> None:
    match_id, b_id = diverge(store, laptop_b)
    carry(store, match_id, laptop_b)
    (conflict,) = list_conflicts(laptop_b)
    new_id = resolve_conflict(laptop_b, conflict.id, "keep-both")
    started = {summary.id: summary.created for summary in laptop_b.list_matches()}
    assert new_id is not None
    assert started[new_id] == started[b_id] == store.list_matches()[0].created

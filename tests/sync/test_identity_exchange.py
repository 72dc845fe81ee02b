"""The identity through export, import, backup and restore: import recognises a match by its uuid."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tarbish_score import cli, paths
from tarbish_score.exchange.backup import restore_backup
from tarbish_score.exchange.importing import import_paths
from tarbish_score.exchange.records import stored_record, write_record
from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.storage import LogEntry, MatchStore
from tarbish_score.storage.versions import kept_versions, list_conflicts, uuid_of


def record(store: MatchStore, match_id: int, caller: int = 0) -> None:
    match = store.load_match(match_id).match
    played = RoundInput(caller, Suit.HEARTS, (90, 72) if caller % 2 == 0 else (72, 90))
    changed = match.add_round(played)
    store.save_match(match_id, changed, log_entry=LogEntry.now("record", len(changed.rounds), None, played))


def export(store: MatchStore, match_id: int, path: Path) -> Path:
    return write_record(stored_record(store, match_id), path)


@pytest.fixture
def store() -> Iterator[MatchStore]:
    with MatchStore.open(paths.data_dir()) as opened:
        yield opened


def new(store: MatchStore, team: str = "Gaels") -> int:
    return store.create_match(Match((Team(team, ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 3))


def test_an_export_carries_the_identity_and_imports_it_elsewhere(store: MatchStore, tmp_path: Path) -> None:
    match_id = new(store)
    record(store, match_id)
    path = export(store, match_id, tmp_path / "m.tarbish.json")
    assert f'"uuid": "{uuid_of(store, match_id)}"' in path.read_text(encoding="utf-8")
    with MatchStore.open(tmp_path / "other") as other:
        (copy,) = import_paths(other, [path]).ids
        assert uuid_of(other, copy) == uuid_of(store, match_id)
        assert other.list_matches()[0].elsewhere is False  # an import is not a sync


def test_import_tells_the_same_an_older_a_newer_and_a_diverged_version(store: MatchStore, tmp_path: Path) -> None:
    match_id = new(store)
    record(store, match_id)
    same = export(store, match_id, tmp_path / "same.tarbish.json")
    result = import_paths(store, [same])
    assert (result.ids, result.skipped) == ((), ((same, match_id),))
    with MatchStore.open(tmp_path / "other") as other:
        (there,) = import_paths(other, [same]).ids
        record(other, there, caller=1)
        newer = export(other, there, tmp_path / "newer.tarbish.json")
        record(store, match_id)  # meanwhile changed here too: the newer one of there has diverged now
        record(other, there)
        apart = export(other, there, tmp_path / "apart.tarbish.json")
    old = tmp_path / "old.tarbish.json"
    old.write_bytes(same.read_bytes())
    assert import_paths(store, [old]).skipped == ((old, match_id),)  # ours extends it
    result = import_paths(store, [apart])
    assert (result.ids, result.conflicts) == ((), ((apart, match_id),))
    assert len(list_conflicts(store)) == 1
    assert store.count_matches() == 1
    assert newer.exists()


def test_a_newer_version_updates_the_match_and_keeps_the_old_one(store: MatchStore, tmp_path: Path) -> None:
    match_id = new(store)
    first = export(store, match_id, tmp_path / "first.tarbish.json")
    with MatchStore.open(tmp_path / "other") as other:
        (there,) = import_paths(other, [first]).ids
        record(other, there)
        record(other, there, caller=1)
        newer = export(other, there, tmp_path / "newer.tarbish.json")
    result = import_paths(store, [newer])
    assert (result.ids, result.updated) == ((), ((newer, match_id),))
    assert len(store.load_match(match_id).match.rounds) == 2
    (kept,) = kept_versions(store, match_id=match_id)
    assert (kept.reason, kept.record["rounds"]) == ("replaced", [])


def test_the_import_command_says_what_it_updated_and_what_diverged(
    store: MatchStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match_id = new(store)
    first = export(store, match_id, tmp_path / "first.tarbish.json")
    with MatchStore.open(tmp_path / "other") as other:
        (there,) = import_paths(other, [first]).ids
        record(other, there)
        newer = export(other, there, tmp_path / "newer.tarbish.json")
    store.close()
    assert cli.main(["import", str(newer)]) == 0
    assert f"a newer version of match {match_id}; updated it" in capsys.readouterr().err


def test_backup_and_restore_keep_every_identity(store: MatchStore, tmp_path: Path) -> None:
    ids = [new(store, f"Team {n}") for n in range(3)]
    for match_id in ids:
        record(store, match_id)
    identities = {uuid_of(store, match_id) for match_id in ids}
    store.close()
    assert cli.main(["export", "--all", "-o", str(tmp_path / "backup")]) == 0
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert {uuid_of(fresh, match_id) for match_id in restored.ids} == identities
        # Restored again: every match is already there, by its identity.
        again = restore_backup(fresh, tmp_path / "backup")
        assert (again.ids, len(again.skipped)) == ((), 3)


def test_the_import_command_calls_an_older_version_older(
    store: MatchStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match_id = new(store)
    old = export(store, match_id, tmp_path / "old.tarbish.json")
    record(store, match_id)
    store.close()
    assert cli.main(["import", str(old)]) == 0
    assert capsys.readouterr().err == f"tarbish-score: {old}: an older version of match {match_id}; skipped\n"


def test_importing_the_other_laptops_chosen_version_says_so(
    store: MatchStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tarbish_score.exchange import sync
    from tarbish_score.storage.versions import resolve_conflict

    match_id = new(store)
    folder = tmp_path / "folder"
    folder.mkdir()
    sync.publish(store, match_id, folder)
    with MatchStore.open(tmp_path / "other") as other:
        sync.take_in(other, folder)
        there = other.list_matches()[0].id
        record(store, match_id)  # changed apart on both laptops
        sync.publish(store, match_id, folder)
        record(other, there, caller=1)
        sync.take_in(other, folder)
        (conflict,) = list_conflicts(other, there)
        resolve_conflict(other, conflict.id, "keep-ours")  # the other laptop keeps its own
        chosen = sync.publish(other, there, tmp_path)
    store.close()
    assert cli.main(["import", str(chosen)]) == 0
    assert capsys.readouterr().err == (
        f"tarbish-score: {chosen}: the other laptop's chosen version of match {match_id}; yours is kept in its "
        "versions\n"
    )
    with MatchStore.open(paths.data_dir()) as reopened:
        assert [kept.reason for kept in kept_versions(reopened, match_id=match_id)] == ["superseded"]

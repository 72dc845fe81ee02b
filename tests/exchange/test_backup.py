"""A full backup restores on a fresh data folder with nothing lost; a second restore adds nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarbish_score.exchange.backup import BackupError, restore_backup, write_backup
from tarbish_score.exchange.importing import MANIFEST_NAME, ImportFailedError
from tarbish_score.storage import MatchStore

from .conftest import SAMPLES


def _everything(store: MatchStore) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = []
    for summary in sorted(store.list_matches(), key=lambda s: s.created):
        stored = store.load_match(summary.id)
        out.append((stored.match, stored.created, stored.updated, stored.finished, stored.status, stored.log))
    return out


def test_backup_restores_on_a_fresh_data_folder_with_nothing_lost(store: MatchStore, tmp_path: Path) -> None:
    result = write_backup(store, tmp_path / "backup")
    assert len(result.files) == len(SAMPLES)
    assert sorted(p.name for p in (tmp_path / "backup").iterdir()) == sorted(
        [MANIFEST_NAME, *(p.name for p in result.files)]
    )
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert len(restored.ids) == len(SAMPLES)
        assert _everything(fresh) == _everything(store)
        again = restore_backup(fresh, tmp_path / "backup")
        assert again.ids == ()
        assert len(again.skipped) == len(SAMPLES)
        assert fresh.count_matches() == len(SAMPLES)


def test_backup_refuses_a_folder_that_is_not_empty_and_leaves_nothing(store: MatchStore, tmp_path: Path) -> None:
    target = tmp_path / "taken"
    target.mkdir()
    (target / "mine.txt").write_text("keep")
    with pytest.raises(BackupError):
        write_backup(store, target)
    assert [p.name for p in target.iterdir()] == ["mine.txt"]
    assert [p.name for p in tmp_path.iterdir() if ".partial" in p.name] == []


def test_a_backup_with_a_missing_file_restores_nothing(store: MatchStore, tmp_path: Path) -> None:
    result = write_backup(store, tmp_path / "backup")
    result.files[1].unlink()
    with MatchStore.open(tmp_path / "fresh") as fresh:
        with pytest.raises(ImportFailedError) as caught:
            restore_backup(fresh, tmp_path / "backup")
        assert "incomplete" in str(caught.value)
        assert fresh.count_matches() == 0


def test_the_manifest_lists_every_match(store: MatchStore, tmp_path: Path) -> None:
    write_backup(store, tmp_path / "backup")
    manifest = json.loads((tmp_path / "backup" / MANIFEST_NAME).read_text(encoding="utf-8"))
    assert manifest["format"] == "tarbish-score-backup"
    assert [item["id"] for item in manifest["matches"]] == [1, 2, 3]


def test_backup_files_are_named_after_the_teams_and_day_and_never_collide(store: MatchStore, tmp_path: Path) -> None:
    # A second match of the same teams the same day: its file gets " (2)".
    again = store.create_match(store.load_match(1).match)
    result = write_backup(store, tmp_path / "backup")
    summaries = {s.id: s for s in store.list_matches()}
    day = summaries[1].created.astimezone().date().isoformat()
    teams = " v ".join(summaries[1].teams)
    assert teams == "Mom and Dad v The kids"
    names = [path.name for path in result.files]
    assert names[0] == f"{teams} {day}.tarbish.json"
    assert names[-1] == f"{teams} {day} (2).tarbish.json"
    assert len(set(names)) == len(names) == again
    manifest = json.loads((tmp_path / "backup" / MANIFEST_NAME).read_text(encoding="utf-8"))
    assert [item["file"] for item in manifest["matches"]] == names
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        # In the archive's order, whatever the names: the ids come back as they were.
        assert [fresh.load_match(i).match for i in restored.ids] == [
            store.load_match(i).match for i in sorted(summaries)
        ]

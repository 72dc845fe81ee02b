"""A full backup restores on a fresh data folder with nothing lost; a second restore adds nothing."""

from __future__ import annotations

import dataclasses
import json
import math
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from tarbish_score.exchange.backup import BackupError, restore_backup, write_backup
from tarbish_score.exchange.importing import MANIFEST_NAME, ImportFailedError, import_paths, read_one, read_paths
from tarbish_score.exchange.records import (
    RecordTooDeepError,
    RecordTooLargeError,
    export_size,
    portable,
    record_text,
    stored_record,
    write_record,
)
from tarbish_score.model import Match, TarbishError, dump_record, loads_record
from tarbish_score.model.record import MAX_IMPORT_BYTES, MAX_RECORD_BYTES
from tarbish_score.storage import LogEntry, MatchStore, StoreError

from ..model.test_properties import matches
from .conftest import DATA, SAMPLES, sample


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


def test_a_copy_dropped_in_a_backup_folder_is_not_restored_twice(store: MatchStore, tmp_path: Path) -> None:
    """A file the table of contents does not list comes in only when it is not one of the backup's matches."""
    result = write_backup(store, tmp_path / "backup")
    copy = tmp_path / "backup" / "copy.tarbish.json"
    copy.write_bytes(result.files[0].read_bytes())
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert len(restored.ids) == len(SAMPLES)
        assert fresh.count_matches() == len(SAMPLES)
        assert [path.name for path, _ in restored.skipped] == ["copy.tarbish.json"]


def test_backup_refuses_a_folder_that_is_not_empty_and_leaves_nothing(store: MatchStore, tmp_path: Path) -> None:
    target = tmp_path / "taken"
    target.mkdir()
    (target / "mine.txt").write_text("keep")
    with pytest.raises(BackupError):
        write_backup(store, target)
    assert [p.name for p in target.iterdir()] == ["mine.txt"]
    assert [p.name for p in tmp_path.iterdir() if ".partial" in p.name] == []


def test_a_backup_with_a_missing_file_restores_the_rest_and_names_it(store: MatchStore, tmp_path: Path) -> None:
    result = write_backup(store, tmp_path / "backup")
    result.files[1].unlink()
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert [problem.path for problem in restored.problems] == [result.files[1]]
        assert restored.problems[0].code == "missing"
        assert restored.not_taken == (f"{result.files[1]}: missing from the backup",)
        assert restored.imported == (result.files[0], result.files[2])
        assert fresh.count_matches() == len(SAMPLES) - 1


def test_a_damaged_file_in_a_backup_is_named_and_every_other_match_restored(store: MatchStore, tmp_path: Path) -> None:
    result = write_backup(store, tmp_path / "backup")
    result.files[0].write_text('{"format": "tarbish-score-match", "version": 9}', encoding="utf-8")
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert [(problem.path, problem.field) for problem in restored.problems] == [(result.files[0], "version")]
        assert [fresh.load_match(i).match for i in restored.ids] == [store.load_match(i).match for i in (2, 3)]


def test_a_backup_with_an_unreadable_table_of_contents_restores_its_records(store: MatchStore, tmp_path: Path) -> None:
    write_backup(store, tmp_path / "backup")
    (tmp_path / "backup" / MANIFEST_NAME).write_text("{not json", encoding="utf-8")
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert [problem.code for problem in restored.problems] == ["manifest"]
        assert len(restored.ids) == fresh.count_matches() == len(SAMPLES)


def test_an_empty_folder_is_not_a_backup(store: MatchStore, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(ImportFailedError, match=r"holds no \.tarbish\.json match record"):
        restore_backup(store, tmp_path / "empty")


def test_a_match_holding_a_number_json_cannot_write_is_backed_up_and_restored(
    store: MatchStore, tmp_path: Path
) -> None:
    # 1e400 read as infinity (archives filled before the reader refused it still hold such values);
    # written as "Infinity" it made the whole backup refuse to restore.
    kitchen = loads_record((DATA / "kitchen-standard.tarbish.json").read_text(encoding="utf-8"))
    team = dataclasses.replace(kitchen.teams[0], extra={"handicap": math.inf})
    match = dataclasses.replace(kitchen, teams=(team, kitchen.teams[1]))
    odd_id = store.create_match(match)
    result = write_backup(store, tmp_path / "backup")
    assert result.unreadable == ()
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert restored.problems == ()
        assert len(restored.ids) == len(SAMPLES) + 1
        back = fresh.load_match(restored.ids[-1]).match
        assert back.teams[0].extra == {"handicap": None}
        assert back.rounds == store.load_match(odd_id).match.rounds


def _padded(pad_bytes: int) -> Match:
    """The kitchen sample with an unknown field of about ``pad_bytes`` compact JSON, in 40-character pieces."""
    match = sample()
    return dataclasses.replace(match, extra={**match.extra, "pad": ["x" * 40] * (pad_bytes // 43)})


def test_a_record_just_under_the_limit_exports_under_it_and_restores(store: MatchStore, tmp_path: Path) -> None:
    # Stored compactly it fits; indented, with its log and dates, it would be over 10 MB.
    big = store.create_match(_padded(MAX_RECORD_BYTES - 200_000))
    result = write_backup(store, tmp_path / "backup")
    (path,) = [p for p in result.files if p.name.startswith("The MacNeils")][1:]
    assert len(result.files) == len(SAMPLES) + 1
    assert path.stat().st_size <= MAX_RECORD_BYTES < len(record_text(stored_record(store, big), limit=None))
    assert len(record_text(stored_record(store, 1), limit=None)) < 100_000  # a usual record stays indented
    assert record_text(stored_record(store, 1)).startswith('{\n "format"')
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert restored.problems == ()
        assert fresh.load_match(restored.ids[-1]).match == store.load_match(big).match


def _compact(record: object) -> int:
    return len(json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")) + 1


def test_a_record_just_under_the_file_limit_is_refused_at_import_with_why(store: MatchStore, tmp_path: Path) -> None:
    # The file fits the 10 MB; with the statistics, log and dates an archive adds it would not
    # back up, so it is refused as it comes in rather than set aside by every backup.
    path = tmp_path / "big.tarbish.json"
    path.write_text(json.dumps(dump_record(_padded(MAX_RECORD_BYTES - 20_000)), separators=(",", ":")))
    assert path.stat().st_size <= MAX_RECORD_BYTES
    with pytest.raises(ImportFailedError) as caught:
        import_paths(store, [path])
    (problem,) = caught.value.problems
    assert problem.code == "too_large_to_keep"
    assert "more than the 8 MB a match brought in may take, so it could not be backed up" in problem.message
    assert len(store.list_matches()) == len(SAMPLES)


def test_what_import_takes_backs_up_and_restores_after_corrections(store: MatchStore, tmp_path: Path) -> None:
    path = tmp_path / "big.tarbish.json"
    path.write_text(json.dumps(dump_record(_padded(MAX_IMPORT_BYTES - 120_000)), separators=(",", ":")))
    (read,) = read_paths([path])
    (big,) = import_paths(store, [path]).ids
    assert _compact(stored_record(store, big)) <= export_size(read.match) <= MAX_IMPORT_BYTES
    # Corrections later (each with a long note, twice in its log entry) it still backs up: the
    # room left holds over a thousand of the largest log entries the window writes.
    match = store.load_match(big).match
    for n in range(3):
        noted = match.with_round_note(n, "🂡" * 200)
        entry = LogEntry.now("edit", n + 1, match.rounds[n], noted.rounds[n])
        store.save_match(big, noted, log_entry=entry)
        match = noted
    assert 1000 * _compact(entry.to_json()) < MAX_RECORD_BYTES - MAX_IMPORT_BYTES
    result = write_backup(store, tmp_path / "backup")
    assert result.unreadable == ()
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert restored.problems == ()
        back = fresh.load_match(restored.ids[-1])
        assert back.match == match
        assert len(back.log) == len(store.load_match(big).log)


def test_a_record_too_big_to_import_again_is_set_aside_and_named(store: MatchStore, tmp_path: Path) -> None:
    big = store.create_match(_padded(MAX_RECORD_BYTES + 100_000))
    with pytest.raises(RecordTooLargeError, match=r"more than the 10 MB a match record may be") as caught:
        write_record(stored_record(store, big), tmp_path / "big.tarbish.json")
    assert isinstance(caught.value, OSError)
    assert not (tmp_path / "big.tarbish.json").exists()
    result = write_backup(store, tmp_path / "backup")
    assert result.unreadable == (big,)
    assert "could not be imported again" in dict(result.set_aside)[big]
    assert (tmp_path / "backup" / "unreadable" / f"match-{big:05d}.json").stat().st_size > MAX_RECORD_BYTES
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert len(restored.ids) == len(SAMPLES)
        assert restored.not_taken == (f"match {big}: {dict(result.set_aside)[big]}",)


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


NAMES = st.text(st.characters(exclude_categories=()), max_size=12)
EXTRAS = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | NAMES,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(NAMES, inner, max_size=3),
    max_leaves=6,
)


@st.composite
def archived_matches(draw: st.DrawFn) -> Match:
    """A match as the archive may hold it: any names, notes and unknown fields, some rounds, maybe finished."""
    match = draw(matches())
    match = match.renamed((draw(NAMES), draw(NAMES)), ((draw(NAMES), draw(NAMES)), (draw(NAMES), draw(NAMES))))
    try:
        match = match.with_note(draw(st.text(max_size=250)))
        if match.rounds:
            match = match.with_round_note(draw(st.integers(0, len(match.rounds) - 1)), draw(st.text(max_size=250)))
    except TarbishError:
        pass  # a note the window refuses never reaches the archive
    return dataclasses.replace(match, extra={"from_a_newer_version": draw(EXTRAS)})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(archived_matches())
@example(dataclasses.replace(sample(), extra={"from_a_newer_version": [math.inf, {"x": -math.inf}, math.nan]}))
def test_whatever_the_archive_holds_exports_to_a_record_that_imports_again(match: Match) -> None:
    with tempfile.TemporaryDirectory() as folder, MatchStore.open(Path(folder) / "archive") as archive:
        try:
            match_id = archive.create_match(match)
        except (StoreError, UnicodeEncodeError):
            assume(False)  # the archive refuses it (lone surrogates): it never holds it
            return
        stored = archive.load_match(match_id)
        path = write_record(stored_record(archive, match_id), Path(folder) / "m.tarbish.json")
        back = read_one(path)
        assert back.match.rounds == stored.match.rounds
        assert back.match.score == stored.match.score
        assert dataclasses.replace(back.match, extra={}) == dataclasses.replace(portable_match(stored.match), extra={})
        assert back.match.extra["from_a_newer_version"] == portable(match.extra["from_a_newer_version"])
        assert (back.created, back.updated, back.finished) == (stored.created, stored.updated, stored.finished)


def portable_match(match: Match) -> Match:
    """``match`` as its export writes it (numbers JSON cannot hold become null)."""
    return loads_record(record_text(dump_record(match)))


def _deep(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = {"x": value}
    return value


@pytest.mark.parametrize("depth", [65, 495, 800])  # deeper, the archive cannot store it
def test_a_deeply_nested_record_an_older_version_kept_is_set_aside_and_the_backup_written(
    store: MatchStore, tmp_path: Path, depth: int
) -> None:
    # Import refuses such a record now; an archive filled before still holds them.
    deep = store.create_match(dataclasses.replace(sample(), extra={"x": _deep(depth)}))
    with pytest.raises(RecordTooDeepError, match=r"more than 64 deep, so it could not be imported again"):
        write_record(stored_record(store, deep), tmp_path / "deep.tarbish.json")
    assert not (tmp_path / "deep.tarbish.json").exists()
    result = write_backup(store, tmp_path / "backup")
    assert len(result.files) == len(SAMPLES)
    assert result.unreadable == (deep,)
    assert "more than 64 deep" in dict(result.set_aside)[deep]
    kept = tmp_path / "backup" / "unreadable" / f"match-{deep:05d}.json"
    assert json.loads(kept.read_text(encoding="utf-8"))["x"] == _deep(depth)  # kept for a person to look at
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert len(restored.ids) == fresh.count_matches() == len(SAMPLES)
        assert restored.not_taken == (f"match {deep}: {dict(result.set_aside)[deep]}",)


@pytest.mark.parametrize("value", ["1e400", "-1", "true", '"7"', "1.5", str(2**64)])
def test_a_set_aside_id_that_is_no_archive_id_is_named_and_every_record_restored(
    store: MatchStore, tmp_path: Path, value: str
) -> None:
    write_backup(store, tmp_path / "backup")
    manifest = tmp_path / "backup" / MANIFEST_NAME
    data = json.loads(manifest.read_text(encoding="utf-8"))
    data["set_aside"] = [{"id": "ID", "file": None, "reason": "r"}]
    manifest.write_text(json.dumps(data).replace('"ID"', value), encoding="utf-8")
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert [problem.code for problem in restored.problems] == ["manifest"]
        assert "a set-aside match has no valid id" in restored.problems[0].message
        assert len(restored.ids) == fresh.count_matches() == len(SAMPLES)


@pytest.mark.parametrize("kind", ["sparse", "pipe"])
def test_a_huge_or_endless_table_of_contents_is_refused_unread(store: MatchStore, tmp_path: Path, kind: str) -> None:
    write_backup(store, tmp_path / "backup")
    manifest = tmp_path / "backup" / MANIFEST_NAME
    manifest.unlink()
    if kind == "sparse":
        with manifest.open("wb") as file:
            file.truncate(30 * 1024**3)  # 30 GB that take no disk: reading them whole runs out of memory
    else:
        os.mkfifo(manifest)  # nobody writes to it: reading would wait forever
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        if kind == "sparse":
            assert [problem.code for problem in restored.problems] == ["manifest"]
            assert "larger than 10 MB" in restored.problems[0].message
        assert len(restored.ids) == fresh.count_matches() == len(SAMPLES)
    if kind == "sparse":
        with pytest.raises(ImportFailedError) as caught:
            read_paths([tmp_path / "backup"])
        assert "larger than 10 MB" in caught.value.problems[0].message
    else:  # a pipe is no table of contents: the records are read without waiting for it
        assert len(read_paths([tmp_path / "backup"])) == len(SAMPLES)

"""JSON export then import is the identity; import is all or nothing and never duplicates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarbish_score.exchange.importing import ImportFailedError, fingerprint, import_paths, read_paths
from tarbish_score.exchange.records import export_record, stored_record, write_record
from tarbish_score.model import dump_record, load_record, statistics_document
from tarbish_score.model.record import MAX_RECORD_BYTES
from tarbish_score.storage import MatchStore

from .conftest import archive_snapshot, sample


def test_export_then_import_is_the_identity(store: MatchStore, tmp_path: Path) -> None:
    original = store.load_match(1)
    path = write_record(stored_record(store, 1), tmp_path / "one.tarbish.json")
    with MatchStore.open(tmp_path / "fresh") as fresh:
        result = import_paths(fresh, [path])
        copy = fresh.load_match(result.ids[0])
    assert copy.match.rounds == original.match.rounds  # round by round
    assert copy.match.rules == original.match.rules
    assert copy.match.teams == original.match.teams
    assert copy.match.first_dealer == original.match.first_dealer
    assert copy.log == original.log  # the audit log, the correction too
    assert [e.action for e in copy.log] == ["new", "edit"]
    assert (copy.created, copy.updated, copy.finished) == (original.created, original.updated, original.finished)
    assert dump_record(copy.match) == dump_record(original.match)  # no "archive" left in the stored record


def test_the_export_carries_log_and_dates(store: MatchStore) -> None:
    record = stored_record(store, 2)
    assert record["format"] == "tarbish-score-match"
    assert [entry["action"] for entry in record["log"]] == ["new", "edit"]
    assert record["archive"]["id"] == 2
    assert record["archive"]["created"] == store.load_match(2).created.isoformat()


def test_an_in_memory_match_exports_without_log_or_dates() -> None:
    record = export_record(sample())
    assert "log" not in record and "archive" not in record
    assert record.pop("statistics") == statistics_document(sample())
    assert record == dump_record(sample())


def test_every_export_carries_the_derived_statistics(store: MatchStore) -> None:
    record = stored_record(store, 1)
    match = store.load_match(1).match
    assert record["statistics"] == statistics_document(match)
    # Match 1 is family-minimal; Marie, counted by hand in tests/model/test_statistics.py: two calls, one bait.
    assert record["statistics"]["players"][0]["name"] == "Marie"
    assert (record["statistics"]["players"][0]["called"], record["statistics"]["players"][0]["bait"]) == (2, 1)


def test_a_statistics_object_even_a_wrong_one_is_ignored_on_import(tmp_path: Path) -> None:
    record = export_record(sample())
    wrong = dict(record, statistics={"teams": "nonsense", "rounds": -4})
    assert load_record(wrong) == load_record(record) == sample()
    assert "statistics" not in load_record(wrong).extra
    path = tmp_path / "wrong.tarbish.json"
    path.write_text(json.dumps(wrong), encoding="utf-8")
    with MatchStore.open(tmp_path / "fresh") as fresh:
        result = import_paths(fresh, [path])
        stored = fresh.load_match(result.ids[0])
        assert stored.match == sample()
        assert "statistics" not in fresh.export_record(result.ids[0])
        # Exported again, the statistics are worked out afresh from the rounds.
        assert stored_record(fresh, result.ids[0])["statistics"] == statistics_document(sample())


def test_importing_a_match_already_there_does_not_duplicate_it(store: MatchStore, tmp_path: Path) -> None:
    path = write_record(stored_record(store, 3), tmp_path / "again.tarbish.json")
    before = store.count_matches()
    result = import_paths(store, [path])
    assert result.ids == ()
    assert result.skipped == ((path, 3),)
    assert store.count_matches() == before


def test_the_fingerprint_ignores_log_dates_and_spelling(store: MatchStore) -> None:
    record = stored_record(store, 1)
    plain = dump_record(store.load_match(1).match)
    spelled = json.loads(json.dumps(plain, indent=4, sort_keys=True))
    spelled["rules"] = {"preset": plain["rules"]["preset"]}
    assert fingerprint(record) == fingerprint(plain) == fingerprint(spelled)
    changed = dict(plain, first_dealer=(plain["first_dealer"] + 1) % 4)
    assert fingerprint(changed) != fingerprint(plain)


def test_the_same_file_twice_in_one_import_is_added_once(tmp_path: Path) -> None:
    path = write_record(export_record(sample()), tmp_path / "a.tarbish.json")
    with MatchStore.open(tmp_path / "fresh") as fresh:
        result = import_paths(fresh, [path, path])
        assert len(result.ids) == 1
        assert result.skipped == ((path, None),)


def _good_text() -> str:
    return json.dumps(export_record(sample("family-minimal")), indent=1)


def _broken_round(folder: Path) -> Path:
    record = dump_record(sample())
    record["rounds"][2]["card_points"] = [100, 100]
    return write_record(record, folder / "broken.tarbish.json")


def _write(name: str, data: str | bytes) -> object:
    def make(folder: Path) -> Path:
        path = folder / name
        if isinstance(data, bytes):
            path.write_bytes(data)
        else:
            path.write_text(data, encoding="utf-8")
        return path

    return make


BAD_FILES = {
    "broken": (_broken_round, "round 3, field 'card_points'"),
    "truncated": (_write("truncated.tarbish.json", _good_text()[:200]), "not valid JSON"),
    "version": (_write("v2.tarbish.json", _good_text().replace('"version": 1', '"version": 2')), "field 'version'"),
    "huge": (_write("huge.tarbish.json", b" " * (MAX_RECORD_BYTES + 10)), "larger than 10 MB"),
    "latin1": (_write("latin1.tarbish.json", _good_text().replace("Mom", "Mémé").encode("latin-1")), "not UTF-8"),
    "utf16": (
        _write("utf16.tarbish.json", _good_text().encode("utf-16-le")),
        "the file is UTF-16 text, not UTF-8: save it as UTF-8 and import it again",
    ),
    "log": (
        _write("log.tarbish.json", _good_text().replace('"rounds"', '"log": [{"action": "x"}], "rounds"', 1)),
        "field 'log'",
    ),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_imports_nothing_and_names_file_round_and_field(
    store: MatchStore, tmp_path: Path, name: str
) -> None:
    make, expect = BAD_FILES[name]
    assert callable(make)
    bad = make(tmp_path)
    fine = write_record(export_record(sample("house-whole-bait"), []), tmp_path / "fine.tarbish.json")
    store.close()
    before = archive_snapshot(store.directory)
    with MatchStore.open(store.directory) as reopened, pytest.raises(ImportFailedError) as caught:
        import_paths(reopened, [fine, bad])
    assert archive_snapshot(store.directory) == before
    message = str(caught.value)
    assert message.startswith(str(bad))
    assert expect in message
    assert str(fine) not in message


def test_a_utf16_file_is_told_in_words_with_the_fix(tmp_path: Path) -> None:
    from tarbish_score.words.errors import file_problem_text

    path = tmp_path / "windows.tarbish.json"
    path.write_bytes(_good_text().encode("utf-16-be"))
    with pytest.raises(ImportFailedError) as caught:
        read_paths([path])
    (problem,) = caught.value.problems
    text = file_problem_text(str(path), problem.code, problem.message)
    assert "The file is UTF-16 text, not UTF-8: save it as UTF-8" in text
    assert "line 1" not in text


def test_every_bad_file_is_listed(tmp_path: Path) -> None:
    one = tmp_path / "one.tarbish.json"
    one.write_text("{")
    two = tmp_path / "two.tarbish.json"
    two.write_text("")
    with pytest.raises(ImportFailedError) as caught:
        read_paths([one, two, tmp_path / "missing.tarbish.json"])
    assert [p.path.name for p in caught.value.problems] == [
        "one.tarbish.json",
        "two.tarbish.json",
        "missing.tarbish.json",
    ]
    assert caught.value.problems[2].code == "read"


def test_notes_and_a_rename_survive_export_and_import(store: MatchStore, tmp_path: Path) -> None:
    match = store.load_match(1).match
    noted = match.renamed(("Gaels", "Acadians"), (match.teams[0].players, match.teams[1].players))
    noted = noted.with_note("Legion hall, Friday").with_round_note(0, "renege by Réjean")
    store.save_match(1, noted)
    path = write_record(stored_record(store, 1), tmp_path / "noted.tarbish.json")
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["note"] == "Legion hall, Friday"
    assert written["rounds"][0]["note"] == "renege by Réjean"
    assert [t["name"] for t in written["teams"]] == ["Gaels", "Acadians"]
    with MatchStore.open(tmp_path / "fresh") as fresh:
        copy = fresh.load_match(import_paths(fresh, [path]).ids[0])
        assert copy.match == noted
        assert [s.id for s in fresh.list_matches("réjean")] == [copy.id]


def _export_with(change: str) -> str:
    """The family sample's export with a log entry and archive dates, ``change`` applied to its text."""
    record = export_record(sample("family-minimal"), [])
    record["log"] = [
        {"timestamp": "2024-05-01T20:15:00+00:00", "action": "edit", "round": 1, "before": None, "after": None}
    ]
    record["archive"] = {"id": 1, "created": "2024-05-01T20:15:00+00:00", "updated": None, "finished": None}
    return json.dumps(record).replace(*change.split(" => "))


# Each kind of damage a fuzz run found to end in a traceback: now one line naming the place and the fix.
DAMAGE = {
    "lone surrogate": (
        _export_with('"Marie" => "\\ud800"'),
        "field 'teams[0].players[0]': holds a \\ud800-\\udfff escape that is half a character; remove it",
    ),
    "action a list": (
        _export_with('"action": "edit" => "action": ["edit"]'),
        "field 'log': entry 1: a log entry's action must be one of delete, edit, insert, new, note, record, redo,"
        " rename, rules, undo, not ['edit']",
    ),
    "action an object": (
        _export_with('"action": "edit" => "action": {"edit": 1}'),
        "field 'log': entry 1: a log entry's action must be one of delete, edit, insert, new, note, record, redo,"
        " rename, rules, undo, not {'edit': 1}",
    ),
    "year 1 with an offset": (
        _export_with('"created": "2024-05-01T20:15:00+00:00" => "created": "0001-01-01T00:00:00+05:00"'),
        "field 'archive.created': must be a date and time like 2024-05-01T20:15:00+00:00,"
        " not '0001-01-01T00:00:00+05:00'",
    ),
    "year 9999 with an offset": (
        _export_with('"created": "2024-05-01T20:15:00+00:00" => "created": "9999-12-31T23:59:59-05:00"'),
        "field 'archive.created': must be a date and time like 2024-05-01T20:15:00+00:00,"
        " not '9999-12-31T23:59:59-05:00'",
    ),
    "round 2**63": (
        _export_with(f'"round": 1 => "round": {2**63}'),
        f"field 'log': entry 1: a log entry's round must be a number from 1 to 1000000, not {2**63}",
    ),
    "1e400": (
        _export_with('"version": 1 => "version": 1, "x": 1e400'),
        "field 'x': holds a number too large to keep (like 1e400); write a smaller number",
    ),
    "a key twice": (
        _export_with('"card_points": => "card_points": [0, 162], "card_points":'),
        "round 1, field 'card_points': is written twice in one object; keep only one",
    ),
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_each_kind_of_damage_is_one_line_naming_file_place_and_fix(
    store: MatchStore, tmp_path: Path, kind: str
) -> None:
    text, message = DAMAGE[kind]
    bad = tmp_path / "bad.tarbish.json"
    bad.write_text(text, encoding="utf-8")
    store.close()
    before = archive_snapshot(store.directory)
    with MatchStore.open(store.directory) as reopened, pytest.raises(ImportFailedError) as caught:
        import_paths(reopened, [bad])
    assert str(caught.value) == f"{bad}, {message}"
    assert archive_snapshot(store.directory) == before


def test_dates_a_day_inside_the_years_1_to_9999_import(tmp_path: Path) -> None:
    text = _export_with('"created": "2024-05-01T20:15:00+00:00" => "created": "0001-01-03T00:00:00+05:00"')
    path = tmp_path / "old.tarbish.json"
    path.write_text(text, encoding="utf-8")
    (read,) = read_paths([path])
    assert read.created is not None
    assert read.created.isoformat() == "0001-01-02T19:00:00+00:00"

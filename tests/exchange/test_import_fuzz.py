"""Fuzzing the import reader: a mutated record is imported, or refused in one line per file; never a traceback."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tarbish_score.exchange.backup import restore_backup, write_backup
from tarbish_score.exchange.importing import ImportFailedError, fingerprint, import_records, read_paths
from tarbish_score.exchange.records import RecordTooDeepError, RecordTooLargeError, stored_record, write_record
from tarbish_score.model import dump_record
from tarbish_score.storage import MatchStore

from .fuzzing import mutated_records

_NESTED_OBJECTS = b'{"x": {"x": {"x": {'


def check_round_trip(content: bytes, folder: Path) -> str:
    """Import ``content`` as a file; an accepted record is exported, backed up and imported again.

    Returns:
        ``"refused"``, ``"round trip"``, or ``"set aside"`` (accepted, but the export refuses to
        write a file that would not import again, in one line, and the backup names it).

    Raises:
        AssertionError: a refusal is not one line about the file, or the export does not import again.
    """
    path = folder / "fuzzed.tarbish.json"
    path.write_bytes(content)
    try:
        records = read_paths([path])
    except ImportFailedError as error:
        (problem,) = error.problems
        assert problem.path == path
        assert problem.message
        assert "\n" not in str(problem)
        return "refused"
    with MatchStore.open(folder / "data") as store:
        (match_id,) = import_records(store, records).ids
        exported = folder / "exported.tarbish.json"
        backup = write_backup(store, folder / "backup")
        try:
            write_record(stored_record(store, match_id), exported)
        except (RecordTooLargeError, RecordTooDeepError) as error:
            assert "\n" not in str(error)
            assert backup.unreadable == (match_id,)
            return "set aside"
        assert [file.read_bytes() for file in backup.files] == [exported.read_bytes()]
    (again,) = read_paths([exported])  # the same match, whatever its log and dates
    assert again.fingerprint == records[0].fingerprint
    with MatchStore.open(folder / "again") as fresh:
        assert len(restore_backup(fresh, folder / "backup").ids) == 1
        assert fingerprint(dump_record(fresh.load_match(1).match)) == records[0].fingerprint
    return "round trip"


@settings(max_examples=80, deadline=None)
@given(content=mutated_records())
def test_a_mutated_record_is_imported_and_exports_again_or_refused_in_one_line(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        assert check_round_trip(content, Path(folder)) in ("refused", "round trip")


# Only deeply nested mutations are wanted: most mutations are filtered out, on purpose.
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(content=mutated_records().filter(lambda content: b"[[[[[[" in content or _NESTED_OBJECTS in content))
def test_a_deeply_nested_record_is_refused_at_import_or_exports_and_imports_again(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        assert check_round_trip(content, Path(folder)) in ("refused", "round trip")

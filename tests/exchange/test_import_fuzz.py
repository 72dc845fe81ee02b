"""Fuzzing the import reader: a mutated record is imported, or refused in one line per file; never a traceback."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import given, settings

from tarbish_score.exchange.importing import ImportFailedError, import_records, read_paths
from tarbish_score.exchange.records import stored_record
from tarbish_score.model import loads_record
from tarbish_score.storage import MatchStore

from .fuzzing import mutated_records


@settings(max_examples=80, deadline=None)
@given(content=mutated_records())
def test_a_mutated_record_is_imported_and_exports_again_or_refused_in_one_line(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.tarbish.json"
        path.write_bytes(content)
        try:
            records = read_paths([path])
        except ImportFailedError as error:
            (problem,) = error.problems
            assert problem.path == path
            assert problem.message
            assert "\n" not in str(problem)
            return
        with MatchStore.open(Path(folder) / "data") as store:
            (match_id,) = import_records(store, records).ids
            exported = json.dumps(stored_record(store, match_id), ensure_ascii=False)
        assert loads_record(exported).teams == records[0].match.teams

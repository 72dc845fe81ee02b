"""Fixtures of the exchange tests: an archive with the sample matches, each with a correction in its log."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tarbish_score import paths
from tarbish_score.model import Match, RoundInput, read_record
from tarbish_score.storage import LogEntry, MatchStore

DATA = Path(__file__).resolve().parent.parent / "data"
SAMPLES = sorted(DATA.glob("*.tarbish.json"))


def sample(name: str = "kitchen-standard") -> Match:
    """A sample match record from tests/data."""
    return read_record(DATA / f"{name}.tarbish.json")


@pytest.fixture
def store() -> Iterator[MatchStore]:
    """The isolated data folder's archive, holding every sample, each with an edit in its log."""
    with MatchStore.open(paths.data_dir()) as archive:
        for path in SAMPLES:
            match = read_record(path)
            match_id = archive.create_match(match)
            first = match.rounds[0]
            archive.save_match(match_id, match, log_entry=LogEntry.now("edit", 1, RoundInput.thrown(), first))
        yield archive


def archive_snapshot(directory: Path) -> list[tuple[int, str, int]]:
    """(id, record JSON, log length) of every match, to compare an archive before and after."""
    with MatchStore.open(directory, read_only=True) as archive:
        return [
            (s.id, str(archive.export_record(s.id)), len(archive.load_match(s.id).log)) for s in archive.list_matches()
        ]

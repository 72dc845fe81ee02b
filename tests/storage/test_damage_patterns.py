"""Damage patterns that hide the tables from SQLite: ``repair`` saves every match a page still holds whole.

The archive is built with the app's own store, damaged per pattern (tests/storage/damage_patterns.py),
then repaired; the matches saved must be exactly those whose record text is still whole in the
damaged file, each equal to the original. bench/damage.py runs the same on larger archives.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .damage_patterns import PATTERNS, Archive, salvaged

MATCHES = 40


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Archive:
    return Archive(tmp_path_factory.mktemp("sound"), MATCHES)


@pytest.mark.parametrize("pattern", sorted(PATTERNS))
def test_repair_saves_every_match_whose_record_is_still_whole(archive: Archive, tmp_path: Path, pattern: str) -> None:
    damaged = PATTERNS[pattern](archive)
    assert damaged != archive.raw
    archive.place(damaged, tmp_path / "data")
    recoverable = archive.recoverable(damaged)
    assert salvaged(tmp_path / "data", archive.built) == recoverable


def test_the_patterns_leave_most_records_whole(archive: Archive) -> None:
    counts = {name: len(archive.recoverable(bend(archive))) for name, bend in PATTERNS.items()}
    assert counts["page 1 zeroed"] == counts["magic bytes changed"] == MATCHES
    # The last page is an index's (the identities'), so cutting it costs no record; cutting half does.
    assert counts["truncated by one page"] <= MATCHES
    assert counts["truncated to half"] < MATCHES
    assert min(counts.values()) < MATCHES <= max(counts.values())

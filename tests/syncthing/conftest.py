"""Every test here runs two real Syncthing instances (marker ``syncthing``); each gets its own pair."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.syncthing.harness import SyncthingPair, syncthing_pair


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test of this folder ``syncthing`` (select or leave them out with ``-m``)."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.syncthing)


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[SyncthingPair]:
    """Two connected Syncthing instances under ``tmp_path/syncthing``, both stopped after the test."""
    with syncthing_pair(tmp_path / "syncthing") as started:
        yield started

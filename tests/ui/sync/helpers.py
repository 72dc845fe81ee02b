"""Shared set-up of the sync tests: a window syncing through a folder in tmp_path, and "another laptop".

The other laptop is a second archive in tmp_path that reads and writes the same folder through
the same functions (:mod:`tarbish_score.exchange.sync`), as a sync tool would carry its files.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore
from tarbish_score.ui.actions.sync import SyncActions
from tarbish_score.ui.main_window import MainWindow

from ..archive_helpers import open_window


def a_match() -> Match:
    """Ann and Cal (Us) against Bea and Dan (Them), no round yet."""
    return Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0)


def made(caller: int, points: tuple[int, int], suit: Suit = Suit.HEARTS) -> RoundInput:
    """A made round."""
    return RoundInput(caller, suit, points)


def records(folder: Path) -> list[str]:
    """The record files in ``folder`` (no temporary or other files), sorted."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tarbish.json") and not p.name.startswith("."))


def sync_of(window: MainWindow) -> SyncActions:
    """The window's sync actions (attached with the archive)."""
    assert window.sync is not None
    return window.sync


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The sync folder, named for the run as ``--sync-dir`` would (made empty)."""
    shared = tmp_path / "Sync" / "tarabish"
    shared.mkdir(parents=True)
    monkeypatch.setenv(paths.SYNC_ENV, str(shared))
    return shared


@pytest.fixture
def other(tmp_path: Path) -> Iterator[MatchStore]:
    """The other laptop's archive."""
    with MatchStore.open(tmp_path / "other-laptop") as store:
        yield store


@pytest.fixture
def syncing(qtbot: QtBot, folder: Path) -> Iterator[MainWindow]:
    """A shown main window saving into the data folder and syncing through ``folder``."""
    with MatchStore.open(paths.data_dir()) as store:
        window = open_window(qtbot, store)
        keeper = sync_of(window).sync_keeper
        assert keeper is not None
        qtbot.waitUntil(lambda: not keeper.starting)
        yield window
        for widget in QApplication.topLevelWidgets():
            if widget is not window and widget.isVisible():
                widget.close()
        window.close()


def other_laptop_plays(other: MatchStore, folder: Path, match: Match) -> int:
    """The other laptop starts ``match`` and publishes it; returns its id there."""
    match_id = other.create_match(match)
    sync.publish(other, match_id, folder)
    return match_id


def other_laptop(other: MatchStore) -> MatchKeeper:
    """The other laptop's window, as far as saving goes: a controller whose keeper saves into ``other``."""
    return MatchKeeper(MatchController(), other)

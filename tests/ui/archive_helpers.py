"""Shared set-up of the archive and persistence tests: a main window saving into the data folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import PRESETS, Match, RoundInput, Suit, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore, StoredMatch
from tarbish_score.ui.main_window import MainWindow

from .conftest import _activate


def made(caller: int, points: tuple[int, int], suit: Suit = Suit.HEARTS) -> RoundInput:
    """A made round."""
    return RoundInput(caller, suit, points)


def short_finished(team0: str = "MacNeils", team1: str = "Gillis") -> Match:
    """A short game (300) that team 0 wins in two rounds, 324 to 0."""
    match = Match((Team(team0, ("Mary", "Joe")), Team(team1, ("Angus", "Theresa"))), 0, PRESETS["short game"])
    return match.add_round(made(0, (162, 0))).add_round(made(2, (162, 0)))


def in_progress(team0: str = "Chiassons", team1: str = "Doucets") -> Match:
    """A match of two rounds, far from over."""
    match = Match((Team(team0, ("Aurélie", "Réjean")), Team(team1, ("Sandy", "Colin"))), 1)
    return match.add_round(made(1, (100, 62))).add_round(made(2, (90, 72), Suit.SPADES))


def stored_current(folder: Path | None = None) -> StoredMatch | None:
    """What a fresh start would resume, read through a separate read-only connection."""
    with MatchStore.open(folder or paths.data_dir(), read_only=True) as store:
        return store.resume()


def open_window(qtbot: QtBot, store: MatchStore) -> MainWindow:
    """A shown, active main window saving into ``store``."""
    controller = MatchController()
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.attach_keeper(MatchKeeper(controller, store, window))
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: _activate(window))
    return window


@pytest.fixture
def store() -> Iterator[MatchStore]:
    """A writable archive in the isolated data folder."""
    with MatchStore.open(paths.data_dir()) as opened:
        yield opened


@pytest.fixture
def kept(qtbot: QtBot, store: MatchStore) -> Iterator[MainWindow]:
    """A main window that saves into ``store``, with no match yet."""
    window = open_window(qtbot, store)
    yield window
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()

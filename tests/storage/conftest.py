"""Fixtures of the storage tests: a store in the isolated data folder, a fake clock, sample matches."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tarbish_score import paths
from tarbish_score.model import PRESETS, Match, RoundInput, Suit, Team, load_record
from tarbish_score.storage import MatchStore

#: A record using every field of docs/match-record.md, non-default rules and unknown extras at every level.
RICH_RECORD: dict[str, Any] = {
    "format": "tarbish-score-match",
    "version": 1,
    "rules": {
        "preset": "whole-bait house",
        "target": 1000,
        "forced_dealer": False,
        "equal_runs": "eldest",
        "no_trump": True,
        "final_tie": "draw",
        "sweep_bonus": 100,
    },
    "teams": [
        {"name": "Chéticamp", "players": ["Aurélie", "Réjean"], "colour": "red"},
        {"name": "Sydney", "players": ["Sandy", "Colin"]},
    ],
    "first_dealer": 2,
    "rounds": [
        {
            "caller": 1,
            "trump": "spades",
            "card_points": [40, 122],
            "runs": [
                {"seat": 1, "length": 4, "top": "K", "suit": "clubs", "note": "called late"},
                {"seat": 2, "length": 3, "top": "A", "suit": "hearts"},
            ],
            "bella": 3,
        },
        {"thrown_in": True, "comment": "all passed"},
        {"caller": 0, "trump": "none", "card_points": [130, 0], "sweep": True, "entered_by": "Ann"},
        {"caller": 3, "card_points": [80, 82]},
    ],
    "venue": "Legion hall",
    "notes": {"tables": [1, 2]},
}


class FakeClock:
    """A clock that moves one minute each time it is read, so every stamp differs."""

    def __init__(self) -> None:
        self.moment = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(minutes=1)
        return self.moment


@pytest.fixture
def clock() -> FakeClock:
    """A fresh fake clock."""
    return FakeClock()


@pytest.fixture
def folder() -> Path:
    """The isolated data folder (from ``TARBISH_SCORE_DATA_DIR``, set by the autouse fixture)."""
    return paths.data_dir()


@pytest.fixture
def store(folder: Path, clock: FakeClock) -> Iterator[MatchStore]:
    """A writable store in the data folder, closed after the test."""
    with MatchStore.open(folder, clock=clock) as opened:
        yield opened


def rich_match() -> Match:
    """The match of :data:`RICH_RECORD`."""
    return load_record(RICH_RECORD)


def new_match(
    team0: str = "Us", team1: str = "Them", players: tuple[str, str, str, str] = ("Ann", "Bea", "Cal", "Dan")
) -> Match:
    """A match without rounds; ``players`` by seat."""
    return Match((Team(team0, (players[0], players[2])), Team(team1, (players[1], players[3]))), 3)


def made(caller: int, points: tuple[int, int]) -> RoundInput:
    """A made round in hearts."""
    return RoundInput(caller, Suit.HEARTS, points)


def finished_match(team0: str = "Us", team1: str = "Them") -> Match:
    """A short game (target 300) that team 0 wins in two rounds: 324 to 0."""
    match = Match(new_match(team0, team1).teams, 3, PRESETS["short game"])
    return match.add_round(made(0, (162, 0))).add_round(made(2, (162, 0)))

"""tools/statistics_screenshots.py, checked on the picture: every state saved, no text cut off."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tarbish_score.qt import theme

from .pictures import Shot, colour_count, take_shots

NAMES = ["statistics-match", "statistics-archive", "statistics-head-to-head", "statistics-tournament-filter"]


@pytest.fixture(scope="module")
def shots(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """Every picture tools/statistics_screenshots.py saves, by name."""
    return take_shots("statistics_screenshots", tmp_path_factory.mktemp("statistics-screenshots"))


def test_the_script_saves_both_dialogs(shots: dict[str, Shot]) -> None:
    assert sorted(shots) == sorted(NAMES)
    for name, shot in shots.items():
        assert (shot.image.width(), shot.image.height()) == shot.size, name


@pytest.mark.parametrize("name", NAMES)
def test_no_text_is_cut_off(shots: dict[str, Shot], name: str) -> None:
    assert shots[name].cut_off == []


def test_the_match_statistics_name_each_team_in_its_colour(shots: dict[str, Shot]) -> None:
    shot = shots["statistics-match"]
    top = shot.image.rect().adjusted(0, 0, 0, -(shot.image.height() * 9 // 10))
    for team in (0, 1):
        assert colour_count(shot.image, top, theme.TEAM_COLOURS[team]) > 20, team


def test_the_tournament_filter_shows_the_night_and_the_rounds_note(shots: dict[str, Shot]) -> None:
    """The Games filter names the night; the count and the note on rounds are drawn, in their colours."""
    shot = shots["statistics-tournament-filter"]
    assert shot.texts["statisticsGamesCombo"].startswith("Legion hall, ")
    assert shot.texts["statisticsCountLabel"] == "Tournament games counted: 15"
    assert shot.texts["statisticsRoundsNote"].startswith("Called, bait and bait rate count only")
    assert colour_count(shot.image, shot.parts["statisticsRoundsNote"], theme.MUTED_COLOUR) > 20
    everything = shots["statistics-archive"].texts["statisticsCountLabel"]
    assert everything == "Games counted: 18 · finished matches: 3 · tournament games: 15"

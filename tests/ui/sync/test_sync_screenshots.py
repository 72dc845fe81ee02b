"""tools/sync_screenshots.py, checked on the picture: every text whole, the differing rounds in the theme's colour."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tarbish_score.qt import theme

from ..pictures import Shot, colour_count, take_shots

NAMES = [
    "sync-rounds-arrived",
    "sync-conflict-banner",
    "sync-archive-marked",
    "sync-conflict-small",
    "sync-conflict-large",
    "sync-archive-in-synced-folder",
]


@pytest.fixture(scope="module")
def shots(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """Every picture tools/sync_screenshots.py saves, by name, with what was on screen."""
    return take_shots("sync_screenshots", tmp_path_factory.mktemp("sync-screenshots"))


def test_the_script_saves_every_state_as_a_picture_of_its_widget(shots: dict[str, Shot]) -> None:
    assert sorted(shots) == sorted(NAMES)
    for name, shot in shots.items():
        assert (shot.image.width(), shot.image.height()) == shot.size, name


@pytest.mark.parametrize("name", NAMES)
def test_no_text_is_cut_off(shots: dict[str, Shot], name: str) -> None:
    assert shots[name].cut_off == []


def test_the_conflict_view_fits_each_screen(shots: dict[str, Shot]) -> None:
    small, large = shots["sync-conflict-small"], shots["sync-conflict-large"]
    assert small.size[0] <= 1024 and small.size[1] <= 600
    assert large.size[0] <= 1366 and large.size[1] <= 768
    assert large.size[0] > small.size[0]


@pytest.mark.parametrize("name", ["sync-conflict-small", "sync-conflict-large"])
def test_the_rounds_that_differ_are_filled_with_the_theme_warning_colour(shots: dict[str, Shot], name: str) -> None:
    shot = shots[name]
    fill = theme.current().banner_warning[0]
    # Round 5 on both sides and round 6 on the other laptop's: three rows of six cells, each at least 20 x 20 pixels.
    assert colour_count(shot.image, shot.image.rect(), fill) >= 3 * 6 * 20 * 20


def test_the_archive_marks_the_match_changed_on_two_laptops_in_the_warning_colour(shots: dict[str, Shot]) -> None:
    shot = shots["sync-archive-marked"]
    fill = theme.current().banner_warning[0]
    assert colour_count(shot.image, shot.image.rect(), fill) >= 8 * 20 * 20  # its row, across the table


@pytest.mark.parametrize("name", ["sync-conflict-banner", "sync-archive-in-synced-folder"])
def test_the_banner_is_framed_in_the_warning_colour(shots: dict[str, Shot], name: str) -> None:
    shot = shots[name]
    border = theme.current().banner_warning[1]
    assert colour_count(shot.image, shot.image.rect(), border) >= 2 * 400

"""tools/sync_news_screenshots.py, checked on the picture: every text whole, within 1024x600, the banner a warning."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tarbish_score.qt import theme

from ..pictures import Shot, colour_count, take_shots

NAMES = ["sync-rounds-replaced", "sync-versions", "sync-folder-skipped"]


@pytest.fixture(scope="module")
def shots(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """Every picture tools/sync_news_screenshots.py saves, by name, with what was on screen."""
    return take_shots("sync_news_screenshots", tmp_path_factory.mktemp("sync-news-screenshots"))


def test_the_script_saves_every_state_within_a_small_screen(shots: dict[str, Shot]) -> None:
    assert sorted(shots) == sorted(NAMES)
    for name, shot in shots.items():
        assert (shot.image.width(), shot.image.height()) == shot.size, name
        assert shot.size[0] <= 1024 and shot.size[1] <= 600, name


@pytest.mark.parametrize("name", NAMES)
def test_no_text_is_cut_off(shots: dict[str, Shot], name: str) -> None:
    assert shots[name].cut_off == []


def test_a_round_replaced_is_said_in_a_banner_framed_in_the_warning_colour(shots: dict[str, Shot]) -> None:
    shot = shots["sync-rounds-replaced"]
    border = theme.current().banner_warning[1]
    assert colour_count(shot.image, shot.image.rect(), border) >= 2 * 400

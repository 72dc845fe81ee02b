"""tools/archive_screenshots.py, checked on the picture: no text cut off, the banners, the finished match's totals."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tarbish_score.qt import theme

from .pictures import Shot, check_totals, colour_count, take_shots

MAIN_WINDOW = ["read-only-finished", "write-error", "read-only-disk"]
NAMES = ["archive-search", *MAIN_WINDOW, "corrections-log"]


@pytest.fixture(scope="module")
def shots(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """Every picture tools/archive_screenshots.py saves, by name, with what was on screen."""
    return take_shots("archive_screenshots", tmp_path_factory.mktemp("archive-screenshots"))


def test_the_script_saves_every_state_as_a_picture_of_its_widget(shots: dict[str, Shot]) -> None:
    assert sorted(shots) == sorted(NAMES)
    for name, shot in shots.items():
        assert (shot.image.width(), shot.image.height()) == shot.size, name


@pytest.mark.parametrize("name", NAMES)
def test_no_text_is_cut_off(shots: dict[str, Shot], name: str) -> None:
    assert shots[name].cut_off == []


@pytest.mark.parametrize("name", MAIN_WINDOW)
def test_the_totals_are_big_and_whole(shots: dict[str, Shot], name: str) -> None:
    check_totals(shots[name])


def test_a_finished_match_opened_read_only_names_the_winner_in_their_colour(shots: dict[str, Shot]) -> None:
    shot = shots["read-only-finished"]
    assert shot.texts["banner"] == "The MacNeils win the match, 561 to 479!"
    inside = shot.parts["banner"].adjusted(6, 6, -6, -6)
    assert colour_count(shot.image, inside, theme.TEAM_COLOURS[0]) >= inside.width() * inside.height() // 20
    assert colour_count(shot.image, inside, theme.TEAM_COLOURS[1]) == 0


def test_a_failed_save_is_framed_in_the_error_colour_and_a_read_only_disk_is_not(shots: dict[str, Shot]) -> None:
    failed = shots["write-error"]
    assert failed.texts["alert"].startswith("<b>Not saved:</b> the disk is full")
    alert = failed.parts["alert"]
    # Under the scoreboard, right above the round entry where the player types (the strip takes
    # no room while empty, and a banner never moves or shrinks the totals).
    assert alert.top() > failed.parts["total0"].bottom()
    assert colour_count(failed.image, alert, theme.ERROR_COLOUR) >= 2 * (alert.width() + alert.height())
    # Nothing is lost on a read-only disk: a warning, not an error.
    kept = shots["read-only-disk"]
    assert kept.texts["alert"].startswith("<b>The archive is on a read-only disk:</b>")
    assert colour_count(kept.image, kept.parts["alert"], theme.ERROR_COLOUR) == 0

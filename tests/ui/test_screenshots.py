"""tools/screenshots.py: every state it saves, checked on the picture: big whole totals, no text cut off, colours."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tarbish_score.qt import theme

from .pictures import Shot, check_totals, colour_count, take_shots

MAIN_WINDOW = [
    "in-progress",
    "bait-preview",
    "finished",
    "long-names",
    "laptop-1366x768",
    "correction-ends-match",
    "tie-at-target",
    "run-details",
    "undo-banner",
    "correction",
    "finished-start",
]
DIALOGS = [
    "new-match-dialog",
    "help-rules",
    "help-shortcuts",
    "run-checker-trump",
    "run-checker-house-rule",
    "run-checker-impossible",
    "run-checker-missing-detail",
    "card-counter",
    "card-counter-both",
    "run-checker-long-names-800x600",
]


@pytest.fixture(scope="module")
def shots(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Shot]:
    """Every picture tools/screenshots.py saves, by name, with what was on screen."""
    return take_shots("screenshots", tmp_path_factory.mktemp("screenshots"))


def test_the_script_saves_every_state_as_a_picture_of_its_widget(shots: dict[str, Shot]) -> None:
    assert sorted(shots) == sorted(MAIN_WINDOW + DIALOGS)
    for name, shot in shots.items():
        assert (shot.image.width(), shot.image.height()) == shot.size, name
    assert shots["finished"].size == (1280, 820)
    assert shots["laptop-1366x768"].size == (1366, 768)


@pytest.mark.parametrize("name", MAIN_WINDOW)
def test_the_totals_are_big_and_whole(shots: dict[str, Shot], name: str) -> None:
    check_totals(shots[name])


@pytest.mark.parametrize(
    "name",
    [
        *MAIN_WINDOW,
        *DIALOGS[:-1],
        pytest.param(
            DIALOGS[-1],
            marks=pytest.mark.xfail(
                reason="at 800x600 the run checker's claim list scrolls sideways: 'announced' and ✕ are cut",
                strict=True,
            ),
        ),
    ],
)
def test_no_text_is_cut_off(shots: dict[str, Shot], name: str) -> None:
    assert shots[name].cut_off == []


def test_the_winner_banner_is_in_the_winners_colour(shots: dict[str, Shot]) -> None:
    shot = shots["finished"]
    assert shot.texts["banner"] == "The MacNeils win the match, 561 to 479!"
    banner = shot.parts["banner"]
    # Between the two totals, which keep their size at the end of the match.
    assert shot.parts["total0"].right() < banner.left() and banner.right() < shot.parts["total1"].left()
    assert banner.width() >= shot.size[0] // 4
    assert shot.total_px >= shots["in-progress"].total_px
    inside = banner.adjusted(6, 6, -6, -6)  # within the border
    winner = colour_count(shot.image, inside, theme.TEAM_COLOURS[0])
    assert winner >= inside.width() * inside.height() // 20  # the words, in large type
    assert colour_count(shot.image, inside, theme.TEAM_COLOURS[1]) == 0
    assert colour_count(shot.image, inside, "#ffffff") == 0  # a filled band, not the white of the scoreboard


def test_the_finished_match_at_start_says_why_the_lower_total_won(shots: dict[str, Shot]) -> None:
    shot = shots["finished-start"]
    assert shot.size == (1366, 768)
    assert (shot.texts["total0"], shot.texts["total1"]) == ("506", "516")
    assert shot.texts["banner"] == "The MacNeils win the match, 506 to 516!"
    assert shot.total_px >= 60  # the totals keep their size at the end


def test_the_tie_banner_favours_neither_team(shots: dict[str, Shot]) -> None:
    shot = shots["tie-at-target"]
    assert shot.texts["banner"].startswith("Tied 324 all")
    assert shot.texts["total0"] == shot.texts["total1"] == "324"
    for colour in theme.TEAM_COLOURS:
        assert colour_count(shot.image, shot.parts["banner"], colour) == 0


def test_the_bait_preview_is_in_the_bait_colour(shots: dict[str, Shot]) -> None:
    shot = shots["bait-preview"]
    assert shot.texts["outcome"] == "BAIT"
    badge = shot.parts["outcome"]
    area = badge.width() * badge.height()
    assert colour_count(shot.image, badge, theme.BAIT_COLOUR) >= area * 6 // 10
    assert colour_count(shot.image, badge, "#ffffff") >= 30  # the word, in white on the colour
    # A round made shows in the made colour instead, with no bait colour.
    made = shots["in-progress"]
    assert made.texts["outcome"] == "made"
    assert colour_count(made.image, made.parts["outcome"], theme.MADE_COLOUR) >= area * 6 // 10
    assert colour_count(made.image, made.parts["outcome"], theme.BAIT_COLOUR) == 0

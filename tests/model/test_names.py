"""The rule for team and player names (model.names)."""

from __future__ import annotations

import pytest

from tarbish_score.model import MAX_PLAYER_NAME_LENGTH, MAX_TEAM_NAME_LENGTH, SHOWN_NAME_LENGTH, clean_name, shown_name
from tarbish_score.model.names import ELLIPSIS


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("  Ann  ", "Ann"),
        ("", ""),
        ("   ", ""),
        ("\x00", ""),
        ("An\x00n", "Ann"),
        ("\u202eevil\u202c", "evil"),
        ("Cal\nMacNeil", "Cal MacNeil"),
        ("Chéticamp", "Chéticamp"),
    ],
)
def test_clean_name_trims_and_drops_controls(typed: str, kept: str) -> None:
    assert clean_name(typed) == kept


def test_clean_name_cuts_to_the_limit_and_trims_again() -> None:
    assert clean_name("x" * 1_000_000) == "x" * MAX_TEAM_NAME_LENGTH
    assert clean_name("x" * 1_000_000, MAX_PLAYER_NAME_LENGTH) == "x" * MAX_PLAYER_NAME_LENGTH
    assert clean_name("a" * (MAX_TEAM_NAME_LENGTH - 1) + " b") == "a" * (MAX_TEAM_NAME_LENGTH - 1)


def test_shown_name_neutralises_bidi_and_line_breaks() -> None:
    assert shown_name("\u202eUs\u2066\nThem") == "Us Them"


def test_shown_name_keeps_a_name_at_the_limit_and_cuts_a_longer_one_with_an_ellipsis() -> None:
    assert shown_name("y" * SHOWN_NAME_LENGTH) == "y" * SHOWN_NAME_LENGTH
    cut = shown_name("z" * 1_000_000)
    assert cut == "z" * (SHOWN_NAME_LENGTH - 1) + ELLIPSIS
    assert shown_name("abcdef", limit=4) == "abc" + ELLIPSIS

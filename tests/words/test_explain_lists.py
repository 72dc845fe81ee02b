"""Lists in the explanations are joined the way the user's language joins them, not by an English " and "."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tarbish_score.model import Match, RoundInput, RunClaim, Suit, Team
from tarbish_score.words import translation
from tarbish_score.words.explain import and_list, bait_reason

FRENCH = {
    ("Explain", "{list} and {item}"): "{list} et {item}",
    ("Explain", "{list}, {item}"): "{list}, {item}",
}


@pytest.fixture
def french() -> Iterator[None]:
    def backend(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        return FRENCH.get((context, source), source)

    translation.install_translator(backend)
    yield
    translation.install_translator(None)


def test_a_list_reads_a_b_and_c() -> None:
    assert [and_list([]), and_list(["a"]), and_list(["a", "b"]), and_list(["a", "b", "c"])] == [
        "",
        "a",
        "a and b",
        "a, b and c",
    ]


def test_a_list_is_joined_in_the_users_language(french: None) -> None:
    assert and_list(["vingt", "belle", "balayage"]) == "vingt, belle et balayage"


def test_a_bait_reason_joins_its_factors_in_the_users_language(french: None) -> None:
    match = Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0)
    # Ann calls hearts with a fifty and bella; Us take only 40: the callers needed more than their line.
    round_input = RoundInput(0, Suit.HEARTS, (40, 122), runs=(RunClaim(0, 4),), bella=0)
    match = match.add_round(round_input)
    text = bait_reason(match.score.rounds[0].result, match.rules)
    assert "their fifty et bella" in text, text

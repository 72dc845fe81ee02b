"""Why a round was bait or half bait, worded from the engine's result (RULES.md section 6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, RuleSet, RunClaim, RunClaimError, Suit, check_claims, score_round
from tarbish_score.ui.explain import Names, bait_reason, claim_problem_text
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.round_table_model import COLUMNS
from tarbish_score.ui.wording import error_text

from .conftest import standard_match, type_keys

H = Suit.HEARTS


def _why(
    card_points: tuple[int, int], *, runs: tuple[RunClaim, ...] = (), bella: int | None = None, **rules: object
) -> str:
    round_input = RoundInput(caller=0, trump=H, card_points=card_points, runs=runs, bella=bella)
    return bait_reason(score_round(round_input, RuleSet().with_changes(**rules), eldest=1))


@pytest.mark.parametrize(
    ("card_points", "runs", "bella", "rules", "expected"),
    [
        # The rule book's example: 90 against 72 + a fifty.
        (
            (90, 72),
            (RunClaim(1, 4),),
            None,
            {},
            "Callers 90 against 122: bait — the opponents' fifty raised the line to 107.",
        ),
        ((75, 87), (), None, {}, "Callers 75 against 87: bait — they needed 82 of 162 card points."),
        (
            (45, 117),
            (RunClaim(0, 3),),
            None,
            {},
            "Callers 65 against 117: bait — their twenty lowered the line to 72, and they took 45.",
        ),
        (
            (85, 77),
            (RunClaim(1, 4),),
            0,
            {},
            "Callers 105 against 127: bait — their bella and the opponents' fifty put the line at 97,"
            " and they took 85.",
        ),
        (
            (81, 81),
            (),
            None,
            {},
            "Callers 81 against 81: half bait — equal totals, so the callers score nothing"
            " and the opponents keep their own 81.",
        ),
        (
            (81, 81),
            (),
            None,
            {"equal_totals": "whole-bait"},
            "Callers 81 against 81: bait — equal totals count as whole bait under the house rules.",
        ),
        (
            (62, 100),
            (RunClaim(1, 4), RunClaim(1, 4, suit=Suit.CLUBS), RunClaim(3, 3)),
            None,
            {"run_scorers": "best-team"},
            "Callers 62 against 220: bait — the opponents' 120 in runs raised the line to 142.",
        ),
        ((90, 72), (), None, {}, ""),
    ],
)
def test_bait_reason(
    card_points: tuple[int, int],
    runs: tuple[RunClaim, ...],
    bella: int | None,
    rules: dict[str, object],
    expected: str,
) -> None:
    assert _why(card_points, runs=runs, bella=bella, **rules) == expected


def test_bait_reason_when_the_line_is_out_of_reach() -> None:
    # Two nine-card runs split into fifties (100 each) for both partners: 200 in runs against the callers.
    runs = (RunClaim(1, 9, suit=Suit.CLUBS), RunClaim(3, 9, suit=Suit.SPADES))
    text = _why((100, 62), runs=runs, long_runs="split", run_scorers="best-team")
    assert text == (
        "Callers 100 against 262: bait — the opponents' 200 in runs raised the line to 182"
        " (out of reach: the round has only 162)."
    )


def test_thrown_in_round_has_no_reason() -> None:
    result = score_round(RoundInput.thrown(), RuleSet(forced_dealer=False))
    assert bait_reason(result) == ""


def test_overlap_of_two_long_runs_names_no_phantom_card() -> None:
    # Two five-card spade runs need ten spades; there is no one card to name (this said "None" before).
    claims = (RunClaim(0, 5, suit=Suit.SPADES), RunClaim(1, 5, suit=Suit.SPADES))
    with pytest.raises(RunClaimError) as caught:
        check_claims(claims)
    text = error_text(caught.value, standard_match(), claims)
    assert "None" not in text
    assert text == "Ann's fifty (5 cards) ♠ and Bea's fifty (5 cards) ♠ need more cards of one suit than the suit has."
    names = Names(standard_match())
    assert claim_problem_text(caught.value, claims, names) == (
        "Ann's fifty (5 cards) ♠ and Bea's fifty (5 cards) ♠ need 10 cards of spades, but a suit has only 9."
    )


def test_names_without_a_match() -> None:
    names = Names(None)
    assert names.player(2) == "seat 3"
    assert names.team(1) == "team 2"


# --- in the window: the preview and the round history ------------------------------------------


def test_preview_says_why_half_bait(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["1", "h", "8", "1"])
    assert started.round_entry.preview.outcome_text == "HALF BAIT"
    assert started.round_entry.preview.details()[0] == (
        "Callers 81 against 81: half bait — equal totals, so the callers score nothing"
        " and the opponents keep their own 81."
    )


def test_history_says_why_a_round_was_bait(qtbot: QtBot, started: MainWindow) -> None:
    # Ann calls hearts, Us count 90; Bea's fifty: bait.
    type_keys(qtbot, ["1", "h", "9", "0", "r", "2", "f", Qt.Key.Key_Return])
    type_keys(qtbot, ["2", "s", "9", "0", Qt.Key.Key_Return])  # a made round after it
    why = "Callers 90 against 122: bait — the opponents' fifty raised the line to 107."
    model = started.history_model
    assert model.data(model.index(0, COLUMNS.index("outcome")), Qt.ItemDataRole.ToolTipRole) == why
    type_keys(qtbot, [Qt.Key.Key_F6])  # to the history: the last round is chosen
    assert started.history.current_round() == 1
    type_keys(qtbot, [Qt.Key.Key_Up])
    assert started.statusBar().currentMessage() == f"Round 1: {why}"
    type_keys(qtbot, [Qt.Key.Key_Down])  # made: nothing to explain
    assert started.statusBar().currentMessage() == ""

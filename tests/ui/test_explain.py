"""Why a round was bait or half bait, worded from the engine's result (docs/rules.md section 6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model import Rank, RoundInput, RuleSet, RunClaim, RunClaimError, Suit, check_claims, score_round
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.words.errors import error_text
from tarbish_score.words.explain import Names, bait_reason, bait_short, claim_problem_text

from .conftest import standard_match, type_keys

H = Suit.HEARTS


def _why(
    card_points: tuple[int, int], *, runs: tuple[RunClaim, ...] = (), bella: int | None = None, **rules: object
) -> str:
    round_input = RoundInput(caller=0, trump=H, card_points=card_points, runs=runs, bella=bella)
    ruleset = RuleSet().with_changes(**rules)
    return bait_reason(score_round(round_input, ruleset, eldest=1), ruleset)


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


# --- house rules that change what bait takes (docs/rules.md section 9) ---------------------------------


def test_cards_only_bait_says_the_opponents_take_the_cards_and_the_callers_runs_are_lost() -> None:
    text = _why((40, 122), runs=(RunClaim(0, 4),), bait_transfer="cards-only")
    assert text == (
        "Callers 90 against 122: bait — their fifty lowered the line to 57, and they took 40."
        " Under your house rule the opponents take the 162 card points; the callers' fifty is lost."
    )


def test_cards_only_bait_with_the_opponents_own_runs_and_the_callers_bella() -> None:
    text = _why(
        (60, 102),
        runs=(RunClaim(0, 3, suit=Suit.CLUBS), RunClaim(1, 4, suit=Suit.SPADES)),
        bella=2,
        bait_transfer="cards-only",
        run_scorers="best-team",
    )
    # Callers: 60 + bella 20 (Cal) = 80; opponents 102 + 50 = 152. Only Them's fifty scores runs.
    assert text.endswith(
        " Under your house rule the opponents take the 162 card points plus their own fifty"
        " and the callers' bella, 232 in all."
    )


def test_kept_bella_is_said() -> None:
    text = _why((85, 77), runs=(RunClaim(1, 4),), bella=0, bella_on_bait="kept")
    assert text.endswith(" Under your house rule the callers keep their bella (20).")
    both = _why(
        (85, 77), runs=(RunClaim(1, 4), RunClaim(0, 3)), bella=0, bella_on_bait="kept", bait_transfer="cards-only"
    )
    assert "the callers keep their bella" in both


def test_whole_bait_is_said() -> None:
    assert "equal totals count as whole bait" in _why((81, 81), equal_totals="whole-bait")


@pytest.mark.parametrize(
    ("card_points", "runs", "bella", "expected"),
    [
        ((90, 72), (RunClaim(1, 4),), None, "the opponents' fifty raised the line to 107"),
        ((75, 87), (), None, "needed 82, took 75"),
        ((45, 117), (RunClaim(0, 3),), None, "needed 72 with their twenty, took 45"),
        ((81, 81), (), None, "equal totals: half bait"),
        ((90, 72), (), None, ""),
    ],
)
def test_bait_short(card_points: tuple[int, int], runs: tuple[RunClaim, ...], bella: int | None, expected: str) -> None:
    round_input = RoundInput(caller=0, trump=H, card_points=card_points, runs=runs, bella=bella)
    assert bait_short(score_round(round_input, RuleSet(), eldest=1)) == expected
    whole = score_round(RoundInput(caller=0, trump=H, card_points=(81, 81)), RuleSet(equal_totals="whole-bait"))
    assert bait_short(whole) == "equal totals: whole bait"


def test_team_runs_name_both_partners_and_the_team_total() -> None:
    from tarbish_score.words.game import verdict_text

    rules = RuleSet(run_scorers="best-team", long_runs="split")
    match = standard_match(rules)
    round_input = RoundInput(
        caller=1,
        trump=H,
        card_points=(0, 162),
        runs=(RunClaim(1, 8, Rank.ACE, Suit.CLUBS), RunClaim(3, 8, Rank.ACE, Suit.DIAMONDS)),
    )
    result = score_round(round_input, rules, eldest=1)
    assert result.warnings == ()  # 362 is legal under these rules
    assert verdict_text(match, round_input, result) == (
        "Runs: Bea's and Dan's runs score 200 for Them: nobody else announced a run."
    )


def test_high_total_warning_names_the_rules_limit() -> None:
    from tarbish_score.words.errors import warning_text

    assert warning_text("high_total") == "A team scores more than 282 this round: check the count and the runs."
    assert warning_text("high_total", 382).startswith("A team scores more than 382 ")

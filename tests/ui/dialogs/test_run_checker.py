"""The run checker: every precedence step and run switch, every impossible claim, and applying to the round."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from tarbish_score.model import Card, DecidingStep, NoTrump, Rank, RuleSet, RunClaim, Suit
from tarbish_score.ui.dialogs.run_checker import RunCheckerDialog
from tarbish_score.ui.main_window import MainWindow

from ..conftest import focused, standard_match, type_keys

H, S, C, D = Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS
LEFT = Qt.MouseButton.LeftButton
ANN, BEA, CAL, DAN = 0, 1, 2, 3


def _cards(text: str) -> list[Card]:
    suits = {"C": C, "D": D, "H": H, "S": S}
    return [Card(Rank(word[:-1]), suits[word[-1]]) for word in text.split()]


def _checker(
    qtbot: QtBot,
    rules: RuleSet | None = None,
    *,
    trump: Suit | NoTrump | None = H,
    eldest: int = BEA,
    claims: tuple[RunClaim, ...] = (),
) -> RunCheckerDialog:
    rules = rules if rules is not None else RuleSet()
    dialog = RunCheckerDialog(None, match=standard_match(rules), rules=rules, trump=trump, eldest=eldest, claims=claims)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _pick(qtbot: QtBot, dialog: RunCheckerDialog, seat: int, cards: str) -> None:
    """Click the player's button, then each card, like a person with a mouse."""
    qtbot.mouseClick(dialog.seat_buttons[seat], LEFT)
    for card in _cards(cards):
        qtbot.mouseClick(dialog.grid.button(card), LEFT)


def _said(dialog: RunCheckerDialog) -> tuple[str, str]:
    return dialog.headline_label.text(), dialog.reason_label.text()


# --- precedence, step by step (docs/rules.md section 4) ---------------------------------------------


def test_no_runs(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    assert _said(dialog) == ("Nobody scores runs this round.", "Nobody claims a run.")
    assert dialog.alternatives_label.text() == ""


def test_uncontested_run(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "QS JS 10S")
    assert dialog.claims == (RunClaim(ANN, 3, Rank.QUEEN, S),)
    assert _said(dialog) == ("Ann (Us) scores 20 for runs.", "Nobody else claims a run.")
    assert dialog.points_label.text() == "Runs this round: Us 20, Them 0."


def test_a_fifty_beats_any_twenty(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "AH KH QH")
    _pick(qtbot, dialog, BEA, "10C 9C 8C 7C")
    assert dialog.verdict is not None and dialog.verdict.step is DecidingStep.LENGTH
    assert _said(dialog) == (
        "Bea (Them) scores 50 for runs.",
        "A fifty beats any twenty: Bea's fifty 10 high ♣ beats Ann's twenty A high ♥.",
    )
    assert dialog.run_rows[0]["status"].text() == "does not score"  # type: ignore[attr-defined]
    assert dialog.run_rows[1]["status"].text() == "scores"  # type: ignore[attr-defined]


def test_the_higher_top_card_wins_and_the_run_order_switch_is_shown(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "KH QH JH 10H")  # trump
    _pick(qtbot, dialog, BEA, "AS KS QS JS")
    assert _said(dialog) == ("Bea (Them) scores 50 for runs.", "Both are fifties. Ace-high beats king-high.")
    assert dialog.alternatives_label.text() == (
        "House rules that decide this:\nUnder “Run order: trump, then top card”, Ann (Us) would score 50 for runs."
    )


def test_trump_decides_between_equal_tops(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "KH QH JH 10H")
    _pick(qtbot, dialog, BEA, "KS QS JS 10S")
    assert dialog.verdict is not None and dialog.verdict.step is DecidingStep.TRUMP
    assert _said(dialog) == (
        "Ann (Us) scores 50 for runs.",
        "Both are king-high fifties. A run in trump (♥ hearts) beats a plain run.",
    )
    assert dialog.alternatives_label.text() == ""  # no house rule would change it


def test_trump_first_house_rule(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, RuleSet(run_order="length-trump-top"))
    _pick(qtbot, dialog, ANN, "KH QH JH 10H")
    _pick(qtbot, dialog, BEA, "AS KS QS JS")
    assert _said(dialog) == (
        "Ann (Us) scores 50 for runs.",
        "Both are fifties. Under the house rules trump comes before the top card: "
        "the run in trump (♥ hearts) beats the ace-high plain run.",
    )
    assert "Under “Run order: top card, then trump”, Bea (Them) would score 50" in dialog.alternatives_label.text()


def test_top_card_after_trump_when_neither_is_trump(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, RuleSet(run_order="length-trump-top"))
    _pick(qtbot, dialog, ANN, "KC QC JC 10C")
    _pick(qtbot, dialog, BEA, "AS KS QS JS")
    assert _said(dialog) == (
        "Bea (Them) scores 50 for runs.",
        "Both are fifties, neither in trump. Ace-high beats king-high.",
    )


def test_longer_fifty_first_house_rule(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, RuleSet(fifty_order="longer-first"))
    _pick(qtbot, dialog, ANN, "KC QC JC 10C 9C")
    _pick(qtbot, dialog, BEA, "AS KS QS JS")
    assert _said(dialog) == (
        "Ann (Us) scores 50 for runs.",
        "Both are fifties. Under the house rules the longer run wins first: 5 cards beat 4.",
    )
    assert "Under “Between two fifties: higher top card”, Bea (Them) would score 50" in (
        dialog.alternatives_label.text()
    )


def test_identical_plain_runs_nobody_scores(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "QS JS 10S")
    _pick(qtbot, dialog, BEA, "QC JC 10C")
    assert _said(dialog) == (
        "Nobody scores runs this round.",
        "Both are queen-high twenties in plain suits: identical runs on both teams, so nobody scores runs.",
    )
    assert dialog.run_rows[0]["status"].text() == "tie: nobody scores"  # type: ignore[attr-defined]
    assert "Under “Identical runs: nearer the eldest hand”, Bea (Them) would score 20" in (
        dialog.alternatives_label.text()
    )


def test_identical_plain_runs_eldest_house_rule_and_the_eldest_picker(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, RuleSet(equal_runs="eldest"))
    _pick(qtbot, dialog, ANN, "QS JS 10S")
    _pick(qtbot, dialog, BEA, "QC JC 10C")
    assert _said(dialog) == (
        "Bea (Them) scores 20 for runs.",
        "Both are queen-high twenties in plain suits: under the house rules Bea, nearer the eldest hand, wins.",
    )
    dialog.eldest_combo.setCurrentIndex(ANN)
    assert dialog.headline_label.text() == "Ann (Us) scores 20 for runs."


def test_best_team_house_rule_counts_both_partners(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, RuleSet(run_scorers="best-team"))
    _pick(qtbot, dialog, ANN, "AS KS QS JS")
    _pick(qtbot, dialog, CAL, "8H 7H 6H")
    _pick(qtbot, dialog, BEA, "QC JC 10C")
    assert _said(dialog) == (
        "Us score 70 for runs: both partners' runs count.",
        "A fifty beats any twenty: Ann's fifty A high ♠ beats Bea's twenty Q high ♣.",
    )
    assert "Under “Who scores runs: best player only”, Ann (Us) would score 50 for runs." in (
        dialog.alternatives_label.text()
    )


def test_best_team_uncontested_names_the_team(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, RuleSet(run_scorers="best-team"))
    _pick(qtbot, dialog, BEA, "QC JC 10C")
    assert dialog.reason_label.text() == "Only Them claim runs."


def test_long_runs_split_switch_is_shown(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, DAN, "AD KD QD JD 10D 9D 8D")
    assert dialog.headline_label.text() == "Dan (Them) scores 50 for runs."
    assert dialog.alternatives_label.text() == (
        "House rules that decide this:\nUnder “Long runs: split (7 = 70, 8 = 100)”, Dan (Them) would score 70 for runs."
    )


def test_run_not_announced_in_time_does_not_count(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "AS KS QS JS")
    _pick(qtbot, dialog, BEA, "KH QH JH 10H 9H")
    assert dialog.headline_label.text() == "Ann (Us) scores 50 for runs."
    dialog.run_rows[0]["announced"].click()  # type: ignore[attr-defined]
    assert dialog.claims[0].announced is False
    assert _said(dialog) == (
        "Bea (Them) scores 50 for runs.",
        "Ann's fifty A high ♠ does not count: it was not announced in time; nobody else claims a run that counts.",
    )
    assert dialog.notes_label.text() == (
        "Ann's fifty A high ♠ was not announced during the first trick: it does not count."
    )
    assert dialog.run_rows[0]["status"].text() == "does not count"  # type: ignore[attr-defined]
    dialog.run_rows[1]["announced"].click()  # type: ignore[attr-defined]
    assert _said(dialog) == ("Nobody scores runs this round.", "No run was announced during the first trick.")


# --- impossible claims -------------------------------------------------------------------------


def _problem(dialog: RunCheckerDialog) -> str:
    assert dialog.verdict is None
    assert dialog.headline_label.text() == "These claims cannot all be true."
    return dialog.reason_label.text()


def test_the_same_card_in_two_hands(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "KS QS JS 10S")
    _pick(qtbot, dialog, BEA, "QS JS 10S")
    assert _problem(dialog) == (
        "Ann's fifty K high ♠ and Bea's twenty Q high ♠ both hold the Q♠: the same card cannot be in two hands."
    )
    assert [row["status"].text() for row in dialog.run_rows] == ["impossible", "impossible"]  # type: ignore[attr-defined]
    # On Bea's grid, Ann's cards are named, and the disputed ones are marked.
    assert "Ann!" in dialog.grid.button(Card(Rank.QUEEN, S)).text()
    assert dialog.grid.button(Card(Rank.KING, S)).text() == "K♠\nAnn"


def test_a_top_card_too_low_for_the_length(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    dialog.select_seat(ANN)
    dialog.length_combo.setCurrentIndex(dialog.length_combo.findData(4))
    dialog.top_combo.setCurrentIndex(dialog.top_combo.findData(Rank.EIGHT))
    dialog.suit_combo.setCurrentIndex(dialog.suit_combo.findData(S))
    qtbot.mouseClick(dialog.add_button, LEFT)
    assert _problem(dialog) == "Ann's fifty 8 high ♠: a 4-card run cannot top at 8; the lowest it can top at is 9."


def test_more_than_nine_cards(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "AS KS QS JS 10S AH KH QH JH 10H")
    assert _problem(dialog) == "Ann claims 10 cards in runs, but a hand has only 9."


def test_two_runs_of_one_player_that_join(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    dialog.add_run(ANN, 3, Rank.KING, S)
    dialog.add_run(ANN, 3, Rank.TEN, S)
    assert _problem(dialog) == "Ann's runs join into one run of 6 cards: that is one run, not two."


def test_two_runs_that_need_more_cards_than_a_suit_has(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, claims=(RunClaim(ANN, 5, suit=S), RunClaim(BEA, 5, suit=S)))
    assert _problem(dialog) == (
        "Ann's fifty (5 cards) ♠ and Bea's fifty (5 cards) ♠ need 10 cards of spades, but a suit has only 9."
    )


def test_one_player_two_runs_sharing_a_card(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, claims=(RunClaim(ANN, 4, Rank.KING, S), RunClaim(ANN, 3, Rank.JACK, S)))
    assert _problem(dialog) == (
        "Ann's fifty K high ♠ and Ann's twenty J high ♠ both use the J♠: one card cannot be in two runs."
    )


def test_removing_a_run_clears_the_problem(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "KS QS JS 10S")
    dialog.add_run(BEA, 3, Rank.QUEEN, S)
    assert dialog.verdict is None
    qtbot.mouseClick(dialog.run_rows[0]["remove"], LEFT)
    assert dialog.claims == (RunClaim(BEA, 3, Rank.QUEEN, S),)
    assert dialog.headline_label.text() == "Bea (Them) scores 20 for runs."
    dialog.select_seat(ANN)
    assert dialog.grid.picked() == frozenset()  # the removed run's cards are gone from Ann's hand


# --- missing details ---------------------------------------------------------------------------


def _missing(dialog: RunCheckerDialog) -> str:
    assert dialog.verdict is None
    assert dialog.headline_label.text() == "Not decided yet: one more detail decides it."
    return dialog.reason_label.text()


def test_missing_top_cards_are_asked_for_and_filled_in(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, claims=(RunClaim(ANN, 4), RunClaim(BEA, 4)))
    assert _missing(dialog) == "To decide, add the top card of Ann's fifty."
    top = dialog.run_rows[0]["top"]
    suit = dialog.run_rows[0]["suit"]
    assert isinstance(top, QComboBox) and isinstance(suit, QComboBox)
    top.setCurrentIndex(top.findData(Rank.ACE))
    dialog.run_rows[0]["suit"].setCurrentIndex(1 + list(Suit).index(C))  # type: ignore[attr-defined]
    dialog.run_rows[1]["top"].setCurrentIndex(1 + Rank.KING.index)  # type: ignore[attr-defined]
    dialog.run_rows[1]["suit"].setCurrentIndex(1 + list(Suit).index(D))  # type: ignore[attr-defined]
    assert _said(dialog) == ("Ann (Us) scores 50 for runs.", "Both are fifties. Ace-high beats king-high.")


def test_trump_asked_for_when_it_decides(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, trump=None)
    _pick(qtbot, dialog, ANN, "KH QH JH 10H")
    _pick(qtbot, dialog, BEA, "KS QS JS 10S")
    assert _missing(dialog) == "Pick the trump suit: it decides between the runs."
    dialog.trump_combo.setCurrentIndex(dialog.trump_combo.findData(S))
    assert dialog.headline_label.text() == "Bea (Them) scores 50 for runs."


# --- the card grid by keyboard ------------------------------------------------------------------


def test_cards_picked_by_keyboard(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grid)
    # Rank then suit: the ten as 1 or 10; then arrows and Space.
    type_keys(qtbot, ["q", "s", "j", "s", "1", "0", "s"])
    assert dialog.grid.picked() == frozenset(_cards("QS JS 10S"))
    type_keys(qtbot, [Qt.Key.Key_Right, Qt.Key.Key_Space])  # the cursor sits on the 10♠: right is the 9♠
    assert Card(Rank.NINE, S) in dialog.grid.picked()
    type_keys(qtbot, [Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Space])
    assert Card(Rank.TEN, S) not in dialog.grid.picked()  # up, left, down: back on the 10♠
    type_keys(qtbot, [Qt.Key.Key_Down, Qt.Key.Key_Space])  # down from spades wraps round to clubs
    assert Card(Rank.TEN, C) in dialog.grid.picked()
    type_keys(qtbot, [Qt.Key.Key_Space, "1", "s"])  # drop the 10♣, pick the 10♠ again: Q J 10 9 of spades
    assert dialog.grid.picked() == frozenset(_cards("QS JS 10S 9S"))
    assert dialog.claims == (RunClaim(ANN, 4, Rank.QUEEN, S),)
    qtbot.keyClick(focused(), Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    # At once, as a fast typist goes on: the next cards are Bea's (a mnemonic switched ~100 ms late).
    assert dialog.seat == BEA
    assert dialog.seat_buttons[BEA].isChecked()
    assert dialog.grid.picked() == frozenset()
    type_keys(qtbot, ["a", "c", "k", "c", "q", "c"])
    assert tuple(dialog.claims) == (RunClaim(ANN, 4, Rank.QUEEN, S), RunClaim(BEA, 3, Rank.ACE, C))


# --- from the main window: Ctrl+R, apply to the round ------------------------------------------


def test_ctrl_r_opens_the_checker_and_apply_puts_the_runs_in_the_round(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h", "9", "0"])  # Ann calls hearts, Us count 90
    qtbot.keyClick(focused(), Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    dialog = started.tools.run_checker
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grid)
    assert dialog.trump is H
    assert dialog.eldest == BEA
    _pick(qtbot, dialog, ANN, "KH QH JH 10H")
    _pick(qtbot, dialog, BEA, "KS QS JS 10S")
    _pick(qtbot, dialog, DAN, "8C 7C 6C")
    dialog.run_rows[2]["announced"].click()  # type: ignore[attr-defined]
    assert dialog.apply_button.isEnabled()
    with qtbot.waitSignal(dialog.finished):
        type_keys(qtbot, [Qt.Key.Key_Return])
    assert started.tools.run_checker is None
    # The announced runs are in the round, with tops and suits; Dan's late twenty is not.
    assert entry.runs_editor.claims() == (RunClaim(ANN, 4, Rank.KING, H), RunClaim(BEA, 4, Rank.KING, S))
    assert "Runs: Ann's fifty K high ♥ wins, 50 points: a trump run beats a plain run" in " ".join(
        entry.preview.details()
    )
    assert entry.record()
    match = started.controller.match
    assert match is not None
    assert match.rounds[0].runs == (RunClaim(ANN, 4, Rank.KING, H), RunClaim(BEA, 4, Rank.KING, S))
    assert match.score.totals == (140, 72)


def test_opened_from_the_round_entry_when_both_teams_claim_runs(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "r", "1", "f"])
    assert not entry.settle_runs_button.isVisible()
    type_keys(qtbot, ["2", "f"])
    assert entry.settle_runs_button.isVisible()
    qtbot.mouseClick(entry.settle_runs_button, LEFT)
    dialog = started.tools.run_checker
    assert dialog is not None
    assert dialog.claims == (RunClaim(ANN, 4), RunClaim(BEA, 4))
    assert dialog.trump is None
    assert not dialog.apply_button.isEnabled()  # the tops must be compared first
    dialog.run_rows[0]["top"].setCurrentIndex(1 + Rank.ACE.index)  # type: ignore[attr-defined]
    dialog.run_rows[0]["suit"].setCurrentIndex(1 + list(Suit).index(C))  # type: ignore[attr-defined]
    dialog.run_rows[1]["top"].setCurrentIndex(1 + Rank.ACE.index)  # type: ignore[attr-defined]
    dialog.run_rows[1]["suit"].setCurrentIndex(1 + list(Suit).index(S))  # type: ignore[attr-defined]
    assert dialog.reason_label.text() == "Pick the trump suit: it decides between the runs."
    dialog.trump_combo.setCurrentIndex(dialog.trump_combo.findData(S))
    assert dialog.headline_label.text() == "Bea (Them) scores 50 for runs."
    dialog.apply()
    # The trump picked in the checker comes too, as none was picked yet.
    assert entry.trump is S
    assert entry.runs_editor.claims() == (RunClaim(ANN, 4, Rank.ACE, C), RunClaim(BEA, 4, Rank.ACE, S))


def test_closing_the_checker_changes_nothing(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["1", "h"])
    dialog = started.open_run_checker()
    assert started.open_run_checker() is dialog  # one at a time
    _pick(qtbot, dialog, ANN, "QS JS 10S")
    with qtbot.waitSignal(dialog.finished):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert started.tools.run_checker is None
    assert started.round_entry.runs_editor.claims() == ()


def test_checker_without_a_match_cannot_apply(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_run_checker()
    assert not dialog.apply_button.isVisibleTo(dialog)
    _pick(qtbot, dialog, CAL, "QS JS 10S")
    assert dialog.headline_label.text() == "seat 3 (team 1) scores 20 for runs."
    dialog.apply()
    assert dialog.isVisible()
    dialog.reject()


@pytest.mark.parametrize("trump", [NoTrump.NONE])
def test_no_trump_round_in_the_checker(qtbot: QtBot, trump: NoTrump) -> None:
    dialog = _checker(qtbot, RuleSet(no_trump=True), trump=trump)
    assert dialog.trump is NoTrump.NONE
    _pick(qtbot, dialog, ANN, "KH QH JH 10H")
    _pick(qtbot, dialog, BEA, "KS QS JS 10S")
    # No trump: identical plain runs.
    assert dialog.headline_label.text() == "Nobody scores runs this round."


# --- fixes: pre-filled runs, only what decides, the rules line, reasons that match the screen -----


def test_cards_fill_in_the_runs_typed_in_round_entry(qtbot: QtBot, started: MainWindow) -> None:
    # Round entry: Ann calls hearts, 90; Ann's twenty and Bea's twenty, length only.
    type_keys(qtbot, ["1", "h", "9", "0", "r", "1", "t", "2", "t"])
    dialog = started.open_run_checker()
    qtbot.waitExposed(dialog)
    assert dialog.claims == (RunClaim(ANN, 3), RunClaim(BEA, 3))
    _pick(qtbot, dialog, ANN, "KC QC JC")
    _pick(qtbot, dialog, BEA, "AD KD QD")
    # Two runs, not four: the picked cards completed the typed twenties.
    assert dialog.claims == (RunClaim(ANN, 3, Rank.KING, C), RunClaim(BEA, 3, Rank.ACE, D))
    assert len(dialog.run_rows) == 2
    assert _said(dialog) == ("Bea (Them) scores 20 for runs.", "Both are twenties. Ace-high beats king-high.")
    dialog.apply()
    assert started.round_entry.runs_editor.claims() == (RunClaim(ANN, 3, Rank.KING, C), RunClaim(BEA, 3, Rank.ACE, D))


def test_cards_of_another_kind_do_not_fill_in_a_typed_run(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, claims=(RunClaim(ANN, 4),))
    _pick(qtbot, dialog, ANN, "KC QC JC")  # a twenty, not the fifty typed
    assert dialog.claims == (RunClaim(ANN, 3, Rank.KING, C), RunClaim(ANN, 4))
    qtbot.mouseClick(dialog.grid.button(Card(Rank.TEN, C)), LEFT)  # now a fifty: it fills the typed one in
    assert tuple(dialog.claims) == (RunClaim(ANN, 4, Rank.KING, C),)
    qtbot.mouseClick(dialog.run_rows[0]["remove"], LEFT)
    assert tuple(dialog.claims) == ()  # removing it removes the run it filled in, too


def test_the_suit_is_not_asked_for_when_the_top_card_decides(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, claims=(RunClaim(ANN, 3, Rank.KING), RunClaim(BEA, 3, Rank.ACE)))
    assert _said(dialog) == ("Bea (Them) scores 20 for runs.", "Both are twenties. Ace-high beats king-high.")


def test_a_missing_suit_is_asked_for_neutrally_when_it_decides(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, claims=(RunClaim(ANN, 3, Rank.KING), RunClaim(BEA, 3, Rank.KING)))
    assert _missing(dialog) == "To decide, add the suit of Ann's twenty K high."
    assert "cannot" not in dialog.headline_label.text()
    dialog.set_run_detail(0, suit=H)
    dialog.set_run_detail(1, suit=C)
    assert dialog.headline_label.text() == "Ann (Us) scores 20 for runs."


def test_the_rules_line_names_the_house_rules(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, RuleSet(run_scorers="best-team"))
    assert dialog.rules_label.text() == (
        "Rules: Standard, with Who scores runs: both partners (runs compared by length, then top card, then trump)."
    )
    plain = _checker(qtbot)
    assert plain.rules_label.text() == "Rules: Standard (runs compared by length, then top card, then trump)."


@pytest.mark.parametrize(("length", "count", "cards"), [(9, 4, 36), (9, 3, 27), (4, 4, 16)])
def test_too_many_cards_counts_the_whole_claim(qtbot: QtBot, length: int, count: int, cards: int) -> None:
    dialog = _checker(qtbot, claims=tuple(RunClaim(ANN, length) for _ in range(count)))
    assert _problem(dialog) == f"Ann claims {cards} cards in runs, but a hand has only 9."


def test_partners_tie_is_explained(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, eldest=BEA)
    _pick(qtbot, dialog, ANN, "QS JS 10S")
    _pick(qtbot, dialog, CAL, "QC JC 10C")
    assert _said(dialog) == (
        "Cal (Us) scores 20 for runs.",
        "Cal's twenty Q high ♣ and Ann's twenty Q high ♠ are equal, and partners do not both score:"
        " Cal, nearer the eldest hand, scores.",
    )


def test_the_opponents_run_is_named_not_the_partners(qtbot: QtBot) -> None:
    dialog = _checker(qtbot)
    _pick(qtbot, dialog, ANN, "AC KC QC JC")
    _pick(qtbot, dialog, CAL, "AD KD QD")
    _pick(qtbot, dialog, BEA, "KH QH JH")
    assert _said(dialog) == (
        "Ann (Us) scores 50 for runs.",
        "A fifty beats any twenty: Ann's fifty A high ♣ beats Bea's twenty K high ♥.",
    )


def test_long_names_keep_the_checker_narrow(qtbot: QtBot) -> None:
    from tarbish_score.model import Match, Team

    long = "Bartholomew-Alexander MacGillivray"
    match = Match((Team("Us", (long + " I", long + " II")), Team("Them", (long + " III", long + " IV"))), 0, RuleSet())
    dialog = RunCheckerDialog(None, match=match, rules=RuleSet(), trump=H, eldest=BEA)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for seat, cards in ((ANN, "AC KC QC JC"), (BEA, "KH QH JH"), (CAL, "AD KD QD"), (DAN, "QS JS 10S")):
        _pick(qtbot, dialog, seat, cards)
    assert dialog.width() <= 1000
    assert dialog.minimumSizeHint().width() <= 1000
    qtbot.waitUntil(lambda: not dialog.runs_area.horizontalScrollBar().isVisible())
    assert dialog.seat_buttons[ANN].toolTip().startswith(f"Enter {long} I's runs")
    # On a small screen the verdict scrolls.
    dialog.resize(800, 600)
    assert dialog.verdict_area.widget() is dialog.verdict_frame


# --- the trump: its key, the entry's, and no winner that needs it before it is said ---------------


def test_alt_t_then_the_round_entrys_letters_say_the_trump(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, RuleSet(no_trump=True), trump=None)
    _pick(qtbot, dialog, ANN, "KH QH JH 10H")
    _pick(qtbot, dialog, BEA, "KS QS JS 10S")
    assert dialog.reason_label.text() == "Pick the trump suit: it decides between the runs."
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grid)
    qtbot.keyClick(focused(), Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    assert focused() is dialog.trump_combo
    assert "Alt+T, then C D H S" in dialog.trump_combo.toolTip()
    type_keys(qtbot, ["s"])
    assert dialog.trump is S
    assert dialog.headline_label.text() == "Bea (Them) scores 50 for runs."
    assert dialog.trump_combo.currentText() == "♠ spades  [S]"
    type_keys(qtbot, ["h"])
    assert dialog.headline_label.text() == "Ann (Us) scores 50 for runs."
    type_keys(qtbot, ["n"])
    assert dialog.trump is NoTrump.NONE
    assert dialog.headline_label.text() == "Nobody scores runs this round."


def test_a_house_rule_that_needs_the_trump_names_no_winner_until_it_is_said(qtbot: QtBot) -> None:
    dialog = _checker(qtbot, trump=None)
    _pick(qtbot, dialog, ANN, "KH QH JH")
    _pick(qtbot, dialog, BEA, "QS JS 10S")
    # The top card decides under the rules in force; trump-before-top card would need the trump.
    assert dialog.headline_label.text() == "Ann (Us) scores 20 for runs."
    assert dialog.alternatives_label.text() == (
        "House rules that decide this:\n"
        "Under “Run order: trump, then top card”, the trump would decide: pick the trump suit."
    )
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grid)
    qtbot.keyClick(focused(), Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    type_keys(qtbot, ["s"])
    assert dialog.alternatives_label.text() == (
        "House rules that decide this:\nUnder “Run order: trump, then top card”, Bea (Them) would score 20 for runs."
    )
    type_keys(qtbot, ["c"])
    assert dialog.alternatives_label.text() == ""  # clubs: no run in trump, the top card decides either way


def test_the_checker_takes_the_trump_of_the_round_being_corrected(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, ["2", "d", "9", "0", Qt.Key.Key_Return])  # Bea calls diamonds
    started.history.arm()
    qtbot.keyClick(started.history, Qt.Key.Key_Down)
    qtbot.keyClick(started.history, Qt.Key.Key_Return)
    assert started.round_entry.trump is D
    qtbot.keyClick(focused(), Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    dialog = started.tools.run_checker
    assert dialog is not None
    assert dialog.trump is D
    assert dialog.trump_combo.currentText() == "♦ diamonds  [D]"
    dialog.reject()

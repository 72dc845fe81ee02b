"""The card-point counter: full piles (162), no-trump piles (130), a wrong pile, and handing the count on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import Card, NoTrump, Rank, RuleSet, Suit, full_deck
from tarbish_score.ui.dialogs.card_counter import NOBODY, CardCounterDialog
from tarbish_score.ui.main_window import MainWindow

from ..conftest import focused, standard_match, type_keys

H, S, C, D = Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS
LEFT = Qt.MouseButton.LeftButton


def _cards(text: str) -> list[Card]:
    suits = {"C": C, "D": D, "H": H, "S": S}
    return [Card(Rank(word[:-1]), suits[word[-1]]) for word in text.split()]


def _counter(
    qtbot: QtBot, *, trump: Suit | NoTrump | None = H, rules: RuleSet | None = None, team: int = 0
) -> CardCounterDialog:
    dialog = CardCounterDialog(None, match=standard_match(rules), trump=trump, team=team, can_apply=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _click(qtbot: QtBot, dialog: CardCounterDialog, team: int, cards: str) -> None:
    for card in _cards(cards):
        qtbot.mouseClick(dialog.grids[team].button(card), LEFT)


def test_running_count_uses_the_trump_values(qtbot: QtBot) -> None:
    dialog = _counter(qtbot)
    assert dialog.count_label.text() == "Us: 0 card points"
    _click(qtbot, dialog, 0, "JH 9H")  # trump J and 9
    assert dialog.count == 34
    _click(qtbot, dialog, 0, "JS 9S")  # plain J and 9
    assert dialog.count == 36
    assert dialog.count_label.text() == "Us: 36 card points"
    # Last trick not assigned: Them are not quietly given it (126 would include its 10).
    assert dialog.detail_label.text() == (
        "4 of 36 cards picked; Them have 116 in the other cards. Last trick not assigned (+10 to whoever took it)."
    )
    # The values are on the cards, so a recount can be followed card by card.
    assert dialog.grids[0].button(Card(Rank.JACK, H)).text() == "J♥\n20"
    assert dialog.grids[0].button(Card(Rank.JACK, S)).text() == "J♠\n2"
    dialog.set_last_trick(0)
    assert dialog.count == 46
    assert dialog.detail_label.text().endswith("Includes 10 for the last trick.")
    # Another trump changes every value at once.
    dialog.set_trump(S)
    assert dialog.count == 2 + 0 + 20 + 14 + 10


def test_a_full_pile_is_162_and_never_more(qtbot: QtBot) -> None:
    dialog = _counter(qtbot)
    dialog.grids[0].set_picked(full_deck())
    dialog.set_last_trick(0)
    assert dialog.count == 162
    assert "Them have the rest: 0 (of 162)" in dialog.detail_label.text()
    # Clicking a card again drops it: no card counts twice in one pile.
    _click(qtbot, dialog, 0, "JH JH")
    assert dialog.count == 162


def test_no_trump_piles_add_up_to_130(qtbot: QtBot) -> None:
    dialog = _counter(qtbot, trump=NoTrump.NONE, rules=RuleSet(no_trump=True))
    dialog.grids[0].set_picked(full_deck())
    dialog.set_last_trick(0)
    assert dialog.count == 130
    assert "(of 130)" in dialog.detail_label.text()
    dialog.set_both(True)
    deck = full_deck()
    dialog.grids[0].set_picked(deck[:18])
    dialog.grids[1].set_picked(deck[18:])
    assert dialog.check is not None and dialog.check.ok
    assert dialog.count_label.text() == "Us 70 + Them 60 = 130: every card counted once."


def test_both_full_piles_add_up_to_162(qtbot: QtBot) -> None:
    dialog = _counter(qtbot)
    dialog.set_both(True)
    deck = full_deck()
    dialog.grids[0].set_picked(deck[:18])  # clubs and diamonds
    dialog.grids[1].set_picked(deck[18:])  # hearts (trump) and spades
    assert dialog.detail_label.text() == "Say who took the last trick: it is worth 10."
    assert not dialog.apply_button.isEnabled()
    dialog.set_last_trick(1)
    assert dialog.check is not None and dialog.check.ok
    assert dialog.count_label.text() == "Us 60 + Them 102 = 162: every card counted once."
    assert dialog.detail_label.text() == ""
    assert dialog.apply_button.isEnabled()
    assert dialog.apply_button.text() == "Use 60 for Us  [Enter]"


def test_a_wrong_pile_shows_missing_and_doubled_cards(qtbot: QtBot) -> None:
    dialog = _counter(qtbot)
    dialog.set_both(True)
    deck = list(full_deck())
    ace_of_spades, six_of_clubs = Card(Rank.ACE, S), Card(Rank.SIX, C)
    dialog.grids[0].set_picked([c for c in deck[:18] if c != six_of_clubs] + [ace_of_spades])
    dialog.grids[1].set_picked(deck[18:])
    dialog.set_last_trick(0)
    check = dialog.check
    assert check is not None and not check.ok
    assert check.missing == (six_of_clubs,)
    assert check.doubled == (ace_of_spades,)
    assert dialog.count_label.text() == "Us 81 + Them 92 = 173, not 162."
    assert dialog.detail_label.text() == "Missing (in neither pile): 6♣.\nCounted twice (in both piles): A♠."
    assert dialog.grids[0].button(ace_of_spades).text() == "A♠\n11\ntwice"
    assert dialog.grids[1].button(six_of_clubs).text() == "6♣\n0\nmissing"
    assert not dialog.apply_button.isEnabled()
    dialog.apply()
    assert dialog.isVisible()  # a wrong count is not handed on


def test_trump_must_be_picked_first(qtbot: QtBot) -> None:
    dialog = _counter(qtbot, trump=None)
    assert dialog.count_label.text() == "Pick the trump first: its J counts 20 and its 9 counts 14."
    assert not dialog.apply_button.isEnabled()
    _click(qtbot, dialog, 0, "JH")
    assert dialog.grids[0].button(Card(Rank.JACK, H)).text() == "J♥"  # no value until the trump is known
    dialog.set_trump(H)
    assert dialog.count == 20


def test_cards_by_keyboard(qtbot: QtBot) -> None:
    dialog = _counter(qtbot, team=1)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grids[1])
    assert dialog.team == 1
    assert not dialog.grids[0].isVisible()
    type_keys(qtbot, ["a", "c", "t", "c", Qt.Key.Key_Right, Qt.Key.Key_Space])
    assert dialog.grids[1].picked() == frozenset(_cards("AC 10C 9C"))
    assert dialog.count == 21


def test_count_goes_to_the_round_entry(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    type_keys(qtbot, ["1", "h"])  # Ann (Us) calls hearts
    qtbot.keyClick(focused(), Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    dialog = started.tools.card_counter
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grids[0])
    assert dialog.trump is H
    qtbot.mouseClick(dialog.team_buttons[1], LEFT)  # Them counted their tricks
    assert dialog.team == 1
    dialog.grids[1].set_picked(_cards("JH 9H AH AS 10S KS AC 10C QD JD 8D 7C 6S"))
    dialog.set_last_trick(1)
    assert dialog.count == 106
    with qtbot.waitSignal(dialog.finished):
        type_keys(qtbot, [Qt.Key.Key_Return])
    assert started.tools.card_counter is None
    assert entry.counting_team == 1
    assert entry.count_edit.text() == "106"
    assert entry.preview.outcome_text == "BAIT"
    assert entry.record()
    match = started.controller.match
    assert match is not None
    assert match.rounds[0].card_points == (56, 106)


def test_count_handed_over_before_the_caller_is_known(qtbot: QtBot, started: MainWindow) -> None:
    entry = started.round_entry
    qtbot.mouseClick(entry.count_cards_button, LEFT)
    dialog = started.tools.card_counter
    assert dialog is not None
    assert dialog.trump is None
    dialog.set_trump(S)
    dialog.set_team(1)
    dialog.grids[1].set_picked(full_deck()[:9])  # the clubs: 30 card points
    dialog.set_last_trick(NOBODY)
    # Not yet: the last trick's 10 would quietly go to the other team.
    assert not dialog.apply_button.isEnabled()
    assert "last trick" in dialog.apply_button.text()
    dialog.apply()
    assert dialog.isVisible()
    assert entry.count_edit.text() == ""
    dialog.set_last_trick(0)  # Us took it
    dialog.apply()
    assert entry.count_edit.text() == "30"
    type_keys(qtbot, ["1", "s"])  # Ann (Us) calls: the 30 stays Them's
    assert entry.counting_team == 1
    assert entry.record()
    match = started.controller.match
    assert match is not None
    assert match.rounds[0].card_points == (132, 30)


def test_counter_closes_with_the_window(qtbot: QtBot, started: MainWindow) -> None:
    counter = started.open_card_counter()
    assert started.open_card_counter() is counter
    with qtbot.waitSignal(counter.finished):
        started.close()

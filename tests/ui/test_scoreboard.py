"""The scoreboard: totals, progress, points needed, dealer and eldest, winner banner, scaling type."""

from __future__ import annotations

import dataclasses
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, MatchEnd, RoundInput, RuleSet, Suit, read_record
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.scoreboard import ScoreboardWidget
from tarbish_score.words.match_end import end_reason_text, loser_text
from tests.model.endings import one_per_end, rule_sets
from tests.model.helpers import rnd, run

from .conftest import DATA, focused, standard_match
from .play_helpers import current_match, record_rounds, restart_with


def test_standing_after_a_round(qtbot: QtBot, controller: MatchController) -> None:
    board = ScoreboardWidget(controller)
    qtbot.addWidget(board)
    assert board.round_label.text() == "No match yet"
    assert not board.team_panels[0].isVisibleTo(board)
    controller.start_match(standard_match(first_dealer=1))
    controller.record_round(RoundInput(caller=2, trump=Suit.HEARTS, card_points=(90, 72)))
    us, them = board.team_panels
    assert (us.name_label.text(), us.players_label.text(), us.total_label.text()) == ("Us", "Ann & Cal", "90")
    assert (them.name_label.text(), them.total_label.text()) == ("Them", "72")
    assert us.needed_label.text() == "needs 410 more"
    assert them.needed_label.text() == "needs 428 more"
    assert (us.progress.value(), us.progress.maximum()) == (90, 500)
    assert board.round_label.text() == "Round 2"
    # Bea dealt round 1; Cal deals round 2 and Dan, on his left, speaks first.
    assert "Cal" in board.dealer_label.text()
    assert "Dan" in board.eldest_label.text()
    assert not board.banner.isVisibleTo(board)


def test_winner_banner_after_the_last_round(qtbot: QtBot, controller: MatchController) -> None:
    board = ScoreboardWidget(controller)
    qtbot.addWidget(board)
    controller.start_match(read_record(DATA / "kitchen-standard.tarbish.json"))
    assert board.banner.isVisibleTo(board)
    assert board.banner.text() == "The MacNeils win the match, 561 to 479!"
    assert board.team_panels[0].needed_label.text() == "WINS"
    assert board.team_panels[1].needed_label.text() == "lost by 82"  # not "needs 21 more" after the end
    assert board.round_label.text() == "Match over"
    controller.undo_stack.undo()
    assert not board.banner.isVisibleTo(board)


def test_points_needed_follows_the_reach_switch() -> None:
    rules = standard_match().rules
    assert rules.points_needed(480) == 20
    assert rules.points_needed(520) == 0
    assert rules.with_changes(reach="more-than").points_needed(480) == 21
    assert rules.with_changes(target=300).points_needed(100) == 200


def test_type_grows_with_the_window(qtbot: QtBot, controller: MatchController) -> None:
    controller.start_match(standard_match())
    board = ScoreboardWidget(controller)
    qtbot.addWidget(board)
    board.resize(600, 200)
    board.show()
    qtbot.waitExposed(board)
    small = board.team_panels[0].total_label.font().pixelSize()
    board.resize(1800, 700)
    qtbot.waitUntil(lambda: board.team_panels[0].total_label.font().pixelSize() > small)
    big = board.team_panels[0].total_label.font().pixelSize()
    assert big >= 2 * small
    assert big == board.total_pixel_size()
    assert board.team_panels[0].total_label.font().bold()


def test_f11_toggles_full_screen(qtbot: QtBot, started: MainWindow) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_F11)
    qtbot.waitUntil(started.isFullScreen)
    assert started.full_screen_action.isChecked()
    qtbot.keyClick(QApplication.focusWidget() or started, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not started.isFullScreen())
    assert not started.full_screen_action.isChecked()


def test_a_tie_at_the_target_says_play_on(qtbot: QtBot, started: MainWindow) -> None:
    restart_with(qtbot, started, dataclasses.replace(standard_match(), rules=RuleSet(target=300)))
    record_rounds(
        started,
        RoundInput(caller=0, trump=Suit.HEARTS, card_points=(120, 42)),
        RoundInput(caller=1, trump=Suit.HEARTS, card_points=(80, 82)),
        RoundInput(caller=0, trump=Suit.HEARTS, card_points=(36, 126)),
        RoundInput(caller=0, trump=Suit.HEARTS, card_points=(124, 38)),
    )
    assert current_match(started).score.totals == (324, 324)
    banner = started.scoreboard.banner
    assert banner.isVisibleTo(started)
    assert banner.text() == "Tied 324 all: play another round"
    reason = started.scoreboard.reason_label
    assert reason.isVisibleTo(started)
    assert reason.text() == "Equal totals at or above the target (house rule: play on)."
    assert started.scoreboard.team_panels[0].needed_label.text() == "tied: another round"


def test_the_scoreboard_grows_on_a_large_screen(qtbot: QtBot, started: MainWindow) -> None:
    started.resize(2560, 1440)
    qtbot.waitUntil(lambda: started.height() == 1440)
    assert started.scoreboard.height() >= 1440 * 45 // 100
    assert started.scoreboard.total_pixel_size() >= 250


def _callers_out_on_the_lower_total() -> Match:
    """Under "both reach the target: callers win", Us go out on 506 against 516."""
    rules = RuleSet(both_reach="callers")
    match = standard_match(rules)
    for r in (rnd(1, (62, 100)), rnd(1, (62, 100)), rnd(1, (62, 100)), rnd(0, (100, 62)), rnd(1, (80, 82))):
        match = match.add_round(r)
    return match.add_round(rnd(0, (90, 72), runs=(run(0, 4, "K", "c"),)))


def test_callers_who_go_out_on_the_lower_total_are_explained(qtbot: QtBot, controller: MatchController) -> None:
    board = ScoreboardWidget(controller)
    qtbot.addWidget(board)
    controller.start_match(_callers_out_on_the_lower_total())
    us, them = board.team_panels
    assert (us.total_label.text(), them.total_label.text()) == ("506", "516")
    assert us.needed_label.text() == "WINS"
    assert them.needed_label.text() == "lost: the callers went out"  # never "lost by -10"
    assert board.banner.text() == "Us win the match, 506 to 516!"
    assert board.reason_label.isVisibleTo(board)
    assert board.reason_label.text() == (
        "Both teams reached 500 in round 6: Us called and made it, so they go out (house rule: the callers win)."
    )


def _texts(board: ScoreboardWidget) -> list[str]:
    return [label.text() for label in board.findChildren(QLabel) if label.isVisibleTo(board)]


#: A minus sign before a digit: a negative number on the scoreboard.
_NEGATIVE = re.compile(r"(?<![\w])[-−]\s?\d")


@pytest.mark.parametrize("rules", rule_sets(), ids=lambda r: ",".join(f"{k}={v}" for k, v in r.differences().items()))
def test_every_end_under_every_switch_reads_right(qtbot: QtBot, controller: MatchController, rules: RuleSet) -> None:
    """Each way a match can end, under each switch: the banner names the winner and says why; no number is negative."""
    board = ScoreboardWidget(controller)
    qtbot.addWidget(board)
    ends = one_per_end(rules)
    assert ends
    for (end, _), match in ends.items():
        controller.start_match(match)
        score = match.score
        texts = _texts(board)
        assert not [t for t in texts if _NEGATIVE.search(t)], texts
        reason = board.reason_label.text()
        assert board.reason_label.isVisibleTo(board) and reason == end_reason_text(match) and reason
        assert str(match.rules.target) in reason
        for team, panel in enumerate(board.team_panels):
            assert panel.total_label.text() == str(score.totals[team])
        if end is MatchEnd.DRAWN:
            assert "drawn" in board.banner.text() and "drawn" in reason
            continue
        assert score.winner is not None and score.loser is not None
        winner = match.teams[score.winner].name
        assert board.banner.text().startswith(f"{winner} win the match")
        assert board.team_panels[score.winner].needed_label.text() == "WINS"
        assert board.team_panels[score.loser].needed_label.text() == loser_text(match)
        if end in (MatchEnd.CALLERS_MADE, MatchEnd.CALLERS_FAILED):
            assert "callers" in reason and "house rule" in reason

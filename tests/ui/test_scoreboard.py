"""The scoreboard: totals, progress, points needed, dealer and eldest, winner banner, scaling type."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, RuleSet, Suit, read_record
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.scoreboard import ScoreboardWidget

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
    assert banner.text() == "Tied 324 all, at or above the target: play another round (house rule: play on)"
    assert started.scoreboard.team_panels[0].needed_label.text() == "tied: another round"


def test_the_scoreboard_grows_on_a_large_screen(qtbot: QtBot, started: MainWindow) -> None:
    started.resize(2560, 1440)
    qtbot.waitUntil(lambda: started.height() == 1440)
    assert started.scoreboard.height() >= 1440 * 45 // 100
    assert started.scoreboard.total_pixel_size() >= 250

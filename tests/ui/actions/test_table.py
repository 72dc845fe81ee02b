"""View ▸ Table view (F12) and View ▸ Scoreboard window…."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, RoundInput, RuleSet, Suit
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.table_board import TableBoard

from ..conftest import focused, standard_match, type_keys
from ..play_helpers import current_match, restart_with

ENTER, ESC, F12 = Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_F12
HEARTS = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
#: Bea (seat 2) calls spades and her team counts 60 of 162: bait, Us take everything.
SPADES_BAIT = RoundInput(caller=1, trump=Suit.SPADES, card_points=(102, 60))


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def _shown_size(qtbot: QtBot, window: MainWindow, size: QSize) -> None:
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    _settle()


def _board(window: MainWindow) -> TableBoard:
    board = window.table.board
    assert board is not None
    return board


def test_f12_shows_only_the_score_and_f12_or_esc_bring_the_window_back(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, [F12])
    assert window_in_table_view(started)
    assert started.table.table_view_action.isChecked()
    assert not started.scoreboard.isVisible() and not started.history.isVisible()
    assert started.splitter.height() == 0  # the round entry is there, with no height: its keys still work
    assert focused() is started.round_entry.caller_picker
    type_keys(qtbot, [F12])
    assert not window_in_table_view(started)
    assert started.scoreboard.isVisible() and started.history.isVisible()
    assert started.splitter.height() > 100
    started.table.table_view_action.trigger()  # View ▸ Table view
    assert window_in_table_view(started)
    type_keys(qtbot, [ESC])
    assert not window_in_table_view(started)
    assert not started.table.table_view_action.isChecked()
    # Outside the table view Esc is the round entry's own: it never opens the table view.
    type_keys(qtbot, ["1", ESC])
    assert not window_in_table_view(started)
    assert started.round_entry.typed_round.is_empty


def window_in_table_view(window: MainWindow) -> bool:
    page = window.table.page
    return page is not None and page.isVisible()


@pytest.mark.parametrize("size", [QSize(1280, 800), QSize(1920, 1080)], ids=["1280x800", "1920x1080"])
def test_the_totals_are_a_quarter_of_the_window_height(qtbot: QtBot, window: MainWindow, size: QSize) -> None:
    _shown_size(qtbot, window, size)
    restart_with(qtbot, window, Match(standard_match().teams, 0, RuleSet(), (HEARTS, HEARTS, SPADES_BAIT)))
    type_keys(qtbot, [F12])
    _settle()
    board = _board(window)
    for label in board.total_labels:
        font = label.font()
        assert font.pixelSize() >= size.height() / 4, font.pixelSize()
        digits = QFontMetrics(font).tightBoundingRect(label.text()).height()
        assert digits >= size.height() / 4, (label.text(), digits)  # the digits as drawn
        assert label.height() >= digits  # drawn whole
        assert QFontMetrics(font).horizontalAdvance(label.text()) <= label.width()
    assert [label.text() for label in board.total_labels] == ["362", "124"]
    # The rest is still on screen, whole.
    for label in (board.info_label, board.last_label, window.table.strip):
        assert label is not None and label.isVisible()
        assert label.geometry().bottom() <= label.parentWidget().height()


def test_the_board_shows_dealer_eldest_the_last_round_with_bait_marked_and_the_winner(
    qtbot: QtBot, window: MainWindow
) -> None:
    restart_with(qtbot, window, Match(standard_match().teams, 0, RuleSet(), (HEARTS, HEARTS, SPADES_BAIT)))
    type_keys(qtbot, [F12])
    board = _board(window)
    assert [label.text() for label in board.name_labels] == ["Us", "Them"]
    assert board.needed_labels[0].text() == "needs 138 more of 500"
    assert board.progress_bars[0].value() == 362 and board.progress_bars[0].maximum() == 500
    info = board.info_label.text()
    assert "Round 4" in info and "Deals: " in info and "Dan" in info and "Speaks first: " in info and "Ann" in info
    last = board.last_label.text()
    assert "Last round (3):" in last and "Them called" in last
    assert "background-color:" in last and "BAIT" in last  # bait marked
    assert "Us +162" in last and "Them +0" in last
    window.controller.record_round(HEARTS)
    window.controller.record_round(HEARTS)
    assert current_match(window).score.winner == 0
    assert "Us win the match, 562 to 248!" in board.info_label.text()
    assert board.needed_labels[0].text() == "WINS"
    assert board.needed_labels[1].text() == "lost by 314"


def test_a_round_typed_blind_shows_in_the_strip_and_is_recorded(qtbot: QtBot, started: MainWindow) -> None:
    type_keys(qtbot, [F12])
    strip = started.table.strip
    assert strip is not None
    assert "Enter records it" in strip.plain_text
    type_keys(qtbot, ["1", "h", "2", "0"])
    # The engine's preview: Us counted 20 of 162, bait.
    assert strip.plain_text.startswith("1 Ann · ♥ hearts · Us 20 →")
    assert "BAIT" in strip.plain_text and "Them +162" in strip.plain_text
    type_keys(qtbot, [ESC])  # Esc clears the round typed first; the table view stays
    assert window_in_table_view(started)
    assert started.round_entry.typed_round.is_empty
    type_keys(qtbot, ["1", "h", "2", "0", "0", ENTER])  # a count that cannot be: the entry's error
    assert "200" in strip.plain_text and started.round_entry.error_text_of("card_points") in strip.plain_text
    type_keys(qtbot, [ESC, "1", "h", "9", "0"])
    assert "made" in strip.plain_text and "Us +90" in strip.plain_text and "Them +72" in strip.plain_text
    type_keys(qtbot, [ENTER])
    assert len(current_match(started).rounds) == 1
    assert [label.text() for label in _board(started).total_labels] == ["90", "72"]
    assert window_in_table_view(started)
    assert focused() is started.round_entry.caller_picker


def test_the_scoreboard_window_keeps_in_step_with_the_match(qtbot: QtBot, started: MainWindow) -> None:
    actions = started.table
    actions.scoreboard_window_action.trigger()  # View ▸ Scoreboard window…
    second = actions.scoreboard_window
    assert second is not None and second.isVisible() and second.isWindow()
    totals = second.board.total_labels
    controller = started.controller
    controller.record_round(HEARTS)
    assert [t.text() for t in totals] == ["100", "62"]
    controller.edit_round(0, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(90, 72)))
    assert [t.text() for t in totals] == ["90", "72"]
    controller.undo_stack.undo()
    assert [t.text() for t in totals] == ["100", "62"]
    controller.rename(("Home", "Away"), (("Ann", "Cal"), ("Bea", "Dan")))
    assert [n.text() for n in second.board.name_labels] == ["Home", "Away"]
    controller.start_match(standard_match())
    assert [t.text() for t in totals] == ["0", "0"]
    assert [n.text() for n in second.board.name_labels] == ["Us", "Them"]
    second.close()
    qtbot.waitUntil(lambda: actions.scoreboard_window is None)
    assert not actions.scoreboard_window_action.isChecked()
    actions.scoreboard_window_action.trigger()
    assert actions.scoreboard_window is not None and actions.scoreboard_window.isVisible()
    actions.scoreboard_window_action.trigger()  # the menu item closes it too
    assert actions.scoreboard_window is None


def test_a_small_race_chart_sits_in_the_corner_when_it_fits(qtbot: QtBot, window: MainWindow) -> None:
    """The race chart in the table view's corner at 1920×1080, the totals still a quarter."""
    from ..test_race_chart import engine_totals

    size = QSize(1920, 1080)
    _shown_size(qtbot, window, size)
    restart_with(qtbot, window, Match(standard_match().teams, 0, RuleSet(), (HEARTS, HEARTS, SPADES_BAIT)))
    type_keys(qtbot, [F12])
    _settle()
    chart = window.table.corner_chart
    assert chart is not None and chart.isVisible()
    page = window.table.page
    assert page is not None
    corner = chart.mapTo(page, chart.rect().bottomRight())
    assert corner.x() >= page.width() * 0.7 and corner.y() >= page.height() * 0.5  # the bottom-right corner
    assert chart.plotted_totals() == engine_totals(current_match(window))
    for label in _board(window).total_labels:
        digits = QFontMetrics(label.font()).tightBoundingRect(label.text()).height()
        assert digits >= size.height() / 4, digits
        label_rect = QRect(label.mapTo(page, QPoint(0, 0)), label.size())
        assert not label_rect.intersects(QRect(chart.mapTo(page, QPoint(0, 0)), chart.size()))
    # It follows the match: a round typed blind is drawn at once.
    type_keys(qtbot, ["1", "h", "1", "0", "0", ENTER])
    assert len(chart.plotted_totals()[0]) == 4
    assert chart.plotted_totals() == engine_totals(current_match(window))
    # The round entry keeps the keys: the chart never takes the focus.
    assert focused() is not chart


@pytest.mark.parametrize("size", [QSize(1280, 800), QSize(1024, 600)], ids=["1280x800", "1024x600"])
def test_the_corner_chart_hides_when_the_totals_would_shrink(qtbot: QtBot, window: MainWindow, size: QSize) -> None:
    _shown_size(qtbot, window, QSize(1920, 1080))
    restart_with(qtbot, window, Match(standard_match().teams, 0, RuleSet(), (HEARTS, HEARTS, SPADES_BAIT)))
    type_keys(qtbot, [F12])
    _settle()
    assert window.table.corner is not None and window.table.corner.isVisible()
    _shown_size(qtbot, window, size)
    board = _board(window)
    shown = window.table.corner.isVisible()
    assert shown == window.table.corner_fits()
    for label in board.total_labels:
        digits = QFontMetrics(label.font()).tightBoundingRect(label.text()).height()
        assert digits >= size.height() / 4, (shown, digits)
    if size.height() <= 600:
        assert not shown

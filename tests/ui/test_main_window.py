"""The status bar says what Undo and Redo did, not the message of the change done the first time."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.qt.round_table_model import COLUMNS
from tarbish_score.ui.main_window import MainWindow

from .conftest import focused, standard_match
from .play_helpers import LONG_PLAYER, LONG_TEAM, current_match, restart_with


def test_undo_and_redo_say_what_they_did(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    bar = window.statusBar()
    controller.start_match(standard_match())
    for n in range(4):
        controller.record_round(RoundInput(n % 4, Suit.HEARTS, (90, 72)))
    assert bar.currentMessage() == "Round 4 recorded. Ctrl+Z undoes it."
    controller.undo_stack.undo()
    assert bar.currentMessage() == "Undone: recording round 4. Ctrl+Shift+Z redoes it."
    controller.undo_stack.redo()
    assert bar.currentMessage() == "Redone: recording round 4. Ctrl+Z undoes it."
    controller.delete_round(1)
    controller.undo_stack.undo()
    assert bar.currentMessage() == "Undone: deleting round 2. Ctrl+Shift+Z redoes it."
    controller.undo_stack.redo()
    assert bar.currentMessage() == "Redone: deleting round 2. Ctrl+Z undoes it."
    controller.edit_round(0, RoundInput(0, Suit.SPADES, (100, 62)))
    assert bar.currentMessage() == "Round 1 corrected; later rounds re-scored."
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    assert bar.currentMessage() == "Redone: the correction of round 1. Ctrl+Z undoes it."


def test_long_names_are_cut_short_and_never_widen_the_window(qtbot: QtBot, window: MainWindow) -> None:
    teams = (Team(LONG_TEAM, ("Zoë", "Ann")), Team("Them", (LONG_PLAYER, "Dan")))
    window.resize(1280, 760)
    restart_with(qtbot, window, Match(teams, 0, RuleSet()))
    assert window.minimumSizeHint().width() <= 1100
    assert window.width() <= 1280
    name = window.scoreboard.team_panels[0].name_label
    qtbot.waitUntil(lambda: name.text() != LONG_TEAM)
    assert name.text().endswith("…")
    assert name.toolTip() == LONG_TEAM
    bea = window.round_entry.caller_picker.buttons()[1]
    assert bea.text().endswith("…")
    assert bea.toolTip() == f"2  {LONG_PLAYER}"
    window.controller.record_round(RoundInput(caller=1, trump=Suit.SPADES, card_points=(62, 100)))
    column = COLUMNS.index("caller")
    assert window.history.columnWidth(column) <= 170
    assert window.history_model.data(window.history_model.index(0, column), Qt.ItemDataRole.ToolTipRole) == (
        LONG_PLAYER
    )


def test_the_window_fits_a_1366x768_laptop(qtbot: QtBot, window: MainWindow) -> None:
    for match in (None, standard_match(), Match((Team(LONG_TEAM, (LONG_PLAYER, "Ann")), Team("Them", ("B", "D"))))):
        if match is not None:
            window.controller.start_match(match)
        hint = window.minimumSizeHint()
        assert hint.height() <= 660, hint
        assert hint.width() <= 1100, hint
    available = window.screen().availableGeometry().size()
    assert window.default_size().width() <= available.width()
    assert window.default_size().height() <= available.height()
    # At 1366x768 the round entry is whole (no scrolling needed for a plain round) and the status line shows.
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.size() == QSize(1366, 768))
    assert window.statusBar().geometry().bottom() <= 768
    assert window.scoreboard.height() >= 150
    window.controller.start_match(standard_match())
    qtbot.waitUntil(lambda: window.entry_scroll.height() >= window.round_entry.sizeHint().height())
    assert window.entry_scroll.verticalScrollBar().maximum() == 0


def _geometry(window: MainWindow) -> dict[str, object]:
    """Where the main parts are on the window, and the totals' type size."""
    board = window.scoreboard

    def place(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())

    out: dict[str, object] = {
        "scoreboard": place(board),
        "round entry": place(window.entry_scroll),
        "history": place(window.history),
    }
    for team, panel in enumerate(board.team_panels):
        out[f"total {team}"] = place(panel.total_label)
        out[f"total {team} px"] = panel.total_label.font().pixelSize()
    return out


@pytest.mark.parametrize("size", [QSize(1280, 800), QSize(1366, 768)], ids=["1280x800", "1366x768"])
def test_nothing_moves_while_a_round_is_typed_an_error_shows_or_the_match_ends(
    qtbot: QtBot, window: MainWindow, size: QSize
) -> None:
    """The scoreboard kept growing and shrinking with each key, and the totals shrank at the end."""
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    hearts = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
    restart_with(qtbot, window, Match(standard_match().teams, 0, RuleSet(), (hearts,) * 4))
    for _ in range(3):
        QApplication.processEvents()  # the new match laid out
    first = _geometry(window)
    assert isinstance(first["total 0 px"], int) and first["total 0 px"] >= 60
    enter, esc = Qt.Key.Key_Return, Qt.Key.Key_Escape
    sequences: list[list[str | Qt.Key]] = [
        ["1", "h", "9", "0", Qt.Key.Key_R, "1", "f", Qt.Key.Key_R, "2", "t", esc],  # a preview that grows and goes
        ["1", "h", "2", "0", "0", enter, esc],  # a count that cannot be: an error under the field
        ["2", enter, esc],  # Enter too soon: what is missing, under each field
        ["1", "h", "7", "0", Qt.Key.Key_R, "1", "t", Qt.Key.Key_R, "2", "t", Qt.Key.Key_R, "3", "f", esc],
        ["1", "h", "9", "0", Qt.Key.Key_R, "1", "f", enter],  # the round that ends the match
    ]
    for keys in sequences:
        for key in keys:
            qtbot.keyClick(focused(), key)
            QApplication.processEvents()
            assert _geometry(window) == first, f"after {key!r}"
    assert current_match(window).score.finished
    assert window.scoreboard.banner.isVisibleTo(window)


@pytest.mark.parametrize(
    "size", [QSize(1000, 760), QSize(1280, 800), QSize(1366, 768)], ids=["1000x760", "1280x800", "1366x768"]
)
def test_nothing_moves_when_a_banner_or_the_match_note_comes_and_goes(
    qtbot: QtBot, window: MainWindow, size: QSize
) -> None:
    """The undo banner and the note line took their height from the scoreboard."""
    from tarbish_score.ui.actions.archive import Banner

    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    hearts = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
    restart_with(qtbot, window, Match(standard_match().teams, 0, RuleSet(), (hearts,) * 3))
    alert = Banner("alertBanner", window)
    window.add_banner(alert)  # as the archive's banners are placed (attach_keeper)

    def settled() -> dict[str, object]:
        for _ in range(3):
            QApplication.processEvents()
        # The scoreboard and its totals hold still; the strip's room comes from the entry and history below.
        return {k: v for k, v in _geometry(window).items() if k not in ("round entry", "history")}

    first = settled()
    assert window.banner_strip.isHidden(), "no banner: the strip takes no room"
    window.focus_history()
    window.history.selectRow(1)
    qtbot.keyClick(window.history, Qt.Key.Key_Backspace)  # "Round 2 deleted. Undo [Ctrl+Z]"
    assert window.undo_banner.shown_text == "Round 2 deleted."
    assert settled() == first, "with the undo banner"
    window.controller.set_note("Legion hall, Friday")  # a change: the undo banner goes, the note comes
    assert window.undo_banner.isHidden()
    assert window.details.note_label.isVisibleTo(window)
    assert settled() == first, "with the match note"
    window.controller.record_round(hearts)
    assert settled() == first, "after the next round"
    window.focus_history()
    window.history.selectRow(0)
    qtbot.keyClick(window.history, Qt.Key.Key_Backspace)
    alert.show_message("error", "<b>Not saved:</b> the disk is full (/tmp/x). Saving is tried again.", "Try again")
    assert window.undo_banner.shown_text == "Round 1 deleted." and alert.isVisibleTo(window)
    assert settled() == first, "with the note, the undo banner and an error at once"
    for banner in (window.undo_banner, alert, window.details.note_label):
        assert banner.isVisibleTo(window) and banner.height() >= banner.fontMetrics().height()
    alert.hide()
    window.undo_banner.dismiss()
    window.controller.set_note("")
    assert settled() == first, "all gone again"


def _totals_measured(window: MainWindow) -> tuple[int, int]:
    """The totals' font pixel size, and the smallest height (pixels) a total's label gives its digits."""
    from PySide6.QtGui import QFontMetrics

    labels = [panel.total_label for panel in window.scoreboard.team_panels]
    px = {label.font().pixelSize() for label in labels}
    assert len(px) == 1, px
    metrics = QFontMetrics(labels[0].font())
    for label in labels:
        digits = metrics.tightBoundingRect(label.text()).height()
        assert label.height() >= digits, (label.text(), label.height(), digits)  # drawn whole, never cut
    return px.pop(), min(label.height() for label in labels)


def test_the_totals_are_an_eighth_of_the_window_height_in_every_state(qtbot: QtBot, window: MainWindow) -> None:
    """The totals were 67 px (8.8 %) at 1280x800; the empty banner strip took room."""
    size = QSize(1280, 800)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    hearts = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
    restart_with(qtbot, window, Match(standard_match().teams, 0, RuleSet(), (hearts,) * 4))
    for _ in range(3):
        QApplication.processEvents()
    enter, esc = Qt.Key.Key_Return, Qt.Key.Key_Escape
    entry = window.round_entry
    states: dict[str, int] = {}

    def measure(state: str) -> None:
        for _ in range(3):
            QApplication.processEvents()
        px, _ = _totals_measured(window)
        states[state] = px
        assert px >= size.height() / 8, (state, px)

    measure("in progress")
    for key in ["1", "h", "2", "0"]:
        qtbot.keyClick(focused(), key)
    assert entry.preview.outcome_text == "BAIT"
    measure("bait preview")
    for key in [esc, "1", "h", "2", "0", "0", enter]:
        qtbot.keyClick(focused(), key)
    assert entry.error_text_of("card_points")
    measure("error shown")
    for key in [esc, "1", "h", "9", "0", Qt.Key.Key_R, "1", "f", enter]:
        qtbot.keyClick(focused(), key)
    assert current_match(window).score.finished
    assert window.scoreboard.banner.isVisibleTo(window)
    measure("match over")
    assert states["match over"] >= max(states.values()), states  # the winner's total never the smallest


def _totals_ink(window: MainWindow) -> int:
    """The smallest height (pixels) of a total's digits as drawn: their ink in the team's colour."""
    from tarbish_score.qt import theme

    from .pictures import ink_box

    image = window.grab().toImage()
    heights = []
    for team, panel in enumerate(window.scoreboard.team_panels):
        label = panel.total_label
        rect = QRect(label.mapTo(window, QPoint(0, 0)), label.size())
        heights.append(ink_box(image, rect, theme.TEAM_COLOURS[team]).height())
    return min(heights)


def test_zooming_in_never_makes_the_totals_smaller_and_they_stay_an_eighth_of_the_window(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Ctrl++ twice took the totals from 108 px to 81 px at 1280x800 (83 px of ink at
    zoom 1 too, under 100). The scoreboard sizes its type to its room; the zoom scales the rest, and never
    takes the scoreboard's room: the digits' ink is at least 1/8 of the window's height at every zoom."""
    size = QSize(1280, 800)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    hearts = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
    restart_with(qtbot, window, Match(standard_match().teams, 0, RuleSet(), (hearts,) * 4))
    measured: dict[float, tuple[int, int]] = {}
    for factor in (0.8, 1.0, 1.5, 2.0):
        window.zoom.set_factor(factor)
        for _ in range(3):
            QApplication.processEvents()
        px, _ = _totals_measured(window)
        measured[factor] = (px, _totals_ink(window))
    for factor, (_px, ink) in measured.items():
        assert ink >= size.height() / 8, (factor, measured)
    sizes = [measured[factor][0] for factor in (1.0, 1.5, 2.0)]
    assert sizes == sorted(sizes), measured  # zoom in: never smaller
    window.zoom.set_factor(1.0)

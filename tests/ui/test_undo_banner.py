"""Nothing removed or put aside unasked: a question, or an undo banner that stays until the next change.

Mid-match, Ctrl+Shift+R swapped the match for an empty copy with no
question, and one Backspace in the history deleted a round with only a 5-second hint.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tarbish_score.model import PRESETS, Match, RoundInput, Suit
from tarbish_score.qt import theme
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.storage import MatchStore
from tarbish_score.ui import app as app_module
from tarbish_score.ui.dialogs.archive_window import ArchiveWindow
from tarbish_score.ui.main_window import MainWindow
from tests.changes import changed

from .archive_helpers import in_progress, kept, short_finished, store  # noqa: F401 - fixtures
from .conftest import focused, standard_match, type_keys
from .play_helpers import HEARTS_100, current_match, record_rounds, restart_with

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _button(box: QMessageBox, text: str) -> QPushButton:
    """The question's button whose text is ``text``."""
    for button in box.buttons():
        if isinstance(button, QPushButton) and button.text() == text:
            return button
    raise AssertionError(f"no button {text!r} in {[b.text() for b in box.buttons()]}")


def _question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    actions = window.match_actions
    qtbot.waitUntil(lambda: actions.rematch_question is not None and actions.rematch_question.isActiveWindow())
    box = actions.rematch_question
    assert box is not None
    return box


def test_ctrl_shift_r_mid_match_asks_and_enter_keeps_the_match(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HEARTS_100)
    before = started.controller.match
    qtbot.keyClick(focused(), Qt.Key.Key_R, CTRL_SHIFT)
    box = _question(qtbot, started)
    assert box.text() == "This match is not over: Us 100, Them 62."
    assert "Ctrl+Z would bring this match back" in box.informativeText()
    assert box.defaultButton() is _button(box, "&Keep playing")
    assert box.escapeButton() is _button(box, "&Keep playing")
    type_keys(qtbot, [Qt.Key.Key_Return])  # the slip of a finger meant for Ctrl+R changes nothing
    qtbot.waitUntil(lambda: started.match_actions.rematch_question is None)
    assert started.controller.match is before
    assert started.undo_banner.isHidden()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)  # back to typing
    qtbot.keyClick(focused(), Qt.Key.Key_R, CTRL_SHIFT)
    _question(qtbot, started)
    type_keys(qtbot, [Qt.Key.Key_Escape])
    qtbot.waitUntil(lambda: started.match_actions.rematch_question is None)
    assert started.controller.match is before


def test_a_rematch_mid_match_once_confirmed_can_be_undone_from_the_banner(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HEARTS_100)
    qtbot.keyClick(focused(), Qt.Key.Key_R, CTRL_SHIFT)
    box = _question(qtbot, started)
    with changed(qtbot, started.controller, ChangeKind.REMATCH):
        _button(box, "&Start the rematch").click()
    assert current_match(started) == standard_match().rematch()
    assert started.undo_banner.shown_text == "Rematch started; Us against Them (100 – 62) is put aside."
    qtbot.mouseClick(started.undo_banner.undo_button, Qt.MouseButton.LeftButton)
    assert current_match(started).rounds == (HEARTS_100,)
    assert started.undo_banner.isHidden()


def test_a_rematch_of_a_finished_match_starts_at_once_and_ctrl_z_takes_it_back(
    qtbot: QtBot, started: MainWindow
) -> None:
    started.controller.start_match(short_finished())
    qtbot.keyClick(focused(), Qt.Key.Key_R, CTRL_SHIFT)
    assert started.match_actions.rematch_question is None
    assert current_match(started) == short_finished().rematch()
    assert started.undo_banner.shown_text == "Rematch started; MacNeils against Gillis (324 – 0) is put aside."
    assert started.undo_banner.undo_button.text() == "Undo  [Ctrl+Z]"
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(started) == short_finished()
    assert started.undo_banner.isHidden()


def _id_at(window: ArchiveWindow, row: int) -> int:
    summary = window.model.summary(row)
    assert summary is not None
    return summary.id


def _delete_row(qtbot: QtBot, window: MainWindow, row: int, key: Qt.Key = Qt.Key.Key_Backspace) -> None:
    window.focus_history()
    window.history.selectRow(row)
    type_keys(qtbot, [key])


def test_deleting_a_round_leaves_an_undo_banner_until_the_next_change(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HEARTS_100, RoundInput(1, Suit.CLUBS, (62, 100)), HEARTS_100)
    _delete_row(qtbot, started, 1)
    assert len(current_match(started).rounds) == 2
    banner = started.undo_banner
    assert banner.shown_text == "Round 2 deleted."
    # It does not time out with the status line: the status goes, the banner stays.
    started.statusBar().clearMessage()
    type_keys(qtbot, [Qt.Key.Key_Escape, "2", "h"])  # back to the entry, typing the next round
    assert banner.shown_text == "Round 2 deleted."
    # Under the score, above the round entry (no room taken at the top while there is no banner).
    board, entry = started.scoreboard, started.entry_scroll
    assert board.mapTo(started, board.rect().bottomLeft()).y() < banner.mapTo(started, QPoint(0, 0)).y()
    assert banner.mapTo(started, banner.rect().bottomLeft()).y() < entry.mapTo(started, QPoint(0, 0)).y()
    # The next change takes it away: now Ctrl+Z would undo that change, not the deletion.
    type_keys(qtbot, ["9", "0", Qt.Key.Key_Return])
    assert len(current_match(started).rounds) == 3
    assert banner.isHidden()


def test_the_banner_button_and_ctrl_z_both_bring_a_deleted_round_back(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HEARTS_100, RoundInput(1, Suit.CLUBS, (62, 100)))
    _delete_row(qtbot, started, 0, Qt.Key.Key_Delete)
    assert started.undo_banner.shown_text == "Round 1 deleted."
    qtbot.mouseClick(started.undo_banner.undo_button, Qt.MouseButton.LeftButton)
    assert len(current_match(started).rounds) == 2
    assert started.undo_banner.isHidden()
    assert QApplication.focusWidget() is started.round_entry.caller_picker
    _delete_row(qtbot, started, 1)
    assert started.undo_banner.shown_text == "Round 2 deleted."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert len(current_match(started).rounds) == 2
    assert started.undo_banner.isHidden()
    # Redo deletes it again: the status line says so; the banner is for a change done the first time.
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL_SHIFT)
    assert len(current_match(started).rounds) == 1
    assert started.statusBar().currentMessage() == "Redone: deleting round 2. Ctrl+Z undoes it."


def test_a_new_match_over_a_match_in_progress_leaves_an_undo_banner(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HEARTS_100)
    dialog = started.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    type_keys(qtbot, [Qt.Key.Key_Return])
    qtbot.waitUntil(lambda: current_match(started).rounds == ())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is started.round_entry.caller_picker)
    assert started.undo_banner.shown_text == "New match started; Us against Them (100 – 62) is put aside."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(started).rounds == (HEARTS_100,)


def test_a_correction_that_removes_the_later_rounds_leaves_an_undo_banner(qtbot: QtBot, started: MainWindow) -> None:
    short = Match(standard_match().teams, 0, PRESETS["short game"])
    restart_with(qtbot, started, short)
    record_rounds(
        started,
        RoundInput(0, Suit.HEARTS, (162, 0)),
        RoundInput(1, Suit.HEARTS, (0, 162)),
        RoundInput(1, Suit.HEARTS, (72, 90)),
    )
    started.controller.edit_round_ending_match(1, RoundInput(0, Suit.HEARTS, (162, 0)))
    assert len(current_match(started).rounds) == 2
    assert started.undo_banner.shown_text == "Round 2 corrected; round 3 removed."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert len(current_match(started).rounds) == 3


def test_the_banner_is_in_the_theme_colours(qtbot: QtBot, started: MainWindow) -> None:
    record_rounds(started, HEARTS_100, HEARTS_100)
    started.controller.delete_round(0)
    banner = started.undo_banner
    assert theme.UNDO_BANNER_BACKGROUND in banner.styleSheet()
    assert theme.UNDO_BANNER_BORDER in banner.styleSheet()
    assert banner.label.palette().color(banner.label.foregroundRole()).name() == theme.UNDO_BANNER_TEXT


def test_opening_another_match_from_the_archive_mid_match_asks_first(
    qtbot: QtBot,
    kept: MainWindow,  # noqa: F811 - fixture
    store: MatchStore,  # noqa: F811 - fixture
) -> None:
    old = store.create_match(short_finished())
    other = store.create_match(in_progress("Rankins", "Beatons"))
    kept.controller.start_match(standard_match())
    record_rounds(kept, HEARTS_100)
    playing = kept.controller.match
    archive = kept.archive
    assert archive is not None
    # Through the archive window, as a player does it: Enter on the chosen match.
    window: ArchiveWindow = archive.show_archive()
    qtbot.waitUntil(window.isVisible)
    window.select_row(next(row for row in range(window.model.rowCount()) if _id_at(window, row) == other))
    window.open_selected()
    qtbot.waitUntil(lambda: archive.open_question is not None and archive.open_question.isActiveWindow())
    box = archive.open_question
    assert box is not None
    assert box.text() == "Us against Them is not over: 100 – 62."
    assert box.defaultButton() is _button(box, "&Keep playing")
    type_keys(qtbot, [Qt.Key.Key_Escape])
    qtbot.waitUntil(lambda: archive.open_question is None)
    assert kept.controller.match is playing
    archive.choose_match(other)
    box = archive.open_question
    assert box is not None
    _button(box, "&Open it").click()
    qtbot.waitUntil(lambda: archive.open_question is None)
    assert current_match(kept) == in_progress("Rankins", "Beatons")
    # A finished match in the window is not in progress: another match opens without a question.
    archive.choose_match(old)
    box = archive.open_question
    assert box is not None  # the Rankins are still playing: asked
    _button(box, "&Open it").click()
    qtbot.waitUntil(lambda: archive.open_question is None)
    assert current_match(kept) == short_finished() and kept.controller.read_only
    archive.choose_match(other)
    assert archive.open_question is None
    assert current_match(kept) == in_progress("Rankins", "Beatons")


def test_deleting_a_match_from_the_archive_asks_first(
    qtbot: QtBot,
    kept: MainWindow,  # noqa: F811 - fixture
    store: MatchStore,  # noqa: F811 - fixture
) -> None:
    store.create_match(short_finished())
    assert kept.archive is not None
    window = kept.archive.show_archive()
    asked: list[str] = []

    def refuse(summary: object) -> bool:
        asked.append(str(getattr(summary, "teams", "")))
        return False

    window.confirm_delete = refuse  # type: ignore[method-assign]
    window.select_row(0)
    assert window.delete_selected() is False
    assert asked == ["('MacNeils', 'Gillis')"]
    assert len(store.list_matches()) == 1
    window.close()


#: What the banner says first, in three languages, once a rematch and once a new match put aside 100 – 62.
SAID = {
    "en_CA": ("Rematch started; Us against Them (100 – 62)", "New match started; Us against Them (100 – 62)"),
    "fr_FR": (
        "Revanche commencée\u202f; Us contre Them (100 – 62)",
        "Nouvelle partie commencée\u202f; Us contre Them (100 – 62)",
    ),
    "es_ES": ("Revancha empezada; Us contra Them (100 – 62)", "Nueva partida empezada; Us contra Them (100 – 62)"),
}


@pytest.mark.parametrize("locale", sorted(SAID))
def test_the_banner_tells_a_rematch_from_a_new_match_by_its_kind_in_any_language(
    qtbot: QtBot, qapp: QApplication, started: MainWindow, locale: str
) -> None:
    rematch, new_match = SAID[locale]
    app_module.install_translators(qapp, QLocale(locale))
    record_rounds(started, HEARTS_100)
    with changed(qtbot, started.controller, ChangeKind.REMATCH) as done:
        started.controller.rematch()
    assert done.args[0].kind is ChangeKind.REMATCH
    assert started.undo_banner.shown_text.startswith(rematch)
    record_rounds(started, HEARTS_100)
    with changed(qtbot, started.controller, ChangeKind.NEW_MATCH) as done:
        started.controller.start_match(standard_match())
    assert done.args[0].kind is ChangeKind.NEW_MATCH
    assert started.undo_banner.shown_text.startswith(new_match)


class _OneWordForBoth(QTranslator):
    """A language whose Edit menu words a new match and a rematch alike: both are "partida"."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if context == "MatchController" and source in ("start a new match", "start a rematch"):
            return "partida"
        return None  # no translation: every other text stays English

    def isEmpty(self) -> bool:
        return False


def test_a_new_match_is_no_rematch_where_the_language_words_both_alike(
    qtbot: QtBot, qapp: QApplication, started: MainWindow
) -> None:
    # Told apart by the words of the change, a new match here would be called a rematch.
    words = _OneWordForBoth(qapp)
    QCoreApplication.installTranslator(words)
    try:
        record_rounds(started, HEARTS_100)
        started.controller.start_match(standard_match())
        assert started.controller.undo_stack.undoText() == "partida"
        assert started.undo_banner.shown_text == "New match started; Us against Them (100 – 62) is put aside."
        started.controller.undo_stack.undo()
        started.controller.rematch()
        assert started.controller.undo_stack.undoText() == "partida"
        assert started.undo_banner.shown_text == "Rematch started; Us against Them (100 – 62) is put aside."
    finally:
        QCoreApplication.removeTranslator(words)

"""Every dialog the main window and the tournament desk open fits a 1024x600 laptop: inside the screen with its
frame, its buttons in sight; where its content is taller than the screen, the content scrolls
(``ui/screen_fit.fit_dialog``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore
from tarbish_score.ui.dialogs.new_match import NewMatchDialog
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.screen_fit import FRAME
from tarbish_score.ui.tournament.desk import TournamentDesk

from ..archive_helpers import open_window
from ..tournament.conftest import open_desk, swiss_night

#: The small laptop's area: 1024x600, less a panel of 24 pixels.
SMALL = QRect(0, 24, 1024, 576)


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> QRect:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: SMALL)
    return SMALL


@pytest.fixture
def archive() -> Iterator[MatchStore]:
    from tarbish_score import paths

    with MatchStore.open(paths.data_dir()) as opened:
        yield opened


def _dialog_opened(qtbot: QtBot, open_it: Callable[[], object]) -> QDialog:
    before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
    open_it()
    shown = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible() and id(w) not in before
    ]
    assert len(shown) == 1, shown
    qtbot.waitExposed(shown[0])
    return shown[0]


def _in_sight(widget: QWidget, top: QWidget) -> bool:
    rect = QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())
    return widget.isVisible() and top.rect().contains(rect) and widget.visibleRegion().boundingRect() == widget.rect()


def _check(dialog: QDialog) -> None:
    assert dialog.width() + FRAME.width() <= SMALL.width(), (dialog.objectName(), dialog.size())
    assert dialog.height() + FRAME.height() <= SMALL.height(), (dialog.objectName(), dialog.size())
    for buttons in dialog.findChildren(QDialogButtonBox):
        assert _in_sight(buttons, dialog), dialog.objectName()


MAIN = {
    "new match": lambda w: w.commands["new_match"].trigger(),
    "help": lambda w: w.show_help(),
    "archive statistics": lambda w: w.commands["archive_statistics"].trigger(),
    "archive": lambda w: w.commands["archive"].trigger(),
    "new tournament": lambda w: w.commands["new_tournament"].trigger(),
    "open tournament": lambda w: w.commands["open_tournament"].trigger(),
}


@pytest.mark.parametrize("name", list(MAIN))
def test_each_dialog_of_the_main_window_fits(qtbot: QtBot, archive: MatchStore, small_screen: QRect, name: str) -> None:
    window: MainWindow = open_window(qtbot, archive)
    dialog = _dialog_opened(qtbot, lambda: MAIN[name](window))
    _check(dialog)
    dialog.close()


def test_the_new_match_dialog_scrolls_to_its_table_code_with_start_in_sight(
    qtbot: QtBot, archive: MatchStore, small_screen: QRect
) -> None:
    window = open_window(qtbot, archive)
    dialog = _dialog_opened(qtbot, lambda: window.commands["new_match"].trigger())
    assert isinstance(dialog, NewMatchDialog)
    assert _in_sight(dialog.start_button, dialog)
    scroll = dialog.findChild(QScrollArea, "fittedScroll")
    assert scroll is not None
    dialog.code_edit.setFocus()
    scroll.ensureWidgetVisible(dialog.code_edit)
    QApplication.processEvents()
    assert _in_sight(dialog.code_edit, dialog)
    assert dialog.team_edits[0].text() == "" and dialog.match().teams[0].name  # still a whole dialog
    dialog.close()


DESK = {
    "late team": lambda d: d.add_late_team(),
    "withdraw": lambda d: d.withdraw_team(),
    "keys": lambda d: d.show_keys(),
}


@pytest.mark.parametrize("name", list(DESK))
def test_each_dialog_of_the_desk_fits(qtbot: QtBot, archive: MatchStore, small_screen: QRect, name: str) -> None:
    desk: TournamentDesk = open_desk(qtbot, archive, swiss_night())
    dialog = _dialog_opened(qtbot, lambda: DESK[name](desk))
    _check(dialog)
    dialog.close()


def test_the_correction_dialog_fits(qtbot: QtBot, archive: MatchStore, small_screen: QRect) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    desk.draw_next_round()
    desk.draw.view.setCurrentCell(0, 0)
    dialog = _dialog_opened(qtbot, desk.correct_result)
    _check(dialog)
    dialog.close()


@pytest.mark.parametrize("name", ["run checker", "card counter", "rules change"])
def test_each_tool_of_a_match_fits(qtbot: QtBot, archive: MatchStore, small_screen: QRect, name: str) -> None:
    from ..conftest import standard_match

    window = open_window(qtbot, archive)
    window.controller.start_match(standard_match())
    opens = {
        "run checker": window.open_run_checker,
        "card counter": window.open_card_counter,
        "rules change": lambda: window.commands["change_rules"].trigger(),
    }
    dialog = _dialog_opened(qtbot, opens[name])
    _check(dialog)
    dialog.close()

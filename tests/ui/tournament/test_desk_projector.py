"""The desk's projector is the real window: F11 opens it beside the desk, it follows every change, it goes
with the desk, it takes a live theme switch, and it speaks the desk's language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from tarbish_score.qt import theme
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import create_tournament
from tarbish_score.ui.tournament.desk import TournamentDesk
from tarbish_score.ui.tournament.projector import ProjectorWindow
from tarbish_score.words.translation import install_translator

from ..conftest import type_keys
from ..test_theme import back_to_light  # noqa: F401 - back_to_light is a fixture
from .conftest import open_desk, swiss_night


def _f11(qtbot: QtBot, desk: TournamentDesk) -> ProjectorWindow:
    qtbot.keyClick(desk.entry.table_edit, Qt.Key.Key_F11)
    projector = desk.projector
    assert isinstance(projector, ProjectorWindow)
    qtbot.waitExposed(projector)
    return projector


def test_f11_opens_the_projector_a_window_of_its_own_that_follows_the_desk(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    projector = _f11(qtbot, desk)
    assert projector.isWindow() and projector.parent() is None
    assert not projector.testAttribute(Qt.WidgetAttribute.WA_QuitOnClose)
    assert projector.title_label.full_text() == "Legion hall"
    assert [line.note for line in projector.tables] == ["The first round is not drawn yet."]
    # F11 again: the same window, not a second one.
    qtbot.keyClick(desk.entry.table_edit, Qt.Key.Key_F11)
    assert desk.projector is projector
    assert desk.draw_next_round()
    current = desk.tournament.current
    assert current is not None
    assert [line.number for line in projector.tables] == [t.number for t in current.draw.tables]
    assert desk.apply(lambda t: t.with_result(3, (512, 340)))
    assert projector.tables[2].result == "512–340"
    assert [line.team for line in projector.standings] == [row.team for row in desk.tournament.standings.rows]


def _own_desk(qtbot: QtBot, archive: MatchStore) -> TournamentDesk:
    """A desk the test takes down itself (qtbot would close it again once deleted)."""
    desk = TournamentDesk(
        archive, create_tournament(archive, swiss_night(), "Legion hall"), swiss_night(), "Legion hall"
    )
    desk.show()
    qtbot.waitExposed(desk)
    desk.activateWindow()
    qtbot.waitUntil(lambda: desk.entry.table_edit.hasFocus())
    return desk


def test_after_f11_the_desk_keeps_the_keyboard(qtbot: QtBot, archive: MatchStore) -> None:
    # The projector is for the hall's screen: the next slip is typed at the desk at once.
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    _f11(qtbot, desk)
    QApplication.processEvents()
    assert QApplication.activeWindow() is desk
    type_keys(qtbot, ["1", *"512", *"340", Qt.Key.Key_Return])
    assert desk.tournament.rounds[0].results[0] is not None


def test_the_projector_closes_with_the_desk_and_is_let_go(qtbot: QtBot, archive: MatchStore) -> None:
    desk = _own_desk(qtbot, archive)
    projector = _f11(qtbot, desk)
    desk.close()
    qtbot.waitUntil(lambda: not isValid(projector))


def test_the_projector_closes_when_the_desk_goes_without_a_close(qtbot: QtBot, archive: MatchStore) -> None:
    # The main window taken down takes its desks with it, without a close event for each.
    desk = _own_desk(qtbot, archive)
    projector = _f11(qtbot, desk)
    desk.deleteLater()
    qtbot.waitUntil(lambda: not projector.isVisible())
    projector.deleteLater()


def test_a_projector_closed_by_itself_comes_back_on_f11(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    projector = _f11(qtbot, desk)
    projector.close()
    assert desk.draw_next_round()  # the desk tells it still, hidden
    assert _f11(qtbot, desk) is projector
    assert projector.isVisible()
    assert projector.board.headings[1] == "Round 1 of 5"


@pytest.mark.usefixtures("back_to_light")
def test_a_live_theme_switch_at_the_desk_repaints_the_projector(
    qtbot: QtBot, archive: MatchStore, qapp: QApplication
) -> None:
    desk = open_desk(qtbot, archive, swiss_night().drawn())
    projector = _f11(qtbot, desk)
    for key in ("dark", "light"):
        theme.apply_theme(qapp, key)
        colours = theme.THEMES[key]
        assert projector.palette().color(projector.backgroundRole()).name() == colours.surface.lower()
        QApplication.sendPostedEvents()
        image = projector.grab().toImage()
        assert image.pixelColor(2, image.height() - 2).name() == colours.surface.lower()
        label = projector.title_label
        assert label.palette().color(label.foregroundRole()).name() == colours.text.lower()
        # The desk's own marks are in the same theme.
        assert desk.draw.view.item(0, 5).foreground().color().name() == colours.error.lower()


FRENCH = {
    "TournamentDesk": {"{name} — Tournament desk": "{name} — Table de marque du tournoi"},
    "ProjectorWindow": {
        "Tarabish Score — projector": "Tarabish Score — projecteur",
        "playing": "en jeu",
        "The first round is not drawn yet.": "La première manche n'est pas encore tirée.",
    },
}


@pytest.fixture
def french(qapp: QApplication, tmp_path: Path) -> Iterator[QTranslator]:
    from ...catalogues import compile_catalogue

    translator = QTranslator(qapp)
    assert translator.load(str(compile_catalogue(tmp_path, "fr", FRENCH)))
    qapp.installTranslator(translator)
    install_translator(QCoreApplication.translate)
    yield translator
    qapp.removeTranslator(translator)
    install_translator(None)


def test_the_projector_speaks_the_desks_language_and_follows_a_switch(
    qtbot: QtBot, archive: MatchStore, french: QTranslator, qapp: QApplication
) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.windowTitle() == "Legion hall — Table de marque du tournoi"
    projector = _f11(qtbot, desk)
    assert projector.windowTitle() == "Tarabish Score — projecteur"
    assert projector.board.waiting_text == "en jeu"
    assert [line.note for line in projector.tables] == ["La première manche n'est pas encore tirée."]
    # The language taken away while it is open: it speaks English again, the night still shown.
    qapp.removeTranslator(french)
    qtbot.waitUntil(lambda: projector.board.waiting_text == "playing")
    assert projector.windowTitle() == "Tarabish Score — projector"
    assert [line.note for line in projector.tables] == ["The first round is not drawn yet."]


TWO_SCREENS = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tarbish_score import paths
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import create_tournament
from tarbish_score.ui.tournament.desk import TournamentDesk
from tests.ui.tournament.conftest import swiss_night
laptop = next(s for s in app.screens() if s.name() == "laptop")
with MatchStore.open(paths.data_dir()) as store:
    night = swiss_night().drawn()
    desk = TournamentDesk(store, create_tournament(store, night, "Legion hall"), night, "Legion hall")
    desk.setScreen(laptop)
    desk.move(laptop.geometry().topLeft())
    desk.show()
    projector = desk.show_projector()
    app.processEvents()
    print(json.dumps({
        "desk": desk.screen().name(), "projector": projector.screen().name(),
        "full": projector.isFullScreen(), "geometry": projector.geometry().getRect(),
        "said": desk.statusBar().currentMessage(),
    }))
    desk.close()
"""


def test_with_a_second_screen_the_projector_is_full_screen_there(tmp_path: Path) -> None:
    import json
    import os
    import subprocess
    import sys

    from tarbish_score import paths

    screens = tmp_path / "screens.json"
    laptop = {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768}
    hall = {"name": "hall", "x": 1366, "y": 0, "width": 1920, "height": 1080}
    screens.write_text(json.dumps({"screens": [laptop, hall]}), encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screens}",
        paths.DATA_ENV: str(tmp_path / "data"),
        paths.CONFIG_ENV: str(tmp_path / "config"),
        paths.LOG_ENV: str(tmp_path / "log"),
        paths.RECOVERY_ENV: str(tmp_path / "recovery"),
    }
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run(
        [sys.executable, "-c", TWO_SCREENS], capture_output=True, text=True, env=env, cwd=root, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["desk"] == "laptop"
    assert shown["projector"] == "hall" and shown["full"]
    assert shown["geometry"] == [1366, 0, 1920, 1080]
    assert shown["said"] == "The projector is full screen on hall."


def test_with_one_screen_the_projector_is_a_window_and_the_desk_says_so(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    projector = _f11(qtbot, desk)
    assert not projector.isFullScreen()
    assert desk.statusBar().currentMessage() == (
        "The projector is open in a window of its own: move it to the hall's screen."
    )


def test_on_a_small_single_screen_the_projector_window_fits_it(
    qtbot: QtBot, archive: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from tarbish_score.ui.screen_fit import FRAME

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 24, 1024, 576))
    desk = open_desk(qtbot, archive, swiss_night())
    projector = _f11(qtbot, desk)
    assert projector.width() + FRAME.width() <= 1024 and projector.height() + FRAME.height() <= 576
    # Centred in the screen's room, its frame inside it.
    assert projector.x() >= 0 and projector.y() >= 24
    assert projector.y() + projector.height() + FRAME.height() <= 24 + 576

"""Pictures of the desk mid-night: light and dark, in each language, 1024x600 and 1920x1080.

Each picture is checked: the draw's "out" marks are painted in the theme's error colour, every table of the
round is in sight, and the result entry and the standings are whole in the window. With
``DESK_SCREENSHOTS=1`` the pictures are also saved as ``docs/screenshots/tournament-desk-*.png``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.qt import theme
from tarbish_score.storage import MatchStore
from tarbish_score.ui import app as app_module

from .conftest import open_desk, swiss_night

DOCS = Path(__file__).resolve().parents[3] / "docs" / "screenshots"
SIZES = ((1024, 600), (1920, 1080))
LOCALES = {"en": "en_CA", "fr": "fr_FR", "es": "es_ES", "it": "it_IT"}
#: The languages whose pictures go to docs/screenshots.
SAVED = ("en", "fr")


@pytest.fixture(params=sorted(LOCALES))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    installed = app_module.install_translators(qapp, QLocale(LOCALES[request.param]))
    yield request.param
    for translator in installed:
        QApplication.removeTranslator(translator)


@pytest.fixture(params=["light", "dark"])
def theme_key(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    theme.apply_theme(qapp, request.param)
    yield request.param
    theme.apply_theme(qapp, "light")
    theme.apply_theme(qapp, "system")


def _in_sight(widget: QWidget, top: QWidget) -> bool:
    origin = widget.mapTo(top, widget.rect().topLeft())
    return top.rect().contains(QRect(origin, widget.size()))


def _pixels(image: QImage, colour: str) -> int:
    wanted = QColor(colour).rgb()
    return sum(image.pixel(x, y) == wanted for y in range(0, image.height(), 2) for x in range(image.width()))


@pytest.mark.parametrize("size", SIZES, ids=["1024x600", "1920x1080"])
def test_the_desk_mid_night(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path, language: str, theme_key: str, size: tuple[int, int]
) -> None:
    night = swiss_night().drawn()
    for table in range(1, 7):
        night = night.with_result(table, (512, 340 + table))
    night = night.drawn().with_result(1, (505, 480)).with_result(3, (220, 530)).with_result(4, (512, 512 - 100))
    night = night.corrected(2, 4, (512, 420), "slip misread")
    desk = open_desk(qtbot, archive, night, "Legion hall, Friday")
    desk.resize(*size)
    desk.entry.table_edit.setText("5")
    desk.entry.table_chosen.emit(5)
    qtbot.waitUntil(lambda: desk.size().width() == size[0])
    QApplication.processEvents()
    image = desk.grab().toImage()
    name = f"tournament-desk-{size[0]}x{size[1]}-{language}-{theme_key}.png"
    image.save(str(tmp_path / name))
    if os.environ.get("DESK_SCREENSHOTS") == "1" and language in SAVED:
        image.save(str(DOCS / name))
    # The tables still out are marked in the theme's error colour; every table and the entry are in sight.
    assert _pixels(image, theme.current().error) > 50
    view = desk.draw.view
    last = view.visualRect(view.model().index(5, 5))
    assert view.viewport().rect().contains(last)
    for widget in (*desk.entry.fields, desk.entry.time_check, desk.draw_button, desk.standings.view):
        assert _in_sight(widget, desk), widget.objectName()
    assert desk.entry.teams_label.text() != ""
    # The standings' vital columns are in sight, with no sideways scrolling: place, team, won, points for and
    # the difference; drawn and byes only when a team has one (none has here).
    standings = desk.standings.view
    shown = desk.standings.shown_columns()
    columns = [str(standings.model().headerData(c, Qt.Orientation.Horizontal)) for c in (0, 1, 3, 7, 9)]
    assert set(columns) <= set(shown), shown
    assert len(shown) >= 5 if size[0] == 1024 else len(shown) == 8
    assert not standings.horizontalScrollBar().isVisible()
    for column in (0, 1, 3, 7, 9):
        assert standings.columnViewportPosition(column) + standings.columnWidth(column) <= standings.viewport().width()
    # No text of a button, a label or a tab is cut off.
    cut = [
        w.text()
        for w in (desk.draw_button, desk.late_button, desk.withdraw_button, desk.entry.time_check, desk.heading)
        if w.isVisible() and w.fontMetrics().horizontalAdvance(w.text().replace("&", "")) > w.contentsRect().width()
    ]
    assert cut == []

"""Every tab bar of the app draws a capital accent whole on a tab not chosen ("Équipes", "Éléments"): the
application's style is set once for all (``ui/tab_style.install``, put in force with the theme)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QTabBar
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore

from ..archive_helpers import open_window


@pytest.fixture
def archive() -> Iterator[MatchStore]:
    from tarbish_score import paths

    with MatchStore.open(paths.data_dir()) as opened:
        yield opened


def _accent_drawn(bar: QTabBar) -> bool:
    """Whether the tab not chosen shows "É" otherwise than "E" (its accent not cut off)."""
    other = 1 if bar.currentIndex() == 0 else 0
    kept = bar.tabText(other)

    def drawn(text: str) -> QImage:
        bar.setTabText(other, text)
        QApplication.processEvents()
        return bar.grab(bar.tabRect(other)).toImage()

    try:
        return drawn("Éléments") != drawn("Eléments")
    finally:
        bar.setTabText(other, kept)


def test_the_help_and_statistics_tabs_draw_capital_accents(qtbot: QtBot, archive: MatchStore) -> None:
    window = open_window(qtbot, archive)
    help_dialog = window.show_help()
    qtbot.waitExposed(help_dialog)
    statistics = window.statistics.show_archive_statistics()
    assert statistics is not None
    qtbot.waitExposed(statistics)
    bars = [help_dialog.tabs.tabBar(), *statistics.findChildren(QTabBar)]
    assert len(bars) >= 2
    for bar in bars:
        assert bar.count() >= 2
        assert _accent_drawn(bar), bar.parent().objectName()
    help_dialog.close()
    statistics.close()


def test_a_theme_change_keeps_the_tabs_whole(qtbot: QtBot, archive: MatchStore) -> None:
    window = open_window(qtbot, archive)
    window.theme_actions.choose("dark")  # the theme sets the Fusion style: the tabs stay unshifted
    try:
        help_dialog = window.show_help()
        qtbot.waitExposed(help_dialog)
        assert _accent_drawn(help_dialog.tabs.tabBar())
        help_dialog.close()
    finally:
        window.theme_actions.choose("system")

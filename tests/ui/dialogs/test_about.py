"""Help ▸ About: version, licence, where the data lives (with "Open folder"), the rule sources."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from tarbish_score import __version__, paths
from tarbish_score.ui.dialogs import about
from tarbish_score.ui.dialogs.about import AboutDialog
from tarbish_score.ui.main_window import MainWindow

from ..menus import menu_of

RULES = Path(__file__).resolve().parents[3] / "docs" / "rules.md"


@pytest.fixture
def opened(qtbot: QtBot, window: MainWindow) -> Iterator[AboutDialog]:
    """The About box, opened from the Help menu, with the data, settings and log folders made."""
    for folder in (paths.data_dir(), paths.config_dir(), paths.log_dir()):
        paths.make_folder(folder)
    help_menu = next(menu_of(action) for action in window.menuBar().actions() if action.text() == "&Help")
    assert help_menu is not None
    assert window.commands["about"] in help_menu.actions()
    window.commands["about"].trigger()
    dialog = window.findChild(AboutDialog)
    assert isinstance(dialog, AboutDialog)
    qtbot.waitExposed(dialog)
    yield dialog
    if shiboken6.isValid(dialog):  # Esc closed (and deleted) it already
        dialog.close()


@pytest.fixture
def opened_urls(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    """What the box asks the desktop to open (QDesktopServices.openUrl, patched at that boundary)."""
    urls: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        urls.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(open_url))
    return urls


def test_it_shows_the_version_and_the_licence(opened: AboutDialog) -> None:
    assert f"Version {__version__} " in opened.version_label.text()
    assert opened.licence_label.text().startswith("Licence: MIT.")
    assert opened.windowTitle() == "About Tarabish Score"


def test_it_says_where_the_data_lives(opened: AboutDialog) -> None:
    shown = {key: (label.text(), folder) for key, (label, folder, _) in opened.places.items()}
    assert shown == {
        "data": (str(paths.data_dir()), paths.data_dir()),
        "settings": (str(paths.settings_path()), paths.settings_path().parent),
        "log": (str(paths.log_dir()), paths.log_dir()),
    }


@pytest.mark.parametrize("key", ["data", "settings", "log"])
def test_open_folder_opens_that_folder(qtbot: QtBot, opened: AboutDialog, opened_urls: list[QUrl], key: str) -> None:
    _, folder, button = opened.places[key]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert opened_urls == [QUrl.fromLocalFile(str(folder))]
    assert opened_urls[0].toLocalFile() == str(folder)


def test_a_folder_not_made_yet_cannot_be_opened(qtbot: QtBot, window: MainWindow) -> None:
    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    label, _, button = dialog.places["log"]
    assert not button.isEnabled()
    assert label.text() == f"{paths.log_dir()} (not made yet)"


def test_it_names_every_rule_source_of_the_rules_page(opened: AboutDialog) -> None:
    sources = RULES.read_text(encoding="utf-8").split("## Sources", 1)[1]
    links = re.findall(r"<(https?://[^>]+)>", sources)
    assert len(links) == 4
    text = opened.sources_label.text()
    for link in links:
        assert f'href="{link}"' in text
    assert sorted(url for _, url in about.RULE_SOURCES if url) == sorted(links)


def test_keys_reach_every_button_and_esc_closes(
    qtbot: QtBot, window: MainWindow, opened: AboutDialog, opened_urls: list[QUrl]
) -> None:
    assert QApplication.focusWidget() is opened.close_button
    reached: list[QPushButton] = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if isinstance(focus, QPushButton) and focus not in reached:
            reached.append(focus)
    buttons = [button for _, _, button in opened.places.values()]
    assert set(buttons) | {opened.close_button} <= set(reached)
    buttons[0].setFocus()
    qtbot.keyClick(buttons[0], Qt.Key.Key_Space)  # the data folder's "Open folder", by keyboard
    assert opened_urls == [QUrl.fromLocalFile(str(paths.data_dir()))]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not opened.isVisible())


def test_every_colour_comes_from_the_theme() -> None:
    source = Path(about.__file__).read_text(encoding="utf-8")
    assert re.findall(r"#[0-9a-fA-F]{3,8}\b|\bQColor\(|\bcolor\s*:", source) == []


def test_screenshot(qtbot: QtBot, opened: AboutDialog, tmp_path: Path) -> None:
    opened.adjustSize()
    image = opened.grab()
    assert image.width() >= 560 and image.height() > 300
    assert image.save(str(tmp_path / "about.png"))

"""Each language shipped, in context: every window and dialog the screenshot scripts show, with the
real catalogue, has no text cut off, and the game's own words are the glossary's (docs in resources/i18n)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.ui import app as app_module

from .pictures import Shot, take_shots

LOCALES = {"fr": "fr_FR", "es": "es_ES", "it": "it_IT"}
SCRIPTS = ("screenshots", "archive_screenshots", "statistics_screenshots", "about_screenshots")
#: Pictures already cut in English (a strict xfail in tests/ui/test_screenshots.py), not a translation's fault.
CUT_IN_ENGLISH = {"run-checker-long-names-800x600"}


@pytest.fixture(params=sorted(LOCALES))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The app's real catalogue for one language (and Qt's own), installed as the window installs it."""
    installed = app_module.install_translators(qapp, QLocale(LOCALES[request.param]))
    names = [Path(translator.filePath()).name for translator in installed]
    assert names[0] == f"tarbish_score_{request.param}.qm", names  # the shipped catalogue, compiled by conftest
    yield request.param
    for translator in installed:
        QApplication.removeTranslator(translator)


@pytest.mark.parametrize("script", SCRIPTS)
def test_no_text_is_cut_off_in_any_language(language: str, script: str, tmp_path: Path) -> None:
    folder = tmp_path / "shots"
    folder.mkdir()
    shots: dict[str, Shot] = take_shots(script, folder)
    assert shots, "the script saved no picture"
    cut = {name: shot.cut_off for name, shot in shots.items() if shot.cut_off and name not in CUT_IN_ENGLISH}
    assert cut == {}


@pytest.mark.parametrize(
    ("locale", "words"),
    [
        ("fr_FR", {"Donne 2", "Atout", "Preneur", "cœur", "Donneur"}),
        ("es_ES", {"Ronda 2", "Triunfo", "corazones", "Reparte"}),
        ("it_IT", {"Smazzata 2", "Briscola", "cuori", "Mazziere"}),
    ],
)
def test_the_window_speaks_the_games_own_words(qtbot: QtBot, qapp: QApplication, locale: str, words: set[str]) -> None:
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from tarbish_score.model import Match, RoundInput, Suit, Team
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.main_window import MainWindow

    installed = app_module.install_translators(qapp, QLocale(locale))
    try:
        controller = MatchController()
        window = MainWindow(controller)
        qtbot.addWidget(window)
        window.show()
        controller.start_match(Match((Team("A", ("Ann", "Bo")), Team("B", ("Cy", "Di"))), 0))
        controller.record_round(RoundInput(0, Suit.HEARTS, (100, 62)))
        model = window.history.model()
        headers = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
        texts = [w.text() for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton)]
        seen = " ".join(texts + headers)
    finally:
        for translator in installed:
            QApplication.removeTranslator(translator)
    assert {word for word in words if word not in seen} == set()

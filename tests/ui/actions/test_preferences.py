"""View ▸ Language and Match ▸ Scoresheet paper size: offered, remembered, and said when they apply."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QPageSize
from pytestqt.qtbot import QtBot

from tarbish_score.model import read_record
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.preferences import chosen_language, chosen_paper, set_chosen_language
from tarbish_score.ui.actions.exchange import ExchangeActions
from tarbish_score.ui.main_window import MainWindow

from ...pdf import paper as pdf_paper
from ..conftest import SAMPLES
from ..menus import menu_of

SAMPLE = next(p for p in SAMPLES if p.name == "kitchen-standard.tarbish.json")
#: Where the pictures of the states touched here are saved (gitignored), to be looked at.
PICTURES = os.environ.get("TARBISH_SCORE_PICTURES", "")


def _ticked(actions: dict[str, object]) -> list[str]:
    return [code for code, action in actions.items() if action.isChecked()]  # type: ignore[attr-defined]


def test_the_language_menu_offers_the_system_then_each_language_by_its_own_name(window: MainWindow) -> None:
    menu = window.language.menu
    assert menu.title() == "&Language"
    assert [a.text() for a in menu.actions() if not a.isSeparator()] == [
        "System language",
        "English",
        "Français",
        "Español",
        "Italiano",
    ]
    assert _ticked(window.language.actions) == [""]
    view_menu = menu_of(window.menuBar().actions()[2])
    assert view_menu is not None and any(menu_of(a) is menu for a in view_menu.actions())  # in View


def test_choosing_a_language_remembers_it_and_says_it_applies_at_the_next_start(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.language.actions["fr"].trigger()
    assert chosen_language() == "fr"
    note = window.language.note
    assert note is not None and note.isVisible()
    assert note.label.text() == "The language changes to Français the next time Tarabish Score starts."
    assert window.statusBar().currentMessage() == ""  # a banner that stays, not a passing message
    if PICTURES:
        window.grab().save(str(Path(PICTURES) / "language-note.png"))
    # The next window (the next start) ticks the remembered language.
    later = MainWindow(MatchController())
    qtbot.addWidget(later)
    assert _ticked(later.language.actions) == ["fr"]
    assert later.language.note is None


def test_choosing_back_the_language_in_force_hides_the_note(window: MainWindow) -> None:
    window.language.actions["it"].trigger()
    window.language.actions[""].trigger()
    assert chosen_language() == ""
    assert window.language.note is not None and not window.language.note.isVisible()


def test_english_chosen_is_remembered_apart_from_the_system_language(qtbot: QtBot) -> None:
    set_chosen_language("en")
    window = MainWindow(MatchController())
    qtbot.addWidget(window)
    assert _ticked(window.language.actions) == ["en"]


@pytest.fixture
def lang_en_ca(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Canadian system locale (its paper is US Letter)."""
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_PAPER", raising=False)
    monkeypatch.setenv("LANG", "en_CA.UTF-8")


def test_the_paper_menu_ticks_the_locales_paper_then_the_one_chosen(window: MainWindow, lang_en_ca: None) -> None:
    menu = window.paper.menu
    assert [a.text() for a in menu.actions()] == ["A4", "US Letter"]
    window.match_menu.fill()  # as when it opens
    assert window.paper.menu.menuAction() in window.match_menu.actions()
    menu.aboutToShow.emit()
    assert _ticked(window.paper.actions) == ["letter"]
    window.paper.actions["a4"].trigger()
    assert chosen_paper() == "a4"
    menu.aboutToShow.emit()
    assert _ticked(window.paper.actions) == ["a4"]


@pytest.mark.parametrize(("paper", "size"), [("", "letter"), ("a4", "A4"), ("letter", "letter")])
def test_the_windows_pdf_export_uses_the_chosen_paper(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lang_en_ca: None, paper: str, size: str
) -> None:
    if paper:
        window.paper.actions[paper].trigger()
    window.controller.start_match(read_record(SAMPLE))
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(ExchangeActions, "ask_save_path", lambda self, title, suggested, filters: str(target))
    window.commands["export"].trigger()
    assert pdf_paper(target) == size


@pytest.mark.parametrize(("paper", "size"), [("a4", QPageSize.PageSizeId.A4), ("letter", QPageSize.PageSizeId.Letter)])
def test_the_printer_starts_on_the_chosen_paper(window: MainWindow, paper: str, size: QPageSize.PageSizeId) -> None:
    window.paper.actions[paper].trigger()
    printer = window.exchange().new_printer()
    assert printer.pageLayout().pageSize().id() == size

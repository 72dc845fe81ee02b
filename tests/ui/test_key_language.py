"""Keys and letters in the language shown: key names as the keyboard says them, a table's own letters.

A French table types T K C P for trèfle, carreau, cœur, pique (docs/keys.md); every hint names its
keys through one function, so "Entrée", never "Enter", in French. The catalogues' letters are
checked for clashes, and every translation of a hint must name the same keys and letters as its source.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import Card, MissingRunDetailError, NoTrump, Rank, RoundInput, RuleSet, RunClaim, Suit
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.key_names import KEY_WORDS, key_text, with_keys
from tarbish_score.ui import app as app_module
from tarbish_score.ui import letters
from tarbish_score.ui.card_grid import CardGrid
from tarbish_score.ui.dialogs.help import shortcut_rows
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.words.keys import KEY_PLACEHOLDER

from ..catalogues import compile_catalogue
from .conftest import focused, standard_match, type_keys
from .play_helpers import current_match

ENTER = Qt.Key.Key_Return
I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"
PACKAGE = Path(__file__).resolve().parents[2] / "tarbish_score"
LANGUAGES = ("fr", "es", "it")
#: The letters proposed for each language (docs/keys.md), English letter -> the language's.
PROPOSED = {
    "fr": {"C": "T", "D": "K", "H": "C", "S": "P", "N": "A", "R": "S", "B": "B", "W": "O", "T": "V", "F": "C"},
    "es": {"C": "T", "D": "D", "H": "C", "S": "P", "N": "S", "R": "E", "B": "B", "W": "O", "T": "V", "F": "C"},
    "it": {"C": "F", "D": "Q", "H": "C", "S": "P", "N": "N", "R": "S", "B": "B", "W": "O", "T": "V", "F": "C"},
}
#: A few French messages of the round entry, as the catalogue will have them.
FRENCH = {
    "KeyLetters": PROPOSED["fr"],
    "Keys": {"Backspace key": "Retour arrière"},
    "RoundEntryPanel": {
        "Record round  [{Enter}]": "Enregistrer la donne  [{Enter}]",
        "Trump\n({clubs} {diamonds} {hearts} {spades})": "Atout\n({clubs} {diamonds} {hearts} {spades})",
        "Runs  [{runs}]\nseat, then {twenty}/{fifty}": "Suites  [{runs}]\nplace, puis {twenty}/{fifty}",
    },
    "Help": {"Next / previous field": "Champ suivant / précédent"},
}


def _install(qapp: QApplication, qm: Path, language: str) -> list[QTranslator]:
    """The catalogue ``qm`` and Qt's own for ``language``, as the window installs them."""
    own = QTranslator(qapp)
    assert own.load(str(qm))
    qt = QTranslator(qapp)
    assert qt.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for translator in (own, qt):
        qapp.installTranslator(translator)
    return [own, qt]


@pytest.fixture
def french(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    """A French catalogue with the proposed letters, and Qt's French key names."""
    installed = _install(qapp, compile_catalogue(tmp_path, "fr", FRENCH), "fr")
    yield
    for translator in installed:
        QApplication.removeTranslator(translator)


@pytest.fixture
def french_window(qtbot: QtBot, french: None) -> MainWindow:
    """The window built in French, a standard match started; the focus on the caller."""
    window = MainWindow(MatchController())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.controller.start_match(standard_match(RuleSet(no_trump=True, sweep_bonus=100)))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.round_entry.caller_picker)
    return window


# --- the letters ------------------------------------------------------------------------------


@pytest.mark.parametrize("language", sorted(PROPOSED))
def test_the_proposed_letters_have_no_clash(language: str) -> None:
    chosen = {meaning: PROPOSED[language][english] for meaning, english in letters.ENGLISH.items()}
    assert letters.clashes(chosen) == []


def test_a_clash_is_found_and_the_english_letters_stay() -> None:
    clubs_as_hearts = {**letters.ENGLISH, "clubs": "H"}
    assert letters.clashes(clubs_as_hearts) == [
        "trump: H is both clubs and hearts",
        "run_suit: H is both clubs and hearts",
        "cards: H is both clubs and hearts",
    ]
    assert letters.clashes({**letters.ENGLISH, "runs": "K"}) == ["run_top: K is both a card and runs"]
    assert letters.clashes({**letters.ENGLISH, "bella": "⟦B⟧"}) == ["bella: '⟦B⟧' is not one letter A-Z"]


def _catalogue(language: str) -> dict[str, dict[str, str]]:
    """The finished translations of ``resources/i18n/tarbish_score_<language>.ts``: context -> source -> text."""
    found: dict[str, dict[str, str]] = {}
    for context in ET.parse(I18N / f"tarbish_score_{language}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            text = translation.text or "".join(form.text or "" for form in translation.iter("numerusform"))
            found.setdefault(name, {})[message.findtext("source") or ""] = text
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_catalogues_letters_have_no_clash(language: str) -> None:
    given = _catalogue(language).get("KeyLetters", {})
    chosen = {meaning: given.get(english, english).strip().upper() for meaning, english in letters.ENGLISH.items()}
    assert letters.clashes(chosen) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shipped_catalogue_types_the_letters_of_docs_keys(qapp: QApplication, language: str) -> None:
    given = _catalogue(language).get("KeyLetters", {})
    if not given:
        pytest.skip(f"the {language} catalogue has no letters yet: English ones")
    app_module.install_translators(qapp, QLocale(language))  # removed after the test (tests/conftest.py)
    assert letters.language_letters() == {m: PROPOSED[language][e] for m, e in letters.ENGLISH.items()}


def test_a_whole_round_typed_with_the_french_letters(qtbot: QtBot, french_window: MainWindow) -> None:
    entry = french_window.round_entry
    assert entry.row_labels["trump"].text() == "Atout\n(T K C P)"
    assert entry.row_labels["runs"].text() == "Suites  [S]\nplace, puis V/C"
    assert [text[-3:] for text in entry.trump_picker.button_texts()] == ["[T]", "[K]", "[C]", "[P]", "[A]"]
    # Ann calls cœur (C is cœur in French, not clubs), Us count 90.
    type_keys(qtbot, ["1", "c"])
    assert entry.trump_picker.value is Suit.HEARTS
    type_keys(qtbot, ["9", "0"])
    # S goes to the runs (suites); Ann and Bea announce a vingt (V) each.
    type_keys(qtbot, ["s", "1", "v", "2", "v"])
    problem = entry.problem
    assert isinstance(problem, MissingRunDetailError) and problem.claim == 0
    assert focused() is entry.runs_editor.chip(0).top_combo
    type_keys(qtbot, ["k", "p"])  # Ann's: king, pique
    assert focused() is entry.runs_editor.chip(1).top_combo
    type_keys(qtbot, ["q", "t"])  # Bea's: queen, trèfle
    # A cinquante (C after a seat) for Cal, bella (B) for Ann, capot (O) for Us.
    type_keys(qtbot, ["s", "3", "c"])
    type_keys(qtbot, ["b", "1", "o"])
    assert entry.sweep_check.isChecked()
    assert entry.record_button.text() == "Enregistrer la donne  [Entrée]"
    type_keys(qtbot, ["o", ENTER])  # the capot was a slip: O again takes it back
    recorded = current_match(french_window).rounds
    assert recorded == (
        RoundInput(
            caller=0,
            trump=Suit.HEARTS,
            card_points=(90, 72),
            runs=(
                RunClaim(0, 3, top=Rank.KING, suit=Suit.SPADES),
                RunClaim(1, 3, top=Rank.QUEEN, suit=Suit.CLUBS),
                RunClaim(2, 4),
            ),
            bella=0,
        ),
    )


def test_french_letters_first_and_the_english_ones_where_free(qtbot: QtBot, french_window: MainWindow) -> None:
    entry = french_window.round_entry
    assert letters.keys("trump") == {
        ord("T"): "clubs", ord("K"): "diamonds", ord("C"): "hearts", ord("P"): "spades", ord("A"): "no_trump",
        ord("S"): "runs", ord("B"): "bella", ord("O"): "sweep",
        # English letters no French letter takes (C and S mean cœur and suites here).
        ord("D"): "diamonds", ord("H"): "hearts", ord("N"): "no_trump", ord("R"): "runs", ord("W"): "sweep",
    }  # fmt: skip
    type_keys(qtbot, ["2", "h"])
    assert entry.trump_picker.value is Suit.HEARTS
    qtbot.keyClick(entry.trump_picker, Qt.Key.Key_A)
    assert entry.trump_picker.value is NoTrump.NONE
    qtbot.keyClick(entry.trump_picker, Qt.Key.Key_D)
    assert entry.trump_picker.value is Suit.DIAMONDS


def test_the_card_grid_takes_the_french_suits_after_a_rank(qtbot: QtBot, french: None) -> None:
    grid = CardGrid()
    qtbot.addWidget(grid)
    for key in "kkqc1tap":  # K K: roi de carreau; Q C: dame de cœur; 1 T: dix de trèfle; A P: as de pique
        qtbot.keyClick(grid, key)
    assert grid.picked() == {
        Card(Rank.KING, Suit.DIAMONDS), Card(Rank.QUEEN, Suit.HEARTS), Card(Rank.TEN, Suit.CLUBS),
        Card(Rank.ACE, Suit.SPADES),
    }  # fmt: skip


# --- key names --------------------------------------------------------------------------------


def test_key_names_are_the_languages(french: None) -> None:
    assert key_text("Enter") == key_text("Return") == "Entrée"
    assert key_text("Delete") == "Suppr"
    assert key_text("Esc") == "Échap"
    assert key_text("Ctrl+Shift+R") == "Ctrl+Maj+R"
    assert key_text("Backspace") == "Retour arrière"  # the app's catalogue first, then Qt's ("Effacement")
    assert with_keys("{Enter} opens the match · {Alt+E} exports it · {n} rounds") == (
        "Entrée opens the match · Alt+E exports it · {n} rounds"
    )
    sheet = dict(row for _, rows in shortcut_rows() for row in rows)
    assert sheet["Tab / Maj+Tab"] == "Champ suivant / précédent"
    assert "Retour arrière" in sheet
    assert "T K C P" in sheet


def test_the_catalogue_may_keep_a_name_qt_translates(qapp: QApplication, tmp_path: Path) -> None:
    # Spanish keyboards print Ctrl and Mayús; Qt's Spanish says Control and Mayúsculas.
    qm = compile_catalogue(tmp_path, "es", {"Keys": {"Ctrl key": "Ctrl", "Shift key": "Mayús"}})
    installed = _install(qapp, qm, "es")
    try:
        assert key_text("Ctrl+Shift+R") == "Ctrl+Mayús+R"
        assert key_text("Alt+E") == "Alt+E"
        assert key_text("Enter") == "Intro"  # not in this catalogue: Qt's Spanish name
    finally:
        for translator in installed:
            QApplication.removeTranslator(translator)


def test_english_keys_are_named_as_before() -> None:
    assert [key_text(k) for k in ("Enter", "Return", "Delete", "Esc", "Ctrl+Shift+Z", "Ctrl++", "Ins", "F12")] == [
        "Enter", "Enter", "Delete", "Esc", "Ctrl+Shift+Z", "Ctrl++", "Ins", "F12",
    ]  # fmt: skip


def _fresh_sources(folder: Path) -> set[tuple[str, str]]:
    """Every (context, source) pyside6-lupdate finds in the package now."""
    lupdate = shutil.which("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = folder / "fresh.ts"
    subprocess.run(
        [lupdate, *sorted(map(str, PACKAGE.rglob("*.py"))), "-ts", str(fresh)], check=True, capture_output=True
    )
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in ET.parse(fresh).getroot().iter("context")
        for message in context.iter("message")
    }


#: A letter named in a message: ``{clubs}``, ``{runs}``.
_LETTER = re.compile(r"\{(" + "|".join(letters.MEANINGS) + r")\}")


def _english_key_words(language: str) -> set[str]:
    """English key names the language says otherwise (Qt's catalogue for it): never left in a translation."""
    qt = QTranslator()
    assert qt.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    QApplication.installTranslator(qt)
    try:
        return {english for _, english, _ in KEY_WORDS.values() if key_text(english) != english} | {"Delete", "Enter"}
    finally:
        QApplication.removeTranslator(qt)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translated_hint_names_the_keys_and_letters_of_its_source(
    qapp: QApplication, tmp_path: Path, language: str
) -> None:
    fresh = _fresh_sources(tmp_path)
    english = _english_key_words(language)
    bare = re.compile(r"(?<![{+\w&])(" + "|".join(sorted(english)) + r")(?![}\w&])")
    wrong: list[str] = []
    for context, texts in _catalogue(language).items():
        if context in ("Keys", "KeyLetters"):
            continue
        for source, text in texts.items():
            if (context, source) not in fresh:
                continue  # gone from the code: the next refresh drops it
            for pattern in (KEY_PLACEHOLDER, _LETTER):
                if sorted(pattern.findall(source)) != sorted(pattern.findall(text)):
                    wrong.append(f"{context}: {text!r} names other keys than {source!r}")
            if bare.search(KEY_PLACEHOLDER.sub("", text)):
                wrong.append(f"{context}: {text!r} writes an English key name instead of its {{placeholder}}")
    assert wrong == [], "\n".join(wrong)

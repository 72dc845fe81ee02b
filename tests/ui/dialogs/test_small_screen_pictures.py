"""Pictures of the dialogs on a 1024x600 laptop, light and dark, English and French: each fits the screen with
its buttons in sight, and a refusal is painted in the theme's error colour in the dialog that refused.

With ``SMALL_SCREEN_PICTURES=<folder>`` the pictures are saved there too (to look at).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRect, Qt
from PySide6.QtGui import QColor, QImage, QScreen
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.qt import theme
from tarbish_score.storage import MatchStore
from tarbish_score.ui import app as app_module
from tarbish_score.ui.screen_fit import FRAME

from ..archive_helpers import open_window
from ..tournament.conftest import open_desk, swiss_night

SMALL = QRect(0, 24, 1024, 576)
LOCALES = {"en": "en_CA", "fr": "fr_FR"}
LONG = "Fraser-Cameron-Extraordinarily-Long-Team: Quentin Bartholomew & Rosalind Evangeline"


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


@pytest.fixture
def archive(monkeypatch: pytest.MonkeyPatch) -> Iterator[MatchStore]:
    from tarbish_score import paths

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: SMALL)
    with MatchStore.open(paths.data_dir()) as opened:
        yield opened


def _save(widget: QWidget, name: str) -> QImage:
    image = widget.grab().toImage()
    folder = os.environ.get("SMALL_SCREEN_PICTURES")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        image.save(str(Path(folder) / f"{name}.png"))
    return image


def _fits(dialog: QDialog) -> None:
    assert dialog.width() + FRAME.width() <= SMALL.width() and dialog.height() + FRAME.height() <= SMALL.height()
    for buttons in dialog.findChildren(QDialogButtonBox):
        rect = QRect(buttons.mapTo(dialog, buttons.rect().topLeft()), buttons.size())
        assert dialog.rect().contains(rect)


def _error_ink(image: QImage) -> int:
    wanted = QColor(theme.current().error).rgb()
    return sum(image.pixel(x, y) == wanted for y in range(0, image.height(), 2) for x in range(image.width()))


def _opened(qtbot: QtBot, before: list[QWidget]) -> QDialog:
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    dialog = next(w for w in shown if all(w is not old for old in before))
    qtbot.waitExposed(dialog)
    return dialog


def test_the_main_windows_dialogs(qtbot: QtBot, archive: MatchStore, language: str, theme_key: str) -> None:
    window = open_window(qtbot, archive)
    window.theme_actions.choose(theme_key)  # the window puts the remembered theme in force: this one
    assert theme.current().key == theme_key
    for command in ("new_match", "new_tournament"):
        before = QApplication.topLevelWidgets()
        window.commands[command].trigger()
        dialog = _opened(qtbot, before)
        _fits(dialog)
        if command == "new_tournament":
            teams = ["MacNeils", "Gillis", "Doucets", "Camerons", "Rankins", LONG]
            dialog.teams_edit.setPlainText("\n".join(teams))  # type: ignore[attr-defined]
            dialog.accept()
            QApplication.processEvents()
            _fits(dialog)
        image = _save(dialog, f"{command}-1024x600-{language}-{theme_key}")
        if command == "new_tournament":
            assert _error_ink(image) > 50  # the long names said in red
        dialog.reject()
    from tarbish_score.storage.tournaments import create_tournament

    create_tournament(archive, swiss_night(), "Royal Canadian Legion Branch 124, Friday fall league")
    before = QApplication.topLevelWidgets()
    window.commands["open_tournament"].trigger()
    chooser = _opened(qtbot, before)
    _fits(chooser)
    _save(chooser, f"open_tournament-{language}-{theme_key}")
    chooser.reject()
    help_dialog = window.show_help()
    qtbot.waitExposed(help_dialog)
    _fits(help_dialog)
    _save(help_dialog, f"help-1024x600-{language}-{theme_key}")
    help_dialog.close()


def test_the_desk_and_its_dialogs(qtbot: QtBot, archive: MatchStore, language: str, theme_key: str) -> None:
    desk = open_desk(qtbot, archive, swiss_night(6))
    desk.resize(SMALL.size() - FRAME)
    desk.draw_next_round()
    for key in ("1", "4", "5", "0", "4", "2", "0"):
        qtbot.keyClick(QApplication.focusWidget(), key)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    assert desk.entry.time_check.isChecked() and QApplication.focusWidget() is desk.entry.second_edit
    _save(desk, f"desk-time-called-1024x600-{language}-{theme_key}")
    late = desk.add_late_team()
    qtbot.waitExposed(late)
    late.name_edit.setText("  macneils ")  # type: ignore[attr-defined]
    late.accept()
    QApplication.processEvents()
    assert late.isVisible()
    _fits(late)
    assert _error_ink(_save(late, f"late-team-refused-{language}-{theme_key}")) > 20
    late.reject()
    keys = desk.show_keys()
    qtbot.waitExposed(keys)
    _fits(keys)
    _save(keys, f"desk-keys-{language}-{theme_key}")
    keys.reject()

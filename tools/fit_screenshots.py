"""Save the window on two screens players have into docs/screenshots/ (runs offscreen).

A 1024x600 netbook in French with the dark theme, and a 1366x768 laptop in English with the
light theme and the rematch banner shown; each window as a desktop leaves it (a 32-pixel panel,
a title bar and a frame taken off the screen), with a round typed and its verdict shown.
tests/ui/test_fit_screens.py checks every screen, zoom, language, theme and banner.

Usage: ``python tools/fit_screenshots.py [OUTPUT_DIR]``
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TARBISH_SCORE_CONFIG_DIR", tempfile.mkdtemp(prefix="tarbish-shots-config-"))
os.environ.setdefault("TARBISH_SCORE_DATA_DIR", tempfile.mkdtemp(prefix="tarbish-shots-data-"))

import catalogue
from PySide6.QtCore import QCoreApplication, QLocale, QSize
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui import app as app_module
from tarbish_score.ui.actions import theme_menu
from tarbish_score.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
#: What a desktop takes from a screen around the window: a panel, a title bar and a frame.
AROUND = QSize(8, 64)
ROUNDS = (
    RoundInput(0, Suit.HEARTS, (100, 62)),
    RoundInput(1, Suit.SPADES, (81, 81)),
    RoundInput(2, Suit.CLUBS, (40, 122)),
    RoundInput(3, Suit.DIAMONDS, (150, 12)),
    RoundInput(0, Suit.HEARTS, (120, 42)),
)


def _settle(app: QApplication) -> None:
    for _ in range(8):
        app.processEvents()


def _shot(app: QApplication, path: Path, screen: QSize, language: str, theme_key: str, *, banner: bool) -> None:
    installed = app_module.install_translators(app, QLocale("fr_FR")) if language == "fr" else []
    theme_menu.saved_choice = lambda: theme_key  # type: ignore[assignment]  # as if chosen in View ▸ Theme
    theme.apply_theme(app, theme_key)
    try:
        controller = MatchController()
        window = MainWindow(controller)
        window.resize(screen - AROUND)
        window.show()
        _settle(app)
        match = Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0, RuleSet(), ROUNDS)
        controller.start_match(match)
        _settle(app)
        for key in "1h90":
            target = app.focusWidget()
            assert target is not None, "nothing has the focus"
            QTest.keyClicks(target, key)
            _settle(app)
        if banner:
            totals = match.score.totals
            text = QCoreApplication.translate(
                "MainWindow", "Rematch started; {a} against {b} ({x} – {y}) is put aside."
            ).format(a=match.teams[0].name, b=match.teams[1].name, x=totals[0], y=totals[1])
            window.undo_banner.show_change(text)
        _settle(app)
        if not window.grab().save(str(path)):
            raise SystemExit(f"could not save {path}")
        print(path)
        window.close()
        window.deleteLater()
        _settle(app)
    finally:
        for translator in installed:
            QApplication.removeTranslator(translator)
        theme.apply_theme(app, "light")


def main(out: Path) -> int:
    """Save both pictures into ``out``."""
    catalogue.compile_catalogues()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    out.mkdir(parents=True, exist_ok=True)
    _shot(app, out / "screen-1024x600-fr-dark.png", QSize(1024, 600), "fr", "dark", banner=False)
    _shot(app, out / "screen-1366x768-en-light-banner.png", QSize(1366, 768), "en", "light", banner=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))

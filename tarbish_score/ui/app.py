"""Start the window: ``tarbish-score`` with no sub-command calls :func:`run`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import shiboken6
from PySide6.QtCore import QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication

from tarbish_score import __version__

from .controller import MatchController
from .main_window import MainWindow

__all__ = ["TRANSLATIONS_DIR", "create_main_window", "install_translators", "run"]

#: Where compiled translations (``tarbish_score_<locale>.qm``) are looked for.
TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "resources" / "i18n"


def install_translators(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Install the app's and Qt's translations for ``locale`` (the system's if None), where present.

    Returns:
        The translators that loaded (none when no ``.qm`` file matches).
    """
    locale = locale if locale is not None else QLocale.system()
    installed: list[QTranslator] = []
    own = QTranslator(app)
    if own.load(locale, "tarbish_score", "_", str(TRANSLATIONS_DIR)):
        app.installTranslator(own)
        installed.append(own)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def create_main_window(controller: MatchController | None = None) -> MainWindow:
    """The main window, shown, with the new-match dialog opened once the event loop runs."""
    window = MainWindow(controller)
    window.show()
    if window.controller.match is None:
        QTimer.singleShot(0, window.open_new_match_dialog)
    return window


def run(args: argparse.Namespace | None = None) -> int:
    """Open the window and run until it is closed.

    Args:
        args: the command line's parsed arguments (``--data-dir`` is already applied).

    Returns:
        The exit status (0 when the window was closed normally).
    """
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setApplicationName("Tarabish Score")
    app.setOrganizationName("tarbish-score")
    app.setApplicationVersion(__version__)
    install_translators(app)
    window = create_main_window()
    status = app.exec()
    window.close()
    shiboken6.delete(window)  # now, not later: no event loop runs after this one
    return int(status)

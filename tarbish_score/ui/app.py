"""Start the window: ``tarbish-score`` with no sub-command calls :func:`run`."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QLibraryInfo, QLocale, QObject, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QWidget

from tarbish_score import __version__

from .controller import MatchController
from .main_window import MainWindow

if TYPE_CHECKING:
    import argparse

__all__ = ["TRANSLATIONS_DIR", "create_main_window", "install_translators", "run", "start"]

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


class _AfterFirstPaint(QObject):
    """Calls ``callback`` once the watched window has been painted the first time."""

    def __init__(self, window: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(window)
        self._callback = callback
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the first paint: stop watching and call back from the event loop."""
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)
        return False


def create_main_window(controller: MatchController | None = None) -> MainWindow:
    """The main window, shown; with no match yet, the new-match dialog opens once the window is painted."""
    window = MainWindow(controller)

    def after_first_paint() -> None:
        if window.controller.match is None:
            window.open_new_match_dialog()

    _AfterFirstPaint(window, after_first_paint)
    window.show()
    return window


def start(app: QApplication) -> MainWindow:
    """Everything :func:`run` does before the event loop: names, translations, the window."""
    app.setApplicationName("Tarabish Score")
    app.setOrganizationName("tarbish-score")
    app.setApplicationVersion(__version__)
    install_translators(app)
    return create_main_window()


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
    window = start(app)
    if args is not None and getattr(args, "open_file", None):
        window.open_record_file(args.open_file)
    status = app.exec()
    window.close()
    shiboken6.delete(window)  # now, not later: no event loop runs after this one
    return int(status)

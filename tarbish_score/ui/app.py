"""Start the window: ``tarbish-score`` with no sub-command calls :func:`run`."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QWidget

from tarbish_score import __version__
from tarbish_score.qt import key_names, language
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.words.translation import install_translator

if TYPE_CHECKING:
    import argparse

    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.storage import SalvageReport
    from tarbish_score.storage.errors import WriteFailure
    from tarbish_score.ui.actions.archive import ArchiveActions

__all__ = [
    "EXIT_LOCKED",
    "TRANSLATIONS_DIR",
    "create_main_window",
    "install_translators",
    "open_archive",
    "run",
    "set_app_icon",
    "start",
]

_log = logging.getLogger("tarbish_score.ui")

#: Exit status when another window already has the data folder open.
EXIT_LOCKED = 3
#: A second launch was given a file it cannot read: said on standard error, nothing handed over.
EXIT_UNREADABLE = 1

TRANSLATIONS_DIR = language.TRANSLATIONS_DIR  #: The compiled catalogues' folder (the one ``export --language`` reads).


def install_translators(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Install the app's and Qt's translations for ``locale``, where present.

    Without ``locale``: the language chosen in View ▸ Language, else the system's. English installs
    none. Qt's own (``qtbase``) only with the app's, so a window is never half translated.

    Returns:
        The translators that loaded (none when no ``.qm`` file matches).
    """
    install_translator(QCoreApplication.translate)  # the words package speaks through Qt's catalogues
    key_names.install()  # and names keys as Qt's catalogue does
    if not any(TRANSLATIONS_DIR.glob("tarbish_score_*.qm")):
        language.warn_if_uncompiled(TRANSLATIONS_DIR)
        return []  # no catalogue ships: skip the locale look-ups (start-up time)
    if locale is None:
        from tarbish_score.qt.preferences import chosen_language, locale_for_language

        chosen = chosen_language()
        if chosen == "en":
            return _install_english_plurals(app)
        locale = locale_for_language(chosen)
        if chosen:
            QLocale.setDefault(locale)  # dates and numbers follow the chosen language too
    installed: list[QTranslator] = []
    own = QTranslator(app)
    if not own.load(locale, "tarbish_score", "_", str(TRANSLATIONS_DIR)):
        return _install_english_plurals(app)  # a language without a catalogue: English
    app.installTranslator(own)
    installed.append(own)
    if Path(own.filePath()).name == f"{ENGLISH_PLURALS}.qm":
        return installed  # English: the source text, with its plural forms; Qt's own is English already
    QLocale.setDefault(locale)  # numbers (QLocale()) as the language shown writes them: "94,5" in French
    language.install_locale_formats(locale)  # dates and numbers as the locale writes them
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


#: English's catalogue: only the plural messages ("%n match" / "%n matches"); the rest is the source.
ENGLISH_PLURALS = "tarbish_score_en"


def _install_english_plurals(app: QApplication) -> list[QTranslator]:
    """English: the source text, with the plural forms of ``tarbish_score_en.qm`` when it is there."""
    plurals = QTranslator(app)
    if not plurals.load(ENGLISH_PLURALS, str(TRANSLATIONS_DIR)):
        return []
    app.installTranslator(plurals)
    return [plurals]


def set_app_icon(app: QApplication) -> None:
    """Give every window the app's icon, and tell the desktop which entry it belongs to.

    The icon's PNG files are read only when a size is drawn (``QIcon.addFile``); the desktop file
    name (:data:`tarbish_score.desktop.APP_ID`) lets a Wayland or X11 desktop match the window to its
    menu entry (``tarbish-score install-desktop``) for the icon and name in the task bar.
    """
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    from tarbish_score.desktop import APP_ID, icon_files

    icon = QIcon()
    for size, path in icon_files().items():
        icon.addFile(str(path), QSize(size, size))
    app.setWindowIcon(icon)
    app.setDesktopFileName(APP_ID)


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


class _ShownBeforeAsking(QObject):
    """While the archive opens, the window still hidden: a window that asks something at start (the
    recovery offer, a message box) shows the main window first, so that the question comes over it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Another top-level window is about to show: the main window first."""
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.isWindow()
            and watched is not self._window
            and not self._window.isVisible()
        ):
            self._window.show()
        return False


#: The archive's file in the data folder (tarbish_score.storage names it; not imported before the first paint).
_ARCHIVE_FILE = "archive.sqlite3"


def _archive_exists() -> bool:
    """Whether the data folder holds an archive yet (one that cannot be looked at counts: opening it says why)."""
    from tarbish_score import paths

    try:
        return (paths.data_dir() / _ARCHIVE_FILE).exists()
    except OSError:
        return True


def create_main_window(
    controller: MatchController | None = None, *, archive: bool = False, open_file: str | None = None
) -> MainWindow:
    """The main window, shown at once, or with ``archive`` from the event loop once the match archive is
    open and the unfinished match open last is back (:func:`open_archive`): its first paint shows that
    match, never an empty scoreboard first. With no archive yet (a first start), it is shown at once and
    the archive opened after its first paint. Once painted and opened, ``open_file`` (a match record
    from the command line) is checked, imported once and shown; with no match then, the new-match
    dialog opens.

    When another window has the data folder (:func:`open_archive` returns False), the app quits and
    this window is never shown, unless it had to say why.
    """
    window = MainWindow(controller)
    # A first start (no archive yet) has nothing to bring back: painted at once, the archive made after.
    resume_first = archive and _archive_exists()

    def after_first_paint() -> None:
        window.keep_awake.start()  # View ▸ Keep screen awake (QtDBus is loaded only now)
        if archive and not resume_first and not open_archive(window, open_file=open_file):
            return
        if open_file:
            window.open_record_file(open_file)
        if window.controller.match is None:
            window.open_new_match_dialog()
        if os.environ.get("TARBISH_SCORE_TEST_SCRIPT"):  # test-only: see scripted.py; inert without it
            from tarbish_score.ui.scripted import play_script

            play_script(window, os.environ["TARBISH_SCORE_TEST_SCRIPT"])
        if os.environ.get("TARBISH_SCORE_TEST_PROBE"):  # test-only: see probe.py; inert without it
            from tarbish_score.ui.probe import start_probe

            start_probe(window, os.environ["TARBISH_SCORE_TEST_PROBE"])

    def show() -> None:
        if window.isVisible():  # a question at start showed it already (_ShownBeforeAsking)
            QTimer.singleShot(0, after_first_paint)
            return
        _AfterFirstPaint(window, after_first_paint)
        window.show()

    def open_then_show() -> None:
        app = QCoreApplication.instance()
        asking = _ShownBeforeAsking(window)
        if app is not None:
            app.installEventFilter(asking)
        opened = True
        try:
            opened = open_archive(window, open_file=open_file)
        finally:  # an unexpected error is shown over the window (ui.errors), not with no window at all
            if app is not None:
                app.removeEventFilter(asking)
            asking.deleteLater()
            if opened:
                show()

    if resume_first:
        # From the event loop, not before it: a refusal there quits the loop (quit_app).
        QTimer.singleShot(0, open_then_show)
    else:
        show()
    return window


def start(
    app: QApplication, *, archive: bool = True, open_file: str | None = None, language: str | None = None
) -> MainWindow:
    """Everything :func:`run` does before the event loop: names, translations, the window
    (opened on the match archive and its last match, unless ``archive`` is False; then ``open_file``).

    ``language`` (``--language``: en, fr, es or it) overrides View ▸ Language for this run.
    """
    app.setApplicationName("Tarabish Score")
    app.setOrganizationName("tarbish-score")
    app.setApplicationVersion(__version__)
    set_app_icon(app)
    if language:
        from tarbish_score.qt.preferences import locale_for_language

        locale = locale_for_language(language)
        QLocale.setDefault(locale)
        install_translators(app, locale)  # English: no catalogue matches, none is installed
    else:
        install_translators(app)
    return create_main_window(archive=archive, open_file=open_file)


# --- the match archive, opened before the first paint --------------------------------------


def _on_salvaged(actions: ArchiveActions, report: SalvageReport) -> None:
    """A read or a save met damage: the archive was set aside and salvaged; say so on the spot."""
    _log.warning(
        "the archive met damage: kept as %s; saved %d matches, lost %s",
        report.aside,
        len(report.saved),
        [lost.id for lost in report.lost],
    )
    actions.show_salvaged(report)


def open_archive(window: MainWindow, *, open_file: str | None = None) -> bool:
    """Open the archive in the data folder, save every change there, and resume the match open last.

    Recovery records left by an earlier session (changes its archive refused) are
    offered first (:func:`tarbish_score.ui.leaving.offer_recovery`); one brought back is opened.

    A damaged archive is set aside (the window says where); an archive that
    cannot be opened leaves the window working without saving (it says so).

    Once the archive is open, the window listens for second launches on the same data folder
    (:func:`listen_for_second_launches`).

    Returns:
        False when another window already has the folder open: ``open_file`` was handed to it
        and the app is quitting with 0 (:func:`hand_over_to_open_window`); or, when that window
        does not answer, this one was told so (:func:`refuse_second_window`) and the app is
        quitting with :data:`EXIT_LOCKED`.
    """
    from tarbish_score import paths
    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.storage import MatchStore, StoreError, StoreLockedError, StoreWriteError

    refused: WriteFailure = "read-only"  # why a store opened read-only cannot be written
    try:
        # A command (an import) holding the archive lets it go within seconds; a window never does.
        store = MatchStore.open(paths.data_dir(), wait=5.0)
    except StoreLockedError as error:
        if error.holder != "command" and refuse_unreadable_file(open_file, force=True):
            quit_app(EXIT_UNREADABLE)
            return False
        if error.holder != "command" and hand_over_to_open_window(open_file, force=True):
            quit_app(0)
            return False
        from tarbish_score.words.errors import store_error_text

        refuse_second_window(window, store_error_text(error.message, "locked"))
        quit_app(EXIT_LOCKED)
        return False
    except StoreWriteError as error:
        # A read-only or full disk (or one that reports errors): the matches can still be read,
        # and the match open last resumed; the banner says why nothing is saved.
        refused = error.reason
        try:
            store = MatchStore.open(paths.data_dir(), read_only=True)
        except StoreError as reading:  # it cannot be read either: that refusal names the cause and the fix
            _without_archive(window, f"{error.message} {reading.message}")
            return True
        except OSError as reading:  # whatever the cause, said now, never a traceback behind a working window
            _without_archive(window, f"{error.message} {reading.strerror or reading}")
            return True
    except StoreError as error:
        _without_archive(window, error.message)
        return True
    except OSError as error:
        _without_archive(window, f"Cannot open the archive in {paths.data_dir()}: {error.strerror or error}.")
        return True
    store.snapshots_in_background = True  # the first save of the day never freezes the window
    keeper = MatchKeeper(window.controller, store, window)
    actions = window.attach_keeper(keeper)
    if not store.read_only:  # this window holds the folder's lock: a second launch comes here
        listen_for_second_launches(window)
    if store.resumed is not None:
        _log.warning("at opening: %s", store.resumed.line())
        actions.show_resumed(store.resumed)
    if store.moved_aside is not None:
        _log.warning("the damaged archive was set aside as %s; a fresh one was started", store.moved_aside)
        if store.salvaged is not None:
            actions.show_salvaged(store.salvaged)
        else:
            actions.show_moved_aside(store.moved_aside)
        if store.salvaged is None or store.salvaged.lost:
            actions.offer_snapshot_after_damage()  # the newest snapshot that reads whole, if any
    if store.foreign_aside is not None:
        _log.warning("another program's file was moved, untouched, to %s", store.foreign_aside)
        actions.show_foreign_aside(store.foreign_aside)
    store.on_salvaged = lambda report: _on_salvaged(actions, report)
    if store.read_only:
        _log.warning("the archive %s is read-only: changes stay in the window", store.path)
        actions.show_read_only_archive(refused)
    from tarbish_score.ui.leaving import offer_recovery

    brought = offer_recovery(window, keeper)  # changes an earlier session could not save
    try:
        stored = keeper.resume() if brought is None else keeper.open_match(brought)
        if stored is None:
            show_last_finished(window, keeper)
            return True
    except StoreError as error:
        report_store_problem(window, error.message)
        return True
    match = window.controller.match
    if brought is not None and match is not None:
        rounds = len(match.rounds)
        window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Brought back: {a} against {b}, %n round(s).", "", rounds).format(
                a=match.teams[0].name, b=match.teams[1].name
            ),
            10000,
        )
        window.round_entry.focus_first_field()
    elif stored is not None:
        teams = stored.match.teams
        window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Welcome back: {a} against {b}, round {n}.").format(
                a=teams[0].name, b=teams[1].name, n=len(stored.match.rounds) + 1
            ),
            10000,
        )
        window.round_entry.focus_first_field()
    return True


def _without_archive(window: MainWindow, text: str, reason: str = "") -> None:
    """No archive: say so, and keep the rounds the window will show when it is left (ui.leaving).

    Args:
        window: the main window.
        text: the store's English message (kept as the detail).
        reason: a write failure's reason, or "" (see :func:`tarbish_score.words.errors.store_error_text`).
    """
    from html import escape

    from PySide6.QtCore import QCoreApplication

    from tarbish_score.ui.actions.archive import Banner
    from tarbish_score.ui.leaving import UnarchivedMatch
    from tarbish_score.words.errors import store_error_text

    window.unarchived = UnarchivedMatch(window.controller, text)
    # On screen for as long as nothing is saved, not only in the box at start.
    banner = Banner("noArchiveBanner", window)
    window.add_banner(banner)
    banner.show_message(
        "error",
        QCoreApplication.translate(
            "OpenArchive",
            "<b>Not saved:</b> {error} Rounds stay in this window; leaving keeps them in a recovery file.",
        ).format(error=escape(store_error_text(text, reason)).replace("\n", "<br>")),
        closable=False,
    )
    report_store_problem(window, store_error_text(text, reason))


def show_last_finished(window: MainWindow, keeper: MatchKeeper) -> None:
    """Show the match played last when it is finished: read-only, Rematch and New match offered.

    Nothing to resume does not mean nothing to show: a table that finished a match and
    restarts sees that match (and who won) rather than an empty new-match dialog.

    Raises:
        StoreError: the archive or that match cannot be read.
    """
    match_id = keeper.store.last_match_id()
    if match_id is None:
        return
    stored = keeper.open_match(match_id)
    teams = stored.match.teams
    window.statusBar().showMessage(
        with_keys(
            QCoreApplication.translate(
                "MainWindow", "Last match: {a} against {b}, finished. {Ctrl+Shift+R}: rematch; {Ctrl+N}: new match."
            )
        ).format(a=teams[0].name, b=teams[1].name),
        15000,
    )
    window.round_entry.focus_first_field()


def refuse_second_window(window: QWidget, text: str) -> None:
    """Say that another window has the archive (a message box; tests replace this function)."""
    _log.warning("the archive is open in another window: %s", text)
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(
        window,
        QCoreApplication.translate("MainWindow", "Tarabish Score is already open"),
        QCoreApplication.translate(
            "MainWindow", "{error}\n\nTwo windows on one archive could each overwrite the other's rounds."
        ).format(error=text),
    )


def report_store_problem(window: QWidget, text: str) -> None:
    """Say the archive cannot be used, so nothing will be saved (a message box; tests replace this)."""
    _log.error("the archive cannot be used, nothing will be saved: %s", text)
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(
        window,
        QCoreApplication.translate("MainWindow", "Matches will not be saved"),
        QCoreApplication.translate(
            "MainWindow", "{error}\n\nYou can keep score, but this match will not be saved."
        ).format(error=text),
    )


def hand_over_to_open_window(open_file: str | None, *, force: bool = False) -> bool:
    """Bring the window open on this data folder to the front and hand it ``open_file``, if one answers.

    Without ``force``, a window is asked only when its socket file is found: QtNetwork is
    not loaded on an ordinary start (before the first paint).

    Returns:
        True when a window took it (one line on standard output says so); False when none answered.
    """
    from tarbish_score import paths
    from tarbish_score.ui.single_instance import hand_over, may_be_running, server_name

    name = server_name(paths.data_dir())
    if name is None or not (force or may_be_running(name)) or not hand_over(name, open_file):
        return False
    _log.info("a window is already open on %s: handed it %s", paths.data_dir(), open_file)
    text = QCoreApplication.translate("Start", "Tarabish Score is already open: brought its window to the front.")
    if open_file:
        text = QCoreApplication.translate(
            "Start", "Tarabish Score is already open: asked its window to open {file}; it shows the result there."
        ).format(file=open_file)
    with suppress(OSError, ValueError, AttributeError):  # no terminal (a desktop launch): nobody to tell
        print(text, flush=True)
    return True


def refuse_unreadable_file(open_file: str | None, *, force: bool = False) -> bool:
    """Before a hand-over: say on standard error why ``open_file`` cannot be read, if it cannot.

    A second launch hands the open window only a file it could read: a missing or unreadable
    one is said here, in the words the window's own check would use, and the launch ends with 1.
    Without ``force``, only when a window's socket file is found (else this launch opens the window,
    which says it).

    Returns:
        True when the file cannot be read (the problem was printed).
    """
    if not open_file:
        return False
    from tarbish_score import paths
    from tarbish_score.exchange.importing import unreadable
    from tarbish_score.ui.single_instance import may_be_running, server_name

    name = server_name(paths.data_dir())
    if not (force or (name is not None and may_be_running(name))):
        return False
    problem = unreadable(Path(open_file))
    if problem is None:
        return False
    with suppress(OSError, ValueError, AttributeError):  # no terminal (a desktop launch): nobody to tell
        print(f"tarbish-score: {problem}", file=sys.stderr, flush=True)
    return True


def listen_for_second_launches(window: MainWindow) -> None:
    """Listen on the data folder's local socket: a second launch brings ``window`` forward (:func:`bring_forward`)."""
    from tarbish_score import paths
    from tarbish_score.ui.single_instance import WindowServer, server_name

    name = server_name(paths.data_dir())
    if name is None:  # no private folder for it (logged): a second launch opens its own window
        return
    server = WindowServer(name, window)
    server.setObjectName("secondLaunchServer")
    server.asked.connect(lambda path: bring_forward(window, path))
    server.listen()


def bring_forward(window: MainWindow, open_file: str | None) -> None:
    """A second launch asked for the window: raise and activate it, then open ``open_file`` as a
    command-line file opens (:meth:`MainWindow.open_record_file`)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if open_file:
        window.open_record_file(open_file)


def quit_app(status: int) -> None:
    """Leave the event loop with ``status`` (tests replace this function)."""
    QApplication.exit(status)


def run(args: argparse.Namespace | None = None) -> int:
    """Open the window and run until it is closed.

    Args:
        args: the command line's parsed arguments (``--data-dir`` is already applied; ``--debug``
            also logs to the console). Unexpected errors are logged and shown (:mod:`tarbish_score.ui.errors`).

    Returns:
        The exit status (0 when the window was closed normally).
    """
    from tarbish_score import logs, paths
    from tarbish_score.ui import errors

    log_path = logs.set_up(debug=bool(getattr(args, "debug", False)))
    paths.prepare_settings()  # settings.ini 0600 in a 0700 folder before Qt makes it with the umask's modes
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        # Qt's own options (-style, -platform, -reverse …) were set aside by the command line (cli.py).
        app = QApplication([*sys.argv[:1], *getattr(args, "qt_arguments", ())])
    open_file = getattr(args, "open_file", None) if args is not None else None
    if refuse_unreadable_file(open_file):  # a window is open, but the file is not there to hand over
        return EXIT_UNREADABLE
    if hand_over_to_open_window(open_file):  # a window is open on this data folder: it takes over
        return 0
    hooks = errors.install(str(log_path or ""))
    _log.info("Tarabish Score %s starting", __version__)
    window = start(
        app,
        open_file=open_file,
        language=getattr(args, "window_language", None) if args is not None else None,
    )
    from tarbish_score.ui.leaving import LeaveHandlers

    leave_handlers = LeaveHandlers(app, window)  # SIGINT, SIGTERM, SIGHUP, the session ending: see ui.leaving
    status = app.exec()
    status = leave_handlers.signal_status or status  # a signal's status, whatever quit the loop after it
    leave_handlers.remove()
    hooks.remove()
    window.close_unattended()  # however the loop ended, changes the archive refused go to a recovery record
    if window.archive is not None:
        window.archive.keeper.store.close()
    shiboken6.delete(window)  # now, not later: no event loop runs after this one
    return int(status)

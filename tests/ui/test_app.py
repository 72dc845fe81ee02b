"""Start-up: ``run()`` opens the window, translations, and lean imports."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QMenu
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.storage import MatchStore
from tarbish_score.ui import app as app_module
from tarbish_score.ui.scoreboard import ScoreboardWidget

from .archive_helpers import open_window
from .conftest import type_keys
from .menus import menu_of


def test_run_shows_the_window_and_offers_a_new_match() -> None:
    # In a child process: run() owns its QApplication's event loop from start to quit.
    code = textwrap.dedent(
        """
        import argparse, os, time
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from tarbish_score.ui import app
        from tarbish_score.ui.main_window import MainWindow

        seen = {"windows": 0, "dialog": False}
        deadline = time.monotonic() + 10

        def look():
            # Like qtbot.waitUntil: look again on each turn of the loop until the dialog is up.
            windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
            seen["windows"] = len(windows)
            seen["dialog"] = bool(windows) and windows[0].match_actions.new_match_dialog is not None
            if seen["dialog"] or time.monotonic() > deadline:
                poll.stop()
                QApplication.quit()

        app_ = QApplication([])
        poll = QTimer()
        poll.timeout.connect(look)
        poll.start(10)
        status = app.run(argparse.Namespace(command=None, data_dir=None))
        print(status, seen["windows"], seen["dialog"])
        """
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.split() == ["0", "1", "True"]


def test_no_catalogue_no_translator(qtbot: QtBot, tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    monkeypatch.setattr(app_module, "TRANSLATIONS_DIR", tmp_path)
    installed = app_module.install_translators(app, QLocale("fr_CA"))
    for translator in installed:
        app.removeTranslator(translator)
    assert [t for t in installed if t.filePath().startswith(str(tmp_path))] == []


def test_a_compiled_catalogue_translates_the_window(qtbot: QtBot, tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    source = tmp_path / "tarbish_score_fr_CA.ts"
    source.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="fr_CA">'
        "<context><name>ScoreboardWidget</name><message><source>No match yet</source>"
        "<translation>Pas encore de partie</translation></message></context></TS>",
        encoding="utf-8",
    )
    subprocess.run([lrelease, str(source)], check=True, capture_output=True, timeout=60)
    monkeypatch.setattr(app_module, "TRANSLATIONS_DIR", tmp_path)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    installed = app_module.install_translators(app, QLocale("fr_CA"))
    try:
        assert any(t.filePath().startswith(str(tmp_path)) for t in installed)
        board = ScoreboardWidget(MatchController())
        qtbot.addWidget(board)
        assert board.round_label.text() == "Pas encore de partie"
    finally:
        for translator in installed:
            app.removeTranslator(translator)


def test_start_up_imports_no_dialog_help_or_engine() -> None:
    code = textwrap.dedent(
        """
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from tarbish_score.ui.main_window import MainWindow
        window = MainWindow()
        window.show()
        app.processEvents()
        lazy = ["tarbish_score.ui.dialogs.help", "tarbish_score.ui.dialogs.new_match", "tarbish_score.model",
                "tarbish_score.ui.dialogs.run_checker", "tarbish_score.ui.dialogs.card_counter",
                "tarbish_score.ui.card_grid",
                "tarbish_score.words.explain",
                "tarbish_score.storage", "tarbish_score.qt.keeper", "tarbish_score.ui.dialogs.archive_window",
                "tarbish_score.ui.actions.archive", "tarbish_score.ui.dialogs.corrections_log"]
        lazy += ["tarbish_score.ui.actions.sync", "tarbish_score.qt.sync_keeper", "tarbish_score.exchange.sync"]

        lazy += ["tarbish_score.exchange", "tarbish_score.ui.actions.exchange", "tarbish_score.qt.scoresheet"]
        lazy += ["tarbish_score.ui.dialogs.details"]
        lazy += ["tarbish_score.ui.dialogs.statistics", "tarbish_score.qt.archive_table_model"]
        lazy += ["PySide6.QtDBus", "tarbish_score.qt.screen_awake"]
        lazy += ["tarbish_score.ui.dialogs.about", "tarbish_score.ui.single_instance", "PySide6.QtNetwork"]
        lazy += ["pyqtgraph", "tarbish_score.ui.race_chart"]
        lazy += ["numpy"]
        print(",".join(m for m in lazy if m in sys.modules) or "none")
        """
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.strip() == "none"


def test_the_race_chart_loads_pyqtgraph_only_when_first_shown() -> None:
    # pyqtgraph and numpy stay out after the first paint, through a recorded round, until F9 shows the chart.
    code = textwrap.dedent(
        """
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        heavy = ("pyqtgraph", "numpy")
        app = QApplication([])
        from tarbish_score.ui.main_window import MainWindow
        from tarbish_score.model import Match, RoundInput, Suit
        window = MainWindow()
        window.show()
        app.processEvents()
        window.controller.start_match(Match())
        window.controller.record_round(RoundInput(0, Suit.HEARTS, (100, 62)))
        app.processEvents()
        before = [m for m in heavy if m in sys.modules]
        window.race_chart.action.trigger()
        app.processEvents()
        after = [m for m in heavy if m in sys.modules]
        print(",".join(before) or "none", ",".join(after), window.race_chart.chart.plotted_totals())
        """
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.split()[0] == "none"
    assert result.stdout.split()[1] in ("pyqtgraph,numpy", "pyqtgraph")
    assert result.stdout.split()[2:] == ["([100],", "[62])"]


def test_model_is_still_free_of_qt() -> None:
    code = "import sys, tarbish_score.model; print('PySide6' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.strip() == "False"


def test_the_qt_bindings_do_not_drop_references_to_none() -> None:
    # PySide6 6.12.0 on Python 3.11 drops a reference to None each time a binding
    # returns None, and the interpreter aborts after enough calls; pyproject.toml
    # keeps it out. Run in a child process: the failure is an abort, not an exception.
    code = (
        "import sys\n"
        "from PySide6.QtCore import QObject\n"
        "probe = QObject()\n"
        "before = sys.getrefcount(None)\n"
        "for _ in range(1000): probe.parent()\n"
        "print(before - sys.getrefcount(None))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) < 10


def test_menu_accelerators_are_unique_within_each_menu(qtbot: QtBot, tmp_path: Path) -> None:
    from tarbish_score.storage import MatchStore

    from .archive_helpers import open_window

    with MatchStore.open(tmp_path / "archive") as store:
        window = open_window(qtbot, store)  # with the archive's actions in the Match menu
        for menu_action in window.menuBar().actions():
            menu = menu_of(menu_action)
            assert isinstance(menu, QMenu)
            keys = [a.text().split("&", 1)[1][0].lower() for a in menu.actions() if "&" in a.text()]
            assert len(keys) == len(set(keys)), (menu_action.text(), keys)
        window.close()


def _finish_a_match_and_quit(qtbot: QtBot) -> Match:
    """Play the last round of a match by keyboard in a window that saves to the archive, then quit."""
    teams = (Team("The MacNeils", ("Mary", "Angus")), Team("The Gillis pair", ("Joe", "Theresa")))
    near = Match(teams, 0, RuleSet(target=300), (RoundInput(0, Suit.HEARTS, (162, 0)),))
    with MatchStore.open(paths.data_dir()) as store:
        first = open_window(qtbot, store)
        first.controller.start_match(near)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is first.round_entry.caller_picker)
        type_keys(qtbot, ["1", "h", "1", "6", "2", Qt.Key.Key_Return])
        match = first.controller.match
        assert match is not None and match.score.finished
        first.close()
    return match


def test_a_finished_match_is_shown_at_the_next_start(qtbot: QtBot) -> None:
    """After a finished match, a restart showed an empty new-match dialog with "Us"/"Them"."""
    finished = _finish_a_match_and_quit(qtbot)
    window = app_module.create_main_window(archive=True)
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: window.controller.match is not None)
        assert window.controller.match == finished
        assert window.controller.read_only  # shown, not reopened for play
        assert window.match_actions.new_match_dialog is None
        assert window.scoreboard.banner.text() == "The MacNeils win the match, 324 to 0!"
        status = window.statusBar().currentMessage()
        assert status == (
            "Last match: The MacNeils against The Gillis pair, finished. Ctrl+Shift+R: rematch; Ctrl+N: new match."
        )
        # The hint's keys work: Ctrl+N offers the names used before, Esc leaves it, Ctrl+Shift+R plays again.
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        dialog = window.match_actions.new_match_dialog
        assert dialog is not None
        completer = dialog.player_edits[0].completer()
        assert completer is not None
        assert completer.model().stringList() == ["Mary", "Joe", "Angus", "Theresa"]
        dialog.reject()
        qtbot.waitUntil(lambda: window.match_actions.new_match_dialog is None)
        qtbot.waitUntil(window.isActiveWindow)
        keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        qtbot.keyClick(window, Qt.Key.Key_R, keys)
        rematch = window.controller.match
        assert rematch is not None and rematch.teams == finished.teams and rematch.rounds == ()
        assert not window.controller.read_only
    finally:
        assert window.archive is not None
        window.archive.keeper.store.close()


def _compile_test_catalogue(folder: Path, language: str, translation: str) -> None:
    """A one-message ``tarbish_score_<language>.qm`` in ``folder``: the scoreboard's "No match yet"."""
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    source = folder / f"tarbish_score_{language}.ts"
    source.write_text(
        f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{language}">'
        "<context><name>ScoreboardWidget</name><message><source>No match yet</source>"
        f"<translation>{translation}</translation></message></context></TS>",
        encoding="utf-8",
    )
    subprocess.run([lrelease, str(source)], check=True, capture_output=True, timeout=60)


@pytest.mark.parametrize(
    ("locale", "cancel"), [("fr_FR", "Annuler"), ("fr_CA", "Annuler"), ("es_ES", "Cancelar"), ("it_IT", "Annulla")]
)
def test_qts_own_catalogue_comes_with_ours(
    qtbot: QtBot, tmp_path: Path, monkeypatch: MonkeyPatch, locale: str, cancel: str
) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    _compile_test_catalogue(tmp_path, locale[:2], "…")
    monkeypatch.setattr(app_module, "TRANSLATIONS_DIR", tmp_path)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    installed = app_module.install_translators(app, QLocale(locale))
    try:
        # The PySide6 wheel's translations folder: qtbase_fr.qm, qtbase_es.qm, qtbase_it.qm.
        assert [Path(t.filePath()).name for t in installed] == [
            f"tarbish_score_{locale[:2]}.qm",
            f"qtbase_{locale[:2]}.qm",
        ]
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(buttons)
        assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel
    finally:
        for translator in installed:
            app.removeTranslator(translator)


_START = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication, QDialogButtonBox
    from tarbish_score.ui import app as app_module

    app_module.TRANSLATIONS_DIR = Path(sys.argv[1])
    qt_app = QApplication([])
    window = app_module.start(qt_app, archive=False, language=sys.argv[2] or None)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    print(QLocale.system().name(), window.scoreboard.round_label.text(), buttons.buttons()[0].text(), sep="|")
    """
)


@pytest.mark.parametrize(
    ("lang", "chosen", "option", "expected"),
    [
        ("fr_FR.UTF-8", "", "", "fr_FR|Pas encore de partie|Annuler"),  # the system's language
        ("es_ES.UTF-8", "", "", "es_ES|Aún no hay partida|Cancelar"),
        ("it_IT.UTF-8", "", "", "it_IT|Ancora nessuna partita|Annulla"),
        ("en_CA.UTF-8", "fr", "", "en_CA|Pas encore de partie|Annuler"),  # View ▸ Language remembered
        ("fr_FR.UTF-8", "en", "", "fr_FR|No match yet|Cancel"),
        ("fr_FR.UTF-8", "", "it", "fr_FR|Ancora nessuna partita|Annulla"),  # --language
        ("fr_FR.UTF-8", "", "en", "fr_FR|No match yet|Cancel"),
    ],
)
def test_the_window_starts_in_the_systems_language_or_the_one_chosen(
    tmp_path: Path, lang: str, chosen: str, option: str, expected: str
) -> None:
    import os

    from tarbish_score.qt.preferences import set_chosen_language

    catalogues = tmp_path / "i18n"
    catalogues.mkdir()
    for language, text in (
        ("fr", "Pas encore de partie"),
        ("es", "Aún no hay partida"),
        ("it", "Ancora nessuna partita"),
    ):
        _compile_test_catalogue(catalogues, language, text)
    if chosen:
        set_chosen_language(chosen)  # the settings file of the isolated config folder, which the child reads
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(LANG=lang, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", _START, str(catalogues), option],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env=env,
    )
    assert result.stdout.strip() == expected


def test_start_gives_every_window_the_app_icon_and_the_desktop_entry_name(
    qtbot: QtBot, monkeypatch: MonkeyPatch
) -> None:
    from PySide6.QtGui import QIcon, QImage
    from PySide6.QtWidgets import QWidget

    from tarbish_score.desktop import APP_ID, ICON_SIZES

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    monkeypatch.setattr(app_module, "create_main_window", lambda **_: None)
    try:
        app_module.start(app, archive=False)
        assert app.desktopFileName() == APP_ID
        icon = app.windowIcon()
        assert sorted(size.width() for size in icon.availableSizes()) == list(ICON_SIZES)
        window = QWidget()
        qtbot.addWidget(window)
        image = window.windowIcon().pixmap(16, 16).toImage().convertToFormat(QImage.Format.Format_ARGB32)
        opaque = sum(1 for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y).alpha())
        assert opaque > 16 * 16 // 2  # the pad and the heart, not an empty square
    finally:
        app.setWindowIcon(QIcon())
        app.setDesktopFileName("")


def test_start_up_loads_qtnetwork_only_after_the_first_paint() -> None:
    # run() looks for an open window's socket file before the window (no QtNetwork), and listens after the paint.
    code = textwrap.dedent(
        """
        import argparse, os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        from tarbish_score.ui import app

        def open_archive(window, open_file=None):
            print("PySide6.QtNetwork" in sys.modules, flush=True)
            QApplication.exit(0)
            return False

        app.open_archive = open_archive
        sys.exit(app.run(argparse.Namespace(command=None, data_dir=None)))
        """
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.split() == ["False"]


@pytest.mark.parametrize(
    ("argv", "seen"),
    [
        (["-style", "Fusion"], "fusion LeftToRight offscreen"),
        (["-style=Windows"], "windows LeftToRight offscreen"),
        (["-reverse"], "fusion RightToLeft offscreen"),
        (["-platform", "minimal", "-style", "Fusion"], "fusion LeftToRight minimal"),
        (["-geometry", "800x600+0+0", "-style", "Fusion"], "fusion LeftToRight offscreen"),
    ],
)
def test_qt_options_on_the_command_line_reach_the_application(argv: list[str], seen: str) -> None:
    code = textwrap.dedent(
        """
        import sys
        from tarbish_score.ui import app as app_module

        def start(app, **kwargs):  # the QApplication run() made: what Qt took from the command line
            print(app.style().name(), app.layoutDirection().name, app.platformName(), flush=True)
            raise SystemExit(0)

        app_module.start = start
        from tarbish_score.cli import main
        sys.exit(main(sys.argv[1:]))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", code, *argv], capture_output=True, text=True, timeout=60, check=False, env=env
    )
    assert (result.returncode, result.stdout.strip()) == (0, seen), result.stderr


def test_the_table_views_corner_chart_loads_pyqtgraph_only_when_shown_with_room() -> None:
    # A table view too small for the corner chart never loads pyqtgraph; a 1920×1080 one loads it when shown.
    code = textwrap.dedent(
        """
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from tarbish_score.ui.main_window import MainWindow
        from tarbish_score.model import Match, RoundInput, Suit
        window = MainWindow()
        window.resize(1024, 600)
        window.show()
        app.processEvents()
        window.controller.start_match(Match())
        window.controller.record_round(RoundInput(0, Suit.HEARTS, (100, 62)))
        window.table.set_table_view(True)
        for _ in range(5):
            app.processEvents()
        small = "pyqtgraph" in sys.modules
        window.resize(1920, 1080)
        for _ in range(5):
            app.processEvents()
        print(small, "pyqtgraph" in sys.modules, window.table.corner_chart.plotted_totals())
        """
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.split() == ["False", "True", "([100],", "[62])"]


def test_a_source_checkout_without_compiled_catalogues_says_how_to_build_them(tmp_path: Path) -> None:
    from tarbish_score.qt.language import uncompiled_catalogues

    translations = tmp_path / "tarbish_score" / "resources" / "i18n"
    translations.mkdir(parents=True)
    assert uncompiled_catalogues(translations) is None  # an installed package: nothing to build
    sources = tmp_path / "resources" / "i18n"
    sources.mkdir(parents=True)
    (sources / "tarbish_score_fr.ts").write_text("<TS/>", encoding="utf-8")
    said = uncompiled_catalogues(translations)
    assert said is not None
    assert "python tools/catalogue.py compile" in said and str(tmp_path) in said

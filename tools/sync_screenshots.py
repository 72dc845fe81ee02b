"""Save screenshots of the sync states into docs/screenshots/ (runs offscreen, in scratch archives).

Two laptops share a scratch sync folder; each records a different round 2 of the same match while
apart, so the window shows "changed on two laptops". Saved: the conflict view on a small
(1024x600) and a large (1366x768) screen, the window with the conflict banner, the window with
rounds that came from another laptop, and the warning for an archive inside a synced folder.
``--theme dark`` and a translator installed before :func:`main` give the other variants.

Usage: ``python tools/sync_screenshots.py [OUTPUT_DIR] [--theme light|dark] [--language fr]``
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QWidget

# Same folder: `python tools/sync_screenshots.py` puts tools/ on the path.
from screenshots import ROOT, _save, _settle

from tarbish_score import paths
from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore
from tarbish_score.ui.main_window import MainWindow

#: The screens the conflict view is shown on: name, the dialog's size there (the screen less a panel).
SCREENS = {"small": (1024, 600), "large": (1366, 768)}


def _match() -> Match:
    teams = (Team("The MacNeils", ("Mary", "Joe")), Team("The Gillis pair", ("Angus", "Theresa")))
    match = Match(teams, 0)
    for caller, suit, points in ((0, Suit.HEARTS, (90, 72)), (1, Suit.SPADES, (72, 90)), (2, Suit.CLUBS, (91, 71))):
        match = match.add_round(RoundInput(caller, suit, points))
    return match


def _window(store: MatchStore, size: tuple[int, int]) -> MainWindow:
    controller = MatchController()
    window = MainWindow(controller)
    window.attach_keeper(MatchKeeper(controller, store, window))
    window.resize(*size)
    window.show()
    return window


def _fit(dialog: QWidget, screen: tuple[int, int]) -> None:
    """The dialog as big as it opens on ``screen`` (the offscreen screen is smaller than either)."""
    dialog.resize(min(1200, screen[0] - 40), min(700, screen[1] - 60))


def main(out: Path, suffix: str = "") -> int:
    """Build each state and save it as a PNG in ``out`` (each name ending in ``suffix``)."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory(prefix="tarbish-sync-shots-") as scratch:
        root = Path(scratch)
        os.environ[paths.CONFIG_ENV] = str(root / "config")  # a scratch settings file: never the user's own
        folder = root / "Sync" / "tarabish"
        folder.mkdir(parents=True)
        paths.set_sync_dir(folder)
        try:
            with MatchStore.open(root / "here") as here, MatchStore.open(root / "grandma") as there:
                window = _window(here, SCREENS["small"])
                controller = window.controller
                controller.start_match(_match())
                _settle(app)
                sync.publish(here, here.list_matches()[0].id, folder)  # as the next start would (or its next round)
                sync.take_in(there, folder)
                laptop = MatchKeeper(MatchController(), there)
                laptop.open_match(there.list_matches()[0].id)
                laptop.controller.record_round(RoundInput(3, Suit.CLUBS, (60, 102)))
                assert laptop.match_id is not None
                sync.publish(there, laptop.match_id, folder)
                assert window.sync is not None and window.sync.sync_keeper is not None
                window.sync.sync_keeper.take_in()
                _save(window, out / f"sync-rounds-arrived{suffix}.png", app)

                controller.record_round(RoundInput(0, Suit.SPADES, (100, 62)))  # here
                laptop.controller.record_round(RoundInput(0, Suit.DIAMONDS, (90, 72)))  # at grandma's, while apart
                laptop.controller.record_round(RoundInput(1, Suit.HEARTS, (72, 90)))
                sync.publish(there, laptop.match_id, folder)
                window.sync.sync_keeper.take_in()
                _save(window, out / f"sync-conflict-banner{suffix}.png", app)
                assert window.archive is not None
                archive = window.archive.show_archive()
                archive.resize(SCREENS["small"][0] - 40, 420)
                archive.view.clearSelection()  # the mark, not the selection's colour
                _save(archive, out / f"sync-archive-marked{suffix}.png", app)
                archive.close()
                for name, screen in SCREENS.items():
                    dialog = window.sync.show_conflicts()
                    assert dialog is not None
                    _fit(dialog, screen)
                    _save(dialog, out / f"sync-conflict-{name}{suffix}.png", app)
                    dialog.reject()
                window.close()
        finally:
            paths.set_sync_dir(None)
        synced = root / "Dropbox"
        (synced / ".dropbox").mkdir(parents=True)
        with MatchStore.open(synced / "tarbish-score") as inside:
            window = _window(inside, SCREENS["small"])
            assert window.sync is not None
            window.sync.check_data_folder()
            _save(window, out / f"sync-archive-in-synced-folder{suffix}.png", app)
            window.close()
    return 0


def _options(argv: list[str]) -> tuple[Path, str, str]:
    out = ROOT / "docs" / "screenshots"
    key, language = "light", "en"
    rest = list(argv)
    while rest:
        word = rest.pop(0)
        if word == "--theme":
            key = rest.pop(0)
        elif word == "--language":
            language = rest.pop(0)
        else:
            out = Path(word)
    return out, key, language


if __name__ == "__main__":
    target, theme_key, lang = _options(sys.argv[1:])
    application = QApplication(sys.argv[:1])
    from tarbish_score.ui.app import install_translators

    install_translators(application, QLocale(lang))  # English too: its plurals ("1 round", "2 rounds")
    from tarbish_score.qt import theme
    from tarbish_score.ui.actions import theme_menu

    theme_menu.saved_choice = lambda: theme_key  # type: ignore[assignment]  # as if chosen in View ▸ Theme
    theme.apply_theme(application, theme_key)
    sys.exit(main(target, "" if (theme_key, lang) == ("light", "en") else f"-{theme_key}-{lang}"))

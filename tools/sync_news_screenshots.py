"""Save screenshots of what the window says about other laptops' changes (runs offscreen, scratch archives).

Two laptops share a scratch sync folder; each records a different round 4 of the same match while
apart, and the other laptop keeps its own: the window shows the banner "Round 4 was replaced by the
other laptop's choice", the archive window's Versions… lists the version set aside, and the Sync
folder dialog names the files it could not take. All at 1024x600. ``--theme dark`` and
``--language fr`` give the other variants.

Usage: ``python tools/sync_news_screenshots.py [OUTPUT_DIR] [--theme light|dark] [--language fr]``
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

# Same folder: `python tools/sync_news_screenshots.py` puts tools/ on the path.
from screenshots import ROOT, _save, _settle
from sync_screenshots import SCREENS, _match, _options, _window

from tarbish_score import paths
from tarbish_score.exchange import sync
from tarbish_score.model import RoundInput, Suit
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore
from tarbish_score.storage.versions import list_conflicts, resolve_conflict

__all__ = ["ROOT", "main"]


def main(out: Path, suffix: str = "") -> int:
    """Build each state and save it as a PNG in ``out`` (each name ending in ``suffix``)."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory(prefix="tarbish-sync-news-") as scratch:
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
                controller.record_round(RoundInput(3, Suit.CLUBS, (60, 102)))
                _settle(app)
                sync.take_in(there, folder)
                laptop = MatchKeeper(MatchController(), there)
                laptop.open_match(there.list_matches()[0].id)
                assert laptop.match_id is not None
                laptop.controller.record_round(RoundInput(0, Suit.DIAMONDS, (90, 72)))  # at grandma's, apart
                controller.record_round(RoundInput(0, Suit.SPADES, (100, 62)))  # here, published
                sync.take_in(there, folder)
                (conflict,) = list_conflicts(there, laptop.match_id)
                resolve_conflict(there, conflict.id, "keep-ours")  # grandma keeps hers
                sync.publish(there, laptop.match_id, folder)
                assert window.sync is not None and window.sync.sync_keeper is not None
                window.sync.sync_keeper.take_in()
                _save(window, out / f"sync-rounds-replaced{suffix}.png", app)

                assert window.archive is not None
                archive = window.archive.show_archive()
                archive.resize(SCREENS["small"][0] - 40, 420)
                versions = archive.show_versions()
                assert versions is not None
                _save(versions, out / f"sync-versions{suffix}.png", app)
                versions.close()
                archive.close()

                for number in range(5):
                    junk = folder / f"0{number}-holiday-photos.tarbish.json"
                    junk.write_text('{"format": "tarbish', encoding="utf-8")
                    os.utime(junk, (1_000_000_000, 1_000_000_000))  # unchanged for years: damaged
                (folder / "shopping.tarbish.json").write_text('{"shopping": ["milk"]}', encoding="utf-8")
                (folder / "grandma-new.tarbish.json").write_text('{"format": "tar', encoding="utf-8")
                dialog = window.sync.open_sync_dialog()
                dialog.sync_button.click()
                _settle(app)
                _save(dialog, out / f"sync-folder-skipped{suffix}.png", app)
                dialog.reject()
                window.close()
        finally:
            paths.set_sync_dir(None)
    return 0


if __name__ == "__main__":
    target, theme_key, lang = _options(sys.argv[1:])
    application = QApplication(sys.argv[:1])
    from tarbish_score.ui.app import install_translators

    install_translators(application, QLocale(lang))
    from tarbish_score.qt import theme
    from tarbish_score.ui.actions import theme_menu

    theme_menu.saved_choice = lambda: theme_key  # type: ignore[assignment]  # as if chosen in View ▸ Theme
    theme.apply_theme(application, theme_key)
    sys.exit(main(target, "" if (theme_key, lang) == ("light", "en") else f"-{theme_key}-{lang}"))

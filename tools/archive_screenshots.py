"""Save screenshots of the archive states into docs/screenshots/ (runs offscreen, in a scratch archive).

The archive window with a search, a finished match open read-only, the
corrections log, and the banner shown when a save fails.

Usage: ``python tools/archive_screenshots.py [OUTPUT_DIR]``
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

# Same folder: `python tools/archive_screenshots.py` puts tools/ on the path.
from screenshots import ROOT, SAMPLE, _save, _settle

from tarbish_score.model import PRESETS, Match, RoundInput, Suit, Team, read_record
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore, StoreWriteError
from tarbish_score.ui.main_window import MainWindow


def _teams(a: str, b: str, players: tuple[str, str, str, str]) -> tuple[Team, Team]:
    return Team(a, (players[0], players[2])), Team(b, (players[1], players[3]))


def _fill(store: MatchStore) -> None:
    """A few evenings of play: finished games, a draw-free short game, one still going."""
    full = read_record(SAMPLE)
    short = PRESETS["short game"]
    made = RoundInput
    matches = [
        Match(
            _teams("The MacNeils", "The Gillis pair", ("Mary", "Angus", "Joe", "Theresa")), 0, full.rules, full.rounds
        ),
        Match(
            _teams("The Chiassons", "The Doucets", ("Aurélie", "Sandy", "Réjean", "Colin")),
            1,
            short,
            (made(1, Suit.SPADES, (40, 122)), made(3, Suit.CLUBS, (20, 142))),
        ),
        Match(
            _teams("The MacNeils", "The Beatons", ("Mary", "Flora", "Joe", "Donald")),
            2,
            short,
            (made(0, Suit.HEARTS, (162, 0)), made(2, Suit.DIAMONDS, (150, 12))),
        ),
        Match(
            _teams("The Aucoins", "The MacNeils", ("Ann", "Mary", "Cal", "Joe")),
            3,
            full.rules,
            (made(0, Suit.HEARTS, (102, 60)), made(1, Suit.CLUBS, (70, 92))),
        ),
    ]
    for match in matches:
        store.create_match(match)


def main(out: Path) -> int:
    """Build each state and save it as a PNG in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory(prefix="tarbish-shots-") as folder, MatchStore.open(folder) as store:
        _fill(store)
        controller = MatchController()
        window = MainWindow(controller)
        actions = window.attach_keeper(MatchKeeper(controller, store, window))
        window.resize(1280, 820)
        window.show()
        _settle(app)

        archive = actions.show_archive()
        archive.search_edit.setText("macneil")
        archive.select_row(0)
        _save(archive, out / "archive-search.png", app)
        archive.select_row(2)  # The MacNeils against the Gillis pair: finished
        archive.open_selected()
        _save(window, out / "read-only-finished.png", app)

        actions.correct_this_match()
        controller.edit_round(1, RoundInput(2, Suit.DIAMONDS, (120, 42), bella=2))
        controller.delete_round(0)
        controller.undo_stack.undo()
        dialog = actions.show_corrections_log()
        assert dialog is not None
        _save(dialog, out / "corrections-log.png", app)
        dialog.close()

        real_save = store.save_match

        def disk_full(*args: object, **kwargs: object) -> None:
            raise StoreWriteError(store.path, "full", "database or disk is full")

        store.save_match = disk_full  # type: ignore[method-assign]
        controller.delete_round(1)
        _save(window, out / "write-error.png", app)
        store.save_match = real_save  # type: ignore[method-assign]
        window.close()

        # The archive on a read-only disk: the unfinished match resumed, the banner says changes stay here.
        with MatchStore.open(folder, read_only=True) as read_only:
            playing = next(s.id for s in read_only.list_matches() if s.status == "in-progress")
            ro_controller = MatchController()
            ro_window = MainWindow(ro_controller)
            keeper = MatchKeeper(ro_controller, read_only, ro_window)
            ro_actions = ro_window.attach_keeper(keeper)
            ro_controller.load_match(read_only.load_match(playing).match)
            ro_actions.show_read_only_archive()
            ro_window.resize(1280, 820)
            ro_window.show()
            _save(ro_window, out / "read-only-disk.png", app)
            ro_window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))

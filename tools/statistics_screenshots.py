"""Save screenshots of the statistics dialogs into docs/screenshots/ (offscreen, a scratch archive).

The three sample records (tests/data) are imported as ``tarbish-score import`` does; the kitchen-standard
match is open in the window; a tournament night of six teams (a round robin, every table's result typed)
is saved beside them. Saves ``statistics-match.png`` (Match ▸ Statistics of this match…),
``statistics-archive.png`` (Archive statistics…, players), ``statistics-head-to-head.png`` and
``statistics-tournament-filter.png`` (the players of the night only: the Games filter on the tournament).

Usage: ``python tools/statistics_screenshots.py [OUTPUT_DIR]``
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

# Same folder: `python tools/statistics_screenshots.py` puts tools/ on the path.
from screenshots import ROOT, SAMPLE, _save, _settle

from tarbish_score.exchange.importing import import_paths
from tarbish_score.model import Match, RoundInput, Suit, Team, read_record
from tarbish_score.model.tournament import Format, Tournament, TournamentSettings
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import create_tournament
from tarbish_score.ui.main_window import MainWindow


def main(out: Path) -> int:
    """Build each state and save it as a PNG in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    samples = sorted((ROOT / "tests" / "data").glob("*.tarbish.json"))
    with tempfile.TemporaryDirectory(prefix="tarbish-shots-") as folder, MatchStore.open(folder) as store:
        import_paths(store, samples)
        night = create_tournament(store, _night(), "Legion hall")
        controller = MatchController()
        window = MainWindow(controller)
        window.attach_keeper(MatchKeeper(controller, store, window))
        window.resize(1280, 820)
        window.show()
        controller.load_match(read_record(SAMPLE), read_only=True)
        _settle(app)

        match_dialog = window.statistics.show_match_statistics()
        match_dialog.table.setCurrentCell(4, 0)  # the bait rate line
        _save(match_dialog, out / "statistics-match.png", app)
        match_dialog.close()

        archive = window.statistics.show_archive_statistics()
        assert archive is not None
        while archive.counting:
            app.processEvents()
        _save(archive, out / "statistics-archive.png", app)
        archive.tabs.setCurrentIndex(2)
        archive.choose_pairs("Angus & Mary", "Joe & Theresa")
        _save(archive, out / "statistics-head-to-head.png", app)
        archive.tabs.setCurrentIndex(0)
        archive.choose_games(tournament=night)
        while archive.counting:
            app.processEvents()
        _save(archive, out / "statistics-tournament-filter.png", app)
        archive.close()
        window.close()
    return 0


def _night() -> Tournament:
    """Six teams, a round robin played out: the stronger team (earlier in the list) wins 510-300; the MacNeils
    v Gillis table's result comes in as its laptop's match record (four rounds, 546-102): its rounds count."""
    teams = [
        ("MacNeils", ("Mary", "Angus")),
        ("Gillis", ("Joe", "Theresa")),
        ("Rankins", ("Sandy", "Colin")),
        ("MacLeods", ("", "")),
        ("Campbells", ("Jenny", "Ronnie")),
        ("Beatons", ("Marie", "Leo")),
    ]
    night = Tournament(TournamentSettings(format=Format.ROUND_ROBIN, seed=7))
    for name, players in teams:
        night = night.with_team(name, players)
    while not night.finished:
        night = night.drawn()
        assert night.current is not None
        for table in night.current.draw.tables:
            first, second = table.teams
            if {first, second} == {0, 1}:
                night = night.with_record(_laptop_record(), code=table.code)
                continue
            night = night.with_result(table.number, (510, 300) if first < second else (300, 510))
    return night


def _laptop_record() -> Match:
    """Mary calls and makes, Joe makes, Theresa goes bait, Angus makes: the MacNeils win 546-102."""
    rounds = (
        RoundInput(0, Suit.HEARTS, (162, 0)),
        RoundInput(1, Suit.SPADES, (60, 102)),
        RoundInput(3, Suit.CLUBS, (112, 50)),
        RoundInput(2, Suit.DIAMONDS, (162, 0)),
    )
    return Match((Team("MacNeils", ("Mary", "Angus")), Team("Gillis", ("Joe", "Theresa"))), 0, rounds=rounds)


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))

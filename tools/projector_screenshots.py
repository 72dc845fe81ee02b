"""Save screenshots of the tournament projector into docs/screenshots/tournament-projector-*.png (offscreen).

* ``tournament-projector-1920x1080.png``: English, dark; a 12-team Swiss night after round 3, round 4 drawn;
* ``tournament-projector-64-teams-1920x1080.png``: English, high contrast; 64 teams, the second of its pages;
* ``tournament-projector-fr-light-1024x768.png``: French, light; 64 teams at 1024x768, round 4 under way.

The French picture uses the app's catalogue (compiled first where out of date); a message it does not have
yet shows in English. Usage: ``python tools/projector_screenshots.py [OUTPUT_DIR]``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TARBISH_SCORE_CONFIG_DIR"] = tempfile.mkdtemp()

import catalogue
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from tarbish_score.model.tournament import Format, Tournament, TournamentSettings
from tarbish_score.qt import theme
from tarbish_score.ui.tournament.projector import ProjectorWindow

ROOT = Path(__file__).resolve().parent.parent

#: A Cape Breton hall's teams (the first twelve; the rest are numbered).
NAMES = (
    "MacNeils", "Gillis", "The Cape Bretoners", "Rankins", "MacDonalds", "Chiasson & Boudreau",
    "Sydney Mines", "Judique Jokers", "Inverness", "Mabou Ridge", "Glace Bay Gang", "North Side",
)  # fmt: skip


def totals(table: int, round_number: int) -> tuple[int, int]:
    """A final score: a varied margin, the first team winning two tables in three."""
    loser = 240 + (table * 53 + round_number * 29) % 230
    winner = 500 + (table * 31 + round_number * 17) % 60
    return (winner, loser) if (table + round_number) % 3 else (loser, winner)


def hall_night(teams: int, scored_rounds: int, results_in: int = 0) -> Tournament:
    """A Swiss night of 8 rounds: ``scored_rounds`` scored, the next drawn with ``results_in`` results in."""
    tournament = Tournament(TournamentSettings(format=Format.SWISS, rounds=8, seed=11))
    for number in range(teams):
        tournament = tournament.with_team(NAMES[number] if number < len(NAMES) else f"Team {number + 1}")
    for round_number in range(1, scored_rounds + 2):
        tournament = tournament.drawn()
        assert tournament.current is not None
        tables = tournament.current.draw.tables
        for table in tables if round_number <= scored_rounds else tables[1 : 1 + results_in]:
            tournament = tournament.with_result(table.number, totals(table.number, round_number))
    return tournament


def _shot(app: QApplication, window: ProjectorWindow, path: Path) -> None:
    for _ in range(3):
        app.processEvents()
    window.grab().save(str(path))
    print(path)


def main(out: Path) -> int:
    """Save the three pictures into ``out``."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    window = ProjectorWindow()
    window.resize(1920, 1080)
    window.show()
    theme.apply_theme(app, "dark")
    window.show_tournament(hall_night(12, 3), "Friday night at the Legion")
    _shot(app, window, out / "tournament-projector-1920x1080.png")
    theme.apply_theme(app, "contrast")
    window.show_tournament(hall_night(64, 3, results_in=9), "Cape Breton Tarabish Championship")
    window.set_page(1)
    _shot(app, window, out / "tournament-projector-64-teams-1920x1080.png")
    theme.apply_theme(app, "light")
    catalogue.compile_catalogues()
    from tarbish_score.ui.app import install_translators

    if not install_translators(app, QLocale("fr_FR")):
        print("no French catalogue: the French picture is not saved", file=sys.stderr)
        return 1
    window.resize(1024, 768)
    window.show_tournament(hall_night(64, 3, results_in=9), "Championnat de Tarabish du Cap-Breton")
    window.set_page(0)
    _shot(app, window, out / "tournament-projector-fr-light-1024x768.png")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))

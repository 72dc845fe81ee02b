"""Save the printed score slip's picture as docs/screenshots/tournament-slip.png: the PDF the desk saves
(Night ▸ Save slips and table cards as PDF…), its first slip's page rendered by ``pdftoppm`` (poppler-utils).

A 12-team Swiss night to 500 in 5 rounds, 45 minutes a round, round 1 drawn; US Letter at 110 dpi.
Usage: ``python tools/slip_screenshot.py [OUTPUT_PNG]``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TARBISH_SCORE_CONFIG_DIR"] = tempfile.mkdtemp()

from PySide6.QtWidgets import QApplication

from tarbish_score.model.tournament import Format, Tournament, TournamentSettings
from tarbish_score.qt.tournament_paper import write_round_slips

ROOT = Path(__file__).resolve().parent.parent
#: The hall's teams, partners after a colon (some not given: the slip leaves a line to write them).
TEAMS = (
    "MacNeils: Angus & Mary", "Gillis: Joe & Theresa", "Chiassons: Aurélie & Réjean", "Doucets: Sandy & Colin",
    "MacDonalds", "Camerons: Flora & Ian", "Boudreaus: Marc & Lise", "MacIsaacs", "Rankins: Jimmy & Cookie",
    "Beatons", "LeBlancs: Paul & Anne", "Poiriers",
)  # fmt: skip


def main() -> None:
    """Write the night's round 1 slips as a PDF, render the first slip, save it."""
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots" / "tournament-slip.png"
    _app = QApplication([])
    night = Tournament(TournamentSettings(Format.SWISS, rounds=5, seed=7, time_limit=45))
    for line in TEAMS:
        name, _, players = line.partition(":")
        pair = [p.strip() for p in players.split("&")] if players else ["", ""]
        night = night.with_team(name.strip(), (pair[0], pair[1]))
    night = night.drawn()
    with tempfile.TemporaryDirectory() as folder:
        pdf = write_round_slips(night, 1, Path(folder) / "round-1.pdf", "letter", title="Legion Hall, Tuesday",
                                draw=False, cards=False)  # fmt: skip
        stem = Path(folder) / "slip"
        subprocess.run(["pdftoppm", "-f", "1", "-l", "1", "-r", "110", "-png", "-singlefile", str(pdf), str(stem)],
                       check=True)  # fmt: skip
        out.write_bytes(stem.with_suffix(".png").read_bytes())
    print(out)


if __name__ == "__main__":
    main()

"""Save screenshots of the race chart into docs/screenshots/race-chart*.png (runs offscreen).

Usage: ``python tools/race_chart_screenshots.py [OUTPUT_DIR]``. The settings go to a throw-away
folder, so the real View ▸ Race chart choice is never changed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TARBISH_SCORE_CONFIG_DIR"] = tempfile.mkdtemp()

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.race_chart import save_race_image

ROOT = Path(__file__).resolve().parent.parent

#: Us made 100; Them bait; Them made; Us half bait (81-81); Them made; Us made; Us win 572-481.
ROUNDS = (
    RoundInput(0, Suit.HEARTS, (100, 62)),
    RoundInput(1, Suit.SPADES, (90, 72)),
    RoundInput(1, Suit.CLUBS, (40, 122)),
    RoundInput(0, Suit.DIAMONDS, (81, 81)),
    RoundInput(1, Suit.HEARTS, (60, 102)),
    RoundInput(0, Suit.SPADES, (110, 52)),
    RoundInput(0, Suit.CLUBS, (100, 62)),
)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    app = QApplication.instance() or QApplication([])
    controller = MatchController()
    window = MainWindow(controller)
    window.resize(1366, 768)
    window.show()
    controller.start_match(Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0))
    for round_input in ROUNDS[:5]:
        controller.record_round(round_input)
    window.race_chart.action.trigger()
    chart = window.race_chart.chart
    assert chart is not None
    chart.setFocus()
    for _ in range(4):
        app.processEvents()
    # Left from no cursor: the last round; twice more: round 3; once more: round 2, the bait.
    for _ in range(4):
        QTest.keyClick(chart, Qt.Key.Key_Left)
    for _ in range(3):
        app.processEvents()
    window.grab().save(str(out / "race-chart.png"))
    print(out / "race-chart.png")
    for round_input in ROUNDS[5:]:
        controller.record_round(round_input)
    QTest.keyClick(chart, Qt.Key.Key_End)
    for _ in range(3):
        app.processEvents()
    chart.grab().save(str(out / "race-chart-won.png"))
    print(out / "race-chart-won.png")
    assert controller.match is not None
    save_race_image(controller.match, out / "race-chart-export.png")
    print(out / "race-chart-export.png")


if __name__ == "__main__":
    main()

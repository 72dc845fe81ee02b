"""Save the screenshots of each theme into docs/screenshots/theme-{light,dark,contrast}-*.png (runs offscreen).

Runs tools/screenshots.py and tools/archive_screenshots.py once per theme, as if the theme had been
chosen in View ▸ Theme, and keeps the main window (in progress with a bait preview, and the match
over), the new-match dialog, the run checker, the card-point counter and the archive; then the table view
(F12) at 1920×1080 with its corner race chart in each theme (``theme-{key}-table.png``), and the main window
with the race chart panel (F9) in the dark theme (``race-chart-dark.png``).

Usage: ``python tools/theme_screenshots.py [OUTPUT_DIR]``
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Same folder: `python tools/theme_screenshots.py` puts tools/ on the path.
import archive_screenshots
import screenshots
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from race_chart_screenshots import ROUNDS

from tarbish_score.model import Match, Team
from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.actions import theme_menu
from tarbish_score.ui.main_window import MainWindow

#: Picture of tools/screenshots.py or tools/archive_screenshots.py -> the name it is kept under.
KEPT = {
    "bait-preview": "main",
    "finished": "finished",
    "new-match-dialog": "new-match",
    "run-checker-trump": "run-checker",
    "card-counter": "counter",
    "archive-search": "archive",
}


def main(out: Path) -> int:
    """Save each theme's pictures into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    for key in ("light", "dark", "contrast"):
        theme_menu.saved_choice = lambda key=key: key  # type: ignore[assignment]  # as if chosen in View ▸ Theme
        theme.apply_theme(app, key)
        with tempfile.TemporaryDirectory(prefix="tarbish-theme-") as folder:
            scratch = Path(folder)
            screenshots.main(scratch)
            archive_screenshots.main(scratch)
            for name, kept in KEPT.items():
                shutil.copyfile(scratch / f"{name}.png", out / f"theme-{key}-{kept}.png")
                print(out / f"theme-{key}-{kept}.png")
        table_view(app, out / f"theme-{key}-table.png")
        if key == "dark":
            race_chart_panel(app, out / "race-chart-dark.png")
    return 0


def _settle(app: QApplication) -> None:
    for _ in range(6):
        app.processEvents()


def _window_with_rounds(app: QApplication, width: int, height: int, rounds: int) -> MainWindow:
    """A shown main window of ``width`` × ``height`` pixels, Us against Them after ``rounds`` rounds (a bait in 2)."""
    controller = MatchController()
    window = MainWindow(controller)
    window.resize(width, height)
    window.show()
    controller.start_match(Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0))
    for round_input in ROUNDS[:rounds]:
        controller.record_round(round_input)
    _settle(app)
    return window


def table_view(app: QApplication, path: Path) -> None:
    """The table view (F12) at 1920×1080, a round being typed blind, the race chart in its corner."""
    window = _window_with_rounds(app, 1920, 1080, 5)
    window.table.set_table_view(True)
    _settle(app)
    for key in ("1", "h", "1", "1", "0"):  # Ann calls hearts; Us count 110
        target = app.focusWidget()
        assert target is not None
        QTest.keyClicks(target, key)
    _settle(app)
    assert window.table.corner_chart is not None and window.table.corner_chart.isVisible()
    screenshots._save(window, path, app)
    window.close()
    window.deleteLater()


def race_chart_panel(app: QApplication, path: Path) -> None:
    """The main window with the race chart panel (F9), the cursor on round 2 (a bait)."""
    window = _window_with_rounds(app, 1366, 768, 5)
    window.race_chart.set_shown(True)
    chart = window.race_chart.chart
    assert chart is not None
    chart.setFocus()
    _settle(app)
    for key in (Qt.Key.Key_Home, Qt.Key.Key_Right):
        QTest.keyClick(chart, key)
    screenshots._save(window, path, app)
    window.race_chart.set_shown(False)  # not remembered as shown for the next picture
    window.close()
    window.deleteLater()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else screenshots.ROOT / "docs" / "screenshots"))

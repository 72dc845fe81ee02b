"""Save a screenshot of Help ▸ About (offscreen), at the size it opens with over a 1366×768 window.

Saves ``about.png``: tools/language_screenshots.py runs it in each language, and tests/ui/test_languages.py
checks it for text cut off (a translated rule source is longer than the English).

Usage: ``python tools/about_screenshots.py [OUTPUT_DIR]``
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

# Same folder: `python tools/about_screenshots.py` puts tools/ on the path.
from screenshots import ROOT, _save, _settle

from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.main_window import MainWindow

#: The small laptop screen the box must fit on, in pixels.
SCREEN = (1366, 768)


def main(out: Path) -> int:
    """Open the About box over the window and save it as ``about.png`` in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    window = MainWindow(MatchController())
    window.resize(*SCREEN)
    window.show()
    _settle(app)
    dialog = window.show_about()
    _settle(app)
    if dialog.width() > SCREEN[0] or dialog.height() > SCREEN[1]:
        raise SystemExit(f"the About box is {dialog.width()}×{dialog.height()}: larger than {SCREEN}")
    _save(dialog, out / "about.png", app)
    dialog.close()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))

"""Save the screenshots of each theme into docs/screenshots/theme-{light,dark,contrast}-*.png (runs offscreen).

Runs tools/screenshots.py and tools/archive_screenshots.py once per theme, as if the theme had been
chosen in View ▸ Theme, and keeps the main window (in progress with a bait preview, and the match
over), the new-match dialog, the run checker, the card-point counter and the archive.

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
from PySide6.QtWidgets import QApplication

from tarbish_score.qt import theme
from tarbish_score.ui.actions import theme_menu

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
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else screenshots.ROOT / "docs" / "screenshots"))

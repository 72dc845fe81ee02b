"""tools/screenshots.py keeps working: it builds every state and saves a PNG of each."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
NAMES = [
    "new-match-dialog",
    "in-progress",
    "bait-preview",
    "finished",
    "help-rules",
    "help-shortcuts",
    "run-checker-trump",
    "run-checker-house-rule",
    "run-checker-impossible",
    "card-counter",
    "card-counter-both",
]


def test_screenshot_script_saves_every_state(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "screenshots.py"), str(tmp_path)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    for name in NAMES:
        image = QImage(str(tmp_path / f"{name}.png"))
        assert not image.isNull(), name
        assert image.width() >= 600
        assert image.height() >= 400

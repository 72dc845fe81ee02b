"""tools/archive_screenshots.py keeps working: archive, read-only match, corrections log, write error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["archive-search", "read-only-finished", "corrections-log", "write-error", "read-only-disk"]


def test_archive_screenshot_script_saves_every_state(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "archive_screenshots.py"), str(tmp_path)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    for name in NAMES:
        image = QImage(str(tmp_path / f"{name}.png"))
        assert not image.isNull(), name
        assert image.width() >= 600
        assert image.height() >= 400

"""Render the printable scoresheet of the sample match to PDF and its first page to PNG,
and the first two pages of a 60-round match (``scoresheet-long-p1.png``, ``-p2.png``).

Usage: ``python tools/scoresheet_screenshot.py [OUTPUT_DIR]`` (needs ``pdftoppm`` from poppler-utils).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from datetime import datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tarbish_score.model import read_record
from tarbish_score.qt.scoresheet import SheetInfo, write_scoresheet_pdf

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "data" / "kitchen-standard.tarbish.json"


def main(out: Path) -> int:
    """Write ``scoresheet.pdf`` and ``scoresheet.png`` (page 1 at 80 dpi) into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    pdf = write_scoresheet_pdf(
        read_record(SAMPLE), out / "scoresheet.pdf", SheetInfo(played=datetime(2024, 11, 23, 20, 0).astimezone())
    )
    if shutil.which("pdftoppm") is None:
        raise SystemExit("pdftoppm (poppler-utils) is needed to render the PNG")
    subprocess.run(
        ["pdftoppm", "-png", "-r", "80", "-f", "1", "-singlefile", str(pdf), str(out / "scoresheet")], check=True
    )
    pdf.unlink()
    print(out / "scoresheet.png")
    sys.path.insert(0, str(ROOT))
    from tests.qt.test_scoresheet import long_match

    pdf = write_scoresheet_pdf(
        long_match(), out / "scoresheet-long.pdf", SheetInfo(played=datetime(2024, 11, 23, 20, 0).astimezone())
    )
    for page in (1, 2):
        name = out / f"scoresheet-long-p{page}"
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", "-f", str(page), "-l", str(page), "-singlefile", str(pdf), str(name)],
            check=True,
        )
        print(f"{name}.png")
    pdf.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))

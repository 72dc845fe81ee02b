"""Save every screenshot of the window and its dialogs in one language, to review a translation in context.

Runs tools/screenshots.py, tools/archive_screenshots.py, tools/statistics_screenshots.py and
tools/about_screenshots.py (Help ▸ About) with the app's
catalogue for LANG installed (and Qt's own), as ``LANG=fr_FR.UTF-8 tarbish-score`` would, into
OUTPUT_DIR/LANG/. The catalogues are compiled first where out of date (tools/catalogue.py compile).
tests/ui/test_languages.py checks the same pictures for text cut off.

Usage: ``python tools/language_screenshots.py fr|es|it [OUTPUT_DIR]`` (default: a folder in /tmp)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Same folder: `python tools/language_screenshots.py` puts tools/ on the path.
import about_screenshots
import archive_screenshots
import catalogue
import screenshots
import statistics_screenshots
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from tarbish_score.ui.app import install_translators

#: The locale each language is shown in.
LOCALES = {"fr": "fr_FR", "es": "es_ES", "it": "it_IT"}


def main(language: str, out: Path) -> int:
    """Save every picture in ``language`` into ``out / language``."""
    catalogue.compile_catalogues()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    installed = install_translators(app, QLocale(LOCALES[language]))
    if not installed:
        raise SystemExit(f"no catalogue for {language}")
    folder = out / language
    with tempfile.TemporaryDirectory(prefix="tarbish-shots-") as scratch:
        # A scratch archive and settings: never the user's own.
        for variable, name in (("DATA", "data"), ("CONFIG", "config"), ("LOG", "log"), ("RECOVERY", "recovery")):
            os.environ[f"TARBISH_SCORE_{variable}_DIR"] = str(Path(scratch) / name)
        for script in (screenshots, archive_screenshots, statistics_screenshots, about_screenshots):
            if script.main(folder) != 0:
                return 1
    print(f"saved in {folder}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in LOCALES:
        raise SystemExit(__doc__)
    sys.exit(main(sys.argv[1], Path(sys.argv[2]) if len(sys.argv) > 2 else Path(tempfile.mkdtemp(prefix="tarbish-"))))

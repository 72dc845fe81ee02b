"""Start-up benchmark: a bare PySide6 QMainWindow against the app's main window.

Each sample is a fresh process (offscreen); the time runs from starting the
process until the window's first paint event. Both kinds run in the same
session, interleaved, several times; the medians and their ratio are printed.
The goal is a ratio of at most 1.4: the window a player waits for costs little
more than Qt's own. The machine's load makes single runs noisy: the fastest run
of each kind (the least disturbed) is printed too. The data folder holds an
archive with no match (opened before the first paint, as at every start but the
first); ``bench/resume.py`` measures a start that brings a match back.

With ``--french`` a third kind runs in the same session: the app under
``LANG=fr_FR.UTF-8`` with the French catalogue compiled (``pyside6-lrelease``) from
``resources/i18n/tarbish_score_fr.ts``, or the catalogue ``--ts`` names (a partly or
wholly translated one), loaded with Qt's own (goal: at most 1.5). The English kind then runs
under ``LANG=en_US.UTF-8`` with the same compiled catalogues present (as installed),
and each kind's ratio against the bare window is printed.

Usage: ``python bench/startup.py [REPETITIONS] [--french [--ts PATH]]``
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            QTimer.singleShot(0, QApplication.quit)
            watched.removeEventFilter(self)
        return False

app = QApplication(sys.argv[:1])
if sys.argv[1] == "bare":
    from PySide6.QtWidgets import QMainWindow
    window = QMainWindow()
    window.resize(1280, 820)
else:
    from pathlib import Path
    from tarbish_score.ui import app as app_module
    from tarbish_score.ui.app import start
    if len(sys.argv) > 2:  # the folder of the compiled catalogues to load (--french)
        app_module.TRANSLATIONS_DIR = Path(sys.argv[2])
    # start() (what run() does before the event loop) shows the window itself: watch its first paint.
    watcher = FirstPaint()
    from tarbish_score.ui.main_window import MainWindow
    original_show = MainWindow.show
    def show(self):
        self.installEventFilter(watcher)
        original_show(self)
    MainWindow.show = show
    window = start(app)
if sys.argv[1] == "bare":
    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
app.exec()
"""


#: The kinds with a catalogue folder: the locale each runs under.
LOCALES = {"app-en": "en_US.UTF-8", "app-fr": "fr_FR.UTF-8"}


def sample(kind: str, cache: str, catalogues: str = "") -> float:
    """Seconds from starting a process to the first paint of its window.

    Bytecode is cached (in ``cache``, outside the source tree), as it is for an
    installed wheel, even where ``PYTHONDONTWRITEBYTECODE`` is set. ``app-en`` and
    ``app-fr`` load their catalogues from the folder ``catalogues``.
    """
    # The archive (opened before the first paint) is the scratch folder's, never the user's.
    # The settings too (no language chosen in View > Language: the locale decides).
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPYCACHEPREFIX=cache,
        TARBISH_SCORE_DATA_DIR=cache,
        TARBISH_SCORE_CONFIG_DIR=cache,
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    arguments = [sys.executable, "-c", CHILD, "bare" if kind == "bare" else "app"]
    if kind in LOCALES:
        for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
            env.pop(variable, None)
        env["LANG"] = LOCALES[kind]
        arguments.append(catalogues)
    start = time.perf_counter()
    with subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env) as child:
        assert child.stdout is not None
        line = child.stdout.readline()
        elapsed = time.perf_counter() - start
        child.wait(timeout=60)
    if line.strip() != "painted":
        raise SystemExit(f"{kind}: the window was never painted")
    return elapsed


def compile_catalogues(folder: str, french: str) -> None:
    """Compile ``french`` (a .ts) and the Spanish and Italian catalogues into ``folder``, as a wheel ships them."""
    tool = shutil.which("pyside6-lrelease") or os.path.join(os.path.dirname(sys.executable), "pyside6-lrelease")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sources = {"fr": french} | {
        lang: os.path.join(root, "resources", "i18n", f"tarbish_score_{lang}.ts") for lang in ("es", "it")
    }
    for language, source in sources.items():
        target = os.path.join(folder, f"tarbish_score_{language}.qm")
        subprocess.run([tool, "-silent", source, "-qm", target], check=True)
    finished = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from PySide6.QtCore import QTranslator; t = QTranslator();"
            " t.load(sys.argv[1]); print(t.language(), t.isEmpty())",
            os.path.join(folder, "tarbish_score_fr.qm"),
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    print(f"French catalogue: {french} (language {finished[0]}, empty: {finished[1]})")


def main(repetitions: int = 9, french: str | None = None) -> int:
    """Measure each kind ``repetitions`` times, interleaved, and print the medians and ratios.

    Args:
        repetitions: samples of each kind.
        french: a French catalogue (.ts) to measure the app under ``LANG=fr_FR.UTF-8`` with; None: bare and app only.
    """
    times: dict[str, list[float]] = (
        {"bare": [], "app": []} if french is None else {"bare": [], "app-en": [], "app-fr": []}
    )
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-") as cache:
        catalogues = os.path.join(cache, "i18n")
        if french is not None:
            os.mkdir(catalogues)
            compile_catalogues(catalogues, french)
        from tarbish_score.storage import MatchStore

        MatchStore.open(cache).close()  # an archive with no match in it: a start after the first
        for kind in times:
            sample(kind, cache, catalogues)  # warm the file cache and compile the bytecode once
        for _ in range(repetitions):
            for kind in times:
                times[kind].append(sample(kind, cache, catalogues))
    if french is not None:
        return _report_languages(times, repetitions)
    bare = statistics.median(times["bare"])
    app = statistics.median(times["app"])
    fastest = {kind: min(samples) for kind, samples in times.items()}
    for label, kind, median in (("bare QMainWindow", "bare", bare), ("Tarabish Score", "app", app)):
        fast = fastest[kind] * 1000
        print(f"{label:<17} median {median * 1000:7.1f} ms  fastest {fast:7.1f} ms  ({repetitions} runs)")
    best = fastest["app"] / fastest["bare"]
    print(f"ratio {app / bare:.2f}x of the medians, {best:.2f}x of the fastest (goal: at most 1.4x)")
    return 0


def _report_languages(times: dict[str, list[float]], repetitions: int) -> int:
    labels = {"bare": "bare QMainWindow", "app-en": "app, en_US", "app-fr": "app, fr_FR + .qm"}
    medians = {kind: statistics.median(samples) for kind, samples in times.items()}
    fastest = {kind: min(samples) for kind, samples in times.items()}
    for kind, label in labels.items():
        print(
            f"{label:<17} median {medians[kind] * 1000:7.1f} ms  fastest {fastest[kind] * 1000:7.1f} ms"
            f"  ({repetitions} runs)"
        )
    for kind, goal in (("app-en", 1.4), ("app-fr", 1.5)):
        print(
            f"{labels[kind]}: ratio {medians[kind] / medians['bare']:.2f}x of the medians,"
            f" {fastest[kind] / fastest['bare']:.2f}x of the fastest (goal: at most {goal}x)"
        )
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repetitions", type=int, nargs="?", default=9)
    parser.add_argument("--french", action="store_true", help="also under LANG=fr_FR.UTF-8 with the French catalogue")
    parser.add_argument("--ts", help="the French catalogue to compile (default: resources/i18n/tarbish_score_fr.ts)")
    options = parser.parse_args()
    default_ts = os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "resources", "i18n", "tarbish_score_fr.ts"
    )
    sys.exit(main(options.repetitions, (options.ts or default_ts) if options.french or options.ts else None))

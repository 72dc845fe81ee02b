"""Start-up benchmark: a bare PySide6 QMainWindow against the app's main window.

Each sample is a fresh process (offscreen); the time runs from starting the
process until the window's first paint event. Both kinds run in the same
session, interleaved, several times; the medians and their ratio are printed.
The goal is a ratio of at most 1.4 (issue 9). The machine's load makes single
runs noisy: the fastest run of each kind (the least disturbed) is printed too.

Usage: ``python bench/startup.py [REPETITIONS]``
"""

from __future__ import annotations

import os
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
    from tarbish_score.ui.app import start
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


def sample(kind: str, cache: str) -> float:
    """Seconds from starting a process to the first paint of its window.

    Bytecode is cached (in ``cache``, outside the source tree), as it is for an
    installed wheel, even where ``PYTHONDONTWRITEBYTECODE`` is set.
    """
    # The archive opens after the first paint: keep it in the scratch folder, never the user's.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=cache, TARBISH_SCORE_DATA_DIR=cache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, kind], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    ) as child:
        assert child.stdout is not None
        line = child.stdout.readline()
        elapsed = time.perf_counter() - start
        child.wait(timeout=60)
    if line.strip() != "painted":
        raise SystemExit(f"{kind}: the window was never painted")
    return elapsed


def main(repetitions: int = 9) -> int:
    """Measure both kinds ``repetitions`` times, interleaved, and print the medians and ratio."""
    times: dict[str, list[float]] = {"bare": [], "app": []}
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-") as cache:
        for kind in times:
            sample(kind, cache)  # warm the file cache and compile the bytecode once
        for _ in range(repetitions):
            for kind in times:
                times[kind].append(sample(kind, cache))
    bare = statistics.median(times["bare"])
    app = statistics.median(times["app"])
    fastest = {kind: min(samples) for kind, samples in times.items()}
    for label, kind, median in (("bare QMainWindow", "bare", bare), ("Tarabish Score", "app", app)):
        fast = fastest[kind] * 1000
        print(f"{label:<17} median {median * 1000:7.1f} ms  fastest {fast:7.1f} ms  ({repetitions} runs)")
    best = fastest["app"] / fastest["bare"]
    print(f"ratio {app / bare:.2f}x of the medians, {best:.2f}x of the fastest (goal: at most 1.4x)")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 9))

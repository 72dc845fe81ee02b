"""Memory benchmark: peak resident memory of a bare PySide6 QMainWindow against the app's main window.

Each sample is a fresh process (offscreen) that shows its window, stays idle for
2.5 s of event loop, then reports its peak resident set size (``ru_maxrss``).
Both kinds run interleaved in the same session; the medians and their ratio are
printed. The goal is a ratio of at most 1.3 (the window costs little more than Qt's own).

Usage: ``python bench/memory.py [REPETITIONS]``
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile

CHILD = r"""
import resource, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
if sys.argv[1] == "bare":
    from PySide6.QtWidgets import QMainWindow
    window = QMainWindow()
    window.resize(1280, 820)
    window.show()
else:
    from tarbish_score.ui.app import start
    window = start(app)

def report():
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)  # KiB on Linux
    app.quit()

QTimer.singleShot(2500, report)
app.exec()
"""


def sample(kind: str, folder: str) -> float:
    """Peak resident memory (MB) of one process of ``kind`` after 2.5 s idle."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=folder, TARBISH_SCORE_DATA_DIR=folder)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, kind], capture_output=True, text=True, env=env, timeout=120, check=True
    )
    return int(done.stdout.split()[-1]) / 1024


def main(repetitions: int = 5) -> int:
    """Measure both kinds ``repetitions`` times, interleaved, and print the medians and ratio."""
    peaks: dict[str, list[float]] = {"bare": [], "app": []}
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-") as folder:
        for kind in peaks:
            sample(kind, folder)  # compile the bytecode once
        for _ in range(repetitions):
            for kind in peaks:
                peaks[kind].append(sample(kind, folder))
    bare = statistics.median(peaks["bare"])
    app = statistics.median(peaks["app"])
    print(f"bare QMainWindow  peak {bare:6.1f} MB  ({repetitions} runs)")
    print(f"Tarabish Score    peak {app:6.1f} MB  ({repetitions} runs)")
    print(f"ratio {app / bare:.2f}x (goal: at most 1.3x)")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))

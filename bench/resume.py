"""Resume benchmark: launch until the resumed match's totals are painted, against a bare window's first paint.

Each sample is a fresh process (offscreen). The data folder holds a 6-round match in progress,
the match a start brings back. For the app, the time runs from starting the process until both
teams' totals have been painted showing that match's totals (what the table reads first); for a
bare PySide6 QMainWindow, until its first paint. Both kinds run interleaved in one session,
several times; the medians, the fastest runs and the ratio are printed. Goal: at most 2x.

The app's child also says whether the window's very first paint already showed the resumed
totals ("first paint: resumed"), or an empty scoreboard first ("first paint: no match").

Usage: ``python bench/resume.py [REPETITIONS]``
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

app = QApplication(sys.argv[:1])
if sys.argv[1] == "bare":
    from PySide6.QtWidgets import QMainWindow

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                print("painted", flush=True)
                QTimer.singleShot(0, QApplication.quit)
            return False

    window = QMainWindow()
    window.resize(1280, 820)
    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
else:
    from tarbish_score.ui.app import start
    from tarbish_score.ui.main_window import MainWindow

    expected = sys.argv[2:4]  # the resumed match's totals, as the scoreboard writes them

    class TotalsPainted(QObject):
        # Each paint of the window and of the two totals: the first one's totals, then both totals right.
        def __init__(self, window):
            super().__init__(window)
            self.window, self.first, self.done = window, None, set()
            self.labels = [panel.total_label for panel in window.scoreboard.team_panels]
            for widget in (window, *self.labels):
                widget.installEventFilter(self)

        def eventFilter(self, watched, event):
            if event.type() != QEvent.Type.Paint:
                return False
            if watched is self.window and self.first is None:
                self.first = [label.text() for label in self.labels]
            elif watched in self.labels and watched.text() == expected[self.labels.index(watched)]:
                self.done.add(self.labels.index(watched))
                if len(self.done) == 2:
                    print("painted", "resumed" if self.first == expected else "no match", flush=True)
                    for widget in (self.window, *self.labels):
                        widget.removeEventFilter(self)
                    QTimer.singleShot(0, QApplication.quit)
            return False

    # start() (what run() does before the event loop) shows the window itself: watch it from then on.
    original_show = MainWindow.show

    def show(self):
        self.watcher = TotalsPainted(self)
        original_show(self)

    MainWindow.show = show
    window = start(app)
app.exec()
"""


def six_rounds(folder: str) -> list[str]:
    """Save a 6-round match in progress into ``folder`` as the match to resume; its totals as text.

    Every caller makes it (seats 0 and 2 are the first team): 488 to 484, short of 500.
    """
    from tarbish_score.model import Match, RoundInput, Suit, Team
    from tarbish_score.storage import MatchStore

    match = Match((Team("The MacNeils", ("Mary", "Joe")), Team("The Gillis pair", ("Angus", "Theresa"))), 0)
    for number, (suit, points) in enumerate(
        [
            (Suit.HEARTS, (90, 72)),
            (Suit.SPADES, (72, 90)),
            (Suit.CLUBS, (84, 78)),
            (Suit.DIAMONDS, (80, 82)),
            (Suit.HEARTS, (88, 74)),
            (Suit.SPADES, (74, 88)),
        ]
    ):
        match = match.add_round(RoundInput(number % 4, suit, points))
    assert not match.score.finished
    with MatchStore.open(folder) as store:
        store.set_current(store.create_match(match))
    return [str(total) for total in match.score.totals]


def sample(kind: str, folder: str, totals: list[str]) -> tuple[float, str]:
    """Seconds from starting a process until ``kind``'s paint; and the app's first paint ("resumed"/"no match")."""
    # The data folder holds the match; the settings stay in the scratch folder (never the user's).
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPYCACHEPREFIX=os.path.join(folder, "pycache"),
        TARBISH_SCORE_DATA_DIR=os.path.join(folder, "data"),
        TARBISH_SCORE_CONFIG_DIR=os.path.join(folder, "config"),
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, kind, *totals],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    ) as child:
        assert child.stdout is not None
        line = child.stdout.readline()
        elapsed = time.perf_counter() - start
        child.wait(timeout=60)
    words = line.split(maxsplit=1)
    if not words or words[0] != "painted":
        raise SystemExit(f"{kind}: never painted")
    return elapsed, words[1].strip() if len(words) > 1 else ""


def main(repetitions: int = 9) -> int:
    """Measure both kinds ``repetitions`` times, interleaved, and print the medians and the ratio."""
    times: dict[str, list[float]] = {"bare": [], "app": []}
    firsts: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-") as folder:
        totals = six_rounds(os.path.join(folder, "data"))
        for kind in times:
            sample(kind, folder, totals)  # warm the file cache and compile the bytecode once
        for _ in range(repetitions):
            for kind in times:
                elapsed, first = sample(kind, folder, totals)
                times[kind].append(elapsed)
                if kind == "app":
                    firsts.append(first)
    bare, app = (statistics.median(times[kind]) for kind in ("bare", "app"))
    for label, kind, median in (("bare, first paint", "bare", bare), ("app, totals painted", "app", app)):
        print(f"{label:<20} median {median * 1000:7.1f} ms  fastest {min(times[kind]) * 1000:7.1f} ms")
    print(f"ratio {app / bare:.2f}x of the medians (goal: at most 2x); the app's first paint: {', '.join(set(firsts))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 9))

"""Benchmark: recording and correcting a round in a long match, window and all.

Not a test. The main window is shown offscreen at 1280x800 and, in the same run,
median of ``--repeat`` runs each:

* ``baseline``: the window repainted with no change (what every figure is compared to);
* ``record @60``: record one round in a 60-round match, then repaint;
* ``record @200``: the same in a 200-round match (thrown-in rounds get it there);
* ``correct 1 @60``: correct round 1 of a 60-round match (every later round re-scores), then repaint.

Each change is undone (untimed) before the next run. Besides the times, the
number of calls to ``RoundTableModel.data`` in the timed part (change and repaint)
is counted (the history's column sizing used to walk every row on every change).
Goals: at most 16 ms for each change over the baseline repaint, flat in the
match's length (``@200`` close to ``@60``).

    python bench/round.py [--repeat 21]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.qt import round_table_model

#: Calls to RoundTableModel.data so far, and those made in the timed parts since the counter was reset.
CALLS = [0]
COUNTED = [0]


def _count_data_calls() -> None:
    """Wrap ``RoundTableModel.data`` (before any model is built) so each call is counted."""
    cls = round_table_model.RoundTableModel
    original = cls.data

    def data(self: Any, index: Any, role: int = 0) -> Any:
        CALLS[0] += 1
        return original(self, index, role)

    cls.data = data  # type: ignore[method-assign]


def _match(rounds: int) -> Match:
    """A match of ``rounds`` rounds, far from over: four made rounds, the rest thrown in."""
    teams = (Team("Us", ("Ann", "Bea")), Team("Them", ("Cal", "Dan")))
    match = Match(teams, 0, RuleSet(forced_dealer=False))
    made = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
    for number in range(rounds):
        match = match.add_round(made if number < 4 else RoundInput.thrown())
    return match


def _time(app: QApplication, window: Any, change: Callable[[], object], undo: Callable[[], object]) -> float:
    """Seconds for ``change`` plus the events it posts and a full repaint; then ``undo`` (untimed)."""
    calls = CALLS[0]
    start = time.perf_counter()
    change()
    app.processEvents()
    window.repaint()
    elapsed = time.perf_counter() - start
    COUNTED[0] += CALLS[0] - calls
    undo()
    app.processEvents()
    window.repaint()
    return elapsed


def main() -> int:
    """Measure, print each median, its ratio to the baseline and the data calls per change."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=21)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-") as scratch:
        os.environ["TARBISH_SCORE_DATA_DIR"] = scratch
        os.environ["TARBISH_SCORE_CONFIG_DIR"] = scratch
        os.environ["TARBISH_SCORE_LOG_DIR"] = scratch
        _count_data_calls()
        from tarbish_score.ui.main_window import MainWindow

        app = QApplication(sys.argv[:1])
        window = MainWindow()
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        controller = window.controller
        record = RoundInput(caller=1, trump=Suit.SPADES, card_points=(62, 100))
        correction = RoundInput(caller=2, trump=Suit.CLUBS, card_points=(90, 72))

        def baseline() -> None:
            pass

        cases: dict[str, tuple[int, Callable[[], object], Callable[[], object]]] = {
            "baseline (repaint)": (60, baseline, baseline),
            "record @60": (60, lambda: controller.record_round(record), controller.undo_stack.undo),
            "record @200": (200, lambda: controller.record_round(record), controller.undo_stack.undo),
            "correct 1 @60": (60, lambda: controller.edit_round(0, correction), controller.undo_stack.undo),
        }
        times: dict[str, list[float]] = {name: [] for name in cases}
        calls: dict[str, int] = {}
        for name, (rounds, change, undo) in cases.items():
            controller.start_match(_match(rounds))
            app.processEvents()
            window.repaint()
            _time(app, window, change, undo)  # warm up
            COUNTED[0] = 0
            for _ in range(args.repeat):
                times[name].append(_time(app, window, change, undo))
            calls[name] = COUNTED[0] // args.repeat
        window.close()
    base = statistics.median(times["baseline (repaint)"])
    print(f"main window offscreen 1280x800, median of {args.repeat} runs")
    print(f"{'case':<20} {'median':>9} {'ratio':>7} {'over baseline':>14} {'data() calls':>13}")
    for name, samples in times.items():
        median = statistics.median(samples)
        over = (median - base) * 1000
        print(f"{name:<20} {median * 1000:7.2f}ms {median / base:6.1f}x {over:12.2f}ms {calls[name]:>13}")
    flat = statistics.median(times["record @200"]) / statistics.median(times["record @60"])
    print(f"record @200 / record @60: {flat:.2f}x (goal: about 1x); goal: each change at most 16 ms over baseline")
    return 0


if __name__ == "__main__":
    sys.exit(main())

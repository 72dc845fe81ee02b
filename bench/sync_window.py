"""Benchmark: how long the window's sync work holds the table (the GUI thread), for a normal folder.

Not a test. Builds an archive of ``--matches`` matches (each four rounds) on "the other laptop",
publishes them into a scratch sync folder, then times, median of ``--repeat`` runs:

* ``take in, all new``: a fresh archive takes in the whole folder (the first start on a new laptop);
* ``take in, nothing new``: the same again (every watcher event and timer tick after that);
* ``take in at a start``: the same in a new process (each file read once to know it);
* ``take in, one changed``: one match changed on the other laptop;
* ``publish one``: the match in force written after a change here;
* ``publish all, nothing new``: the start's publish when the folder already has every match.

Reported in milliseconds, and as a ratio to a 100 ms budget (the most a round's Enter may wait
unnoticed): the window reads the folder on the GUI thread when ``take in, nothing new`` and
``publish one`` are well inside it.

    python bench/sync_window.py [--matches 200] [--repeat 7]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore

BUDGET_MS = 100.0


def _match(n: int) -> Match:
    match = Match((Team(f"Team {n}", ("Ann", "Cal")), Team(f"Others {n}", ("Bea", "Dan"))), n % 4)
    for _ in range(4):
        match = match.add_round(RoundInput(0, Suit.HEARTS, (90, 72)))
    return match


def _median_ms(action: Callable[[], object], repeat: int, before: Callable[[], object] = lambda: None) -> float:
    times = []
    for _ in range(repeat):
        before()
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _window_start(archive: Path, folder: Path, *, fresh_process: bool) -> tuple[float, float]:
    """The window's start in slices (SyncKeeper.start): the longest the table waits, and the whole (ms)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from tarbish_score.qt.sync_keeper import SyncKeeper

    app = QCoreApplication.instance() or QCoreApplication([])
    sync._SEEN.clear()  # a new process knows no file yet
    with MatchStore.open(archive) as store:
        syncer = SyncKeeper(MatchKeeper(MatchController(), store), folder)
        slices: list[float] = []
        step = syncer._on_step_timeout

        def timed() -> None:
            start = time.perf_counter()
            step()
            slices.append((time.perf_counter() - start) * 1000)

        syncer._step.timeout.disconnect()
        syncer._step.timeout.connect(timed)
        loop = QEventLoop()
        syncer.caught_up.connect(loop.quit)
        began = time.perf_counter()
        syncer.start()
        loop.exec()
        whole = (time.perf_counter() - began) * 1000
        syncer.stop()
    del app
    return max(slices), whole


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-sync-") as scratch:
        root = Path(scratch)
        folder = root / "Sync"
        folder.mkdir()
        with MatchStore.open(root / "other") as other:
            for n in range(args.matches):
                other.create_match(_match(n))
            sync.publish_all(other, folder)
            counter = iter(range(1000))

            def fresh() -> None:
                nonlocal target
                target.close()
                target = MatchStore.open(root / f"here-{next(counter)}")

            target = MatchStore.open(root / "here-first")
            results = {"take in, all new": _median_ms(lambda: sync.take_in(target, folder), args.repeat, fresh)}
            results["take in, nothing new"] = _median_ms(lambda: sync.take_in(target, folder), args.repeat)
            # A new start: the files seen before are not known to this process yet.
            results["take in at a start"] = _median_ms(
                lambda: sync.take_in(target, folder), args.repeat, sync._SEEN.clear
            )
            laptop = MatchKeeper(MatchController(), other)
            laptop.open_match(other.list_matches()[0].id)

            notes = iter(range(1000))

            def one_more() -> None:  # a change on the other laptop (a note: the log grows, the match never ends)
                laptop.controller.set_note(f"at grandma's {next(notes)}")
                sync.publish(other, laptop.match_id or 0, folder)

            results["take in, one changed"] = _median_ms(lambda: sync.take_in(target, folder), args.repeat, one_more)
            here = MatchKeeper(MatchController(), target)
            here.open_match(target.list_matches()[0].id)

            def record_here() -> None:
                here.controller.set_note(f"kitchen {next(notes)}")

            results["publish one"] = _median_ms(
                lambda: sync.publish(target, here.match_id or 0, folder), args.repeat, record_here
            )
            results["publish all, nothing new"] = _median_ms(lambda: sync.publish_all(target, folder), args.repeat)
            target.close()
            for label, name in (("window start, all new", "window-new"), ("window start, nothing new", "window-again")):
                longest, whole = _window_start(root / "here-window", folder, fresh_process=name == "window-new")
                results[f"{label}: longest slice"] = longest
                results[f"{label}: whole"] = whole
    print(f"sync folder of {args.matches} matches, median of {args.repeat} (budget {BUDGET_MS:.0f} ms)")
    for name, ms in results.items():
        print(f"  {name:<26} {ms:8.1f} ms   {ms / BUDGET_MS:5.2f}x budget")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

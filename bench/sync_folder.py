"""Benchmark: how long the window's sync work holds the table (the GUI thread), for a normal folder.

Not a test. Builds an archive of ``--matches`` matches (each a few rounds) on "the other laptop",
publishes them into a scratch sync folder, then times, median of ``--repeat`` runs:

* ``take in, all new``: a fresh archive takes in the whole folder (the first start on a new laptop);
* ``take in, nothing new``: the same again (every watcher event and timer tick after that);
* ``take in, one changed``: one match got a round on the other laptop;
* ``publish one``: the match in force written after a recorded round;
* ``publish all, nothing new``: the start's publish when the folder already has every match.

Reported in milliseconds, and as a ratio to a 100 ms budget (the most a round's Enter may wait
unnoticed): the window reads the folder on the GUI thread when ``take in, nothing new`` and
``publish one`` are well inside it.

    python bench/sync_folder.py [--matches 200] [--repeat 7]
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
    for i in range(6):
        match = match.add_round(RoundInput(i % 4, Suit.HEARTS, (100, 62)))
    return match


def _median_ms(action: Callable[[], object], repeat: int, before: Callable[[], object] = lambda: None) -> float:
    times = []
    for _ in range(repeat):
        before()
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-sync-") as scratch:
        root = Path(scratch)
        folder = root / "Sync"
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
            laptop = MatchKeeper(MatchController(), other)
            laptop.open_match(other.list_matches()[0].id)

            def one_more() -> None:
                match = laptop.controller.match
                assert match is not None
                if match.score.finished:
                    laptop.controller.undo_stack.undo()
                laptop.controller.record_round(RoundInput(0, Suit.SPADES, (81, 81)))
                sync.publish(other, laptop.match_id or 0, folder)

            results["take in, one changed"] = _median_ms(lambda: sync.take_in(target, folder), args.repeat, one_more)
            here = MatchKeeper(MatchController(), target)
            here.open_match(target.list_matches()[0].id)

            def record_here() -> None:
                match = here.controller.match
                assert match is not None
                if match.score.finished:
                    here.controller.undo_stack.undo()
                here.controller.record_round(RoundInput(1, Suit.CLUBS, (62, 100)))

            results["publish one"] = _median_ms(
                lambda: sync.publish(target, here.match_id or 0, folder), args.repeat, record_here
            )
            results["publish all, nothing new"] = _median_ms(lambda: sync.publish_all(target, folder), args.repeat)
            target.close()
    print(f"sync folder of {args.matches} matches, median of {args.repeat} (budget {BUDGET_MS:.0f} ms)")
    for name, ms in results.items():
        print(f"  {name:<26} {ms:8.1f} ms   {ms / BUDGET_MS:5.2f}x budget")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

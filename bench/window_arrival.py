"""Benchmark: from a round recorded on one laptop to its arrival on the other, through a plain shared folder.

Not a test. Two laptops in one process, each an archive with its keeper and its sync keeper
(:class:`tarbish_score.qt.sync_keeper.SyncKeeper`, as the window builds them), share one folder:
the folder stands for a sync tool that copies at once, so the figure is the window's own part of
the delay (publishing, the watcher, the quiet spell of ``QUIET_MS``, taking in, loading the match
again). A real tool adds its own (Syncthing: its scan and transfer). Median and worst of ``--rounds``.

    python bench/window_arrival.py [--rounds 10]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.qt.sync_keeper import QUIET_MS, SyncKeeper
from tarbish_score.storage import MatchStore


def _wait(signal: object, timeout_ms: int = 10_000) -> None:
    loop = QEventLoop()
    signal.connect(loop.quit)  # type: ignore[attr-defined]
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()


def _same(kitchen: MatchKeeper, there: MatchStore) -> int:
    """The cottage's id of the match the kitchen has in force, once it has arrived there."""
    from tarbish_score.storage.versions import match_id_of, uuid_of

    uuid = uuid_of(kitchen.store, kitchen.match_id or 0)
    deadline = time.monotonic() + 10
    while (match_id := match_id_of(there, uuid)) is None and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    assert match_id is not None, "the match never arrived"
    return match_id


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    times: list[float] = []
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-arrival-") as scratch:
        root = Path(scratch)
        folder = root / "Sync"
        folder.mkdir()
        with MatchStore.open(root / "kitchen") as here, MatchStore.open(root / "cottage") as there:
            kitchen = MatchKeeper(MatchController(), here)
            cottage = MatchKeeper(MatchController(), there)
            syncs = [SyncKeeper(kitchen, folder), SyncKeeper(cottage, folder)]
            for syncer in syncs:
                syncer.start()
                _wait(syncer.caught_up)
            kitchen.controller.start_match(Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0))
            kitchen.controller.record_round(RoundInput(0, Suit.CLUBS, (81, 81)))  # a match goes with its first change
            cottage.open_match(_same(kitchen, there))
            for n in range(args.rounds):
                if n and n % 3 == 0:  # a new match before this one ends
                    kitchen.controller.start_match(kitchen.controller.match.rematch())  # type: ignore[union-attr]
                    kitchen.controller.record_round(RoundInput(1, Suit.CLUBS, (81, 81)))
                    cottage.open_match(_same(kitchen, there))
                started = time.perf_counter()
                kitchen.controller.record_round(RoundInput(n % 4, Suit.HEARTS, (90, 72)))
                _wait(syncs[1].rounds_arrived)
                times.append((time.perf_counter() - started) * 1000)
            for syncer in syncs:
                syncer.stop()
    del app
    print(f"round recorded -> shown on the other laptop, plain folder, {len(times)} rounds (quiet spell {QUIET_MS} ms)")
    print(f"  median {statistics.median(times):.0f} ms, worst {max(times):.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

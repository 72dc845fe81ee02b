"""Benchmark: archive statistics over 10,000 finished matches (goal: 1 s or less).

Not a test. Builds an archive of ``--matches`` finished matches (``bench/archive.py``'s
generator: random valid rounds, players dealt out into many pairs) in a temporary folder,
then times, median of ``--repeat`` interleaved runs, each opening the store:

* ``list archive`` (the baseline): every archive line, as ``tarbish-score list`` reads them;
* ``first page``: count and the first 100 lines (what the archive window shows first);
* ``stats``: ``MatchStore.statistics()``, every player, pair and head to head;
* ``stats --player``, ``stats --team``, ``stats --since``: the same with a filter.

Each is printed in milliseconds and as a ratio to ``list archive`` measured in the same run.

    python bench/stats.py [--matches 10000] [--repeat 11] [--keep DIR]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from archive import generate

from tarbish_score.storage import MatchStore, StatisticsFilter


def list_archive(store: MatchStore) -> None:
    store.list_matches()


def first_page(store: MatchStore) -> None:
    store.count_matches()
    store.list_matches(limit=100)


def all_stats(store: MatchStore) -> None:
    store.statistics()


def player_stats(store: MatchStore) -> None:
    store.statistics(StatisticsFilter(player="Mary"))


def team_stats(store: MatchStore) -> None:
    store.statistics(StatisticsFilter(team=("Mary", "Angus")))


def since_stats(store: MatchStore) -> None:
    store.statistics(StatisticsFilter(since=datetime(2000, 1, 1, tzinfo=UTC)))


MEASUREMENTS: dict[str, Callable[[MatchStore], None]] = {
    "list archive": list_archive,
    "first page": first_page,
    "stats": all_stats,
    "stats --player": player_stats,
    "stats --team": team_stats,
    "stats --since": since_stats,
}
BASELINE = "list archive"


def median_times(folder: Path, repeat: int) -> dict[str, float]:
    """Median seconds of each measurement (store opened each time), runs interleaved."""
    samples: dict[str, list[float]] = {name: [] for name in MEASUREMENTS}
    for step in MEASUREMENTS.values():  # warm the file cache
        with MatchStore.open(folder) as store:
            step(store)
    for _ in range(repeat):
        for name, step in MEASUREMENTS.items():
            started = time.perf_counter()
            with MatchStore.open(folder) as store:
                step(store)
            samples[name].append(time.perf_counter() - started)
    return {name: statistics.median(values) for name, values in samples.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=11)
    parser.add_argument("--keep", metavar="DIR", help="build the archive here and keep it")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(args.keep or temporary) / "full"
        folder.mkdir(parents=True, exist_ok=True)
        built = generate(folder, args.matches)
        with MatchStore.open(folder) as store:
            stats = store.statistics()
        print(
            f"{args.matches} finished matches built in {built:.1f} s: {stats.matches} counted, "
            f"{len(stats.players)} players, {len(stats.pairs)} pairs, {len(stats.head_to_head)} head-to-head lines"
        )
        times = median_times(folder, args.repeat)
    base = times[BASELINE]
    print(f"{'measurement':<16} {'median ms':>10} {'x ' + BASELINE:>16}")
    for name, seconds in times.items():
        print(f"{name:<16} {seconds * 1000:>10.1f} {seconds / base:>16.2f}")
    verdict = "met" if times["stats"] <= 1.0 else "MISSED"
    print(f"goal: stats over {args.matches} matches in 1 s or less: {verdict} ({times['stats'] * 1000:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

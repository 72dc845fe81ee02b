"""Benchmark: archive statistics over 10,000 finished matches (goal: 1 s or less).

Not a test. Builds an archive of ``--matches`` finished matches (``bench/archive.py``'s
generator: random valid rounds, players dealt out into many pairs) in a temporary folder,
then times, median of ``--repeat`` interleaved runs, each opening the store:

* ``list archive`` (the baseline): every archive line, as ``tarbish-score list`` reads them;
* ``first page``: count and the first 100 lines (what the archive window shows first);
* ``stats``: ``MatchStore.statistics()``, every player, pair and head to head;
* ``stats --player``, ``stats --team``, ``stats --since``: the same with a filter;
* ``stats --source matches``, ``stats --tournament``: the kitchen matches only, one night only.

``--tournaments N`` (default 10) adds N tournament nights of 16 teams (a round robin: 120 typed results
each), whose records are read and replayed by every ``stats``.

Each is printed in milliseconds and as a ratio to ``list archive`` measured in the same run.

    python bench/stats.py [--matches 10000] [--tournaments 10] [--repeat 11] [--keep DIR]
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

from tarbish_score.model.tournament import Format, Tournament, TournamentSettings
from tarbish_score.storage import MatchStore, Source, StatisticsFilter
from tarbish_score.storage.tournaments import create_tournament


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


def matches_only(store: MatchStore) -> None:
    store.statistics(StatisticsFilter(source=Source.MATCHES))


def one_tournament(store: MatchStore) -> None:
    store.statistics(StatisticsFilter(tournament=1))


def night(seed: int, teams: int = 16) -> Tournament:
    """A round robin of ``teams`` teams played out, every result typed (the first team of a table wins)."""
    t = Tournament(TournamentSettings(format=Format.ROUND_ROBIN, seed=seed))
    for i in range(teams):
        t = t.with_team(f"Night {seed} team {i}", (f"Player {2 * i}", f"Player {2 * i + 1}"))
    while not t.finished:
        t = t.drawn()
        assert t.current is not None
        for table in t.current.draw.tables:
            t = t.with_result(table.number, (510, 300))
    return t


MEASUREMENTS: dict[str, Callable[[MatchStore], None]] = {
    "list archive": list_archive,
    "first page": first_page,
    "stats": all_stats,
    "stats --player": player_stats,
    "stats --team": team_stats,
    "stats --since": since_stats,
    "stats --source matches": matches_only,
    "stats --tournament": one_tournament,
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
    parser.add_argument("--tournaments", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=11)
    parser.add_argument("--keep", metavar="DIR", help="build the archive here and keep it")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(args.keep or temporary) / "full"
        folder.mkdir(parents=True, exist_ok=True)
        built = generate(folder, args.matches)
        with MatchStore.open(folder) as store:
            for seed in range(args.tournaments):
                create_tournament(store, night(seed), f"Night {seed}")
            stats = store.statistics()
        print(
            f"{args.matches} finished matches built in {built:.1f} s, {args.tournaments} tournaments: "
            f"{stats.matches} counted ({stats.tournament_games} tournament games), "
            f"{len(stats.players)} players, {len(stats.pairs)} pairs, {len(stats.head_to_head)} head-to-head lines"
        )
        times = median_times(folder, args.repeat)
    base = times[BASELINE]
    print(f"{'measurement':<24} {'median ms':>10} {'x ' + BASELINE:>16}")
    for name, seconds in times.items():
        print(f"{name:<24} {seconds * 1000:>10.1f} {seconds / base:>16.2f}")
    verdict = "met" if times["stats"] <= 1.0 else "MISSED"
    print(f"goal: stats over {args.matches} matches in 1 s or less: {verdict} ({times['stats'] * 1000:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: the sync folder's costs on one machine, with plain folders (no sync tool).

Not a test. Two archives (laptop A and B) in a temporary folder; A holds ``--matches`` matches of
``--rounds`` rounds each, all published into its sync folder, which is then copied whole to B's.
Reported, median of ``--repeat`` runs where it is repeated:

* ``publish one change``: record a round on A and publish that match (what the window does after
  each change), in milliseconds;
* ``round to arrival``: from recording a round on A to B having it in its archive, the file carried
  by a copy (what a sync tool adds on top is the tool's own delay: Syncthing's is measured by the
  Syncthing suite), in milliseconds;
* ``first take-in``: B taking in the whole folder the first time (every file read, every match
  added), in seconds, and per file;
* ``quiet take-in``: B reading the folder again with nothing new (the watcher or the slow timer
  firing), in milliseconds: the files seen before are not read again;
* ``restart take-in``: the same in a fresh process's state (nothing remembered: every file read,
  every version found known), in seconds.

    python bench/sync_folder.py [--matches 500] [--rounds 4] [--repeat 21]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.storage import LogEntry, MatchStore


def record(store: MatchStore, match_id: int, caller: int = 0) -> None:
    match = store.load_match(match_id).match
    played = RoundInput(caller, Suit.HEARTS, (90, 72) if caller % 2 == 0 else (72, 90))  # made, never bait
    changed = match.add_round(played)
    store.save_match(match_id, changed, log_entry=LogEntry.now("record", len(changed.rounds), None, played))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=21)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        folder_a, folder_b = root / "a-sync", root / "b-sync"
        folder_a.mkdir()
        with MatchStore.open(root / "a") as a:
            for number in range(args.matches):
                match_id = a.create_match(
                    Match((Team(f"Team {number}", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 3)
                )
                for step in range(args.rounds):
                    record(a, match_id, step % 2)
            sync.publish_all(a, folder_a)
        shutil.copytree(folder_a, folder_b)
        with MatchStore.open(root / "b") as b:
            start = time.perf_counter()
            first = sync.take_in(b, folder_b)
            first_seconds = time.perf_counter() - start
            quiet = []
            for _ in range(args.repeat):
                start = time.perf_counter()
                sync.take_in(b, folder_b)
                quiet.append(time.perf_counter() - start)
            sync._SEEN.clear()
            start = time.perf_counter()
            sync.take_in(b, folder_b)
            restart_seconds = time.perf_counter() - start
        publish, arrival = [], []
        with MatchStore.open(root / "a") as a, MatchStore.open(root / "b") as b:
            ids = [s.id for s in a.list_matches()][: args.repeat]
            for match_id in ids:
                name = sync.record_name(a.export_record(match_id)["uuid"])
                start = time.perf_counter()
                record(a, match_id)
                sync.publish(a, match_id, folder_a)
                published = time.perf_counter()
                shutil.copy2(folder_a / name, folder_b / name)
                report = sync.take_in(b, folder_b, names=(name,))
                arrived = time.perf_counter()
                assert len(report.updated) == 1, report
                publish.append(published - start)
                arrival.append(arrived - start)
    print(f"{args.matches} matches of {args.rounds} rounds; median of {args.repeat}")
    print(f"publish one change   {statistics.median(publish) * 1000:8.1f} ms")
    print(f"round to arrival     {statistics.median(arrival) * 1000:8.1f} ms  (file carried by a copy)")
    each = first_seconds / args.matches * 1000
    print(f"first take-in        {first_seconds:8.2f} s   ({each:.1f} ms a file; {len(first.added)} added)")
    print(f"quiet take-in        {statistics.median(quiet) * 1000:8.1f} ms")
    print(f"restart take-in      {restart_seconds:8.2f} s   (every file read again, nothing new)")


if __name__ == "__main__":
    main()

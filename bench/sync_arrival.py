"""Benchmark: how long a recorded round takes to reach the other laptop's archive through Syncthing.

Not a test. Starts two Syncthing instances on loopback (the harness of the sync suite,
``tests/syncthing/harness.py``: nothing leaves the machine), each the sync folder of its own
archive, and starts one match on laptop a, carried to b. Then, ``--rounds`` times, alternately on
a and on b: records a round, publishes it (``exchange.sync.publish``, as the window does after each
saved change), and times until the other laptop's archive holds it: Syncthing notices the file
(its watcher, ``--watch-delay`` seconds; or at once with ``--scan``, a REST scan after publishing),
carries it, and the other laptop takes it in (``exchange.sync.take_in``) as soon as the file is whole
in its folder (the window's folder watcher does the same). Prints the median, the fastest and the
slowest, in seconds.

    python bench/sync_arrival.py [--rounds 20] [--watch-delay 1] [--rescan-interval 3600] [--scan] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarbish_score import paths
from tarbish_score.exchange import sync
from tarbish_score.storage import versions
from tests.syncthing.harness import WATCH_DELAY_S, Instance, syncthing_pair, syncthing_version
from tests.syncthing.laptops import Laptop

#: The longest one round may take to arrive before the run gives up (seconds).
LIMIT = 60.0


def arrival(
    sender: Laptop, receiver: Laptop, uuid: str, rng: random.Random, scan: Instance | None
) -> tuple[float, float]:
    """Record a round on ``sender``, publish it, and time (seconds) until ``receiver``'s archive has it;
    that time and the take-in's own."""
    sender_id = versions.match_id_of(sender.store, uuid)
    receiver_id = versions.match_id_of(receiver.store, uuid)
    assert sender_id is not None and receiver_id is not None
    name = sync.record_name(uuid)
    started = time.monotonic()
    sender.record_round(sender_id, rng)
    sender.publish(sender_id)
    if scan is not None:
        scan.scan()
    wanted = (sender.folder / name).read_bytes()
    rounds = len(sender.store.load_match(sender_id).match.rounds)
    path = receiver.folder / name
    while time.monotonic() - started < LIMIT:
        if path.is_file() and path.read_bytes() == wanted:
            taking = time.monotonic()
            receiver.take_in()
            taken = time.monotonic()
            if len(receiver.store.load_match(receiver_id).match.rounds) == rounds:
                return taken - started, taken - taking
        time.sleep(0.01)
    raise SystemExit(f"a round took more than {LIMIT:.0f} s to arrive")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--watch-delay", type=int, default=WATCH_DELAY_S, help="Syncthing's fsWatcherDelayS")
    parser.add_argument(
        "--rescan-interval", type=int, default=3600, help="Syncthing's rescanIntervalS (its default: 3600)"
    )
    parser.add_argument("--scan", action="store_true", help="ask Syncthing to scan right after publishing")
    parser.add_argument("--keep", type=Path, help="work in this folder and keep it")
    args = parser.parse_args()

    if args.keep is None:
        with tempfile.TemporaryDirectory(prefix="tarbish-sync-arrival-") as folder:
            run(Path(folder), args)
    else:
        run(args.keep, args)


def run(root: Path, args: argparse.Namespace) -> None:
    """The measurement, every folder under ``root``."""
    for variable, name in ((paths.CONFIG_ENV, "config"), (paths.LOG_ENV, "log"), (paths.RECOVERY_ENV, "recovery")):
        os.environ[variable] = str(root / name)
    rng = random.Random(1)
    with syncthing_pair(root / "syncthing", watch_delay=args.watch_delay, rescan_interval=args.rescan_interval) as pair:
        a = Laptop("a", root / "a" / "data", pair.a.folder)
        b = Laptop("b", root / "b" / "data", pair.b.folder)
        try:
            match_id = a.new_match(rng)
            a.publish(match_id)
            uuid = versions.uuid_of(a.store, match_id)
            deadline = time.monotonic() + LIMIT
            while versions.match_id_of(b.store, uuid) is None:
                if time.monotonic() > deadline:
                    raise SystemExit("the first match never reached laptop b")
                b.take_in()
                time.sleep(0.05)
            times, taking = [], []
            for number in range(args.rounds):
                sender, receiver = (a, b) if number % 2 == 0 else (b, a)
                poke = (pair.a if sender is a else pair.b) if args.scan else None
                total, take_in = arrival(sender, receiver, uuid, rng, poke)
                times.append(total)
                taking.append(take_in)
                pair.settle()
        finally:
            a.close()
            b.close()
    print(syncthing_version())
    how = "a REST scan after publishing" if args.scan else f"its file watcher ({args.watch_delay} s delay)"
    how += f", full rescans every {args.rescan_interval} s"
    print(f"Syncthing noticing each change by {how}; {args.rounds} rounds, alternately a->b and b->a")
    print(f"round recorded -> in the other archive: median {statistics.median(times):.2f} s, ", end="")
    print(f"fastest {min(times):.2f} s, slowest {max(times):.2f} s")
    print(f"of which the take-in itself: median {statistics.median(taking) * 1000:.1f} ms")


if __name__ == "__main__":
    main()

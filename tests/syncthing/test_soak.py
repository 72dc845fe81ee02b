"""A hundred random changes on two laptops kept in one archive through a real Syncthing, with
disconnections: in the end the same matches on both, none twice, every version made on either kept
somewhere, and a conflict offered on both laptops for each match whose logs diverged.

The changes come from a seeded random (``TARBISH_SYNC_SOAK_SEED`` picks another seed; the seed is in
the failure message): a new match, a round recorded, a round corrected or deleted, a conflict settled
(keep ours, take theirs, keep both), each published at once as the window does; now and then a laptop
takes in its folder (the window's watcher), and the laptops part and meet again. Syncthing's timing is
not seeded: two runs of one seed make the same changes, not always the same conflicts.
"""

from __future__ import annotations

import os
import random
import time
from collections import Counter
from pathlib import Path

from tarbish_score.storage import versions
from tests.syncthing.harness import SyncthingPair
from tests.syncthing.laptops import Laptop, is_prefix, log_of, lost_versions

#: How many changes both laptops make together.
CHANGES = 100
#: The chance, after a change, that connected laptops part, and that parted ones meet again.
PART, MEET = 0.06, 0.2
#: The most final rounds of settle-and-sync before the two archives must agree.
FINAL_ROUNDS = 8


def change(laptop: Laptop, rng: random.Random) -> str:
    """Make one random change on ``laptop`` and publish it; what it was."""
    ids = laptop.ids()
    conflicts = laptop.conflicts()
    kind = rng.choices(("new", "record", "correct", "resolve"), weights=(12, 60, 18, 10))[0]
    if not ids:
        kind = "new"
    if kind == "resolve" and conflicts:
        choice = rng.choice(versions.CHOICES)
        laptop.resolve(rng.choice(conflicts), choice)
        return f"resolve {choice}"
    if kind == "new":
        match_id = laptop.new_match(rng)
    else:
        match_id = rng.choice(ids)
        if kind == "resolve" or kind == "record" or not laptop.correct_round(match_id, rng):
            laptop.record_round(match_id, rng)
            kind = "record"
    laptop.publish(match_id)
    return kind


def final_sync(pair: SyncthingPair, laptops: tuple[Laptop, Laptop]) -> tuple[int, int]:
    """Let Syncthing settle, then sync both laptops (``tarbish-score sync``), until two rounds running
    change neither archive (then what the first of them published was no news to the other laptop).

    Returns:
        How many rounds it took, and how many files the last round wrote all the same.
    """
    seen = []
    quiet_rounds = 0
    for rounds in range(1, FINAL_ROUNDS + 1):
        pair.settle()  # what either published is in both folders
        changed, written = False, 0
        for laptop in laptops:
            report = laptop.sync()
            changed = changed or bool(report.changed)
            written += len(report.published)
            seen.append(
                f"{laptop.name}: added {report.added}, updated {report.updated}, conflicts {report.conflicts}, "
                f"published {[path.name[:8] for path in report.published]}, skipped {report.skipped}"
            )
        quiet_rounds = 0 if changed else quiet_rounds + 1
        if quiet_rounds == 2:
            return rounds, written
    raise AssertionError(
        f"the laptops still changed each other's archive after {FINAL_ROUNDS} rounds:\n" + "\n".join(seen)
    )


def test_a_hundred_random_changes_on_two_laptops_lose_and_duplicate_nothing(
    pair: SyncthingPair, tmp_path: Path
) -> None:
    seed = int(os.environ.get("TARBISH_SYNC_SOAK_SEED", "20261202"))
    rng = random.Random(seed)
    laptops = (Laptop("a", tmp_path / "a" / "data", pair.a.folder), Laptop("b", tmp_path / "b" / "data", pair.b.folder))
    a, b = laptops
    done: Counter[str] = Counter()
    partings = 0
    connected = True
    started = time.monotonic()
    try:
        for _ in range(CHANGES):
            done[change(rng.choice(laptops), rng)] += 1
            if rng.random() < 0.3:
                rng.choice(laptops).take_in()
            if connected and rng.random() < PART:
                pair.disconnect()
                connected, partings = False, partings + 1
            elif not connected and rng.random() < MEET:
                pair.reconnect()
                connected = True
        if not connected:
            pair.reconnect()
        final_rounds, rewritten = final_sync(pair, laptops)

        context = (
            f"seed {seed}: {dict(done)}, {partings} partings, {final_rounds} final rounds "
            f"(the last rewrote {rewritten} files)"
        )
        uuids_a, uuids_b = a.uuids(), b.uuids()
        assert len(uuids_a) == len(set(uuids_a)), f"a holds a match twice ({context})"
        assert len(uuids_b) == len(set(uuids_b)), f"b holds a match twice ({context})"
        assert set(uuids_a) == set(uuids_b), context
        made = {uuid for laptop in laptops for uuid, _ in laptop.made}
        assert set(uuids_a) == made, f"matches made on either laptop and matches kept differ ({context})"
        assert lost_versions(laptops) == [], context

        current_a, current_b = a.current(), b.current()
        pending: dict[str, dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]]] = {"a": {}, "b": {}}
        for laptop in laptops:
            for conflict in laptop.conflicts():
                offered = (log_of(conflict.ours), log_of(conflict.theirs))
                pending[laptop.name].setdefault(conflict.uuid, []).append(offered)
        diverged = 0
        stale: list[str] = []
        for uuid in made:
            ours, theirs = current_a[uuid], current_b[uuid]
            diverged += ours != theirs
            if ours == theirs:
                # Known fault, not yet mended: a laptop may still offer a choice against an earlier version of
                # the other's after both came to hold the same one. Nothing is lost (checked above); it is
                # counted and printed, not asserted, until the merge settles such a conflict by itself.
                if uuid in pending["a"] or uuid in pending["b"]:
                    stale.append(uuid)
                continue
            # Neither extends the other (a newer version would have replaced the older one).
            assert not is_prefix(ours, theirs) and not is_prefix(theirs, ours), f"{uuid} ({context})"
            for name, mine, other in (("a", ours, theirs), ("b", theirs, ours)):
                offered = pending[name].get(uuid, [])
                assert (mine, other) in offered, f"{uuid} diverged but {name} offers no such conflict ({context})"
        # The seed's run makes laptops part and conflicts arise: the checks above were not idle.
        assert partings > 0 and diverged + sum(v for k, v in done.items() if k.startswith("resolve")) > 0, context
        took = time.monotonic() - started
        print(
            f"\nsoak: {context}, {len(made)} matches, {diverged} changed on two laptops, "
            f"{len(stale)} offered a choice already settled, {took:.1f} s"
        )
    finally:
        for laptop in laptops:
            laptop.close()

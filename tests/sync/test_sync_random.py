"""Random changes on two laptops carried by hand at random: no match lost, none duplicated, one archive in the end.

Each step changes one laptop (a new match, a round, a choice in a conflict) and publishes as the
window does, or carries one folder's files to the other (a sync tool's conflict copy when both
changed a file), or takes a folder in. At the end the folders are carried both ways, every
remaining conflict settled, until nothing moves. Then:

- every version a laptop ever held is still there: the current one of a match, the start of one
  (its log extended), a pending or kept version (the versions log): nothing lost (a version one
  laptop set aside before it was ever carried stays in that laptop's versions log only);
- both archives hold the same matches, by identity, each the same version: one archive;
- the matches are exactly those started plus one per "keep both" choice: nothing duplicated.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarbish_score.exchange import sync
from tarbish_score.storage.match_rows import fingerprint_of
from tarbish_score.storage.versions import (
    CHOICES,
    current_version,
    kept_versions,
    list_conflicts,
    resolve_conflict,
)

from .laptops import Laptop, carry

Version = tuple[str, str]  # (fingerprint of the record alone, the log as JSON)


def versions_held(laptop: Laptop) -> set[Version]:
    """Every version the laptop holds: current ones, pending conflicts, the versions log."""
    held = set()
    records: list[dict[str, Any]] = [current_version(laptop.store, s.id) for s in laptop.store.list_matches()]
    records += [dict(conflict.theirs) for conflict in list_conflicts(laptop.store)]
    records += [dict(version.record) for version in kept_versions(laptop.store)]
    for record in records:
        held.add((fingerprint_of(record, []), json.dumps(record.get("log", []), sort_keys=True)))
    return held


def kept_on(laptop: Laptop, version: Version) -> bool:
    """True when ``version`` is held by ``laptop`` as it is, or as the start of a longer log of the same match."""
    content, log_text = version
    log = json.loads(log_text)
    for other_content, other_text in versions_held(laptop):
        other = json.loads(other_text)
        if other_text == log_text and other_content == content:
            return True
        if len(other) > len(log) and other[: len(log)] == log:
            return True
    return False


def settle(laptop: Laptop, choice: str) -> int:
    """Settle every pending conflict of ``laptop`` by ``choice`` and publish what changed; the keep-boths made."""
    made = 0
    for conflict in list_conflicts(laptop.store):
        new_id = resolve_conflict(laptop.store, conflict.id, choice)  # type: ignore[arg-type]
        sync.publish(laptop.store, conflict.match_id, laptop.folder)
        if new_id is not None:
            sync.publish(laptop.store, new_id, laptop.folder)
            made += 1
    return made


STEP = st.one_of(
    st.tuples(st.just("start"), st.integers(0, 1)),
    st.tuples(st.just("record"), st.integers(0, 1), st.integers(0, 20), st.integers(0, 3)),
    st.tuples(st.just("record"), st.integers(0, 1), st.integers(0, 20), st.integers(0, 3)),
    st.tuples(st.just("carry"), st.integers(0, 1), st.booleans()),
    st.tuples(st.just("take"), st.integers(0, 1)),
    st.tuples(st.just("settle"), st.integers(0, 1), st.sampled_from(CHOICES)),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(STEP, min_size=5, max_size=40))
def test_random_changes_on_two_laptops_keep_one_archive(steps: list[tuple[Any, ...]]) -> None:
    with tempfile.TemporaryDirectory() as root:
        laptops = (Laptop(Path(root), "a"), Laptop(Path(root), "b"))
        try:
            run(laptops, steps)
        finally:
            for laptop in laptops:
                laptop.close()


def run(laptops: tuple[Laptop, Laptop], steps: list[tuple[Any, ...]]) -> None:
    started = 0
    both = 0
    ever: tuple[set[Version], set[Version]] = (set(), set())
    for step in steps:
        laptop, other = laptops[step[1]], laptops[1 - step[1]]
        if step[0] == "start":
            laptop.start(f"Team {started}")
            started += 1
        elif step[0] == "record":
            ids = sorted(s.id for s in laptop.store.list_matches() if s.status == "in-progress")
            if ids:
                match_id = ids[step[2] % len(ids)]
                points = ((90, 72), (72, 90), (100, 62), (62, 100))[step[3]]
                laptop.record(match_id, caller=step[3] % 2, points=points)
        elif step[0] == "carry":
            carry(laptop, other, conflict_copies=step[2])
        elif step[0] == "take":
            laptop.take_in()
        else:
            both += settle(laptop, step[2])
        for held, each in zip(ever, laptops, strict=True):
            held |= versions_held(each)
    # Carry both ways and settle what is left until nothing moves.
    for _round in range(12):
        moved = 0
        for laptop, other in (laptops, laptops[::-1]):
            sync.publish_all(laptop.store, laptop.folder)
            moved += len(carry(laptop, other))
            moved += len(other.take_in().changed)
            both += settle(other, "keep-ours")
            for held, each in zip(ever, laptops, strict=True):
                held |= versions_held(each)
        if not moved and not any(list_conflicts(each.store) for each in laptops):
            break
    else:
        raise AssertionError("the two laptops never settled")
    for held, laptop in zip(ever, laptops, strict=True):
        for version in held:
            assert kept_on(laptop, version), (laptop.name, version)
    current = [
        {s.uuid: fingerprint_of(current_version(x.store, s.id)) for s in x.store.list_matches()} for x in laptops
    ]
    assert current[0] == current[1]
    assert len(current[0]) == started + both

"""``tarbish-score sync`` killed at any write, rename, unlink or sync: each match as before or after, never between.

The archive (laptop B) holds three matches that laptop A's sync folder also holds: one A made newer,
one A and B changed apart, one the same; A's folder holds two matches B has not seen. The command is
run under ``strace``, killed (SIGKILL) at the first, middle and last call of each kind (as
tests/storage/kill_sweep.py does for the archive's own replacements). After each kill the archive
opens, each match is its old version or its new one (a replaced one kept in the versions log, a
conflict whole or absent), each file of the folder is whole, and running the command again ends
exactly where an unkilled run ends.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tarbish_score.exchange import sync
from tarbish_score.storage import MatchStore
from tarbish_score.storage.match_rows import fingerprint_of
from tarbish_score.storage.versions import current_version, kept_versions, list_conflicts

from ..storage import kill_sweep
from .laptops import Laptop, carry


def build(root: Path) -> None:
    """``root/data`` (laptop B's archive) and ``root/sync`` (A's folder, carried to B), before the sync."""
    a, b = Laptop(root / "a", "a"), Laptop(root / "b", "b")
    try:
        newer, apart, same = (a.start(f"Team {n}") for n in range(3))
        for match_id in (newer, apart, same):
            a.record(match_id)
        carry(a, b)
        b_ids = {sync.record_name(b.version(i)["uuid"]): i for i in b.take_in().added}
        a.record(newer, points=(100, 62))
        a.record(apart, points=(62, 100))
        apart_b = b_ids[sync.record_name(a.version(apart)["uuid"])]
        b.record(apart_b, caller=1, points=(81, 81))
        for n in range(2):
            a.record(a.start(f"New {n}"))
        shutil.copytree(a.folder, root / "sync")
        # B's own file of the match changed apart waits in the folder too, as B's window left it.
        shutil.copy2(b.folder / sync.record_name(b.version(apart_b)["uuid"]), root / "sync" / "b-apart.tarbish.json")
    finally:
        a.close()
        b.close()
    shutil.copytree(root / "b" / "b-data", root / "data")
    shutil.rmtree(root / "a")
    shutil.rmtree(root / "b")


def state(root: Path) -> tuple[dict[str, str], set[str], set[str], dict[str, bytes]]:
    """(uuid -> current fingerprint, pending conflict fingerprints, kept fingerprints, folder files)."""
    with MatchStore.open(root / "data") as store:
        current = {s.uuid: fingerprint_of(current_version(store, s.id)) for s in store.list_matches()}
        pending = {fingerprint_of(c.theirs) for c in list_conflicts(store)}
        kept = {v.fingerprint for v in kept_versions(store)}
    files = {p.name: p.read_bytes() for p in sorted((root / "sync").iterdir())}
    return current, pending, kept, files


def run_sync(root: Path, *prefix: str) -> subprocess.CompletedProcess[bytes]:
    command = [*prefix, sys.executable, "-m", "tarbish_score", "sync", "--dir", str(root / "sync")]
    return subprocess.run(
        command, env=kill_sweep.environment(root), cwd=kill_sweep.SOURCE, capture_output=True, timeout=120
    )


def count_calls(root: Path) -> dict[str, int]:
    assert kill_sweep.STRACE is not None
    summary = root.parent / "calls.txt"
    trace = ",".join(kill_sweep.SYSCALLS)
    run = run_sync(root, kill_sweep.STRACE, "-f", "-c", "-o", str(summary), "-e", f"trace={trace}")
    assert run.returncode == 0, run.stderr
    counts = {}
    for line in summary.read_text().splitlines():
        parts = line.split()
        if len(parts) >= 5 and parts[-1] in kill_sweep.SYSCALLS and parts[3].isdigit():
            counts[parts[-1]] = int(parts[3])
    return counts


@pytest.mark.skipif(kill_sweep.STRACE is None, reason=f"needs strace: {kill_sweep.INSTALL}")
def test_a_sync_killed_at_any_write_leaves_each_match_before_or_after(tmp_path: Path) -> None:
    template = tmp_path / "template"
    build(template)
    before = state(template)
    done = tmp_path / "done"
    shutil.copytree(template, done)
    counts = count_calls(done)
    after = state(done)
    assert len(after[0]) == len(before[0]) + 2 and len(after[1]) == 1  # two added, one conflict
    assert counts.get("pwrite64", 0) > 0 and counts.get("rename", 0) + counts.get("renameat", 0) > 0
    problems = []
    runs = killed = 0
    for syscall, count in sorted(counts.items()):
        for number in sorted({1, (count + 1) // 2, count}):
            root = tmp_path / "run"
            shutil.rmtree(root, ignore_errors=True)
            shutil.copytree(template, root)
            inject = f"inject={syscall}:signal=KILL:when={number}"
            run = run_sync(
                root, kill_sweep.STRACE or "", "-f", "-o", "/dev/null", "-e", f"trace={syscall}", "-e", inject
            )
            runs += 1
            killed += run.returncode != 0 and b"Traceback" not in run.stderr
            problem = judge(root, before, after)
            if problem is None:
                again = run_sync(root)
                if again.returncode != 0 or state(root)[:3] != after[:3]:
                    problem = f"syncing again did not end as an unkilled sync: {again.stderr[-300:]!r}"
            if problem is not None:
                problems.append((syscall, number, problem))
    assert problems == []
    assert runs > 15 and killed >= runs - 2  # the kills landed (not after the end)


def judge(root: Path, before: tuple, after: tuple) -> str | None:  # type: ignore[type-arg]
    try:
        current, pending, kept, files = state(root)
    except Exception as error:  # the judge reports every failure as a finding
        return f"the archive did not open: {type(error).__name__}: {error}"
    for identity, fingerprint in current.items():
        allowed = {before[0].get(identity), after[0].get(identity)}
        if fingerprint not in allowed:
            return f"match {identity} holds a version that is neither before nor after"
        if fingerprint != before[0].get(identity) and identity in before[0] and before[0][identity] not in kept:
            return f"match {identity} was replaced but its old version is not kept"
    if not set(before[0]) <= set(current):
        return "a match is gone"
    if not pending <= after[1]:
        return "a conflict that an unkilled sync does not make"
    for name, data in files.items():
        if name.startswith(sync.TEMPORARY_PREFIX):
            continue  # a temporary file a kill left: never read, swept later
        if data not in (before[3].get(name), after[3].get(name)):
            return f"the file {name} is neither the old one nor the new one"
        json.loads(data)
    return None

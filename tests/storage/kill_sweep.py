"""The kill sweep: each command that replaces or upgrades the archive, killed at one of its writes, renames…

Not a test module (``test_resumable.py`` runs a bounded sample, ``bench/kill_sweep.py`` every point).
Each scenario is a data folder made once and copied for each run, and a headless command run on it
under ``strace``, which sends SIGKILL at the ``n``-th call of one system call (``-e inject``). After
the kill the archive's place must hold a file, the next open must find the old matches or the new
ones (never none, never some), and say what it finished or rolled back whenever a step was left.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import tarbish_score
from tarbish_score.model import dump_record
from tarbish_score.storage import LogEntry, MatchStore, database_path
from tarbish_score.storage.snapshots import list_snapshots, snapshots_dir

from .conftest import FakeClock, made, new_match

STRACE = shutil.which("strace")
#: The apt line that installs what the sweep needs (the test's skip reason names it).
INSTALL = "apt-get install -y strace"
#: Every call that writes, renames, deletes or syncs a file (SQLite writes with pwrite64).
SYSCALLS = ("rename", "renameat", "renameat2", "unlink", "unlinkat", "fsync", "fdatasync", "write", "pwrite64")
MATCHES = 12
SNAPSHOT_MATCHES = 5
SNAPSHOT_DAY = "2024-04-30"


@dataclass(frozen=True)
class Scenario:
    """A folder to make, the command that changes it, and the match ids it may hold after a kill."""

    name: str
    make: Callable[[Path], None]
    command: tuple[str, ...]
    allowed: tuple[frozenset[int], ...]


def _build(folder: Path, count: int = MATCHES) -> None:
    with MatchStore.open(folder, clock=FakeClock()) as store:
        for number in range(count):
            match = new_match(f"Team {number:02d}", players=("Ann " * 30, "Bea", "Cal", "Dan"))
            match_id = store.create_match(match)
            for step in range(3):
                match = match.add_round(made(step % 4, (90, 72)))
                store.save_match(match_id, match, log_entry=LogEntry.now("record", step + 1))


def _leaf(path: Path, name: str) -> int:
    with sqlite3.connect(path) as conn:
        pages = [
            int(row[0])
            for row in conn.execute(
                "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno", (name,)
            )
        ]
    conn.close()
    return pages[len(pages) // 2]


def _garble(path: Path, page: int) -> None:
    raw = bytearray(path.read_bytes())
    size = int.from_bytes(raw[16:18], "big")
    raw[(page - 1) * size : page * size] = b"\xab" * size
    path.write_bytes(bytes(raw))


def make_repair(folder: Path) -> None:
    """Deep damage (a page of the log) that only ``repair``'s full check finds; every record reads."""
    _build(folder)
    _garble(database_path(folder), _leaf(database_path(folder), "log"))


def make_salvage(folder: Path) -> None:
    """Damage in the list's index: ``list`` meets it, and the archive is set aside and salvaged."""
    _build(folder)
    _garble(database_path(folder), _leaf(database_path(folder), "matches_newest"))


def make_restore(folder: Path) -> None:
    """An archive of :data:`MATCHES` matches and a snapshot of its first :data:`SNAPSHOT_MATCHES`."""
    _build(folder, SNAPSHOT_MATCHES)
    snapshots_dir(folder).mkdir()
    with (
        sqlite3.connect(database_path(folder)) as source,
        sqlite3.connect(snapshots_dir(folder) / f"archive-{SNAPSHOT_DAY}.sqlite3") as copy,
    ):
        source.backup(copy)
    source.close()
    copy.close()
    with MatchStore.open(folder, clock=FakeClock()) as store:
        store.add_matches(new_match(f"Later {number}") for number in range(MATCHES - SNAPSHOT_MATCHES))


def make_upgrade(folder: Path) -> None:
    """An archive of the first, pre-release layout (schema version 0): ``list`` upgrades it."""
    folder.mkdir(parents=True, exist_ok=True)
    rows = [
        (number, json.dumps(dump_record(new_match(f"Old {number}"))), "2024-01-01T00:00:00", "2024-01-01T00:00:00")
        for number in range(1, MATCHES + 1)
    ]
    with sqlite3.connect(database_path(folder)) as conn:
        conn.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, record TEXT, created TEXT, updated TEXT)")
        conn.executemany("INSERT INTO matches VALUES (?, ?, ?, ?)", rows)
    conn.close()


def make_foreign(folder: Path) -> None:
    """Another program's SQLite file in the archive's place: ``list`` keeps it aside and starts afresh."""
    folder.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(database_path(folder)) as conn:
        conn.execute("CREATE TABLE notes (text TEXT)")
        conn.executemany("INSERT INTO notes VALUES (?)", [(f"note {n}",) for n in range(50)])
    conn.close()


def _notes(path: Path) -> int | None:
    try:
        with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as conn:
            count = int(conn.execute("SELECT count(*) FROM notes").fetchone()[0])
        conn.close()
    except sqlite3.Error:
        return None
    return count


_ALL = frozenset(range(1, MATCHES + 1))
SCENARIOS = {
    scenario.name: scenario
    for scenario in (
        Scenario("repair", make_repair, ("repair",), (_ALL,)),
        Scenario("salvage", make_salvage, ("list",), (_ALL,)),
        Scenario(
            "restore",
            make_restore,
            ("restore-snapshot", SNAPSHOT_DAY),
            (_ALL, frozenset(range(1, SNAPSHOT_MATCHES + 1))),
        ),
        Scenario("upgrade", make_upgrade, ("list",), (_ALL,)),
        Scenario("foreign", make_foreign, ("list",), (frozenset(),)),
    )
}


def environment(root: Path) -> dict[str, str]:
    """The child's environment: its own folders under ``root``, no byte-code written."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen")
    for name, folder in (
        ("TARBISH_SCORE_DATA_DIR", "data"),
        ("TARBISH_SCORE_LOG_DIR", "log"),
        ("TARBISH_SCORE_CONFIG_DIR", "config"),
        ("TARBISH_SCORE_RECOVERY_DIR", "recovery"),
    ):
        env[name] = str(root / folder)
    return env


#: The source tree the child runs (``python -m tarbish_score`` from there): this one, or another
#: checkout named by ``KILL_SWEEP_SOURCE`` (the bench measures an older commit that way).
SOURCE = Path(os.environ.get("KILL_SWEEP_SOURCE") or Path(tarbish_score.__file__).resolve().parents[1])


def _command(scenario: Scenario) -> list[str]:
    return [sys.executable, "-m", "tarbish_score", *scenario.command]


def count_calls(template: Path, scenario: Scenario, work: Path) -> dict[str, int]:
    """How many times an unkilled run of the scenario's command makes each of :data:`SYSCALLS`."""
    assert STRACE is not None
    root = fresh_copy(template, work)
    summary = work / "calls.txt"
    subprocess.run(
        [STRACE, "-f", "-c", "-o", str(summary), "-e", f"trace={','.join(SYSCALLS)}", *_command(scenario)],
        env=environment(root),
        cwd=SOURCE,
        capture_output=True,
        check=True,
        timeout=120,
    )
    counts = {}
    for line in summary.read_text().splitlines():
        found = re.match(r"^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(\w+)\s*$", line)
        if found and found.group(2) in SYSCALLS:
            counts[found.group(2)] = int(found.group(1))
    return counts


def fresh_copy(template: Path, work: Path) -> Path:
    """A copy of the scenario's folder under ``work`` (its ``data`` folder and the others, empty)."""
    root = work / "run"
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(template, root / "data")
    return root


@dataclass(frozen=True)
class Outcome:
    """One kill: where, whether it landed, what the next open found and said."""

    syscall: str
    number: int
    killed: bool
    problem: str | None  # None: the archive held the old or the new matches, and a left step was named
    told: bool  # the next open said it finished or rolled back a step


def kill_at(template: Path, scenario: Scenario, syscall: str, number: int, work: Path) -> Outcome:
    """Run the command, killed at the ``number``-th ``syscall``; then open the archive and judge it."""
    assert STRACE is not None
    root = fresh_copy(template, work)
    inject = f"inject={syscall}:signal=KILL:when={number}"
    run = subprocess.run(
        [STRACE, "-f", "-o", "/dev/null", "-e", f"trace={syscall}", "-e", inject, *_command(scenario)],
        env=environment(root),
        cwd=SOURCE,
        capture_output=True,
        timeout=120,
    )
    killed = run.returncode != 0 and b"Traceback" not in run.stderr
    folder = root / "data"
    return Outcome(syscall, number, killed, *judge(folder, scenario))


def judge(folder: Path, scenario: Scenario) -> tuple[str | None, bool]:
    """(what is wrong, or None; whether the next open said what it finished or rolled back)."""
    path = database_path(folder)
    if not path.is_file():
        return "no archive at its place", False
    if path.stat().st_size == 0:
        return "an empty (0-byte) archive at its place", False
    journal_left = path.with_name(path.name + ".replacing").exists()
    try:
        with MatchStore.open(folder, clock=FakeClock()) as store:
            told = store.resumed is not None
            ids = frozenset(summary.id for summary in store.list_matches())
            loads = all(store.load_match(match_id) is not None for match_id in ids)
    except Exception as error:  # the judge reports every failure as a finding
        return f"the next open failed: {type(error).__name__}: {error}", False
    if ids not in scenario.allowed:
        return f"the archive holds matches {sorted(ids)}", told
    if scenario.name == "foreign":  # the other program's file, kept whole beside the fresh archive
        kept = [_notes(p) for p in folder.glob("archive.other-program-*.sqlite3")]
        if kept != [50]:
            return f"the other program's file is not kept whole once: {kept}", told
    elif ids != _ALL:  # restored: the archive as it was must be kept aside, whole
        kept = [s for s in list_snapshots(folder) if s.kept_aside]
        if [s.matches for s in kept] != [MATCHES]:
            return f"restored, but the archive as it was is not kept: {kept}", told
    if not loads:
        return "a match no longer loads", told
    if journal_left and not told:
        return "a step was left, and the next open said nothing", told
    leftovers = sorted(p.name for p in folder.iterdir() if p.name.endswith((".new", ".replacing", ".tmp")))
    if leftovers:
        return f"left behind: {leftovers}", told
    return None, told

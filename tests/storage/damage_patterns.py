"""Damage patterns for an archive file, and what salvage can be asked to save from each.

Shared by tests/storage/test_damage_patterns.py (a bounded suite) and bench/damage.py (larger
archives, with the ``sqlite3`` shell's ``.recover`` as the yardstick where it is installed).
Each pattern bends the bytes of a sound archive the way a disk or a careless program does:
the header, page 1 (the schema), a table's root page, the end of the file.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

from tarbish_score.model import Match
from tarbish_score.storage import LogEntry, MatchStore, database_path

from .conftest import FakeClock, made, new_match


def build(folder: Path, matches: int) -> dict[int, Match]:
    """An archive of ``matches`` matches of two rounds each, checkpointed into one file."""
    built: dict[int, Match] = {}
    with MatchStore.open(folder, clock=FakeClock()) as store:
        for number in range(matches):
            match = new_match(f"Team {number:03d}", players=("Ann", "Bea", "Cal", "Dan"))
            match_id = store.create_match(match)
            for step in range(2):
                match = match.add_round(made(step % 4, (90, 72)))
                store.save_match(match_id, match, log_entry=LogEntry.now("record", step + 1))
            built[match_id] = match
    return built


def page_size(raw: bytes) -> int:
    value = int.from_bytes(raw[16:18], "big")
    return 65536 if value == 1 else value


def root_page(path: Path, table: str) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0])
    finally:
        conn.close()


def stored_records(path: Path) -> dict[int, bytes]:
    """``{id: record text as UTF-8}`` of a sound archive: what a damaged copy may still hold whole."""
    conn = sqlite3.connect(path)
    try:
        return {int(i): str(text).encode("utf-8") for i, text in conn.execute("SELECT match_id, record FROM records")}
    finally:
        conn.close()


class Archive:
    """A sound archive built once, and an earlier state of it (for a stale page 1)."""

    def __init__(self, folder: Path, matches: int) -> None:
        early = folder / "early"
        build(early, 2)
        self.early = database_path(early).read_bytes()
        full = folder / "full"
        self.built = build(full, matches)
        self.path = database_path(full)
        self.raw = self.path.read_bytes()
        self.size = page_size(self.raw)
        self.records_root = root_page(self.path, "records")
        self.records = stored_records(self.path)

    def recoverable(self, damaged: bytes) -> set[int]:
        """The matches whose stored record text is still whole, byte for byte, in ``damaged``."""
        return {match_id for match_id, text in self.records.items() if text in damaged}

    def place(self, damaged: bytes, folder: Path) -> Path:
        """Write ``damaged`` as the archive of the data folder ``folder``."""
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        path = database_path(folder)
        path.write_bytes(damaged)
        return path


def _page(raw: bytes, size: int, number: int, new: bytes) -> bytes:
    start = (number - 1) * size
    return raw[:start] + new[:size].ljust(size, b"\0") + raw[start + size :]


def _garbled_create(archive: Archive) -> bytes:
    raw = archive.raw
    at = raw.index(b"CREATE TABLE records")
    return raw[:at] + b"CREATE TABLE records ((( " + raw[at + 25 :]


#: name: how the sound archive's bytes are damaged.
PATTERNS: dict[str, Callable[[Archive], bytes]] = {
    "page 1 zeroed": lambda a: _page(a.raw, a.size, 1, b""),
    "page 1 stale": lambda a: a.early[: a.size] + a.raw[a.size :],
    "records root zeroed": lambda a: _page(a.raw, a.size, a.records_root, b""),
    "records root random": lambda a: _page(a.raw, a.size, a.records_root, random.Random(7).randbytes(a.size)),
    "truncated by one page": lambda a: a.raw[: -a.size],
    "truncated to half": lambda a: a.raw[: len(a.raw) // 2],
    "magic bytes changed": lambda a: b"SQLite format 4\0" + a.raw[16:],
    "header bytes 40-100 random": lambda a: a.raw[:40] + random.Random(40).randbytes(60) + a.raw[100:],
    "bad page size": lambda a: a.raw[:16] + (768).to_bytes(2, "big") + a.raw[18:],
    "page count huge": lambda a: a.raw[:28] + b"\xff\xff\xff\xf0" + a.raw[32:],
    "garbled CREATE TABLE": _garbled_create,
}


def salvaged(folder: Path, built: dict[int, Match]) -> set[int]:
    """Run ``repair`` on the data folder ``folder``: the ids in the archive after it, each equal to the original.

    Raises:
        AssertionError: a saved match differs from the one built, or has an id never built.
    """
    from tarbish_score import cli

    cli.main(["--data-dir", str(folder), "repair"])
    with MatchStore.open(folder) as store:
        ids = {summary.id for summary in store.list_matches()}
        for match_id in ids:
            assert store.load_match(match_id).match == built[match_id]
    return ids

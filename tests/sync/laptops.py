"""Two laptops on one machine for the sync tests: each its archive and its sync folder, carried by hand."""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path
from typing import Any

from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.storage import LogEntry, MatchStore

#: Seconds for the conflict copies' names, each copy its own (Syncthing stamps them to the second).
_SECONDS = itertools.count()


def conflict_stamp() -> str:
    """A Syncthing conflict copy's mark, put before the last extension as Syncthing does."""
    second = next(_SECONDS)
    return f".sync-conflict-20240501-{second // 3600 % 24:02d}{second // 60 % 60:02d}{second % 60:02d}-ABCDEFG"


class Laptop:
    """One laptop: an archive in ``<root>/<name>-data`` and a sync folder ``<root>/<name>-sync``."""

    def __init__(self, root: Path, name: str) -> None:
        self.name = name
        self.folder = root / f"{name}-sync"
        self.folder.mkdir(parents=True)
        self.store = MatchStore.open(root / f"{name}-data")
        #: The bytes last carried into each file of the folder (what the sync tool knows it put there).
        self.carried: dict[str, bytes] = {}

    def close(self) -> None:
        self.store.close()

    def start(self, team: str = "Us") -> int:
        """A new match, published as the window does after each change."""
        match = Match((Team(team, ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 3)
        match_id = self.store.create_match(match)
        sync.publish(self.store, match_id, self.folder)
        return match_id

    def record(self, match_id: int, caller: int = 0, points: tuple[int, int] = (90, 72)) -> Match:
        """Record a made round in hearts, save it with its log entry, publish it."""
        match = self.store.load_match(match_id).match
        played = RoundInput(caller, Suit.HEARTS, points)
        changed = match.add_round(played)
        self.store.save_match(match_id, changed, log_entry=LogEntry.now("record", len(changed.rounds), None, played))
        sync.publish(self.store, match_id, self.folder)
        return changed

    def take_in(self) -> sync.SyncReport:
        return sync.take_in(self.store, self.folder)

    def version(self, match_id: int) -> dict[str, Any]:
        from tarbish_score.storage.versions import current_version

        return current_version(self.store, match_id)


def carry(source: Laptop, target: Laptop, *, conflict_copies: bool = True) -> list[str]:
    """Copy every record file of ``source``'s sync folder into ``target``'s, as a sync tool would.

    A file ``target`` changed since the last carry is not overwritten blindly: like Syncthing, the
    one carried wins and the one it replaces is kept beside it as a conflict copy (``conflict_copies``),
    or the carried one simply replaces it (a USB stick copied over).

    Returns:
        The names carried.
    """
    carried = []
    for path in sorted(source.folder.iterdir()):
        if not sync.is_record_file(path.name):
            continue
        there = target.folder / path.name
        data = path.read_bytes()
        if there.exists() and there.read_bytes() == data:
            continue
        changed_there = there.exists() and there.read_bytes() != target.carried.get(path.name)
        if changed_there and conflict_copies and sync.conflict_copy_of(path.name) is None:
            stem = path.name.removesuffix(".json")
            shutil.copy2(there, target.folder / f"{stem}{conflict_stamp()}.json")
        shutil.copy2(path, there)
        target.carried[path.name] = data
        source.carried[path.name] = data
        carried.append(path.name)
    return carried

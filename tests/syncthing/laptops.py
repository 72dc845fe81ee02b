"""A laptop of the sync tests: its own app data folder and archive, its copy of the shared folder.

Changes go through the archive's own API (:class:`~tarbish_score.storage.MatchStore`: a new match, a
round recorded, a round corrected or deleted) and reach the sync folder through
:mod:`tarbish_score.exchange.sync` (``publish``, ``take_in``, ``sync``), as the window does. Every
version a laptop makes is noted (:attr:`Laptop.made`), so a test can check at the end that none was
lost: each is the current version, a pending conflict or in the versions log of one laptop, or a
beginning (its log a prefix) of one of those.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.storage import LogEntry, MatchStore, round_dict, versions

#: Teams the laptops start matches with (a 5000-point race never ends in these tests' few rounds).
TEAMS = (
    (Team("Cheticamp", ("Ann", "Cal")), Team("Sydney", ("Bea", "Dan"))),
    (Team("Inverness", ("Eve", "Gus")), Team("Mabou", ("Fay", "Hal"))),
)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def random_round(rng: random.Random) -> RoundInput:
    """A plain played round: a random caller and trump, the 162 card points split at random."""
    points = rng.randrange(20, 143)
    return RoundInput(rng.randrange(4), rng.choice(SUITS), (points, 162 - points))


def log_of(version: Mapping[str, Any]) -> tuple[str, ...]:
    """A version's log (of an exported record), each entry as canonical text, to compare and prefix."""
    import json

    entries = version.get("log", [])
    return tuple(json.dumps(entry, sort_keys=True) for entry in entries)


def is_prefix(shorter: Sequence[str], longer: Sequence[str]) -> bool:
    """True when ``longer`` starts with every entry of ``shorter``."""
    return len(shorter) <= len(longer) and tuple(longer[: len(shorter)]) == tuple(shorter)


@dataclass
class Laptop:
    """One laptop: ``name``, its archive in ``data``, its sync folder ``folder`` (Syncthing's copy).

    Attributes:
        made: every version this laptop made, as (uuid, log) pairs, in order.
    """

    name: str
    data: Path
    folder: Path
    store: MatchStore = field(init=False)
    made: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.store = MatchStore.open(self.data)

    def close(self) -> None:
        """Close the archive (before a command-line run opens it)."""
        self.store.close()

    def reopen(self) -> None:
        """Open the archive again after :meth:`close`."""
        self.store = MatchStore.open(self.data)

    # -- changes, each saved as the window saves it ---------------------------------------------------

    def _noted(self, match_id: int) -> int:
        record = self.store.export_record(match_id)
        self.made.append((str(record["uuid"]), log_of(record)))
        return match_id

    def new_match(self, rng: random.Random) -> int:
        """Start a match (random teams and first dealer); its id."""
        match = Match(rng.choice(TEAMS), rng.randrange(4), RuleSet(target=5000))
        return self._noted(self.store.create_match(match))

    def record_round(self, match_id: int, rng: random.Random) -> RoundInput:
        """Record a random round on match ``match_id``; the round."""
        match = self.store.load_match(match_id).match
        round_input = random_round(rng)
        number = len(match.rounds) + 1
        entry = LogEntry.now("record", number, None, round_input)
        self.store.save_match(match_id, match.add_round(round_input), log_entry=entry)
        self._noted(match_id)
        return round_input

    def correct_round(self, match_id: int, rng: random.Random) -> bool:
        """Edit or delete a random recorded round of ``match_id``; False when it has none."""
        match = self.store.load_match(match_id).match
        if not match.rounds:
            return False
        index = rng.randrange(len(match.rounds))
        before = round_dict(match.rounds[index])
        if rng.random() < 0.5:
            after = random_round(rng)
            changed, entry = match.replace_round(index, after), LogEntry.now("edit", index + 1, before, after)
        else:
            changed, entry = match.remove_round(index), LogEntry.now("delete", index + 1, before, None)
        self.store.save_match(match_id, changed, log_entry=entry)
        self._noted(match_id)
        return True

    def resolve(self, conflict: versions.Conflict, choice: versions.Choice) -> int | None:
        """Settle ``conflict`` as a person would, and publish the match (both, for keep-both)."""
        new_id = versions.resolve_conflict(self.store, conflict.id, choice)
        for match_id in (conflict.match_id, new_id):
            if match_id is not None:
                self._noted(match_id)
                self.publish(match_id)
        return new_id

    # -- the sync folder ---------------------------------------------------------------------------------

    def publish(self, match_id: int) -> Path:
        """Write ``match_id`` into the sync folder (as the window does after each saved change)."""
        return sync.publish(self.store, match_id, self.folder)

    def take_in(self) -> sync.SyncReport:
        """Read what other laptops put in the sync folder."""
        return sync.take_in(self.store, self.folder)

    def sync(self) -> sync.SyncReport:
        """Take in, then publish every match whose file is missing or older (``tarbish-score sync``)."""
        return sync.sync(self.store, self.folder)

    # -- what the archive holds --------------------------------------------------------------------------

    def ids(self) -> list[int]:
        """Every match id of the archive."""
        return [summary.id for summary in self.store.list_matches()]

    def uuids(self) -> list[str]:
        """Every match's uuid, one per match (a duplicate would show twice)."""
        return [summary.uuid for summary in self.store.list_matches()]

    def current(self) -> dict[str, tuple[str, ...]]:
        """Each match's uuid -> its current log."""
        found = {}
        for match_id in self.ids():
            record = self.store.export_record(match_id)
            found[str(record["uuid"])] = log_of(record)
        return found

    def conflicts(self) -> list[versions.Conflict]:
        """The pending conflicts ("changed on two laptops")."""
        return versions.list_conflicts(self.store)

    def kept(self) -> list[tuple[str, tuple[str, ...]]]:
        """Every version this archive keeps: current, pending conflicts (both sides), the versions log."""
        found = list(self.current().items())
        for conflict in self.conflicts():
            found += [(conflict.uuid, log_of(conflict.ours)), (conflict.uuid, log_of(conflict.theirs))]
        found += [(kept.uuid, log_of(kept.record)) for kept in versions.kept_versions(self.store)]
        return found


def lost_versions(laptops: Iterable[Laptop]) -> list[tuple[str, str, int]]:
    """The versions made on any of ``laptops`` that none keeps (nor a later version of, by its log).

    Returns:
        (laptop name, uuid, log length) of each lost version; empty when nothing is lost.
    """
    laptops = list(laptops)
    kept: dict[str, list[tuple[str, ...]]] = {}
    for laptop in laptops:
        for uuid, log in laptop.kept():
            kept.setdefault(uuid, []).append(log)
    lost = []
    for laptop in laptops:
        for uuid, log in laptop.made:
            if not any(is_prefix(log, other) for other in kept.get(uuid, [])):
                lost.append((laptop.name, uuid, len(log)))
    return lost

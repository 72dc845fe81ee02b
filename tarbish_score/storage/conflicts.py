"""Matches changed on two laptops apart: both versions side by side until a person chooses (no Qt; docs/sync.md).

A pending conflict is a row of ``match_conflicts``: their version of one of our matches, kept whole
beside ours by :func:`.versions.merge_versions`. :func:`resolve_conflict` settles it as the person
chose, in one transaction; the version not chosen goes to the versions log (``match_versions``),
so nothing is lost. :mod:`.versions` re-exports this module's names.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Final, Literal

from tarbish_score.model import Match, load_record

from .errors import StoreError
from .match_rows import VOLATILE_KEYS, exported_version, insert_match, keep_version, replace_match
from .records import iso, parse_moment, split_log

if TYPE_CHECKING:
    from .store import MatchStore

__all__ = [
    "CHOICES",
    "Choice",
    "Conflict",
    "ConflictNotFoundError",
    "conflicted_ids",
    "list_conflicts",
    "resolve_conflict",
]

#: What a person may choose for a match changed on two laptops: keep ours (theirs goes to the
#: versions log), take theirs (ours goes there), or keep both as two matches (theirs gets a new uuid).
Choice = Literal["keep-ours", "take-theirs", "keep-both"]
CHOICES: Final[tuple[Choice, ...]] = ("keep-ours", "take-theirs", "keep-both")


class ConflictNotFoundError(StoreError):
    """No pending conflict with that id (resolved already, or its match deleted).

    Attributes:
        conflict_id: the id asked for.
    """

    def __init__(self, conflict_id: int) -> None:
        super().__init__(f"there is no conflict {conflict_id} to resolve (it was resolved, or its match deleted)")
        self.conflict_id = conflict_id


@dataclass(frozen=True)
class Conflict:
    """A match changed on two laptops apart: our version and theirs, until a person chooses.

    Attributes:
        id: the conflict's id (give it to :func:`resolve_conflict`).
        match_id: our match.
        uuid: the match's identity (both versions share it).
        found: when theirs came in (UTC).
        laptop: the laptop theirs was last written on (its host name), or "" when not known.
        source: the file it came from (a name in the sync folder, or an imported file's path).
        ours: our version as an exported record (record, ``uuid``, ``log``).
        theirs: theirs, same form.
    """

    id: int
    match_id: int
    uuid: str
    found: datetime
    laptop: str
    source: str
    ours: Mapping[str, Any]
    theirs: Mapping[str, Any]

    @property
    def ours_match(self) -> Match:
        """Our version as a match (raises ``RecordError`` for one that no longer loads)."""
        return _as_match(self.ours)

    @property
    def theirs_match(self) -> Match:
        """Their version as a match (raises ``RecordError`` for one that no longer loads)."""
        return _as_match(self.theirs)

    @property
    def differing_rounds(self) -> tuple[int, ...]:
        """The 1-based round numbers whose inputs differ between the two versions (a round one
        version has and the other lacks counts), in order."""
        ours, theirs = _rounds(self.ours), _rounds(self.theirs)
        return tuple(
            number
            for number in range(1, max(len(ours), len(theirs)) + 1)
            if ours[number - 1 : number] != theirs[number - 1 : number]
        )

    @property
    def common_rounds(self) -> int:
        """How many first rounds both versions share unchanged."""
        differing = self.differing_rounds
        return differing[0] - 1 if differing else len(_rounds(self.ours))

    @property
    def differing_fields(self) -> tuple[str, ...]:
        """The record's other fields that differ (``teams``, ``rules``, ``first_dealer``, ``note``), in that order."""
        return tuple(
            key for key in ("teams", "rules", "first_dealer", "note") if self.ours.get(key) != self.theirs.get(key)
        )


def _as_match(version: Mapping[str, Any]) -> Match:
    body = {key: value for key, value in version.items() if key not in VOLATILE_KEYS}
    return dataclasses.replace(load_record(body), uuid=str(version.get("uuid", "")))


def _rounds(version: Mapping[str, Any]) -> list[Any]:
    rounds = version.get("rounds", [])
    return list(rounds) if isinstance(rounds, list) else []


def _conflict(conn: sqlite3.Connection, row: Sequence[Any]) -> Conflict | None:
    conflict_id, match_id, found, laptop, source, text = row
    ours = exported_version(conn, int(match_id))
    if ours is None:
        return None
    theirs = dict(json.loads(text))
    return Conflict(
        int(conflict_id),
        int(match_id),
        str(ours["uuid"]),
        parse_moment(found),
        str(laptop),
        str(source),
        ours,
        theirs,
    )


_CONFLICT_COLUMNS: Final = "id, match_id, found, laptop, source, record"


def list_conflicts(store: MatchStore, match_id: int | None = None) -> list[Conflict]:
    """The pending conflicts, oldest first (only match ``match_id``'s when given).

    Raises:
        StoreError: the archive cannot be read.
    """
    where, params = ("WHERE match_id = ?", (match_id,)) if match_id is not None else ("", ())
    with store._reading() as conn:
        rows = conn.execute(f"SELECT {_CONFLICT_COLUMNS} FROM match_conflicts {where} ORDER BY id", params).fetchall()
        found = [_conflict(conn, row) for row in rows]
    return [conflict for conflict in found if conflict is not None]


def conflicted_ids(store: MatchStore) -> frozenset[int]:
    """The ids of the matches with a pending conflict ("changed on two laptops").

    Raises:
        StoreError: the archive cannot be read.
    """
    with store._reading() as conn:
        return frozenset(int(row[0]) for row in conn.execute("SELECT DISTINCT match_id FROM match_conflicts"))


def resolve_conflict(store: MatchStore, conflict_id: int, choice: Choice) -> int | None:
    """Settle a conflict as the person chose, in one transaction; nothing is lost.

    ``keep-ours``: theirs goes to the versions log (``not-chosen``) and ours now supersedes it.
    ``take-theirs``: theirs becomes the match (its log, its record), ours goes to the versions log.
    ``keep-both``: theirs becomes a second match with a new uuid (its log kept), ours stays; theirs is
    in the versions log under the first identity too, so it never comes back as a conflict.
    The match (both, for ``keep-both``) is then published again by the caller, so the other laptops
    follow the choice (the published file names the versions it superseded).

    Returns:
        The new match's id for ``keep-both``, else None.

    Raises:
        ConflictNotFoundError: no such pending conflict.
        ValueError: an unknown choice.
        StoreWriteError: not settled; the archive is as it was.
        TarbishError: their version no longer scores (``take-theirs``, ``keep-both``).
    """
    if choice not in CHOICES:
        raise ValueError(f"a conflict is settled by {', '.join(CHOICES)}, not {choice!r}")
    now_moment = store._clock()
    now = iso(now_moment)
    with store._transaction() as conn:
        row = conn.execute(
            "SELECT match_id, record, laptop FROM match_conflicts WHERE id = ?", (conflict_id,)
        ).fetchone()
        if row is None:
            raise ConflictNotFoundError(conflict_id)
        match_id = int(row[0])
        theirs = dict(json.loads(row[1]))
        where = {"sync": {"laptop": str(row[2] or "")}}  # kept with it: the versions log says where it was written
        ours = exported_version(conn, match_id)
        assert ours is not None  # a conflict goes with its match (ON DELETE CASCADE)
        conn.execute("DELETE FROM match_conflicts WHERE id = ?", (conflict_id,))
        entries = split_log({"log": theirs.get("log", [])})
        body = {key: value for key, value in theirs.items() if key not in VOLATILE_KEYS}
        if choice == "take-theirs":
            keep_version(conn, ours, match_id=match_id, reason="not-chosen", kept=now)
            replace_match(conn, match_id, load_record(body), entries, updated=now, now=now)
            return None
        keep_version(conn, {**theirs, **where, "uuid": ours["uuid"]}, match_id=match_id, reason="not-chosen", kept=now)
        if choice == "keep-ours":
            return None
        # The second match began when the match did (its log's first entry), not when the choice was made.
        began = entries[0].timestamp if entries else str(ours.get("archive", {}).get("created") or now)
        last = entries[-1].timestamp if entries else now
        return insert_match(
            conn, load_record(body), entries, created=began, updated=last, finished=last, origin="elsewhere"
        )

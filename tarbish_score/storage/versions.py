"""Versions of one match across laptops: merged, kept in conflict, never lost (no Qt; docs/sync.md).

A match has one identity, its ``uuid`` (docs/match-record.md, "A match's identity across laptops").
Two records with the same uuid are two *versions* of it. Its log is append-only, so:

- the version whose ``log`` extends the other's (the other's log is a prefix of it) is the newer;
- when neither extends the other, they *diverged* (changed on two laptops apart): both are kept,
  ours as the match and theirs as a *conflict* row, until a person chooses
  (:func:`resolve_conflict`);
- a version replaced here (by a newer one, by a person's choice, or a deleted match) stays in the
  versions log (``match_versions``), so nothing is ever lost; a version already known there is
  never taken in again (a sync tool's old conflict copy raises no conflict twice).

A version's *fingerprint* (:func:`version_fingerprint`) hashes its record and log (not the archive
dates or the sync fields). A version chosen by a person carries the fingerprints of the versions it
superseded (``superseded``), so another laptop holding one of those replaces it rather than
raising the conflict again.

Each merge or resolution is one SQLite transaction: a kill at any write leaves the archive as it
was before or after it.

Tables (schema 6): ``matches.uuid`` (unique), ``matches.origin`` (``here`` or ``elsewhere``: came
from another laptop), ``match_versions`` (the versions log) and ``match_conflicts`` (pending
diverged versions).

Public API:

- :func:`merge_version` -> :class:`Merged`
- :func:`list_conflicts` -> ``list[Conflict]``; :func:`conflicted_ids` -> ``frozenset[int]``
- :func:`resolve_conflict` (``keep-ours``, ``take-theirs``, ``keep-both``) -> ``int | None``
- :func:`kept_versions` -> ``list[KeptVersion]``; :func:`superseded_of` -> ``tuple[str, ...]``
- :func:`version_fingerprint`, :func:`new_match_uuid`, :func:`match_id_of`, :func:`uuid_of`
"""

from __future__ import annotations

import uuid as uuid_module
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Final, Literal

from .errors import StoreError

if TYPE_CHECKING:
    from tarbish_score.model import Match

    from .store import MatchStore

__all__ = [
    "CHOICES",
    "Choice",
    "Conflict",
    "ConflictNotFoundError",
    "KeptVersion",
    "Merged",
    "Outcome",
    "conflicted_ids",
    "kept_versions",
    "list_conflicts",
    "match_id_of",
    "merge_version",
    "new_match_uuid",
    "resolve_conflict",
    "superseded_of",
    "uuid_of",
    "version_fingerprint",
]

#: What a person may choose for a match changed on two laptops: keep ours (theirs goes to the
#: versions log), take theirs (ours goes there), or keep both as two matches (theirs gets a new uuid).
Choice = Literal["keep-ours", "take-theirs", "keep-both"]
CHOICES: Final[tuple[Choice, ...]] = ("keep-ours", "take-theirs", "keep-both")

#: What merging one version did: ``added`` (a match new here), ``updated`` (it replaced ours, which
#: is kept in the versions log), ``conflict`` (diverged: kept beside ours), ``same`` (ours already),
#: ``older`` (ours extends it, or it is already in the versions log or a pending conflict: nothing to do).
Outcome = Literal["added", "updated", "conflict", "same", "older"]

#: Why a version is in the versions log: replaced by a newer one from another laptop, not chosen by
#: a person, equal in content to ours but with another log, superseded where it came from, or the
#: last state of a deleted match.
Reason = Literal["replaced", "not-chosen", "same-content", "superseded", "deleted"]


class ConflictNotFoundError(StoreError):
    """No pending conflict with that id (resolved already, or its match deleted).

    Attributes:
        conflict_id: the id asked for.
    """

    def __init__(self, conflict_id: int) -> None:
        super().__init__(f"there is no conflict {conflict_id} to resolve (it was resolved, or its match deleted)")
        self.conflict_id = conflict_id


@dataclass(frozen=True)
class Merged:
    """What :func:`merge_version` did with one version.

    Attributes:
        outcome: see :data:`Outcome`.
        match_id: the match it concerns in this archive (None: ``older`` for a deleted match).
    """

    outcome: Outcome
    match_id: int | None


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
        raise NotImplementedError

    @property
    def theirs_match(self) -> Match:
        """Their version as a match (raises ``RecordError`` for one that no longer loads)."""
        raise NotImplementedError

    @property
    def differing_rounds(self) -> tuple[int, ...]:
        """The 1-based round numbers whose inputs differ between the two versions (a round one
        version has and the other lacks counts), in order."""
        raise NotImplementedError

    @property
    def common_rounds(self) -> int:
        """How many first rounds both versions share unchanged."""
        raise NotImplementedError


@dataclass(frozen=True)
class KeptVersion:
    """A version in the versions log: replaced, not chosen, or a deleted match's last state.

    Attributes:
        id: its row id.
        uuid: the match's identity.
        match_id: the match it was a version of (None once that match is deleted).
        kept: when it went into the log (UTC).
        reason: see :data:`Reason`.
        fingerprint: :func:`version_fingerprint` of it.
        record: the exported record (record, ``uuid``, ``log``, ``archive`` dates).
    """

    id: int
    uuid: str
    match_id: int | None
    kept: datetime
    reason: Reason
    fingerprint: str
    record: Mapping[str, Any]


def new_match_uuid() -> str:
    """A new match identity: a random (version 4) RFC 4122 UUID in canonical lower-case form."""
    return str(uuid_module.uuid4())


def version_fingerprint(record: Mapping[str, Any]) -> str:
    """A stable hash of one version: its record (without ``uuid``, archive dates, statistics and the
    sync fields) and its ``log``; SHA-256 hex of the canonical JSON.

    Raises:
        RecordError: ``record`` is not a loadable match record.
    """
    raise NotImplementedError


def uuid_of(store: MatchStore, match_id: int) -> str:
    """The identity of match ``match_id``.

    Raises:
        MatchNotFoundError: no such match.
    """
    raise NotImplementedError


def match_id_of(store: MatchStore, uuid: str) -> int | None:
    """The id of the match with identity ``uuid`` in this archive, or None."""
    raise NotImplementedError


def merge_version(
    store: MatchStore,
    record: Mapping[str, Any],
    *,
    source: str,
    laptop: str = "",
    superseded: Sequence[str] = (),
    elsewhere: bool = True,
    created: datetime | None = None,
    updated: datetime | None = None,
    finished: datetime | None = None,
) -> Merged:
    """Merge one version of a match into the archive, in one transaction (see the module docstring).

    Args:
        store: the open, writable archive.
        record: a checked match record with a ``uuid`` and its ``log`` (an export's form; ``archive``
            and the sync fields already taken out).
        source: where it came from, for the conflict view (a file name).
        laptop: the laptop it was written on, "" when not known.
        superseded: fingerprints of versions it replaced by a person's choice where it came from.
        elsewhere: a match added is marked as from another laptop (False: a plain import or restore).
        created, updated, finished: its archive dates where it came from, None for now.

    Returns:
        What was done, and the match concerned.

    Raises:
        StoreWriteError: not merged (read-only or full disk); the archive is as it was.
        StoreError: the record has no uuid, or its log is malformed.
        TarbishError: a round of the record does not score.
    """
    raise NotImplementedError


def list_conflicts(store: MatchStore, match_id: int | None = None) -> list[Conflict]:
    """The pending conflicts, oldest first (only match ``match_id``'s when given).

    Raises:
        StoreError: the archive cannot be read.
    """
    raise NotImplementedError


def conflicted_ids(store: MatchStore) -> frozenset[int]:
    """The ids of the matches with a pending conflict ("changed on two laptops").

    Raises:
        StoreError: the archive cannot be read.
    """
    raise NotImplementedError


def resolve_conflict(store: MatchStore, conflict_id: int, choice: Choice) -> int | None:
    """Settle a conflict as the person chose, in one transaction; nothing is lost.

    ``keep-ours``: theirs goes to the versions log (``not-chosen``) and ours now supersedes it.
    ``take-theirs``: theirs becomes the match (its log, its record), ours goes to the versions log.
    ``keep-both``: theirs becomes a second match with a new uuid (its log kept), ours stays.
    The match is then published again by the caller, so the other laptops follow the choice.

    Returns:
        The new match's id for ``keep-both``, else None.

    Raises:
        ConflictNotFoundError: no such pending conflict.
        ValueError: an unknown choice.
        StoreWriteError: not settled; the archive is as it was.
    """
    raise NotImplementedError


def kept_versions(store: MatchStore, *, match_id: int | None = None, uuid: str | None = None) -> list[KeptVersion]:
    """The versions log, oldest first: every version replaced here (of one match when given).

    Raises:
        StoreError: the archive cannot be read.
    """
    raise NotImplementedError


def superseded_of(store: MatchStore, match_id: int) -> tuple[str, ...]:
    """Fingerprints of the versions match ``match_id``'s current version replaced here (published with it).

    Raises:
        StoreError: the archive cannot be read.
    """
    raise NotImplementedError

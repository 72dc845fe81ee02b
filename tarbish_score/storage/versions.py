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

- :func:`merge_version` -> :class:`Merged`; :func:`merge_versions` (many, one transaction) with :class:`Incoming`
- :func:`list_conflicts` -> ``list[Conflict]``; :func:`conflicted_ids` -> ``frozenset[int]`` (from :mod:`.conflicts`)
- :func:`resolve_conflict` (``keep-ours``, ``take-theirs``, ``keep-both``) -> ``int | None``
- :func:`kept_versions` -> ``list[KeptVersion]``; :func:`superseded_of` -> ``tuple[str, ...]``
- :func:`current_version` -> ``dict`` (the match as the sync folder's file holds it)
- :func:`version_fingerprint`, :func:`new_match_uuid`, :func:`match_id_of`, :func:`uuid_of`, :func:`is_known`
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from tarbish_score.model import Match, dump_record, load_record, read_uuid
from tarbish_score.model import new_match_uuid as model_new_uuid

from .conflicts import (
    CHOICES,
    Choice,
    Conflict,
    ConflictNotFoundError,
    _as_match,
    conflicted_ids,
    list_conflicts,
    resolve_conflict,
)
from .errors import MatchNotFoundError
from .match_rows import VOLATILE_KEYS, exported_version, fingerprint_of, insert_match, keep_version, replace_match
from .records import LogEntry, iso, parse_moment, record_json, split_log

if TYPE_CHECKING:
    from .store import MatchStore

__all__ = [
    "CHOICES",
    "Choice",
    "Conflict",
    "ConflictNotFoundError",
    "Incoming",
    "KeptVersion",
    "Merged",
    "Outcome",
    "conflicted_ids",
    "current_version",
    "is_known",
    "kept_versions",
    "list_conflicts",
    "match_id_of",
    "merge_version",
    "merge_versions",
    "new_match_uuid",
    "resolve_conflict",
    "superseded_of",
    "uuid_of",
    "version_fingerprint",
]

#: What merging one version did: ``added`` (a match new here), ``updated`` (it replaced ours, which
#: is kept in the versions log), ``conflict`` (diverged: kept beside ours), ``same`` (ours already),
#: ``older`` (ours extends it, or it is already in the versions log or a pending conflict: nothing to do).
Outcome = Literal["added", "updated", "conflict", "same", "older"]

#: Why a version is in the versions log: replaced by a newer one from another laptop, not chosen by
#: a person, equal in content to ours but with another log, superseded where it came from, or the
#: last state of a deleted match.
Reason = Literal["replaced", "not-chosen", "same-content", "superseded", "deleted"]


@dataclass(frozen=True)
class Merged:
    """What :func:`merge_version` did with one version.

    Attributes:
        outcome: see :data:`Outcome`.
        match_id: the match it concerns in this archive (None: ``older`` for a deleted match).
        by_choice: ``updated`` because a person chose it where it came from, setting ours aside
            (not because it extends ours).
    """

    outcome: Outcome
    match_id: int | None
    by_choice: bool = False


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

    @property
    def match(self) -> Match:
        """The version as a match (to score it, or show its rounds).

        Raises:
            TarbishError: the record does not load.
        """
        return _as_match(self.record)

    @property
    def laptop(self) -> str:
        """The laptop that wrote it when it came from another ("" for one of this laptop's versions)."""
        sync_fields = self.record.get("sync")
        laptop = sync_fields.get("laptop") if isinstance(sync_fields, Mapping) else None
        return laptop if isinstance(laptop, str) else ""


def new_match_uuid() -> str:
    """A new match identity: a random (version 4) RFC 4122 UUID in canonical lower-case form."""
    return model_new_uuid()


def version_fingerprint(record: Mapping[str, Any]) -> str:
    """A stable hash of one version: its record (without ``uuid``, archive dates, statistics and the
    sync fields) and its ``log``; SHA-256 hex of the canonical JSON.

    Equal for the same version written by any laptop (key order, spacing and defaults do not count).
    """
    return fingerprint_of(record)


def uuid_of(store: MatchStore, match_id: int) -> str:
    """The identity of match ``match_id``.

    Raises:
        MatchNotFoundError: no such match.
    """
    with store._reading() as conn:
        row = conn.execute("SELECT uuid FROM matches WHERE id = ?", (match_id,)).fetchone()
    if row is None:
        raise MatchNotFoundError(match_id)
    return str(row[0])


def current_version(store: MatchStore, match_id: int) -> dict[str, Any]:
    """Match ``match_id`` as one version: its record with ``uuid``, ``log`` and ``archive`` dates
    (``created``, ``updated``, ``finished``, UTC ISO text), as the sync folder's file holds it.

    Raises:
        MatchNotFoundError: no such match.
        StoreError: the archive cannot be read.
    """
    with store._reading() as conn:
        version = exported_version(conn, match_id)
    if version is None:
        raise MatchNotFoundError(match_id)
    version["archive"].pop("id", None)  # this archive's own number: means nothing on another laptop
    return version


def is_known(store: MatchStore, uuid: str) -> bool:
    """True when the archive holds a match with identity ``uuid``, or ever kept a version of one (a deleted match)."""
    with store._reading() as conn:
        return (
            conn.execute("SELECT 1 FROM matches WHERE uuid = ?", (uuid,)).fetchone() is not None
            or conn.execute("SELECT 1 FROM match_versions WHERE uuid = ? LIMIT 1", (uuid,)).fetchone() is not None
        )


def match_id_of(store: MatchStore, uuid: str) -> int | None:
    """The id of the match with identity ``uuid`` in this archive, or None."""
    with store._reading() as conn:
        row = conn.execute("SELECT id FROM matches WHERE uuid = ?", (uuid,)).fetchone()
    return None if row is None else int(row[0])


def _extends(longer: Sequence[Any], shorter: Sequence[Any]) -> bool:
    """True when ``longer`` is ``shorter`` with more entries after it (a strict extension)."""
    return len(longer) > len(shorter) and list(longer[: len(shorter)]) == list(shorter)


@dataclass(frozen=True)
class _Pending:
    id: int
    fingerprint: str
    version: dict[str, Any]


def _pending(conn: sqlite3.Connection, match_id: int) -> list[_Pending]:
    rows = conn.execute(
        "SELECT id, fingerprint, record FROM match_conflicts WHERE match_id = ? ORDER BY id", (match_id,)
    ).fetchall()
    return [_Pending(int(cid), str(fp), dict(json.loads(text))) for cid, fp, text in rows]


def _kept_fingerprints(conn: sqlite3.Connection, uuid: str) -> set[str]:
    rows = conn.execute("SELECT fingerprint FROM match_versions WHERE uuid = ?", (uuid,)).fetchall()
    return {str(row[0]) for row in rows}


def _set_aside(conn: sqlite3.Connection, uuid: str) -> set[str]:
    """Fingerprints of the versions set aside here by a person's choice (here or on another laptop)."""
    rows = conn.execute(
        "SELECT fingerprint FROM match_versions WHERE uuid = ? AND reason IN ('not-chosen', 'superseded')", (uuid,)
    ).fetchall()
    return {str(row[0]) for row in rows}


def _kept_logs(conn: sqlite3.Connection, uuid: str) -> list[list[Any]]:
    rows = conn.execute("SELECT record FROM match_versions WHERE uuid = ?", (uuid,)).fetchall()
    logs = []
    for (text,) in rows:
        with suppress(ValueError, RecursionError):
            data = json.loads(text)
            if isinstance(data, dict) and isinstance(data.get("log"), list):
                logs.append(data["log"])
    return logs


def _settle_pending(
    conn: sqlite3.Connection, pending: Sequence[_Pending], *, match_id: int, gone: set[str], now: str
) -> None:
    """Move the pending conflicts whose fingerprint is in ``gone`` to the versions log (``superseded``)."""
    for item in pending:
        if item.fingerprint in gone:
            keep_version(conn, item.version, match_id=match_id, reason="superseded", kept=now)
            conn.execute("DELETE FROM match_conflicts WHERE id = ?", (item.id,))


def _same_content(ours: Mapping[str, Any], theirs: Mapping[str, Any]) -> bool:
    """True when the two versions hold the same record, whatever their logs."""
    return fingerprint_of(ours, []) == fingerprint_of(theirs, [])


@dataclass(frozen=True)
class Incoming:
    """One version to merge (:func:`merge_versions`).

    Attributes:
        record: a match record with its ``log`` (an export's form; ``archive`` and the sync fields
            are ignored); its ``uuid``, or none: it is then a match new here, given a new identity.
        source: where it came from, for the conflict view (a file name).
        laptop: the laptop it was written on, "" when not known.
        superseded: fingerprints of versions it replaced by a person's choice where it came from.
        elsewhere: a match added is marked as from another laptop (False: a plain import or restore).
        created, updated, finished: its archive dates where it came from, None for now.
    """

    record: Mapping[str, Any]
    source: str = ""
    laptop: str = ""
    superseded: Sequence[str] = ()
    elsewhere: bool = True
    created: datetime | None = None
    updated: datetime | None = None
    finished: datetime | None = None


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
    """Merge one version of a match into the archive, in one transaction (see :func:`merge_versions`).

    Raises:
        StoreWriteError, StoreError, TarbishError: as :func:`merge_versions`.
    """
    incoming = Incoming(record, source, laptop, superseded, elsewhere, created, updated, finished)
    return merge_versions(store, [incoming])[0]


def merge_versions(store: MatchStore, versions: Sequence[Incoming]) -> list[Merged]:
    """Merge versions of matches into the archive, all in one transaction, in order (see the module docstring).

    The rules for each, in order: the same version as ours changes nothing; ours among the versions
    it superseded (a person chose it on another laptop) or ours extended by it: it replaces ours,
    which goes to the versions log; one already in the versions log, or ours extends it: nothing;
    one already pending, or a pending one extends it: nothing; the same record with another log:
    the one with the smaller fingerprint stays, the other goes to the versions log (both laptops
    keep the same one); else it diverged: kept as a conflict (replacing a pending
    one it extends). A match not in the archive is added, unless it is a deleted match's version or
    older.

    Returns:
        What was done with each, in order.

    Raises:
        StoreWriteError: nothing merged (read-only or full disk); the archive is as it was.
        StoreError: a log is malformed; nothing merged.
        TarbishError: a round of a record does not score; nothing merged.
    """
    prepared = [_prepare(item) for item in versions]
    now_moment = store._clock()
    with store._transaction() as conn:
        return [_merge(conn, item, match, entries, now_moment) for item, match, entries in prepared]


def _prepare(item: Incoming) -> tuple[Incoming, Match, list[LogEntry]]:
    """Check one version before the transaction: its log, its rounds, its identity (a new one when it has none)."""
    identity = read_uuid(item.record.get("uuid")) or model_new_uuid()
    body = {key: value for key, value in item.record.items() if key not in VOLATILE_KEYS}
    entries = split_log({"log": item.record.get("log", [])})
    match = dataclasses.replace(load_record(body), uuid=identity)
    return item, match, entries


def _merge(conn: sqlite3.Connection, item: Incoming, match: Match, entries: list[LogEntry], moment: datetime) -> Merged:
    identity = match.uuid
    theirs: dict[str, Any] = {**dump_record(match), "log": [entry.to_json() for entry in entries]}
    fingerprint = fingerprint_of(theirs)
    gone = set(item.superseded)
    now = iso(moment)
    row = conn.execute("SELECT id FROM matches WHERE uuid = ?", (identity,)).fetchone()
    if row is None:
        if fingerprint in _kept_fingerprints(conn, identity) or any(
            log == theirs["log"] or _extends(log, theirs["log"]) for log in _kept_logs(conn, identity)
        ):
            return Merged("older", None)  # a deleted match's version, or one before it
        match_id = insert_match(
            conn,
            match,
            entries or [LogEntry(now, "new")],
            created=iso(item.created or moment),
            updated=iso(item.updated or moment),
            finished=iso(item.finished or moment),
            origin="elsewhere" if item.elsewhere else "here",
        )
        return Merged("added", match_id)
    match_id = int(row[0])
    ours = exported_version(conn, match_id)
    assert ours is not None  # the row was just found, in this transaction
    ours_fingerprint = fingerprint_of(ours)
    pending = _pending(conn, match_id)
    _settle_pending(conn, pending, match_id=match_id, gone=gone, now=now)
    pending = [p for p in pending if p.fingerprint not in gone]
    if fingerprint == ours_fingerprint:
        return Merged("same", match_id)
    # Two people chose apart, each setting the other's version aside: both laptops keep the same one
    # (the smaller fingerprint), the other stays in the versions log.
    mutual = ours_fingerprint in gone and fingerprint in _set_aside(conn, identity)
    if mutual and fingerprint > ours_fingerprint:
        return Merged("older", match_id)
    if ours_fingerprint in gone or _extends(theirs["log"], ours["log"]):
        reason = "superseded" if ours_fingerprint in gone else "replaced"
        keep_version(conn, ours, match_id=match_id, reason=reason, kept=now)
        replace_match(conn, match_id, match, entries, updated=iso(item.updated or moment), now=now)
        # A pending version this one is, or extends, is settled by it.
        settled = {
            p.fingerprint for p in pending if p.fingerprint == fingerprint or _extends(theirs["log"], _log(p.version))
        }
        _settle_pending(conn, pending, match_id=match_id, gone=settled, now=now)
        return Merged("updated", match_id, by_choice=reason == "superseded")
    if fingerprint in _kept_fingerprints(conn, identity) or _extends(ours["log"], theirs["log"]):
        return Merged("older", match_id)
    if any(p.fingerprint == fingerprint or _extends(_log(p.version), theirs["log"]) for p in pending):
        return Merged("older", match_id)
    if _same_content(ours, theirs):
        # The same record with another log: both laptops keep the same one of the two (the smaller
        # fingerprint), the other in the versions log, so neither writes its own back for ever.
        if fingerprint > ours_fingerprint:
            where = {"sync": {"laptop": item.laptop}}
            keep_version(conn, {**theirs, **where}, match_id=match_id, reason="same-content", kept=now)
            return Merged("same", match_id)
        keep_version(conn, ours, match_id=match_id, reason="same-content", kept=now)
        replace_match(conn, match_id, match, entries, updated=iso(item.updated or moment), now=now)
        return Merged("updated", match_id)
    for p in pending:
        if _extends(theirs["log"], _log(p.version)):
            keep_version(conn, p.version, match_id=match_id, reason="replaced", kept=now)
            conn.execute("DELETE FROM match_conflicts WHERE id = ?", (p.id,))
    conn.execute(
        "INSERT INTO match_conflicts (match_id, found, laptop, source, fingerprint, record) VALUES (?, ?, ?, ?, ?, ?)",
        (match_id, now, item.laptop, item.source, fingerprint, record_json(theirs)),
    )
    return Merged("conflict", match_id)


def _log(version: Mapping[str, Any]) -> list[Any]:
    log = version.get("log", [])
    return list(log) if isinstance(log, list) else []


def _kept(row: Sequence[Any]) -> KeptVersion:
    version_id, identity, match_id, kept, reason, fingerprint, text = row
    return KeptVersion(
        int(version_id),
        str(identity),
        None if match_id is None else int(match_id),
        parse_moment(kept),
        reason,
        str(fingerprint),
        dict(json.loads(text)),
    )


def kept_versions(store: MatchStore, *, match_id: int | None = None, uuid: str | None = None) -> list[KeptVersion]:
    """The versions log, oldest first: every version replaced here (of one match when given, by id or identity).

    Raises:
        StoreError: the archive cannot be read.
    """
    columns = "id, uuid, match_id, kept, reason, fingerprint, record"
    with store._reading() as conn:
        if match_id is not None:
            row = conn.execute("SELECT uuid FROM matches WHERE id = ?", (match_id,)).fetchone()
            uuid = None if row is None else str(row[0])
            if uuid is None:
                return []
        if uuid is not None:
            rows = conn.execute(f"SELECT {columns} FROM match_versions WHERE uuid = ? ORDER BY id", (uuid,)).fetchall()
        else:
            rows = conn.execute(f"SELECT {columns} FROM match_versions ORDER BY id").fetchall()
    return [_kept(row) for row in rows]


def superseded_of(store: MatchStore, match_id: int) -> tuple[str, ...]:
    """Fingerprints of the versions a person's choice set aside for match ``match_id``'s current version,
    here or where it came from (``not-chosen``, ``superseded``): published with it, so another laptop
    holding one of them takes the chosen one instead. Versions it merely extends need no naming.

    Raises:
        StoreError: the archive cannot be read.
    """
    with store._reading() as conn:
        rows = conn.execute(
            "SELECT v.fingerprint FROM match_versions AS v JOIN matches AS m ON m.uuid = v.uuid "
            "WHERE m.id = ? AND v.reason IN ('not-chosen', 'superseded') ORDER BY v.id",
            (match_id,),
        ).fetchall()
        current = exported_version(conn, match_id)
    mine = None if current is None else fingerprint_of(current)
    return tuple(dict.fromkeys(str(row[0]) for row in rows if row[0] != mine))

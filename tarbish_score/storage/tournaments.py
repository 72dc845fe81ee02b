"""Tournament nights in the archive: each one a row of ``tournaments``, its record whole (no Qt).

The record is the tournament record of docs/tournament-record.md: settings and log. Every change the
desk makes is saved with :func:`save_tournament`, one SQLite transaction synced to disk before it
returns (the archive's ``synchronous = FULL``), so a result is on disk before the screen shows it and a
kill at any moment leaves the night as it was before or after that change, never between. Snapshots
copy the whole file, tournaments with it.
"""

from __future__ import annotations

import enum
import json
import uuid as uuids
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from tarbish_score.model import TarbishError
from tarbish_score.model.tournament import Tournament
from tarbish_score.model.tournament.record import TournamentRecord, dump_tournament, load_tournament

from .errors import StoreError
from .records import iso, record_json

if TYPE_CHECKING:
    from .store import MatchStore

__all__ = [
    "Imported",
    "ImportedTournament",
    "StoredTournament",
    "TournamentNotFoundError",
    "TournamentSummary",
    "count_tournaments",
    "create_tournament",
    "delete_tournament",
    "export_tournament",
    "import_tournament",
    "list_tournaments",
    "load_tournament_row",
    "save_tournament",
]

_SUMMARY = "id, created, updated, name, format, teams, drawn, planned, finished"


class TournamentNotFoundError(StoreError):
    """No tournament with that id is in the archive.

    Attributes:
        tournament_id: the id asked for.
    """

    def __init__(self, tournament_id: int) -> None:
        super().__init__(f"tournament {tournament_id} is not in the archive")
        self.tournament_id = tournament_id


@dataclass(frozen=True)
class TournamentSummary:
    """One line of the tournament list.

    Attributes:
        id: the tournament's id in the archive.
        created: when it was made (UTC).
        updated: its last change (UTC).
        name: its name ("" for none).
        format: its format's key (``round-robin``, ``swiss``, ``winners-move-up``).
        teams: the teams entered (withdrawn ones too).
        drawn: the rounds drawn.
        planned: the rounds the night has.
        finished: True once the last planned round has every result.
    """

    id: int
    created: datetime
    updated: datetime
    name: str
    format: str
    teams: int
    drawn: int
    planned: int
    finished: bool


@dataclass(frozen=True)
class StoredTournament:
    """A tournament as the archive keeps it.

    Attributes:
        summary: its line of the list.
        tournament: the night, its log replayed.
        uuid: its identity (kept in its record; "" only for a night not saved since nights had one).
    """

    summary: TournamentSummary
    tournament: Tournament
    uuid: str = ""

    @property
    def started(self) -> str:
        """When the night was created, UTC ISO 8601 (the record's ``started``)."""
        return iso(self.summary.created)


def _columns(tournament: Tournament, name: str, identity: str, started: str) -> list[Any]:
    return [
        name,
        tournament.settings.format.value,
        len(tournament.teams),
        len(tournament.rounds),
        tournament.planned_rounds,
        int(tournament.finished),
        record_json(dump_tournament(tournament, name, uuid=identity, started=started)),
    ]


def create_tournament(
    store: MatchStore, tournament: Tournament, name: str = "", *, uuid: str = "", started: str = ""
) -> int:
    """Add a tournament to the archive; its id.

    Args:
        store: the archive.
        tournament: the night.
        name: its name.
        uuid: its identity when it has one (an imported night's); "": a new one is given.
        started: when it was created (ISO 8601 with its offset: an imported night's own); "": now.

    Raises:
        StoreWriteError: not saved (read-only or full disk, read-only store).
    """
    now = iso(store._clock())
    created = iso(datetime.fromisoformat(started)) if started else now
    identity = uuid or str(uuids.uuid4())
    with store._transaction() as conn:
        cursor = conn.execute(
            "INSERT INTO tournaments (created, updated, name, format, teams, drawn, planned, finished, record) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [created, now, *_columns(tournament, name, identity, created)],
        )
        return int(cursor.lastrowid or 0)


def save_tournament(store: MatchStore, tournament_id: int, tournament: Tournament, name: str | None = None) -> None:
    """Replace a tournament with its new state (its name kept unless given): on disk before returning.

    Raises:
        TournamentNotFoundError: no such tournament.
        StoreWriteError: not saved; the archive still holds the state before (keep it in memory, save again).
    """
    now = iso(store._clock())
    with store._transaction() as conn:
        # The identity and start stay as they are; a night saved before nights had an identity gets one.
        row = conn.execute(
            "SELECT name, json_extract(record, '$.uuid'), created FROM tournaments WHERE id = ?", (tournament_id,)
        ).fetchone()
        if row is None:
            raise TournamentNotFoundError(tournament_id)
        kept_name, identity, created = row
        name = str(kept_name) if name is None else name
        identity = identity if isinstance(identity, str) and identity else str(uuids.uuid4())
        conn.execute(
            "UPDATE tournaments SET updated = ?, name = ?, format = ?, teams = ?, drawn = ?, planned = ?, "
            "finished = ?, record = ? WHERE id = ?",
            [now, *_columns(tournament, name, identity, str(created)), tournament_id],
        )


def delete_tournament(store: MatchStore, tournament_id: int) -> None:
    """Delete a tournament (its games' match records, if any, stay in the archive).

    Raises:
        TournamentNotFoundError: no such tournament.
    """
    with store._transaction() as conn:
        if conn.execute("DELETE FROM tournaments WHERE id = ?", (tournament_id,)).rowcount == 0:
            raise TournamentNotFoundError(tournament_id)


def _summary(row: Any) -> TournamentSummary:
    tid, created, updated, name, fmt, teams, drawn, planned, finished = row
    return TournamentSummary(
        int(tid),
        datetime.fromisoformat(created),
        datetime.fromisoformat(updated),
        str(name),
        str(fmt),
        int(teams),
        int(drawn),
        int(planned),
        bool(finished),
    )


def list_tournaments(store: MatchStore) -> list[TournamentSummary]:
    """Every tournament, newest first."""
    with store._reading() as conn:
        rows = conn.execute(f"SELECT {_SUMMARY} FROM tournaments ORDER BY created DESC, id DESC").fetchall()
    return [_summary(row) for row in rows]


def count_tournaments(store: MatchStore) -> int:
    """How many tournaments the archive holds."""
    with store._reading() as conn:
        return int(conn.execute("SELECT count(*) FROM tournaments").fetchone()[0])


def load_tournament_row(store: MatchStore, tournament_id: int) -> StoredTournament:
    """A tournament, its record read and its log replayed.

    Raises:
        TournamentNotFoundError: no such tournament.
        StoreError: its record no longer reads (the sentence says why).
    """
    with store._reading() as conn:
        row = conn.execute(f"SELECT {_SUMMARY}, record FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
    if row is None:
        raise TournamentNotFoundError(tournament_id)
    try:
        read: TournamentRecord = load_tournament(json.loads(row[-1]))
    except (ValueError, TarbishError) as error:  # RecordError is a ValueError too
        raise StoreError(f"tournament {tournament_id} cannot be read: {error}") from error
    return StoredTournament(_summary(row[:-1]), read.tournament, read.uuid)


def export_tournament(store: MatchStore, tournament_id: int) -> dict[str, Any]:
    """The tournament record of a tournament as the archive holds it (for a file or a backup).

    Raises:
        TournamentNotFoundError: no such tournament.
    """
    with store._reading() as conn:
        row = conn.execute("SELECT record FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
    if row is None:
        raise TournamentNotFoundError(tournament_id)
    data: dict[str, Any] = json.loads(row[0])
    return data


class Imported(enum.Enum):
    """What importing a tournament record did (:func:`import_tournament`).

    Attributes:
        NEW: a night the archive did not have: added.
        SAME: the archive holds this night with this very log: skipped.
        OLDER: the archive holds this night with more changes than the file: skipped.
        UPDATED: the file's log goes on from the archive's: the archive's night takes the longer log.
        DIVERGED: the file and the archive's night part after a common start: both kept, the file's as a
            new night with an identity of its own.
    """

    NEW = "new"
    SAME = "same"
    OLDER = "older"
    UPDATED = "updated"
    DIVERGED = "diverged"


@dataclass(frozen=True)
class ImportedTournament:
    """The outcome of importing one tournament record.

    Attributes:
        outcome: what was done.
        id: the tournament that holds the file's night now (new, updated or skipped for).
        other: under ``DIVERGED``, the archive's night the file parted from; else None.
    """

    outcome: Imported
    id: int
    other: int | None = None


def _same_night(read: TournamentRecord, stored: TournamentRecord) -> bool:
    """True when ``stored`` is the night of ``read``: the same identity, or (for a record without one) the same
    settings and one log the start of the other."""
    if read.uuid and stored.uuid:
        return read.uuid == stored.uuid
    a, b = read.tournament, stored.tournament
    if a.settings != b.settings or not a.log or not b.log:
        return False
    shorter = min(len(a.log), len(b.log))
    return a.log[:shorter] == b.log[:shorter]


def import_tournament(store: MatchStore, read: TournamentRecord) -> ImportedTournament:
    """Bring a read tournament record into the archive, each night once (docs/tournament-record.md section 4).

    A night is known by its ``uuid`` (a record without one: by its settings and log). The same log is
    skipped, a longer log updates the archive's night, a shorter one is skipped, and a log that parted from
    the archive's is kept beside it as a new night. A new night keeps the record's ``uuid`` and ``started``.

    Raises:
        StoreWriteError, StoreError: the archive refused.
    """
    with store._reading() as conn:
        rows = conn.execute("SELECT id, record FROM tournaments ORDER BY id").fetchall()
    for tournament_id, text in rows:
        try:
            stored = load_tournament(json.loads(text))
        except (ValueError, TarbishError):
            continue  # a record that no longer reads is no night to compare with
        if not _same_night(read, stored):
            continue
        mine, theirs = read.tournament.log, stored.tournament.log
        if mine == theirs:
            return ImportedTournament(Imported.SAME, int(tournament_id))
        if mine[: len(theirs)] == theirs:
            save_tournament(store, int(tournament_id), read.tournament)
            return ImportedTournament(Imported.UPDATED, int(tournament_id))
        if theirs[: len(mine)] == mine:
            return ImportedTournament(Imported.OLDER, int(tournament_id))
        new_id = create_tournament(store, read.tournament, read.name, started=read.started)
        return ImportedTournament(Imported.DIVERGED, new_id, int(tournament_id))
    new_id = create_tournament(store, read.tournament, read.name, uuid=read.uuid, started=read.started)
    return ImportedTournament(Imported.NEW, new_id)

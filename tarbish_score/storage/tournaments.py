"""Tournament nights in the archive: each one a row of ``tournaments``, its record whole (no Qt).

The record is the tournament record of docs/tournament-record.md: settings and log. Every change the
desk makes is saved with :func:`save_tournament`, one SQLite transaction synced to disk before it
returns (the archive's ``synchronous = FULL``), so a result is on disk before the screen shows it and a
kill at any moment leaves the night as it was before or after that change, never between. Snapshots
copy the whole file, tournaments with it.
"""

from __future__ import annotations

import json
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
    "StoredTournament",
    "TournamentNotFoundError",
    "TournamentSummary",
    "count_tournaments",
    "create_tournament",
    "delete_tournament",
    "export_tournament",
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
    """

    summary: TournamentSummary
    tournament: Tournament


def _columns(tournament: Tournament, name: str) -> list[Any]:
    return [
        name,
        tournament.settings.format.value,
        len(tournament.teams),
        len(tournament.rounds),
        tournament.planned_rounds,
        int(tournament.finished),
        record_json(dump_tournament(tournament, name)),
    ]


def create_tournament(store: MatchStore, tournament: Tournament, name: str = "") -> int:
    """Add a tournament to the archive; its id.

    Raises:
        StoreWriteError: not saved (read-only or full disk, read-only store).
    """
    now = iso(store._clock())
    with store._transaction() as conn:
        cursor = conn.execute(
            "INSERT INTO tournaments (created, updated, name, format, teams, drawn, planned, finished, record) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [now, now, *_columns(tournament, name)],
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
        if name is None:
            row = conn.execute("SELECT name FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
            if row is None:
                raise TournamentNotFoundError(tournament_id)
            name = str(row[0])
        cursor = conn.execute(
            "UPDATE tournaments SET updated = ?, name = ?, format = ?, teams = ?, drawn = ?, planned = ?, "
            "finished = ?, record = ? WHERE id = ?",
            [now, *_columns(tournament, name), tournament_id],
        )
        if cursor.rowcount == 0:
            raise TournamentNotFoundError(tournament_id)


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
    return StoredTournament(_summary(row[:-1]), read.tournament)


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

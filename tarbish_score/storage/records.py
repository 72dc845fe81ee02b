"""What the store keeps about a match besides its record: the log and the summary columns."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final, Literal, cast, get_args

from tarbish_score.model import SEATS, Match, RoundInput, derived_match_uuid, dump_record, match_statistics

from .errors import StoreError

__all__ = [
    "ACTIONS",
    "CORRECTIONS",
    "MAX_LOG_ROUND",
    "Action",
    "LogEntry",
    "Status",
    "creation_uuid",
    "round_dict",
    "split_log",
    "summary_columns",
]

#: What a log entry records: a new match, a round recorded, a forgotten round
#: inserted, a round edited or deleted, an undo or redo, a change of rules, teams
#: or players renamed, or a note written on the match or a round.
Action = Literal["new", "record", "insert", "edit", "delete", "undo", "redo", "rules", "rename", "note"]
ACTIONS: Final[frozenset[str]] = frozenset(get_args(Action))
#: The actions that change what was already recorded (the round history marks them).
CORRECTIONS: Final[frozenset[str]] = frozenset({"insert", "edit", "delete", "undo", "redo", "rules"})

#: The largest round number a log entry may name: a 10 MB record holds fewer rounds.
MAX_LOG_ROUND: Final = 1_000_000

#: A match's state in the archive; ``unreadable`` only for a record a migration could not load.
Status = Literal["in-progress", "won", "drawn", "unreadable"]


def utc_now() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """``moment`` as UTC ISO 8601 with microseconds (sorts as text)."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def round_dict(round_input: RoundInput) -> dict[str, Any]:
    """The match-record object of one round (docs/match-record.md).

    The model dumps rounds only inside a whole record, so this dumps a
    one-round match; a Match is not scored until asked, so nothing is checked.
    """
    data: dict[str, Any] = dump_record(Match(rounds=(round_input,)))["rounds"][0]
    return data


@dataclass(frozen=True)
class LogEntry:
    """One entry of a match's audit trail.

    Attributes:
        timestamp: when, as UTC ISO 8601 text.
        action: what happened (:data:`Action`).
        round_number: the round concerned (1-based, numbered as at that moment), or None.
        before: what it was: a round object of the match record (for ``rules``, the
            ``rules`` object; for ``rename``, ``{"teams": [...]}`` as in the record; for a
            note on the match, ``{"note": text}``), or None when there was nothing
            (``record``, ``insert``).
        after: what it became, same forms, or None (``delete``).
    """

    timestamp: str
    action: Action
    round_number: int | None = None
    before: Mapping[str, Any] | None = None
    after: Mapping[str, Any] | None = None

    def __post_init__(self) -> None:
        if self.action not in ACTIONS:
            raise ValueError(f"unknown log action {self.action!r}")
        if self.round_number is not None and self.round_number < 1:
            raise ValueError(f"round numbers start at 1, not {self.round_number}")

    @classmethod
    def now(
        cls,
        action: Action,
        round_number: int | None = None,
        before: RoundInput | Mapping[str, Any] | None = None,
        after: RoundInput | Mapping[str, Any] | None = None,
        *,
        moment: datetime | None = None,
    ) -> LogEntry:
        """An entry stamped now (or at ``moment``); rounds may be given as :class:`RoundInput`.

        Raises:
            ValueError: unknown action, or a round number below 1.
        """
        return cls(iso(moment or utc_now()), action, round_number, _as_data(before), _as_data(after))

    @property
    def is_correction(self) -> bool:
        """True for an entry that changed what was already recorded."""
        return self.action in CORRECTIONS

    def to_json(self) -> dict[str, Any]:
        """The entry as it appears under ``"log"`` in an exported record."""
        return {
            "timestamp": self.timestamp,
            "action": self.action,
            "round": self.round_number,
            "before": None if self.before is None else dict(self.before),
            "after": None if self.after is None else dict(self.after),
        }

    @classmethod
    def from_json(cls, data: object) -> LogEntry:
        """Read an entry written by :meth:`to_json`.

        Raises:
            StoreError: not an entry.
        """
        if not isinstance(data, dict):
            raise StoreError(f"a log entry must be a JSON object, not {data!r}")
        timestamp, action, number = data.get("timestamp"), data.get("action"), data.get("round")
        before, after = data.get("before"), data.get("after")
        if not isinstance(action, str) or action not in ACTIONS:
            raise StoreError(f"a log entry's action must be one of {', '.join(sorted(ACTIONS))}, not {action!r}")
        if not isinstance(timestamp, str) or not _is_moment(timestamp):
            raise StoreError(
                f"a log entry's timestamp must be a date and time like 2024-05-01T20:15:00+00:00, not {timestamp!r}"
            )
        if number is not None and (type(number) is not int or not 1 <= number <= MAX_LOG_ROUND):
            raise StoreError(f"a log entry's round must be a number from 1 to {MAX_LOG_ROUND}, not {number!r}")
        if not all(side is None or isinstance(side, dict) for side in (before, after)):
            raise StoreError(f"a log entry's before and after must be objects or null: {data!r}")
        return cls(timestamp, cast("Action", action), number, before, after)


#: The dates an archive keeps: a day inside Python's years 1-9999 either side, so every local time exists.
_EARLIEST: Final = datetime(1, 1, 2, tzinfo=UTC)
_LATEST: Final = datetime(9999, 12, 30, tzinfo=UTC)


def parse_moment(text: str) -> datetime:
    """An ISO 8601 date and time as a UTC datetime; no offset means UTC.

    Raises:
        ValueError: not such a text, or a moment outside the years 1-9999 in UTC or in any local
            time ("0001-01-01T00:00+05:00" has no UTC equivalent).
    """
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        moment = moment.astimezone(UTC)
    except OverflowError:
        raise ValueError(f"{text!r} is outside the years 1-9999") from None
    if not _EARLIEST <= moment <= _LATEST:
        raise ValueError(f"{text!r} is outside the years 1-9999")
    return moment


def _is_moment(text: str) -> bool:
    try:
        parse_moment(text)
    except ValueError:
        return False
    return True


def _as_data(side: RoundInput | Mapping[str, Any] | None) -> Mapping[str, Any] | None:
    if isinstance(side, RoundInput):
        return round_dict(side)
    return side


def split_log(record: dict[str, Any]) -> list[LogEntry]:
    """Remove an exported ``"log"`` from ``record`` and return its entries.

    Raises:
        StoreError: the log is not a list of entries.
    """
    if "log" not in record:
        return []
    raw = record.pop("log")
    if not isinstance(raw, list):
        raise StoreError("the record's log must be a list of entries")
    entries = []
    for number, item in enumerate(raw, start=1):
        try:
            entries.append(LogEntry.from_json(item))
        except StoreError as error:
            raise StoreError(f"entry {number}: {error}") from None
    return entries


def creation_uuid(record: Mapping[str, Any], log: Sequence[Mapping[str, Any]]) -> str | None:
    """The identity of a match that has none, worked out from how it started: its first log entry,
    its teams then (before the first rename in its log) and its first dealer.

    A match moved between archives by export and import before identities existed keeps its log, so
    every archive gives it the same identity (schema 6's upgrade, an import of an older export).

    Args:
        record: the match record (``teams``, ``first_dealer``).
        log: its log, oldest first, each entry as :meth:`LogEntry.to_json` writes it.

    Returns:
        The identity, or None for a match with no log (it gets a random one).
    """
    if not log:
        return None
    teams = record.get("teams")
    for entry in log:
        before = entry.get("before")
        if isinstance(before, Mapping) and "teams" in before:
            teams = before["teams"]
            break
    start = {"start": dict(log[0]), "teams": teams, "first_dealer": record.get("first_dealer")}
    return derived_match_uuid(json.dumps(start, sort_keys=True, ensure_ascii=False, separators=(",", ":")))


def summary_columns(match: Match) -> dict[str, Any]:
    """The indexed summary columns of ``match`` (the archive lists these, never the record).

    Raises:
        TarbishError: a round of the match does not score.
    """
    score = match.score
    status: Status = "won" if score.winner is not None else "drawn" if score.drawn else "in-progress"
    (team0, team1) = match.teams
    names = [team0.name, team1.name, *team0.players, *team1.players]
    return {
        "status": status,
        "winner": score.winner,
        "team0": team0.name,
        "team0_player1": team0.players[0],
        "team0_player2": team0.players[1],
        "team1": team1.name,
        "team1_player1": team1.players[0],
        "team1_player2": team1.players[1],
        "total0": score.totals[0],
        "total1": score.totals[1],
        "rounds": len(match.rounds),
        # casefold, not SQL LOWER(): that one only folds ASCII, and these are Gaelic and Acadian names.
        # Notes are one line each (model.notes), so a search never runs from one into the next.
        "search": "\n".join(text.casefold() for text in (*names, *_notes(match))),
        "note": match.note,
        **_calls(match),
    }


def _calls(match: Match) -> dict[str, Any]:
    """The archive-statistics columns (``schema.STATISTICS_COLUMNS``): preset, and each seat's calls."""
    players = match_statistics(match).players
    columns: dict[str, Any] = {"preset": match.rules.preset}
    for seat, side in enumerate(players):
        columns[f"called{seat}"] = side.called
        columns[f"bait{seat}"] = side.bait
        columns[f"half_bait{seat}"] = side.half_bait
    return columns


def _notes(match: Match) -> list[str]:
    """The match's note and its rounds' notes, the empty ones left out."""
    return [note for note in (match.note, *(r.note for r in match.rounds)) if note]


def unreadable_columns() -> dict[str, Any]:
    """Summary columns for a record that cannot be loaded (kept, listed, exportable)."""
    return {
        "status": "unreadable",
        "winner": None,
        "team0": "",
        "team0_player1": "",
        "team0_player2": "",
        "team1": "",
        "team1_player1": "",
        "team1_player2": "",
        "total0": 0,
        "total1": 0,
        "rounds": 0,
        "search": "",
        "note": "",
        "preset": "standard",
        **{f"{kind}{seat}": 0 for kind in ("called", "bait", "half_bait") for seat in range(SEATS)},
    }


def record_json(record: Mapping[str, Any]) -> str:
    """Compact JSON text of a record or log side, as stored."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))

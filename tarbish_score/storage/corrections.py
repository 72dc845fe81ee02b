"""The net corrections of a match: what its log changed, once undos and changes taken back cancel out.

The log (:class:`~.records.LogEntry`) keeps every step for the audit trail:
recording round 5, undoing it and redoing it are three entries. What a table
wants to know is the *net* change to the rounds that were recorded: a round
recorded and then edited to something else, a round deleted, a forgotten round
put in, the rules changed. :func:`net_corrections` replays the log to find
those; the history's ✎ mark, the corrections log and the scoresheet all count
them from here.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from tarbish_score.model.round import COUNTED_BY

from .records import LogEntry

if TYPE_CHECKING:
    from tarbish_score.model import Match, RoundInput

__all__ = ["CorrectionKind", "NetCorrection", "corrected_rounds", "net_corrections", "round_from_record"]

#: What a net correction did: a recorded round changed, a recorded round deleted,
#: a forgotten round put in, or the match's rules changed.
CorrectionKind = Literal["corrected", "deleted", "inserted", "rules"]


@dataclass(frozen=True)
class NetCorrection:
    """One net change to what was recorded.

    Attributes:
        kind: :data:`CorrectionKind`.
        round_number: the round (1-based) as numbered now; for a deleted round, the
            number it had when it was deleted; None for ``rules``.
        before: the round object (match record) as first recorded, or the ``rules``
            object before the first change; None for an inserted round.
        after: the round or ``rules`` object as it is now; None for a deleted round.
        timestamp: when its last step was logged (UTC ISO 8601 text).
        recorded_as: the number the round had when it was recorded (or put in), when
            that differs from ``round_number`` (a round before it was deleted or put in); else None.
    """

    kind: CorrectionKind
    round_number: int | None
    before: Mapping[str, Any] | None
    after: Mapping[str, Any] | None
    timestamp: str
    recorded_as: int | None = None

    def rounds(self, match: Match) -> tuple[RoundInput | None, RoundInput | None]:
        """``before`` and ``after`` read as rounds of ``match`` (None: none, or unreadable)."""
        if self.kind == "rules":
            return None, None
        return round_from_record(match, self.before), round_from_record(match, self.after)

    def changes(self, match: Match) -> list[str]:
        """What changed, in player words ("Us counted 50 → 60", "caller Ann → Bea"); empty when not named.

        A deleted or inserted round names nothing more (its line says it); nor does a
        round this version cannot read.
        """
        from tarbish_score.words.changes import round_change_texts, rules_change_texts

        if self.kind == "rules":
            return rules_change_texts(self.before, self.after)
        if self.kind != "corrected":
            return []
        before, after = self.rounds(match)
        if before is None or after is None:
            return []
        return round_change_texts(match, before, after)

    def text(self, match: Match) -> str:
        """The correction in one line: "Round 5 corrected: Us counted 50 → 60", "Round 3 deleted"."""
        from tarbish_score.words.changes import correction_text

        return correction_text(self.kind, self.round_number, self.changes(match), recorded_as=self.recorded_as)


@dataclass(eq=False)
class _Slot:
    """One round as the replay follows it, wherever it moves."""

    origin: Literal["record", "insert"]
    first: Mapping[str, Any]
    now: Mapping[str, Any]
    timestamp: str
    deleted: bool = False
    number: int = 0
    recorded_as: int = 0
    #: Out of the match: where (0-based) a new round would take its place.
    at: int = 0
    #: Whether an undo taking it out again leaves it deleted (it had been deleted
    #: before a new round took its place) or taken back.
    out_deleted: bool = False


def _same(a: Mapping[str, Any] | None, b: Mapping[str, Any] | None) -> bool:
    """Equal as JSON (a log read from disk has lists where a fresh one has tuples)."""
    if a is b or a == b:
        return True
    return json.dumps(a, sort_keys=True, ensure_ascii=False) == json.dumps(b, sort_keys=True, ensure_ascii=False)


def _scored_part(round_object: Mapping[str, Any]) -> Mapping[str, Any]:
    """A round object without its note and whose count was typed: neither changes a score, so
    changing one alone corrects nothing (the same cards typed from the other team's side)."""
    return {key: value for key, value in round_object.items() if key not in ("note", COUNTED_BY)}


def net_corrections(log: Iterable[LogEntry], rounds: int | None = None) -> tuple[NetCorrection, ...]:
    """The net corrections of a match's log, the rules first, then by round number.

    Replays the log round by round. An entry with only ``after`` puts a round in
    at its number: a ``record`` is a new round, an ``insert`` a forgotten one, an
    ``undo`` or ``redo`` brings back the round it took out. One with only
    ``before`` takes a round out: ``delete`` (and the ``redo`` of one) deletes
    it, an ``undo`` takes back its recording. One with both changes it in place.

    A round counts as corrected when what it is now differs from what was first
    recorded, so an edit undone, or typed back as it was, is no correction, and
    neither is undoing or redoing a recording. A deleted round counts unless it
    was put in by a correction; a forgotten round put in counts while it stays.

    Args:
        log: the match's log entries, oldest first.
        rounds: how many rounds the match has now, when known: rounds the replay
            still holds beyond that were removed without their own entry (a
            correction that ended the match took the later rounds with it) and
            count as deleted; None trusts the log alone.

    Returns:
        The net corrections; empty when nothing recorded changed.
    """
    rows: list[_Slot] = []
    gone: list[_Slot] = []
    rules: list[LogEntry] = []
    for entry in log:
        if entry.action == "rules":
            rules.append(entry)
        elif entry.round_number is not None:
            _replay(entry, entry.round_number - 1, rows, gone)
    if rounds is not None:
        for number, slot in enumerate(rows[rounds:], start=rounds + 1):
            slot.deleted, slot.number = True, number
            gone.append(slot)
        del rows[rounds:]
    found: list[NetCorrection] = []
    if rules and not _same(rules[0].before, rules[-1].after):
        found.append(NetCorrection("rules", None, rules[0].before, rules[-1].after, rules[-1].timestamp))
    for number, slot in enumerate(rows, start=1):
        moved = slot.recorded_as if slot.recorded_as != number else None
        if slot.origin == "insert":
            found.append(NetCorrection("inserted", number, None, slot.now, slot.timestamp))
        elif not _same(_scored_part(slot.first), _scored_part(slot.now)):
            found.append(NetCorrection("corrected", number, slot.first, slot.now, slot.timestamp, moved))
    for slot in gone:
        if slot.deleted and slot.origin == "record":
            moved = slot.recorded_as if slot.recorded_as != slot.number else None
            found.append(NetCorrection("deleted", slot.number, slot.first, None, slot.timestamp, moved))
    found.sort(key=lambda c: (c.round_number or 0, c.kind != "deleted"))
    return tuple(found)


def _replay(entry: LogEntry, i: int, rows: list[_Slot], gone: list[_Slot]) -> None:
    """Apply one round entry (round ``i``, 0-based, as numbered then) to the rounds followed."""
    before, after = entry.before, entry.after
    if before is None and after is not None:
        at = min(i, len(rows))
        if entry.action in ("undo", "redo"):
            slot = _brought_back(entry, gone)
        else:
            slot = _taken_place(entry, at, gone)
            if slot is not None:
                slot.out_deleted, slot.now = slot.deleted, after
        if slot is None:
            origin: Literal["record", "insert"] = "insert" if entry.action == "insert" else "record"
            slot = _Slot(origin, after, after, entry.timestamp, recorded_as=i + 1)
        else:
            slot.deleted, slot.timestamp = False, entry.timestamp
        _shift(gone, at, 1)
        rows.insert(at, slot)
    elif before is not None and after is None:
        if 0 <= i < len(rows):
            slot = rows.pop(i)
            _shift(gone, i + 1, -1)
            # Undo takes back a recording or an insert (a round it replaced stays deleted);
            # delete (and its redo) removes a round.
            slot.deleted = slot.out_deleted if entry.action == "undo" else True
            slot.number, slot.at, slot.timestamp = i + 1, i, entry.timestamp
            gone.append(slot)
    elif after is not None and 0 <= i < len(rows):
        slot = rows[i]
        slot.now, slot.timestamp = after, entry.timestamp


def _shift(gone: list[_Slot], start: int, by: int) -> None:
    """Rounds put in or taken out before ``start`` move the places of the rounds out of the match."""
    for slot in gone:
        if slot.at >= start:
            slot.at += by


def _brought_back(entry: LogEntry, gone: list[_Slot]) -> _Slot | None:
    """The round an undo or redo puts back: the latest one taken out that looked like it."""
    for k in range(len(gone) - 1, -1, -1):
        if _same(gone[k].now, entry.after):
            return gone.pop(k)
    return None


def _taken_place(entry: LogEntry, at: int, gone: list[_Slot]) -> _Slot | None:
    """The recorded round whose place a new round (recorded or put in at ``at``) takes, if any.

    A recording undone, or a round deleted, at the same place: the new round is that
    round typed again, so what it is now is compared with what that one was first
    recorded as. One typed again as it was is preferred; else the latest taken out.
    """
    places = [k for k, slot in enumerate(gone) if slot.origin == "record" and slot.at == at]
    if not places:
        return None
    alike = [k for k in places if _same(_scored_part(gone[k].now), _scored_part(entry.after or {}))]
    return gone.pop((alike or places)[-1])


def corrected_rounds(log: Iterable[LogEntry], rounds: int | None = None) -> frozenset[int]:
    """The rounds (0-based, numbered as now) that a net correction changed or put in.

    Args:
        log: the match's log entries, oldest first.
        rounds: how many rounds the match has now, or None (see :func:`net_corrections`).
    """
    return frozenset(
        c.round_number - 1
        for c in net_corrections(log, rounds)
        if c.kind in ("corrected", "inserted") and c.round_number is not None
    )


def round_from_record(match: Match, data: Mapping[str, Any] | None) -> RoundInput | None:
    """Read one round object of the match record with ``match``'s teams and rules.

    Returns:
        The round, or None when ``data`` is None or this version cannot read it.
    """
    if data is None:
        return None
    from tarbish_score.model import TarbishError, dump_record, load_record

    record = dump_record(match)
    record["rounds"] = [dict(data)]
    try:
        return load_record(record).rounds[0]
    except (TarbishError, ValueError):
        return None

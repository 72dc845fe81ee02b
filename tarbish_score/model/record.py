"""The match record, version 1 (docs/match-record.md): load, check, dump and score."""

from __future__ import annotations

import json
import math
import os
import re
import stat
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any, Final, NoReturn

from .cards import Rank, Suit
from .errors import RecordError, RulesError, TarbishError
from .identity import read_uuid
from .match import Match, Team
from .notes import check_note
from .round import NoTrump, RoundInput, Trump
from .rules import RuleSet
from .runs import RunClaim

__all__ = [
    "DERIVED_KEYS",
    "FORMAT",
    "MAX_IMPORT_BYTES",
    "MAX_NESTING",
    "MAX_RECORD_BYTES",
    "VERSION",
    "dump_record",
    "dumps_record",
    "load_record",
    "loads_record",
    "nesting_depth",
    "read_record",
    "scored_document",
    "wide_encoding",
]

FORMAT: Final = "tarbish-score-match"
VERSION: Final = 1
#: Larger files are refused unread: no real match comes near this. Every reader (import, restore,
#: a backup's check, recovery) and every writer (export, backup) holds to it.
MAX_RECORD_BYTES: Final = 10 * 1024 * 1024
#: The most a match brought in by an import may take as the archive would export it (record,
#: statistics, log, dates, written compactly): the 2 MB left below :data:`MAX_RECORD_BYTES` are
#: the room for the rounds and corrections the window adds later (thousands of them), so what is
#: imported can always be backed up and restored.
MAX_IMPORT_BYTES: Final = 8 * 1024 * 1024
#: Lists and objects nested deeper are refused: a record the app writes nests about six deep, and
#: every reader and writer (JSON's own too) must reach the bottom without running out of stack.
MAX_NESTING: Final = 64
_MB: Final = 1024 * 1024

_TOP_KEYS = frozenset({"format", "version", "uuid", "rules", "teams", "first_dealer", "note", "rounds"})
#: Derived top-level fields an export adds (docs/match-record.md section 3): worked out again
#: from the rounds, so reading drops them rather than keeping a possibly stale copy.
DERIVED_KEYS: Final = frozenset({"statistics"})
_TEAM_KEYS = frozenset({"name", "players"})
_ROUND_KEYS = frozenset({"caller", "trump", "card_points", "runs", "bella", "sweep", "thrown_in", "forced", "note"})
_RUN_KEYS = frozenset({"seat", "length", "top", "suit"})
_SUITS = {s.value: s for s in Suit}
_RANKS = {r.value: r for r in Rank}


def _fail(message: str, field: str, code: str = "record", round_number: int | None = None) -> NoReturn:
    raise RecordError(message, code=code, field=field, round_number=round_number)


def _describe(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _jsonable(value: object) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def _seat(value: object, field: str, rnd: int | None) -> int:
    if type(value) is not int or not 0 <= value <= 3:
        _fail(f"must be a seat number 0-3, not {_describe(value)}", field, "seat", rnd)
    return value


def _object(value: object, field: str, rnd: int | None) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        _fail(f"must be a JSON object, not {_describe(value)}", field, "type", rnd)
    return value


def _bool(value: object, field: str, rnd: int | None) -> bool:
    if type(value) is not bool:
        _fail(f"must be true or false, not {_describe(value)}", field, "type", rnd)
    return value


def _note(data: Mapping[str, Any], rnd: int | None) -> str:
    try:
        return check_note(data.get("note", ""))
    except TarbishError as error:
        _fail(error.message, "note", error.code, rnd)


def _extra(data: Mapping[str, Any], known: frozenset[str]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in known}


def load_record(data: object) -> Match:
    """Build a match from a parsed match record and check every round.

    Args:
        data: the JSON document, parsed.

    Returns:
        The match, with unknown fields kept in its ``extra`` mappings.

    Raises:
        RecordError: the first problem, naming the round (1-based) and field.
    """
    top = _object(data, "", None)
    if nesting_depth(top) > MAX_NESTING:
        _fail(f"nests lists and objects more than {MAX_NESTING} deep; no match record does", "", "too_deep")
    if top.get("format") != FORMAT:
        _fail(f'must be "{FORMAT}" - this is not a Tarabish Score match record', "format", "format")
    version = top.get("version")
    if type(version) is not int or version != VERSION:
        _fail(f"version {_describe(version)} is not supported; this app reads version {VERSION}", "version", "version")
    rules_data = _object(top.get("rules", {}), "rules", None)
    try:
        rules = RuleSet.from_mapping(rules_data)
    except RulesError as error:
        _fail(error.message, error.field, error.code)
    teams = _teams(top.get("teams"))
    first_dealer = _seat(top.get("first_dealer"), "first_dealer", None)
    if "rounds" not in top:
        _fail('is missing: the list of rounds ("rounds": [] for a new match)', "rounds", "missing")
    rounds_data = top["rounds"]
    if not isinstance(rounds_data, list):
        _fail(f"must be a list of rounds, not {_describe(rounds_data)}", "rounds", "type")
    rounds = tuple(_round(r, n) for n, r in enumerate(rounds_data, start=1))
    identity = _uuid(top)
    extra = _extra(top, _TOP_KEYS | DERIVED_KEYS)
    match = Match(teams, first_dealer, rules, rounds, extra, _note(top, None), identity)
    try:
        match.score  # noqa: B018 - checks every round against the rules
    except TarbishError as error:
        number = error.params.get("round_number")
        _fail(error.message, error.field or "round", error.code, number)
    return match


def _uuid(top: Mapping[str, Any]) -> str:
    if "uuid" not in top:
        return ""
    identity = read_uuid(top["uuid"])
    if identity is None:
        _fail(
            f"must be the match's identity, a UUID like 3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b1e42, not "
            f"{_describe(top['uuid'])}; leave it out and the archive gives the match one",
            "uuid",
            "uuid",
        )
    return identity


def nesting_depth(value: object, stop: int = MAX_NESTING + 1) -> int:
    """How deeply lists and objects nest in ``value`` (text or a number: 0, ``[]``: 1, ``[{}]``: 2).

    Counted without recursion, so any depth is measured; counting ends once ``stop`` is reached.
    """
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Mapping):
            children: Iterable[object] = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest >= stop:
            break
        stack.extend((child, depth + 1) for child in children)
    return deepest


def _teams(value: object) -> tuple[Team, Team]:
    if not isinstance(value, list) or len(value) != 2:
        _fail("must be a list of two teams", "teams", "teams")
    teams = []
    for t, item in enumerate(value):
        obj = _object(item, f"teams[{t}]", None)
        name = obj.get("name")
        if not isinstance(name, str):
            _fail(f"must be the team's name as text, not {_describe(name)}", f"teams[{t}].name", "type")
        players = obj.get("players")
        if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, str) for p in players):
            _fail("must be a list of two player names", f"teams[{t}].players", "players")
        teams.append(Team(name, (players[0], players[1]), _extra(obj, _TEAM_KEYS)))
    return teams[0], teams[1]


def _round(value: object, n: int) -> RoundInput:
    data = _object(value, "round", n)
    extra = _extra(data, _ROUND_KEYS)
    thrown = _bool(data.get("thrown_in", False), "thrown_in", n)
    note = _note(data, n)
    if thrown:
        for key in sorted(_ROUND_KEYS - {"thrown_in", "note"}):
            if key in data:
                _fail(f"a thrown-in round has no {key}", key, "thrown_in_fields", n)
        return RoundInput(thrown_in=True, extra=extra, note=note)
    if "caller" not in data:
        _fail("is missing: who named trump (seat 0-3)", "caller", "missing", n)
    caller = _seat(data["caller"], "caller", n)
    trump: Trump | None = None
    if "trump" in data:
        raw = data["trump"]
        if raw == "none":
            trump = NoTrump.NONE
        elif isinstance(raw, str) and raw in _SUITS:
            trump = _SUITS[raw]
        else:
            _fail(f"must be clubs, diamonds, hearts, spades or none, not {_describe(raw)}", "trump", "trump", n)
    if "card_points" not in data:
        _fail("is missing: the card points of both teams, e.g. [90, 72]", "card_points", "missing", n)
    points = data["card_points"]
    if not isinstance(points, list) or len(points) != 2 or not all(type(p) is int for p in points):
        _fail(f"must be two whole numbers like [90, 72], not {_describe(points)}", "card_points", "card_points_type", n)
    runs_data = data.get("runs", [])
    if not isinstance(runs_data, list):
        _fail(f"must be a list of runs, not {_describe(runs_data)}", "runs", "type", n)
    runs = tuple(_run(item, i, n) for i, item in enumerate(runs_data))
    bella = _seat(data["bella"], "bella", n) if "bella" in data else None
    sweep = _bool(data.get("sweep", False), "sweep", n)
    forced = _bool(data.get("forced", False), "forced", n)
    return RoundInput(caller, trump, (points[0], points[1]), runs, bella, sweep, False, forced, extra, note)


def _run(value: object, i: int, n: int) -> RunClaim:
    field = f"runs[{i}]"
    data = _object(value, field, n)
    seat = _seat(data.get("seat"), f"{field}.seat", n)
    length = data.get("length")
    if type(length) is not int or not 3 <= length <= 9:
        _fail(f"a run has 3 to 9 cards, not {_describe(length)}", f"{field}.length", "length", n)
    top = None
    if "top" in data:
        if not isinstance(data["top"], str) or data["top"] not in _RANKS:
            _fail(f"must be one of A K Q J 10 9 8 7 6, not {_describe(data['top'])}", f"{field}.top", "top", n)
        top = _RANKS[data["top"]]
    suit = None
    if "suit" in data:
        if not isinstance(data["suit"], str) or data["suit"] not in _SUITS:
            _fail(
                f"must be clubs, diamonds, hearts or spades, not {_describe(data['suit'])}", f"{field}.suit", "suit", n
            )
        suit = _SUITS[data["suit"]]
    return RunClaim(seat, length, top, suit, extra=_extra(data, _RUN_KEYS))


def loads_record(text: str | bytes) -> Match:
    """Parse and load a match record from JSON text.

    Raises:
        RecordError: empty, not JSON, too large, or any problem of :func:`load_record`.
    """
    if len(text) > MAX_RECORD_BYTES:
        _fail(f"is larger than {MAX_RECORD_BYTES // (1024 * 1024)} MB; no match record is that big", "", "too_large")
    if not text.strip():
        _fail("the file is empty", "", "empty")
    if isinstance(text, bytes) and (wide := wide_encoding(text)) is not None:
        _fail(
            f"the file is {wide} text, not UTF-8: save it as UTF-8 and import it again",
            "",
            wide.lower().replace("-", ""),
        )
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")  # the format is UTF-8; a BOM is tolerated
        data = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_KeyedObject.of)
    except json.JSONDecodeError as error:
        _fail(f"not valid JSON ({error.msg} at line {error.lineno}, column {error.colno})", "", "json")
    except UnicodeDecodeError:
        _fail("not valid JSON (the file is not UTF-8 text)", "", "json")
    except _NotANumberError as error:
        _fail(f"not valid JSON ({error})", "", "json")
    except ValueError:
        _fail("not valid JSON (a number has too many digits)", "", "json")
    except RecursionError:
        _fail("not valid JSON (nested too deeply)", "", "json")
    _check_values(data)
    return load_record(data)


def wide_encoding(data: bytes) -> str | None:
    """The name of the UTF-16 or UTF-32 encoding ``data`` is written in, or None for any other bytes.

    Told by its byte-order mark, or without one by its NUL bytes: JSON text starts with ASCII
    characters, which these encodings write with one (UTF-16) or three (UTF-32) NUL bytes each,
    while a UTF-8 record holds no NUL at all.

    Args:
        data: the start of a file (the first few bytes are enough).
    """
    marks = (
        (b"\xff\xfe\x00\x00", "UTF-32"),
        (b"\x00\x00\xfe\xff", "UTF-32"),
        (b"\xff\xfe", "UTF-16"),
        (b"\xfe\xff", "UTF-16"),
    )
    for mark, name in marks:
        if data.startswith(mark):
            return name
    head = data[:64]
    if len(head) < 4:  # too short to tell
        return None
    share = head.count(0) / max(len(head), 1)
    if share >= 0.7:  # three NULs to each ASCII character
        return "UTF-32"
    if share >= 0.35:  # one NUL to each
        return "UTF-16"
    return None


class _KeyedObject(dict[str, Any]):
    """A JSON object as parsed, remembering a key that was written twice (the first such key)."""

    repeated: str | None = None

    @classmethod
    def of(cls, pairs: list[tuple[str, Any]]) -> _KeyedObject:
        obj = cls(pairs)
        if len(obj) < len(pairs):
            counts = Counter(key for key, _ in pairs)
            obj.repeated = next(key for key, _ in pairs if counts[key] > 1)
        return obj


def _check_values(data: object) -> None:
    """Refuse what JSON parses but no record may hold: a key written twice, a number too large to
    keep (``1e400`` reads as infinity and could never be written back), a lone surrogate escape
    (``"\\ud800"``, half of a character, which no file or archive can store).

    Raises:
        RecordError: naming the round and field of the first such value, and the fix.
    """
    stack: list[tuple[object, str]] = [(data, "")]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if _has_lone_surrogate(value):
                _fail_at(path, "holds a \\ud800-\\udfff escape that is half a character; remove it", "text")
        elif isinstance(value, float):
            if not math.isfinite(value):
                _fail_at(path, "holds a number too large to keep (like 1e400); write a smaller number", "number")
        elif isinstance(value, list):
            stack.extend((item, f"{path}[{i}]") for i, item in reversed(list(enumerate(value))))
        elif isinstance(value, _KeyedObject):
            if value.repeated is not None:
                _fail_at(_join(path, value.repeated), "is written twice in one object; keep only one", "duplicate_key")
            for key, item in reversed(value.items()):
                if _has_lone_surrogate(key):
                    _fail_at(path, "has a key with a \\ud800-\\udfff escape that is half a character", "text")
                stack.append((item, _join(path, key)))


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _has_lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _fail_at(path: str, message: str, code: str) -> NoReturn:
    """Fail at a JSON path such as ``rounds[2].card_points``: round 3, field ``card_points``."""
    match = re.fullmatch(r"rounds\[(\d+)\]\.?(.*)", path, re.DOTALL)
    if match is not None:
        _fail(message, match.group(2) or "round", code, int(match.group(1)) + 1)
    _fail(message, path or "", code)


class _NotANumberError(ValueError):
    pass


def _reject_constant(name: str) -> NoReturn:
    raise _NotANumberError(f"{name} is not a number")


def read_record(path: str | os.PathLike[str]) -> Match:
    """Read a match record file (``.tarbish.json``).

    Raises:
        RecordError: as :func:`loads_record`; a file over 10 MB, a pipe or a device is not read.
        OSError: the file cannot be opened.
    """
    # Opened without waiting (a pipe nobody writes to would block the open), then only a regular
    # file no larger than the limit is read: a pipe or a device may never end.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as file:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            _fail("is not a regular file (a pipe, a device or a socket); a match record is a file", "", "not_a_file")
        if status.st_size > MAX_RECORD_BYTES:
            _fail(f"is larger than {MAX_RECORD_BYTES // _MB} MB; no match record is that big", "", "too_large")
        data = file.read(MAX_RECORD_BYTES + 1)  # one byte past: a file still growing stops there
    return loads_record(data)


def dump_record(match: Match) -> dict[str, Any]:
    """The match record (version 1) of ``match``, as JSON-ready data."""
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
    }
    if match.uuid:
        out["uuid"] = match.uuid
    out |= {
        "rules": match.rules.to_mapping(),
        "teams": [{"name": t.name, "players": list(t.players), **t.extra} for t in match.teams],
        "first_dealer": match.first_dealer,
    }
    if match.note:
        out["note"] = match.note
    out["rounds"] = [_dump_round(r) for r in match.rounds]
    for key, value in match.extra.items():
        out.setdefault(key, value)
    return out


def _dump_round(r: RoundInput) -> dict[str, Any]:
    out: dict[str, Any] = {"thrown_in": True} if r.thrown_in else _dump_played(r)
    if r.note:
        out["note"] = r.note
    for key, value in r.extra.items():
        out.setdefault(key, value)
    return out


def _dump_played(r: RoundInput) -> dict[str, Any]:
    out: dict[str, Any] = {"caller": r.caller}
    if r.trump is not None:
        out["trump"] = r.trump.value
    out["card_points"] = list(r.card_points)
    if r.runs:
        out["runs"] = [_dump_run(c) for c in r.runs]
    if r.bella is not None:
        out["bella"] = r.bella
    if r.sweep:
        out["sweep"] = True
    if r.forced:
        out["forced"] = True
    return out


def _dump_run(claim: RunClaim) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": claim.seat, "length": claim.length}
    if claim.top is not None:
        out["top"] = claim.top.value
    if claim.suit is not None:
        out["suit"] = claim.suit.value
    for key, value in claim.extra.items():
        out.setdefault(key, value)
    return out


def dumps_record(match: Match) -> str:
    """The match record as JSON text (UTF-8 friendly, indented)."""
    return json.dumps(dump_record(match), ensure_ascii=False, indent=1) + "\n"


def scored_document(match: Match) -> dict[str, Any]:
    """The headless scorer's JSON document (docs/match-record.md section 5)."""
    score = match.score
    return {
        "rounds": [
            {
                "dealer": rs.dealer,
                "outcome": rs.result.outcome.value,
                "points": list(rs.result.points),
                "run_points": list(rs.result.run_points),
                "bella_points": list(rs.result.bella_points),
                "totals": list(rs.totals),
            }
            for rs in score.rounds
        ],
        "totals": list(score.totals),
        "winner": score.winner,
        "finished": score.finished,
    }

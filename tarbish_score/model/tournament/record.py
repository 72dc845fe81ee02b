"""The tournament record, version 1 (docs/tournament-record.md): a night's settings and log as JSON.

Reading is strict, like the match record's (``model.record``): the first fault is refused with a sentence
naming its field (a JSON path such as ``log[4].result.totals``), and the log is replayed entry by entry,
so a record whose changes the engine would refuse never loads.
"""

from __future__ import annotations

import json
import os
import stat
import uuid as uuids
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, NoReturn

from ..errors import RecordError, TarbishError
from ..names import MAX_TEAM_NAME_LENGTH, clean_name
from ..record import (
    MAX_NESTING,
    _check_values,
    _describe,
    _join,
    _KeyedObject,
    _NotANumberError,
    _reject_constant,
    dump_record,
    load_record,
    nesting_depth,
)
from ..rules import RuleSet
from .draw import RoundDraw, Table
from .log import (
    Change,
    ResultCorrected,
    ResultRecorded,
    RoundDrawn,
    TeamAdded,
    TeamWithdrawn,
    TournamentState,
    apply_change,
)
from .results import TableResult, check_result, result_from_match
from .settings import MAX_ROUNDS, ByeRule, Format, TournamentSettings
from .standings import TieBreak, check_order
from .teams import MAX_TEAMS
from .tournament import Tournament

__all__ = [
    "FORMAT",
    "MAX_TOURNAMENT_BYTES",
    "VERSION",
    "TournamentRecord",
    "dump_tournament",
    "dumps_tournament",
    "load_tournament",
    "loads_tournament",
    "read_tournament",
]

FORMAT: Final = "tarbish-score-tournament"
VERSION: Final = 1
#: Larger files are refused unread: 32 tables, 30 rounds and every table's match record come far below it.
MAX_TOURNAMENT_BYTES: Final = 64 * 1024 * 1024
_MB: Final = 1024 * 1024

_KINDS: Final = {
    "team-added": TeamAdded,
    "team-withdrawn": TeamWithdrawn,
    "round-drawn": RoundDrawn,
    "result-recorded": ResultRecorded,
    "result-corrected": ResultCorrected,
}
_KIND_OF: Final = {kind: name for name, kind in _KINDS.items()}
#: The highest team id, table number and round number a night can have (docs/rules.md section 11).
_MAX_TEAM: Final = MAX_TEAMS - 1
_MAX_TABLE: Final = MAX_TEAMS // 2
_MAX_ROUND: Final = max(MAX_ROUNDS, MAX_TEAMS)
_FORMATS: Final = {f.value: f for f in Format}
_BYE_RULES: Final = {b.value: b for b in ByeRule}
_TIE_BREAKS: Final = {t.value: t for t in TieBreak}


@dataclass(frozen=True)
class TournamentRecord:
    """A tournament as a record holds it.

    Attributes:
        tournament: the night: settings, log, undone changes and tie-break order.
        name: the night's name ("" for none), cleaned like a team's name.
        uuid: the night's identity, given when it was created (a UUID, lower case), so an archive knows
            the same night when its record comes back; "" in a record written before nights had one.
        started: when the night was created, UTC ISO 8601 ("" when the record does not say).
    """

    tournament: Tournament
    name: str = ""
    uuid: str = ""
    started: str = ""


def _fail(message: str, field: str, code: str = "record") -> NoReturn:
    raise RecordError(message, code=code, field=field)


def _under(path: str, field: str) -> str:
    return f"{path}.{field}" if field else path


def _object(value: object, field: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        _fail(f"must be a JSON object, not {_describe(value)}", field, "type")
    return value


def _int(value: object, field: str, low: int = 0, high: int | None = None) -> int:
    if type(value) is not int or value < low:
        _fail(f"must be a whole number from {low}, not {_describe(value)}", field, "type")
    if high is not None and value > high:
        _fail(f"must be a whole number from {low} to {high}, not {value}", field, "range")
    return value


def _text(value: object, field: str, *, required: bool = False) -> str:
    """Text; ``required``: not blank (white space alone is no text)."""
    if not isinstance(value, str):
        _fail(f"must be text, not {_describe(value)}", field, "type")
    if required and not value.strip():
        _fail("must not be blank", field, "blank")
    return value


def _list(value: object, field: str) -> list[Any]:
    if not isinstance(value, list):
        _fail(f"must be a list, not {_describe(value)}", field, "type")
    return value


def _pair(value: object, field: str, item: str) -> tuple[Any, Any]:
    if not isinstance(value, list) or len(value) != 2:
        _fail(f"must be a list of two {item}, not {_describe(value)}", field, "type")
    return value[0], value[1]


def _choice(value: object, field: str, choices: Mapping[str, Any]) -> Any:
    if not isinstance(value, str) or value not in choices:
        _fail(f"must be one of {', '.join(choices)}, not {_describe(value)}", field, "choice")
    return choices[value]


def _keys(data: Mapping[str, Any], field: str, required: frozenset[str], optional: frozenset[str]) -> None:
    for key in sorted(required - data.keys()):
        _fail("is missing", _join(field, key), "missing")
    for key in sorted(data.keys() - required - optional):
        _fail("is not a field of a tournament record", _join(field, key), "unknown_field")


def _settings(value: object) -> TournamentSettings:
    data = _object(value, "settings")
    _keys(data, "settings", frozenset({"format", "rules"}), frozenset(_SETTING_DEFAULTS))
    rules_data = _object(data["rules"], "settings.rules")
    try:
        rules = RuleSet.from_mapping(rules_data)
    except TarbishError as error:
        _fail(error.message, f"settings.{error.field}", error.code)
    score = data.get("bye_score")
    bye_score = None
    if score is not None:
        first, second = _pair(score, "settings.bye_score", "whole numbers")
        bye_score = (_int(first, "settings.bye_score[0]"), _int(second, "settings.bye_score[1]"))
    fmt: Format = _choice(data["format"], "settings.format", _FORMATS)
    rounds = _int(data.get("rounds", 5), "settings.rounds")
    bye_rule: ByeRule = _choice(data.get("bye_rule", ByeRule.WIN_NO_POINTS.value), "settings.bye_rule", _BYE_RULES)
    seed = _int(data.get("seed", 0), "settings.seed")
    time_limit = _int(data.get("time_limit", 0), "settings.time_limit")
    try:
        return TournamentSettings(fmt, rules, rounds, bye_rule, bye_score, seed, time_limit)
    except TarbishError as error:
        _fail(error.message, f"settings.{error.field}", error.code)


_SETTING_DEFAULTS: Final = ("rounds", "bye_rule", "bye_score", "seed", "time_limit")


def _result(value: object, field: str, rules: RuleSet) -> tuple[TableResult, Any]:
    """The result as the record states it, and its match record (parsed JSON) or None."""
    data = _object(value, field)
    _keys(data, field, frozenset({"totals", "winner"}), frozenset({"time_called", "record"}))
    first, second = _pair(data["totals"], f"{field}.totals", "whole numbers")
    totals = (_int(first, f"{field}.totals[0]"), _int(second, f"{field}.totals[1]"))
    winner = data["winner"]
    if (winner is not None and winner not in (0, 1)) or type(winner) is bool:
        _fail(f"must be 0, 1 or null (a drawn game), not {_describe(winner)}", f"{field}.winner", "winner")
    time_called = data.get("time_called", False)
    if type(time_called) is not bool:
        _fail(f"must be true or false, not {_describe(time_called)}", f"{field}.time_called", "type")
    try:
        result = check_result(totals, rules, time_called=time_called, winner=winner)
    except TarbishError as error:
        if error.code == "result_high":  # the engine's sentence, naming the total at fault
            _fail(error.message, f"{field}.totals[{totals.index(max(totals))}]", error.code)
        _fail(error.message, field, error.code)
    if result.winner != winner:
        _fail(f"the winner of {totals[0]}-{totals[1]} is {result.winner}, not null", f"{field}.winner", "winner")
    return result, data.get("record")


def _table(value: object, field: str) -> Table:
    data = _object(value, field)
    _keys(data, field, frozenset({"number", "teams", "first_dealer", "code"}), frozenset())
    first, second = _pair(data["teams"], f"{field}.teams", "team ids")
    dealer = data["first_dealer"]
    if type(dealer) is not int or not 0 <= dealer <= 3:
        _fail(f"must be a seat number 0-3, not {_describe(dealer)}", f"{field}.first_dealer", "seat")
    return Table(
        _int(data["number"], f"{field}.number", 1, _MAX_TABLE),
        (_int(first, f"{field}.teams[0]", 0, _MAX_TEAM), _int(second, f"{field}.teams[1]", 0, _MAX_TEAM)),
        dealer,
        _text(data["code"], f"{field}.code", required=True),
    )


def _draw(data: Mapping[str, Any], field: str) -> RoundDrawn:
    tables = tuple(_table(t, f"{field}.tables[{i}]") for i, t in enumerate(_list(data["tables"], f"{field}.tables")))
    for i, table in enumerate(tables):
        if table.number != i + 1:
            _fail(f"table {i + 1} of the list is numbered {table.number}", f"{field}.tables[{i}].number", "table")
    byes = tuple(
        _int(t, f"{field}.byes[{i}]", 0, _MAX_TEAM) for i, t in enumerate(_list(data.get("byes", []), f"{field}.byes"))
    )
    places = tuple(
        None if p is None else _int(p, f"{field}.places[{i}]", 0, _MAX_TEAM)
        for i, p in enumerate(_list(data.get("places", []), f"{field}.places"))
    )
    order = tuple(
        _int(t, f"{field}.order[{i}]", 0, _MAX_TEAM)
        for i, t in enumerate(_list(data.get("order", []), f"{field}.order"))
    )
    number = _int(data["round"], f"{field}.round", 1, _MAX_ROUND)
    return RoundDrawn(RoundDraw(number, tables, byes), places, order)


_CHANGE_KEYS: Final = {
    "team-added": (frozenset({"name"}), frozenset({"players"})),
    "team-withdrawn": (frozenset({"team"}), frozenset({"reason"})),
    "round-drawn": (frozenset({"round", "tables"}), frozenset({"byes", "places", "order"})),
    "result-recorded": (frozenset({"table", "result"}), frozenset()),
    "result-corrected": (frozenset({"round", "table", "result", "reason"}), frozenset()),
}


def _change(value: object, field: str, settings: TournamentSettings, state: TournamentState | None) -> Change:
    """One entry of the log; with ``state`` (the log so far), a match record is scored against its table."""
    data = _object(value, field)
    kind = _choice(data.get("change"), f"{field}.change", _KINDS)
    required, optional = _CHANGE_KEYS[_KIND_OF[kind]]
    _keys(data, field, required | {"change"}, optional)
    if kind is TeamAdded:
        first, second = _pair(data.get("players", ["", ""]), f"{field}.players", "player names")
        players = (_text(first, f"{field}.players[0]"), _text(second, f"{field}.players[1]"))
        return TeamAdded(_text(data["name"], f"{field}.name", required=True), players)
    if kind is TeamWithdrawn:
        team = _int(data["team"], f"{field}.team", 0, _MAX_TEAM)
        return TeamWithdrawn(team, _text(data.get("reason", ""), f"{field}.reason"))
    if kind is RoundDrawn:
        return _draw(data, field)
    table = _int(data["table"], f"{field}.table", 1, _MAX_TABLE)
    if kind is ResultRecorded:
        result, record = _result(data["result"], f"{field}.result", settings.rules)
        round_number = len(state.rounds) if state is not None else 0
        return ResultRecorded(table, _scored(result, record, f"{field}.result", settings, state, round_number, table))
    round_number = _int(data["round"], f"{field}.round", 1, _MAX_ROUND)
    reason = data["reason"]
    if isinstance(reason, str) and not reason.strip():
        _fail("a correction needs its reason", field, "reason_missing")
    reason = _text(reason, f"{field}.reason")
    if data["result"] is None:
        return ResultCorrected(round_number, table, None, reason)
    result, record = _result(data["result"], f"{field}.result", settings.rules)
    result = _scored(result, record, f"{field}.result", settings, state, round_number, table)
    return ResultCorrected(round_number, table, result, reason)


def _scored(
    result: TableResult,
    record: Any,
    field: str,
    settings: TournamentSettings,
    state: TournamentState | None,
    round_number: int,
    table: int,
) -> TableResult:
    """``result`` with its match record loaded and scored against its table: the totals must agree."""
    if record is None:
        return result
    try:
        match = load_record(record)
    except TarbishError as error:
        _fail(error.message, _under(f"{field}.record", error.field), error.code)
    if state is None or not 1 <= round_number <= len(state.rounds):
        # An undone change: its table is looked up when it is redone; the record is kept as read.
        return TableResult(result.totals, result.winner, result.time_called, match)
    tables = state.rounds[round_number - 1].draw.tables
    if not 1 <= table <= len(tables):
        return result  # the replay refuses the unknown table, naming it
    teams = tables[table - 1].teams
    names = (state.entrants[teams[0]].name, state.entrants[teams[1]].name)
    try:
        scored = result_from_match(match, settings.rules, names, time_called=result.time_called)
    except TarbishError as error:
        _fail(error.message, f"{field}.record", error.code)
    if scored != result:
        _fail(
            f"the match record ends {scored.totals[0]}-{scored.totals[1]}, not {result.totals[0]}-{result.totals[1]}",
            f"{field}.totals",
            "record_totals",
        )
    return scored


def load_tournament(data: object) -> TournamentRecord:
    """Build a tournament from a parsed tournament record, replaying and checking its log.

    Raises:
        RecordError: the first fault, naming its field (a JSON path).
    """
    top = _object(data, "")
    if nesting_depth(top) > MAX_NESTING:
        _fail(f"nests lists and objects more than {MAX_NESTING} deep; no tournament record does", "", "too_deep")
    if top.get("format") != FORMAT:
        _fail(f'must be "{FORMAT}" - this is not a Tarabish Score tournament record', "format", "format")
    version = top.get("version")
    if type(version) is not int or version != VERSION:
        _fail(f"version {_describe(version)} is not supported; this app reads version {VERSION}", "version", "version")
    _keys(
        top,
        "",
        frozenset({"format", "version", "settings", "log"}),
        frozenset({"name", "uuid", "started", "tie_breaks", "undone"}),
    )
    name = clean_name(_text(top.get("name", ""), "name"), MAX_TEAM_NAME_LENGTH)
    identity = _uuid(top.get("uuid"))
    started = _started(top.get("started"))
    settings = _settings(top["settings"])
    raw_order = _list(top.get("tie_breaks", [t.value for t in Tournament().tie_breaks]), "tie_breaks")
    order = tuple(_choice(t, f"tie_breaks[{i}]", _TIE_BREAKS) for i, t in enumerate(raw_order))
    try:
        tie_breaks = check_order(order)
    except TarbishError as error:
        _fail(error.message, "tie_breaks", error.code)
    state = TournamentState()
    log: list[Change] = []
    for i, entry in enumerate(_list(top["log"], "log")):
        change = _change(entry, f"log[{i}]", settings, state)
        try:
            state = apply_change(state, change, settings)
        except TarbishError as error:
            _fail(error.message, f"log[{i}]", error.code)
        log.append(change)
    undone = tuple(
        _change(entry, f"undone[{i}]", settings, None) for i, entry in enumerate(_list(top.get("undone", []), "undone"))
    )
    tournament = Tournament(settings, tuple(log), undone, tie_breaks)
    tournament.__dict__["state"] = state  # the replay just made
    return TournamentRecord(tournament, name, identity, started)


def _uuid(value: object) -> str:
    if value is None:
        return ""
    text = _text(value, "uuid")
    try:
        parsed = uuids.UUID(text)
    except ValueError:
        _fail(f'must be a UUID such as "{uuids.UUID(int=0)}", not {_describe(value)}', "uuid", "uuid")
    if str(parsed) != text.lower():
        _fail(f'must be a UUID such as "{uuids.UUID(int=0)}", not {_describe(value)}', "uuid", "uuid")
    return str(parsed)


def _started(value: object) -> str:
    if value is None:
        return ""
    text = _text(value, "started")
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        _fail(f"must be a time with its UTC offset (ISO 8601), not {_describe(value)}", "started", "time")
    return text


def dump_tournament(tournament: Tournament, name: str = "", *, uuid: str = "", started: str = "") -> dict[str, Any]:
    """The tournament record (version 1) of ``tournament``, as JSON-ready data.

    Args:
        tournament: the night.
        name: its name ("" for none: left out).
        uuid: its identity ("" for none: left out).
        started: when it was created, ISO 8601 with its offset ("" for unknown: left out).
    """
    s = tournament.settings
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if name:
        out["name"] = name
    if uuid:
        out["uuid"] = uuid
    if started:
        out["started"] = started
    out["settings"] = {
        "format": s.format.value,
        "rules": s.rules.to_mapping(),
        "rounds": s.rounds,
        "bye_rule": s.bye_rule.value,
        "bye_score": None if s.bye_score is None else list(s.bye_score),
        "seed": s.seed,
        "time_limit": s.time_limit,
    }
    out["tie_breaks"] = [t.value for t in tournament.tie_breaks]
    out["log"] = [_dump_change(c) for c in tournament.log]
    if tournament.undone:
        out["undone"] = [_dump_change(c) for c in tournament.undone]
    return out


def _dump_result(result: TableResult | None) -> dict[str, Any] | None:
    if result is None:
        return None
    out: dict[str, Any] = {"totals": list(result.totals), "winner": result.winner}
    if result.time_called:
        out["time_called"] = True
    if result.record is not None:
        out["record"] = dump_record(result.record)
    return out


def _dump_change(change: Change) -> dict[str, Any]:
    out: dict[str, Any] = {"change": _KIND_OF[type(change)]}
    if isinstance(change, TeamAdded):
        out |= {"name": change.name, "players": list(change.players)}
    elif isinstance(change, TeamWithdrawn):
        out |= {"team": change.team, "reason": change.reason}
    elif isinstance(change, RoundDrawn):
        draw = change.draw
        out |= {
            "round": draw.number,
            "tables": [
                {"number": t.number, "teams": list(t.teams), "first_dealer": t.first_dealer, "code": t.code}
                for t in draw.tables
            ],
            "byes": list(draw.byes),
            "places": list(change.places),
            "order": list(change.order),
        }
    elif isinstance(change, ResultRecorded):
        out |= {"table": change.table, "result": _dump_result(change.result)}
    else:
        out |= {
            "round": change.round_number,
            "table": change.table,
            "result": _dump_result(change.result),
            "reason": change.reason,
        }
    return out


def dumps_tournament(tournament: Tournament, name: str = "", *, uuid: str = "", started: str = "") -> str:
    """The tournament record as JSON text (UTF-8 friendly, indented); the arguments as :func:`dump_tournament`."""
    return (
        json.dumps(dump_tournament(tournament, name, uuid=uuid, started=started), ensure_ascii=False, indent=1) + "\n"
    )


def loads_tournament(text: str | bytes) -> TournamentRecord:
    """Parse and load a tournament record from JSON text.

    Raises:
        RecordError: empty, not JSON, too large, or any fault :func:`load_tournament` finds.
    """
    if len(text) > MAX_TOURNAMENT_BYTES:
        _fail(f"is larger than {MAX_TOURNAMENT_BYTES // _MB} MB; no tournament record is that big", "", "too_large")
    if not text.strip():
        _fail("the file is empty", "", "empty")
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")
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
    return load_tournament(data)


def read_tournament(path: str | os.PathLike[str]) -> TournamentRecord:
    """Read a tournament record file (``.tarbish-tournament.json``).

    Raises:
        RecordError: as :func:`loads_tournament`; a pipe, a device or a file over the limit is not read.
        OSError: the file cannot be opened.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as file:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            _fail(
                "is not a regular file (a pipe, a device or a socket); a tournament record is a file", "", "not_a_file"
            )
        if status.st_size > MAX_TOURNAMENT_BYTES:
            _fail(f"is larger than {MAX_TOURNAMENT_BYTES // _MB} MB; no tournament record is that big", "", "too_large")
        data = file.read(MAX_TOURNAMENT_BYTES + 1)
    return loads_tournament(data)

"""The tournament record (docs/tournament-record.md): round trips, and a sentence for every fault."""

from __future__ import annotations

import contextlib
import copy
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarbish_score.model import Match, RecordError, RoundInput, Suit, Team, dump_record
from tarbish_score.model.tournament import ByeRule, Format, TieBreak, Tournament, TournamentError
from tarbish_score.model.tournament.record import (
    FORMAT,
    MAX_TOURNAMENT_BYTES,
    TournamentRecord,
    dump_tournament,
    dumps_tournament,
    load_tournament,
    loads_tournament,
    read_tournament,
)

from .nights import night, play_round, random_totals


def _trip(t: Tournament, name: str = "") -> TournamentRecord:
    return loads_tournament(dumps_tournament(t, name))


def _same(a: Tournament, b: Tournament) -> None:
    assert b.settings == a.settings
    assert b.log == a.log
    assert b.undone == a.undone
    assert b.tie_breaks == a.tie_breaks
    assert b.state == a.state
    assert b.standings == a.standings


def _won_match(names: tuple[str, str] = ("MacNeils", "Gillis")) -> Match:
    """A finished match: the first team wins 6 rounds of 162 to nothing."""
    m = Match((Team(names[0], ("", "")), Team(names[1], ("", ""))), 0)
    while not m.score.finished:
        m = m.add_round(RoundInput(0, Suit.HEARTS, (162, 0)))
    return m


def _night_with_record() -> tuple[Tournament, dict[str, Any]]:
    t = night(4).drawn()
    assert t.current is not None
    first = t.current.draw.tables[0]
    names = (t.team(first.teams[0]).name, t.team(first.teams[1]).name)
    t = t.with_record(_won_match(names), code=first.code)
    return t, dump_tournament(t)


@st.composite
def nights(draw: st.DrawFn) -> Tournament:
    fmt = draw(st.sampled_from(list(Format)))
    count = draw(st.integers(2, 11))
    t = night(
        count,
        fmt,
        rounds=draw(st.integers(1, 4)),
        seed=draw(st.integers(0, 2**31)),
        bye_rule=draw(st.sampled_from(list(ByeRule))),
        time_limit=draw(st.integers(0, 90)),
    )
    rng = random.Random(draw(st.integers(0, 1000)))
    steps: list[Callable[[Tournament], Tournament]] = [
        lambda t: play_round(t.drawn(), rng),
        lambda t: t.corrected(len(t.rounds), 1, random_totals(rng), "slip misread"),
        lambda t: t.withdrawn(t.state.active[-1].id, "went home"),
        lambda t: t.with_team(f"Late {len(t.teams)}", ("Ann", "Bob")),
    ]
    for step in draw(st.lists(st.sampled_from(steps), max_size=8)):
        # A step this night refuses (or no team left to withdraw): the night goes on without it.
        with contextlib.suppress(TournamentError, IndexError):
            t = step(t)
    for _ in range(draw(st.integers(0, 2))):
        if t.can_undo:
            t = t.undo()
    if draw(st.booleans()):
        t = t.with_tie_breaks([TieBreak.POINTS_FOR, TieBreak.WINS])
    return t


@settings(max_examples=60, deadline=None)
@given(nights(), st.text(max_size=20))
def test_a_night_comes_back_the_same(t: Tournament, name: str) -> None:
    back = _trip(t, name.strip())
    _same(t, back.tournament)
    assert dumps_tournament(back.tournament, back.name) == dumps_tournament(t, back.name)


def test_a_table_record_comes_back_whole_and_scored() -> None:
    t, data = _night_with_record()
    back = load_tournament(json.loads(json.dumps(data))).tournament
    _same(t, back)
    result = back.rounds[0].results[0]
    assert result is not None and result.record is not None
    assert dump_record(result.record) == data["log"][5]["result"]["record"]


def test_an_undone_record_is_kept_for_redo() -> None:
    t, _ = _night_with_record()
    t = t.undo()
    back = _trip(t).tournament
    _same(t, back)
    assert back.redo().rounds[0].results[0] == t.redo().rounds[0].results[0]


def test_a_correction_taking_a_result_off_comes_back() -> None:
    t = play_round(night(4).drawn(), random.Random(1)).corrected(1, 2, None, "wrong table")
    _same(t, _trip(t).tournament)


def test_a_minimal_record_takes_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "night.tarbish-tournament.json"
    path.write_text(
        json.dumps({"format": FORMAT, "version": 1, "settings": {"format": "swiss", "rules": {}}, "log": []})
    )
    back = read_tournament(path)
    assert back.name == ""
    assert back.tournament == Tournament()


def test_the_identity_and_start_go_and_come_back() -> None:
    night_id = "0f8fad5b-d9cb-469f-a165-70867728950e"
    text = dumps_tournament(Tournament(), "Friday", uuid=night_id, started="2024-03-01T19:30:00-04:00")
    back = loads_tournament(text)
    assert (back.uuid, back.started) == (night_id, "2024-03-01T19:30:00-04:00")
    assert loads_tournament(text.replace(night_id, night_id.upper())).uuid == night_id
    assert (
        loads_tournament(dumps_tournament(Tournament())).uuid,
        loads_tournament(dumps_tournament(Tournament())).started,
    ) == ("", "")


def test_a_name_is_cleaned() -> None:
    assert _trip(Tournament(), "  Legion\tnight ").name == "Legion night"


def _base() -> dict[str, Any]:
    t = night(4, bye_score=(400, 100))
    t = t.drawn()
    t = t.with_result(1, (510, 300)).corrected(1, 1, (300, 510), "teams swapped")
    return dump_tournament(t.with_team("Late", ("A", "B")).withdrawn(4).with_team("Later"))


def _set(data: dict[str, Any], path: str, value: object) -> dict[str, Any]:
    """``data`` with the value at ``path`` (dots and [n]) set, or deleted for ``...``."""
    out = copy.deepcopy(data)
    parts = path.replace("[", ".").replace("]", "").split(".")
    node: Any = out
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    last: Any = int(parts[-1]) if isinstance(node, list) else parts[-1]
    if value is ...:
        del node[last]
    else:
        node[last] = value
    return out


FAULTS = [
    ("format", "other", "format", "format"),
    ("version", 2, "version", "version"),
    ("settings", ..., "settings", "missing"),
    ("extra", 1, "extra", "unknown_field"),
    ("name", 5, "name", "type"),
    ("settings", [], "settings", "type"),
    ("settings.format", "knockout", "settings.format", "choice"),
    ("settings.rules", 3, "settings.rules", "type"),
    ("settings.rules", {"preset": "nope"}, "settings.rules.preset", "preset_unknown"),
    ("settings.bye_score", [400], "settings.bye_score", "type"),
    ("settings.bye_score", [400, -1], "settings.bye_score[1]", "type"),
    ("settings.bye_score", [100, 400], "settings.bye_score", "bye_score"),
    ("settings.rounds", 0, "settings.rounds", "rounds_range"),
    ("settings.rounds", True, "settings.rounds", "type"),
    ("tie_breaks", "wins", "tie_breaks", "type"),
    ("tie_breaks", ["luck"], "tie_breaks[0]", "choice"),
    ("tie_breaks", ["shared", "wins"], "tie_breaks", "tie_break_order"),
    ("log", {}, "log", "type"),
    ("log[0]", "team", "log[0]", "type"),
    ("log[0].change", "team-renamed", "log[0].change", "choice"),
    ("log[0].name", ..., "log[0].name", "missing"),
    ("log[0].name", 1, "log[0].name", "type"),
    ("log[0].players", ["Ann"], "log[0].players", "type"),
    ("log[0].players", ["Ann", None], "log[0].players[1]", "type"),
    ("log[1].name", "macneils", "log[1]", "team_name_taken"),
    ("log[4].tables", {}, "log[4].tables", "type"),
    ("log[4].tables[0]", [], "log[4].tables[0]", "type"),
    ("log[4].tables[0].teams", [0], "log[4].tables[0].teams", "type"),
    ("log[4].tables[0].teams[1]", -1, "log[4].tables[0].teams[1]", "type"),
    ("log[4].tables[0].first_dealer", 4, "log[4].tables[0].first_dealer", "seat"),
    ("log[4].tables[0].number", 0, "log[4].tables[0].number", "type"),
    ("log[4].tables[0].number", 2, "log[4].tables[0].number", "table"),
    ("log[4].tables[0].code", 7, "log[4].tables[0].code", "type"),
    ("log[4].tables[0].teams", [0, 0], "log[4]", "draw_teams"),
    ("log[4].round", 2, "log[4]", "draw_number"),
    ("log[4].byes", [9], "log[4]", "draw_teams"),
    ("log[4].places", [None, "x"], "log[4].places[1]", "type"),
    ("log[4].order", [0.5], "log[4].order[0]", "type"),
    ("log[5].result", None, "log[5].result", "type"),
    ("log[5].result.totals", [510], "log[5].result.totals", "type"),
    ("log[5].result.totals", [510, "300"], "log[5].result.totals[1]", "type"),
    ("log[5].result.winner", 2, "log[5].result.winner", "winner"),
    ("log[5].result.winner", False, "log[5].result.winner", "winner"),
    ("log[5].result.winner", None, "log[5].result.winner", "winner"),
    ("log[5].result.winner", 1, "log[5].result", "result_winner"),
    ("log[5].result.totals", [410, 300], "log[5].result", "result_short"),
    ("log[5].result.time_called", 1, "log[5].result.time_called", "type"),
    ("log[5].table", 9, "log[5]", "table_unknown"),
    ("log[5].table", 0, "log[5].table", "type"),
    ("log[6].reason", ..., "log[6].reason", "missing"),
    ("log[6].reason", "", "log[6]", "reason_missing"),
    ("log[6].reason", "  ", "log[6]", "reason_missing"),
    ("uuid", 5, "uuid", "type"),
    ("uuid", "night-1", "uuid", "uuid"),
    ("uuid", "12345678123456781234567812345678", "uuid", "uuid"),
    ("started", "Friday", "started", "time"),
    ("started", "2024-03-01T19:30:00", "started", "time"),
    ("log[0].name", " ", "log[0].name", "blank"),
    ("log[4].tables[0].code", "", "log[4].tables[0].code", "blank"),
    ("log[5].result.totals", [512, 10**30], "log[5].result.totals[1]", "result_high"),
    ("log[5].result.totals", [9999, 300], "log[5].result.totals[0]", "result_high"),
    ("settings.bye_score", [10**30, 0], "settings.bye_score", "bye_score"),
    ("settings.time_limit", 10**30, "settings.time_limit", "time_limit"),
    ("settings.seed", 2**63, "settings.seed", "seed_range"),
    ("settings.rounds", 10**30, "settings.rounds", "rounds_range"),
    ("log[4].round", 10**30, "log[4].round", "range"),
    ("log[4].tables[0].number", 33, "log[4].tables[0].number", "range"),
    ("log[4].tables[0].teams[1]", 10**30, "log[4].tables[0].teams[1]", "range"),
    ("log[4].byes", [64], "log[4].byes[0]", "range"),
    ("log[4].places", [None, 10**30], "log[4].places[1]", "range"),
    ("log[4].order", [10**30], "log[4].order[0]", "range"),
    ("log[5].table", 10**30, "log[5].table", "range"),
    ("log[6].round", 10**30, "log[6].round", "range"),
    ("log[8].team", 10**30, "log[8].team", "range"),
    ("log[6].round", 2, "log[6]", "round_unknown"),
    ("log[6].result.totals", [500, 500], "log[6].result", "result_equal"),
    ("log[8].team", "4", "log[8].team", "type"),
    ("log[8].reason", None, "log[8].reason", "type"),
    ("log[8].team", 11, "log[8]", "team_unknown"),
    ("undone", {}, "undone", "type"),
    ("undone", [{"change": "result-recorded", "table": 1}], "undone[0].result", "missing"),
]


@pytest.mark.parametrize(("path", "value", "field", "code"), FAULTS)
def test_every_fault_is_refused_with_its_field(path: str, value: object, field: str, code: str) -> None:
    with pytest.raises(RecordError) as caught:
        load_tournament(_set(_base(), path, value))
    assert (caught.value.field, caught.value.code) == (field, code)
    assert caught.value.message.startswith(f"field '{field}': " if field else "")


def test_the_base_of_the_faults_loads() -> None:
    data = _base()
    assert [c["change"] for c in data["log"]][4:7] == ["round-drawn", "result-recorded", "result-corrected"]
    assert load_tournament(data).tournament.teams[-1].name == "Later"


def test_a_second_result_for_a_table_is_a_correction() -> None:
    data = _base()
    data["log"].insert(6, copy.deepcopy(data["log"][5]))
    with pytest.raises(RecordError, match="a change is a correction") as caught:
        load_tournament(data)
    assert caught.value.code == "table_scored"


@pytest.mark.parametrize(
    ("path", "value", "field", "code"),
    [
        ("log[5].result.record", [], "log[5].result.record", "type"),
        ("log[5].result.record.first_dealer", 7, "log[5].result.record.first_dealer", "seat"),
        ("log[5].result.totals", [1000, 0], "log[5].result.totals", "record_totals"),
        ("log[5].result.record.teams[0].name", "Rankins", "log[5].result.record", "record_teams"),
        ("log[5].table", 3, "log[5]", "table_unknown"),
    ],
)
def test_a_table_record_must_be_its_tables(path: str, value: object, field: str, code: str) -> None:
    _, data = _night_with_record()
    with pytest.raises(RecordError) as caught:
        load_tournament(_set(data, path, value))
    assert (caught.value.field, caught.value.code) == (field, code)


def test_a_record_for_a_night_not_started_is_refused() -> None:
    _, data = _night_with_record()
    del data["log"][4]
    with pytest.raises(RecordError) as caught:
        load_tournament(data)
    assert (caught.value.field, caught.value.code) == ("log[4]", "not_started")


def test_a_record_in_an_undone_correction_is_kept() -> None:
    t, data = _night_with_record()
    entry = _set(data["log"][5], "change", "result-corrected") | {"round": 1, "reason": "check"}
    data["undone"] = [entry]
    back = load_tournament(data).tournament
    assert back.undone[0].result is not None and back.undone[0].result.record is not None  # type: ignore[union-attr]
    assert back.redo().rounds[0].corrected == frozenset({1})
    assert t.log == back.log


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "empty"),
        ("  \n", "empty"),
        ("{", "json"),
        (b"\xff\xfe{}", "json"),
        ('{"a": NaN}', "json"),
        ('{"a": 1' + "0" * 5000 + "}", "json"),
        ("[" * 100_000 + "]" * 100_000, "json"),
        ('{"a": 1, "a": 2}', "duplicate_key"),
        ("[]", "type"),
        ('{"a": ' + "[" * 70 + "1" + "]" * 70 + "}", "too_deep"),
    ],
)
def test_text_that_is_no_record_is_refused(text: str | bytes, code: str) -> None:
    with pytest.raises(RecordError) as caught:
        loads_tournament(text)
    assert caught.value.code == code


def test_a_bom_is_tolerated() -> None:
    assert loads_tournament(b"\xef\xbb\xbf" + dumps_tournament(Tournament()).encode()).tournament == Tournament()


def test_too_large_is_refused_unread(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as caught:
        loads_tournament(" " * (MAX_TOURNAMENT_BYTES + 1))
    assert caught.value.code == "too_large"
    big = tmp_path / "big.json"
    with big.open("wb") as file:
        file.truncate(MAX_TOURNAMENT_BYTES + 1)
    with pytest.raises(RecordError) as caught:
        read_tournament(big)
    assert caught.value.code == "too_large"


def test_a_pipe_is_not_read(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(RecordError) as caught:
        read_tournament(pipe)
    assert caught.value.code == "not_a_file"


def test_a_game_stopped_on_time_comes_back() -> None:
    t = night(4, time_limit=30).drawn().with_result(1, (400, 350), time_called=True)
    data = dump_tournament(t)
    assert data["log"][5]["result"] == {"totals": [400, 350], "winner": 0, "time_called": True}
    _same(t, load_tournament(data).tournament)

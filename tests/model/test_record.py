from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest

from tarbish_score.model import (
    NoTrump,
    RecordError,
    Suit,
    dump_record,
    dumps_record,
    load_record,
    loads_record,
    read_record,
    scored_document,
)
from tarbish_score.model.record import MAX_NESTING, MAX_RECORD_BYTES, nesting_depth, wide_encoding

EXAMPLE: dict[str, Any] = {
    "format": "tarbish-score-match",
    "version": 1,
    "rules": {"preset": "standard", "forced_dealer": False},
    "teams": [{"name": "Us", "players": ["Ann", "Cal"]}, {"name": "Them", "players": ["Bea", "Dan"]}],
    "first_dealer": 3,
    "rounds": [
        {"caller": 0, "trump": "hearts", "card_points": [90, 72]},
        {
            "caller": 1,
            "trump": "spades",
            "card_points": [40, 122],
            "runs": [
                {"seat": 1, "length": 4, "top": "K", "suit": "clubs"},
                {"seat": 2, "length": 3, "top": "A", "suit": "hearts"},
            ],
            "bella": 3,
        },
        {"thrown_in": True},
    ],
}


def test_the_format_example_scores_as_documented() -> None:
    # docs/match-record.md: the example record and its scored document.
    doc = scored_document(load_record(EXAMPLE))
    assert doc == {
        "rounds": [
            {
                "dealer": 3,
                "outcome": "made",
                "points": [90, 72],
                "run_points": [0, 0],
                "bella_points": [0, 0],
                "totals": [90, 72],
            },
            {
                "dealer": 0,
                "outcome": "made",
                "points": [40, 192],
                "run_points": [0, 50],
                "bella_points": [0, 20],
                "totals": [130, 264],
            },
            {
                "dealer": 1,
                "outcome": "thrown-in",
                "points": [0, 0],
                "run_points": [0, 0],
                "bella_points": [0, 0],
                "totals": [130, 264],
            },
        ],
        "totals": [130, 264],
        "winner": None,
        "finished": False,
    }


def test_load_reads_every_field() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["rules"] = {"preset": "standard", "forced_dealer": False, "no_trump": True, "sweep_bonus": 50}
    data["rounds"] += [
        {"caller": 2, "trump": "none", "card_points": [130, 0], "sweep": True},
        {"caller": 3, "card_points": [0, 162], "runs": [{"seat": 3, "length": 3}]},
    ]
    match = load_record(data)
    assert match.first_dealer == 3
    assert match.teams[1].players == ("Bea", "Dan")
    assert match.rules.sweep_bonus == 50
    r = match.rounds
    assert r[1].trump is Suit.SPADES
    assert r[1].runs[0].top is not None and r[1].runs[0].top.value == "K"
    assert r[1].bella == 3
    assert r[2].thrown_in
    assert (r[3].trump, r[3].sweep, r[3].forced) == (NoTrump.NONE, True, False)
    assert r[4].trump is None
    assert match.score.rounds[3].result.points == (180, 0)


def test_dump_load_round_trip_keeps_unknown_fields() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["created"] = "2026-11-30T20:00:00Z"
    data["log"] = [{"action": "edit"}]
    data["teams"][0]["colour"] = "red"
    data["rounds"][0]["note"] = "Ann's first call"
    data["rounds"][1]["runs"][0]["announced_by"] = "Bea"
    data["rounds"][2]["note"] = "all passed"
    match = load_record(data)
    dumped = dump_record(match)
    assert dumped == data
    assert load_record(json.loads(dumps_record(match))) == match


def test_rules_default_to_standard_and_rounds_are_required() -> None:
    data = {k: v for k, v in EXAMPLE.items() if k != "rules"}
    data["rounds"] = []
    match = load_record(data)
    assert match.rules.preset == "standard"
    assert match.rounds == ()
    assert dump_record(match)["rules"] == {"preset": "standard"}
    del data["rounds"]
    with pytest.raises(RecordError) as info:
        load_record(data)
    assert (info.value.field, info.value.code) == ("rounds", "missing")


def with_change(path: str, value: Any) -> dict[str, Any]:
    """EXAMPLE with the value at a dotted path replaced (``None`` deletes it)."""
    data = copy.deepcopy(EXAMPLE)
    *parents, last = path.split(".")
    target: Any = data
    for part in parents:
        target = target[int(part)] if part.isdigit() else target[part]
    key: Any = int(last) if last.isdigit() else last
    if value is DELETE:
        del target[key]
    else:
        target[key] = value
    return data


DELETE = object()
_UTF16 = "the file is UTF-16 text, not UTF-8: save it as UTF-8 and import it again"


@pytest.mark.parametrize(
    ("path", "value", "round_number", "field"),
    [
        ("format", "something-else", None, "format"),
        ("version", 2, None, "version"),
        ("version", True, None, "version"),
        ("rules", [], None, "rules"),
        ("rules.colour", "red", None, "rules.colour"),
        ("rules.target", "500", None, "rules.target"),
        ("teams", [], None, "teams"),
        ("teams.0", "Us", None, "teams[0]"),
        ("teams.0.name", 7, None, "teams[0].name"),
        ("teams.1.players", ["Bea"], None, "teams[1].players"),
        ("first_dealer", 4, None, "first_dealer"),
        ("first_dealer", 1.0, None, "first_dealer"),
        ("rounds", {}, None, "rounds"),
        ("rounds.0", [], 1, "round"),
        ("rounds.0.caller", DELETE, 1, "caller"),
        ("rounds.0.caller", "0", 1, "caller"),
        ("rounds.0.caller", True, 1, "caller"),
        ("rounds.0.trump", "stars", 1, "trump"),
        ("rounds.0.trump", "none", 1, "trump"),
        ("rounds.0.card_points", DELETE, 1, "card_points"),
        ("rounds.0.card_points", ["90", 72], 1, "card_points"),
        ("rounds.0.card_points", [90.0, 72], 1, "card_points"),
        ("rounds.0.card_points", [90, 72, 0], 1, "card_points"),
        ("rounds.0.card_points", [90, 70], 1, "card_points"),
        ("rounds.0.runs", {}, 1, "runs"),
        ("rounds.1.runs.0", 4, 2, "runs[0]"),
        ("rounds.1.runs.0.seat", 9, 2, "runs[0].seat"),
        ("rounds.1.runs.0.length", 2, 2, "runs[0].length"),
        ("rounds.1.runs.0.top", "B", 2, "runs[0].top"),
        ("rounds.1.runs.0.top", ["K"], 2, "runs[0].top"),
        ("rounds.1.runs.0.suit", "stars", 2, "runs[0].suit"),
        ("rounds.1.runs.0.suit", None, 2, "runs[0].suit"),
        ("rounds.1.runs.0.top", "8", 2, "runs[0].top"),
        ("rounds.1.runs.1.suit", "clubs", 2, "runs"),
        ("rounds.1.bella", 1.5, 2, "bella"),
        ("rounds.1.trump", "clubs", 2, "bella"),
        ("rounds.1.sweep", "yes", 2, "sweep"),
        ("rounds.1.sweep", True, 2, "sweep"),
        ("rounds.1.forced", 1, 2, "forced"),
        ("rounds.2.thrown_in", "true", 3, "thrown_in"),
        ("rounds.2.caller", 1, 3, "caller"),
    ],
)
def test_bad_records_name_round_and_field(path: str, value: Any, round_number: int | None, field: str) -> None:
    with pytest.raises(RecordError) as info:
        load_record(with_change(path, value))
    assert info.value.round_number == round_number
    assert info.value.field == field
    message = str(info.value)
    assert f"field '{field}'" in message
    if round_number is not None:
        assert message.startswith(f"round {round_number}, ")


def test_thrown_in_needs_the_house_rule_and_names_the_round() -> None:
    data = with_change("rules", {"preset": "standard"})
    with pytest.raises(RecordError) as info:
        load_record(data)
    assert (info.value.round_number, info.value.field, info.value.code) == (3, "thrown_in", "thrown_in_forced")


def test_round_after_the_end_is_an_error() -> None:
    data = with_change("rules", {"preset": "standard", "forced_dealer": False, "target": 100})
    with pytest.raises(RecordError) as info:
        load_record(data)
    assert info.value.round_number == 3
    assert info.value.code == "match_over"


def test_missing_top_is_named_when_two_players_compete() -> None:
    data = with_change(
        "rounds.1.runs", [{"seat": 1, "length": 3, "top": "K", "suit": "clubs"}, {"seat": 2, "length": 3}]
    )
    with pytest.raises(RecordError) as info:
        load_record(data)
    assert (info.value.round_number, info.value.field) == (2, "runs[1].top")
    assert "add its top card" in str(info.value)


def test_not_an_object() -> None:
    with pytest.raises(RecordError, match="must be a JSON object"):
        load_record([1, 2])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the file is empty"),
        ("   \n", "the file is empty"),
        ("{", "not valid JSON (Expecting property name enclosed in double quotes at line 1, column 2)"),
        ('{"version": NaN}', "not valid JSON (NaN is not a number)"),
        ('{"version": -Infinity}', "not valid JSON (-Infinity is not a number)"),
        ("[" * 100000 + "]" * 100000, "not valid JSON (nested too deeply)"),
        (b"\xfe\xff\x00\xd8", _UTF16),
        ('{"a": 1}'.encode("utf-16"), _UTF16),
        (b'{"format": "\xc3\x28"}', "not valid JSON (the file is not UTF-8 text)"),
        ('{"version": ' + "9" * 5000 + "}", "not valid JSON (a number has too many digits)"),
    ],
)
def test_loads_rejects_bad_text(text: str | bytes, message: str) -> None:
    with pytest.raises(RecordError) as info:
        loads_record(text)
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("encoding", "name"),
    [
        ("utf-16-le", "UTF-16"),
        ("utf-16-be", "UTF-16"),
        ("utf-32-le", "UTF-32"),
        ("utf-32-be", "UTF-32"),
        ("utf-32", "UTF-32"),
    ],
)
def test_utf16_and_utf32_without_a_mark_are_named_with_the_fix(encoding: str, name: str) -> None:
    # Without a byte-order mark these bytes decode as UTF-8 (NUL is valid UTF-8): say what they are.
    with pytest.raises(RecordError) as info:
        loads_record(json.dumps(EXAMPLE, indent=1).encode(encoding))
    assert str(info.value) == f"the file is {name} text, not UTF-8: save it as UTF-8 and import it again"
    assert info.value.code == name.lower().replace("-", "")


def test_utf8_with_a_few_nuls_is_not_taken_for_utf16() -> None:
    assert wide_encoding(b'{"format": "x\x00y"}') is None
    assert wide_encoding(b"\x00") is None
    assert wide_encoding(b"") is None


def test_huge_text_and_file_are_refused_unread(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as info:
        loads_record(" " * (MAX_RECORD_BYTES + 1))
    assert info.value.code == "too_large"
    path = tmp_path / "huge.tarbish.json"
    with path.open("wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)
    with pytest.raises(RecordError) as info:
        read_record(path)
    assert info.value.code == "too_large"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_is_refused_unread() -> None:
    with pytest.raises(RecordError) as info:
        read_record("/dev/zero")
    assert info.value.code == "not_a_file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_nobody_writes_to_is_refused_without_waiting(tmp_path: Path) -> None:
    pipe = tmp_path / "match.tarbish.json"
    os.mkfifo(pipe)
    with pytest.raises(RecordError, match="not a regular file") as info:
        read_record(pipe)
    assert info.value.code == "not_a_file"


def _nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = {"x": value}
    return value


def test_a_record_nested_deeper_than_the_limit_is_refused_whatever_its_depth() -> None:
    for depth in (MAX_NESTING, 495, 5000):  # EXAMPLE itself is one object deep
        record = {**EXAMPLE, "x": _nested(depth)}
        with pytest.raises(RecordError) as info:
            load_record(record)
        assert (info.value.code, info.value.field) == ("too_deep", "")
    with pytest.raises(RecordError) as info:
        loads_record(json.dumps({**EXAMPLE, "x": _nested(495)}))
    assert info.value.code == "too_deep"
    assert load_record({**EXAMPLE, "x": _nested(MAX_NESTING - 2)}).extra["x"] == _nested(MAX_NESTING - 2)


def test_nesting_depth_counts_lists_and_objects_and_stops_at_the_limit() -> None:
    assert nesting_depth(7) == 0
    assert nesting_depth([]) == 1
    assert nesting_depth([{"a": (1, [])}]) == 4
    assert nesting_depth(_nested(10_000)) == MAX_NESTING + 1
    assert nesting_depth(_nested(10), stop=3) == 3


def test_read_record_file(tmp_path: Path) -> None:
    path = tmp_path / "m.tarbish.json"
    path.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    assert read_record(path).teams[0].name == "Us"
    path.write_text(json.dumps(EXAMPLE), encoding="utf-8-sig")
    assert read_record(path).teams[1].name == "Them"
    long_value = with_change("rounds.0.caller", "x" * 200)
    with pytest.raises(RecordError, match=r"\.\.\."):
        load_record(long_value)


def test_every_field_survives_dump_and_load() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["rules"] = {"preset": "whole-bait house", "forced_dealer": False, "no_trump": True, "sweep_bonus": 50}
    data["rounds"] += [
        {"caller": 2, "trump": "none", "card_points": [130, 0], "sweep": True},
        {"caller": 3, "card_points": [0, 162], "runs": [{"seat": 3, "length": 3}]},
    ]
    match = load_record(data)
    assert dump_record(match) == data
    assert load_record(dump_record(match)) == match


def test_values_that_are_not_json_are_described_plainly() -> None:
    data = with_change("first_dealer", {1})
    with pytest.raises(RecordError, match=r"not \{1\}"):
        load_record(data)


def test_forced_round_round_trips_and_is_checked_against_the_dealer() -> None:
    data = with_change("rules", {"preset": "standard"})
    data["rounds"] = [{"caller": 3, "trump": "clubs", "card_points": [70, 92], "forced": True}]
    match = load_record(data)
    assert match.rounds[0].forced
    assert dump_record(match) == data
    data["rounds"][0]["caller"] = 1
    with pytest.raises(RecordError) as info:
        load_record(data)
    assert (info.value.round_number, info.value.field) == (1, "forced")


def test_notes_are_known_fields_and_round_trip() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["note"] = "Legion hall,\n Friday"
    data["rounds"][0]["note"] = "misdeal"
    data["rounds"][2]["note"] = "  renege\t"
    data["rounds"][2]["when"] = "late"
    match = load_record(data)
    assert match.note == "Legion hall, Friday"
    assert [r.note for r in match.rounds] == ["misdeal", "", "renege"]
    assert match.extra == {} and match.rounds[0].extra == {}
    assert match.rounds[2].extra == {"when": "late"}
    out = dump_record(match)
    assert list(out)[:7] == ["format", "version", "rules", "teams", "first_dealer", "note", "rounds"]
    assert out["note"] == "Legion hall, Friday"
    assert out["rounds"][0] == {"caller": 0, "trump": "hearts", "card_points": [90, 72], "note": "misdeal"}
    assert out["rounds"][2] == {"thrown_in": True, "note": "renege", "when": "late"}
    assert loads_record(dumps_record(match)) == match
    assert "note" not in dump_record(load_record(EXAMPLE))


@pytest.mark.parametrize(
    ("path", "value", "round_number", "code"),
    [
        (("note",), 5, None, "note_type"),
        (("note",), "x" * 201, None, "note_length"),
        (("rounds", 1, "note"), None, 2, "note_type"),
        (("rounds", 2, "note"), ["misdeal"], 3, "note_type"),
    ],
)
def test_bad_notes_name_round_and_field(path: tuple[Any, ...], value: Any, round_number: int | None, code: str) -> None:
    data = copy.deepcopy(EXAMPLE)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(RecordError) as caught:
        load_record(data)
    assert (caught.value.code, caught.value.field, caught.value.round_number) == (code, "note", round_number)


def _example_text(**changes: Any) -> str:
    return json.dumps({**EXAMPLE, **changes})


@pytest.mark.parametrize(
    ("text", "round_number", "field", "code"),
    [
        # A key written twice: JSON parsers keep one or the other, so the record means nothing sure.
        (
            _example_text().replace('"card_points": [90', '"card_points": [0, 162], "card_points": [90', 1),
            1,
            "card_points",
            "duplicate_key",
        ),
        (_example_text().replace('"version": 1', '"version": 1, "version": 1'), None, "version", "duplicate_key"),
        # 1e400 reads as infinity, which no JSON file may hold: it could never be written back.
        (_example_text()[:-1] + ', "x": 1e400}', None, "x", "number"),
        (_example_text()[:-1] + ', "x": [1.5, {"y": -1e999}]}', None, "x[1].y", "number"),
        # Half a character: no file or archive can store it.
        (
            _example_text(teams=[{"name": "\ud800", "players": ["A", "B"]}, EXAMPLE["teams"][1]]),
            None,
            "teams[0].name",
            "text",
        ),
        (_example_text(rounds=[{"caller": 0, "note": "x\udfff"}]), 1, "note", "text"),
        (_example_text(rounds=["\ud83d"]), 1, "round", "text"),
        (_example_text()[:-1] + ', "\\ud800": 1}', None, "", "text"),
        ('"\\ud800"', None, "", "text"),
    ],
)
def test_loads_refuses_repeated_keys_endless_numbers_and_half_characters(
    text: str, round_number: int | None, field: str, code: str
) -> None:
    with pytest.raises(RecordError) as info:
        loads_record(text)
    assert (info.value.round_number, info.value.field, info.value.code) == (round_number, field, code)


def test_each_refusal_says_what_to_do() -> None:
    with pytest.raises(RecordError) as info:
        loads_record(_example_text().replace('"first_dealer": 3', '"first_dealer": 3, "first_dealer": 2'))
    assert str(info.value) == "field 'first_dealer': is written twice in one object; keep only one"
    with pytest.raises(RecordError) as info:
        loads_record(_example_text()[:-1] + ', "x": 1e400}')
    assert str(info.value) == "field 'x': holds a number too large to keep (like 1e400); write a smaller number"
    with pytest.raises(RecordError) as info:
        loads_record(_example_text(note="\ud800"))
    assert str(info.value) == "field 'note': holds a \\ud800-\\udfff escape that is half a character; remove it"


def test_finite_numbers_and_whole_characters_in_extra_fields_are_kept() -> None:
    text = _example_text(x=[1.5, 1e300, {"y": "😀"}], note="😀 \U0001f3f4")
    match = loads_record(text)
    assert match.extra == {"x": [1.5, 1e300, {"y": "😀"}]}
    assert match.note == "😀 \U0001f3f4"
    assert loads_record(dumps_record(match)) == match

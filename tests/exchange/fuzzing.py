"""Mutated match records for the fuzz tests: valid exports bent by byte flips, cuts, odd values and repeated keys."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from tarbish_score.exchange.records import export_record
from tarbish_score.model import read_record

DATA = Path(__file__).resolve().parent.parent / "data"
_STAMP = "2024-05-01T20:15:00+00:00"


def _export(path: Path) -> dict[str, Any]:
    """A sample as the archive exports it: with a log entry and archive dates."""
    match = read_record(path)
    record = export_record(match, [])
    record["log"] = [
        {"timestamp": _STAMP, "action": "edit", "round": 1, "before": record["rounds"][0], "after": record["rounds"][0]}
    ]
    record["archive"] = {"id": 7, "created": _STAMP, "updated": _STAMP, "finished": None}
    return record


BASES = [_export(path) for path in sorted(DATA.glob("*.tarbish.json"))]

#: Values a fuzz run found trouble with: huge numbers, half characters, escape codes, dates at the ends of time.
ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([2**63, -(2**63) - 1, 0, -1, 1, 3, 4, 162, 1_000_001]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
    st.sampled_from(
        [
            "",
            "\ud800",
            "a\udfff",
            "\x1b[31mred\x1b[0m",
            "\x00",
            "\u202e",
            "x" * 300,
            "hearts",
            "none",
            "edit",
            "0001-01-01T00:00:00+05:00",
            "9999-12-31T23:59:59-05:00",
            "2024-13-01",
        ]
    ),
    st.lists(st.integers(min_value=-1, max_value=200), max_size=3),
    st.dictionaries(st.sampled_from(["x", "note", "seat", "name"]), st.integers(), max_size=2),
)
#: Stands for a raw number token until the record is JSON text.
_SENTINEL = "\u2063fuzz\u2063"
#: Where an earlier import fuzz found tracebacks, and what it put there.
_HALF_CHARACTER = ["\ud800", "a\udfff", _SENTINEL]
_EDGE_DATES = ["0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00", "9999-12-31T23:59:59"]
FRAGILE = st.one_of(
    st.tuples(
        st.sampled_from([("teams", 0, "name"), ("teams", 1, "players", 0), ("note",), ("x",), ("log", 0, "before")]),
        st.sampled_from([*_HALF_CHARACTER, "\x1b[2J\x1b[31mred", "\x07\x9b\u202e"]),
    ),
    st.tuples(st.just(("log", 0, "action")), st.sampled_from([["edit"], {"edit": 1}, "shuffle", None])),
    st.tuples(st.just(("log", 0, "round")), st.sampled_from([2**63, -(2**63) - 1, 10**30, 0])),
    st.tuples(
        st.sampled_from([("log", 0, "timestamp"), ("archive", "created"), ("archive", "finished")]),
        st.sampled_from(_EDGE_DATES),
    ),
    st.tuples(st.sampled_from([("archive", "id"), ("x",), ("log", 0, "before", "x")]), st.just(_SENTINEL)),
)
#: Number tokens that JSON's grammar allows or nearly allows, but no record may hold.
RAW_NUMBERS = ["1e400", "-1e999", "NaN", "Infinity", "1" + "0" * 5000, "1.0", "-0"]


def _places(value: object, path: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _places(item, (*path, index))
    return found


def _set(data: Any, path: tuple[str | int, ...], value: object) -> None:
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value


@st.composite
def mutated_records(draw: st.DrawFn) -> bytes:
    """The bytes of a match record file, bent in one or a few ways."""
    data = json.loads(json.dumps(draw(st.sampled_from(BASES))))
    kind = draw(st.sampled_from(["fragile", "fragile", "swap", "swap", "raw", "repeat", "flip", "cut", "deep"]))
    if kind == "fragile":
        _set(data, *draw(FRAGILE))
    if kind == "deep":
        # An unknown field nested deep: about the import limit, or far past what a writer can write back.
        places = [place for place in _places(data)[1:] if place[0] not in ("rounds", "teams", "rules")]
        place = places[draw(st.integers(min_value=0, max_value=len(places) - 1))] if places else ("x",)
        value: object = draw(ODD_VALUES)
        for _ in range(draw(st.sampled_from([55, 60, 61, 62, 63, 64, 65, 495, 990]))):
            value = [value] if draw(st.booleans()) else {"x": value}
        _set(data, place, value)
    if kind in ("swap", "raw"):
        for _ in range(draw(st.integers(min_value=1, max_value=3))):
            places = _places(data)[1:]
            place = places[draw(st.integers(min_value=0, max_value=len(places) - 1))]
            _set(data, place, _SENTINEL if kind == "raw" else draw(ODD_VALUES))
    # Escaped (\\ud800 in the text) or raw (bytes that are not UTF-8): both are refused, differently.
    text = json.dumps(data, ensure_ascii=kind == "fragile" or draw(st.booleans()))
    if kind in ("raw", "fragile"):
        text = text.replace(json.dumps(_SENTINEL, ensure_ascii=False), draw(st.sampled_from(RAW_NUMBERS)))
        text = text.replace(json.dumps(_SENTINEL), draw(st.sampled_from(RAW_NUMBERS)))
    if kind == "repeat":
        key = draw(st.sampled_from(['"card_points": ', '"name": ', '"caller": ', '"action": ', '"created": ']))
        text = text.replace(key, f"{key}{json.dumps(draw(ODD_VALUES))}, {key}", 1)
    raw = bytearray(text.encode("utf-8", "surrogatepass"))
    if kind == "flip":
        for _ in range(draw(st.integers(min_value=1, max_value=8))):
            raw[draw(st.integers(min_value=0, max_value=len(raw) - 1))] = draw(st.integers(min_value=0, max_value=255))
    if kind == "cut":
        raw = raw[: draw(st.integers(min_value=0, max_value=len(raw) - 1))]
    return bytes(raw)

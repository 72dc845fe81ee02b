"""A match's identity (``uuid``): read, checked, written and kept through changes."""

from __future__ import annotations

import dataclasses
import json
import uuid

import pytest

from tarbish_score.model import (
    Match,
    RecordError,
    derived_match_uuid,
    dump_record,
    load_record,
    loads_record,
    new_match_uuid,
    read_uuid,
)

_RECORD = {
    "format": "tarbish-score-match",
    "version": 1,
    "teams": [{"name": "Us", "players": ["Ann", "Cal"]}, {"name": "Them", "players": ["Bea", "Dan"]}],
    "first_dealer": 3,
    "rounds": [{"caller": 0, "trump": "hearts", "card_points": [90, 72]}],
}
_ID = "3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b1e42"


def test_a_new_identity_is_a_canonical_version_4_uuid() -> None:
    first, second = new_match_uuid(), new_match_uuid()
    assert first != second
    assert str(uuid.UUID(first)) == first
    assert uuid.UUID(first).version == 4
    assert read_uuid(first) == first


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (_ID, _ID),
        (_ID.upper(), _ID),
        ("{" + _ID + "}", None),
        ("urn:uuid:" + _ID, None),
        (_ID.replace("-", ""), None),
        ("00000000-0000-0000-0000-000000000000", None),
        ("3f2b8c1e-5d4a-4b6f-1e21-7c0d5a9b1e42", None),  # not RFC 4122's variant
        (42, None),
        (None, None),
    ],
)
def test_only_the_hyphenated_rfc_4122_form_is_read(text: object, read: str | None) -> None:
    assert read_uuid(text) == read


def test_a_record_keeps_its_uuid_through_load_and_dump() -> None:
    match = load_record({**_RECORD, "uuid": _ID})
    assert match.uuid == _ID
    dumped = dump_record(match)
    assert dumped["uuid"] == _ID
    assert list(dumped)[:3] == ["format", "version", "uuid"]
    assert "uuid" not in match.extra
    assert load_record(json.loads(json.dumps(dumped))).uuid == _ID


def test_an_upper_case_uuid_is_written_lower_case() -> None:
    assert dump_record(load_record({**_RECORD, "uuid": _ID.upper()}))["uuid"] == _ID


def test_a_record_without_uuid_has_none_and_writes_none() -> None:
    match = load_record(_RECORD)
    assert match.uuid == ""
    assert "uuid" not in dump_record(match)


@pytest.mark.parametrize("bad", ["not-a-uuid", 7, "", None])
def test_a_bad_uuid_names_the_field_and_the_fix(bad: object) -> None:
    with pytest.raises(RecordError) as caught:
        loads_record(json.dumps({**_RECORD, "uuid": bad}))
    assert caught.value.field == "uuid"
    assert caught.value.code == "uuid"
    assert "leave it out" in caught.value.message


def test_identity_survives_changes_and_is_not_compared() -> None:
    match = load_record({**_RECORD, "uuid": _ID})
    changed = dataclasses.replace(match, note="Legion hall")
    assert changed.uuid == _ID
    assert dataclasses.replace(match, uuid=new_match_uuid()) == match
    assert Match().uuid == ""


def test_a_derived_identity_is_stable_and_canonical() -> None:
    first = derived_match_uuid('{"new":"2024-05-01T12:00:00.000000+00:00"}')
    assert first == derived_match_uuid('{"new":"2024-05-01T12:00:00.000000+00:00"}')
    assert first != derived_match_uuid('{"new":"2024-05-01T12:00:00.000001+00:00"}')
    assert uuid.UUID(first).version == 5
    assert read_uuid(first) == first

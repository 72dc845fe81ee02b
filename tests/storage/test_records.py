"""Log entries: their checks, their JSON form and reading them back."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest

from tarbish_score.storage import LogEntry, StoreError
from tarbish_score.storage.records import split_log

from .conftest import made


def test_an_entry_is_stamped_in_utc_and_takes_rounds_or_mappings() -> None:
    halifax = timezone(timedelta(hours=-3))
    entry = LogEntry.now(
        "edit", 2, made(0, (90, 72)), {"thrown_in": True}, moment=datetime(2024, 5, 1, 9, 0, tzinfo=halifax)
    )
    assert entry == LogEntry(
        "2024-05-01T12:00:00.000000+00:00",
        "edit",
        2,
        {"caller": 0, "trump": "hearts", "card_points": [90, 72]},
        {"thrown_in": True},
    )
    assert entry.is_correction
    assert not LogEntry.now("record", 1).is_correction


def test_an_entry_without_a_moment_is_stamped_now() -> None:
    before = datetime.now(UTC)
    stamped = datetime.fromisoformat(LogEntry.now("new").timestamp)
    assert before <= stamped <= datetime.now(UTC)


@pytest.mark.parametrize(
    ("action", "number", "message"),
    [("shuffle", None, "unknown log action 'shuffle'"), ("edit", 0, "round numbers start at 1, not 0")],
)
def test_an_entry_checks_action_and_round(action: Any, number: int | None, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        LogEntry("2024-05-01T12:00:00+00:00", action, number)


def test_json_round_trip() -> None:
    entry = LogEntry("2024-05-01T12:00:00+00:00", "delete", 3, {"thrown_in": True}, None)
    assert entry.to_json() == {
        "timestamp": "2024-05-01T12:00:00+00:00",
        "action": "delete",
        "round": 3,
        "before": {"thrown_in": True},
        "after": None,
    }
    assert LogEntry.from_json(entry.to_json()) == entry


T = "2024-05-01T12:00:00+00:00"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("edit", "must be a JSON object"),
        ({"action": "edit"}, "timestamp must be a date and time like 2024-05-01T20:15:00[+]00:00, not None"),
        ({"timestamp": T, "action": "shuffle"}, "action must be one of delete, edit, .*, not 'shuffle'"),
        ({"timestamp": T, "action": ["edit"]}, r"action must be one of .*, not \['edit'\]"),
        ({"timestamp": T, "action": {"edit": 1}}, r"action must be one of .*, not \{'edit': 1\}"),
        ({"timestamp": "t", "action": "edit"}, "timestamp must be a date and time like .*, not 't'"),
        ({"timestamp": "0001-01-01T00:00:00+05:00", "action": "edit"}, "timestamp must be a date and time"),
        ({"timestamp": "9999-12-31T23:59:59-05:00", "action": "edit"}, "timestamp must be a date and time"),
        ({"timestamp": T, "action": "edit", "round": 0}, "round must be a number from 1 to 1000000, not 0"),
        ({"timestamp": T, "action": "edit", "round": True}, "round must be a number from 1 to 1000000, not True"),
        ({"timestamp": T, "action": "edit", "round": 2**63}, "round must be a number from 1 to 1000000, not 922"),
        ({"timestamp": T, "action": "edit", "before": [1]}, "before and after must be objects or null"),
    ],
)
def test_from_json_rejects_what_is_not_an_entry(data: object, message: str) -> None:
    with pytest.raises(StoreError, match=message):
        LogEntry.from_json(data)


def test_from_json_takes_the_widest_round_and_dates() -> None:
    entry = LogEntry.from_json({"timestamp": "0001-01-02T00:00:00", "action": "edit", "round": 1_000_000})
    assert (entry.timestamp, entry.round_number) == ("0001-01-02T00:00:00", 1_000_000)


def test_split_log_takes_the_log_out_of_a_record() -> None:
    record: dict[str, Any] = {"format": "x", "log": [{"timestamp": T, "action": "new"}]}
    assert split_log(record) == [LogEntry(T, "new")]
    assert record == {"format": "x"}
    assert split_log(record) == []
    with pytest.raises(StoreError, match="must be a list of entries"):
        split_log({"log": {"timestamp": "t"}})


def test_split_log_names_the_bad_entry() -> None:
    log = [{"timestamp": T, "action": "new"}, {"timestamp": T, "action": [1]}]
    with pytest.raises(StoreError, match=r"^entry 2: a log entry's action must be one of"):
        split_log({"log": log})

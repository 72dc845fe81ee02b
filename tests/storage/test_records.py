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


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("edit", "must be a JSON object"),
        ({"action": "edit"}, "needs a timestamp and a known action"),
        ({"timestamp": "t", "action": "shuffle"}, "needs a timestamp and a known action"),
        ({"timestamp": "t", "action": "edit", "round": 0}, "round must be a number from 1"),
        ({"timestamp": "t", "action": "edit", "round": True}, "round must be a number from 1"),
        ({"timestamp": "t", "action": "edit", "before": [1]}, "before and after must be objects or null"),
    ],
)
def test_from_json_rejects_what_is_not_an_entry(data: object, message: str) -> None:
    with pytest.raises(StoreError, match=message):
        LogEntry.from_json(data)


def test_split_log_takes_the_log_out_of_a_record() -> None:
    record: dict[str, Any] = {"format": "x", "log": [{"timestamp": "t", "action": "new"}]}
    assert split_log(record) == [LogEntry("t", "new")]
    assert record == {"format": "x"}
    assert split_log(record) == []
    with pytest.raises(StoreError, match="must be a list of entries"):
        split_log({"log": {"timestamp": "t"}})

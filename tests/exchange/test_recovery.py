"""Recovery records: written somewhere writable, found at start, brought back once, never a duplicate."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from tarbish_score import paths
from tarbish_score.exchange.importing import ImportFailedError
from tarbish_score.exchange.records import export_record
from tarbish_score.exchange.recovery import (
    bring_back,
    discard_recovery,
    find_recovery,
    recovery_name,
    write_recovery,
)
from tarbish_score.model import Match, RoundInput, Suit, Team, loads_record
from tarbish_score.storage import LogEntry, MatchStore, round_dict

THIRD = RoundInput(3, Suit.HEARTS, (62, 100))


def two_rounds() -> Match:
    match = Match((Team("Chiassons", ("Aurélie", "Réjean")), Team("Doucets", ("Sandy", "Colin"))), 1)
    return match.add_round(RoundInput(1, Suit.HEARTS, (100, 62))).add_round(RoundInput(2, Suit.SPADES, (90, 72)))


@pytest.fixture
def archive() -> Iterator[MatchStore]:
    """A writable archive in the isolated data folder."""
    with MatchStore.open(paths.data_dir()) as store:
        yield store


def test_the_name_says_whose_match_and_when() -> None:
    name = recovery_name(two_rounds(), datetime(2026, 11, 30, 21, 4, 5, tzinfo=UTC))
    assert name == "unsaved Chiassons v Doucets 2026-11-30 21-04-05.tarbish.json"
    slashed = Match((Team("A/B", ("a", "b")), Team('C:"D"', ("c", "d"))), 0)
    assert recovery_name(slashed, datetime(2026, 1, 2, tzinfo=UTC)).startswith("unsaved A_B v C__D_ 2026-01-02")


def test_written_in_the_recovery_folder_found_and_discarded() -> None:
    match = two_rounds()
    path = write_recovery(export_record(match, []), recovery_name(match))
    assert path.parent == paths.recovery_dir() / paths.folder_tie(paths.data_dir())
    assert loads_record(path.read_bytes()).rounds == match.rounds
    assert find_recovery() == [path]
    # The same session rewrites its one file.
    again = write_recovery(export_record(match.add_round(THIRD), []), recovery_name(match), previous=path)
    assert again == path and len(loads_record(path.read_bytes()).rounds) == 3
    assert discard_recovery(path) is True
    assert find_recovery() == []
    assert discard_recovery(path) is False


def test_two_records_of_the_same_name_both_stay() -> None:
    match = two_rounds()
    name = recovery_name(match, datetime(2026, 11, 30, 21, 4, 5, tzinfo=UTC))
    first = write_recovery(export_record(match, []), name)
    second = write_recovery(export_record(match.add_round(THIRD), []), name)
    assert second.name == "unsaved Chiassons v Doucets 2026-11-30 21-04-05 (2).tarbish.json"
    assert sorted(find_recovery()) == sorted([first, second])


def test_a_recovery_folder_that_refuses_falls_back_to_the_temp_folder() -> None:
    blocked = paths.recovery_dir()
    blocked.parent.mkdir(parents=True, exist_ok=True)
    blocked.write_text("not a folder", encoding="utf-8")
    match = two_rounds()
    path = write_recovery(export_record(match, []), recovery_name(match))
    assert path.parent == paths.fallback_recovery_dir() / paths.folder_tie(paths.data_dir())
    assert find_recovery() == [path]


def test_nowhere_to_write_raises_the_last_error() -> None:
    for folder in (paths.recovery_dir(), paths.fallback_recovery_dir()):
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_text("not a folder", encoding="utf-8")
    with pytest.raises(OSError):
        write_recovery(export_record(two_rounds(), []), recovery_name(two_rounds()))


def test_brought_back_it_takes_the_place_of_the_match_saved_up_to_the_failure(archive: MatchStore) -> None:
    saved = two_rounds()
    match_id = archive.create_match(saved)
    stored = archive.load_match(match_id)
    log = [*stored.log, LogEntry.now("record", 3, None, round_dict(THIRD))]
    whole = saved.add_round(THIRD)
    path = write_recovery(export_record(whole, log, match_id=match_id), recovery_name(whole))

    back = bring_back(archive, path)

    assert back != match_id
    assert [s.id for s in archive.list_matches()] == [back]  # no stale copy with two rounds
    restored = archive.load_match(back)
    assert restored.match.rounds == whole.rounds
    assert [e.action for e in restored.log] == ["new", "record"]
    assert restored.created == stored.created
    assert path.exists()  # the caller deletes it once the window has it


def test_brought_back_twice_it_is_not_added_twice(archive: MatchStore) -> None:
    whole = two_rounds().add_round(THIRD)
    path = write_recovery(export_record(whole, []), recovery_name(whole))
    first = bring_back(archive, path)
    assert bring_back(archive, path) == first
    assert archive.count_matches() == 1


def test_a_record_of_another_match_with_that_id_adds_a_new_match(archive: MatchStore) -> None:
    other = archive.create_match(Match((Team("Us", ("a", "b")), Team("Them", ("c", "d"))), 0))
    whole = two_rounds().add_round(THIRD)
    path = write_recovery(export_record(whole, [], match_id=other), recovery_name(whole))
    back = bring_back(archive, path)
    assert back != other and archive.count_matches() == 2
    assert archive.load_match(back).match.rounds == whole.rounds


def test_an_unreadable_record_is_refused_and_changes_nothing(archive: MatchStore) -> None:
    path = paths.recovery_dir() / "unsaved broken.tarbish.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ImportFailedError):
        bring_back(archive, path)
    assert archive.count_matches() == 0

"""import_matches keeps the dates a match had elsewhere; records_like finds the candidates of a duplicate."""

from __future__ import annotations

from datetime import UTC, datetime

from tarbish_score.model import dump_record
from tarbish_score.storage import ImportedMatch, MatchStore

from .conftest import finished_match, new_match


def test_imported_matches_keep_their_dates(store: MatchStore) -> None:
    started = datetime(2020, 1, 2, 19, 0, tzinfo=UTC)
    changed = datetime(2020, 1, 2, 21, 30, tzinfo=UTC)
    ids = store.import_matches(
        [
            ImportedMatch(finished_match(), started, changed, changed),
            ImportedMatch(new_match(), started, changed, changed),
            ImportedMatch(finished_match()),
        ]
    )
    first, second, third = (store.load_match(i) for i in ids)
    assert (first.created, first.updated, first.finished) == (started, changed, changed)
    assert (second.created, second.updated, second.finished) == (started, changed, None)  # still in progress
    assert third.finished is not None and third.created == third.finished  # no dates: now


def test_records_like_finds_only_matches_with_the_same_summary(store: MatchStore) -> None:
    done, fresh = finished_match(), new_match()
    done_id, fresh_id = store.add_matches([done, fresh])
    assert store.records_like(done) == [(done_id, dump_record(done))]
    assert [match_id for match_id, _ in store.records_like(fresh)] == [fresh_id]

"""Net corrections: the log replayed, so undo and redo, and edits taken back, cancel out."""

from __future__ import annotations

from typing import Any

from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.storage import LogEntry, round_dict
from tarbish_score.storage.corrections import (
    NetCorrection,
    corrected_rounds,
    net_corrections,
    round_from_record,
)

from .conftest import made


def _round(count: int, caller: int = 0) -> dict[str, Any]:
    return round_dict(made(caller, (count, 162 - count)))


A, B, C, D = (_round(n) for n in (50, 60, 90, 100))


def _kinds(log: list[LogEntry], rounds: int | None = None) -> list[tuple[str, int | None]]:
    return [(c.kind, c.round_number) for c in net_corrections(log, rounds)]


def _match() -> Match:
    return Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0)


def test_recording_undo_and_redo_are_no_correction() -> None:
    log = [
        LogEntry.now("new"),
        LogEntry.now("record", 1, None, A),
        LogEntry.now("undo", 1, A, None),
        LogEntry.now("redo", 1, None, A),
    ]
    assert net_corrections(log, 1) == ()
    assert corrected_rounds(log, 1) == frozenset()


def test_an_edit_is_one_correction_from_first_recorded_to_now() -> None:
    log = [LogEntry.now("record", 1, None, A), LogEntry.now("edit", 1, A, B), LogEntry.now("edit", 1, B, C)]
    (correction,) = net_corrections(log, 1)
    assert (correction.kind, correction.round_number, correction.before, correction.after) == ("corrected", 1, A, C)
    assert correction.timestamp == log[-1].timestamp
    assert corrected_rounds(log) == frozenset({0})


def test_an_edit_undone_or_typed_back_is_none() -> None:
    record, edit = LogEntry.now("record", 1, None, A), LogEntry.now("edit", 1, A, B)
    assert net_corrections([record, edit, LogEntry.now("undo", 1, B, A)]) == ()
    assert net_corrections([record, edit, LogEntry.now("edit", 1, B, A)]) == ()
    # Undone and redone: still one.
    undo, redo = LogEntry.now("undo", 1, B, A), LogEntry.now("redo", 1, A, B)
    assert _kinds([record, edit, undo, redo, undo, redo]) == [("corrected", 1)]


def test_a_log_read_from_disk_compares_equal_to_a_fresh_one() -> None:
    # JSON gives lists where round_dict may give tuples: the same round all the same.
    as_read = {"caller": 0, "trump": "hearts", "card_points": [50, 112]}
    fresh = dict(A, card_points=(50, 112))
    log = [LogEntry.now("record", 1, None, as_read), LogEntry.now("edit", 1, as_read, fresh)]
    assert net_corrections(log) == ()


def test_a_deleted_round_counts_until_its_delete_is_undone() -> None:
    log = [LogEntry.now("record", 1, None, A), LogEntry.now("record", 2, None, B), LogEntry.now("delete", 1, A, None)]
    assert _kinds(log, 1) == [("deleted", 1)]
    (deleted,) = net_corrections(log, 1)
    assert (deleted.before, deleted.after) == (A, None)
    undo = LogEntry.now("undo", 1, None, A)
    assert net_corrections([*log, undo], 2) == ()
    # Redo deletes it again.
    assert _kinds([*log, undo, LogEntry.now("redo", 1, A, None)], 1) == [("deleted", 1)]
    # An edited round deleted shows as deleted, from what was first recorded.
    edited = [LogEntry.now("record", 1, None, A), LogEntry.now("edit", 1, A, B), LogEntry.now("delete", 1, B, None)]
    assert [(c.kind, c.before) for c in net_corrections(edited, 0)] == [("deleted", A)]


def test_marks_follow_their_rounds_when_an_earlier_one_goes() -> None:
    log = [
        LogEntry.now("record", 1, None, A),
        LogEntry.now("record", 2, None, B),
        LogEntry.now("record", 3, None, C),
        LogEntry.now("edit", 3, C, D),
        LogEntry.now("delete", 1, A, None),
    ]
    assert _kinds(log, 2) == [("deleted", 1), ("corrected", 2)]
    assert [c.recorded_as for c in net_corrections(log, 2)] == [None, 3]
    assert net_corrections(log, 2)[1].text(_match()) == "Round 2 corrected (recorded as round 3): Us counted 90 → 100"
    assert corrected_rounds(log, 2) == frozenset({1})


def test_a_forgotten_round_put_in_counts_while_it_stays() -> None:
    log = [LogEntry.now("record", 1, None, A), LogEntry.now("record", 2, None, B), LogEntry.now("insert", 1, None, C)]
    assert _kinds(log, 3) == [("inserted", 1)]
    assert corrected_rounds(log, 3) == frozenset({0})
    undo = LogEntry.now("undo", 1, C, None)
    assert net_corrections([*log, undo], 2) == ()
    assert _kinds([*log, undo, LogEntry.now("redo", 1, None, C)], 3) == [("inserted", 1)]
    # Deleting the round put in takes the correction back.
    assert net_corrections([*log, LogEntry.now("delete", 1, C, None)], 2) == ()


def test_rounds_a_correction_ended_the_match_before_count_as_deleted() -> None:
    log = [LogEntry.now("record", n, None, r) for n, r in enumerate((A, B, C), start=1)]
    log.append(LogEntry.now("edit", 1, A, D))  # this correction ended the match: rounds 2-3 went unlogged
    assert _kinds(log, 1) == [("corrected", 1), ("deleted", 2), ("deleted", 3)]
    # Without the count, the log alone is trusted.
    assert _kinds(log) == [("corrected", 1)]


def test_rules_changed_and_changed_back() -> None:
    standard, short = {"preset": "standard"}, {"preset": "short game"}
    change = LogEntry.now("rules", None, standard, short)
    (correction,) = net_corrections([change])
    assert (correction.kind, correction.round_number, correction.before, correction.after) == (
        "rules",
        None,
        standard,
        short,
    )
    assert correction.rounds(_match()) == (None, None)
    assert correction.changes(_match()) == ["Preset Standard → Short game (300)"]
    assert net_corrections([change, LogEntry.now("rules", None, short, standard)]) == ()


def test_entries_without_a_round_or_a_round_out_of_reach_are_skipped() -> None:
    log = [LogEntry.now("new"), LogEntry.now("edit", 3, A, B), LogEntry.now("delete", 4, A, None)]
    assert net_corrections(log) == ()


def test_a_correction_names_what_changed() -> None:
    match = _match()
    log = [LogEntry.now("record", 1, None, A), LogEntry.now("edit", 1, A, B)]
    (correction,) = net_corrections(log)
    assert correction.rounds(match) == (made(0, (50, 112)), made(0, (60, 102)))
    assert correction.changes(match) == ["Us counted 50 → 60"]
    assert correction.text(match) == "Round 1 corrected: Us counted 50 → 60"
    deleted = NetCorrection("deleted", 2, A, None, "")
    assert deleted.changes(match) == []
    assert deleted.text(match) == "Round 2 deleted"
    unreadable = NetCorrection("corrected", 1, A, {"caller": 9}, "")
    assert unreadable.changes(match) == []


def test_a_round_object_is_read_with_the_matchs_rules() -> None:
    match = _match()
    assert round_from_record(match, None) is None
    assert round_from_record(match, {"caller": 1, "trump": "spades", "card_points": [72, 90]}) == RoundInput(
        1, Suit.SPADES, (72, 90)
    )
    assert round_from_record(match, {"caller": "nobody"}) is None


def test_a_note_on_a_round_is_no_correction() -> None:
    """Notes change no score: a round whose note alone changed is not corrected."""
    recorded = {"caller": 0, "trump": "hearts", "card_points": [100, 62]}
    log = [
        LogEntry("2026-11-30T20:00:00+00:00", "record", 1, None, recorded),
        LogEntry("2026-11-30T20:01:00+00:00", "note", 1, recorded, {**recorded, "note": "misdeal"}),
    ]
    assert net_corrections(log, 1) == ()
    assert corrected_rounds(log, 1) == frozenset()


def test_a_recording_undone_and_typed_again_differently_is_corrected_from_the_first() -> None:
    """The last round undone, then another round takes its number: it was first entered as the undone one."""
    log = [
        LogEntry.now("record", 1, None, A),
        LogEntry.now("record", 2, None, B),
        LogEntry.now("undo", 2, B, None),
        LogEntry.now("record", 2, None, C),
    ]
    (correction,) = net_corrections(log, 2)
    assert (correction.kind, correction.round_number, correction.before, correction.after) == ("corrected", 2, B, C)
    assert correction.recorded_as is None
    assert correction.text(_match()) == "Round 2 corrected: Us counted 60 → 90"
    assert corrected_rounds(log, 2) == frozenset({1})
    # Typed again as it was: nothing changed.
    assert net_corrections([*log[:3], LogEntry.now("record", 2, None, B)], 2) == ()
    # Undone again and left out: a recording taken back is no correction.
    assert net_corrections([*log, LogEntry.now("undo", 2, C, None)], 1) == ()
    # ... and redone, it is the same correction again; a third version still starts from the first.
    again = [*log, LogEntry.now("undo", 2, C, None), LogEntry.now("redo", 2, None, C)]
    assert [(c.kind, c.before, c.after) for c in net_corrections(again, 2)] == [("corrected", B, C)]
    third = [*log, LogEntry.now("undo", 2, C, None), LogEntry.now("record", 2, None, D)]
    assert [(c.kind, c.before, c.after) for c in net_corrections(third, 2)] == [("corrected", B, D)]


def test_two_recordings_undone_are_matched_by_their_numbers() -> None:
    log = [
        LogEntry.now("record", 1, None, A),
        LogEntry.now("record", 2, None, B),
        LogEntry.now("undo", 2, B, None),
        LogEntry.now("undo", 1, A, None),
        LogEntry.now("record", 1, None, A),
        LogEntry.now("record", 2, None, D),
    ]
    assert [(c.kind, c.round_number, c.before, c.after) for c in net_corrections(log, 2)] == [("corrected", 2, B, D)]


def test_a_deleted_round_typed_again_as_it_was_is_none() -> None:
    """Delete round 3, then record round 3 exactly as it was: net nothing changed."""
    log = [LogEntry.now("record", n, None, r) for n, r in enumerate((A, B, C), start=1)]
    log.append(LogEntry.now("delete", 3, C, None))
    assert _kinds(log, 2) == [("deleted", 3)]
    assert net_corrections([*log, LogEntry.now("record", 3, None, C)], 3) == ()
    # Typed again differently: the round is corrected, not deleted and recorded.
    retyped = [*log, LogEntry.now("record", 3, None, D)]
    (correction,) = net_corrections(retyped, 3)
    assert (correction.kind, correction.round_number, correction.before, correction.after) == ("corrected", 3, C, D)
    assert correction.text(_match()) == "Round 3 corrected: Us counted 90 → 100"
    # Undoing the new recording leaves the round deleted, as it was before.
    assert _kinds([*retyped, LogEntry.now("undo", 3, D, None)], 2) == [("deleted", 3)]


def test_a_deleted_round_put_back_as_a_forgotten_round_is_none() -> None:
    log = [LogEntry.now("record", n, None, r) for n, r in enumerate((A, B, C), start=1)]
    log.append(LogEntry.now("delete", 2, B, None))
    assert net_corrections([*log, LogEntry.now("insert", 2, None, B)], 3) == ()
    assert _kinds([*log, LogEntry.now("insert", 2, None, D)], 3) == [("corrected", 2)]
    # Undoing the insert: round 2 is deleted again.
    undone = [*log, LogEntry.now("insert", 2, None, D), LogEntry.now("undo", 2, D, None)]
    assert _kinds(undone, 2) == [("deleted", 2)]
    # A forgotten round put in elsewhere is still a forgotten round.
    assert _kinds([*log, LogEntry.now("insert", 1, None, D)], 3) == [("inserted", 1), ("deleted", 2)]


def test_the_same_cards_typed_from_the_other_side_are_no_correction() -> None:
    """Whose count was typed (the key /, "counted_by") changes no score: typed again from the other
    team's side with the same cards, a round is not corrected; with other cards it is, named as typed."""
    first = round_dict(RoundInput(1, Suit.CLUBS, (45, 117)))
    flipped = round_dict(RoundInput(1, Suit.CLUBS, (45, 117), extra={"counted_by": "opponents"}))
    assert net_corrections([LogEntry.now("record", 1, None, first), LogEntry.now("edit", 1, first, flipped)]) == ()
    fixed = round_dict(RoundInput(1, Suit.CLUBS, (54, 108), extra={"counted_by": "opponents"}))
    (correction,) = net_corrections([LogEntry.now("record", 1, None, first), LogEntry.now("edit", 1, first, fixed)])
    assert correction.text(_match()) == "Round 1 corrected: Us counted 45 → 54"

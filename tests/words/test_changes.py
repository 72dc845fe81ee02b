"""What a correction changed, in player words."""

from __future__ import annotations

from tarbish_score.model import Match, NoTrump, Rank, RoundInput, RunClaim, Suit, Team
from tarbish_score.words.changes import correction_text, moved_rounds_text, round_change_texts, rules_change_texts

MATCH = Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0)


def test_the_callers_count_is_named_as_the_table_typed_it() -> None:
    before = RoundInput(0, Suit.HEARTS, (50, 112))
    assert round_change_texts(MATCH, before, RoundInput(0, Suit.HEARTS, (60, 102))) == ["Us counted 50 → 60"]
    them = RoundInput(1, Suit.HEARTS, (112, 50))
    assert round_change_texts(MATCH, them, RoundInput(3, Suit.HEARTS, (102, 60))) == [
        "caller Bea → Dan",
        "Them counted 50 → 60",
    ]
    # The callers changed team: both teams' cards.
    assert round_change_texts(MATCH, before, RoundInput(1, Suit.HEARTS, (50, 112))) == ["caller Ann → Bea"]
    assert round_change_texts(MATCH, before, RoundInput(1, Suit.HEARTS, (60, 102))) == [
        "caller Ann → Bea",
        "cards 50 – 112 → 60 – 102",
    ]


def test_trump_runs_bella_sweep_and_the_forced_call() -> None:
    fifty, twenty = RunClaim(1, 4), RunClaim(0, 3, Rank.QUEEN, Suit.CLUBS)
    before = RoundInput(0, Suit.HEARTS, (162, 0), runs=(twenty,), bella=2, forced=True)
    after = RoundInput(0, NoTrump.NONE, (162, 0), runs=(fifty,), sweep=True)
    assert round_change_texts(MATCH, before, after) == [
        "trump ♥ hearts → no trump",
        "runs: + Bea's fifty, − Ann's twenty Q high ♣",
        "bella Cal → nobody",
        "sweep added",
        "dealer forced to call → not forced",
    ]
    assert round_change_texts(MATCH, after, before)[-2:] == ["sweep taken off", "not forced → dealer forced to call"]


def test_thrown_in_and_other_details() -> None:
    played = RoundInput(0, Suit.HEARTS, (90, 72))
    assert round_change_texts(MATCH, RoundInput.thrown(), played) == ["thrown in → played"]
    assert round_change_texts(MATCH, played, RoundInput.thrown()) == ["played → thrown in"]
    noted = RoundInput(0, Suit.HEARTS, (90, 72), extra={"note": "misdeal"})
    assert round_change_texts(MATCH, played, noted) == ["other details"]
    assert round_change_texts(MATCH, played, played) == []


def test_rules_changes_name_each_switch() -> None:
    assert rules_change_texts({"preset": "standard", "target": 500}, {"preset": "standard", "target": 300}) == [
        "Target 500 → 300"
    ]
    assert rules_change_texts({"preset": "standard"}, {"preset": "standard", "no_trump": True}) == [
        "No-trump rounds – → allowed"
    ]
    assert rules_change_texts(None, None) == []


def test_one_line_per_correction() -> None:
    assert correction_text("corrected", 5, ["Us counted 50 → 60"]) == "Round 5 corrected: Us counted 50 → 60"
    assert correction_text("corrected", 5) == "Round 5 corrected"
    assert correction_text("deleted", 3) == "Round 3 deleted"
    assert correction_text("inserted", 2) == "Forgotten round put in as round 2"
    assert correction_text("rules", None, ["Target 500 → 300"]) == "Rules changed: Target 500 → 300"
    assert correction_text("deleted", 2, recorded_as=3) == "Round 2 deleted (recorded as round 3)"


def test_what_a_deleted_or_inserted_round_did_to_the_later_ones() -> None:
    assert moved_rounds_text("deleted") == "taken out; the later rounds moved up one"
    assert moved_rounds_text("inserted") == "put in; the later rounds moved down one"
    assert moved_rounds_text("corrected") == ""


def test_a_count_typed_for_the_opponents_with_slash_is_named_for_them() -> None:
    """Bea (Them) called; the table typed Us's count (the key /, the round's "counted_by")."""
    typed_us = {"counted_by": "opponents"}
    before = RoundInput(1, Suit.CLUBS, (45, 117), extra=typed_us)
    assert round_change_texts(MATCH, before, RoundInput(1, Suit.CLUBS, (54, 108), extra=typed_us)) == [
        "Us counted 45 → 54"
    ]
    # First typed as the callers' 117, corrected with / as Us's 54: told as the correction was typed.
    callers_typed = RoundInput(1, Suit.CLUBS, (45, 117))
    assert round_change_texts(MATCH, callers_typed, RoundInput(1, Suit.CLUBS, (54, 108), extra=typed_us)) == [
        "Us counted 45 → 54"
    ]
    # The same cards typed from the other side: the same round, nothing changed.
    assert round_change_texts(MATCH, callers_typed, RoundInput(1, Suit.CLUBS, (45, 117), extra=typed_us)) == []
    # The callers changed team, Us's count typed both times: Us's count.
    ann = RoundInput(0, Suit.HEARTS, (50, 112))
    assert round_change_texts(MATCH, ann, RoundInput(1, Suit.HEARTS, (60, 102), extra=typed_us)) == [
        "caller Ann → Bea",
        "Us counted 50 → 60",
    ]

"""Tournament nights in words: the tie-break report, the formats and every refusal the engine can give."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tarbish_score.model import TarbishError, TournamentError
from tarbish_score.model.tournament import ByeRule, Decision, Format, TieBreak, TournamentSettings
from tarbish_score.words import tournament as words
from tarbish_score.words.tournament import (
    bye_rule_title,
    decision_text,
    format_title,
    half_wins_text,
    head_to_head_note,
    tie_break_report,
    tie_break_title,
    tournament_error_text,
)

from ..model.tournament.nights import night

ENGINE = Path(words.__file__).resolve().parents[1] / "model" / "tournament"
NAMES = {0: "MacNeils", 1: "Gillis", 2: "Rankins"}


def test_every_decision_names_its_criterion() -> None:
    name = NAMES.__getitem__
    cases = {
        Decision(0, 1, TieBreak.WINS, 1, (7, 6)): "MacNeils ahead of Gillis on wins: 3½ to 3.",
        Decision(0, 1, TieBreak.HEAD_TO_HEAD, 1, (2, 0), 2, ((512, 340),)): (
            "MacNeils ahead of Gillis on head-to-head: won their game 512–340."
        ),
        Decision(0, 1, TieBreak.HEAD_TO_HEAD, 1, (3, 1), 2, ((512, 340), (500, 500))): (
            "MacNeils ahead of Gillis on head-to-head: 1½ to ½ in their games."
        ),
        Decision(1, 2, TieBreak.HEAD_TO_HEAD, 1, (4, 2), 3): (
            "Gillis ahead of Rankins on head-to-head among the 3 tied teams: 2 to 1 in their games."
        ),
        Decision(0, 1, TieBreak.POINTS_DIFFERENCE, 2, (12, -40)): (
            "MacNeils ahead of Gillis on points difference: +12 to −40."
        ),
        Decision(
            0, 1, TieBreak.POINTS_DIFFERENCE, 2, (0, -40)
        ): "MacNeils ahead of Gillis on points difference: 0 to −40.",
        Decision(0, 1, TieBreak.POINTS_FOR, 3, (2410, 2380)): "MacNeils ahead of Gillis on points for: 2410 to 2380.",
    }
    for decision, sentence in cases.items():
        assert decision_text(decision, name) == sentence
    shared = Decision(0, 1, TieBreak.SHARED, 4)
    assert decision_text(shared, name, 5) == "MacNeils and Gillis share place 5: no tie-break tells them apart."


def test_why_head_to_head_did_not_decide() -> None:
    circle = Decision(0, 1, TieBreak.POINTS_FOR, 3, (2410, 2380), 3, passed=(TieBreak.HEAD_TO_HEAD,))
    assert head_to_head_note(circle) == "Head-to-head left the 3 tied teams level."
    level = Decision(0, 1, TieBreak.POINTS_FOR, 3, (2410, 2380), 2, passed=(TieBreak.HEAD_TO_HEAD,))
    assert head_to_head_note(level) == "Head-to-head left them level."
    unmet = Decision(0, 1, TieBreak.POINTS_FOR, 3, (2410, 2380), 2, unmet=True)
    assert head_to_head_note(unmet) == "Head-to-head did not count: not every two of the tied teams have met."
    assert head_to_head_note(Decision(0, 1, TieBreak.POINTS_FOR, 3, (2410, 2380))) == ""


def test_no_report_before_any_game() -> None:
    t = night(11, Format.SWISS).drawn()
    assert tie_break_report(t.standings, lambda team: t.team(team).name) == []
    t = t.with_result(1, (510, 300)).with_result(2, (510, 300))
    report = tie_break_report(t.standings, lambda team: t.team(team).name)
    waiting = {t.team(team).name for table in t.current.draw.tables[2:] for team in table.teams}  # type: ignore[union-attr]
    assert report and report[0].endswith("share place 1: no tie-break tells them apart. " + report[0].split(". ", 1)[1])
    assert not any(line.startswith(f"{a} and {b} share") for line in report for a in waiting for b in waiting)
    assert len(report) == 3  # the two winners level, the waiting teams above the losers, the two losers level


def test_names_of_formats_and_tie_breaks() -> None:
    assert [format_title(f) for f in Format] == ["Round robin", "Swiss", "Winners move up"]
    assert [bye_rule_title(TournamentSettings(bye_rule=rule)) for rule in ByeRule] == [
        "A win, no points",
        "A win, 500 to 0",
        "Not counted",
    ]
    assert bye_rule_title(TournamentSettings(bye_rule=ByeRule.WIN, bye_score=(400, 100))) == "A win, 400 to 100"
    assert [tie_break_title(c) for c in TieBreak] == [
        "wins",
        "head-to-head",
        "points difference",
        "points for",
        "a shared place",
    ]
    assert [half_wins_text(n) for n in (0, 1, 6, 7)] == ["0", "½", "3", "3½"]


def test_every_refusal_of_the_engine_has_a_sentence() -> None:
    source = "".join(path.read_text(encoding="utf-8") for path in ENGINE.glob("*.py"))
    codes = set(re.findall(r'code="([a-z_]+)"', source)) | set(re.findall(r'"((?:result|record)_[a-z]+)",\n', source))
    assert codes - {"note_length"} <= set(words._ERRORS)
    assert len(codes) > 25


def test_refusals_in_words() -> None:
    def said(code: str, **params: object) -> str:
        return tournament_error_text(TournamentError("english", code=code, params=params))

    assert said("table_scored", table=7, totals=(512, 340)) == (
        "Table 7 already has its result, 512–340. A change is a correction, with its reason."
    )
    assert said("results_outstanding", round=2, tables=(3, 7)) == (
        "Round 2 still has tables out: 3, 7. Type their results first."
    )
    assert said("record_teams", record=("A", "B"), table=("C", "D")) == (
        "This match is A against B; the table's teams are C and D."
    )
    assert said("result_short", target=500).startswith("Neither team reached 500.")
    assert said("table_scored") == "english"  # a parameter missing: the engine's own words
    assert tournament_error_text(TarbishError("other", code="no_such_code")) == "other"


@pytest.mark.parametrize("code", sorted(words._ERRORS))
def test_each_sentence_is_a_sentence(code: str) -> None:
    assert words._ERRORS[code][0].isupper() and words._ERRORS[code].endswith(".")

"""CSV read back with the csv module matches the engine; formulas arrive as text; the Copy result text."""

from __future__ import annotations

import csv
import dataclasses
from pathlib import Path

import pytest

from tarbish_score.exchange.csv_export import ROUND_COLUMNS, csv_text, safe_cell, write_csv
from tarbish_score.exchange.summary import SummaryLabels, result_summary
from tarbish_score.model import Match, Team

from .conftest import SAMPLES, sample


def _read(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8-sig", newline="") as file:
        return list(csv.reader(file))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_csv_rounds_match_the_engine(tmp_path: Path, path: Path) -> None:
    match = sample(path.name.removesuffix(".tarbish.json"))
    rows = _read(write_csv(match, tmp_path / "m.csv"))
    start = next(i for i, row in enumerate(rows) if row and row[0] == "Round")
    header, body = rows[start], rows[start + 1 :]
    names = [team.name for team in match.teams]
    assert header == [column.format(*names) for column in ROUND_COLUMNS]
    score = match.score
    assert len(body) == len(score.rounds)
    for row, scored in zip(body, score.rounds, strict=True):
        cells = dict(zip(header, row, strict=True))
        result = scored.result
        assert int(cells["Round"]) == scored.number
        assert cells["Dealer"] == match.player(scored.dealer)
        assert [int(cells[f"Points {n}"]) for n in names] == list(result.points)
        assert [int(cells[f"Total {n}"]) for n in names] == list(scored.totals)
        assert [int(cells[f"Run points {n}"]) for n in names] == list(result.run_points)
        assert [int(cells[f"Bella points {n}"]) for n in names] == list(result.bella_points)
        assert cells["Outcome"] == result.outcome.value.replace("-", " ")
    result_row = next(row for row in rows if row and row[0] == "Result")
    assert [int(result_row[2]), int(result_row[3])] == list(score.totals)
    team_rows = [row for row in rows if row and row[0].startswith("Team ")]
    assert team_rows[0][1:] == [names[0], *match.teams[0].players]


def test_a_formula_name_arrives_as_text(tmp_path: Path) -> None:
    evil = '=HYPERLINK("http://evil.example","click")'
    base = sample()
    match = dataclasses.replace(
        base, teams=(Team(evil, ("+1 555", "@bob")), Team("-Them", ("\tTab", base.teams[1].players[1])))
    )
    rows = _read(write_csv(match, tmp_path / "evil.csv"))
    cells = [cell for row in rows for cell in row]
    assert "'" + evil in cells
    assert {"'+1 555", "'@bob", "'-Them", "'\tTab"} <= set(cells)
    assert not any(cell.startswith(("=", "+", "@", "\t")) for cell in cells)
    # Names inside longer text cells are safe too: the cell starts with a column word or a number.
    assert f"Points {evil}" in cells
    # Numbers stay numbers.
    assert safe_cell(133) == 133
    assert safe_cell("-5") == "'-5"


def test_csv_text_uses_the_engine_outcome_words() -> None:
    text = csv_text(sample())
    assert ",bait," in text
    assert "The MacNeils won" in text


def test_summary_names_teams_score_winner_and_notable_rounds() -> None:
    text = result_summary(sample())
    assert text.splitlines()[0] == "Tarabish: The MacNeils 561 – The Gillis pair 479"
    assert "The MacNeils (Mary & Angus) against The Gillis pair (Joe & Theresa)" in text
    assert "The MacNeils won after 5 rounds." in text
    assert "- Round 2: Theresa called and The Gillis pair went bait" in text
    assert "- Round 1: Mary scored a fifty (50 in runs)" in text


def test_summary_takes_translated_labels_and_says_in_progress() -> None:
    match = sample()
    early = dataclasses.replace(match, rounds=match.rounds[:1])
    from tarbish_score.words.summary import translated_labels
    from tarbish_score.words.translation import install_translator

    def french(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if source == SummaryLabels().in_progress:  # a plural message: the form follows the count
            form = "En cours après %n donne ; {target} pour gagner." if n == 1 else "En cours après %n donnes ; …"
            return form.replace("%n", str(n))
        return source

    install_translator(french)
    try:
        labels = translated_labels()
        text = result_summary(early, labels)
        later = result_summary(dataclasses.replace(match, rounds=match.rounds[:3], rules=match.rules), labels)
    finally:
        install_translator(None)
    assert "En cours après 1 donne ; 500 pour gagner." in text
    assert "En cours après 3 donnes ; …" in later or "won" in later
    empty = result_summary(Match())
    assert "In progress after 0 rounds" in empty
    one = result_summary(early)
    assert "In progress after 1 round;" in one  # English, untranslated: "1 round", not "1 round(s)"
    assert "Notable" not in empty


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({}, "Standard, first to 500"),
        (
            {"target": 5000, "forced_dealer": False, "no_trump": True},
            "Standard, first to 5000; Forced dealer: all pass: thrown in; No-trump rounds: allowed",
        ),
    ],
)
def test_the_rules_row_is_one_clean_description(tmp_path: Path, rules: dict[str, object], words: str) -> None:
    from tarbish_score.model import RuleSet

    match = Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0, RuleSet(**rules))  # type: ignore[arg-type]
    rows = _read(write_csv(match, tmp_path / "m.csv"))
    assert [row for row in rows if row and row[0] == "Rules"] == [["Rules", words]]


def test_csv_carries_the_match_note_and_each_rounds_note(tmp_path: Path) -> None:
    match = sample("kitchen-standard").with_note("Legion hall, Friday").with_round_note(1, "=misdeal, re-dealt")
    rows = _read(write_csv(match, tmp_path / "m.csv"))
    assert ["Note", "Legion hall, Friday"] in rows
    start = next(i for i, row in enumerate(rows) if row and row[0] == "Round")
    notes = [row[-1] for row in rows[start + 1 :]]
    assert rows[start][-1] == "Note"
    # A note that starts like a formula arrives as text.
    assert notes == ["", "'=misdeal, re-dealt", *[""] * (len(notes) - 2)]
    assert ["Note", ""] not in _read(write_csv(sample("kitchen-standard"), tmp_path / "plain.csv"))


def test_csv_names_the_net_corrections_as_the_player_typed_them(tmp_path: Path) -> None:
    """Given the log, the header block counts the net corrections and words each one as the scoresheet does:
    a count typed for the callers' opponents (the key /) is told for that team."""
    from tarbish_score.model import RoundInput, Suit
    from tarbish_score.storage import LogEntry, round_dict

    match = Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0)
    typed = round_dict(RoundInput(1, Suit.CLUBS, (45, 117), extra={"counted_by": "opponents"}))
    fixed_round = RoundInput(1, Suit.CLUBS, (54, 108), extra={"counted_by": "opponents"})
    match = match.add_round(fixed_round)
    log = (
        LogEntry.now("new"),
        LogEntry.now("record", 1, None, typed),
        LogEntry.now("edit", 1, typed, round_dict(fixed_round)),
    )
    rows = _read(write_csv(match, tmp_path / "m.csv", log=log))
    start = rows.index(["Corrections", "1"])
    assert rows[start + 1] == ["", "Round 1 corrected: Us counted 45 → 54"]
    assert rows[start + 2] == []  # then the blank row before the round table
    # Without a log, nothing is said about corrections.
    assert "Corrections" not in csv_text(match)

"""Export file names: teams and date, safe on every system, never a name already taken."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from tarbish_score.exchange.names import MAX_NAME_BYTES, free_path, match_stem, safe_name, unique_name

DAY = date(2026, 11, 30)


def test_the_name_carries_the_teams_and_the_day() -> None:
    assert match_stem(("Team A", "Team B"), DAY) + ".pdf" == "Team A v Team B 2026-11-30.pdf"
    assert match_stem(("Chéticamp", "Sydney"), DAY) == "Chéticamp v Sydney 2026-11-30"
    # A moment is taken on the local calendar.
    moment = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
    assert match_stem(("Us", "Them"), moment) == f"Us v Them {moment.astimezone().date().isoformat()}"


@pytest.mark.parametrize(
    ("team", "shown"),
    [
        ('A/B: "the best"?', "A_B_ _the best__"),
        ("back\\slash|pipe*<>", "back_slash_pipe___"),
        ("tab\there\nnewline", "tab here newline"),
        ("...hidden", "hidden"),
        ("-rf", "rf"),
        ("trailing. . ", "trailing"),
        ("CON", "_CON"),
        ("com1.old", "_com1.old"),
        ("Lpt9", "_Lpt9"),
        ("   ", "Team 1"),
        ("", "Team 1"),
        ("e\u0301cole", "école"),  # decomposed accents are composed (NFC)
    ],
)
def test_every_system_accepts_the_name(team: str, shown: str) -> None:
    assert match_stem((team, "Them"), DAY) == f"{shown} v Them 2026-11-30"


def test_a_name_made_only_of_refused_characters_falls_back() -> None:
    assert safe_name(" . ") == "match"
    assert safe_name("NUL") == "_NUL"
    assert safe_name("Nullarbor") == "Nullarbor"


def test_long_team_names_are_cut_and_the_date_stays() -> None:
    stem = match_stem(("Les Acadiens de Chéticamp " * 10, "Ω" * 200), DAY)
    assert stem.endswith(" 2026-11-30")
    assert len(stem.encode("utf-8")) <= 2 * 80 + len(" v  2026-11-30")
    name = unique_name("é" * 300, ".tarbish.json")
    assert len(name.encode("utf-8")) <= MAX_NAME_BYTES
    assert name.endswith(".tarbish.json")
    assert name.encode("utf-8").decode("utf-8") == name  # never cut inside a character


def test_a_taken_name_gets_a_number_whatever_its_case() -> None:
    stem = "Us v Them 2026-11-30"
    assert unique_name(stem, ".pdf") == "Us v Them 2026-11-30.pdf"
    assert unique_name(stem, ".pdf", {"us v them 2026-11-30.PDF"}) == "Us v Them 2026-11-30 (2).pdf"
    taken = {"Us v Them 2026-11-30.tarbish.json", "Us v Them 2026-11-30 (2).tarbish.json"}
    assert unique_name(stem, ".tarbish.json", taken) == "Us v Them 2026-11-30 (3).tarbish.json"


def test_a_free_path_avoids_the_files_in_the_folder(tmp_path: Path) -> None:
    (tmp_path / "Us v Them 2026-11-30.csv").write_text("an earlier match")
    assert free_path(tmp_path, "Us v Them 2026-11-30", ".csv").name == "Us v Them 2026-11-30 (2).csv"
    assert free_path(tmp_path, "Us v Them 2026-11-30", ".pdf").name == "Us v Them 2026-11-30.pdf"
    missing = tmp_path / "not yet"
    assert free_path(missing, "x", ".pdf", {"x.pdf"}) == missing / "x (2).pdf"


@pytest.mark.parametrize("hidden", ["\u202e", "\u2066", "\u200b", "\u009b", "\ufeff", "\u0000"])
def test_bidi_and_other_invisible_characters_never_reach_a_file_name(hidden: str) -> None:
    stem = match_stem((f"Ceil{hidden}idh", f"{hidden}Them"), DAY)
    assert hidden not in stem
    assert stem.replace("_", "") == "Ceilidh v Them 2026-11-30"


def test_a_million_character_name_keeps_its_ending_under_the_file_system_limit(tmp_path: Path) -> None:
    from tarbish_score.exchange.recovery import recovery_name
    from tarbish_score.model import Match, Team

    long = "\U0001f0a1" * 1_000_000  # four UTF-8 bytes each
    name = unique_name(match_stem((long, long), DAY), ".tarbish.json")
    assert name.endswith("2026-11-30.tarbish.json")
    assert len(name.encode("utf-8")) <= MAX_NAME_BYTES < 255
    assert len(safe_name(long).encode("utf-8")) <= MAX_NAME_BYTES
    match = Match((Team(long, ("a", "b")), Team(long, ("c", "d"))), 0)
    kept = recovery_name(match)
    assert kept.endswith(".tarbish.json")
    assert len(kept.encode("utf-8")) < 255
    (tmp_path / kept).write_text("{}")  # the file system takes it

"""The headless ``tarbish-score stats`` command on an imported archive of the samples."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tarbish_score.cli import ExitCode, main

DATA = Path(__file__).parent / "data"


def line(name: str, won: int, called: int, bait: int, margin: float) -> dict[str, Any]:
    """One standing of one finished match (played 1, never drawn)."""
    return {
        "name": name,
        "played": 1,
        "won": won,
        "drawn": 0,
        "lost": 1 - won,
        "win_rate": float(won),
        "with_rounds": 1,
        "called": called,
        "bait": bait,
        "half_bait": 0,
        "bait_rate": None if not called else round(bait / called, 4),
        "average_margin": margin,
    }


# Counted by hand from the three records (docs/rules.md sections 6 and 7):
# kitchen-standard: Mary & Angus win 561-479 (margin 82); calls Mary 2, Joe 1, Theresa 2 (one bait).
# family-minimal: Jenny & Ronnie win 510-360 (margin 150); calls Marie 2 (one bait), Jenny 1, Ronnie 2.
# house-whole-bait: Sandy & Colin win 588-150 (margin 438); calls Aurélie 1 (bait), Réjean 2 (one bait), Colin 1.
# Order: most won, best win rate, then name.
EXPECTED = {
    "matches": 3,
    "tournament_games": 0,
    "source": "all",
    "tournament": None,
    "players": [
        line("Angus", 1, 0, 0, 82.0),
        line("Colin", 1, 1, 0, 438.0),
        line("Jenny", 1, 1, 0, 150.0),
        line("Mary", 1, 2, 0, 82.0),
        line("Ronnie", 1, 2, 0, 150.0),
        line("Sandy", 1, 0, 0, 438.0),
        line("Aurélie", 0, 1, 1, -438.0),
        line("Joe", 0, 1, 0, -82.0),
        line("Leo", 0, 0, 0, -150.0),
        line("Marie", 0, 2, 1, -150.0),
        line("Réjean", 0, 2, 1, -438.0),
        line("Theresa", 0, 2, 1, -82.0),
    ],
    "pairs": [
        line("Angus & Mary", 1, 2, 0, 82.0),
        line("Colin & Sandy", 1, 1, 0, 438.0),
        line("Jenny & Ronnie", 1, 3, 0, 150.0),
        line("Aurélie & Réjean", 0, 3, 2, -438.0),
        line("Joe & Theresa", 0, 3, 1, -82.0),
        line("Leo & Marie", 0, 2, 1, -150.0),
    ],
    "head_to_head": [
        {"pairs": ["Angus & Mary", "Joe & Theresa"], "played": 1, "wins": [1, 0], "drawn": 0, "average_margin": 82.0},
        {
            "pairs": ["Aurélie & Réjean", "Colin & Sandy"],
            "played": 1,
            "wins": [0, 1],
            "drawn": 0,
            "average_margin": -438.0,
        },
        {"pairs": ["Jenny & Ronnie", "Leo & Marie"], "played": 1, "wins": [1, 0], "drawn": 0, "average_margin": 150.0},
    ],
}


@pytest.fixture
def imported(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", *(str(p) for p in sorted(DATA.glob("*.tarbish.json")))]) == 0
    capsys.readouterr()


@pytest.mark.usefixtures("imported")
def test_stats_json_equals_the_hand_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out) == EXPECTED
    assert out.err == ""


@pytest.mark.usefixtures("imported")
def test_stats_filters(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--json", "--team", "theresa & Joe"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["matches"] == 1
    assert [p["name"] for p in data["players"]] == ["Joe", "Theresa"]
    assert data["pairs"] == [line("Joe & Theresa", 0, 3, 1, -82.0)]
    assert data["head_to_head"] == [EXPECTED["head_to_head"][0]]
    assert main(["stats", "--json", "--player", "marie"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == [line("Marie", 0, 2, 1, -150.0)]
    assert main(["stats", "--json", "--since", "2999-01-01"]) == 0
    assert json.loads(capsys.readouterr().out)["matches"] == 0
    assert main(["stats", "--json", "--preset", "short game"]) == 0
    assert json.loads(capsys.readouterr().out)["matches"] == 0


@pytest.mark.usefixtures("imported")
def test_stats_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "3 finished matches."
    assert lines[2] == "Players"
    assert lines[3].split() == [
        "Name", "Played", "Won", "Drawn", "Lost", "Win", "%", "With", "rounds",
        "Called", "Bait", "Half", "bait", "Bait", "%", "Margin",
    ]  # fmt: skip
    assert lines[4].split() == ["Angus", "1", "1", "0", "0", "100%", "1", "0", "0", "0", "-", "+82.0"]
    theresa = next(text for text in lines if text.startswith("Theresa"))
    assert theresa.split() == ["Theresa", "1", "0", "0", "1", "0%", "1", "2", "1", "0", "50%", "-82.0"]
    assert "Head to head" in lines
    assert any(text.split()[:6] == ["Angus", "&", "Mary", "Joe", "&", "Theresa"] for text in lines)


def test_stats_without_an_archive(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    assert capsys.readouterr().out == "No finished matches or tournament games to count.\n"
    assert main(["stats", "--source", "matches"]) == 0
    assert capsys.readouterr().out == "No finished matches to count.\n"
    assert main(["stats", "--tournament", "1"]) == ExitCode.NOT_FOUND
    assert "tournament 1 is not in the archive" in capsys.readouterr().err


def test_stats_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--preset", "long game"]) == 2
    assert "unknown preset 'long game'" in capsys.readouterr().err
    for bad in (["--since", "2024-13-01"], ["--team", "Mary"]):
        with pytest.raises(SystemExit) as exit_info:
            main(["stats", *bad])
        assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "not a date like 2024-05-01" in err and "two partners" in err


@pytest.mark.usefixtures("imported")
def test_stats_for_a_name_the_archive_does_not_know_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    """An unknown player or pair is an error (exit 1), not "no finished matches", with the nearest names."""
    assert main(["stats", "--player", "Nobody"]) == ExitCode.NOT_FOUND
    out = capsys.readouterr()
    assert out.out == ""
    assert "no player named 'Nobody'" in out.err
    assert main(["stats", "--player", "Mari"]) == ExitCode.NOT_FOUND
    err = capsys.readouterr().err
    assert "no player named 'Mari'" in err and "'Marie'" in err and "'Mary'" in err  # the nearest names
    assert main(["stats", "--json", "--team", "Nobody & X"]) == ExitCode.NOT_FOUND
    out = capsys.readouterr()
    assert out.out == ""
    assert "no pair 'Nobody & X'" in out.err
    assert main(["stats", "--team", "Joe & Mary"]) == ExitCode.NOT_FOUND  # both are known, never partners
    assert "no pair 'Joe & Mary'" in capsys.readouterr().err
    # Known names under a filter that keeps no match: still no match to count, not an error.
    assert main(["stats", "--player", "marie", "--since", "2999-01-01"]) == 0
    assert capsys.readouterr().out == "No finished matches or tournament games to count.\n"


def test_stats_refuses_a_period_that_ends_before_it_starts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--since", "2026-12-01", "--until", "2026-01-01"]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert "--since 2026-12-01 is after --until 2026-01-01" in out.err
    assert main(["stats", "--since", "2026-01-01", "--until", "2026-01-01"]) == 2  # an empty period
    assert "--until must be later than --since" in capsys.readouterr().err


def test_the_source_words_are_the_storage_s() -> None:
    from tarbish_score.cli.commands.stats import SOURCES
    from tarbish_score.storage import Source

    assert tuple(source.value for source in Source) == SOURCES


@pytest.fixture
def night(capsys: pytest.CaptureFixture[str]) -> int:
    """The kitchen-standard sample, the hand-worked round robin, and its laptop's record kept as a match."""
    from tarbish_score import paths
    from tarbish_score.storage import ImportedMatch, MatchStore
    from tarbish_score.storage.tournaments import create_tournament
    from tests.tournament_night import hand_night

    assert main(["import", str(DATA / "kitchen-standard.tarbish.json")]) == 0
    capsys.readouterr()
    tournament, record = hand_night()
    with MatchStore.open(paths.data_dir()) as store:
        store.import_matches([ImportedMatch(record)])
        return create_tournament(store, tournament, "Legion hall")


def stats_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["stats", "--json", *args]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_stats_count_the_tournament_s_games_once(capsys: pytest.CaptureFixture[str], night: int) -> None:
    """The figures of tests/storage/test_statistics_tournaments.py, through the command."""
    everything = stats_json(capsys)
    assert (everything["matches"], everything["tournament_games"]) == (16, 15)
    assert (everything["source"], everything["tournament"]) == ("all", None)
    mary = next(p for p in everything["players"] if p["name"] == "Mary")
    assert (mary["played"], mary["won"], mary["with_rounds"], mary["called"]) == (6, 5, 2, 3)
    assert [p["name"] for p in everything["pairs"]][3:5] == ["MacLeods", "Campbells"]
    kitchen = stats_json(capsys, "--source", "matches")
    assert (kitchen["matches"], kitchen["tournament_games"], kitchen["source"]) == (1, 0, "matches")
    assert [p["name"] for p in kitchen["pairs"]] == ["Angus & Mary", "Joe & Theresa"]
    for args in (["--source", "tournaments"], ["--tournament", str(night)]):
        only = stats_json(capsys, *args)
        assert (only["matches"], only["tournament_games"]) == (15, 15)
        assert next(p for p in only["players"] if p["name"] == "Mary")["played"] == 5
    assert stats_json(capsys, "--tournament", str(night))["tournament"] == night


def test_stats_table_of_one_tournament(capsys: pytest.CaptureFixture[str], night: int) -> None:
    assert main(["stats", "--tournament", str(night)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"Tournament {night} 'Legion hall': 15 tournament games."
    macleods = next(text for text in lines if text.startswith("MacLeods"))
    assert macleods.split() == ["MacLeods", "5", "2", "0", "3", "40%", "0", "0", "0", "0", "-", "-42.0"]
    assert lines[-1].startswith("Called, Bait and Bait % count only the games with rounds")
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.startswith("1 finished match and 15 tournament games.\n")


def test_stats_tournament_errors(capsys: pytest.CaptureFixture[str], night: int) -> None:
    assert main(["stats", "--tournament", str(night + 1)]) == ExitCode.NOT_FOUND
    out = capsys.readouterr()
    assert out.out == "" and f"tournament {night + 1} is not in the archive" in out.err
    assert main(["stats", "--tournament", str(night), "--source", "matches"]) == ExitCode.USAGE
    assert "--source matches leaves every tournament out" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_info:
        main(["stats", "--source", "kitchen"])
    assert exit_info.value.code == 2
    assert "invalid choice: 'kitchen'" in capsys.readouterr().err
    assert main(["stats", "--tournament", str(night), "--player", "Mary", "--since", "2999-01-01"]) == 0
    assert capsys.readouterr().out == "No tournament games to count.\n"

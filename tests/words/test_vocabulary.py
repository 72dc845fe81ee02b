"""One table per concept: the window's words and the exports' plain English come from the same place."""

from __future__ import annotations

from tarbish_score.model import Match, NoTrump, Outcome, Rank, RoundInput, RunClaim, Suit, Team
from tarbish_score.words.game import outcome_text, run_kind, run_text, runs_summary, trump_text


def test_outcome_words_in_tables_and_in_csv() -> None:
    table = [outcome_text(o) for o in Outcome]
    plain = [outcome_text(o, style="plain", translated=False) for o in Outcome]
    assert table == ["made", "BAIT", "HALF BAIT", "thrown in"]
    assert plain == ["made", "bait", "half bait", "thrown in"]


def test_trump_words_in_the_window_the_score_table_and_the_csv() -> None:
    assert trump_text(Suit.HEARTS) == "♥ hearts"
    assert trump_text(None) == "–"
    assert trump_text(NoTrump.NONE) == "no trump"
    assert trump_text(None, none="-", translated=False) == "-"
    assert trump_text(Suit.CLUBS, symbol=False, none="", translated=False) == "clubs"
    assert trump_text(None, symbol=False, none="", translated=False) == ""


def test_run_words_in_the_window_and_in_exports() -> None:
    fifty = RunClaim(0, 5, Rank.KING, Suit.SPADES)
    twenty = RunClaim(1, 3, Rank.QUEEN, None)
    assert run_text(fifty) == "fifty (5 cards) K high ♠"
    assert run_text(RunClaim(0, 4)) == "fifty"
    assert run_text(twenty) == "twenty Q high"
    assert run_text(fifty, style="export") == "fifty (5) K-high ♠"
    assert run_text(fifty, style="export", symbols=False) == "fifty (5) K-high spades"
    assert run_text(twenty, style="export") == "twenty Q-high"
    assert (run_kind(False), run_kind(True, translated=False)) == ("twenty", "fifty")


def test_a_round_s_runs_in_each_style() -> None:
    match = Match(teams=(Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", ""))))
    round_input = RoundInput(0, Suit.HEARTS, (100, 62), (RunClaim(0, 4, Rank.ACE, Suit.CLUBS), RunClaim(3, 3)))
    result = match.preview(round_input)
    assert runs_summary(match, round_input, result) == "Ann: fifty A high ♣; seat 4: twenty (no score)"
    assert runs_summary(match, round_input, result, style="table") == "Ann: fifty (4) A-high ♣; : twenty (no score)"
    csv = runs_summary(match, round_input, result, style="csv")
    assert csv == "Ann: fifty (4) A-high clubs, scored; : twenty, beaten"
    assert runs_summary(match, round_input, result, style="table", name=lambda seat: f"#{seat}") == (
        "#0: fifty (4) A-high ♣; #3: twenty (no score)"
    )
    assert runs_summary(match, RoundInput(0, Suit.HEARTS, (100, 62)), result) == ""

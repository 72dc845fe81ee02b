"""Tournament nights on paper: the words of the table cards, the score slips and the standings (PDF and CSV).

The painting (``qt/tournament_paper/``) and the CSV (``exchange/tournament_csv.py``) take every label from
here, so the slip, the standings PDF and the CSV say the same thing in the same language. The engine is
imported only inside functions, as in the rest of the package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tarbish_score.words.translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tarbish_score.model.tournament import Entrant, StandingRow, Table, Tournament

__all__ = [
    "STANDINGS_COLUMNS",
    "bye_line",
    "deal_passes_text",
    "dealer_cell",
    "first_dealer_text",
    "game_text",
    "paper_text",
    "place_text",
    "player_text",
    "round_title",
    "seat_text",
    "signature_text",
    "standings_title",
    "table_title",
    "team_of_table_text",
]

#: The standings' columns, in English (the PDF and the CSV show them in the user's language through
#: ``translate("TournamentPaper", column)``); the CSV's columns are these, in this order.
STANDINGS_COLUMNS: Final = (
    QT_TRANSLATE_NOOP("TournamentPaper", "Place"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Team"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Player 1"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Player 2"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Played"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Won"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Drawn"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Lost"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Byes"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Points for"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Points against"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Difference"),
    QT_TRANSLATE_NOOP("TournamentPaper", "Withdrawn"),
)

#: The words the slip prints once each, by key (see :func:`paper_text`).
_PAPER = {
    "slip": QT_TRANSLATE_NOOP("TournamentPaper", "Score slip"),
    "table": QT_TRANSLATE_NOOP("TournamentPaper", "Table"),
    "code": QT_TRANSLATE_NOOP("TournamentPaper", "Table code"),
    "hand": QT_TRANSLATE_NOOP("TournamentPaper", "Hand"),
    "dealer": QT_TRANSLATE_NOOP("TournamentPaper", "Dealer"),
    "first_dealer": QT_TRANSLATE_NOOP("TournamentPaper", "First dealer"),
    "points": QT_TRANSLATE_NOOP("TournamentPaper", "Points"),
    "total": QT_TRANSLATE_NOOP("TournamentPaper", "Total"),
    "final": QT_TRANSLATE_NOOP("TournamentPaper", "Final totals"),
    "time_called": QT_TRANSLATE_NOOP("TournamentPaper", "Time was called before a team reached the target"),
    "hand_in": QT_TRANSLATE_NOOP(
        "TournamentPaper", "Both teams sign, then bring this slip to the desk (or the table's match record)."
    ),
    "draw": QT_TRANSLATE_NOOP("TournamentPaper", "The draw"),
    "vs": QT_TRANSLATE_NOOP("TournamentPaper", "against"),
    "report": QT_TRANSLATE_NOOP("TournamentPaper", "How ties were broken"),
    "no_ties": QT_TRANSLATE_NOOP("TournamentPaper", "No tie needed breaking: wins alone set the order."),
    "withdrawn": QT_TRANSLATE_NOOP("TournamentPaper", "withdrawn"),
    "yes": QT_TRANSLATE_NOOP("TournamentPaper", "yes"),
    "shared": QT_TRANSLATE_NOOP("TournamentPaper", "= a shared place"),
}


def paper_text(key: str) -> str:
    """A word of the slips and the standings, translated: ``"slip"`` → "Score slip", ``"code"`` → "Table code".

    Raises:
        KeyError: no such key.
    """
    return translate("TournamentPaper", _PAPER[key])


def round_title(round_number: int, rounds: int) -> str:
    """The round's heading: "Round 2 of 5"."""
    return translate("TournamentPaper", "Round {n} of {rounds}").format(n=round_number, rounds=rounds)


def table_title(number: int) -> str:
    """The table's heading: "Table 3"."""
    return translate("TournamentPaper", "Table {n}").format(n=number)


def seat_text(seat: int) -> str:
    """A seat (0-3) as the slip numbers it, from 1: "Seat 1"."""
    return translate("TournamentPaper", "Seat {n}").format(n=seat + 1)


def player_text(entrant: Entrant, place: int) -> str:
    """The name of the team's player ``place`` (0 or 1), or a line to write it on when it was not given."""
    return entrant.players[place] or "_" * 16


def team_of_table_text(side: int) -> str:
    """Which team of the table: "Team 1 (seats 1 and 3)" or "Team 2 (seats 2 and 4)"."""
    from tarbish_score.model.seats import team_seats

    a, b = team_seats(side)
    return translate("TournamentPaper", "Team {n} (seats {a} and {b})").format(n=side + 1, a=a + 1, b=b + 1)


def first_dealer_text(tournament: Tournament, table: Table) -> str:
    """Who deals first at ``table``: "First dealer: seat 3 (Mary, MacNeils), drawn by lot."."""
    from tarbish_score.model.seats import team_of, team_place

    seat = table.first_dealer
    side = team_of(seat)
    entrant = tournament.team(table.teams[side])
    player = entrant.players[team_place(seat)]
    who = f"{player}, {entrant.name}" if player else entrant.name
    return translate("TournamentPaper", "First dealer: seat {n} ({who}), drawn by lot.").format(n=seat + 1, who=who)


def deal_passes_text() -> str:
    """The deal's rule, printed beside the first dealer."""
    return translate("TournamentPaper", "The deal passes left: seat 1, 2, 3, 4, then seat 1 again.")


def dealer_cell(first_dealer: int, hand_index: int) -> str:
    """The dealer of hand ``hand_index`` (0-based) as the grid prints it: "3" (its seat, from 1)."""
    from tarbish_score.model.seats import dealer_of

    return str(dealer_of(first_dealer, hand_index) + 1)


def game_text(tournament: Tournament) -> str:
    """The game every table plays: "First to 500." and the time limit, when there is one."""
    rules = tournament.settings.rules
    text = translate("TournamentPaper", "First to {target}.").format(target=rules.winning_total)
    minutes = tournament.settings.time_limit
    if minutes:
        text += " " + translate("TournamentPaper", "Time limit: %n minute(s).", None, minutes)
    return text


def signature_text(side: int, team: str) -> str:
    """The line under a signature: "Signature, team 1: MacNeils"."""
    return translate("TournamentPaper", "Signature, team {n}: {team}").format(n=side + 1, team=team)


def bye_line(names: list[str]) -> str:
    """The teams on a bye this round: "Bye: Gillis." ("" for none)."""
    if not names:
        return ""
    return translate("TournamentPaper", "Bye: {teams}.").format(teams=", ".join(names))


def standings_title(tournament: Tournament) -> str:
    """The standings' heading, saying what the figures count (docs/rules.md section 11).

    "Final standings" once the night is over; "Standings before the first result"; "Standings after round 3"
    when every table of rounds 1-3 has its result and none of a later round is in; "Standings with 4 of 6
    results of round 4 in" while the results of the last round with any come in; "Standings with 10 of 12
    results of rounds 1-2 in" when a correction took off a result of an earlier round.
    """
    if tournament.finished:
        return translate("TournamentPaper", "Final standings")
    rounds = tournament.rounds
    begun = [rnd.number for rnd in rounds if any(result is not None for result in rnd.results)]
    if not begun:
        return translate("TournamentPaper", "Standings before the first result")
    counted = rounds[: begun[-1]]
    if all(rnd.complete for rnd in counted):
        return translate("TournamentPaper", "Standings after round {n}").format(n=begun[-1])
    if all(rnd.complete for rnd in counted[:-1]):
        last = counted[-1]
        done = sum(result is not None for result in last.results)
        return translate("TournamentPaper", "Standings with {done} of {tables} results of round {n} in").format(
            done=done, tables=len(last.results), n=last.number
        )
    done = sum(result is not None for rnd in counted for result in rnd.results)
    tables = sum(len(rnd.results) for rnd in counted)
    return translate("TournamentPaper", "Standings with {done} of {tables} results of rounds 1–{n} in").format(
        done=done, tables=tables, n=len(counted)
    )


def place_text(row: StandingRow) -> str:
    """A place as the standings print it: "3", or "3=" when it is shared."""
    return f"{row.place}=" if row.shared else str(row.place)

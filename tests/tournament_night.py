"""A hand-worked tournament night for the statistics tests: 6 teams, a round robin, 15 games.

Every two teams meet once whatever the draw, so each game's result is set by the pair that meets
(:data:`BEATS`), and the figures below are worked out by hand, not by the code under test:

- the stronger team (earlier in :data:`TEAMS`) wins 510-300, except that the Beatons beat the MacNeils;
- MacNeils v Gillis comes in as the table laptop's match record (:func:`laptop_record`): Mary calls
  and makes, Joe calls and makes, Theresa calls and goes bait, Angus calls and makes: 546-102;
- Gillis v Rankins is first typed the wrong way round (300-510 for Gillis) and then corrected;
- the Campbells withdraw once the last round is drawn: their last game is still played and counts.

Wins: MacNeils 4, Gillis 4, Rankins 3, MacLeods 2, Campbells 1, Beatons 1 (15 games).
"""

from __future__ import annotations

from tarbish_score.model import Match, RoundInput, Suit, Team
from tarbish_score.model.tournament import TABLE_CODE_KEY, Format, Tournament, TournamentSettings

#: The teams, strongest first, with their partners ("" for a name not given).
TEAMS: tuple[tuple[str, tuple[str, str]], ...] = (
    ("MacNeils", ("Mary", "Angus")),
    ("Gillis", ("Joe", "Theresa")),
    ("Rankins", ("Sandy", "Colin")),
    ("MacLeods", ("", "")),
    ("Campbells", ("Jenny", "")),
    ("Beatons", ("Marie", "Leo")),
)
#: The one upset.
UPSET = frozenset({"MacNeils", "Beatons"})
#: Games won by each team (worked out by hand from the rule above).
WINS = {"MacNeils": 4, "Gillis": 4, "Rankins": 3, "MacLeods": 2, "Campbells": 1, "Beatons": 1}


def laptop_record(code: str | None = None) -> Match:
    """The MacNeils v Gillis match as the table's laptop kept it, carrying the table's code when given.

    Rounds (card points, MacNeils first): Mary calls 162-0 (made); Joe calls 60-102 (made); Theresa
    calls 112-50 (bait: all 162 to the MacNeils); Angus calls 162-0 (made). 546-102.
    """
    rounds = (
        RoundInput(0, Suit.HEARTS, (162, 0)),
        RoundInput(1, Suit.SPADES, (60, 102)),
        RoundInput(3, Suit.CLUBS, (112, 50)),
        RoundInput(2, Suit.DIAMONDS, (162, 0)),
    )
    extra = {} if code is None else {TABLE_CODE_KEY: code}
    return Match(
        (Team("MacNeils", ("Mary", "Angus")), Team("Gillis", ("Joe", "Theresa"))), 0, rounds=rounds, extra=extra
    )


def _winner(first: str, second: str) -> str:
    strength = [name for name, _ in TEAMS]
    stronger, weaker = sorted((first, second), key=strength.index)
    return weaker if frozenset({first, second}) == UPSET else stronger


def hand_night(seed: int = 7) -> tuple[Tournament, Match]:
    """The night played out (every round drawn and scored), and the laptop's record as it was taken.

    Returns:
        The tournament, and the MacNeils v Gillis match record carrying its table's code.
    """
    t = Tournament(TournamentSettings(format=Format.ROUND_ROBIN, seed=seed))
    for name, players in TEAMS:
        t = t.with_team(name, players)
    record: Match | None = None
    corrected: tuple[int, int, tuple[int, int]] | None = None
    while not t.finished:
        t = t.drawn()
        current = t.current
        assert current is not None
        if len(t.rounds) == t.planned_rounds:
            t = t.withdrawn(4, "went home after the draw")
        for table in current.draw.tables:
            names = (t.team(table.teams[0]).name, t.team(table.teams[1]).name)
            if set(names) == {"MacNeils", "Gillis"}:
                record = laptop_record(table.code)
                t = t.with_record(record)
                continue
            totals = (510, 300) if _winner(*names) == names[0] else (300, 510)
            if set(names) == {"Gillis", "Rankins"}:
                corrected = (current.number, table.number, totals)
                totals = (totals[1], totals[0])  # typed the wrong way round
            t = t.with_result(table.number, totals)
    assert record is not None and corrected is not None
    t = t.corrected(corrected[0], corrected[1], corrected[2], "the totals were typed the wrong way round")
    return t, record

"""Matches that end, under every house-rule switch: for the engine's and the scoreboard's end tests.

Qt-free. :func:`rule_sets` gives every preset, every value of every switch (one at a time), and
every combination of the switches that decide the end (docs/rules.md sections 7 and 9);
:func:`ending_matches` plays matches to the target under one rule set and keeps those that end.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator

from tarbish_score.model import PRESETS, SWITCHES, Match, MatchEnd, RoundInput, RuleSet, TarbishError, Team
from tarbish_score.model.match import match_ending

from .helpers import rnd, run

TEAMS = (Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan")))
#: The switches that decide how a match ends, or what a team scores on the last round.
END_SWITCHES = ("reach", "both_reach", "final_tie", "bella_on_bait")
#: Values tried for the integer switches (the others take each of their choices).
_INTEGER_VALUES = {"target": (100, 300, 500, 1000), "sweep_bonus": (0, 100)}


def rule_sets() -> list[RuleSet]:
    """Every preset; each preset with each value of each switch; every mix of the end switches."""
    found: dict[tuple[object, ...], RuleSet] = {}

    def keep(rules: RuleSet) -> None:
        found.setdefault((*rules.values().values(), rules.preset), rules)

    for preset in PRESETS.values():
        keep(preset)
        for switch in SWITCHES:
            for value in _INTEGER_VALUES.get(switch.key, switch.choices):
                keep(preset.with_changes(**{switch.key: value}))
    choices = [next(s.choices for s in SWITCHES if s.key == key) for key in END_SWITCHES]
    for values in itertools.product(*choices):
        keep(RuleSet(**dict(zip(END_SWITCHES, values, strict=True))))
    return list(found.values())


def _finals() -> Iterator[RoundInput]:
    """Last rounds to try: a caller of each team, a few counts, runs on either team, bella for either."""
    counts = ((90, 72), (72, 90), (110, 52), (52, 110), (81, 81), (100, 62), (62, 100))
    runs = ((), (run(0, 3, "K", "c"),), (run(1, 3, "K", "c"),), (run(1, 4, "K", "c"),), (run(0, 4, "K", "c"),))
    for caller, cards, claims, bella in itertools.product((0, 1), counts, runs, (None, 0, 1)):
        yield rnd(caller, cards, runs=claims, bella=bella)


FINALS = tuple(_finals())
#: Filler rounds: the team further behind calls and makes it with the first count.
_FILL_SIZES = ((100, 62), (90, 72), (120, 42), (82, 80))


def _filled(rules: RuleSet, size: tuple[int, int]) -> Match:
    """Rounds until both teams are within 100 points of the target (or the match has ended)."""
    match = Match(TEAMS, 0, rules)
    goal = rules.winning_total
    while not match.score.finished and min(match.score.totals) < goal - 100:
        behind = 0 if match.score.totals[0] <= match.score.totals[1] else 1
        cards = size if behind == 0 else (size[1], size[0])
        match = match.add_round(rnd(behind, cards))
    return match


@functools.cache
def one_per_end(rules: RuleSet) -> dict[tuple[MatchEnd, bool], Match]:
    """An ending match under ``rules`` for each reason and each sign of the margin (winner ahead or not).

    Each match is filled close to the target, then ends with one of :data:`FINALS` (the last
    rounds are previewed, and only the kept ones recorded: scoring them all would be slow).
    """
    out: dict[tuple[MatchEnd, bool], Match] = {}

    def keep(match: Match) -> None:
        score = match.score
        assert score.end is not None
        out.setdefault((score.end, (score.margin or 0) > 0), match)

    for size in _FILL_SIZES:
        start = _filled(rules, size)
        if start.score.finished:
            keep(start)
            continue
        totals = start.score.totals
        for final in FINALS:
            try:
                result = start.preview(final)
            except TarbishError:
                continue
            after = (totals[0] + result.points[0], totals[1] + result.points[1])
            winner, end = match_ending(after, result, rules)
            if end is not None and (end, (winner is not None and after[winner] > after[1 - winner])) not in out:
                keep(start.add_round(final))
    return out

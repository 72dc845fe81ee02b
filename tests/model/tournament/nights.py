"""Builders for tournament tests: a night of named teams, random final totals, and a perfect-matching oracle."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from tarbish_score.model.tournament import Format, Tournament, TournamentSettings

NAMES = ("MacNeils", "Gillis", "Rankins", "MacLeods", "Campbells", "Beatons", "Chisholms", "MacDonalds", "Boutiliers")


def night(count: int, fmt: Format = Format.SWISS, *, rounds: int = 5, seed: int = 0, **settings: object) -> Tournament:
    """A night of ``count`` teams ("MacNeils" ... then "Team 10" ...), nothing drawn."""
    t = Tournament(TournamentSettings(format=fmt, rounds=rounds, seed=seed, **settings))  # type: ignore[arg-type]
    for i in range(count):
        t = t.with_team(NAMES[i] if i < len(NAMES) else f"Team {i + 1}")
    return t


def random_totals(rng: random.Random) -> tuple[int, int]:
    """A possible final score under the standard rules: the winner at or past 500, the loser below it."""
    winner = 500 + rng.randrange(0, 150)
    loser = rng.randrange(0, winner)
    return (winner, loser) if rng.random() < 0.5 else (loser, winner)


def play_round(t: Tournament, rng: random.Random) -> Tournament:
    """Every table of the current round scored at random."""
    assert t.current is not None
    for number in t.current.outstanding:
        t = t.with_result(number, random_totals(rng))
    return t


def play_night(t: Tournament, rng: random.Random, check: Callable[[Tournament], None] | None = None) -> Tournament:
    """Draw and play every round; ``check`` looks at the tournament after each draw."""
    while not t.finished:
        t = t.drawn()
        if check is not None:
            check(t)
        t = play_round(t, rng)
    return t


def has_perfect_matching(teams: Sequence[int], allowed: Callable[[int, int], bool]) -> bool:
    """Whether ``teams`` can all be paired along ``allowed`` pairs: Tutte's theorem, by the rank of the Tutte
    matrix with random entries modulo a large prime (an independent check of the engine's search; a false
    "no" has a chance below n / p per trial, and two trials are made)."""
    n = len(teams)
    if n % 2:
        return False
    if n == 0:
        return True
    prime = 2_147_483_647
    for trial in range(2):
        rng = random.Random(trial)
        m = [[0] * n for _ in range(n)]
        for i in range(n):
            for j in range(i + 1, n):
                if allowed(teams[i], teams[j]):
                    x = rng.randrange(1, prime)
                    m[i][j], m[j][i] = x, prime - x
        if _rank(m, prime) == n:
            return True
    return False


def _rank(m: list[list[int]], prime: int) -> int:
    rows, rank = len(m), 0
    for col in range(rows):
        pivot = next((r for r in range(rank, rows) if m[r][col]), None)
        if pivot is None:
            continue
        m[rank], m[pivot] = m[pivot], m[rank]
        inverse = pow(m[rank][col], prime - 2, prime)
        for r in range(rows):
            if r != rank and m[r][col]:
                factor = m[r][col] * inverse % prime
                m[r] = [(a - factor * b) % prime for a, b in zip(m[r], m[rank], strict=True)]
        rank += 1
    return rank


def pairs_of(t: Tournament, round_number: int) -> list[frozenset[int]]:
    """The pairs of one round."""
    return [frozenset(table.teams) for table in t.rounds[round_number - 1].draw.tables]


def flat(items: Iterable[Iterable[int]]) -> list[int]:
    """Every team of the pairs, in order."""
    return [t for pair in items for t in pair]

"""The draw: which teams meet at which table, who sits out, who deals first (docs/rules.md section 11).

Pure functions on team ids: the tournament (``tournament.py``) hands them the teams in their order and the
games already played, and keeps what they return. Everything drawn by lot comes from :func:`lot`, so the
same seed gives the same night.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from ..seats import SEATS

__all__ = [
    "CODE_LETTERS",
    "RoundDraw",
    "Table",
    "canonical_table_code",
    "circle",
    "circle_round",
    "first_dealer",
    "lot",
    "move_up",
    "order_by_lot",
    "parse_table_code",
    "progressive_ladder",
    "swiss_pairs",
    "table_code",
]

#: The letters of a table code's check: no 0/O, 1/I, 5/S, 8/B, 2/Z or U/V look-alikes.
CODE_LETTERS: Final = "ACDEFHJKLMNPRTWXY"
#: Letters in a table code's check.
CODE_CHECK_LENGTH: Final = 3


@dataclass(frozen=True)
class Table:
    """One table of a round.

    Attributes:
        number: the table's number, from 1 (table 1 is the top table).
        teams: the ids of the first team (seats 0 and 2) and the second team (seats 1 and 3).
        first_dealer: the seat (0-3) of the game's first dealer, drawn by lot (:func:`first_dealer`).
        code: the table's code (:func:`table_code`), printed on its slip and carried by its match record.
    """

    number: int
    teams: tuple[int, int]
    first_dealer: int
    code: str


@dataclass(frozen=True)
class RoundDraw:
    """The draw of one round.

    Attributes:
        number: the round's number, from 1.
        tables: the round's tables, table 1 first.
        byes: the teams that sit out this round (at most one, but for a round robin a withdrawal left a
            team without its opponent).
    """

    number: int
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()

    def table(self, number: int) -> Table:
        """Table ``number`` (from 1).

        Raises:
            IndexError: no such table this round.
        """
        if not 1 <= number <= len(self.tables):
            raise IndexError(number)
        return self.tables[number - 1]

    def teams(self) -> frozenset[int]:
        """Every team drawn this round: at a table or on a bye."""
        return frozenset(t for table in self.tables for t in table.teams) | frozenset(self.byes)


def lot(seed: int, *parts: object) -> random.Random:
    """The generator of one draw by lot: ``random.Random("tarbish-score/{seed}/{part}/...")``.

    A text seed goes through SHA-512 (Python's seeding, version 2), so the numbers are the same on every
    computer and Python version that keeps that seeding.
    """
    return random.Random("/".join(["tarbish-score", str(seed), *map(str, parts)]))


def order_by_lot(seed: int, ids: Iterable[int]) -> tuple[int, ...]:
    """The teams ``ids`` shuffled by lot (``lot(seed, "order")``): the first round's order."""
    shuffled = list(ids)
    lot(seed, "order").shuffle(shuffled)
    return tuple(shuffled)


def first_dealer(seed: int, round_number: int, table: int) -> int:
    """The first dealer's seat (0-3) of a table: ``lot(seed, "dealer", round, table).randrange(4)``."""
    return lot(seed, "dealer", round_number, table).randrange(SEATS)


def table_code(seed: int, round_number: int, table: int) -> str:
    """The code of a table: round, table and three check letters drawn by lot, e.g. ``"3-7-KWD"``.

    The check letters (``lot(seed, "code", round, table)`` picking from :data:`CODE_LETTERS`) tell a record
    of this night from one of another night with the same round and table.
    """
    rng = lot(seed, "code", round_number, table)
    check = "".join(rng.choice(CODE_LETTERS) for _ in range(CODE_CHECK_LENGTH))
    return f"{round_number}-{table}-{check}"


def parse_table_code(text: str) -> tuple[int, int, str] | None:
    """``(round, table, code)`` from a typed or recorded table code (spaces dropped, any case), else None."""
    parts = "".join(text.split()).upper().split("-")
    if len(parts) != 3 or not (parts[0].isdecimal() and parts[1].isdecimal()) or not parts[0].isascii():
        return None
    if not parts[1].isascii() or len(parts[2]) != CODE_CHECK_LENGTH or any(c not in CODE_LETTERS for c in parts[2]):
        return None
    return int(parts[0]), int(parts[1]), f"{int(parts[0])}-{int(parts[1])}-{parts[2]}"


def canonical_table_code(text: str) -> str:
    """A table code as the slips print it ("1-4-DPJ" for " 1-4-dpj "); text no code reads as, its spaces folded."""
    parsed = parse_table_code(text)
    return parsed[2] if parsed is not None else " ".join(text.split())


def circle(ids: Sequence[int]) -> tuple[int | None, ...]:
    """The circle of a round robin: the teams in order, and None (the bye) when their number is odd."""
    return (*ids, None) if len(ids) % 2 else tuple(ids)


def circle_round(places: Sequence[int | None], index: int) -> list[tuple[int | None, int | None]]:
    """The pairs of round ``index`` (0-based) of the circle method over ``places`` (an even number).

    The first place stays; the others turn one step each round, so in ``len(places) - 1`` rounds every two
    places meet exactly once. The fixed place changes side every other round.
    """
    turning = list(places[1:])
    k = index % len(turning)
    turned = turning[len(turning) - k :] + turning[: len(turning) - k]
    ring = [places[0], *turned]
    size = len(ring)
    pairs = []
    for i in range(size // 2):
        a, b = ring[i], ring[size - 1 - i]
        pairs.append((b, a) if i == 0 and index % 2 else (a, b))
    return pairs


def swiss_pairs(
    ranked: Sequence[int], met: Collection[frozenset[int]], byes: Mapping[int, int]
) -> tuple[list[tuple[int, int]], int | None, int]:
    """Pair a Swiss round: equal records together, no rematch while one can be avoided, top table first.

    The best-placed team unpaired takes the next best it has not met, as long as the others can still be
    paired without a rematch (a search that backs up when they cannot). With an odd count one team sits
    out first: the lowest-placed among those with the fewest byes for which the rest pair without a
    rematch. Only when no choice avoids rematches are they allowed, as few as possible.

    Args:
        ranked: the teams to pair, best placed first.
        met: the pairs of teams that have already played each other.
        byes: the byes each team has had (missing: none).

    Returns:
        ``(pairs, bye, rematches)``: the pairs, the top table's first; the team that sits out (None for an
        even count); and how many pairs are rematches.
    """
    n = len(ranked)
    full = (1 << n) - 1
    # fresh[i]: the places (as bits) of the teams ranked[i] has not met.
    fresh = [full & ~(1 << i) for i in range(n)]
    place = {team: i for i, team in enumerate(ranked)}
    for pair in met:
        a, b = (place.get(team) for team in pair)
        if a is not None and b is not None:
            fresh[a] &= ~(1 << b)
            fresh[b] &= ~(1 << a)
    failed: set[tuple[int, int]] = set()

    def search(mask: int, left: int) -> list[tuple[int, int]] | None:
        if mask == 0:
            return []
        if (mask, left) in failed:
            return None
        members = [i for i in range(n) if mask >> i & 1]
        if left == 0 and not all(fresh[i] & mask for i in members):
            failed.add((mask, left))
            return None
        top = members[0]
        for j in members[1:]:
            cost = 0 if fresh[top] >> j & 1 else 1
            if cost <= left:
                rest = search(mask & ~(1 << top) & ~(1 << j), left - cost)
                if rest is not None:
                    return [(top, j), *rest]
        failed.add((mask, left))
        return None

    if n % 2:
        fewest = min(byes.get(t, 0) for t in ranked)
        candidates = [i for i in reversed(range(n)) if byes.get(ranked[i], 0) == fewest]
    else:
        candidates = [-1]
    for allowed in range(n // 2 + 1):  # pragma: no branch - n // 2 rematches always pair
        for sitting in candidates:
            found = search(full & ~(1 << sitting) if sitting >= 0 else full, allowed)
            if found is not None:
                pairs = [(ranked[i], ranked[j]) for i, j in found]
                rematches = sum(not fresh[i] >> j & 1 for i, j in found)
                return pairs, (ranked[sitting] if sitting >= 0 else None), rematches
    raise AssertionError("unreachable: any teams pair when every pair may be a rematch")  # pragma: no cover


def move_up(tables: Sequence[tuple[int, int]], winners: Sequence[int]) -> list[int]:
    """The next round's seats of a winners-move-up round: the teams in table order, two by two.

    The winners of table k go up to table k - 1 and the losers down to k + 1; the winners of table 1 and
    the losers of the last table stay. So table 1 gets the winners of tables 1 and 2, table k the losers
    of k - 1 and the winners of k + 1, the last table the losers of the last two tables.

    Args:
        tables: each table's two teams, table 1 first.
        winners: each table's winning side (0 or 1; a drawn game moves as if the first team won).
    """
    won = [table[side] for table, side in zip(tables, winners, strict=True)]
    lost = [table[1 - side] for table, side in zip(tables, winners, strict=True)]
    count = len(tables)
    if count == 1:
        return [won[0], lost[0]]
    ladder = [won[0], won[1]]
    for k in range(1, count - 1):
        ladder += [lost[k - 1], won[k + 1]]
    return [*ladder, lost[count - 2], lost[count - 1]]


def progressive_ladder(
    ladder: Sequence[int], back: int | None, byes: Mapping[int, int], late: Sequence[int]
) -> tuple[list[int], int | None]:
    """The seats of a winners-move-up round once late teams, withdrawals and the bye are settled.

    Args:
        ladder: the teams still playing, in the order :func:`move_up` gave (withdrawn teams taken out).
        back: the team that sat out last round and plays again (None: nobody sat out, or it withdrew).
        byes: the byes each team has had.
        late: teams that join this round, in the order they came: they start at the bottom.

    Returns:
        ``(seats, bye)``: the teams in table order, two by two, and the team that sits out (None for an even
        count). The team that sits out is the lowest placed among those with the fewest byes (never
        ``back``), and ``back`` takes its seat; with nobody to sit out, ``back`` starts at the bottom.
    """
    seats = [*ladder, *late]
    if (len(seats) + (back is not None)) % 2 == 0:
        return ([*seats, back] if back is not None else seats), None
    fewest = min(byes.get(t, 0) for t in seats)
    place = max(i for i, t in enumerate(seats) if byes.get(t, 0) == fewest)
    bye = seats[place]
    if back is None:
        del seats[place]
    else:
        seats[place] = back
    return seats, bye

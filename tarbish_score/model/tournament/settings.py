"""How a tournament night is run: its format, its game, its byes and its seed (docs/rules.md section 11)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Final

from ..errors import TournamentError
from ..rules import RuleSet
from .results import highest_final_total

__all__ = ["MAX_ROUNDS", "MAX_SEED", "MAX_TIME_LIMIT", "ByeRule", "Format", "TournamentSettings"]

#: The most rounds a Swiss or winners-move-up night may plan (a round robin has as many as it needs).
MAX_ROUNDS: Final = 30
#: The longest time limit (minutes) a game may be given: four hours.
MAX_TIME_LIMIT: Final = 240
#: The largest seed: what a 64-bit signed integer (SQLite's) keeps.
MAX_SEED: Final = 2**63 - 1


class Format(enum.Enum):
    """How tables are drawn each round (docs/rules.md section 11); the value is a stable key for records.

    Attributes:
        ROUND_ROBIN: every pair of teams meets once (the circle method, fewest rounds).
        SWISS: teams with equal records meet, no rematch while one can be avoided, top table first.
        WINNERS_MOVE_UP: the hall "progressive": winners of table k move to table k - 1, losers to
            k + 1; the winners of table 1 and the losers of the last table stay.
    """

    ROUND_ROBIN = "round-robin"
    SWISS = "swiss"
    WINNERS_MOVE_UP = "winners-move-up"


class ByeRule(enum.Enum):
    """What a bye counts in the standings (docs/rules.md section 11).

    Attributes:
        WIN_NO_POINTS: a won game that scores no points (for nor against): it counts in the wins and leaves
            the points and their difference as the games played make them (the default).
        WIN: a won game with a fixed score (``TournamentSettings.bye_totals``).
        NOT_COUNTED: no game: neither played, won nor scored.
    """

    WIN_NO_POINTS = "win-no-points"
    WIN = "win"
    NOT_COUNTED = "not-counted"


@dataclass(frozen=True)
class TournamentSettings:
    """The settings of a tournament, fixed when it starts.

    Attributes:
        format: how each round is drawn.
        rules: the game every table plays (target, draws allowed: ``final_tie``).
        rounds: the rounds planned for Swiss and winners move up (1 to :data:`MAX_ROUNDS`);
            ignored by a round robin, which has as many as its teams need.
        bye_rule: what a bye counts (by default a win with no points).
        bye_score: the bye's fixed score (points for, points against) under ``ByeRule.WIN``, each at most
            the highest final total of the game; None for the target to 0.
        seed: the seed of every draw made by lot (the first round's order, each table's first dealer,
            each table's code); the same seed and the same changes give the same night.
        time_limit: minutes a game may last before time is called (0: no limit, at most
            :data:`MAX_TIME_LIMIT`); shown, never scored.

    Raises:
        TournamentError: ``rounds_range``, ``bye_score``, ``time_limit`` or ``seed_range``: a number out of its
            range.
    """

    format: Format = Format.SWISS
    rules: RuleSet = field(default_factory=RuleSet)
    rounds: int = 5
    bye_rule: ByeRule = ByeRule.WIN_NO_POINTS
    bye_score: tuple[int, int] | None = None
    seed: int = 0
    time_limit: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.rounds <= MAX_ROUNDS:
            raise TournamentError(
                f"a night has 1 to {MAX_ROUNDS} rounds, not {self.rounds}",
                code="rounds_range",
                field="rounds",
                params={"rounds": self.rounds, "max": MAX_ROUNDS},
            )
        most = highest_final_total(self.rules)
        if self.bye_score is not None and (
            min(self.bye_score) < 0 or self.bye_score[0] <= self.bye_score[1] or self.bye_score[0] > most
        ):
            raise TournamentError(
                f"a bye's score is a win: more points for than against, at most {most}, "
                f"not {self.bye_score[0]}-{self.bye_score[1]}",
                code="bye_score",
                field="bye_score",
                params={"score": self.bye_score, "most": most},
            )
        if not 0 <= self.time_limit <= MAX_TIME_LIMIT:
            raise TournamentError(
                f"a time limit is 0 to {MAX_TIME_LIMIT} minutes, not {self.time_limit}",
                code="time_limit",
                field="time_limit",
                params={"minutes": self.time_limit, "max": MAX_TIME_LIMIT},
            )
        if not 0 <= self.seed <= MAX_SEED:
            raise TournamentError(
                f"a seed is a whole number from 0 to {MAX_SEED}, not {self.seed}",
                code="seed_range",
                field="seed",
                params={"seed": self.seed, "max": MAX_SEED},
            )

    @property
    def bye_totals(self) -> tuple[int, int]:
        """The points (for, against) a bye scores under ``ByeRule.WIN``: ``bye_score``, or the target to 0."""
        return self.bye_score if self.bye_score is not None else (self.rules.target, 0)

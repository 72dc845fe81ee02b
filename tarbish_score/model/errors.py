"""Typed errors of the scoring engine.

Every error carries a machine-readable ``code`` and ``params`` so a UI can word
it in the player's language; ``str(error)`` is the English wording used by the
headless commands.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = [
    "MatchOverError",
    "MissingRunDetailError",
    "RecordError",
    "RoundError",
    "RulesError",
    "RunClaimError",
    "TarbishError",
    "TournamentError",
]


class TarbishError(ValueError):
    """Base of every error the engine raises for bad input.

    Attributes:
        code: short identifier of the problem (e.g. ``"card_points_sum"``).
        params: values the message refers to.
        field: the match-record field at fault (e.g. ``"card_points"``), or "".
    """

    def __init__(
        self,
        message: str,
        *,
        code: str,
        field: str = "",
        params: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.field = field
        self.params: dict[str, Any] = dict(params or {})


class RulesError(TarbishError):
    """An unknown rule key or value (docs/rules.md section 9)."""


class RoundError(TarbishError):
    """A round's inputs break a check of docs/rules.md section 8."""


class RunClaimError(RoundError):
    """A run claim is impossible alone or together with others (docs/rules.md section 4).

    Attributes:
        claims: indices (0-based, in the round's run list) of the claims at fault.
    """

    def __init__(
        self,
        message: str,
        *,
        code: str,
        claims: tuple[int, ...] = (),
        field: str = "runs",
        params: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(message, code=code, field=field, params=params)
        self.claims = claims


class MissingRunDetailError(RoundError):
    """Run precedence needs a detail that was not recorded.

    Attributes:
        missing: ``"top"``, ``"suit"`` or ``"trump"``: what to add.
        claim: index of the run claim that needs it, or None for the round's trump.
    """

    def __init__(self, message: str, *, missing: str, claim: int | None) -> None:
        field = "trump" if claim is None else f"runs[{claim}].{missing}"
        super().__init__(
            message,
            code=f"missing_{missing}",
            field=field,
            params={"missing": missing, "claim": claim},
        )
        self.missing = missing
        self.claim = claim


class MatchOverError(TarbishError):
    """A round was added after the match was won or drawn (docs/rules.md section 8)."""


class RecordError(TarbishError):
    """A match record cannot be read (docs/match-record.md).

    Attributes:
        round_number: the 1-based round at fault, or None for the match itself.
    """

    def __init__(
        self,
        message: str,
        *,
        code: str,
        field: str = "",
        round_number: int | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        where = []
        if round_number is not None:
            where.append(f"round {round_number}")
        if field:
            where.append(f"field '{field}'")
        full = f"{', '.join(where)}: {message}" if where else message
        super().__init__(full, code=code, field=field, params=params)
        self.round_number = round_number
        self.detail = message


class TournamentError(TarbishError):
    """A tournament change breaks a rule of docs/rules.md section 11 (a team, a draw, a result, an override).

    ``field`` names what is at fault: ``"team"``, ``"draw"``, ``"result"``, ``"reason"`` or ``"code"``.
    """

"""The teams of a tournament: who they are, when they came and when they left (docs/rules.md section 11)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from ..errors import TournamentError
from ..names import MAX_PLAYER_NAME_LENGTH, MAX_TEAM_NAME_LENGTH, clean_name

__all__ = ["MAX_TEAMS", "Entrant", "new_entrant"]

#: The most teams a night takes (32 tables).
MAX_TEAMS: Final = 64


@dataclass(frozen=True)
class Entrant:
    """A team entered in a tournament.

    Attributes:
        id: the team's number in the tournament, from 0 in the order teams were entered; never reused.
        name: the team's name, cleaned (``model.names.clean_name``), unique in the tournament
            (compared without case).
        players: the two partners' names ("" when not given).
        joined: the first round the team can be drawn in (1 for a team entered before the first draw,
            later for a late team).
        withdrawn: the last round drawn before the team withdrew, or None while it plays on; a withdrawn
            team is drawn no more, and its games stay in the standings.
    """

    id: int
    name: str
    players: tuple[str, str] = ("", "")
    joined: int = 1
    withdrawn: int | None = None

    @property
    def active(self) -> bool:
        """True while the team is drawn in the next rounds."""
        return self.withdrawn is None

    def withdrawn_after(self, round_number: int) -> Entrant:
        """The team withdrawn after round ``round_number`` (0: before the first draw)."""
        return dataclasses.replace(self, withdrawn=round_number)


def new_entrant(
    number: int, name: str, players: tuple[str, str], others: Iterable[Entrant], joined: int = 1
) -> Entrant:
    """A new team, its names cleaned and checked against the teams already in.

    Args:
        number: its id (the count of teams entered before it).
        name: the team's name as typed.
        players: the partners' names as typed ("" for none).
        others: the teams already entered (withdrawn ones too: a name is never reused).
        joined: the first round it can be drawn in.

    Raises:
        TournamentError: ``team_name_empty``, ``team_name_taken`` or ``too_many_teams`` (field ``team``).
    """
    cleaned = clean_name(name, MAX_TEAM_NAME_LENGTH)
    if not cleaned:
        raise TournamentError("a team needs a name", code="team_name_empty", field="team")
    existing = list(others)
    if len(existing) >= MAX_TEAMS:
        raise TournamentError(
            f"a night takes at most {MAX_TEAMS} teams", code="too_many_teams", field="team", params={"max": MAX_TEAMS}
        )
    if any(other.name.casefold() == cleaned.casefold() for other in existing):
        raise TournamentError(
            f"there is already a team called {cleaned!r}",
            code="team_name_taken",
            field="team",
            params={"name": cleaned},
        )
    pair = (clean_name(players[0], MAX_PLAYER_NAME_LENGTH), clean_name(players[1], MAX_PLAYER_NAME_LENGTH))
    return Entrant(number, cleaned, pair, joined)

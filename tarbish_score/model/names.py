"""Team and player names: one rule for every name typed in, and how any name is shown.

Typed names (the new-match and rename dialogs) go through :func:`clean_name`: one
line, control and format characters (NUL, bidi overrides) dropped, white space
runs made one space, the ends trimmed, at most :data:`MAX_TEAM_NAME_LENGTH`
characters for a team and :data:`MAX_PLAYER_NAME_LENGTH` for a player (what fits
the scoreboard). An empty result means "no name typed": the caller puts its default
in (a team is never left nameless by the app).

The record format (docs/match-record.md, *Names*) allows any text, the empty one
too, so a record read or imported keeps its names exactly; wherever a name is
shown on a terminal, :func:`shown_name` neutralises it instead (and cuts it to
:data:`SHOWN_NAME_LENGTH` characters with an ellipsis).
"""

from __future__ import annotations

from typing import Final

from .notes import clean_note

__all__ = [
    "ELLIPSIS",
    "MAX_PLAYER_NAME_LENGTH",
    "MAX_TEAM_NAME_LENGTH",
    "SHOWN_NAME_LENGTH",
    "clean_name",
    "shown_name",
]

#: The longest team name typed in, in characters (after cleaning).
MAX_TEAM_NAME_LENGTH: Final = 24
#: The longest player name typed in, in characters (after cleaning).
MAX_PLAYER_NAME_LENGTH: Final = 16
#: The most characters of any name a record holds printed on one line (the rest is cut).
SHOWN_NAME_LENGTH: Final = 40
#: What ends a name cut for showing.
ELLIPSIS: Final = "…"


def clean_name(text: str, limit: int = MAX_TEAM_NAME_LENGTH) -> str:
    """``text`` as a team or player name: cleaned as a note is (``model.notes.clean_note``:
    controls, bidi and other format characters dropped, white space made single spaces, the ends
    trimmed), then cut to ``limit`` characters (and trimmed again).

    Args:
        text: the name as typed or pasted.
        limit: the most characters kept: :data:`MAX_TEAM_NAME_LENGTH` for a team's name,
            :data:`MAX_PLAYER_NAME_LENGTH` for a player's.

    Returns:
        The name ("" when nothing but spaces and controls was typed).
    """
    return clean_note(text)[:limit].rstrip()


def shown_name(name: str, limit: int = SHOWN_NAME_LENGTH) -> str:
    """``name`` safe to print on one line: cleaned as :func:`clean_name` cleans, and a name longer
    than ``limit`` characters cut to ``limit`` with :data:`ELLIPSIS` as its last character.

    Args:
        name: any name a record holds (any text).
        limit: the most characters shown (at least 1).

    Returns:
        The name as shown; "" for an empty (or all-space) name.
    """
    cleaned = clean_note(name)
    if len(cleaned) <= limit:
        return cleaned
    return cleaned[: limit - 1].rstrip() + ELLIPSIS

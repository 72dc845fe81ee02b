"""File names for exported matches: the teams and the date, safe on every system, never a file already there.

``Chéticamp v Sydney 2026-11-30.pdf``: the window proposes it in the save
dialog, ``tarbish-score export --all`` and backups write one per match. A
second match of the same teams on the same day gets `` (2)``, the next
`` (3)``, so an export never replaces another match's file unasked.

Safe on every system: no character Windows, macOS or Linux refuses (``<>:"/\\|?*``
and control characters), no name Windows reserves (``CON``, ``NUL``, ``COM1``…),
no trailing dot or space, no leading dot (a hidden file) or dash (read as an
option), NFC-normalised, and short enough for a 255-byte name limit. Nor any character
that would make the name print or sort as something else: bidi overrides, zero-width
and other format characters are dropped by the names' own rule (``model.notes.clean_note``,
as :func:`tarbish_score.model.shown_name` does for a name printed).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from datetime import date, datetime
from pathlib import Path
from typing import Final

from tarbish_score.model import clean_note

__all__ = ["MAX_NAME_BYTES", "free_path", "match_stem", "safe_name", "unique_name"]

#: The longest file name written, in UTF-8 bytes, ending included (file systems allow 255).
MAX_NAME_BYTES: Final = 200
#: The most UTF-8 bytes of one team's name in a file name (long names are cut, the date stays).
_TEAM_BYTES: Final = 80
_REFUSED = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
_SPACES = re.compile(r"\s+")
#: Names Windows keeps for devices, whatever their ending (compared without case).
_RESERVED: Final = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"{device}{n}" for device in ("COM", "LPT") for n in [*"123456789", "¹", "²", "³"]}
)


def safe_name(text: str, *, fallback: str = "match", limit: int = MAX_NAME_BYTES) -> str:
    """``text`` as part of a file name every system accepts.

    Refused characters become ``_``, runs of white space one space, format characters
    (bidi overrides, zero-width spaces) and the other controls go; leading dots,
    dashes and spaces and trailing dots and spaces go; a Windows device name
    (``CON``, ``com1.x``) gets a leading ``_``. Empty after that: ``fallback``.
    Cut to ``limit`` UTF-8 bytes (never inside a character).
    """
    name = unicodedata.normalize("NFC", text)
    name = clean_note(_REFUSED.sub("_", _SPACES.sub(" ", name)))
    name = _cut(name, limit).lstrip(" .-").rstrip(" .")
    if not name:
        return fallback
    if name.split(".")[0].strip().upper() in _RESERVED:
        name = "_" + name
    return name


def _cut(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` UTF-8 bytes, never inside a character."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", errors="ignore").rstrip(" .")


def match_stem(teams: tuple[str, str], day: date | datetime) -> str:
    """The file name of a match without its ending: "Team A v Team B 2026-11-30".

    Args:
        teams: the two team names (long ones are cut).
        day: the day the match was played (a datetime is taken in local time).
    """
    if isinstance(day, datetime):
        day = day.astimezone().date()
    names = [_cut(safe_name(team, fallback=f"Team {i + 1}"), _TEAM_BYTES) for i, team in enumerate(teams)]
    return safe_name(f"{names[0]} v {names[1]} {day.isoformat()}")


def unique_name(stem: str, suffix: str, taken: Collection[str] = ()) -> str:
    """``stem + suffix``, or ``stem (2) + suffix``, ``stem (3)``…, whichever is not in ``taken``.

    Names are compared without case (Windows and macOS file systems do), and the
    name is cut to :data:`MAX_NAME_BYTES` bytes before the number goes on.
    """
    folded = {name.casefold() for name in taken}
    base = _cut(stem, MAX_NAME_BYTES - len(suffix.encode("utf-8")) - len(" (999)"))
    candidate, number = base + suffix, 2
    while candidate.casefold() in folded:
        candidate = f"{base} ({number}){suffix}"
        number += 1
    return candidate


def free_path(folder: Path, stem: str, suffix: str, taken: Collection[str] = ()) -> Path:
    """A path in ``folder`` named after ``stem`` that no file there (nor in ``taken``) has yet."""
    existing = {path.name for path in folder.iterdir()} if folder.is_dir() else set()
    return folder / unique_name(stem, suffix, existing | set(taken))

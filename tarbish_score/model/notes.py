"""Notes on a match and on a round ("Legion hall, Friday", "misdeal"): cleaned, checked, never scored.

A note is one line of free text the table wants to remember. It changes no
score (docs/rules.md applies to the rounds' inputs only). The record format
(docs/match-record.md section 2) keeps it as ``note`` on the match and on a round.
"""

from __future__ import annotations

import unicodedata
from typing import Final

from .errors import TarbishError

__all__ = ["MAX_NOTE_LENGTH", "check_note", "clean_note"]

#: The longest note, in characters (after cleaning): two lines of a scoresheet.
MAX_NOTE_LENGTH: Final = 200
#: Unicode categories dropped from a note: controls, format characters (bidi overrides, soft
#: hyphens), surrogates, private use and unassigned code points.
_DROPPED: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
#: Format characters kept: the zero-width joiners some scripts and emoji need.
_JOINERS: Final = frozenset({"\u200c", "\u200d"})


def clean_note(text: str) -> str:
    """``text`` as a one-line note: every run of white space (line breaks, tabs) becomes one space,
    other control and format characters are dropped (a paste from a web page or a terminal), and the
    ends are trimmed.

    Args:
        text: the note as typed or read.

    Returns:
        The cleaned note ("" for nothing but spaces).
    """
    kept = []
    for char in text:
        if char.isspace():
            kept.append(" ")
        elif char in _JOINERS or unicodedata.category(char) not in _DROPPED:
            kept.append(char)
    return " ".join("".join(kept).split())


def check_note(value: object, field: str = "note") -> str:
    """A note checked and cleaned (:func:`clean_note`).

    Args:
        value: the note as given (must be text).
        field: the record field it came from, for the error (``note``).

    Returns:
        The cleaned note, at most :data:`MAX_NOTE_LENGTH` characters.

    Raises:
        TarbishError: ``note_type`` when ``value`` is not text; ``note_length`` when the
            cleaned note is longer than :data:`MAX_NOTE_LENGTH` characters.
    """
    if not isinstance(value, str):
        raise TarbishError("a note must be text", code="note_type", field=field)
    note = clean_note(value)
    if len(note) > MAX_NOTE_LENGTH:
        raise TarbishError(
            f"a note has at most {MAX_NOTE_LENGTH} characters, not {len(note)}",
            code="note_length",
            field=field,
            params={"length": len(note), "limit": MAX_NOTE_LENGTH},
        )
    return note

"""Notes on a match and on a round ("Legion hall, Friday", "misdeal"): cleaned, checked, never scored.

A note is one line of free text the table wants to remember. It changes no
score (docs/rules.md applies to the rounds' inputs only). The record format
(docs/match-record.md section 2) keeps it as ``note`` on the match and on a round.
"""

from __future__ import annotations

import re
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
#: An emoji tag sequence's tail (Unicode UTS #51): tag characters U+E0020-U+E007E ended by
#: CANCEL TAG U+E007F, as in the flags of Scotland, Wales and England.
_TAG_RUN: Final = re.compile("[\U000e0020-\U000e007e]+\U000e007f")


def _emoji_tags(text: str) -> frozenset[int]:
    """The positions in ``text`` of tag characters that end an emoji tag sequence.

    A run of tags counts only when it is complete (ended by the cancel tag) and follows an
    emoji (a symbol, Unicode category So, such as the black flag U+1F3F4); tags anywhere else
    are invisible text and are dropped with the other format characters.
    """
    kept: set[int] = set()
    for run in _TAG_RUN.finditer(text):
        start = run.start()
        if start > 0 and unicodedata.category(text[start - 1]) == "So":
            kept.update(range(start, run.end()))
    return frozenset(kept)


def clean_note(text: str) -> str:
    """``text`` as a one-line note: every run of white space (line breaks, tabs) becomes one space,
    other control and format characters are dropped (a paste from a web page or a terminal), and the
    ends are trimmed.

    What makes up an emoji sequence stays: zero-width joiners, variation selectors, skin tones,
    keycaps, and the tag characters of a flag such as Scotland's (:func:`_emoji_tags`).

    Args:
        text: the note as typed or read.

    Returns:
        The cleaned note ("" for nothing but spaces).
    """
    tags = _emoji_tags(text)
    kept = []
    for position, char in enumerate(text):
        if char.isspace():
            kept.append(" ")
        elif position in tags or char in _JOINERS or unicodedata.category(char) not in _DROPPED:
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

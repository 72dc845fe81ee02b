"""The letters a table types, in the language in force: the suits, no trump, runs, twenty, fifty, bella, sweep.

Each letter is a message of the catalogue (context ``KeyLetters``, the English letter as its source),
so a French table types T K C P for trèfle, carreau, cœur, pique (docs/keys.md). The letters live
together in *scopes*, the sets one field answers to at once (the trump field takes the suits, no
trump, and the round entry's own letters); in a scope every letter means one thing. A catalogue whose
letters clash in a scope, or are not one letter A-Z, is not used: its language types the English
letters. An English letter works too where the language's letters of that scope leave it free.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

__all__ = [
    "ENGLISH",
    "MEANINGS",
    "PANEL",
    "RANK_LETTERS",
    "SCOPES",
    "SUITS",
    "clashes",
    "keys",
    "language_letters",
    "letter",
    "letters",
]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark ``source`` for the catalogue under ``context``; translated by :func:`language_letters`."""
    del context
    return source


# Each meaning's English letter (the message's source; the translator gives the language's letter).
ENGLISH: Final[dict[str, str]] = {
    #: The key for the suit clubs: one letter, no other suit's nor no trump's (French: T, trèfle).
    "clubs": QT_TRANSLATE_NOOP("KeyLetters", "C"),
    #: The key for the suit diamonds: one letter (French: K, carreau).
    "diamonds": QT_TRANSLATE_NOOP("KeyLetters", "D"),
    #: The key for the suit hearts: one letter (French: C, cœur).
    "hearts": QT_TRANSLATE_NOOP("KeyLetters", "H"),
    #: The key for the suit spades: one letter (French: P, pique).
    "spades": QT_TRANSLATE_NOOP("KeyLetters", "S"),
    #: The key for a round without trump: one letter, no suit's (French: A, sans atout).
    "no_trump": QT_TRANSLATE_NOOP("KeyLetters", "N"),
    #: The key that goes to the runs: one letter, no suit's, no card's (French: S, suites).
    "runs": QT_TRANSLATE_NOOP("KeyLetters", "R"),
    #: The key that goes to bella: one letter, no suit's, no card's (French: B, belote).
    "bella": QT_TRANSLATE_NOOP("KeyLetters", "B"),
    #: The key that marks a sweep: one letter, no suit's, no card's (French: O, capot).
    "sweep": QT_TRANSLATE_NOOP("KeyLetters", "W"),
    #: The key that adds a twenty after a seat number: one letter (French: V, vingt).
    "twenty": QT_TRANSLATE_NOOP("KeyLetters", "T"),
    #: The key that adds a fifty after a seat number: one letter, not the twenty's (French: C, cinquante).
    "fifty": QT_TRANSLATE_NOOP("KeyLetters", "F"),
}
#: Every meaning, in the order of :data:`ENGLISH`.
MEANINGS: Final = tuple(ENGLISH)
SUITS: Final = ("clubs", "diamonds", "hearts", "spades")
#: The round entry's own letters: they work from every field of it.
PANEL: Final = ("runs", "bella", "sweep")
#: The card letters a run's top card takes (the same in every language, as on the cards' faces).
RANK_LETTERS: Final = ("A", "K", "Q", "J")
#: The letters one field answers to at once: ``scope -> meanings``. A run's top-card field also
#: takes :data:`RANK_LETTERS`.
SCOPES: Final[dict[str, tuple[str, ...]]] = {
    "trump": (*SUITS, "no_trump", *PANEL),
    "runs": ("twenty", "fifty", *PANEL),
    "run_suit": (*SUITS, *PANEL),
    "run_top": PANEL,
    # The card grid (run checker, card counter): a rank, then a suit; the suit is read first after a rank.
    "cards": SUITS,
}


def _fixed(scope: str) -> tuple[str, ...]:
    """Letters of ``scope`` that are not the catalogue's (the top card's)."""
    return RANK_LETTERS if scope == "run_top" else ()


def clashes(chosen: dict[str, str]) -> list[str]:
    """What is wrong with the letters ``chosen`` (meaning -> letter): one sentence each, none when they fit."""
    problems = [
        f"{meaning}: {value!r} is not one letter A-Z"
        for meaning, value in chosen.items()
        if len(value) != 1 or not "A" <= value <= "Z"
    ]
    for scope, meanings in SCOPES.items():
        seen: dict[str, str] = {letter_: "a card" for letter_ in _fixed(scope)}
        for meaning in meanings:
            value = chosen[meaning]
            if value in seen:
                problems.append(f"{scope}: {value} is both {seen[value]} and {meaning}")
            seen.setdefault(value, meaning)
    return problems


def language_letters() -> dict[str, str]:
    """Each meaning's letter in the language in force (the English ones if its catalogue's do not fit)."""
    chosen = {
        meaning: QCoreApplication.translate("KeyLetters", english).strip().upper()
        for meaning, english in ENGLISH.items()
    }
    return chosen if not clashes(chosen) else dict(ENGLISH)


def letter(meaning: str) -> str:
    """The letter shown for ``meaning`` ("T" for clubs in French)."""
    return language_letters()[meaning]


def letters(*meanings: str) -> dict[str, str]:
    """The letters shown for ``meanings``, by meaning (for a message's ``{placeholders}``)."""
    chosen = language_letters()
    return {meaning: chosen[meaning] for meaning in meanings}


def keys(scope: str) -> dict[int, str]:
    """The keys (``Qt.Key`` values) ``scope`` answers to, and what each means.

    The language's letters first; an English letter too where no letter of the scope (nor, for
    the round entry's own letters, of any scope) is the same.
    """
    chosen = language_letters()
    meanings = SCOPES[scope]
    taken = {chosen[m] for m in meanings} | set(_fixed(scope))
    everywhere = {chosen[m] for ms in SCOPES.values() for m in ms} | set(RANK_LETTERS)
    found = {ord(chosen[m]): m for m in meanings}
    for meaning in meanings:
        english = ENGLISH[meaning]
        if english not in (everywhere if meaning in PANEL else taken):
            found.setdefault(ord(english), meaning)
    return found

"""The engine's errors and warnings as sentences that say what to fix.

The engine raises errors with a ``code`` and ``params`` and an English
``str()``; this module words each code through :func:`translate`. A code it does
not know falls back to the engine's English text, so a new engine error is
never silent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from tarbish_score.words.game import player_label, player_run
from tarbish_score.words.keys import with_keys
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import Match, RunClaim, TarbishError

__all__ = [
    "count_input_text",
    "error_text",
    "file_problem_text",
    "pick_trump_text",
    "store_error_text",
    "warning_text",
]


def error_text(error: TarbishError, match: Match | None = None, runs: Sequence[RunClaim] = ()) -> str:
    """The engine's error as a translated sentence that says what to fix.

    Args:
        error: the engine's error (``code``, ``field``, ``params``).
        match: the match, for player names.
        runs: the round's run claims, to name the run at fault.

    Returns:
        The translated sentence, or the engine's English ``str(error)`` for a
        code this module does not word.
    """
    factory = _ERRORS.get(error.code)
    if factory is None:
        return str(error)
    try:
        return factory(error, _Namer(match, runs))
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return str(error)


class _Namer:
    """Names players and runs for error sentences."""

    def __init__(self, match: Match | None, runs: Sequence[RunClaim]) -> None:
        self.match = match
        self.runs = runs

    def player(self, seat: int) -> str:
        return player_label(self.match, seat)

    def run(self, index: int) -> str:
        return player_run(self.match, self.runs[index])


def _seat_error(error: TarbishError, namer: _Namer) -> str:
    if error.field == "caller":
        return translate("Wording", "Pick the caller: press 1-4.")
    if error.field == "bella":
        return translate("Wording", "Bella must be held by one of the four players.")
    return translate("Wording", "A run must belong to one of the four players.")


def _missing(error: TarbishError, namer: _Namer) -> str:
    from tarbish_score.model import MissingRunDetailError

    assert isinstance(error, MissingRunDetailError)
    if error.missing == "trump":
        return pick_trump_text()
    assert error.claim is not None
    if error.missing == "top":
        return translate("Wording", "Two players' runs must be compared: add the top card of {run}.").format(
            run=namer.run(error.claim)
        )
    return translate("Wording", "Two players' runs must be compared: add the suit of {run}.").format(
        run=namer.run(error.claim)
    )


def _overlap(error: TarbishError, namer: _Namer) -> str:
    first, second = (namer.run(i) for i in _p(error)["claims"][:2])
    card = _p(error)["card"]
    if card is None:
        # Two runs of one suit that need more than its nine cards: no single card to name.
        return translate("Wording", "{first} and {second} need more cards of one suit than the suit has.").format(
            first=first, second=second
        )
    return translate("Wording", "{first} and {second} both use the {card}: one card cannot be in two runs.").format(
        first=first, second=second, card=str(card)
    )


def pick_trump_text() -> str:
    """What to add when only the trump suit can decide between the runs."""
    return translate("Wording", "Pick the trump suit: it decides between the runs.")


_ErrorFactory = Callable[["TarbishError", "_Namer"], str]


def _p(error: TarbishError) -> dict[str, Any]:
    return error.params


_ERRORS: dict[str, _ErrorFactory] = {
    "seat": _seat_error,
    "no_trump_off": lambda e, n: translate("Wording", "No-trump rounds are off under these rules: pick a suit."),
    "card_points_type": lambda e, n: translate("Wording", "Type the card points as a whole number."),
    "card_points_range": lambda e, n: translate("Wording", "A team's count must be between 0 and {total}.").format(
        total=_p(e)["total"]
    ),
    "card_points_sum": lambda e, n: translate("Wording", "The two teams' counts must add up to {total}.").format(
        total=_p(e)["total"]
    ),
    "sweep_points": lambda e, n: translate("Wording", "A sweep means one team took all {total} card points.").format(
        total=_p(e)["total"]
    ),
    "thrown_in_forced": lambda e, n: translate("Wording", "Thrown in is off: the dealer must call (house rule)."),
    "bella_no_trump": lambda e, n: translate("Wording", "There is no bella in a no-trump round."),
    "bella_in_run": lambda e, n: translate(
        "Wording", "Bella needs the K and Q of trump, but {run} holds the {rank}."
    ).format(run=n.run(_p(e)["claim"]), rank=_p(e)["rank"].value),
    "length": lambda e, n: translate("Wording", "A run has 3 to 9 cards."),
    "top_too_low": lambda e, n: translate(
        "Wording", "A {length}-card run cannot top at {top}: its lowest possible top is {lowest}."
    ).format(length=_p(e)["length"], top=_p(e)["top"].value, lowest=_p(e)["lowest"].value),
    "too_many_cards": lambda e, n: translate(
        "Wording", "{player} claims {cards} cards in runs, but a hand has only 9."
    ).format(player=n.player(_p(e)["seat"]), cards=_p(e)["cards"]),
    "overlap": lambda e, n: _overlap(e, n),
    "joined": lambda e, n: translate(
        "Wording", "{player}'s runs join into one run of {length} cards: record it as one run."
    ).format(player=n.player(_p(e)["seat"]), length=_p(e)["length"]),
    "missing_top": _missing,
    "missing_suit": _missing,
    "missing_trump": _missing,
    "forced_off": lambda e, n: translate(
        "Wording", "This round was recorded as a forced call, but nobody is forced to call under these rules."
    ),
    "forced_not_dealer": lambda e, n: translate(
        "Wording", "This round was recorded as the dealer's forced call: the caller must be the dealer, {dealer}."
    ).format(dealer=n.player(_p(e)["dealer"])),
    "match_over": lambda e, n: with_keys(
        translate("Wording", "The match is over: start a rematch ({Ctrl+Shift+R}) to play on.")
    ),
}


def count_input_text(text: str) -> str:
    """What to fix when the count holds something other than digits, e.g. "-5"."""
    stray = "".join(dict.fromkeys(c for c in text if not (c.isascii() and c.isdigit())))
    return translate("Wording", "Card points are digits only (0-9): remove “{chars}”.").format(chars=stray)


def warning_text(code: str, limit: int = 282) -> str:
    """An engine warning (suspicious but allowed entry) as a sentence.

    Args:
        code: the warning's code.
        limit: for ``high_total``, the highest round total under the match's
            rules (``high_round_total``; 282 under the defaults).
    """
    warnings = {
        "high_total": translate(
            "Wording", "A team scores more than {limit} this round: check the count and the runs."
        ).format(limit=limit),
    }
    return warnings.get(code, code)


def _file_sentences() -> dict[str, str]:
    """The sentence for each code of a record file's problem (model/record.py, exchange/importing.py)."""
    return {
        "json": translate("Wording", "The file is not a match record: its text is not valid JSON."),
        "empty": translate("Wording", "The file is empty."),
        "utf16": translate(
            "Wording",
            "The file is UTF-16 text, not UTF-8: save it as UTF-8 (a text editor's Save As) and import it again.",
        ),
        "utf32": translate(
            "Wording",
            "The file is UTF-32 text, not UTF-8: save it as UTF-8 (a text editor's Save As) and import it again.",
        ),
        "too_large": translate("Wording", "The file is too large to be a match record."),
        "too_large_to_keep": translate(
            "Wording", "The match is too large to keep: the archive could not back it up and restore it."
        ),
        "format": translate("Wording", "The file is not a Tarabish Score match record."),
        "version": translate("Wording", "This Tarabish Score cannot read this version of the match record."),
        "read": translate("Wording", "The file cannot be read."),
        "type": translate("Wording", "A value in the record is of the wrong kind."),
        "teams": translate("Wording", "The record must name two teams."),
        "players": translate("Wording", "Each team in the record must name two players."),
        "log": translate("Wording", "The record's history of changes is damaged."),
        "archive": translate("Wording", "The record's archive dates are damaged."),
        "manifest": translate("Wording", "The backup's table of contents is damaged or incomplete."),
        "no_records": translate("Wording", "The folder holds no match record."),
    }


def file_problem_text(
    path: str,
    code: str,
    detail: str,
    *,
    field: str = "",
    round_number: int | None = None,
) -> str:
    """A record file's problem (a :class:`RecordError`'s or an import problem's parts) as a translated message.

    The sentence is translated; the English technical ``detail`` (e.g. Python's JSON
    message) follows on its own line, as a detail to quote when asking for help.

    Args:
        path: the file (or backup folder).
        code: the problem's code (the engine's, or the importer's ``read``, ``log`` …).
        detail: the English wording of the problem (``RecordError.detail``).
        field: the record field at fault, or "".
        round_number: the 1-based round at fault, or None.

    Returns:
        E.g. "a.tarbish.json: The file is empty.\nDetails: the file is empty".
    """
    if round_number is not None and field:
        where = translate("Wording", "{file}, round {round}, field '{field}'").format(
            file=path, round=round_number, field=field
        )
    elif round_number is not None:
        where = translate("Wording", "{file}, round {round}").format(file=path, round=round_number)
    elif field:
        where = translate("Wording", "{file}, field '{field}'").format(file=path, field=field)
    else:
        where = path
    sentence = _file_sentences().get(code)
    if sentence is None and code == "missing":
        sentence = (
            translate("Wording", "A value the record needs is missing.")
            if field
            else translate("Wording", "A file the backup lists is missing.")
        )
    if sentence is None and code in _ERRORS:
        from tarbish_score.model import TarbishError

        sentence = error_text(TarbishError(detail, code=code, field=field))
        if sentence == detail:  # the engine's English: its parameters were not kept
            sentence = None
    if sentence is None:
        sentence = translate("Wording", "The record holds a value Tarabish Score cannot accept.")
    return (
        translate("Wording", "{where}: {sentence}").format(where=where, sentence=sentence)
        + "\n"
        + translate("Wording", "Details: {detail}").format(detail=detail)
    )


def store_error_text(detail: str, reason: str = "") -> str:
    """An archive error as a translated sentence, with its English wording kept as a detail.

    Args:
        detail: the store's English message (``str(error)``).
        reason: a write failure's reason (``full``, ``read-only``, ``busy``, ``io``, ``other``),
            ``locked`` (another window or command holds the archive), or "" for any other archive error.
    """
    sentences = {
        "full": translate("Wording", "The match could not be saved: the disk is full."),
        "read-only": translate("Wording", "The match could not be saved: the disk or the archive file is read-only."),
        "busy": translate("Wording", "The match could not be saved: another program is using the archive."),
        "io": translate("Wording", "The match could not be saved: the disk reported an error."),
        "other": translate("Wording", "The match could not be saved: the archive refused the change."),
        "locked": translate(
            "Wording", "Another Tarabish Score window or command is using the matches: close it, or wait for it."
        ),
    }
    sentence = sentences.get(reason, translate("Wording", "The match archive could not be used."))
    return sentence + "\n" + translate("Wording", "Details: {detail}").format(detail=detail)


def file_write_text(path: str, errno_value: int | None, detail: str) -> str:
    """Why a file could not be written (an :class:`OSError`'s parts) as a translated sentence and a detail.

    Args:
        path: the file.
        errno_value: the error's ``errno``, or None.
        detail: the system's English wording (``strerror``).
    """
    import errno

    reasons = {
        errno.ENOSPC: translate("Wording", "Could not write {path}: the disk is full."),
        errno.EDQUOT: translate("Wording", "Could not write {path}: the disk quota is used up."),
        errno.EROFS: translate("Wording", "Could not write {path}: the disk is read-only."),
        errno.EACCES: translate("Wording", "Could not write {path}: permission denied."),
        errno.EPERM: translate("Wording", "Could not write {path}: permission denied."),
        errno.EISDIR: translate("Wording", "Could not write {path}: it is a folder."),
        errno.ENOENT: translate("Wording", "Could not write {path}: the folder does not exist."),
    }
    sentence = reasons.get(errno_value or 0, translate("Wording", "Could not write {path}."))
    return sentence.format(path=path) + "\n" + translate("Wording", "Details: {detail}").format(detail=detail)

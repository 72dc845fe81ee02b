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
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import Match, RunClaim, TarbishError

__all__ = ["count_input_text", "error_text", "pick_trump_text", "warning_text"]


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
    "match_over": lambda e, n: translate("Wording", "The match is over: start a rematch (Ctrl+Shift+R) to play on."),
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

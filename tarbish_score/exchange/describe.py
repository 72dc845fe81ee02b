"""Plain English words for exported text (CSV, the result summary); the window translates its own."""

from __future__ import annotations

from typing import Final

from tarbish_score.model import Match, NoTrump, Outcome, RoundInput, RoundResult, RuleSet, RunClaim

__all__ = ["OUTCOME_WORDS", "bella_words", "rules_words", "run_words", "runs_words", "trump_words"]

OUTCOME_WORDS: Final = {
    Outcome.MADE: "made",
    Outcome.BAIT: "bait",
    Outcome.HALF_BAIT: "half bait",
    Outcome.THROWN_IN: "thrown in",
}


def trump_words(round_input: RoundInput) -> str:
    """``hearts``, ``no trump``, or "" when not recorded or thrown in."""
    if round_input.trump is None:
        return ""
    if round_input.trump is NoTrump.NONE:
        return "no trump"
    return round_input.trump.value


def runs_words(match: Match, round_input: RoundInput, result: RoundResult) -> str:
    """Each announced run: who, twenty or fifty, top and suit, and whether it scored.

    E.g. ``Mary: fifty (4) K-high clubs, scored; Joe: twenty Q-high spades, beaten``.
    """
    scoring = set(result.runs.scoring) if result.runs is not None else set()
    parts = []
    for index, claim in enumerate(round_input.runs):
        name = run_words(claim)
        parts.append(f"{match.player(claim.seat)}: {name}, {'scored' if index in scoring else 'beaten'}")
    return "; ".join(parts)


def run_words(claim: RunClaim, *, symbols: bool = False) -> str:
    """One run as the table says it: ``fifty (4) K-high clubs`` (``♣`` with ``symbols``)."""
    name = "twenty" if claim.length == 3 else f"fifty ({claim.length})"
    if claim.top is not None:
        name += f" {claim.top.value}-high"
    if claim.suit is not None:
        name += f" {claim.suit.symbol if symbols else claim.suit.value}"
    return name


def bella_words(match: Match, round_input: RoundInput) -> str:
    """The bella holder's name, or ""."""
    return "" if round_input.bella is None else match.player(round_input.bella)


def rules_words(rules: RuleSet) -> str:
    """The preset, the target and every other switch that differs from the preset.

    E.g. ``standard, first to 5000; forced dealer off; no trump on``.
    """
    changed = {key: value for key, value in rules.to_mapping().items() if key not in ("preset", "target")}
    parts = [f"{rules.preset}, first to {rules.target}"]
    for key, value in changed.items():
        shown = "on" if value is True else "off" if value is False else str(value)
        parts.append(f"{key.replace('_', ' ')} {shown}")
    return "; ".join(parts)

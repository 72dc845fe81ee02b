"""The race chart's words: what one round did to the race (docs/rules.md sections 6 and 7).

Built from the sentences the history already uses (:func:`~tarbish_score.words.game.outcome_text`,
:func:`~tarbish_score.words.game.line_text`, :func:`~tarbish_score.words.explain.bait_reason`),
so the chart and the history say the same thing about a round.
"""

from __future__ import annotations

from tarbish_score.model import Match
from tarbish_score.words.explain import bait_reason
from tarbish_score.words.game import line_text, outcome_text
from tarbish_score.words.translation import translate

__all__ = ["round_sentence"]


def round_sentence(match: Match, index: int) -> str:
    """What round ``index`` did to the race, in one or more sentences.

    E.g. "Round 3: Us called, BAIT. Us +0 → 250, Them +162 → 312. Callers 70 against 92: bait …".

    Args:
        match: the match.
        index: the round's 0-based index.

    Returns:
        The round's outcome, both teams' points and running totals after it (points), why it
        was bait or the line the callers needed, and who won if it ended the match.

    Raises:
        IndexError: ``index`` is not a round of the match.
    """
    score = match.score
    scored = score.rounds[index]
    result = scored.result
    names = (match.teams[0].name, match.teams[1].name)
    outcome = outcome_text(result.outcome)
    if result.callers is None:
        text = translate("Race", "Round {n}: {outcome}.").format(n=scored.number, outcome=outcome)
    else:
        text = translate("Race", "Round {n}: {team} called, {outcome}.").format(
            n=scored.number, team=names[result.callers], outcome=outcome
        )
    text += " " + translate("Race", "{a} +{x} → {total_a}, {b} +{y} → {total_b}.").format(
        a=names[0],
        x=result.points[0],
        total_a=scored.totals[0],
        b=names[1],
        y=result.points[1],
        total_b=scored.totals[1],
    )
    why = bait_reason(result, match.rules)
    if why:
        text += " " + why
    elif result.callers is not None:
        text += " " + line_text(match, match.rounds[index], result) + "."
    if score.finished and scored.number == len(score.rounds):
        if score.winner is None:
            text += " " + translate("Race", "The match ends drawn.")
        else:
            text += " " + translate("Race", "{team} won the match.").format(team=names[score.winner])
    return text

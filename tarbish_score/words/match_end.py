"""How a match ended, in words: why the winner won, and what the losing team's panel says.

Every sentence is built from the engine's :class:`~tarbish_score.model.MatchScore` (its
``end``, ``winner``, ``margin`` and the last round's result), never worked out here, so the
scoreboard says the same thing as the engine under every house-rule switch (docs/rules.md
section 7). The engine is imported only inside functions: the window's first paint must not
load it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarbish_score.words.game import outcome_text
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import Match

__all__ = ["end_reason_text", "loser_text", "race_text"]


def race_text(match: Match) -> str:
    """What wins the match, from its rules (docs/rules.md section 7): "First to 500 wins."."""
    rules = match.rules
    if rules.reach == "more-than":
        return translate("Wording", "First past {target} wins.").format(target=rules.target)
    return translate("Wording", "First to {target} wins.").format(target=rules.target)


def end_reason_text(match: Match) -> str:
    """Why the match ended as it did, in one sentence ("" while it goes on).

    Args:
        match: a match; its ``score.end`` says why it ended (docs/rules.md section 7).

    Returns:
        E.g. "Both teams reached 500 in round 9: Us called and made it, so they go out (house rule:
        the callers win)."; "" for a match that goes on.
    """
    from tarbish_score.model import MatchEnd, other_team

    score = match.score
    end = score.end
    if end is None:
        return ""
    target = match.rules.target
    rounds = len(score.rounds)
    if end is MatchEnd.DRAWN:
        return translate("Wording", "Equal totals at or above {target}: the match is drawn (house rule).").format(
            target=target
        )
    assert score.winner is not None
    team = match.teams[score.winner].name
    if end is MatchEnd.REACHED:
        if match.rules.reach == "more-than":
            return translate("Wording", "{team} went past {target} first.").format(team=team, target=target)
        return translate("Wording", "{team} reached {target} first.").format(team=team, target=target)
    if end is MatchEnd.HIGHER:
        # "past" only where landing on the target is not enough: under "at-least" a team may sit exactly on it.
        if match.rules.reach == "more-than":
            return translate("Wording", "Both teams went past {target} by round {n}: the higher total wins.").format(
                target=target, n=rounds
            )
        return translate("Wording", "Both teams reached {target} by round {n}: the higher total wins.").format(
            target=target, n=rounds
        )
    last = score.rounds[-1].result
    if end is MatchEnd.CALLERS_MADE:
        return translate(
            "Wording",
            "Both teams reached {target} in round {n}: {team} called and made it, so they go out"
            " (house rule: the callers win).",
        ).format(target=target, n=rounds, team=team)
    callers = match.teams[other_team(score.winner)].name
    return translate(
        "Wording",
        "Both teams reached {target} in round {n}: {callers} called and went {outcome}, so {team} go out"
        " (house rule: the callers win only if they made it).",
    ).format(target=target, n=rounds, callers=callers, outcome=outcome_text(last.outcome, style="plain"), team=team)


def loser_text(match: Match) -> str:
    """The losing team's line under its total: "lost by 82", or why it lost with the higher total.

    Args:
        match: a won match (``score.winner`` set).

    Returns:
        "lost by {n}" when the winner is ahead; under ``both_reach = callers`` a team can lose on
        the higher or an equal total: "lost: the callers went out" or "lost: went bait".
    """
    from tarbish_score.model import MatchEnd

    score = match.score
    margin = score.margin
    assert margin is not None
    if margin > 0:
        return translate("Wording", "lost by {n}").format(n=margin)
    if score.end is MatchEnd.CALLERS_FAILED:
        outcome = outcome_text(score.rounds[-1].result.outcome, style="plain")
        return translate("Wording", "lost: went {outcome}").format(outcome=outcome)
    return translate("Wording", "lost: the callers went out")

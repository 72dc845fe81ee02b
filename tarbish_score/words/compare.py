"""Changes to a whole match in words: other house rules, a forgotten round put in.

The engine compares the scores (``model.compare``); these functions only word
what it found, for the preview shown before a change is applied.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarbish_score.words.game import outcome_text
from tarbish_score.words.rules import preset_label, switch_title, switch_value_text
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import Match, MatchScore, RuleSet, TarbishError
    from tarbish_score.model.compare import MatchComparison

__all__ = ["comparison_lines", "insert_refusal_text", "rule_change_lines", "rules_refusal_text", "winner_text"]

#: Changed rounds listed one by one; more are counted ("and 4 more rounds").
LISTED_ROUNDS = 8


def rule_change_lines(old: RuleSet, new: RuleSet) -> list[str]:
    """One line per switch that differs: "Equal totals: half bait → whole bait" (docs/rules.md section 9).

    The preset's name is a line of its own only when no switch differs (it never changes scoring).
    """
    old_values, new_values = old.values(), new.values()
    lines = [
        translate("Wording", "{title}: {old} → {new}").format(
            title=switch_title(key),
            old=switch_value_text(key, old_values[key]),
            new=switch_value_text(key, new_values[key]),
        )
        for key in old_values
        if old_values[key] != new_values[key]
    ]
    if not lines and old.preset != new.preset:
        lines.append(
            translate("Wording", "House rules: {old} → {new} (the same switches)").format(
                old=preset_label(old.preset), new=preset_label(new.preset)
            )
        )
    return lines


def winner_text(match: Match, score: MatchScore) -> str:
    """Who has won a scored match: a team's name, "a draw", or "nobody yet"."""
    if score.winner is not None:
        return match.teams[score.winner].name
    if score.drawn:
        return translate("Wording", "a draw")
    return translate("Wording", "nobody yet")


def comparison_lines(match: Match, comparison: MatchComparison) -> list[str]:
    """What a change does to ``match``, as the engine compared it, one line each.

    Args:
        match: the match before the change (for the team names).
        comparison: ``compare_matches(match, changed)``.

    Returns:
        E.g. ["Us: 232 → 232 points", "Them: 335 → 416 points",
        "Round 2: HALF BAIT 0 – 81 → BAIT 0 – 162", "The winner changes: nobody yet → Them."]
        or one line saying that nothing changes.
    """
    if not comparison.changes_anything:
        return [translate("Wording", "Nothing changes: every round scores the same.")]
    a, b = match.teams[0].name, match.teams[1].name
    old, new = comparison.before.totals, comparison.after.totals
    if comparison.totals_change:
        # One line per team: a long team name never splits a "before → after" pair.
        lines = [
            translate("Wording", "{team}: {old} → {new} points").format(team=name, old=old[t], new=new[t])
            for t, name in enumerate((a, b))
        ]
    else:
        lines = [translate("Wording", "Totals stay {a} {x} – {b} {y}.").format(a=a, b=b, x=old[0], y=old[1])]
    for change in comparison.changed[:LISTED_ROUNDS]:
        lines.append(
            translate("Wording", "Round {n}: {old} {x} – {y} → {new} {x2} – {y2}").format(
                n=change.number,
                old=outcome_text(change.before.outcome),
                new=outcome_text(change.after.outcome),
                x=change.before.points[0],
                y=change.before.points[1],
                x2=change.after.points[0],
                y2=change.after.points[1],
            )
        )
    more = len(comparison.changed) - LISTED_ROUNDS
    if more > 0:
        lines.append(translate("Wording", "… and %n more round(s).", None, more))
    if comparison.winner_changes:
        lines.append(
            translate("Wording", "The winner changes: {old} → {new}.").format(
                old=winner_text(match, comparison.before), new=winner_text(match, comparison.after)
            )
        )
    elif comparison.after.winner is not None:
        lines.append(translate("Wording", "{team} still win.").format(team=winner_text(match, comparison.after)))
    return lines


def rules_refusal_text(error: TarbishError, match: Match) -> str:
    """Why the match cannot be played under other rules: a round would be invalid, or come after the end.

    Args:
        error: what ``Match.with_rules`` raised (``round_number`` in ``params``).
        match: the match, for names in the round's error.
    """
    from tarbish_score.model import MatchOverError
    from tarbish_score.words.errors import error_text

    n = int(error.params.get("round_number", 0))
    if isinstance(error, MatchOverError):
        return translate(
            "Wording",
            "Not possible: under these rules the match ends in round {end}, and round {n} would come after the end.",
        ).format(end=n - 1, n=n)
    return translate("Wording", "Not possible: round {n} is not valid under these rules. {reason}").format(
        n=n, reason=error_text(error, match)
    )


def insert_refusal_text(error: TarbishError, match: Match) -> str:
    """Why a forgotten round cannot be put in where asked: it is invalid, or the match would end before a later round.

    Args:
        error: what ``Match.insert_round`` raised.
        match: the match, for names in the round's error.
    """
    from tarbish_score.model import MatchOverError
    from tarbish_score.words.errors import error_text

    if isinstance(error, MatchOverError):
        n = int(error.params.get("round_number", 0))
        return translate(
            "Wording",
            "With this round put in, the match ends in round {end}, and round {n} would come after the end.",
        ).format(end=n - 1, n=n)
    return error_text(error, match)

"""Tournament nights in words: the formats, the tie-breaks, the tie-break report and the engine's refusals.

Every sentence is built from what the engine decided (``model.tournament``): the standings' decisions say
which criterion told two teams apart and by what values; this module only words them. The engine is
imported only inside functions, as in the rest of the package.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tarbish_score.words.translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tarbish_score.model import TarbishError
    from tarbish_score.model.tournament import Decision, Format, Standings, TieBreak, TournamentSettings

__all__ = [
    "bye_rule_title",
    "decision_text",
    "format_title",
    "half_wins_text",
    "head_to_head_note",
    "signed_points",
    "tie_break_report",
    "tie_break_title",
    "tournament_error_text",
]

#: Each format's name, by its value (``Format``).
_FORMATS = {
    "round-robin": QT_TRANSLATE_NOOP("Tournament", "Round robin"),
    "swiss": QT_TRANSLATE_NOOP("Tournament", "Swiss"),
    "winners-move-up": QT_TRANSLATE_NOOP("Tournament", "Winners move up"),
}
#: Each tie-break's name, by its value (``TieBreak``).
_TIE_BREAKS = {
    "wins": QT_TRANSLATE_NOOP("Tournament", "wins"),
    "head-to-head": QT_TRANSLATE_NOOP("Tournament", "head-to-head"),
    "points-difference": QT_TRANSLATE_NOOP("Tournament", "points difference"),
    "points-for": QT_TRANSLATE_NOOP("Tournament", "points for"),
    "shared": QT_TRANSLATE_NOOP("Tournament", "a shared place"),
}


def format_title(fmt: Format) -> str:
    """The format's name: "Round robin", "Swiss", "Winners move up"."""
    return translate("Tournament", _FORMATS[fmt.value])


def bye_rule_title(settings: TournamentSettings) -> str:
    """What the night's bye counts, as a choice names it: "A win, no points", "A win, 500 to 0", "Not counted"."""
    from tarbish_score.model.tournament import ByeRule

    if settings.bye_rule is ByeRule.WIN_NO_POINTS:
        return translate("Tournament", "A win, no points")
    if settings.bye_rule is ByeRule.NOT_COUNTED:
        return translate("Tournament", "Not counted")
    won, lost = settings.bye_totals
    return translate("Tournament", "A win, {x} to {y}").format(x=won, y=lost)


def tie_break_title(criterion: TieBreak) -> str:
    """The criterion's name as the report says it: "head-to-head", "points difference"."""
    return translate("Tournament", _TIE_BREAKS[criterion.value])


def half_wins_text(half_wins: int) -> str:
    """Wins counted in halves, as shown: 6 → "3", 7 → "3½", 1 → "½"."""
    whole = str(half_wins // 2) if half_wins > 1 else ""
    return f"{whole}½" if half_wins % 2 else str(half_wins // 2)


def signed_points(points: int) -> str:
    """Points as a difference is shown: "+212", "−40" (a true minus), "0"."""
    return f"+{points}" if points > 0 else str(points).replace("-", "−")


def decision_text(decision: Decision, name: Callable[[int], str], place: int = 0) -> str:
    """Why one team stands above the next, in one sentence.

    Args:
        decision: one of ``Standings.decisions``.
        name: a team's name from its id.
        place: the place two teams share (for a shared place).

    Returns:
        E.g. "MacNeils ahead of Gillis on head-to-head: won their game 512–340."
    """
    from tarbish_score.model.tournament import TieBreak

    above, below = name(decision.above), name(decision.below)
    criterion = decision.criterion
    if criterion is TieBreak.SHARED:
        return translate(
            "Tournament", "{above} and {below} share place {place}: no tie-break tells them apart."
        ).format(above=above, below=below, place=place)
    a, b = decision.values
    if criterion is TieBreak.WINS:
        return translate("Tournament", "{above} ahead of {below} on wins: {a} to {b}.").format(
            above=above, below=below, a=half_wins_text(a), b=half_wins_text(b)
        )
    if criterion is TieBreak.HEAD_TO_HEAD:
        if decision.among == 2 and len(decision.games) == 1:
            x, y = decision.games[0]
            return translate("Tournament", "{above} ahead of {below} on head-to-head: won their game {x}–{y}.").format(
                above=above, below=below, x=x, y=y
            )
        if decision.among == 2:
            return translate(
                "Tournament", "{above} ahead of {below} on head-to-head: {a} to {b} in their games."
            ).format(above=above, below=below, a=half_wins_text(a), b=half_wins_text(b))
        return translate(
            "Tournament",
            "{above} ahead of {below} on head-to-head among the {n} tied teams: {a} to {b} in their games.",
        ).format(above=above, below=below, n=decision.among, a=half_wins_text(a), b=half_wins_text(b))
    if criterion is TieBreak.POINTS_DIFFERENCE:
        return translate("Tournament", "{above} ahead of {below} on points difference: {a} to {b}.").format(
            above=above, below=below, a=signed_points(a), b=signed_points(b)
        )
    return translate("Tournament", "{above} ahead of {below} on points for: {a} to {b}.").format(
        above=above, below=below, a=a, b=b
    )


def head_to_head_note(decision: Decision) -> str:
    """Why head-to-head did not decide, when it was tried and did not ("" otherwise).

    Returns:
        "Head-to-head left them level." (a circle, or equal wins between them), or that it did not count
        because not every two of the tied teams met.
    """
    from tarbish_score.model.tournament import TieBreak

    if decision.unmet:
        return translate("Tournament", "Head-to-head did not count: not every two of the tied teams have met.")
    if TieBreak.HEAD_TO_HEAD not in decision.passed:
        return ""
    if decision.among == 2:
        return translate("Tournament", "Head-to-head left them level.")
    return translate("Tournament", "Head-to-head left the {n} tied teams level.").format(n=decision.among)


def tie_break_report(standings: Standings, name: Callable[[int], str]) -> list[str]:
    """The tie-break report: one sentence for each two neighbours the first criterion left tied.

    Args:
        standings: the standings (``Tournament.standings``).
        name: a team's name from its id.

    Returns:
        The sentences, from the top of the standings down; empty when the first criterion told every team
        apart. Two teams with no game counted yet have nothing to tell apart: no sentence (so none at all
        before the first result).
    """
    played = {row.team: row.played for row in standings.rows}
    lines = []
    for row, decision in zip(standings.rows, standings.decisions, strict=False):
        if decision.level > 0 and (played[decision.above] or played[decision.below]):
            note = head_to_head_note(decision)
            sentence = decision_text(decision, name, row.place)
            lines.append(f"{sentence} {note}" if note else sentence)
    return lines


#: The engine's tournament refusals, by code.
_ERRORS = {
    "team_name_empty": QT_TRANSLATE_NOOP("Tournament", "Type the team's name."),
    "team_name_taken": QT_TRANSLATE_NOOP("Tournament", "There is already a team called {name}."),
    "too_many_teams": QT_TRANSLATE_NOOP("Tournament", "A night takes at most {max} teams."),
    "round_robin_full": QT_TRANSLATE_NOOP(
        "Tournament", "A round robin under way takes a late team only in a bye's place, and it has none left."
    ),
    "team_unknown": QT_TRANSLATE_NOOP("Tournament", "That team is not playing."),
    "too_few_teams": QT_TRANSLATE_NOOP("Tournament", "A round needs at least {min} teams playing."),
    "no_more_rounds": QT_TRANSLATE_NOOP("Tournament", "All {rounds} rounds of the night are drawn."),
    "results_outstanding": QT_TRANSLATE_NOOP(
        "Tournament", "Round {round} still has tables out: {tables}. Type their results first."
    ),
    "not_started": QT_TRANSLATE_NOOP("Tournament", "Draw the first round first."),
    "round_unknown": QT_TRANSLATE_NOOP("Tournament", "Round {round} has not been drawn."),
    "table_unknown": QT_TRANSLATE_NOOP("Tournament", "Round {round} has no table {table}: it has {tables} tables."),
    "table_scored": QT_TRANSLATE_NOOP(
        "Tournament", "Table {table} already has its result, {x}–{y}. A change is a correction, with its reason."
    ),
    "table_out": QT_TRANSLATE_NOOP("Tournament", "Table {table} has no result to take off."),
    "reason_missing": QT_TRANSLATE_NOOP("Tournament", "Say why: a correction is logged with its reason."),
    "result_totals": QT_TRANSLATE_NOOP("Tournament", "Type the two final totals, whole numbers from 0."),
    "result_high": QT_TRANSLATE_NOOP(
        "Tournament", "No game to {target} ends on {total}: a final total is at most {most}. Check the totals."
    ),
    "result_short": QT_TRANSLATE_NOOP(
        "Tournament", "Neither team reached {target}. If time was called, mark it; else check the totals."
    ),
    "result_time_reached": QT_TRANSLATE_NOOP(
        "Tournament", "A team reached {target}: the game ended on the target, not on time."
    ),
    "result_equal": QT_TRANSLATE_NOOP(
        "Tournament", "Equal totals: under these rules a game is never drawn; it goes on until one team is ahead."
    ),
    "result_winner": QT_TRANSLATE_NOOP(
        "Tournament", "The lower total wins only when both teams reached the target and the callers went out."
    ),
    "record_rules": QT_TRANSLATE_NOOP("Tournament", "This match was played under other house rules than the night's."),
    "record_teams": QT_TRANSLATE_NOOP(
        "Tournament", "This match is {a} against {b}; the table's teams are {c} and {d}."
    ),
    "record_unfinished": QT_TRANSLATE_NOOP(
        "Tournament", "This match is not finished ({x}–{y}). If time was called, mark it."
    ),
    "record_totals": QT_TRANSLATE_NOOP(
        "Tournament", "The table's match record does not end on the totals its result gives."
    ),
    "code_missing": QT_TRANSLATE_NOOP(
        "Tournament", "This match carries no table code: type the code on the table's slip."
    ),
    "code_unknown": QT_TRANSLATE_NOOP("Tournament", "No table of this night has the code {code}."),
    "code_round": QT_TRANSLATE_NOOP("Tournament", "The code {code} is of round {round}, which is over."),
    "tie_break_order": QT_TRANSLATE_NOOP("Tournament", "Name each tie-break once; a shared place can only come last."),
    "rounds_range": QT_TRANSLATE_NOOP("Tournament", "A night has 1 to {max} rounds."),
    "bye_score": QT_TRANSLATE_NOOP(
        "Tournament", "A bye is a win: give it more points for than against, at most {most}."
    ),
    "time_limit": QT_TRANSLATE_NOOP("Tournament", "A time limit is 0 (none) to {max} minutes."),
    "seed_range": QT_TRANSLATE_NOOP("Tournament", "The seed of the draws is a whole number from 0 to {max}."),
    "draw_number": QT_TRANSLATE_NOOP("Tournament", "The tournament's log draws round {round} out of turn."),
    "draw_teams": QT_TRANSLATE_NOOP(
        "Tournament", "The tournament's log draws a team twice in a round, or a team that is not playing."
    ),
    "nothing_to_undo": QT_TRANSLATE_NOOP("Tournament", "There is nothing to undo."),
    "nothing_to_redo": QT_TRANSLATE_NOOP("Tournament", "There is nothing to redo."),
}


def tournament_error_text(error: TarbishError) -> str:
    """The engine's tournament refusal as a translated sentence that says what to do.

    Args:
        error: what a ``Tournament`` change raised.

    Returns:
        The sentence; the engine's English ``str(error)`` for a code this module does not word.
    """
    source = _ERRORS.get(error.code)
    if source is None:
        return str(error)
    params = dict(error.params)
    if "totals" in params:
        params["x"], params["y"] = params["totals"]
    if "record" in params:
        params["a"], params["b"] = params["record"]
        params["c"], params["d"] = params["table"]
    if isinstance(params.get("tables"), tuple):
        params["tables"] = ", ".join(str(n) for n in params["tables"])
    try:
        return translate("Tournament", source).format(**params)
    except (KeyError, IndexError, ValueError):
        return str(error)

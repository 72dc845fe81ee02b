"""The "Copy result" text: a short plain-text summary for the group chat.

Teams and players, the final (or current) score, the winner, the number of
rounds, and the notable rounds: baits and half baits, fifties that scored,
sweeps. The sentences are :class:`~tarbish_score.words.summary.SummaryLabels`
format strings, English by default; the window passes translated ones
(:func:`tarbish_score.words.summary.translated_labels`), so this module stays
Qt-free.
"""

from __future__ import annotations

from tarbish_score.model import Match, Outcome, RoundInput, RoundScore, team_of
from tarbish_score.words.summary import SummaryLabels

__all__ = ["SummaryLabels", "notable_rounds", "result_summary"]


def _players(match: Match, team: int, labels: SummaryLabels) -> str:
    first, second = match.teams[team].players
    return labels.players.format(first=first, second=second)


def notable_rounds(match: Match, labels: SummaryLabels | None = None) -> list[tuple[int, str]]:
    """``(round number, text)`` for each round worth telling: baits, fifties, sweeps.

    Raises:
        TarbishError: a round does not score.
    """
    labels = labels or SummaryLabels()
    found = []
    for scored in match.score.rounds:
        parts = _notes(match, match.rounds[scored.number - 1], scored, labels)
        if parts:
            found.append((scored.number, labels.joiner.join(parts)))
    return found


def _notes(match: Match, round_input: RoundInput, scored: RoundScore, labels: SummaryLabels) -> list[str]:
    result = scored.result
    parts = []
    if result.outcome in (Outcome.BAIT, Outcome.HALF_BAIT) and round_input.caller is not None:
        template = labels.bait if result.outcome is Outcome.BAIT else labels.half_bait
        callers = match.teams[team_of(round_input.caller)].name
        parts.append(template.format(player=match.player(round_input.caller), team=callers))
    verdict = result.runs
    if verdict is not None and verdict.winner_team is not None:
        fifties = [round_input.runs[i] for i in verdict.scoring if round_input.runs[i].is_fifty]
        if fifties:
            seat = fifties[0].seat
            parts.append(labels.fifty.format(player=match.player(seat), points=verdict.points[verdict.winner_team]))
    if result.sweeper is not None:
        parts.append(labels.sweep.format(team=match.teams[result.sweeper].name))
    return parts


def result_summary(match: Match, labels: SummaryLabels | None = None) -> str:
    """The summary text, lines ending in ``\\n``.

    Raises:
        TarbishError: a round does not score.
    """
    labels = labels or SummaryLabels()
    score = match.score
    a, b = (team.name for team in match.teams)
    rounds = len(score.rounds)
    lines = [
        labels.heading.format(a=a, b=b, score_a=score.totals[0], score_b=score.totals[1]),
        labels.teams.format(a=a, b=b, a_players=_players(match, 0, labels), b_players=_players(match, 1, labels)),
    ]
    if score.winner is not None:
        lines.append(labels.counted(labels.won, rounds).format(team=match.teams[score.winner].name))
    elif score.drawn:
        lines.append(labels.counted(labels.drawn, rounds))
    else:
        lines.append(labels.counted(labels.in_progress, rounds).format(target=match.rules.target))
    notes = notable_rounds(match, labels)
    if notes:
        lines.append(labels.notable)
        lines += ["- " + labels.round_line.format(n=number, text=text) for number, text in notes]
    return "\n".join(lines) + "\n"

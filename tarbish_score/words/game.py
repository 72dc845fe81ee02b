"""Every word about a round: suits, trump, outcomes, runs, players, deciding steps, the line.

Each concept has one table or function here. The window shows the words in
the user's language (through :func:`translate`); exports (CSV, the "Copy
result" summary, ``score``, the PDF) ask for the same words in plain English
(``translated=False`` or an export ``style``), so a file reads the same in
every language. The engine is imported only inside functions: the window's
first paint must not load it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Literal

from tarbish_score.words.translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tarbish_score.model import (
        DecidingStep,
        Match,
        NoTrump,
        Outcome,
        RoundInput,
        RoundResult,
        RunClaim,
        Suit,
    )

__all__ = [
    "bonus_word",
    "correction_end_text",
    "default_player_name",
    "default_team_name",
    "line_text",
    "outcome_text",
    "player_label",
    "player_run",
    "run_kind",
    "run_text",
    "runs_summary",
    "step_text",
    "suit_name",
    "trump_text",
    "verdict_text",
]

#: Suit names by the record's value of the suit; "none" is no trump.
_SUITS: Final = {
    "clubs": QT_TRANSLATE_NOOP("Wording", "clubs"),
    "diamonds": QT_TRANSLATE_NOOP("Wording", "diamonds"),
    "hearts": QT_TRANSLATE_NOOP("Wording", "hearts"),
    "spades": QT_TRANSLATE_NOOP("Wording", "spades"),
    "none": QT_TRANSLATE_NOOP("Wording", "no trump"),
}

#: Outcome words by the record's value of the outcome (docs/rules.md section 6).
_OUTCOMES: Final = {
    "made": QT_TRANSLATE_NOOP("Wording", "made"),
    "bait": QT_TRANSLATE_NOOP("Wording", "bait"),
    "half-bait": QT_TRANSLATE_NOOP("Wording", "half bait"),
    "thrown-in": QT_TRANSLATE_NOOP("Wording", "thrown in"),
}

#: The two kinds of run: three cards are a twenty, four or more a fifty (docs/rules.md section 4).
_RUN_KINDS: Final = {
    False: QT_TRANSLATE_NOOP("Wording", "twenty"),
    True: QT_TRANSLATE_NOOP("Wording", "fifty"),
}

#: How a run list marks runs that scored and runs that did not, by style.
_RUN_MARKS: Final = {
    "window": ("", QT_TRANSLATE_NOOP("Wording", " (no score)")),
    "table": ("", QT_TRANSLATE_NOOP("Wording", " (no score)")),
    "csv": (QT_TRANSLATE_NOOP("Wording", ", scored"), QT_TRANSLATE_NOOP("Wording", ", beaten")),
}

OutcomeStyle = Literal["table", "plain"]
RunStyle = Literal["window", "export"]
RunsStyle = Literal["window", "table", "csv"]


def _word(english: str, translated: bool) -> str:
    """A word of the tables above, in the user's language or as it is (exports)."""
    return translate("Wording", english) if translated else english


def suit_name(suit: Suit | NoTrump, *, translated: bool = True) -> str:
    """The plain name of a suit, or "no trump"."""
    return _word(_SUITS[suit.value], translated)


def trump_text(trump: Suit | NoTrump | None, *, symbol: bool = True, none: str = "–", translated: bool = True) -> str:
    """The trump: symbol and name ("♥ hearts"), "no trump", or ``none`` when not recorded.

    Args:
        trump: the round's trump, None when not recorded or thrown in.
        symbol: put the suit's symbol before its name (tables); False for the name alone (CSV).
        none: the text for no trump recorded ("–" in the window, "-" in ``score``, "" in CSV).
        translated: in the user's language (window) or plain English (exports).
    """
    from tarbish_score.model import NoTrump

    if trump is None:
        return none
    name = suit_name(trump, translated=translated)
    if isinstance(trump, NoTrump) or not symbol:
        return name
    return f"{trump.symbol} {name}"


def outcome_text(outcome: Outcome, *, style: OutcomeStyle = "table", translated: bool = True) -> str:
    """The outcome as players say it: made, bait, half bait, thrown in.

    Args:
        outcome: the round's outcome.
        style: "table" shouts BAIT and HALF BAIT (window, ``score``, the sheet);
            "plain" keeps them lower case (CSV).
        translated: in the user's language (window) or plain English (exports).
    """
    word = _word(_OUTCOMES[outcome.value], translated)
    if style == "table" and outcome.value in ("bait", "half-bait"):
        return word.upper()
    return word


#: The names a match takes when none is typed: the pairs and seats of a card table, as bridge names
#: them (seat 0 at the bottom of the new-match picture, then clockwise). A compass name is a proper
#: name in every sentence that puts a team or a player in ("North-South win the match"), where a
#: pronoun such as "Us" is not ("Us win", "Victoire de Nous").
_DEFAULT_TEAMS: Final = (QT_TRANSLATE_NOOP("Wording", "North-South"), QT_TRANSLATE_NOOP("Wording", "East-West"))
_DEFAULT_PLAYERS: Final = (
    QT_TRANSLATE_NOOP("Wording", "South"),
    QT_TRANSLATE_NOOP("Wording", "West"),
    QT_TRANSLATE_NOOP("Wording", "North"),
    QT_TRANSLATE_NOOP("Wording", "East"),
)


def default_team_name(team: int) -> str:
    """Team ``team``'s name when none is typed: "North-South" (team 0) or "East-West" (team 1)."""
    return translate("Wording", _DEFAULT_TEAMS[team])


def default_player_name(seat: int) -> str:
    """The name of the player at ``seat`` when none is typed: "South", "West", "North" or "East"."""
    return translate("Wording", _DEFAULT_PLAYERS[seat])


def player_label(match: Match | None, seat: int) -> str:
    """The player's name, or "seat N" (1-based) when unknown."""
    name = match.player(seat) if match is not None else ""
    return name or translate("Wording", "seat {n}").format(n=seat + 1)


def run_kind(is_fifty: bool, *, translated: bool = True) -> str:
    """ "twenty" or "fifty"."""
    return _word(_RUN_KINDS[is_fifty], translated)


def run_text(claim: RunClaim, *, style: RunStyle = "window", symbols: bool = True) -> str:
    """One run as announced, with top and suit when known.

    Args:
        claim: the run.
        style: "window" says "twenty", "fifty", "fifty (5 cards)", "K high", in
            the user's language; "export" says "twenty", "fifty (4)", "K-high",
            in plain English.
        symbols: the suit as its symbol; False for its name (exports only).
    """
    if style == "export":
        text = run_kind(False) if claim.length == 3 else translate("Wording", "fifty ({n})").format(n=claim.length)
        if claim.top is not None:
            text += " " + translate("Wording", "{top}-high").format(top=claim.top.value)
        if claim.suit is not None:
            text += " " + (claim.suit.symbol if symbols else suit_name(claim.suit))
        return text
    if claim.length in (3, 4):
        text = run_kind(claim.length == 4)
    else:
        text = translate("Wording", "fifty ({n} cards)").format(n=claim.length)
    details = []
    if claim.top is not None:
        details.append(translate("Wording", "{top} high").format(top=claim.top.value))
    if claim.suit is not None:
        details.append(claim.suit.symbol)
    return f"{text} {' '.join(details)}".strip()


def player_run(match: Match | None, claim: RunClaim) -> str:
    """ "Ann's fifty K high ♠"."""
    return translate("Wording", "{player}'s {run}").format(player=player_label(match, claim.seat), run=run_text(claim))


def runs_summary(
    match: Match,
    round_input: RoundInput,
    result: RoundResult | None,
    *,
    style: RunsStyle = "window",
    name: Callable[[int], str] | None = None,
) -> str:
    """Every run of a round with who held it, marking the runs that did not score; "" for none.

    Args:
        match: the match, for player names.
        round_input: the round.
        result: its result, or None when it does not score (no run is marked as scoring).
        style: "window" (``Ann: fifty K high ♠ (no score)``, translated); "table"
            for ``score`` (``Ann: fifty (4) K-high ♠ (no score)``); "csv"
            (``Ann: fifty (4) K-high spades, beaten``), both plain English.
        name: a seat's name; by default the player label (window) or the recorded name (exports).
    """
    scoring = set(result.runs.scoring) if result is not None and result.runs is not None else set()
    scored, not_scored = (translate("Wording", mark) if mark else mark for mark in _RUN_MARKS[style])
    if name is None:
        name = (lambda seat: player_label(match, seat)) if style == "window" else match.player
    parts = []
    for i, claim in enumerate(round_input.runs):
        run = run_text(claim) if style == "window" else run_text(claim, style="export", symbols=style == "table")
        parts.append(f"{name(claim.seat)}: {run}{scored if i in scoring else not_scored}")
    return "; ".join(parts)


def bonus_word(kind: str, points: int) -> str:
    """What raised or lowered the line: "twenty", "fifty", "N in runs", "bella", "sweep bonus".

    Args:
        kind: "runs", "bella" or "sweep" (the engine's ``LineFactor.kind``).
        points: the points of it (runs: 20, 50 or more).
    """
    if kind == "runs":
        if points in (20, 50):
            return run_kind(points == 50)
        return translate("Wording", "{n} in runs").format(n=points)
    if kind == "bella":
        return translate("Wording", "bella")
    return translate("Wording", "sweep bonus")


def step_text(step: DecidingStep) -> str:
    """Why the winning run won, as a short reason (docs/rules.md section 4)."""
    from tarbish_score.model import DecidingStep

    reasons = {
        DecidingStep.NO_RUNS: translate("Wording", "no runs announced"),
        DecidingStep.UNCONTESTED: translate("Wording", "nobody else announced a run"),
        DecidingStep.LENGTH: translate("Wording", "a fifty beats any twenty"),
        DecidingStep.LONGER_FIFTY: translate("Wording", "between fifties the longer run wins"),
        DecidingStep.TOP_CARD: translate("Wording", "the higher top card wins"),
        DecidingStep.TRUMP: translate("Wording", "a trump run beats a plain run"),
        DecidingStep.EQUAL_RUNS: translate("Wording", "identical runs on both teams: nobody scores runs"),
        DecidingStep.ELDEST: translate("Wording", "identical runs: the one nearer the eldest hand wins"),
    }
    return reasons[step]


def verdict_text(match: Match, round_input: RoundInput, result: RoundResult) -> str:
    """Which run won and why, e.g. "Ann's fifty scores 50: a fifty beats any twenty (beat Bea's twenty)"."""
    from tarbish_score.model import DecidingStep

    verdict = result.runs
    if verdict is None or verdict.step is DecidingStep.NO_RUNS:
        return ""
    claims = round_input.runs
    reason = step_text(verdict.step)
    if verdict.step is DecidingStep.EQUAL_RUNS:
        return translate("Wording", "Runs: {reason}.").format(reason=reason)
    if verdict.winner_team is None or verdict.best is None:
        return translate("Wording", "Runs: {reason}.").format(reason=reason)
    best = claims[verdict.best]
    points = verdict.points[verdict.winner_team]
    scorers = sorted({claims[i].seat for i in verdict.scoring})
    if len(scorers) > 1:
        # Both partners' runs score (run_scorers = best-team): name both, and the team's total.
        text = translate("Wording", "Runs: {a}'s and {b}'s runs score {points} for {team}: {reason}").format(
            a=player_label(match, scorers[0]),
            b=player_label(match, scorers[1]),
            points=points,
            team=match.teams[verdict.winner_team].name,
            reason=reason,
        )
    else:
        who = player_label(match, claims[verdict.best].seat)
        text = translate("Wording", "Runs: {who}'s {run} wins, {points} points: {reason}").format(
            who=who, run=run_text(best), points=points, reason=reason
        )
    if verdict.beaten is not None:
        beaten = claims[verdict.beaten]
        text += translate("Wording", " (beat {who}'s {run})").format(
            who=player_label(match, beaten.seat), run=run_text(beaten)
        )
    return text + "."


def line_text(match: Match, round_input: RoundInput, result: RoundResult) -> str:
    """The line the callers needed, e.g. "Callers (Us) needed 72 card points, with their twenty"."""
    if result.callers is None:
        return ""
    from tarbish_score.model import other_team

    callers, opponents = result.callers, other_team(result.callers)
    extra_callers, extra_opponents = result.extras[callers], result.extras[opponents]
    text = translate("Wording", "Callers ({team}) needed {line} of {total} card points").format(
        team=match.teams[callers].name, line=result.line, total=round_input.total
    )
    if extra_callers:
        text += translate("Wording", ", with their {what}").format(what=_extras(result, callers))
    if extra_opponents:
        text += translate("Wording", ", against a {what} for {team}").format(
            team=match.teams[opponents].name, what=_extras(result, opponents)
        )
    if result.line > round_input.total:
        text += translate("Wording", " (could not be made)")
    return text


def _extras(result: RoundResult, team: int) -> str:
    parts = []
    if result.run_points[team]:
        parts.append(bonus_word("runs", result.run_points[team]))
    if result.bella_points[team]:
        parts.append(bonus_word("bella", result.bella_points[team]))
    if result.sweep_points[team]:
        parts.append(bonus_word("sweep", result.sweep_points[team]))
    return translate("Wording", " and ").join(parts)


def correction_end_text(ended: Match, rounds: int) -> str:
    """Why a correction cannot simply be saved: the match now ends before its last round.

    Args:
        ended: the corrected match cut at the round where it now ends (finished).
        rounds: how many rounds the match had before the correction.

    Returns:
        E.g. "With this correction Us win in round 3; rounds 4-5 would come after the end."
    """
    score = ended.score
    end = len(ended.rounds)
    if score.winner is not None:
        text = translate("Wording", "With this correction {team} win in round {n}").format(
            team=ended.teams[score.winner].name, n=end
        )
    else:
        text = translate("Wording", "With this correction the match ends drawn in round {n}").format(n=end)
    if rounds == end + 1:
        later = translate("Wording", "; round {a} would come after the end.").format(a=rounds)
    else:
        later = translate("Wording", "; rounds {a}-{b} would come after the end.").format(a=end + 1, b=rounds)
    return text + later

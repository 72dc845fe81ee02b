"""Every word the window says about the game, through Qt translation.

The engine raises errors with a ``code`` and ``params`` and an English
``str()``; this module turns codes, outcomes, deciding steps and rule switches
into translatable sentences. A code it does not know falls back to the
engine's English text, so a new engine error is never silent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from tarbish_score.model import (
        DecidingStep,
        Match,
        NoTrump,
        Outcome,
        RoundInput,
        RoundResult,
        RuleSet,
        RunClaim,
        Suit,
        TarbishError,
    )

__all__ = [
    "correction_end_text",
    "count_input_text",
    "error_text",
    "line_text",
    "outcome_text",
    "player_label",
    "preset_label",
    "rules_text",
    "run_text",
    "runs_summary",
    "step_text",
    "suit_name",
    "switch_sentence",
    "switch_title",
    "switch_value_text",
    "trump_text",
    "verdict_text",
    "warning_text",
]


def suit_name(suit: Suit | NoTrump) -> str:
    """The plain name of a suit, or "no trump"."""
    from tarbish_score.model import NoTrump, Suit

    names = {
        Suit.CLUBS: QCoreApplication.translate("Wording", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Wording", "diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Wording", "hearts"),
        Suit.SPADES: QCoreApplication.translate("Wording", "spades"),
        NoTrump.NONE: QCoreApplication.translate("Wording", "no trump"),
    }
    return names[suit]


def trump_text(trump: Suit | NoTrump | None) -> str:
    """The trump as shown in tables: symbol and name, "no trump", or a dash."""
    from tarbish_score.model import NoTrump

    if trump is None:
        return "–"
    if isinstance(trump, NoTrump):
        return suit_name(trump)
    return f"{trump.symbol} {suit_name(trump)}"


def outcome_text(outcome: Outcome) -> str:
    """The outcome as players say it: made, bait, half bait, thrown in."""
    from tarbish_score.model import Outcome

    names = {
        Outcome.MADE: QCoreApplication.translate("Wording", "made"),
        Outcome.BAIT: QCoreApplication.translate("Wording", "BAIT"),
        Outcome.HALF_BAIT: QCoreApplication.translate("Wording", "HALF BAIT"),
        Outcome.THROWN_IN: QCoreApplication.translate("Wording", "thrown in"),
    }
    return names[outcome]


def player_label(match: Match | None, seat: int) -> str:
    """The player's name, or "seat N" (1-based) when unknown."""
    name = match.player(seat) if match is not None else ""
    return name or QCoreApplication.translate("Wording", "seat {n}").format(n=seat + 1)


def run_text(claim: RunClaim) -> str:
    """A run as announced: "twenty", "fifty", "fifty (5 cards)", with top and suit if known."""
    if claim.length == 3:
        text = QCoreApplication.translate("Wording", "twenty")
    elif claim.length == 4:
        text = QCoreApplication.translate("Wording", "fifty")
    else:
        text = QCoreApplication.translate("Wording", "fifty ({n} cards)").format(n=claim.length)
    details = []
    if claim.top is not None:
        details.append(QCoreApplication.translate("Wording", "{top} high").format(top=claim.top.value))
    if claim.suit is not None:
        details.append(claim.suit.symbol)
    return f"{text} {' '.join(details)}".strip()


def runs_summary(match: Match, round_input: RoundInput, result: RoundResult | None) -> str:
    """Every run of a round, with who held it; runs that did not score are marked."""
    scoring = set(result.runs.scoring) if result is not None and result.runs is not None else set()
    parts = []
    for i, claim in enumerate(round_input.runs):
        mark = "" if i in scoring else QCoreApplication.translate("Wording", " (no score)")
        parts.append(f"{player_label(match, claim.seat)}: {run_text(claim)}{mark}")
    return "; ".join(parts)


def step_text(step: DecidingStep) -> str:
    """Why the winning run won, as a short reason (RULES.md section 4)."""
    from tarbish_score.model import DecidingStep

    reasons = {
        DecidingStep.NO_RUNS: QCoreApplication.translate("Wording", "no runs announced"),
        DecidingStep.UNCONTESTED: QCoreApplication.translate("Wording", "nobody else announced a run"),
        DecidingStep.LENGTH: QCoreApplication.translate("Wording", "a fifty beats any twenty"),
        DecidingStep.LONGER_FIFTY: QCoreApplication.translate("Wording", "between fifties the longer run wins"),
        DecidingStep.TOP_CARD: QCoreApplication.translate("Wording", "the higher top card wins"),
        DecidingStep.TRUMP: QCoreApplication.translate("Wording", "a trump run beats a plain run"),
        DecidingStep.EQUAL_RUNS: QCoreApplication.translate(
            "Wording", "identical runs on both teams: nobody scores runs"
        ),
        DecidingStep.ELDEST: QCoreApplication.translate(
            "Wording", "identical runs: the one nearer the eldest hand wins"
        ),
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
        return QCoreApplication.translate("Wording", "Runs: {reason}.").format(reason=reason)
    if verdict.winner_team is None or verdict.best is None:
        return QCoreApplication.translate("Wording", "Runs: {reason}.").format(reason=reason)
    best = claims[verdict.best]
    points = verdict.points[verdict.winner_team]
    scorers = sorted({claims[i].seat for i in verdict.scoring})
    if len(scorers) > 1:
        # Both partners' runs score (run_scorers = best-team): name both, and the team's total.
        text = QCoreApplication.translate(
            "Wording", "Runs: {a}'s and {b}'s runs score {points} for {team}: {reason}"
        ).format(
            a=player_label(match, scorers[0]),
            b=player_label(match, scorers[1]),
            points=points,
            team=match.teams[verdict.winner_team].name,
            reason=reason,
        )
    else:
        who = player_label(match, claims[verdict.best].seat)
        text = QCoreApplication.translate("Wording", "Runs: {who}'s {run} wins, {points} points: {reason}").format(
            who=who, run=run_text(best), points=points, reason=reason
        )
    if verdict.beaten is not None:
        beaten = claims[verdict.beaten]
        text += QCoreApplication.translate("Wording", " (beat {who}'s {run})").format(
            who=player_label(match, beaten.seat), run=run_text(beaten)
        )
    return text + "."


def line_text(match: Match, round_input: RoundInput, result: RoundResult) -> str:
    """The line the callers needed, e.g. "Callers (Us) needed 72 card points, with their twenty"."""
    if result.callers is None:
        return ""
    callers, opponents = result.callers, 1 - result.callers
    extra_callers = result.totals[callers] - result.card_points[callers]
    extra_opponents = result.totals[opponents] - result.card_points[opponents]
    text = QCoreApplication.translate("Wording", "Callers ({team}) needed {line} of {total} card points").format(
        team=match.teams[callers].name, line=result.line, total=round_input.total
    )
    if extra_callers:
        text += QCoreApplication.translate("Wording", ", with their {what}").format(what=_extras(result, callers))
    if extra_opponents:
        text += QCoreApplication.translate("Wording", ", against a {what} for {team}").format(
            team=match.teams[opponents].name, what=_extras(result, opponents)
        )
    if result.line > round_input.total:
        text += QCoreApplication.translate("Wording", " (could not be made)")
    return text


def _extras(result: RoundResult, team: int, *, article: bool = False) -> str:
    parts = []
    runs = result.run_points[team]
    if runs == 20:
        if article:
            parts.append(QCoreApplication.translate("Wording", "a twenty"))
        else:
            parts.append(QCoreApplication.translate("Wording", "twenty"))
    elif runs == 50:
        if article:
            parts.append(QCoreApplication.translate("Wording", "a fifty"))
        else:
            parts.append(QCoreApplication.translate("Wording", "fifty"))
    elif runs:
        parts.append(QCoreApplication.translate("Wording", "{n} in runs").format(n=runs))
    if result.bella_points[team]:
        parts.append(QCoreApplication.translate("Wording", "bella"))
    if result.sweep_points[team]:
        parts.append(QCoreApplication.translate("Wording", "sweep bonus"))
    return QCoreApplication.translate("Wording", " and ").join(parts)


# --- engine errors -----------------------------------------------------------------


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
        claim = self.runs[index]
        return QCoreApplication.translate("Wording", "{player}'s {run}").format(
            player=self.player(claim.seat), run=run_text(claim)
        )


def _seat_error(error: TarbishError, namer: _Namer) -> str:
    if error.field == "caller":
        return QCoreApplication.translate("Wording", "Pick the caller: press 1-4.")
    if error.field == "bella":
        return QCoreApplication.translate("Wording", "Bella must be held by one of the four players.")
    return QCoreApplication.translate("Wording", "A run must belong to one of the four players.")


def _missing(error: TarbishError, namer: _Namer) -> str:
    from tarbish_score.model import MissingRunDetailError

    assert isinstance(error, MissingRunDetailError)
    if error.missing == "trump":
        return QCoreApplication.translate("Wording", "Pick the trump suit: it decides between the runs.")
    assert error.claim is not None
    if error.missing == "top":
        return QCoreApplication.translate(
            "Wording", "Two players' runs must be compared: add the top card of {run}."
        ).format(run=namer.run(error.claim))
    return QCoreApplication.translate("Wording", "Two players' runs must be compared: add the suit of {run}.").format(
        run=namer.run(error.claim)
    )


def _overlap(error: TarbishError, namer: _Namer) -> str:
    first, second = (namer.run(i) for i in _p(error)["claims"][:2])
    card = _p(error)["card"]
    if card is None:
        # Two runs of one suit that need more than its nine cards: no single card to name.
        return QCoreApplication.translate(
            "Wording", "{first} and {second} need more cards of one suit than the suit has."
        ).format(first=first, second=second)
    return QCoreApplication.translate(
        "Wording", "{first} and {second} both use the {card}: one card cannot be in two runs."
    ).format(first=first, second=second, card=str(card))


_ErrorFactory = Callable[["TarbishError", "_Namer"], str]


def _p(error: TarbishError) -> dict[str, Any]:
    return error.params


_ERRORS: dict[str, _ErrorFactory] = {
    "seat": _seat_error,
    "no_trump_off": lambda e, n: QCoreApplication.translate(
        "Wording", "No-trump rounds are off under these rules: pick a suit."
    ),
    "card_points_type": lambda e, n: QCoreApplication.translate("Wording", "Type the card points as a whole number."),
    "card_points_range": lambda e, n: QCoreApplication.translate(
        "Wording", "A team's count must be between 0 and {total}."
    ).format(total=_p(e)["total"]),
    "card_points_sum": lambda e, n: QCoreApplication.translate(
        "Wording", "The two teams' counts must add up to {total}."
    ).format(total=_p(e)["total"]),
    "sweep_points": lambda e, n: QCoreApplication.translate(
        "Wording", "A sweep means one team took all {total} card points."
    ).format(total=_p(e)["total"]),
    "thrown_in_forced": lambda e, n: QCoreApplication.translate(
        "Wording", "Thrown in is off: the dealer must call (house rule)."
    ),
    "bella_no_trump": lambda e, n: QCoreApplication.translate("Wording", "There is no bella in a no-trump round."),
    "bella_in_run": lambda e, n: QCoreApplication.translate(
        "Wording", "Bella needs the K and Q of trump, but {run} holds the {rank}."
    ).format(run=n.run(_p(e)["claim"]), rank=_p(e)["rank"].value),
    "length": lambda e, n: QCoreApplication.translate("Wording", "A run has 3 to 9 cards."),
    "top_too_low": lambda e, n: QCoreApplication.translate(
        "Wording", "A {length}-card run cannot top at {top}: its lowest possible top is {lowest}."
    ).format(length=_p(e)["length"], top=_p(e)["top"].value, lowest=_p(e)["lowest"].value),
    "too_many_cards": lambda e, n: QCoreApplication.translate(
        "Wording", "{player} claims {cards} cards in runs, but a hand has only 9."
    ).format(player=n.player(_p(e)["seat"]), cards=_p(e)["cards"]),
    "overlap": lambda e, n: _overlap(e, n),
    "joined": lambda e, n: QCoreApplication.translate(
        "Wording", "{player}'s runs join into one run of {length} cards: record it as one run."
    ).format(player=n.player(_p(e)["seat"]), length=_p(e)["length"]),
    "missing_top": _missing,
    "missing_suit": _missing,
    "missing_trump": _missing,
    "forced_off": lambda e, n: QCoreApplication.translate(
        "Wording", "This round was recorded as a forced call, but nobody is forced to call under these rules."
    ),
    "forced_not_dealer": lambda e, n: QCoreApplication.translate(
        "Wording", "This round was recorded as the dealer's forced call: the caller must be the dealer, {dealer}."
    ).format(dealer=n.player(_p(e)["dealer"])),
    "match_over": lambda e, n: QCoreApplication.translate(
        "Wording", "The match is over: start a rematch (Ctrl+Shift+R) to play on."
    ),
}


def count_input_text(text: str) -> str:
    """What to fix when the count holds something other than digits, e.g. "-5"."""
    stray = "".join(dict.fromkeys(c for c in text if not (c.isascii() and c.isdigit())))
    return QCoreApplication.translate("Wording", "Card points are digits only (0-9): remove “{chars}”.").format(
        chars=stray
    )


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
        text = QCoreApplication.translate("Wording", "With this correction {team} win in round {n}").format(
            team=ended.teams[score.winner].name, n=end
        )
    else:
        text = QCoreApplication.translate("Wording", "With this correction the match ends drawn in round {n}").format(
            n=end
        )
    if rounds == end + 1:
        later = QCoreApplication.translate("Wording", "; round {a} would come after the end.").format(a=rounds)
    else:
        later = QCoreApplication.translate("Wording", "; rounds {a}-{b} would come after the end.").format(
            a=end + 1, b=rounds
        )
    return text + later


# --- rule switches -----------------------------------------------------------------


def preset_label(name: str) -> str:
    """A preset's name as shown in the window."""
    labels = {
        "standard": QCoreApplication.translate("Wording", "Standard"),
        "whole-bait house": QCoreApplication.translate("Wording", "Whole-bait house"),
        "short game": QCoreApplication.translate("Wording", "Short game (300)"),
        "easy-going house": QCoreApplication.translate("Wording", "Easy-going house"),
    }
    return labels.get(name, name)


def rules_text(rules: RuleSet) -> str:
    """The rule set in a few words: its preset and the switches changed from it.

    Example: "Standard, with Who scores runs: both partners" (RULES.md section 9;
    the record keeps the preset and the changed keys the same way).
    """
    changed = {k: v for k, v in rules.to_mapping().items() if k != "preset"}
    name = preset_label(rules.preset)
    if not changed:
        return name
    parts = [
        QCoreApplication.translate("Wording", "{title}: {value}").format(
            title=switch_title(key), value=switch_value_text(key, value)
        )
        for key, value in changed.items()
    ]
    return QCoreApplication.translate("Wording", "{preset}, with {changes}").format(
        preset=name, changes="; ".join(parts)
    )


def switch_title(key: str) -> str:
    """A switch's short title."""
    titles = {
        "target": QCoreApplication.translate("Wording", "Target"),
        "reach": QCoreApplication.translate("Wording", "Landing on the target"),
        "forced_dealer": QCoreApplication.translate("Wording", "Forced dealer"),
        "equal_totals": QCoreApplication.translate("Wording", "Equal totals"),
        "bait_transfer": QCoreApplication.translate("Wording", "Bait takes"),
        "bella_on_bait": QCoreApplication.translate("Wording", "Bella on bait"),
        "run_scorers": QCoreApplication.translate("Wording", "Who scores runs"),
        "long_runs": QCoreApplication.translate("Wording", "Long runs"),
        "run_order": QCoreApplication.translate("Wording", "Run order"),
        "fifty_order": QCoreApplication.translate("Wording", "Between two fifties"),
        "equal_runs": QCoreApplication.translate("Wording", "Identical runs"),
        "no_trump": QCoreApplication.translate("Wording", "No-trump rounds"),
        "both_reach": QCoreApplication.translate("Wording", "Both reach the target"),
        "final_tie": QCoreApplication.translate("Wording", "Tie at the end"),
        "sweep_bonus": QCoreApplication.translate("Wording", "Sweep bonus"),
    }
    return titles.get(key, key)


def switch_sentence(key: str) -> str:
    """One plain sentence saying what a switch does."""
    sentences = {
        "target": QCoreApplication.translate("Wording", "The points a team needs to win the match."),
        "reach": QCoreApplication.translate(
            "Wording", "Whether landing exactly on the target wins, or a team must go past it."
        ),
        "forced_dealer": QCoreApplication.translate(
            "Wording", "If everyone passes, the dealer must name trump; if off, the cards are thrown in."
        ),
        "equal_totals": QCoreApplication.translate(
            "Wording",
            "When callers and opponents tie, the opponents keep their own points (half bait) or take all (whole bait).",
        ),
        "bait_transfer": QCoreApplication.translate(
            "Wording", "When the callers go bait, the opponents take everything, or only the cards and their own runs."
        ),
        "bella_on_bait": QCoreApplication.translate(
            "Wording", "When the callers go bait, their bella goes to the opponents or stays with them."
        ),
        "run_scorers": QCoreApplication.translate(
            "Wording", "Only the player with the best run scores runs, or both partners of that team do."
        ),
        "long_runs": QCoreApplication.translate(
            "Wording", "A run of 5 or more cards counts 50, or is split into fifties and a twenty (7 cards = 70)."
        ),
        "run_order": QCoreApplication.translate(
            "Wording", "Runs of the same length: compare the top card before trump, or trump before the top card."
        ),
        "fifty_order": QCoreApplication.translate(
            "Wording", "Between two fifties the higher top card wins, or the longer run wins first."
        ),
        "equal_runs": QCoreApplication.translate(
            "Wording", "Identical plain runs on both teams: nobody scores runs, or the one nearer the eldest hand."
        ),
        "no_trump": QCoreApplication.translate(
            "Wording", "Allows rounds with no trump suit: 130 card points and no bella."
        ),
        "both_reach": QCoreApplication.translate(
            "Wording",
            "Both teams reach the target in one round: the higher total wins, or the callers if they made it.",
        ),
        "final_tie": QCoreApplication.translate(
            "Wording", "Equal totals at or above the target: play another round, or the match is a draw."
        ),
        "sweep_bonus": QCoreApplication.translate(
            "Wording", "Extra points for a team that takes all nine tricks (0 means no bonus)."
        ),
    }
    return sentences.get(key, key)


def switch_value_text(key: str, value: object) -> str:
    """A switch value as shown in a choice list or the rules page."""
    values: dict[tuple[str, object], str] = {
        ("reach", "at-least"): QCoreApplication.translate("Wording", "exactly the target wins"),
        ("reach", "more-than"): QCoreApplication.translate("Wording", "must go past the target"),
        ("forced_dealer", True): QCoreApplication.translate("Wording", "the dealer must call"),
        ("forced_dealer", False): QCoreApplication.translate("Wording", "all pass: thrown in"),
        ("equal_totals", "half-bait"): QCoreApplication.translate("Wording", "half bait"),
        ("equal_totals", "whole-bait"): QCoreApplication.translate("Wording", "whole bait"),
        ("bait_transfer", "everything"): QCoreApplication.translate("Wording", "everything on the table"),
        ("bait_transfer", "cards-only"): QCoreApplication.translate("Wording", "cards and their own runs only"),
        ("bella_on_bait", "transferred"): QCoreApplication.translate("Wording", "goes to the opponents"),
        ("bella_on_bait", "kept"): QCoreApplication.translate("Wording", "stays with the callers"),
        ("run_scorers", "best-player"): QCoreApplication.translate("Wording", "best player only"),
        ("run_scorers", "best-team"): QCoreApplication.translate("Wording", "both partners"),
        ("long_runs", "fifty"): QCoreApplication.translate("Wording", "always 50"),
        ("long_runs", "split"): QCoreApplication.translate("Wording", "split (7 = 70, 8 = 100)"),
        ("run_order", "length-top-trump"): QCoreApplication.translate("Wording", "top card, then trump"),
        ("run_order", "length-trump-top"): QCoreApplication.translate("Wording", "trump, then top card"),
        ("fifty_order", "top-card"): QCoreApplication.translate("Wording", "higher top card"),
        ("fifty_order", "longer-first"): QCoreApplication.translate("Wording", "longer run first"),
        ("equal_runs", "nobody"): QCoreApplication.translate("Wording", "nobody scores"),
        ("equal_runs", "eldest"): QCoreApplication.translate("Wording", "nearer the eldest hand"),
        ("no_trump", False): QCoreApplication.translate("Wording", "not allowed"),
        ("no_trump", True): QCoreApplication.translate("Wording", "allowed"),
        ("both_reach", "higher"): QCoreApplication.translate("Wording", "higher total wins"),
        ("both_reach", "callers"): QCoreApplication.translate("Wording", "the callers win"),
        ("final_tie", "play-on"): QCoreApplication.translate("Wording", "play on"),
        ("final_tie", "draw"): QCoreApplication.translate("Wording", "a draw"),
    }
    text = values.get((key, value))
    if text is not None:
        return text
    return str(value)


def warning_text(code: str, limit: int = 282) -> str:
    """An engine warning (suspicious but allowed entry) as a sentence.

    Args:
        code: the warning's code.
        limit: for ``high_total``, the highest round total under the match's
            rules (``high_round_total``; 282 under the defaults).
    """
    warnings = {
        "high_total": QCoreApplication.translate(
            "Wording", "A team scores more than {limit} this round: check the count and the runs."
        ).format(limit=limit),
    }
    return warnings.get(code, code)

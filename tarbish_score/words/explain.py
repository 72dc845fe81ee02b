"""Why a round scored as it did, in the players' words: bait, half bait and runs.

Every sentence here is built from the engine's decision data (``RoundResult``,
``RunVerdict``, ``LineFactor``, ``Alternative``, ``RunClaimError``) and worded
through :func:`translate`; widgets only show them. docs/rules.md sections 4 and 6.
Imported when a match is scored or a checker opens, never before the first paint.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tarbish_score.model import DecidingStep, Outcome, Rank, RunClaim, RunVerdict, Suit, other_team
from tarbish_score.model.checker import Alternative, LineFactor, line_factors
from tarbish_score.words.errors import error_text, pick_trump_text
from tarbish_score.words.game import bonus_word, player_label, player_run, suit_name
from tarbish_score.words.rules import switch_title, switch_value_text
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import Match, MissingRunDetailError, RoundResult, RuleSet, RunClaimError

__all__ = [
    "Names",
    "alternative_text",
    "and_list",
    "bait_reason",
    "bait_short",
    "claim_problem_text",
    "discarded_text",
    "missing_detail_text",
    "run_status",
    "step_reason",
    "top_text",
    "verdict_headline",
    "verdict_sentence",
]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class Names:
    """Player and team names of a match, or "seat N" / "team N" without one."""

    def __init__(self, match: Match | None) -> None:
        self.match = match

    def player(self, seat: int) -> str:
        """The player's name, or "seat N"."""
        return player_label(self.match, seat)

    def team(self, team: int) -> str:
        """The team's name, or "team N"."""
        if self.match is not None and self.match.teams[team].name:
            return self.match.teams[team].name
        return translate("Explain", "team {n}").format(n=team + 1)

    def run(self, claim: RunClaim) -> str:
        """ "Ann's fifty K high ♠"."""
        return player_run(self.match, claim)


# --- bait and half bait ---------------------------------------------------------------


def and_list(items: Iterable[str]) -> str:
    """ "a", "a and b", "a, b and c", joined the way the user's language joins a list."""
    text = ""
    shown = list(items)
    for index, item in enumerate(shown):
        if index == 0:
            text = item
        elif index == len(shown) - 1:
            text = translate("Explain", "{list} and {item}").format(list=text, item=item)
        else:
            text = translate("Explain", "{list}, {item}").format(list=text, item=item)
    return text


def _factor_word(factor: LineFactor) -> str:
    return bonus_word(factor.kind, factor.points)


def _factors_phrase(factors: Sequence[LineFactor], team: int, *, callers: bool) -> str:
    words = [_factor_word(f) for f in factors if f.team == team]
    if not words:
        return ""
    joined = and_list(words)
    return (
        translate("Explain", "their {what}").format(what=joined)
        if callers
        else translate("Explain", "the opponents' {what}").format(what=joined)
    )


def bait_reason(result: RoundResult, rules: RuleSet | None = None) -> str:
    """Why a round was bait or half bait, e.g.

    "Callers 90 against 122: bait — the opponents' fifty raised the line to 107."

    Args:
        result: the engine's result for the round.
        rules: the match's rules; when a house rule changed what bait takes
            (``bait_transfer = cards-only``, ``bella_on_bait = kept``), a
            second sentence says so.

    Returns:
        One or two sentences, or "" for a made or thrown-in round (docs/rules.md
        sections 6 and 9).
    """
    text = _bait_reason(result)
    if text and rules is not None:
        house = _house_rule_note(result, rules)
        if house:
            text += " " + house
    return text


def _house_rule_note(result: RoundResult, rules: RuleSet) -> str:
    """What the bait house rules did to this round's points, or ""."""
    assert result.callers is not None
    callers, opponents = result.callers, other_team(result.callers)
    kept = result.bella_kept
    if result.outcome is Outcome.BAIT and rules.bait_transfer == "cards-only":
        total = sum(result.card_points)
        theirs = [_factor_word(f) for f in line_factors(result) if f.team == opponents]
        text = translate("Explain", "Under your house rule the opponents take the {total} card points").format(
            total=total
        )
        if theirs:
            text += translate("Explain", " plus their own {what}").format(what=and_list(theirs))
        if result.bella_points[callers] and not kept:
            text += translate("Explain", " and the callers' bella")
        if result.points[opponents] != total:
            text += translate("Explain", ", {points} in all").format(points=result.points[opponents])
        lost = [f for f in line_factors(result) if f.team == callers and f.kind in ("runs", "sweep")]
        if lost:
            text += translate("Explain", "; the callers' {what} is lost").format(
                what=and_list(_factor_word(f) for f in lost)
            )
        if kept:
            text += translate("Explain", "; the callers keep their bella")
        return text + "."
    if kept:
        return translate("Explain", "Under your house rule the callers keep their bella ({points}).").format(
            points=result.bella_points[callers]
        )
    return ""


def bait_short(result: RoundResult) -> str:
    """A few words for the history: why a round was bait, e.g. "the opponents' fifty raised the line to 107".

    Returns:
        "" for a made or thrown-in round (docs/rules.md section 6).
    """
    if result.callers is None or result.outcome is Outcome.MADE or result.outcome is Outcome.THROWN_IN:
        return ""
    if result.outcome is Outcome.HALF_BAIT:
        return translate("Explain", "equal totals: half bait")
    if result.equal_totals:
        return translate("Explain", "equal totals: whole bait")
    callers = result.callers
    factors = line_factors(result)
    own = _factors_phrase(factors, callers, callers=True)
    theirs = _factors_phrase(factors, other_team(callers), callers=False)
    took = result.card_points[callers]
    if theirs and not own:
        return translate("Explain", "{theirs} raised the line to {line}").format(theirs=theirs, line=result.line)
    if own or theirs:
        return translate("Explain", "needed {line} with {what}, took {took}").format(
            line=result.line, what=and_list(p for p in (own, theirs) if p), took=took
        )
    return translate("Explain", "needed {line}, took {took}").format(line=result.line, took=took)


def _bait_reason(result: RoundResult) -> str:
    if result.callers is None or result.outcome is Outcome.MADE or result.outcome is Outcome.THROWN_IN:
        return ""
    callers, opponents = result.callers, other_team(result.callers)
    c, o = result.round_totals[callers], result.round_totals[opponents]
    total = sum(result.card_points)
    if result.outcome is Outcome.HALF_BAIT:
        return translate(
            "Explain", "Callers {c} against {o}: half bait — equal totals, so the callers score nothing"
        ).format(c=c, o=o) + translate("Explain", " and the opponents keep their own {o}.").format(o=o)
    if result.equal_totals:
        return translate(
            "Explain", "Callers {c} against {o}: bait — equal totals count as whole bait under the house rules."
        ).format(c=c, o=o)
    head = translate("Explain", "Callers {c} against {o}: bait").format(c=c, o=o)
    factors = line_factors(result)
    own = _factors_phrase(factors, callers, callers=True)
    theirs = _factors_phrase(factors, opponents, callers=False)
    if own and theirs:
        why = translate("Explain", "{own} and {theirs} put the line at {line}").format(
            own=own, theirs=theirs, line=result.line
        )
    elif theirs:
        why = translate("Explain", "{theirs} raised the line to {line}").format(theirs=theirs, line=result.line)
    elif own:
        why = translate("Explain", "{own} lowered the line to {line}").format(own=own, line=result.line)
    else:
        why = translate("Explain", "they needed {line} of {total} card points").format(line=result.line, total=total)
    text = f"{head} — {why}"
    if own:
        text += translate("Explain", ", and they took {cards}").format(cards=result.card_points[callers])
    if result.line > total:
        text += translate("Explain", " (out of reach: the round has only {total})").format(total=total)
    return text + "."


# --- runs ------------------------------------------------------------------------------


def top_text(rank: Rank) -> str:
    """ "ace-high", "king-high", ... (lower case; capitalise at a sentence start)."""
    words = {
        Rank.ACE: translate("Explain", "ace-high"),
        Rank.KING: translate("Explain", "king-high"),
        Rank.QUEEN: translate("Explain", "queen-high"),
        Rank.JACK: translate("Explain", "jack-high"),
        Rank.TEN: translate("Explain", "ten-high"),
        Rank.NINE: translate("Explain", "nine-high"),
        Rank.EIGHT: translate("Explain", "eight-high"),
        Rank.SEVEN: translate("Explain", "seven-high"),
        Rank.SIX: translate("Explain", "six-high"),
    }
    return words[rank]


def _kind_plural(claim: RunClaim) -> str:
    return translate("Explain", "fifties") if claim.is_fifty else translate("Explain", "twenties")


def verdict_headline(verdict: RunVerdict, names: Names, claims: Sequence[RunClaim] = ()) -> str:
    """Who scores runs and how much, e.g. "Ann (Us) scores 50 for runs.".

    Args:
        verdict: the engine's run verdict.
        names: player and team names.
        claims: the claims it was decided on; when runs of both partners score
            (``run_scorers = best-team``), the team is named, not one player.
    """
    if verdict.winner_team is None:
        return translate("Explain", "Nobody scores runs this round.")
    points = verdict.points[verdict.winner_team]
    scorers = {claims[i].seat for i in verdict.scoring} if claims else set()
    if verdict.winner_seat is not None and len(scorers) <= 1:
        return translate("Explain", "{player} ({team}) scores {points} for runs.").format(
            player=names.player(verdict.winner_seat), team=names.team(verdict.winner_team), points=points
        )
    return translate("Explain", "{team} score {points} for runs: both partners' runs count.").format(
        team=names.team(verdict.winner_team), points=points
    )


def step_reason(
    claims: Sequence[RunClaim],
    verdict: RunVerdict,
    rules: RuleSet,
    trump: Suit | None,
    names: Names,
) -> str:
    """The step of run precedence that decided, worded for players (docs/rules.md section 4).

    Example: "Both are fifties. Ace-high beats king-high."
    """
    step = verdict.step
    if step is DecidingStep.NO_RUNS:
        if verdict.discarded:
            return translate("Explain", "No run was announced during the first trick.")
        return translate("Explain", "Nobody claims a run.")
    assert verdict.best is not None
    best = claims[verdict.best]
    if step is DecidingStep.UNCONTESTED:
        return _uncontested_reason(claims, verdict, rules, names)
    assert verdict.beaten is not None
    beaten = claims[verdict.beaten]
    if step is DecidingStep.LENGTH:
        return translate("Explain", "A fifty beats any twenty: {best} beats {beaten}.").format(
            best=names.run(best), beaten=names.run(beaten)
        )
    if step is DecidingStep.LONGER_FIFTY:
        return translate(
            "Explain", "Both are fifties. Under the house rules the longer run wins first: {n} cards beat {m}."
        ).format(n=best.length, m=beaten.length)
    assert best.suit is not None or step is DecidingStep.TOP_CARD
    if step is DecidingStep.TOP_CARD:
        assert best.top is not None and beaten.top is not None
        both = translate("Explain", "Both are {kinds}.").format(kinds=_kind_plural(best))
        if rules.run_order == "length-trump-top":
            both = (
                translate("Explain", "Both are {kinds} in trump.")
                if best.suit is trump
                else translate("Explain", "Both are {kinds}, neither in trump.")
            ).format(kinds=_kind_plural(best))
        return (
            both
            + " "
            + _capital(translate("Explain", "{a} beats {b}.").format(a=top_text(best.top), b=top_text(beaten.top)))
        )
    if step is DecidingStep.TRUMP:
        assert best.suit is not None
        trump_name = f"{best.suit.symbol} {suit_name(best.suit)}"
        if best.top is None or beaten.top is None:
            # Trump first (house rule): the top cards were not needed.
            return translate(
                "Explain", "Both are {kinds}. Under the house rules trump comes first: the run in trump ({trump}) wins."
            ).format(kinds=_kind_plural(best), trump=trump_name)
        if rules.run_order == "length-trump-top" and beaten.top.index < best.top.index:
            return translate(
                "Explain",
                "Both are {kinds}. Under the house rules trump comes before the top card: "
                "the run in trump ({trump}) beats the {top} plain run.",
            ).format(kinds=_kind_plural(best), trump=trump_name, top=top_text(beaten.top))
        return translate("Explain", "Both are {top} {kinds}. A run in trump ({trump}) beats a plain run.").format(
            top=top_text(best.top), kinds=_kind_plural(best), trump=trump_name
        )
    assert best.top is not None
    same = translate("Explain", "Both are {top} {kinds} in plain suits").format(
        top=top_text(best.top), kinds=_kind_plural(best)
    )
    if step is DecidingStep.EQUAL_RUNS:
        return same + translate("Explain", ": identical runs on both teams, so nobody scores runs.")
    return same + translate("Explain", ": under the house rules {player}, nearer the eldest hand, wins.").format(
        player=names.player(best.seat)
    )


def _uncontested_reason(claims: Sequence[RunClaim], verdict: RunVerdict, rules: RuleSet, names: Names) -> str:
    """Why nobody beat the winner: nobody else claims, the others were late, or partners tied."""
    assert verdict.best is not None and verdict.winner_team is not None
    best = claims[verdict.best]
    by_team = rules.run_scorers == "best-team"

    def same_holder(claim: RunClaim) -> bool:
        return claim.team == best.team if by_team else claim.seat == best.seat

    late = [claims[i] for i in verdict.discarded if not same_holder(claims[i])]
    # Under best-player, a partner's run that neither scores nor was late tied with the winner's.
    tied = [
        claims[i]
        for i in range(len(claims))
        if i not in verdict.scoring
        and i not in verdict.discarded
        and claims[i].team == best.team
        and claims[i].is_fifty == best.is_fifty
    ]
    if tied and not by_team:
        text = translate(
            "Explain",
            "{best} and {partner} are equal, and partners do not both score: {player}, nearer the eldest hand, scores.",
        ).format(best=_capital(names.run(best)), partner=names.run(tied[0]), player=names.player(best.seat))
    elif by_team:
        text = (
            translate("Explain", "Only {team} claim runs that count.")
            if late
            else translate("Explain", "Only {team} claim runs.")
        )
        text = text.format(team=names.team(best.team))
    else:
        text = (
            translate("Explain", "Nobody else claims a run that counts.")
            if late
            else translate("Explain", "Nobody else claims a run.")
        )
    if not late:
        return text
    runs = and_list(names.run(c) for c in late)
    head = (
        translate("Explain", "{runs} does not count: it was not announced in time;")
        if len(late) == 1
        else translate("Explain", "{runs} do not count: they were not announced in time;")
    ).format(runs=_capital(runs))
    return f"{head} {text[:1].lower()}{text[1:]}"


def missing_detail_text(error: MissingRunDetailError, claims: Sequence[RunClaim], names: Names) -> str:
    """What to add so the runs can be decided, e.g. "To decide, add the top card of Ann's twenty."."""
    if error.claim is None:
        return pick_trump_text()
    run = names.run(claims[error.claim])
    if error.missing == "top":
        return translate("Explain", "To decide, add the top card of {run}.").format(run=run)
    return translate("Explain", "To decide, add the suit of {run}.").format(run=run)


def verdict_sentence(
    claims: Sequence[RunClaim],
    verdict: RunVerdict,
    rules: RuleSet,
    trump: Suit | None,
    names: Names,
) -> str:
    """Who scores and why, e.g. "Ann (Us) scores 50 for runs. Both are fifties. Ace-high beats king-high."."""
    return f"{verdict_headline(verdict, names, claims)} {step_reason(claims, verdict, rules, trump, names)}"


def discarded_text(claims: Sequence[RunClaim], verdict: RunVerdict, names: Names) -> list[str]:
    """One sentence per run that does not count because it was not announced in time."""
    return [
        translate("Explain", "{run} was not announced during the first trick: it does not count.").format(
            run=_capital(names.run(claims[i]))
        )
        for i in verdict.discarded
    ]


def alternative_text(alternative: Alternative, names: Names) -> str:
    """What the other position of a run switch would give, e.g.

    "Under “Run order: trump, then top card”, Bea (Them) would score 50 for runs.", or that the
    trump, not said yet, would decide under it.
    """
    rule = translate("Explain", "“{switch}: {value}”").format(
        switch=switch_title(alternative.key), value=switch_value_text(alternative.key, alternative.value)
    )
    verdict = alternative.verdict
    if verdict is None:
        return translate("Explain", "Under {rule}, the trump would decide: pick the trump suit.").format(rule=rule)
    if verdict.winner_team is None:
        return translate("Explain", "Under {rule}, nobody would score runs.").format(rule=rule)
    points = verdict.points[verdict.winner_team]
    if verdict.winner_seat is not None:
        who = translate("Explain", "{player} ({team})").format(
            player=names.player(verdict.winner_seat), team=names.team(verdict.winner_team)
        )
    else:
        who = names.team(verdict.winner_team)
    return translate("Explain", "Under {rule}, {who} would score {points} for runs.").format(
        rule=rule, who=who, points=points
    )


def run_status(index: int, verdict: RunVerdict) -> str:
    """A run's part in the verdict: "scores", "beaten", "does not count", or ""."""
    if index in verdict.discarded:
        return translate("Explain", "does not count")
    if index in verdict.scoring:
        return translate("Explain", "scores")
    if verdict.step is DecidingStep.EQUAL_RUNS and index in (verdict.best, verdict.beaten):
        return translate("Explain", "tie: nobody scores")
    if verdict.winner_team is not None:
        return translate("Explain", "does not score")
    return ""


def claim_problem_text(error: RunClaimError, claims: Sequence[RunClaim], names: Names) -> str:
    """Why claims cannot all be true, naming the runs (docs/rules.md sections 4 and 8)."""
    params = error.params
    if error.code == "overlap":
        i, j = error.claims[0], error.claims[1]
        a, b = claims[i], claims[j]
        card = params.get("card")
        if card is None:
            assert a.suit is not None
            return translate("Explain", "{a} and {b} need {n} cards of {suit}, but a suit has only 9.").format(
                a=_capital(names.run(a)), b=names.run(b), n=a.length + b.length, suit=suit_name(a.suit)
            )
        if a.seat != b.seat:
            return translate(
                "Explain", "{a} and {b} both hold the {card}: the same card cannot be in two hands."
            ).format(a=_capital(names.run(a)), b=names.run(b), card=str(card))
        return translate("Explain", "{a} and {b} both use the {card}: one card cannot be in two runs.").format(
            a=_capital(names.run(a)), b=names.run(b), card=str(card)
        )
    if error.code == "top_too_low":
        claim = claims[error.claims[0]]
        return translate(
            "Explain", "{run}: a {length}-card run cannot top at {top}; the lowest it can top at is {lowest}."
        ).format(
            run=_capital(names.run(claim)),
            length=params["length"],
            top=params["top"].value,
            lowest=params["lowest"].value,
        )
    if error.code == "joined":
        return translate(
            "Explain", "{player}'s runs join into one run of {length} cards: that is one run, not two."
        ).format(player=names.player(params["seat"]), length=params["length"])
    return error_text(error, names.match, claims)

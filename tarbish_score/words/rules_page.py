"""The rules page in words: one sentence for each claim the engine makes about the rules in force.

``model.rule_book`` decides which claims hold under a rule set (docs/rules.md sections 4-9) and
the numbers they quote; this module only words them, and the help window lays them out. Each
sentence keeps the claim it words, so a test can check the page against the engine.
Imported when the help is first opened.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tarbish_score.words.rules import preset_label, switch_sentence, switch_title, switch_value_text
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import DecidingStep, RuleSet
    from tarbish_score.model.rule_book import Claim, RuleBook

__all__ = ["RulesPage", "Sentence", "SwitchRow", "rules_page"]


@dataclass(frozen=True)
class Sentence:
    """One sentence of the page and the engine's claim it words (None for one that claims no rule)."""

    text: str
    claim: Claim | DecidingStep | None = None


@dataclass(frozen=True)
class SwitchRow:
    """One house rule: its title, its value in force, whether that differs from standard, what it does."""

    title: str
    value: str
    changed: bool
    meaning: str


@dataclass(frozen=True)
class RulesPage:
    """The rules page, section by section (docs/rules.md sections 4-9)."""

    title: str
    changed: str
    bait_title: str
    bait: tuple[Sentence, ...]
    runs_title: str
    runs_intro: Sentence
    precedence: tuple[Sentence, ...]
    runs: tuple[Sentence, ...]
    winning_title: str
    winning: tuple[Sentence, ...]
    switches_title: str
    switches: tuple[SwitchRow, ...]
    star_note: str
    sources: str

    def sentences(self) -> tuple[Sentence, ...]:
        """Every sentence that words a claim, in page order."""
        return (*self.bait, self.runs_intro, *self.precedence, *self.runs, *self.winning)


def _claim_text(claim: Claim, book: RuleBook) -> str:
    from tarbish_score.model.rule_book import Claim

    texts = {
        Claim.ROUND_TOTAL: lambda: translate(
            "Help",
            "Each team's round total is its card points (last trick included) plus the runs it was awarded "
            "plus bella. The callers must score more than the opponents.",
        ),
        Claim.SWEEP_BONUS: lambda: translate(
            "Help", "A team that takes all nine tricks adds {bonus} to its round total."
        ).format(bonus=book.sweep_bonus),
        Claim.LINE: lambda: translate(
            "Help",
            "With no runs and no bella that means {line} of the {total} card points. Runs and bella move the "
            "line: {own_twenty} with their own twenty, {against_fifty} against a fifty. The preview shows the "
            "line for every round.",
        ).format(
            line=book.line,
            total=book.total,
            own_twenty=book.line_own_twenty,
            against_fifty=book.line_against_fifty,
        ),
        Claim.BAIT_EVERYTHING: lambda: translate(
            "Help", "Fewer points: bait. The callers score 0; the opponents take everything on the table."
        ),
        Claim.BAIT_CARDS_ONLY: lambda: translate(
            "Help",
            "Fewer points: bait. The callers score 0; the opponents take the {total} card points, their own "
            "runs and bella, and the callers' bella (the callers' runs are lost).",
        ).format(total=book.total),
        Claim.HALF_BAIT: lambda: translate(
            "Help", "Equal totals: half bait. The callers score 0; the opponents keep their own points."
        ),
        Claim.WHOLE_BAIT: lambda: translate("Help", "Equal totals: whole bait, scored as a bait."),
        Claim.BELLA_KEPT: lambda: translate(
            "Help", "On a bait or half bait, the callers keep their own bella ({bella})."
        ).format(bella=book.bella),
        Claim.RUN_VALUES: lambda: translate(
            "Help",
            "A three-card run is a twenty, four or more a fifty. Only one side scores runs in a round; "
            "each player's best run is compared, step by step:",
        ),
        Claim.LONG_RUNS: lambda: translate(
            "Help", "Under your house rules a long run is cut into fifties and a twenty: {values}."
        ).format(
            values=", ".join(
                translate("Help", "{cards} cards {points}").format(cards=n, points=points)
                for n, points in book.long_runs
            )
        ),
        Claim.BEST_PLAYER: lambda: translate(
            "Help", "Only the player holding the best run scores runs: all of that player's runs."
        ),
        Claim.BEST_TEAM: lambda: translate("Help", "The team holding the best run scores the runs of both partners."),
        Claim.ANNOUNCED: lambda: translate("Help", "A run must be announced during the first trick."),
        Claim.REACH_AT_LEAST: lambda: translate("Help", "The first team to {target} points or more wins.").format(
            target=book.target
        ),
        Claim.REACH_MORE_THAN: lambda: translate("Help", "The first team to pass {target} points wins.").format(
            target=book.target
        ),
        Claim.BOTH_REACH_HIGHER: lambda: translate(
            "Help", "Both teams reach it in the same round: the higher total wins."
        ),
        Claim.BOTH_REACH_CALLERS: lambda: translate(
            "Help", "Both teams reach it in the same round: the callers win if they made it."
        ),
        Claim.TIE_PLAY_ON: lambda: translate("Help", "Equal totals at or above the target: play another round."),
        Claim.TIE_DRAW: lambda: translate("Help", "Equal totals at or above the target: the match is a draw."),
        Claim.NO_OUT_ON_BAIT: lambda: translate(
            "Help", "The callers cannot go out on a round they go bait on: they score 0."
        ),
        Claim.OUT_WITH_BELLA: lambda: translate(
            "Help", "The callers can go out on a round they go bait on: they keep their own bella ({bella})."
        ).format(bella=book.bella),
    }
    return texts[claim]()


def _step_text(step: DecidingStep) -> str:
    from tarbish_score.model import DecidingStep

    texts = {
        DecidingStep.LENGTH: lambda: translate("Help", "A fifty (four cards or more) beats any twenty."),
        DecidingStep.LONGER_FIFTY: lambda: translate("Help", "Between two fifties, the longer run wins."),
        DecidingStep.TOP_CARD: lambda: translate("Help", "The higher top card wins (A high, then K Q J 10 9 8)."),
        DecidingStep.TRUMP: lambda: translate("Help", "A run in trump beats a plain-suit run."),
        DecidingStep.EQUAL_RUNS: lambda: translate(
            "Help", "Identical plain runs on opposite teams: nobody scores runs this round."
        ),
        DecidingStep.ELDEST: lambda: translate(
            "Help", "Identical plain runs on opposite teams: the one nearer the eldest hand wins."
        ),
    }
    return texts[step]()


def _sentences(claims: tuple[Claim, ...], book: RuleBook) -> tuple[Sentence, ...]:
    return tuple(Sentence(_claim_text(claim, book), claim) for claim in claims)


def rules_page(rules: RuleSet) -> RulesPage:
    """The rules page for ``rules``: what bait needs, run precedence, winning, and every switch."""
    from tarbish_score.model import SWITCHES
    from tarbish_score.model.rule_book import rule_book

    book = rule_book(rules)
    changed = rules.differences()
    if changed:
        names = ", ".join(switch_title(k) for k in changed)
        changed_text = translate("Help", "Changed from the standard rules: {names}.").format(names=names)
    else:
        changed_text = translate("Help", "All standard rules.")
    switches = tuple(
        SwitchRow(
            switch_title(switch.key),
            str(value) if switch.is_integer else switch_value_text(switch.key, value),
            switch.key in changed,
            switch_sentence(switch.key),
        )
        for switch in SWITCHES
        for value in (getattr(rules, switch.key),)
    )
    runs = _sentences(book.runs, book)
    return RulesPage(
        title=translate("Help", "Rules in force: {preset}").format(preset=preset_label(rules.preset)),
        changed=changed_text,
        bait_title=translate("Help", "Did the callers make it? (bait)"),
        bait=_sentences(book.bait, book),
        runs_title=translate("Help", "Runs: which run wins"),
        runs_intro=runs[0],
        precedence=tuple(Sentence(_step_text(step), step) for step in book.precedence),
        runs=runs[1:],
        winning_title=translate("Help", "Winning the match"),
        winning=_sentences(book.winning, book),
        switches_title=translate("Help", "Every house rule"),
        switches=switches,
        star_note=translate("Help", "differs from the standard rules"),
        sources=translate(
            "Help",
            "Where these rules come from: public Tarabish rule texts (such as the Wikipedia article and Cape "
            "Breton newspaper pieces), the KenMacD/tarabish game server, and house rules seen at real tables. "
            "No rule here has a better source than those; where your table differs, change the house rules.",
        ),
    )

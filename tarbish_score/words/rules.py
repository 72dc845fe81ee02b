"""The rule switches and presets in words: titles, values, one sentence each (docs/rules.md section 9).

The window shows these through :func:`translate`; exports use
:func:`rules_words`, plain English that never changes with the language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import RuleSet

__all__ = ["preset_label", "rules_text", "rules_words", "switch_sentence", "switch_title", "switch_value_text"]


def preset_label(name: str) -> str:
    """A preset's name as shown in the window."""
    labels = {
        "standard": translate("Wording", "Standard"),
        "whole-bait house": translate("Wording", "Whole-bait house"),
        "short game": translate("Wording", "Short game (300)"),
        "easy-going house": translate("Wording", "Easy-going house"),
    }
    return labels.get(name, name)


def rules_text(rules: RuleSet) -> str:
    """The rule set in a few words: its preset and the switches changed from it.

    Example: "Standard, with Who scores runs: both partners" (docs/rules.md section 9;
    the record keeps the preset and the changed keys the same way).
    """
    changed = {k: v for k, v in rules.to_mapping().items() if k != "preset"}
    name = preset_label(rules.preset)
    if not changed:
        return name
    parts = [
        translate("Wording", "{title}: {value}").format(title=switch_title(key), value=switch_value_text(key, value))
        for key, value in changed.items()
    ]
    return translate("Wording", "{preset}, with {changes}").format(preset=name, changes="; ".join(parts))


def switch_title(key: str) -> str:
    """A switch's short title."""
    titles = {
        "target": translate("Wording", "Target"),
        "reach": translate("Wording", "Landing on the target"),
        "forced_dealer": translate("Wording", "Forced dealer"),
        "equal_totals": translate("Wording", "Equal totals"),
        "bait_transfer": translate("Wording", "Bait takes"),
        "bella_on_bait": translate("Wording", "Bella on bait"),
        "run_scorers": translate("Wording", "Who scores runs"),
        "long_runs": translate("Wording", "Long runs"),
        "run_order": translate("Wording", "Run order"),
        "fifty_order": translate("Wording", "Between two fifties"),
        "equal_runs": translate("Wording", "Identical runs"),
        "no_trump": translate("Wording", "No-trump rounds"),
        "both_reach": translate("Wording", "Both reach the target"),
        "final_tie": translate("Wording", "Tie at the end"),
        "sweep_bonus": translate("Wording", "Sweep bonus"),
    }
    return titles.get(key, key)


def switch_sentence(key: str) -> str:
    """One plain sentence saying what a switch does."""
    sentences = {
        "target": translate("Wording", "The points a team needs to win the match."),
        "reach": translate("Wording", "Whether landing exactly on the target wins, or a team must go past it."),
        "forced_dealer": translate(
            "Wording", "If everyone passes, the dealer must name trump; if off, the cards are thrown in."
        ),
        "equal_totals": translate(
            "Wording",
            "When callers and opponents tie, the opponents keep their own points (half bait) or take all (whole bait).",
        ),
        "bait_transfer": translate(
            "Wording", "When the callers go bait, the opponents take everything, or only the cards and their own runs."
        ),
        "bella_on_bait": translate(
            "Wording", "When the callers go bait, their bella goes to the opponents or stays with them."
        ),
        "run_scorers": translate(
            "Wording", "Only the player with the best run scores runs, or both partners of that team do."
        ),
        "long_runs": translate(
            "Wording", "A run of 5 or more cards counts 50, or is split into fifties and a twenty (7 cards = 70)."
        ),
        "run_order": translate(
            "Wording", "Runs of the same length: compare the top card before trump, or trump before the top card."
        ),
        "fifty_order": translate(
            "Wording", "Between two fifties the higher top card wins, or the longer run wins first."
        ),
        "equal_runs": translate(
            "Wording", "Identical plain runs on both teams: nobody scores runs, or the one nearer the eldest hand."
        ),
        "no_trump": translate("Wording", "Allows rounds with no trump suit: 130 card points and no bella."),
        "both_reach": translate(
            "Wording",
            "Both teams reach the target in one round: the higher total wins, or the callers if they made it.",
        ),
        "final_tie": translate(
            "Wording", "Equal totals at or above the target: play another round, or the match is a draw."
        ),
        "sweep_bonus": translate("Wording", "Extra points for a team that takes all nine tricks (0 means no bonus)."),
    }
    return sentences.get(key, key)


def switch_value_text(key: str, value: object) -> str:
    """A switch value as shown in a choice list or the rules page."""
    values: dict[tuple[str, object], str] = {
        ("reach", "at-least"): translate("Wording", "exactly the target wins"),
        ("reach", "more-than"): translate("Wording", "must go past the target"),
        ("forced_dealer", True): translate("Wording", "the dealer must call"),
        ("forced_dealer", False): translate("Wording", "all pass: thrown in"),
        ("equal_totals", "half-bait"): translate("Wording", "half bait"),
        ("equal_totals", "whole-bait"): translate("Wording", "whole bait"),
        ("bait_transfer", "everything"): translate("Wording", "everything on the table"),
        ("bait_transfer", "cards-only"): translate("Wording", "cards and their own runs only"),
        ("bella_on_bait", "transferred"): translate("Wording", "goes to the opponents"),
        ("bella_on_bait", "kept"): translate("Wording", "stays with the callers"),
        ("run_scorers", "best-player"): translate("Wording", "best player only"),
        ("run_scorers", "best-team"): translate("Wording", "both partners"),
        ("long_runs", "fifty"): translate("Wording", "always 50"),
        ("long_runs", "split"): translate("Wording", "split (7 = 70, 8 = 100)"),
        ("run_order", "length-top-trump"): translate("Wording", "top card, then trump"),
        ("run_order", "length-trump-top"): translate("Wording", "trump, then top card"),
        ("fifty_order", "top-card"): translate("Wording", "higher top card"),
        ("fifty_order", "longer-first"): translate("Wording", "longer run first"),
        ("equal_runs", "nobody"): translate("Wording", "nobody scores"),
        ("equal_runs", "eldest"): translate("Wording", "nearer the eldest hand"),
        ("no_trump", False): translate("Wording", "not allowed"),
        ("no_trump", True): translate("Wording", "allowed"),
        ("both_reach", "higher"): translate("Wording", "higher total wins"),
        ("both_reach", "callers"): translate("Wording", "the callers win"),
        ("final_tie", "play-on"): translate("Wording", "play on"),
        ("final_tie", "draw"): translate("Wording", "a draw"),
    }
    text = values.get((key, value))
    if text is not None:
        return text
    return str(value)


def rules_words(rules: RuleSet) -> str:
    """The rules for exports, in plain English: the preset, the target and every other changed switch.

    E.g. ``standard, first to 5000; forced dealer off; no trump on`` (the
    record's keys and values, so it reads the same in every language).
    """
    changed = {key: value for key, value in rules.to_mapping().items() if key not in ("preset", "target")}
    parts = [f"{rules.preset}, first to {rules.target}"]
    for key, value in changed.items():
        shown = "on" if value is True else "off" if value is False else str(value)
        parts.append(f"{key.replace('_', ' ')} {shown}")
    return "; ".join(parts)

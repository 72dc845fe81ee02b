"""What a correction changed, as players say it: "Us counted 50 → 60", "caller Ann → Bea", "bella Cal → nobody".

The engine says which inputs of a round differ (``model/changes.py``); the
corrections log, the history and the scoresheet name them with these
functions, in the user's language. The engine is imported only inside
functions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tarbish_score.words.game import player_label, player_run, trump_text
from tarbish_score.words.rules import preset_label, switch_title, switch_value_text
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import Match, RoundInput

__all__ = ["correction_text", "moved_rounds_text", "round_change_texts", "rules_change_texts"]


def round_change_texts(match: Match, before: RoundInput, after: RoundInput) -> list[str]:
    """Each input a correction changed, first recorded → now, in the order of the round's fields.

    Args:
        match: the match, for team and player names.
        before: the round as first recorded.
        after: the round as it is now.

    Returns:
        E.g. ``["caller Ann → Bea", "Us counted 50 → 60", "runs: + Bea's fifty"]``;
        empty when the two are the same round.
    """
    from tarbish_score.model.changes import RoundField, round_change

    change = round_change(before, after)
    texts: list[str] = []
    for name in change.fields:
        if name is RoundField.THROWN_IN:
            texts.append(
                translate("Wording", "thrown in → played")
                if before.thrown_in
                else translate("Wording", "played → thrown in")
            )
        elif name is RoundField.CALLER:
            texts.append(
                translate("Wording", "caller {before} → {after}").format(
                    before=_seat(match, before.caller), after=_seat(match, after.caller)
                )
            )
        elif name is RoundField.TRUMP:
            texts.append(
                translate("Wording", "trump {before} → {after}").format(
                    before=trump_text(before.trump), after=trump_text(after.trump)
                )
            )
        elif name is RoundField.CARD_POINTS:
            texts.append(_count_text(match, before, after))
        elif name is RoundField.RUNS:
            runs = [f"+ {player_run(match, claim)}" for claim in change.runs_added]
            runs += [f"− {player_run(match, claim)}" for claim in change.runs_removed]
            texts.append(translate("Wording", "runs: {changes}").format(changes=", ".join(runs)))
        elif name is RoundField.BELLA:
            texts.append(
                translate("Wording", "bella {before} → {after}").format(
                    before=_seat(match, before.bella), after=_seat(match, after.bella)
                )
            )
        elif name is RoundField.SWEEP:
            texts.append(
                translate("Wording", "sweep added") if after.sweep else translate("Wording", "sweep taken off")
            )
        elif name is RoundField.FORCED:
            texts.append(
                translate("Wording", "not forced → dealer forced to call")
                if after.forced
                else translate("Wording", "dealer forced to call → not forced")
            )
        else:
            texts.append(translate("Wording", "other details"))
    return texts


def _seat(match: Match, seat: int | None) -> str:
    return translate("Wording", "nobody") if seat is None else player_label(match, seat)


def _count_text(match: Match, before: RoundInput, after: RoundInput) -> str:
    """The count as the table typed it: the team whose count the correction was typed for (the
    callers', or their opponents' after ``/``), before → now; both teams' cards when the callers
    changed team and no team's count was typed both times."""
    team = after.counted_team
    if team is None or (team != before.counted_team and after.callers != before.callers):
        return translate("Wording", "cards {a} – {b} → {c} – {d}").format(
            a=before.card_points[0], b=before.card_points[1], c=after.card_points[0], d=after.card_points[1]
        )
    return translate("Wording", "{team} counted {before} → {after}").format(
        team=match.teams[team].name, before=before.card_points[team], after=after.card_points[team]
    )


def rules_change_texts(before: Mapping[str, Any] | None, after: Mapping[str, Any] | None) -> list[str]:
    """Each rule switch a change of rules set differently, e.g. ``["Target 500 → 300"]``.

    Args:
        before: the match record's ``rules`` object before the change (None: none known).
        after: the ``rules`` object after it.
    """
    old, new = dict(before or {}), dict(after or {})
    texts = []
    for key in [*old, *(k for k in new if k not in old)]:
        if old.get(key) != new.get(key):
            texts.append(
                translate("Wording", "{switch} {before} → {after}").format(
                    switch=switch_title(key) if key != "preset" else translate("Wording", "Preset"),
                    before=_switch_value(key, old.get(key)),
                    after=_switch_value(key, new.get(key)),
                )
            )
    return texts


def _switch_value(key: str, value: object) -> str:
    if value is None:
        return "–"
    if key == "preset":
        return preset_label(str(value))
    return switch_value_text(key, value)


def correction_text(
    kind: str, round_number: int | None, changes: Sequence[str] = (), *, recorded_as: int | None = None
) -> str:
    """One net correction in a line: "Round 5 corrected: Us counted 50 → 60", "Round 3 deleted".

    Args:
        kind: ``corrected``, ``deleted``, ``inserted`` or ``rules`` (``storage.corrections.CorrectionKind``).
        round_number: the round (1-based), None for the rules.
        changes: what changed (:func:`round_change_texts`, :func:`rules_change_texts`), or none.
        recorded_as: the number the round had when it was recorded, when another round
            deleted or put in before it moved it; None when it did not move.
    """
    if kind == "rules":
        head = translate("Wording", "Rules changed")
    elif kind == "deleted":
        head = translate("Wording", "Round {n} deleted").format(n=round_number)
    elif kind == "inserted":
        head = translate("Wording", "Forgotten round put in as round {n}").format(n=round_number)
    else:
        head = translate("Wording", "Round {n} corrected").format(n=round_number)
    if recorded_as is not None:
        head = translate("Wording", "{what} (recorded as round {n})").format(what=head, n=recorded_as)
    if not changes:
        return head
    return translate("Wording", "{what}: {changes}").format(what=head, changes="; ".join(changes))


def moved_rounds_text(kind: str) -> str:
    """What a deleted round or a forgotten round put in did to the later rounds; "" for other kinds."""
    if kind == "deleted":
        return translate("Wording", "taken out; the later rounds moved up one")
    if kind == "inserted":
        return translate("Wording", "put in; the later rounds moved down one")
    return ""

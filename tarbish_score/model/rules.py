"""The rule set: every house-rule switch of docs/rules.md section 9, and named presets."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from .errors import RulesError

__all__ = ["PRESETS", "PRESET_NAMES", "SWITCHES", "RuleSet", "Switch"]


@dataclass(frozen=True)
class Switch:
    """Description of one switch: its key, default and allowed values.

    Attributes:
        key: the match-record key.
        default: the standard value.
        choices: the allowed values for an enumerated switch, else empty.
        minimum: inclusive lower bound for an integer switch.
        maximum: inclusive upper bound for an integer switch.
    """

    key: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int = 0
    maximum: int = 0

    @property
    def is_integer(self) -> bool:
        """True for a numeric switch (``target``, ``sweep_bonus``)."""
        return not self.choices

    def check(self, value: object) -> None:
        """Check ``value`` for this switch.

        Raises:
            RulesError: wrong type or value not allowed.
        """
        if self.is_integer:
            if type(value) is not int:
                raise RulesError(
                    f"rule '{self.key}' must be a whole number, not {_json(value)}",
                    code="rule_type",
                    field=f"rules.{self.key}",
                    params={"key": self.key, "value": value},
                )
            if not self.minimum <= value <= self.maximum:
                raise RulesError(
                    f"rule '{self.key}' must be between {self.minimum} and {self.maximum}, not {value}",
                    code="rule_range",
                    field=f"rules.{self.key}",
                    params={"key": self.key, "value": value, "min": self.minimum, "max": self.maximum},
                )
        elif value not in self.choices or type(value) is not type(self.default):
            allowed = ", ".join(_json(c) for c in self.choices)
            raise RulesError(
                f"rule '{self.key}' cannot be {_json(value)}; use one of {allowed}",
                code="rule_value",
                field=f"rules.{self.key}",
                params={"key": self.key, "value": value, "choices": self.choices},
            )


def _json(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)


#: Every switch of docs/rules.md section 9, in the order of that table.
SWITCHES: Final[tuple[Switch, ...]] = (
    Switch("target", 500, minimum=100, maximum=5000),
    Switch("reach", "at-least", ("at-least", "more-than")),
    Switch("forced_dealer", True, (True, False)),
    Switch("equal_totals", "half-bait", ("half-bait", "whole-bait")),
    Switch("bait_transfer", "everything", ("everything", "cards-only")),
    Switch("bella_on_bait", "transferred", ("transferred", "kept")),
    Switch("run_scorers", "best-player", ("best-player", "best-team")),
    Switch("long_runs", "fifty", ("fifty", "split")),
    Switch("run_order", "length-top-trump", ("length-top-trump", "length-trump-top")),
    Switch("fifty_order", "top-card", ("top-card", "longer-first")),
    Switch("equal_runs", "nobody", ("nobody", "eldest")),
    Switch("no_trump", False, (False, True)),
    Switch("both_reach", "higher", ("higher", "callers")),
    Switch("final_tie", "play-on", ("play-on", "draw")),
    Switch("sweep_bonus", 0, minimum=0, maximum=500),
)
_BY_KEY: Final = {s.key: s for s in SWITCHES}
#: Names of the presets, in the order a UI offers them.
PRESET_NAMES: Final = ("standard", "whole-bait house", "short game", "easy-going house")


@dataclass(frozen=True)
class RuleSet:
    """The rules a match is played under (docs/rules.md section 9).

    Field names and values are the match-record keys and values. ``preset`` is
    the name of the preset the values started from; it never changes scoring.
    """

    target: int = 500
    reach: str = "at-least"
    forced_dealer: bool = True
    equal_totals: str = "half-bait"
    bait_transfer: str = "everything"
    bella_on_bait: str = "transferred"
    run_scorers: str = "best-player"
    long_runs: str = "fifty"
    run_order: str = "length-top-trump"
    fifty_order: str = "top-card"
    equal_runs: str = "nobody"
    no_trump: bool = False
    both_reach: str = "higher"
    final_tie: str = "play-on"
    sweep_bonus: int = 0
    preset: str = "standard"

    def __post_init__(self) -> None:
        for switch in SWITCHES:
            switch.check(getattr(self, switch.key))
        if self.preset not in PRESET_NAMES:
            raise _unknown_preset(self.preset)

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> RuleSet:
        """Build a rule set from a match record's ``rules`` object.

        Args:
            data: ``{"preset": name, key: value, ...}``; omitted keys take the
                preset's values.

        Raises:
            RulesError: unknown preset, key or value.
        """
        preset_name = data.get("preset", "standard")
        if not isinstance(preset_name, str) or preset_name not in PRESET_NAMES:
            raise _unknown_preset(preset_name)
        for key in data:
            if key != "preset" and key not in _BY_KEY:
                raise RulesError(
                    f"unknown rule '{key}'",
                    code="rule_unknown",
                    field=f"rules.{key}",
                    params={"key": key},
                )
        values = {k: v for k, v in data.items() if k != "preset"}
        return dataclasses.replace(PRESETS[preset_name], **values)

    @property
    def winning_total(self) -> int:
        """The total (points) a team must reach to win: ``target``, or one more under ``reach = more-than``.

        docs/rules.md section 7.
        """
        # "more-than": exactly the target is not enough.
        return self.target + (1 if self.reach == "more-than" else 0)

    def points_needed(self, total: int) -> int:
        """Points a team with ``total`` still needs to win (0 once reached; docs/rules.md section 7)."""
        return max(0, self.winning_total - total)

    def to_mapping(self) -> dict[str, Any]:
        """The ``rules`` object: the preset name and the keys that differ from it."""
        base = PRESETS[self.preset]
        out: dict[str, Any] = {"preset": self.preset}
        for switch in SWITCHES:
            value = getattr(self, switch.key)
            if value != getattr(base, switch.key):
                out[switch.key] = value
        return out

    def values(self) -> dict[str, Any]:
        """Every switch and its value, in docs/rules.md order (no ``preset``)."""
        return {s.key: getattr(self, s.key) for s in SWITCHES}

    def differences(self) -> dict[str, Any]:
        """Switches whose value differs from the standard defaults."""
        return {s.key: getattr(self, s.key) for s in SWITCHES if getattr(self, s.key) != s.default}

    def with_changes(self, **changes: Any) -> RuleSet:
        """A copy with some switches changed.

        Raises:
            RulesError: unknown key or bad value.
        """
        for key in changes:
            if key != "preset" and key not in _BY_KEY:
                raise RulesError(f"unknown rule '{key}'", code="rule_unknown", params={"key": key})
        return dataclasses.replace(self, **changes)


def _unknown_preset(name: object) -> RulesError:
    return RulesError(
        f"unknown preset {_json(name)}; use one of {', '.join(PRESET_NAMES)}",
        code="preset_unknown",
        field="rules.preset",
        params={"preset": name},
    )


#: Named presets; ``standard`` holds every default (docs/rules.md section 9).
PRESETS: Final[dict[str, RuleSet]] = {
    "standard": RuleSet(),
    "whole-bait house": RuleSet(preset="whole-bait house", equal_totals="whole-bait"),
    "short game": RuleSet(preset="short game", target=300),
    "easy-going house": RuleSet(
        preset="easy-going house",
        forced_dealer=False,
        run_scorers="best-team",
        bella_on_bait="kept",
    ),
}

from __future__ import annotations

from typing import Any

import pytest

from tarbish_score.model import PRESET_NAMES, PRESETS, SWITCHES, RulesError, RuleSet


def test_standard_preset_holds_every_default() -> None:
    standard = PRESETS["standard"]
    assert standard == RuleSet()
    assert standard.values() == {s.key: s.default for s in SWITCHES}
    assert standard.differences() == {}
    assert len(SWITCHES) == 15


def test_every_preset_is_named_and_more_than_standard_exist() -> None:
    assert set(PRESETS) == set(PRESET_NAMES)
    assert len(PRESETS) >= 2
    assert PRESETS["whole-bait house"].equal_totals == "whole-bait"
    for name, rules in PRESETS.items():
        assert rules.preset == name


def test_from_mapping_applies_preset_then_keys() -> None:
    rules = RuleSet.from_mapping({"preset": "whole-bait house", "target": 300})
    assert rules.equal_totals == "whole-bait"
    assert rules.target == 300
    assert rules.to_mapping() == {"preset": "whole-bait house", "target": 300}
    assert RuleSet.from_mapping({}).to_mapping() == {"preset": "standard"}


@pytest.mark.parametrize("switch", SWITCHES, ids=lambda s: s.key)
def test_every_switch_round_trips_in_its_other_position(switch: Any) -> None:
    other = switch.maximum if switch.is_integer else next(c for c in switch.choices if c != switch.default)
    rules = RuleSet.from_mapping({switch.key: other})
    assert getattr(rules, switch.key) == other
    assert rules.to_mapping() == {"preset": "standard", switch.key: other}
    assert RuleSet.from_mapping(rules.to_mapping()) == rules


@pytest.mark.parametrize(
    ("data", "code"),
    [
        ({"colour": "red"}, "rule_unknown"),
        ({"preset": "tournament"}, "preset_unknown"),
        ({"preset": 3}, "preset_unknown"),
        ({"reach": "exactly"}, "rule_value"),
        ({"forced_dealer": 1}, "rule_value"),
        ({"forced_dealer": "false"}, "rule_value"),
        ({"target": 99}, "rule_range"),
        ({"target": 5001}, "rule_range"),
        ({"target": "500"}, "rule_type"),
        ({"target": 500.0}, "rule_type"),
        ({"target": True}, "rule_type"),
        ({"sweep_bonus": -1}, "rule_range"),
    ],
)
def test_unknown_keys_and_values_are_errors(data: dict[str, Any], code: str) -> None:
    with pytest.raises(RulesError) as info:
        RuleSet.from_mapping(data)
    assert info.value.code == code
    assert str(info.value)


def test_with_changes_checks_keys_and_values() -> None:
    rules = RuleSet().with_changes(target=300, equal_runs="eldest")
    assert (rules.target, rules.equal_runs) == (300, "eldest")
    with pytest.raises(RulesError) as info:
        RuleSet().with_changes(bogus=1)
    assert info.value.code == "rule_unknown"
    with pytest.raises(RulesError):
        RuleSet().with_changes(long_runs="double")


def test_error_messages_name_the_allowed_values() -> None:
    with pytest.raises(RulesError, match='use one of "at-least", "more-than"'):
        RuleSet(reach="nope")
    with pytest.raises(RulesError, match="cannot be null; use one of false, true"):
        RuleSet(no_trump=None)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match=r"must be a whole number, not true$"):
        RuleSet.from_mapping({"target": True})
    with pytest.raises(RulesError, match=r'must be a whole number, not "500"$'):
        RuleSet.from_mapping({"target": "500"})
    with pytest.raises(RulesError, match="use one of standard"):
        RuleSet(preset="mine")

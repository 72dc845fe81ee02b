"""The sample matches score to their expected results."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarbish_score.model import read_record, scored_document

DATA = Path(__file__).parents[1] / "data"
SAMPLES = sorted(p.name.removesuffix(".tarbish.json") for p in DATA.glob("*.tarbish.json"))


def test_samples_are_present() -> None:
    assert len(SAMPLES) >= 3


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_scores_to_expected(name: str) -> None:
    expected = json.loads((DATA / f"{name}.expected.json").read_text(encoding="utf-8"))
    assert scored_document(read_record(DATA / f"{name}.tarbish.json")) == expected

"""``pyside6-lupdate`` sees every sentence: run it on the whole package into a temporary catalogue."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "tarbish_score"

#: Messages lupdate found in the package when the words package was made (638); a few may go with edits.
MIN_MESSAGES = 620


def _lupdate() -> str:
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lupdate")
    if found is None:
        pytest.skip("pyside6-lupdate is not installed")
    return found


@pytest.fixture(scope="module")
def catalogue(tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[str]]:
    """Source texts by context, as lupdate extracts them from every module of the package."""
    target = tmp_path_factory.mktemp("i18n") / "all.ts"
    sources = sorted(str(path) for path in PACKAGE.rglob("*.py"))
    subprocess.run([_lupdate(), *sources, "-ts", str(target)], capture_output=True, text=True, timeout=120, check=True)
    messages: dict[str, set[str]] = {}
    for context in ET.parse(target).getroot().iter("context"):
        texts = messages.setdefault(context.findtext("name") or "", set())
        texts.update(message.findtext("source") or "" for message in context.iter("message"))
    return messages


def test_every_message_has_a_context(catalogue: dict[str, set[str]]) -> None:
    assert "" not in catalogue


def test_the_words_package_sentences_are_under_their_context(catalogue: dict[str, set[str]]) -> None:
    assert {"made", "bait", "half bait", "thrown in", "clubs", "no trump", "twenty", "fifty"} <= catalogue["Wording"]
    assert "Pick the caller: press 1-4." in catalogue["Wording"]  # words/errors.py
    assert "Whether landing exactly on the target wins, or a team must go past it." in catalogue["Wording"]  # rules
    assert "Nobody scores runs this round." in catalogue["Explain"]
    assert (
        "Both are {kinds}. Under the house rules trump comes before the top card: "
        "the run in trump ({trump}) beats the {top} plain run."
    ) in catalogue["Explain"]  # a sentence written over two lines
    assert "{team} won after %n round(s)." in catalogue["Summary"]
    assert "Page {n} of {total}" in catalogue["Scoresheet"]
    assert "the disk is full" in catalogue["ArchiveActions"]
    assert "Round {n} edited" in catalogue["CorrectionsLogDialog"]
    assert "Round {n} corrected" in catalogue["Wording"]  # words/changes.py


def test_the_catalogue_keeps_its_size(catalogue: dict[str, set[str]]) -> None:
    assert sum(len(texts) for texts in catalogue.values()) >= MIN_MESSAGES


def test_every_literal_translate_call_reaches_the_catalogue(catalogue: dict[str, set[str]]) -> None:
    # A call lupdate cannot parse (a keyword ``n=``, a call inside an f-string) would be missing here.
    missing = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            context, source = node.args[0], node.args[1]
            if (
                name in ("translate", "QT_TRANSLATE_NOOP")
                and isinstance(context, ast.Constant)
                and isinstance(context.value, str)
                and isinstance(source, ast.Constant)
                and isinstance(source.value, str)
                and source.value not in catalogue.get(context.value, set())
            ):
                missing.append(f"{path.name}:{node.lineno} {source.value!r}")
    assert missing == []

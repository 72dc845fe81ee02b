"""``tools/catalogue.py check`` (a CI step): fails on a stale or unfinished catalogue; a tiny synthetic one."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"

CODE = """\
from PySide6.QtCore import QCoreApplication

QCoreApplication.translate("Greeting", "Hello")
QCoreApplication.translate("Greeting", "Goodbye, {name}")
"""


def _ts(*messages: tuple[str, str | None]) -> str:
    """A French catalogue of context "Greeting": (source, translation or None for unfinished)."""
    body = "".join(
        f"<message><source>{source}</source>"
        + (f"<translation>{text}</translation>" if text is not None else '<translation type="unfinished"/>')
        + "</message>"
        for source, text in messages
    )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fr_FR">'
        f"<context><name>Greeting</name>{body}</context></TS>\n"
    )


@pytest.fixture
def catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """tools/catalogue.py pointed at a one-module package and one French catalogue in ``tmp_path``."""
    pytest.importorskip("PySide6")
    if shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent)) is None:
        pytest.skip("pyside6-lupdate is not installed")
    monkeypatch.syspath_prepend(str(TOOLS))
    import catalogue as tool

    (tmp_path / "tarbish_score").mkdir()
    (tmp_path / "tarbish_score" / "greeting.py").write_text(CODE, encoding="utf-8")
    (tmp_path / "resources" / "i18n").mkdir(parents=True)
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "I18N", tmp_path / "resources" / "i18n")
    monkeypatch.setattr(tool, "LANGUAGES", ("fr",))
    monkeypatch.setattr(tool, "CATALOGUES", ("fr",))
    return tool


def _write(tool: ModuleType, text: str) -> None:
    tool.catalogue_path("fr").write_text(text, encoding="utf-8")


def test_a_complete_current_catalogue_passes(catalogue: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    _write(catalogue, _ts(("Hello", "Bonjour"), ("Goodbye, {name}", "Au revoir, {name}")))
    assert catalogue.check() == []
    assert catalogue.main(["check"]) == 0
    assert capsys.readouterr().out == "catalogues complete and current\n"


def test_a_message_of_the_code_missing_from_the_catalogue_fails(catalogue: ModuleType) -> None:
    _write(catalogue, _ts(("Hello", "Bonjour")))
    assert catalogue.check() == ["fr: stale catalogue, missing [Greeting] 'Goodbye, {name}'"]


def test_a_message_the_code_no_longer_has_fails(catalogue: ModuleType) -> None:
    _write(catalogue, _ts(("Hello", "Bonjour"), ("Goodbye, {name}", "Au revoir, {name}"), ("Farewell", "Adieu")))
    assert catalogue.check() == ["fr: stale catalogue, the code no longer has [Greeting] 'Farewell'"]


def test_an_unfinished_message_fails(catalogue: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    _write(catalogue, _ts(("Hello", "Bonjour"), ("Goodbye, {name}", None)))
    assert catalogue.check() == ["fr: unfinished [Greeting] 'Goodbye, {name}'"]
    assert catalogue.main(["check"]) == 1
    assert "1 catalogue problems" in capsys.readouterr().err


def test_check_leaves_the_committed_catalogue_as_it_was(catalogue: ModuleType) -> None:
    text = _ts(("Hello", "Bonjour"))
    _write(catalogue, text)
    catalogue.check()
    assert catalogue.catalogue_path("fr").read_text(encoding="utf-8") == text


PLURAL_CODE = """\
from tarbish_score.words.translation import translate

def kept(n):
    return translate("Greeting", "%n card(s) kept", None, n)
"""


def test_refresh_marks_a_count_message_plural_and_keeps_its_forms(catalogue: ModuleType) -> None:
    import xml.etree.ElementTree as ET

    (catalogue.ROOT / "tarbish_score" / "greeting.py").write_text(PLURAL_CODE, encoding="utf-8")
    _write(catalogue, _ts())
    catalogue.refresh(("fr",))
    # lupdate alone leaves translate(context, text, None, n) singular: refresh made it plural, unfinished.
    message = ET.parse(catalogue.catalogue_path("fr")).getroot().find(".//message")
    assert message is not None and message.get("numerus") == "yes"
    assert any("unfinished" in failure for failure in catalogue.check())
    (identifier,) = [row["id"] for row in catalogue.todo("fr", False)]
    done, errors = catalogue.fill("fr", {identifier: ["%n carte gardée", "%n cartes gardées"]})
    assert (done, errors) == (1, [])
    assert catalogue.check() == []
    catalogue.refresh(("fr",))  # again: the two forms survive lupdate, which would drop them
    assert catalogue.check() == []
    forms = [f.text for f in ET.parse(catalogue.catalogue_path("fr")).getroot().iter("numerusform")]
    assert forms == ["%n carte gardée", "%n cartes gardées"]


def test_a_count_message_left_singular_fails_the_check(catalogue: ModuleType) -> None:
    (catalogue.ROOT / "tarbish_score" / "greeting.py").write_text(PLURAL_CODE, encoding="utf-8")
    _write(catalogue, _ts(("%n card(s) kept", "%n carte(s) gardée(s)")))
    assert catalogue.check() == ["fr: not marked plural [Greeting] '%n card(s) kept' (run refresh)"]

"""Small translation catalogues for tests: a ``.ts`` written from a dict and compiled with ``pyside6-lrelease``."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest

#: Context -> source -> translation (a list of forms for a ``%n`` message).
Messages = Mapping[str, Mapping[str, str | Sequence[str]]]


def _lrelease() -> str:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if found is None:
        pytest.skip("pyside6-lrelease is not installed")
    return found


def compile_catalogue(folder: Path, language: str, messages: Messages) -> Path:
    """Write ``tarbish_score_<language>.ts`` into ``folder`` and compile it; returns the ``.qm``."""
    root = ET.Element("TS", version="2.1", language=language)
    for context_name, texts in messages.items():
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = context_name
        for source, translation in texts.items():
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
            element = ET.SubElement(message, "translation")
            if isinstance(translation, str):
                element.text = translation
            else:
                message.set("numerus", "yes")
                for form in translation:
                    ET.SubElement(element, "numerusform").text = form
    folder.mkdir(parents=True, exist_ok=True)
    ts = folder / f"tarbish_score_{language}.ts"
    ET.ElementTree(root).write(ts, encoding="utf-8", xml_declaration=True)
    qm = ts.with_suffix(".qm")
    subprocess.run([_lrelease(), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm

"""The words package: Qt-free, and its translation hook (no Qt needed)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from tarbish_score.words import translation
from tarbish_score.words.translation import QT_TRANSLATE_NOOP, install_translator, translate


@pytest.fixture(autouse=True)
def no_backend() -> Iterator[None]:
    """Each test starts and ends without a backend (the window may have installed Qt's)."""
    saved = translation._backend
    install_translator(None)
    yield
    install_translator(saved)


def test_the_words_package_never_imports_qt() -> None:
    code = (
        "import sys, tarbish_score.words, tarbish_score.words.game, tarbish_score.words.errors, "
        "tarbish_score.words.rules, tarbish_score.words.explain, tarbish_score.words.summary; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]"


def test_the_first_paint_words_leave_the_engine_unloaded() -> None:
    # The window imports game, errors and rules before its first paint; the engine must wait.
    code = (
        "import sys, tarbish_score.words.game, tarbish_score.words.errors, tarbish_score.words.rules; "
        "print('tarbish_score.model' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "False"


def test_without_a_backend_the_source_comes_back_with_n_filled_in() -> None:
    assert translate("Wording", "made") == "made"
    assert translate("Wording", "%n rounds", None, 3) == "3 rounds"
    assert translate("Wording", "%n rounds, %n left", "count", 0) == "0 rounds, 0 left"
    # Without a count, %n stays as written (what Qt does for n = -1).
    assert translate("Wording", "%n rounds") == "%n rounds"


def test_an_installed_backend_receives_every_argument() -> None:
    calls: list[tuple[str, str, str | None, int]] = []

    def backend(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        calls.append((context, source, disambiguation, n))
        return f"<{source}>"

    install_translator(backend)
    assert translate("Explain", "bait") == "<bait>"
    assert translate("Summary", "%n rounds", "plural", 4) == "<%n rounds>"
    assert calls == [("Explain", "bait", None, -1), ("Summary", "%n rounds", "plural", 4)]
    install_translator(None)
    assert translate("Explain", "bait") == "bait"


def test_words_kept_in_tables_are_translated_when_shown() -> None:
    from tarbish_score.model import Outcome, Suit
    from tarbish_score.words.game import outcome_text, suit_name

    install_translator(lambda context, source, disambiguation=None, n=-1: f"{context}:{source}")
    assert QT_TRANSLATE_NOOP("Wording", "made") == "made"
    assert outcome_text(Outcome.MADE) == "Wording:made"
    assert outcome_text(Outcome.BAIT) == "WORDING:BAIT"  # the table shouts the translated word
    assert suit_name(Suit.HEARTS) == "Wording:hearts"
    # Exports never go through the backend.
    assert outcome_text(Outcome.HALF_BAIT, style="plain", translated=False) == "half bait"
    assert suit_name(Suit.HEARTS, translated=False) == "hearts"


def test_the_summary_sentences_are_translated_together() -> None:
    from tarbish_score.words.summary import SummaryLabels, translated_labels

    install_translator(lambda context, source, disambiguation=None, n=-1: f"[{context}] {source}")
    labels = translated_labels()
    assert labels.joiner == "[Summary] ; "
    assert labels.translated and not SummaryLabels().translated
    # The count sentences are translated with their count, for the plural form.
    assert labels.counted(labels.won, 3) == "[Summary] {team} won after %n round(s)."
    assert SummaryLabels().counted(SummaryLabels().won, 1) == "{team} won after 1 round."
    assert SummaryLabels().counted(SummaryLabels().won, 2) == "{team} won after 2 rounds."

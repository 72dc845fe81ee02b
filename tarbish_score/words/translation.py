"""The translation hook: every sentence of the words package passes through :func:`translate`.

The words package never imports Qt. The window installs Qt's translator as the
backend at start-up (``install_translator(QCoreApplication.translate)`` in
:mod:`tarbish_score.ui.app`); without one, :func:`translate` returns the English
source, as Qt does without a loaded catalogue.

``pyside6-lupdate`` extracts a call only when it is spelled ``translate("Context",
"literal text")`` (a disambiguation and ``n`` may follow, positionally, ``n`` as a
bare name or a number) or ``QT_TRANSLATE_NOOP("Context", "literal text")``; never
inside an f-string, never through another wrapper.
"""

from __future__ import annotations

from typing import Protocol

__all__ = ["QT_TRANSLATE_NOOP", "Backend", "install_translator", "plain_english", "translate"]


class Backend(Protocol):
    """What :func:`translate` calls: ``QCoreApplication.translate`` fits."""

    def __call__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str: ...


_backend: Backend | None = None


def install_translator(backend: Backend | None) -> None:
    """Send every later :func:`translate` call to ``backend`` (None: back to the English source)."""
    global _backend
    _backend = backend


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the user's language, through the installed backend.

    Args:
        context: the message's context in the catalogue, e.g. ``"Wording"``.
        source: the English text.
        disambiguation: tells two equal sources apart for translators.
        n: a count for plural forms; ``%n`` in the text becomes it when ``n >= 0``.

    Returns:
        The backend's answer; without a backend, ``source`` as
        :func:`plain_english` writes it.
    """
    if _backend is not None:
        answer = _backend(context, source, disambiguation, n)
        if n < 0 or answer != source.replace("%n", str(n)):
            return answer
        # No catalogue had it (English without tarbish_score_en.qm): English's own plural forms.
    return plain_english(source, n)


def plain_english(source: str, n: int = -1) -> str:
    """``source`` as English shows it without a catalogue: ``%n`` becomes ``n``, and the "(s)" / "(es)"
    a count message carries becomes the plural ending, or nothing for one ("1 round", "2 matches").

    The same forms as ``resources/i18n/tarbish_score_en.ts``, for the words package without Qt.
    """
    if n < 0:
        return source
    text = source.replace("%n", str(n))
    return text.replace("(es)", "" if n == 1 else "es").replace("(s)", "" if n == 1 else "s")


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 -- the name lupdate looks for
    """Mark ``source`` for the catalogue under ``context`` and return it untranslated.

    For words kept in tables in English (exports use them as they are); the
    window translates them with ``translate(context, word)`` when it shows them.
    """
    del context
    return source

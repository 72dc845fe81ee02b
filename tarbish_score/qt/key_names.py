"""Key names as the language in force writes them: "Entrée", "Suppr", "Ctrl+Maj+R" in French.

Every text that names a key to press gets the name from :func:`key_text` (a ``{placeholder}``
in the message), so no English key name is left in another language. A key's name comes from
the app's catalogue (context ``Keys``) when it translates it, else from Qt's own catalogue
(``qtbase_<language>.qm``, what ``QKeySequence.toString(NativeText)`` says), else from the
English name below. Letters, digits and function keys are the same in every language.
"""

from __future__ import annotations

import re
from typing import Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from tarbish_score.words import keys

__all__ = ["KEY_WORDS", "install", "key_text", "keys_line", "with_keys"]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark ``source`` for the catalogue under ``context``; translated by :func:`key_text`."""
    del context
    return source


# A key's portable name (``QKeySequence.toString()``) -> its message, its English name, and the key
# whose native name Qt gives (Return is named as Enter: the keyboard says so). A message's source is
# "<name> key", never the bare name, so a translation equal to the English name ("Ctrl" in Spanish,
# where Qt says "Control") still counts as one.
KEY_WORDS: Final[dict[str, tuple[str, str, str]]] = {
    #: The name printed on the key, alone (without "key"), as keyboards in this language show it.
    "Ctrl": (QT_TRANSLATE_NOOP("Keys", "Ctrl key"), "Ctrl", "Ctrl"),
    #: The name printed on the key, alone (French: Maj).
    "Shift": (QT_TRANSLATE_NOOP("Keys", "Shift key"), "Shift", "Shift"),
    "Alt": (QT_TRANSLATE_NOOP("Keys", "Alt key"), "Alt", "Alt"),
    "Meta": (QT_TRANSLATE_NOOP("Keys", "Meta key"), "Meta", "Meta"),
    #: The name printed on the key, alone (French: Entrée).
    "Return": (QT_TRANSLATE_NOOP("Keys", "Enter key"), "Enter", "Enter"),
    "Enter": (QT_TRANSLATE_NOOP("Keys", "Enter key"), "Enter", "Enter"),
    #: The name printed on the key, alone (French: Échap).
    "Esc": (QT_TRANSLATE_NOOP("Keys", "Esc key"), "Esc", "Esc"),
    #: The name printed on the key, alone (French: Suppr).
    "Del": (QT_TRANSLATE_NOOP("Keys", "Delete key"), "Delete", "Del"),
    #: The key that deletes backwards, its name alone (French: Retour arrière; Qt's French says "Effacement").
    "Backspace": (QT_TRANSLATE_NOOP("Keys", "Backspace key"), "Backspace", "Backspace"),
    "Tab": (QT_TRANSLATE_NOOP("Keys", "Tab key"), "Tab", "Tab"),
    #: The name printed on the key, alone (French: Inser).
    "Ins": (QT_TRANSLATE_NOOP("Keys", "Ins key"), "Ins", "Ins"),
    #: The space bar's name, alone (French: Espace).
    "Space": (QT_TRANSLATE_NOOP("Keys", "Space key"), "Space", "Space"),
    #: The name printed on the key, alone (French: Début).
    "Home": (QT_TRANSLATE_NOOP("Keys", "Home key"), "Home", "Home"),
    #: The name printed on the key, alone (French: Fin).
    "End": (QT_TRANSLATE_NOOP("Keys", "End key"), "End", "End"),
    #: The left arrow key's name, alone (French: Gauche).
    "Left": (QT_TRANSLATE_NOOP("Keys", "Left key"), "Left", "Left"),
    #: The right arrow key's name, alone (French: Droite).
    "Right": (QT_TRANSLATE_NOOP("Keys", "Right key"), "Right", "Right"),
}
#: Names written in the texts that Qt spells otherwise.
_ALIASES: Final = {"Delete": "Del", "Escape": "Esc", "Insert": "Ins"}
_NATIVE = QKeySequence.SequenceFormat.NativeText
_PORTABLE = QKeySequence.SequenceFormat.PortableText


def _part_name(part: str) -> str:
    """One key or modifier, named in the language in force."""
    part = _ALIASES.get(part, part)
    if part not in KEY_WORDS:
        return QKeySequence(part).toString(_NATIVE) or part
    source, english, qt_name = KEY_WORDS[part]
    own = QCoreApplication.translate("Keys", source).strip()
    if own != source:
        return own
    native = QKeySequence(qt_name).toString(_NATIVE)
    return native if native and native != QKeySequence(qt_name).toString(_PORTABLE) else english


def _parts(portable: str) -> list[str]:
    """``"Ctrl+Shift+R"`` -> Ctrl, Shift, R; ``"Ctrl++"`` -> Ctrl, +."""
    if portable.endswith("++"):
        return [*portable[:-2].split("+"), "+"]
    return portable.split("+") if portable != "+" else ["+"]


def key_text(portable: str) -> str:
    """The key or key combination ``portable`` (``"Ctrl+Shift+R"``, ``"Enter"``, ``"Delete"``) as shown.

    Returns:
        Its name in the language in force: ``"Ctrl+Maj+R"``, ``"Entrée"``, ``"Suppr"`` in French.
    """
    return "+".join(_part_name(part) for part in _parts(portable))


#: A word of a keys cell that names a key: a known name, or a combination with a modifier.
_KEY_WORD = re.compile(r"^(?:(?:Ctrl|Shift|Alt|Meta)\+)*(?:[^\s+]+|\+)$")


def keys_line(text: str) -> str:
    """A line of keys as written on the help sheet (``"Tab / Shift+Tab"``), each key named as shown."""

    def name(match: re.Match[str]) -> str:
        word = match.group(0)
        bare = word.rsplit("+", 1)[-1] if not word.endswith("++") else "+"
        known = _ALIASES.get(bare, bare) in KEY_WORDS or "+" in word.rstrip("+")
        return key_text(word) if known and _KEY_WORD.match(word) else word

    return re.sub(r"\S+", name, text)


def with_keys(text: str) -> str:
    """``text`` with each key it names as ``{Enter}`` or ``{Ctrl+Z}`` written in the language in force.

    A message names its keys this way (the translator keeps ``{Ctrl+Z}`` as it is); its other
    ``{placeholders}`` are left for ``format``.
    """
    return keys.with_keys(text, key_text)


def install() -> None:
    """Name every key the words package mentions through :func:`key_text` (at start-up, with the catalogues)."""
    keys.install_key_namer(key_text)

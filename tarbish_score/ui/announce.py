"""Tell a screen reader that a line it should read out has changed (the preview, an error, the winner).

Qt reads a widget's accessible name to a screen reader; a label's text changing on its own is
not announced. :func:`announce` sets the name to the new sentence and sends the
``NameChanged`` event through :func:`QAccessible.updateAccessibility`, the one boundary every
announcement passes (the tests patch it there).
"""

from __future__ import annotations

import html
import re

from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

__all__ = ["announce", "plain_text"]

_TAG = re.compile(r"<[^>]*>")


def plain_text(rich: str) -> str:
    """``rich`` (a label's rich text) as a sentence to read: tags dropped, entities decoded, spaces collapsed."""
    return " ".join(html.unescape(_TAG.sub(" ", rich)).split())


def announce(widget: QWidget, sentence: str) -> bool:
    """Make ``sentence`` the accessible name of ``widget`` and tell the screen reader, if it changed.

    Args:
        widget: the widget whose sentence changed (the round preview, an error line, the winner's banner).
        sentence: the new sentence, plain text.

    Returns:
        True if the sentence was new and an event was sent; False if it was already the name.
    """
    if widget.accessibleName() == sentence:
        return False
    widget.setAccessibleName(sentence)
    widget.setAccessibleDescription(sentence)
    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.NameChanged))
    return True

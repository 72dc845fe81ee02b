"""The key-name hook: a sentence of the words package that names a key asks :func:`key_name`.

The words package never imports Qt. The window installs Qt's names (``tarbish_score.qt.key_names``,
"Ctrl+Maj+R" in French); without them a key is named as Qt's portable form writes it.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["install_key_namer", "key_name"]

_namer: Callable[[str], str] | None = None


def install_key_namer(namer: Callable[[str], str] | None) -> None:
    """Name every later key through ``namer`` (None: as written)."""
    global _namer
    _namer = namer


def key_name(portable: str) -> str:
    """The key ``portable`` (``"Ctrl+Shift+R"``) as the language in force names it."""
    return _namer(portable) if _namer is not None else portable

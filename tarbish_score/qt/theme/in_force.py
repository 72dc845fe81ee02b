"""The theme in force, and the notifier that says when it changes.

:func:`current` is what every widget reads its colours from; only
:func:`~.restyle.apply_theme` changes it (through :func:`put_in_force`). The old module-level
names (``TEAM_COLOURS``, ``MUTED_COLOUR`` …) are read here too, from the theme in force when
they are looked up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

from tarbish_score.qt.theme.colours import LIGHT, Theme

__all__ = [
    "LEGACY_NAMES",
    "ThemeNotifier",
    "current",
    "legacy_value",
    "notifier",
    "put_in_force",
    "team_colour",
    "team_tint",
]

_current: Theme = LIGHT


class ThemeNotifier(QObject):
    """Tells the widgets that paint from the theme that it changed.

    Signals:
        theme_changed: the theme in force changed (emitted after the palette and style sheets).
    """

    theme_changed = Signal()


_notifier: ThemeNotifier | None = None


def notifier() -> ThemeNotifier:
    """The one notifier; connect to its ``theme_changed`` to repaint from the new theme."""
    global _notifier
    if _notifier is None:
        _notifier = ThemeNotifier()
    return _notifier


def current() -> Theme:
    """The theme in force."""
    return _current


def put_in_force(theme: Theme) -> Theme:
    """Make ``theme`` the one :func:`current` answers; returns the theme that was in force."""
    global _current
    old, _current = _current, theme
    return old


def team_colour(team: int) -> QColor:
    """The colour of ``team`` (0 or 1)."""
    return QColor(_current.team[team])


def team_tint(team: int) -> QColor:
    """A tint of ``team``'s colour, for backgrounds."""
    return QColor(_current.team_tint[team])


#: The old constant names, each read from the theme in force.
LEGACY_NAMES: Final[dict[str, Callable[[Theme], Any]]] = {
    "TEAM_COLOURS": lambda t: t.team,
    "TEAM_TINTS": lambda t: t.team_tint,
    "MADE_COLOUR": lambda t: t.made,
    "BAIT_COLOUR": lambda t: t.bait,
    "HALF_BAIT_COLOUR": lambda t: t.half_bait,
    "ERROR_COLOUR": lambda t: t.error,
    "MUTED_COLOUR": lambda t: t.muted,
    "FOCUS_COLOUR": lambda t: t.focus,
    "SUIT_COLOURS": lambda t: {s: t.suit(s) for s in ("clubs", "spades", "diamonds", "hearts")},
    "TEXT_COLOUR": lambda t: t.text,
    "LABEL_COLOUR": lambda t: t.label,
    "ON_COLOUR": lambda t: t.on,
    "SURFACE_COLOUR": lambda t: t.surface,
    "FIELD_BORDER_COLOUR": lambda t: t.field_border,
    "FIELD_BACKGROUND": lambda t: t.field_background,
    "FOCUS_BACKGROUND": lambda t: t.focus_background,
    "BUTTON_BORDER_COLOUR": lambda t: t.button_border,
    "DISABLED_BORDER_COLOUR": lambda t: t.disabled_border,
    "DISABLED_BACKGROUND": lambda t: t.disabled_background,
    "UNDO_BANNER_BACKGROUND": lambda t: t.undo_background,
    "UNDO_BANNER_BORDER": lambda t: t.undo_border,
    "UNDO_BANNER_TEXT": lambda t: t.undo_text,
}


def legacy_value(name: str) -> Any:
    """The theme in force's value of the old constant ``name``.

    Raises:
        KeyError: ``name`` is not one of :data:`LEGACY_NAMES`.
    """
    return LEGACY_NAMES[name](_current)

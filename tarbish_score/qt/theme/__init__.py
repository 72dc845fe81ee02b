"""Colours and sizes shared by the widgets: one place for the look, in a light, a dark and a high-contrast theme.

Every colour of the UI comes from the :class:`Theme` in force (:func:`current`) and from the
application palette, which :func:`apply_theme` sets from the same theme. The widgets use the
theme as one namespace (``theme.current()``, ``theme.style_label(...)``); its parts are:

- :mod:`.colours`: the :class:`Theme` slots and the three themes (pure data);
- :mod:`.in_force`: the theme in force, its notifier, and the old constant names
  (``TEAM_COLOURS``, ``MUTED_COLOUR`` …), read from the theme in force when looked up;
- :mod:`.styles`: the style sheets and rich text built from the theme in force;
- :mod:`.restyle`: putting a theme in force, the application palette and the live restyle.
"""

from __future__ import annotations

from typing import Any

from tarbish_score.qt.theme.colours import CHOICES, CONTRAST, DARK, LIGHT, THEMES, Theme
from tarbish_score.qt.theme.in_force import (
    LEGACY_NAMES,
    ThemeNotifier,
    current,
    legacy_value,
    notifier,
    team_colour,
    team_tint,
)
from tarbish_score.qt.theme.restyle import (
    apply_theme,
    colour_map,
    palette_for,
    recolour_text,
    resolve_choice,
    style_label,
    system_is_dark,
)
from tarbish_score.qt.theme.styles import (
    badge_style,
    banner_colours,
    big_line_edit_style,
    choice_button_style,
    choice_chip_style,
    coloured_html,
    flat_button_style,
    focus_frame_style,
    focused_border_style,
    history_focus_style,
    main_button_style,
    outlined_frame_style,
    small_button_style,
    team_toggle_style,
    undo_banner_style,
    warning_button_style,
    winner_banner_style,
)

__all__ = [
    "CHOICES",
    "CONTRAST",
    "DARK",
    "LIGHT",
    "THEMES",
    "Theme",
    "ThemeNotifier",
    "apply_theme",
    "badge_style",
    "banner_colours",
    "big_line_edit_style",
    "choice_button_style",
    "choice_chip_style",
    "colour_map",
    "coloured_html",
    "current",
    "flat_button_style",
    "focus_frame_style",
    "focused_border_style",
    "history_focus_style",
    "main_button_style",
    "notifier",
    "outlined_frame_style",
    "palette_for",
    "recolour_text",
    "resolve_choice",
    "small_button_style",
    "style_label",
    "system_is_dark",
    "team_colour",
    "team_tint",
    "team_toggle_style",
    "undo_banner_style",
    "warning_button_style",
    "winner_banner_style",
]


def __getattr__(name: str) -> Any:
    """The old constant names (``TEAM_COLOURS``, ``MUTED_COLOUR`` …): the theme in force's value."""
    if name not in LEGACY_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return legacy_value(name)

"""The style sheets and rich text of the widgets, every colour from the theme in force.

Built when a widget is styled; a theme switch then swaps their colours in place
(:mod:`.restyle`), so a style sheet built here never needs building again.
"""

from __future__ import annotations

from tarbish_score.qt.theme.in_force import current

__all__ = [
    "badge_style",
    "banner_colours",
    "big_line_edit_style",
    "choice_button_style",
    "choice_chip_style",
    "coloured_html",
    "flat_button_style",
    "focus_frame_style",
    "focused_border_style",
    "history_focus_style",
    "main_button_style",
    "outlined_frame_style",
    "small_button_style",
    "team_toggle_style",
    "undo_banner_style",
    "warning_button_style",
    "winner_banner_style",
]


def focus_frame_style(name: str) -> str:
    """A focusable frame named ``name``: a quiet border, and a thick focus-coloured one while focused."""
    t = current()
    return (
        f"QFrame#{name} {{ border: 2px solid {t.field_border}; border-radius: 8px;"
        f" background: {t.field_background}; }}"
        f"QFrame#{name}:focus {{ border: 3px solid {t.focus}; background: {t.focus_background}; }}"
    )


def focused_border_style(selector: str) -> str:
    """The thick focus-coloured border of the widget ``selector`` names, for while it has the focus."""
    t = current()
    return f"{selector} {{ border: 3px solid {t.focus}; }}"


def choice_button_style(colour: str) -> str:
    """A checkable choice button whose text is ``colour``, filled with it when checked, grey when closed."""
    t = current()
    return (
        f"QPushButton {{ color: {colour}; padding: 4px 8px; border: 1px solid {t.button_border};"
        f" border-radius: 6px; background: {t.surface}; }}"
        f"QPushButton:checked {{ background: {colour}; color: {t.on}; border-color: {colour}; }}"
        f"QPushButton:disabled {{ color: {t.button_border}; border-color: {t.disabled_border};"
        f" background: {t.disabled_background}; }}"
    )


def big_line_edit_style(name: str) -> str:
    """A line edit named ``name`` with large bold digits and the focus border of the fields."""
    t = current()
    return (
        f"QLineEdit#{name} {{ font-size: 22px; font-weight: bold; padding: 2px 6px;"
        f" border: 2px solid {t.field_border}; border-radius: 6px; }}"
        f"QLineEdit#{name}:focus {{ border: 3px solid {t.focus}; background: {t.focus_background}; }}"
    )


def outlined_frame_style(name: str, colour: str | None = None, *, width: int = 2, radius: int = 8) -> str:
    """A frame named ``name`` with a ``colour`` border on the surface colour."""
    t = current()
    colour = colour if colour is not None else t.field_border
    return f"QFrame#{name} {{ border: {width}px solid {colour}; border-radius: {radius}px; background: {t.surface}; }}"


def flat_button_style(colour: str | None = None) -> str:
    """A button with no border: just its ``colour`` text (e.g. a remove cross)."""
    t = current()
    colour = colour if colour is not None else t.muted
    return f"border: none; color: {colour};"


def small_button_style() -> str:
    """A small secondary button: grey text, thin border."""
    t = current()
    return (
        f"QPushButton {{ font-size: 12px; padding: 1px 6px; border: 1px solid {t.button_border};"
        f" border-radius: 5px; background: {t.surface}; color: {t.label}; }}"
    )


def badge_style(name: str, colour: str) -> str:
    """A label named ``name`` shown as a large badge: ``colour`` fill, white bold text."""
    t = current()
    return (
        f"QLabel#{name} {{ background: {colour}; color: {t.on}; font-size: 22px; font-weight: bold;"
        " padding: 3px 12px; border-radius: 6px; border: none; }"
    )


def main_button_style(colour: str | None = None) -> str:
    """The main action button: ``colour`` fill, white bold text, grey while closed."""
    t = current()
    colour = colour if colour is not None else t.made
    return (
        f"QPushButton {{ background: {colour}; color: {t.on}; font-weight: bold; font-size: 15px;"
        f" border-radius: 6px; padding: 4px 16px; }} QPushButton:disabled {{ background: {t.button_border}; }}"
    )


def warning_button_style(colour: str | None = None) -> str:
    """A button for a drastic action: ``colour`` fill, white bold text, a focus border."""
    t = current()
    colour = colour if colour is not None else t.error
    return (
        f"QPushButton {{ background: {colour}; color: {t.on}; font-weight: bold; padding: 4px 12px;"
        " border-radius: 6px; }"
        f"QPushButton:focus {{ border: 3px solid {t.focus}; }}"
    )


def undo_banner_style(name: str) -> str:
    """The undo banner named ``name``: a tinted bar with a strong border, and its Undo button outlined."""
    t = current()
    return (
        f"QFrame#{name} {{ background: {t.undo_background}; border: 2px solid {t.undo_border};"
        " border-radius: 6px; }"
        f"QFrame#{name} QPushButton {{ font-size: 15px; font-weight: bold; color: {t.undo_border};"
        f" background: {t.surface}; border: 2px solid {t.undo_border}; border-radius: 6px;"
        " padding: 2px 14px; }"
    )


def team_toggle_style(team: int | None) -> str:
    """The button naming which team counted: plain until the team is known, then in ``team``'s colours."""
    t = current()
    if team is None:
        return "font-size: 15px; padding: 4px 8px;"
    colour = t.team[team]
    return (
        f"font-size: 15px; font-weight: bold; color: {colour}; padding: 4px 8px;"
        f" border: 2px solid {colour}; border-radius: 6px; background: {t.team_tint[team]};"
    )


def coloured_html(html: str, colour: str, *, pixel_size: int | None = None) -> str:
    """``html`` (already escaped) in a ``colour`` span, for rich-text labels."""
    size = f"; font-size: {pixel_size}px" if pixel_size is not None else ""
    return f'<span style="color:{colour}{size}">{html}</span>'


def history_focus_style(selector: str) -> str:
    """The round history while it has the focus: a thick focus border, and the chosen row unmistakable.

    The chosen row gets the theme's strong selection fill with its own text colour and a frame
    in the focus colour, not the faint tint of an unfocused selection.
    """
    t = current()
    return (
        f"{selector} {{ border: 3px solid {t.focus}; }}"
        f"{selector}::item:selected {{ background: {t.selection}; color: {t.selection_text};"
        f" border-top: 3px solid {t.focus}; border-bottom: 3px solid {t.focus}; }}"
    )


def banner_colours(kind: str) -> tuple[str, str, str]:
    """A banner's (background, border, text) for ``kind``: "error", "warning" or "info"."""
    t = current()
    return {"error": t.banner_error, "warning": t.banner_warning, "info": t.banner_info}[kind]


def choice_chip_style(colour: str, *, extra: str = "") -> str:
    """A checkable button with ``colour`` text on the surface, filled with ``colour`` when checked."""
    t = current()
    return (
        f"QPushButton {{ color: {colour}; border: 1px solid {t.button_border}; border-radius: 6px;"
        f" background: {t.surface};{extra} }}"
        f"QPushButton:checked {{ background: {colour}; color: {t.on}; border-color: {colour}; }}"
    )


def winner_banner_style(colour: str | None, *, tie: bool = False) -> str:
    """The winner's banner in ``colour`` (None: a draw); ``tie``: the calmer banner of a tie that plays on."""
    t = current()
    if tie:
        return (
            f"#winnerBanner {{ background: {t.tie_background}; color: {t.text}; border: 3px solid {t.half_bait};"
            " border-radius: 10px; padding: 6px; }"
        )
    colour = colour if colour is not None else t.text
    return (
        f"#winnerBanner {{ background: {t.winner_background}; color: {colour}; border: 3px solid {colour};"
        " border-radius: 10px; padding: 6px; }"
    )

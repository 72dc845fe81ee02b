"""Colours and sizes shared by the widgets: one place for the look."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtGui import QColor, QPalette

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

#: Team colours, high contrast on white and telling apart for most colour-blind players.
TEAM_COLOURS: Final = ("#1457b8", "#c2410c")
#: Lighter tints of the team colours, for backgrounds.
TEAM_TINTS: Final = ("#dbe8fb", "#fde6d8")
MADE_COLOUR: Final = "#1b7f3b"
BAIT_COLOUR: Final = "#b3261e"
HALF_BAIT_COLOUR: Final = "#9a5b00"
ERROR_COLOUR: Final = "#b3261e"
MUTED_COLOUR: Final = "#5f6368"
FOCUS_COLOUR: Final = "#f5b800"
#: Suit colours: red suits red, black suits black.
SUIT_COLOURS: Final = {"clubs": "#111111", "spades": "#111111", "diamonds": "#c62828", "hearts": "#c62828"}
#: Plain text, and the darker grey of field labels.
TEXT_COLOUR: Final = "#202124"
LABEL_COLOUR: Final = "#3c4043"
#: Text on a coloured badge or button, and the background of cards and buttons.
ON_COLOUR: Final = "#ffffff"
SURFACE_COLOUR: Final = "#ffffff"
#: The frame of an input field, and its background (unfocused, then focused).
FIELD_BORDER_COLOUR: Final = "#c4c7c5"
FIELD_BACKGROUND: Final = "#fafafa"
FOCUS_BACKGROUND: Final = "#fffbea"
#: A button's border; also the fill of a closed (disabled) main button.
BUTTON_BORDER_COLOUR: Final = "#9aa0a6"
#: A closed (disabled) choice button: its border and background (its text is BUTTON_BORDER_COLOUR).
DISABLED_BORDER_COLOUR: Final = "#dadce0"
DISABLED_BACKGROUND: Final = "#f1f3f4"
#: The undo banner ("Round 3 deleted — Undo"): a calm blue-grey, not an error's red.
UNDO_BANNER_BACKGROUND: Final = "#e8eef7"
UNDO_BANNER_BORDER: Final = "#1457b8"
UNDO_BANNER_TEXT: Final = "#0b2c5e"


def team_colour(team: int) -> QColor:
    """The colour of ``team`` (0 or 1)."""
    return QColor(TEAM_COLOURS[team])


def team_tint(team: int) -> QColor:
    """A light tint of ``team``'s colour, for backgrounds."""
    return QColor(TEAM_TINTS[team])


def style_label(label: QLabel, colour: str | None = None, *, bold: bool = False, pixel_size: int | None = None) -> None:
    """Colour and font of a label without a style sheet (cheaper to build and to paint)."""
    if colour is not None:
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
        label.setPalette(palette)
    font = label.font()
    font.setBold(bold)
    if pixel_size is not None:
        font.setPixelSize(pixel_size)
    label.setFont(font)


# --- style sheets (every colour from above) -----------------------------------------------


def focus_frame_style(name: str) -> str:
    """A focusable frame named ``name``: a quiet border, and a thick focus-coloured one while focused."""
    return (
        f"QFrame#{name} {{ border: 2px solid {FIELD_BORDER_COLOUR}; border-radius: 8px;"
        f" background: {FIELD_BACKGROUND}; }}"
        f"QFrame#{name}:focus {{ border: 3px solid {FOCUS_COLOUR}; background: {FOCUS_BACKGROUND}; }}"
    )


def focused_border_style(selector: str) -> str:
    """The thick focus-coloured border of the widget ``selector`` names, for while it has the focus."""
    return f"{selector} {{ border: 3px solid {FOCUS_COLOUR}; }}"


def choice_button_style(colour: str) -> str:
    """A checkable choice button whose text is ``colour``, filled with it when checked, grey when closed."""
    return (
        f"QPushButton {{ color: {colour}; padding: 4px 8px; border: 1px solid {BUTTON_BORDER_COLOUR};"
        f" border-radius: 6px; background: {SURFACE_COLOUR}; }}"
        f"QPushButton:checked {{ background: {colour}; color: {ON_COLOUR}; border-color: {colour}; }}"
        f"QPushButton:disabled {{ color: {BUTTON_BORDER_COLOUR}; border-color: {DISABLED_BORDER_COLOUR};"
        f" background: {DISABLED_BACKGROUND}; }}"
    )


def big_line_edit_style(name: str) -> str:
    """A line edit named ``name`` with large bold digits and the focus border of the fields."""
    return (
        f"QLineEdit#{name} {{ font-size: 22px; font-weight: bold; padding: 2px 6px;"
        f" border: 2px solid {FIELD_BORDER_COLOUR}; border-radius: 6px; }}"
        f"QLineEdit#{name}:focus {{ border: 3px solid {FOCUS_COLOUR}; background: {FOCUS_BACKGROUND}; }}"
    )


def outlined_frame_style(name: str, colour: str = FIELD_BORDER_COLOUR, *, width: int = 2, radius: int = 8) -> str:
    """A frame named ``name`` with a ``colour`` border on the surface colour."""
    return (
        f"QFrame#{name} {{ border: {width}px solid {colour}; border-radius: {radius}px;"
        f" background: {SURFACE_COLOUR}; }}"
    )


def flat_button_style(colour: str = MUTED_COLOUR) -> str:
    """A button with no border: just its ``colour`` text (e.g. a remove cross)."""
    return f"border: none; color: {colour};"


def small_button_style() -> str:
    """A small secondary button: grey text, thin border."""
    return (
        f"QPushButton {{ font-size: 12px; padding: 1px 6px; border: 1px solid {BUTTON_BORDER_COLOUR};"
        f" border-radius: 5px; background: {SURFACE_COLOUR}; color: {LABEL_COLOUR}; }}"
    )


def badge_style(name: str, colour: str) -> str:
    """A label named ``name`` shown as a large badge: ``colour`` fill, white bold text."""
    return (
        f"QLabel#{name} {{ background: {colour}; color: {ON_COLOUR}; font-size: 22px; font-weight: bold;"
        " padding: 3px 12px; border-radius: 6px; border: none; }"
    )


def main_button_style(colour: str = MADE_COLOUR) -> str:
    """The main action button: ``colour`` fill, white bold text, grey while closed."""
    return (
        f"QPushButton {{ background: {colour}; color: {ON_COLOUR}; font-weight: bold; font-size: 15px;"
        f" border-radius: 6px; padding: 4px 16px; }} QPushButton:disabled {{ background: {BUTTON_BORDER_COLOUR}; }}"
    )


def warning_button_style(colour: str = ERROR_COLOUR) -> str:
    """A button for a drastic action: ``colour`` fill, white bold text, a focus border."""
    return (
        f"QPushButton {{ background: {colour}; color: {ON_COLOUR}; font-weight: bold; padding: 4px 12px;"
        " border-radius: 6px; }"
        f"QPushButton:focus {{ border: 3px solid {FOCUS_COLOUR}; }}"
    )


def undo_banner_style(name: str) -> str:
    """The undo banner named ``name``: a tinted bar with a strong border, and its Undo button outlined."""
    return (
        f"QFrame#{name} {{ background: {UNDO_BANNER_BACKGROUND}; border: 2px solid {UNDO_BANNER_BORDER};"
        " border-radius: 6px; }"
        f"QFrame#{name} QPushButton {{ font-size: 15px; font-weight: bold; color: {UNDO_BANNER_BORDER};"
        f" background: {SURFACE_COLOUR}; border: 2px solid {UNDO_BANNER_BORDER}; border-radius: 6px;"
        " padding: 2px 14px; }"
    )


def team_toggle_style(team: int | None) -> str:
    """The button naming which team counted: plain until the team is known, then in ``team``'s colours."""
    if team is None:
        return "font-size: 15px; padding: 4px 8px;"
    colour = TEAM_COLOURS[team]
    return (
        f"font-size: 15px; font-weight: bold; color: {colour}; padding: 4px 8px;"
        f" border: 2px solid {colour}; border-radius: 6px; background: {TEAM_TINTS[team]};"
    )


def coloured_html(html: str, colour: str, *, pixel_size: int | None = None) -> str:
    """``html`` (already escaped) in a ``colour`` span, for rich-text labels."""
    size = f"; font-size: {pixel_size}px" if pixel_size is not None else ""
    return f'<span style="color:{colour}{size}">{html}</span>'

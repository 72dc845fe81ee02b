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

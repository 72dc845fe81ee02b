"""The colours of the three themes: light, dark and high contrast, each a :class:`Theme` of the same slots.

Pure data (no Qt): what is in force is :mod:`.in_force`'s, the style sheets built from it are
:mod:`.styles`', and :mod:`.restyle` puts a theme in force.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from tarbish_score.model import Outcome

__all__ = ["CHOICES", "CONTRAST", "DARK", "LIGHT", "THEMES", "Theme"]


@dataclass(frozen=True)
class Theme:
    """The colours of one theme, each a ``#rrggbb`` string.

    Slots that share a value in the light theme share it in every theme (the banner's border is
    the bait colour, the undo banner's border team 0's colour …), so a colour of one theme names
    one colour of every other: that is what lets :func:`~.restyle.apply_theme` restyle live.
    """

    key: str
    dark: bool
    #: Window and input backgrounds for the application palette.
    window: str
    base: str
    alternate_base: str
    button: str
    #: The palette's selection (Qt's own widgets, Fusion's default button): darker than ``selection``.
    highlight: str
    #: Team colours (text on the background), and tints of them for the team panels' backgrounds.
    team: tuple[str, str]
    team_tint: tuple[str, str]
    made: str
    bait: str
    half_bait: str
    error: str
    muted: str
    focus: str
    suit_black: str
    suit_red: str
    text: str
    label: str
    #: Text on a coloured fill (a checked button, a badge), and the background of cards and buttons.
    on: str
    surface: str
    field_border: str
    field_background: str
    focus_background: str
    button_border: str
    disabled_border: str
    disabled_background: str
    undo_background: str
    undo_border: str
    undo_text: str
    #: Banners across the top of the window: (background, border, text) each.
    banner_error: tuple[str, str, str]
    banner_warning: tuple[str, str, str]
    banner_info: tuple[str, str, str]
    #: The winner's banner, and the banner of a tie that needs another round.
    winner_background: str
    tie_background: str
    #: The new-match dialog's table: felt, its edge, the seat numbers, the dealer's chip.
    felt: str
    felt_edge: str
    felt_text: str
    dealer_chip: str
    #: The chosen row of the history (fill and its text) and the frame around it.
    selection: str
    selection_text: str

    def suit(self, suit: str) -> str:
        """The colour of ``suit`` ("clubs", "spades", "diamonds" or "hearts")."""
        return self.suit_red if suit in ("diamonds", "hearts") else self.suit_black

    def outcome(self, outcome: Outcome) -> str:
        """The colour of a round's ``outcome``: made, bait, half bait, or muted when thrown in.

        Read from the enum's value, so the engine is not imported for the look.
        """
        return {"made": self.made, "bait": self.bait, "half-bait": self.half_bait}.get(outcome.value, self.muted)

    def colours(self) -> list[str]:
        """Every colour slot's value, in a fixed order (the same slots for every theme)."""
        out: list[str] = []
        for slot in fields(self):
            if slot.name in _PALETTE_ONLY:
                continue
            value = getattr(self, slot.name)
            if isinstance(value, tuple):
                out.extend(value)
            elif isinstance(value, str) and value.startswith("#"):
                out.append(value)
        return out


#: Slots used only in the application palette (never in a style sheet).
_PALETTE_ONLY: Final = frozenset({"window", "base", "alternate_base", "button", "highlight"})

LIGHT: Final = Theme(
    key="light",
    dark=False,
    window="#f3f4f6",
    base="#fefefe",
    alternate_base="#eef2f7",
    button="#eceff3",
    highlight="#0b57d0",
    team=("#1457b8", "#b53d0b"),
    team_tint=("#dbe8fb", "#fde6d8"),
    made="#1b7f3b",
    bait="#b3261e",
    half_bait="#9a5b00",
    error="#b3261e",
    muted="#5f6368",
    focus="#f5b800",
    suit_black="#111111",
    suit_red="#c62828",
    text="#202124",
    label="#3c4043",
    on="#ffffff",
    surface="#fefefe",
    field_border="#c4c7c5",
    field_background="#fafafa",
    focus_background="#fffbea",
    button_border="#9aa0a6",
    disabled_border="#dadce0",
    disabled_background="#f1f3f4",
    undo_background="#e8eef7",
    undo_border="#1457b8",
    undo_text="#0b2c5e",
    banner_error=("#fde8e7", "#b3261e", "#5f130e"),
    banner_warning=("#fff4d6", "#9a5b00", "#4a2c00"),
    banner_info=("#e3edfb", "#1457b8", "#0b2c5e"),
    winner_background="#ffd54f",
    tie_background="#fff3c4",
    felt="#2e7d32",
    felt_edge="#1b5e20",
    felt_text="#fffffd",
    dealer_chip="#ffd451",
    selection="#0b57d0",
    selection_text="#fffffe",
)

DARK: Final = Theme(
    key="dark",
    dark=True,
    window="#1b1c1f",
    base="#25272b",
    alternate_base="#2c2f34",
    button="#33363b",
    highlight="#1a4a9e",
    team=("#8ab4f8", "#f6a15c"),
    team_tint=("#1b2c48", "#44280f"),
    made="#72d38e",
    bait="#ff8a80",
    half_bait="#f4c15d",
    error="#ff8a80",
    muted="#aab0b7",
    focus="#ffcc33",
    suit_black="#f1f3f4",
    suit_red="#ff9189",
    text="#e8eaed",
    label="#cdd1d6",
    on="#111418",
    surface="#25272b",
    field_border="#6b7076",
    field_background="#2a2c31",
    focus_background="#3a3320",
    button_border="#8f949b",
    disabled_border="#44474c",
    disabled_background="#303236",
    undo_background="#1c2738",
    undo_border="#8ab4f8",
    undo_text="#d6e5ff",
    banner_error=("#3d1512", "#ff8a80", "#ffd8d4"),
    banner_warning=("#3a2a06", "#f4c15d", "#ffe7b0"),
    banner_info=("#14253f", "#8ab4f8", "#d6e5ff"),
    winner_background="#4a3b08",
    tie_background="#3a300a",
    felt="#2e7d32",
    felt_edge="#1b5e20",
    felt_text="#fffffd",
    dealer_chip="#ffd451",
    selection="#3b6fd6",
    selection_text="#ffffff",
)

CONTRAST: Final = Theme(
    key="contrast",
    dark=True,
    window="#000000",
    base="#000000",
    alternate_base="#141414",
    button="#1a1a1a",
    highlight="#1a3fb0",
    team=("#66b3ff", "#ffa040"),
    team_tint=("#001a33", "#331a00"),
    made="#66ff99",
    bait="#ff7070",
    half_bait="#ffd24d",
    error="#ff7070",
    muted="#d6d6d6",
    focus="#ffff00",
    suit_black="#fafafa",
    suit_red="#ff8080",
    text="#ffffff",
    label="#f0f0f0",
    on="#0a0a0a",
    surface="#000000",
    field_border="#c0c0c0",
    field_background="#050505",
    focus_background="#262600",
    button_border="#bdbdbd",
    disabled_border="#5c5c5c",
    disabled_background="#1a1a1a",
    undo_background="#001433",
    undo_border="#66b3ff",
    undo_text="#e0efff",
    banner_error=("#330000", "#ff7070", "#ffd6d6"),
    banner_warning=("#332600", "#ffd24d", "#fff0c2"),
    banner_info=("#001a40", "#66b3ff", "#e0efff"),
    winner_background="#403000",
    tie_background="#2b2100",
    felt="#1b5e20",
    felt_edge="#f0f0f1",
    felt_text="#fffffd",
    dealer_chip="#ffff01",
    selection="#3366ff",
    selection_text="#fefefe",
)

#: The themes by key, and the choices of View ▸ Theme ("system" follows the desktop's scheme).
THEMES: Final = {theme.key: theme for theme in (LIGHT, DARK, CONTRAST)}
CHOICES: Final = ("system", "light", "dark", "contrast")

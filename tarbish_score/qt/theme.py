"""Colours and sizes shared by the widgets: one place for the look, in a light, a dark and a high-contrast theme.

Every colour of the UI comes from the :class:`Theme` in force (:func:`current`) and from the
application palette, which :func:`apply_theme` sets from the same theme. The old module-level
names (``TEAM_COLOURS``, ``MUTED_COLOUR`` …) still work: they read the theme in force when they
are looked up.

Switching the theme restyles live: :func:`apply_theme` sets the application palette, then walks
the widgets and swaps each colour of the old theme for the same colour of the new one in their
style sheets, rich-text labels and label palettes (every theme has the same colour slots, so the
swap is one to one; ``tests/qt/test_theme.py`` checks it), and finally emits
:attr:`ThemeNotifier.theme_changed` for whatever paints from the theme (the history's model
answers with theme colours at ``data()`` time, so a repaint is enough).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QPalette

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QLabel, QWidget

__all__ = [
    "CHOICES",
    "CONTRAST",
    "DARK",
    "LIGHT",
    "Theme",
    "ThemeNotifier",
    "apply_theme",
    "current",
    "notifier",
    "palette_for",
    "resolve_choice",
]


@dataclass(frozen=True)
class Theme:
    """The colours of one theme, each a ``#rrggbb`` string.

    Slots that share a value in the light theme share it in every theme (the banner's border is
    the bait colour, the undo banner's border team 0's colour …), so a colour of one theme names
    one colour of every other: that is what lets :func:`apply_theme` restyle live.
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

_current: Theme = LIGHT
_original_palette: QPalette | None = None
_original_style: str | None = None


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


def resolve_choice(choice: str, app: QApplication | None = None) -> Theme:
    """The theme a View ▸ Theme ``choice`` means now ("system": the desktop's light or dark scheme).

    The desktop's scheme is ``QStyleHints.colorScheme()`` (Qt ≥ 6.5); older Qt, or an unknown
    scheme, read the palette: a window darker than its text means a dark desktop.
    """
    if choice in THEMES:
        return THEMES[choice]
    return DARK if system_is_dark(app) else LIGHT


def system_is_dark(app: QApplication | None = None) -> bool:
    """True when the desktop asks for a dark scheme."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    if scheme is not None:
        value = scheme()
        if value == Qt.ColorScheme.Dark:
            return True
        if value == Qt.ColorScheme.Light:
            return False
    palette = _original_palette if _original_palette is not None else QGuiApplication.palette()
    return (
        palette.color(QPalette.ColorRole.Window).lightness() < palette.color(QPalette.ColorRole.WindowText).lightness()
    )


def palette_for(theme: Theme) -> QPalette:
    """A full application palette for ``theme`` (Qt's own dialogs follow it too)."""
    palette = QPalette()
    role = QPalette.ColorRole
    disabled = QPalette.ColorGroup.Disabled
    roles = {
        role.Window: theme.window,
        role.WindowText: theme.text,
        role.Base: theme.base,
        role.AlternateBase: theme.alternate_base,
        role.ToolTipBase: theme.base,
        role.ToolTipText: theme.text,
        role.PlaceholderText: theme.muted,
        role.Text: theme.text,
        role.Button: theme.button,
        role.ButtonText: theme.text,
        role.BrightText: theme.on,
        role.Highlight: theme.highlight,
        role.HighlightedText: theme.selection_text,
        role.Link: theme.team[0],
        role.LinkVisited: theme.team[0],
        role.Light: theme.surface,
        role.Midlight: theme.field_border,
        role.Mid: theme.button_border,
        role.Dark: theme.disabled_border,
        role.Shadow: "#000000",
    }
    for colour_role, colour in roles.items():
        palette.setColor(colour_role, QColor(colour))
    for colour_role in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(disabled, colour_role, QColor(theme.button_border))
    return palette


#: The last theme put in force by :func:`apply_theme`: (the platform's own light look?, the theme); None: none yet.
_applied: tuple[bool, Theme] | None = None


def apply_theme(app: QApplication, choice: str) -> Theme:
    """Put the theme ``choice`` means in force: palette, style, and every widget's colours.

    "system" with a light desktop keeps the platform's own palette and style; every other theme
    sets a full palette under the Fusion style (platform styles may ignore palettes).

    Returns:
        The theme now in force.
    """
    global _current, _original_palette, _original_style, _applied
    new = resolve_choice(choice, app)
    # Nothing to change (a new window at start-up, the same choice again): touch no widget. Walking every
    # widget of the application from a window's constructor met widgets other code was tearing down.
    applied = (choice == "system" and new is LIGHT, new)
    if applied == (_applied or (True, LIGHT)) and new is _current:
        _applied = applied
        return new
    _applied = applied
    if _original_palette is None:
        _original_palette = QPalette(app.palette())
        _original_style = app.style().name()
    if choice == "system" and new is LIGHT:
        if _original_style is not None and app.style().name() != _original_style:
            app.setStyle(_original_style)
        app.setPalette(_original_palette)
    else:
        if app.style().name().lower() != "fusion":
            app.setStyle("Fusion")
        app.setPalette(palette_for(new))
    app.sendPostedEvents()  # the palette and style changes reach every widget before the restyle
    old, _current = _current, new
    if old is not new:
        _recolour_widgets(app, old, new)
    from PySide6.QtWidgets import QWidget

    for window in app.topLevelWidgets():
        QWidget.update(window)  # a window's repaint paints its children; QWidget's, as a view hides it
    notifier().theme_changed.emit()
    return new


_HEX = re.compile(r"#[0-9a-fA-F]{6}\b")


def colour_map(old: Theme, new: Theme) -> dict[str, str]:
    """Each colour of ``old`` (lower case) to the same slot's colour in ``new``."""
    return {a.lower(): b for a, b in zip(old.colours(), new.colours(), strict=True)}


def recolour_text(text: str, mapping: dict[str, str]) -> str:
    """``text`` (a style sheet or rich text) with every colour of ``mapping`` swapped."""
    return _HEX.sub(lambda m: mapping.get(m.group(0).lower(), m.group(0)), text)


def _shown_widgets(app: QApplication) -> list[QWidget]:
    """Every widget of the windows on screen or being built, found afresh through each window's children.

    Not ``QApplication.allWidgets()``: it also hands back widgets of closed windows on their way out,
    and touching one of those crashed the interpreter. A window shown later restyles as it is built.
    """
    import shiboken6
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    found: list[QWidget] = []
    for window in app.topLevelWidgets():
        if not shiboken6.isValid(window):
            continue
        # On screen, or being built (never shown nor hidden yet: the main window applies the theme as it is made).
        built = not window.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
        if window.isVisible() or built:
            found.append(window)
            found.extend(child for child in window.findChildren(QWidget) if shiboken6.isValid(child))
    return found


def _recolour_widgets(app: QApplication, old: Theme, new: Theme) -> None:
    import shiboken6
    from PySide6.QtWidgets import QLabel

    mapping = colour_map(old, new)
    # Style sheets first: setting one re-polishes the widget's children, which restores their old palettes.
    # A new style sheet can also rebuild a widget's inner parts (a combo box's popup, a scroll bar): a
    # widget of an earlier list may be gone, so each list is fresh and each widget checked before use.
    for widget in _shown_widgets(app):
        if not shiboken6.isValid(widget):
            continue
        sheet = widget.styleSheet()
        if sheet and "#" in sheet:
            changed = recolour_text(sheet, mapping)
            if changed != sheet:
                widget.setStyleSheet(changed)
    for widget in _shown_widgets(app):
        if not shiboken6.isValid(widget):
            continue
        colour = widget.property("themeColour")
        if isinstance(colour, str) and colour.lower() in mapping:
            _set_text_colour(widget, mapping[colour.lower()])
        if isinstance(widget, QLabel):
            text = widget.text()
            if "color:" in text:
                changed = recolour_text(text, mapping)
                if changed != text:
                    widget.setText(changed)


def _set_text_colour(widget: QWidget, colour: str) -> None:
    palette = QPalette()  # only these roles: the rest follow the application palette as it changes
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    palette.setColor(QPalette.ColorRole.Text, QColor(colour))
    widget.setPalette(palette)
    widget.setProperty("themeColour", colour)


# --- the old names, read from the theme in force ----------------------------------------------

_LEGACY: Final[dict[str, Callable[[Theme], Any]]] = {
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


def __getattr__(name: str) -> Any:
    """The old constant names (``TEAM_COLOURS``, ``MUTED_COLOUR`` …): the theme in force's value."""
    getter = _LEGACY.get(name)
    if getter is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getter(_current)


def team_colour(team: int) -> QColor:
    """The colour of ``team`` (0 or 1)."""
    return QColor(_current.team[team])


def team_tint(team: int) -> QColor:
    """A tint of ``team``'s colour, for backgrounds."""
    return QColor(_current.team_tint[team])


def style_label(label: QLabel, colour: str | None = None, *, bold: bool = False, pixel_size: int | None = None) -> None:
    """Colour and font of a label without a style sheet (cheaper to build and to paint).

    The colour should come from the theme in force: a theme switch swaps it for the new theme's.
    """
    if colour is not None:
        _set_text_colour(label, colour)
    font = label.font()
    font.setBold(bold)
    if pixel_size is not None:
        font.setPixelSize(pixel_size)
    label.setFont(font)


# --- style sheets (every colour from above) -----------------------------------------------


def focus_frame_style(name: str) -> str:
    """A focusable frame named ``name``: a quiet border, and a thick focus-coloured one while focused."""
    return (
        f"QFrame#{name} {{ border: 2px solid {_current.field_border}; border-radius: 8px;"
        f" background: {_current.field_background}; }}"
        f"QFrame#{name}:focus {{ border: 3px solid {_current.focus}; background: {_current.focus_background}; }}"
    )


def focused_border_style(selector: str) -> str:
    """The thick focus-coloured border of the widget ``selector`` names, for while it has the focus."""
    return f"{selector} {{ border: 3px solid {_current.focus}; }}"


def choice_button_style(colour: str) -> str:
    """A checkable choice button whose text is ``colour``, filled with it when checked, grey when closed."""
    return (
        f"QPushButton {{ color: {colour}; padding: 4px 8px; border: 1px solid {_current.button_border};"
        f" border-radius: 6px; background: {_current.surface}; }}"
        f"QPushButton:checked {{ background: {colour}; color: {_current.on}; border-color: {colour}; }}"
        f"QPushButton:disabled {{ color: {_current.button_border}; border-color: {_current.disabled_border};"
        f" background: {_current.disabled_background}; }}"
    )


def big_line_edit_style(name: str) -> str:
    """A line edit named ``name`` with large bold digits and the focus border of the fields."""
    return (
        f"QLineEdit#{name} {{ font-size: 22px; font-weight: bold; padding: 2px 6px;"
        f" border: 2px solid {_current.field_border}; border-radius: 6px; }}"
        f"QLineEdit#{name}:focus {{ border: 3px solid {_current.focus}; background: {_current.focus_background}; }}"
    )


def outlined_frame_style(name: str, colour: str | None = None, *, width: int = 2, radius: int = 8) -> str:
    """A frame named ``name`` with a ``colour`` border on the surface colour."""
    colour = colour if colour is not None else _current.field_border
    return (
        f"QFrame#{name} {{ border: {width}px solid {colour}; border-radius: {radius}px;"
        f" background: {_current.surface}; }}"
    )


def flat_button_style(colour: str | None = None) -> str:
    """A button with no border: just its ``colour`` text (e.g. a remove cross)."""
    colour = colour if colour is not None else _current.muted
    return f"border: none; color: {colour};"


def small_button_style() -> str:
    """A small secondary button: grey text, thin border."""
    return (
        f"QPushButton {{ font-size: 12px; padding: 1px 6px; border: 1px solid {_current.button_border};"
        f" border-radius: 5px; background: {_current.surface}; color: {_current.label}; }}"
    )


def badge_style(name: str, colour: str) -> str:
    """A label named ``name`` shown as a large badge: ``colour`` fill, white bold text."""
    return (
        f"QLabel#{name} {{ background: {colour}; color: {_current.on}; font-size: 22px; font-weight: bold;"
        " padding: 3px 12px; border-radius: 6px; border: none; }"
    )


def main_button_style(colour: str | None = None) -> str:
    """The main action button: ``colour`` fill, white bold text, grey while closed."""
    colour = colour if colour is not None else _current.made
    return (
        f"QPushButton {{ background: {colour}; color: {_current.on}; font-weight: bold; font-size: 15px;"
        f" border-radius: 6px; padding: 4px 16px; }} QPushButton:disabled {{ background: {_current.button_border}; }}"
    )


def warning_button_style(colour: str | None = None) -> str:
    """A button for a drastic action: ``colour`` fill, white bold text, a focus border."""
    colour = colour if colour is not None else _current.error
    return (
        f"QPushButton {{ background: {colour}; color: {_current.on}; font-weight: bold; padding: 4px 12px;"
        " border-radius: 6px; }"
        f"QPushButton:focus {{ border: 3px solid {_current.focus}; }}"
    )


def undo_banner_style(name: str) -> str:
    """The undo banner named ``name``: a tinted bar with a strong border, and its Undo button outlined."""
    return (
        f"QFrame#{name} {{ background: {_current.undo_background}; border: 2px solid {_current.undo_border};"
        " border-radius: 6px; }"
        f"QFrame#{name} QPushButton {{ font-size: 15px; font-weight: bold; color: {_current.undo_border};"
        f" background: {_current.surface}; border: 2px solid {_current.undo_border}; border-radius: 6px;"
        " padding: 2px 14px; }"
    )


def team_toggle_style(team: int | None) -> str:
    """The button naming which team counted: plain until the team is known, then in ``team``'s colours."""
    if team is None:
        return "font-size: 15px; padding: 4px 8px;"
    colour = _current.team[team]
    return (
        f"font-size: 15px; font-weight: bold; color: {colour}; padding: 4px 8px;"
        f" border: 2px solid {colour}; border-radius: 6px; background: {_current.team_tint[team]};"
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
    t = _current
    return (
        f"{selector} {{ border: 3px solid {t.focus}; }}"
        f"{selector}::item:selected {{ background: {t.selection}; color: {t.selection_text};"
        f" border-top: 3px solid {t.focus}; border-bottom: 3px solid {t.focus}; }}"
    )


def banner_colours(kind: str) -> tuple[str, str, str]:
    """A banner's (background, border, text) for ``kind``: "error", "warning" or "info"."""
    return {"error": _current.banner_error, "warning": _current.banner_warning, "info": _current.banner_info}[kind]


def choice_chip_style(colour: str, *, extra: str = "") -> str:
    """A checkable button with ``colour`` text on the surface, filled with ``colour`` when checked."""
    t = _current
    return (
        f"QPushButton {{ color: {colour}; border: 1px solid {t.button_border}; border-radius: 6px;"
        f" background: {t.surface};{extra} }}"
        f"QPushButton:checked {{ background: {colour}; color: {t.on}; border-color: {colour}; }}"
    )


def winner_banner_style(colour: str | None, *, tie: bool = False) -> str:
    """The winner's banner in ``colour`` (None: a draw); ``tie``: the calmer banner of a tie that plays on."""
    t = _current
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

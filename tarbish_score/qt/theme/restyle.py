"""Putting a theme in force: the application palette and style, then every widget restyled live.

:func:`apply_theme` first puts the new theme in force, so that whatever Qt paints or tells while the
palette changes (a ``PaletteChange`` handler, a paint delivered with the palette) reads the new
theme, never the old one. It then sets the application palette, walks the widgets and swaps each
colour of the old theme for the same colour of the new one in their style sheets, rich-text labels
and label palettes (every theme has the same colour slots, so the swap is one to one;
``tests/qt/test_theme.py`` checks it), polishes every style sheet again (a widget with a style
sheet keeps the palette it was polished with), asks every widget to repaint, and finally emits
:attr:`ThemeNotifier.theme_changed` for whatever paints from the theme (the history's model tells its
views that its colours changed).

The one module of the Qt adapters that touches widgets (imported inside the functions that walk
them, and for :func:`style_label`'s annotation): it restyles what the window layer built.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QPalette

from tarbish_score.qt.theme.colours import DARK, LIGHT, THEMES, Theme
from tarbish_score.qt.theme.in_force import current, notifier, put_in_force

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QLabel, QWidget

__all__ = [
    "apply_theme",
    "colour_map",
    "palette_for",
    "recolour_text",
    "resolve_choice",
    "style_label",
    "system_is_dark",
]

_original_palette: QPalette | None = None
_original_style: str | None = None


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


def _style_name(app: QApplication) -> str:
    """The name of ``app``'s style, or of the style a proxy of the window layer wraps (its tabs drawn whole)."""
    style = app.style()
    base = getattr(style, "baseStyle", None)
    return str((base() if callable(base) else style).name())


def apply_theme(app: QApplication, choice: str) -> Theme:
    """Put the theme ``choice`` means in force: palette, style, and every widget's colours.

    "system" with a light desktop keeps the platform's own palette and style; every other theme
    sets a full palette under the Fusion style (platform styles may ignore palettes).

    Returns:
        The theme now in force.
    """
    global _original_palette, _original_style, _applied
    new = resolve_choice(choice, app)
    # Nothing to change (a new window at start-up, the same choice again): touch no widget. Walking every
    # widget of the application from a window's constructor met widgets other code was tearing down.
    applied = (choice == "system" and new is LIGHT, new)
    if applied == (_applied or (True, LIGHT)) and new is current():
        _applied = applied
        return new
    _applied = applied
    if _original_palette is None:
        _original_palette = QPalette(app.palette())
        _original_style = _style_name(app)
    old = put_in_force(new)  # before the palette: what paints or answers a palette change reads the new theme
    if choice == "system" and new is LIGHT:
        if _original_style is not None and _style_name(app) != _original_style:
            app.setStyle(_original_style)
        app.setPalette(_original_palette)
    else:
        if _style_name(app).lower() != "fusion":
            app.setStyle("Fusion")
        app.setPalette(palette_for(new))
    app.sendPostedEvents()  # the palette and style changes reach every widget before the restyle
    _recolour_widgets(app, old, new)
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
    # Every style sheet is set again, even one without a colour of the theme: a widget with a style sheet
    # keeps the palette it was polished with (a "Callers counted:" button stayed white in the dark).
    # A new style sheet can also rebuild a widget's inner parts (a combo box's popup, a scroll bar): a
    # widget of an earlier list may be gone, so each list is fresh and each widget checked before use.
    for widget in _shown_widgets(app):
        if not shiboken6.isValid(widget):
            continue
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet(recolour_text(sheet, mapping) if "#" in sheet else sheet)
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
        # Each widget, not only its window: a window's repaint does not repaint a scroll area's viewport.
        widget.update()


def _set_text_colour(widget: QWidget, colour: str) -> None:
    palette = QPalette()  # only these roles: the rest follow the application palette as it changes
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    palette.setColor(QPalette.ColorRole.Text, QColor(colour))
    widget.setPalette(palette)
    widget.setProperty("themeColour", colour)


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

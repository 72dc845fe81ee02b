"""The themes' colours: team colours apart for colour-blind players, text colours readable on their backgrounds,
one colour slot per colour (so a switch can swap them), and the old names reading the theme in force."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from tarbish_score.qt import theme

THEMES = [theme.LIGHT, theme.DARK, theme.CONTRAST]

#: Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB.
_SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "none": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}


def _linear(hex_: str) -> tuple[float, float, float]:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return channel(int(hex_[1:3], 16)), channel(int(hex_[3:5], 16)), channel(int(hex_[5:7], 16))


def _simulate(hex_: str, kind: str) -> tuple[float, float, float]:
    rgb = _linear(hex_)
    out = tuple(sum(m * c for m, c in zip(row, rgb, strict=True)) for row in _SIMULATIONS[kind])
    return tuple(min(1.0, max(0.0, c)) for c in out)  # type: ignore[return-value]


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _luminance(hex_: str) -> float:
    r, g, b = _linear(hex_)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("colours", THEMES, ids=lambda t: t.key)
@pytest.mark.parametrize("kind", ["none", "protanopia", "deuteranopia"])
def test_the_team_colours_stay_apart_for_colour_blind_players(colours: theme.Theme, kind: str) -> None:
    a, b = (_lab(_simulate(c, kind)) for c in colours.team)
    assert math.dist(a, b) >= 30, (kind, colours.team)  # ΔE*76: 2.3 is just noticeable, 30 is plainly different
    tints = [_lab(_simulate(c, kind)) for c in colours.team_tint]
    assert math.dist(*tints) >= 8, (kind, colours.team_tint)


@pytest.mark.parametrize("colours", THEMES, ids=lambda t: t.key)
def test_text_colours_read_on_the_backgrounds_they_are_drawn_on(colours: theme.Theme) -> None:
    on_surface = [colours.text, colours.label, colours.muted, colours.made, colours.bait, colours.half_bait,
                  colours.error, *colours.team, colours.suit_black, colours.suit_red]  # fmt: skip
    for background in (colours.surface, colours.window, colours.base, colours.field_background):
        for ink in on_surface:
            assert _contrast(ink, background) >= 4.5, (ink, background)
    for team in (0, 1):
        assert _contrast(colours.team[team], colours.team_tint[team]) >= 4.5
        assert _contrast(colours.text, colours.team_tint[team]) >= 4.5
        assert _contrast(colours.on, colours.team[team]) >= 4.5  # a checked team button
    for fill in (colours.made, colours.bait, colours.half_bait, colours.error, colours.muted):
        assert _contrast(colours.on, fill) >= 4.5, fill  # the outcome badge
    for background, border, text in (colours.banner_error, colours.banner_warning, colours.banner_info):
        assert _contrast(text, background) >= 4.5
        assert _contrast(border, background) >= 3  # WCAG 1.4.11: the banner's edge is seen
    assert _contrast(colours.undo_text, colours.undo_background) >= 4.5
    assert _contrast(colours.selection_text, colours.selection) >= 4.5
    assert _contrast(colours.selection, colours.base) >= 3  # the chosen row stands out from the others
    assert _contrast(colours.focus, colours.base) >= 3 or not colours.dark  # the focus ring is seen
    for team in (0, 1):
        assert _contrast(colours.team[team], colours.winner_background) >= 3  # large bold banner text
    assert _contrast(colours.text, colours.tie_background) >= 4.5


def test_the_suit_colours_follow_the_background() -> None:
    assert theme.LIGHT.suit("spades") == "#111111"
    assert theme.DARK.suit("spades") != theme.LIGHT.suit("spades")
    for colours in THEMES:
        assert colours.suit("clubs") == colours.suit("spades") == colours.suit_black
        assert colours.suit("hearts") == colours.suit("diamonds") == colours.suit_red


@pytest.mark.parametrize("old", THEMES, ids=lambda t: t.key)
@pytest.mark.parametrize("new", THEMES, ids=lambda t: t.key)
def test_each_colour_of_one_theme_names_one_colour_of_every_other(old: theme.Theme, new: theme.Theme) -> None:
    seen: dict[str, str] = {}
    for a, b in zip(old.colours(), new.colours(), strict=True):
        assert seen.setdefault(a.lower(), b) == b, (a, seen[a.lower()], b)
    sheet = theme.outlined_frame_style("x", old.team[1])
    assert theme.recolour_text(sheet, theme.colour_map(old, new)).count(new.team[1]) == 1


def test_the_old_names_read_the_theme_in_force(qapp: QApplication) -> None:
    from tarbish_score.qt.theme import MUTED_COLOUR, TEAM_COLOURS

    assert (theme.current().team, theme.current().muted) == (TEAM_COLOURS, MUTED_COLOUR)
    try:
        theme.apply_theme(qapp, "dark")
        assert theme.DARK.team == theme.TEAM_COLOURS
        assert theme.SUIT_COLOURS["spades"] == theme.DARK.suit_black
        assert theme.team_colour(1).name() == theme.DARK.team[1]
        assert theme.ON_COLOUR in theme.main_button_style()
        assert theme.DARK.made in theme.main_button_style()
        assert qapp.palette().color(QPalette.ColorRole.Window).name() == theme.DARK.window
        assert qapp.palette().color(QPalette.ColorRole.Highlight).name() == theme.DARK.highlight
    finally:
        theme.apply_theme(qapp, "system")
    assert theme.current() is theme.LIGHT
    with pytest.raises(AttributeError):
        theme.NO_SUCH_COLOUR  # noqa: B018


def test_the_system_choice_reads_the_desktops_scheme(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    hints = QGuiApplication.styleHints()
    monkeypatch.setattr(type(hints), "colorScheme", lambda self: Qt.ColorScheme.Dark)
    assert theme.resolve_choice("system") is theme.DARK
    monkeypatch.setattr(type(hints), "colorScheme", lambda self: Qt.ColorScheme.Light)
    assert theme.resolve_choice("system") is theme.LIGHT
    assert theme.resolve_choice("contrast") is theme.CONTRAST


@pytest.mark.parametrize("colours", THEMES, ids=lambda t: t.key)
def test_each_outcome_has_its_themes_colour(colours: theme.Theme) -> None:
    # The preview, the table view and the history all read a round's outcome colour from here.
    from tarbish_score.model import Outcome

    assert {outcome: colours.outcome(outcome) for outcome in Outcome} == {
        Outcome.MADE: colours.made,
        Outcome.BAIT: colours.bait,
        Outcome.HALF_BAIT: colours.half_bait,
        Outcome.THROWN_IN: colours.muted,
    }
    assert len({colours.made, colours.bait, colours.half_bait, colours.muted}) == 4

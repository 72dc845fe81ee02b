"""View ▸ Theme: System, Light, Dark or High contrast, remembered in the app's settings.

"System" follows the desktop's light or dark scheme live (``QStyleHints.colorSchemeChanged``,
Qt ≥ 6.5). The colours themselves live in :mod:`tarbish_score.qt.theme`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from tarbish_score.qt import settings, theme
from tarbish_score.ui import tab_style

__all__ = ["ThemeActions", "saved_choice"]


def saved_choice() -> str:
    """The remembered View ▸ Theme choice ("system" when none was made, or it is unknown)."""
    return settings.read(settings.THEME)


class ThemeActions(QObject):
    """The View ▸ Theme submenu; puts the remembered theme in force when built.

    Attributes:
        menu: the submenu (the window's View menu places it, as ui/window_commands.py says).
        actions: one checkable action per choice, keyed by ``theme.CHOICES``.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.menu = QMenu(self.tr("T&heme"), parent)
        group = QActionGroup(self)
        group.setExclusive(True)
        labels = {
            "system": self.tr("&System (follow the desktop)"),
            "light": self.tr("&Light"),
            "dark": self.tr("&Dark"),
            "contrast": self.tr("&High contrast"),
        }
        self.actions: dict[str, QAction] = {}
        for choice in theme.CHOICES:
            action = QAction(labels[choice], self)
            action.setCheckable(True)
            action.setData(choice)
            action.triggered.connect(lambda _checked=False, c=choice: self.choose(c))
            group.addAction(action)
            self.menu.addAction(action)
            self.actions[choice] = action
        self.choice = saved_choice()
        self.actions[self.choice].setChecked(True)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):  # Qt ≥ 6.5
            hints.colorSchemeChanged.connect(self._on_system_scheme_changed)
        self._apply()

    def choose(self, choice: str) -> None:
        """Put ``choice`` ("system", "light", "dark" or "contrast") in force and remember it."""
        if choice not in theme.CHOICES:
            raise ValueError(choice)
        self.choice = choice
        self.actions[choice].setChecked(True)
        settings.write(settings.THEME, choice)
        self._apply()

    def _on_system_scheme_changed(self) -> None:
        if self.choice == "system":
            self._apply()

    def _apply(self) -> None:
        app = QCoreApplication.instance()
        if isinstance(app, QApplication):
            theme.apply_theme(app, self.choice)
            tab_style.install(app)  # the style in force draws every tab title whole (French "Équipes")

"""The sub-menu an action opens, the same on every PySide6 the package supports."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu

from tarbish_score.ui.actions.builder import DeclaredMenu


def menu_of(action: QAction) -> QMenu | None:
    """The menu ``action`` opens (a menu bar's or a menu's entry), or None for a plain action.

    Not ``action.menu()``: on PySide6 6.7 the menu it returns dies with the action's Python wrapper, so a
    menu reached through a passing list (``menuBar().actions()`` in an expression) was "already deleted".
    A menu of the menu bar is filled first, as it is when it opens (:class:`DeclaredMenu`).
    """
    owner = action.parent()  # a menu's own action is its child: no walk over every widget left by earlier tests
    if isinstance(owner, QMenu) and owner.menuAction() is action:
        menu: QMenu | None = owner
    else:
        found = [widget for widget in QApplication.allWidgets() if isinstance(widget, QMenu)]
        menu = next((menu for menu in found if menu.menuAction() is action), None)
    if isinstance(menu, DeclaredMenu):
        menu.fill()
    return menu

"""The window's actions and menus, built from the declaration in :mod:`tarbish_score.ui.window_commands`.

:func:`build_actions` makes the actions of one owner (the window, or a part such as the zoom)
and puts them on the window at once, so every shortcut works from the first paint on.
:func:`build_menu_bar` makes the menu bar's menus empty; each is filled from the declaration the
first time it opens (:class:`DeclaredMenu`), and again when its items changed since (the
archive's, which come after the first paint).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from tarbish_score.ui.declaring import Command, Menu, Separator, Submenu
from tarbish_score.ui.window_commands import COMMANDS, ENTRIES, MENUS

__all__ = ["DeclaredMenu", "build_actions", "build_menu_bar", "dress_action", "make_action"]


def dress_action(command: Command, action: QAction) -> QAction:
    """Give ``action`` what ``command`` declares: its id, keys (window-wide), switch and tips; returns it."""
    action.setObjectName(command.id)
    if command.shortcuts:
        action.setShortcuts([QKeySequence(keys) for keys in command.shortcuts])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.setCheckable(command.checkable)
    if command.tooltip is not None:
        action.setToolTip(command.tooltip.text())
    if command.status_tip is not None:
        action.setStatusTip(command.status_tip.text())
    return action


def make_action(command: Command, parent: QObject) -> QAction:
    """A new action for ``command`` (its text translated now), not yet connected."""
    return dress_action(command, QAction(command.text.text(), parent))


def build_actions(owner: str, host: QWidget, target: object) -> dict[str, QAction]:
    """Make every command ``owner`` declares, on ``host``, each connected to its slot on ``target``.

    Args:
        owner: the commands' :attr:`~tarbish_score.ui.window_commands.Command.owner`.
        host: the window: the actions are its children and on it (their shortcuts work window-wide).
        target: the object whose methods the actions call; or a function returning it, called
            when an action is first used (a part built on first use).

    Returns:
        The actions by command id, in declaration order.

    Raises:
        AttributeError: ``target`` (not a function) lacks a declared slot.
    """
    actions: dict[str, QAction] = {}
    for command in COMMANDS.values():
        if command.owner != owner:
            continue
        action = make_action(command, host)
        host.addAction(action)
        if command.slot:
            _connect(command, action, target)
        actions[command.id] = action
    return actions


def _connect(command: Command, action: QAction, target: object) -> None:
    """``action``'s ``triggered`` (or ``toggled``) to ``command.slot`` on ``target``, with ``command.slot_args``."""
    args = command.slot_args
    if callable(target):  # a part built on first use: the slot is looked up then
        build = target

        def call(*more: object) -> None:
            getattr(build(), command.slot)(*args, *more)
    else:
        method = getattr(target, command.slot)

        def call(*more: object) -> None:
            method(*args, *more)

    # Lambdas with the signal's own arguments: Qt's "checked" never reaches a slot that takes other ones.
    if command.toggles:
        action.toggled.connect(lambda checked: call(checked))
    else:
        action.triggered.connect(lambda: call())


class DeclaredMenu(QMenu):
    """A menu of the menu bar, filled from the declaration when it is about to show.

    Its items are the declaration's commands and submenus of this menu that ``find`` knows,
    in declaration order, with the declared separators between groups (never two in a row, none
    first or last).

    Args:
        menu: the declared menu.
        find: the action of an entry id (a command's action, a submenu's menu action), or None
            while there is none (the archive's items before the archive is open).
        parent: the window.
    """

    def __init__(self, menu: Menu, find: Callable[[str], QAction | None], parent: QWidget) -> None:
        super().__init__(menu.title.text(), parent)
        self.setObjectName(f"{menu.id}Menu")
        self.menu_id = menu.id
        self._find = find
        #: The items it was last filled with (None for a separator); None before the first fill.
        self._filled: list[QAction | None] | None = None
        self.aboutToShow.connect(self.fill)

    def items(self) -> list[QAction | None]:
        """The items it shows now: actions, and None for a separator."""
        items: list[QAction | None] = []
        for entry in ENTRIES:
            if isinstance(entry, Separator) and entry.menu == self.menu_id:
                if items and items[-1] is not None:
                    items.append(None)
            elif isinstance(entry, Command | Submenu) and entry.menu == self.menu_id:
                action = self._find(entry.id)
                if action is not None:
                    items.append(action)
        while items and items[-1] is None:
            items.pop()
        return items

    def fill(self) -> None:
        """Put in the items (again only when they changed since the last fill)."""
        items = self.items()
        filled = self._filled
        if filled is not None and len(items) == len(filled) and all(a is b for a, b in zip(items, filled, strict=True)):
            return
        # Not clear(): it deletes a submenu's menu action too (Match ▸ Scoresheet paper size).
        for old in self.actions():
            self.removeAction(old)
            if old.isSeparator():
                old.deleteLater()
        for item in items:
            if item is None:
                self.addSeparator()
            else:
                self.addAction(item)
        self._filled = items


def build_menu_bar(window: QMainWindow, find: Callable[[str], QAction | None]) -> dict[str, DeclaredMenu]:
    """Put the declared menus on ``window``'s menu bar, each to be filled when it first opens.

    Args:
        window: the main window.
        find: as for :class:`DeclaredMenu`.

    Returns:
        The menus by declared id.
    """
    menus: dict[str, DeclaredMenu] = {}
    bar = window.menuBar()
    for menu in MENUS:
        built = menus[menu.id] = DeclaredMenu(menu, find, window)
        bar.addMenu(built)
        if sys.platform == "darwin":  # the native menu bar moves Quit and About to the app menu from filled menus only
            built.fill()
    return menus

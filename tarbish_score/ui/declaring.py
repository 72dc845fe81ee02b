r"""The forms a window command is declared in (:mod:`tarbish_score.ui.window_commands` holds the declaration).

A :class:`Command` for each window command, :class:`Separator` and :class:`Submenu` for the
rest of a menu, :class:`KeyHelp` for a line of the keyboard-shortcuts sheet that is not a
command, :class:`Menu` and :class:`HelpSection` for the menu bar and the sheet's sections.
Texts are :class:`Message`\ s, marked with :func:`QT_TRANSLATE_NOOP` and translated when built.
Each form is an immutable named tuple (a frozen dataclass costs several times more to define,
and this module is imported at start-up).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

__all__ = ["QT_TRANSLATE_NOOP", "Command", "HelpSection", "KeyHelp", "Menu", "Message", "Separator", "Submenu"]


class Message(NamedTuple):
    """A translatable text: its catalogue context and its English source."""

    context: str
    source: str

    def text(self) -> str:
        """The text in the language in force."""
        return QCoreApplication.translate(self.context, self.source)


def QT_TRANSLATE_NOOP(context: str, source: str) -> Message:
    """Mark ``source`` for the catalogues under ``context``, to be translated when shown.

    The name is the one pyside6-lupdate reads (so the text reaches the catalogues); unlike Qt's,
    this one keeps the context with the text, for :meth:`Message.text`.
    """
    return Message(context, source)


class Menu(NamedTuple):
    """A menu of the menu bar."""

    id: str
    title: Message


class HelpSection(NamedTuple):
    """A section of the keyboard-shortcuts sheet."""

    id: str
    title: Message


class Command(NamedTuple):
    """A window command: one action, window-wide shortcuts, a menu item and a line on the sheet.

    Attributes:
        id: the command's name (the action's object name; ``build_actions`` returns the action under it).
        owner: the part that builds the action and whose method it calls: ``"window"`` (the main
            window), ``"undo"`` (the undo stack's two actions), ``"exchange"``, ``"details"``,
            ``"statistics"``, ``"zoom"``, ``"keep_awake"``, ``"table"``, ``"race_chart"``, ``"archive"``, ``"sync"``.
        text: the menu text, with its ``&`` accelerator.
        slot: the owner's method the action calls (with ``slot_args``; a ``toggles`` command passes
            its new checked state); "" when the owner connects the action itself.
        shortcuts: the keys, in Qt's portable form (``"Ctrl+Shift+Z"``); the first is the one menus show.
        menu: the menu it is in (a :data:`MENUS` id); "" for a command only its keys reach.
        help_section: the sheet section its line is in (a :data:`HELP_SECTIONS` id).
        help_text: its line on the sheet; None for a command without keys.
        help_with: another command whose line lists this one's keys too (Esc in the table view's line).
        checkable: the action is a switch (a tick in the menu).
        toggles: the slot follows ``toggled(bool)`` instead of ``triggered``.
        tooltip: the action's tooltip, if it has one beyond its text.
        status_tip: the status-bar line while the menu item is highlighted.
    """

    id: str
    owner: str
    text: Message
    slot: str = ""
    slot_args: tuple[object, ...] = ()
    shortcuts: tuple[str, ...] = ()
    menu: str = ""
    help_section: str = ""
    help_text: Message | None = None
    help_with: str = ""
    checkable: bool = False
    toggles: bool = False
    tooltip: Message | None = None
    status_tip: Message | None = None


class Separator(NamedTuple):
    """A line between groups of ``menu``'s items (shown only between two items)."""

    menu: str


class Submenu(NamedTuple):
    """A submenu of ``menu``, made by a part of the window (View ▸ Language); the window finds it by ``id``."""

    id: str
    menu: str


class KeyHelp(NamedTuple):
    """A line of the sheet for keys that are not a window command (the round entry's, a dialog's).

    ``keys`` is shown as written, or translated when it is a :class:`Message` (then formatted with
    ``keys_format``'s names and values); either way a ``{clubs}``-style name is the letter of the
    language in force (:mod:`tarbish_score.ui.letters`) and each key's name is the language's
    (:func:`tarbish_score.qt.key_names.keys_line`). ``text`` may name letters the same way.
    """

    section: str
    keys: str | Message
    text: Message
    keys_format: tuple[tuple[str, str], ...] = ()

    def keys_text(self) -> str:
        """The keys cell as shown."""
        from tarbish_score.qt.key_names import keys_line
        from tarbish_score.ui import letters

        written = self.keys if isinstance(self.keys, str) else self.keys.text()
        shown = letters.language_letters()
        values = {name: value.format(**shown) for name, value in self.keys_format}
        return keys_line(written.format(**shown, **values))

    def text_shown(self) -> str:
        """What the keys do, as shown (with the language's key names and letters)."""
        from tarbish_score.qt.key_names import with_keys
        from tarbish_score.ui import letters

        return with_keys(self.text.text()).format(**letters.language_letters())

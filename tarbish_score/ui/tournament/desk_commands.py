"""The desk window's commands, declared once: text, keys and menu (the forms of :mod:`tarbish_score.ui.declaring`).

The desk is a window of its own (``ui/tournament/desk.py``): its menus and shortcuts are built from
:data:`DESK_MENUS` and :data:`DESK_COMMANDS` by :func:`build_desk_actions`, each action calling the desk's
method of the command's ``slot``. The keys are the desk's alone (window-wide in the desk): Ctrl+Z undoes
the desk's last change as it undoes a round in the match window.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from tarbish_score.ui.declaring import QT_TRANSLATE_NOOP, Command, Menu, Message, Separator

__all__ = ["DESK_COMMANDS", "DESK_ENTRIES", "DESK_MENUS", "ENTRY_KEYS", "build_desk_actions", "key_rows"]

DESK_MENUS: tuple[Menu, ...] = (
    Menu("night", QT_TRANSLATE_NOOP("TournamentDesk", "&Night")),
    Menu("edit", QT_TRANSLATE_NOOP("TournamentDesk", "&Edit")),
    Menu("view", QT_TRANSLATE_NOOP("TournamentDesk", "&View")),
    Menu("help", QT_TRANSLATE_NOOP("TournamentDesk", "&Help")),
)

#: The result entry's own keys (not commands), for the desk's keys sheet (F1); "{tables}": the night's table numbers.
ENTRY_KEYS: tuple[tuple[str, Message], ...] = (
    ("{tables}", QT_TRANSLATE_NOOP("TournamentDesk", "Table number: the focus moves on once no table starts with it")),
    (
        "0 … 9",
        QT_TRANSLATE_NOOP("TournamentDesk", "A total: the focus moves on at the target's number of digits"),
    ),
    ("Space / Tab", QT_TRANSLATE_NOOP("TournamentDesk", "Next field (a short total)")),
    ("Backspace", QT_TRANSLATE_NOOP("TournamentDesk", "In an empty field: back to the one before")),
    ("Enter", QT_TRANSLATE_NOOP("TournamentDesk", "Record the table's result")),
    ("Esc", QT_TRANSLATE_NOOP("TournamentDesk", "Clear the result fields")),
    ("Alt+T", QT_TRANSLATE_NOOP("TournamentDesk", "Time was called")),
)


DESK_ENTRIES: tuple[Command | Separator, ...] = (
    Command(
        "draw_round",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Draw next round"),
        "draw_next_round",
        shortcuts=("Ctrl+D",),
        menu="night",
    ),
    Separator("night"),
    Command(
        "print_slips",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Print slips and table cards…"),
        "print_slips",
        shortcuts=("Ctrl+P",),
        menu="night",
    ),
    Command(
        "save_slips",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "Save slips and table cards as P&DF…"),
        "save_slips_pdf",
        shortcuts=("Ctrl+Shift+P",),
        menu="night",
    ),
    Separator("night"),
    Command(
        "import_results",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Import table results…"),
        "import_results",
        shortcuts=("Ctrl+I",),
        menu="night",
    ),
    Command(
        "watch_folder",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Watch a folder for table results…"),
        "choose_watched_folder",
        menu="night",
    ),
    Separator("night"),
    Command(
        "print_standings",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "Print s&tandings…"),
        "print_standings",
        menu="night",
    ),
    Command(
        "save_standings",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "Save standings as PD&F…"),
        "save_standings_pdf",
        shortcuts=("Ctrl+Shift+S",),
        menu="night",
    ),
    Command(
        "export_csv",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Export standings as CSV…"),
        "export_standings_csv",
        shortcuts=("Ctrl+E",),
        menu="night",
    ),
    Separator("night"),
    Command(
        "close_desk",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Close"),
        "close",
        shortcuts=("Ctrl+W",),
        menu="night",
    ),
    Command("undo", "desk", QT_TRANSLATE_NOOP("TournamentDesk", "&Undo"), "undo", shortcuts=("Ctrl+Z",), menu="edit"),
    Command(
        "redo",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Redo"),
        "redo",
        shortcuts=("Ctrl+Shift+Z", "Ctrl+Y"),
        menu="edit",
    ),
    Separator("edit"),
    Command(
        "correct",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Correct the chosen table's result…"),
        "correct_result",
        shortcuts=("F2",),
        menu="edit",
    ),
    Command(
        "enter_result",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Type a result"),
        "focus_result_entry",
        shortcuts=("Ctrl+R",),
        menu="edit",
    ),
    Separator("edit"),
    Command(
        "late_team", "desk", QT_TRANSLATE_NOOP("TournamentDesk", "Add a &late team…"), "add_late_team", menu="edit"
    ),
    Command("withdraw", "desk", QT_TRANSLATE_NOOP("TournamentDesk", "&Withdraw a team…"), "withdraw_team", menu="edit"),
    Command(
        "projector",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Projector: standings and draw on a second screen"),
        "show_projector",
        shortcuts=("F11",),
        menu="view",
    ),
    Command(
        "desk_keys",
        "desk",
        QT_TRANSLATE_NOOP("TournamentDesk", "&Keys of the desk"),
        "show_keys",
        shortcuts=("F1",),
        menu="help",
    ),
)

#: The commands of :data:`DESK_ENTRIES`, by id.
DESK_COMMANDS: dict[str, Command] = {entry.id: entry for entry in DESK_ENTRIES if isinstance(entry, Command)}


def build_desk_actions(window: QMainWindow, target: object) -> dict[str, QAction]:
    """Make the desk's actions on ``window`` (each calling ``target``'s slot) and fill its menu bar.

    Returns:
        The actions by command id.

    Raises:
        AttributeError: ``target`` lacks a declared slot.
    """
    actions: dict[str, QAction] = {}
    for command in DESK_COMMANDS.values():
        action = QAction(command.text.text(), window)
        action.setObjectName(command.id)
        action.setShortcuts([QKeySequence(keys) for keys in command.shortcuts])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        window.addAction(action)
        slot = getattr(target, command.slot)
        action.triggered.connect(lambda checked=False, slot=slot: slot())
        actions[command.id] = action
    bar = window.menuBar()
    for menu in DESK_MENUS:
        built = QMenu(menu.title.text(), window)
        built.setObjectName(f"desk{menu.id.title()}Menu")
        bar.addMenu(built)
        for entry in DESK_ENTRIES:
            if isinstance(entry, Separator) and entry.menu == menu.id:
                built.addSeparator()
            elif isinstance(entry, Command) and entry.menu == menu.id:
                built.addAction(actions[entry.id])
    return actions


def key_rows(tables: int) -> list[tuple[str, str]]:
    """The desk's keys sheet: (keys as the language names them, what they do), the result entry's first.

    Args:
        tables: the tables of a round of the night: the table numbers typed are 1 to that.
    """
    from tarbish_score.qt.key_names import keys_line

    numbers = f"1 … {tables}" if tables > 1 else "1"
    rows = [(keys_line(keys.format(tables=numbers)), text.text()) for keys, text in ENTRY_KEYS]
    for command in DESK_COMMANDS.values():
        if command.shortcuts:
            what = command.text.text().replace("&", "").rstrip("…")
            rows.append((" / ".join(keys_line(k) for k in command.shortcuts), what))
    return rows

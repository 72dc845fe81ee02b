"""Every window command, declared once: its text, keys, menu and line on the keyboard-shortcuts sheet.

The main window's menus (:func:`tarbish_score.ui.actions.builder.build_menu_bar`), its actions
(:func:`~tarbish_score.ui.actions.builder.build_actions`, called by the window and by each part
in ``ui/actions/``) and the F1 sheet (:func:`tarbish_score.ui.dialogs.help.shortcut_rows`) are
all built from :data:`ENTRIES`. A new window command is one :class:`Command` here (and the method
it calls on its owner); its menu item, its shortcut and its help line follow. The forms
(:class:`~tarbish_score.ui.declaring.Command` and the rest) are in :mod:`tarbish_score.ui.declaring`.

:data:`ENTRIES` lists each menu's items top to bottom (menus may interleave: only the order
within a menu counts), then the keys that are not window commands (:class:`KeyHelp`: the round
entry's keys, the dialogs' keys). Each section of the sheet lists its rows in this order.

The texts keep the translation context of the class that showed them before they were declared
here (``MainWindow`` for the window's own items, ``Help`` for the sheet), so the catalogues'
keys are unchanged. It lives beside the window's parts, not among them: ``ui/actions`` builds
from it and ``ui/dialogs/help.py`` reads it, and neither package may import the other both ways.
"""

from __future__ import annotations

from tarbish_score.ui.declaring import QT_TRANSLATE_NOOP, Command, HelpSection, KeyHelp, Menu, Separator, Submenu

__all__ = ["COMMANDS", "ENTRIES", "HELP_SECTIONS", "MENUS", "command"]


MENUS: tuple[Menu, ...] = (
    Menu("match", QT_TRANSLATE_NOOP("MainWindow", "&Match")),
    Menu("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit")),
    Menu("view", QT_TRANSLATE_NOOP("MainWindow", "&View")),
    Menu("tools", QT_TRANSLATE_NOOP("MainWindow", "&Tools")),
    Menu("tournament", QT_TRANSLATE_NOOP("TournamentActions", "T&ournament")),
    Menu("help", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
)

HELP_SECTIONS: tuple[HelpSection, ...] = (
    HelpSection("entry", QT_TRANSLATE_NOOP("Help", "Entering a round (the focus starts on the caller)")),
    HelpSection("history", QT_TRANSLATE_NOOP("Help", "Round history")),
    HelpSection("window", QT_TRANSLATE_NOOP("Help", "Match and window")),
    HelpSection("tools", QT_TRANSLATE_NOOP("Help", "Run checker and card-point counter")),
    HelpSection("charts", QT_TRANSLATE_NOOP("Help", "Race chart and statistics")),
    HelpSection("sharing", QT_TRANSLATE_NOOP("Help", "Sharing and saving")),
    HelpSection("new_match", QT_TRANSLATE_NOOP("Help", "New-match dialog")),
)

ENTRIES: tuple[Command | Separator | Submenu | KeyHelp, ...] = (
    # --- Match ------------------------------------------------------------------------------
    Command(
        "new_match",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&New match…"),
        "open_new_match_dialog",
        shortcuts=("Ctrl+N",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "New match: teams, players, first dealer, target, house rules"),
    ),
    Command(
        "rematch",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&Rematch"),
        "rematch",
        shortcuts=("Ctrl+Shift+R",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Rematch: same teams and rules, the next player deals first"),
    ),
    Separator("match"),
    Command(
        "rename",
        "details",
        QT_TRANSLATE_NOOP("MatchDetailsActions", "Rena&me teams and players…"),
        "open_rename",
        shortcuts=("F2",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Rename teams and players (scores stay; a finished match too)"),
    ),
    Command(
        "match_note",
        "details",
        QT_TRANSLATE_NOOP("MatchDetailsActions", "Matc&h note…"),
        "open_match_note",
        shortcuts=("Ctrl+Shift+M",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Note on the match: where and when (Legion hall, Friday)"),
    ),
    Command(
        "round_note",
        "details",
        QT_TRANSLATE_NOOP("MatchDetailsActions", "Note on a ro&und…"),
        "open_round_note",
        slot_args=(None,),
        shortcuts=("Ctrl+Shift+N",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP(
            "Help", "Note on the round chosen in the history, else the last one (misdeal, renege)"
        ),
    ),
    Separator("match"),
    Command(
        "match_statistics",
        "statistics",
        QT_TRANSLATE_NOOP("StatisticsActions", "Statistics o&f this match…"),
        "show_match_statistics",
        shortcuts=("Ctrl+T",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Statistics of this match: who called what, per team and per player"),
        tooltip=QT_TRANSLATE_NOOP("StatisticsActions", "Who called what in this match: per team and per player"),
    ),
    Command(
        "archive_statistics",
        "statistics",
        QT_TRANSLATE_NOOP("StatisticsActions", "Archi&ve statistics…"),
        "show_archive_statistics",
        shortcuts=("Ctrl+Shift+T",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Archive statistics: who has won most, per player, per pair, head to head"),
        tooltip=QT_TRANSLATE_NOOP(
            "StatisticsActions", "Who has won most over the years: per player, per pair, head to head"
        ),
    ),
    Separator("match"),
    Command(
        "export",
        "exchange",
        QT_TRANSLATE_NOOP("MainWindow", "&Export…"),
        "export_match",
        shortcuts=("Ctrl+E",),
        menu="match",
        help_section="sharing",
        help_text=QT_TRANSLATE_NOOP("Help", "Export the match: match record, spreadsheet (CSV) or PDF scoresheet"),
    ),
    Command(
        "print",
        "exchange",
        QT_TRANSLATE_NOOP("MainWindow", "&Print scoresheet…"),
        "print_match",
        shortcuts=("Ctrl+P",),
        menu="match",
        help_section="sharing",
        help_text=QT_TRANSLATE_NOOP("Help", "Print the scoresheet"),
    ),
    Submenu("paper", "match"),
    Command(
        "save_race_chart",
        "race_chart",
        QT_TRANSLATE_NOOP("RaceChartActions", "Save race chart as PNG or SVG…"),
        "save_chart",
        menu="match",
    ),
    Command(
        "copy_result",
        "exchange",
        QT_TRANSLATE_NOOP("MainWindow", "&Copy result"),
        "copy_result",
        shortcuts=("Ctrl+Shift+C",),
        menu="match",
        help_section="sharing",
        help_text=QT_TRANSLATE_NOOP("Help", "Copy the result, for the group chat"),
    ),
    Separator("match"),
    Command(
        "import",
        "exchange",
        QT_TRANSLATE_NOOP("MainWindow", "&Import…"),
        "import_records",
        shortcuts=("Ctrl+I",),
        menu="match",
        help_section="sharing",
        help_text=QT_TRANSLATE_NOOP("Help", "Import match records"),
    ),
    Command("back_up", "exchange", QT_TRANSLATE_NOOP("MainWindow", "&Back up all matches…"), "back_up", menu="match"),
    Command("restore", "exchange", QT_TRANSLATE_NOOP("MainWindow", "Res&tore from backup…"), "restore", menu="match"),
    Separator("match"),
    # The archive's items come once the archive is open (after the first paint).
    Command(
        "set_aside",
        "archive",
        QT_TRANSLATE_NOOP("ArchiveActions", "&Set this match aside…"),
        "set_aside",
        menu="match",
        tooltip=QT_TRANSLATE_NOOP("ArchiveActions", "Keep this match in the archive and start another"),
    ),
    Command(
        "archive",
        "archive",
        QT_TRANSLATE_NOOP("ArchiveActions", "Match &archive…"),
        "show_archive",
        shortcuts=("Ctrl+O",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Match archive: every match kept, to open, export or delete"),
    ),
    Command(
        "corrections_log",
        "archive",
        QT_TRANSLATE_NOOP("ArchiveActions", "Corrections &log…"),
        "show_corrections_log",
        shortcuts=("Ctrl+L",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Corrections log: every correction made to this match"),
    ),
    Command(
        "correct_match",
        "archive",
        QT_TRANSLATE_NOOP("ArchiveActions", "C&orrect this match"),
        "correct_this_match",
        menu="match",
    ),
    Separator("match"),
    Command(
        "quit",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        "close",
        shortcuts=("Ctrl+Q",),
        menu="match",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Quit"),
    ),
    # --- Edit -------------------------------------------------------------------------------
    Command(
        "undo",
        "undo",
        QT_TRANSLATE_NOOP("MainWindow", "&Undo"),
        shortcuts=("Ctrl+Z",),
        menu="edit",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Undo: recording, correcting, deleting a round, starting a match"),
    ),
    Command(
        "redo",
        "undo",
        QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
        shortcuts=("Ctrl+Shift+Z", "Ctrl+Y"),
        menu="edit",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Redo"),
    ),
    Separator("edit"),
    Command(
        "insert_round",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&Insert a forgotten round before the selected one"),
        "insert_forgotten_round",
        shortcuts=("Ins", "Ctrl+Shift+I"),
        menu="edit",
        help_section="history",
        help_text=QT_TRANSLATE_NOOP("Help", "Insert a forgotten round before the chosen one (the last one if none)"),
    ),
    Command(
        "change_rules",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "Change the &house rules…"),
        "open_rules_change_dialog",
        shortcuts=("Ctrl+Shift+H",),
        menu="edit",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Change the house rules: what changes is shown before it applies"),
    ),
    # --- View -------------------------------------------------------------------------------
    Command(
        "switch_focus",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "Switch between round &entry and history"),
        "switch_focus",
        shortcuts=("F6",),
        menu="view",
        help_section="history",
        help_text=QT_TRANSLATE_NOOP("Help", "Switch between the round entry and the round history"),
    ),
    Command(
        "full_screen",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&Full screen"),
        "toggle_full_screen",
        shortcuts=("F11",),
        menu="view",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Full screen, for the whole table to read"),
        checkable=True,
    ),
    Separator("view"),
    Submenu("language", "view"),
    Separator("view"),
    Command(
        "zoom_in",
        "zoom",
        QT_TRANSLATE_NOOP("ZoomActions", "Zoom &in"),
        "zoom_in",
        shortcuts=("Ctrl++", "Ctrl+=", "Ctrl+Shift+="),
        menu="view",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Zoom in: bigger type in the whole window"),
    ),
    Command(
        "zoom_out",
        "zoom",
        QT_TRANSLATE_NOOP("ZoomActions", "Zoom &out"),
        "zoom_out",
        shortcuts=("Ctrl+-",),
        menu="view",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Zoom out"),
    ),
    Command(
        "actual_size",
        "zoom",
        QT_TRANSLATE_NOOP("ZoomActions", "&Actual size"),
        "reset",
        shortcuts=("Ctrl+0",),
        menu="view",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Actual size (the zoom is remembered)"),
    ),
    Separator("view"),
    Command(
        "keep_awake",
        "keep_awake",
        QT_TRANSLATE_NOOP("KeepAwakeActions", "Keep screen a&wake during a match"),
        menu="view",
        checkable=True,
        status_tip=QT_TRANSLATE_NOOP(
            "KeepAwakeActions", "The screen does not blank or lock while a match is being played."
        ),
    ),
    Separator("view"),
    Command(
        "table_view",
        "table",
        QT_TRANSLATE_NOOP("TableViewActions", "&Table view"),
        "set_table_view",
        shortcuts=("F12",),
        menu="view",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP(
            "Help", "Table view: only the score, as big as it goes; rounds are still typed blind"
        ),
        checkable=True,
        toggles=True,
    ),
    # Esc leaves the table view (once nothing is typed); enabled only while it is shown.
    Command(
        "leave_table_view",
        "table",
        QT_TRANSLATE_NOOP("TableViewActions", "Leave the table view"),
        "leave",
        shortcuts=("Esc",),
        help_with="table_view",
    ),
    Command(
        "scoreboard_window",
        "table",
        QT_TRANSLATE_NOOP("TableViewActions", "&Scoreboard window…"),
        "set_scoreboard_window",
        menu="view",
        checkable=True,
        toggles=True,
    ),
    Submenu("theme", "view"),
    Command(
        "race_chart",
        "race_chart",
        QT_TRANSLATE_NOOP("RaceChartActions", "&Race chart"),
        "set_shown",
        shortcuts=("F9",),
        menu="view",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Race chart: both teams' totals round by round; ← → on it read each round"),
        checkable=True,
        toggles=True,
        status_tip=QT_TRANSLATE_NOOP(
            "RaceChartActions", "Both teams' totals after each round, the target, bait rounds and the win."
        ),
    ),
    # --- Tools ------------------------------------------------------------------------------
    Command(
        "run_checker",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&Run checker…"),
        "open_run_checker",
        shortcuts=("Ctrl+R",),
        menu="tools",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Run checker: who scores runs, and why (settles a dispute)"),
    ),
    Command(
        "card_counter",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&Card-point counter…"),
        "open_card_counter",
        shortcuts=("Ctrl+K",),
        menu="tools",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "Card-point counter: count a pile card by card, or check both piles"),
    ),
    # --- Tournament: the desk window (ui/tournament/) is built when first used ---------------
    Command(
        "new_tournament",
        "tournament",
        QT_TRANSLATE_NOOP("TournamentActions", "&New tournament…"),
        "new_tournament",
        menu="tournament",
        status_tip=QT_TRANSLATE_NOOP("TournamentActions", "A club or hall night: teams, draw, slips, results."),
    ),
    Command(
        "open_tournament",
        "tournament",
        QT_TRANSLATE_NOOP("TournamentActions", "&Open tournament…"),
        "open_tournament",
        menu="tournament",
    ),
    # Matches carried between laptops by a sync tool (ui/actions/sync.py), once the archive is open.
    Separator("tools"),
    Command(
        "sync_folder",
        "sync",
        QT_TRANSLATE_NOOP("SyncActions", "S&ync folder…"),
        "open_sync_dialog",
        menu="tools",
        tooltip=QT_TRANSLATE_NOOP(
            "SyncActions", "A folder Syncthing, Nextcloud, Dropbox or OneDrive carries: matches go to other laptops"
        ),
    ),
    # --- Help -------------------------------------------------------------------------------
    Command(
        "shortcuts",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"),
        "show_help",
        slot_args=("shortcuts",),
        shortcuts=("F1",),
        menu="help",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "These keyboard shortcuts"),
    ),
    Command(
        "rules",
        "window",
        QT_TRANSLATE_NOOP("MainWindow", "&Rules in force"),
        "show_help",
        slot_args=("rules",),
        shortcuts=("Shift+F1",),
        menu="help",
        help_section="window",
        help_text=QT_TRANSLATE_NOOP("Help", "The rules in force"),
    ),
    Separator("help"),
    Command("about", "window", QT_TRANSLATE_NOOP("MainWindow", "&About Tarabish Score"), "show_about", menu="help"),
    # --- keys that are not window commands ---------------------------------------------------
    KeyHelp("entry", "1 2 3 4", QT_TRANSLATE_NOOP("Help", "Caller: the player who named trump, by seat number")),
    KeyHelp("entry", "0", QT_TRANSLATE_NOOP("Help", "Thrown in: everyone passed (only when the dealer is not forced)")),
    KeyHelp(
        "entry",
        "{clubs} {diamonds} {hearts} {spades}",
        QT_TRANSLATE_NOOP("Help", "Trump: ♣ clubs, ♦ diamonds, ♥ hearts, ♠ spades"),
    ),
    KeyHelp("entry", "{no_trump}", QT_TRANSLATE_NOOP("Help", "No trump (only when the house rules allow it)")),
    KeyHelp(
        "entry",
        QT_TRANSLATE_NOOP("Help", "digits"),
        QT_TRANSLATE_NOOP("Help", "Card points the callers counted (the other team's are filled in)"),
    ),
    KeyHelp("entry", "/", QT_TRANSLATE_NOOP("Help", "The other team counted: switch whose count you type")),
    KeyHelp(
        "entry",
        "{runs}",
        QT_TRANSLATE_NOOP(
            "Help", "Runs; then the player's seat number and {twenty} for a twenty or {fifty} for a fifty"
        ),
    ),
    KeyHelp("entry", "Backspace", QT_TRANSLATE_NOOP("Help", "In runs: remove the last run")),
    KeyHelp(
        "entry",
        "A K Q J 1 9 8 · {clubs} {diamonds} {hearts} {spades}",
        QT_TRANSLATE_NOOP(
            "Help",
            "Run's top card or suit, when asked for: type it in the field with the focus"
            " (1 is the 10; the suit comes next)",
        ),
    ),
    KeyHelp("entry", "{bella}", QT_TRANSLATE_NOOP("Help", "Bella; then 0 for nobody or the player's seat number")),
    KeyHelp(
        "entry", "{sweep}", QT_TRANSLATE_NOOP("Help", "Sweep: one team took all nine tricks (only with a sweep bonus)")
    ),
    KeyHelp("entry", "Tab / Shift+Tab", QT_TRANSLATE_NOOP("Help", "Next / previous field")),
    KeyHelp("entry", "Enter", QT_TRANSLATE_NOOP("Help", "Record the round (or save the correction)")),
    KeyHelp("entry", "Esc", QT_TRANSLATE_NOOP("Help", "Clear the round (or cancel the correction)")),
    KeyHelp("history", "↑ ↓", QT_TRANSLATE_NOOP("Help", "Choose a round")),
    KeyHelp("history", "Enter", QT_TRANSLATE_NOOP("Help", "Correct the chosen round (double-click works too)")),
    KeyHelp("history", "Delete", QT_TRANSLATE_NOOP("Help", "Delete the chosen round")),
    KeyHelp("history", "Esc", QT_TRANSLATE_NOOP("Help", "Back to the round entry")),
    KeyHelp("tools", "Alt+1 … Alt+4", QT_TRANSLATE_NOOP("Help", "Run checker: whose cards or runs you enter, by seat")),
    KeyHelp(
        "tools",
        QT_TRANSLATE_NOOP("Help", "Alt+T, then {suits}"),
        QT_TRANSLATE_NOOP(
            "Help", "Run checker: the round's trump, by the round entry's letters ({no_trump}: no trump)"
        ),
        keys_format=(("suits", "{clubs} {diamonds} {hearts} {spades}"),),
    ),
    KeyHelp("tools", "← → ↑ ↓ · Space", QT_TRANSLATE_NOOP("Help", "On the cards: move, and pick or drop the card")),
    KeyHelp(
        "tools",
        QT_TRANSLATE_NOOP("Help", "{ranks}, then {suits}"),
        QT_TRANSLATE_NOOP("Help", "On the cards: pick or drop a card by rank and suit (1 is the ten)"),
        keys_format=(("ranks", "A K Q J 1 9 8 7 6"), ("suits", "{clubs} {diamonds} {hearts} {spades}")),
    ),
    KeyHelp(
        "tools",
        "Alt+1 / Alt+2 / Alt+0",
        QT_TRANSLATE_NOOP("Help", "Card-point counter: the last trick went to team 1, team 2, or not counted yet"),
    ),
    KeyHelp("tools", "Ctrl+F", QT_TRANSLATE_NOOP("Help", "Match archive: find a team, player or note")),
    KeyHelp("tools", "Enter", QT_TRANSLATE_NOOP("Help", "Apply to the round being entered")),
    KeyHelp("tools", "Esc", QT_TRANSLATE_NOOP("Help", "Close without applying")),
    KeyHelp(
        "charts",
        "← → / Home / End",
        QT_TRANSLATE_NOOP(
            "Help",
            "On the race chart ({F9}; click it or {Tab} to it): the round before or after, the first, the last;"
            " what that round did is read under the chart",
        ),
    ),
    KeyHelp(
        "charts",
        "Alt+P / Alt+A / Alt+H",
        QT_TRANSLATE_NOOP("Help", "Archive statistics: the players, pairs of partners and head-to-head tables"),
    ),
    KeyHelp(
        "charts", "Alt+F / Alt+T", QT_TRANSLATE_NOOP("Help", "Archive statistics: count from a date, up to a date")
    ),
    KeyHelp(
        "charts",
        "Alt+R / Alt+L",
        QT_TRANSLATE_NOOP("Help", "Archive statistics: only one house-rule preset, only one player"),
    ),
    KeyHelp(
        "charts",
        "Alt+G",
        QT_TRANSLATE_NOOP("Help", "Archive statistics: which games count (kitchen matches, tournaments, one night)"),
    ),
    KeyHelp(
        "charts",
        "Alt+E",
        QT_TRANSLATE_NOOP("Help", "Archive statistics: export the table shown as a spreadsheet (CSV)"),
    ),
    KeyHelp("charts", "Esc", QT_TRANSLATE_NOOP("Help", "Close a statistics window or the About box")),
    KeyHelp(
        "new_match",
        "Enter",
        QT_TRANSLATE_NOOP("Help", "Start the match (nothing typed: a standard match, North-South against East-West)"),
    ),
    KeyHelp("new_match", "Esc", QT_TRANSLATE_NOOP("Help", "Cancel")),
)

#: The commands of :data:`ENTRIES`, by id.
COMMANDS: dict[str, Command] = {entry.id: entry for entry in ENTRIES if isinstance(entry, Command)}


def command(command_id: str) -> Command:
    """The command declared as ``command_id``.

    Raises:
        KeyError: no command has that id.
    """
    return COMMANDS[command_id]

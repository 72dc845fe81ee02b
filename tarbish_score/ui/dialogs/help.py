"""Help: the keyboard-shortcuts sheet and a rules page written from the rule set in force.

Imported only when the help is first opened, to keep start-up lean.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from tarbish_score.model import PRESETS, Match, RuleSet
from tarbish_score.qt import theme
from tarbish_score.words.rules_page import Sentence, rules_page

__all__ = ["HelpDialog", "rules_html", "shortcut_rows", "shortcuts_html"]


#: Qt's translate(); this name is one pyside6-lupdate recognises.
translate = QCoreApplication.translate


def _tag(tag: str, text: str) -> str:
    return f"<{tag}>{escape(text)}</{tag}>"


def shortcut_rows() -> list[tuple[str, list[tuple[str, str]]]]:
    """Every keyboard shortcut, in sections: ``(section, [(keys, what it does), ...])``."""
    return [
        (
            translate("Help", "Entering a round (the focus starts on the caller)"),
            [
                ("1 2 3 4", translate("Help", "Caller: the player who named trump, by seat number")),
                ("0", translate("Help", "Thrown in: everyone passed (only when the dealer is not forced)")),
                ("C D H S", translate("Help", "Trump: ♣ clubs, ♦ diamonds, ♥ hearts, ♠ spades")),
                ("N", translate("Help", "No trump (only when the house rules allow it)")),
                (
                    translate("Help", "digits"),
                    translate("Help", "Card points the callers counted (the other team's are filled in)"),
                ),
                ("/", translate("Help", "The other team counted: switch whose count you type")),
                ("R", translate("Help", "Runs; then the player's seat number and T for a twenty or F for a fifty")),
                ("Backspace", translate("Help", "In runs: remove the last run")),
                (
                    "A K Q J 1 9 8 · C D H S",
                    translate(
                        "Help",
                        "Run's top card or suit, when asked for: type it in the field with the focus"
                        " (1 is the 10; the suit comes next)",
                    ),
                ),
                ("B", translate("Help", "Bella; then 0 for nobody or the player's seat number")),
                ("W", translate("Help", "Sweep: one team took all nine tricks (only with a sweep bonus)")),
                ("Tab / Shift+Tab", translate("Help", "Next / previous field")),
                ("Enter", translate("Help", "Record the round (or save the correction)")),
                ("Esc", translate("Help", "Clear the round (or cancel the correction)")),
            ],
        ),
        (
            translate("Help", "Round history"),
            [
                ("F6", translate("Help", "Switch between the round entry and the round history")),
                ("↑ ↓", translate("Help", "Choose a round")),
                ("Enter", translate("Help", "Correct the chosen round (double-click works too)")),
                ("Delete", translate("Help", "Delete the chosen round")),
                (
                    "Ins / Ctrl+Shift+I",
                    translate("Help", "Insert a forgotten round before the chosen one (the last one if none)"),
                ),
                ("Esc", translate("Help", "Back to the round entry")),
            ],
        ),
        (
            translate("Help", "Match and window"),
            [
                ("Ctrl+N", translate("Help", "New match: teams, players, first dealer, target, house rules")),
                ("Ctrl+Shift+R", translate("Help", "Rematch: same teams and rules, the next player deals first")),
                ("F2", translate("Help", "Rename teams and players (scores stay; a finished match too)")),
                ("Ctrl+Shift+M", translate("Help", "Note on the match: where and when (Legion hall, Friday)")),
                (
                    "Ctrl+Shift+N",
                    translate("Help", "Note on the round chosen in the history, else the last one (misdeal, renege)"),
                ),
                ("Ctrl+Z", translate("Help", "Undo: recording, correcting, deleting a round, starting a match")),
                ("Ctrl+Shift+Z / Ctrl+Y", translate("Help", "Redo")),
                ("Ctrl+R", translate("Help", "Run checker: who scores runs, and why (settles a dispute)")),
                ("Ctrl+K", translate("Help", "Card-point counter: count a pile card by card, or check both piles")),
                ("Ctrl+Shift+H", translate("Help", "Change the house rules: what changes is shown before it applies")),
                ("F11", translate("Help", "Full screen, for the whole table to read")),
                ("Ctrl++ / Ctrl+= / Ctrl+Shift+=", translate("Help", "Zoom in: bigger type in the whole window")),
                ("Ctrl+-", translate("Help", "Zoom out")),
                ("Ctrl+0", translate("Help", "Actual size (the zoom is remembered)")),
                ("Ctrl+O", translate("Help", "Match archive: every match kept, to open, export or delete")),
                ("Ctrl+L", translate("Help", "Corrections log: every correction made to this match")),
                ("Ctrl+T", translate("Help", "Statistics of this match: who called what, per team and per player")),
                (
                    "Ctrl+Shift+T",
                    translate("Help", "Archive statistics: who has won most, per player, per pair, head to head"),
                ),
                (
                    "F12 / Esc",
                    translate("Help", "Table view: only the score, as big as it goes; rounds are still typed blind"),
                ),
                (
                    "F9",
                    translate("Help", "Race chart: both teams' totals round by round; ← → on it read each round"),
                ),
                ("F1", translate("Help", "These keyboard shortcuts")),
                ("Shift+F1", translate("Help", "The rules in force")),
                ("Ctrl+Q", translate("Help", "Quit")),
            ],
        ),
        (
            translate("Help", "Run checker and card-point counter"),
            [
                ("Alt+1 … Alt+4", translate("Help", "Run checker: whose cards or runs you enter, by seat")),
                ("← → ↑ ↓ · Space", translate("Help", "On the cards: move, and pick or drop the card")),
                (
                    translate("Help", "{ranks}, then {suits}").format(ranks="A K Q J 1 9 8 7 6", suits="C D H S"),
                    translate("Help", "On the cards: pick or drop a card by rank and suit (1 is the ten)"),
                ),
                (
                    "Alt+1 / Alt+2 / Alt+0",
                    translate("Help", "Card-point counter: the last trick went to team 1, team 2, or not counted yet"),
                ),
                ("Ctrl+F", translate("Help", "Match archive: find a team, player or note")),
                ("Enter", translate("Help", "Apply to the round being entered")),
                ("Esc", translate("Help", "Close without applying")),
            ],
        ),
        (
            translate("Help", "Race chart and statistics"),
            [
                (
                    "← → / Home / End",
                    translate(
                        "Help",
                        "On the race chart (F9; click it or Tab to it): the round before or after, the first, the last;"
                        " what that round did is read under the chart",
                    ),
                ),
                (
                    "Alt+P / Alt+A / Alt+H",
                    translate("Help", "Archive statistics: the players, pairs of partners and head-to-head tables"),
                ),
                ("Alt+F / Alt+T", translate("Help", "Archive statistics: count from a date, up to a date")),
                ("Alt+R / Alt+L", translate("Help", "Archive statistics: only one house-rule preset, only one player")),
                ("Alt+E", translate("Help", "Archive statistics: export the table shown as a spreadsheet (CSV)")),
                ("Esc", translate("Help", "Close a statistics window or the About box")),
            ],
        ),
        (
            translate("Help", "Sharing and saving"),
            [
                ("Ctrl+Shift+C", translate("Help", "Copy the result, for the group chat")),
                ("Ctrl+E", translate("Help", "Export the match: match record, spreadsheet (CSV) or PDF scoresheet")),
                ("Ctrl+P", translate("Help", "Print the scoresheet")),
                ("Ctrl+I", translate("Help", "Import match records")),
            ],
        ),
        (
            translate("Help", "New-match dialog"),
            [
                ("Enter", translate("Help", "Start the match (nothing typed: a standard match, Us against Them)")),
                ("Esc", translate("Help", "Cancel")),
            ],
        ),
    ]


def shortcuts_html() -> str:
    """The shortcuts sheet as HTML."""
    parts = [_tag("h2", translate("Help", "Keyboard shortcuts"))]
    for section, rows in shortcut_rows():
        parts.append(f"<h3>{escape(section)}</h3><table cellspacing='0' cellpadding='4'>")
        for keys, what in rows:
            parts.append(
                f"<tr><td style='padding-right:18px'><b><code>{escape(keys)}</code></b></td>"
                f"<td>{escape(what)}</td></tr>"
            )
        parts.append("</table>")
    return "".join(parts)


def _items(sentences: Sequence[Sentence]) -> str:
    return "".join(_tag("li", s.text) for s in sentences)


def rules_html(rules: RuleSet) -> str:
    """A rules page for ``rules`` as HTML: the sentences of ``words.rules_page``, laid out."""
    page = rules_page(rules)
    out = [_tag("h2", page.title), _tag("p", page.changed)]
    out.append(_tag("h3", page.bait_title) + "<ul>" + _items(page.bait) + "</ul>")
    out.append(_tag("h3", page.runs_title) + _tag("p", page.runs_intro.text))
    out.append("<ol>" + _items(page.precedence) + "</ol>")
    out.append(_tag("p", " ".join(s.text for s in page.runs)))
    out.append(_tag("h3", page.winning_title) + "<ul>" + _items(page.winning) + "</ul>")
    out.append(_tag("h3", page.switches_title) + "<table cellspacing='0' cellpadding='3'>")
    for row in page.switches:
        mark = " ★" if row.changed else ""
        out.append(
            f"<tr><td><b>{escape(row.title)}</b></td><td>{escape(row.value)}{mark}</td>"
            f"<td style='color:{theme.MUTED_COLOUR}'>{escape(row.meaning)}</td></tr>"
        )
    out.append("</table>")
    out.append(_tag("p", "★ " + page.star_note))
    out.append(f"<p style='color:{theme.MUTED_COLOUR}'><i>{escape(page.sources)}</i></p>")
    return "".join(out)


class HelpDialog(QDialog):
    """The help window: keyboard shortcuts and the rules in force, one tab each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # F1 here, as in every dialog, shows the shortcuts page.
        QShortcut(QKeySequence(Qt.Key.Key_F1), self).activated.connect(self.show_shortcuts)
        self.setWindowTitle(self.tr("Tarabish Score help"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.shortcuts_browser = QTextBrowser(self.tabs)
        self.shortcuts_browser.setHtml(shortcuts_html())
        self.rules_browser = QTextBrowser(self.tabs)
        self.tabs.addTab(self.shortcuts_browser, self.tr("Keyboard shortcuts"))
        self.tabs.addTab(self.rules_browser, self.tr("Rules in force"))
        self.tabs.tabBar().setAccessibleName(self.tr("Help pages"))
        self.tabs.tabBar().setAccessibleDescription(self.tr("Left and Right switch between the help pages."))
        self.shortcuts_browser.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.shortcuts_browser.setAccessibleDescription(
            self.tr("Every key of every window and what it does; Page Up and Page Down scroll.")
        )
        self.rules_browser.setAccessibleName(self.tr("Rules in force"))
        self.rules_browser.setAccessibleDescription(
            self.tr("The house rules of the match being scored; Page Up and Page Down scroll.")
        )
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(760, 640)

    def show_shortcuts(self) -> None:
        """Show the keyboard-shortcuts page (F1), keeping the rules page as it is."""
        self.tabs.setCurrentWidget(self.shortcuts_browser)
        self.shortcuts_browser.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def show_page(self, page: str, match: Match | None) -> None:
        """Show ``page`` ("shortcuts" or "rules") for ``match``'s rules (standard if none)."""
        rules = match.rules if match is not None else PRESETS["standard"]
        self.rules_browser.setHtml(rules_html(rules))
        shown = self.rules_browser if page == "rules" else self.shortcuts_browser
        self.tabs.setCurrentWidget(shown)
        # PageDown and the arrows scroll at once, without a click first.
        shown.setFocus(Qt.FocusReason.OtherFocusReason)

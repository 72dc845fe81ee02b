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
from tarbish_score.qt.key_names import key_text
from tarbish_score.ui.declaring import Command, KeyHelp
from tarbish_score.ui.window_commands import COMMANDS, ENTRIES, HELP_SECTIONS
from tarbish_score.words.rules_page import Sentence, rules_page

__all__ = ["HelpDialog", "rules_html", "shortcut_rows", "shortcuts_html"]


#: Qt's translate(); this name is one pyside6-lupdate recognises.
translate = QCoreApplication.translate


def _tag(tag: str, text: str) -> str:
    return f"<{tag}>{escape(text)}</{tag}>"


def shortcut_rows() -> list[tuple[str, list[tuple[str, str]]]]:
    """Every keyboard shortcut, in sections: ``(section, [(keys, what it does), ...])``.

    Built from the declaration (:mod:`tarbish_score.ui.window_commands`): a window command's
    row shows its keys (and those of a command declared ``help_with`` it), joined by " / ";
    the other keys' rows are declared there too. Sections without a row are left out.
    """
    rows: dict[str, list[tuple[str, str]]] = {section.id: [] for section in HELP_SECTIONS}
    for entry in ENTRIES:
        if isinstance(entry, KeyHelp):
            rows[entry.section].append((entry.keys_text(), entry.text_shown()))
        elif isinstance(entry, Command) and entry.help_text is not None:
            joined = [other for other in COMMANDS.values() if other.help_with == entry.id]
            keys = [key for command in (entry, *joined) for key in command.shortcuts]
            rows[entry.help_section].append((" / ".join(key_text(key) for key in keys), entry.help_text.text()))
    return [(section.title.text(), rows[section.id]) for section in HELP_SECTIONS if rows[section.id]]


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

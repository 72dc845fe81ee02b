"""Help: the keyboard-shortcuts sheet and a rules page written from the rule set in force.

Imported only when the help is first opened, to keep start-up lean.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from tarbish_score.model import FIFTY, PRESETS, ROUND_TOTAL, SWITCHES, TWENTY, Match, RuleSet, callers_line
from tarbish_score.qt import theme
from tarbish_score.ui.declaring import Command, KeyHelp
from tarbish_score.ui.window_commands import COMMANDS, ENTRIES, HELP_SECTIONS
from tarbish_score.words.rules import preset_label, switch_sentence, switch_title, switch_value_text

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
            rows[entry.section].append((entry.keys_text(), entry.text.text()))
        elif isinstance(entry, Command) and entry.help_text is not None:
            joined = [other for other in COMMANDS.values() if other.help_with == entry.id]
            keys = [key for command in (entry, *joined) for key in command.shortcuts]
            rows[entry.help_section].append((" / ".join(keys), entry.help_text.text()))
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


def _precedence(rules: RuleSet) -> list[str]:
    steps = [translate("Help", "A fifty (four cards or more) beats any twenty.")]
    if rules.fifty_order == "longer-first":
        steps.append(translate("Help", "Between two fifties, the longer run wins."))
    top = translate("Help", "The higher top card wins (A high, then K Q J 10 9 8).")
    trump = translate("Help", "A run in trump beats a plain-suit run.")
    steps += [top, trump] if rules.run_order == "length-top-trump" else [trump, top]
    if rules.equal_runs == "nobody":
        steps.append(translate("Help", "Identical plain runs on opposite teams: nobody scores runs this round."))
    else:
        steps.append(translate("Help", "Identical plain runs on opposite teams: the one nearer the eldest hand wins."))
    return steps


def rules_html(rules: RuleSet) -> str:
    """A rules page for ``rules``: what bait needs, run precedence, winning, and every switch."""
    total = ROUND_TOTAL
    out = [_tag("h2", translate("Help", "Rules in force: {preset}").format(preset=preset_label(rules.preset)))]
    changed = rules.differences()
    if changed:
        names = ", ".join(switch_title(k) for k in changed)
        out.append(_tag("p", translate("Help", "Changed from the standard rules: {names}.").format(names=names)))
    else:
        out.append(_tag("p", translate("Help", "All standard rules.")))

    out.append(_tag("h3", translate("Help", "Did the callers make it? (bait)")) + "<ul>")
    out.append(
        "<li>"
        + escape(
            translate(
                "Help",
                "Each team's round total is its card points (last trick included) plus the runs it was awarded "
                "plus bella. The callers must score more than the opponents.",
            )
        )
        + "</li>"
    )
    out.append(
        "<li>"
        + escape(
            translate(
                "Help",
                "With no runs and no bella that means {line} of the {total} card points. Runs and bella move the "
                "line: {own_twenty} with their own twenty, {against_fifty} against a fifty. The preview shows the "
                "line for every round.",
            ).format(
                line=callers_line(total),
                total=total,
                own_twenty=callers_line(total, callers_extra=TWENTY),
                against_fifty=callers_line(total, opponents_extra=FIFTY),
            )
        )
        + "</li>"
    )
    if rules.bait_transfer == "everything":
        bait = translate("Help", "Fewer points: bait. The callers score 0; the opponents take everything on the table.")
    else:
        bait = translate(
            "Help",
            "Fewer points: bait. The callers score 0; the opponents take the {total} card points and their own "
            "runs and bella (the callers' runs vanish).",
        ).format(total=total)
    out.append(f"<li>{escape(bait)}</li>")
    if rules.equal_totals == "half-bait":
        equal = translate("Help", "Equal totals: half bait. The callers score 0; the opponents keep their own points.")
    else:
        equal = translate("Help", "Equal totals: whole bait. The callers score 0; the opponents take everything.")
    out.append(f"<li>{escape(equal)}</li>")
    if rules.bella_on_bait == "kept":
        out.append(_tag("li", translate("Help", "On bait, the callers keep their own bella.")))
    out.append("</ul>")

    out.append(_tag("h3", translate("Help", "Runs: which run wins")))
    out.append(
        "<p>"
        + escape(
            translate(
                "Help",
                "A three-card run is a twenty, four or more a fifty. Only one side scores runs in a round; "
                "each player's best run is compared, step by step:",
            )
        )
        + "</p><ol>"
    )
    out += [f"<li>{escape(step)}</li>" for step in _precedence(rules)]
    out.append("</ol>")
    if rules.run_scorers == "best-player":
        scorers = translate("Help", "Only the player holding the best run scores runs: all of that player's runs.")
    else:
        scorers = translate("Help", "The team holding the best run scores the runs of both partners.")
    announced = translate("Help", "A run must be announced during the first trick.")
    out.append(_tag("p", f"{scorers} {announced}"))

    out.append(_tag("h3", translate("Help", "Winning the match")) + "<ul>")
    if rules.reach == "at-least":
        reach = translate("Help", "The first team to {target} points or more wins.").format(target=rules.target)
    else:
        reach = translate("Help", "The first team to pass {target} points wins.").format(target=rules.target)
    out.append(f"<li>{escape(reach)}</li>")
    both = (
        translate("Help", "Both teams reach it in the same round: the higher total wins.")
        if rules.both_reach == "higher"
        else translate("Help", "Both teams reach it in the same round: the callers win if they made it.")
    )
    out.append(f"<li>{escape(both)}</li>")
    tie = (
        translate("Help", "Equal totals at or above the target: play another round.")
        if rules.final_tie == "play-on"
        else translate("Help", "Equal totals at or above the target: the match is a draw.")
    )
    out.append(f"<li>{escape(tie)}</li>")
    out.append(_tag("li", translate("Help", "The callers cannot go out on a round they go bait on: they score 0.")))
    out.append("</ul>")

    out.append(_tag("h3", translate("Help", "Every house rule")) + "<table cellspacing='0' cellpadding='3'>")
    standard = PRESETS["standard"]
    for switch in SWITCHES:
        value = getattr(rules, switch.key)
        shown = str(value) if switch.is_integer else switch_value_text(switch.key, value)
        mark = " ★" if value != getattr(standard, switch.key) else ""
        out.append(
            f"<tr><td><b>{escape(switch_title(switch.key))}</b></td><td>{escape(shown)}{mark}</td>"
            f"<td style='color:{theme.MUTED_COLOUR}'>{escape(switch_sentence(switch.key))}</td></tr>"
        )
    out.append("</table>")
    out.append(_tag("p", "★ " + translate("Help", "differs from the standard rules")))
    out.append(
        f"<p style='color:{theme.MUTED_COLOUR}'><i>"
        + escape(
            translate(
                "Help",
                "Where these rules come from: public Tarabish rule texts (such as the Wikipedia article and Cape "
                "Breton newspaper pieces), the KenMacD/tarabish game server, and house rules seen at real tables. "
                "No rule here has a better source than those; where your table differs, change the house rules.",
            )
        )
        + "</i></p>"
    )
    return "".join(out)


class HelpDialog(QDialog):
    """The help window: keyboard shortcuts and the rules in force, one tab each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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

    def show_page(self, page: str, match: Match | None) -> None:
        """Show ``page`` ("shortcuts" or "rules") for ``match``'s rules (standard if none)."""
        rules = match.rules if match is not None else PRESETS["standard"]
        self.rules_browser.setHtml(rules_html(rules))
        shown = self.rules_browser if page == "rules" else self.shortcuts_browser
        self.tabs.setCurrentWidget(shown)
        # PageDown and the arrows scroll at once, without a click first.
        shown.setFocus(Qt.FocusReason.OtherFocusReason)

"""Help: the keyboard-shortcuts sheet and a rules page written from the rule set in force.

Imported only when the help is first opened, to keep start-up lean.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from tarbish_score.model import PRESETS, SWITCHES, Match, RuleSet

from .wording import preset_label, switch_sentence, switch_title, switch_value_text

__all__ = ["HelpDialog", "rules_html", "shortcut_rows", "shortcuts_html"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def shortcut_rows() -> list[tuple[str, list[tuple[str, str]]]]:
    """Every keyboard shortcut, in sections: ``(section, [(keys, what it does), ...])``."""
    t = QCoreApplication.translate
    return [
        (
            t("Help", "Entering a round (the focus starts on the caller)"),
            [
                ("1 2 3 4", t("Help", "Caller: the player who named trump, by seat number")),
                ("0", t("Help", "Thrown in: everyone passed (only when the dealer is not forced)")),
                ("C D H S", t("Help", "Trump: ♣ clubs, ♦ diamonds, ♥ hearts, ♠ spades")),
                ("N", t("Help", "No trump (only when the house rules allow it)")),
                (t("Help", "digits"), t("Help", "Card points the callers counted (the other team's are filled in)")),
                ("/", t("Help", "The other team counted: switch whose count you type")),
                ("R", t("Help", "Runs; then the player's seat number and T for a twenty or F for a fifty")),
                ("Backspace", t("Help", "In runs: remove the last run")),
                (
                    "A K Q J 1 9 8 · C D H S",
                    t("Help", "When a run's top card or suit is asked for: type it in the field with the focus"),
                ),
                ("B", t("Help", "Bella; then 0 for nobody or the player's seat number")),
                ("W", t("Help", "Sweep: one team took all nine tricks (only with a sweep bonus)")),
                ("Tab / Shift+Tab", t("Help", "Next / previous field")),
                ("Enter", t("Help", "Record the round (or save the correction)")),
                ("Esc", t("Help", "Clear the round (or cancel the correction)")),
            ],
        ),
        (
            t("Help", "Round history"),
            [
                ("F6", t("Help", "Switch between the round entry and the round history")),
                ("↑ ↓", t("Help", "Choose a round")),
                ("Enter", t("Help", "Correct the chosen round (double-click works too)")),
                ("Delete", t("Help", "Delete the chosen round")),
                ("Esc", t("Help", "Back to the round entry")),
            ],
        ),
        (
            t("Help", "Match and window"),
            [
                ("Ctrl+N", t("Help", "New match: teams, players, first dealer, target, house rules")),
                ("Ctrl+R", t("Help", "Rematch: same teams and rules, the next player deals first")),
                ("Ctrl+Z", t("Help", "Undo: recording, correcting, deleting a round, starting a match")),
                ("Ctrl+Shift+Z / Ctrl+Y", t("Help", "Redo")),
                ("F11", t("Help", "Full screen, for the whole table to read")),
                ("F1", t("Help", "These keyboard shortcuts")),
                ("Shift+F1", t("Help", "The rules in force")),
                ("Ctrl+Q", t("Help", "Quit")),
            ],
        ),
        (
            t("Help", "New-match dialog"),
            [
                ("Enter", t("Help", "Start the match (nothing typed: a standard match, Us against Them)")),
                ("Esc", t("Help", "Cancel")),
            ],
        ),
    ]


def shortcuts_html() -> str:
    """The shortcuts sheet as HTML."""
    parts = [f"<h2>{escape(_tr('Keyboard shortcuts'))}</h2>"]
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
    t = QCoreApplication.translate
    steps = [t("Help", "A fifty (four cards or more) beats any twenty.")]
    if rules.fifty_order == "longer-first":
        steps.append(t("Help", "Between two fifties, the longer run wins."))
    top = t("Help", "The higher top card wins (A high, then K Q J 10 9 8).")
    trump = t("Help", "A run in trump beats a plain-suit run.")
    steps += [top, trump] if rules.run_order == "length-top-trump" else [trump, top]
    if rules.equal_runs == "nobody":
        steps.append(t("Help", "Identical plain runs on opposite teams: nobody scores runs this round."))
    else:
        steps.append(
            t("Help", "Identical plain runs on opposite teams: the one nearer the eldest hand (in play order) wins.")
        )
    return steps


def rules_html(rules: RuleSet) -> str:
    """A rules page for ``rules``: what bait needs, run precedence, winning, and every switch."""
    t = QCoreApplication.translate
    total = 162
    out = [f"<h2>{escape(t('Help', 'Rules in force: {preset}').format(preset=preset_label(rules.preset)))}</h2>"]
    changed = rules.differences()
    if changed:
        names = ", ".join(switch_title(k) for k in changed)
        out.append(f"<p>{escape(t('Help', 'Changed from the standard rules: {names}.').format(names=names))}</p>")
    else:
        out.append(f"<p>{escape(t('Help', 'All standard rules.'))}</p>")

    out.append(f"<h3>{escape(t('Help', 'Did the callers make it? (bait)'))}</h3><ul>")
    out.append(
        "<li>"
        + escape(
            t(
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
            t(
                "Help",
                "With no runs and no bella that means 82 of the {total} card points. Runs and bella move the line: "
                "72 with their own twenty, 107 against a fifty. The preview shows the line for every round.",
            ).format(total=total)
        )
        + "</li>"
    )
    if rules.bait_transfer == "everything":
        bait = t("Help", "Fewer points: bait. The callers score 0; the opponents take everything on the table.")
    else:
        bait = t(
            "Help",
            "Fewer points: bait. The callers score 0; the opponents take the {total} card points and their own "
            "runs and bella (the callers' runs vanish).",
        ).format(total=total)
    out.append(f"<li>{escape(bait)}</li>")
    if rules.equal_totals == "half-bait":
        equal = t("Help", "Equal totals: half bait. The callers score 0; the opponents keep their own points.")
    else:
        equal = t("Help", "Equal totals: whole bait. The callers score 0; the opponents take everything.")
    out.append(f"<li>{escape(equal)}</li>")
    if rules.bella_on_bait == "kept":
        out.append(f"<li>{escape(t('Help', 'On bait, the callers keep their own bella.'))}</li>")
    out.append("</ul>")

    out.append(f"<h3>{escape(t('Help', 'Runs: which run wins'))}</h3>")
    out.append(
        "<p>"
        + escape(
            t(
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
        scorers = t("Help", "Only the player holding the best run scores runs: all of that player's runs.")
    else:
        scorers = t("Help", "The team holding the best run scores the runs of both partners.")
    out.append(f"<p>{escape(scorers)} {escape(t('Help', 'A run must be announced during the first trick.'))}</p>")

    out.append(f"<h3>{escape(t('Help', 'Winning the match'))}</h3><ul>")
    if rules.reach == "at-least":
        reach = t("Help", "The first team to {target} points or more wins.").format(target=rules.target)
    else:
        reach = t("Help", "The first team to pass {target} points wins.").format(target=rules.target)
    out.append(f"<li>{escape(reach)}</li>")
    both = (
        t("Help", "Both teams reach it in the same round: the higher total wins.")
        if rules.both_reach == "higher"
        else t("Help", "Both teams reach it in the same round: the callers win if they made it.")
    )
    out.append(f"<li>{escape(both)}</li>")
    tie = (
        t("Help", "Equal totals at or above the target: play another round.")
        if rules.final_tie == "play-on"
        else t("Help", "Equal totals at or above the target: the match is a draw.")
    )
    out.append(f"<li>{escape(tie)}</li>")
    out.append(f"<li>{escape(t('Help', 'The callers cannot go out on a round they go bait on: they score 0.'))}</li>")
    out.append("</ul>")

    out.append(f"<h3>{escape(t('Help', 'Every house rule'))}</h3><table cellspacing='0' cellpadding='3'>")
    standard = PRESETS["standard"]
    for switch in SWITCHES:
        value = getattr(rules, switch.key)
        shown = str(value) if switch.is_integer else switch_value_text(switch.key, value)
        mark = " ★" if value != getattr(standard, switch.key) else ""
        out.append(
            f"<tr><td><b>{escape(switch_title(switch.key))}</b></td><td>{escape(shown)}{mark}</td>"
            f"<td style='color:#5f6368'>{escape(switch_sentence(switch.key))}</td></tr>"
        )
    out.append("</table>")
    out.append(f"<p>★ {escape(t('Help', 'differs from the standard rules'))}</p>")
    out.append(
        "<p style='color:#5f6368'><i>"
        + escape(
            t(
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
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(760, 640)

    def show_page(self, page: str, match: Match | None) -> None:
        """Show ``page`` ("shortcuts" or "rules") for ``match``'s rules (standard if none)."""
        rules = match.rules if match is not None else PRESETS["standard"]
        self.rules_browser.setHtml(rules_html(rules))
        self.tabs.setCurrentWidget(self.rules_browser if page == "rules" else self.shortcuts_browser)

"""Change the house rules of a match in progress or finished, with the difference shown first.

The dialog reuses the new-match dialog's switches. After each change of a switch
the engine re-scores the match under the rules on screen (``Match.with_rules``)
and compares the scores (``model.compare``); the dialog shows what changes:
the switches, the totals before → after, each round whose result changes, and
whether the winner changes. Rules under which a recorded round is invalid, or
a round would come after the end, are refused with the reason, and Apply stays
off. The window opens the dialog with ``open()`` (no nested event loop) and
reads :meth:`RulesChangeDialog.rules` when it is accepted.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.model import PRESET_NAMES, PRESETS, Match, RuleSet, TarbishError
from tarbish_score.model.compare import compare_matches
from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.ui.dialogs.new_match import (
    make_preset_combo,
    make_target_spin,
    show_switch_values,
    switch_grid,
    switch_values,
)
from tarbish_score.words.compare import comparison_lines, rule_change_lines, rules_refusal_text

__all__ = ["RulesChangeDialog"]


class RulesChangeDialog(QDialog):
    """Pick other house rules for ``match`` and see what they change before applying them.

    Args:
        match: the match in force (in progress or finished).
        parent: the main window.
    """

    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("rulesChangeDialog")
        self.setWindowTitle(self.tr("Change the house rules"))
        self._match = match
        self._loading = True
        self._allowed = False
        self._lines: list[str] = []
        outer = QHBoxLayout(self)

        left = QVBoxLayout()
        outer.addLayout(left, 3)
        intro = QLabel(
            self.tr(
                "Every round of {a} against {b} is scored again under the new rules. "
                "The rounds as typed stay as they are."
            ).format(a=match.teams[0].name, b=match.teams[1].name),
            self,
        )
        intro.setWordWrap(True)
        left.addWidget(intro)
        game = QFormLayout()
        self.target_spin = make_target_spin(self)
        self.target_spin.valueChanged.connect(self._on_rules_edited)
        game.addRow(self.tr("Play to:"), self.target_spin)
        self.preset_combo = make_preset_combo(self)
        self.preset_combo.currentIndexChanged.connect(self._on_preset_combo_current_index_changed)
        game.addRow(self.tr("House rules:"), self.preset_combo)
        left.addLayout(game)
        scroll, self.switch_widgets = switch_grid(self, self._on_rules_edited)
        left.addWidget(scroll, 1)

        right = QVBoxLayout()
        outer.addLayout(right, 2)
        box = QGroupBox(self.tr("What changes"), self)
        box_layout = QVBoxLayout(box)
        self.switches_label = QLabel(box)
        self.switches_label.setWordWrap(True)
        theme.style_label(self.switches_label, bold=True, pixel_size=16)
        box_layout.addWidget(self.switches_label)
        self.effect_label = QLabel(box)
        self.effect_label.setWordWrap(True)
        self.effect_label.setTextFormat(Qt.TextFormat.RichText)
        self.effect_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box_layout.addWidget(self.effect_label, 1)
        right.addWidget(box, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.apply_button = self.buttons.addButton(
            with_keys(self.tr("Apply the new rules  [{Enter}]")), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.apply_button.setDefault(True)
        self.apply_button.setAutoDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        right.addWidget(self.buttons)

        self.target_spin.setValue(match.rules.target)
        self.preset_combo.setCurrentIndex(PRESET_NAMES.index(match.rules.preset))
        show_switch_values(self.switch_widgets, match.rules)
        self._loading = False
        self._refresh()
        self.resize(1100, 620)
        self.target_spin.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- reading ----------------------------------------------------------------------------

    def rules(self) -> RuleSet:
        """The rule set on screen: the chosen preset with any switch changed."""
        preset = str(self.preset_combo.currentData())
        values = {"target": self.target_spin.value(), **switch_values(self.switch_widgets)}
        return PRESETS[preset].with_changes(**values)

    @property
    def allowed(self) -> bool:
        """True when the rules on screen differ from those in force and every round scores under them."""
        return self._allowed

    def preview_text(self) -> str:
        """The preview as plain text, one line each (tests and screen readers)."""
        return "\n".join(self._lines)

    # --- slots ----------------------------------------------------------------------------------

    def accept(self) -> None:
        """Apply (Enter): only rules that change something and under which every round scores."""
        if self._allowed:
            super().accept()

    def _on_preset_combo_current_index_changed(self, index: int) -> None:
        if self._loading:
            return
        self._loading = True
        preset = PRESETS[str(self.preset_combo.itemData(index))]
        self.target_spin.setValue(preset.target)
        show_switch_values(self.switch_widgets, preset)
        self._loading = False
        self._refresh()

    def _on_rules_edited(self, *_: object) -> None:
        if not self._loading:
            self._refresh()

    def _refresh(self) -> None:
        """Ask the engine what the rules on screen would change, and show it."""
        rules = self.rules()
        match = self._match
        switches = rule_change_lines(match.rules, rules)
        self.switches_label.setText("\n".join(switches))
        colour, bold_last = theme.TEXT_COLOUR, False
        if rules == match.rules:
            effect = [self.tr("These are the rules in force: change a switch to see what it does.")]
            colour, self._allowed = theme.MUTED_COLOUR, False
        else:
            try:
                changed = match.with_rules(rules)
            except TarbishError as error:
                effect = [rules_refusal_text(error, match)]
                colour, self._allowed = theme.ERROR_COLOUR, False
            else:
                comparison = compare_matches(match, changed)
                effect = comparison_lines(match, comparison)
                bold_last, self._allowed = comparison.winner_changes, True
        shown = [html.escape(line) for line in effect]
        if bold_last:
            shown[-1] = f"<b>{theme.coloured_html(shown[-1], theme.HALF_BAIT_COLOUR)}</b>"
        self.effect_label.setText(theme.coloured_html("<br>".join(shown), colour, pixel_size=16))
        self._lines = switches + effect
        self.apply_button.setEnabled(self._allowed)

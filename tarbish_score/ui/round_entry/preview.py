"""The live preview of the round as typed: made / bait / half bait, the points, and why.

While a round is corrected it also shows the correction's effect on the match: the totals
before and after, and when the winner changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tarbish_score.qt import theme
from tarbish_score.ui.announce import announce, plain_text
from tarbish_score.ui.elide import TEAM_PX, elided
from tarbish_score.words.errors import warning_text
from tarbish_score.words.game import line_text, outcome_text, verdict_text

if TYPE_CHECKING:
    from tarbish_score.model import Match, MatchScore, RoundInput, RoundResult
    from tarbish_score.model.compare import MatchComparison

__all__ = ["RoundPreview", "escape"]


def escape(text: str) -> str:
    """``text`` made safe for a rich-text label."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class RoundPreview(QFrame):
    """What the round will score before it is recorded: made / bait / half bait, points, the line, runs.

    Signals:
        shown: the preview changed (waiting, a problem, or a result); the table view's strip follows it.
    """

    shown = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundPreview")
        self.setStyleSheet(theme.outlined_frame_style("roundPreview"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        top = QHBoxLayout()
        self.outcome_label = QLabel(self)
        self.outcome_label.setObjectName("outcomeLabel")
        self.points_label = QLabel(self)
        self.points_label.setTextFormat(Qt.TextFormat.RichText)
        # A long problem sentence wraps: it must never widen the panel (and squeeze the history).
        self.points_label.setWordWrap(True)
        theme.style_label(self.points_label, pixel_size=22)
        top.addWidget(self.outcome_label)
        top.addSpacing(12)
        top.addWidget(self.points_label, 1)
        layout.addLayout(top)
        self.detail_labels: list[QLabel] = []
        for _ in range(4):
            label = QLabel(self)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            theme.style_label(label, pixel_size=14)
            layout.addWidget(label)
            self.detail_labels.append(label)
        self.effect_label = QLabel(self)
        self.effect_label.setObjectName("effectLabel")
        self.effect_label.setWordWrap(True)
        self.effect_label.setTextFormat(Qt.TextFormat.RichText)
        theme.style_label(self.effect_label, pixel_size=17)
        layout.addWidget(self.effect_label)
        self.effect_label.hide()
        #: The problem shown, as plain text ("" when none).
        self.problem_text = ""
        self.show_waiting([])

    def sizeHint(self) -> QSize:
        """As tall as its lines are at its width (a wrapped label's own hint guesses a narrow one)."""
        hint = super().sizeHint()
        height = self.heightForWidth(self.width()) if self.width() > 100 else -1
        return QSize(hint.width(), height) if height > 0 else hint

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width: its lines wrap anew, the entry's layout asks its height again."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()

    @property
    def sentence(self) -> str:
        """The preview as one plain sentence, as a screen reader is told it: outcome, points, why, effect."""
        parts = [self.outcome_text, plain_text(self.points_label.text()), *(plain_text(d) for d in self.details())]
        parts.append(self.effect_text)
        return "  ".join(part for part in parts if part)

    def announce(self) -> None:
        """Tell a screen reader the preview's sentence, if it changed."""
        announce(self, self.sentence)

    @property
    def effect_text(self) -> str:
        """The correction's effect as plain text ("" when no round is being corrected)."""
        if self.effect_label.isHidden():
            return ""
        return self.effect_label.property("plainText") or ""

    @property
    def outcome_text(self) -> str:
        """The outcome shown ("" when waiting)."""
        return self.outcome_label.text()

    def details(self) -> list[str]:
        """The detail lines shown (plain text of each label)."""
        return [label.text() for label in self.detail_labels if label.text()]

    def _set_outcome(self, text: str, colour: str) -> None:
        self.outcome_label.setText(text)
        self.outcome_label.setStyleSheet(theme.badge_style("outcomeLabel", colour))
        self.outcome_label.setVisible(bool(text))

    def _set_details(self, lines: list[str]) -> None:
        for i, label in enumerate(self.detail_labels):
            label.setText(lines[i] if i < len(lines) else "")
            label.setVisible(i < len(lines) and bool(lines[i]))

    def show_waiting(self, needed: list[str]) -> None:
        """Nothing to score yet: say what is still needed."""
        self._set_outcome("", theme.SURFACE_COLOUR)
        waiting = self.tr("Preview: type the round")
        self.points_label.setText(theme.coloured_html(escape(waiting), theme.MUTED_COLOUR))
        self._set_details([theme.coloured_html(escape(n), theme.MUTED_COLOUR) for n in needed])
        self.problem_text = ""
        self.announce()
        self.shown.emit()

    def show_problem(self, text: str) -> None:
        """The engine refused the round: say what to fix."""
        self._set_outcome(self.tr("fix"), theme.ERROR_COLOUR)
        self.points_label.setText(theme.coloured_html(escape(text), theme.ERROR_COLOUR))
        self._set_details([])
        self.problem_text = text
        self.announce()
        self.shown.emit()

    def show_result(self, match: Match, round_input: RoundInput, result: RoundResult) -> None:
        """Show the engine's result for the round as typed."""
        from tarbish_score.model import Outcome, high_round_total
        from tarbish_score.words.explain import bait_reason

        self._set_outcome(outcome_text(result.outcome), theme.current().outcome(result.outcome))
        parts = []
        for team in (0, 1):
            name = elided(match.teams[team].name, self.points_label.font(), 2 * TEAM_PX)
            parts.append(theme.coloured_html(f"<b>{escape(name)} +{result.points[team]}</b>", theme.TEAM_COLOURS[team]))
        self.points_label.setText("&nbsp;&nbsp;&nbsp;".join(parts))
        lines: list[str] = []
        if result.outcome is Outcome.THROWN_IN:
            lines.append(escape(self.tr("Nobody scores; the deal passes to the left.")))
        else:
            if result.outcome is not Outcome.MADE:
                # Why it was bait, in words from the engine's data (the totals before bait and the line).
                lines.append(escape(bait_reason(result, match.rules)))
            else:
                lines.append(escape(line_text(match, round_input, result) + "."))
            runs = verdict_text(match, round_input, result)
            if runs:
                lines.append(escape(runs))
            limit = high_round_total(match.rules)
            for code in result.warnings:
                lines.append(theme.coloured_html(escape(warning_text(code, limit)), theme.ERROR_COLOUR))
        self._set_details(lines)
        self.problem_text = ""
        self.announce()
        self.shown.emit()

    # --- the effect of a correction ----------------------------------------------------------

    def hide_effect(self) -> None:
        """No round is being corrected: no effect line."""
        self.effect_label.hide()
        self.effect_label.setProperty("plainText", "")
        self.announce()

    def show_effect(self, match: Match, effect: MatchComparison | None) -> None:
        """Show what the correction does to the match: "Totals: 156–168 → 166–158", and a new winner, on one line.

        Args:
            match: the match as it stands (its totals are the "before").
            effect: the engine's scores before and after the correction; None while the
                correction as typed does not score yet (the totals now are shown, "→ …").
        """
        before = match.score.totals
        after_html = "…"
        after_plain = "…"
        lines_html: list[str] = []
        lines_plain: list[str] = []
        if effect is not None:
            after = effect.after.totals
            after_html = self._totals_html(after)
            after_plain = f"{after[0]}–{after[1]}"
        label = self.tr("Totals:")
        lines_html.append(f"<b>{escape(label)}</b> {self._totals_html(before)} → {after_html}")
        lines_plain.append(f"{label} {before[0]}–{before[1]} → {after_plain}")
        if effect is not None and effect.winner_changes:
            # One line with the totals: the preview must not squeeze the scoreboard.
            text = self.tr("The winner changes: {after}.").format(after=self._result_text(match, effect.after))
            lines_html.append(theme.coloured_html(f"<b>{escape(text)}</b>", theme.ERROR_COLOUR))
            lines_plain.append(text)
        self.effect_label.setText(" &nbsp;".join(lines_html))
        self.effect_label.setProperty("plainText", "  ".join(lines_plain))
        self.effect_label.show()
        self.announce()

    @staticmethod
    def _totals_html(totals: tuple[int, int]) -> str:
        """``a–b`` with each team's total in its colour."""
        return "–".join(theme.coloured_html(f"<b>{totals[team]}</b>", theme.TEAM_COLOURS[team]) for team in (0, 1))

    def _result_text(self, match: Match, score: MatchScore) -> str:
        """How a match stands, in a few words: who wins, a draw, or it goes on."""
        if score.winner is not None:
            return self.tr("{team} win").format(team=match.teams[score.winner].name)
        if score.drawn:
            return self.tr("a draw")
        return self.tr("the match goes on")

"""The big scoreboard of the table view and of the scoreboard window, and the table view's typing strip.

:class:`TableBoard` shows only what the table reads from across the room: the team
names, the totals as large as the widget allows, each team's progress to the target,
who deals and who speaks first (the eldest hand, docs/rules.md section 1), the last
round's result with bait marked, and the winner once the match is over. It follows
the controller's ``match_changed`` signal, so the table view and a second window on a
TV stay in step with every record, correction, undo, new match and rename.

:class:`TypingStrip` is the one line under it in the table view: the round as typed
(from the round entry's Qt-free draft) and the engine's preview of it (the round
entry's :class:`~tarbish_score.ui.round_entry.preview.RoundPreview` says when it changed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QLayout, QProgressBar, QSizePolicy, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui import letters
from tarbish_score.ui.round_entry.preview import escape
from tarbish_score.words.game import outcome_text, player_label, trump_text
from tarbish_score.words.match_end import loser_text

if TYPE_CHECKING:
    from tarbish_score.model import Match, RoundResult
    from tarbish_score.ui.round_entry.panel import RoundEntryPanel

__all__ = ["TableBoard", "TypingStrip"]

#: Each line's type as a share of the totals' pixel size.
_NAME_SHARE = 0.22
_NEEDED_SHARE = 0.12
_INFO_SHARE = 0.15
_LAST_SHARE = 0.13
#: The gap (pixels) between the two teams' columns: the totals never run together.
_TEAM_GAP = 64
#: The widest total the type is fitted to (digits; a wider one only gets smaller type).
_FIT_TOTAL = "888"


def _px(label: QLabel, px: int, *, bold: bool = False) -> None:
    font = QFont(label.font())
    font.setPixelSize(max(1, px))
    font.setBold(bold)
    label.setFont(font)


class TableBoard(QWidget):
    """Both teams' names and totals in the largest type the widget allows, and little else.

    Args:
        controller: the match controller it follows (``match_changed``; no polling).
        parent: the parent widget.
    """

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setObjectName("tableBoard")
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        grid = QGridLayout(self)
        # The type follows the size, never the other way round.
        grid.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        grid.setContentsMargins(16, 8, 16, 8)
        grid.setHorizontalSpacing(_TEAM_GAP)
        grid.setVerticalSpacing(4)
        self.name_labels: list[QLabel] = []
        self.total_labels: list[QLabel] = []
        self.progress_bars: list[QProgressBar] = []
        self.needed_labels: list[QLabel] = []
        for team in (0, 1):
            colour = theme.TEAM_COLOURS[team]
            name = QLabel(self)
            name.setObjectName(f"tableName{team}")
            total = QLabel("0", self)
            total.setObjectName(f"tableTotal{team}")
            needed = QLabel(self)
            for label, row in ((name, 0), (total, 1), (needed, 3)):
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
                theme.style_label(label, colour if label is not needed else None)
                grid.addWidget(label, row, team)
            progress = QProgressBar(self)
            progress.setTextVisible(False)
            progress.setStyleSheet(
                f"QProgressBar {{ border: 1px solid {theme.BUTTON_BORDER_COLOUR}; border-radius: 5px;"
                f" background: {theme.SURFACE_COLOUR}; }}"
                f"QProgressBar::chunk {{ background: {colour}; border-radius: 4px; }}"
            )
            grid.addWidget(progress, 2, team)
            self.name_labels.append(name)
            self.total_labels.append(total)
            self.progress_bars.append(progress)
            self.needed_labels.append(needed)
        #: Who deals and who speaks first; the winner (or a tie) once there is one.
        self.info_label = QLabel(self)
        self.info_label.setObjectName("tableInfo")
        self.info_label.setTextFormat(Qt.TextFormat.RichText)
        #: The last round's result, bait marked.
        self.last_label = QLabel(self)
        self.last_label.setObjectName("tableLastRound")
        self.last_label.setTextFormat(Qt.TextFormat.RichText)
        for row, label in ((4, self.info_label), (5, self.last_label)):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            grid.addWidget(label, row, 0, 1, 2)
        grid.setRowStretch(1, 1)
        controller.match_changed.connect(self._on_controller_match_changed)
        self._refresh()

    # --- observing the controller ------------------------------------------------------

    def _on_controller_match_changed(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        from tarbish_score.model import TarbishError

        match = self._controller.match
        try:
            score = match.score if match is not None else None
        except TarbishError:
            score = None
        if match is None or score is None:
            for team in (0, 1):
                self.name_labels[team].setText("")
                self.total_labels[team].setText("")
                self.needed_labels[team].setText("")
                self.progress_bars[team].setValue(0)
            self.info_label.setText(escape(self.tr("No match yet")))
            self.last_label.setText("")
            self._scale()
            return
        rules = match.rules
        for team in (0, 1):
            total = score.totals[team]
            self.name_labels[team].setText(match.teams[team].name)
            self.name_labels[team].setToolTip(match.teams[team].name)
            self.total_labels[team].setText(str(total))
            self.progress_bars[team].setRange(0, rules.target)
            self.progress_bars[team].setValue(max(0, min(total, rules.target)))
            needed = rules.points_needed(total)
            if score.winner == team:
                text = self.tr("WINS")
            elif score.loser == team:
                text = loser_text(match)
            elif needed == 0:
                text = self.tr("reached {target}").format(target=rules.target)
            else:
                text = self.tr("needs {n} more of {target}").format(n=needed, target=rules.target)
            self.needed_labels[team].setText(text)
        self.info_label.setText(self._info_html(match))
        self.last_label.setText(self._last_round_html(match))
        self._scale()

    def _name_html(self, match: Match, seat: int) -> str:
        from tarbish_score.model import team_of

        return theme.coloured_html(f"<b>{escape(player_label(match, seat))}</b>", theme.TEAM_COLOURS[team_of(seat)])

    def _info_html(self, match: Match) -> str:
        """Who deals and speaks first; once the match is over, the winner (or the draw); a tie says so."""
        from tarbish_score.model import other_team

        score = match.score
        if score.winner is not None:
            text = self.tr("{team} win the match, {a} to {b}!").format(
                team=match.teams[score.winner].name,
                a=score.totals[score.winner],
                b=score.totals[other_team(score.winner)],
            )
            return theme.coloured_html(f"<b>{escape(text)}</b>", theme.TEAM_COLOURS[score.winner])
        if score.drawn:
            return f"<b>{escape(self.tr('The match is drawn, {a} all.').format(a=score.totals[0]))}</b>"
        parts = [
            escape(self.tr("Round {n}").format(n=len(match.rounds) + 1)),
            self.tr("Deals: {name}").format(name=self._name_html(match, score.next_dealer)),
            self.tr("Speaks first: {name}").format(name=self._name_html(match, score.next_eldest)),
        ]
        if score.tied:
            parts.append(
                theme.coloured_html(
                    escape(self.tr("Tied {a} all: play another round").format(a=score.totals[0])),
                    theme.HALF_BAIT_COLOUR,
                )
            )
        return " &nbsp;·&nbsp; ".join(parts)

    def _last_round_html(self, match: Match) -> str:
        """The last round: its number, the callers and trump, made or BAIT (marked), and the points."""
        if not match.rounds:
            return ""
        scored = match.score.rounds[-1]
        result = scored.result
        words = [escape(self.tr("Last round ({n}):").format(n=scored.number))]
        if result.callers is not None:
            trump = match.rounds[-1].trump
            words.append(
                escape(
                    self.tr("{team} called {trump}").format(
                        team=match.teams[result.callers].name, trump=trump_text(trump)
                    )
                )
            )
        words.append(self._outcome_html(result))
        words.append(self._points_html(match, result))
        return " ".join(words)

    @staticmethod
    def _outcome_html(result: RoundResult) -> str:
        from tarbish_score.model import Outcome

        colour = theme.current().outcome(result.outcome)
        text = escape(outcome_text(result.outcome))
        if result.outcome in (Outcome.BAIT, Outcome.HALF_BAIT):
            # Bait is marked: white on its colour, as the preview's badge.
            return f'<span style="background-color:{colour}; color:{theme.ON_COLOUR}"><b>&nbsp;{text}&nbsp;</b></span>'
        return theme.coloured_html(f"<b>{text}</b>", colour)

    @staticmethod
    def _points_html(match: Match, result: RoundResult) -> str:
        return " &nbsp;".join(
            theme.coloured_html(
                f"<b>{escape(match.teams[team].name)} +{result.points[team]}</b>", theme.TEAM_COLOURS[team]
            )
            for team in (0, 1)
        )

    # --- type that follows the size ------------------------------------------------------

    def minimumSizeHint(self) -> QSize:
        """Small: the type shrinks to fit."""
        return QSize(320, 200)

    def sizeHint(self) -> QSize:
        """Its minimum: it takes whatever room it is given."""
        return self.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Scale the type with the widget."""
        super().resizeEvent(event)
        self._scale()

    def total_pixel_size(self) -> int:
        """The totals' pixel size for the widget's size: as large as both the height and the width allow.

        Only the size decides, never what is shown, so the totals keep their size from round to round.
        """
        return self.total_pixel_size_for(self.width(), self.height())

    def total_pixel_size_for(self, width: int, height: int) -> int:
        """The totals' pixel size the board would have at ``width`` × ``height`` pixels (the corner chart asks)."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        frame_w = margins.left() + margins.right() if margins is not None else 0
        frame_h = margins.top() + margins.bottom() if margins is not None else 0
        room_w = (width - frame_w - _TEAM_GAP) // 2
        room_h = height - frame_h - 5 * 4
        probe = QFont(self.font())
        probe.setPixelSize(100)
        probe.setBold(True)
        metrics = QFontMetrics(probe)
        line = metrics.lineSpacing() / 100
        by_width = room_w * 100 // max(1, metrics.horizontalAdvance(_FIT_TOTAL))
        # The total, the name, the needed line, two lines of news (one may wrap), and the progress bar.
        shares = 1 + _NAME_SHARE + _NEEDED_SHARE + _INFO_SHARE + 2 * _LAST_SHARE
        by_height = int(room_h / (line * shares + 0.08))
        return max(24, min(by_width, by_height, 600))

    def _scale(self) -> None:
        total_px = self.total_pixel_size()
        for team in (0, 1):
            _px(self.total_labels[team], total_px, bold=True)
            _px(self.name_labels[team], max(14, int(total_px * _NAME_SHARE)), bold=True)
            _px(self.needed_labels[team], max(12, int(total_px * _NEEDED_SHARE)))
            self.progress_bars[team].setFixedHeight(max(8, int(total_px * 0.08)))
        _px(self.info_label, max(13, int(total_px * _INFO_SHARE)))
        _px(self.last_label, max(12, int(total_px * _LAST_SHARE)))


class TypingStrip(QLabel):
    """One line: the round being typed blind in the table view, and the engine's preview of it.

    It reads the round entry (its fields as typed, its state) and follows its preview's
    ``shown`` signal; the engine scores the preview (``MatchController.preview`` →
    ``Match.preview`` or ``Match.preview_at``).

    Args:
        controller: the match controller (asked for the preview).
        entry: the round entry whose keys the table view keeps.
        parent: the parent widget.
    """

    def __init__(self, controller: MatchController, entry: RoundEntryPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._entry = entry
        self.setObjectName("typingStrip")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setStyleSheet(theme.outlined_frame_style("typingStrip"))
        theme.style_label(self, pixel_size=22)
        self.setContentsMargins(10, 4, 10, 4)
        entry.preview.shown.connect(self._on_preview_shown)
        controller.match_changed.connect(self._on_preview_shown)
        self._on_preview_shown()

    @property
    def plain_text(self) -> str:
        """What the strip says, without its colours."""
        from PySide6.QtGui import QTextDocument

        document = QTextDocument()
        document.setHtml(self.text())
        return document.toPlainText()

    def _on_preview_shown(self) -> None:
        self.setText(self._html())

    def _html(self) -> str:
        from tarbish_score.model import TarbishError
        from tarbish_score.ui.round_entry.draft import THROWN_IN

        match = self._controller.match
        entry = self._entry
        if match is None:
            return escape(with_keys(self.tr("No match yet: {F12} or {Esc} goes back, then {Ctrl+N} starts one.")))
        if not entry.open_for_entry:
            return escape(with_keys(self.tr("The match is over. {F12} or {Esc}: back to the full window.")))
        typed = entry.typed_round
        state = entry.state
        if typed.is_empty and state.editing is None:
            hint = with_keys(
                self.tr(
                    "Type a round blind: caller 1-4, trump {clubs} {diamonds} {hearts} {spades}, the count;"
                    " {Enter} records it."
                )
            ).format(**letters.letters(*letters.SUITS))
            return theme.coloured_html(escape(hint), theme.MUTED_COLOUR)
        parts: list[str] = []
        if state.editing is not None:
            parts.append(f"<b>{escape(self.tr('Correcting round {n}:').format(n=state.editing + 1))}</b>")
        if typed.caller == THROWN_IN:
            parts.append(escape(self.tr("thrown in")))
        elif typed.caller is not None:
            parts.append(
                escape(self.tr("{seat} {name}").format(seat=typed.caller + 1, name=player_label(match, typed.caller)))
            )
        else:
            parts.append(theme.coloured_html(escape(self.tr("caller?")), theme.MUTED_COLOUR))
        if typed.caller != THROWN_IN:
            trump = trump_text(typed.trump) if typed.trump is not None else self.tr("trump?")
            parts.append(escape(trump))
            count = typed.count or self.tr("count?")
            team = typed.counting_team
            parts.append(escape(count if team is None else f"{match.teams[team].name} {count}"))
            if typed.runs:
                parts.append(escape(self.tr("runs: {n}").format(n=len(typed.runs))))
            if typed.bella is not None:
                parts.append(escape(self.tr("bella: {name}").format(name=player_label(match, typed.bella))))
        line = " · ".join(parts)
        problem = entry.preview.problem_text
        if problem:
            return f"{line} → {theme.coloured_html(escape(problem), theme.ERROR_COLOUR)}"
        round_input = typed.build()
        if round_input is None:
            return line
        try:
            result = self._controller.preview(round_input, state.entry_index)
        except TarbishError:
            return line  # the round entry shows the engine's objection (problem_text above, once it has)
        return f"{line} → {TableBoard._outcome_html(result)} {TableBoard._points_html(match, result)}"

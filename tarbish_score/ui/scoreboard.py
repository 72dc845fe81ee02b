"""The scoreboard: team names and totals big enough to read across the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLayout, QProgressBar, QSizePolicy, QVBoxLayout, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.announce import announce
from tarbish_score.ui.elide import ElidedLabel, elided
from tarbish_score.words.game import player_label
from tarbish_score.words.match_end import end_reason_text, loser_text
from tarbish_score.words.rules import switch_value_text

if TYPE_CHECKING:
    from tarbish_score.model import Match

__all__ = ["ScoreboardWidget", "TeamScorePanel"]


class TeamScorePanel(QFrame):
    """One team: name, players, total in large type, progress to the target, points needed."""

    def __init__(self, team: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = team
        self.setObjectName(f"teamPanel{team}")
        colour = theme.TEAM_COLOURS[team]
        self.setStyleSheet(
            f"#teamPanel{team} {{ background: {theme.TEAM_TINTS[team]}; border: 3px solid {colour};"
            " border-radius: 10px; }"
        )
        layout = QVBoxLayout(self)
        # Tight margins: the room goes to the total (digits at least 1/8 of the window's height).
        layout.setContentsMargins(12, 2, 12, 4)
        layout.setSpacing(0)
        # Names are elided to the panel's width: a long name never widens the window.
        self.name_label = ElidedLabel(self)
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.style_label(self.name_label, colour)
        self.players_label = ElidedLabel(self)
        self.players_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.style_label(self.players_label, theme.TEXT_COLOUR)
        self.total_label = QLabel("0", self)
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.style_label(self.total_label, colour)
        self.total_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.progress.setStyleSheet(
            f"QProgressBar {{ border: 1px solid {theme.BUTTON_BORDER_COLOUR}; border-radius: 5px;"
            f" background: {theme.SURFACE_COLOUR}; }}"
            f"QProgressBar::chunk {{ background: {colour}; border-radius: 4px; }}"
        )
        self.needed_label = QLabel(self)
        self.needed_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.style_label(self.needed_label, theme.TEXT_COLOUR)
        for widget in (self.name_label, self.players_label, self.total_label, self.progress, self.needed_label):
            layout.addWidget(widget)

    def show_team(
        self, name: str, players: str, total: int, target: int, needed: int, *, won: bool, lost: str | None = None
    ) -> None:
        """Show a team's standing; ``lost`` (:func:`~tarbish_score.words.match_end.loser_text`) once it lost."""
        self.name_label.set_full_text(name)
        self.players_label.set_full_text(players)
        self.total_label.setText(str(total))
        self.progress.setRange(0, target)
        self.progress.setValue(max(0, min(total, target)))
        if won:
            self.needed_label.setText(self.tr("WINS"))
        elif lost is not None:
            self.needed_label.setText(lost)
        elif needed == 0:
            self.needed_label.setText(self.tr("reached {target}").format(target=target))
        else:
            self.needed_label.setText(self.tr("needs {n} more").format(n=needed))

    def scale_fonts(self, total_px: int) -> None:
        """Size the type from the total's pixel size; a long team name gets smaller type before it is cut short."""
        _set_px(self.total_label, total_px, bold=True)
        # The total's line is as tall as its digits (plus a little), not the font's whole line: the room
        # above the digits (accents) and below (descenders) goes to bigger digits instead.
        self.total_label.setFixedHeight(_digits_line(self.total_label.font()))
        name_px = max(14, total_px * 30 // 100)
        room = self.contentsRect().width() - 30
        font = QFont(self.name_label.font())
        font.setPixelSize(name_px)
        font.setBold(True)
        wide = QFontMetrics(font).horizontalAdvance(self.name_label.full_text())
        if room > 0 and wide > room:
            name_px = max(name_px * 3 // 5, name_px * room // wide)
        _set_px(self.name_label, name_px, bold=True)
        _set_px(self.players_label, max(11, total_px * 15 // 100))
        _set_px(self.needed_label, max(12, total_px * 18 // 100), bold=True)
        self.progress.setFixedHeight(max(10, total_px // 9))


def _digits_line(font: QFont) -> int:
    """The height (pixels) of a line that holds ``font``'s digits whole when the line box is centred in it."""
    metrics = QFontMetrics(font)
    digits = metrics.tightBoundingRect("0123456789")
    # How far the digits' middle sits from the middle of the font's line box (QLabel centres the line box).
    offset = abs((metrics.ascent() + digits.top() + digits.height() / 2) - metrics.height() / 2)
    return int(digits.height() + 2 * offset + max(6, font.pixelSize() // 16)) + 1


def panel_height(total_px: int) -> int:
    """The height (pixels) a team's panel needs for a total of ``total_px`` pixels with its name, players,
    progress bar and "needs N more" line (their sizes follow from the total's, see ``scale_fonts``)."""
    height = 6 + 6  # the layout's margins (2 + 4) and the 3 px border
    for px, bold in ((max(14, total_px * 30 // 100), True), (max(11, total_px * 15 // 100), False)):
        font = QFont()
        font.setPixelSize(px)
        font.setBold(bold)
        height += QFontMetrics(font).height()
    font = QFont()
    font.setPixelSize(max(12, total_px * 18 // 100))
    font.setBold(True)
    height += QFontMetrics(font).height() + max(10, total_px // 9)
    font.setPixelSize(total_px)
    return height + _digits_line(font)


def _set_px(label: QLabel, px: int, *, bold: bool = False) -> None:
    font = QFont(label.font())
    font.setPixelSize(max(1, px))
    font.setBold(bold)
    label.setFont(font)


class ScoreboardWidget(QFrame):
    """Both teams' totals, the progress to the target, who deals and who speaks first.

    After the last round a banner names the winner. Type sizes follow the
    widget's size, so full screen (F11) makes everything bigger.
    """

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setObjectName("scoreboard")
        self._paint_background()
        self.setAutoFillBackground(True)
        theme.notifier().theme_changed.connect(self._paint_background)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        outer = QVBoxLayout(self)
        # The type follows the size, not the other way round: big type must not make the scoreboard
        # (and the window) taller than a laptop screen.
        outer.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(6)
        row = QHBoxLayout()
        row.setSpacing(10)
        outer.addLayout(row, 1)
        self.team_panels = (TeamScorePanel(0, self), TeamScorePanel(1, self))
        self.centre = QFrame(self)
        centre = QVBoxLayout(self.centre)
        centre.setContentsMargins(4, 4, 4, 4)
        # The winner (or a tie) is told in the centre, between the totals: a banner across the top
        # would take its height from the totals the moment the match ends.
        self.banner = QLabel(self.centre)
        self.banner.setObjectName("winnerBanner")
        #: Why the match ended (or why play goes on), from the engine's result.
        self.reason_label = QLabel(self.centre)
        self.reason_label.setObjectName("endReason")
        self.round_label = QLabel(self.centre)
        self.dealer_label = QLabel(self.centre)
        self.eldest_label = QLabel(self.centre)
        self.target_label = QLabel(self.centre)
        for label in (self.banner, self.reason_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.hide()
            centre.addWidget(label)
        for label in (self.round_label, self.dealer_label, self.eldest_label, self.target_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            # The text never sets the width (names are elided to it).
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            centre.addWidget(label)
        row.addWidget(self.team_panels[0], 5)
        row.addWidget(self.centre, 4)
        row.addWidget(self.team_panels[1], 5)
        controller.match_changed.connect(self._on_controller_match_changed)
        #: The round the round entry stands for, when not the next one: ``("correct" | "insert", index)``.
        self._entry_round: tuple[str, int] | None = None
        #: View ▸ Zoom's factor (1.0: as designed); the scoreboard sizes its own type (ui.actions.zoom).
        self.zoom = 1.0
        self.setProperty("zoomOwnType", True)
        self._refresh()
        self._scale()

    def show_entry_round(self, editing: int | None, inserting: int | None) -> None:
        """Say which round the round entry stands for: ``editing`` (0-based) being corrected, a forgotten
        round going before ``inserting``, or (both None) the next round."""
        if editing is not None:
            shown: tuple[str, int] | None = ("correct", editing)
        else:
            shown = None if inserting is None else ("insert", inserting)
        if shown != self._entry_round:
            self._entry_round = shown
            self._refresh()

    # --- observing the controller ------------------------------------------------------

    def _on_controller_match_changed(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        match = self._controller.match
        if match is None:
            self._show_no_match()
            return
        from tarbish_score.model import TarbishError, team_seats

        try:
            score = match.score
        except TarbishError:
            self._show_no_match()
            return
        rules = match.rules
        for team, panel in enumerate(self.team_panels):
            seats = team_seats(team)
            players = self.tr("{a} & {b}").format(a=player_label(match, seats[0]), b=player_label(match, seats[1]))
            panel.show_team(
                match.teams[team].name,
                players,
                score.totals[team],
                rules.target,
                rules.points_needed(score.totals[team]),
                won=score.winner == team,
                lost=loser_text(match) if score.loser == team else None,
            )
            panel.show()
        if score.finished:
            self._show_finished(match)
            return
        for label in (self.round_label, self.target_label):
            label.show()
        self._show_tie(match)
        self.round_label.setText(self.tr("Round {n}").format(n=len(match.rounds) + 1))
        dealer, eldest = score.next_dealer, score.next_eldest
        self.dealer_label.setText(self.tr("Deals: {name}").format(name=self._coloured(match, dealer)))
        self.eldest_label.setText(self.tr("Speaks first: {name}").format(name=self._coloured(match, eldest)))
        self.target_label.setText(self.tr("Playing to {target}").format(target=rules.target))
        self._show_entry_round(match)
        self._scale()

    def _show_entry_round(self, match: Match) -> None:
        """While a recorded round is corrected (or a forgotten one typed): that round and its dealer."""
        from tarbish_score.model import eldest_of

        if self._entry_round is None or not 0 <= self._entry_round[1] < len(match.rounds):
            return
        kind, index = self._entry_round
        if kind == "correct":
            self.round_label.setText(self.tr("Correcting round {n}").format(n=index + 1))
        else:
            self.round_label.setText(self.tr("Forgotten round, before round {n}").format(n=index + 1))
        self.round_label.show()
        dealer = match.dealer(index)
        self.dealer_label.setText(self.tr("Deals: {name}").format(name=self._coloured(match, dealer)))
        self.eldest_label.setText(self.tr("Speaks first: {name}").format(name=self._coloured(match, eldest_of(dealer))))

    def _show_tie(self, match: Match) -> None:
        """Both teams on the same total at or above the target and no winner: say why play goes on."""
        score = match.score
        rules = match.rules
        if not score.tied:
            self.banner.hide()
            self.reason_label.hide()
            return
        self.banner.setText(self.tr("Tied {a} all: play another round").format(a=score.totals[0]))
        self.reason_label.setText(
            self.tr("Equal totals at or above the target (house rule: {rule}).").format(
                rule=switch_value_text("final_tie", rules.final_tie)
            )
        )
        self.reason_label.show()
        self.target_label.hide()  # room for the tie in the centre
        for panel in self.team_panels:
            panel.needed_label.setText(self.tr("tied: another round"))
        self.banner.setStyleSheet(theme.winner_banner_style(None, tie=True))
        self.banner.show()
        announce(self.banner, self.banner.text())

    def _paint_background(self) -> None:
        """The scoreboard's own background: the theme's surface (white in the light theme)."""
        palette = QPalette()  # only the background: the text follows the application palette
        palette.setColor(QPalette.ColorRole.Window, QColor(theme.SURFACE_COLOUR))
        self.setPalette(palette)

    def _coloured(self, match: Match, seat: int) -> str:
        from tarbish_score.model import team_of

        colour = theme.TEAM_COLOURS[team_of(seat)]
        # Elided to the centre's width: a long name must not push the team panels off the window.
        width = max(60, self.centre.width() * 3 // 5) if self.centre.isVisible() else 10_000
        name = elided(player_label(match, seat), self.dealer_label.font(), width)
        return f'<b><span style="color:{colour}">{_escape(name)}</span></b>'

    def _show_finished(self, match: Match) -> None:
        score = match.score
        if score.winner is not None:
            winner, loser = score.winner, 1 - score.winner
            text = self.tr("{team} win the match, {a} to {b}!").format(
                team=match.teams[winner].name, a=score.totals[winner], b=score.totals[loser]
            )
            colour: str | None = theme.TEAM_COLOURS[winner]
        else:
            text = self.tr("The match is drawn, {a} all.").format(a=score.totals[0])
            colour = None
        self.banner.setText(text)
        self.banner.setStyleSheet(theme.winner_banner_style(colour))
        self.banner.show()
        announce(self.banner, text)
        self.reason_label.setText(end_reason_text(match))
        self.reason_label.show()
        # The banner says the match is over and the reason names the target.
        self.round_label.setText(self.tr("Match over"))
        self.round_label.hide()
        self.target_label.setText(self.tr("Played to {target}").format(target=match.rules.target))
        self.target_label.hide()
        self.dealer_label.setText(with_keys(self.tr("Rematch: {Ctrl+Shift+R}")))
        self.eldest_label.setText(with_keys(self.tr("New match: {Ctrl+N}")))
        self._show_entry_round(match)
        self._scale()

    def _show_no_match(self) -> None:
        self.banner.hide()
        self.reason_label.hide()
        self.round_label.show()
        for panel in self.team_panels:
            panel.hide()
        self.round_label.setText(self.tr("No match yet"))
        self.dealer_label.setText(with_keys(self.tr("Press {Ctrl+N} to start a match")))
        self.eldest_label.setText("")
        self.target_label.setText("")

    # --- type that follows the window size ----------------------------------------------

    def minimumSizeHint(self) -> QSize:
        """Small: on a small screen the type shrinks to fit."""
        return QSize(360, 170)

    def sizeHint(self) -> QSize:
        """Its minimum: the round entry gets its natural height first, the scoreboard all the rest."""
        return self.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        """No: its wrapped labels would otherwise claim a height for the current (big) type."""
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Scale the type with the widget (and re-elide the names in the centre)."""
        super().resizeEvent(event)
        self._scale()
        if self._controller.match is not None:
            self._refresh()

    def total_pixel_size(self) -> int:
        """The pixel size of the totals for the current widget size: it follows both height and width.

        Only the size: never what is shown (a banner, a tie), so the totals keep their size while a
        round is typed and when the match ends.
        """
        room = self.height() - 12  # the outer margins
        low, high = 28, max(28, min(int(self.width() * 0.12), 400))
        while low < high:  # the biggest total whose panel fits the height (a handful of measures)
            middle = (low + high + 1) // 2
            if panel_height(middle) <= room:
                low = middle
            else:
                high = middle - 1
        return low

    def set_zoom(self, factor: float) -> None:
        """Remember View ▸ Zoom's ``factor``: the scoreboard's type follows its room, whatever the zoom.

        The totals are already as big as the scoreboard allows; the window keeps the scoreboard's room
        when zoomed in (the round entry scrolls), so zooming in never makes them smaller.
        """
        self.zoom = factor
        self._scale()

    def _scale(self) -> None:
        total_px = self.total_pixel_size()
        for panel in self.team_panels:
            panel.scale_fonts(total_px)
        small = max(13, total_px * 22 // 100)
        round_px = max(15, total_px * 30 // 100)
        _set_px(self.round_label, round_px, bold=True)
        # A longer header ("Correcting round 4") gets smaller type rather than a second line.
        room = self.centre.contentsRect().width() - 8
        wide = QFontMetrics(self.round_label.font()).horizontalAdvance(self.round_label.text())
        if room > 0 and wide > room:
            _set_px(self.round_label, max(15, round_px * room // wide), bold=True)
        for label in (self.dealer_label, self.eldest_label):
            _set_px(label, small)
        _set_px(self.target_label, max(12, total_px * 17 // 100))
        self._fit_centre(total_px)

    def _fit_centre(self, total_px: int) -> None:
        """Size the banner and the reason to the centre: smaller type before a line is cut off."""
        room = self.centre.contentsRect().height() - 8
        width = self.centre.contentsRect().width() - 8
        layout = self.centre.layout()
        spacing = layout.spacing() if layout is not None else 6
        for step in range(8):
            _set_px(self.banner, max(13, total_px * (26 - 2 * step) // 100), bold=True)
            _set_px(self.reason_label, max(11, total_px * (16 - step) // 100))
            shown = [w for w in self.centre.findChildren(QLabel) if w.isVisibleTo(self.centre)]
            needed = sum(w.heightForWidth(width) if w.wordWrap() else w.sizeHint().height() for w in shown)
            if width <= 0 or needed + spacing * len(shown) <= room:
                return


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

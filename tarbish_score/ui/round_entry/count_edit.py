"""The card-point count: which team counted, the digits typed, and the other team's share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFontMetrics, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QWidget

from tarbish_score.qt import theme
from tarbish_score.ui.elide import TEAM_PX, elided
from tarbish_score.ui.round_entry.draft import other_count
from tarbish_score.ui.round_entry.keys import ENTER_KEYS, panel_key, plain_key
from tarbish_score.ui.round_entry.preview import escape

if TYPE_CHECKING:
    from tarbish_score.model import Match, NoTrump, Suit

__all__ = ["CountEdit", "CountLine"]


class CountEdit(QLineEdit):
    """The card-point count: digits; the round entry's keys (/ R B W) go on to it.

    Any other character typed (a minus sign, a letter) is kept, so the round entry
    can say what to fix: what was typed is never silently changed.

    Ctrl+Z and Ctrl+Shift+Z are left to the window's undo, which covers rounds.
    """

    _EDIT_KEYS: Final = frozenset(
        {
            Qt.Key.Key_Backspace,
            Qt.Key.Key_Delete,
            Qt.Key.Key_Left,
            Qt.Key.Key_Right,
            Qt.Key.Key_Home,
            Qt.Key.Key_End,
            *ENTER_KEYS,
        }
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("countEdit")
        # Room for a mistyped fourth character (e.g. 1620): shown and refused, never cut off.
        self.setMaxLength(5)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setStyleSheet(theme.big_line_edit_style("countEdit"))

    def event(self, event: QEvent) -> bool:
        """Let the window's undo and redo shortcuts through."""
        if event.type() == QEvent.Type.ShortcutOverride:
            key_event = event if isinstance(event, QKeyEvent) else None
            if key_event is not None and (
                key_event.matches(QKeySequence.StandardKey.Undo) or key_event.matches(QKeySequence.StandardKey.Redo)
            ):
                event.ignore()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Digits and editing keys edit the count; anything else goes to the round entry."""
        text = event.text()
        if (text and text.isdigit()) or event.key() in self._EDIT_KEYS:
            super().keyPressEvent(event)
            if event.key() in ENTER_KEYS:
                event.ignore()
            return
        if not plain_key(event):
            super().keyPressEvent(event)
            return
        if text and text.isprintable() and panel_key(event) is None:
            super().keyPressEvent(event)
            return
        event.ignore()


class _ShareLabel(QLabel):
    """The other team's share: its text is made again for its width, so the number is never cut off."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.shown: tuple[Match, int, int, bool] | None = None
        self.line: CountLine | None = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Name the team again in the room there is now (the name gives way, the points never)."""
        super().resizeEvent(event)
        if self.line is not None and self.shown is not None and event.size().width() != event.oldSize().width():
            match, team, total, usual = self.shown
            self.line.show_other(match, team, total, usual_total=usual)


class CountLine:
    """The count's row of the round entry: which team counted (a toggle), the count, the other team's share.

    Not a widget: its three widgets sit in the round entry's form, in :attr:`layout`.
    Its words belong to the round entry (translation context ``RoundEntryPanel``).
    """

    def __init__(self, parent: QWidget) -> None:
        self.toggle = QPushButton(parent)
        self.toggle.setMinimumWidth(TEAM_PX)
        self.toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.toggle.setToolTip(QCoreApplication.translate("RoundEntryPanel", "Which team counted its tricks (key /)"))
        self.toggle.setAccessibleName(QCoreApplication.translate("RoundEntryPanel", "Which team counted"))
        self.edit = CountEdit(parent)
        self.edit.setAccessibleName(QCoreApplication.translate("RoundEntryPanel", "Card points"))
        self.edit.setAccessibleDescription(
            QCoreApplication.translate(
                "RoundEntryPanel",
                "The card points one team took in its tricks, typed as digits; press / to type the other team's count.",
            )
        )
        self.edit.setFixedWidth(90)
        self.other_label = _ShareLabel(parent)
        self.other_label.line = self
        self.other_label.setTextFormat(Qt.TextFormat.RichText)
        theme.style_label(self.other_label, pixel_size=18)
        # Room reserved for "→ <team>: 162 (of 130)": the panel keeps its width as the count is typed
        # (the runs' row sets the entry's natural width; a narrow window leaves this label less).
        self.other_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.other_label.setMinimumWidth(TEAM_PX - 20)
        self.layout = QHBoxLayout()
        self.layout.addWidget(self.toggle)
        self.layout.addWidget(self.edit)
        self.layout.addWidget(self.other_label, 1)

    def refresh(self, match: Match, team: int | None, trump: Suit | NoTrump | None, *, by_callers: bool) -> None:
        """Show who counted (``team``, None until the caller is known) and, once known, the other team's share."""
        from tarbish_score.model import ROUND_TOTAL, RoundInput

        self.show_count(match, team, by_callers=by_callers)
        if team is not None:
            total = RoundInput(trump=trump).total
            self.show_other(match, team, total, usual_total=total == ROUND_TOTAL)

    def show_count(self, match: Match, team: int | None, *, by_callers: bool) -> None:
        """Name the team whose count is typed (``team``, None until the caller is known) and the other's share.

        ``by_callers`` says whether the count is the callers' (shown while ``team`` is unknown).
        """
        self.toggle.setStyleSheet(theme.team_toggle_style(team))
        if team is None:
            self.toggle.setText(
                QCoreApplication.translate("RoundEntryPanel", "Callers counted:")
                if by_callers
                else QCoreApplication.translate("RoundEntryPanel", "Opponents:")
            )
            self.other_label.setText("")
            self.other_label.shown = None
            self.toggle.setAccessibleName(self.toggle.text())
            return
        self.toggle.setText(
            QCoreApplication.translate("RoundEntryPanel", "{team} counted:").format(
                team=elided(match.teams[team].name, self.toggle.font(), TEAM_PX)
            )
        )
        self.toggle.setAccessibleName(self.toggle.text())

    def show_other(self, match: Match, team: int, total: int, *, usual_total: bool) -> None:
        """The other team's share of ``total`` card points (the engine's round total, docs/rules.md section 3).

        The total is said only when it is not the usual one (``usual_total`` False: a no-trump round).
        """
        text = self.edit.text()
        points = other_count(text, total)
        if not text:
            other_points = "…"
        elif points is not None:
            other_points = str(points)
        else:
            other_points = "—"  # not a count of this round: never a negative for the other team
        from tarbish_score.model import other_team

        other = other_team(team)
        self.other_label.shown = (match, team, total, usual_total)
        # The total is worth saying only when it is not the usual 162 (a no-trump round).
        of_total = "" if usual_total else QCoreApplication.translate("RoundEntryPanel", " (of {total})")
        # The name gives way to the points: the label's room, less the arrow, the points and the total.
        font = self.other_label.font()
        font.setBold(True)
        metrics = QFontMetrics(font)
        rest = QCoreApplication.translate("RoundEntryPanel", "{team}: {points}").format(team="", points=other_points)
        room = self.other_label.width() - metrics.horizontalAdvance("→ " + rest + of_total.format(total=total)) - 12
        other_name = elided(match.teams[other].name, font, min(TEAM_PX, room))
        self.other_label.setText(
            "→ "
            + theme.coloured_html(
                "<b>"
                + escape(
                    QCoreApplication.translate("RoundEntryPanel", "{team}: {points}").format(
                        team=other_name, points=other_points
                    )
                )
                + "</b>",
                theme.TEAM_COLOURS[other],
            )
            + theme.coloured_html(escape(of_total.format(total=total)), theme.MUTED_COLOUR, pixel_size=13)
        )
        self.other_label.setToolTip(
            QCoreApplication.translate(
                "RoundEntryPanel", "{total} card points in this round: the other team has the rest"
            ).format(total=total)
        )

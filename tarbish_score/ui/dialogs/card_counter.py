"""The card-point counter: recount a team's tricks card by card (docs/rules.md section 3).

Click the cards in one team's tricks and say who took the last trick; the
running count uses the trump values (J 20, 9 14 in trump). "Count both piles"
checks that the two piles hold every card once and add up to 162 (130 with no
trump), and names the cards missing or counted twice. The engine counts; this
dialog shows. Imported when the counter is first opened.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.model import Card, Match, NoTrump, Suit, full_deck, other_team, round_total
from tarbish_score.model.cards import LAST_TRICK_POINTS
from tarbish_score.model.checker import PileCheck, check_piles, count_pile
from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.card_grid import CardGrid
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.ui.trump_combo import TrumpCombo
from tarbish_score.words.explain import Names

__all__ = ["CardCounterDialog"]

#: The last-trick choice for "nobody yet" (not negative: QButtonGroup gives negative ids itself).
NOBODY = 2


class CardCounterDialog(QDialog):
    """Count one team's tricks, or check both teams' piles against each other.

    Args:
        parent: the parent widget.
        match: the match, for team names and whether no-trump rounds are allowed.
        trump: the round's trump, if known.
        team: the team whose tricks are counted first.
        can_apply: whether "Use this count" is offered.

    Signals:
        applied: the count was handed on; arguments: the team (0 or 1) and its card points.
    """

    applied = Signal(int, int)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        match: Match | None = None,
        trump: Suit | NoTrump | None = None,
        team: int = 0,
        can_apply: bool = False,
    ) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("cardCounter")
        self.setWindowTitle(self.tr("Card-point counter"))
        self._names = Names(match)
        self._team = team
        self._both = False
        self._can_apply = can_apply
        self.count: int | None = None
        self.check: PileCheck | None = None

        outer = QVBoxLayout(self)
        outer.setSpacing(8)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Trump:"), self))
        self.trump_combo = TrumpCombo(
            self,
            unknown=self.tr("pick the trump"),
            name=self.tr("Trump"),
            description=self.tr("The round's trump suit: the jack and nine of trump count more (Up and Down choose)."),
            no_trump=match is not None and match.rules.no_trump,
            trump=trump,
        )
        self.trump_combo.currentIndexChanged.connect(self._on_trump_combo_current_index_changed)
        top.addWidget(self.trump_combo)
        top.addSpacing(16)
        self.team_group = QButtonGroup(self)
        self.team_buttons: list[QPushButton] = []
        top.addWidget(QLabel(self.tr("Whose tricks:"), self))
        for t in (0, 1):
            button = QPushButton(self._names.team(t), self)
            button.setCheckable(True)
            button.setAutoDefault(False)
            colour = theme.TEAM_COLOURS[t]
            button.setStyleSheet(theme.choice_chip_style(colour, extra=" padding: 3px 10px;"))
            self.team_group.addButton(button, t)
            self.team_buttons.append(button)
            top.addWidget(button)
        self.team_buttons[team].setChecked(True)
        self.team_group.idClicked.connect(self._on_team_group_id_clicked)
        top.addStretch(1)
        self.both_button = QPushButton(self.tr("Count both piles (check)"), self)
        self.both_button.setCheckable(True)
        self.both_button.setAutoDefault(False)
        self.both_button.toggled.connect(self._on_both_button_toggled)
        top.addWidget(self.both_button)
        outer.addLayout(top)

        last = QHBoxLayout()
        last.addWidget(QLabel(self.tr("Last trick (+10):"), self))
        self.last_group = QButtonGroup(self)
        self.last_buttons: dict[int, QRadioButton] = {}
        for value, text in ((0, self._names.team(0)), (1, self._names.team(1)), (NOBODY, self.tr("not counted yet"))):
            radio = QRadioButton(text, self)
            self.last_group.addButton(radio, value)
            self.last_buttons[value] = radio
            last.addWidget(radio)
        self.last_buttons[NOBODY].setChecked(True)
        # Alt+1 / Alt+2: the last trick went to team 1 or 2; Alt+0: not counted yet (the help lists them).
        for key, value in (("Alt+1", 0), ("Alt+2", 1), ("Alt+0", NOBODY)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda value=value: self.set_last_trick(value))
            self.last_buttons[value].setToolTip(self.tr("Shortcut: {key}").format(key=key))
        self.last_group.idClicked.connect(self._on_last_group_id_clicked)
        last.addStretch(1)
        outer.addLayout(last)

        grids = QHBoxLayout()
        self.grid_titles: list[QLabel] = []
        self.grids: list[CardGrid] = []
        for t in (0, 1):
            column = QVBoxLayout()
            title = QLabel(self.tr("Tricks won by {team}").format(team=self._names.team(t)), self)
            theme.style_label(title, theme.TEAM_COLOURS[t], bold=True, pixel_size=15)
            grid = CardGrid(theme.TEAM_COLOURS[t], self)
            grid.changed.connect(self._on_grid_changed)
            column.addWidget(title)
            column.addWidget(grid)
            column.addStretch(1)
            grids.addLayout(column)
            self.grid_titles.append(title)
            self.grids.append(grid)
        outer.addLayout(grids, 1)

        self.count_label = QLabel(self)
        self.count_label.setObjectName("countLabel")
        self.count_label.setWordWrap(True)
        theme.style_label(self.count_label, bold=True, pixel_size=24)
        self.detail_label = QLabel(self)
        self.detail_label.setWordWrap(True)
        theme.style_label(self.detail_label, pixel_size=15)
        outer.addWidget(self.count_label)
        outer.addWidget(self.detail_label)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.apply_button = QPushButton(self)
        self.apply_button.setDefault(True)
        self.apply_button.setMinimumHeight(34)
        self.apply_button.setVisible(can_apply)
        self.apply_button.clicked.connect(self.apply)
        self.close_button = QPushButton(with_keys(self.tr("Close  [{Esc}]")), self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.close_button)
        outer.addLayout(buttons)
        self.resize(1100, 560)
        self._update()
        self.grids[team].setFocus(Qt.FocusReason.OtherFocusReason)

    # --- state ----------------------------------------------------------------------------

    @property
    def trump(self) -> Suit | NoTrump | None:
        """The trump picked (None: not yet)."""
        return self.trump_combo.trump()

    @property
    def team(self) -> int:
        """The team whose count is handed on."""
        return self._team

    @property
    def both(self) -> bool:
        """True in "count both piles" mode."""
        return self._both

    @property
    def last_trick(self) -> int:
        """The team that took the last trick, or :data:`NOBODY`."""
        return self.last_group.checkedId()

    def set_team(self, team: int) -> None:
        """Count ``team``'s tricks."""
        self._team = team
        self.team_buttons[team].setChecked(True)
        self._update()

    def set_both(self, both: bool) -> None:
        """Switch "count both piles" on or off."""
        self.both_button.setChecked(both)

    def set_last_trick(self, team: int) -> None:
        """Who took the last trick: 0, 1 or :data:`NOBODY`."""
        self.last_buttons[team].setChecked(True)
        self._update()

    def set_trump(self, trump: Suit | NoTrump | None) -> None:
        """Pick the trump (its J and 9 count 20 and 14)."""
        self.trump_combo.set_trump(trump)

    def apply(self) -> None:
        """Hand the count to the round being entered, and close."""
        if not self._can_apply or not self.apply_button.isEnabled() or self.count is None:
            return
        self.applied.emit(self._team, self.count)
        self.accept()

    # --- slots ----------------------------------------------------------------------------

    def _on_trump_combo_current_index_changed(self, index: int) -> None:
        self._update()

    def _on_team_group_id_clicked(self, team: int) -> None:
        self.set_team(team)
        self.grids[team].setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_both_button_toggled(self, checked: bool) -> None:
        self._both = checked
        self._update()

    def _on_last_group_id_clicked(self, team: int) -> None:
        self._update()

    def _on_grid_changed(self) -> None:
        self._update()

    # --- counting ---------------------------------------------------------------------------

    def _update(self) -> None:
        trump = self.trump
        suit = trump if isinstance(trump, Suit) else None
        for t, grid in enumerate(self.grids):
            shown = self._both or t == self._team
            grid.setVisible(shown)
            self.grid_titles[t].setVisible(shown)
            grid.set_values({c: c.points(suit) for c in full_deck()} if trump is not None else {})
        self.count = None
        self.check = None
        if trump is None:
            self.count_label.setText(self.tr("Pick the trump first: its J counts 20 and its 9 counts 14."))
            self.detail_label.setText("")
            self._paint_marks(None)
            self._update_apply()
            return
        total = round_total(suit)
        if self._both:
            self._count_both(suit, total)
        else:
            self._count_one(suit, total)
        self._update_apply()

    def _count_one(self, suit: Suit | None, total: int) -> None:
        team = self._team
        cards = self.grids[team].picked()
        self.count = count_pile(cards, suit, last_trick=self.last_trick == team)
        self.count_label.setText(
            self.tr("{team}: {points} card points").format(team=self._names.team(team), points=self.count)
        )
        if self.last_trick == NOBODY:
            # Not "the rest": that would quietly give the other team the last trick.
            text = self.tr(
                "{cards} of 36 cards picked; {other} have {rest} in the other cards."
                " Last trick not assigned (+10 to whoever took it)."
            ).format(
                cards=len(cards), other=self._names.team(other_team(team)), rest=total - LAST_TRICK_POINTS - self.count
            )
        else:
            text = (
                self.tr("{cards} of 36 cards picked; {other} have the rest: {rest} (of {total}).").format(
                    cards=len(cards), other=self._names.team(other_team(team)), rest=total - self.count, total=total
                )
                + self._last_trick_note()
            )
        self.detail_label.setText(text)
        self._paint_marks(None)

    def _count_both(self, suit: Suit | None, total: int) -> None:
        piles = (tuple(self.grids[0].picked()), tuple(self.grids[1].picked()))
        last = self.last_trick if self.last_trick != NOBODY else None
        check = check_piles(piles, suit, last_trick=last if last is not None else NOBODY)
        self.check = check
        self.count = check.counts[self._team]
        a, b = check.counts
        names = (self._names.team(0), self._names.team(1))
        if check.ok:
            self.count_label.setText(
                self.tr("{a} {x} + {b} {y} = {total}: every card counted once.").format(
                    a=names[0], x=a, b=names[1], y=b, total=total
                )
            )
            theme.style_label(self.count_label, theme.MADE_COLOUR, bold=True, pixel_size=24)
        else:
            self.count_label.setText(
                self.tr("{a} {x} + {b} {y} = {sum}, not {total}.").format(
                    a=names[0], x=a, b=names[1], y=b, sum=a + b, total=total
                )
            )
            theme.style_label(self.count_label, theme.ERROR_COLOUR, bold=True, pixel_size=24)
        lines = []
        if check.missing:
            lines.append(
                self.tr("Missing (in neither pile): {cards}.").format(cards=" ".join(str(c) for c in check.missing))
            )
        if check.doubled:
            lines.append(
                self.tr("Counted twice (in both piles): {cards}.").format(cards=" ".join(str(c) for c in check.doubled))
            )
        if last is None:
            lines.append(self.tr("Say who took the last trick: it is worth 10."))
        self.detail_label.setText("\n".join(lines))
        self._paint_marks(check)

    def _last_trick_note(self) -> str:
        if self.last_trick == NOBODY:
            return " " + self.tr("Last trick not counted yet (+10 to whoever took it).")
        if self.last_trick == self._team:
            return " " + self.tr("Includes 10 for the last trick.")
        return ""

    def _paint_marks(self, check: PileCheck | None) -> None:
        marks: dict[Card, tuple[str, str]] = {}
        if check is not None:
            if len(check.missing) <= 9:
                # Near the end of a count the few cards left out are worth pointing at; not all 36 at the start.
                for card in check.missing:
                    marks[card] = (self.tr("missing"), theme.HALF_BAIT_COLOUR)
            for card in check.doubled:
                marks[card] = (self.tr("twice"), theme.ERROR_COLOUR)
        for grid in self.grids:
            grid.set_marks(marks)

    def _update_apply(self) -> None:
        # A count without the last trick's 10 would quietly give it to the other team.
        ok = self.count is not None and self.last_trick != NOBODY and (self.check is None or self.check.ok)
        self.apply_button.setEnabled(ok)
        points = self.count if self.count is not None else 0
        if self.count is not None and self.last_trick == NOBODY:
            self.apply_button.setText(self.tr("Who took the last trick? Pick it above"))
            return
        self.apply_button.setText(
            with_keys(self.tr("Use {points} for {team}  [{Enter}]")).format(
                points=points, team=self._names.team(self._team)
            )
        )

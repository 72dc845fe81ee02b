"""The run checker: who scores runs this round, and the rule that decided it (docs/rules.md section 4).

Each player's runs are entered by clicking their cards on a card grid, or by
length, top card and suit; each run says whether it was announced during the
first trick. The engine checks the claims, decides the runs under the match's
rule set and says which house rules would have changed the result; this
dialog only words and shows that. Imported when the checker is first opened.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.model import SEATS, Card, Match, NoTrump, Rank, RuleSet, RunClaim, RunVerdict, Suit, team_of
from tarbish_score.model.checker import (
    TYPED,
    ClaimSource,
    RunCheck,
    check_runs,
    claim_cards,
    gather_claims,
)
from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui import letters
from tarbish_score.ui.card_grid import CardGrid
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.ui.elide import NAME_PX, elided
from tarbish_score.ui.trump_combo import TrumpCombo
from tarbish_score.words.explain import (
    Names,
    alternative_text,
    claim_problem_text,
    discarded_text,
    missing_detail_text,
    run_status,
    step_reason,
    verdict_headline,
)
from tarbish_score.words.game import run_text, suit_name
from tarbish_score.words.rules import rules_text, switch_value_text

__all__ = ["RunCheckerDialog"]


class RunCheckerDialog(QDialog):
    """Settle a dispute about runs: enter what each player claims, read who scores and why.

    Args:
        parent: the parent widget.
        match: the match, for names (None: "seat 1" ... "seat 4").
        rules: the rule set to decide under.
        trump: the round's trump as far as known.
        eldest: the eldest hand's seat.
        claims: runs already entered for the round (shown as typed runs).
        can_apply: whether "Apply to the round" is offered.

    Signals:
        applied: the verdict's runs were applied; argument: the announced claims.
    """

    applied = Signal(object)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        match: Match | None = None,
        rules: RuleSet | None = None,
        trump: Suit | NoTrump | None = None,
        eldest: int = 0,
        claims: Sequence[RunClaim] = (),
        can_apply: bool = False,
    ) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("runChecker")
        self.setWindowTitle(self.tr("Run checker: who scores runs?"))
        self._names = Names(match)
        self._rules = rules if rules is not None else RuleSet()
        self._cards: list[set[Card]] = [set() for _ in range(SEATS)]
        self._typed: list[list[RunClaim]] = [[] for _ in range(SEATS)]
        self._announced: dict[tuple[int, int, Rank | None, Suit | None], bool] = {}
        self._seat = 0
        self._can_apply = can_apply
        self.claims: tuple[RunClaim, ...] = ()
        self.sources: tuple[ClaimSource, ...] = ()
        #: The engine's verdict on :attr:`claims` (``model.checker.check_runs``).
        self.check = RunCheck()
        self.problem = ""
        self.missing = ""
        # Typed runs (seat, index) completed by picked cards: the picked run stands in for them.
        self._covered: dict[tuple[int, int], int] = {}
        self.run_rows: list[dict[str, QWidget]] = []
        for claim in claims:
            self._typed[claim.seat].append(claim)

        outer = QVBoxLayout(self)
        outer.setSpacing(8)
        outer.addLayout(self._build_header(trump, eldest))
        body = QHBoxLayout()
        body.setSpacing(12)
        body.addLayout(self._build_entry(), 5)
        body.addLayout(self._build_results(), 6)
        outer.addLayout(body, 1)
        outer.addLayout(self._build_buttons())
        self.resize(980, 700)
        self.select_seat(next((c.seat for c in claims), 0))
        self._update()
        self.grid.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- building ---------------------------------------------------------------------------

    def _build_header(self, trump: Suit | NoTrump | None, eldest: int) -> QHBoxLayout:
        row = QHBoxLayout()
        self.rules_label = QLabel(self)
        self.rules_label.setWordWrap(True)
        theme.style_label(self.rules_label, theme.MUTED_COLOUR)
        order = switch_value_text("run_order", self._rules.run_order)
        self.rules_label.setText(
            self.tr("Rules: {rules} (runs compared by length, then {order}).").format(
                rules=rules_text(self._rules), order=order
            )
        )
        row.addWidget(self.rules_label, 1)
        trump_label = QLabel(self.tr("&Trump:"), self)
        row.addWidget(trump_label)
        self.trump_combo = TrumpCombo(
            self,
            unknown=self.tr("not said yet"),
            name=self.tr("Trump"),
            description=self.tr("The round's trump suit: a run in trump wins a tie where the house rules say so."),
            no_trump=self._rules.no_trump,
            trump=trump,
        )
        self.trump_combo.take_key_from(trump_label)
        self.trump_combo.currentIndexChanged.connect(self._on_trump_combo_current_index_changed)
        row.addWidget(self.trump_combo)
        row.addSpacing(12)
        row.addWidget(QLabel(self.tr("Eldest hand:"), self))
        self.eldest_combo = QComboBox(self)
        for seat in range(SEATS):
            self.eldest_combo.addItem(elided(self._names.player(seat), self.font(), NAME_PX), seat)
            self.eldest_combo.setItemData(seat, self._names.player(seat), Qt.ItemDataRole.ToolTipRole)
        self.eldest_combo.setCurrentIndex(eldest)
        self.eldest_combo.setAccessibleName(self.tr("Eldest hand"))
        self.eldest_combo.setToolTip(self.tr("Leads the first trick; decides ties where the house rules say so"))
        self.eldest_combo.currentIndexChanged.connect(self._on_eldest_combo_current_index_changed)
        row.addWidget(self.eldest_combo)
        return row

    def _build_entry(self) -> QVBoxLayout:
        column = QVBoxLayout()
        prompt = QLabel(self.tr("Whose runs? Click the player, then the cards of their runs."), self)
        theme.style_label(prompt, bold=True, pixel_size=15)
        prompt.setWordWrap(True)
        column.addWidget(prompt)
        seats = QHBoxLayout()
        self.seat_group = QButtonGroup(self)
        self.seat_group.setExclusive(True)
        self.seat_buttons: list[QPushButton] = []
        for seat in range(SEATS):
            colour = theme.TEAM_COLOURS[team_of(seat)]
            name = elided(self._names.player(seat), self.font(), NAME_PX - 50)
            # No mnemonic: a mnemonic clicks after the press animation, so cards typed at once
            # went to the previous player. Alt+1-4 are plain shortcuts (below).
            button = QPushButton(f"{seat + 1}  {name.replace('&', '&&')}", self)
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setMinimumHeight(34)
            button.setToolTip(
                self.tr("Enter {player}'s runs (Alt+{n})").format(player=self._names.player(seat), n=seat + 1)
            )
            button.setStyleSheet(
                theme.choice_chip_style(colour, extra=" padding: 3px 8px; font-size: 14px;")
                + "QPushButton:checked { font-weight: bold; }"
            )
            self.seat_group.addButton(button, seat)
            self.seat_buttons.append(button)
            shortcut = QShortcut(QKeySequence(f"Alt+{seat + 1}"), self)
            shortcut.activated.connect(partial(self._on_seat_group_id_clicked, seat))
            seats.addWidget(button)
        self.seat_group.idClicked.connect(self._on_seat_group_id_clicked)
        column.addLayout(seats)
        self.grid = CardGrid(parent=self)
        self.grid.changed.connect(self._on_grid_changed)
        column.addWidget(self.grid)
        text = self.tr(
            "Cards another player holds show their name. Keys: arrows and {Space}, or rank then suit (K {spades})."
        )
        hint = QLabel(with_keys(text).format(spades=letters.letter("spades")), self)
        hint.setWordWrap(True)
        theme.style_label(hint, theme.MUTED_COLOUR)
        column.addWidget(hint)

        typed = QHBoxLayout()
        typed.addWidget(QLabel(self.tr("Or type a run:"), self))
        self.length_combo = QComboBox(self)
        for n in range(3, 10):
            name = self.tr("twenty (3 cards)") if n == 3 else self.tr("fifty ({n} cards)").format(n=n)
            self.length_combo.addItem(name, n)
        self.top_combo = QComboBox(self)
        for rank in Rank:
            self.top_combo.addItem(self.tr("{rank} high").format(rank=rank.value), rank)
        self.suit_combo = QComboBox(self)
        self.length_combo.setAccessibleName(self.tr("Run length"))
        self.length_combo.setAccessibleDescription(self.tr("How many cards in a row: a twenty or a fifty."))
        self.top_combo.setAccessibleName(self.tr("Top card"))
        self.top_combo.setAccessibleDescription(self.tr("The highest card of the run typed."))
        self.suit_combo.setAccessibleName(self.tr("Run suit"))
        self.suit_combo.setAccessibleDescription(self.tr("The suit of the run typed; then Add run."))
        for suit in Suit:
            self.suit_combo.addItem(f"{suit.symbol} {suit_name(suit)}", suit)
        self.add_button = QPushButton(self.tr("Add run"), self)
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        for widget in (self.length_combo, self.top_combo, self.suit_combo, self.add_button):
            typed.addWidget(widget)
        typed.addStretch(1)
        column.addLayout(typed)
        column.addStretch(1)
        return column

    def _build_results(self) -> QVBoxLayout:
        column = QVBoxLayout()
        title = QLabel(self.tr("Runs claimed"), self)
        theme.style_label(title, bold=True, pixel_size=15)
        column.addWidget(title)
        self.runs_area = QScrollArea(self)
        self.runs_area.setWidgetResizable(True)
        self.runs_area.setMinimumHeight(150)
        self.runs_area.setMinimumWidth(300)
        self.runs_widget = QWidget(self.runs_area)
        self.runs_layout = QGridLayout(self.runs_widget)
        self.runs_layout.setContentsMargins(4, 4, 4, 4)
        self.runs_layout.setVerticalSpacing(2)
        self.runs_area.setWidget(self.runs_widget)
        column.addWidget(self.runs_area, 1)

        self.verdict_frame = QFrame(self)
        self.verdict_frame.setObjectName("verdictFrame")
        box = QVBoxLayout(self.verdict_frame)
        box.setContentsMargins(12, 8, 12, 8)
        self.headline_label = QLabel(self.verdict_frame)
        self.headline_label.setWordWrap(True)
        theme.style_label(self.headline_label, bold=True, pixel_size=22)
        self.reason_label = QLabel(self.verdict_frame)
        self.reason_label.setWordWrap(True)
        theme.style_label(self.reason_label, pixel_size=18)
        self.points_label = QLabel(self.verdict_frame)
        self.points_label.setWordWrap(True)
        theme.style_label(self.points_label, pixel_size=15)
        self.notes_label = QLabel(self.verdict_frame)
        self.notes_label.setWordWrap(True)
        theme.style_label(self.notes_label, theme.HALF_BAIT_COLOUR, pixel_size=14)
        self.alternatives_label = QLabel(self.verdict_frame)
        self.alternatives_label.setWordWrap(True)
        theme.style_label(self.alternatives_label, theme.MUTED_COLOUR, pixel_size=14)
        for label in (
            self.headline_label,
            self.reason_label,
            self.points_label,
            self.notes_label,
            self.alternatives_label,
        ):
            box.addWidget(label)
        box.addStretch(1)
        # On a small screen the verdict and the house rules that decide it scroll instead of being cut.
        self.verdict_area = QScrollArea(self)
        self.verdict_area.setObjectName("verdictArea")
        self.verdict_area.setWidgetResizable(True)
        self.verdict_area.setFrameShape(QFrame.Shape.NoFrame)
        self.verdict_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verdict_area.setWidget(self.verdict_frame)
        column.addWidget(self.verdict_area, 1)
        return column

    def _build_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        self.apply_button = QPushButton(with_keys(self.tr("Apply to the round  [{Enter}]")), self)
        self.apply_button.setDefault(True)
        self.apply_button.setVisible(self._can_apply)
        self.apply_button.setMinimumHeight(34)
        self.apply_button.clicked.connect(self.apply)
        self.close_button = QPushButton(with_keys(self.tr("Close  [{Esc}]")), self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.reject)
        row.addWidget(self.apply_button)
        row.addWidget(self.close_button)
        return row

    # --- what the dialog holds ------------------------------------------------------------------

    @property
    def seat(self) -> int:
        """The player whose cards the grid shows."""
        return self._seat

    @property
    def trump(self) -> Suit | NoTrump | None:
        """The trump as picked in the dialog (None: not said yet)."""
        return self.trump_combo.trump()

    @property
    def eldest(self) -> int:
        """The eldest hand's seat."""
        return int(self.eldest_combo.currentData())

    def select_seat(self, seat: int) -> None:
        """Show ``seat``'s cards on the grid; runs typed now are theirs."""
        self._seat = seat
        self.seat_buttons[seat].setChecked(True)
        self.grid.set_colour(theme.TEAM_COLOURS[team_of(seat)])
        self.grid.blockSignals(True)
        self.grid.set_picked(self._cards[seat])
        self.grid.blockSignals(False)
        self._paint_grid_marks()

    def add_run(self, seat: int, length: int, top: Rank | None, suit: Suit | None, *, announced: bool = True) -> None:
        """Add a typed run for ``seat`` (no check: impossible runs are what the checker reports)."""
        self._typed[seat].append(RunClaim(seat, length, top, suit, announced))
        self._update()

    def set_announced(self, index: int, announced: bool) -> None:
        """Mark run ``index`` of :attr:`claims` as announced in the first trick, or not."""
        source = self.sources[index]
        claim = self.claims[index]
        if source.kind == TYPED:
            runs = self._typed[source.seat]
            runs[source.index] = dataclasses.replace(runs[source.index], announced=announced)
        else:
            self._announced[(claim.seat, claim.length, claim.top, claim.suit)] = announced
        self._update()

    def remove_run(self, index: int) -> None:
        """Remove run ``index`` of :attr:`claims` (its cards too, for a run picked on the grid)."""
        source = self.sources[index]
        if source.kind == TYPED:
            del self._typed[source.seat][source.index]
        else:
            covered = self._covered.get((source.seat, source.index))
            if covered is not None:
                del self._typed[source.seat][covered]  # the run it filled in goes too
            self._cards[source.seat] -= set(claim_cards(self.claims[index]))
            if source.seat == self._seat:
                self.select_seat(self._seat)
        self._update()

    def set_run_detail(self, index: int, *, top: Rank | None = None, suit: Suit | None = None) -> None:
        """Fill in the top card or suit of typed run ``index`` of :attr:`claims`."""
        source = self.sources[index]
        runs = self._typed[source.seat]
        claim = runs[source.index]
        runs[source.index] = dataclasses.replace(
            claim, top=top if top is not None else claim.top, suit=suit if suit is not None else claim.suit
        )
        self._update()

    def applied_claims(self) -> tuple[RunClaim, ...]:
        """The runs that go to the round: the announced ones (the scorekeeper records only those)."""
        return tuple(dataclasses.replace(c, announced=True) for c in self.claims if c.announced)

    def apply(self) -> None:
        """Hand the announced runs to the round being entered, and close."""
        if not self.apply_button.isEnabled() or not self._can_apply:
            return
        self.applied.emit(self.applied_claims())
        self.accept()

    # --- slots ------------------------------------------------------------------------------------

    def _on_seat_group_id_clicked(self, seat: int) -> None:
        self.select_seat(seat)
        self.grid.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _on_grid_changed(self) -> None:
        self._cards[self._seat] = set(self.grid.picked())
        self._update()

    def _on_add_button_clicked(self) -> None:
        self.add_run(
            self._seat,
            int(self.length_combo.currentData()),
            self.top_combo.currentData(),
            self.suit_combo.currentData(),
        )

    def _on_trump_combo_current_index_changed(self, index: int) -> None:
        self._update()

    def _on_eldest_combo_current_index_changed(self, index: int) -> None:
        self._update()

    # --- deciding -----------------------------------------------------------------------------------

    def _collect(self) -> None:
        gathered = gather_claims(self._cards, self._typed, self._announced)
        self.claims, self.sources, self._covered = gathered.claims, gathered.sources, dict(gathered.covered)

    def _decide(self) -> None:
        self.check = check_runs(self.claims, self._rules, trump=self.trump, eldest=self.eldest)
        problem, missing = self.check.problem, self.check.missing
        self.problem = "" if problem is None else claim_problem_text(problem, self.claims, self._names)
        self.missing = "" if missing is None else missing_detail_text(missing, self.claims, self._names)

    @property
    def verdict(self) -> RunVerdict | None:
        """Who scores runs, once the claims are possible and decided."""
        return self.check.verdict

    def _update(self) -> None:
        self._collect()
        self._decide()
        self._paint_runs()
        self._paint_verdict()
        self._paint_grid_marks()
        self.apply_button.setEnabled(self._can_apply and self.verdict is not None)

    # --- painting ---------------------------------------------------------------------------------

    def _paint_grid_marks(self) -> None:
        holders: dict[Card, list[int]] = {}
        for seat in range(SEATS):
            cards = set(self._cards[seat])
            for claim in self._typed[seat]:
                cards.update(claim_cards(claim))
            for card in cards:
                holders.setdefault(card, []).append(seat)
        marks: dict[Card, tuple[str, str]] = {}
        for card, seats in holders.items():
            others = [s for s in seats if s != self._seat]
            if not others:
                continue
            name = self._names.player(others[0])
            name = name if len(name) <= 6 else name[:5] + "…"  # fits under the card
            if self._seat in seats or len(seats) > 1:
                marks[card] = (self.tr("{name}!").format(name=name), theme.ERROR_COLOUR)
            else:
                marks[card] = (name, theme.TEAM_COLOURS[team_of(others[0])])
        self.grid.set_marks(marks)

    def _paint_runs(self) -> None:
        while self.runs_layout.count():
            item = self.runs_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.run_rows = []
        if not self.claims:
            empty = QLabel(self.tr("No runs yet. Pick a player and click the cards of a run."), self.runs_widget)
            theme.style_label(empty, theme.MUTED_COLOUR)
            self.runs_layout.addWidget(empty, 0, 0, 1, 3)
        for row, (claim, source) in enumerate(zip(self.claims, self.sources, strict=True)):
            self.run_rows.append(self._run_row(row, claim, source))
        self.runs_layout.setColumnStretch(1, 1)
        self.runs_layout.setRowStretch(2 * len(self.claims) + 1, 1)

    def _run_row(self, row: int, claim: RunClaim, source: ClaimSource) -> dict[str, QWidget]:
        """Two lines per run, so a narrow column never scrolls sideways:
        who, the run and ✕; then its missing details, its part in the verdict and "announced"."""
        parent = self.runs_widget
        colour = theme.TEAM_COLOURS[claim.team]
        who = QLabel(elided(self._names.player(claim.seat), self.font(), NAME_PX - 40), parent)
        who.setToolTip(self._names.player(claim.seat))
        theme.style_label(who, colour, bold=True, pixel_size=14)
        cards = " ".join(str(c) for c in claim_cards(claim))
        # With its cards known, show them; "K high ♠" would only say the same again.
        text = (
            self.tr("{run}: {cards}").format(run=run_text(dataclasses.replace(claim, top=None, suit=None)), cards=cards)
            if cards
            else run_text(claim)
        )
        what = QLabel(text, parent)
        what.setWordWrap(True)  # never wider than the column
        theme.style_label(what, pixel_size=14)
        remove = QPushButton("✕", parent)
        remove.setAutoDefault(False)
        remove.setFixedWidth(28)
        remove.setToolTip(self.tr("Remove this run"))
        remove.clicked.connect(lambda _checked=False, r=row: self.remove_run(r))
        self.runs_layout.addWidget(who, 2 * row, 0)
        self.runs_layout.addWidget(what, 2 * row, 1)
        self.runs_layout.addWidget(remove, 2 * row, 2)
        widgets: dict[str, QWidget] = {"who": who, "what": what}

        second = QWidget(parent)
        line = QHBoxLayout(second)
        line.setContentsMargins(0, 0, 0, 6)
        if source.kind == TYPED and (claim.top is None or claim.suit is None):
            top = QComboBox(second)
            top.addItem(self.tr("– top"), None)
            for rank in Rank:
                top.addItem(rank.value, rank)
            top.setCurrentIndex(0 if claim.top is None else claim.top.index + 1)
            top.setAccessibleName(self.tr("Top card"))
            top.setAccessibleDescription(self.tr("The highest card of this run, not said yet."))
            top.currentIndexChanged.connect(lambda i, r=row, box=top: self.set_run_detail(r, top=box.itemData(i)))
            suit = QComboBox(second)
            suit.addItem(self.tr("– suit"), None)
            for s in Suit:
                suit.addItem(s.symbol, s)  # symbols only: the row must fit a narrow column
                suit.setItemData(suit.count() - 1, suit_name(s), Qt.ItemDataRole.ToolTipRole)
            suit.setCurrentIndex(0 if claim.suit is None else list(Suit).index(claim.suit) + 1)
            suit.setAccessibleName(self.tr("Run suit"))
            suit.setAccessibleDescription(self.tr("The suit of this run, not said yet."))
            suit.currentIndexChanged.connect(lambda i, r=row, box=suit: self.set_run_detail(r, suit=box.itemData(i)))
            line.addWidget(top)
            line.addWidget(suit)
            widgets["top"], widgets["suit"] = top, suit
        impossible = row in self.check.faulty and bool(self.problem)
        if impossible:
            status = QLabel(self.tr("impossible"), second)
            theme.style_label(status, theme.ERROR_COLOUR, bold=True)
            theme.style_label(what, theme.ERROR_COLOUR, pixel_size=14)
        elif row in self.check.faulty:
            status = QLabel(self.tr("needs a detail"), second)
            theme.style_label(status, theme.HALF_BAIT_COLOUR, bold=True)
        else:
            status = QLabel(run_status(row, self.verdict) if self.verdict is not None else "", second)
            theme.style_label(status, theme.MADE_COLOUR if row in self._scoring() else theme.MUTED_COLOUR, bold=True)
        line.addWidget(status)
        line.addStretch(1)
        announced = QCheckBox(self.tr("announced"), second)
        announced.setToolTip(self.tr("Announced during the first trick? A run announced later does not count."))
        announced.setChecked(claim.announced)
        announced.toggled.connect(lambda checked, r=row: self.set_announced(r, checked))
        line.addWidget(announced)
        self.runs_layout.addWidget(second, 2 * row + 1, 1, 1, 2)
        widgets.update({"status": status, "announced": announced, "remove": remove})
        return widgets

    def _scoring(self) -> tuple[int, ...]:
        return self.verdict.scoring if self.verdict is not None else ()

    def _paint_verdict(self) -> None:
        if self.problem or self.missing:
            if self.problem:
                # Only impossible claims (RunClaimError) get the alarm.
                colour, headline = theme.ERROR_COLOUR, self.tr("These claims cannot all be true.")
            else:
                colour, headline = theme.MUTED_COLOUR, self.tr("Not decided yet: one more detail decides it.")
            self._frame_colour(colour)
            self.headline_label.setText(headline)
            theme.style_label(self.headline_label, colour, bold=True, pixel_size=22)
            self.reason_label.setText(self.problem or self.missing)
            self.points_label.setText("")
            self.notes_label.setText("")
            self.alternatives_label.setText("")
            return
        assert self.verdict is not None
        verdict = self.verdict
        colour = theme.TEAM_COLOURS[verdict.winner_team] if verdict.winner_team is not None else theme.MUTED_COLOUR
        self._frame_colour(colour)
        theme.style_label(self.headline_label, colour, bold=True, pixel_size=22)
        self.headline_label.setText(verdict_headline(verdict, self._names, self.claims))
        suit = self.trump if isinstance(self.trump, Suit) else None
        self.reason_label.setText(step_reason(self.claims, verdict, self._rules, suit, self._names))
        self.points_label.setText(
            self.tr("Runs this round: {a} {x}, {b} {y}.").format(
                a=self._names.team(0), x=verdict.points[0], b=self._names.team(1), y=verdict.points[1]
            )
            if self.claims
            else ""
        )
        self.notes_label.setText("\n".join(discarded_text(self.claims, verdict, self._names)))
        if self.check.alternatives:
            lines = [self.tr("House rules that decide this:")]
            lines += [alternative_text(a, self._names) for a in self.check.alternatives]
            self.alternatives_label.setText("\n".join(lines))
        else:
            self.alternatives_label.setText("")

    def _frame_colour(self, colour: str) -> None:
        self.verdict_frame.setStyleSheet(
            f"QFrame#verdictFrame {{ border: 3px solid {colour}; border-radius: 8px;"
            f" background: {theme.SURFACE_COLOUR}; }}"
        )

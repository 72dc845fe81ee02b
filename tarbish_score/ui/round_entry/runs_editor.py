"""Runs announced in a round: one line per player, a chip per run with its details when needed."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui import letters
from tarbish_score.ui.elide import NAME_PX, elided
from tarbish_score.ui.round_entry.draft import RunDraft
from tarbish_score.ui.round_entry.keys import SEAT_KEYS, letter_of, plain_key
from tarbish_score.words.game import player_label, suit_name

if TYPE_CHECKING:
    from tarbish_score.model import Match, RunClaim

__all__ = ["RunsEditor"]


#: What a run's top-card field takes: a card's letter or digit (1 is the ten) -> the item's text.
_TOP_KEYS: Final = {
    **{ord(letter): letter for letter in letters.RANK_LETTERS},
    **{ord(digit): digit for digit in "9876"},
    ord("1"): "10",
}


class _DetailCombo(QComboBox):
    """A run's top card or suit: its own keys pick an item; every other key goes on to the runs and the entry.

    A plain combo box searches its items for any letter typed, so the round entry's keys (R, B,
    a seat number) would be lost in it; here only the field's own keys are taken.
    """

    def __init__(self, scope: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scope = scope

    def _index_for(self, event: QKeyEvent) -> int:
        """The item ``event`` picks, or -1."""
        if self._scope == "run_top":
            text = _TOP_KEYS.get(int(event.key())) if plain_key(event) else None
            return -1 if text is None else self.findText(text)
        meaning = letter_of(event, "run_suit")
        if meaning not in letters.SUITS:
            return -1
        from tarbish_score.model import Suit

        return self.findData(Suit(meaning))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The field's keys pick; editing and moving keys work as in any combo box; the rest go on."""
        index = self._index_for(event)
        if index >= 0:
            self.setCurrentIndex(index)
            self.activated.emit(index)
            event.accept()
            return
        text = event.text()
        if text.strip() and text.isprintable() and plain_key(event):
            event.ignore()
            return
        super().keyPressEvent(event)


class _RunChip(QFrame):
    """One announced run: twenty or fifty (with its length), top card and suit when needed.

    Typing a top card moves on to the suit; typing the suit emits ``details_entered``.

    Signals:
        changed: the run's length, top card or suit changed.
        removed: the run's remove button was clicked.
        details_entered: the suit was typed after the top card.
    """

    changed = Signal()
    removed = Signal()
    details_entered = Signal()

    def __init__(self, draft: RunDraft, parent: QWidget | None = None) -> None:
        from tarbish_score.model import MIN_FIFTY, Rank, Suit, team_of
        from tarbish_score.model.runs import HAND_SIZE

        super().__init__(parent)
        self.draft = draft
        self.setObjectName("runChip")
        colour = theme.TEAM_COLOURS[team_of(draft.seat)]
        # The top card or suit asked for takes the focus: it must show it, as the other fields do.
        self.setStyleSheet(
            theme.outlined_frame_style("runChip", colour, width=1, radius=6)
            + theme.focused_border_style("QComboBox:focus")
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 1, 2, 1)
        layout.setSpacing(3)
        name = self.tr("twenty") if draft.length < MIN_FIFTY else self.tr("fifty")
        label = QLabel(name, self)
        theme.style_label(label, colour, bold=True)
        layout.addWidget(label)
        self.length_combo: QComboBox | None = None
        if draft.length >= MIN_FIFTY:
            self.length_combo = QComboBox(self)
            for n in range(MIN_FIFTY, HAND_SIZE + 1):
                self.length_combo.addItem(self.tr("{n} cards").format(n=n), n)
            self.length_combo.setCurrentIndex(draft.length - MIN_FIFTY)
            self.length_combo.setToolTip(self.tr("How many cards in the run"))
            self.length_combo.currentIndexChanged.connect(self._on_length_combo_current_index_changed)
            layout.addWidget(self.length_combo)
        self.top_combo = _DetailCombo("run_top", self)
        self.top_combo.addItem(self.tr("– top"), None)
        for rank in Rank:
            self.top_combo.addItem(rank.value, rank)
        self.top_combo.setToolTip(self.tr("The run's top card (type A K Q J 1 9 8; 1 is the 10)"))
        self.top_combo.setCurrentIndex(0 if draft.top is None else draft.top.index + 1)
        self.top_combo.currentIndexChanged.connect(self._on_top_combo_current_index_changed)
        self.suit_combo = _DetailCombo("run_suit", self)
        self.suit_combo.addItem(self.tr("– suit"), None)
        for suit in Suit:
            self.suit_combo.addItem(f"{suit_name(suit)} {suit.symbol}", suit)
        self.suit_combo.setToolTip(
            self.tr("The run's suit (type {clubs} {diamonds} {hearts} {spades})").format(
                **letters.letters(*letters.SUITS)
            )
        )
        self.suit_combo.setCurrentIndex(0 if draft.suit is None else list(Suit).index(draft.suit) + 1)
        self.suit_combo.currentIndexChanged.connect(self._on_suit_combo_current_index_changed)
        self.top_combo.activated.connect(self._on_top_combo_activated)
        self.suit_combo.activated.connect(self._on_suit_combo_activated)
        for combo in (self.length_combo, self.top_combo, self.suit_combo):
            if combo is not None:
                # Their natural height: a squeezed combo clips its text ("spades" read as "snades").
                combo.setMinimumHeight(combo.sizeHint().height())
        layout.addWidget(self.top_combo)
        layout.addWidget(self.suit_combo)
        remove = QPushButton("✕", self)
        remove.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        remove.setFixedWidth(24)
        remove.setToolTip(self.tr("Remove this run"))
        remove.setStyleSheet(theme.flat_button_style(theme.MUTED_COLOUR))
        remove.clicked.connect(self.removed)
        layout.addWidget(remove)
        self._layout = layout
        self.show_details(draft.details_shown or draft.top is not None or draft.suit is not None)

    def show_details(self, shown: bool) -> None:
        """Show or hide the top card and suit (asked for only when precedence needs them)."""
        self.draft.details_shown = shown
        self.top_combo.setVisible(shown)
        self.suit_combo.setVisible(shown)

    def activate_layout(self) -> None:
        """Lay the chip out now (to measure it before it is shown)."""
        self._layout.activate()

    def focus_widgets(self) -> list[QWidget]:
        """The chip's focusable fields, in tab order."""
        widgets: list[QWidget] = []
        if self.length_combo is not None:
            widgets.append(self.length_combo)
        if self.draft.details_shown:
            widgets += [self.top_combo, self.suit_combo]
        return widgets

    def _on_length_combo_current_index_changed(self, index: int) -> None:
        assert self.length_combo is not None
        self.draft.length = int(self.length_combo.itemData(index))
        self.changed.emit()

    def _on_top_combo_current_index_changed(self, index: int) -> None:
        self.draft.top = self.top_combo.itemData(index)
        self.changed.emit()

    def _on_suit_combo_current_index_changed(self, index: int) -> None:
        self.draft.suit = self.suit_combo.itemData(index)
        self.changed.emit()

    def _on_top_combo_activated(self, index: int) -> None:
        if self.top_combo.hasFocus() and self.top_combo.itemData(index) is not None:
            self.suit_combo.setFocus(Qt.FocusReason.TabFocusReason)

    def _on_suit_combo_activated(self, index: int) -> None:
        if self.suit_combo.hasFocus() and self.suit_combo.itemData(index) is not None:
            self.details_entered.emit()


class _Reserve(QWidget):
    """Room kept for the runs' chips in the editor's natural width, given up first on a narrow window."""

    def __init__(self, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._width = width
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(0)

    def sizeHint(self) -> QSize:
        """The width of a fifty with its details."""
        return QSize(self._width, 0)

    def minimumSizeHint(self) -> QSize:
        """None: the chips' column shrinks before the choices do."""
        return QSize(0, 0)


class RunsEditor(QFrame):
    """Runs announced this round, one line per player.

    Keys (while focused): the player's seat number 1-4, then T for a twenty or
    F for a fifty; Backspace removes the last run. Top card and suit appear
    only when the engine says precedence needs them.

    Signals:
        changed: a run was added, removed or changed.
        details_entered: a run's top card and suit were typed (the round entry moves on).
        focus_chain_changed: the runs' fields changed (the round entry re-links its tab order).
    """

    changed = Signal()
    details_entered = Signal()
    focus_chain_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("runsEditor")
        self.setAccessibleName(self.tr("Runs"))
        self.setAccessibleDescription(
            with_keys(
                self.tr(
                    "The runs claimed this round: press a claimer's seat number, 1 to 4, to add a run, then"
                    " {twenty} for a twenty or {fifty} for a fifty; {Delete} removes the run."
                )
            ).format(**letters.letters("twenty", "fifty"))
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(theme.focus_frame_style("runsEditor"))
        self._drafts: list[RunDraft] = []
        self._chips: list[_RunChip] = []
        self._pending_seat: int | None = None
        grid = QGridLayout(self)
        self._grid = grid
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        self._seat_labels: list[QLabel] = []
        self._chip_rows: list[QHBoxLayout] = []
        for seat in range(len(SEAT_KEYS)):
            label = QLabel(self)
            label.setFixedWidth(NAME_PX)  # a marked or bold name never shifts the columns
            self._seat_labels.append(label)
            grid.addWidget(label, seat, 0)
            for column, (text, fifty) in enumerate(((self.tr("+ twenty"), False), (self.tr("+ fifty"), True)), start=1):
                button = QPushButton(text, self)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setToolTip(
                    self.tr("Add a run for this player (keys: seat number, then {twenty} or {fifty})").format(
                        **letters.letters("twenty", "fifty")
                    )
                )
                button.clicked.connect(lambda _checked=False, s=seat, f=fifty: self.add_shortest_run(s, fifty=f))
                grid.addWidget(button, seat, column)
            row = QHBoxLayout()
            row.setSpacing(4)
            row.addStretch(1)
            self._chip_rows.append(row)
            grid.addLayout(row, seat, 3)
        grid.setColumnStretch(3, 1)
        self._match: Match | None = None
        self._chip_reserve: QWidget | None = None

    def show_players(self, match: Match | None) -> None:
        """Name the four players ("seat N" with no match)."""
        self._match = match
        self._paint_labels()
        if match is not None and self._chip_reserve is None:
            self._reserve_chip_width()

    def _reserve_chip_width(self) -> None:
        """Keep room for a fifty with its top card and suit, so the panel never widens while typing runs."""
        from tarbish_score.model import MIN_FIFTY

        probe = _RunChip(RunDraft(0, MIN_FIFTY), self)
        probe.show_details(True)
        for widget in (probe, *probe.findChildren(QWidget)):
            widget.ensurePolished()  # measured with its style sheet, as it will be shown
        probe.activate_layout()
        # An empty widget holds the room: an empty column would also lose its spacing (the panel would
        # still widen a little with the first run).
        reserve = _Reserve(probe.sizeHint().width() + 8, self)
        self._grid.addWidget(reserve, 0, 3, Qt.AlignmentFlag.AlignTop)
        self._chip_reserve = reserve
        probe.hide()
        probe.deleteLater()

    def _paint_labels(self) -> None:
        # Only ever painted once a match exists (shown, or focused): the engine is loaded by then.
        from tarbish_score.model import team_of

        for seat, label in enumerate(self._seat_labels):
            pending = seat == self._pending_seat and self.hasFocus()
            marker = "▶ " if pending else ""
            name = player_label(self._match, seat)
            shown = elided(name, label.font(), NAME_PX - 40)
            label.setText(f"{marker}{seat + 1}  {shown}")
            label.setToolTip(name if shown != name else "")
            theme.style_label(label, theme.TEAM_COLOURS[team_of(seat)], bold=pending)

    # --- the runs ----------------------------------------------------------------------

    def claims(self) -> tuple[RunClaim, ...]:
        """The runs as engine claims, in the order they were entered."""
        return tuple(d.claim() for d in self._drafts)

    def set_claims(self, claims: tuple[RunClaim, ...]) -> None:
        """Show ``claims`` (when a recorded round is opened for editing)."""
        self._drafts = [RunDraft(c.seat, c.length, c.top, c.suit) for c in claims]
        self._pending_seat = None
        self._rebuild()

    def add_run(self, seat: int, length: int) -> None:
        """Add a run of ``length`` cards for ``seat``: a twenty (3) or a fifty (4 or more)."""
        self._drafts.append(RunDraft(seat, length))
        self._rebuild()
        self.changed.emit()

    def add_shortest_run(self, seat: int, *, fifty: bool) -> None:
        """Add a twenty, or with ``fifty`` the shortest fifty, for ``seat`` (docs/rules.md section 4)."""
        from tarbish_score.model import MIN_FIFTY
        from tarbish_score.model.runs import MIN_RUN

        self.add_run(seat, MIN_FIFTY if fifty else MIN_RUN)

    def remove_run(self, index: int) -> None:
        """Remove run ``index``."""
        del self._drafts[index]
        self._rebuild()
        self.changed.emit()

    def clear(self) -> None:
        """Remove every run."""
        self._drafts = []
        self._pending_seat = None
        self._rebuild()

    def chip(self, index: int) -> _RunChip:
        """The chip of run ``index``."""
        return self._chips[index]

    def reveal_details(self, index: int) -> None:
        """Show the top card and suit fields of run ``index``."""
        if 0 <= index < len(self._chips) and not self._drafts[index].details_shown:
            self._chips[index].show_details(True)
            self._update_tab_order()

    def detail_widget(self, index: int, missing: str) -> QWidget | None:
        """The field for ``missing`` ("top" or "suit") of run ``index``."""
        if not 0 <= index < len(self._chips):
            return None
        chip = self._chips[index]
        return chip.top_combo if missing == "top" else chip.suit_combo

    def focus_chain(self) -> list[QWidget]:
        """This editor and every field of its runs, in tab order."""
        chain: list[QWidget] = [self]
        for chip in self._chips:
            chain += chip.focus_widgets()
        return chain

    def _rebuild(self) -> None:
        for chip in self._chips:
            chip.hide()
            chip.deleteLater()
        self._chips = []
        for index, draft in enumerate(self._drafts):
            row = self._chip_rows[draft.seat]
            chip = _RunChip(draft, self)
            chip.changed.connect(self.changed)
            chip.details_entered.connect(self.details_entered)
            chip.removed.connect(lambda i=index: self.remove_run(i))
            row.insertWidget(row.count() - 1, chip)
            chip.show()
            self._chips.append(chip)
        self._update_tab_order()

    def _update_tab_order(self) -> None:
        chain = self.focus_chain()
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.focus_chain_changed.emit()

    # --- keys --------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """1-4 choose the player, then T adds a twenty, F a fifty (in English); Backspace removes the last run."""
        key = event.key()
        if not plain_key(event):
            event.ignore()
            return
        meaning = letter_of(event, "runs")
        if key in SEAT_KEYS:
            self._pending_seat = SEAT_KEYS.index(key)
            self._paint_labels()
        elif meaning in ("twenty", "fifty") and self._pending_seat is not None:
            self.add_shortest_run(self._pending_seat, fifty=meaning == "fifty")
        elif key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete) and self._drafts:
            self.remove_run(len(self._drafts) - 1)
        else:
            event.ignore()
            return
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Mark the chosen player while focused."""
        super().focusInEvent(event)
        self._paint_labels()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Unmark the chosen player."""
        super().focusOutEvent(event)
        self._paint_labels()

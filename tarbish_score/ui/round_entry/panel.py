"""Round entry on the main window: keyboard first, a live preview, Enter records.

The flow for a plain round is: the caller's seat number (1-4), the trump key
(C D H S, N for no trump where allowed), the count typed as digits (``/``
first if the other team counted), Enter. Every field moves the focus on to the
next one. Runs (R) and bella (B) are one key away. The engine scores the
preview and refuses bad rounds; the panel only shows what it says.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.elide import NAME_PX, TEAM_PX, elided
from tarbish_score.words.errors import count_input_text, error_text, warning_text
from tarbish_score.words.game import correction_end_text, line_text, outcome_text, player_label, suit_name, verdict_text

if TYPE_CHECKING:
    # The engine is imported when a match starts, not at start-up (see bench/startup.py).
    from tarbish_score.model import Match, NoTrump, Rank, RoundInput, RoundResult, RunClaim, Suit, TarbishError

__all__ = [
    "THROWN_IN",
    "BellaPicker",
    "CallerPicker",
    "CountEdit",
    "KeyPicker",
    "RoundEntryPanel",
    "RoundPreview",
    "RunsEditor",
    "TrumpPicker",
]

#: The caller picker's value for "thrown in" (all passed, dealer not forced).
THROWN_IN: Final = -1
_SEAT_KEYS: Final = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)
#: Trump keys and the record spelling of their suit.
_SUIT_KEYS: Final = {
    Qt.Key.Key_C: "clubs",
    Qt.Key.Key_D: "diamonds",
    Qt.Key.Key_H: "hearts",
    Qt.Key.Key_S: "spades",
}
_ENTER_KEYS: Final = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
#: Keys the whole round entry answers to, even from the count field.
_PANEL_KEYS: Final = (Qt.Key.Key_Slash, Qt.Key.Key_R, Qt.Key.Key_B, Qt.Key.Key_W)
_FOCUS_STYLE: Final = (
    "QFrame#{name} {{ border: 2px solid #c4c7c5; border-radius: 8px; background: #fafafa; }}"
    "QFrame#{name}:focus {{ border: 3px solid " + theme.FOCUS_COLOUR + "; background: #fffbea; }}"
)


def _plain_key(event: QKeyEvent) -> bool:
    """True for a key typed without Ctrl, Alt or Meta (the keypad is fine)."""
    mods = event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
    return mods == Qt.KeyboardModifier.NoModifier


class KeyPicker(QFrame):
    """A row of choice buttons, each with its own key; the frame takes the focus.

    Signals:
        picked: a choice was picked by key or click; argument: its value.
    """

    picked = Signal(object)

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(_FOCUS_STYLE.format(name=name))
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(6, 4, 6, 4)
        self._layout.setSpacing(6)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self._group.buttonClicked.connect(self._on_group_button_clicked)
        self._values: list[object] = []
        self._keys: dict[int, object] = {}
        self._value: object = None

    def set_options(self, options: list[tuple[object, Qt.Key, str, str]]) -> None:
        """Replace the choices: ``(value, key, button text, text colour)`` each."""
        for button in self._group.buttons():
            self._group.removeButton(button)
            button.hide()  # gone from the screen now, even before it is deleted
            button.deleteLater()
        while self._layout.count():
            self._layout.takeAt(0)
        self._values = []
        self._keys = {}
        button_font = self.font()
        for i, (value, key, text, colour) in enumerate(options):
            # A long player's name is cut short (whole name in the tooltip): it never squeezes the others.
            shown = elided(text, button_font, NAME_PX + 30)
            button = QPushButton(shown, self)
            button.setToolTip(text if shown != text else "")
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumHeight(34)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setStyleSheet(
                f"QPushButton {{ color: {colour}; padding: 4px 8px; border: 1px solid #9aa0a6;"
                " border-radius: 6px; background: white; }"
                f"QPushButton:checked {{ background: {colour}; color: white; border-color: {colour}; }}"
                # Closed (no match, or the match is over): look it, like the runs buttons.
                "QPushButton:disabled { color: #9aa0a6; border-color: #dadce0; background: #f1f3f4; }"
            )
            self._group.addButton(button, i)
            self._layout.addWidget(button)
            self._values.append(value)
            self._keys[int(key)] = value
        self.set_value(self._value if self._value in self._values else None)

    @property
    def value(self) -> object:
        """The picked value, or None."""
        return self._value

    def set_value(self, value: object) -> None:
        """Show ``value`` as picked (None: nothing), without emitting ``picked``."""
        self._value = value if value in self._values else None
        self._group.setExclusive(False)
        for i, button in enumerate(self._group.buttons()):
            button.setChecked(self._value is not None and self._values[i] == self._value)
        self._group.setExclusive(True)

    def buttons(self) -> list[QAbstractButton]:
        """The choice buttons, in order."""
        return list(self._group.buttons())

    def button_texts(self) -> list[str]:
        """The buttons' texts, in order (for tests and help)."""
        return [b.text() for b in self._group.buttons()]

    def pick(self, value: object) -> None:
        """Pick ``value`` as if its key was pressed."""
        if value not in self._values:
            return
        self.set_value(value)
        self.picked.emit(value)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A choice's key picks it; other keys go on to the parent."""
        if _plain_key(event) and event.key() in self._keys:
            self.pick(self._keys[event.key()])
            event.accept()
            return
        event.ignore()

    def _on_group_button_clicked(self, button: QAbstractButton) -> None:
        self.pick(self._values[self._group.id(button)])
        self.setFocus(Qt.FocusReason.MouseFocusReason)


class CallerPicker(KeyPicker):
    """The caller: keys 1-4 pick the player by seat; 0 throws the round in where allowed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("callerPicker", parent)

    def show_players(self, match: Match | None, *, thrown_in_allowed: bool) -> None:
        """Show the four players (seat number, name, team colour); "seat N" with no match."""
        options: list[tuple[object, Qt.Key, str, str]] = [
            (seat, _SEAT_KEYS[seat], f"{seat + 1}  {player_label(match, seat)}", theme.TEAM_COLOURS[seat % 2])
            for seat in range(4)
        ]
        if thrown_in_allowed:
            options.append((THROWN_IN, Qt.Key.Key_0, self.tr("0  thrown in"), theme.MUTED_COLOUR))
        self.set_options(options)


class TrumpPicker(KeyPicker):
    """The trump suit: C D H S, and N for no trump where the rules allow it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("trumpPicker", parent)

    def show_suits(self, *, no_trump_allowed: bool) -> None:
        """Show the suits (symbol, name, key)."""
        from tarbish_score.model import NoTrump, Suit

        options: list[tuple[object, Qt.Key, str, str]] = []
        for key, value in _SUIT_KEYS.items():
            suit = Suit(value)
            letter = QKeySequence(key).toString()
            options.append((suit, key, f"{suit.symbol} {suit_name(suit)}  [{letter}]", theme.SUIT_COLOURS[suit.value]))
        if no_trump_allowed:
            options.append((NoTrump.NONE, Qt.Key.Key_N, self.tr("no trump  [N]"), theme.MUTED_COLOUR))
        self.set_options(options)


class BellaPicker(KeyPicker):
    """Who held bella (K and Q of trump): 0 nobody, 1-4 the player by seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("bellaPicker", parent)

    def show_players(self, match: Match | None) -> None:
        """Show "nobody" and the four players; "seat N" with no match."""
        options: list[tuple[object, Qt.Key, str, str]] = [(None, Qt.Key.Key_0, self.tr("0  nobody"), "#202124")]
        options += [
            (seat, _SEAT_KEYS[seat], f"{seat + 1}  {player_label(match, seat)}", theme.TEAM_COLOURS[seat % 2])
            for seat in range(4)
        ]
        self.set_options(options)


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
            *_ENTER_KEYS,
        }
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("countEdit")
        # Room for a mistyped fourth character (e.g. 1620): shown and refused, never cut off.
        self.setMaxLength(5)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setStyleSheet(
            "QLineEdit#countEdit { font-size: 22px; font-weight: bold; padding: 2px 6px;"
            " border: 2px solid #c4c7c5; border-radius: 6px; }"
            "QLineEdit#countEdit:focus { border: 3px solid " + theme.FOCUS_COLOUR + "; background: #fffbea; }"
        )

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
            if event.key() in _ENTER_KEYS:
                event.ignore()
            return
        if not _plain_key(event):
            super().keyPressEvent(event)
            return
        if text and text.isprintable() and event.key() not in _PANEL_KEYS:
            super().keyPressEvent(event)
            return
        event.ignore()


class _RunDraft:
    """A run being entered: seat, length, and top/suit when asked for."""

    __slots__ = ("details_shown", "length", "seat", "suit", "top")

    def __init__(self, seat: int, length: int, top: Rank | None = None, suit: Suit | None = None) -> None:
        self.seat = seat
        self.length = length
        self.top = top
        self.suit = suit
        self.details_shown = False

    def claim(self) -> RunClaim:
        from tarbish_score.model import RunClaim

        return RunClaim(self.seat, self.length, self.top, self.suit)


class _RunChip(QFrame):
    """One announced run: twenty or fifty (with its length), top card and suit when needed.

    Typing a top card moves on to the suit; typing the suit emits ``details_entered``.
    """

    changed = Signal()
    removed = Signal()
    details_entered = Signal()

    def __init__(self, draft: _RunDraft, parent: QWidget | None = None) -> None:
        from tarbish_score.model import Rank, Suit

        super().__init__(parent)
        self.draft = draft
        self.setObjectName("runChip")
        colour = theme.TEAM_COLOURS[draft.seat % 2]
        self.setStyleSheet(f"QFrame#runChip {{ border: 1px solid {colour}; border-radius: 6px; background: white; }}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 1, 2, 1)
        layout.setSpacing(3)
        name = self.tr("twenty") if draft.length == 3 else self.tr("fifty")
        label = QLabel(name, self)
        theme.style_label(label, colour, bold=True)
        layout.addWidget(label)
        self.length_combo: QComboBox | None = None
        if draft.length > 3:
            self.length_combo = QComboBox(self)
            for n in range(4, 10):
                self.length_combo.addItem(self.tr("{n} cards").format(n=n), n)
            self.length_combo.setCurrentIndex(draft.length - 4)
            self.length_combo.setToolTip(self.tr("How many cards in the run"))
            self.length_combo.currentIndexChanged.connect(self._on_length_combo_current_index_changed)
            layout.addWidget(self.length_combo)
        self.top_combo = QComboBox(self)
        self.top_combo.addItem(self.tr("– top"), None)
        for rank in Rank:
            self.top_combo.addItem(rank.value, rank)
        self.top_combo.setToolTip(self.tr("The run's top card (type A K Q J 1 9 8; 1 is the 10)"))
        self.top_combo.setCurrentIndex(0 if draft.top is None else draft.top.index + 1)
        self.top_combo.currentIndexChanged.connect(self._on_top_combo_current_index_changed)
        self.suit_combo = QComboBox(self)
        self.suit_combo.addItem(self.tr("– suit"), None)
        for suit in Suit:
            self.suit_combo.addItem(f"{suit_name(suit)} {suit.symbol}", suit)
        self.suit_combo.setToolTip(self.tr("The run's suit (type C D H S)"))
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
        remove.setStyleSheet("border: none; color: #5f6368;")
        remove.clicked.connect(self.removed)
        layout.addWidget(remove)
        self.show_details(draft.details_shown or draft.top is not None or draft.suit is not None)

    def show_details(self, shown: bool) -> None:
        """Show or hide the top card and suit (asked for only when precedence needs them)."""
        self.draft.details_shown = shown
        self.top_combo.setVisible(shown)
        self.suit_combo.setVisible(shown)

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


class RunsEditor(QFrame):
    """Runs announced this round, one line per player.

    Keys (while focused): the player's seat number 1-4, then T for a twenty or
    F for a fifty; Backspace removes the last run. Top card and suit appear
    only when the engine says precedence needs them.

    Signals:
        changed: a run was added, removed or changed.
        details_entered: a run's top card and suit were typed (the round entry moves on).
    """

    changed = Signal()
    details_entered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("runsEditor")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(_FOCUS_STYLE.format(name="runsEditor"))
        self._drafts: list[_RunDraft] = []
        self._chips: list[_RunChip] = []
        self._pending_seat: int | None = None
        grid = QGridLayout(self)
        self._grid = grid
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        self._seat_labels: list[QLabel] = []
        self._chip_rows: list[QHBoxLayout] = []
        for seat in range(4):
            label = QLabel(self)
            label.setFixedWidth(NAME_PX)  # a marked or bold name never shifts the columns
            self._seat_labels.append(label)
            grid.addWidget(label, seat, 0)
            for column, (text, length) in enumerate(((self.tr("+ twenty"), 3), (self.tr("+ fifty"), 4)), start=1):
                button = QPushButton(text, self)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setToolTip(self.tr("Add a run for this player (keys: seat number, then T or F)"))
                button.clicked.connect(lambda _checked=False, s=seat, n=length: self.add_run(s, n))
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
        probe = _RunChip(_RunDraft(0, 4), self)
        probe.show_details(True)
        for widget in (probe, *probe.findChildren(QWidget)):
            widget.ensurePolished()  # measured with its style sheet, as it will be shown
        probe.layout().activate()
        # An empty widget holds the room: an empty column would also lose its spacing (the panel would
        # still widen a little with the first run).
        reserve = QWidget(self)
        reserve.setFixedSize(probe.sizeHint().width() + 8, 0)
        self._grid.addWidget(reserve, 0, 3, Qt.AlignmentFlag.AlignTop)
        self._chip_reserve = reserve
        probe.hide()
        probe.deleteLater()

    def _paint_labels(self) -> None:
        for seat, label in enumerate(self._seat_labels):
            colour = theme.TEAM_COLOURS[seat % 2]
            pending = seat == self._pending_seat and self.hasFocus()
            marker = "▶ " if pending else ""
            name = player_label(self._match, seat)
            shown = elided(name, label.font(), NAME_PX - 40)
            label.setText(f"{marker}{seat + 1}  {shown}")
            label.setToolTip(name if shown != name else "")
            theme.style_label(label, colour, bold=pending)

    # --- the runs ----------------------------------------------------------------------

    def claims(self) -> tuple[RunClaim, ...]:
        """The runs as engine claims, in the order they were entered."""
        return tuple(d.claim() for d in self._drafts)

    def set_claims(self, claims: tuple[RunClaim, ...]) -> None:
        """Show ``claims`` (when a recorded round is opened for editing)."""
        self._drafts = [_RunDraft(c.seat, c.length, c.top, c.suit) for c in claims]
        self._pending_seat = None
        self._rebuild()

    def add_run(self, seat: int, length: int) -> None:
        """Add a twenty (3) or fifty (4 or more) for ``seat``."""
        self._drafts.append(_RunDraft(seat, length))
        self._rebuild()
        self.changed.emit()

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
        self.chain_changed()

    def chain_changed(self) -> None:
        """Hook for the round entry to re-link the tab order after the runs' fields."""
        parent = self.parent()
        while parent is not None and not isinstance(parent, RoundEntryPanel):
            parent = parent.parent()
        if isinstance(parent, RoundEntryPanel):
            parent.link_tab_order()

    # --- keys --------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """1-4 choose the player, T adds a twenty, F a fifty, Backspace removes the last run."""
        key = event.key()
        if not _plain_key(event):
            event.ignore()
            return
        if key in _SEAT_KEYS:
            self._pending_seat = _SEAT_KEYS.index(key)
            self._paint_labels()
        elif key in (Qt.Key.Key_T, Qt.Key.Key_F) and self._pending_seat is not None:
            self.add_run(self._pending_seat, 3 if key == Qt.Key.Key_T else 4)
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


class RoundPreview(QFrame):
    """What the round will score before it is recorded: made / bait / half bait, points, the line, runs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundPreview")
        self.setStyleSheet("QFrame#roundPreview { border: 2px solid #c4c7c5; border-radius: 8px; background: white; }")
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
        self.show_waiting([])

    @property
    def outcome_text(self) -> str:
        """The outcome shown ("" when waiting)."""
        return self.outcome_label.text()

    def details(self) -> list[str]:
        """The detail lines shown (plain text of each label)."""
        return [label.text() for label in self.detail_labels if label.text()]

    def _set_outcome(self, text: str, colour: str) -> None:
        self.outcome_label.setText(text)
        self.outcome_label.setStyleSheet(
            f"QLabel#outcomeLabel {{ background: {colour}; color: white; font-size: 22px; font-weight: bold;"
            " padding: 3px 12px; border-radius: 6px; border: none; }"
        )
        self.outcome_label.setVisible(bool(text))

    def _set_details(self, lines: list[str]) -> None:
        for i, label in enumerate(self.detail_labels):
            label.setText(lines[i] if i < len(lines) else "")
            label.setVisible(i < len(lines) and bool(lines[i]))

    def show_waiting(self, needed: list[str]) -> None:
        """Nothing to score yet: say what is still needed."""
        self._set_outcome("", "#ffffff")
        self.points_label.setText(
            f'<span style="color:{theme.MUTED_COLOUR}">{self.tr("Preview: type the round")}</span>'
        )
        self._set_details([f'<span style="color:{theme.MUTED_COLOUR}">{_escape(n)}</span>' for n in needed])

    def show_problem(self, text: str) -> None:
        """The engine refused the round: say what to fix."""
        self._set_outcome(self.tr("fix"), theme.ERROR_COLOUR)
        self.points_label.setText(f'<span style="color:{theme.ERROR_COLOUR}">{_escape(text)}</span>')
        self._set_details([])

    def show_result(self, match: Match, round_input: RoundInput, result: RoundResult) -> None:
        """Show the engine's result for the round as typed."""
        from tarbish_score.model import Outcome

        colours = {
            Outcome.MADE: theme.MADE_COLOUR,
            Outcome.BAIT: theme.BAIT_COLOUR,
            Outcome.HALF_BAIT: theme.HALF_BAIT_COLOUR,
            Outcome.THROWN_IN: theme.MUTED_COLOUR,
        }
        self._set_outcome(outcome_text(result.outcome), colours[result.outcome])
        parts = []
        for team in (0, 1):
            colour = theme.TEAM_COLOURS[team]
            name = elided(match.teams[team].name, self.points_label.font(), 2 * TEAM_PX)
            parts.append(f'<span style="color:{colour}"><b>{_escape(name)} +{result.points[team]}</b></span>')
        self.points_label.setText("&nbsp;&nbsp;&nbsp;".join(parts))
        lines: list[str] = []
        if result.outcome is Outcome.THROWN_IN:
            lines.append(_escape(self.tr("Nobody scores; the deal passes to the left.")))
        else:
            if result.outcome is not Outcome.MADE:
                from tarbish_score.words.explain import bait_reason

                # Why it was bait, in words from the engine's data (the totals before bait and the line).
                lines.append(_escape(bait_reason(result, match.rules)))
            else:
                lines.append(_escape(line_text(match, round_input, result) + "."))
            runs = verdict_text(match, round_input, result)
            if runs:
                lines.append(_escape(runs))
            from tarbish_score.model import high_round_total

            limit = high_round_total(match.rules)
            for code in result.warnings:
                lines.append(f'<span style="color:{theme.ERROR_COLOUR}">{_escape(warning_text(code, limit))}</span>')
        self._set_details(lines)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _is_count(text: str) -> bool:
    """True for a count typed as plain digits 0-9."""
    return text.isascii() and text.isdigit()


class RoundEntryPanel(QFrame):
    """Enter a round on the main window, see its preview, and record it with Enter.

    Keys anywhere in the panel: Enter records, Esc clears (or cancels an edit),
    ``/`` switches which team's count is typed, R goes to the runs, B to bella,
    W marks a sweep where the rules give a bonus.

    Signals:
        round_entered: a round was recorded or a correction saved; argument:
            the round's 0-based index.
        edit_cancelled: an edit was cancelled with Esc.
    """

    round_entered = Signal(int)
    edit_cancelled = Signal()
    run_checker_requested = Signal()
    card_counter_requested = Signal()

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._editing: int | None = None
        self._edit_base: RoundInput | None = None
        self._count_by_callers = True
        self._insist = False
        self._last_error: TarbishError | None = None
        self._pending_count_team: int | None = None
        #: Hints that outlive a keystroke (field -> sentence), e.g. "no bella in a no-trump round".
        self._notes: dict[str, str] = {}
        self.setObjectName("roundEntry")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(4)
        self.title_label = QLabel(self)
        theme.style_label(self.title_label, bold=True, pixel_size=17)
        self.title_label.setWordWrap(True)
        outer.addWidget(self.title_label)

        self.form = QWidget(self)
        form = QGridLayout(self.form)
        form.setContentsMargins(0, 0, 0, 0)
        form.setHorizontalSpacing(8)
        form.setVerticalSpacing(1)
        outer.addWidget(self.form)
        self.caller_picker = CallerPicker(self)
        self.trump_picker = TrumpPicker(self)
        self.count_toggle = QPushButton(self)
        self.count_toggle.setMinimumWidth(TEAM_PX + 40)
        self.count_toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.count_toggle.setToolTip(self.tr("Which team counted its tricks (key /)"))
        self.count_edit = CountEdit(self)
        self.count_edit.setFixedWidth(90)
        self.other_count_label = QLabel(self)
        self.other_count_label.setTextFormat(Qt.TextFormat.RichText)
        theme.style_label(self.other_count_label, pixel_size=18)
        # Room reserved for "→ <team>: 162 (of 130)": the panel keeps its width as the count is typed.
        self.other_count_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.other_count_label.setMinimumWidth(TEAM_PX + 130)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count_toggle)
        count_row.addWidget(self.count_edit)
        count_row.addWidget(self.other_count_label, 1)
        self.runs_editor = RunsEditor(self)
        self.bella_picker = BellaPicker(self)
        self.sweep_check = QCheckBox(self.tr("Sweep: one team took all nine tricks  [W]"), self)
        self.sweep_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.error_labels: dict[str, QLabel] = {}
        rows: list[tuple[str, str, QWidget | QHBoxLayout]] = [
            ("caller", self.tr("Caller\n(1-4)"), self.caller_picker),
            ("trump", self.tr("Trump\n(C D H S)"), self.trump_picker),
            ("card_points", self.tr("Card points\n(/ = other team)"), count_row),
            ("runs", self.tr("Runs  [R]\nseat, then T/F"), self.runs_editor),
            ("bella", self.tr("Bella  [B]\n(0-4)"), self.bella_picker),
            ("sweep", "", self.sweep_check),
        ]
        self.row_labels: dict[str, QLabel] = {}
        for i, (key, text, widget) in enumerate(rows):
            label = QLabel(text, self)
            theme.style_label(label, "#3c4043", bold=True)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.row_labels[key] = label
            form.addWidget(label, 2 * i, 0)
            if isinstance(widget, QHBoxLayout):
                form.addLayout(widget, 2 * i, 1)
            else:
                form.addWidget(widget, 2 * i, 1)
            error = QLabel(self)
            error.setObjectName(f"{key}Error")
            error.setWordWrap(True)
            theme.style_label(error, theme.ERROR_COLOUR, bold=True)
            error.hide()
            if key == "card_points":
                form.addLayout(self._build_end_row(error), 2 * i + 1, 1)
            else:
                form.addWidget(error, 2 * i + 1, 1)
            self.error_labels[key] = error
        form.setColumnStretch(1, 1)
        self._build_checker_buttons(form)

        self.preview = RoundPreview(self)
        outer.addWidget(self.preview)
        buttons = QHBoxLayout()
        self.record_button = QPushButton(self)
        self.record_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.record_button.setMinimumHeight(36)
        self.record_button.setStyleSheet(
            f"QPushButton {{ background: {theme.MADE_COLOUR}; color: white; font-weight: bold; font-size: 15px;"
            " border-radius: 6px; padding: 4px 16px; } QPushButton:disabled { background: #9aa0a6; }"
        )
        self.record_button.clicked.connect(self.record)
        self.cancel_button = QPushButton(self.tr("Cancel edit  [Esc]"), self)
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancel_edit)
        buttons.addWidget(self.record_button, 1)
        buttons.addWidget(self.cancel_button)
        outer.addLayout(buttons)
        outer.addStretch(1)

        self.caller_picker.picked.connect(self._on_caller_picker_picked)
        self.trump_picker.picked.connect(self._on_trump_picker_picked)
        self.bella_picker.picked.connect(self._on_bella_picker_picked)
        self.count_edit.textChanged.connect(self._on_count_edit_text_changed)
        self.count_toggle.clicked.connect(self.toggle_counting_team)
        self.runs_editor.changed.connect(self._on_runs_editor_changed)
        self.runs_editor.details_entered.connect(self._on_runs_editor_details_entered)
        self.sweep_check.toggled.connect(self._on_sweep_check_toggled)
        controller.match_changed.connect(self._on_controller_match_changed)
        self._on_controller_match_changed()

    def _build_checker_buttons(self, form: QGridLayout) -> None:
        """Under the labels: open the card-point counter, and the run checker when both teams claim runs."""
        style = (
            "QPushButton { font-size: 12px; padding: 1px 6px; border: 1px solid #9aa0a6; border-radius: 5px;"
            " background: white; color: #3c4043; }"
        )
        self.count_cards_button = QPushButton(self.tr("Count cards…  Ctrl+K"), self)
        self.settle_runs_button = QPushButton(self.tr("Who scores?  Ctrl+R"), self)
        for button, row, signal in (
            (self.count_cards_button, 2 * 2 + 1, self.card_counter_requested),
            (self.settle_runs_button, 2 * 3 + 1, self.run_checker_requested),
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setStyleSheet(style)
            button.clicked.connect(signal)
            form.addWidget(button, row, 0, Qt.AlignmentFlag.AlignRight)
        self.count_cards_button.setToolTip(self.tr("Recount a team's tricks card by card"))
        self.settle_runs_button.setToolTip(self.tr("Both teams claim runs: check who scores, and why"))
        self.settle_runs_button.hide()

    def _build_end_row(self, error: QLabel) -> QVBoxLayout:
        """The count's error line, and under it the one action for a correction that ends the match."""
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(error)
        self.end_button = QPushButton(self.tr("Correct and remove the later rounds"), self)
        self.end_button.setObjectName("endCorrectionButton")
        # Enter on the focused button confirms; Esc cancels the correction.
        self.end_button.setAutoDefault(True)
        self.end_button.setMinimumHeight(34)
        self.end_button.setMinimumWidth(self.end_button.sizeHint().width() + 40)
        self.end_button.setToolTip(self.tr("One change: Ctrl+Z puts the removed rounds back"))
        self.end_button.setStyleSheet(
            f"QPushButton {{ background: {theme.ERROR_COLOUR}; color: white; font-weight: bold; padding: 4px 12px;"
            " border-radius: 6px; }"
            f"QPushButton:focus {{ border: 3px solid {theme.FOCUS_COLOUR}; }}"
        )
        self.end_button.clicked.connect(self._on_end_button_clicked)
        self.end_button.hide()
        row = QHBoxLayout()
        row.addWidget(self.end_button)
        row.addStretch(1)
        column.addLayout(row)
        return column

    # --- state -------------------------------------------------------------------------

    @property
    def editing_index(self) -> int | None:
        """The round being corrected (0-based), or None when entering the next round."""
        return self._editing

    @property
    def problem(self) -> TarbishError | None:
        """The engine's objection to the round as typed, or None."""
        return self._last_error

    @property
    def counting_team(self) -> int | None:
        """The team whose count is typed, or None until the caller is known."""
        callers = self._callers()
        if callers is None:
            return None
        return callers if self._count_by_callers else 1 - callers

    def _callers(self) -> int | None:
        caller = self.caller_picker.value
        if not isinstance(caller, int) or caller == THROWN_IN:
            return None
        return caller % 2

    def _match(self) -> Match | None:
        return self._controller.match

    def link_tab_order(self) -> None:
        """Tab order: caller, trump, count, runs (and their fields), bella."""
        chain: list[QWidget] = [self.caller_picker, self.trump_picker, self.count_edit]
        chain += self.runs_editor.focus_chain()
        chain.append(self.bella_picker)
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- observing the controller ------------------------------------------------------

    def _on_controller_match_changed(self) -> None:
        match = self._match()
        if self._editing is not None and (match is None or self._editing >= len(match.rounds)):
            self._editing = None
            self._edit_base = None
        if match is not None:
            rules = match.rules
            self.caller_picker.show_players(match, thrown_in_allowed=not rules.forced_dealer)
            self.trump_picker.show_suits(no_trump_allowed=rules.no_trump)
            self.bella_picker.show_players(match)
            self.runs_editor.show_players(match)
            self.sweep_check.setVisible(rules.sweep_bonus > 0)
            self.row_labels["sweep"].setVisible(rules.sweep_bonus > 0)
        elif self.caller_picker.buttons():
            # Undone back to "no match": no old names left on the buttons (none built at start-up).
            self.caller_picker.show_players(None, thrown_in_allowed=False)
            self.bella_picker.show_players(None)
            self.runs_editor.show_players(None)
        self.link_tab_order()
        self._update_enabled()
        self._refresh()

    def _update_enabled(self) -> None:
        match = self._match()
        open_for_entry = match is not None and (self._editing is not None or not self._finished(match))
        self.form.setEnabled(open_for_entry)
        self.record_button.setEnabled(open_for_entry)
        self.cancel_button.setVisible(self._editing is not None)
        if match is None:
            self.title_label.setText(self.tr("No match yet: press Ctrl+N to start one."))
        elif self._editing is not None:
            self.title_label.setText(
                self.tr("Correcting round {n}: Enter saves, Esc cancels").format(n=self._editing + 1)
            )
        elif self._finished(match):
            self.title_label.setText(self.tr("The match is over: Ctrl+Shift+R for a rematch."))
        else:
            score = match.score
            font = self.title_label.font()
            self.title_label.setText(
                self.tr("Round {n}: {dealer} deals, {eldest} speaks first").format(
                    n=len(match.rounds) + 1,
                    dealer=elided(player_label(match, score.next_dealer), font, NAME_PX),
                    eldest=elided(player_label(match, score.next_eldest), font, NAME_PX),
                )
            )
        self.record_button.setText(
            self.tr("Record round  [Enter]") if self._editing is None else self.tr("Save correction  [Enter]")
        )

    @staticmethod
    def _finished(match: Match) -> bool:
        from tarbish_score.model import TarbishError

        try:
            return match.score.finished
        except TarbishError:
            return True

    # --- field slots -------------------------------------------------------------------

    def _on_caller_picker_picked(self, value: object) -> None:
        self._notes.pop("caller", None)
        thrown = value == THROWN_IN
        if self._pending_count_team is not None and isinstance(value, int) and not thrown:
            # A count handed over before the caller was known belongs to that team.
            self._count_by_callers = value % 2 == self._pending_count_team
            self._pending_count_team = None
        for widget in (self.trump_picker, self.count_edit, self.runs_editor, self.bella_picker, self.count_toggle):
            widget.setEnabled(not thrown)
        self._refresh()
        if self.caller_picker.hasFocus() and not thrown:
            self.trump_picker.setFocus(Qt.FocusReason.TabFocusReason)

    def _on_trump_picker_picked(self, value: object) -> None:
        from tarbish_score.model import NoTrump

        self.bella_picker.setEnabled(value is not NoTrump.NONE)
        self._notes.pop("bella", None)
        if value is NoTrump.NONE:
            self.bella_picker.set_value(None)
        self._refresh()
        if self.trump_picker.hasFocus():
            self.count_edit.setFocus(Qt.FocusReason.TabFocusReason)

    def _on_bella_picker_picked(self, value: object) -> None:
        self._refresh()

    def _on_count_edit_text_changed(self, text: str) -> None:
        self._refresh()

    def _on_runs_editor_changed(self) -> None:
        self._refresh()

    def _on_runs_editor_details_entered(self) -> None:
        from tarbish_score.model import MissingRunDetailError

        # On to the next detail the engine still needs, else back to the runs, ready for Enter.
        if isinstance(self._last_error, MissingRunDetailError):
            self._focus_error(self._last_error)
        else:
            self.runs_editor.setFocus(Qt.FocusReason.TabFocusReason)

    def _on_sweep_check_toggled(self, checked: bool) -> None:
        self._refresh()

    def toggle_counting_team(self) -> None:
        """Switch the typed count between the callers and their opponents (key /)."""
        self._count_by_callers = not self._count_by_callers
        self._refresh()

    # --- building the round ------------------------------------------------------------

    def _trump(self) -> Suit | NoTrump | None:
        from tarbish_score.model import NoTrump, Suit

        value = self.trump_picker.value
        return value if isinstance(value, Suit | NoTrump) else None

    def _draft(self) -> tuple[RoundInput | None, list[tuple[str, str]]]:
        """The round as typed, or what is still missing as ``(field, sentence)`` pairs.

        A correction keeps what the window does not edit (``forced``, unknown record fields).
        """
        round_input, missing = self._typed()
        if round_input is not None and self._edit_base is not None:
            base = self._edit_base
            round_input = dataclasses.replace(round_input, forced=base.forced, extra=base.extra)
        return round_input, missing

    def _typed(self) -> tuple[RoundInput | None, list[tuple[str, str]]]:
        from tarbish_score.model import RoundInput

        caller = self.caller_picker.value
        if caller == THROWN_IN:
            return RoundInput.thrown(), []
        missing: list[tuple[str, str]] = []
        if not isinstance(caller, int):
            missing.append(("caller", self.tr("Pick the caller: press 1-4 (the seat number).")))
        trump = self._trump()
        if trump is None:
            missing.append(("trump", self.tr("Pick the trump suit: press C, D, H or S.")))
        text = self.count_edit.text()
        if not text:
            missing.append(("card_points", self.tr("Type the card points one team counted.")))
        elif not _is_count(text):
            missing.append(("card_points", count_input_text(text)))
        if missing or not isinstance(caller, int):
            return None, missing
        total = RoundInput(trump=trump).total
        counted = caller % 2 if self._count_by_callers else 1 - caller % 2
        points = [0, 0]
        points[counted] = int(text)
        points[1 - counted] = total - int(text)
        bella = self.bella_picker.value
        round_input = RoundInput(
            caller=caller,
            trump=trump,
            card_points=(points[0], points[1]),
            runs=self.runs_editor.claims(),
            bella=bella if isinstance(bella, int) else None,
            sweep=self.sweep_check.isVisible() and self.sweep_check.isChecked(),
        )
        return round_input, []

    def _refresh(self) -> None:
        """Re-show the count line, the preview and the errors for the round as typed."""
        match = self._match()
        self._show_count_line(match)
        # Runs on both teams are what players argue about: offer the run checker.
        self.settle_runs_button.setVisible(len({c.seat % 2 for c in self.runs_editor.claims()}) > 1)
        for label in self.error_labels.values():
            label.hide()
        self.end_button.hide()
        self.record_button.setEnabled(self.form.isEnabled())
        self._last_error = None
        if match is None:
            self.preview.show_waiting([])
            return
        from tarbish_score.model import MissingRunDetailError, TarbishError

        if self._editing is None and self._finished(match):
            self.preview.show_waiting(
                [self.tr("The match is over. Ctrl+Shift+R starts a rematch, Ctrl+N a new match.")]
            )
            return
        for field, text in self._notes.items():
            self._show_error(field, text)
        round_input, missing = self._draft()
        if round_input is None:
            bad_count = next((t for f, t in missing if f == "card_points" and self.count_edit.text()), None)
            if bad_count is not None:
                # Typed but not a count (e.g. "-5"): say so at once, never drop the stray character.
                self._show_error("card_points", bad_count)
                self.preview.show_problem(bad_count)
                return
            self.preview.show_waiting([text for _, text in missing])
            if self._insist:
                for field, text in missing:
                    self._show_error(field, text)
            return
        try:
            result = self._controller.preview(round_input, self._editing)
        except TarbishError as error:
            self._last_error = error
            text = error_text(error, match, round_input.runs)
            self._show_error(self._field_of(error), text)
            if isinstance(error, MissingRunDetailError) and error.claim is not None:
                self.runs_editor.reveal_details(error.claim)
            self.preview.show_problem(text)
            return
        self.preview.show_result(match, round_input, result)
        self._show_correction_end(match, round_input)

    def _show_correction_end(self, match: Match, round_input: RoundInput) -> None:
        """A correction that makes the match end before its last round: explain it and offer the one way out."""
        from tarbish_score.model import MatchOverError, TarbishError

        if self._editing is None:
            return
        try:
            match.replace_round(self._editing, round_input)
            return
        except MatchOverError as error:
            # The engine names the first round that would come after the end.
            first_after = int(error.params["round_number"])
            try:
                ended = match.first_rounds(first_after - 1).replace_round(self._editing, round_input)
            except TarbishError:
                return
            self._last_error = error
        except TarbishError:
            return
        self._show_error("card_points", correction_end_text(ended, len(match.rounds)))
        self.end_button.show()
        # Saving it as it stands is impossible: the one way on is the button (or Esc to cancel).
        self.record_button.setEnabled(False)

    def _show_count_line(self, match: Match | None) -> None:
        if match is None:
            return
        from tarbish_score.model import ROUND_TOTAL, RoundInput

        team = self.counting_team
        total = RoundInput(trump=self._trump()).total
        toggle_font = self.count_toggle.font()
        if team is None:
            self.count_toggle.setText(self.tr("Callers counted:") if self._count_by_callers else self.tr("Opponents:"))
            self.count_toggle.setStyleSheet("font-size: 15px; padding: 4px 8px;")
            self.other_count_label.setText("")
            return
        other = 1 - team
        self.count_toggle.setText(
            self.tr("{team} counted:").format(team=elided(match.teams[team].name, toggle_font, TEAM_PX))
        )
        colour = theme.TEAM_COLOURS[team]
        self.count_toggle.setStyleSheet(
            f"font-size: 15px; font-weight: bold; color: {colour}; padding: 4px 8px;"
            f" border: 2px solid {colour}; border-radius: 6px; background: {theme.TEAM_TINTS[team]};"
        )
        text = self.count_edit.text()
        if not text:
            other_points = "…"
        elif _is_count(text) and 0 <= int(text) <= total:
            other_points = str(total - int(text))
        else:
            other_points = "—"  # not a count of this round: never a negative for the other team
        other_name = elided(match.teams[other].name, self.other_count_label.font(), TEAM_PX)
        # The total is worth saying only when it is not the usual 162 (a no-trump round).
        of_total = self.tr(" (of {total})").format(total=total) if total != ROUND_TOTAL else ""
        self.other_count_label.setText(
            f'→ <span style="color:{theme.TEAM_COLOURS[other]}"><b>'
            f"{_escape(other_name)}: {other_points}</b></span>"
            f'<span style="color:{theme.MUTED_COLOUR}; font-size: 13px">{_escape(of_total)}</span>'
        )
        self.other_count_label.setToolTip(
            self.tr("{total} card points in this round: the other team has the rest").format(total=total)
        )

    @staticmethod
    def _field_of(error: TarbishError) -> str:
        from tarbish_score.model import RunClaimError

        field = error.field
        if isinstance(error, RunClaimError) or field.startswith("runs"):
            return "runs"
        if field in ("caller", "trump", "card_points", "bella", "sweep"):
            return field
        if field == "thrown_in":
            return "caller"
        return "card_points" if field.startswith("card_points") else "caller"

    def _show_error(self, field: str, text: str) -> None:
        if field == "card_points":
            self.end_button.hide()
        label = self.error_labels.get(field, self.error_labels["caller"])
        label.setText(text)
        label.show()

    def error_text_of(self, field: str) -> str:
        """The error shown next to ``field`` ("" if none)."""
        label = self.error_labels[field]
        return label.text() if label.isVisibleTo(self) else ""

    def _field_widget(self, field: str) -> QWidget:
        widgets: dict[str, QWidget] = {
            "caller": self.caller_picker,
            "trump": self.trump_picker,
            "card_points": self.count_edit,
            "runs": self.runs_editor,
            "bella": self.bella_picker,
            "sweep": self.caller_picker,
        }
        return widgets.get(field, self.caller_picker)

    # --- actions -----------------------------------------------------------------------

    def record(self) -> bool:
        """Record the round (or save the correction); bad input records nothing.

        Returns:
            True when the round was recorded.
        """
        from tarbish_score.model import TarbishError

        match = self._match()
        if match is None or (self._editing is None and self._finished(match)):
            return False  # closed: keys typed after the last round record nothing
        round_input, missing = self._draft()
        if round_input is None:
            self._insist = True
            self._refresh()
            self._field_widget(missing[0][0]).setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        try:
            if self._editing is None:
                index = len(match.rounds)
                self._controller.record_round(round_input)
            else:
                index = self._editing
                self._editing = None
                try:
                    self._controller.edit_round(index, round_input)
                except TarbishError:
                    self._editing = index
                    raise
        except TarbishError as error:
            self._refresh()
            if self._last_error is None:
                # Valid alone, refused in the match (e.g. a correction ends it before a later round).
                self._show_error(self._field_of(error), error_text(error, match, round_input.runs))
                self.preview.show_problem(error_text(error, match, round_input.runs))
                self._last_error = error
            if self.end_button.isVisible():
                # The correction ends the match: the next Enter must be a deliberate choice.
                self.end_button.setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self._focus_error(self._last_error)
            return False
        self.clear()
        self.round_entered.emit(index)
        return True

    def _on_end_button_clicked(self) -> None:
        """Save the correction that ends the match and remove the rounds after the end (one undoable change)."""
        from tarbish_score.model import TarbishError

        round_input, _ = self._draft()
        index = self._editing
        if round_input is None or index is None:
            return
        try:
            self._controller.edit_round_ending_match(index, round_input)
        except TarbishError:
            self._refresh()
            return
        self.clear()
        self.round_entered.emit(index)

    def _focus_error(self, error: TarbishError) -> None:
        from tarbish_score.model import MissingRunDetailError

        if isinstance(error, MissingRunDetailError) and error.claim is not None:
            widget = self.runs_editor.detail_widget(error.claim, error.missing)
            if widget is not None:
                widget.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        self._field_widget(self._field_of(error)).setFocus(Qt.FocusReason.OtherFocusReason)

    def clear(self) -> None:
        """Empty every field and get ready for the next round."""
        self._editing = None
        self._edit_base = None
        self._insist = False
        self._notes = {}
        self._count_by_callers = True
        self._pending_count_team = None
        self.caller_picker.set_value(None)
        self.trump_picker.set_value(None)
        self.bella_picker.set_value(None)
        self.count_edit.clear()
        self.runs_editor.clear()
        self.sweep_check.setChecked(False)
        for widget in (self.trump_picker, self.count_edit, self.runs_editor, self.bella_picker, self.count_toggle):
            widget.setEnabled(True)
        self._update_enabled()
        self._refresh()

    def focus_first_field(self) -> None:
        """Put the focus on the caller, ready for the next round.

        With the entry closed (no match, or the match is over) the panel itself takes the
        focus: it says so, and keys typed there change nothing.
        """
        if self.caller_picker.isEnabled():
            self.caller_picker.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def begin_edit(self, index: int) -> None:
        """Open recorded round ``index`` (0-based) in the entry fields for correction."""
        match = self._match()
        if match is None or not 0 <= index < len(match.rounds):
            return
        self.clear()
        r = match.rounds[index]
        self._editing = index
        self._edit_base = r
        self._update_enabled()
        if r.thrown_in:
            self.caller_picker.set_value(THROWN_IN)
            self._on_caller_picker_picked(THROWN_IN)
        else:
            self.caller_picker.set_value(r.caller)
            self.trump_picker.set_value(r.trump)
            self.bella_picker.set_value(r.bella)
            self.runs_editor.set_claims(r.runs)
            self.sweep_check.setChecked(r.sweep)
            callers = r.callers if r.callers is not None else 0
            self.count_edit.setText(str(r.card_points[callers]))
        self._refresh()
        self.focus_first_field()

    def cancel_edit(self) -> None:
        """Stop correcting a round; the fields empty."""
        was_editing = self._editing is not None
        self.clear()
        self.focus_first_field()
        if was_editing:
            self.edit_cancelled.emit()

    # --- the run checker and the card-point counter ----------------------------------------

    @property
    def open_for_entry(self) -> bool:
        """True when a round can be entered or corrected now."""
        return self.form.isEnabled()

    @property
    def trump(self) -> Suit | NoTrump | None:
        """The trump picked so far (None: not yet)."""
        return self._trump()

    @property
    def eldest(self) -> int:
        """The eldest hand of the round being entered (or corrected); 0 without a match."""
        from tarbish_score.model import eldest_of

        match = self._match()
        if match is None:
            return 0
        index = self._editing if self._editing is not None else len(match.rounds)
        return eldest_of(match.dealer(index))

    def apply_runs(self, claims: tuple[RunClaim, ...], trump: Suit | NoTrump | None = None) -> None:
        """Take the runs settled by the run checker; with ``trump``, also the trump if none is picked yet."""
        if trump is not None and self.trump_picker.value is None:
            self.trump_picker.pick(trump)
        self.runs_editor.set_claims(claims)
        self.runs_editor.changed.emit()

    def apply_card_points(self, team: int, points: int) -> None:
        """Take a count from the card-point counter: ``points`` card points of ``team`` (0 or 1)."""
        callers = self._callers()
        if callers is None:
            self._pending_count_team = team
        else:
            self._count_by_callers = team == callers
        self.count_edit.setText(str(points))
        self._refresh()

    def _note_refusal(self, field: str) -> None:
        """Say why a key did nothing, in the engine's words: bella in a no-trump round, or thrown in."""
        from tarbish_score.model import NoTrump, RoundInput, TarbishError, check_round

        match = self._match()
        if match is None:
            return
        if field == "bella":
            if self._trump() is not NoTrump.NONE:
                return
            total = RoundInput(trump=NoTrump.NONE).total
            probe = RoundInput(caller=0, trump=NoTrump.NONE, card_points=(total, 0), bella=0)
        else:
            probe = RoundInput.thrown()
        try:
            check_round(probe, match.rules)
        except TarbishError as error:
            if error.field in (field, "thrown_in"):
                self._notes[field] = error_text(error, match)
                self._refresh()

    # --- keys for the whole panel ---------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter, Esc, /, R, B and W work from every field of the panel."""
        key = event.key()
        if key in _ENTER_KEYS:
            self.record()
        elif key == Qt.Key.Key_Escape:
            self.cancel_edit()
        elif not _plain_key(event):
            event.ignore()
            return
        elif key == Qt.Key.Key_Slash:
            self.toggle_counting_team()
        elif key == Qt.Key.Key_R and self.runs_editor.isEnabled():
            self.runs_editor.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif key == Qt.Key.Key_B and self.bella_picker.isEnabled():
            self.bella_picker.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif key == Qt.Key.Key_B and self.form.isEnabled() and self.caller_picker.value != THROWN_IN:
            self._note_refusal("bella")
        elif key == Qt.Key.Key_0 and self.caller_picker.hasFocus():
            self._note_refusal("caller")
        elif key == Qt.Key.Key_W and self.sweep_check.isVisible():
            self.sweep_check.toggle()
        else:
            event.ignore()
            return
        event.accept()

"""The new-match dialog: teams, players around the table, first dealer, target and house rules.

Enter alone starts a standard match between "North-South" and "East-West", the players named
by their seats (:func:`tarbish_score.words.game.default_team_name`). The dialog never
runs its own event loop: the window opens it with ``open()`` and reads
:meth:`NewMatchDialog.match` when it is accepted, and tests ``accept()`` it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.model import (
    MAX_PLAYER_NAME_LENGTH,
    MAX_TEAM_NAME_LENGTH,
    PRESET_NAMES,
    PRESETS,
    SEATS,
    SWITCHES,
    Match,
    RuleSet,
    Switch,
    Team,
    clean_name,
    next_first_dealer,
    team_of,
)
from tarbish_score.model.tournament import TABLE_CODE_KEY, parse_table_code
from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.words.game import default_player_name, default_team_name
from tarbish_score.words.rules import preset_label, switch_sentence, switch_title, switch_value_text

__all__ = [
    "NewMatchDialog",
    "TablePicture",
    "make_preset_combo",
    "make_switch_widget",
    "make_target_spin",
    "show_switch_values",
    "switch_grid",
    "switch_values",
]

#: Where each seat sits in the 3x3 picture: clockwise from the bottom (seat 0).
_SEAT_CELLS = {0: (2, 1), 1: (1, 0), 2: (0, 1), 3: (1, 2)}
#: Longest names that can be typed (the scoreboard reads them from across the table).
TEAM_NAME_LENGTH = MAX_TEAM_NAME_LENGTH
PLAYER_NAME_LENGTH = MAX_PLAYER_NAME_LENGTH


#: The caption's flags: centred, and wrapped at word breaks if a line is still too long.
_CAPTION_FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
#: The smallest caption type (pixels): the picture is at least wide enough for it.
_CAPTION_MIN_PX = 10
#: The felt's margin in the widget, and the caption's inside the felt (pixels: the dealer chip sits there).
_FELT_MARGIN = 8
_CAPTION_MARGIN = 24


class TablePicture(QWidget):
    """The card table seen from above, with the first dealer marked.

    The caption's type shrinks until every line fits inside the felt, in any language; the
    picture is never narrower than its caption at the smallest type.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dealer = 0
        font = QFont(self.font())
        font.setPixelSize(_CAPTION_MIN_PX)
        lines = QFontMetricsF(font).boundingRect(QRectF(0, 0, 10_000, 10_000), _CAPTION_FLAGS, self.caption())
        margins = 2 * (_FELT_MARGIN + _CAPTION_MARGIN) + 4
        self.setMinimumSize(max(220, math.ceil(lines.width()) + margins), max(150, math.ceil(lines.height()) + margins))

    def caption(self) -> str:
        """The words on the felt."""
        return self.tr("partners sit opposite\nplay goes clockwise ↻")

    def caption_layout(self) -> tuple[QFont, QRectF]:
        """The caption's type and the rectangle it is drawn in: the largest type (to a twelfth of
        the felt's height) whose lines all fit the rectangle, else the smallest."""
        felt = QRectF(self.rect()).adjusted(_FELT_MARGIN, _FELT_MARGIN, -_FELT_MARGIN, -_FELT_MARGIN)
        area = felt.adjusted(_CAPTION_MARGIN, _CAPTION_MARGIN, -_CAPTION_MARGIN, -_CAPTION_MARGIN)
        font = QFont(self.font())
        size = max(_CAPTION_MIN_PX, min(int(felt.height() / 11), int(felt.width() / 17)))
        while True:
            font.setPixelSize(size)
            if size <= _CAPTION_MIN_PX or self._fits(font, area):
                return font, area
            size -= 1

    def caption_fits(self) -> bool:
        """True when the caption, as drawn, is whole inside its rectangle."""
        font, area = self.caption_layout()
        return self._fits(font, area)

    def _fits(self, font: QFont, area: QRectF) -> bool:
        bound = QFontMetricsF(font).boundingRect(area, _CAPTION_FLAGS, self.caption())
        return area.contains(bound)

    def set_dealer(self, seat: int) -> None:
        """Mark ``seat`` as the first dealer."""
        self.dealer = seat
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw a green table, the play direction, and a "D" chip at the dealer's side."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(_FELT_MARGIN, _FELT_MARGIN, -_FELT_MARGIN, -_FELT_MARGIN)
        colours = theme.current()
        painter.setPen(QPen(QColor(colours.felt_edge), 3))
        painter.setBrush(QBrush(QColor(colours.felt)))
        painter.drawRoundedRect(rect, 30, 30)
        painter.setPen(QColor(colours.felt_text))
        font, area = self.caption_layout()
        painter.setFont(font)
        painter.drawText(area, _CAPTION_FLAGS, self.caption())
        centre = rect.center()
        offsets = {
            0: QPointF(0, rect.height() / 2 - 14),
            1: QPointF(-rect.width() / 2 + 14, 0),
            2: QPointF(0, -rect.height() / 2 + 14),
            3: QPointF(rect.width() / 2 - 14, 0),
        }
        chip = centre + offsets[self.dealer]
        painter.setPen(QPen(QColor(colours.on), 2))
        painter.setBrush(QBrush(QColor(colours.dealer_chip)))
        painter.drawEllipse(chip, 12, 12)
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(chip.x() - 12, chip.y() - 12, 24, 24), Qt.AlignmentFlag.AlignCenter, "D")
        painter.end()


class NewMatchDialog(QDialog):
    """Set up a match: team names, four players by seat, first dealer, target, house rules.

    Signals:
        rules_changed: the rule set on screen changed.
    """

    rules_changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, previous: Match | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setWindowTitle(self.tr("New match"))
        self.setObjectName("newMatchDialog")
        self._loading = False
        outer = QHBoxLayout(self)

        left = QVBoxLayout()
        outer.addLayout(left, 1)
        teams_box = QGroupBox(self.tr("Teams"), self)
        teams_form = QFormLayout(teams_box)
        self.team_edits = (QLineEdit(teams_box), QLineEdit(teams_box))
        for team, edit in enumerate(self.team_edits):
            edit.setPlaceholderText(self._default_team(team))
            edit.setMaxLength(TEAM_NAME_LENGTH)
            edit.setStyleSheet(f"color: {theme.TEAM_COLOURS[team]}; font-weight: bold; font-size: 15px;")
            edit.textChanged.connect(self._on_team_edit_text_changed)
            label = QLabel(self.tr("Team {n}").format(n=team + 1), teams_box)
            label.setStyleSheet(f"color: {theme.TEAM_COLOURS[team]}; font-weight: bold;")
            teams_form.addRow(label, edit)
        left.addWidget(teams_box)

        seats_box = QGroupBox(self.tr("Players around the table"), self)
        grid = QGridLayout(seats_box)
        self.table_picture = TablePicture(seats_box)
        grid.addWidget(self.table_picture, 1, 1)
        self.player_edits: list[QLineEdit] = []
        self.seat_labels: list[QLabel] = []
        for seat in range(SEATS):
            cell = QVBoxLayout()
            cell.addStretch(1)
            label = QLabel(seats_box)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet(f"color: {theme.TEAM_COLOURS[team_of(seat)]}; font-weight: bold;")
            edit = QLineEdit(seats_box)
            edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
            edit.setMaxLength(PLAYER_NAME_LENGTH)
            edit.setMinimumWidth(120)
            edit.setStyleSheet(
                f"border: 2px solid {theme.TEAM_COLOURS[team_of(seat)]}; border-radius: 4px; padding: 2px;"
            )
            edit.textChanged.connect(self._on_player_edit_text_changed)
            cell.addWidget(label)
            cell.addWidget(edit)
            cell.addStretch(1)
            row, column = _SEAT_CELLS[seat]
            grid.addLayout(cell, row, column)
            self.seat_labels.append(label)
            self.player_edits.append(edit)
        grid.setRowStretch(1, 1)
        grid.setColumnStretch(1, 1)
        left.addWidget(seats_box, 1)

        match_box = QGroupBox(self.tr("The game"), self)
        match_form = QFormLayout(match_box)
        self.dealer_combo = QComboBox(match_box)
        for seat in range(SEATS):
            self.dealer_combo.addItem("", seat)
        self.dealer_combo.currentIndexChanged.connect(self._on_dealer_combo_current_index_changed)
        self.dealer_combo.setAccessibleDescription(
            self.tr("The player who deals the first round, the one who won the cut; the deal then passes to the left.")
        )
        match_form.addRow(self.tr("Deals first (won the cut):"), self.dealer_combo)
        self.target_spin = make_target_spin(match_box)
        target = _switch("target")
        self.target_spin.valueChanged.connect(self._on_switch_changed)
        self.target_spin.lineEdit().textEdited.connect(self._on_target_text_edited)
        self.target_spin.editingFinished.connect(self._on_target_spin_editing_finished)
        self._typed_target: str | None = None
        self._target_notice_pending = False
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_spin, 1)
        target_range = QLabel(self.tr("{low} to {high}").format(low=target.minimum, high=target.maximum), match_box)
        target_range.setStyleSheet(f"color: {theme.MUTED_COLOUR};")
        target_row.addWidget(target_range)
        match_form.addRow(self.tr("Play to:"), target_row)
        self.target_error = QLabel(match_box)
        self.target_error.setWordWrap(True)
        self.target_error.setStyleSheet(f"color: {theme.ERROR_COLOUR}; font-weight: bold;")
        self.target_error.hide()
        match_form.addRow(self.target_error)
        self.preset_combo = make_preset_combo(match_box)
        self.preset_combo.currentIndexChanged.connect(self._on_preset_combo_current_index_changed)
        match_form.addRow(self.tr("House rules:"), self.preset_combo)
        # A tournament table's code (printed on its slip): the desk finds the table by it.
        self.code_edit = QLineEdit(match_box)
        self.code_edit.setMaxLength(20)
        self.code_edit.setPlaceholderText(self.tr("on the slip, e.g. 3-7-KWD"))
        self.code_edit.setAccessibleDescription(
            self.tr("A tournament table's code, as printed on its score slip; empty for a match at home.")
        )
        self.code_edit.textEdited.connect(lambda text: self.target_error.hide())
        match_form.addRow(self.tr("Table code:"), self.code_edit)
        left.addWidget(match_box)

        right = QVBoxLayout()
        outer.addLayout(right, 1)
        rules_box = QGroupBox(self.tr("House rules: change any switch"), self)
        rules_layout = QVBoxLayout(rules_box)
        scroll, self.switch_widgets = switch_grid(rules_box, self._on_switch_changed)
        rules_layout.addWidget(scroll)
        right.addWidget(rules_box, 1)
        self.start_note = QLabel(self)
        self.start_note.setWordWrap(True)
        self.start_note.setStyleSheet(f"color: {theme.MUTED_COLOUR};")
        right.addWidget(self.start_note)
        self.rules_changed.connect(self._refresh_start_note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.addButton(self.tr("Start match"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.start_button.setAutoDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        right.addWidget(self.buttons)

        self._load(previous)
        self._refresh_start_note()
        self.resize(1060, 640)
        self.team_edits[0].setFocus(Qt.FocusReason.OtherFocusReason)

    # --- building ------------------------------------------------------------------------

    def offer_names(self, teams: list[str], players: list[str]) -> None:
        """Complete the team and player names from names used before (most recently used first).

        Args:
            teams: team names, most recent first (e.g. ``MatchStore.names_used()``).
            players: player names, most recent first.
        """
        from PySide6.QtCore import QStringListModel
        from PySide6.QtWidgets import QCompleter

        for edits, names in ((self.team_edits, teams), (tuple(self.player_edits), players)):
            if not names:
                continue
            model = QStringListModel(names, self)
            for edit in edits:
                completer = QCompleter(model, edit)
                completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
                completer.setModelSorting(QCompleter.ModelSorting.UnsortedModel)  # the most recent first
                completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
                edit.setCompleter(completer)

    def _load(self, previous: Match | None) -> None:
        self._loading = True
        rules = previous.rules if previous is not None else PRESETS["standard"]
        if previous is not None:
            for team, edit in enumerate(self.team_edits):
                edit.setText(previous.teams[team].name)
            for seat, edit in enumerate(self.player_edits):
                edit.setText(previous.player(seat))
            self.dealer_combo.setCurrentIndex(next_first_dealer(previous.first_dealer))
        self.preset_combo.setCurrentIndex(PRESET_NAMES.index(rules.preset))
        self._show_rules(rules)
        self._loading = False
        self._refresh_names()

    def _show_rules(self, rules: RuleSet) -> None:
        was_loading = self._loading
        self._loading = True
        self.target_spin.setValue(rules.target)
        show_switch_values(self.switch_widgets, rules)
        self._loading = was_loading

    # --- reading ---------------------------------------------------------------------------

    def _default_team(self, team: int) -> str:
        return default_team_name(team)

    def team_name(self, team: int) -> str:
        """Team ``team``'s name, or "North-South" / "East-West" if none was typed."""
        return clean_name(self.team_edits[team].text(), MAX_TEAM_NAME_LENGTH) or self._default_team(team)

    def player_name(self, seat: int) -> str:
        """The name at ``seat``, or the seat's own (e.g. "South" at seat 1) if none was typed."""
        return clean_name(self.player_edits[seat].text(), MAX_PLAYER_NAME_LENGTH) or default_player_name(seat)

    def rules(self) -> RuleSet:
        """The rule set on screen: the chosen preset with any switch changed."""
        preset = str(self.preset_combo.currentData())
        values = {"target": self.target_spin.value(), **switch_values(self.switch_widgets)}
        return PRESETS[preset].with_changes(**values)

    def first_dealer(self) -> int:
        """The seat (0-3) of the player who deals first."""
        return int(self.dealer_combo.currentData())

    def match(self) -> Match:
        """The match to start: no rounds yet."""
        teams = (
            Team(self.team_name(0), (self.player_name(0), self.player_name(2))),
            Team(self.team_name(1), (self.player_name(1), self.player_name(3))),
        )
        code = self.table_code()
        return Match(teams, self.first_dealer(), self.rules(), extra={TABLE_CODE_KEY: code} if code else {})

    def table_code(self) -> str | None:
        """The table code typed, written as the slip prints it ("3-7-KWD"); None when empty or not a code."""
        parsed = parse_table_code(self.code_edit.text())
        return parsed[2] if parsed is not None else None

    # --- slots -----------------------------------------------------------------------------

    def _on_team_edit_text_changed(self, text: str) -> None:
        self._refresh_names()
        self._refresh_start_note()

    def _on_target_text_edited(self, text: str) -> None:
        self._typed_target = text
        self.target_error.hide()

    def _on_target_spin_editing_finished(self) -> None:
        typed, self._typed_target = self._typed_target, None
        shown = self.target_spin.cleanText()
        if typed is None or typed.strip() == shown:
            return
        # The typed target was out of range (or not a number): it was set to the nearest allowed one.
        self.target_error.setText(
            with_keys(
                self.tr("Play to goes from {low} to {high}: “{typed}” became {value}. {Enter} starts the match.")
            ).format(low=self.target_spin.minimum(), high=self.target_spin.maximum(), typed=typed, value=shown)
        )
        self.target_error.show()
        self._target_notice_pending = True

    def accept(self) -> None:
        """Start the match, unless the target was just corrected: then show it first (Enter again starts)."""
        if self.code_edit.text().strip() and self.table_code() is None:
            self.target_error.setText(
                self.tr("“{code}” is not a table code: a slip prints it like 3-7-KWD.").format(
                    code=self.code_edit.text().strip()
                )
            )
            self.target_error.show()
            self.code_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if self._target_notice_pending:
            self._target_notice_pending = False
            self.target_spin.setFocus(Qt.FocusReason.OtherFocusReason)
            self.target_spin.selectAll()
            return
        super().accept()

    def _refresh_start_note(self) -> None:
        preset = str(self.preset_combo.currentData())
        rules = self.rules()
        name = preset_label(preset)
        if rules != PRESETS[preset].with_changes(target=rules.target):
            name = self.tr("{preset}, changed").format(preset=name)
        self.start_note.setText(
            with_keys(
                self.tr("Press {Enter} to start: {a} against {b}, playing to {target} ({rules} house rules).")
            ).format(a=self.team_name(0), b=self.team_name(1), target=rules.target, rules=name)
        )

    def _on_player_edit_text_changed(self, text: str) -> None:
        self._refresh_names()

    def _on_dealer_combo_current_index_changed(self, index: int) -> None:
        self.table_picture.set_dealer(self.first_dealer())

    def _on_preset_combo_current_index_changed(self, index: int) -> None:
        if self._loading:
            return
        self._show_rules(PRESETS[str(self.preset_combo.itemData(index))])
        self.rules_changed.emit()

    def _on_switch_changed(self, *args: object) -> None:
        if not self._loading:
            self.rules_changed.emit()

    def _refresh_names(self) -> None:
        for seat in range(SEATS):
            team = self.team_name(team_of(seat))
            self.seat_labels[seat].setText(self.tr("Seat {n} · {team}").format(n=seat + 1, team=team))
            self.player_edits[seat].setPlaceholderText(default_player_name(seat))
            self.dealer_combo.setItemText(seat, f"{seat + 1}  {self.player_name(seat)}")


def _switch(key: str) -> Switch:
    return next(s for s in SWITCHES if s.key == key)


# --- the house-rule switches, shared with the rules-change dialog (tarbish_score.ui.dialogs.rules_change) ---


def make_target_spin(parent: QWidget) -> QSpinBox:
    """The "Play to" spin box: the target's range, steps of 50 (docs/rules.md section 7)."""
    spin = QSpinBox(parent)
    target = _switch("target")
    spin.setRange(target.minimum, target.maximum)
    spin.setSingleStep(50)
    # An out-of-range target is set to the nearest allowed one (the new-match dialog says so before starting).
    spin.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)
    spin.setAccessibleName(QCoreApplication.translate("NewMatchDialog", "Play to"))
    spin.setAccessibleDescription(
        QCoreApplication.translate(
            "NewMatchDialog", "The target in points: the first team to reach it wins. Up and Down change it by 50."
        )
    )
    return spin


def make_preset_combo(parent: QWidget) -> QComboBox:
    """The list of house-rule presets, each item's data its name (docs/rules.md section 9)."""
    combo = QComboBox(parent)
    for name in PRESET_NAMES:
        combo.addItem(preset_label(name), name)
    combo.setAccessibleName(QCoreApplication.translate("NewMatchDialog", "House rules"))
    combo.setAccessibleDescription(
        QCoreApplication.translate(
            "NewMatchDialog", "A set of house rules to start from; the switches below show each rule and can change it."
        )
    )
    return combo


def make_switch_widget(switch: Switch, parent: QWidget, on_changed: Callable[..., None]) -> QWidget:
    """The widget of one switch: a spin box (a number), a check box (on/off) or a choice list.

    ``on_changed`` is called whenever its value changes.
    """
    if switch.is_integer:
        spin = QSpinBox(parent)
        spin.setRange(switch.minimum, switch.maximum)
        spin.setSingleStep(10)
        spin.valueChanged.connect(on_changed)
        return spin
    if isinstance(switch.default, bool):
        check = QCheckBox(parent)
        check.setText(switch_value_text(switch.key, True))
        check.toggled.connect(on_changed)
        return check
    combo = QComboBox(parent)
    for value in switch.choices:
        combo.addItem(switch_value_text(switch.key, value), value)
    combo.currentIndexChanged.connect(on_changed)
    return combo


def switch_grid(parent: QWidget, on_changed: Callable[..., None]) -> tuple[QScrollArea, dict[str, QWidget]]:
    """Every switch but the target: its title, its widget, and one sentence on what it does.

    The grid scrolls up and down, never sideways: the area is at least as wide as the grid.

    Returns:
        The scroll area holding the grid, and each switch's widget by key (docs/rules.md section 9).
    """
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    inner = QWidget(scroll)
    switches = QGridLayout(inner)
    switches.setVerticalSpacing(2)
    widgets: dict[str, QWidget] = {}
    row = 0
    for switch in SWITCHES:
        if switch.key == "target":
            continue
        title = QLabel(switch_title(switch.key), inner)
        title.setStyleSheet("font-weight: bold;")
        widget = make_switch_widget(switch, inner, on_changed)
        widget.setAccessibleName(switch_title(switch.key))
        widget.setAccessibleDescription(switch_sentence(switch.key))
        widgets[switch.key] = widget
        sentence = QLabel(switch_sentence(switch.key), inner)
        sentence.setWordWrap(True)
        sentence.setStyleSheet(f"color: {theme.MUTED_COLOUR}; font-size: 12px;")
        switches.addWidget(title, row, 0)
        switches.addWidget(widget, row, 1)
        switches.addWidget(sentence, row + 1, 0, 1, 2)
        row += 2
    switches.setColumnStretch(0, 1)
    scroll.setWidget(inner)
    scroll.setMinimumWidth(inner.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width() + 4)
    return scroll, widgets


def show_switch_values(widgets: Mapping[str, QWidget], rules: RuleSet) -> None:
    """Set each switch widget to its value in ``rules``."""
    for key, widget in widgets.items():
        value = getattr(rules, key)
        if isinstance(widget, QSpinBox):
            widget.setValue(value)
        elif isinstance(widget, QCheckBox):
            widget.setChecked(value)
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(value))


def switch_values(widgets: Mapping[str, QWidget]) -> dict[str, Any]:
    """The value on screen of each switch widget, by key."""
    values: dict[str, Any] = {}
    for key, widget in widgets.items():
        if isinstance(widget, QSpinBox):
            values[key] = widget.value()
        elif isinstance(widget, QCheckBox):
            values[key] = widget.isChecked()
        elif isinstance(widget, QComboBox):
            values[key] = widget.currentData()
    return values

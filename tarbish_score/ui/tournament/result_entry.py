"""The desk's result entry: table number, the two final totals, Enter (docs/rules.md section 11).

Three fields in a row. A field hands the focus on by itself once nothing more can be typed in it: the
table number once no table has a number that starts with it (table 3 of 6 tables: one key), a total
once it has as many digits as the game's target (512 of 500: three keys); Space, Tab or "-" hands it on
sooner (a total of 40). Enter records the table: "3 512 340 Enter" is eight keys. A refusal is said
under the fields in the engine's words; the fields keep what was typed.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys

__all__ = ["ResultEntry"]

#: Keys that hand the focus to the next field without typing anything.
_NEXT_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Minus, Qt.Key.Key_Slash)


class _TimeCalledBox(QCheckBox):
    """The "time called" box: Alt+T (or a click) ticks it and the keyboard stays in the field being typed.

    A check box's mnemonic would take the focus, and a check box takes no digits, Enter nor Esc: the slip's
    next keys would go nowhere.
    """

    def event(self, event: QEvent) -> bool:
        """Toggle at once on the mnemonic, without taking the focus; every other event as a check box."""
        if event.type() == QEvent.Type.Shortcut and self.isEnabled():
            self.toggle()
            return True
        return super().event(event)


class ResultEntry(QWidget):
    """Table number, first team's total, second team's total, time called; Enter records.

    Signals:
        entered(int, int, int, bool): table, first total, second total, time called: Enter was pressed
            on complete fields.
        table_chosen(int): the table number typed changed (0: none).
        problem_shown(str): a problem is said under the fields (the one place of the message now).
    """

    entered = Signal(int, int, int, bool)
    table_chosen = Signal(int)
    problem_shown = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultEntry")
        #: Tables in the current round (how many digits a table number can have).
        self.tables = 0
        #: Digits of the longest total (the game's target's).
        self.digits = 3
        #: The window's own keys: a field never takes them (set by the desk).
        self.window_keys: list[QKeySequence] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        outer.addLayout(row)
        self.table_edit = self._field(self.tr("Table"), self.tr("The table's number, as on its slip."), 3)
        self.first_edit = self._field(
            self.tr("First team's total"), self.tr("The final total of the table's first team (seats 1 and 3)."), 4
        )
        self.second_edit = self._field(
            self.tr("Second team's total"), self.tr("The final total of the table's second team (seats 2 and 4)."), 4
        )
        self.fields = (self.table_edit, self.first_edit, self.second_edit)
        labels = (self.tr("T&able"), self.tr("&First total"), self.tr("&Second total"))
        for label_text, edit in zip(labels, self.fields, strict=True):
            label = QLabel(label_text, self)
            label.setBuddy(edit)
            row.addWidget(label)
            row.addWidget(edit)
        self.time_check = _TimeCalledBox(self.tr("&Time called"), self)
        self.time_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the fields keep the keyboard
        self.time_check.setAccessibleDescription(self.tr("Time was called before a team reached the target."))
        row.addWidget(self.time_check)
        row.addStretch(1)
        self.teams_label = QLabel(self)
        self.teams_label.setObjectName("entryTeams")
        theme.style_label(self.teams_label, theme.current().label, bold=True)
        outer.addWidget(self.teams_label)
        self.hint_label = QLabel(
            with_keys(self.tr("Table number, the two totals, {Enter}: it is recorded. {Esc} clears.")), self
        )
        theme.style_label(self.hint_label, theme.current().muted)
        outer.addWidget(self.hint_label)
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("entryProblem")
        self.problem_label.setWordWrap(True)
        theme.style_label(self.problem_label, theme.current().error, bold=True)
        outer.addWidget(self.problem_label)
        self.table_edit.textEdited.connect(self._on_table_edit_text_edited)
        self.first_edit.textEdited.connect(self._on_first_edit_text_edited)

    def _field(self, name: str, description: str, width: int) -> QLineEdit:
        edit = QLineEdit(self)
        font = edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)  # read across the desk, typed without looking
        edit.setFont(font)
        edit.setValidator(QIntValidator(0, 9999, edit))
        edit.setMaxLength(width)
        edit.setAccessibleName(name)
        edit.setAccessibleDescription(description)
        edit.setFixedWidth(edit.fontMetrics().horizontalAdvance("0") * (width + 2) + 16)
        edit.installEventFilter(self)
        return edit

    # --- reading and clearing ---------------------------------------------------------------------

    def table_number(self) -> int:
        """The table number typed (0: none)."""
        text = self.table_edit.text()
        return int(text) if text.isdigit() else 0

    def totals(self) -> tuple[int, int] | None:
        """The two totals typed, or None while one is missing."""
        first, second = self.first_edit.text(), self.second_edit.text()
        if not (first.isdigit() and second.isdigit()):
            return None
        return int(first), int(second)

    def clear(self) -> None:
        """Empty the fields and the problem; the focus goes to the table number."""
        for edit in self.fields:
            edit.clear()
        self.time_check.setChecked(False)
        self.problem_label.clear()
        self.table_chosen.emit(0)
        self.table_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_problem(self, text: str) -> None:
        """Say why the result was not taken (the fields keep what was typed)."""
        self.problem_label.setText(text)
        self.problem_shown.emit(text)

    # --- keys ---------------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Space/-// hand on, Enter records, Esc clears, Backspace in an empty field goes back."""
        if not isinstance(event, QKeyEvent) or watched not in self.fields:
            return super().eventFilter(watched, event)
        if event.type() == QEvent.Type.ShortcutOverride:
            # Ctrl+Z and Ctrl+Shift+Z undo the desk's last change, not the typing in a field; and every key of
            # the desk is the desk's (on X11 a line edit takes Ctrl+E for "end of line": Ctrl+E exports).
            pressed = QKeySequence(event.keyCombination())
            if (
                event.matches(QKeySequence.StandardKey.Undo)
                or event.matches(QKeySequence.StandardKey.Redo)
                or pressed in self.window_keys
            ):
                event.ignore()
                return True
            return super().eventFilter(watched, event)
        if event.type() != QEvent.Type.KeyPress:
            return super().eventFilter(watched, event)
        key = event.key()
        index = self.fields.index(watched)
        if key in _NEXT_KEYS:
            if index < len(self.fields) - 1:
                self._focus(index + 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._submit()
            return True
        if key == Qt.Key.Key_Escape:
            self.clear()
            return True
        if key == Qt.Key.Key_Backspace and index > 0 and not self.fields[index].text():
            self._focus(index - 1)
            return True
        return super().eventFilter(watched, event)

    def _focus(self, index: int) -> None:
        edit = self.fields[index]
        edit.setFocus(Qt.FocusReason.TabFocusReason)
        edit.selectAll()

    def _submit(self) -> None:
        table = self.table_number()
        totals = self.totals()
        if table == 0:
            self.show_problem(self.tr("Type the table's number first."))
            self._focus(0)
            return
        if totals is None:
            self.show_problem(self.tr("Type both final totals, the first team's then the second's."))
            self._focus(1 if not self.first_edit.text() else 2)
            return
        self.entered.emit(table, totals[0], totals[1], self.time_check.isChecked())

    def _on_table_edit_text_edited(self, text: str) -> None:
        self.problem_label.clear()
        number = self.table_number()
        self.table_chosen.emit(number)
        # No table has a number that begins with this one: nothing more to type here.
        if number and number * 10 > self.tables:
            self._focus(1)

    def _on_first_edit_text_edited(self, text: str) -> None:
        self.problem_label.clear()
        if len(text) >= self.digits:
            self._focus(2)

"""The desk's small dialogs: a director's correction, a late team, a withdrawal, and opening a night.

Each only gathers what was typed; the desk hands it to the engine and says what it refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.dialogs.help_key import answer_f1

if TYPE_CHECKING:
    from tarbish_score.model.tournament import Entrant, TableResult
    from tarbish_score.storage.tournaments import TournamentSummary

__all__ = [
    "CodeDialog",
    "CorrectionDialog",
    "DeskDialog",
    "KeysDialog",
    "OpenTournamentDialog",
    "TeamDialog",
    "WithdrawDialog",
]

#: The longest reason the engine keeps (model.notes).
_REASON_LENGTH = 200


def _buttons(dialog: QDialog, ok: str) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, dialog)
    button = buttons.addButton(ok, QDialogButtonBox.ButtonRole.AcceptRole)
    button.setDefault(True)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _problem_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    theme.style_label(label, theme.current().error, bold=True)
    return label


class DeskDialog(QDialog):
    """A desk dialog that closes only once the desk has taken what was typed; a refusal is said in it.

    :attr:`submit` (set by the desk) makes the change and gives "" when it is done, else the sentence saying
    why not: the dialog then stays open, the typing kept, the sentence under the fields.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        #: The desk's change, made on OK: "" once done, else why not.
        self.submit: Callable[[], str] | None = None
        self.problem_label = _problem_label(self)
        self.problem_label.setObjectName("dialogProblem")

    def ready(self) -> bool:
        """Whether what is typed can be handed to the desk (else the problem is said)."""
        return True

    def show_problem(self, text: str) -> None:
        """Say why the dialog did not close (the typing stays)."""
        self.problem_label.setText(text)

    def accept(self) -> None:
        """Hand what was typed to the desk; close once it is taken, else say why and stay."""
        if not self.ready():
            return
        if self.submit is not None:
            problem = self.submit()
            if problem:
                self.show_problem(problem)
                return
        super().accept()


class CorrectionDialog(DeskDialog):
    """The director's correction of one table's result: new totals (or none) and the reason, required.

    Args:
        title: which table, e.g. "Round 2, table 3: MacNeils against Gillis".
        result: the table's result now, or None.
        parent: the desk.
    """

    def __init__(self, title: str, result: TableResult | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("correctionDialog")
        self.setWindowTitle(self.tr("Correct a result"))
        layout = QVBoxLayout(self)
        heading = QLabel(title, self)
        heading.setWordWrap(True)
        theme.style_label(heading, bold=True)
        layout.addWidget(heading)
        form = QFormLayout()
        layout.addLayout(form)
        self.first_edit = QLineEdit(self)
        self.second_edit = QLineEdit(self)
        for edit, name in (
            (self.first_edit, self.tr("First team's total")),
            (self.second_edit, self.tr("Second team's total")),
        ):
            edit.setValidator(QIntValidator(0, 9999, edit))
            edit.setAccessibleName(name)
            edit.setAccessibleDescription(self.tr("The final total as it should have been."))
        if result is not None:
            self.first_edit.setText(str(result.totals[0]))
            self.second_edit.setText(str(result.totals[1]))
        form.addRow(self.tr("&First total:"), self.first_edit)
        form.addRow(self.tr("&Second total:"), self.second_edit)
        self.time_check = QCheckBox(self.tr("&Time called"), self)
        self.time_check.setChecked(result is not None and result.time_called)
        form.addRow("", self.time_check)
        self.remove_check = QCheckBox(self.tr("Take the result &off (typed on the wrong table)"), self)
        self.remove_check.toggled.connect(self._on_remove_check_toggled)
        form.addRow("", self.remove_check)
        self.reason_edit = QLineEdit(self)
        self.reason_edit.setMaxLength(_REASON_LENGTH)
        self.reason_edit.setAccessibleName(self.tr("Reason"))
        self.reason_edit.setAccessibleDescription(self.tr("Why the result changes; it is logged with the correction."))
        form.addRow(self.tr("&Reason (required):"), self.reason_edit)
        layout.addWidget(self.problem_label)
        layout.addWidget(_buttons(self, self.tr("Correct")))
        self.first_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.first_edit.selectAll()

    def totals(self) -> tuple[int, int] | None:
        """The new totals, or None to take the result off (or while one is missing)."""
        if self.remove_check.isChecked():
            return None
        first, second = self.first_edit.text(), self.second_edit.text()
        return (int(first), int(second)) if first.isdigit() and second.isdigit() else None

    def reason(self) -> str:
        """The reason typed."""
        return self.reason_edit.text().strip()

    def ready(self) -> bool:
        """Both totals (or "take off") and a reason given; else say what is missing."""
        if not self.remove_check.isChecked() and self.totals() is None:
            self.show_problem(self.tr("Type both final totals, or take the result off."))
            return False
        if not self.reason():
            self.show_problem(self.tr("Say why: a correction is logged with its reason."))
            self.reason_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        return True

    def _on_remove_check_toggled(self, checked: bool) -> None:
        for widget in (self.first_edit, self.second_edit, self.time_check):
            widget.setEnabled(not checked)


class CodeDialog(DeskDialog):
    """A table laptop's record that carries no table code: the code on its table's slip, typed at the desk.

    Args:
        file: the record's file name.
        parent: the desk.
    """

    def __init__(self, file: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("codeDialog")
        self.setWindowTitle(self.tr("Table code"))
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr("{file} carries no table code. Type the code printed on its table's slip.").format(file=file), self
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        layout.addLayout(form)
        self.code_edit = QLineEdit(self)
        self.code_edit.setMaxLength(20)
        self.code_edit.setPlaceholderText("3-7-KWD")
        self.code_edit.setAccessibleName(self.tr("Table code"))
        self.code_edit.setAccessibleDescription(self.tr("Round, table and three letters, as on the slip."))
        form.addRow(self.tr("Table &code:"), self.code_edit)
        layout.addWidget(self.problem_label)
        layout.addWidget(_buttons(self, self.tr("Take the result")))
        self.code_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def code(self) -> str:
        """The code typed."""
        return self.code_edit.text().strip()


class TeamDialog(DeskDialog):
    """A late team: its name and the two partners (optional)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lateTeamDialog")
        self.setWindowTitle(self.tr("Add a late team"))
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("A late team plays from the next round drawn."), self)
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        layout.addLayout(form)
        # No length cap on the fields: a name pasted too long is said, with the limit, not cut in silence.
        self.name_edit = QLineEdit(self)
        self.name_edit.setAccessibleName(self.tr("Team name"))
        self.name_edit.setAccessibleDescription(self.tr("The name the draw and the standings show."))
        form.addRow(self.tr("&Team:"), self.name_edit)
        self.player_edits = (QLineEdit(self), QLineEdit(self))
        for n, edit in enumerate(self.player_edits, start=1):
            edit.setAccessibleName(self.tr("Partner {n}").format(n=n))
            edit.setAccessibleDescription(self.tr("Optional."))
            form.addRow(self.tr("Partner {n}:").format(n=n), edit)
        layout.addWidget(self.problem_label)
        layout.addWidget(_buttons(self, self.tr("Add team")))
        self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def players(self) -> tuple[str, str]:
        """The partners typed ("" for none)."""
        return self.player_edits[0].text(), self.player_edits[1].text()

    def ready(self) -> bool:
        """No name longer than the engine keeps; else say which, and the limit."""
        from tarbish_score.ui.tournament.new_tournament import too_long

        problems = too_long(self.name_edit.text(), self.players())
        if problems:
            self.show_problem("\n".join(problems))
            return False
        return True


class WithdrawDialog(DeskDialog):
    """A team withdraws: which one, and why."""

    def __init__(self, teams: list[Entrant], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("withdrawDialog")
        self.setWindowTitle(self.tr("Withdraw a team"))
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("A withdrawn team is drawn no more; its games stay in the standings."), self)
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        layout.addLayout(form)
        self.team_combo = QComboBox(self)
        for entrant in teams:
            self.team_combo.addItem(entrant.name, entrant.id)
        self.team_combo.setAccessibleName(self.tr("Team"))
        self.team_combo.setAccessibleDescription(self.tr("The team that leaves the night."))
        form.addRow(self.tr("&Team:"), self.team_combo)
        self.reason_edit = QLineEdit(self)
        self.reason_edit.setMaxLength(_REASON_LENGTH)
        self.reason_edit.setAccessibleName(self.tr("Reason"))
        self.reason_edit.setAccessibleDescription(self.tr("Why the team leaves; kept in the night's log."))
        form.addRow(self.tr("&Reason:"), self.reason_edit)
        layout.addWidget(self.problem_label)
        layout.addWidget(_buttons(self, self.tr("Withdraw")))
        self.team_combo.setFocus(Qt.FocusReason.OtherFocusReason)

    def team(self) -> int:
        """The chosen team's id (-1 for none)."""
        data = self.team_combo.currentData()
        return int(data) if data is not None else -1


class OpenTournamentDialog(QDialog):
    """The archive's tournaments, newest first; Enter opens the chosen one."""

    def __init__(self, summaries: list[TournamentSummary], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("openTournamentDialog")
        self.setWindowTitle(self.tr("Open tournament"))
        layout = QVBoxLayout(self)
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Tournaments"))
        self.list.setAccessibleDescription(self.tr("Every night in the archive, newest first; Enter opens it."))
        for summary in summaries:
            name = summary.name or self.tr("Tournament {id}").format(id=summary.id)
            state = (
                self.tr("finished")
                if summary.finished
                else self.tr("round {drawn} of {planned}").format(drawn=summary.drawn, planned=summary.planned)
            )
            text = self.tr("{name} — {date}, {teams} teams, {state}").format(
                name=name, date=summary.created.astimezone().strftime("%Y-%m-%d"), teams=summary.teams, state=state
            )
            item = QListWidgetItem(text, self.list)
            item.setData(Qt.ItemDataRole.UserRole, summary.id)
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda item: self.accept())
        # Wide enough for every night's line whole, as far as the screen allows (the dialog is fitted to it).
        texts = [self.list.item(row).text() for row in range(self.list.count())]
        widest = max((self.list.fontMetrics().horizontalAdvance(text) for text in texts), default=0)
        room = widest + 2 * self.list.frameWidth() + self.list.verticalScrollBar().sizeHint().width() + 24
        screen = self.screen()
        if screen is not None:
            room = min(room, screen.availableGeometry().width() - 80)
        self.list.setMinimumWidth(max(room, 360))
        layout.addWidget(self.list)
        if not summaries:
            layout.addWidget(QLabel(self.tr("The archive holds no tournament yet."), self))
        layout.addWidget(_buttons(self, self.tr("Open")))
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def chosen(self) -> int | None:
        """The chosen tournament's id, or None."""
        item = self.list.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))


class KeysDialog(QDialog):
    """The desk's keys (F1): each key and what it does, from the desk's declaration."""

    def __init__(self, rows: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

        super().__init__(parent)
        self.setObjectName("deskKeysDialog")
        self.setWindowTitle(self.tr("Keys of the desk"))
        layout = QVBoxLayout(self)
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("Keys of the desk"))
        self.table.setAccessibleDescription(with_keys(self.tr("Each key of the desk and what it does; {Esc} closes.")))
        for row, (keys, what) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(what))
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 520)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

"""Two small dialogs about a match's details, never its score: rename teams and players, write a note."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from tarbish_score.model import (
    MAX_NOTE_LENGTH,
    MAX_PLAYER_NAME_LENGTH,
    MAX_TEAM_NAME_LENGTH,
    SEATS,
    clean_name,
    clean_note,
    seat_of,
    team_seats,
)
from tarbish_score.qt import theme
from tarbish_score.ui.dialogs.help_key import answer_f1

if TYPE_CHECKING:
    from tarbish_score.model import Match

__all__ = ["NoteDialog", "RenameDialog"]

#: The note field's own limit, in UTF-16 units: far above any note, so the field never cuts one.
_FIELD_LIMIT = 1_000_000


class RenameDialog(QDialog):
    """Rename the teams and players of a match in progress or finished; seats and scores stay.

    A field left empty keeps its name. Tab goes field to field, Enter renames, Esc cancels.

    Args:
        match: the match whose names are shown.
        parent: the parent widget (the dialog is window-modal).
    """

    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("renameDialog")
        self.setWindowTitle(self.tr("Rename teams and players"))
        self.setMinimumWidth(400)
        self._match = match
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Scores and seats stay as they are; the log and every export use the new names."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        layout.addLayout(form)
        self.team_edits: list[QLineEdit] = []
        #: The player fields by seat (0-3).
        self.player_edits: list[QLineEdit] = [QLineEdit(self) for _ in range(SEATS)]
        for t, team in enumerate(match.teams):
            edit = QLineEdit(team.name, self)
            edit.setObjectName(f"teamEdit{t}")
            edit.setAccessibleDescription(self.tr("The team's new name; left empty, the old name stays."))
            self.team_edits.append(edit)
            form.addRow(self.tr("Team {n}:").format(n=t + 1), edit)
            for k, player in enumerate(team.players):
                seat = seat_of(t, k)
                player_edit = self.player_edits[seat]
                player_edit.setText(player)
                player_edit.setObjectName(f"playerEdit{seat}")
                player_edit.setAccessibleDescription(self.tr("The player's new name; left empty, the old name stays."))
                form.addRow(self.tr("    Player {n}:").format(n=k + 1), player_edit)
        order = [self.team_edits[0], self.player_edits[0], self.player_edits[2]]
        order += [self.team_edits[1], self.player_edits[1], self.player_edits[3]]
        for before, after in pairwise(order):
            QWidget.setTabOrder(before, after)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.rename_button = buttons.addButton(self.tr("&Rename"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.rename_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.team_edits[0].setFocus()
        self.team_edits[0].selectAll()

    def names(self) -> tuple[str, str]:
        """The two team names as typed (an empty field keeps the old name)."""
        return (
            self._typed(self.team_edits[0], self._match.teams[0].name, MAX_TEAM_NAME_LENGTH),
            self._typed(self.team_edits[1], self._match.teams[1].name, MAX_TEAM_NAME_LENGTH),
        )

    def players(self) -> tuple[tuple[str, str], tuple[str, str]]:
        """Each team's two players as typed (``players()[t][0]`` sits at seat ``t``)."""
        seats = [
            self._typed(self.player_edits[seat], self._match.player(seat), MAX_PLAYER_NAME_LENGTH)
            for seat in range(SEATS)
        ]
        first, second = team_seats(0), team_seats(1)
        return ((seats[first[0]], seats[first[1]]), (seats[second[0]], seats[second[1]]))

    @staticmethod
    def _typed(edit: QLineEdit, old: str, limit: int) -> str:
        # A name left as it was (an imported one may be longer or odd) is kept exactly.
        if edit.text() == old:
            return old
        return clean_name(edit.text(), limit) or old


class NoteDialog(QDialog):
    """Write, change or remove (empty) the note on a match or on one round.

    One line of at most :data:`~tarbish_score.model.MAX_NOTE_LENGTH` characters; line breaks
    and control characters are cleaned away (``model.notes``). Enter saves, Esc cancels.

    The dialog never changes a note on its own: the note it was opened with comes back
    exactly as it was while the text is untouched, and the field cuts nothing (characters are
    counted as the engine counts them, not in UTF-16 units as ``QLineEdit.maxLength`` does).
    A note over the limit is kept as typed or pasted and refused in words (how many characters,
    what the limit is); Save stays off until it is short enough.

    Args:
        title: what the note is on ("Note on round 3").
        note: the note now ("" for none).
        hint: examples for the table ("misdeal, renege …").
        parent: the parent widget (the dialog is window-modal).
    """

    def __init__(self, title: str, note: str, hint: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        #: The note as opened: given back untouched while the text is not changed.
        self._opened_with = note
        self.setObjectName("noteDialog")
        self.setWindowTitle(title)
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        self.label = QLabel(title, self)
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        layout.addWidget(self.label)
        self.edit = QLineEdit(note, self)
        self.edit.setObjectName("noteEdit")
        # No cut-off of its own (Qt's default cuts at 32767 UTF-16 units): an overlong note is refused in words.
        self.edit.setMaxLength(_FIELD_LIMIT)
        self.edit.setPlaceholderText(hint)
        self.edit.setAccessibleName(title)
        self.edit.setAccessibleDescription(self.tr("The note, one line; left empty, the note is removed."))
        self.edit.setClearButtonEnabled(True)
        layout.addWidget(self.edit)
        self.count_label = QLabel(self)
        layout.addWidget(self.count_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.save_button = buttons.addButton(self.tr("&Save note"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.save_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.edit.textChanged.connect(self._on_edit_text_changed)
        self._on_edit_text_changed(note)
        self.edit.setFocus()
        self.edit.selectAll()

    def note(self) -> str:
        """The note as it will be kept: the note opened with while untouched, else cleaned ("" removes it)."""
        text = self.edit.text()
        if text == self._opened_with:
            return self._opened_with
        return clean_note(text)

    def too_long_by(self) -> int:
        """How many characters the note is over :data:`~tarbish_score.model.MAX_NOTE_LENGTH` (0: it fits)."""
        return max(0, len(self.note()) - MAX_NOTE_LENGTH)

    def accept(self) -> None:
        """Save, unless the note is over the limit (the count line says so; the dialog stays open)."""
        if self.too_long_by():
            self.edit.setFocus()
            return
        super().accept()

    def _on_edit_text_changed(self, text: str) -> None:
        length = len(self.note())
        over = self.too_long_by()
        if over:
            self.count_label.setText(
                self.tr("{n} characters: a note has at most {limit}. Take out %n to save it.", "", over).format(
                    n=length, limit=MAX_NOTE_LENGTH
                )
            )
            theme.style_label(self.count_label, theme.ERROR_COLOUR, bold=True)
        else:
            self.count_label.setText(
                self.tr("{n} of {limit} characters. An empty note removes it; notes never change a score.").format(
                    n=length, limit=MAX_NOTE_LENGTH
                )
            )
            theme.style_label(self.count_label, theme.LABEL_COLOUR)
        self.save_button.setEnabled(not over)

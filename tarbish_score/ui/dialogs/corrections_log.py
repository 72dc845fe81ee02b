"""The corrections log: the net corrections of a match, naming what changed; every step on demand.

By default it lists what a table wants to know: each round recorded and then
changed to something else, deleted, or put in as a forgotten round, with what
changed ("Us counted 50 → 60"); an undo and its redo, or an edit taken back,
are no correction (``storage/corrections.py``). "Show every step" lists the
whole audit trail, newest first, as the archive keeps it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.words.formats import format_datetime
from tarbish_score.words.game import outcome_text, player_label, run_text, trump_text

if TYPE_CHECKING:
    from tarbish_score.model import Match
    from tarbish_score.storage import LogEntry
    from tarbish_score.storage.corrections import NetCorrection

__all__ = ["CorrectionsLogDialog", "action_text", "round_words"]


def action_text(entry: LogEntry) -> str:
    """What one step of the log did, in player words ("Round 3 edited", "Undo: round 2 put back")."""
    n = entry.round_number
    level = _match_level(entry)
    if level is not None:
        return _match_level_text(entry.action, level)
    if entry.action == "note":
        return QCoreApplication.translate("CorrectionsLogDialog", "Note on round {n}").format(n=n)
    if entry.action == "new":
        return QCoreApplication.translate("CorrectionsLogDialog", "Match started")
    if entry.action == "rules":
        return QCoreApplication.translate("CorrectionsLogDialog", "Rules changed")
    if entry.action == "record":
        return QCoreApplication.translate("CorrectionsLogDialog", "Round {n} recorded").format(n=n)
    if entry.action == "insert":
        return QCoreApplication.translate("CorrectionsLogDialog", "Forgotten round put in as round {n}").format(n=n)
    if entry.action == "edit":
        return QCoreApplication.translate("CorrectionsLogDialog", "Round {n} edited").format(n=n)
    if entry.action == "delete":
        return QCoreApplication.translate("CorrectionsLogDialog", "Round {n} deleted").format(n=n)
    what = _side_change(entry)
    if entry.action == "undo":
        return QCoreApplication.translate("CorrectionsLogDialog", "Undo: round {n} {what}").format(n=n, what=what)
    return QCoreApplication.translate("CorrectionsLogDialog", "Redo: round {n} {what}").format(n=n, what=what)


def _match_level(entry: LogEntry) -> str | None:
    """``"teams"`` or ``"note"`` for an entry about the whole match's names or note (undo too), else None."""
    if entry.round_number is not None:
        return None
    for side in (entry.after, entry.before):
        if side is not None and set(side) in ({"teams"}, {"note"}):
            return next(iter(side))
    return None


def _match_level_text(action: str, level: str) -> str:
    if level == "teams":
        text = QCoreApplication.translate("CorrectionsLogDialog", "Teams and players renamed")
    else:
        text = QCoreApplication.translate("CorrectionsLogDialog", "Note on the match")
    if action == "undo":
        return QCoreApplication.translate("CorrectionsLogDialog", "Undo: {what}").format(what=text)
    if action == "redo":
        return QCoreApplication.translate("CorrectionsLogDialog", "Redo: {what}").format(what=text)
    return text


def match_level_words(data: Mapping[str, Any] | None) -> str:
    """A rename's names ("Us: Ann & Cal; Them: Bea & Dan") or the match's note; "–" for none."""
    if not data:
        return "–"
    if "note" in data:
        return str(data["note"]) or "–"
    teams = data.get("teams")
    if not isinstance(teams, list):
        return "–"
    return "; ".join(
        QCoreApplication.translate("CorrectionsLogDialog", "{team}: {players}").format(
            team=team.get("name", ""), players=" & ".join(str(p) for p in team.get("players", []))
        )
        for team in teams
        if isinstance(team, dict)
    )


def _side_change(entry: LogEntry) -> str:
    if entry.before is None:
        return QCoreApplication.translate("CorrectionsLogDialog", "put back")
    if entry.after is None:
        return QCoreApplication.translate("CorrectionsLogDialog", "taken out")
    return QCoreApplication.translate("CorrectionsLogDialog", "changed back")


def round_words(match: Match, data: Mapping[str, Any] | None) -> str:
    """A round as players say it: "Ann called ♥ hearts, 100 – 62, Bea fifty, bella Cal"; "–" for none."""
    from tarbish_score.storage.corrections import round_from_record

    if data is None:
        return "–"
    round_input = round_from_record(match, data)
    if round_input is None:
        return QCoreApplication.translate("CorrectionsLogDialog", "(a round this version cannot read)")
    if round_input.thrown_in:
        from tarbish_score.model import Outcome

        return outcome_text(Outcome.THROWN_IN)
    caller = "?" if round_input.caller is None else player_label(match, round_input.caller)
    parts = [
        QCoreApplication.translate("CorrectionsLogDialog", "{caller} called {trump}").format(
            caller=caller, trump=trump_text(round_input.trump)
        ),
        QCoreApplication.translate("CorrectionsLogDialog", "cards {a} – {b}").format(
            a=round_input.card_points[0], b=round_input.card_points[1]
        ),
    ]
    parts += [f"{player_label(match, claim.seat)} {run_text(claim)}" for claim in round_input.runs]
    if round_input.bella is not None:
        parts.append(
            QCoreApplication.translate("CorrectionsLogDialog", "bella {player}").format(
                player=player_label(match, round_input.bella)
            )
        )
    if round_input.sweep:
        parts.append(QCoreApplication.translate("CorrectionsLogDialog", "sweep"))
    if round_input.note:
        parts.append(QCoreApplication.translate("CorrectionsLogDialog", "note “{note}”").format(note=round_input.note))
    return ", ".join(parts)


def _rules_words(data: Mapping[str, Any] | None) -> str:
    """A ``rules`` object of the match record, as its switches (the log's ``rules`` entries)."""
    if data is None:
        return "–"
    return ", ".join(f"{key}: {value}" for key, value in data.items())


def _when(timestamp: str) -> str:
    try:
        return format_datetime(datetime.fromisoformat(timestamp), seconds=True)
    except ValueError:
        return timestamp


class CorrectionsLogDialog(QDialog):
    """The match's net corrections, naming what changed; or every step of its log, newest first.

    Args:
        match: the match the log belongs to (for player names and its rules).
        log: the log entries, oldest first.
        parent: the main window.
    """

    HEADERS = ("When", "What", "What changed", "It was", "It is now")
    STEP_HEADERS = ("When", "What", "It was", "It became")

    def __init__(self, match: Match, log: Sequence[LogEntry], parent: QWidget | None = None) -> None:
        from tarbish_score.storage.corrections import net_corrections

        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("correctionsLog")
        self._match = match
        self._log = list(log)
        self.corrections: tuple[NetCorrection, ...] = net_corrections(self._log, len(match.rounds))
        self.setWindowTitle(
            self.tr("Corrections log: {a} against {b}").format(a=match.teams[0].name, b=match.teams[1].name)
        )
        layout = QVBoxLayout(self)
        self.summary_label = QLabel(self)
        self.summary_label.setWordWrap(True)
        theme.style_label(self.summary_label, bold=True, pixel_size=15)
        layout.addWidget(self.summary_label)
        self.all_check = QCheckBox(self.tr("Show every step, undone ones too (the whole audit trail)"), self)
        layout.addWidget(self.all_check)
        self.table = QTableWidget(0, len(self.HEADERS), self)
        self.table.setAccessibleName(self.tr("Corrections"))
        self.table.setAccessibleDescription(
            self.tr(
                "Every change made to recorded rounds, one a row, oldest first: when, which round, and what changed."
            )
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.all_check.toggled.connect(self._on_all_check_toggled)
        theme.notifier().theme_changed.connect(self._fill)  # the marked rows' colour is the theme's
        self.resize(1100, 480)
        self.summary_label.setText(self._summary())
        self._fill()

    def shown_entries(self) -> list[LogEntry]:
        """The log entries listed under "Show every step", newest first (none while it is off)."""
        return list(reversed(self._log)) if self.all_check.isChecked() else []

    def row_texts(self, row: int) -> list[str]:
        """The texts of one row (tests and screen readers)."""
        items = [self.table.item(row, column) for column in range(self.table.columnCount())]
        return [item.text() if item is not None else "" for item in items]

    def _on_all_check_toggled(self, checked: bool) -> None:
        self._fill()

    def _summary(self) -> str:
        rules = any(c.kind == "rules" for c in self.corrections)
        rounds = sum(1 for c in self.corrections if c.kind != "rules")
        if rounds == 0:
            if rules:
                return self.tr("The rules were changed; no round of this match has been corrected.")
            return self.tr("No round of this match has been corrected.")
        text = self.tr("%n round(s) corrected.", "", rounds)
        return self.tr("The rules were changed; {rounds}").format(rounds=text) if rules else text

    def _fill(self) -> None:
        every = self.all_check.isChecked()
        headers = (
            [self.tr("When"), self.tr("What"), self.tr("It was"), self.tr("It became")]
            if every
            else [self.tr("When"), self.tr("What"), self.tr("What changed"), self.tr("It was"), self.tr("It is now")]
        )
        self.table.clearContents()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        header = self.table.horizontalHeader()
        for column in range(len(headers)):
            stretch = column >= len(headers) - 2 or (not every and column == 2)
            mode = QHeaderView.ResizeMode.Stretch if stretch else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        rows = self._step_rows() if every else self._correction_rows()
        self.table.setRowCount(len(rows))
        bold = QFont()
        bold.setBold(True)
        for row, (texts, marked) in enumerate(rows):
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if marked and column == 1:
                    item.setFont(bold)
                    item.setForeground(QBrush(QColor(theme.HALF_BAIT_COLOUR)))
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()

    def _correction_rows(self) -> list[tuple[list[str], bool]]:
        """One row per net correction: when, what, what changed, as first recorded, as now."""
        from tarbish_score.words.changes import correction_text, moved_rounds_text

        rows = []
        for correction in self.corrections:
            if correction.kind == "rules":
                sides = [_rules_words(side) for side in (correction.before, correction.after)]
            else:
                sides = [round_words(self._match, side) for side in (correction.before, correction.after)]
            what = correction_text(correction.kind, correction.round_number, recorded_as=correction.recorded_as)
            changed = "; ".join(correction.changes(self._match)) or moved_rounds_text(correction.kind)
            rows.append(([_when(correction.timestamp), what, changed, *sides], True))
        return rows

    def _step_rows(self) -> list[tuple[list[str], bool]]:
        """One row per log entry, newest first: when, what, what it was, what it became."""
        rows = []
        for entry in self.shown_entries():
            if entry.action == "rules":
                sides = [_rules_words(side) for side in (entry.before, entry.after)]
            elif _match_level(entry) is not None:
                sides = [match_level_words(side) for side in (entry.before, entry.after)]
            else:
                sides = [round_words(self._match, side) for side in (entry.before, entry.after)]
            # Plain: a step may have been taken back; only the net view marks corrections.
            rows.append(([_when(entry.timestamp), action_text(entry), *sides], False))
        return rows

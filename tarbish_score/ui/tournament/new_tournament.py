"""Tournament ▸ New tournament…: the night's teams (typed or pasted, one a line), format, game and byes.

A line is a team: ``MacNeils`` or ``MacNeils: Angus & Mary`` (the partners after a colon, split at
``&``, ``and``, ``/``, ``+`` or a comma). :meth:`NewTournamentDialog.tournament` gives the night with every
team entered, checked by the engine (docs/rules.md section 11); the dialog stays open and says which line
is wrong until the night can start.
"""

from __future__ import annotations

import random
import re
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.model import RuleSet, TarbishError
from tarbish_score.model.names import MAX_PLAYER_NAME_LENGTH, MAX_TEAM_NAME_LENGTH
from tarbish_score.model.notes import clean_note
from tarbish_score.model.tournament import MAX_ROUNDS, MAX_TEAMS, ByeRule, Format, Tournament, TournamentSettings
from tarbish_score.model.tournament.draw import circle
from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.words.tournament import bye_rule_title, format_title, tournament_error_text

__all__ = ["FEWEST_TEAMS", "NewTournamentDialog", "parse_team_line", "parse_teams", "too_long"]

#: The fewest teams a night is set up with here (three tables).
FEWEST_TEAMS: Final = 6
#: The games a night can be played to.
TARGETS: Final = (500, 300)
_PARTNERS = re.compile(r"\s*(?:&|\+|/|,|\band\b|\bet\b|\by\b|\be\b)\s*", re.IGNORECASE)


def parse_team_line(line: str) -> tuple[str, tuple[str, str]]:
    """A team from one typed line: ``"MacNeils: Angus & Mary"`` → ``("MacNeils", ("Angus", "Mary"))``.

    A line without a colon is the team's name alone; a single partner named leaves the second "".
    """
    name, _, players = line.partition(":")
    parts = [p for p in _PARTNERS.split(players.strip()) if p] if players.strip() else []
    first = parts[0] if parts else ""
    second = " ".join(parts[1:]) if len(parts) > 1 else ""
    return name.strip(), (first, second)


def parse_teams(text: str) -> list[tuple[int, str, tuple[str, str]]]:
    """Every team of the typed text: ``(line number from 1, name, partners)``; blank lines skipped."""
    teams = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            name, players = parse_team_line(line)
            teams.append((number, name, players))
    return teams


def too_long(name: str, players: tuple[str, str]) -> list[str]:
    """A sentence for each name longer than the engine keeps (it would be cut on the slips, the CSV and the
    statistics): which name, and the most letters a team's or a partner's name has (``model.names``)."""
    found = []
    cleaned = clean_note(name)
    if len(cleaned) > MAX_TEAM_NAME_LENGTH:
        found.append(
            QCoreApplication.translate(
                "NewTournamentDialog", "The team name “{name}” is {n} letters long; a team name has at most {limit}."
            ).format(name=cleaned, n=len(cleaned), limit=MAX_TEAM_NAME_LENGTH)
        )
    for player in players:
        cleaned = clean_note(player)
        if len(cleaned) > MAX_PLAYER_NAME_LENGTH:
            found.append(
                QCoreApplication.translate(
                    "NewTournamentDialog",
                    "The partner's name “{name}” is {n} letters long; a partner's name has at most {limit}.",
                ).format(name=cleaned, n=len(cleaned), limit=MAX_PLAYER_NAME_LENGTH)
            )
    return found


class NewTournamentDialog(QDialog):
    """Set up a tournament night: its name, teams, format, game, rounds, time limit and byes.

    Args:
        parent: the window it is shown over.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("newTournamentDialog")
        self.setWindowTitle(self.tr("New tournament"))
        #: The seed of every draw by lot of the night (tests set it).
        self.seed = random.SystemRandom().randrange(1, 2**31)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("Legion hall, Friday"))
        self.name_edit.setAccessibleName(self.tr("Name of the night"))
        self.name_edit.setAccessibleDescription(self.tr("Printed on the slips and the standings; may stay empty."))
        form.addRow(self.tr("&Name:"), self.name_edit)
        self.teams_edit = QPlainTextEdit(self)
        self.teams_edit.setTabChangesFocus(True)
        self.teams_edit.setPlaceholderText(
            self.tr("One team a line, partners after a colon:\nMacNeils: Angus & Mary\nGillis")
        )
        self.teams_edit.setAccessibleName(self.tr("Teams"))
        self.teams_edit.setAccessibleDescription(
            self.tr("One team a line; the two partners after a colon, joined by &. Pasting a list works.")
        )
        self.teams_edit.textChanged.connect(self._on_teams_edit_text_changed)
        form.addRow(self.tr("&Teams:"), self.teams_edit)
        self.count_label = QLabel(self)
        form.addRow("", self.count_label)
        self.format_combo = QComboBox(self)
        for fmt in (Format.SWISS, Format.ROUND_ROBIN, Format.WINNERS_MOVE_UP):
            self.format_combo.addItem(format_title(fmt), fmt)
        self.format_combo.setAccessibleName(self.tr("Format"))
        self.format_combo.setAccessibleDescription(self.tr("How the tables are drawn each round."))
        self.format_combo.currentIndexChanged.connect(self._on_format_combo_current_index_changed)
        form.addRow(self.tr("&Format:"), self.format_combo)
        self.game_combo = QComboBox(self)
        for target in TARGETS:
            self.game_combo.addItem(self.tr("To {target}").format(target=target), target)
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.game_combo.setAccessibleDescription(self.tr("The total a team needs to win a table's game."))
        self.game_combo.currentIndexChanged.connect(self._refresh)
        form.addRow(self.tr("&Game:"), self.game_combo)
        self.rounds_spin = QSpinBox(self)
        self.rounds_spin.setRange(1, MAX_ROUNDS)
        self.rounds_spin.setValue(5)
        #: The rounds chosen for a Swiss night, kept while a round robin shows its own count.
        self._rounds_chosen = 5
        self.rounds_spin.setAccessibleName(self.tr("Rounds"))
        self.rounds_spin.setAccessibleDescription(
            self.tr("How many rounds the night plays (a round robin plays them all).")
        )
        form.addRow(self.tr("&Rounds:"), self.rounds_spin)
        self.time_spin = QSpinBox(self)
        self.time_spin.setRange(0, 240)
        self.time_spin.setSingleStep(5)
        self.time_spin.setSpecialValueText(self.tr("No limit"))
        self.time_spin.setSuffix(self.tr(" min"))
        self.time_spin.setAccessibleName(self.tr("Time limit per round"))
        self.time_spin.setAccessibleDescription(self.tr("Minutes a game may last before time is called; 0 for none."))
        form.addRow(self.tr("T&ime limit:"), self.time_spin)
        self.bye_combo = QComboBox(self)
        self.bye_combo.setAccessibleName(self.tr("Bye"))
        self.bye_combo.setAccessibleDescription(self.tr("What a team sitting out a round gets in the standings."))
        form.addRow(self.tr("&Bye:"), self.bye_combo)
        self.problem_label = QLabel(self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("problemLabel")
        theme.style_label(self.problem_label, theme.current().error, bold=True)
        layout.addWidget(self.problem_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.addButton(self.tr("Start the night"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        # Enter in the teams box starts a new line: Ctrl+Enter starts the night from anywhere.
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(self.accept)
        self.hint_label = QLabel(with_keys(self.tr("{Ctrl+Enter} starts the night.")), self)
        theme.style_label(self.hint_label, theme.current().muted)
        layout.addWidget(self.hint_label)
        self._refresh()
        # 560x600 where there is room; on a 1024x600 laptop (screen_fit.fit_dialog) the teams box gives way.
        self.resize(560, 600)
        self.teams_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- reading -----------------------------------------------------------------------------

    def settings(self) -> TournamentSettings:
        """The night's settings on screen (the seed drawn when the dialog opened)."""
        target = int(self.game_combo.currentData())
        bye = self.bye_combo.currentData()
        return TournamentSettings(
            format=self.format_combo.currentData(),
            rules=RuleSet().with_changes(target=target),
            rounds=self.rounds_spin.value(),
            bye_rule=bye if isinstance(bye, ByeRule) else ByeRule.WIN_NO_POINTS,
            seed=self.seed,
            time_limit=self.time_spin.value(),
        )

    def night_name(self) -> str:
        """The night's name as typed (spaces at the ends dropped)."""
        return self.name_edit.text().strip()

    def tournament(self) -> Tournament:
        """The night with every team typed entered, no round drawn.

        Raises:
            ValueError: the sentence to show: too few or too many teams, each name too long to keep whole
                (with its line number and the limit), or a line the engine refuses (``TournamentError`` worded,
                with its line number).
        """
        teams = parse_teams(self.teams_edit.toPlainText())
        if not FEWEST_TEAMS <= len(teams) <= MAX_TEAMS:
            raise ValueError(
                self.tr("A night here takes {low} to {high} teams; {n} are typed.").format(
                    low=FEWEST_TEAMS, high=MAX_TEAMS, n=len(teams)
                )
            )
        lines = [
            self.tr("Line {n}: {problem}").format(n=line, problem=problem)
            for line, name, players in teams
            for problem in too_long(name, players)
        ]
        if lines:
            raise ValueError("\n".join(lines))
        night = Tournament(self.settings())
        for line, name, players in teams:
            try:
                night = night.with_team(name, players)
            except TarbishError as error:
                raise ValueError(
                    self.tr("Line {n}: {problem}").format(n=line, problem=tournament_error_text(error))
                ) from None
        return night

    # --- slots -------------------------------------------------------------------------------

    def accept(self) -> None:
        """Start the night, unless the teams cannot start one: then say why and stay."""
        try:
            self.tournament()
        except ValueError as error:
            self.problem_label.setText(str(error))
            self.teams_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        super().accept()

    def _on_teams_edit_text_changed(self) -> None:
        self.problem_label.clear()
        self._refresh()

    def _on_format_combo_current_index_changed(self, index: int) -> None:
        self._refresh()

    def _refresh(self, *args: object) -> None:
        count = len(parse_teams(self.teams_edit.toPlainText()))
        self.count_label.setText(
            self.tr("Teams typed: {n}. Tables a round: {tables}.").format(n=count, tables=count // 2)
        )
        round_robin = self.format_combo.currentData() is Format.ROUND_ROBIN
        if round_robin:
            # Greyed, it shows what the round robin plays: every team meets every other once.
            if self.rounds_spin.isEnabled():
                self._rounds_chosen = self.rounds_spin.value()
            self.rounds_spin.setEnabled(False)
            self.rounds_spin.setValue(min(max(len(circle(range(count))) - 1, 1), MAX_ROUNDS))
        elif not self.rounds_spin.isEnabled():
            self.rounds_spin.setEnabled(True)
            self.rounds_spin.setValue(self._rounds_chosen)
        target = int(self.game_combo.currentData())
        index = max(self.bye_combo.currentIndex(), 0)
        self.bye_combo.clear()
        rules = RuleSet().with_changes(target=target)
        for rule in (ByeRule.WIN_NO_POINTS, ByeRule.WIN, ByeRule.NOT_COUNTED):
            self.bye_combo.addItem(bye_rule_title(TournamentSettings(rules=rules, bye_rule=rule)), rule)
        self.bye_combo.setCurrentIndex(index)

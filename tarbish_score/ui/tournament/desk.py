"""The tournament desk: teams, the draw per round, results by keyboard, corrections, standings (docs/rules.md
section 11).

One window for one night. Every change goes the same way (:meth:`TournamentDesk.apply`): the engine makes
the new night (or refuses, in its words), the archive saves it (``storage.tournaments.save_tournament``,
on disk before it returns), and only then does the screen show it; a failing save leaves the screen as it
was and says why. The projector (``ui/tournament/projector.py``) is built when first asked for and shown
every change after. Table laptops' match records come in by Import…, by drag and drop, or from a watched
folder (:mod:`.intake`, :mod:`.desk_files`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.model import TarbishError
from tarbish_score.model.tournament import Tournament
from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.storage import StoreError
from tarbish_score.storage.tournaments import save_tournament
from tarbish_score.ui import tab_style
from tarbish_score.ui.screen_fit import FRAME, fit_dialogs, place_on_screen
from tarbish_score.ui.tournament.desk_commands import build_desk_actions
from tarbish_score.ui.tournament.desk_files import DeskFiles
from tarbish_score.ui.tournament.desk_views import DrawTable, StandingsTable, TeamsTable
from tarbish_score.ui.tournament.result_entry import ResultEntry
from tarbish_score.words.tournament import format_title, tie_break_report, tournament_error_text
from tarbish_score.words.tournament_paper import bye_line, paper_text, round_title, standings_title

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore
    from tarbish_score.ui.tournament.projector import ProjectorWindow

__all__ = ["TournamentDesk"]


class TournamentDesk(QMainWindow):
    """The desk window of one tournament night kept in the archive.

    Args:
        store: the open, writable archive.
        tournament_id: the night's id in the archive.
        tournament: the night as the archive holds it.
        name: the night's name ("" for none).
        parent: the main window (the desk is a window of its own).

    Signals:
        changed: a change was saved and shown.
    """

    changed = Signal()

    def __init__(
        self,
        store: MatchStore,
        tournament_id: int,
        tournament: Tournament,
        name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tournamentDesk")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.store = store
        self.tournament_id = tournament_id
        self.tournament = tournament
        self.name = name
        self.projector: ProjectorWindow | None = None
        #: The round the draw shows (0: the newest).
        self._shown_round = 0
        self.dialog: QDialog | None = None
        self.files = DeskFiles(self, self)
        self.setAcceptDrops(True)

        tab_style.install()  # "Équipes" whole on the tab not chosen (a desk opened without the main window too)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        self.heading = QLabel(central)
        self.heading.setObjectName("deskHeading")
        theme.style_label(self.heading, bold=True, pixel_size=18)
        layout.addWidget(self.heading)
        self.entry = ResultEntry(central)
        self.entry.entered.connect(self._on_entry_entered)
        self.entry.table_chosen.connect(self._on_entry_table_chosen)
        # One place for the message now: a problem under the entry takes the news off the status line.
        self.entry.problem_shown.connect(lambda text: self.statusBar().clearMessage())
        layout.addWidget(self.entry)

        splitter = QSplitter(Qt.Orientation.Horizontal, central)
        self.splitter = splitter
        left = QWidget(splitter)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        self.round_label = QLabel(self.tr("R&ound:"), left)
        self.round_combo = QComboBox(left)
        self.round_combo.setAccessibleName(self.tr("Round shown"))
        self.round_combo.setAccessibleDescription(self.tr("The round whose draw and results are listed below."))
        self.round_label.setBuddy(self.round_combo)
        self.round_combo.activated.connect(self._on_round_combo_activated)
        # Alt+O reaches the round list; Esc or Enter there gives the keys back to the result entry.
        for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            back = QShortcut(QKeySequence(key), self.round_combo)
            back.setContext(Qt.ShortcutContext.WidgetShortcut)
            back.activated.connect(self.entry.clear)
        self.draw_button = QPushButton(with_keys(self.tr("Draw next round  [{Ctrl+D}]")), left)
        self.draw_button.setObjectName("drawButton")
        self.draw_button.setAccessibleName(self.tr("Draw next round"))
        self.draw_button.clicked.connect(self.draw_next_round)
        bar.addWidget(self.round_label)
        bar.addWidget(self.round_combo, 1)
        bar.addWidget(self.draw_button)
        left_layout.addLayout(bar)
        self.draw = DrawTable(left)
        self.draw.view.activated.connect(lambda index: self.correct_result())
        left_layout.addWidget(self.draw.view, 1)
        self.out_label = QLabel(left)
        self.out_label.setObjectName("outLabel")
        self.out_label.setWordWrap(True)
        left_layout.addWidget(self.out_label)

        self.tabs = QTabWidget(splitter)
        self.tabs.setAccessibleName(self.tr("Standings and teams"))
        self.tabs.setAccessibleDescription(self.tr("The standings, and the teams entered."))
        self.tabs.tabBar().setAccessibleName(self.tr("Standings and teams"))
        self.tabs.tabBar().setAccessibleDescription(
            self.tr("Left and Right switch between the standings and the teams.")
        )
        standings_page = QWidget(self.tabs)
        standings_layout = QVBoxLayout(standings_page)
        self.standings_title = QLabel(standings_page)
        theme.style_label(self.standings_title, bold=True)
        standings_layout.addWidget(self.standings_title)
        self.standings = StandingsTable(standings_page)
        standings_layout.addWidget(self.standings.view, 1)
        # How ties were broken, in sentences: a few lines tall, scrolled when there are more.
        self.report_view = QPlainTextEdit(standings_page)
        self.report_view.setObjectName("tieBreakReport")
        self.report_view.setReadOnly(True)
        self.report_view.setMaximumHeight(self.report_view.fontMetrics().lineSpacing() * 6 + 12)
        self.report_view.setAccessibleName(paper_text("report"))
        self.report_view.setAccessibleDescription(self.tr("Why each tied team stands where it does, in sentences."))
        standings_layout.addWidget(self.report_view)
        self.tabs.addTab(standings_page, self.tr("Standin&gs"))
        teams_page = QWidget(self.tabs)
        teams_layout = QVBoxLayout(teams_page)
        self.teams = TeamsTable(teams_page)
        teams_layout.addWidget(self.teams.view, 1)
        buttons = QHBoxLayout()
        self.late_button = QPushButton(self.tr("Add a &late team…"), teams_page)
        self.late_button.clicked.connect(self.add_late_team)
        self.withdraw_button = QPushButton(self.tr("&Withdraw a team…"), teams_page)
        self.withdraw_button.clicked.connect(self.withdraw_team)
        buttons.addWidget(self.late_button)
        buttons.addWidget(self.withdraw_button)
        buttons.addStretch(1)
        teams_layout.addLayout(buttons)
        self.tabs.addTab(teams_page, self.tr("Tea&ms"))
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter, 1)
        self.setCentralWidget(central)

        self.actions_by_id = build_desk_actions(self, self)
        self.entry.window_keys = [keys for action in self.actions_by_id.values() for keys in action.shortcuts()]
        # The tables' colours are painted per cell: a theme switch repaints them from the new theme.
        theme.notifier().theme_changed.connect(self._on_theme_changed)
        self.refresh()
        place_on_screen(self)  # its screen's size or less, centred (a 1024x600 laptop too)
        fit_dialogs(self)  # and every dialog it opens
        QTimer.singleShot(0, self.entry.clear)
        # The folder the table laptops' records came to last time, watched again once the desk is on screen.
        QTimer.singleShot(0, self, self.files.watch_last_folder)

    # --- the one way a change is made --------------------------------------------------------------

    def apply(
        self,
        make: Callable[[Tournament], Tournament],
        news: str = "",
        *,
        refused: Callable[[str], object] | None = None,
    ) -> bool:
        """Make a change: the engine's new night, saved to the archive, then shown.

        Args:
            make: the change, from the night now to the night after (a ``Tournament`` method).
            news: what the status line says once it is saved.
            refused: where a refusal is said (a dialog's own line); None: under the result entry.

        Returns:
            True when saved and shown; False when the engine refused it or the save failed (the sentence
            is shown; the night and the screen stay as they were).
        """
        say = refused or self.say_problem
        try:
            after = make(self.tournament)
        except TarbishError as error:
            say(tournament_error_text(error))
            return False
        if not self.save(after, refused=say):
            return False
        self.tournament = after
        self.refresh()
        self.changed.emit()
        if news:
            self.say(news)
        return True

    def save(self, tournament: Tournament, *, refused: Callable[[str], object] | None = None) -> bool:
        """Save ``tournament`` to the archive (on disk before it returns); False, said (``refused``), when it fails."""
        try:
            save_tournament(self.store, self.tournament_id, tournament)
        except (StoreError, OSError) as error:
            from tarbish_score.ui.tournament.desk_words import store_text

            detail = store_text(error) if isinstance(error, StoreError) else str(error)
            (refused or self.say_problem)(self.tr("Not saved, so nothing changed: {why}").format(why=detail))
            return False
        return True

    def attempt(self, make: Callable[[Tournament], Tournament], news: str) -> str:
        """:meth:`apply` for a dialog: "" once done, else the sentence saying why not (shown by the dialog)."""
        said: list[str] = []
        self.apply(make, news, refused=said.append)
        return said[0] if said else ""

    def say(self, text: str) -> None:
        """Tell a change in the status line; the problem line is cleared."""
        self.entry.problem_label.clear()
        self.statusBar().showMessage(text, 10000)

    def say_problem(self, text: str) -> None:
        """Say why something was not done, under the result entry (the status line's news goes: one message)."""
        self.entry.show_problem(text)

    # --- showing ---------------------------------------------------------------------------------------

    def shown_round(self) -> int:
        """The number of the round the draw shows (0 before the first draw)."""
        drawn = len(self.tournament.rounds)
        return self._shown_round if 0 < self._shown_round <= drawn else drawn

    def refresh(self) -> None:
        """Show the night as it is now: heading, rounds, draw, marks, standings, report, teams; the projector."""
        night = self.tournament
        planned = night.planned_rounds
        drawn = len(night.rounds)
        game = self.tr("to {target}").format(target=night.settings.rules.target)
        if night.settings.time_limit:
            game = self.tr("{game}, {minutes} min a round").format(game=game, minutes=night.settings.time_limit)
        heading = self.tr("{format}, {game}: round {n} of {rounds}").format(
            format=format_title(night.settings.format), game=game, n=drawn, rounds=planned
        )
        if drawn == 0:
            heading = self.tr("{format}, {game}: {rounds} rounds to play").format(
                format=format_title(night.settings.format), game=game, rounds=planned
            )
        if night.finished:
            heading = self.tr("{format}, {game}: the night is over").format(
                format=format_title(night.settings.format), game=game
            )
        self.heading.setText(f"{self.name} — {heading}" if self.name else heading)
        self.setWindowTitle(
            self.tr("{name} — Tournament desk").format(name=self.name or format_title(night.settings.format))
        )
        titles = [round_title(each.number, planned) for each in night.rounds]
        if [self.round_combo.itemText(i) for i in range(self.round_combo.count())] != titles:
            self.round_combo.clear()
            self.round_combo.addItems(titles)
        number = self.shown_round()
        self.round_combo.setCurrentIndex(number - 1)
        self.draw.fill(night, night.rounds[number - 1] if number else None)
        self._show_marks()
        current = night.current
        self.entry.tables = len(current.draw.tables) if current is not None else 0
        self.entry.digits = len(str(night.settings.rules.target))
        self.standings_title.setText(standings_title(night))
        self.standings.fill(night)
        if any(row.played for row in night.standings.rows):
            report = tie_break_report(night.standings, lambda team: night.team(team).name)
            report_text = "\n".join(report) or paper_text("no_ties")
        else:
            # Before the first result every team is level: no tie to tell about yet.
            report_text = self.tr("Ties are broken once the first results are in.")
        if self.report_view.toPlainText() != report_text:
            self.report_view.setPlainText(report_text)
        self.teams.fill(night)
        can_draw = drawn < planned and (current is None or current.complete)
        self.draw_button.setEnabled(can_draw)
        self.actions_by_id["undo"].setEnabled(night.can_undo)
        self.actions_by_id["redo"].setEnabled(night.can_redo)
        if self.projector is not None:
            self.projector.show_tournament(night, self.name)

    def _show_marks(self) -> None:
        night = self.tournament
        current = night.current
        colours = theme.current()
        if current is None:
            text = with_keys(self.tr("No round drawn yet: {Ctrl+D} draws round 1."))
            colour = colours.muted
        elif current.outstanding:
            tables = ", ".join(str(n) for n in current.outstanding)
            text = self.tr("Round {n}: tables still out: {tables}.").format(n=current.number, tables=tables)
            colour = colours.error
        elif night.finished:
            text = with_keys(
                self.tr("Every result is in: the night is over. {Ctrl+Shift+S} saves the final standings.")
            )
            colour = colours.made
        else:
            text = with_keys(self.tr("Round {n} is complete: {Ctrl+D} draws the next round.")).format(n=current.number)
            colour = colours.made
        byes = [night.team(t).name for t in current.draw.byes] if current is not None else []
        if byes:
            text = f"{text} {bye_line(byes)}"
        self.out_label.setText(text)
        theme.style_label(self.out_label, colour, bold=True)

    # --- commands ---------------------------------------------------------------------------------------

    def draw_next_round(self) -> bool:
        """Draw the next round (Ctrl+D); the draw shows it and the entry waits for its results."""
        number = len(self.tournament.rounds) + 1
        done = self.apply(lambda t: t.drawn(), self.tr("Round {n} drawn.").format(n=number))
        if done:
            self._shown_round = 0
            self.refresh()
            self.entry.clear()
        return done

    def undo(self) -> bool:
        """Undo the desk's last change (Ctrl+Z)."""
        return self.apply(lambda t: t.undo(), with_keys(self.tr("Undone. {Ctrl+Shift+Z} redoes it.")))

    def redo(self) -> bool:
        """Redo the change last undone (Ctrl+Shift+Z)."""
        return self.apply(lambda t: t.redo(), with_keys(self.tr("Redone. {Ctrl+Z} undoes it.")))

    def focus_result_entry(self) -> None:
        """Put the focus on the table number (Ctrl+R)."""
        self.entry.clear()

    def correct_result(self) -> QDialog | None:
        """Correct the result of the table chosen in the draw (F2): new totals and a reason."""
        from tarbish_score.ui.tournament.desk_dialogs import CorrectionDialog

        number = self.shown_round()
        row = self.draw.view.currentRow()
        if number == 0 or row < 0:
            self.say_problem(self.tr("Choose a table in the draw first, then correct it."))
            return None
        rnd = self.tournament.rounds[number - 1]
        table = rnd.draw.tables[row]
        names = [self.tournament.team(t).name for t in table.teams]
        title = self.tr("Round {r}, table {t}: {a} against {b}").format(
            r=number, t=table.number, a=names[0], b=names[1]
        )
        dialog = CorrectionDialog(title, rnd.results[row], self)

        def done() -> str:
            totals, reason, time_called = dialog.totals(), dialog.reason(), dialog.time_check.isChecked()
            return self.attempt(
                lambda t: t.corrected(number, table.number, totals, reason, time_called=time_called),
                with_keys(self.tr("Round {r}, table {t} corrected. {Ctrl+Z} undoes it.")).format(
                    r=number, t=table.number
                ),
            )

        self._open(dialog, done)
        return dialog

    def add_late_team(self) -> QDialog:
        """Enter a late team (it plays from the next round drawn)."""
        from tarbish_score.ui.tournament.desk_dialogs import TeamDialog

        dialog = TeamDialog(self)

        def done() -> str:
            name, players = dialog.name_edit.text(), dialog.players()
            return self.attempt(lambda t: t.with_team(name, players), self.tr("{name} entered.").format(name=name))

        self._open(dialog, done)
        return dialog

    def withdraw_team(self) -> QDialog:
        """Withdraw a team, with its reason."""
        from tarbish_score.ui.tournament.desk_dialogs import WithdrawDialog

        dialog = WithdrawDialog([e for e in self.tournament.teams if e.active], self)

        def done() -> str:
            team, reason = dialog.team(), dialog.reason_edit.text()
            return self.attempt(
                lambda t: t.withdrawn(team, reason),
                self.tr("{name} withdrawn.").format(name=dialog.team_combo.currentText()),
            )

        self._open(dialog, done)
        return dialog

    def _open(self, dialog: QDialog, done: Callable[[], str] | None = None) -> None:
        """Show ``dialog`` window-modal; on OK ``done`` makes the change ("" once made, else why not: the dialog
        stays open and says it, the typing kept)."""
        from tarbish_score.ui.tournament.desk_dialogs import DeskDialog

        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if isinstance(dialog, DeskDialog):
            dialog.submit = done
        dialog.finished.connect(self._on_dialog_finished)
        dialog.open()

    def _on_dialog_finished(self, result: int) -> None:
        self.dialog = None
        # Back to the desk, the focus on the table number: the next slip is typed at once.
        QTimer.singleShot(0, self._back_to_entry)

    def _back_to_entry(self) -> None:
        self.activateWindow()
        self.entry.table_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_keys(self) -> QDialog:
        """Show the desk's keys (F1)."""
        from tarbish_score.ui.tournament.desk_commands import key_rows
        from tarbish_score.ui.tournament.desk_dialogs import KeysDialog

        tables = self.entry.tables or len([e for e in self.tournament.teams if e.active]) // 2
        dialog = KeysDialog(key_rows(tables), self)
        self._open(dialog)
        return dialog

    def show_projector(self) -> ProjectorWindow:
        """Show the projector window (F11): the standings and the draw, updated with every change.

        Made when first asked for: full screen on a screen other than the desk's when there is one (the hall's
        projector or TV), else a window of its own. It never takes the keyboard from the desk; the status line
        says where it is.

        Returns:
            The projector (the same one after).
        """
        hall = None
        if self.projector is None:
            from tarbish_score.ui.tournament.projector import ProjectorWindow

            window = ProjectorWindow(None)
            # A window of its own that never keeps the app open, and goes with the desk.
            window.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
            # Shown without taking the keyboard: the next slip is typed at the desk at once.
            window.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
            self.destroyed.connect(window.close)
            self.projector = window
            hall = next((screen for screen in QGuiApplication.screens() if screen is not self.screen()), None)
            if hall is None:
                # One screen (a 1024x600 laptop, say): the window fits it whole, its frame and title bar too.
                available = self.screen().availableGeometry()
                window.resize(window.size().boundedTo(available.size() - FRAME))
                framed = QRect(QPoint(0, 0), window.size() + FRAME)
                framed.moveCenter(available.center())
                window.move(framed.topLeft())
        projector = self.projector
        projector.show_tournament(self.tournament, self.name)
        if hall is not None:
            projector.setScreen(hall)
            projector.setGeometry(hall.geometry())
            projector.showFullScreen()
        elif not projector.isVisible():
            projector.show()
        if projector.isFullScreen() and projector.screen() is not self.screen():
            news = self.tr("The projector is full screen on {screen}.").format(screen=projector.screen().name())
        else:
            news = self.tr("The projector is open in a window of its own: move it to the hall's screen.")
        self.activateWindow()
        self.say(news)
        return projector

    # The paper, the files and the table laptops' records: desk_files.DeskFiles.
    def print_slips(self) -> None:
        """Print the shown round's draw, table cards and score slips (Ctrl+P)."""
        self.files.print_slips(self.shown_round())

    def save_slips_pdf(self) -> None:
        """Save the shown round's draw, table cards and score slips as a PDF (Ctrl+Shift+P)."""
        self.files.save_slips_pdf(self.shown_round())

    def print_standings(self) -> None:
        """Print the standings and the tie-break report."""
        self.files.print_standings()

    def save_standings_pdf(self) -> None:
        """Save the standings and the tie-break report as a PDF (Ctrl+Shift+S)."""
        self.files.save_standings_pdf()

    def export_standings_csv(self) -> None:
        """Export the standings as CSV (Ctrl+E)."""
        self.files.export_standings_csv()

    def import_results(self) -> None:
        """Take table laptops' match records from files chosen (Ctrl+I)."""
        self.files.import_results()

    def choose_watched_folder(self) -> None:
        """Choose a folder to watch for table laptops' match records."""
        self.files.choose_watched_folder()

    # --- events ---------------------------------------------------------------------------------------

    def _on_entry_entered(self, table: int, first: int, second: int, time_called: bool) -> None:
        names = ""
        current = self.tournament.current
        if current is not None and 1 <= table <= len(current.draw.tables):
            teams = current.draw.tables[table - 1].teams
            names = f" ({self.tournament.team(teams[0]).name} {first}, {self.tournament.team(teams[1]).name} {second})"
        news = self.tr("Table {t} recorded{names}.").format(t=table, names=names)
        if self.apply(lambda t: t.with_result(table, (first, second), time_called=time_called), news):
            self._shown_round = 0
            self.refresh()
            self.entry.clear()

    def _on_entry_table_chosen(self, number: int) -> None:
        current = self.tournament.current
        if current is None or not 1 <= number <= len(current.draw.tables):
            self.entry.teams_label.clear()
            return
        table = current.draw.tables[number - 1]
        a, b = (self.tournament.team(t).name for t in table.teams)
        self.entry.teams_label.setText(self.tr("Table {t}: {a} against {b}").format(t=number, a=a, b=b))

    def _on_theme_changed(self, *args: object) -> None:
        for table in (self.draw, self.standings, self.teams):
            table.rows.forget()
        self.refresh()

    def _on_round_combo_activated(self, index: int) -> None:
        self._shown_round = index + 1
        self.refresh()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Take match record files dragged onto the desk."""
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Take each match record file dropped, one by one (each one saved before the next)."""
        paths = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.files.take_files(paths)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the projector with the desk, and stop watching the folder."""
        self.files.stop_watching()
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
        super().closeEvent(event)

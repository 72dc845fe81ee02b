"""The archive's statistics over the years: per player, per pair of partners and head to head.

:class:`ArchiveStatisticsDialog` shows ``MatchStore.statistics``, filtered by date range,
house-rule preset, games (all, kitchen matches only, tournament games only, or one tournament)
and player, in sortable tables (:mod:`.tables`: numbers sort as numbers), with a
CSV export through ``exchange/statistics_csv.py``. The query runs on a worker thread of its own
(a read-only connection), so the window never waits on the disk; a busy bar shows when it takes a while.
"""

from __future__ import annotations

import threading
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import (
    QDate,
    QObject,
    QRunnable,
    QSortFilterProxyModel,
    QStringListModel,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.exchange.statistics_csv import (
    HEAD_TO_HEAD_COLUMNS,
    STANDING_COLUMNS,
    Value,
    head_to_head_headers,
    head_to_head_values,
    standing_headers,
    standing_values,
)
from tarbish_score.qt import theme
from tarbish_score.qt.key_names import with_keys
from tarbish_score.qt.numbers import count_text, margin_text
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.ui.dialogs.statistics.games import GamesCombo
from tarbish_score.ui.dialogs.statistics.tables import SORT_ROLE, HeadToHeadProxy, StatisticsTableModel

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore
    from tarbish_score.storage.statistics import ArchiveStatistics, StatisticsFilter
    from tarbish_score.storage.tournaments import TournamentSummary

__all__ = ["BUSY_AFTER_MS", "TYPING_PAUSE_MS", "ArchiveStatisticsDialog"]

#: A query that has not answered after this long shows the busy bar (milliseconds).
BUSY_AFTER_MS: Final = 150
#: Typing a player's name waits this long for the next key before counting again (milliseconds).
TYPING_PAUSE_MS: Final = 300
#: The first day the date filters offer: shown as "any day" (no limit).
_NO_DATE: Final = QDate(2000, 1, 1)


class _QuerySignals(QObject):
    """What the worker tells the dialog (queued to the dialog's thread)."""

    counted = Signal(int, object)
    failed = Signal(int, str)


class _Query(QRunnable):
    """Counts the archive statistics on a pool thread, through its own read-only connection."""

    def __init__(
        self, directory: Path, flt: StatisticsFilter, generation: int, signals: _QuerySignals, threads: list[int]
    ) -> None:
        super().__init__()
        self._directory = directory
        self._filter = flt
        self._generation = generation
        self._signals = signals
        self._threads = threads

    def run(self) -> None:
        """Open the archive read-only, count, list the tournaments, and send both (or the reason it failed)."""
        from tarbish_score.storage import MatchStore, StoreError
        from tarbish_score.storage.tournaments import list_tournaments

        self._threads.append(threading.get_ident())
        try:
            with MatchStore.open(self._directory, read_only=True) as store:
                result = store.statistics(self._filter)
                tournaments = list_tournaments(store)
        except StoreError as error:
            self._signals.failed.emit(self._generation, str(error))
            return
        self._signals.counted.emit(self._generation, (result, tournaments))


class ArchiveStatisticsDialog(QDialog):
    """Who has won most over the years: per player, per pair of partners, head to head.

    Non-modal. The filters (dates, house rules, player) count again on a worker thread;
    the tables sort on a click of a column title; Export as CSV (Alt+E) writes the table in view,
    sorted as shown. Every control is reached with Tab, the tabs with Alt and their letter.

    Args:
        store: the open archive (the worker opens its folder again, read-only).
        parent: the main window or the archive window.

    Signals:
        counted: a count arrived and is shown; argument: the :class:`ArchiveStatistics`.
    """

    counted = Signal(object)

    def __init__(self, store: MatchStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self._directory = Path(store.directory)
        self._generation = 0
        self._answered = 0
        self._names: list[str] = []
        #: The threads each query ran on (the tests check none is the window's).
        self.query_threads: list[int] = []
        #: The last statistics shown, or None before the first count.
        self.statistics: ArchiveStatistics | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _QuerySignals(self)
        self._signals.counted.connect(self._on_query_counted)
        self._signals.failed.connect(self._on_query_failed)
        self.setObjectName("archiveStatisticsDialog")
        self.setWindowTitle(self.tr("Archive statistics"))
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_filters())
        status = QHBoxLayout()
        self.count_label = QLabel(self)
        self.count_label.setObjectName("statisticsCountLabel")
        theme.style_label(self.count_label, bold=True)
        status.addWidget(self.count_label, 1)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setRange(0, 0)  # busy: no known end
        self.busy_bar.setMaximumWidth(180)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setAccessibleName(self.tr("Counting"))
        self.busy_bar.hide()
        status.addWidget(self.busy_bar)
        layout.addLayout(status)
        self.rounds_note = QLabel(
            self.tr(
                "Called, bait and bait rate count only the games whose rounds were recorded: "
                "a tournament result typed as two totals has none (see With rounds)."
            ),
            self,
        )
        self.rounds_note.setObjectName("statisticsRoundsNote")
        self.rounds_note.setWordWrap(True)
        theme.style_label(self.rounds_note, theme.MUTED_COLOUR)
        self.rounds_note.hide()
        layout.addWidget(self.rounds_note)
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_AFTER_MS)
        self._busy_timer.timeout.connect(self._on_busy_timer_timeout)
        self._typing_timer = QTimer(self)
        self._typing_timer.setSingleShot(True)
        self._typing_timer.setInterval(TYPING_PAUSE_MS)
        self._typing_timer.timeout.connect(self.count)

        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(self.tr("Statistics tables"))
        self.tabs.tabBar().setAccessibleName(self.tr("Statistics tables"))
        self.tabs.tabBar().setAccessibleDescription(
            self.tr("Players, pairs of partners, head to head: Left and Right, or Alt and the underlined letter.")
        )
        self.players_model = StatisticsTableModel(STANDING_COLUMNS, standing_headers(), self)
        self.pairs_model = StatisticsTableModel(STANDING_COLUMNS, standing_headers(pairs=True), self)
        self.head_to_head_model = StatisticsTableModel(HEAD_TO_HEAD_COLUMNS, head_to_head_headers(), self)
        self.players_proxy = self._proxy(self.players_model, QSortFilterProxyModel(self))
        self.pairs_proxy = self._proxy(self.pairs_model, QSortFilterProxyModel(self))
        self.head_to_head_proxy = HeadToHeadProxy(self)
        self._proxy(self.head_to_head_model, self.head_to_head_proxy)
        self.players_view = self._view(
            self.players_proxy,
            self.tr("Players"),
            self.tr("One line per player: matches played and won, calls and baits, average margin in points."),
        )
        self.pairs_view = self._view(
            self.pairs_proxy,
            self.tr("Pairs of partners"),
            self.tr("One line per two partners, whichever seats they sat in."),
        )
        self.head_to_head_view = self._view(
            self.head_to_head_proxy,
            self.tr("Head to head"),
            self.tr("One line per two pairs that met: the first pair's wins, losses and average margin."),
        )
        self.tabs.addTab(self.players_view, self.tr("&Players"))
        self.tabs.addTab(self.pairs_view, self.tr("P&airs of partners"))
        self.tabs.addTab(self._build_head_to_head(), self.tr("&Head to head"))
        layout.addWidget(self.tabs, 1)

        buttons = QHBoxLayout()
        self.hint_label = QLabel(
            with_keys(self.tr("Click a column title to sort · {Alt+E} exports the table · {Esc} closes")), self
        )
        theme.style_label(self.hint_label, theme.MUTED_COLOUR)
        buttons.addWidget(self.hint_label, 1)
        self.export_button = QPushButton(self.tr("&Export as CSV…"), self)
        self.export_button.setAccessibleDescription(
            self.tr("Save the table in view as a spreadsheet file (CSV), sorted as shown")
        )
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setAccessibleDescription(self.tr("Close the archive statistics"))
        for button in (self.export_button, self.close_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.close_button.clicked.connect(self.reject)
        self.resize(1240, 640)  # every column whole in the longest language (French), tournaments' too
        self.count()

    # --- building ------------------------------------------------------------------------------

    def _build_filters(self) -> QHBoxLayout:
        from tarbish_score.model import PRESET_NAMES
        from tarbish_score.words.rules import preset_label

        row = QHBoxLayout()
        self.since_edit = self._date_edit(
            self.tr("From"), self.tr("Count matches started on or after this day; the first day: no limit")
        )
        self.until_edit = self._date_edit(
            self.tr("To"), self.tr("Count matches started on or before this day; the first day: no limit")
        )
        since_label = QLabel(self.tr("&From:"), self)
        since_label.setBuddy(self.since_edit)
        until_label = QLabel(self.tr("&To:"), self)
        until_label.setBuddy(self.until_edit)
        self.preset_combo = QComboBox(self)
        self.preset_combo.addItem(self.tr("Any house rules"), None)
        for name in PRESET_NAMES:
            self.preset_combo.addItem(preset_label(name), name)
        self.preset_combo.setAccessibleName(self.tr("House rules"))
        self.preset_combo.setAccessibleDescription(self.tr("Count only matches played under this preset"))
        preset_label_widget = QLabel(self.tr("House &rules:"), self)
        preset_label_widget.setBuddy(self.preset_combo)
        self.player_edit = QLineEdit(self)
        self.player_edit.setClearButtonEnabled(True)
        self.player_edit.setPlaceholderText(self.tr("Anyone"))
        self.player_edit.setAccessibleName(self.tr("Player"))
        self.player_edit.setAccessibleDescription(
            self.tr("Count only matches this player played, and show only their lines")
        )
        self._names_model = QStringListModel(self)
        self._completer = QCompleter(self._names_model, self)
        self._completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.player_edit.setCompleter(self._completer)
        player_label = QLabel(self.tr("P&layer:"), self)
        player_label.setBuddy(self.player_edit)
        self.games_combo = GamesCombo(self)
        games_label = QLabel(self.tr("&Games:"), self)
        games_label.setBuddy(self.games_combo)
        for widget in (since_label, self.since_edit, until_label, self.until_edit, preset_label_widget):
            row.addWidget(widget)
        row.addWidget(self.preset_combo)
        row.addWidget(games_label)
        row.addWidget(self.games_combo)
        row.addWidget(player_label)
        row.addWidget(self.player_edit, 1)
        self.since_edit.dateChanged.connect(self._on_filter_changed)
        self.until_edit.dateChanged.connect(self._on_filter_changed)
        self.preset_combo.currentIndexChanged.connect(self._on_filter_changed)
        self.games_combo.currentIndexChanged.connect(self._on_filter_changed)
        self.player_edit.textChanged.connect(self._on_player_edit_text_changed)
        return row

    def choose_games(self, source: str = "all", tournament: int | None = None) -> None:
        """Choose the games counted: ``source`` all, matches or tournaments; or one tournament (its id)."""
        self.games_combo.choose(source, tournament)

    def _date_edit(self, name: str, description: str) -> QDateEdit:
        edit = QDateEdit(self)
        edit.setCalendarPopup(True)
        from tarbish_score.qt.language import short_date_format

        edit.setDisplayFormat(short_date_format(edit.locale()))  # four-digit years, as every date shown
        edit.setMinimumDate(_NO_DATE)
        edit.setSpecialValueText(self.tr("any day"))
        edit.setDate(_NO_DATE)
        edit.setAccessibleName(name)
        edit.setAccessibleDescription(description)
        return edit

    def _build_head_to_head(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 6, 0, 0)
        row = QHBoxLayout()
        self.first_pair_combo = QComboBox(page)
        self.second_pair_combo = QComboBox(page)
        self.first_pair_combo.setAccessibleName(self.tr("First pair"))
        self.second_pair_combo.setAccessibleName(self.tr("Second pair"))
        for combo in (self.first_pair_combo, self.second_pair_combo):
            combo.setAccessibleDescription(self.tr("Show only the matches between the two pairs chosen"))
            combo.setMinimumContentsLength(18)
            combo.currentIndexChanged.connect(self._on_pair_combo_changed)
        first_label = QLabel(self.tr("Pair:"), page)
        first_label.setBuddy(self.first_pair_combo)
        against_label = QLabel(self.tr("against:"), page)
        against_label.setBuddy(self.second_pair_combo)
        for widget in (first_label, self.first_pair_combo, against_label, self.second_pair_combo):
            row.addWidget(widget)
        row.addStretch(1)
        layout.addLayout(row)
        self.head_to_head_label = QLabel(page)
        self.head_to_head_label.setObjectName("headToHeadLabel")
        self.head_to_head_label.setWordWrap(True)
        theme.style_label(self.head_to_head_label, bold=True, pixel_size=16)
        layout.addWidget(self.head_to_head_label)
        layout.addWidget(self.head_to_head_view, 1)
        return page

    def _proxy(self, model: StatisticsTableModel, proxy: QSortFilterProxyModel) -> QSortFilterProxyModel:
        proxy.setSourceModel(model)
        proxy.setSortRole(SORT_ROLE)
        proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        return proxy

    def _view(self, proxy: QSortFilterProxyModel, name: str, description: str) -> QTableView:
        view = QTableView(self)
        view.setModel(proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the archive's order (most won first) until a click
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.verticalHeader().hide()
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        view.setAccessibleName(name)
        view.setAccessibleDescription(description)
        return view

    # --- counting ----------------------------------------------------------------------------------

    def statistics_filter(self) -> StatisticsFilter:
        """The filter the controls set (dates are local days; "to" includes its day)."""
        from datetime import timedelta

        from tarbish_score.storage import StatisticsFilter

        def day(edit: QDateEdit, after: int = 0) -> datetime | None:
            date = edit.date()
            if date == _NO_DATE:
                return None
            start = datetime(date.year(), date.month(), date.day()) + timedelta(days=after)
            return start.astimezone()

        from tarbish_score.storage import Source

        player = self.player_edit.text().strip() or None
        source, tournament = self.games_combo.games()
        return StatisticsFilter(
            since=day(self.since_edit),
            until=day(self.until_edit, after=1),
            preset=self.preset_combo.currentData(),
            player=player,
            source=Source(source),
            tournament=tournament,
        )

    def count(self) -> None:
        """Count again under the filters, on the worker thread (a newer count replaces an older one)."""
        self._typing_timer.stop()
        self._generation += 1
        self._busy_timer.start()
        query = _Query(self._directory, self.statistics_filter(), self._generation, self._signals, self.query_threads)
        self._pool.start(query)

    @property
    def counting(self) -> bool:
        """True while a count is asked for (a name being typed) or has not answered yet."""
        return self._typing_timer.isActive() or self._answered != self._generation

    def _on_query_counted(self, generation: int, answer: tuple[ArchiveStatistics, list[TournamentSummary]]) -> None:
        if generation != self._generation:
            return  # a newer count is on its way
        result, tournaments = answer
        self.games_combo.set_tournaments(tournaments)  # a count under a tournament gone follows
        self._answered = generation
        self._busy_timer.stop()
        self.busy_bar.hide()
        self.statistics = result
        self.players_model.set_rows([standing_values(line) for line in result.players])
        self.pairs_model.set_rows([standing_values(line) for line in result.pairs])
        # "With rounds" only tells something when a game counted has no rounds (a typed tournament result).
        column = STANDING_COLUMNS.index("with_rounds")
        without = any(line.without_rounds for line in (*result.players, *result.pairs))
        for view in (self.players_view, self.pairs_view):
            view.setColumnHidden(column, not without)
        self.head_to_head_model.set_rows([head_to_head_values(line) for line in result.head_to_head])
        if not result.filter.player:
            self._names = [line.name for line in result.players]
            self._names_model.setStringList(self._names)
        self._fill_pair_combos([line.name for line in result.pairs])
        self.count_label.setText(self._counted_text(result))
        self.rounds_note.setVisible(result.tournament_games > 0)
        self._show_head_to_head()
        self.counted.emit(result)

    def _counted_text(self, result: ArchiveStatistics) -> str:
        """What was counted: finished matches and tournament games (no plural to agree: counts after a colon)."""
        from tarbish_score.storage import Source

        games = result.tournament_games
        matches = result.matches - games
        only_tournaments = result.filter.tournament is not None or result.filter.source is Source.TOURNAMENTS
        if not result.matches:
            if result.filter.source is Source.MATCHES:
                return self.tr("No finished match to count under these filters")
            return self.tr("No game to count under these filters")
        if only_tournaments:
            return self.tr("Tournament games counted: {n}").format(n=count_text(games))
        if games:
            return self.tr("Games counted: {total} · finished matches: {matches} · tournament games: {games}").format(
                total=count_text(result.matches), matches=count_text(matches), games=count_text(games)
            )
        if matches == 1:
            return self.tr("1 finished match counted")
        return self.tr("{n} finished matches counted").format(n=count_text(matches))

    def _on_query_failed(self, generation: int, reason: str) -> None:
        if generation != self._generation:
            return
        self._answered = generation
        self._busy_timer.stop()
        self.busy_bar.hide()
        self.count_label.setText(self.tr("The archive could not be read: {reason}").format(reason=reason))

    def _on_busy_timer_timeout(self) -> None:
        self.busy_bar.show()
        self.count_label.setText(self.tr("Counting…"))

    def _on_filter_changed(self, *args: object) -> None:
        self.count()

    def _on_player_edit_text_changed(self, text: str) -> None:
        self._typing_timer.start()

    # --- head to head --------------------------------------------------------------------------------

    def _fill_pair_combos(self, names: list[str]) -> None:
        for combo in (self.first_pair_combo, self.second_pair_combo):
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("any pair"), None)
            for name in sorted(names, key=str.casefold):
                combo.addItem(name, name)
            index = combo.findData(chosen) if chosen is not None else 0
            combo.setCurrentIndex(max(index, 0))
            combo.blockSignals(False)
        self._on_pair_combo_changed()

    def choose_pairs(self, first: str | None, second: str | None) -> None:
        """Choose the two pairs of the head to head (None: any pair)."""
        for combo, name in ((self.first_pair_combo, first), (self.second_pair_combo, second)):
            index = combo.findData(name) if name is not None else 0
            combo.setCurrentIndex(max(index, 0))

    def _on_pair_combo_changed(self, *args: object) -> None:
        self.head_to_head_proxy.set_pairs(self.first_pair_combo.currentData(), self.second_pair_combo.currentData())
        self._show_head_to_head()

    def _show_head_to_head(self) -> None:
        first, second = self.first_pair_combo.currentData(), self.second_pair_combo.currentData()
        if self.statistics is None or first is None or second is None:
            self.head_to_head_label.setText(self.tr("Choose two pairs to see how they did against each other."))
            return
        if first == second:
            self.head_to_head_label.setText(self.tr("Choose two different pairs."))
            return
        meeting = next((m for m in self.statistics.head_to_head if set(m.pairs) == {first, second}), None)
        if meeting is None:
            self.head_to_head_label.setText(
                self.tr("{a} and {b} have not played each other here.").format(a=first, b=second)
            )
            return
        flip = meeting.pairs[0] != first
        won = meeting.wins[1] if flip else meeting.wins[0]
        lost = meeting.wins[0] if flip else meeting.wins[1]
        margin = meeting.average_margin
        if margin is not None and flip:
            margin = -margin
        self.head_to_head_label.setText(
            self.tr(
                "{a} against {b}: {played} played, {won} won, {lost} lost, {drawn} drawn; "
                "average margin {margin} points"
            ).format(
                a=first,
                b=second,
                played=count_text(meeting.played),
                won=count_text(won),
                lost=count_text(lost),
                drawn=count_text(meeting.drawn),
                margin=margin_text(margin),
            )
        )

    # --- the table in view, and CSV -------------------------------------------------------------------

    def current_table(self) -> tuple[StatisticsTableModel, QSortFilterProxyModel]:
        """The model and proxy of the tab in view."""
        index = self.tabs.currentIndex()
        if index == 1:
            return self.pairs_model, self.pairs_proxy
        if index == 2:
            return self.head_to_head_model, self.head_to_head_proxy
        return self.players_model, self.players_proxy

    def shown_rows(self) -> list[tuple[Value, ...]]:
        """The values of the table in view, in the order shown (sorted and filtered)."""
        model, proxy = self.current_table()
        return [model.values(proxy.mapToSource(proxy.index(row, 0)).row()) for row in range(proxy.rowCount())]

    def export_csv(self, path: str | Path | None = None) -> Path | None:
        """Write the table in view as CSV (headers in the user's language) to ``path``, or where the user picks.

        Returns:
            Where it was written, or None (no path chosen, or the file could not be written: said in a message).
        """
        from tarbish_score.exchange.files import error_text
        from tarbish_score.exchange.statistics_csv import write_table_csv

        target = path if path is not None else self.choose_csv_path()
        if not target:
            return None
        model, _ = self.current_table()
        rates = [model.is_rate(column) for column in range(model.columnCount())]
        try:
            written = write_table_csv(target, model.headers, self.shown_rows(), rates)
        except OSError as error:
            self.show_error(self.tr("The table was not saved: {reason}").format(reason=error_text(error)))
            return None
        self.count_label.setText(self.tr("Saved to {path}").format(path=written))
        return written

    def choose_csv_path(self) -> str:
        """Ask where to save the CSV (a file dialog; tests replace this method). "" when cancelled."""
        from tarbish_score.exchange.names import safe_name

        name = self.tr("tarabish-statistics.csv")
        source, tournament = self.games_combo.games()
        if tournament is not None or source != "all":
            # The games counted name the file: "tarabish-statistics Legion hall, 30-11-2026.csv".
            stem = name.removesuffix(".csv")
            name = f"{stem} {safe_name(self.games_combo.currentText(), fallback=source)}.csv"
        suggested = str(Path.home() / name)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the statistics as CSV"), suggested, self.tr("Spreadsheet (CSV) (*.csv)")
        )
        return path

    def show_error(self, text: str) -> None:
        """Tell the user something failed (a message box; tests replace this method)."""
        QMessageBox.warning(self, self.tr("Archive statistics"), text)

    def _on_export_button_clicked(self) -> None:
        self.export_csv()

    def done(self, result: int) -> None:
        """Close, once a count under way has finished (it only reads; it is never long)."""
        self._typing_timer.stop()
        self._busy_timer.stop()
        self._generation += 1  # whatever still answers is dropped
        self._pool.waitForDone()
        super().done(result)

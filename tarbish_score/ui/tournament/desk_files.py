"""The desk's paper and files: slips and standings printed or saved as PDF, the standings as CSV, and the table
laptops' match records taken in (Import…, drag and drop, a watched folder).

A table laptop's record is checked by the engine first (its table code must name a table of the round being
played that has no result yet: ``Tournament.with_record``); only a record the night takes is kept in the
archive as a match (``exchange.importing.import_records``: its games count in the statistics, a second copy
is skipped), then the night is saved and shown (``TournamentDesk.apply``). A record refused says why, with
its file's name; nothing of it is kept.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from tarbish_score.model import TarbishError
from tarbish_score.model.tournament import canonical_table_code
from tarbish_score.words.tournament import tournament_error_text
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.exchange.importing import ReadRecord
    from tarbish_score.exchange.table_results import Arrival
    from tarbish_score.model.tournament import Tournament
    from tarbish_score.storage import MatchStore
    from tarbish_score.ui.tournament.intake import WatchedFolder

__all__ = ["DeskFiles", "DeskHost"]


class DeskHost(Protocol):
    """What the files ask of the desk window (``ui/tournament/desk.py``)."""

    tournament: Tournament
    store: MatchStore
    name: str

    def apply(
        self,
        make: Callable[[Tournament], Tournament],
        news: str = "",
        *,
        refused: Callable[[str], object] | None = None,
    ) -> bool:
        """Make a change: saved, then shown; False (said, to ``refused`` if given) when refused or not saved."""

    def say(self, text: str) -> None:
        """Tell news in the status line."""

    def say_problem(self, text: str) -> None:
        """Say why something was not done."""


class DeskFiles:
    """What the desk writes and reads: one per desk.

    Args:
        desk: the desk (its night, archive and status line).
        widget: the desk's window (the file dialogs' parent, the watched folder's owner).
    """

    def __init__(self, desk: DeskHost, widget: QWidget) -> None:
        self.desk = desk
        self.widget = widget
        self.watched: WatchedFolder | None = None
        #: Every refusal said, newest last (the file's name and why).
        self.refusals: list[str] = []
        #: The dialog asking for a record's table code, while one is open.
        self.code_dialog: QDialog | None = None
        self._waiting: list[tuple[ReadRecord, str]] = []

    # --- asking -------------------------------------------------------------------------------------

    def ask_save(self, title: str, name: str, kind: str) -> str:
        """Ask where to save; "" when cancelled."""
        path, _ = QFileDialog.getSaveFileName(self.widget, title, str(Path.home() / name), kind)
        return path

    def _file_name(self, what: str, suffix: str) -> str:
        base = self.desk.name or translate("TournamentDesk", "tournament")
        cleaned = "".join(c if c.isalnum() or c in " -_" else "-" for c in base).strip() or "tournament"
        return f"{cleaned} - {what}{suffix}"

    def _printer(self) -> object | None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from tarbish_score.qt.preferences import chosen_paper
        from tarbish_score.qt.scoresheet import set_paper

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        set_paper(printer, chosen_paper())
        dialog = QPrintDialog(printer, self.widget)
        return printer if dialog.exec() == QPrintDialog.DialogCode.Accepted else None

    # --- paper ---------------------------------------------------------------------------------------

    def save_slips_pdf(self, round_number: int, path: str | None = None) -> Path | None:
        """Save round ``round_number``'s draw, table cards and score slips as a PDF (asked where unless given)."""
        from tarbish_score.qt.preferences import chosen_paper
        from tarbish_score.qt.tournament_paper import write_round_slips

        if round_number == 0:
            self.desk.say_problem(translate("TournamentDesk", "No round is drawn yet: draw one first."))
            return None
        chosen = path or self.ask_save(
            translate("TournamentDesk", "Save slips and table cards"),
            self._file_name(translate("TournamentDesk", "round {n}").format(n=round_number), ".pdf"),
            "PDF (*.pdf)",
        )
        if not chosen:
            return None
        return self._written(
            lambda: write_round_slips(self.desk.tournament, round_number, chosen, chosen_paper(), title=self.desk.name)
        )

    def save_standings_pdf(self, path: str | None = None) -> Path | None:
        """Save the standings and the tie-break report as a PDF."""
        from tarbish_score.qt.preferences import chosen_paper
        from tarbish_score.qt.tournament_paper import write_standings_pdf

        chosen = path or self.ask_save(
            translate("TournamentDesk", "Save standings"),
            self._file_name(translate("TournamentDesk", "standings"), ".pdf"),
            "PDF (*.pdf)",
        )
        if not chosen:
            return None
        return self._written(
            lambda: write_standings_pdf(self.desk.tournament, chosen, chosen_paper(), title=self.desk.name)
        )

    def export_standings_csv(self, path: str | None = None) -> Path | None:
        """Export the standings (and the tie-break report) as CSV."""
        from tarbish_score.exchange.tournament_csv import write_standings_csv

        chosen = path or self.ask_save(
            translate("TournamentDesk", "Export standings"),
            self._file_name(translate("TournamentDesk", "standings"), ".csv"),
            translate("TournamentDesk", "Spreadsheet (*.csv)"),
        )
        if not chosen:
            return None
        return self._written(lambda: write_standings_csv(self.desk.tournament, chosen))

    def _written(self, write: object) -> Path | None:
        assert callable(write)
        try:
            written: Path = write()
        except OSError as error:
            self.desk.say_problem(translate("TournamentDesk", "Not written: {why}").format(why=error.strerror or error))
            return None
        except TarbishError as error:
            self.desk.say_problem(tournament_error_text(error))
            return None
        self.desk.say(translate("TournamentDesk", "Written: {path}").format(path=written))
        return written

    def print_slips(self, round_number: int) -> int:
        """Print round ``round_number``'s paper; the pages printed (0: not printed)."""
        from tarbish_score.qt.tournament_paper import print_round_slips

        if round_number == 0:
            self.desk.say_problem(translate("TournamentDesk", "No round is drawn yet: draw one first."))
            return 0
        printer = self._printer()
        if printer is None:
            return 0
        return print_round_slips(self.desk.tournament, round_number, printer, title=self.desk.name)  # type: ignore[arg-type]

    def print_standings(self) -> int:
        """Print the standings; the pages printed (0: not printed)."""
        from tarbish_score.qt.tournament_paper import print_standings

        printer = self._printer()
        if printer is None:
            return 0
        return print_standings(self.desk.tournament, printer, title=self.desk.name)  # type: ignore[arg-type]

    # --- table laptops' records -------------------------------------------------------------------------

    def import_results(self) -> int:
        """Ask for match record files and take each; how many were taken."""
        paths, _ = QFileDialog.getOpenFileNames(
            self.widget,
            translate("TournamentDesk", "Import table results"),
            str(Path.home()),
            translate("TournamentDesk", "Match records (*.tarbish.json *.json)"),
        )
        return self.take_files(paths)

    def take_files(self, paths: list[str]) -> int:
        """Take each file's record, one by one; how many were taken."""
        return sum(self.take_file(path) for path in paths)

    def take_file(self, path: str | os.PathLike[str]) -> bool:
        """Read a table laptop's match record file and take it (or say why not)."""
        from tarbish_score.exchange.importing import ImportFailedError
        from tarbish_score.exchange.table_results import read_table_record
        from tarbish_score.ui.tournament.desk_words import problem_text

        try:
            record = read_table_record(path)
        except ImportFailedError as error:
            self.refuse(Path(path), problem_text(error.problems[0]))
            return False
        return self.take_record(record)

    def take_record(
        self, record: ReadRecord, code: str | None = None, *, refused: Callable[[str], object] | None = None
    ) -> bool:
        """Take a read record: the night checks it, the archive keeps its match, then the night is saved and shown.

        Args:
            record: the record read.
            code: the table code typed at the desk; None: the record's own. A record that carries none
                makes the desk ask for the code on the table's slip (refused if the asking is cancelled).
            refused: where a refusal is said, without the file's name (the code's dialog); None: the desk's
                refusals, with the file's name.

        Returns:
            True once taken; False when refused or while the code is asked for.
        """
        from tarbish_score.exchange.importing import import_records
        from tarbish_score.storage import StoreError
        from tarbish_score.ui.tournament.desk_words import store_text

        match = record.match
        try:
            self.desk.tournament.with_record(match, code=code)
        except TarbishError as error:
            if error.code == "code_missing" and code is None:
                self.ask_code(record, tournament_error_text(error))
            elif refused is not None:
                refused(tournament_error_text(error))
            else:
                self.refuse(record.path, tournament_error_text(error))
            return False
        try:
            import_records(self.desk.store, [record])
        except StoreError as error:
            (refused or self.desk.say_problem)(
                translate("TournamentDesk", "Not saved, so nothing changed: {why}").format(why=store_text(error))
            )
            return False
        shown = canonical_table_code(code if code is not None else str(match.extra.get("table_code", "")))
        news = translate("TournamentDesk", "Table result {code} taken from {file}.").format(
            code=shown, file=record.path.name
        )
        return self.desk.apply(lambda t: t.with_record(match, code=code), news, refused=refused)

    def ask_code(self, record: ReadRecord, why: str) -> None:
        """Ask for the table code of a record that carries none (one at a time: the others wait their turn)."""
        self._waiting.append((record, why))
        if self.code_dialog is None:
            self._ask_next()

    def _ask_next(self) -> None:
        from tarbish_score.ui.tournament.desk_dialogs import CodeDialog

        if not self._waiting:
            return
        record, why = self._waiting.pop(0)
        dialog = CodeDialog(record.path.name, self.widget)
        self.code_dialog = dialog
        #: The last refusal of a code typed: said with the file's name if the asking is then cancelled.
        last = [why]

        def submit() -> str:
            said: list[str] = []
            self.take_record(record, dialog.code(), refused=said.append)
            if said:
                last[0] = said[0]
            return said[0] if said else ""

        def answered(result: int) -> None:
            self.code_dialog = None
            if result != QDialog.DialogCode.Accepted.value:
                self.refuse(record.path, last[0])
            self._ask_next()

        dialog.submit = submit
        dialog.finished.connect(answered)
        dialog.open()

    def refuse(self, path: Path, why: str) -> None:
        """Say that the file at ``path`` was refused, and why."""
        sentence = translate("TournamentDesk", "{file} refused: {why}").format(file=path.name, why=why)
        self.refusals.append(sentence)
        self.desk.say_problem(sentence)

    # --- the watched folder ---------------------------------------------------------------------------

    def choose_watched_folder(self, folder: str | None = None) -> WatchedFolder | None:
        """Watch ``folder`` (asked for unless given, from the folder last watched) for table laptops' records;
        those already there are taken. The folder is remembered (``WATCHED_FOLDER``) for the next desk opened."""
        from tarbish_score.qt import settings

        chosen = folder or QFileDialog.getExistingDirectory(
            self.widget,
            translate("TournamentDesk", "Watch a folder for table results"),
            settings.read(settings.WATCHED_FOLDER),
        )
        if not chosen:
            return None
        settings.write(settings.WATCHED_FOLDER, str(chosen))
        return self.watch(chosen)

    def watch_last_folder(self) -> WatchedFolder | None:
        """Watch again the folder last watched (a desk opened), if it is still there; None when there is none."""
        from tarbish_score.qt import settings

        folder = settings.read(settings.WATCHED_FOLDER)
        if not folder:
            return None
        if not Path(folder).is_dir():
            self.desk.say(
                translate(
                    "TournamentDesk", "{folder}, watched last time, is not there now: no folder is watched."
                ).format(folder=folder)
            )
            return None
        return self.watch(folder)

    def watch(self, chosen: str) -> WatchedFolder:
        """Watch ``chosen`` for table laptops' records (instead of any folder watched); those there are taken."""
        from tarbish_score.ui.tournament.intake import WatchedFolder

        self.stop_watching()
        self.watched = WatchedFolder(chosen, self.widget)
        self.watched.arrived.connect(self.take_arrival)
        self.desk.say(translate("TournamentDesk", "Watching {folder} for table results.").format(folder=chosen))
        self.watched.scan()
        return self.watched

    def take_arrival(self, arrival: Arrival) -> None:
        """Take a file the watched folder has ready (or say why it is refused)."""
        from tarbish_score.ui.tournament.desk_words import problem_text

        if arrival.record is not None:
            self.take_record(arrival.record)
        elif arrival.problem is not None:
            self.refuse(arrival.path, problem_text(arrival.problem))

    def stop_watching(self) -> None:
        """Watch no folder."""
        if self.watched is not None:
            self.watched.stop()
            self.watched.deleteLater()
            self.watched = None

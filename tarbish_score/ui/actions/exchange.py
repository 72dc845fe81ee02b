"""The window's export, print, copy, import, backup and restore commands (loaded on first use).

:class:`ExchangeActions` does the work behind the Match menu's items; the file
dialogs, the print dialog and message boxes sit behind small ``ask_*`` and
:meth:`ExchangeActions.tell` methods that tests replace.

The archive: the window's own store when it has one (``archive.store``, with
``archive.current_match_id`` for the match in the window, through the
:class:`~tarbish_score.ui.actions.hosts.ArchiveAccess` the window hands over);
otherwise the archive of :func:`tarbish_score.paths.data_dir` is opened for the
one command and closed again.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tarbish_score.qt.key_names import with_keys

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from tarbish_score.exchange.importing import ImportProblem, ImportResult
    from tarbish_score.model import Match
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.storage import LogEntry, MatchStore, StoreError
    from tarbish_score.ui.actions.hosts import ArchiveAccess
    from tarbish_score.words.summary import SummaryLabels

__all__ = ["ExchangeActions", "summary_labels"]

#: File kinds of Export…, by file ending.
EXPORT_KINDS = ("json", "csv", "pdf")


def summary_labels() -> SummaryLabels:
    """The "Copy result" sentences in the user's language."""
    from tarbish_score.words.summary import translated_labels

    return translated_labels()


def problem_text(problem: ImportProblem) -> str:
    """An import problem as the translated message a window shows (the English detail kept)."""
    from tarbish_score.words.errors import file_problem_text

    return file_problem_text(
        str(problem.path), problem.code, problem.message, field=problem.field, round_number=problem.round_number
    )


def store_text(error: StoreError) -> str:
    """An archive error as the translated message a window shows (the English detail kept)."""
    from tarbish_score.words.errors import store_error_text

    return store_error_text(str(error), str(getattr(error, "reason", "")))


def backup_text(error: Exception) -> str:
    """A backup that could not be written, as the translated message a window shows."""
    from tarbish_score.words.translation import translate

    return (
        translate("Wording", "The backup could not be written; nothing was left in the chosen folder.")
        + "\n"
        + translate("Wording", "Details: {detail}").format(detail=error)
    )


def file_write_text(path: str, errno_value: int | None, detail: str) -> str:
    """A file that could not be written, as the translated message a window shows."""
    from tarbish_score.words.errors import file_write_text as words_file_write_text

    return words_file_write_text(path, errno_value, detail)


class ExchangeActions(QObject):
    """Export, print, copy, import, backup and restore for one main window.

    Args:
        controller: the window's controller (it holds the match in force).
        archive: the window's open archive (if any), its status line, and opening a stored match in it.
        parent: the widget the dialogs and message boxes belong to (the main window).
    """

    def __init__(self, controller: MatchController, archive: ArchiveAccess, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.archive = archive
        self.parent_widget = parent
        #: The folder of the last export this session (the next save dialog opens there).
        self.last_export_folder: Path | None = None

    # --- what tests replace -------------------------------------------------------------

    def ask_save_path(self, title: str, suggested: str, filters: str) -> str:
        """Ask where to save; "" when cancelled (an existing file is asked about after, by :meth:`ask_replace`)."""
        options = QFileDialog.Option.DontConfirmOverwrite
        path, _chosen = QFileDialog.getSaveFileName(self.parent_widget, title, suggested, filters, options=options)
        return path

    def export_folder(self) -> Path:
        """Where the save dialog opens: the folder of the last export, else Documents, else home."""
        if self.last_export_folder is not None and self.last_export_folder.is_dir():
            return self.last_export_folder
        from PySide6.QtCore import QStandardPaths

        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return Path(documents) if documents and Path(documents).is_dir() else Path.home()

    def ask_replace(self, path: Path) -> bool:
        """Ask before replacing ``path`` (a message box; tests replace this method)."""
        answer = QMessageBox.question(
            self.parent_widget,
            self.tr("Replace the file?"),
            self.tr("{name} already exists. Replace it?").format(name=path.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_open_paths(self, title: str, filters: str) -> list[str]:
        """Ask for files to open; empty when cancelled."""
        paths, _chosen = QFileDialog.getOpenFileNames(self.parent_widget, title, "", filters)
        return list(paths)

    def ask_folder(self, title: str) -> str:
        """Ask for a folder; "" when cancelled."""
        return QFileDialog.getExistingDirectory(self.parent_widget, title)

    def ask_print(self, printer: QPrinter) -> bool:
        """Show the system print dialog for ``printer``; True to print."""
        from PySide6.QtPrintSupport import QPrintDialog

        dialog = QPrintDialog(printer, self.parent_widget)
        return bool(dialog.exec() == QPrintDialog.DialogCode.Accepted)

    def tell(self, title: str, text: str) -> None:
        """Show a problem the user must read (a message box)."""
        QMessageBox.warning(self.parent_widget, title, text)

    def new_printer(self) -> QPrinter:
        """The printer the print dialog sets up."""
        from PySide6.QtPrintSupport import QPrinter

        from tarbish_score.qt.preferences import chosen_paper
        from tarbish_score.qt.scoresheet import set_paper

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        set_paper(printer, chosen_paper())  # Match ▸ Scoresheet paper size; the print dialog may still change it
        return printer

    # --- the archive ------------------------------------------------------------------------

    @contextmanager
    def _store(self) -> Iterator[MatchStore]:
        """The window's archive, or the data folder's for this one command."""
        own = self.archive.store
        if own is not None:
            yield own
            return
        from tarbish_score import paths
        from tarbish_score.storage import MatchStore

        with MatchStore.open(paths.data_dir()) as store:
            yield store

    def _stored_details(self) -> tuple[Sequence[LogEntry], int | None, datetime | None, datetime | None]:
        """The log, id and dates of the window's match when the window's archive keeps it."""
        store, match_id = self.archive.store, self.archive.current_match_id
        if store is None or match_id is None:
            return (), None, None, None
        from tarbish_score.storage import StoreError

        try:
            stored = store.load_match(match_id)
        except StoreError:
            return (), None, None, None
        return stored.log, match_id, stored.created, stored.finished

    def _status(self, text: str) -> None:
        self.archive.show_status(text, 8000)

    def _match(self) -> Match | None:
        match = self.controller.match
        if match is None:
            self._status(with_keys(self.tr("There is no match yet: start one with {Ctrl+N}.")))
        return match

    # --- export, print, copy ---------------------------------------------------------------

    def export_match(self, match_id: int | None = None) -> Path | None:
        """Export a match as JSON, CSV or a PDF scoresheet (by the file's ending).

        Args:
            match_id: an archived match (the archive window's Export); None for the
                match in the window.

        Returns:
            The file written, or None (cancelled or failed; the user was told).
        """
        subject = self._subject(match_id)
        if subject is None:
            return None
        match, created = subject[0], subject[3]
        filters = ";;".join(
            [
                self.tr("Match record (*.tarbish.json)"),
                self.tr("Spreadsheet (*.csv)"),
                self.tr("Scoresheet (*.pdf)"),
            ]
        )
        from tarbish_score.exchange.names import free_path, match_stem
        from tarbish_score.exchange.records import RECORD_SUFFIX

        # "Us v Them 2026-11-30.tarbish.json", the day the match started; " (2)" if another match has that name.
        stem = match_stem((match.teams[0].name, match.teams[1].name), created or datetime.now())
        suggested = free_path(self.export_folder(), stem, RECORD_SUFFIX)
        chosen = self.ask_save_path(self.tr("Export the match"), str(suggested), filters)
        if not chosen:
            return None
        path = Path(chosen)
        kind = next((k for k in EXPORT_KINDS if path.name.lower().endswith("." + k)), "json")
        if kind == "json" and not path.name.lower().endswith(".json"):
            path = path.with_name(path.name + RECORD_SUFFIX)
        # Never over another file unasked (the dialog leaves this question to us, so it is asked once).
        if path.exists() and not self.ask_replace(path):
            return None
        written = self.export_to(path, kind, match_id)
        if written is not None:
            self.last_export_folder = path.parent
        return written

    def _subject(
        self, match_id: int | None
    ) -> tuple[Match, Sequence[LogEntry], int | None, datetime | None, datetime | None] | None:
        """The match to export with its log, id and dates: an archived one, or the window's."""
        if match_id is None:
            match = self._match()
            return None if match is None else (match, *self._stored_details())
        from tarbish_score.storage import StoreError

        try:
            with self._store() as store:
                stored = store.load_match(match_id)
        except StoreError as error:
            self.tell(self.tr("Export failed"), error.message)
            return None
        return stored.match, stored.log, stored.id, stored.created, stored.finished

    def export_to(self, path: Path, kind: str, match_id: int | None = None) -> Path | None:
        """Write a match (``match_id`` from the archive, or the window's) to ``path`` as ``kind``.

        Args:
            path: the file to write (written whole or not at all).
            kind: ``json``, ``csv`` or ``pdf``.
            match_id: an archived match, or None for the match in the window.
        """
        subject = self._subject(match_id)
        if subject is None:
            return None
        match, log, match_id, created, finished = subject
        from tarbish_score.exchange.files import InDataFolderError, check_outside_data_folder

        try:
            # Never over the archive: neither the data folder's nor the window's own (write_atomic checks the first).
            own = self.archive.store
            if own is not None:
                check_outside_data_folder(path, [own.directory])
            if kind == "csv":
                from tarbish_score.exchange.csv_export import write_csv

                write_csv(match, path, started=created, log=log)
            elif kind == "pdf":
                from tarbish_score.qt.preferences import chosen_paper
                from tarbish_score.qt.scoresheet import SheetInfo, write_scoresheet_pdf
                from tarbish_score.ui.race_chart import chart_painter

                paper = chosen_paper()  # Match ▸ Scoresheet paper size, else the locale's
                info = SheetInfo(created, finished, log, match_id)
                write_scoresheet_pdf(match, path, info, paper=paper, chart=chart_painter(match))
            else:
                from tarbish_score.exchange.records import export_record, write_record

                write_record(export_record(match, log, match_id=match_id, created=created, finished=finished), path)
        except InDataFolderError as error:
            self.tell(
                self.tr("Export failed"),
                self.tr(
                    "Could not write {path}: it is in the folder that keeps the match archive ({folder}). "
                    "Choose another folder."
                ).format(path=path, folder=error.folder),
            )
            return None
        except OSError as error:
            self.tell(self.tr("Export failed"), file_write_text(str(path), error.errno, error.strerror or str(error)))
            return None
        self._status(self.tr("Exported to {path}").format(path=path))
        return path

    def print_match(self) -> bool:
        """Print the scoresheet through the system print dialog; True when sent to the printer."""
        match = self._match()
        if match is None:
            return False
        printer = self.new_printer()
        if not self.ask_print(printer):
            return False
        from tarbish_score.qt.scoresheet import SheetInfo, print_scoresheet
        from tarbish_score.ui.race_chart import chart_painter

        log, match_id, created, finished = self._stored_details()
        print_scoresheet(match, printer, SheetInfo(created, finished, log, match_id), chart=chart_painter(match))
        self._status(self.tr("Scoresheet sent to the printer."))
        return True

    def copy_result(self) -> str:
        """Put the short result summary on the clipboard and return it ("" with no match)."""
        match = self._match()
        if match is None:
            return ""
        from tarbish_score.exchange.summary import result_summary

        text = result_summary(match, summary_labels())
        QGuiApplication.clipboard().setText(text)
        self._status(self.tr("Result copied: paste it into the group chat."))
        return text

    # --- import, backup, restore -------------------------------------------------------------

    def import_records(self) -> ImportResult | None:
        """Ask for match records (or a backup's files) and import them all, or none."""
        filters = ";;".join([self.tr("Match records (*.tarbish.json *.json)"), self.tr("All files (*)")])
        chosen = self.ask_open_paths(self.tr("Import matches"), filters)
        if not chosen:
            return None
        return self.import_paths(chosen)

    def import_paths(self, paths: Sequence[str | Path], *, skip_repeats: bool = True) -> ImportResult | None:
        """Import ``paths`` (files or backup folders): all checked first, then all or none.

        Returns:
            What was imported, or None when nothing was (the user was told why).
        """
        from tarbish_score.exchange.importing import ImportFailedError, import_paths
        from tarbish_score.storage import StoreError

        try:
            with self._store() as store:
                result = import_paths(store, paths, skip_repeats=skip_repeats)
        except ImportFailedError as error:
            lines = "\n".join(problem_text(problem) for problem in error.problems)
            self.tell(
                self.tr("Nothing was imported"),
                self.tr("These files have problems, so nothing was imported:\n\n{problems}").format(problems=lines),
            )
            return None
        except StoreError as error:
            self.tell(self.tr("Nothing was imported"), store_text(error))
            return None
        self._status(
            self.tr("Imported %n match(es)", "", len(result.ids))
            + self.tr("; %n already saved, skipped", "", len(result.skipped))
        )
        return result

    def back_up(self) -> Path | None:
        """Back up every match into a new folder inside a folder the user picks."""
        from tarbish_score.exchange.backup import BackupError, write_backup
        from tarbish_score.storage import StoreError

        chosen = self.ask_folder(self.tr("Back up all matches into…"))
        if not chosen:
            return None
        from tarbish_score.exchange.names import free_path

        target = free_path(Path(chosen), f"Tarabish backup {datetime.now():%Y-%m-%d}", "")
        try:
            with self._store() as store:
                result = write_backup(store, target)
        except StoreError as error:
            self.tell(self.tr("Backup failed"), store_text(error))
            return None
        except BackupError as error:
            self.tell(self.tr("Backup failed"), backup_text(error))
            return None
        self._status(self.tr("%n match(es) backed up in {folder}", "", len(result.files)).format(folder=target))
        return target

    def restore(self) -> ImportResult | None:
        """Bring in every match of a backup folder it can, skipping those already saved.

        Not all or nothing: the matches that could not be taken (a damaged or missing file)
        are named in a message box beside how many were brought in.

        Returns:
            What was restored, or None when nothing could be (the user was told why).
        """
        import dataclasses

        from tarbish_score.exchange.backup import restore_backup
        from tarbish_score.exchange.importing import ImportFailedError
        from tarbish_score.storage import StoreError

        chosen = self.ask_folder(self.tr("Restore from backup folder…"))
        if not chosen:
            return None
        try:
            with self._store() as store:
                result = restore_backup(store, chosen)
        except ImportFailedError as error:
            lines = "\n".join(problem_text(problem) for problem in error.problems)
            self.tell(self.tr("Nothing was restored"), lines)
            return None
        except StoreError as error:
            self.tell(self.tr("Nothing was restored"), store_text(error))
            return None
        brought = self.tr("Brought in %n match(es)", "", len(result.ids)) + self.tr(
            "; %n already saved, skipped", "", len(result.skipped)
        )
        if result.not_taken:
            # The files by name alone: the folder is the one just chosen.
            named = dataclasses.replace(
                result, problems=tuple(dataclasses.replace(p, path=Path(p.path.name)) for p in result.problems)
            )
            self.tell(
                self.tr("Some matches were not restored"),
                self.tr("{brought}.\n\nCould not take from {folder}:\n{problems}").format(
                    brought=brought, folder=chosen, problems="\n".join(f"• {line}" for line in named.not_taken)
                ),
            )
        self._status(brought)
        return result

    def open_record_file(self, path: str | Path) -> bool:
        """Open a ``.tarbish.json`` given on the command line: check it, import it (once), show it.

        Returns:
            True when the match is now in the window.
        """
        from tarbish_score.exchange.importing import ImportFailedError, import_records, read_paths
        from tarbish_score.storage import StoreError

        try:
            records = read_paths([path])
        except ImportFailedError as error:
            logging.getLogger("tarbish_score.ui").warning("cannot open %s: %s", path, error)
            self.tell(self.tr("Cannot open the match"), "\n".join(problem_text(p) for p in error.problems))
            return False
        match_id: int | None = None
        try:
            with self._store() as store:
                result = import_records(store, records)
            match_id = result.first_match()
        except StoreError as error:
            self._status(
                self.tr("Not saved in the archive: {error}").format(error=store_text(error).replace("\n", " "))
            )
        if match_id is not None and self.archive.store is not None:
            self.archive.open_stored_match(match_id)
        else:
            self.controller.start_match(records[0].match)
        return True

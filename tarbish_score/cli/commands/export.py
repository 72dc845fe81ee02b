"""``tarbish-score export``: one match or all, as a match record (JSON), CSV or a PDF scoresheet."""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING, TextIO

from tarbish_score.cli.commands.archive import LOCK_WAIT, archive_status, tell_set_aside
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command

if TYPE_CHECKING:
    from pathlib import Path

    from tarbish_score.storage import MatchStore, SalvageReport

EXCHANGE_FORMATS = ("json", "csv", "pdf")


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("id", metavar="ID", type=int, nargs="?", help="the match id (see 'list')")
    which.add_argument("--all", action="store_true", help="every match, into the folder PATH")
    parser.add_argument("--format", choices=EXCHANGE_FORMATS, help="default: from PATH's ending, else json")
    parser.add_argument("-o", "--output", metavar="PATH", required=True, help="the file or folder")
    parser.add_argument("--force", action="store_true", help="replace an existing file PATH")
    parser.add_argument(
        "--paper",
        type=str.lower,
        choices=("a4", "letter"),
        help="the PDF scoresheet's paper, a4 or letter (default: the region --language names, e.g. fr_CA, "
        "else the locale's: US Letter in the US, Canada, Mexico and other Letter countries, A4 elsewhere)",
    )
    parser.add_argument(
        "--language",
        metavar="LANG",
        help="the language of CSV and PDF labels, e.g. fr, es, it (default: the system locale; en: English)",
    )


def _speak(language: str | None, kind: str, err: TextIO) -> bool:
    """Install the catalogue of ``language`` (the system's if None) for a CSV or PDF; False (said) if none."""
    try:
        if kind == "pdf":
            from tarbish_score.ui.race_chart import ensure_widget_application

            # Before any translator: the sheet needs a GUI application, its race chart page widgets (pyqtgraph).
            ensure_widget_application()
        from tarbish_score.qt.language import install_language
    except ImportError:  # no PySide6 (a CSV only): English, unless another language was asked for
        if language in (None, "en") or (language or "").startswith("en_"):
            return True
        print(f"tarbish-score: --language {language} needs PySide6", file=err)
        return False
    try:
        install_language(language)
    except LookupError as error:
        print(f"tarbish-score: {error}; try en, fr, es or it", file=err)
        return False
    return True


def _export_format(path: str, chosen: str | None) -> str:
    if chosen:
        return chosen
    lower = path.lower()
    return next((kind for kind in EXCHANGE_FORMATS if lower.endswith("." + kind)), "json")


def export_command(
    match_id: int | None,
    *,
    every: bool,
    kind: str | None,
    output: str,
    out: TextIO,
    err: TextIO,
    force: bool = False,
    paper: str | None = None,
    language: str | None = None,
) -> int:
    """Export one match (``match_id``) or every match to ``output``.

    A PDF goes on ``paper`` (``"a4"`` or ``"letter"``), else the paper of the region ``language``
    names (``fr_CA``, ``es_MX``, ``en_US``: Letter), else the locale's
    (:func:`tarbish_score.exchange.paper.paper_from_environment`).
    CSV and PDF labels are in ``language`` ("fr", "es_MX"; "en" for English), or the system
    locale's language when None; the JSON match record is the same in every language.

    One match goes to the file ``output``, or into the folder ``output`` (an existing folder, or a
    path ending in a separator) under its teams-and-day name, never over a file there. An existing
    file is replaced only with ``force``: another match's export is never lost unasked.

    Returns:
        0 when written; :attr:`ExitCode.USAGE` for an empty ``output`` or a language without a
        catalogue; :func:`archive_status` of the error when the archive or the match is at fault
        (:attr:`ExitCode.ARCHIVE` when there is no archive); :attr:`ExitCode.CANNOT_WRITE` when the
        file cannot be written, or exists and ``force`` is not given; for ``every``, what
        :func:`_export_every` returns. One line on ``err``.
    """

    from tarbish_score import paths
    from tarbish_score.exchange.backup import BackupError
    from tarbish_score.exchange.files import error_text
    from tarbish_score.exchange.paper import paper_of_region
    from tarbish_score.storage import MatchStore, StoreError, database_path, opening

    paper = paper or paper_of_region(language)

    directory = paths.data_dir()
    if not output:
        print("tarbish-score: the output path is empty; name a file after -o", file=err)
        return ExitCode.USAGE
    kind = _export_format(output, kind)
    if kind != "json" and not _speak(language, kind, err):
        return ExitCode.USAGE
    try:
        # A folder that cannot be read is said as such (cause and fix), not taken for an empty one.
        found = opening.archive_exists(database_path(directory))
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return archive_status(error)
    if not found:
        print(f"tarbish-score: there are no saved matches in {directory}", file=err)
        return ExitCode.ARCHIVE
    try:
        # Read-only beside a running window or on a read-only disk: exporting still works.
        with MatchStore.open_for_reading(directory, wait=LOCK_WAIT) as store:
            if every:
                return _export_every(store, kind, output, out=out, err=err, paper=paper)
            assert match_id is not None  # argparse requires ID or --all
            path = _single_target(store, match_id, kind, output)
            if path.is_file() and not force:  # a regular file, or a link to one; pipes and devices stream
                print(
                    f"tarbish-score: {output} already exists; add --force to replace it, or give a folder"
                    " after -o for a new dated file",
                    file=err,
                )
                return ExitCode.CANNOT_WRITE
            _export_one(store, match_id, kind, path, paper=paper)
            out.write(f"{path}\n")
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return archive_status(error)
    except BackupError as error:
        print(f"tarbish-score: {error}", file=err)
        return ExitCode.CANNOT_WRITE
    except OSError as error:
        print(f"tarbish-score: {output}: cannot write ({error_text(error)})", file=err)
        return ExitCode.CANNOT_WRITE
    return ExitCode.OK


def _export_every(
    store: MatchStore, kind: str, output: str, *, out: TextIO, err: TextIO, paper: str | None = None
) -> int:
    """Export every readable match of ``store`` into the folder ``output``; name each one that is not.

    The whole archive is read first: a damaged one is set aside and salvaged (writable), or,
    beside a running window (read-only), salvaged into a temporary copy the export reads.

    Returns:
        0 when every match was exported; :attr:`ExitCode.INCOMPLETE` when some could not be read
        (each named on ``err``).

    Raises:
        StoreError, BackupError: the archive cannot be read, or the export cannot be written.
        OSError: the folder cannot be written.
    """
    import tempfile
    from pathlib import Path

    from tarbish_score.exchange.backup import record_name, write_backup
    from tarbish_score.exchange.files import check_outside_data_folder

    with tempfile.TemporaryDirectory(prefix="tarbish-salvage-") as scratch:
        report: SalvageReport | None
        if not store.read_only:
            store.repair()
            report, source = store.salvaged, store  # set aside now, or already when opening
            tell_set_aside(store, err)
        elif store.is_sound():
            report, source = None, store
        else:
            source, report = store.salvaged_copy(scratch)
            for line in report.lines():
                print(f"tarbish-score: {line}", file=err)
        try:
            if kind == "json":
                result = write_backup(source, output)
                out.write(f"{len(result.files)} matches backed up in {result.folder}\n")
                if result.tournaments:
                    out.write(f"{len(result.tournaments)} tournaments backed up in {result.folder}\n")
                for set_aside, reason in result.set_aside:
                    print(f"tarbish-score: match {set_aside} kept aside, it will not restore: {reason}", file=err)
            else:
                target = Path(output)
                check_outside_data_folder(target)
                target.mkdir(parents=True, exist_ok=True)
                # Named after the teams and the day; never over a file already in the folder.
                taken = {path.name for path in target.iterdir()}
                for summary in sorted(source.list_matches(), key=lambda s: s.id):
                    if summary.status != "unreadable":
                        name = record_name(summary, taken, f".{kind}")
                        taken.add(name)
                        _export_one(source, summary.id, kind, target / name, paper=paper)
                out.write(f"exported to {target}\n")
        finally:
            if source is not store:
                source.close()
    return ExitCode.INCOMPLETE if report is not None and report.lost else ExitCode.OK


def _single_target(store: MatchStore, match_id: int, kind: str, output: str) -> Path:
    """Where one match goes: ``output`` itself, or a new teams-and-day name in the folder ``output``.

    Raises:
        StoreError: no match ``match_id`` in the archive (asked only for a folder).
        InDataFolderError: ``output`` is in the data folder.
        OSError: the folder cannot be made.
    """
    from pathlib import Path

    from tarbish_score.exchange.files import check_outside_data_folder
    from tarbish_score.exchange.names import free_path, match_stem
    from tarbish_score.exchange.records import RECORD_SUFFIX

    path = Path(output)
    check_outside_data_folder(path)
    if not (path.is_dir() or output.endswith(("/", os.sep))):
        return path
    path.mkdir(parents=True, exist_ok=True)
    stored = store.load_match(match_id)
    stem = match_stem((stored.match.teams[0].name, stored.match.teams[1].name), stored.created)
    return free_path(path, stem, RECORD_SUFFIX if kind == "json" else f".{kind}")


def _export_one(store: MatchStore, match_id: int, kind: str, path: Path, *, paper: str | None = None) -> None:
    """Write one archived match as ``kind`` (json, csv or pdf) to ``path`` (a PDF on ``paper``, else the locale's)."""
    from tarbish_score.exchange.records import stored_record, write_record

    if kind == "json":
        write_record(stored_record(store, match_id), path)
        return
    stored = store.load_match(match_id)
    if kind == "csv":
        from tarbish_score.exchange.csv_export import write_csv

        write_csv(stored.match, path, started=stored.created, log=stored.log)
        return
    from tarbish_score.exchange.paper import paper_for_locale, paper_from_environment
    from tarbish_score.qt.scoresheet import SheetInfo, write_scoresheet_pdf

    info = SheetInfo(stored.created, stored.finished, stored.log, stored.id)
    sheet_paper = "letter" if paper == "letter" else "a4" if paper == "a4" else paper_from_environment()
    if sheet_paper is None:  # no POSIX locale variable (Windows, macOS): ask Qt for the system's
        from PySide6.QtCore import QLocale

        sheet_paper = paper_for_locale(QLocale.system().name())
    from tarbish_score.ui.race_chart import chart_painter, ensure_widget_application

    ensure_widget_application()  # the race chart is drawn with widgets (pyqtgraph)
    write_scoresheet_pdf(stored.match, path, info, paper=sheet_paper, chart=chart_painter(stored.match))
    from PySide6.QtCore import QCoreApplication, QEvent

    # No event loop turns in a command: delete the chart's hidden view now, while the application lives
    # (left to the exit, PySide6 6.7 warned "Timers can only be used with threads started with QThread").
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return export_command(
        args.id,
        every=args.all,
        kind=args.format,
        output=args.output,
        out=out,
        err=err,
        force=args.force,
        paper=args.paper,
        language=args.language,
    )


COMMAND = Command(
    name="export",
    help="export a match (or all) as JSON, CSV or a PDF scoresheet",
    description="Export a saved match as a match record (JSON, with its audit log), CSV, or a printable "
    "PDF scoresheet. PATH may be a file (an existing file is kept unless --force is given) or "
    'a folder: a new file named after the teams and the day ("Us v Them 2026-11-30.pdf"), never '
    "over a file already there. With --all, PATH is a new folder: one file per match; --format json "
    "makes it a backup that 'import' restores.",
    add_arguments=_add_arguments,
    run=_run,
)

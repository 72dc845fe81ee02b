"""The ``tarbish-score`` command: the window, or a headless sub-command.

``tarbish-score`` opens the window; ``tarbish-score score FILE [--json]`` scores
a match record (docs/match-record.md) without Qt; ``tarbish-score list [--json]``
prints the match archive.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TextIO

from tarbish_score import __version__

if TYPE_CHECKING:
    from datetime import datetime
    from pathlib import Path

    from tarbish_score.storage import MatchStore, MatchSummary, SalvageReport
    from tarbish_score.storage.statistics import ArchiveStatistics

EXIT_OK = 0
EXIT_BAD_RECORD = 1
EXIT_USAGE = 2
EXIT_STORE = 1
#: ``stats --player``/``--team`` names no one of the archive's finished matches.
EXIT_UNKNOWN_NAME = 1
#: Seconds a command waits while another command (an import, a list) holds the archive.
LOCK_WAIT = 5.0


class _MainParser(argparse.ArgumentParser):
    """The top parser: its help ends with Qt's options and where the files are (:func:`environment_help`)."""

    def format_help(self) -> str:
        """argparse's help, then the folders of this machine (worked out now, not at import)."""
        return super().format_help() + "\n" + environment_help()


def environment_help() -> str:
    """The end of ``--help``: Qt's own options, and each environment variable with its folder on this machine.

    The defaults are this machine's (platformdirs); a variable set now is shown with its value.
    """
    from tarbish_score import paths

    what = {
        paths.DATA_ENV: "the data folder: the match archive (--data-dir overrides it)",
        paths.CONFIG_ENV: "the settings folder (the settings file in it: settings.ini)",
        paths.LOG_ENV: "the folder of the log file (tarbish-score.log)",
        paths.RECOVERY_ENV: "where changes the archive refused are kept when the app is left",
    }
    lines = [
        "Qt's own options are passed to Qt (for the window), e.g. -style Fusion,",
        "-style=Fusion, -platform offscreen, -reverse, -geometry 800x600+0+0,",
        "-qwindowgeometry, -qwindowtitle, -stylesheet, -platformtheme, -plugin,",
        "-session, -display, -widgetcount.",
        "",
        "Where the files are on this machine; each environment variable moves one:",
    ]
    for variable, default in paths.default_dirs().items():
        lines.append(f"  {variable}")
        lines.append(f"      {what[variable]}")
        lines.append(f"      default: {default}")
        if os.environ.get(variable):
            lines.append(f"      now: {os.environ[variable]}")
    return "\n".join(lines) + "\n"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    parser = _MainParser(
        prog="tarbish-score",
        description="Keeps score for Tarabish. With no command, opens the window; "
        "'tarbish-score FILE.tarbish.json' opens that match record in it (imported into the archive once).",
        epilog="Back up: tarbish-score export --all -o FOLDER; restore: tarbish-score import FOLDER.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    data_dir_help = "where matches are kept (default: the user data folder)"
    parser.add_argument("--data-dir", metavar="DIR", help=data_dir_help)
    debug_help = "log everything (DEBUG) to the console too, not only to the log file"
    parser.add_argument("--debug", action="store_true", help=debug_help)
    parser.add_argument(
        "--language",
        dest="window_language",
        choices=WINDOW_LANGUAGES,
        help="the window's language this time (default: View > Language, else the system's)",
    )
    # --data-dir after the command too; SUPPRESS keeps a global --data-dir when it is not repeated there.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS, help=data_dir_help)
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=debug_help)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=argparse.ArgumentParser)
    score = commands.add_parser(
        "score",
        parents=[common],
        help="score a match record and print the rounds",
        description="Score a match record (.tarbish.json) with the same engine as the window.",
    )
    score.add_argument("file", metavar="FILE", help="the match record to score")
    score.add_argument("--json", action="store_true", help="print the scored match as JSON")
    listing = commands.add_parser(
        "list",
        parents=[common],
        help="list the saved matches, newest first",
        description="List the match archive: id, dates, teams, totals and status, newest first.",
    )
    listing.add_argument("--json", action="store_true", help="print the archive as JSON")
    listing.add_argument("--search", metavar="NAME", default="", help="only matches with this team or player name")
    _add_exchange_commands(commands, common)
    _add_stats_command(commands, common)
    _add_snapshot_commands(commands, common)
    _add_desktop_command(commands)
    commands.add_parser(
        "repair",
        parents=[common],
        help="check every page of the archive; if damaged, set it aside and save every readable match",
        description="Read the whole archive. If it is damaged, it is kept, untouched, beside the new one "
        "(archive.damaged-TIME.sqlite3) and every match that can still be read is copied into a fresh "
        "archive, with its id; the matches that cannot be read are named. Close the window first.",
    )
    return parser


# --- export and import (tarbish_score.exchange) ---------------------------------------------

EXCHANGE_FORMATS = ("json", "csv", "pdf")
#: The languages ``--language`` opens the window in.
WINDOW_LANGUAGES = ("en", "fr", "es", "it")


def _add_exchange_commands(
    commands: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser
) -> None:
    export = commands.add_parser(
        "export",
        parents=[common],
        help="export a match (or all) as JSON, CSV or a PDF scoresheet",
        description="Export a saved match as a match record (JSON, with its audit log), CSV, or a printable "
        "PDF scoresheet. PATH may be a file (an existing file is kept unless --force is given) or "
        'a folder: a new file named after the teams and the day ("Us v Them 2026-11-30.pdf"), never '
        "over a file already there. With --all, PATH is a new folder: one file per match; --format json "
        "makes it a backup that 'import' restores.",
    )
    which = export.add_mutually_exclusive_group(required=True)
    which.add_argument("id", metavar="ID", type=int, nargs="?", help="the match id (see 'list')")
    which.add_argument("--all", action="store_true", help="every match, into the folder PATH")
    export.add_argument("--format", choices=EXCHANGE_FORMATS, help="default: from PATH's ending, else json")
    export.add_argument("-o", "--output", metavar="PATH", required=True, help="the file or folder")
    export.add_argument("--force", action="store_true", help="replace an existing file PATH")
    export.add_argument(
        "--paper",
        type=str.lower,
        choices=("a4", "letter"),
        help="the PDF scoresheet's paper, a4 or letter (default: the region --language names, e.g. fr_CA, "
        "else the locale's: US Letter in the US, Canada, Mexico and other Letter countries, A4 elsewhere)",
    )
    export.add_argument(
        "--language",
        metavar="LANG",
        help="the language of CSV and PDF labels, e.g. fr, es, it (default: the system locale; en: English)",
    )
    importing = commands.add_parser(
        "import",
        parents=[common],
        help="import match records or a backup folder; prints the new ids",
        description="Import match records (.tarbish.json) or backup folders. Every file is checked first; "
        "on any problem nothing is imported. A backup folder brings in every match it can and names "
        "the ones it could not take. Matches already saved are skipped.",
    )
    importing.add_argument("files", metavar="FILE", nargs="+", help="match records or backup folders")


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
        0 when written, 1 when the archive, the match or the file is at fault, or the file
        exists and ``force`` is not given (one line on ``err``).
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
        return EXIT_USAGE
    kind = _export_format(output, kind)
    if kind != "json" and not _speak(language, kind, err):
        return EXIT_USAGE
    try:
        # A folder that cannot be read is said as such (cause and fix), not taken for an empty one.
        found = opening.archive_exists(database_path(directory))
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return EXIT_STORE
    if not found:
        print(f"tarbish-score: there are no saved matches in {directory}", file=err)
        return EXIT_STORE
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
                return EXIT_STORE
            _export_one(store, match_id, kind, path, paper=paper)
            out.write(f"{path}\n")
    except (StoreError, BackupError) as error:
        print(f"tarbish-score: {error}", file=err)
        return EXIT_STORE
    except OSError as error:
        print(f"tarbish-score: {output}: cannot write ({error_text(error)})", file=err)
        return EXIT_STORE
    return EXIT_OK


def _export_every(
    store: MatchStore, kind: str, output: str, *, out: TextIO, err: TextIO, paper: str | None = None
) -> int:
    """Export every readable match of ``store`` into the folder ``output``; name each one that is not.

    The whole archive is read first: a damaged one is set aside and salvaged (writable), or,
    beside a running window (read-only), salvaged into a temporary copy the export reads.

    Returns:
        0 when every match was exported, 1 when some could not be read (each named on ``err``).

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
    return EXIT_STORE if report is not None and report.lost else EXIT_OK


def tell_set_aside(store: MatchStore, err: TextIO) -> None:
    """Say on ``err`` where a damaged or foreign archive went and what was saved, one line each."""
    if store.resumed is not None:  # a repair, salvage or restore a kill interrupted: finished or rolled back
        print(f"tarbish-score: {store.resumed.line()}", file=err)
    if store.foreign_aside is not None:
        print(
            f"tarbish-score: the archive's place held another program's file; moved it, untouched, to "
            f"{store.foreign_aside} and started a fresh archive",
            file=err,
        )
    if store.salvaged is not None:
        for line in store.salvaged.lines():
            print(f"tarbish-score: {line}", file=err)
    elif store.moved_aside is not None:
        print(f"tarbish-score: the archive was damaged; kept it as {store.moved_aside}", file=err)
    for lost in store.unloadable:  # found by repair: every page reads, but these records no longer load
        print(f"tarbish-score: {lost} can no longer be loaded; it is listed as unreadable", file=err)


def repair_command(*, out: TextIO, err: TextIO) -> int:
    """Read the whole archive; when damaged, set it aside and salvage every readable match (``repair``).

    Returns:
        0 when the archive is sound or every match was saved, 1 when some match could not be
        read (each named on ``err``) or the archive cannot be opened (the window has it open, …).
    """
    from tarbish_score import paths
    from tarbish_score.storage import MatchStore, StoreError, StoreLockedError, database_path

    directory = paths.data_dir()
    if not os.path.lexists(database_path(directory)):
        print(f"tarbish-score: there is no archive in {directory} to repair", file=err)
        return EXIT_STORE
    try:
        with MatchStore.open(directory) as store:
            found = store.salvaged is not None or store.foreign_aside is not None
            report = store.salvaged or store.repair()
            tell_set_aside(store, err)
            if store.unloadable:
                return EXIT_STORE
            if report is None and not found:
                out.write(f"The archive {store.path} is sound: {store.count_matches()} matches.\n")
                return EXIT_OK
    except StoreLockedError as error:
        print(f"tarbish-score: {error} Then run 'tarbish-score repair' again.", file=err)
        return EXIT_STORE
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return EXIT_STORE
    return EXIT_STORE if report is not None and report.lost else EXIT_OK


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

        write_csv(stored.match, path, started=stored.created)
        return
    from tarbish_score.exchange.paper import paper_for_locale, paper_from_environment
    from tarbish_score.qt.scoresheet import SheetInfo, write_scoresheet_pdf

    info = SheetInfo(stored.created, stored.finished, stored.log, stored.id)
    sheet_paper = "letter" if paper == "letter" else "a4" if paper == "a4" else paper_from_environment()
    if sheet_paper is None:  # no POSIX locale variable (Windows, macOS): ask Qt for the system's
        from PySide6.QtCore import QLocale

        sheet_paper = paper_for_locale(QLocale.system().name())
    from tarbish_score.ui.race_chart import chart_painter, ensure_widget_application

    ensure_widget_application()  # the race chart's page is drawn with widgets (pyqtgraph)
    write_scoresheet_pdf(stored.match, path, info, paper=sheet_paper, chart=chart_painter(stored.match))
    from PySide6.QtCore import QCoreApplication, QEvent

    # No event loop turns in a command: delete the chart's hidden view now, while the application lives
    # (left to the exit, PySide6 6.7 warned "Timers can only be used with threads started with QThread").
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def import_command(files: Sequence[str], *, out: TextIO, err: TextIO) -> int:
    """Import match records (all or none) and restore backup folders, printing each new match's id.

    Files are checked first and imported all or none. A folder is a backup: every match it
    holds that can be taken is brought in, and each one that cannot is named on ``err``
    (see :func:`tarbish_score.exchange.backup.restore_backup`).

    Returns:
        0 when everything was imported (or was already there); 1 when a file has a problem
        (one line per bad file on ``err``, naming file, round and field; nothing is imported
        then), when a backup folder held matches that could not be taken (the others are
        imported), or when the archive refused.
    """
    from tarbish_score import paths
    from tarbish_score.exchange.backup import RestoreResult, restore_backup
    from tarbish_score.exchange.importing import ImportFailedError, ImportResult, import_records, read_paths
    from tarbish_score.storage import MatchStore, StoreError, StoreLockedError

    folders = [name for name in files if os.path.isdir(name)]
    try:
        records = read_paths(name for name in files if name not in folders)
    except ImportFailedError as error:
        from tarbish_score.report import clean

        for problem in error.problems:  # a file name or a quoted value may hold escape codes
            print(f"tarbish-score: {clean(str(problem))}", file=err)
        print("tarbish-score: nothing was imported", file=err)
        return EXIT_BAD_RECORD
    results: list[ImportResult] = []
    try:
        # Another command (a second import, a list) holds it briefly: take turns.
        with MatchStore.open(paths.data_dir(), holder="command", wait=LOCK_WAIT) as store:
            tell_set_aside(store, err)
            if records:
                results.append(import_records(store, records))
            for folder in folders:
                try:
                    results.append(restore_backup(store, folder))
                except ImportFailedError as error:
                    results.append(RestoreResult((), (), (), (), error.problems))
    except StoreLockedError as error:
        if error.holder == "window":
            who = f" (process {error.pid})" if error.pid is not None else ""
            print(f"tarbish-score: Tarabish Score is open{who} on this archive; use Match > Import there", file=err)
        else:
            print(f"tarbish-score: {error} Nothing was imported.", file=err)
        return EXIT_STORE
    except StoreError as error:
        done = sum(len(result.ids) for result in results)
        told = "nothing was imported" if not done else f"only the {done} match(es) above were imported"
        print(f"tarbish-score: {error}; {told}", file=err)
        for result in results:
            for match_id in result.ids:
                out.write(f"{match_id}\n")
        return EXIT_STORE
    code = EXIT_OK
    for result in results:
        for match_id in result.ids:
            out.write(f"{match_id}\n")
        earlier = dict(result.repeats)
        for path, existing in result.skipped:
            if existing is not None:
                print(f"tarbish-score: {path}: already saved as match {existing}; skipped", file=err)
            else:
                print(
                    f"tarbish-score: {path}: the same match as {earlier[path]} earlier in this import; skipped",
                    file=err,
                )
        if isinstance(result, RestoreResult) and result.not_taken:
            for line in result.not_taken:
                print(f"tarbish-score: {line}", file=err)
            print(
                f"tarbish-score: brought in {len(result.ids)} match(es); could not take {len(result.not_taken)}",
                file=err,
            )
            code = EXIT_BAD_RECORD
    return code


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line.

    Args:
        argv: arguments without the program name; ``sys.argv[1:]`` if None.

    Returns:
        The exit status: 0 success, 1 a bad match record, 2 a usage error.
    """
    qt_arguments, argv = split_qt_arguments(list(sys.argv[1:] if argv is None else argv))
    argv, open_file = _split_open_file(argv)
    args = build_parser().parse_args(argv)
    args.open_file = open_file
    args.qt_arguments = qt_arguments
    if args.data_dir:
        from tarbish_score import paths

        paths.set_data_dir(args.data_dir)
    if args.debug and args.command is not None:  # the window sets up its own log (ui.app.run)
        from tarbish_score import logs

        logs.set_up(debug=True)
    if args.command == "score":
        return _headless(lambda out, err: score_command(args.file, as_json=args.json, out=out, err=err))
    if args.command == "list":
        return _headless(lambda out, err: list_command(as_json=args.json, search=args.search, out=out, err=err))
    if args.command == "export":
        return _headless(
            lambda out, err: export_command(
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
        )
    if args.command == "import":
        return _headless(lambda out, err: import_command(args.files, out=out, err=err))
    if args.command == "stats":
        return _headless(lambda out, err: stats_command(args, out=out, err=err))
    if args.command == "snapshots":
        return _headless(lambda out, err: snapshots_command(as_json=args.json, out=out, err=err))
    if args.command == "restore-snapshot":
        return _headless(lambda out, err: restore_snapshot_command(args.name, out=out, err=err))
    if args.command == "repair":
        return _headless(lambda out, err: repair_command(out=out, err=err))
    if args.command == "install-desktop":
        return _headless(
            lambda out, err: install_desktop_command(system=args.system, remove=args.uninstall, out=out, err=err)
        )
    return run_window(args)


#: Qt's own command-line options that take a value (QGuiApplication and QApplication, as documented):
#: ``-style Fusion`` or ``-style=Fusion``.
QT_VALUE_OPTIONS = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "style",
        "stylesheet",
        "display",
        "geometry",
        "title",
        "visual",
        "name",
        "fontengine",
        "dialogs",
        "darkmode",
        "ncols",
        "qmljsdebugger",
    }
)
#: Qt's own options that stand alone: ``-reverse``.
QT_FLAG_OPTIONS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync", "testability", "cmap"})


def split_qt_arguments(argv: list[str]) -> tuple[list[str], list[str]]:
    """Set Qt's own options (``-style Fusion``, ``-platform offscreen``, ``-reverse``, ``-geometry 800x600+0+0``
    and the others QApplication documents) apart from ours, so they reach the QApplication.

    Each is taken with one or two dashes, its value after a space or an ``=``; it is handed
    to Qt as ``-name value`` (``-qmljsdebugger=value``, the one form Qt reads for it). Nothing
    after ``--`` is taken.

    Returns:
        (Qt's arguments, the arguments left for argparse).
    """
    qt: list[str] = []
    rest: list[str] = []
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--":
            rest.extend(argv[index:])
            break
        name, equals, value = arg.lstrip("-").partition("=")
        dashed = arg.startswith("-") and arg.lstrip("-") != "" and len(arg) - len(arg.lstrip("-")) <= 2
        if dashed and name in QT_FLAG_OPTIONS and not equals:
            qt.append(f"-{name}")
        elif dashed and name in QT_VALUE_OPTIONS and (equals or index + 1 < len(argv)):
            if not equals:
                index += 1
                value = argv[index]
            qt.extend([f"-{name}={value}"] if name == "qmljsdebugger" else [f"-{name}", value])
        else:
            rest.append(arg)
        index += 1
    return qt, rest


def _split_open_file(argv: list[str]) -> tuple[list[str], str | None]:
    """Take ``FILE.tarbish.json`` out of the arguments: ``tarbish-score FILE`` opens it in the window.

    Only a first positional argument that is not a command counts (so
    ``tarbish-score score FILE`` still scores).
    """
    commands = {"score", "list", "export", "import", "snapshots", "restore-snapshot", "repair"}
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--data-dir":
            index += 2
            continue
        if arg.startswith("-"):
            index += 1
            continue
        if arg in commands or not arg.lower().endswith(".json"):
            return argv, None
        return argv[:index] + argv[index + 1 :], arg
    return argv, None


def _headless(command: Callable[[TextIO, TextIO], int]) -> int:
    """Run a headless command so that output trouble is one line, never a traceback."""
    err = sys.stderr if sys.stderr is not None else open(os.devnull, "w")  # noqa: SIM115 - lives for the process
    out = sys.stdout
    for stream in (out, err):
        # Suit symbols or odd names must not crash an ASCII or cp1252 terminal.
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    if out is None:
        print("tarbish-score: standard output is closed; nothing can be printed", file=err)
        return EXIT_BAD_RECORD
    try:
        code = command(out, err)
        out.flush()
    except BrokenPipeError:
        # The reader stopped early (e.g. piped into head): silence the flush at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, out.fileno())
        return EXIT_BAD_RECORD
    except OSError as error:
        print(f"tarbish-score: cannot write the output ({error.strerror or error})", file=err)
        return EXIT_BAD_RECORD
    return code


def run_window(args: argparse.Namespace) -> int:
    """Open the window (imports Qt only now, to keep the headless commands light)."""
    try:
        from tarbish_score.ui.app import run
    except ImportError:
        print("tarbish-score: the window is not built yet; use 'tarbish-score score FILE'", file=sys.stderr)
        return EXIT_USAGE
    return run(args)


def score_command(path: str, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Score the record at ``path`` and print a table or the JSON document.

    Returns:
        0 when scored, 1 when the record is unreadable or breaks a rule; the
        error is one line on ``err`` naming the round and field.
    """
    from tarbish_score.model import RecordError, read_record, scored_document

    try:
        match = read_record(path)
    except RecordError as error:
        from tarbish_score.report import clean

        print(f"tarbish-score: {clean(f'{path}: {error}')}", file=err)
        return EXIT_BAD_RECORD
    except OSError as error:
        print(f"tarbish-score: {path}: cannot read the file ({error.strerror or error})", file=err)
        return EXIT_BAD_RECORD
    if as_json:
        json.dump(scored_document(match), out, indent=1)
        out.write("\n")
    else:
        from tarbish_score.report import score_table

        out.write(score_table(match))
    return EXIT_OK


def list_command(*, as_json: bool, search: str, out: TextIO, err: TextIO) -> int:
    """Print the match archive of the data folder, newest first.

    Reads alongside a running window (read-only) rather than failing on its lock;
    creates nothing when there is no archive yet.

    Returns:
        0 when listed (an empty archive too), 1 when the archive cannot be read;
        the error is one line on ``err``.
    """
    from tarbish_score import paths
    from tarbish_score.storage import MatchStore, StoreError, database_path, opening

    directory = paths.data_dir()
    summaries: list[MatchSummary] = []
    try:
        # A folder or a broken link in the archive's place is an error (from open), not "no matches";
        # so is a folder that cannot be read (archive_exists names the cause and the fix).
        if opening.archive_exists(database_path(directory)):
            # Read-only beside a running window or on a read-only disk.
            with MatchStore.open_for_reading(directory, wait=LOCK_WAIT) as store:
                summaries = store.list_matches(search)
                tell_set_aside(store, err)
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return EXIT_STORE
    if as_json:
        json.dump([_summary_json(s) for s in summaries], out, indent=1, ensure_ascii=False)
        out.write("\n")
    elif not summaries:
        where = f"with a team or player named like {search!r}" if search.strip() else f"saved in {directory}"
        out.write(f"No matches {where} yet.\n")
    else:
        out.write(_archive_table(summaries))
    return EXIT_OK


def _summary_json(summary: MatchSummary) -> dict[str, object]:
    def when(moment: datetime | None) -> str | None:
        return None if moment is None else moment.isoformat()

    return {
        "id": summary.id,
        "created": when(summary.created),
        "updated": when(summary.updated),
        "finished": when(summary.finished),
        "status": summary.status,
        "winner": summary.winner,
        "teams": [
            {"name": name, "players": list(players)}
            for name, players in zip(summary.teams, summary.players, strict=True)
        ],
        "totals": list(summary.totals),
        "rounds": summary.rounds,
    }


def _archive_table(summaries: Sequence[MatchSummary]) -> str:
    def when(moment: datetime) -> str:
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")

    def status(summary: MatchSummary) -> str:
        if summary.winner is not None:
            return f"won by {summary.teams[summary.winner]}"
        return summary.status.replace("-", " ")

    rows = [("ID", "Started", "Updated", "Teams", "Totals", "Rounds", "Status")]
    rows += [
        (
            str(s.id),
            when(s.created),
            when(s.updated),
            f"{s.teams[0]} v {s.teams[1]}",
            f"{s.totals[0]}-{s.totals[1]}",
            str(s.rounds),
            status(s),
        )
        for s in summaries
    ]
    from tarbish_score.report import clean

    # Names are any text: an escape code in one must not reach the terminal.
    cleaned = [[clean(cell) for cell in row] for row in rows]
    widths = [max(len(row[i]) for row in cleaned) for i in range(len(rows[0]))]
    right = {0, 4, 5}  # numbers line up on the right
    lines = [
        "  ".join(
            cell.rjust(w) if i in right else cell.ljust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        )
        for row in cleaned
    ]
    return "\n".join(line.rstrip() for line in lines) + "\n"


# --- archive statistics (tarbish_score.storage.statistics) ----------------------------------


def _local_day(text: str) -> datetime:
    """A ``--since``/``--until`` DATE (YYYY-MM-DD) as the start of that day in local time."""
    from datetime import date
    from datetime import datetime as moment

    try:
        day = date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2024-05-01") from None
    return moment(day.year, day.month, day.day).astimezone()


def _team(text: str) -> tuple[str, str]:
    from tarbish_score.storage import split_pair

    try:
        return split_pair(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _add_stats_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser
) -> None:
    stats = commands.add_parser(
        "stats",
        parents=[common],
        help="statistics of the finished matches: per player, per pair, head to head",
        description="Statistics across the finished matches of the archive: per player and per pair of "
        "partners, matches played and won, win rate, bait rate as caller (bait and half bait), average "
        "margin (points); and head to head between two pairs.",
    )
    stats.add_argument("--player", metavar="NAME", help="only matches this player played, and only their lines")
    stats.add_argument(
        "--team", metavar='"A & B"', type=_team, help="only matches these two played as partners, and their lines"
    )
    stats.add_argument("--since", metavar="DATE", type=_local_day, help="only matches started on or after DATE")
    stats.add_argument("--until", metavar="DATE", type=_local_day, help="only matches started before DATE")
    # The preset names are checked when the command runs: the engine is not imported before the window shows.
    stats.add_argument("--preset", metavar="NAME", help="only matches played under this house-rule preset")
    stats.add_argument("--json", action="store_true", help="print the statistics as JSON")


def stats_command(args: argparse.Namespace, *, out: TextIO, err: TextIO) -> int:
    """Print the archive statistics of the data folder (``--json``: ``ArchiveStatistics.to_json``).

    Reads alongside a running window (read-only); creates nothing when there is no archive yet.

    Returns:
        0 when printed (no match counted too); 1 when the archive cannot be read, or has finished
        matches but none with the ``--player`` or ``--team`` named (the nearest names are suggested);
        2 for an unknown preset or a period whose ``--until`` is not after its ``--since``. The error
        is one line on ``err``.
    """
    from tarbish_score import paths
    from tarbish_score.model import PRESET_NAMES
    from tarbish_score.storage import MatchStore, StatisticsFilter, StoreError, database_path, opening
    from tarbish_score.storage.statistics import ArchiveStatistics

    if args.preset is not None and args.preset not in PRESET_NAMES:
        known = ", ".join(repr(name) for name in PRESET_NAMES)
        print(f"tarbish-score stats: unknown preset {args.preset!r}; the presets are {known}", file=err)
        return EXIT_USAGE
    if args.since is not None and args.until is not None and args.until <= args.since:
        since, until = args.since.date().isoformat(), args.until.date().isoformat()
        print(
            f"tarbish-score stats: --since {since} is after --until {until}; --until must be later than --since"
            if args.since > args.until
            else f"tarbish-score stats: --since {since} and --until {until} leave no day to count;"
            " --until must be later than --since (it is the first day left out)",
            file=err,
        )
        return EXIT_USAGE
    flt = StatisticsFilter(args.since, args.until, args.preset, args.player, args.team)
    directory = paths.data_dir()
    result = ArchiveStatistics(0, (), (), (), flt)
    try:
        if opening.archive_exists(database_path(directory)):
            with MatchStore.open_for_reading(directory, wait=LOCK_WAIT) as store:
                result = store.statistics(flt)
                if not result.matches and (args.player is not None or args.team is not None):
                    unknown = _unknown_name(args, store.statistics(StatisticsFilter()))
                    if unknown is not None:
                        print(f"tarbish-score stats: {unknown}", file=err)
                        return EXIT_UNKNOWN_NAME
                tell_set_aside(store, err)
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return EXIT_STORE
    if args.json:
        json.dump(result.to_json(), out, indent=1, ensure_ascii=False)
        out.write("\n")
    elif not result.matches:
        out.write("No finished matches to count.\n")
    else:
        out.write(_stats_table(result))
    return EXIT_OK


def _unknown_name(args: argparse.Namespace, everything: ArchiveStatistics) -> str | None:
    """Why ``--player``/``--team`` counts nothing when no finished match of the archive has them; None if one has.

    Args:
        args: the ``stats`` arguments (``player``: a name; ``team``: two partners' names).
        everything: the statistics of every finished match of the archive.
    """
    from difflib import get_close_matches

    from tarbish_score.storage.statistics import pair_name

    if not everything.matches:
        return None  # nothing finished at all: "No finished matches to count." says it
    if args.team is not None:
        wanted, kind, names = pair_name(*args.team), "pair", [pair.name for pair in everything.pairs]
    else:
        wanted, kind, names = str(args.player).strip(), "player named", [player.name for player in everything.players]
    by_key = {name.casefold(): name for name in names}
    if wanted.casefold() in by_key:
        return None
    near = [by_key[key] for key in get_close_matches(wanted.casefold(), list(by_key), n=3, cutoff=0.6)]
    shown = args.player if args.team is None else f"{args.team[0]} & {args.team[1]}"
    text = f"the finished matches of the archive have no {kind} {shown!r}"
    if near:
        text += "; nearest: " + ", ".join(repr(name) for name in near)
    return text


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}%"


def _stats_table(result: ArchiveStatistics) -> str:
    from tarbish_score.report import clean

    def table(rows: Sequence[Sequence[str]], right_from: int) -> list[str]:
        cleaned = [[clean(cell) for cell in row] for row in rows]
        widths = [max(len(row[i]) for row in cleaned) for i in range(len(rows[0]))]
        return [
            "  ".join(
                cell.rjust(w) if i >= right_from else cell.ljust(w)
                for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            ).rstrip()
            for row in cleaned
        ]

    header = ("Name", "Played", "Won", "Drawn", "Lost", "Win %", "Called", "Bait", "Half bait", "Bait %", "Margin")
    lines = [f"{result.matches} finished match{'es' if result.matches != 1 else ''}.", ""]
    for title, standings in (("Players", result.players), ("Pairs of partners", result.pairs)):
        rows: list[tuple[str, ...]] = [header]
        rows += [
            (
                s.name,
                str(s.played),
                str(s.won),
                str(s.drawn),
                str(s.lost),
                _percent(s.win_rate),
                str(s.called),
                str(s.bait),
                str(s.half_bait),
                _percent(s.bait_rate),
                "-" if s.average_margin is None else f"{s.average_margin:+.1f}",
            )
            for s in standings
        ]
        lines += [title, *table(rows, 1), ""]
    if result.head_to_head:
        rows = [("Pair", "Against", "Played", "Won", "Lost", "Drawn", "Margin")]
        rows += [
            (
                h.pairs[0],
                h.pairs[1],
                str(h.played),
                str(h.wins[0]),
                str(h.wins[1]),
                str(h.drawn),
                "-" if h.average_margin is None else f"{h.average_margin:+.1f}",
            )
            for h in result.head_to_head
        ]
        lines += ["Head to head", *table(rows, 2), ""]
    lines.append("Margin: average final total minus the other team's, in points. Bait % counts half baits too.")
    return "\n".join(lines) + "\n"


# --- automatic snapshots (tarbish_score.storage.snapshots) ----------------------------------


def _add_snapshot_commands(
    commands: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser
) -> None:
    listing = commands.add_parser(
        "snapshots",
        parents=[common],
        help="list the archive's automatic snapshots, newest first",
        description="List the automatic snapshots of the archive (a copy before the first change of each "
        "day; the last 7 and one a week for 4 weeks are kept), and the archives kept aside by a restore.",
    )
    listing.add_argument("--json", action="store_true", help="print the snapshots as JSON")
    restore = commands.add_parser(
        "restore-snapshot",
        parents=[common],
        help="put a snapshot in the archive's place (the archive is kept aside first)",
        description="Put a snapshot in the archive's place. The archive as it was is kept aside first, in "
        "the snapshots folder, and listed by 'snapshots': restoring it takes the restore back.",
    )
    restore.add_argument("name", metavar="DATE", help="the snapshot's date (2026-11-30), or a name 'snapshots' lists")


def snapshots_command(*, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Print the snapshots of the data folder, newest first: name, matches, file.

    Returns:
        0 (no snapshots yet is not an error).
    """
    from tarbish_score import paths
    from tarbish_score.storage.snapshots import list_snapshots, snapshots_dir

    directory = paths.data_dir()
    found = list_snapshots(directory)
    if as_json:
        rows = [
            {
                "name": s.name,
                "day": s.day.isoformat(),
                "kept_aside": s.kept_aside,
                "matches": s.matches,
                "file": str(s.path),
            }
            for s in found
        ]
        json.dump(rows, out, indent=1, ensure_ascii=False)
        out.write("\n")
        return EXIT_OK
    if not found:
        out.write(f"No snapshots in {snapshots_dir(directory)} yet: one is taken at the first change of each day.\n")
        return EXIT_OK
    table = [("Snapshot", "Matches", "What")]
    for s in found:
        what = "the archive kept aside by a restore" if s.kept_aside else "the archive before that day's first change"
        table.append((s.name, "damaged" if s.matches is None else str(s.matches), what))
    widths = [max(len(row[i]) for row in table) for i in range(2)]
    for name, matches, what in table:
        out.write(f"{name.ljust(widths[0])}  {matches.rjust(widths[1])}  {what}\n")
    return EXIT_OK


def restore_snapshot_command(name: str, *, out: TextIO, err: TextIO) -> int:
    """Put the snapshot ``name`` in the archive's place, keeping the archive aside first.

    Returns:
        0 when restored; 1 when there is no such snapshot, it is damaged, the window has
        the archive open, or the files cannot be moved (one line on ``err``; nothing changed).
    """
    from tarbish_score import paths
    from tarbish_score.storage import MatchStore, StoreError, StoreLockedError
    from tarbish_score.storage.snapshots import find_snapshot

    directory = paths.data_dir()
    snapshot = find_snapshot(directory, name)
    if snapshot is None:
        print(f"tarbish-score: no snapshot {name!r}; 'tarbish-score snapshots' lists them", file=err)
        return EXIT_STORE
    try:
        with MatchStore.open(directory) as store:
            tell_set_aside(store, err)
            kept = store.restore_snapshot(snapshot.path)
            count = store.count_matches()
    except StoreLockedError:
        print(
            "tarbish-score: Tarabish Score is open on this archive; restore from Match > Match archive there",
            file=err,
        )
        return EXIT_STORE
    except StoreError as error:
        print(f"tarbish-score: {str(error).rstrip('.')}; nothing was restored", file=err)
        return EXIT_STORE
    out.write(f"restored the snapshot {snapshot.name}: {count} match{'' if count == 1 else 'es'}\n")
    out.write(f"the archive as it was is kept as {kept} (restore-snapshot {kept.stem.removeprefix('archive-')})\n")
    return EXIT_OK


# --- the menu entry, icons and file type (tarbish_score.desktop) ----------------------------


def _add_desktop_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    desktop = commands.add_parser(
        "install-desktop",
        help="add Tarabish Score to the desktop's menu, with its icon, and open .tarbish.json files in it",
        description="Install the menu entry, the icon and the match record's file type (*.tarbish.json) into "
        "the XDG data folder ($XDG_DATA_HOME, else ~/.local/share), for an app installed with pip; the "
        "entry runs this installed program. With --system (as root), into /usr/local/share for everyone.",
    )
    where = desktop.add_mutually_exclusive_group()
    where.add_argument("--user", action="store_true", help="for this user only (the default; kept for old scripts)")
    where.add_argument(
        "--system", action="store_true", help="for every user, in /usr/local/share (needs root; uninstall it likewise)"
    )
    desktop.add_argument("--uninstall", action="store_true", help="remove exactly what install-desktop installed")


def install_desktop_command(*, system: bool, remove: bool, out: TextIO, err: TextIO) -> int:
    """Install (or with ``remove``, uninstall) the desktop entry, icons and file type.

    Into the user's XDG data folder, or with ``system`` (root only) into ``/usr/local/share``;
    then the desktop's caches are refreshed where their programs exist.

    Returns:
        0 when done (also for an uninstall that finds nothing); 2 on a system without XDG desktops
        (Windows, macOS) or ``system`` without root; 1 when a file cannot be written or removed (one line
        on ``err``).
    """
    from tarbish_score import desktop

    if sys.platform in ("win32", "darwin"):
        print("tarbish-score: install-desktop is for Linux and BSD desktops (XDG)", file=err)
        return EXIT_USAGE
    if system and not (hasattr(os, "geteuid") and os.geteuid() == 0):
        print(f"tarbish-score: --system writes in {desktop.SYSTEM_DATA_DIR}: run it as root (sudo)", file=err)
        return EXIT_USAGE
    share = desktop.data_home(system=system)
    try:
        if remove:
            removed = desktop.uninstall(share, refresh=desktop.refresh_caches)
            if removed:
                out.write(f"removed {len(removed)} files from {share}\n")
            else:
                system_entry = desktop.placements(desktop.SYSTEM_DATA_DIR)[0].target
                hint = (
                    ""
                    if system or not system_entry.exists()
                    else f" (it is installed for every user: {system_entry}; uninstall that with --system, as root)"
                )
                out.write(f"nothing of Tarabish Score's was installed in {share}{hint}\n")
            return EXIT_OK
        command = desktop.program_command()
        written = desktop.install(share, command)
    except OSError as error:
        print(f"tarbish-score: cannot write in {share} ({error.strerror or error})", file=err)
        return EXIT_STORE
    ran = desktop.refresh_caches(share)
    out.write(f"installed {len(written)} files into {share}: the menu entry, the icon, the file type\n")
    out.write(f"the menu entry runs: {desktop.desktop_exec(command)}\n")
    if not ran:
        out.write("the menu shows it once the desktop reads its folders again (log out and in if it does not)\n")
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

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

    from tarbish_score.storage import MatchStore, MatchSummary

EXIT_OK = 0
EXIT_BAD_RECORD = 1
EXIT_USAGE = 2
EXIT_STORE = 1
#: Seconds a command waits while another command (an import, a list) holds the archive.
LOCK_WAIT = 5.0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    parser = argparse.ArgumentParser(
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
    # --data-dir after the command too; SUPPRESS keeps a global --data-dir when it is not repeated there.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS, help=data_dir_help)
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=debug_help)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
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
    return parser


# --- export and import (tarbish_score.exchange) ---------------------------------------------

EXCHANGE_FORMATS = ("json", "csv", "pdf")


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
    importing = commands.add_parser(
        "import",
        parents=[common],
        help="import match records or a backup folder; prints the new ids",
        description="Import match records (.tarbish.json) or backup folders. Every file is checked first; "
        "on any problem nothing is imported. Matches already saved are skipped.",
    )
    importing.add_argument("files", metavar="FILE", nargs="+", help="match records or backup folders")


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
) -> int:
    """Export one match (``match_id``) or every match to ``output``.

    One match goes to the file ``output``, or into the folder ``output`` (an existing folder, or a
    path ending in a separator) under its teams-and-day name, never over a file there. An existing
    file is replaced only with ``force``: another match's export is never lost unasked.

    Returns:
        0 when written, 1 when the archive, the match or the file is at fault, or the file
        exists and ``force`` is not given (one line on ``err``).
    """
    from pathlib import Path

    from tarbish_score import paths
    from tarbish_score.exchange.backup import BackupError, record_name, write_backup
    from tarbish_score.exchange.files import check_outside_data_folder, error_text
    from tarbish_score.storage import MatchStore, StoreError, database_path

    directory = paths.data_dir()
    if not output:
        print("tarbish-score: the output path is empty; name a file after -o", file=err)
        return EXIT_USAGE
    kind = _export_format(output, kind)
    if not os.path.lexists(database_path(directory)):
        print(f"tarbish-score: there are no saved matches in {directory}", file=err)
        return EXIT_STORE
    try:
        # Read-only beside a running window or on a read-only disk: exporting still works.
        with MatchStore.open_for_reading(directory, wait=LOCK_WAIT) as store:
            if every and kind == "json":
                result = write_backup(store, output)
                out.write(f"{len(result.files)} matches backed up in {result.folder}\n")
                return EXIT_OK
            if every:
                target = Path(output)
                check_outside_data_folder(target)
                target.mkdir(parents=True, exist_ok=True)
                # Named after the teams and the day; never over a file already in the folder.
                taken = {path.name for path in target.iterdir()}
                for summary in sorted(store.list_matches(), key=lambda s: s.id):
                    if summary.status != "unreadable":
                        name = record_name(summary, taken, f".{kind}")
                        taken.add(name)
                        _export_one(store, summary.id, kind, target / name)
                out.write(f"exported to {target}\n")
                return EXIT_OK
            assert match_id is not None  # argparse requires ID or --all
            path = _single_target(store, match_id, kind, output)
            if path.is_file() and not force:  # a regular file, or a link to one; pipes and devices stream
                print(
                    f"tarbish-score: {output} already exists; add --force to replace it, or give a folder"
                    " after -o for a new dated file",
                    file=err,
                )
                return EXIT_STORE
            _export_one(store, match_id, kind, path)
            out.write(f"{path}\n")
    except (StoreError, BackupError) as error:
        print(f"tarbish-score: {error}", file=err)
        return EXIT_STORE
    except OSError as error:
        print(f"tarbish-score: {output}: cannot write ({error_text(error)})", file=err)
        return EXIT_STORE
    return EXIT_OK


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


def _export_one(store: MatchStore, match_id: int, kind: str, path: Path) -> None:
    """Write one archived match as ``kind`` (json, csv or pdf) to ``path``."""
    from tarbish_score.exchange.records import stored_record, write_record

    if kind == "json":
        write_record(stored_record(store, match_id), path)
        return
    stored = store.load_match(match_id)
    if kind == "csv":
        from tarbish_score.exchange.csv_export import write_csv

        write_csv(stored.match, path, started=stored.created)
        return
    from tarbish_score.qt.scoresheet import SheetInfo, write_scoresheet_pdf

    info = SheetInfo(stored.created, stored.finished, stored.log, stored.id)
    write_scoresheet_pdf(stored.match, path, info)


def import_command(files: Sequence[str], *, out: TextIO, err: TextIO) -> int:
    """Import match records (all or none) and print each new match's id on its own line.

    Returns:
        0 when imported (or everything was already there), 1 when a file has a
        problem (one line per bad file on ``err``, naming file, round and field)
        or the archive refused; nothing is imported then.
    """
    from tarbish_score import paths
    from tarbish_score.exchange.importing import ImportFailedError, import_records, read_paths
    from tarbish_score.storage import MatchStore, StoreError, StoreLockedError

    try:
        records = read_paths(files)
    except ImportFailedError as error:
        for problem in error.problems:
            print(f"tarbish-score: {problem}", file=err)
        print("tarbish-score: nothing was imported", file=err)
        return EXIT_BAD_RECORD
    try:
        # Another command (a second import, a list) holds it briefly: take turns.
        with MatchStore.open(paths.data_dir(), holder="command", wait=LOCK_WAIT) as store:
            if store.moved_aside is not None:
                print(f"tarbish-score: the archive was damaged; kept it as {store.moved_aside}", file=err)
            result = import_records(store, records)
    except StoreLockedError as error:
        if error.holder == "window":
            who = f" (process {error.pid})" if error.pid is not None else ""
            print(f"tarbish-score: Tarabish Score is open{who} on this archive; use Match > Import there", file=err)
        else:
            print(f"tarbish-score: {error} Nothing was imported.", file=err)
        return EXIT_STORE
    except StoreError as error:
        print(f"tarbish-score: {error}; nothing was imported", file=err)
        return EXIT_STORE
    for match_id in result.ids:
        out.write(f"{match_id}\n")
    earlier = dict(result.repeats)
    for path, existing in result.skipped:
        if existing is not None:
            print(f"tarbish-score: {path}: already saved as match {existing}; skipped", file=err)
        else:
            print(f"tarbish-score: {path}: the same match as {earlier[path]} earlier in this import; skipped", file=err)
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line.

    Args:
        argv: arguments without the program name; ``sys.argv[1:]`` if None.

    Returns:
        The exit status: 0 success, 1 a bad match record, 2 a usage error.
    """
    argv, open_file = _split_open_file(list(sys.argv[1:] if argv is None else argv))
    args = build_parser().parse_args(argv)
    args.open_file = open_file
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
                args.id, every=args.all, kind=args.format, output=args.output, out=out, err=err, force=args.force
            )
        )
    if args.command == "import":
        return _headless(lambda out, err: import_command(args.files, out=out, err=err))
    return run_window(args)


def _split_open_file(argv: list[str]) -> tuple[list[str], str | None]:
    """Take ``FILE.tarbish.json`` out of the arguments: ``tarbish-score FILE`` opens it in the window.

    Only a first positional argument that is not a command counts (so
    ``tarbish-score score FILE`` still scores).
    """
    commands = {"score", "list", "export", "import"}
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
        print(f"tarbish-score: {path}: {error}", file=err)
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
    from tarbish_score.storage import MatchStore, StoreError, database_path

    directory = paths.data_dir()
    summaries: list[MatchSummary] = []
    # A folder or a broken link in the archive's place is an error (from open), not "no matches".
    if os.path.lexists(database_path(directory)):
        try:
            # Read-only beside a running window or on a read-only disk.
            with MatchStore.open_for_reading(directory, wait=LOCK_WAIT) as store:
                if store.moved_aside is not None:
                    print(f"tarbish-score: the archive was damaged; kept it as {store.moved_aside}", file=err)
                summaries = store.list_matches(search)
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
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    right = {0, 4, 5}  # numbers line up on the right
    lines = [
        "  ".join(
            cell.rjust(w) if i in right else cell.ljust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        )
        for row in rows
    ]
    return "\n".join(line.rstrip() for line in lines) + "\n"


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

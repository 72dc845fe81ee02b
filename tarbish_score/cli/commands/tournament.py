"""``tarbish-score tournament list|standings|export|import``: tournament nights in the archive.

``list`` shows every night; ``standings ID`` prints one night's standings (a table and the tie-break
report, ``--json`` or ``--csv``); ``export ID -o FILE`` writes them as CSV, or the night whole as its
tournament record (``.json``, docs/tournament-record.md); ``import FILE...`` adds tournament records,
all or none. A PDF of the standings is painted by ``qt/tournament_paper`` (or the last of :data:`PDF_WRITERS`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from tarbish_score.cli.commands.archive import LOCK_WAIT, archive_status, tell_set_aside
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command

if TYPE_CHECKING:
    from tarbish_score.model.tournament import Tournament
    from tarbish_score.storage import MatchStore, StoreError
    from tarbish_score.storage.tournaments import StoredTournament, TournamentSummary

#: Writers of a night's standings as PDF: ``writer(tournament, name, path)``; the last one is used, and
#: with none, :func:`_standings_pdf` (the paper module ``qt/tournament_paper``, offscreen).
PDF_WRITERS: list[Callable[[Tournament, str, Path], None]] = []
EXPORT_FORMATS = ("csv", "json", "pdf")


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="tournament_command", metavar="ACTION", required=True)
    listing = actions.add_parser(
        "list",
        help="list the tournaments, newest first",
        description="List the tournament nights of the archive: id, name, format, teams, rounds drawn.",
    )
    listing.add_argument("--json", action="store_true", help="print the list as JSON")
    standings = actions.add_parser(
        "standings",
        help="print a tournament's standings",
        description="Print a tournament's standings in tie-break order, then the tie-break report in words.",
    )
    standings.add_argument("id", metavar="ID", type=int, help="the tournament id (see 'tournament list')")
    shape = standings.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_true", help="print the standings as JSON")
    shape.add_argument("--csv", action="store_true", help="print the standings as CSV")
    export = actions.add_parser(
        "export",
        help="write a tournament's standings (CSV, PDF) or its record (JSON)",
        description="Write a tournament's standings as CSV or PDF, or the whole night as its tournament "
        "record (.json, docs/tournament-record.md). An existing file is kept unless --force is given.",
    )
    export.add_argument("id", metavar="ID", type=int, help="the tournament id (see 'tournament list')")
    export.add_argument("-o", "--output", metavar="FILE", required=True, help="the file to write")
    export.add_argument("--format", choices=EXPORT_FORMATS, help="default: from FILE's ending, else csv")
    export.add_argument("--force", action="store_true", help="replace an existing FILE")
    importing = actions.add_parser(
        "import",
        help="import tournament records; prints the new ids",
        description="Import tournament records (docs/tournament-record.md). Every file is read and its log "
        "replayed first; on any problem nothing is imported.",
    )
    importing.add_argument("files", metavar="FILE", nargs="+", help="tournament records")


def _reading(err: TextIO, body: Callable[[MatchStore | None], int]) -> int:
    """Run ``body`` on the archive opened for reading (beside a running window), or on None when there is none."""
    from tarbish_score import paths
    from tarbish_score.storage import MatchStore, StoreError, database_path, opening

    directory = paths.data_dir()
    try:
        if not opening.archive_exists(database_path(directory)):
            return body(None)  # no archive yet: nothing to list, no tournament to find; none is made
        with MatchStore.open_for_reading(directory, wait=LOCK_WAIT) as store:
            tell_set_aside(store, err)
            return body(store)
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return _status(error)


def _status(error: StoreError) -> ExitCode:
    from tarbish_score.storage.tournaments import TournamentNotFoundError

    return ExitCode.NOT_FOUND if isinstance(error, TournamentNotFoundError) else archive_status(error)


def _when(summary: TournamentSummary) -> str:
    return summary.created.astimezone().strftime("%Y-%m-%d %H:%M")


def _table(rows: Sequence[Sequence[str]], right: set[int]) -> str:
    from tarbish_score.report import clean

    cleaned = [[clean(cell) for cell in row] for row in rows]  # names may hold escape codes
    widths = [max(len(row[i]) for row in cleaned) for i in range(len(rows[0]))]
    lines = [
        "  ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True)))
        for row in cleaned
    ]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def list_command(*, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Print the tournaments of the archive, newest first (none: a sentence saying so).

    Returns:
        0 when listed; an :func:`archive_status` when the archive cannot be read.
    """
    from tarbish_score.storage.tournaments import list_tournaments

    def body(store: MatchStore | None) -> int:
        summaries = [] if store is None else list_tournaments(store)
        if as_json:
            import json

            data = [
                {
                    "id": s.id,
                    "created": s.created.isoformat(),
                    "updated": s.updated.isoformat(),
                    "name": s.name,
                    "format": s.format,
                    "teams": s.teams,
                    "drawn": s.drawn,
                    "planned": s.planned,
                    "finished": s.finished,
                }
                for s in summaries
            ]
            json.dump(data, out, indent=1, ensure_ascii=False)
            out.write("\n")
        elif not summaries:
            out.write("No tournaments saved yet.\n")
        else:
            rows = [["ID", "Started", "Name", "Format", "Teams", "Rounds", "Status"]]
            rows += [
                [
                    str(s.id),
                    _when(s),
                    s.name,
                    s.format,
                    str(s.teams),
                    f"{s.drawn}/{s.planned}",
                    "finished" if s.finished else "under way" if s.drawn else "not started",
                ]
                for s in summaries
            ]
            out.write(_table(rows, {0, 4, 5}))
        return ExitCode.OK

    return _reading(err, body)


def _load(store: MatchStore | None, tournament_id: int) -> StoredTournament:
    from tarbish_score.storage.tournaments import TournamentNotFoundError, load_tournament_row

    if store is None:
        raise TournamentNotFoundError(tournament_id)
    return load_tournament_row(store, tournament_id)


def standings_document(tournament: Tournament) -> dict[str, object]:
    """The standings as JSON-ready data: the order, one object per team, the tie-break report."""
    from tarbish_score.words.tournament import tie_break_report

    table = tournament.standings
    return {
        "tie_breaks": [t.value for t in table.order],
        "rounds": len(tournament.rounds),
        "finished": tournament.finished,
        "rows": [
            {
                "place": row.place,
                "shared": row.shared,
                "team": row.team,
                "name": tournament.team(row.team).name,
                "players": list(tournament.team(row.team).players),
                "played": row.played,
                "won": row.wins,
                "drawn": row.draws,
                "lost": row.losses,
                "half_wins": row.half_wins,
                "points_for": row.points_for,
                "points_against": row.points_against,
                "difference": row.difference,
                "byes": row.byes,
                "withdrawn": row.withdrawn,
            }
            for row in table.rows
        ],
        "report": tie_break_report(table, lambda t: tournament.team(t).name),
    }


def standings_command(tournament_id: int, *, shape: str, out: TextIO, err: TextIO) -> int:
    """Print a tournament's standings: a table and the tie-break report, or ``json`` or ``csv``.

    Returns:
        0 when printed; :attr:`ExitCode.NOT_FOUND` for no such tournament; another :func:`archive_status`.
    """

    def body(store: MatchStore | None) -> int:
        stored = _load(store, tournament_id)
        t = stored.tournament
        if shape == "json":
            import json

            json.dump(standings_document(t), out, indent=1, ensure_ascii=False)
            out.write("\n")
        elif shape == "csv":
            from tarbish_score.exchange.tournament_csv import standings_csv_text

            out.write(standings_csv_text(t).replace("\r\n", "\n"))
        else:
            from tarbish_score.report import clean
            from tarbish_score.words.tournament import half_wins_text

            rows = [["Place", "Team", "Played", "Wins", "Points for", "Points against", "Difference"]]
            rows += [
                [
                    f"{row.place}=" if row.shared else str(row.place),
                    t.team(row.team).name,
                    str(row.played),
                    half_wins_text(row.half_wins),
                    str(row.points_for),
                    str(row.points_against),
                    str(row.difference),
                ]
                for row in t.standings.rows
            ]
            title = stored.summary.name or f"Tournament {tournament_id}"
            out.write(f"{clean(title)}: round {len(t.rounds)} of {t.planned_rounds}\n")
            out.write(_table(rows, {0, 2, 3, 4, 5, 6}))
            for line in standings_document(t)["report"]:  # type: ignore[attr-defined]
                out.write(f"{clean(line)}\n")
        return ExitCode.OK

    return _reading(err, body)


def export_command(tournament_id: int, output: str, *, fmt: str | None, force: bool, out: TextIO, err: TextIO) -> int:
    """Write a tournament's standings (CSV, PDF) or record (JSON) to ``output``.

    Returns:
        0 when written; :attr:`ExitCode.CANNOT_WRITE` when the file exists (no ``force``), is in the data
        folder or the disk refused; :attr:`ExitCode.NOT_FOUND`; another :func:`archive_status`.
    """
    from tarbish_score.exchange.files import InDataFolderError, check_outside_data_folder

    path = Path(output)
    kind = fmt or {".json": "json", ".pdf": "pdf"}.get(path.suffix.lower(), "csv")
    if path.is_file() and not force:
        print(f"tarbish-score: {output} already exists; add --force to replace it", file=err)
        return ExitCode.CANNOT_WRITE
    try:
        check_outside_data_folder(path)
    except InDataFolderError as error:
        print(f"tarbish-score: {error}", file=err)
        return ExitCode.CANNOT_WRITE

    def body(store: MatchStore | None) -> int:
        stored = _load(store, tournament_id)
        try:
            _write(stored, kind, path)
        except OSError as error:
            print(f"tarbish-score: cannot write {output} ({error.strerror or error})", file=err)
            return ExitCode.CANNOT_WRITE
        return ExitCode.OK

    return _reading(err, body)


def _write(stored: StoredTournament, kind: str, path: Path) -> None:
    if kind == "pdf":
        (PDF_WRITERS[-1] if PDF_WRITERS else _standings_pdf)(stored.tournament, stored.summary.name, path)
    elif kind == "json":
        from tarbish_score.exchange.files import write_atomic
        from tarbish_score.model.tournament.record import dumps_tournament

        text = dumps_tournament(stored.tournament, stored.summary.name, uuid=stored.uuid, started=stored.started)
        write_atomic(path, text.encode("utf-8"))
    else:
        from tarbish_score.exchange.tournament_csv import write_standings_csv

        write_standings_csv(stored.tournament, path)


def _standings_pdf(tournament: Tournament, name: str, path: Path) -> None:
    """The standings and the tie-break report as a PDF, on the locale's paper (A4 when none is set)."""
    from tarbish_score.exchange.paper import paper_from_environment
    from tarbish_score.ui.race_chart import ensure_widget_application

    ensure_widget_application()  # painting needs a GUI application (offscreen without a display)
    from tarbish_score.qt.tournament_paper import write_standings_pdf

    write_standings_pdf(tournament, path, paper_from_environment() or "a4", title=name)


def import_command(files: Sequence[str], *, out: TextIO, err: TextIO) -> int:
    """Import tournament records, all or none, printing each new tournament's id.

    Returns:
        0 when imported; :attr:`ExitCode.BAD_RECORD` when a file cannot be read or its log does not replay
        (one line per bad file, nothing imported); :attr:`ExitCode.LOCKED` or another :func:`archive_status`.
    """
    from tarbish_score import paths
    from tarbish_score.model import RecordError
    from tarbish_score.model.tournament.record import TournamentRecord, read_tournament
    from tarbish_score.report import clean
    from tarbish_score.storage import MatchStore, StoreError
    from tarbish_score.storage.tournaments import Imported, ImportedTournament, import_tournament

    records: list[TournamentRecord] = []
    bad = 0
    for name in files:
        try:
            records.append(read_tournament(name))
        except RecordError as error:
            print(f"tarbish-score: {clean(name)}: {clean(error.message)}", file=err)
            bad += 1
        except OSError as error:
            print(f"tarbish-score: {clean(name)}: cannot be read ({error.strerror or error})", file=err)
            bad += 1
    if bad:
        print("tarbish-score: nothing was imported", file=err)
        return ExitCode.BAD_RECORD
    try:
        with MatchStore.open(paths.data_dir(), holder="command", wait=LOCK_WAIT) as store:
            tell_set_aside(store, err)
            done: list[ImportedTournament] = []
            for record in records:
                done.append(import_tournament(store, record))
    except StoreError as error:
        print(f"tarbish-score: {error} Nothing was imported.", file=err)
        return archive_status(error)
    for name, outcome in zip(files, done, strict=True):
        shown = clean(name)
        if outcome.outcome is Imported.NEW:
            out.write(f"{outcome.id}\n")
        elif outcome.outcome is Imported.SAME:
            print(f"tarbish-score: {shown}: already saved as tournament {outcome.id}; skipped", file=err)
        elif outcome.outcome is Imported.OLDER:
            print(
                f"tarbish-score: {shown}: already saved as tournament {outcome.id}, with more changes; skipped",
                file=err,
            )
        elif outcome.outcome is Imported.UPDATED:
            print(f"tarbish-score: {shown}: tournament {outcome.id} updated with the file's later changes", file=err)
        else:
            out.write(f"{outcome.id}\n")
            print(
                f"tarbish-score: {shown}: parts from tournament {outcome.other} after a common start; "
                f"both kept, the file's as tournament {outcome.id}",
                file=err,
            )
    return ExitCode.OK


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    action = args.tournament_command
    if action == "list":
        return list_command(as_json=args.json, out=out, err=err)
    if action == "standings":
        shape = "json" if args.json else "csv" if args.csv else "text"
        return standings_command(args.id, shape=shape, out=out, err=err)
    if action == "export":
        return export_command(args.id, args.output, fmt=args.format, force=args.force, out=out, err=err)
    return import_command(args.files, out=out, err=err)


COMMAND = Command(
    name="tournament",
    help="tournament nights: list, standings, export, import",
    description="Tournament nights in the archive: 'tournament list', 'tournament standings ID "
    "[--json|--csv]', 'tournament export ID -o FILE.csv|.json', 'tournament import FILE...'.",
    add_arguments=_add_arguments,
    run=_run,
)

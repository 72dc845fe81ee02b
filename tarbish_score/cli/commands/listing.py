"""``tarbish-score list [--json] [--search NAME]``: the match archive, newest first."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from tarbish_score.cli.commands.archive import LOCK_WAIT, archive_status, tell_set_aside
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command

if TYPE_CHECKING:
    from datetime import datetime

    from tarbish_score.storage import MatchSummary


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the archive as JSON")
    parser.add_argument("--search", metavar="NAME", default="", help="only matches with this team or player name")


def list_command(*, as_json: bool, search: str, out: TextIO, err: TextIO) -> int:
    """Print the match archive of the data folder, newest first.

    Reads alongside a running window (read-only) rather than failing on its lock;
    creates nothing when there is no archive yet.

    Returns:
        0 when listed (an empty archive too); :func:`archive_status` of the error when the archive
        cannot be read (the error is one line on ``err``).
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
        return archive_status(error)
    if as_json:
        import json  # only for --json, not at every start of the window

        json.dump([_summary_json(s) for s in summaries], out, indent=1, ensure_ascii=False)
        out.write("\n")
    elif not summaries:
        where = f"with a team or player named like {search!r}" if search.strip() else f"saved in {directory}"
        out.write(f"No matches {where} yet.\n")
    else:
        out.write(_archive_table(summaries))
    return ExitCode.OK


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
        "uuid": summary.uuid,
        "from_another_laptop": summary.elsewhere,
        "changed_on_two_laptops": summary.conflict,
    }


def _archive_table(summaries: Sequence[MatchSummary]) -> str:
    def when(moment: datetime) -> str:
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")

    from tarbish_score.model.names import shown_name
    from tarbish_score.report import clean

    def status(summary: MatchSummary) -> str:
        if summary.winner is not None:
            return f"won by {shown_name(summary.teams[summary.winner])}"
        return summary.status.replace("-", " ")

    # The Sync column only when a match came from another laptop or waits for a choice (docs/sync.md).
    synced = any(s.elsewhere or s.conflict for s in summaries)
    rows = [("ID", "Started", "Updated", "Teams", "Totals", "Rounds", "Status", *(("Sync",) if synced else ()))]
    rows += [
        (
            str(s.id),
            when(s.created),
            when(s.updated),
            f"{shown_name(s.teams[0])} v {shown_name(s.teams[1])}",
            f"{s.totals[0]}-{s.totals[1]}",
            str(s.rounds),
            status(s),
            *((_sync_mark(s),) if synced else ()),
        )
        for s in summaries
    ]
    # Names are any text: shown cleaned and cut (an escape code or a bidi override must not reach the terminal).
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


def _sync_mark(summary: MatchSummary) -> str:
    """The Sync column: ``two laptops!`` while a choice waits, ``other laptop`` for one that came from another."""
    marks = (["two laptops!"] if summary.conflict else []) + (["other laptop"] if summary.elsewhere else [])
    return ", ".join(marks)


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return list_command(as_json=args.json, search=args.search, out=out, err=err)


COMMAND = Command(
    name="list",
    help="list the saved matches, newest first",
    description="List the match archive: id, dates, teams, totals and status, newest first. When matches "
    "came through the sync folder (docs/sync.md), a Sync column marks them: 'other laptop' for a match "
    "that came from another laptop, 'two laptops!' for one changed on two laptops apart whose two "
    "versions wait for you to choose one in the archive window (--json: from_another_laptop, "
    "changed_on_two_laptops and each match's uuid).",
    add_arguments=_add_arguments,
    run=_run,
)

"""``tarbish-score sync --dir DIR``: take in what other laptops put in the sync folder, publish ours (docs/sync.md)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, TextIO

from tarbish_score.cli.commands.archive import LOCK_WAIT, archive_status, tell_set_aside
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command

if TYPE_CHECKING:
    from pathlib import Path

    from tarbish_score.exchange.sync import SyncReport


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--dir",
        metavar="DIR",
        dest="sync_folder",
        help="the sync folder (default: --sync-dir or TARBISH_SCORE_SYNC_DIR)",
    )
    parser.add_argument("--json", action="store_true", help="print what was done as JSON")


def sync_command(folder: Path | None, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Take in the sync folder's record files once, then write every match whose file is missing or older.

    Returns:
        0 when done (matches changed on two laptops are named and kept, both versions);
        :attr:`ExitCode.INCOMPLETE` when some files could not be taken this time (each named on
        ``err``: half written, damaged, not a record); :attr:`ExitCode.USAGE` with no folder given, or
        one at, inside or around the data folder;
        :attr:`ExitCode.CANNOT_WRITE` when the folder is missing or refuses a file; :attr:`ExitCode.LOCKED`
        or another :func:`archive_status` when the archive refused.
    """
    from tarbish_score import paths
    from tarbish_score.exchange.sync import sync
    from tarbish_score.storage import MatchStore, StoreError, StoreLockedError

    if folder is None:
        print(
            f"tarbish-score: no sync folder: give --dir DIR (or --sync-dir DIR, or set {paths.SYNC_ENV})",
            file=err,
        )
        return ExitCode.USAGE
    from tarbish_score.exchange.sync import sync_folder_problem

    problem = sync_folder_problem(folder, paths.data_dir())
    if problem is not None:
        print(f"tarbish-score: {problem}", file=err)
        return ExitCode.USAGE
    try:
        with MatchStore.open(paths.data_dir(), holder="command", wait=LOCK_WAIT) as store:
            tell_set_aside(store, err)
            report = sync(store, folder)
    except StoreLockedError as error:
        if error.holder == "window":
            who = f" (process {error.pid})" if error.pid is not None else ""
            print(f"tarbish-score: Tarabish Score is open{who} on this archive; it syncs the folder itself", file=err)
        else:
            print(f"tarbish-score: {error} Nothing was synced.", file=err)
        return ExitCode.LOCKED
    except StoreError as error:
        print(f"tarbish-score: {error}; files taken before stay taken", file=err)
        return archive_status(error)
    except OSError as error:
        print(f"tarbish-score: cannot sync through {folder}: {error.strerror or error}", file=err)
        return ExitCode.CANNOT_WRITE
    if as_json:
        _print_json(report, out)
    else:
        _print_lines(report, out)
    for skipped in report.skipped:
        print(f"tarbish-score: {_clean(str(skipped))}", file=err)
    return ExitCode.INCOMPLETE if report.skipped else ExitCode.OK


def _clean(text: str) -> str:
    from tarbish_score.report import clean

    return clean(text)  # a file name may hold escape codes


def _ids(ids: tuple[int, ...]) -> str:
    return ", ".join(str(match_id) for match_id in ids)


def _print_lines(report: SyncReport, out: TextIO) -> None:
    if report.added:
        out.write(f"came in from other laptops: {len(report.added)} match(es): {_ids(report.added)}\n")
    if report.updated:
        out.write(f"updated by another laptop: {len(report.updated)} match(es): {_ids(report.updated)}\n")
    if report.conflicts:
        out.write(
            f"changed on two laptops: {len(report.conflicts)} match(es): {_ids(report.conflicts)} "
            "(both versions kept; choose one in the archive window)\n"
        )
    out.write(f"went out: {len(report.published)} file(s)\n")
    if report.skipped:
        out.write(f"not taken this time: {len(report.skipped)} file(s)\n")


def _print_json(report: SyncReport, out: TextIO) -> None:
    import json

    document = {
        "added": list(report.added),
        "updated": list(report.updated),
        "conflicts": list(report.conflicts),
        "unchanged": report.unchanged,
        "skipped": [{"file": skipped.path.name, "reason": skipped.reason} for skipped in report.skipped],
        "published": [path.name for path in report.published],
    }
    json.dump(document, out, indent=1, ensure_ascii=False)
    out.write("\n")


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from pathlib import Path

    from tarbish_score import paths

    given = args.sync_folder
    return sync_command(Path(given) if given else paths.sync_dir(), as_json=args.json, out=out, err=err)


COMMAND = Command(
    name="sync",
    help="take in the matches other laptops put in the sync folder, write ours there",
    description="Once: read every match record file in the sync folder (docs/sync.md) and bring each into "
    "the archive: a new match is added, a newer version of one updates it (the old one kept), and one "
    "changed on two laptops apart keeps both versions until you choose in the archive window. Then write "
    "each match whose file there is missing or older, whole or not at all. Files still being written "
    "are left for the next time. A sync tool (Syncthing, Nextcloud, Dropbox, OneDrive) or a USB stick "
    "carries the folder between laptops; the archive itself stays out of it.",
    add_arguments=_add_arguments,
    run=_run,
)

"""``tarbish-score import FILE...``: match records (all or none) and backup folders into the archive."""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from typing import TextIO

from tarbish_score.cli.commands.archive import LOCK_WAIT, archive_status, tell_set_aside
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", metavar="FILE", nargs="+", help="match records or backup folders")


def import_command(files: Sequence[str], *, out: TextIO, err: TextIO) -> int:
    """Import match records (all or none) and restore backup folders, printing each new match's id.

    Files are checked first and imported all or none. A folder is a backup: every match it
    holds that can be taken is brought in, and each one that cannot is named on ``err``
    (see :func:`tarbish_score.exchange.backup.restore_backup`).

    Returns:
        0 when everything was imported (or was already there); :attr:`ExitCode.BAD_RECORD` when a
        file has a problem (one line per bad file on ``err``, naming file, round and field; nothing
        is imported then); :attr:`ExitCode.INCOMPLETE` when a backup folder held matches that could
        not be taken (the others are imported); :attr:`ExitCode.LOCKED` or another
        :func:`archive_status` when the archive refused.
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
        return ExitCode.BAD_RECORD
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
                    results.append(RestoreResult((), (), (), problems=error.problems))
    except StoreLockedError as error:
        if error.holder == "window":
            who = f" (process {error.pid})" if error.pid is not None else ""
            print(f"tarbish-score: Tarabish Score is open{who} on this archive; use Match > Import there", file=err)
        else:
            print(f"tarbish-score: {error} Nothing was imported.", file=err)
        return ExitCode.LOCKED
    except StoreError as error:
        done = sum(len(result.ids) for result in results)
        told = "nothing was imported" if not done else f"only the {done} match(es) above were imported"
        print(f"tarbish-score: {error}; {told}", file=err)
        for result in results:
            for match_id in result.ids:
                out.write(f"{match_id}\n")
        return archive_status(error)
    code = ExitCode.OK
    for result in results:
        for match_id in result.ids:
            out.write(f"{match_id}\n")
        earlier = dict(result.repeats)
        for path, existing in result.skipped:
            if existing is not None and path in result.older:
                print(f"tarbish-score: {path}: an older version of match {existing}; skipped", file=err)
            elif existing is not None:
                print(f"tarbish-score: {path}: already saved as match {existing}; skipped", file=err)
            elif path in result.older:
                print(f"tarbish-score: {path}: a version of a match deleted here; skipped", file=err)
            else:
                print(
                    f"tarbish-score: {path}: the same match as {earlier[path]} earlier in this import; skipped",
                    file=err,
                )
        for path, match_id in result.updated:
            if path in result.chosen:
                print(
                    f"tarbish-score: {path}: the other laptop's chosen version of match {match_id}; "
                    "yours is kept in its versions",
                    file=err,
                )
            else:
                print(f"tarbish-score: {path}: a newer version of match {match_id}; updated it", file=err)
        for path, match_id in result.conflicts:
            print(
                f"tarbish-score: {path}: match {match_id} changed apart here and there; both versions kept, "
                "choose one in the archive window",
                file=err,
            )
        if isinstance(result, RestoreResult) and result.tournaments:
            numbers = ", ".join(str(n) for n in result.tournaments)
            print(f"tarbish-score: brought in {len(result.tournaments)} tournament(s): {numbers}", file=err)
        if isinstance(result, RestoreResult) and result.not_taken:
            for line in result.not_taken:
                print(f"tarbish-score: {line}", file=err)
            print(
                f"tarbish-score: brought in {len(result.ids)} match(es); could not take {len(result.not_taken)}",
                file=err,
            )
            code = ExitCode.INCOMPLETE
    return code


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return import_command(args.files, out=out, err=err)


COMMAND = Command(
    name="import",
    help="import match records or a backup folder; prints the new ids",
    description="Import match records (.tarbish.json) or backup folders. Every file is checked first; "
    "on any problem nothing is imported. A backup folder brings in every match it can and names "
    "the ones it could not take. Matches already saved are skipped.",
    add_arguments=_add_arguments,
    run=_run,
)

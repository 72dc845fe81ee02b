"""``tarbish-score repair``: read the whole archive; when damaged, set it aside and save every readable match."""

from __future__ import annotations

import argparse
import os
from typing import TextIO

from tarbish_score.cli.commands.archive import tell_set_aside
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command, no_arguments


def repair_command(*, out: TextIO, err: TextIO) -> int:
    """Read the whole archive; when damaged, set it aside and salvage every readable match (``repair``).

    Returns:
        0 when the archive is sound or every match was saved; :attr:`ExitCode.INCOMPLETE` when some
        match could not be read (each named on ``err``); :attr:`ExitCode.ARCHIVE` when there is no
        archive or it cannot be opened, :attr:`ExitCode.LOCKED` when the window has it open.
    """
    from tarbish_score import paths
    from tarbish_score.storage import MatchStore, StoreError, StoreLockedError, database_path

    directory = paths.data_dir()
    if not os.path.lexists(database_path(directory)):
        print(f"tarbish-score: there is no archive in {directory} to repair", file=err)
        return ExitCode.ARCHIVE
    try:
        with MatchStore.open(directory) as store:
            found = store.salvaged is not None or store.foreign_aside is not None
            report = store.salvaged or store.repair()
            tell_set_aside(store, err)
            if store.unloadable:
                return ExitCode.INCOMPLETE
            if report is None and not found:
                out.write(f"The archive {store.path} is sound: {store.count_matches()} matches.\n")
                return ExitCode.OK
    except StoreLockedError as error:
        print(f"tarbish-score: {error} Then run 'tarbish-score repair' again.", file=err)
        return ExitCode.LOCKED
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return ExitCode.ARCHIVE
    return ExitCode.INCOMPLETE if report is not None and report.lost else ExitCode.OK


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return repair_command(out=out, err=err)


COMMAND = Command(
    name="repair",
    help="check every page of the archive; if damaged, set it aside and save every readable match",
    description="Read the whole archive. If it is damaged, it is kept, untouched, beside the new one "
    "(archive.damaged-TIME.sqlite3) and every match that can still be read is copied into a fresh "
    "archive, with its id; the matches that cannot be read are named. Close the window first.",
    add_arguments=no_arguments,
    run=_run,
)

"""``tarbish-score snapshots`` and ``restore-snapshot DATE``: the archive's automatic snapshots."""

from __future__ import annotations

import argparse
from typing import TextIO

from tarbish_score.cli.commands.archive import tell_set_aside
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command


def _add_listing_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the snapshots as JSON")


def _add_restore_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", metavar="DATE", help="the snapshot's date (2026-11-30), or a name 'snapshots' lists")


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
        import json  # only for --json, not at every start of the window

        json.dump(rows, out, indent=1, ensure_ascii=False)
        out.write("\n")
        return ExitCode.OK
    if not found:
        out.write(f"No snapshots in {snapshots_dir(directory)} yet: one is taken at the first change of each day.\n")
        return ExitCode.OK
    table = [("Snapshot", "Matches", "What")]
    for s in found:
        what = "the archive kept aside by a restore" if s.kept_aside else "the archive before that day's first change"
        table.append((s.name, "damaged" if s.matches is None else str(s.matches), what))
    widths = [max(len(row[i]) for row in table) for i in range(2)]
    for name, matches, what in table:
        out.write(f"{name.ljust(widths[0])}  {matches.rjust(widths[1])}  {what}\n")
    return ExitCode.OK


def restore_snapshot_command(name: str, *, out: TextIO, err: TextIO) -> int:
    """Put the snapshot ``name`` in the archive's place, keeping the archive aside first.

    Returns:
        0 when restored; :attr:`ExitCode.NOT_FOUND` when there is no such snapshot;
        :attr:`ExitCode.LOCKED` when the window has the archive open; :attr:`ExitCode.ARCHIVE` when
        the snapshot is damaged or the files cannot be moved (one line on ``err``; nothing changed).
    """
    from tarbish_score import paths
    from tarbish_score.storage import MatchStore, StoreError, StoreLockedError
    from tarbish_score.storage.snapshots import find_snapshot

    directory = paths.data_dir()
    snapshot = find_snapshot(directory, name)
    if snapshot is None:
        print(f"tarbish-score: no snapshot {name!r}; 'tarbish-score snapshots' lists them", file=err)
        return ExitCode.NOT_FOUND
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
        return ExitCode.LOCKED
    except StoreError as error:
        print(f"tarbish-score: {str(error).rstrip('.')}; nothing was restored", file=err)
        return ExitCode.ARCHIVE
    out.write(f"restored the snapshot {snapshot.name}: {count} match{'' if count == 1 else 'es'}\n")
    out.write(f"the archive as it was is kept as {kept} (restore-snapshot {kept.stem.removeprefix('archive-')})\n")
    return ExitCode.OK


def _run_listing(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return snapshots_command(as_json=args.json, out=out, err=err)


def _run_restore(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return restore_snapshot_command(args.name, out=out, err=err)


LISTING = Command(
    name="snapshots",
    help="list the archive's automatic snapshots, newest first",
    description="List the automatic snapshots of the archive (a copy before the first change of each "
    "day; the last 7 and one a week for 4 weeks are kept), and the archives kept aside by a restore.",
    add_arguments=_add_listing_arguments,
    run=_run_listing,
)
RESTORE = Command(
    name="restore-snapshot",
    help="put a snapshot in the archive's place (the archive is kept aside first)",
    description="Put a snapshot in the archive's place. The archive as it was is kept aside first, in "
    "the snapshots folder, and listed by 'snapshots': restoring it takes the restore back.",
    add_arguments=_add_restore_arguments,
    run=_run_restore,
)

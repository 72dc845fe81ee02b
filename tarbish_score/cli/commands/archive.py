"""What the commands that open the match archive share: how long they wait, what they say, how they end."""

from __future__ import annotations

from typing import TYPE_CHECKING, TextIO

from tarbish_score.cli.exit_codes import ExitCode

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore, StoreError

#: Seconds a command waits while another command (an import, a list) holds the archive.
LOCK_WAIT = 5.0


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


def archive_status(error: StoreError) -> ExitCode:
    """The exit status for an archive that refused: held by another program, no such match, or at fault."""
    from tarbish_score.storage import MatchNotFoundError, StoreLockedError

    if isinstance(error, StoreLockedError):
        return ExitCode.LOCKED
    if isinstance(error, MatchNotFoundError):
        return ExitCode.NOT_FOUND
    return ExitCode.ARCHIVE

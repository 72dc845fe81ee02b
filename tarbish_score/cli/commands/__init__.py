"""The headless commands of ``tarbish-score``, listed once.

Each module here declares its :class:`~tarbish_score.cli.registry.Command` (name, help, arguments,
``run``); :data:`COMMANDS` lists them in the order ``--help`` shows them. The parser, ``main``'s
dispatch and the open-a-file check read this list and nothing else, so a new command is a new
module and one line here. The modules import only argparse at first: the window starts after
their parsers are built, and each command imports what it needs when it runs.
"""

from __future__ import annotations

from tarbish_score.cli.commands import (
    desktop,
    export,
    importing,
    listing,
    repair,
    score,
    snapshots,
    stats,
    syncing,
    tournament,
)
from tarbish_score.cli.registry import Command

__all__ = ["COMMANDS", "by_name"]

COMMANDS: tuple[Command, ...] = (
    score.COMMAND,
    listing.COMMAND,
    export.COMMAND,
    importing.COMMAND,
    syncing.COMMAND,
    stats.COMMAND,
    tournament.COMMAND,
    snapshots.LISTING,
    snapshots.RESTORE,
    desktop.COMMAND,
    repair.COMMAND,
)


def by_name() -> dict[str, Command]:
    """Each command under its name on the command line."""
    return {command.name: command for command in COMMANDS}

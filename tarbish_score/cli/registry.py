"""What a headless command is: one declaration holds its name, its help, its arguments and its ``run``.

Each module of :mod:`tarbish_score.cli.commands` declares its commands as :class:`Command`
values; the package lists them once (:data:`tarbish_score.cli.commands.COMMANDS`), and the
parser, the dispatch in ``main`` and the open-a-file check are all built from that list.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TextIO

#: Adds a command's own arguments to its parser.
AddArguments = Callable[[argparse.ArgumentParser], None]
#: Runs a command: the parsed arguments, standard output, standard error; returns the exit status.
Run = Callable[[argparse.Namespace, TextIO, TextIO], int]


def no_arguments(parser: argparse.ArgumentParser) -> None:
    """For a command that takes no arguments of its own."""


class Command:
    """One headless sub-command of ``tarbish-score`` (a plain class: a named tuple or a dataclass costs the
    window's start-up more to define than the whole registry does).

    Attributes:
        name: the word on the command line (``score``, ``restore-snapshot``).
        help: one line in the top ``--help``'s list of commands.
        description: the paragraph at the top of the command's own ``--help``.
        add_arguments: adds the command's own arguments to its parser.
        run: does the work; returns an exit status (:class:`tarbish_score.cli.exit_codes.ExitCode`).
        archive_options: whether ``--data-dir`` and ``--debug`` are taken after the command too
            (``install-desktop`` touches no archive, so it does not take them there).
    """

    __slots__ = ("add_arguments", "archive_options", "description", "help", "name", "run")

    def __init__(
        self,
        name: str,
        help: str,
        description: str,
        add_arguments: AddArguments,
        run: Run,
        *,
        archive_options: bool = True,
    ) -> None:
        self.name = name
        self.help = help
        self.description = description
        self.add_arguments = add_arguments
        self.run = run
        self.archive_options = archive_options

    def __repr__(self) -> str:
        return f"Command({self.name!r})"

"""The ``tarbish-score`` command: the window, or a headless sub-command.

``tarbish-score`` opens the window; ``tarbish-score score FILE [--json]`` scores a match record
(docs/match-record.md) without Qt; ``tarbish-score list [--json]`` prints the match archive; the
other commands are in :data:`tarbish_score.cli.commands.COMMANDS`, one module each.

The parts: :mod:`~tarbish_score.cli.registry` (what a command is),
:mod:`~tarbish_score.cli.commands` (the commands), :mod:`~tarbish_score.cli.parser` (built from
them), :mod:`~tarbish_score.cli.arguments` (Qt's options and the file to open, set apart first),
:mod:`~tarbish_score.cli.headless` (running a command), :mod:`~tarbish_score.cli.window` and
:mod:`~tarbish_score.cli.exit_codes`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from tarbish_score.cli import commands as registered
from tarbish_score.cli.arguments import QT_FLAG_OPTIONS, QT_VALUE_OPTIONS, split_open_file, split_qt_arguments
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.headless import run_headless
from tarbish_score.cli.parser import build_parser
from tarbish_score.cli.window import run_window

__all__ = [
    "QT_FLAG_OPTIONS",
    "QT_VALUE_OPTIONS",
    "ExitCode",
    "build_parser",
    "main",
    "run_window",
    "split_open_file",
    "split_qt_arguments",
]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line: the window when no command is given, else that command headless.

    Args:
        argv: arguments without the program name; ``sys.argv[1:]`` if None.

    Returns:
        The exit status, one of :class:`ExitCode` (listed at the end of ``--help``); argparse
        itself exits with :attr:`ExitCode.USAGE` for wrong use.
    """
    parser = build_parser()
    qt_arguments, rest = split_qt_arguments(list(sys.argv[1:] if argv is None else argv))
    rest, open_file = split_open_file(rest, parser)
    args = parser.parse_args(rest)
    args.open_file = open_file
    args.qt_arguments = qt_arguments
    if args.data_dir:
        from tarbish_score import paths

        paths.set_data_dir(args.data_dir)
    if args.sync_dir:
        from tarbish_score import paths

        paths.set_sync_dir(args.sync_dir)
    if args.command is None:
        return run_window(args)  # the window sets up its own log (ui.app.run)
    if args.debug:
        from tarbish_score import logs

        logs.set_up(debug=True)
    return run_headless(registered.by_name()[args.command].run, args)

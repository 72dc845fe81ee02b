"""The ``tarbish-score`` command: the window, or a headless sub-command.

``tarbish-score`` opens the window; ``tarbish-score score FILE [--json]`` scores
a match record (MATCH_RECORD.md) without Qt.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from tarbish_score import __version__

EXIT_OK = 0
EXIT_BAD_RECORD = 1
EXIT_USAGE = 2


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    parser = argparse.ArgumentParser(
        prog="tarbish-score",
        description="Keeps score for Tarabish. With no command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--data-dir", metavar="DIR", help="where matches are kept (default: the user data folder)")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    score = commands.add_parser(
        "score",
        help="score a match record and print the rounds",
        description="Score a match record (.tarbish.json) with the same engine as the window.",
    )
    score.add_argument("file", metavar="FILE", help="the match record to score")
    score.add_argument("--json", action="store_true", help="print the scored match as JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line.

    Args:
        argv: arguments without the program name; ``sys.argv[1:]`` if None.

    Returns:
        The exit status: 0 success, 1 a bad match record, 2 a usage error.
    """
    args = build_parser().parse_args(argv)
    if args.data_dir:
        from tarbish_score import paths

        paths.set_data_dir(args.data_dir)
    if args.command == "score":
        return score_command(args.file, as_json=args.json, out=sys.stdout, err=sys.stderr)
    return run_window(args)


def run_window(args: argparse.Namespace) -> int:
    """Open the window (imports Qt only now, to keep the headless commands light)."""
    try:
        from tarbish_score.ui.app import run
    except ImportError:
        print("tarbish-score: the window is not built yet; use 'tarbish-score score FILE'", file=sys.stderr)
        return EXIT_USAGE
    return run(args)


def score_command(path: str, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Score the record at ``path`` and print a table or the JSON document.

    Returns:
        0 when scored, 1 when the record is unreadable or breaks a rule; the
        error is one line on ``err`` naming the round and field.
    """
    from tarbish_score.model import RecordError, read_record, scored_document

    try:
        match = read_record(path)
    except RecordError as error:
        print(f"tarbish-score: {path}: {error}", file=err)
        return EXIT_BAD_RECORD
    except OSError as error:
        print(f"tarbish-score: {path}: cannot read the file ({error.strerror or error})", file=err)
        return EXIT_BAD_RECORD
    if as_json:
        json.dump(scored_document(match), out, indent=1)
        out.write("\n")
    else:
        from tarbish_score.report import score_table

        out.write(score_table(match))
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

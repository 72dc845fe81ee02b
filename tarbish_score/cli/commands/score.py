"""``tarbish-score score FILE [--json]``: score a match record without Qt (docs/match-record.md section 5)."""

from __future__ import annotations

import argparse
from typing import TextIO

from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="the match record to score")
    parser.add_argument("--json", action="store_true", help="print the scored match as JSON")


def score_command(path: str, *, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Score the record at ``path`` and print a table or the JSON document.

    Returns:
        0 when scored; :attr:`ExitCode.BAD_RECORD` when the record is unreadable or breaks a rule
        (the error is one line on ``err`` naming the round and field).
    """
    from tarbish_score.model import RecordError, read_record, scored_document

    try:
        match = read_record(path)
    except RecordError as error:
        from tarbish_score.report import clean

        print(f"tarbish-score: {clean(f'{path}: {error}')}", file=err)
        return ExitCode.BAD_RECORD
    except OSError as error:
        print(f"tarbish-score: {path}: cannot read the file ({error.strerror or error})", file=err)
        return ExitCode.BAD_RECORD
    if as_json:
        import json  # only for --json, not at every start of the window

        json.dump(scored_document(match), out, indent=1)
        out.write("\n")
    else:
        from tarbish_score.report import score_table

        out.write(score_table(match))
    return ExitCode.OK


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return score_command(args.file, as_json=args.json, out=out, err=err)


COMMAND = Command(
    name="score",
    help="score a match record and print the rounds",
    description="Score a match record (.tarbish.json) with the same engine as the window.",
    add_arguments=_add_arguments,
    run=_run,
)

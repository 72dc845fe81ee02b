"""Running a headless command: its streams made safe, and output trouble said in one line."""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys

from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Run


def run_headless(run: Run, args: argparse.Namespace) -> int:
    """Run a headless command so that output trouble is one line and its own status, never a traceback.

    Returns:
        The command's status; :attr:`ExitCode.NO_OUTPUT` when standard output is closed or cannot
        be written; :attr:`ExitCode.BROKEN_PIPE` when its reader stopped early (``| head``).
    """
    err = sys.stderr if sys.stderr is not None else open(os.devnull, "w")  # noqa: SIM115 - lives for the process
    out = sys.stdout
    for stream in (out, err):
        # Suit symbols or odd names must not crash an ASCII or cp1252 terminal.
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    if out is None:
        print("tarbish-score: standard output is closed; nothing can be printed", file=err)
        return ExitCode.NO_OUTPUT
    try:
        code = run(args, out, err)
        out.flush()
    except BrokenPipeError:
        # The reader stopped early (e.g. piped into head): silence the flush at exit.
        with contextlib.suppress(OSError, ValueError):  # a stream without a descriptor has no flush at exit
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, out.fileno())
        return ExitCode.BROKEN_PIPE
    except OSError as error:
        print(f"tarbish-score: cannot write the output ({error.strerror or error})", file=err)
        return ExitCode.NO_OUTPUT
    return code

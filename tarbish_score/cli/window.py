"""The window: ``tarbish-score`` with no command (Qt is imported only now, to keep the commands light)."""

from __future__ import annotations

import argparse
import sys

from tarbish_score.cli.exit_codes import ExitCode


def run_window(args: argparse.Namespace) -> int:
    """Open the window and run it until it is closed.

    Returns:
        The window's exit status (:func:`tarbish_score.ui.app.run`); :attr:`ExitCode.NO_WINDOW`
        when the window cannot be imported (no PySide6).
    """
    try:
        from tarbish_score.ui.app import run
    except ImportError:
        print("tarbish-score: the window is not built yet; use 'tarbish-score score FILE'", file=sys.stderr)
        return ExitCode.NO_WINDOW
    return run(args)

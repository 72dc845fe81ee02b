"""The argument parser of ``tarbish-score``: its own options, then one sub-parser per registered command."""

from __future__ import annotations

import argparse
import os

from tarbish_score import __version__
from tarbish_score.cli import commands as registered
from tarbish_score.cli.exit_codes import exit_status_help

#: The languages ``--language`` opens the window in.
WINDOW_LANGUAGES = ("en", "fr", "es", "it")


class _MainParser(argparse.ArgumentParser):
    """The top parser: its help ends with the exit statuses, Qt's options and where the files are."""

    def format_help(self) -> str:
        """argparse's help, the exit statuses, then the folders of this machine (worked out now, not at import)."""
        return super().format_help() + "\n" + exit_status_help() + "\n" + environment_help()


def environment_help() -> str:
    """The end of ``--help``: Qt's own options, and each environment variable with its folder on this machine.

    The defaults are this machine's (platformdirs); a variable set now is shown with its value.
    """
    from tarbish_score import paths

    what = {
        paths.DATA_ENV: "the data folder: the match archive (--data-dir overrides it)",
        paths.CONFIG_ENV: "the settings folder (the settings file in it: settings.ini)",
        paths.LOG_ENV: "the folder of the log file (tarbish-score.log)",
        paths.RECOVERY_ENV: "where changes the archive refused are kept when the app is left",
    }
    lines = [
        "Qt's own options are passed to Qt (for the window), e.g. -style Fusion,",
        "-style=Fusion, -platform offscreen, -reverse, -geometry 800x600+0+0,",
        "-qwindowgeometry, -qwindowtitle, -stylesheet, -platformtheme, -plugin,",
        "-session, -display, -widgetcount.",
        "",
        "Where the files are on this machine; each environment variable moves one:",
    ]
    for variable, default in paths.default_dirs().items():
        lines.append(f"  {variable}")
        lines.append(f"      {what[variable]}")
        lines.append(f"      default: {default}")
        if os.environ.get(variable):
            lines.append(f"      now: {os.environ[variable]}")
    lines.append(f"  {paths.SYNC_ENV}")
    lines.append("      the sync folder shared with other laptops (--sync-dir overrides it)")
    lines.append("      default: none (the window's setting)")
    if os.environ.get(paths.SYNC_ENV):
        lines.append(f"      now: {os.environ[paths.SYNC_ENV]}")
    return "\n".join(lines) + "\n"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the window's options and of every registered command, in the registry's order."""
    parser = _MainParser(
        prog="tarbish-score",
        description="Keeps score for Tarabish. With no command, opens the window; "
        "'tarbish-score FILE.tarbish.json' opens that match record in it (imported into the archive once).",
        epilog="Back up: tarbish-score export --all -o FOLDER; restore: tarbish-score import FOLDER.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    data_dir_help = "where matches are kept (default: the user data folder)"
    parser.add_argument("--data-dir", metavar="DIR", help=data_dir_help)
    sync_help = (
        "the sync folder this run shares matches through with other laptops (default: the window's "
        "setting; docs/sync.md)"
    )
    parser.add_argument("--sync-dir", metavar="DIR", help=sync_help)
    debug_help = "log everything (DEBUG) to the console too, not only to the log file"
    parser.add_argument("--debug", action="store_true", help=debug_help)
    parser.add_argument(
        "--language",
        dest="window_language",
        choices=WINDOW_LANGUAGES,
        help="the window's language this time (default: View > Language, else the system's)",
    )
    # --data-dir after the command too; SUPPRESS keeps a global --data-dir when it is not repeated there.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS, help=data_dir_help)
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=debug_help)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=argparse.ArgumentParser)
    for command in registered.COMMANDS:
        sub = commands.add_parser(
            command.name,
            parents=[common] if command.archive_options else [],
            help=command.help,
            description=command.description,
        )
        command.add_arguments(sub)
    return parser

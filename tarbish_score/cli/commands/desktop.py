"""``tarbish-score install-desktop``: the menu entry, the icons and the match record's file type (XDG)."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TextIO

from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--user", action="store_true", help="for this user only (the default; kept for old scripts)")
    where.add_argument(
        "--system", action="store_true", help="for every user, in /usr/local/share (needs root; uninstall it likewise)"
    )
    parser.add_argument("--uninstall", action="store_true", help="remove exactly what install-desktop installed")


def install_desktop_command(*, system: bool, remove: bool, out: TextIO, err: TextIO) -> int:
    """Install (or with ``remove``, uninstall) the desktop entry, icons and file type.

    Into the user's XDG data folder, or with ``system`` (root only) into ``/usr/local/share``;
    then the desktop's caches are refreshed where their programs exist.

    Returns:
        0 when done (also for an uninstall that finds nothing); :attr:`ExitCode.USAGE` on a system
        without XDG desktops (Windows, macOS) or ``system`` without root; :attr:`ExitCode.CANNOT_WRITE`
        when a file cannot be written or removed (one line on ``err``).
    """
    from tarbish_score import desktop

    if sys.platform in ("win32", "darwin"):
        print("tarbish-score: install-desktop is for Linux and BSD desktops (XDG)", file=err)
        return ExitCode.USAGE
    if system and not (hasattr(os, "geteuid") and os.geteuid() == 0):
        print(f"tarbish-score: --system writes in {desktop.SYSTEM_DATA_DIR}: run it as root (sudo)", file=err)
        return ExitCode.USAGE
    share = desktop.data_home(system=system)
    try:
        if remove:
            removed = desktop.uninstall(share, refresh=desktop.refresh_caches)
            if removed:
                out.write(f"removed {len(removed)} files from {share}\n")
            else:
                system_entry = desktop.placements(desktop.SYSTEM_DATA_DIR)[0].target
                hint = (
                    ""
                    if system or not system_entry.exists()
                    else f" (it is installed for every user: {system_entry}; uninstall that with --system, as root)"
                )
                out.write(f"nothing of Tarabish Score's was installed in {share}{hint}\n")
            return ExitCode.OK
        command = desktop.program_command()
        written = desktop.install(share, command)
    except OSError as error:
        print(f"tarbish-score: cannot write in {share} ({error.strerror or error})", file=err)
        return ExitCode.CANNOT_WRITE
    ran = desktop.refresh_caches(share)
    out.write(f"installed {len(written)} files into {share}: the menu entry, the icon, the file type\n")
    out.write(f"the menu entry runs: {desktop.desktop_exec(command)}\n")
    if not ran:
        out.write("the menu shows it once the desktop reads its folders again (log out and in if it does not)\n")
    return ExitCode.OK


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return install_desktop_command(system=args.system, remove=args.uninstall, out=out, err=err)


COMMAND = Command(
    name="install-desktop",
    help="add Tarabish Score to the desktop's menu, with its icon, and open .tarbish.json files in it",
    description="Install the menu entry, the icon and the match record's file type (*.tarbish.json) into "
    "the XDG data folder ($XDG_DATA_HOME, else ~/.local/share), for an app installed with pip; the "
    "entry runs this installed program. With --system (as root), into /usr/local/share for everyone.",
    add_arguments=_add_arguments,
    run=_run,
    archive_options=False,
)

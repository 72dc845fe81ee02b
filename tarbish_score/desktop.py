"""The app on a Linux desktop: its id, its icon files, and ``tarbish-score install-desktop``.

A pip install puts a program on disk but nothing in the desktop's menu. :func:`install` copies the
desktop entry, the icons (every hicolor size and the scalable SVG) and the match record's file type
(``*.tarbish.json``) into the XDG data folders, with the entry's ``Exec`` pointing at the program that
is installed; :func:`uninstall` removes exactly those files. No Qt here: the window only reads
:data:`APP_ID` and :func:`icon_files` (``ui/app.py``). The shipped files live in
``tarbish_score/resources/linux/`` (``packaging/linux/`` links to them for distribution packagers).
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Final

__all__ = [
    "APP_ID",
    "ICONS_DIR",
    "ICON_SIZES",
    "LINUX_DIR",
    "MIME_TYPE",
    "PROGRAM",
    "SYSTEM_DATA_DIR",
    "Placed",
    "data_home",
    "desktop_exec",
    "icon_files",
    "install",
    "placements",
    "program_command",
    "refresh_caches",
    "uninstall",
]

#: The reverse-DNS id: the desktop entry's file name, the icon's name, the AppStream id and what
#: ``QGuiApplication.setDesktopFileName`` says, so desktops match the window to its entry.
APP_ID = "io.github.tarbish_score.TarbishScore"
#: The match record's file type (``*.tarbish.json``, docs/match-record.md).
MIME_TYPE = "application/x-tarbish-match"
#: The command a pip install puts on the PATH.
PROGRAM = "tarbish-score"
#: Where a system-wide install goes (the administrator's own programs, not the distribution's).
SYSTEM_DATA_DIR = Path("/usr/local/share")

_RESOURCES = Path(__file__).resolve().parent / "resources"
#: The rendered icons (``tools/render_icons.py``): ``tarbish-score-<N>.png``, ``.svg``, ``.ico``.
ICONS_DIR = _RESOURCES / "icons"
#: The desktop entry, the AppStream metainfo and the file type, as shipped.
LINUX_DIR = _RESOURCES / "linux"
#: Every rendered icon size, in pixels (each is a hicolor theme size too).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_files() -> dict[int, Path]:
    """The app icon's PNG file of each size (pixels -> path), for the window icon."""
    return {size: ICONS_DIR / f"tarbish-score-{size}.png" for size in ICON_SIZES}


def data_home(*, system: bool = False) -> Path:
    """The XDG data folder an install goes to.

    Args:
        system: the system-wide folder (:data:`SYSTEM_DATA_DIR`) rather than the user's.

    Returns:
        ``$XDG_DATA_HOME`` when set to an absolute path, else ``~/.local/share`` (the XDG Base
        Directory specification's default), or :data:`SYSTEM_DATA_DIR`.
    """
    if system:
        return SYSTEM_DATA_DIR
    configured = os.environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():  # the specification ignores a relative one
        return Path(configured)
    return Path.home() / ".local" / "share"


@dataclass(frozen=True)
class Placed:
    """One installed file: where it goes under the data folder, and the shipped file it comes from."""

    target: Path
    source: Path


def placements(share: Path) -> list[Placed]:
    """Every file :func:`install` writes under the data folder ``share``, where the XDG specifications put it.

    The entry in ``applications/`` (desktop entry specification), the icons in
    ``icons/hicolor/<N>x<N>/apps/`` and ``icons/hicolor/scalable/apps/`` (icon theme specification), the
    file type in ``mime/packages/`` (shared MIME-info database specification).
    """
    placed = [Placed(share / "applications" / f"{APP_ID}.desktop", LINUX_DIR / f"{APP_ID}.desktop")]
    hicolor = share / "icons" / "hicolor"
    for size, path in icon_files().items():
        placed.append(Placed(hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png", path))
    placed.append(Placed(hicolor / "scalable" / "apps" / f"{APP_ID}.svg", ICONS_DIR / "tarbish-score.svg"))
    placed.append(Placed(share / "mime" / "packages" / f"{APP_ID}.xml", LINUX_DIR / f"{APP_ID}.mime.xml"))
    return placed


def program_command() -> list[str]:
    """The command that starts this installed copy of the app, absolute (a menu has no PATH of a venv).

    The ``tarbish-score`` script that is running, else the one beside this Python (a virtual
    environment's ``bin``), else one on the PATH, else this Python with ``-m tarbish_score``.
    """
    running = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if running is not None and running.name == PROGRAM and running.is_file():
        return [str(running.absolute())]
    found = shutil.which(PROGRAM, path=str(Path(sys.executable).parent)) or shutil.which(PROGRAM)
    if found:
        return [str(Path(found).absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "tarbish_score"]


def _quote(argument: str) -> str:
    """``argument`` as the desktop entry specification wants it in ``Exec`` (section "The Exec key").

    Arguments with a reserved character are put in double quotes, with ``"``, `````, ``$`` and ``\\``
    escaped by a backslash; then, the value being a string, each backslash is doubled.
    """
    if argument and not re.search(r"[\s\"'\\><~|&;$*?#()`=%]", argument):
        return argument
    quoted = '"' + re.sub(r'(["`$\\])', r"\\\1", argument) + '"'
    return quoted.replace("\\", "\\\\")


#: Runs its first argument with the rest: the program of an ``Exec`` whose own path holds a ``%``.
_SHELL_RUN: Final = ("/bin/sh", "-c", 'exec "$0" "$@"')


def desktop_exec(command: list[str]) -> str:
    """The ``Exec`` value that runs ``command`` with the file a double-click opens (``%f``).

    A literal ``%`` is written ``%%`` (section "The Exec key"). GLib looks for the program named
    first in ``Exec`` *before* it expands ``%%``, so it would look for a ``/100%%/`` folder and refuse
    the entry: a program whose path holds ``%`` is started through ``/bin/sh`` instead, which
    receives the path as an argument, expanded.
    """
    if "%" in command[0]:
        command = [*_SHELL_RUN, *command]
    return " ".join(_quote(part) for part in command).replace("%", "%%") + " %f"


def _entry_text(command: list[str]) -> str:
    """The shipped desktop entry with ``Exec`` and ``TryExec`` pointing at ``command``."""
    lines = []
    for line in (LINUX_DIR / f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + desktop_exec(command)
        elif line.startswith("TryExec="):
            line = "TryExec=" + command[0].replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def install(share: Path, command: list[str] | None = None) -> list[Path]:
    """Install the desktop entry, the icons and the file type under the data folder ``share``.

    Args:
        share: the XDG data folder (:func:`data_home`).
        command: what the entry runs; :func:`program_command` if None.

    Returns:
        The files written (:func:`placements`), each replaced if it was there.

    Raises:
        OSError: a folder or file cannot be written (files written before it stay; install again or
            uninstall).
    """
    command = command if command is not None else program_command()
    written = []
    for placed in placements(share):
        placed.target.parent.mkdir(parents=True, exist_ok=True)
        if placed.source.suffix == ".desktop":
            placed.target.write_text(_entry_text(command), encoding="utf-8")
            placed.target.chmod(0o644)
        else:
            shutil.copyfile(placed.source, placed.target)
        written.append(placed.target)
    return written


def uninstall(share: Path, refresh: Callable[[Path], object] | None = None) -> list[Path]:
    """Remove what :func:`install` put under ``share``, then the folders that leaves empty.

    Folders are removed only when empty and only below ``share``: another app's icons stay.

    Args:
        share: the XDG data folder the install went to.
        refresh: called with ``share`` once the files are gone and before the empty folders go
            (:func:`refresh_caches`: the caches forget the app while their folders still exist).

    Returns:
        The files removed (those of :func:`placements` that were there).

    Raises:
        OSError: a file is there but cannot be removed.
    """
    removed = []
    for placed in placements(share):
        if placed.target.is_file() or placed.target.is_symlink():
            placed.target.unlink()
            removed.append(placed.target)
    if refresh is not None:
        refresh(share)
    if removed:
        forget_generated_caches(share)
    for placed in placements(share):
        folder = placed.target.parent
        while folder != share and share in folder.parents:
            try:
                folder.rmdir()  # only an empty one
            except OSError:
                break
            folder = folder.parent
    return removed


#: What ``update-mime-database`` writes in ``mime/`` besides one folder of ``.xml`` files per media type.
_MIME_DATABASE_FILES = (
    "aliases",
    "generic-icons",
    "globs",
    "globs2",
    "icons",
    "magic",
    "mime.cache",
    "subclasses",
    "treemagic",
    "types",
    "version",
    "XMLnamespaces",
)
#: The media types ``update-mime-database`` makes a folder of, in ``mime/``.
_MEDIA_TYPES = (
    "application",
    "audio",
    "chemical",
    "font",
    "image",
    "inode",
    "message",
    "model",
    "multipart",
    "text",
    "video",
    "x-content",
    "x-epoc",
)


def forget_generated_caches(share: Path) -> list[Path]:
    """Remove the caches the cache programs wrote for this app alone, once its files are gone.

    The MIME database (``mime/mime.cache``, ``globs2``, ``types``, the media-type folders…) goes
    only when no MIME package is left in ``mime/packages`` (the app's was the only one);
    ``applications/mimeinfo.cache`` only when no desktop entry is left in ``applications/``;
    ``icons/hicolor/icon-theme.cache`` only when no icon is left under ``icons/hicolor``.
    Anything else (another app's files) stays.

    Args:
        share: the XDG data folder the install went to.

    Returns:
        The files removed.

    Raises:
        OSError: a generated file is there but cannot be removed.
    """
    removed: list[Path] = []

    def remove(path: Path) -> None:
        if path.is_file() and not path.is_symlink():
            path.unlink()
            removed.append(path)

    mime = share / "mime"
    packages = mime / "packages"
    if mime.is_dir() and not (packages.is_dir() and any(packages.iterdir())):
        for name in _MIME_DATABASE_FILES:
            remove(mime / name)
        for media in _MEDIA_TYPES:
            folder = mime / media
            if folder.is_dir() and all(p.is_file() and p.suffix == ".xml" for p in folder.iterdir()):
                for entry in sorted(folder.iterdir()):
                    remove(entry)
                folder.rmdir()
    for media in _MEDIA_TYPES:  # the folder the app's type was in, left empty by the rebuild
        with suppress(OSError):
            (mime / media).rmdir()  # only an empty one
    applications = share / "applications"
    if applications.is_dir() and not any(applications.rglob("*.desktop")):
        remove(applications / "mimeinfo.cache")
    hicolor = share / "icons" / "hicolor"
    if hicolor.is_dir() and not any(p.is_file() and p.name != "icon-theme.cache" for p in hicolor.rglob("*")):
        remove(hicolor / "icon-theme.cache")
    return removed


def refresh_caches(share: Path, run: Callable[[list[str]], object] | None = None) -> list[str]:
    """Tell the desktop's caches about the files under ``share``: entries, file types, icons.

    Runs ``update-desktop-database``, ``update-mime-database`` and ``gtk-update-icon-cache`` on
    their folders, each only where the program and its folder exist (a desktop without them reads
    the files directly). A program that fails is ignored: the files are in place either way.

    Args:
        run: runs one command (tests pass their own); :func:`subprocess.run` without a shell if None.

    Returns:
        The programs that were run.
    """

    import subprocess  # here, not at the top: the window imports this module at start-up (APP_ID)

    def default_run(args: list[str]) -> object:
        return subprocess.run(args, capture_output=True, check=False, timeout=120)

    run = run if run is not None else default_run
    jobs = [
        ("update-desktop-database", [share / "applications"], []),
        ("update-mime-database", [share / "mime"], []),
        # -f: write the cache even without index.theme (a user's folder has none); -t: do not need it.
        ("gtk-update-icon-cache", [share / "icons" / "hicolor"], ["-f", "-t", "-q"]),
    ]
    ran = []
    for program, folders, options in jobs:
        found = shutil.which(program)
        if found is None or not all(folder.is_dir() for folder in folders):
            continue
        try:
            run([found, *options, *(str(folder) for folder in folders)])
        except (OSError, subprocess.SubprocessError):
            continue
        ran.append(program)
    return ran

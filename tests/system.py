"""Programs some tests run that pip does not install: each test that needs one skips without it, saying
which program is missing and the line that installs it (Debian and Ubuntu; .ci/run installs them)."""

from __future__ import annotations

import shutil

import pytest

#: Each program a test runs -> the Debian package that has it.
PACKAGES = {
    "Xvfb": "xvfb",
    "appstreamcli": "appstream",
    "dbus-daemon": "dbus",
    "desktop-file-validate": "desktop-file-utils",
    "gtk-update-icon-cache": "gtk-update-icon-cache",
    "openbox": "openbox",
    "setpriv": "util-linux",
    "strace": "strace",
    "syncthing": "syncthing",
    "update-desktop-database": "desktop-file-utils",
    "update-mime-database": "shared-mime-info",
    "xdotool": "xdotool",
}


def require(*programs: str) -> list[str]:
    """The path of each of ``programs``; skips the test when any is not on PATH.

    The skip names the missing programs and the apt line that installs them, e.g. "dbus-daemon is not
    installed (apt-get install dbus)".

    Raises:
        KeyError: a program :data:`PACKAGES` does not list (add it there, with its package).
    """
    __tracebackhide__ = True  # the skip is reported at the caller's line, not here
    packages = {program: PACKAGES[program] for program in programs}
    found = {program: shutil.which(program) for program in programs}
    missing = [program for program, path in found.items() if path is None]
    if missing:
        apt = " ".join(dict.fromkeys(packages[program] for program in missing))
        verb = "is" if len(missing) == 1 else "are"
        pytest.skip(f"{', '.join(missing)} {verb} not installed (apt-get install {apt})")
    return [path for path in found.values() if path is not None]

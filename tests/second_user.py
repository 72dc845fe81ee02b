"""A real second local user (``nobody``) for the tests of what other users may read, plant or squat.

The tests run as root in CI; ``setpriv`` then runs a small script as user
``nobody``. That script uses the standard library only, run by the base
interpreter in isolated mode (``-I``), never the package: CI's virtual
environment lies in a ``mktemp -d`` folder (``0700``) that another user cannot
enter, which is why tests that need the package as ``nobody`` skip there.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

#: User and group ``nobody`` / ``nogroup`` on Debian and most Linux systems.
NOBODY = 65534
#: Seconds any step of the second user may take.
TIMEOUT = 30


def _interpreter() -> str:
    """The Python executable behind this one (a virtual environment's is a link into a folder nobody may enter)."""
    return os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)


def prefix() -> list[str]:
    """The command prefix that runs the second user's Python, or [] when this cannot be done here."""
    setpriv = shutil.which("setpriv")
    if setpriv is None or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    command = [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", _interpreter(), "-I"]
    try:
        probe = subprocess.run([*command, "-c", "pass"], capture_output=True, cwd="/", timeout=TIMEOUT, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return []
    return command if probe.returncode == 0 else []


def needed() -> list[str]:
    """:func:`prefix`, or skip the test (not root, no ``setpriv``, or no interpreter the user may run)."""
    command = prefix()
    if not command:
        pytest.skip("needs root, setpriv and a Python that user nobody may run")
    return command


def run(code: str, *args: str, env: dict[str, str] | None = None) -> object:
    """Run ``code`` as the second user; what it printed last, as JSON.

    Raises:
        AssertionError: the script failed (its standard error is in the message).
    """
    done = subprocess.run(
        [*needed(), "-c", code, *args],
        capture_output=True,
        text=True,
        cwd="/",
        env=env,
        timeout=TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def start(code: str, *args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    """Start ``code`` as the second user; it says ``ready`` on a line once it is set up (read here)."""
    child = subprocess.Popen(
        [*needed(), "-c", code, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd="/",
        env=env,
    )
    assert child.stdout is not None
    with deadline(child):
        line = child.stdout.readline()  # blocks until the script is ready, or ends when it dies
    if line.strip() != "ready":
        child.kill()
        _, err = child.communicate(timeout=TIMEOUT)
        raise AssertionError(f"the second user's script did not start: {line!r} {err}")
    return child


@contextmanager
def deadline(child: subprocess.Popen[str], seconds: float = TIMEOUT) -> Iterator[None]:
    """Kill ``child`` if the block (a blocking read of its output) takes longer than ``seconds``."""
    timer = threading.Timer(seconds, child.kill)
    timer.start()
    try:
        yield
    finally:
        timer.cancel()


def stop(child: subprocess.Popen[str]) -> str:
    """End a script :func:`start` started; its standard output after ``ready``."""
    if child.poll() is None:
        child.kill()
    out, _ = child.communicate(timeout=TIMEOUT)
    return out


@contextmanager
def shared_folder(mode: int) -> Iterator[Path]:
    """A folder both users reach, like a home (``0o755``) or the system's temp folder (``0o1777``).

    Not under pytest's ``tmp_path``, which is closed to other users.
    """
    folder = Path(tempfile.mkdtemp(prefix="tarbish-users-"))
    try:
        folder.chmod(mode)
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


#: The second user tries each path given: read a file, list a folder, create a file in a folder.
#: Prints ``{path: what happened}``: "read", "listed", "created", or the error's name.
TRY_EVERYTHING = r"""
import json, os, sys
seen = {}
for path in sys.argv[1:]:
    try:
        if os.path.isdir(path):
            os.listdir(path)
            try:
                fd = os.open(os.path.join(path, "planted by another user"), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
                os.close(fd)
                seen[path] = "created"
            except OSError:
                seen[path] = "listed"
        else:
            with open(path, "rb") as file:
                file.read(1)
            seen[path] = "read"
    except OSError as error:
        seen[path] = type(error).__name__
print(json.dumps(seen))
"""

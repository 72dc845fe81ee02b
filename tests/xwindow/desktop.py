"""A real X desktop for one test module: Xvfb, the openbox window manager, the installed app, xdotool.

The screen is read straight from Xvfb's frame buffer (``-fbdir``: an XWD file Xvfb keeps up to date),
so a screenshot is what a player would see, window manager and all, with no X client in between.
The app is started as ``tarbish-score`` from this Python's ``bin`` folder (``python -m tarbish_score``
without one) on Qt's ``xcb`` platform, every folder it writes under the test's folder, and the
test-only probe (``tarbish_score/ui/probe.py``) on: :meth:`App.state` asks it where the vital parts
are and what has the focus. Every wait is bounded (:data:`WAIT`).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import struct
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage

from tarbish_score import paths
from tests.system import require

#: The longest any one wait may take (seconds); the whole suite stays well under a minute.
WAIT = 15.0
#: The libraries Qt's xcb platform loads that a bare Debian may lack (the error names none of them).
XCB_PACKAGES = (
    "libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 "
    "libxcb-xkb1 libxkbcommon-x11-0"
)

T = TypeVar("T")


def wait_for(what: str, check: Callable[[], T | None], timeout: float = WAIT) -> T:
    """``check()``'s first answer that is not None (nor False), polled until ``timeout``; fails saying ``what``."""
    __tracebackhide__ = True
    end = time.monotonic() + timeout
    while True:
        answer = check()
        if answer is not None and answer is not False:
            return answer
        if time.monotonic() > end:
            pytest.fail(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(0.05)


def read_xwd(path: Path) -> QImage:
    """The image of an XWD file (a Z pixmap of 24 or 32 bits a pixel, as Xvfb's frame buffer is)."""
    raw = path.read_bytes()
    header = struct.unpack(">25I", raw[:100])
    header_size, width, height, bits, line = header[0], header[4], header[5], header[11], header[12]
    colours = header[19]
    start = header_size + 12 * colours
    pixels = raw[start : start + height * line]
    if header[7] != 0 or bits not in (24, 32):  # byte order: LSB first, as Xvfb writes on a PC
        raise ValueError(f"an XWD file this reader does not know: byte order {header[7]}, {bits} bits a pixel")
    form = QImage.Format.Format_RGB32 if bits == 32 else QImage.Format.Format_BGR888
    return QImage(pixels, width, height, line, form).copy()


@dataclass
class Desktop:
    """A running X server with a window manager: its display, frame buffer and the processes started."""

    display: str
    framebuffer: Path
    width: int
    height: int
    processes: list[subprocess.Popen[bytes]]

    def env(self) -> dict[str, str]:
        """The environment of an X client of this desktop."""
        env = dict(os.environ)
        env["DISPLAY"] = self.display
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def xdotool(self, *arguments: str) -> str:
        """Run ``xdotool`` with ``arguments`` on this desktop; its standard output."""
        done = subprocess.run(
            ["xdotool", *arguments], env=self.env(), capture_output=True, text=True, timeout=WAIT, check=False
        )
        if done.returncode != 0:
            pytest.fail(f"xdotool {' '.join(arguments)} failed: {done.stderr.strip()}")
        return done.stdout

    def keys(self, *keys: str) -> None:
        """Press and release each of ``keys`` (X key names: ``1``, ``h``, ``Return``, ``alt+v``) in turn."""
        self.xdotool("key", "--delay", "40", *keys)

    def screenshot(self) -> QImage:
        """The whole screen as it is now, from the frame buffer (the mouse pointer put in a corner first)."""
        return read_xwd(self.framebuffer)

    def windows(self, name: str) -> list[str]:
        """The ids of the mapped windows whose title matches ``name``."""
        done = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", name],
            env=self.env(),
            capture_output=True,
            text=True,
            timeout=WAIT,
            check=False,
        )
        return done.stdout.split()


@contextmanager
def desktop(folder: Path, width: int = 1280, height: int = 800) -> Iterator[Desktop]:
    """Xvfb on a free display with openbox managing it, for as long as the ``with`` lasts.

    Skips (with the apt line) when Xvfb, openbox or xdotool is not installed.
    """
    require("Xvfb", "openbox", "xdotool")
    buffer = folder / "framebuffer"
    buffer.mkdir()
    read, write = os.pipe()
    screen = f"{width}x{height}x24"
    command = ["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp", "-fbdir", str(buffer)]
    server = start(command, folder / "xvfb.log", pass_fds=(write,))
    os.close(write)
    processes = [server]
    try:
        with os.fdopen(read, "rb") as answer:
            number = answer.readline().strip()  # Xvfb writes its display number once it listens
        if not number:
            pytest.fail(f"Xvfb did not start: {(folder / 'xvfb.log').read_text(errors='replace')}")
        found = Desktop(f":{number.decode()}", buffer / "Xvfb_screen0", width, height, processes)
        ready = folder / "openbox-ready"
        processes.append(start(["openbox", "--startup", f"touch {ready}"], folder / "openbox.log", found.env()))
        wait_for("openbox to manage the screen", ready.exists)
        found.xdotool("mousemove", str(width - 1), str(height - 1))  # the pointer out of the way
        yield found
    finally:
        for process in reversed(processes):
            stop(process)


def start(command: list[str], log: Path, env: dict[str, str] | None = None, **options: Any) -> subprocess.Popen[bytes]:
    """Start ``command``, its standard output and error into ``log``."""
    with log.open("wb") as out:
        return subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT, **options)


def stop(process: subprocess.Popen[bytes]) -> None:
    """End ``process`` (TERM, then KILL after a while) and reap it."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


@dataclass
class App:
    """The app running on a :class:`Desktop`, with its probe's folder."""

    desktop: Desktop
    process: subprocess.Popen[bytes]
    probe: Path
    log: Path
    asked: int = 0

    def state(self, what: str = "the window's answer", check: Callable[[dict[str, Any]], bool] | None = None) -> Any:
        """Ask the probe until its answer satisfies ``check`` (any answer without one); that answer."""
        __tracebackhide__ = True

        def answer() -> dict[str, Any] | None:
            self.alive()
            self.asked += 1
            ask = self.probe / "ask.part"
            ask.write_text(str(self.asked), encoding="utf-8")
            os.replace(ask, self.probe / "ask")
            end = time.monotonic() + 2
            while time.monotonic() < end:
                try:
                    state: dict[str, Any] = json.loads((self.probe / "state.json").read_text(encoding="utf-8"))
                except (OSError, ValueError):
                    state = {}
                if state.get("ask") == str(self.asked):
                    return state if check is None or check(state) else None
                time.sleep(0.03)
            return None

        return wait_for(what, answer)

    def part(self, state: dict[str, Any], name: str) -> tuple[QRect, QImage]:
        """A vital part's rectangle on the screen and the part's own rendering, from a :meth:`state`."""
        part = state["parts"][name]
        return QRect(part["x"], part["y"], part["w"], part["h"]), QImage(str(self.probe / part["png"]))

    def alive(self) -> None:
        """Fail (or skip, when Qt's xcb platform cannot load) if the app has exited."""
        __tracebackhide__ = True
        if self.process.poll() is None:
            return
        log = self.log.read_text(errors="replace")
        if "Qt platform plugin" in log:
            pytest.skip(f"Qt's xcb platform cannot load (apt-get install {XCB_PACKAGES}): {log[-300:]}")
        pytest.fail(f"the app exited ({self.process.returncode}): {log[-2000:]}")


def app_command() -> list[str]:
    """The installed ``tarbish-score`` beside this Python, else ``python -m tarbish_score``."""
    script = Path(sys.executable).with_name("tarbish-score")
    if script.exists():
        return [str(script)]
    found = shutil.which("tarbish-score")
    return [found] if found else [sys.executable, "-m", "tarbish_score"]


@contextmanager
def running_app(screen: Desktop, folder: Path, *arguments: str, language: str = "C.UTF-8") -> Iterator[App]:
    """The app on ``screen``, every folder under ``folder``, until the ``with`` ends (then TERM, then KILL)."""
    probe = folder / "probe"
    probe.mkdir()
    env = screen.env()
    env.update(
        {
            "QT_QPA_PLATFORM": "xcb",
            "LC_ALL": language,
            "HOME": str(folder / "home"),
            "XDG_RUNTIME_DIR": str(folder / "runtime"),
            paths.DATA_ENV: str(folder / "data"),
            paths.CONFIG_ENV: str(folder / "config"),
            paths.LOG_ENV: str(folder / "log"),
            paths.RECOVERY_ENV: str(folder / "recovery"),
            "TARBISH_SCORE_TEST_PROBE": str(probe),
        }
    )
    for variable in ("QT_SCALE_FACTOR", "QT_SCREEN_SCALE_FACTORS", "QT_FONT_DPI", "LANGUAGE", "TMPDIR"):
        env.pop(variable, None)
    for name in ("home", "runtime"):
        (folder / name).mkdir(mode=0o700)
    log = folder / "app.log"
    process = start([*app_command(), *arguments], log, env)
    app = App(screen, process, probe, log)
    try:
        yield app
    finally:
        stop(process)

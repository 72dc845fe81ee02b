"""The screen kept awake: the policy, the holder, and the D-Bus call against a bus the test starts."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarbish_score.qt.screen_awake import (
    DBusInhibitor,
    MacInhibitor,
    NoInhibitor,
    ScreenAwake,
    WindowsInhibitor,
    default_inhibitor,
    should_hold,
)

from ..system import require


class RecordingInhibitor:
    """Counts the calls; refuses when told to."""

    def __init__(self, works: bool = True) -> None:
        self.works = works
        self.calls: list[str] = []

    def inhibit(self, reason: str) -> bool:
        self.calls.append(f"inhibit {reason}")
        return self.works

    def release(self) -> None:
        self.calls.append("release")


@pytest.mark.parametrize(
    ("enabled", "in_progress", "visible", "held"),
    [
        (True, True, True, True),
        (False, True, True, False),
        (True, False, True, False),
        (True, True, False, False),
        (False, False, False, False),
    ],
)
def test_held_only_when_switched_on_playing_and_in_view(
    enabled: bool, in_progress: bool, visible: bool, held: bool
) -> None:
    assert should_hold(enabled=enabled, in_progress=in_progress, visible=visible) is held


def test_the_holder_calls_the_system_once_each_way() -> None:
    inhibitor = RecordingInhibitor()
    awake = ScreenAwake(inhibitor)
    seen: list[bool] = []
    awake.held_changed.connect(seen.append)
    for _ in range(2):
        awake.update(enabled=True, in_progress=True, visible=True, reason="a match")
    assert awake.held
    awake.update(enabled=True, in_progress=False, visible=True, reason="a match")
    awake.update(enabled=True, in_progress=False, visible=True, reason="a match")
    assert not awake.held
    assert inhibitor.calls == ["inhibit a match", "release"]
    assert seen == [True, False]
    awake.release()
    assert inhibitor.calls == ["inhibit a match", "release"]


def test_a_refusal_holds_nothing_and_releases_nothing() -> None:
    inhibitor = RecordingInhibitor(works=False)
    awake = ScreenAwake(inhibitor)
    awake.update(enabled=True, in_progress=True, visible=True, reason="r")
    assert not awake.held
    awake.release()
    assert inhibitor.calls == ["inhibit r"]


def test_each_system_gets_its_own_way() -> None:
    assert isinstance(default_inhibitor("linux"), DBusInhibitor)
    assert isinstance(default_inhibitor("win32"), WindowsInhibitor)
    assert isinstance(default_inhibitor("darwin"), MacInhibitor)
    assert isinstance(default_inhibitor("emscripten"), NoInhibitor)
    assert NoInhibitor().inhibit("r") is False


def test_no_service_on_the_bus_holds_nothing(session_bus: str) -> None:
    inhibitor = DBusInhibitor(session_bus)
    assert inhibitor.inhibit("a match") is False
    inhibitor.release()  # nothing held: no call, no error


@pytest.fixture
def session_bus(tmp_path: Path) -> Iterator[str]:
    """A private session bus (dbus-daemon), its address; skipped where dbus-daemon is missing."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the D-Bus calls are tested only on Linux")
    (daemon,) = require("dbus-daemon")
    started = subprocess.run(
        [daemon, "--session", "--print-address=1", "--print-pid=1", "--fork", "--nopidfile"],
        capture_output=True,
        text=True,
        timeout=20,
        check=True,
    )
    address, pid = started.stdout.split()[:2]
    try:
        yield address
    finally:
        os.kill(int(pid), 15)


def test_inhibit_and_uninhibit_reach_the_screensaver_on_the_bus(session_bus: str) -> None:
    fake = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("fake_screensaver.py"))],
        env={**os.environ, "DBUS_SESSION_BUS_ADDRESS": session_bus, "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert fake.stdout is not None
        assert fake.stdout.readline().strip() == "ready"
        inhibitor = DBusInhibitor(session_bus)
        awake = ScreenAwake(inhibitor)
        awake.update(enabled=True, in_progress=True, visible=True, reason="A match is being scored")
        assert awake.held
        awake.update(enabled=True, in_progress=True, visible=False, reason="A match is being scored")
        assert not awake.held
        awake.update(enabled=True, in_progress=True, visible=True, reason="again")
        awake.release()
    finally:
        fake.terminate()
        out, _ = fake.communicate(timeout=20)
    assert out.splitlines() == [
        "Inhibit Tarabish Score | A match is being scored -> 7",
        "UnInhibit 7",
        "Inhibit Tarabish Score | again -> 8",
        "UnInhibit 8",
    ]

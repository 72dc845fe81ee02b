"""Two Syncthing instances on loopback sharing one folder: two laptops on one machine.

Each instance has its own home (keys, config, database, log) and its own copy of the shared folder,
both under the test's folder. The config is written before the first start and keeps every byte on the
machine: the only listen address is ``tcp://127.0.0.1:PORT``; b dials a at its explicit address (a waits
for b: see :func:`_config`); global discovery, local announcements (broadcast and multicast), relays, NAT
traversal, STUN, usage and crash reporting and upgrades are all off. The tests drive Syncthing through
its REST API (``X-API-Key``) on ``127.0.0.1``: scan, status, completion, pause and resume a device.

Every wait polls with a deadline (:data:`WAIT`) and fails saying what it waited for; every process
started is killed when the :func:`syncthing_pair` context ends.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest

from tests.system import require

#: The longest one wait may take (seconds): connecting, scanning, pulling on loopback take one or two.
WAIT = 30.0
#: The shared folder's id on both instances.
FOLDER_ID = "tarbish-archive"
#: Seconds Syncthing's file watcher gathers changes before it scans them (its smallest setting).
WATCH_DELAY_S = 1
#: Seconds between full rescans (the watcher normally sees a change first).
RESCAN_INTERVAL_S = 10
#: Syncthing's own files in a shared folder: its marker folder, versions, temporaries, ignore file.
OWN_FILES = re.compile(r"^(\.stfolder|\.stversions|\.stignore|\.syncthing\..*\.tmp|~syncthing~.*\.tmp)$")

T = TypeVar("T")


def wait_for(what: str, check: Callable[[], T | None], timeout: float = WAIT) -> T:
    """``check()``'s first answer that is neither None nor False, polled until ``timeout`` seconds.

    Raises:
        pytest.fail.Exception: the deadline passed; the message says ``what`` was awaited.
    """
    __tracebackhide__ = True
    end = time.monotonic() + timeout
    while True:
        answer = check()
        if answer is not None and answer is not False:
            return answer
        if time.monotonic() > end:
            pytest.fail(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(0.05)


def free_port() -> int:
    """A TCP port on 127.0.0.1 nobody listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def syncthing_program() -> str:
    """The path of ``syncthing``; skips the test, naming the apt line, when it is not installed."""
    __tracebackhide__ = True
    return require("syncthing")[0]


def syncthing_version() -> str:
    """The installed Syncthing's version line, e.g. ``syncthing v1.19.2-ds1 "Fermium Flea" (...)``."""
    done = subprocess.run([syncthing_program(), "--version"], capture_output=True, text=True, check=True, timeout=WAIT)
    return done.stdout.strip()


@dataclass
class Instance:
    """One Syncthing instance: a laptop's copy of the shared folder and the API that drives it."""

    name: str
    home: Path
    folder: Path
    gui_port: int
    listen_port: int
    api_key: str = field(default_factory=lambda: secrets.token_hex(16))
    device_id: str = ""
    process: subprocess.Popen[bytes] | None = None

    @property
    def log(self) -> Path:
        """Syncthing's own output (read when a wait fails)."""
        return self.home / "syncthing.log"

    def request(self, method: str, path: str, body: Any = None, **query: str) -> Any:
        """The decoded JSON answer of the REST call ``method path?query`` (None for an empty answer).

        Raises:
            urllib.error.URLError: the instance does not answer (not started yet, or gone).
        """
        url = f"http://127.0.0.1:{self.gui_port}{path}"
        if query:
            url += "?" + urllib.parse.urlencode(query)
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(url, data=data, method=method, headers={"X-API-Key": self.api_key})
        with urllib.request.urlopen(request, timeout=WAIT) as answer:
            raw = answer.read()
        return json.loads(raw) if raw.strip() else None

    def get(self, path: str, **query: str) -> Any:
        """``GET path`` (see :meth:`request`)."""
        return self.request("GET", path, **query)

    def post(self, path: str, **query: str) -> Any:
        """``POST path`` with no body (see :meth:`request`)."""
        return self.request("POST", path, **query)

    def set_options(self, **options: Any) -> None:
        """Change Syncthing's options now (``PATCH /rest/config/options``), e.g. ``maxRecvKbps=64``."""
        self.request("PATCH", "/rest/config/options", options)

    def alive(self) -> None:
        """Fail with the end of Syncthing's log if the process has exited."""
        __tracebackhide__ = True
        if self.process is not None and self.process.poll() is not None:
            tail = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else ""
            pytest.fail(f"syncthing {self.name} exited with {self.process.returncode}:\n{tail}")

    def answers(self) -> bool:
        """True once the REST API answers (the instance has started)."""
        self.alive()
        try:
            return bool(self.get("/rest/system/ping"))
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            return False

    def connected(self, other: Instance) -> bool:
        """True while this instance has a connection to ``other``."""
        self.alive()
        connections = self.get("/rest/system/connections")["connections"]
        return bool(connections.get(other.device_id, {}).get("connected"))

    def status(self) -> dict[str, Any]:
        """The shared folder's ``/rest/db/status`` (state, need, global and local counts)."""
        self.alive()
        answer: dict[str, Any] = self.get("/rest/db/status", folder=FOLDER_ID)
        return answer

    def scan(self) -> None:
        """Have Syncthing scan the shared folder now (the call returns when the scan is done)."""
        self.alive()
        self.post("/rest/db/scan", folder=FOLDER_ID)

    def contents(self) -> dict[str, str]:
        """Each file of the shared folder (relative name) -> its SHA-256, Syncthing's own files left out."""
        found: dict[str, str] = {}
        for path in sorted(self.folder.rglob("*")):
            relative = path.relative_to(self.folder)
            if path.is_file() and not any(OWN_FILES.match(part) for part in relative.parts):
                try:
                    found[relative.as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
                except FileNotFoundError:  # renamed away meanwhile (a conflict copy made): not settled
                    found[relative.as_posix()] = "gone"
        return found


def _config(me: Instance, other: Instance, watch_delay: int, rescan_interval: int) -> str:
    """``me``'s whole config.xml: loopback only, ``other`` at its explicit address, one shared folder."""

    def device(instance: Instance, address: str) -> str:
        return (
            f'<device id="{instance.device_id}" name="{instance.name}" compression="metadata" introducer="false">'
            f"<address>{address}</address><paused>false</paused>"
            "<autoAcceptFolders>false</autoAcceptFolders></device>"
        )

    # Only b dials (a waits for it): when both dial at once, each may keep a different one of the two
    # connections and drop the other, and the pair stays apart for a reconnection interval or more.
    # "dynamic" with discovery off is no address at all.
    other_address = f"tcp://127.0.0.1:{other.listen_port}" if me.name == "b" else "dynamic"

    return f"""<configuration version="36">
    <folder id="{FOLDER_ID}" label="Tarabish archive" path="{me.folder}" type="sendreceive"
            rescanIntervalS="{rescan_interval}" fsWatcherEnabled="true" fsWatcherDelayS="{watch_delay}"
            ignorePerms="false" autoNormalize="true">
        <filesystemType>basic</filesystemType>
        <device id="{me.device_id}"></device>
        <device id="{other.device_id}"></device>
        <minDiskFree unit="%">0</minDiskFree>
        <maxConflicts>-1</maxConflicts>
        <markerName>.stfolder</markerName>
    </folder>
    {device(me, "dynamic")}
    {device(other, other_address)}
    <gui enabled="true" tls="false" debugging="false">
        <address>127.0.0.1:{me.gui_port}</address>
        <apikey>{me.api_key}</apikey>
    </gui>
    <options>
        <listenAddress>tcp://127.0.0.1:{me.listen_port}</listenAddress>
        <globalAnnounceServer></globalAnnounceServer>
        <globalAnnounceEnabled>false</globalAnnounceEnabled>
        <localAnnounceEnabled>false</localAnnounceEnabled>
        <relaysEnabled>false</relaysEnabled>
        <natEnabled>false</natEnabled>
        <stunServer></stunServer>
        <stunKeepaliveStartS>0</stunKeepaliveStartS>
        <stunKeepaliveMinS>0</stunKeepaliveMinS>
        <announceLANAddresses>false</announceLANAddresses>
        <urAccepted>-1</urAccepted>
        <urSeen>3</urSeen>
        <urURL></urURL>
        <crashReportingEnabled>false</crashReportingEnabled>
        <crashReportingURL></crashReportingURL>
        <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
        <releasesURL></releasesURL>
        <startBrowser>false</startBrowser>
        <restartOnWakeup>false</restartOnWakeup>
        <reconnectionIntervalS>1</reconnectionIntervalS>
        <minHomeDiskFree unit="%">0</minHomeDiskFree>
        <setLowPriority>false</setLowPriority>
    </options>
</configuration>
"""


def _environment(home: Path) -> dict[str, str]:
    """Syncthing's environment: no upgrade, no restart, no default folder, its HOME its own folder."""
    environment = {key: value for key, value in os.environ.items() if not key.startswith("ST")}
    # No proxy: every address it dials is 127.0.0.1 anyway, and a proxy would carry it off the machine.
    for key in ("http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        environment.pop(key, None)
    environment.update(
        HOME=str(home), STNOUPGRADE="1", STNORESTART="1", STNODEFAULTFOLDER="1", STTRACE="", STMONITORED=""
    )
    return environment


@dataclass
class SyncthingPair:
    """Two instances, ``a`` and ``b``, each sharing its folder with the other."""

    a: Instance
    b: Instance

    @property
    def instances(self) -> tuple[Instance, Instance]:
        """``(a, b)``."""
        return (self.a, self.b)

    def other(self, instance: Instance) -> Instance:
        """The instance that is not ``instance``."""
        return self.b if instance is self.a else self.a

    def wait_connected(self) -> None:
        """Wait until each instance is connected to the other."""
        wait_for(
            "the two syncthing instances to connect", lambda: self.a.connected(self.b) and self.b.connected(self.a)
        )

    def disconnect(self) -> None:
        """Pause a on b and wait until neither is connected to the other (the laptops apart).

        Only b dials (:func:`_config`): paused there, it never tries, so a never refuses it, and the
        resume dials at once (a refused dial would wait out Syncthing's redial delay first).
        """
        self.b.post("/rest/system/pause", device=self.a.device_id)
        wait_for(
            "the two syncthing instances to disconnect",
            lambda: not self.a.connected(self.b) and not self.b.connected(self.a),
        )

    def reconnect(self) -> None:
        """Resume a on b and wait until the two are connected again."""
        self.b.post("/rest/system/resume", device=self.a.device_id)
        self.wait_connected()

    def settled(self) -> bool:
        """True when both have scanned, neither needs anything, and both folders hold the same files."""
        for me in self.instances:
            me.scan()
        for me in self.instances:
            status = me.status()
            if status["state"] != "idle" or status["needTotalItems"] or status.get("pullErrors"):
                return False
            completion = me.get("/rest/db/completion", folder=FOLDER_ID, device=self.other(me).device_id)
            if completion["completion"] < 100:
                return False
        return self.a.contents() == self.b.contents()

    def settle(self, timeout: float = WAIT) -> dict[str, str]:
        """Wait until :meth:`settled`; the folders' common contents (name -> SHA-256)."""
        wait_for("the two shared folders to hold the same files", self.settled, timeout)
        return self.a.contents()


def _generate(program: str, instance: Instance) -> None:
    """Make ``instance``'s keys (``syncthing generate``) and read its device id."""
    done = subprocess.run(
        [program, "generate", f"--home={instance.home}", "--no-default-folder", "--skip-port-probing"],
        capture_output=True,
        text=True,
        env=_environment(instance.home),
        timeout=WAIT,
        check=True,
    )
    found = re.search(r"Device ID:\s*([A-Z0-9-]{63})", done.stdout + done.stderr)
    assert found is not None, f"syncthing generate printed no device id: {done.stdout}{done.stderr}"
    instance.device_id = found.group(1)


def _start(program: str, instance: Instance, wrap: tuple[str, ...]) -> None:
    """Start ``instance`` (``syncthing serve``, after the ``wrap`` command), its output to :attr:`Instance.log`."""
    with instance.log.open("ab") as log:
        instance.process = subprocess.Popen(
            [
                *(part.format(home=instance.home) for part in wrap),
                program,
                "serve",
                f"--home={instance.home}",
                "--no-browser",
                "--no-restart",
                "--no-upgrade",
                "--no-default-folder",
                f"--gui-address=http://127.0.0.1:{instance.gui_port}",
                f"--gui-apikey={instance.api_key}",
                "--logflags=3",
            ],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            env=_environment(instance.home),
            start_new_session=True,
        )


def _stop(instance: Instance) -> None:
    """End ``instance``'s process group: SIGTERM, then SIGKILL if it lingers."""
    process = instance.process
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    except ProcessLookupError:
        process.wait(timeout=10)


@contextmanager
def syncthing_pair(
    root: Path, wrap: tuple[str, ...] = (), watch_delay: int = WATCH_DELAY_S, rescan_interval: int = RESCAN_INTERVAL_S
) -> Iterator[SyncthingPair]:
    """Two connected Syncthing instances under ``root`` (``root/a``, ``root/b``); both killed at the end.

    Each has ``home`` (Syncthing's config, keys, database, log) and ``folder`` (its copy of the shared
    folder, 0700 like the app's own folders). ``wrap`` is a command each ``syncthing serve`` runs under
    (``{home}`` in it is the instance's home), e.g. strace; ``watch_delay`` is the file watcher's delay
    and ``rescan_interval`` the time between full scans (seconds). Skips when Syncthing is not installed.
    """
    program = syncthing_program()
    a, b = (
        Instance(name, root / name / "syncthing", root / name / "shared", free_port(), free_port()) for name in "ab"
    )
    for instance in (a, b):
        instance.home.mkdir(parents=True, mode=0o700)
        instance.folder.mkdir(parents=True, mode=0o700)
        (instance.folder / ".stfolder").mkdir()
        _generate(program, instance)
    for me, other in ((a, b), (b, a)):
        (me.home / "config.xml").write_text(_config(me, other, watch_delay, rescan_interval))
    pair = SyncthingPair(a, b)
    with ExitStack() as stack:
        # a first: b's first dial then finds a listening (a refused dial waits out the redial delay).
        for instance in (a, b):
            stack.callback(_stop, instance)
            _start(program, instance, wrap)
            wait_for(f"syncthing {instance.name} to answer on 127.0.0.1:{instance.gui_port}", instance.answers)
        pair.wait_connected()
        yield pair

"""One window per data folder: a second launch hands its file to the window already open.

The window that holds the data folder's lock (:mod:`tarbish_score.storage.lock`)
listens on a local socket (:class:`WindowServer`) whose name is per user and per
data folder (:func:`server_name`), so two data folders are two independent
windows. The socket lies in a folder only this user may write (the runtime
folder, else this user's checked folder in the temp folder), and each end checks
the other is the same user: a socket another user made never gets a request
(nor makes a launch quit as "already open"), and another user's request is never
taken (docs/architecture.md, "Files and who may read them"). A second launch on
the same folder connects (:func:`hand_over`), sends
one line of JSON, ``{"open": "/abs/path.tarbish.json"}`` or ``{"open": null}``,
and waits for ``ok``: the first window comes to the front and opens the file as
a command-line file opens; the second process exits 0.

QtNetwork is imported only inside :func:`hand_over` and :class:`WindowServer`,
that is once the archive is open (the window listens from then on), or earlier
only when the socket file of a running window is found (:func:`may_be_running`).
"""

from __future__ import annotations

import json
import logging
import os
import socket as stdlib_socket
import stat
import struct
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalSocket

__all__ = ["HAND_OVER_TIMEOUT_MS", "WindowServer", "hand_over", "may_be_running", "server_name"]

_log = logging.getLogger("tarbish_score.ui")

#: Milliseconds a second launch waits for the open window to connect and to answer.
HAND_OVER_TIMEOUT_MS = 3000
#: The answer of the open window once it has taken the request.
_OK = b"ok\n"


def server_name(data_dir: Path) -> str | None:
    """The local socket's name for ``data_dir`` and this user, or None when there is no private place for it.

    On POSIX a full path (its file can be looked for without QtNetwork,
    :func:`may_be_running`) in the user's runtime folder (``$XDG_RUNTIME_DIR``,
    when it is this user's alone), else in :func:`tarbish_score.paths.private_temp_dir`,
    made ``0700`` and checked: another user's folder there, or a link, means no
    socket (logged): this launch then opens its own window. On Windows a pipe name.
    """
    from tarbish_score import paths

    name = f"tarbish-score-{paths.folder_tie(data_dir)}"
    if sys.platform == "win32":  # pragma: no cover - a named pipe, no file
        return f"{name}-{os.environ.get('USERNAME', 'user')}"
    folder = _runtime_folder()
    if folder is None:
        try:
            folder = paths.private_folder(paths.private_temp_dir(), below=tempfile.gettempdir())
        except OSError as error:
            _log.warning(
                "no private folder for the socket of second launches (%s: %s): each launch opens its own window",
                error.filename,
                error.strerror or error,
            )
            return None
    return str(folder / f"{name}.socket")


def _runtime_folder() -> Path | None:
    """``$XDG_RUNTIME_DIR`` when it is a folder of this user that no one else may use, else None."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if not runtime:
        return None
    try:
        status = os.lstat(runtime)
    except OSError:
        return None
    if stat.S_ISDIR(status.st_mode) and status.st_uid == os.getuid() and not stat.S_IMODE(status.st_mode) & 0o077:
        return Path(runtime)
    _log.warning("the runtime folder %s is not this user's alone: not used for the socket of second launches", runtime)
    return None


def may_be_running(name: str) -> bool:
    """Whether a window may be listening on ``name``: its socket file exists (always True on Windows)."""
    if sys.platform == "win32":  # pragma: no cover - pipes leave no file to look for
        return True
    return os.path.exists(name)


def peer_uid(descriptor: int) -> int | None:
    """The user id of the process at the other end of the connected local socket ``descriptor``.

    ``SO_PEERCRED`` (Linux); None where the system does not say (then the socket
    file's owner and its private folder are the check).
    """
    option = getattr(stdlib_socket, "SO_PEERCRED", None)
    if option is None or descriptor < 0:  # pragma: no cover - not Linux
        return None
    try:
        with stdlib_socket.socket(fileno=os.dup(descriptor)) as peer:
            _pid, uid, _gid = struct.unpack(
                "3i", peer.getsockopt(stdlib_socket.SOL_SOCKET, option, struct.calcsize("3i"))
            )
    except OSError:
        return None
    return int(uid)


def _foreign_owner(name: str) -> int | None:
    """The owner of the socket file ``name`` when it is not this user (or not a socket: -1); None when it is ours."""
    if sys.platform == "win32":  # pragma: no cover - a pipe: Qt's own access rules
        return None
    try:
        status = os.lstat(name)
    except OSError:
        return None  # gone: the connection fails on its own
    if not stat.S_ISSOCK(status.st_mode):
        return -1
    return None if status.st_uid == os.getuid() else status.st_uid


def hand_over(name: str, open_file: str | None, timeout_ms: int = HAND_OVER_TIMEOUT_MS) -> bool:
    """Ask the window listening on ``name`` to come to the front and open ``open_file`` (if any).

    Blocking, without an event loop (a second launch has none running yet).

    Args:
        name: :func:`server_name` of the data folder.
        open_file: a match record to open there (made absolute here: the window's folder differs), or None.
        timeout_ms: milliseconds to wait for the connection and for the answer.

    Returns:
        True when the window answered; False when nobody listens (no window, or a stale socket),
        or when the socket is another user's (logged: this launch opens its own window).
    """
    from PySide6.QtNetwork import QLocalSocket

    owner = _foreign_owner(name)
    if owner is not None:
        _log.warning(
            "the socket %s is not this user's (owner uid %d): nothing handed over; this launch opens its own window",
            name,
            owner,
        )
        return False

    socket = QLocalSocket()
    try:
        return _ask(socket, name, open_file, timeout_ms)
    finally:
        socket.abort()
        socket.deleteLater()  # not now: Qt may still hold events for it


def _ask(socket: QLocalSocket, name: str, open_file: str | None, timeout_ms: int) -> bool:
    """Connect ``socket`` to ``name``, send the request, and read the answer (:func:`hand_over`)."""
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    peer = peer_uid(int(socket.socketDescriptor()))
    if peer is not None and peer != os.getuid():
        _log.warning(
            "the socket %s is held by another user (uid %d): nothing handed over; this launch opens its own window",
            name,
            peer,
        )
        return False
    path = None if open_file is None else os.path.abspath(open_file)
    socket.write(json.dumps({"open": path}).encode("utf-8") + b"\n")
    socket.flush()
    answered = b""
    while not answered.endswith(b"\n"):
        # The answer may already be in the socket's buffer (read while writing): look before waiting,
        # and read what came even when the wait says no (the window may have closed its end).
        ready = socket.bytesAvailable() > 0 or socket.waitForReadyRead(timeout_ms)
        answered += bytes(socket.readAll().data())
        if not ready:
            break
    return answered == _OK


class WindowServer(QObject):
    """Listens for second launches on the data folder this window holds.

    Start it only while holding the folder's lock: a socket file left by a window
    that died (a crash, SIGKILL) is stale then, and is removed before listening.

    Signals:
        asked(object): a second launch asked to be shown; the file to open (an absolute path) or None.
    """

    asked = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        from PySide6.QtNetwork import QLocalServer

        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_server_new_connection)

    def listen(self) -> bool:
        """Remove a stale socket and listen; False (logged) when the socket cannot be made."""
        self._server.removeServer(self.name)
        if self._server.listen(self.name):
            _log.info("listening for second launches on %s", self.name)
            return True
        _log.warning("cannot listen for second launches on %s: %s", self.name, self._server.errorString())
        return False

    def close(self) -> None:
        """Stop listening (the socket file goes)."""
        self._server.close()

    def _on_server_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            connection = self._server.nextPendingConnection()
            peer = peer_uid(int(connection.socketDescriptor()))
            if peer is not None and peer != os.getuid():
                _log.warning("a request from another user (uid %d) was refused", peer)
                connection.abort()
                connection.deleteLater()
                continue
            buffer = bytearray()

            def on_ready_read(connection: QLocalSocket = connection, buffer: bytearray = buffer) -> None:
                buffer.extend(bytes(connection.readAll().data()))
                if b"\n" in buffer:
                    self._answer(connection, bytes(buffer).split(b"\n", 1)[0])

            connection.readyRead.connect(on_ready_read)
            connection.disconnected.connect(connection.deleteLater)

    def _answer(self, connection: QLocalSocket, line: bytes) -> None:
        try:
            request = json.loads(line.decode("utf-8"))
            path = request.get("open") if isinstance(request, dict) else None
        except ValueError:
            _log.warning("a second launch sent an unreadable request: %r", line[:200])
            connection.abort()
            return
        connection.write(_OK)
        connection.flush()  # the second launch closes its end once it has read the answer
        _log.info("a second launch asked for the window (file: %s)", path)
        self.asked.emit(path if isinstance(path, str) and path else None)

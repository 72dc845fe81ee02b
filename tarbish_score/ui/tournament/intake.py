"""A watched folder of table results: a :class:`QFileSystemWatcher` for news, a slow :class:`QTimer` for the rest.

The watcher tells at once when the folder changes; some file systems (network shares, some sync tools) never
tell, so a tick every few seconds scans too. What is read, retried or refused is decided without Qt by
``exchange.table_results.FolderScan``: a half-written file is retried, never refused.
"""

from __future__ import annotations

import os
from typing import Final

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from tarbish_score.exchange.table_results import Arrival, FolderScan

__all__ = ["TICK_MS", "WatchedFolder"]

#: The slow tick (milliseconds) that scans even when the watcher says nothing.
TICK_MS: Final = 3000


class WatchedFolder(QObject):
    """Scans a folder on each change and each tick; tells each file ready to take.

    Signals:
        arrived(object): an :class:`~tarbish_score.exchange.table_results.Arrival`.
    """

    arrived = Signal(object)

    def __init__(self, folder: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scanner = FolderScan(folder)
        self.watcher = QFileSystemWatcher([str(self.scanner.folder)], self)
        self.watcher.directoryChanged.connect(self._on_watcher_directory_changed)
        self.watcher.fileChanged.connect(self._on_watcher_directory_changed)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.scan)
        self.timer.start()

    @property
    def folder(self) -> str:
        """The folder watched."""
        return str(self.scanner.folder)

    def scan(self) -> list[Arrival]:
        """Read the folder now; each file ready is told (``arrived``) and returned."""
        arrivals = self.scanner.scan()
        for arrival in arrivals:
            self.arrived.emit(arrival)
        return arrivals

    def stop(self) -> None:
        """Watch no more."""
        self.timer.stop()
        self.watcher.removePaths(self.watcher.directories())

    def _on_watcher_directory_changed(self, path: str) -> None:
        self.scan()

"""Benchmark: what watching each record file of the sync folder costs (QFileSystemWatcher, one watch a file).

Not a test. For a folder of ``--files`` record files (default: 200, then 1000), reports:

* ``watch all``: the first :meth:`SyncKeeper._watch_files` (each file added to the watcher);
* ``watch again``: the same when every file is watched already (each reading of the folder after that);
* ``in place -> read``: a file overwritten in place (as a file manager copies to a USB stick) to the
  reading it starts: the quiet spell (500 ms) plus the watcher's notice, median of ``--repeat``;
* the inotify watches used (one a file plus one for the folder) against the per-user limit.

    QT_QPA_PLATFORM=offscreen python bench/sync_watched_files.py [--files 200 1000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop

from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.qt.sync_keeper import SyncKeeper
from tarbish_score.storage import MatchStore


def _limit() -> str:
    try:
        return Path("/proc/sys/fs/inotify/max_user_watches").read_text().strip()
    except OSError:
        return "unknown"


def _wait(condition: object, timeout_ms: int = 5000) -> None:
    timer = QElapsedTimer()
    timer.start()
    while not condition() and timer.elapsed() < timeout_ms:  # type: ignore[operator]
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def run(files: int, repeat: int) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        folder = root / "sync"
        folder.mkdir()
        names = [f"{n:08x}-0000-4000-8000-000000000000.tarbish.json" for n in range(files)]
        for name in names:
            (folder / name).write_text("{}", encoding="utf-8")
        with MatchStore.open(root / "data") as store:
            syncer = SyncKeeper(MatchKeeper(MatchController(), store), folder, quiet_ms=500)
            started = time.perf_counter()
            syncer._watch_files()
            first = (time.perf_counter() - started) * 1000
            started = time.perf_counter()
            syncer._watch_files()
            again = (time.perf_counter() - started) * 1000
            syncer.watcher.addPath(str(folder))
            delays = []
            began: list[float] = []
            syncer.quiet.timeout.disconnect()
            syncer.quiet.timeout.connect(lambda: began.append(time.perf_counter()))
            for turn in range(repeat):
                began.clear()
                target = folder / names[turn % files]
                QCoreApplication.processEvents()
                wrote = time.perf_counter()
                with open(target, "r+b") as file:
                    file.write(b'{"x": 1}')
                    file.truncate()
                _wait(lambda: bool(began))
                delays.append(((began[0] if began else time.perf_counter()) - wrote) * 1000)
            watched = len(syncer.watcher.files()) + len(syncer.watcher.directories())
            syncer.stop()
        print(
            f"{files:5} files: watch all {first:7.1f} ms, watch again {again:6.2f} ms, "
            f"in place -> read {statistics.median(delays):6.0f} ms (quiet spell 500 ms), "
            f"inotify watches {watched} (limit {_limit()})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, nargs="+", default=[200, 1000])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    QCoreApplication([])
    for files in args.files:
        run(files, args.repeat)


if __name__ == "__main__":
    main()

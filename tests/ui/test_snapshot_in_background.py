"""The day's snapshot is copied in a thread of its own: the window's first save of the day never waits for it."""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.storage import MatchStore, snapshots
from tarbish_score.ui import app as app_module
from tarbish_score.ui.main_window import MainWindow

from .archive_helpers import in_progress, made, stored_current


def test_the_first_save_of_the_day_returns_and_the_window_answers_while_the_copy_runs(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    with MatchStore.open(paths.data_dir()) as store:
        store.set_current(store.create_match(in_progress()))
    release, copying = threading.Event(), threading.Event()
    real_copy = snapshots._copy

    def slow_copy(source: sqlite3.Connection, target: Path) -> None:
        copying.set()
        assert release.wait(20)  # a big archive: the copy takes its time
        real_copy(source, target)

    monkeypatch.setattr(snapshots, "_copy", slow_copy)
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: None)
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    store = window.archive.keeper.store
    try:
        assert store.snapshots_in_background
        rounds = len(in_progress().rounds)
        window.controller.record_round(made(3, (62, 100)))  # the day's first change: returns at once
        assert copying.wait(10)
        on_disk = stored_current()
        assert on_disk is not None and len(on_disk.match.rounds) == rounds + 1  # saved, not waiting
        ticked: list[bool] = []
        QTimer.singleShot(0, lambda: ticked.append(True))
        qtbot.waitUntil(lambda: bool(ticked), timeout=2000)  # the event loop runs meanwhile
        window.controller.record_round(made(0, (100, 62)))  # and so do later saves
        release.set()
        written = store.finish_snapshot()
    finally:
        release.set()
        store.close()
    assert written is not None
    with sqlite3.connect(written) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        (record,) = conn.execute("SELECT record FROM records").fetchone()
    assert len(json.loads(record)["rounds"]) == rounds  # the archive as it stood before the day's first change

"""Deep damage met after the start: the window sets the archive aside, salvages it, says so, and goes on saving."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.storage import LogEntry, MatchNotFoundError, MatchStore, database_path
from tarbish_score.ui import app as app_module
from tarbish_score.ui.main_window import MainWindow

from .archive_helpers import in_progress, made, stored_current

MATCHES = 40


def fill(folder: Path) -> int:
    """Many matches with long names (many pages); the last one current. Returns its id."""
    with MatchStore.open(folder) as store:
        for number in range(MATCHES):
            match = in_progress(f"Team {number:02d} " + "x" * 200)
            match_id = store.create_match(match)
            store.save_match(match_id, match, log_entry=LogEntry.now("record", 1))
        store.set_current(match_id)
    return match_id


def damage_page(path: Path, page: int) -> bytes:
    raw = bytearray(path.read_bytes())
    size = int.from_bytes(raw[16:18], "big")
    raw[(page - 1) * size : page * size] = b"\xab" * size
    path.write_bytes(bytes(raw))
    return bytes(raw)


def leaf_pages(path: Path, name: str) -> list[int]:
    conn = sqlite3.connect(path)
    try:
        query = "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno"
        return [int(row[0]) for row in conn.execute(query, (name,))]
    finally:
        conn.close()


def test_damage_met_when_resuming_is_salvaged_and_the_window_goes_on_saving(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = paths.data_dir()
    current = fill(folder)
    path = database_path(folder)
    # The summary page of the match open last: past the pages the start reads, met by resuming.
    raw = damage_page(path, leaf_pages(path, "matches")[-1])
    told: list[str] = []
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: told.append(text))
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    kept = next(folder.glob("archive.damaged-*.sqlite3"))
    assert kept.read_bytes() == raw
    banner = window.archive.alert_banner
    assert told == []
    assert banner.isVisible() and banner.kind == "warning"
    assert banner.label.text() == (
        f"<b>The match archive was damaged.</b> All {MATCHES} matches were saved into a fresh archive; "
        f"the damaged one is kept, untouched, beside it as {kept.name}."
    )
    assert banner.label.toolTip() == f"{banner.label.text()}<br>{kept}"
    assert window.controller.match == in_progress(f"Team {MATCHES - 1:02d} " + "x" * 200)
    assert window.archive.keeper.match_id == current
    # Saving goes on, into the fresh archive.
    window.controller.record_round(made(3, (62, 100)))
    on_disk = stored_current()
    assert on_disk is not None and on_disk.id == current and on_disk.match == window.controller.match


def test_a_read_that_meets_damage_later_names_the_lost_matches_and_saving_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    folder = paths.data_dir()
    current = fill(folder)
    path = database_path(folder)
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    banner = window.archive.alert_banner
    assert not banner.isVisible()
    hook = window.archive.keeper.store.on_salvaged
    assert hook is not None
    # Pages of earlier matches' records go bad while the window is open.
    window.archive.keeper.store.close()
    damage_page(path, leaf_pages(path, "records")[-3])
    store = MatchStore.open(folder)
    store.on_salvaged = hook
    window.archive.keeper.store = store
    with pytest.raises(MatchNotFoundError):
        for summary in store.list_matches():  # the archive window opening each match in turn
            store.load_match(summary.id)
    report = store.salvaged
    assert report is not None and report.lost and current in report.saved
    text = banner.label.text()
    assert banner.kind == "warning"
    assert f"{len(report.saved)} of {MATCHES} matches were saved into a fresh archive" in text
    assert f"Could not be read: match {report.lost[0].id} (Team {report.lost[0].id - 1:02d} xxxxx… v Doucets), " in text
    assert text.endswith(
        f" and {len(report.lost) - 3} more; they stay in the damaged file, kept beside it as {report.aside.name}."
    )
    window.controller.record_round(made(3, (62, 100)))
    on_disk = stored_current()
    assert on_disk is not None and on_disk.id == current and on_disk.match == window.controller.match


class _Killed(BaseException):
    """Stands for SIGKILL: nothing after it runs."""


def test_a_restore_a_kill_interrupted_is_finished_at_start_and_said(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tarbish_score.storage import replacing

    folder = paths.data_dir()
    fill(folder)
    path = database_path(folder)
    kept = folder / "snapshots" / "archive-kept-20240501T120000Z.sqlite3"
    with MatchStore.open(folder) as store:
        store.delete_match(1)
    new = replacing.begin(path, "restore", kept)
    conn = sqlite3.connect(path)
    copy = sqlite3.connect(new)
    conn.backup(copy)
    copy.close()
    conn.close()

    def killed(archive: Path, kept_as: Path) -> None:
        raise _Killed

    with monkeypatch.context() as patched:
        patched.setattr(replacing, "_finish", killed)
        with pytest.raises(_Killed):
            replacing.swap(path, kept)
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    banner = window.archive.alert_banner
    assert banner.isVisible() and banner.kind == "warning"
    assert banner.label.text() == (
        "<b>Restoring a snapshot was interrupted; it was finished now.</b> "
        "The archive as it was is listed as “kept aside”."
    )
    assert kept.is_file() and not new.exists()


def test_a_zero_byte_archive_is_named_at_start(qtbot: QtBot, window: MainWindow) -> None:
    folder = paths.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    database_path(folder).write_bytes(b"")
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    kept = next(folder.glob("archive.damaged-*.sqlite3"))
    banner = window.archive.alert_banner
    assert banner.isVisible() and banner.kind == "warning"
    assert banner.label.text() == (
        f"<b>The match archive file was empty (0 bytes).</b> It is kept as {kept}; "
        "a fresh archive was started. Earlier matches are not in the list."
    )

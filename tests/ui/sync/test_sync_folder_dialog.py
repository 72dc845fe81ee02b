"""Tools ▸ Sync folder…: chosen, remembered, cleared; ``--sync-dir`` comes first and the dialog says so."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.qt import settings
from tarbish_score.storage import MatchStore
from tarbish_score.ui.main_window import MainWindow

from ..archive_helpers import kept, store
from .helpers import a_match, made, other_laptop_plays, records, sync_of, syncing

__all__ = ["kept", "store", "syncing"]  # fixtures


def test_the_command_is_in_the_tools_menu_once_the_archive_is_open(kept: MainWindow) -> None:
    action = kept.commands["sync_folder"]
    kept.menus["tools"].fill()
    assert action in kept.menus["tools"].actions()
    assert action.text() == "S&ync folder…"


def test_a_folder_chosen_is_remembered_and_synced_at_once_and_stopping_leaves_its_files(
    qtbot: QtBot, kept: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chosen = tmp_path / "Dropbox" / "tarabish"
    chosen.mkdir(parents=True)
    kept.controller.start_match(a_match())
    kept.controller.record_round(made(0, (100, 62)))
    sync = sync_of(kept)
    assert sync.sync_keeper is None
    kept.commands["sync_folder"].trigger()
    dialog = sync.folder_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.folder_edit.text() == "" and dialog.status_label.text() == "Not syncing."
    assert not dialog.override_label.isVisible() and not dialog.clear_button.isEnabled()
    monkeypatch.setattr(dialog, "choose_path", lambda: str(chosen))
    dialog.choose_button.click()
    assert settings.read(settings.SYNC_DIR) == str(chosen.resolve())
    assert sync.sync_keeper is not None and sync.sync_keeper.folder == chosen.resolve()
    keeper = sync.sync_keeper
    qtbot.waitUntil(lambda: not keeper.starting)
    assert len(records(chosen)) == 1  # the archive's match went there at once
    dialog.refresh()
    assert dialog.folder_edit.text() == str(chosen.resolve())
    assert dialog.status_label.text().startswith("Last sync ")
    dialog.clear_button.click()
    assert settings.read(settings.SYNC_DIR) == ""
    assert sync.sync_keeper is None and len(records(chosen)) == 1
    assert dialog.status_label.text() == "Not syncing."
    dialog.reject()
    qtbot.waitUntil(lambda: sync.folder_dialog is None)


def test_a_folder_named_for_the_run_comes_first_and_the_dialog_says_so(
    qtbot: QtBot, syncing: MainWindow, tmp_path: Path
) -> None:
    settings.write(settings.SYNC_DIR, str(tmp_path / "elsewhere"))
    dialog = sync_of(syncing).open_sync_dialog()
    assert dialog.folder_edit.text() == str(paths.sync_dir())
    assert dialog.override_label.isVisible()
    assert "--sync-dir or TARBISH_SCORE_SYNC_DIR" in dialog.override_label.text()
    assert not dialog.choose_button.isEnabled() and not dialog.clear_button.isEnabled()
    qtbot.waitUntil(dialog.isActiveWindow)
    keeper = sync_of(syncing).sync_keeper
    assert keeper is not None
    with qtbot.waitSignal(keeper.taken_in):
        qtbot.keyClick(dialog, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # "Sync &now"
    assert dialog.status_label.text().startswith("Last sync ")
    dialog.reject()


def test_sync_now_takes_in_what_waits_in_the_folder(qtbot: QtBot, syncing: MainWindow, tmp_path: Path) -> None:
    folder = paths.sync_dir()
    assert folder is not None
    with MatchStore.open(tmp_path / "other-laptop") as other:
        sync = sync_of(syncing)
        assert sync.sync_keeper is not None
        sync.sync_keeper.watcher.blockSignals(True)
        other_laptop_plays(other, folder, a_match())
    dialog = sync.open_sync_dialog()
    dialog.sync_button.click()
    assert syncing.store is not None and syncing.store.count_matches() == 1
    assert "1 match(es) came in or grew." in dialog.status_label.text()
    dialog.reject()


def test_with_no_sync_folder_nothing_of_the_sync_is_loaded(tmp_path: Path) -> None:
    code = textwrap.dedent(
        """
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from tarbish_score import paths
        from tarbish_score.qt.controller import MatchController
        from tarbish_score.qt.keeper import MatchKeeper
        from tarbish_score.storage import MatchStore
        from tarbish_score.ui.main_window import MainWindow
        store = MatchStore.open(paths.data_dir())
        window = MainWindow(MatchController())
        window.attach_keeper(MatchKeeper(window.controller, store, window))
        window.show()
        app.processEvents()
        lazy = ["tarbish_score.qt.sync_keeper", "tarbish_score.ui.dialogs.sync_folder",
                "tarbish_score.ui.dialogs.sync_conflict", "tarbish_score.exchange.sync"]
        print(",".join(m for m in lazy if m in sys.modules) or "none")
        print(sorted(name for name in ("banner", "place_banner") if name in vars(window.sync)) or "no banner")
        """
    )
    env = {k: v for k, v in __import__("os").environ.items() if k != paths.SYNC_ENV}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True, env=env
    )
    assert result.stdout.split() == ["none", "no", "banner"]


def test_the_sync_folder_dialog_names_every_control(qtbot: QtBot, syncing: MainWindow) -> None:
    from ..accessibility import unnamed_controls

    dialog = sync_of(syncing).open_sync_dialog()
    qtbot.waitExposed(dialog)
    assert unnamed_controls(dialog) == []
    dialog.reject()


@pytest.mark.parametrize("where", ["the archive's folder", "above it", "inside it"])
def test_a_folder_that_would_carry_the_archive_itself_is_refused(
    qtbot: QtBot, kept: MainWindow, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    assert kept.store is not None
    archive = kept.store.directory.resolve()
    chosen = {"the archive's folder": archive, "above it": archive.parent, "inside it": archive / "sync"}[where]
    chosen.mkdir(exist_ok=True)
    dialog = sync_of(kept).open_sync_dialog()
    monkeypatch.setattr(dialog, "choose_path", lambda: str(chosen))
    dialog.choose_button.click()
    assert settings.read(settings.SYNC_DIR) == ""
    assert sync_of(kept).sync_keeper is None
    assert dialog.status_label.text().startswith(f"Not chosen: {chosen} and the archive's folder {archive} lie")
    dialog.reject()


def test_the_dialog_names_each_file_not_taken_with_why_and_fits_a_small_screen(
    qtbot: QtBot, syncing: MainWindow
) -> None:
    import os

    folder = paths.sync_dir()
    assert folder is not None
    sync = sync_of(syncing)
    assert sync.sync_keeper is not None
    sync.sync_keeper.watcher.blockSignals(True)
    for number in range(6):
        junk = folder / f"junk-{number}.tarbish.json"
        junk.write_text('{"format": "tarbish', encoding="utf-8")
        os.utime(junk, (1_000_000_000, 1_000_000_000))  # unchanged for years: damaged, not being written
    (folder / "notes.tarbish.json").write_text('{"shopping": ["milk"]}', encoding="utf-8")
    writing = folder / "fresh.tarbish.json"
    writing.write_text('{"format": "tarbish', encoding="utf-8")  # just now: a tool still writing it
    dialog = sync.open_sync_dialog()
    dialog.sync_button.click()
    shown = [dialog.skipped_list.item(row).text() for row in range(dialog.skipped_list.count())]
    assert len(shown) == 8
    assert shown[0] == "fresh.tarbish.json: still being written; tried again shortly"
    assert all(
        line.endswith("; left alone until it changes") and ": damaged: not valid JSON (" in line for line in shown[1:7]
    )
    assert shown[7].startswith("notes.tarbish.json: not a match record (") and shown[7].endswith("; left alone")
    assert "half written" not in dialog.status_label.text()
    assert "8 file(s) not taken:" in dialog.status_label.text()
    assert dialog.skipped_list.isVisible()
    screen = dialog.screen().availableGeometry()
    assert dialog.height() <= screen.height() and dialog.width() <= screen.width()
    dialog.reject()

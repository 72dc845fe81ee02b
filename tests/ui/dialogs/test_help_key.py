"""F1 in every dialog of the app shows the keyboard shortcuts, even over a modal dialog."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

import tarbish_score.ui.dialogs
from tarbish_score.model import Match, Suit
from tarbish_score.model.record import dump_record
from tarbish_score.storage import MatchStore
from tarbish_score.storage.conflicts import Conflict
from tarbish_score.ui.dialogs.about import AboutDialog
from tarbish_score.ui.dialogs.archive_window import ArchiveWindow
from tarbish_score.ui.dialogs.card_counter import CardCounterDialog
from tarbish_score.ui.dialogs.corrections_log import CorrectionsLogDialog
from tarbish_score.ui.dialogs.details import NoteDialog, RenameDialog
from tarbish_score.ui.dialogs.error import ErrorDialog
from tarbish_score.ui.dialogs.help import HelpDialog
from tarbish_score.ui.dialogs.match_versions import MatchVersionsDialog
from tarbish_score.ui.dialogs.new_match import NewMatchDialog
from tarbish_score.ui.dialogs.rules_change import RulesChangeDialog
from tarbish_score.ui.dialogs.run_checker import RunCheckerDialog
from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog
from tarbish_score.ui.dialogs.statistics.match import MatchStatisticsDialog
from tarbish_score.ui.dialogs.sync_conflict import SyncConflictDialog
from tarbish_score.ui.dialogs.sync_folder import SyncFolderDialog
from tarbish_score.ui.dialogs.unsaved import RecoveredMatchesDialog, UnsavedChangesDialog
from tarbish_score.ui.main_window import MainWindow

from ..archive_helpers import store
from ..play_helpers import current_match

__all__ = ["store"]  # fixture


def _dialog_classes() -> set[type[QDialog]]:
    """Every dialog class defined in the dialogs package (a new one must join the table below)."""
    found: set[type[QDialog]] = set()
    package = tarbish_score.ui.dialogs
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        module = importlib.import_module(info.name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, QDialog) and value.__module__ == module.__name__:
                found.add(value)
    return found


class _Sync:
    """The window's sync as the folder dialog sees it: no folder in force."""

    sync_keeper = None

    def folder_in_force(self) -> tuple[Path | None, str]:
        return None, ""

    def set_folder(self, folder: Path | None) -> None:
        """Nothing to remember here."""

    def sync_now(self) -> bool:
        return False

    def archive_folder(self) -> Path:
        return Path("/tmp/archive")


def _conflict(match: Match) -> Conflict:
    """The match as ours and, one round shorter, as the other laptop's (made apart)."""
    identity = str(uuid.uuid4())
    ours = {**dump_record(match), "uuid": identity}
    theirs = {**dump_record(dataclasses.replace(match, rounds=match.rounds[:-1])), "uuid": identity}
    return Conflict(1, 1, identity, datetime(2026, 12, 2, tzinfo=UTC), "cottage", "a.tarbish.json", ours, theirs)


def _versions_dialog(store: MatchStore, match: Match, window: MainWindow) -> MatchVersionsDialog:
    """The kept versions of ``match`` once it is in the archive."""
    store.create_match(match)
    return MatchVersionsDialog(store, store.list_matches()[0], window)


def _factories(window: MainWindow, store: MatchStore) -> dict[type[QDialog], Callable[[], QDialog]]:
    match = current_match(window)
    return {
        NewMatchDialog: lambda: NewMatchDialog(window, previous=match),
        RulesChangeDialog: lambda: RulesChangeDialog(match, window),
        RunCheckerDialog: lambda: RunCheckerDialog(window, match=match, trump=Suit.HEARTS),
        CardCounterDialog: lambda: CardCounterDialog(window, match=match, trump=Suit.HEARTS),
        CorrectionsLogDialog: lambda: CorrectionsLogDialog(match, [], window),
        ArchiveWindow: lambda: ArchiveWindow(store, window),
        ArchiveStatisticsDialog: lambda: ArchiveStatisticsDialog(store, window),
        MatchStatisticsDialog: lambda: MatchStatisticsDialog(window.controller, window),
        HelpDialog: lambda: HelpDialog(window),
        AboutDialog: lambda: AboutDialog(window),
        ErrorDialog: lambda: ErrorDialog("ValueError: no trump", "Traceback …", "", window),
        RenameDialog: lambda: RenameDialog(match, window),
        NoteDialog: lambda: NoteDialog("Note on the match", "Legion hall", "Friday …", window),
        UnsavedChangesDialog: lambda: UnsavedChangesDialog("the disk is read-only", Path("/tmp/kept.json"), "", window),
        RecoveredMatchesDialog: lambda: RecoveredMatchesDialog([Path("/tmp/a.json")], ["Us against Them"], window),
        SyncFolderDialog: lambda: SyncFolderDialog(_Sync(), window),
        MatchVersionsDialog: lambda: _versions_dialog(store, match, window),
        SyncConflictDialog: lambda: SyncConflictDialog(store, _conflict(match), window),
    }


def test_the_table_names_every_dialog(started: MainWindow, store: MatchStore) -> None:
    assert set(_factories(started, store)) == _dialog_classes()


@pytest.mark.parametrize("name", sorted(cls.__name__ for cls in _dialog_classes()))
def test_f1_in_every_dialog_shows_the_shortcuts(
    qtbot: QtBot, started: MainWindow, store: MatchStore, name: str
) -> None:
    factory = next(make for cls, make in _factories(started, store).items() if cls.__name__ == name)
    dialog = factory()
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    if isinstance(dialog, HelpDialog):
        dialog.tabs.setCurrentWidget(dialog.rules_browser)
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_F1)
    shown = dialog if isinstance(dialog, HelpDialog) else dialog.findChild(HelpDialog)
    assert shown is not None
    qtbot.waitUntil(shown.isVisible)
    assert shown.tabs.currentWidget() is shown.shortcuts_browser
    if shown is not dialog:
        # Over a modal dialog the help is the dialog's own child, so the keys reach it.
        assert shown.parent() is dialog
        shown.reject()
    dialog.reject()

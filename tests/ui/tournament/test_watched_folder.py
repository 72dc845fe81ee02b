"""The desk's watched folder is remembered: the next desk opened watches it again, and the folder dialog starts
there; a folder gone since is said, and nothing is watched."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tarbish_score.qt import settings
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import create_tournament
from tarbish_score.ui.tournament.desk import TournamentDesk

from .conftest import laptop_match, open_desk, swiss_night, write_record


def _second_desk(qtbot: QtBot, archive: MatchStore) -> TournamentDesk:
    """Another night's desk opened, its first round drawn and kept (as a desk opened on a later night)."""
    night = swiss_night(seed=3).drawn()
    desk = TournamentDesk(archive, create_tournament(archive, night, "Next Friday"), night, "Next Friday")
    qtbot.addWidget(desk)
    desk.show()
    qtbot.waitExposed(desk)
    return desk


def test_the_folder_chosen_is_watched_again_by_the_next_desk_opened(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path
) -> None:
    folder = tmp_path / "sync"
    folder.mkdir()
    first = open_desk(qtbot, archive, swiss_night())
    assert first.files.choose_watched_folder(str(folder)) is not None
    assert settings.read(settings.WATCHED_FOLDER) == str(folder)
    first.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # qtbot closes it again at the end
    first.close()
    assert first.files.watched is None
    desk = _second_desk(qtbot, archive)
    qtbot.waitUntil(lambda: desk.files.watched is not None)
    assert desk.files.watched is not None and desk.files.watched.folder == str(folder)
    assert desk.statusBar().currentMessage() == f"Watching {folder} for table results."
    # It is watched indeed: a table laptop's record written there scores its table.
    write_record(folder, "t2.tarbish.json", laptop_match(desk.tournament, 2))
    qtbot.waitUntil(lambda: desk.tournament.rounds[0].results[1] is not None, timeout=5000)


def test_a_folder_gone_since_is_said_and_nothing_is_watched(qtbot: QtBot, archive: MatchStore, tmp_path: Path) -> None:
    gone = tmp_path / "stick"
    settings.write(settings.WATCHED_FOLDER, str(gone))
    desk = _second_desk(qtbot, archive)
    qtbot.waitUntil(lambda: desk.statusBar().currentMessage() != "")
    assert desk.statusBar().currentMessage() == f"{gone}, watched last time, is not there now: no folder is watched."
    assert desk.files.watched is None


def test_no_folder_chosen_ever_watches_none(qtbot: QtBot, archive: MatchStore) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    qtbot.waitUntil(lambda: desk.entry.table_edit.hasFocus())
    assert desk.files.watched is None
    assert desk.statusBar().currentMessage() == ""


def test_the_folder_dialog_starts_at_the_folder_last_watched(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "usb"
    folder.mkdir()
    settings.write(settings.WATCHED_FOLDER, str(folder))
    desk = open_desk(qtbot, archive, swiss_night())
    asked: list[str] = []

    def answer(parent: object, title: str, start: str = "", *args: object) -> str:
        asked.append(start)
        return ""  # cancelled: the folder watched stays

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(answer))
    assert desk.files.choose_watched_folder() is None
    assert asked == [str(folder)]
    assert settings.read(settings.WATCHED_FOLDER) == str(folder)

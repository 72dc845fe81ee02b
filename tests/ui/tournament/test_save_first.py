"""Every change is on disk before the desk shows it; a failing save leaves the screen as it was and says why."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model.tournament import Tournament
from tarbish_score.storage import MatchStore, StoreWriteError
from tarbish_score.storage.tournaments import load_tournament_row, save_tournament
from tarbish_score.ui.tournament import desk as desk_module

from ..conftest import focused, type_keys
from .conftest import open_desk, swiss_night


def test_the_result_is_saved_before_the_screen_shows_it(
    qtbot: QtBot, archive: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    seen: list[str] = []

    def save(store: MatchStore, tournament_id: int, tournament: Tournament, name: str | None = None) -> None:
        seen.append(desk.draw.view.item(0, 5).text())  # what the screen shows while the save runs
        save_tournament(store, tournament_id, tournament, name)

    monkeypatch.setattr(desk_module, "save_tournament", save)
    type_keys(qtbot, ["1", "5", "1", "2", "3", "4", "0", Qt.Key.Key_Return])
    assert seen == ["out"]
    assert desk.draw.view.item(0, 5).text() == "512–340"
    assert load_tournament_row(archive, desk.tournament_id).tournament.log == desk.tournament.log


def test_a_failing_save_leaves_the_screen_as_it_was_and_says_why(
    qtbot: QtBot, archive: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    before = desk.tournament

    def refuse(*args: object, **kwargs: object) -> None:
        raise StoreWriteError(Path("archive.sqlite3"), "full", "no space left on device")

    monkeypatch.setattr(desk_module, "save_tournament", refuse)
    type_keys(qtbot, ["1", "5", "1", "2", "3", "4", "0", Qt.Key.Key_Return])
    assert desk.tournament is before
    assert desk.draw.view.item(0, 5).text() == "out"
    assert desk.entry.problem_label.text().startswith("Not saved, so nothing changed: ")
    assert desk.entry.first_edit.text() == "512"  # typed again with one Enter once the disk has room
    qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(desk.tournament.rounds) == 1
    monkeypatch.setattr(desk_module, "save_tournament", save_tournament)
    desk.entry.second_edit.setFocus()
    type_keys(qtbot, [Qt.Key.Key_Return])
    assert desk.draw.view.item(0, 5).text() == "512–340"

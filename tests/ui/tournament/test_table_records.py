"""Table laptops' match records at the desk: taken by their table code, or refused with a sentence saying why."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import load_tournament_row
from tarbish_score.ui.tournament.desk import TournamentDesk
from tarbish_score.ui.tournament.desk_dialogs import CodeDialog

from ..conftest import type_text
from .conftest import laptop_match, open_desk, swiss_night, write_record


def _drawn(qtbot: QtBot, archive: MatchStore) -> TournamentDesk:
    desk = open_desk(qtbot, archive, swiss_night())
    assert desk.draw_next_round()
    return desk


def test_a_record_with_its_table_code_scores_its_table_and_is_kept_as_a_match(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = _drawn(qtbot, archive)
    path = write_record(tmp_path, "table3.tarbish.json", laptop_match(desk.tournament, 3))
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([str(path)], "")))
    qtbot.keyClick(desk.entry.table_edit, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)  # Import…
    result = desk.tournament.rounds[0].results[2]
    assert result is not None and result.totals == (648, 0) and result.record is not None
    code = desk.tournament.rounds[0].draw.tables[2].code
    assert desk.statusBar().currentMessage() == f"Table result {code} taken from table3.tarbish.json."
    assert archive.count_matches() == 1  # its games count in the statistics
    assert load_tournament_row(archive, desk.tournament_id).tournament.log == desk.tournament.log


def test_a_second_record_for_a_table_already_scored_is_refused(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path
) -> None:
    desk = _drawn(qtbot, archive)
    match = laptop_match(desk.tournament, 2)
    assert desk.files.take_file(write_record(tmp_path, "a.tarbish.json", match))
    again = dataclasses.replace(match, note="typed twice")
    assert not desk.files.take_file(write_record(tmp_path, "b.tarbish.json", again))
    assert desk.files.refusals == [
        "b.tarbish.json refused: Table 2 already has its result, 648–0. A change is a correction, with its reason."
    ]
    assert desk.entry.problem_label.text() == desk.files.refusals[0]
    assert archive.count_matches() == 1  # the refused record is not kept


def test_a_record_whose_code_matches_no_table_is_refused(qtbot: QtBot, archive: MatchStore, tmp_path: Path) -> None:
    desk = _drawn(qtbot, archive)
    match = laptop_match(desk.tournament, 1)
    wrong = dataclasses.replace(match, extra={"table_code": "1-1-AAA"})
    assert not desk.files.take_file(write_record(tmp_path, "wrong.tarbish.json", wrong))
    assert desk.files.refusals == ["wrong.tarbish.json refused: No table of this night has the code 1-1-AAA."]
    assert desk.tournament.rounds[0].results[0] is None
    assert archive.count_matches() == 0


def test_a_record_without_a_code_asks_for_it_and_is_refused_when_none_is_given(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path
) -> None:
    desk = _drawn(qtbot, archive)
    bare = dataclasses.replace(laptop_match(desk.tournament, 1), extra={})
    assert not desk.files.take_file(write_record(tmp_path, "bare.tarbish.json", bare))
    dialog = desk.files.code_dialog
    assert isinstance(dialog, CodeDialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.code_edit)
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Escape)
    assert desk.files.refusals == [
        "bare.tarbish.json refused: This match carries no table code: type the code on the table's slip."
    ]
    assert desk.tournament.rounds[0].results[0] is None


def test_the_code_typed_for_a_record_without_one_finds_its_table(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path
) -> None:
    desk = _drawn(qtbot, archive)
    table = desk.tournament.rounds[0].draw.tables[0]
    bare = dataclasses.replace(laptop_match(desk.tournament, 1), extra={})
    other = dataclasses.replace(laptop_match(desk.tournament, 2), extra={})
    desk.files.take_files(
        [str(write_record(tmp_path, "a.tarbish.json", bare)), str(write_record(tmp_path, "b.tarbish.json", other))]
    )
    first = desk.files.code_dialog
    assert isinstance(first, CodeDialog)
    type_text(qtbot, first.code_edit, table.code.lower())
    qtbot.keyClick(first.code_edit, Qt.Key.Key_Return)
    result = desk.tournament.rounds[0].results[0]
    assert result is not None and result.totals == (648, 0)
    assert archive.count_matches() == 1
    second = desk.files.code_dialog  # the second record's turn
    assert isinstance(second, CodeDialog) and second is not first
    type_text(qtbot, second.code_edit, table.code)  # table 1's code again: the wrong slip
    qtbot.keyClick(second.code_edit, Qt.Key.Key_Return)
    a, b = (desk.tournament.team(t).name for t in desk.tournament.rounds[0].draw.tables[1].teams)
    c, d = (desk.tournament.team(t).name for t in table.teams)
    # The dialog stays, the code typed kept and the refusal said in it: the right code can be typed.
    assert desk.files.code_dialog is second and second.code_edit.text() == table.code
    assert second.problem_label.text() == f"This match is {a} against {b}; the table's teams are {c} and {d}."
    assert desk.files.refusals == []
    qtbot.keyClick(second.code_edit, Qt.Key.Key_Escape)  # given up: the file is refused, and why
    assert desk.files.refusals == [
        f"b.tarbish.json refused: This match is {a} against {b}; the table's teams are {c} and {d}."
    ]
    assert desk.files.code_dialog is None


def test_a_record_of_an_earlier_round_is_refused(qtbot: QtBot, archive: MatchStore, tmp_path: Path) -> None:
    desk = _drawn(qtbot, archive)
    old = laptop_match(desk.tournament, 1)
    for table in range(1, 7):
        desk.entry.table_edit.setText(str(table))
        assert desk.apply(lambda t, n=table: t.with_result(n, (500, 100)))
    assert desk.draw_next_round()
    assert not desk.files.take_file(write_record(tmp_path, "late.tarbish.json", old))
    code = old.extra["table_code"]
    assert desk.files.refusals == [f"late.tarbish.json refused: The code {code} is of round 1, which is over."]


def test_a_file_that_is_not_a_record_is_refused_with_its_name(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path
) -> None:
    desk = _drawn(qtbot, archive)
    path = tmp_path / "notes.tarbish.json"
    path.write_text("shopping list", encoding="utf-8")
    assert not desk.files.take_file(path)
    assert desk.files.refusals[0].startswith("notes.tarbish.json refused: ")


def test_records_dropped_on_the_desk_are_taken(qtbot: QtBot, archive: MatchStore, tmp_path: Path) -> None:
    desk = _drawn(qtbot, archive)
    paths = [write_record(tmp_path, f"t{n}.tarbish.json", laptop_match(desk.tournament, n)) for n in (4, 5)]
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    enter = QDragEnterEvent(
        QPoint(50, 50), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    desk.dragEnterEvent(enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(50, 50), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    desk.dropEvent(drop)
    assert drop.isAccepted()
    assert [r is not None for r in desk.tournament.rounds[0].results] == [False, False, False, True, True, False]
    assert archive.count_matches() == 2


def test_a_watched_folder_takes_a_record_once_it_is_whole(qtbot: QtBot, archive: MatchStore, tmp_path: Path) -> None:
    desk = _drawn(qtbot, archive)
    folder = tmp_path / "sync"
    folder.mkdir()
    watched = desk.files.choose_watched_folder(str(folder))
    assert watched is not None
    # A sync tool writes under a temporary name, then renames: the temporary file is never read.
    whole = write_record(tmp_path, "whole.json", laptop_match(desk.tournament, 6))
    temporary = folder / ".syncthing.t6.tarbish.json.tmp"
    temporary.write_bytes(whole.read_bytes()[:40])
    assert watched.scan() == []
    # A half-written record under its own name is tried again, not refused.
    half = folder / "t6.tarbish.json"
    half.write_bytes(whole.read_bytes()[:40])
    assert watched.scan() == []
    assert desk.files.refusals == []
    half.write_bytes(whole.read_bytes())
    os.utime(half, ns=(1, 2_000_000_000))  # a new modification time, as the finished write gives it
    qtbot.waitUntil(lambda: desk.tournament.rounds[0].results[5] is not None, timeout=5000)
    assert desk.files.refusals == []
    assert "t6.tarbish.json" in desk.statusBar().currentMessage()


def test_a_watched_file_that_stays_broken_is_refused_once(qtbot: QtBot, archive: MatchStore, tmp_path: Path) -> None:
    desk = _drawn(qtbot, archive)
    folder = tmp_path / "stick"
    folder.mkdir()
    (folder / "broken.tarbish.json").write_text("{", encoding="utf-8")
    watched = desk.files.choose_watched_folder(str(folder))
    assert watched is not None
    assert desk.files.refusals == []  # first look: maybe still being written
    watched.scan()
    assert len(desk.files.refusals) == 1 and desk.files.refusals[0].startswith("broken.tarbish.json refused: ")
    watched.scan()
    assert len(desk.files.refusals) == 1


def test_a_record_taken_again_after_a_failed_save_scores_its_table_once(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tarbish_score.storage import StoreWriteError
    from tarbish_score.ui.tournament import desk as desk_module

    desk = _drawn(qtbot, archive)
    path = write_record(tmp_path, "t3.tarbish.json", laptop_match(desk.tournament, 3))
    saving = desk_module.save_tournament

    def full(*args: object, **kwargs: object) -> None:
        raise StoreWriteError(tmp_path / "archive", "full", "no space left on device")

    monkeypatch.setattr(desk_module, "save_tournament", full)
    assert not desk.files.take_file(path)
    assert desk.tournament.rounds[0].results[2] is None  # the night as it was: table 3 still out
    assert archive.count_matches() == 1  # its match was kept first
    monkeypatch.setattr(desk_module, "save_tournament", saving)
    assert desk.files.take_file(path)
    assert desk.tournament.rounds[0].results[2] is not None
    assert archive.count_matches() == 1  # not twice


def test_a_code_written_lowercase_with_spaces_is_said_as_the_slip_prints_it(
    qtbot: QtBot, archive: MatchStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = _drawn(qtbot, archive)
    code = desk.tournament.rounds[0].draw.tables[1].code
    match = laptop_match(desk.tournament, 2)
    match = dataclasses.replace(match, extra={"table_code": f"  {code.lower()} "})
    path = write_record(tmp_path, "lowercase.tarbish.json", match)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([str(path)], "")))
    qtbot.keyClick(desk.entry.table_edit, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert desk.tournament.rounds[0].results[1] is not None
    assert desk.statusBar().currentMessage() == f"Table result {code} taken from lowercase.tarbish.json."

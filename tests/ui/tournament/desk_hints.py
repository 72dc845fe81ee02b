"""Every "press X" hint of the tournament desk works when X is pressed: scenarios for ``tests/ui/test_hints.py``.

:func:`register` adds them to that module's ``HINTS`` (its source scan finds the desk's hints too, so a hint
without a scenario here fails the suite there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import RuleSet
from tarbish_score.model.tournament import Format, Tournament, TournamentSettings
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import create_tournament
from tarbish_score.ui.tournament.desk import TournamentDesk
from tarbish_score.ui.tournament.desk_dialogs import CorrectionDialog, KeysDialog, OpenTournamentDialog
from tarbish_score.ui.tournament.new_tournament import NewTournamentDialog

from ..conftest import focused, type_keys
from .conftest import open_desk, swiss_night

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
Scenario = Callable[[QtBot, pytest.FixtureRequest], None]


def _store(request: pytest.FixtureRequest) -> MatchStore:
    store = MatchStore.open(paths.data_dir())
    request.addfinalizer(store.close)
    return store


def _desk(qtbot: QtBot, request: pytest.FixtureRequest, night: Tournament | None = None) -> TournamentDesk:
    return open_desk(qtbot, _store(request), night or swiss_night())


def _all_results(qtbot: QtBot, desk: TournamentDesk) -> None:
    current = desk.tournament.current
    assert current is not None
    for table in range(1, len(current.draw.tables) + 1):
        type_keys(qtbot, [str(table), *"512", *"340", Qt.Key.Key_Return])
    assert desk.tournament.rounds[-1].complete


def _draw_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    desk = _desk(qtbot, request)
    assert desk.draw_button.text() == "Draw next round  [Ctrl+D]"
    assert desk.out_label.text() == "No round drawn yet: Ctrl+D draws round 1."
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    assert len(desk.tournament.rounds) == 1


def _complete_then_ctrl_d(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    desk = _desk(qtbot, request)
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    _all_results(qtbot, desk)
    assert desk.out_label.text() == "Round 1 is complete: Ctrl+D draws the next round."
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    assert len(desk.tournament.rounds) == 2


def _over_then_ctrl_shift_s(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    tmp_path: Path = request.getfixturevalue("tmp_path")
    monkeypatch: pytest.MonkeyPatch = request.getfixturevalue("monkeypatch")
    desk = _desk(qtbot, request, swiss_night(rounds=1))
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    _all_results(qtbot, desk)
    assert desk.out_label.text() == "Every result is in: the night is over. Ctrl+Shift+S saves the final standings."
    target = tmp_path / "final.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    qtbot.keyClick(focused(), Qt.Key.Key_S, CTRL_SHIFT)
    assert target.read_bytes().startswith(b"%PDF")


def _correction_undo_redo(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    desk = _desk(qtbot, request)
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    type_keys(qtbot, ["1", *"512", *"340", Qt.Key.Key_Return])
    desk.draw.view.setCurrentCell(0, 0)
    dialog = desk.correct_result()
    assert isinstance(dialog, CorrectionDialog)
    dialog.second_edit.setText("360")
    dialog.reason_edit.setText("added wrong")
    dialog.accept()
    qtbot.waitUntil(lambda: focused() is desk.entry.table_edit)
    assert desk.statusBar().currentMessage() == "Round 1, table 1 corrected. Ctrl+Z undoes it."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    result = desk.tournament.rounds[0].results[0]
    assert result is not None and result.totals == (512, 340)
    assert desk.statusBar().currentMessage() == "Undone. Ctrl+Shift+Z redoes it."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL_SHIFT)
    result = desk.tournament.rounds[0].results[0]
    assert result is not None and result.totals == (512, 360)
    assert desk.statusBar().currentMessage() == "Redone. Ctrl+Z undoes it."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    result = desk.tournament.rounds[0].results[0]
    assert result is not None and result.totals == (512, 340)


def _entry_enter_and_esc(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    desk = _desk(qtbot, request)
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    assert desk.entry.hint_label.text() == "Table number, the two totals, Enter: it is recorded. Esc clears."
    type_keys(qtbot, ["2", *"512", *"340", Qt.Key.Key_Escape])
    assert [edit.text() for edit in desk.entry.fields] == ["", "", ""]
    assert focused() is desk.entry.table_edit
    type_keys(qtbot, ["2", *"512", *"340", Qt.Key.Key_Return])
    assert desk.tournament.rounds[0].results[1] is not None


def _draw_f2_corrects(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    desk = _desk(qtbot, request)
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    assert desk.draw.view.accessibleDescription() == (
        "The round's tables; tables still out are marked out. Choose a table and press F2 to correct it."
    )
    desk.draw.view.setFocus()
    desk.draw.view.setCurrentCell(2, 0)
    qtbot.keyClick(focused(), Qt.Key.Key_F2)
    assert isinstance(desk.dialog, CorrectionDialog)
    assert any("table 3" in label.text() for label in desk.dialog.findChildren(type(desk.heading)))
    desk.dialog.reject()


def _open_with_enter(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    from ..archive_helpers import open_window

    store = _store(request)
    night = Tournament(TournamentSettings(Format.SWISS, RuleSet(), seed=1))
    for name in ("A", "B", "C", "D", "E", "F"):
        night = night.with_team(name)
    older = create_tournament(store, night, "Older night")
    create_tournament(store, night, "Newer night")
    window = open_window(qtbot, store)
    window.commands["open_tournament"].trigger()
    dialog = window.tournament_actions().dialog
    assert isinstance(dialog, OpenTournamentDialog)
    assert dialog.list.accessibleDescription() == "Every night in the archive, newest first; Enter opens it."
    qtbot.waitUntil(lambda: focused() is dialog.list)
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    desks = window.tournament_actions().desks
    qtbot.waitUntil(lambda: older in desks)
    assert desks[older].name == "Older night"
    desks[older].close()


def _ctrl_enter_starts(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    from ..archive_helpers import open_window

    window = open_window(qtbot, _store(request))
    window.commands["new_tournament"].trigger()
    dialog = window.tournament_actions().dialog
    assert isinstance(dialog, NewTournamentDialog)
    assert dialog.hint_label.text() == "Ctrl+Enter starts the night."
    qtbot.waitUntil(lambda: focused() is dialog.teams_edit)
    dialog.teams_edit.setPlainText("\n".join(["A", "B", "C", "D", "E: Ann & Bob", "F"]))
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    desks = window.tournament_actions().desks
    qtbot.waitUntil(lambda: len(desks) == 1)
    desk = next(iter(desks.values()))
    assert desk.tournament.team(4).players == ("Ann", "Bob")
    desk.close()
    QApplication.processEvents()


def _keys_sheet_esc_closes(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    desk = _desk(qtbot, request)
    qtbot.keyClick(focused(), Qt.Key.Key_F1)
    sheet = desk.dialog
    assert isinstance(sheet, KeysDialog)
    assert sheet.table.accessibleDescription() == "Each key of the desk and what it does; Esc closes."
    qtbot.waitUntil(lambda: focused() is sheet.table)
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: desk.dialog is None)
    qtbot.waitUntil(lambda: focused() is desk.entry.table_edit)


def register(hint: Callable[..., Callable[[Scenario], Scenario]]) -> None:
    """Register the desk's scenarios with ``tests/ui/test_hints.py``'s ``hint``."""
    hint("Draw next round  [{Ctrl+D}]", "No round drawn yet: {Ctrl+D} draws round 1.")(_draw_keys)
    hint("Round {n} is complete: {Ctrl+D} draws the next round.")(_complete_then_ctrl_d)
    hint("Every result is in: the night is over. {Ctrl+Shift+S} saves the final standings.")(_over_then_ctrl_shift_s)
    hint(
        "Round {r}, table {t} corrected. {Ctrl+Z} undoes it.",
        "Undone. {Ctrl+Shift+Z} redoes it.",
        "Redone. {Ctrl+Z} undoes it.",
    )(_correction_undo_redo)
    hint("Table number, the two totals, {Enter}: it is recorded. {Esc} clears.")(_entry_enter_and_esc)
    hint("The round's tables; tables still out are marked out. Choose a table and press F2 to correct it.")(
        _draw_f2_corrects
    )
    hint("Every night in the archive, newest first; Enter opens it.")(_open_with_enter)
    hint("{Ctrl+Enter} starts the night.")(_ctrl_enter_starts)
    hint("Each key of the desk and what it does; {Esc} closes.")(_keys_sheet_esc_closes)

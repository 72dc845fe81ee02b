"""The corrections log, the history's ✎ and the scoresheet count net corrections, naming what changed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score.model import RoundInput, RunClaim, Suit
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.ui.dialogs.corrections_log import CorrectionsLogDialog
from tarbish_score.ui.main_window import MainWindow
from tests.changes import changed

from ...pdf import flat_text
from ..archive_helpers import kept, made, store
from ..conftest import focused, standard_match

__all__ = ["kept", "store"]  # fixtures

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _five_rounds(qtbot: QtBot, window: MainWindow) -> None:
    """Four rounds, then round 5 (Us count 50) by keyboard, undone with Ctrl+Z and redone with Ctrl+Shift+Z."""
    controller = window.controller
    controller.start_match(standard_match())
    for n in range(4):
        controller.record_round(made(n, (90, 72) if n % 2 == 0 else (72, 90)))
    qtbot.waitUntil(lambda: window.round_entry.caller_picker.hasFocus())
    with changed(qtbot, controller, ChangeKind.RECORD):
        for key in ("1", "h", "5", "0", Qt.Key.Key_Return):
            qtbot.keyClick(focused(), key)  # type: ignore[arg-type]
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert window.history_model.rowCount() == 4
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL | SHIFT)
    assert window.history_model.rowCount() == 5


def _numbers(window: MainWindow) -> list[str]:
    model = window.history_model
    return [model.data(model.index(row, 0)) for row in range(model.rowCount())]


def _dialog(qtbot: QtBot, window: MainWindow) -> CorrectionsLogDialog:
    assert window.archive is not None
    window.archive.corrections_action.trigger()
    dialog = window.archive.corrections_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def _pdf_text(window: MainWindow, path: Path) -> str:
    written = window.exchange().export_to(path, "pdf")
    assert written == path
    return flat_text(path)


def test_undo_then_redo_of_a_recorded_round_is_no_correction(qtbot: QtBot, kept: MainWindow, tmp_path: Path) -> None:
    _five_rounds(qtbot, kept)
    assert _numbers(kept) == ["1", "2", "3", "4", "5"]
    dialog = _dialog(qtbot, kept)
    assert dialog.summary_label.text() == "No round of this match has been corrected."
    assert dialog.table.rowCount() == 0
    # The audit trail keeps every step all the same.
    dialog.all_check.setChecked(True)
    whats = [dialog.row_texts(row)[1] for row in range(dialog.table.rowCount())]
    assert whats[:3] == ["Redo: round 5 put back", "Undo: round 5 taken out", "Round 5 recorded"]
    text = _pdf_text(kept, tmp_path / "sheet.pdf")
    assert "Corrections: none" in text
    assert "audit log" not in text


def test_a_real_correction_is_one_named_change(qtbot: QtBot, kept: MainWindow, tmp_path: Path) -> None:
    _five_rounds(qtbot, kept)
    kept.controller.edit_round(4, made(0, (60, 102)))
    assert _numbers(kept) == ["1", "2", "3", "4", "✎ 5"]
    dialog = _dialog(qtbot, kept)
    assert dialog.summary_label.text() == "1 round(s) corrected."
    assert dialog.table.rowCount() == 1
    when, what, changed, was, now = dialog.row_texts(0)
    assert what == "Round 5 corrected"
    assert changed == "Us counted 50 → 60"
    assert was == "Ann called ♥ hearts, cards 50 – 112"
    assert now == "Ann called ♥ hearts, cards 60 – 102"
    assert when[:4].isdigit()
    text = _pdf_text(kept, tmp_path / "sheet.pdf")
    assert "Corrections: 1 Round 5 corrected: Us counted 50 → 60" in text


def test_a_correction_taken_back_is_none(qtbot: QtBot, kept: MainWindow) -> None:
    _five_rounds(qtbot, kept)
    controller = kept.controller
    # Edited, then edited back to what was recorded.
    controller.edit_round(4, made(0, (60, 102)))
    controller.edit_round(4, made(0, (50, 112)))
    assert _numbers(kept)[4] == "5"
    # Edited, then the edit undone.
    controller.edit_round(2, made(2, (100, 62)))
    assert _numbers(kept)[2] == "✎ 3"
    controller.undo_stack.undo()
    assert _numbers(kept) == ["1", "2", "3", "4", "5"]
    dialog = _dialog(qtbot, kept)
    assert dialog.table.rowCount() == 0
    assert dialog.summary_label.text() == "No round of this match has been corrected."


def test_a_deleted_round_and_changed_runs_and_bella_are_named(qtbot: QtBot, kept: MainWindow) -> None:
    controller = kept.controller
    controller.start_match(standard_match())
    controller.record_round(made(0, (90, 72)))
    controller.record_round(RoundInput(1, Suit.SPADES, (72, 90), bella=2))
    controller.record_round(made(2, (100, 62)))
    controller.edit_round(1, RoundInput(3, Suit.SPADES, (72, 90), runs=(RunClaim(3, 4),)))
    controller.delete_round(0)
    assert _numbers(kept) == ["✎ 1", "2"]
    dialog = _dialog(qtbot, kept)
    assert dialog.summary_label.text() == "2 round(s) corrected."
    rows = [dialog.row_texts(row)[1:3] for row in range(dialog.table.rowCount())]
    assert rows == [
        ["Round 1 deleted", "taken out; the later rounds moved up one"],
        ["Round 1 corrected (recorded as round 2)", "caller Bea → Dan; runs: + Dan's fifty; bella Cal → nobody"],
    ]


def test_every_change_to_one_round_is_named_in_one_line(qtbot: QtBot, kept: MainWindow) -> None:
    _five_rounds(qtbot, kept)
    kept.controller.edit_round(4, RoundInput(1, Suit.SPADES, (60, 102), runs=(RunClaim(1, 4),)))
    dialog = _dialog(qtbot, kept)
    assert dialog.table.rowCount() == 1
    # The callers changed team, so both teams' cards are shown.
    assert dialog.row_texts(0)[2] == (
        "caller Ann → Bea; trump ♥ hearts → ♠ spades; cards 50 – 112 → 60 – 102; runs: + Bea's fifty"
    )


def _type_round(qtbot: QtBot, window: MainWindow, keys: tuple[str, ...]) -> None:
    """Type a round in the round entry and record it with Enter."""
    window.round_entry.focus_first_field()
    with changed(qtbot, window.controller, ChangeKind.RECORD):
        for key in (*keys, Qt.Key.Key_Return):
            qtbot.keyClick(focused(), key)  # type: ignore[arg-type]


def _two_rounds(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.start_match(standard_match())
    window.controller.record_round(made(0, (90, 72)))
    window.controller.record_round(made(1, (72, 90)))
    qtbot.waitUntil(lambda: window.round_entry.caller_picker.hasFocus())


def test_the_last_round_undone_and_typed_again_differently_is_corrected(
    qtbot: QtBot, kept: MainWindow, tmp_path: Path
) -> None:
    """Round 3 recorded as 80, Ctrl+Z, typed as 70: a table in a dispute sees it was first entered as 80."""
    _two_rounds(qtbot, kept)
    _type_round(qtbot, kept, ("1", "h", "8", "0"))
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert kept.history_model.rowCount() == 2
    kept.round_entry.clear()
    _type_round(qtbot, kept, ("1", "h", "7", "0"))
    assert _numbers(kept) == ["1", "2", "✎ 3"]
    dialog = _dialog(qtbot, kept)
    assert dialog.summary_label.text() == "1 round(s) corrected."
    assert [dialog.row_texts(row)[1:3] for row in range(dialog.table.rowCount())] == [
        ["Round 3 corrected", "Us counted 80 → 70"]
    ]
    dialog.close()
    text = _pdf_text(kept, tmp_path / "sheet.pdf")
    assert "Corrections: 1 Round 3 corrected: Us counted 80 → 70" in text


def test_the_last_round_undone_and_typed_again_as_it_was_is_none(qtbot: QtBot, kept: MainWindow) -> None:
    _two_rounds(qtbot, kept)
    _type_round(qtbot, kept, ("1", "h", "8", "0"))
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    kept.round_entry.clear()
    _type_round(qtbot, kept, ("1", "h", "8", "0"))
    assert _numbers(kept) == ["1", "2", "3"]
    assert _dialog(qtbot, kept).table.rowCount() == 0


def _delete_last_round(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_F6)
    assert window.history.hasFocus()
    assert window.history.current_round() == 2
    with changed(qtbot, window.controller, ChangeKind.DELETE):
        qtbot.keyClick(focused(), Qt.Key.Key_Delete)
    assert window.history_model.rowCount() == 2


def test_a_deleted_round_typed_again_as_it_was_is_no_correction(qtbot: QtBot, kept: MainWindow, tmp_path: Path) -> None:
    _two_rounds(qtbot, kept)
    _type_round(qtbot, kept, ("1", "h", "8", "0"))
    _delete_last_round(qtbot, kept)
    _type_round(qtbot, kept, ("1", "h", "8", "0"))
    assert _numbers(kept) == ["1", "2", "3"]
    dialog = _dialog(qtbot, kept)
    assert dialog.summary_label.text() == "No round of this match has been corrected."
    dialog.all_check.setChecked(True)
    whats = [dialog.row_texts(row)[1] for row in range(dialog.table.rowCount())]
    assert whats[:2] == ["Round 3 recorded", "Round 3 deleted"]  # the audit trail keeps both steps
    dialog.close()
    assert "Corrections: none" in _pdf_text(kept, tmp_path / "sheet.pdf")


def test_a_deleted_round_typed_again_differently_is_corrected(qtbot: QtBot, kept: MainWindow, tmp_path: Path) -> None:
    _two_rounds(qtbot, kept)
    _type_round(qtbot, kept, ("1", "h", "8", "0"))
    _delete_last_round(qtbot, kept)
    _type_round(qtbot, kept, ("1", "h", "6", "0"))
    assert _numbers(kept) == ["1", "2", "✎ 3"]
    text = _pdf_text(kept, tmp_path / "sheet.pdf")
    assert "Corrections: 1 Round 3 corrected: Us counted 80 → 60" in text
    assert "deleted" not in text


def test_a_correction_that_changes_nothing_records_nothing(qtbot: QtBot, kept: MainWindow) -> None:
    """Enter on a round in the history, Enter again with nothing changed: no undo step, no log entry."""
    _two_rounds(qtbot, kept)
    assert kept.archive is not None
    keeper = kept.archive.keeper
    log, steps = keeper.log, kept.controller.undo_stack.count()
    qtbot.keyClick(focused(), Qt.Key.Key_F6)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert kept.round_entry.editing_index == 1
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert kept.round_entry.editing_index is None
    assert kept.controller.undo_stack.count() == steps
    assert keeper.log == log
    assert kept.statusBar().currentMessage() == "Round 2 was not changed: nothing to correct."
    assert _numbers(kept) == ["1", "2"]
    assert kept.round_entry.caller_picker.hasFocus()


def test_a_correction_typed_for_the_opponents_is_told_as_typed(qtbot: QtBot, kept: MainWindow, tmp_path: Path) -> None:
    """Bea (Them) calls, the table types Us's count with / (45), then corrects it to 54: "Us counted 45 → 54"
    in the corrections log, the PDF and the CSV, never the callers' 117 → 108."""
    _two_rounds(qtbot, kept)
    _type_round(qtbot, kept, ("2", "c", "/", "4", "5"))
    assert kept.controller.match is not None
    assert kept.controller.match.rounds[2].card_points == (45, 117)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    kept.round_entry.clear()
    _type_round(qtbot, kept, ("2", "c", "/", "5", "4"))
    assert _numbers(kept) == ["1", "2", "✎ 3"]
    dialog = _dialog(qtbot, kept)
    assert [dialog.row_texts(row)[1:3] for row in range(dialog.table.rowCount())] == [
        ["Round 3 corrected", "Us counted 45 → 54"]
    ]
    dialog.close()
    assert "Corrections: 1 Round 3 corrected: Us counted 45 → 54" in _pdf_text(kept, tmp_path / "sheet.pdf")
    csv_path = tmp_path / "sheet.csv"
    assert kept.exchange().export_to(csv_path, "csv") == csv_path
    assert "\nCorrections,1\n,Round 3 corrected: Us counted 45 → 54\n" in csv_path.read_text(encoding="utf-8-sig")

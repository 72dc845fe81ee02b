"""The table laptop's New match dialog takes the table code printed on the slip; the record carries it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tarbish_score.model import dump_record, load_record
from tarbish_score.ui.dialogs.new_match import NewMatchDialog

from ..conftest import type_text


def test_the_code_typed_is_the_records_table_code(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    type_text(qtbot, dialog.code_edit, " 3-7-kwd ")
    match = dialog.match()
    assert match.extra == {"table_code": "3-7-KWD"}
    record = dump_record(match)
    assert record["table_code"] == "3-7-KWD"
    assert load_record(record).extra["table_code"] == "3-7-KWD"


def test_no_code_typed_is_no_field(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    assert "table_code" not in dump_record(dialog.match())


def test_a_code_that_is_not_one_is_said_and_the_dialog_stays(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    type_text(qtbot, dialog.code_edit, "table 3")
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.target_error.text() == "“table 3” is not a table code: a slip prints it like 3-7-KWD."
    dialog.code_edit.setText("3-7-KWD")
    dialog.accept()
    assert not dialog.isVisible()

"""One dialog of a kind at a time: held while open, raised when asked for again, let go once finished."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.ui.one_dialog import OneDialog


@pytest.fixture
def parent(qtbot: QtBot) -> Iterator[QWidget]:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    yield widget


def test_an_open_dialog_is_held_and_raised_instead_of_built_again(parent: QWidget) -> None:
    holder: OneDialog[QDialog] = OneDialog()
    assert holder.raised() is None, "nothing open: the caller builds one"
    dialog = holder.open(QDialog(parent))
    assert dialog.isVisible() and dialog.isModal()
    assert holder.dialog is dialog
    assert holder.raised() is dialog
    dialog.reject()


def test_a_finished_dialog_is_let_go_after_its_accepted_handler_and_before_closed(
    qtbot: QtBot, parent: QWidget
) -> None:
    holder: OneDialog[QDialog] = OneDialog()
    seen: list[tuple[str, object]] = []
    dialog = QDialog(parent)
    dialog.accepted.connect(lambda: seen.append(("accepted", holder.dialog)))
    holder.open(dialog, lambda result: seen.append(("closed", (result, holder.dialog))))
    dialog.accept()
    assert seen == [("accepted", dialog), ("closed", (QDialog.DialogCode.Accepted, None))]
    assert holder.dialog is None
    assert shiboken6.isValid(dialog), "deleted later, not under its own signal"
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog))


def test_reject_closes_the_open_dialog_and_a_new_one_can_open(qtbot: QtBot, parent: QWidget) -> None:
    holder: OneDialog[QDialog] = OneDialog()
    results: list[int] = []
    holder.reject()  # nothing open: nothing happens
    first = holder.open(QDialog(parent), results.append)
    holder.reject()
    assert results == [QDialog.DialogCode.Rejected]
    assert holder.dialog is None and not first.isVisible()
    second = holder.open(QDialog(parent), results.append)
    assert second is not first and holder.raised() is second
    second.done(7)
    assert results == [QDialog.DialogCode.Rejected, 7]
    qtbot.waitUntil(lambda: not shiboken6.isValid(second))

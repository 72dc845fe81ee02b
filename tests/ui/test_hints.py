"""Every hint that says "press X" works when X is pressed.

Each translatable text of the app that names a key (``press``, ``[Enter]``,
``Ctrl+…``, ``Alt+…``, ``F6``, ``Enter``, ``Esc``) has a scenario here: it puts the
window in the state where the hint is shown, checks the hint is on screen, presses
the key and checks the promised effect. :func:`test_every_key_hint_has_a_scenario`
scans the source, so a new hint without a scenario fails the suite. The help
sheet's table (``ui/dialogs/help.py``) is a reference, not a hint in a state:
``tests/ui/dialogs/test_help.py`` checks it against the window's shortcuts.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tarbish_score.model import PRESETS, Match, RoundInput, RuleSet, RunClaim, Suit, TarbishError
from tarbish_score.qt.commands import ChangeKind
from tarbish_score.storage import MatchStore
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.words.errors import error_text
from tests.changes import changed

from .archive_helpers import in_progress, kept, short_finished, store  # noqa: F401 - fixtures
from .conftest import focused, standard_match, type_keys, type_text
from .play_helpers import HEARTS_100, current_match, record_rounds
from .tournament.desk_hints import register as register_desk_hints

PACKAGE = Path(__file__).resolve().parents[2] / "tarbish_score"
ENTER = Qt.Key.Key_Return
ESC = Qt.Key.Key_Escape
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
#: What makes a text a key hint: it names a key to press.
_KEY_WORDS = re.compile(r"\b[Pp]ress\b|\[[^\]]+\]|\b(?:Ctrl|Alt|Shift)\+|\bF\d{1,2}\b|\bEnter\b|\bEsc\b")
#: The help sheet lists every shortcut (checked against the window in tests/ui/dialogs/test_help.py).
_REFERENCE_FILES = {"ui/dialogs/help.py"}

Scenario = Callable[[QtBot, pytest.FixtureRequest], None]
#: Hint text, exactly as in the source -> the scenario that shows it and presses its key.
HINTS: dict[str, Scenario] = {}


def hint(*texts: str) -> Callable[[Scenario], Scenario]:
    """Register a scenario for each of ``texts`` (source literals)."""

    def register(scenario: Scenario) -> Scenario:
        for text in texts:
            assert text not in HINTS, text
            HINTS[text] = scenario
        return scenario

    return register


def key_hints() -> set[str]:
    """Every translatable literal under ``tarbish_score/`` that names a key (the help sheet aside)."""
    found: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        if path.relative_to(PACKAGE).as_posix() in _REFERENCE_FILES:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name not in ("tr", "translate"):
                continue
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and _KEY_WORDS.search(arg.value):
                    found.add(arg.value)
    return found


# --- helpers ------------------------------------------------------------------------------------


def _started(qtbot: QtBot, request: pytest.FixtureRequest) -> MainWindow:
    window: MainWindow = request.getfixturevalue("started")
    return window


def _empty(request: pytest.FixtureRequest) -> MainWindow:
    window: MainWindow = request.getfixturevalue("window")
    return window


def _status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def _wait_focus_on_entry(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.round_entry.caller_picker)


def _finished_in(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.start_match(short_finished())
    qtbot.waitUntil(lambda: focused() is window.round_entry)  # the closed entry keeps the keys


def _opened_finished(qtbot: QtBot, request: pytest.FixtureRequest) -> MainWindow:
    """The kept window with a finished match opened read-only from the archive."""
    window: MainWindow = request.getfixturevalue("kept")
    archive_store: MatchStore = request.getfixturevalue("store")
    match_id = archive_store.create_match(short_finished())
    assert window.archive is not None
    window.archive.open_match(match_id)
    assert window.controller.read_only
    return window


# --- the archive and the read-only match ---------------------------------------------------------


@hint("You can now correct this match: select a round in the history and press {Enter}.")
def _correct_then_enter(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _opened_finished(qtbot, request)
    assert window.archive is not None
    # The banner's button, as a player clicks it: the focus had gone to the history.
    qtbot.mouseClick(window.archive.read_only_banner.button, Qt.MouseButton.LeftButton)
    assert _status(window) == "You can now correct this match: select a round in the history and press Enter."
    type_keys(qtbot, [ENTER])
    assert window.round_entry.editing_index == 1
    # The same from the menu item, with the focus on the round entry.
    window.round_entry.cancel_edit()
    window.archive.open_match(window.archive.keeper.match_id or 0)
    window.focus_round_entry()
    window.archive.correct_action.trigger()
    type_keys(qtbot, [Qt.Key.Key_Up, ENTER])
    assert window.round_entry.editing_index == 0


@hint(
    "<b>Read-only:</b> this finished match is from the archive. To change a round, press “Correct this match”.",
    "This finished match is read-only: press “Correct this match” to change it.",
)
def _press_correct_this_match(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _opened_finished(qtbot, request)
    archive = window.archive
    assert archive is not None
    assert "press “Correct this match”" in archive.read_only_banner.label.text()
    window.focus_history()
    type_keys(qtbot, [ENTER])
    assert _status(window) == "This finished match is read-only: press “Correct this match” to change it."
    assert archive.read_only_banner.button.text() == "Correct this match"
    qtbot.mouseClick(archive.read_only_banner.button, Qt.MouseButton.LeftButton)
    assert not window.controller.read_only


@hint("{a} against {b} stays in the archive: {Ctrl+O} brings it back.")
def _set_aside_then_ctrl_o(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window: MainWindow = request.getfixturevalue("kept")
    window.controller.start_match(standard_match())
    record_rounds(window, HEARTS_100)
    assert window.archive is not None
    window.archive.set_aside()
    assert _status(window) == "Us against Them stays in the archive: Ctrl+O brings it back."
    dialog = window.match_actions.new_match_dialog
    assert dialog is not None
    dialog.reject()
    _wait_focus_on_entry(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_O, CTRL)
    archive = window.archive.archive_window
    assert archive is not None and archive.isVisible()
    assert archive.selected() is not None and archive.selected().teams == ("Us", "Them")  # type: ignore[union-attr]
    archive.close()


@hint("Open the match from the archive instead? This one stays in the archive: {Ctrl+O} brings it back.")
def _opened_over_a_match_then_ctrl_o(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window: MainWindow = request.getfixturevalue("kept")
    archive_store: MatchStore = request.getfixturevalue("store")
    other = archive_store.create_match(in_progress())
    window.controller.start_match(standard_match())
    record_rounds(window, HEARTS_100)
    assert window.archive is not None
    box: QMessageBox = window.archive.ask_open_match(other)
    assert "Ctrl+O brings it back" in box.informativeText()
    next(b for b in box.buttons() if b.text() == "&Open it").click()
    assert current_match(window) == in_progress()
    qtbot.waitUntil(lambda: window.isActiveWindow() and QApplication.focusWidget() is not None)
    qtbot.keyClick(focused(), Qt.Key.Key_O, CTRL)
    archive = window.archive.archive_window
    assert archive is not None and archive.isVisible()
    teams = {archive.model.summary(row).teams for row in range(archive.model.rowCount())}  # type: ignore[union-attr]
    assert ("Us", "Them") in teams
    archive.close()


@hint("Round {n} was corrected: Match ▸ Corrections log ({Ctrl+L}) shows how.")
def _corrected_round_then_ctrl_l(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window: MainWindow = request.getfixturevalue("kept")
    window.controller.start_match(standard_match())
    record_rounds(window, HEARTS_100)
    window.controller.edit_round(0, RoundInput(0, Suit.HEARTS, (90, 72)))
    tooltip = window.history_model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "Corrections log (Ctrl+L)" in str(tooltip)
    qtbot.keyClick(focused(), Qt.Key.Key_L, CTRL)
    assert window.archive is not None
    dialog = window.archive.corrections_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.close()


@hint(
    "{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Esc} closes",
    "{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Alt+S} snapshots · {Esc} closes",
)
def _archive_window_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window: MainWindow = request.getfixturevalue("kept")
    archive_store: MatchStore = request.getfixturevalue("store")
    first = archive_store.create_match(short_finished())
    assert window.archive is not None
    exported: list[int] = []
    window.export_archived_match = exported.append  # type: ignore[assignment,method-assign]
    archive = window.archive.show_archive()
    qtbot.waitUntil(archive.isActiveWindow)
    archive.view.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_E, ALT)
    qtbot.waitUntil(lambda: exported == [first])  # a button's mnemonic clicks it after a short flash
    asked: list[object] = []
    archive.confirm_delete = lambda summary: asked.append(summary) is not None  # type: ignore[method-assign]
    archive.view.setFocus()
    type_keys(qtbot, [Qt.Key.Key_Delete])
    assert len(asked) == 1  # asked (and refused: still there)
    assert "Alt+S snapshots" in archive.hint_label.text()
    qtbot.keyClick(focused(), Qt.Key.Key_S, ALT)
    assert archive.snapshot_list.hasFocus()
    type_keys(qtbot, [ESC])
    qtbot.waitUntil(lambda: window.archive is not None and window.archive.archive_window is None)
    archive = window.archive.show_archive()
    qtbot.waitUntil(archive.isActiveWindow)
    archive.view.setFocus()
    type_keys(qtbot, [ENTER])
    assert current_match(window) == short_finished()


# --- recording, undo, redo, deleting -----------------------------------------------------------


@hint("Round {n} recorded. {Ctrl+Z} undoes it.")
def _recorded_then_ctrl_z(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    type_keys(qtbot, ["1", "h", "9", "0", ENTER])
    assert _status(window) == "Round 1 recorded. Ctrl+Z undoes it."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(window).rounds == ()


@hint("Teams and players renamed. {Ctrl+Z} undoes it.")
def _renamed_then_ctrl_z(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    type_keys(qtbot, [Qt.Key.Key_F2])
    dialog = window.details.rename_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: focused() is dialog.team_edits[0])
    qtbot.keyClick(focused(), Qt.Key.Key_A, CTRL)
    type_text(qtbot, dialog.team_edits[0], "Gaels")
    type_keys(qtbot, [ENTER])
    qtbot.waitUntil(lambda: window.details.rename_dialog is None)
    _wait_focus_on_entry(qtbot, window)
    assert _status(window) == "Teams and players renamed. Ctrl+Z undoes it."
    assert current_match(window).teams[0].name == "Gaels"
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(window).teams[0].name == "Us"


@hint("Note saved. {Ctrl+Z} undoes it.")
def _note_then_ctrl_z(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    qtbot.keyClick(focused(), Qt.Key.Key_M, CTRL_SHIFT)
    qtbot.waitUntil(lambda: window.details.note_dialog is not None and focused() is window.details.note_dialog.edit)
    note_dialog = window.details.note_dialog
    assert note_dialog is not None
    type_text(qtbot, note_dialog.edit, "Legion hall")
    type_keys(qtbot, [ENTER])
    qtbot.waitUntil(lambda: window.details.note_dialog is None)
    _wait_focus_on_entry(qtbot, window)
    assert _status(window) == "Note saved. Ctrl+Z undoes it."
    assert current_match(window).note == "Legion hall"
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(window).note == ""


@hint(
    "Forgotten round, put in before round {n}: {dealer} dealt, {eldest} spoke first. {Enter} inserts, {Esc} cancels",
    "Insert this round  [{Enter}]",
    "Forgotten round put in as round {n}; the later rounds are renumbered, their dealers and totals follow. "
    "{Ctrl+Z} undoes it.",
)
def _insert_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    entry = window.round_entry
    record_rounds(window, HEARTS_100, HEARTS_100)
    before = current_match(window)
    qtbot.keyClick(entry.caller_picker, Qt.Key.Key_I, CTRL_SHIFT)
    assert "Enter inserts, Esc cancels" in entry.title_label.text()
    type_keys(qtbot, [ESC])
    assert entry.inserting_index is None and current_match(window) is before
    qtbot.keyClick(entry.caller_picker, Qt.Key.Key_I, CTRL_SHIFT)
    assert entry.record_button.text() == "Insert this round  [Enter]"
    with changed(qtbot, window.controller, ChangeKind.INSERT):
        type_keys(qtbot, ["2", "s", "1", "0", "0", ENTER])
    assert len(current_match(window).rounds) == 3
    assert _status(window).endswith("Ctrl+Z undoes it.")
    _wait_focus_on_entry(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(window).rounds == before.rounds


@hint("Apply the new rules  [{Enter}]", "House rules changed; every round re-scored. {Ctrl+Z} undoes it.")
def _rules_change_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    record_rounds(window, HEARTS_100)
    qtbot.keyClick(focused(), Qt.Key.Key_H, CTRL_SHIFT)
    dialog = window.match_actions.rules_change_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.target_spin.hasFocus())
    assert dialog.apply_button.text() == "Apply the new rules  [Enter]"
    dialog.target_spin.selectAll()
    type_keys(qtbot, ["3", "0", "0"])
    qtbot.waitUntil(dialog.apply_button.isEnabled)
    with changed(qtbot, window.controller, ChangeKind.RULES):
        type_keys(qtbot, [ENTER])
    assert current_match(window).rules.target == 300
    assert _status(window) == "House rules changed; every round re-scored. Ctrl+Z undoes it."
    qtbot.waitUntil(lambda: window.match_actions.rules_change_dialog is None)
    _wait_focus_on_entry(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(window).rules.target == 500


@hint("Last match: {a} against {b}, finished. {Ctrl+Shift+R}: rematch; {Ctrl+N}: new match.")
def _finished_start_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    # The start after a finished match: the hint shown, then Ctrl+N and Ctrl+Shift+R pressed (tests/ui/test_app.py).
    from .test_app import test_a_finished_match_is_shown_at_the_next_start as finished_start

    finished_start(qtbot)


@hint("Undone: {change}. {Ctrl+Shift+Z} redoes it.", "Redone: {change}. {Ctrl+Z} undoes it.")
def _undo_redo_hints(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    type_keys(qtbot, ["1", "h", "9", "0", ENTER])
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert _status(window) == "Undone: recording round 1. Ctrl+Shift+Z redoes it."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL_SHIFT)
    assert len(current_match(window).rounds) == 1
    assert _status(window) == "Redone: recording round 1. Ctrl+Z undoes it."
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(window).rounds == ()


@hint("Round {n} deleted; later rounds re-scored. {Ctrl+Z} brings it back.", "Undo  [{Ctrl+Z}]")
def _deleted_then_ctrl_z(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    record_rounds(window, HEARTS_100, HEARTS_100)
    type_keys(qtbot, [Qt.Key.Key_F6, Qt.Key.Key_Up, Qt.Key.Key_Delete])
    assert _status(window) == "Round 1 deleted; later rounds re-scored. Ctrl+Z brings it back."
    assert window.undo_banner.undo_button.text() == "Undo  [Ctrl+Z]" and window.undo_banner.isVisible()
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert len(current_match(window).rounds) == 2


@hint("A rematch starts again from 0 to 0. {Ctrl+Z} would bring this match back.")
def _rematch_then_ctrl_z(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    record_rounds(window, HEARTS_100)
    box = window.match_actions.ask_rematch()
    assert "Ctrl+Z would bring this match back" in box.informativeText()
    next(b for b in box.buttons() if b.text() == "&Start the rematch").click()
    assert current_match(window).rounds == ()
    _wait_focus_on_entry(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(window).rounds == (HEARTS_100,)


# --- the round entry ----------------------------------------------------------------------------


@hint(
    "Pick the caller: press 1-4 (the seat number).",
    "Pick the trump suit: press {clubs}, {diamonds}, {hearts} or {spades}.",
)
def _caller_and_trump_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    entry = window.round_entry
    assert "Pick the caller: press 1-4 (the seat number)." in " ".join(entry.preview.details())
    type_keys(qtbot, ["3"])
    assert entry.caller_picker.value == 2
    assert "Pick the trump suit: press C, D, H or S." in " ".join(entry.preview.details())
    type_keys(qtbot, ["d"])
    assert entry.trump is Suit.DIAMONDS


@hint("Pick the caller: press 1-4.")
def _missing_caller_then_a_seat(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    entry = window.round_entry
    # A round whose caller is no seat (from a file): the engine's refusal names the keys.
    with pytest.raises(TarbishError) as refused:
        window.controller.record_round(RoundInput(7, Suit.HEARTS, (100, 62)))
    assert error_text(refused.value, window.controller.match) == "Pick the caller: press 1-4."
    type_keys(qtbot, ["2"])
    assert entry.caller_picker.value == 1


@hint("Record round  [{Enter}]")
def _record_with_enter(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    assert window.round_entry.record_button.text() == "Record round  [Enter]"
    type_keys(qtbot, ["1", "h", "9", "0", ENTER])
    assert len(current_match(window).rounds) == 1


@hint("Correcting round {n} — {Esc} cancels", "Save correction  [{Enter}]", "Cancel edit  [{Esc}]")
def _correction_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    entry = window.round_entry
    record_rounds(window, HEARTS_100)
    entry.begin_edit(0)
    assert entry.title_label.text() == "Correcting round 1 — Esc cancels"
    assert entry.cancel_button.text() == "Cancel edit  [Esc]"
    type_keys(qtbot, [ESC])
    assert entry.editing_index is None
    entry.begin_edit(0)
    assert entry.record_button.text() == "Save correction  [Enter]"
    with changed(qtbot, window.controller, ChangeKind.EDIT):
        type_keys(qtbot, ["9", "0", ENTER])  # the count opens selected: typing replaces it
    assert entry.editing_index is None


@hint("One change: {Ctrl+Z} puts the removed rounds back")
def _ending_correction_then_ctrl_z(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    entry = window.round_entry
    window.controller.start_match(Match(standard_match().teams, 0, PRESETS["short game"]))
    record_rounds(
        window,
        RoundInput(0, Suit.HEARTS, (162, 0)),
        RoundInput(1, Suit.HEARTS, (0, 162)),
        RoundInput(1, Suit.HEARTS, (72, 90)),
    )
    entry.begin_edit(1)
    entry.caller_picker.setFocus()
    type_keys(qtbot, ["1", "h", *"162"])
    assert entry.end_button.isVisible()
    assert entry.end_button.toolTip() == "One change: Ctrl+Z puts the removed rounds back"
    qtbot.mouseClick(entry.end_button, Qt.MouseButton.LeftButton)
    assert len(current_match(window).rounds) == 2
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert len(current_match(window).rounds) == 3


@hint("Runs  [{runs}]\nseat, then {twenty}/{fifty}", "Bella  [{bella}]\n(0-4)")
def _runs_and_bella_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    entry = window.round_entry
    type_keys(qtbot, ["1", "h", "r", "1", "t"])
    assert entry.runs_editor.claims() == (RunClaim(0, 3),)
    type_keys(qtbot, ["b", "2"])
    assert entry.bella_picker.value == 1


@hint("Sweep: one team took all nine tricks  [{sweep}]")
def _sweep_key(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    window.controller.start_match(standard_match(RuleSet(sweep_bonus=100)))
    _wait_focus_on_entry(qtbot, window)
    entry = window.round_entry
    assert entry.sweep_check.isVisible()
    type_keys(qtbot, ["1", "h", *"162", "w"])
    assert entry.sweep_check.isChecked()


@hint("no trump  [{no_trump}]")
def _no_trump_key(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    window.controller.start_match(standard_match(RuleSet(no_trump=True)))
    _wait_focus_on_entry(qtbot, window)
    type_keys(qtbot, ["1"])
    labels = [button.text() for button in window.round_entry.trump_picker.buttons()]
    assert "no trump  [N]" in labels
    type_keys(qtbot, ["n"])
    from tarbish_score.model import NoTrump

    assert window.round_entry.trump is NoTrump.NONE


@hint("Count cards…  {Ctrl+K}", "Who scores?  {Ctrl+R}")
def _tools_from_the_entry(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    entry = window.round_entry
    assert entry.count_cards_button.text() == "Count cards…  Ctrl+K"
    qtbot.keyClick(focused(), Qt.Key.Key_K, CTRL)
    assert window.tools.card_counter is not None
    window.tools.card_counter.reject()
    qtbot.waitUntil(lambda: window.tools.card_counter is None)
    assert entry.settle_runs_button.text() == "Who scores?  Ctrl+R"
    _wait_focus_on_entry(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_R, CTRL)
    assert window.tools.run_checker is not None
    window.tools.run_checker.reject()


# --- no match, a match over ---------------------------------------------------------------------


@hint("No match yet: press {Ctrl+N} to start one.", "Press {Ctrl+N} to start a match")
def _no_match_then_ctrl_n(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _empty(request)
    assert window.round_entry.title_label.text() == "No match yet: press Ctrl+N to start one."
    assert window.scoreboard.dealer_label.text() == "Press Ctrl+N to start a match"
    qtbot.keyClick(focused(), Qt.Key.Key_N, CTRL)
    assert window.match_actions.new_match_dialog is not None and window.match_actions.new_match_dialog.isVisible()
    window.match_actions.new_match_dialog.reject()


@hint("There is no match yet: start one with {Ctrl+N}.")
def _nothing_to_copy_then_ctrl_n(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _empty(request)
    window.exchange().copy_result()
    assert _status(window) == "There is no match yet: start one with Ctrl+N."
    qtbot.keyClick(focused(), Qt.Key.Key_N, CTRL)
    assert window.match_actions.new_match_dialog is not None
    window.match_actions.new_match_dialog.reject()


@hint(
    "The match is over: {Ctrl+Shift+R} for a rematch.",
    "The match is over. {Ctrl+Shift+R} starts a rematch, {Ctrl+N} a new match.",
    "Rematch: {Ctrl+Shift+R}",
    "New match: {Ctrl+N}",
    "The match is over: start a rematch ({Ctrl+Shift+R}) to play on.",
)
def _match_over_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _empty(request)
    _finished_in(qtbot, window)
    entry = window.round_entry
    assert entry.title_label.text() == "The match is over: Ctrl+Shift+R for a rematch."
    assert "The match is over. Ctrl+Shift+R starts a rematch, Ctrl+N a new match." in " ".join(entry.preview.details())
    assert window.scoreboard.dealer_label.text() == "Rematch: Ctrl+Shift+R"
    assert window.scoreboard.eldest_label.text() == "New match: Ctrl+N"
    with pytest.raises(TarbishError) as refused:
        window.controller.record_round(HEARTS_100)
    assert error_text(refused.value) == "The match is over: start a rematch (Ctrl+Shift+R) to play on."
    qtbot.keyClick(focused(), Qt.Key.Key_R, CTRL_SHIFT)  # over: no question
    assert current_match(window) == short_finished().rematch()
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert current_match(window) == short_finished()
    qtbot.keyClick(focused(), Qt.Key.Key_N, CTRL)
    assert window.match_actions.new_match_dialog is not None
    window.match_actions.new_match_dialog.reject()


# --- the dialogs ----------------------------------------------------------------------------------


@hint(
    "Press {Enter} to start: {a} against {b}, playing to {target} ({rules} house rules).",
    "Play to goes from {low} to {high}: “{typed}” became {value}. {Enter} starts the match.",
)
def _new_match_enter(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _empty(request)
    dialog = window.open_new_match_dialog()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.team_edits[0])
    assert dialog.start_note.text().startswith("Press Enter to start: North-South against East-West, playing to 500")
    dialog.target_spin.setFocus()
    dialog.target_spin.selectAll()
    type_keys(qtbot, ["5", "0", ENTER])
    assert dialog.target_error.text().endswith("Enter starts the match.")
    with changed(qtbot, window.controller, ChangeKind.NEW_MATCH):
        type_keys(qtbot, [ENTER])
    assert current_match(window).rules.target == 100


@hint("Close  [{Esc}]", "Use {points} for {team}  [{Enter}]")
def _card_counter_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    from tarbish_score.model import Card, Rank

    window = _started(qtbot, request)
    type_keys(qtbot, ["1", "h"])
    dialog = window.open_card_counter()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grids[0])
    assert dialog.close_button.text() == "Close  [Esc]"
    type_keys(qtbot, [ESC])
    qtbot.waitUntil(lambda: window.tools.card_counter is None)
    dialog = window.open_card_counter()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grids[0])
    dialog.grids[0].set_picked([Card(Rank.JACK, Suit.HEARTS), Card(Rank.NINE, Suit.HEARTS)])
    dialog.set_last_trick(0)
    assert dialog.apply_button.text() == "Use 44 for Us  [Enter]"
    with qtbot.waitSignal(dialog.finished):
        type_keys(qtbot, [ENTER])
    assert window.round_entry.count_edit.text() == "44"


@hint("Apply to the round  [{Enter}]", "Enter {player}'s runs (Alt+{n})")
def _run_checker_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    type_keys(qtbot, ["1", "h"])
    dialog = window.open_run_checker()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.grid)
    assert dialog.close_button.text() == "Close  [Esc]"
    assert any(button.toolTip() == "Enter Dan's runs (Alt+4)" for button in dialog.seat_buttons)
    qtbot.keyClick(focused(), Qt.Key.Key_4, ALT)
    assert dialog.seat == 3
    assert dialog.apply_button.text() == "Apply to the round  [Enter]"
    with qtbot.waitSignal(dialog.finished):
        type_keys(qtbot, [ENTER])
    assert window.tools.run_checker is None


# --- the screen reader's descriptions: each key they name works ------------------


@hint(
    "Who called trump: press the caller's seat number, 1 to 4, or click a name.",
    "The trump suit: press {clubs} for clubs, {diamonds} for diamonds, {hearts} for hearts,"
    " {spades} for spades ({no_trump}: no trump).",
    "The card points one team took in its tricks, typed as digits; press / to type the other team's count.",
    "The runs claimed this round: press a claimer's seat number, 1 to 4, to add a run, then"
    " {twenty} for a twenty or {fifty} for a fifty; {Delete} removes the run.",
    "Who held the king and queen of trump: press 0 for nobody, or the player's seat number, 1 to 4.",
)
def _described_entry_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    entry = window.round_entry
    type_keys(qtbot, ["4", "s", "9", "0"])
    assert (entry.caller_picker.value, entry.trump, entry.counting_team) == (3, Suit.SPADES, 1)
    type_keys(qtbot, ["/"])
    assert entry.counting_team == 0
    type_keys(qtbot, ["r", "2", "f"])
    assert entry.runs_editor.claims() == (RunClaim(1, 4),)
    type_keys(qtbot, [Qt.Key.Key_Delete])
    assert entry.runs_editor.claims() == ()
    type_keys(qtbot, ["b", "3"])
    assert entry.bella_picker.value == 2
    type_keys(qtbot, ["0"])
    assert entry.bella_picker.value is None


@hint(
    "Every round recorded, one a row, with each team's points and totals. {F6} comes here;"
    " the arrow keys choose a round, {Enter} corrects it, {Delete} deletes it, {Esc} goes back."
)
def _described_history_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    record_rounds(window, HEARTS_100, HEARTS_100)
    qtbot.keyClick(focused(), Qt.Key.Key_F6)
    assert focused() is window.history
    type_keys(qtbot, [Qt.Key.Key_Up, ENTER])
    assert window.round_entry.editing_index == 0
    type_keys(qtbot, [ESC])
    qtbot.keyClick(focused(), Qt.Key.Key_F6)
    type_keys(qtbot, [Qt.Key.Key_Delete])
    assert len(current_match(window).rounds) == 1
    type_keys(qtbot, [ESC])
    assert window.round_entry.isAncestorOf(focused()) or focused() is window.round_entry


@hint(
    "The 36 cards, a row for each suit: type a card's rank then its suit (for example Q {hearts} for"
    " the queen of hearts) or move with the arrow keys and press {Space}, to pick it or put it back."
)
def _described_card_grid_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    from tarbish_score.model import Card, Rank

    window = _started(qtbot, request)
    dialog = window.open_card_counter()
    grid = dialog.grids[0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is grid)
    type_keys(qtbot, ["q", "h"])
    assert grid.picked() == frozenset({Card(Rank.QUEEN, Suit.HEARTS)})
    type_keys(qtbot, [Qt.Key.Key_Right, Qt.Key.Key_Space])
    assert len(grid.picked()) == 2
    type_keys(qtbot, [Qt.Key.Key_Space])
    assert grid.picked() == frozenset({Card(Rank.QUEEN, Suit.HEARTS)})
    dialog.reject()


@hint("Every match in the archive, one a row, newest first; the arrow keys choose one, {Enter} opens it.")
def _described_archive_keys(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    from tarbish_score.ui.dialogs.archive_window import ArchiveWindow

    archive_store: MatchStore = request.getfixturevalue("store")
    archive_store.add_matches([in_progress(), short_finished()])
    dialog = ArchiveWindow(archive_store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.view.setFocus()
    dialog.select_row(1)  # loads both rows
    second = dialog.selected()
    assert second is not None
    dialog.select_row(0)
    with qtbot.waitSignal(dialog.match_chosen) as chosen:
        qtbot.keyClick(dialog.view, Qt.Key.Key_Down)
        qtbot.keyClick(dialog.view, ENTER)
    assert chosen.args == [second.id]


# --- the statistics dialogs -----------------------------------------------------------------


@hint("Follows the match as rounds are recorded or corrected · {Esc} closes")
def _match_statistics_follow_then_esc(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    qtbot.keyClick(focused(), Qt.Key.Key_T, CTRL)
    dialog = window.statistics.match_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.hint_label.text() == "Follows the match as rounds are recorded or corrected · Esc closes"
    assert dialog.cell_text("called", 1) == "0"
    window.controller.record_round(HEARTS_100)
    assert dialog.cell_text("called", 1) == "1"  # Ann, seat 1's column after her team's
    qtbot.keyClick(focused(), ESC)
    assert not dialog.isVisible()


@hint("Click a column title to sort · {Alt+E} exports the table · {Esc} closes")
def _archive_statistics_alt_e_then_esc(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window: MainWindow = request.getfixturevalue("kept")
    archive_store: MatchStore = request.getfixturevalue("store")
    folder = request.getfixturevalue("tmp_path")
    archive_store.create_match(short_finished())
    qtbot.keyClick(focused(), Qt.Key.Key_T, CTRL_SHIFT)
    dialog = window.statistics.archive_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.waitUntil(lambda: not dialog.counting)
    assert dialog.hint_label.text() == "Click a column title to sort · Alt+E exports the table · Esc closes"
    target = folder / "players.csv"
    dialog.choose_csv_path = lambda: str(target)  # type: ignore[method-assign]
    qtbot.keyClick(focused(), Qt.Key.Key_E, ALT)
    qtbot.waitUntil(target.exists)  # a button's mnemonic clicks it after a short flash
    # Played 1, won 1, drawn 0, lost 0, 100%, with rounds 1, called 1, no bait, 0%, margin 324.
    assert target.read_text(encoding="utf-8-sig").splitlines()[1] == "Joe,1,1,0,0,100.0,1,1,0,0,0.0,324.0"
    qtbot.keyClick(focused(), ESC)
    assert not dialog.isVisible()


@hint("Point at a round, or press Left or Right, to read what it did.")
def _race_chart_cursor(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    record_rounds(window, HEARTS_100, HEARTS_100)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    chart = window.race_chart.chart
    assert chart is not None
    qtbot.waitUntil(chart.isVisible)
    assert chart.caption.text() == "Point at a round, or press Left or Right, to read what it did."
    qtbot.mouseClick(chart.caption, Qt.MouseButton.LeftButton)  # a click on the chart gives it the keys
    qtbot.waitUntil(chart.hasFocus)
    type_keys(qtbot, [Qt.Key.Key_Left])
    assert chart.caption.text().startswith("Round 2: Us called, made.")
    type_keys(qtbot, [Qt.Key.Key_Left])
    assert chart.caption.text().startswith("Round 1: Us called, made.")


# The tournament desk's hints: their scenarios live beside the desk's tests.
register_desk_hints(hint)


# --- the tests (after every scenario is registered) ------------------------------------------------


def test_every_key_hint_has_a_scenario() -> None:
    found = key_hints()
    assert "You can now correct this match: select a round in the history and press {Enter}." in found
    assert sorted(found - set(HINTS)) == []  # a hint nobody pressed
    assert sorted(set(HINTS) - found) == []  # a scenario for a hint that is gone


@pytest.mark.parametrize("text", sorted(HINTS))
def test_the_hint_works_when_its_key_is_pressed(qtbot: QtBot, request: pytest.FixtureRequest, text: str) -> None:
    HINTS[text](qtbot, request)


# --- the table view (F12) ---------------------------------------------------------------------


def _table_strip(window: MainWindow) -> str:
    strip = window.table.strip
    assert strip is not None
    return strip.plain_text


@hint("Type a round blind: caller 1-4, trump {clubs} {diamonds} {hearts} {spades}, the count; {Enter} records it.")
def _table_view_enter_records(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _started(qtbot, request)
    type_keys(qtbot, [Qt.Key.Key_F12])
    assert "Type a round blind: caller 1-4, trump C D H S, the count; Enter records it." in _table_strip(window)
    type_keys(qtbot, ["1", "h", "9", "0", ENTER])
    assert len(current_match(window).rounds) == 1


@hint("The match is over. {F12} or {Esc}: back to the full window.")
def _table_view_over_then_f12_or_esc(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _empty(request)
    _finished_in(qtbot, window)
    for key in (Qt.Key.Key_F12, ESC):
        type_keys(qtbot, [Qt.Key.Key_F12])
        assert window.table.page is not None and window.table.page.isVisible()
        assert _table_strip(window) == "The match is over. F12 or Esc: back to the full window."
        type_keys(qtbot, [key])
        assert not window.table.page.isVisible()
        assert window.scoreboard.isVisible()


@hint("No match yet: {F12} or {Esc} goes back, then {Ctrl+N} starts one.")
def _table_view_no_match_then_back_and_ctrl_n(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    window = _empty(request)
    qtbot.waitUntil(lambda: window.isActiveWindow())
    qtbot.keyClick(window, Qt.Key.Key_F12)
    assert _table_strip(window) == "No match yet: F12 or Esc goes back, then Ctrl+N starts one."
    qtbot.keyClick(focused(), ESC)
    assert window.table.page is not None and not window.table.page.isVisible()
    qtbot.keyClick(focused(), Qt.Key.Key_N, CTRL)
    actions = window.match_actions
    qtbot.waitUntil(lambda: actions.new_match_dialog is not None and actions.new_match_dialog.isVisible())
    window.match_actions.new_match_dialog.reject()

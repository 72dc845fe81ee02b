"""RoundTableModel: a thin Qt adapter over the engine's scored match."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tarbish_score.model import NoTrump, RoundInput, RuleSet, Suit, read_record
from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.round_table_model import COLUMNS, ROUND_INDEX_ROLE, RoundTableModel
from tarbish_score.ui.main_window import MainWindow

from ..ui.conftest import DATA, standard_match
from ..ui.play_helpers import record_rounds, restart_with

KITCHEN = DATA / "kitchen-standard.tarbish.json"


def _cell(model: RoundTableModel, row: int, column: str, role: int = Qt.ItemDataRole.DisplayRole) -> object:
    return model.data(model.index(row, COLUMNS.index(column)), role)


def test_model_passes_qtmodeltester_through_changes(
    qtbot: QtBot, qtmodeltester: ModelTester, controller: MatchController
) -> None:
    model = RoundTableModel(controller)
    qtmodeltester.check(model)
    controller.start_match(read_record(KITCHEN))
    qtmodeltester.check(model)
    controller.delete_round(1)
    controller.record_round(RoundInput(caller=2, trump=Suit.CLUBS, card_points=(81, 81)))
    qtmodeltester.check(model)
    controller.undo_stack.undo()
    qtmodeltester.check(model)
    assert model.rowCount() == 4


def test_rows_show_what_the_engine_scored(qtbot: QtBot, controller: MatchController) -> None:
    record = read_record(KITCHEN)
    controller.start_match(record)
    model = RoundTableModel(controller)
    assert model.rowCount() == 5
    assert model.columnCount() == len(COLUMNS) == 12
    # Round 1: Theresa dealt (seat 4), Mary called hearts, 83 - 79, Mary's fifty K clubs.
    assert _cell(model, 0, "number") == "1"
    assert _cell(model, 0, "dealer") == "Theresa"
    assert _cell(model, 0, "caller") == "Mary"
    assert _cell(model, 0, "trump") == "♥"
    assert _cell(model, 0, "card_points") == "83 – 79"
    assert _cell(model, 0, "runs") == "Mary 50 K♣"
    assert _cell(model, 0, "outcome") == "made"
    assert _cell(model, 0, "points") == "133 – 79"
    assert _cell(model, 0, "totals") == "133 – 79"
    # Round 2 went bait: marked in words and colour.
    assert _cell(model, 1, "outcome") == "BAIT"
    background = _cell(model, 1, "outcome", Qt.ItemDataRole.BackgroundRole)
    assert isinstance(background, QBrush)
    assert background.color().name() == theme.BAIT_COLOUR
    assert _cell(model, 0, "outcome", Qt.ItemDataRole.BackgroundRole) is None
    # Round 3: bella by Theresa, Mary's twenty did not score.
    assert _cell(model, 2, "bella") == "Theresa"
    assert _cell(model, 2, "runs") == "Mary 20 A♥ ✗, Joe 50 A♣"
    assert _cell(model, 4, "totals") == "561 – 479"
    assert _cell(model, 3, "number", ROUND_INDEX_ROLE) == 3
    # Why round 2 was bait, in words, on the outcome and the points.
    why = "Callers 56 against 106: bait — they needed 82 of 162 card points."
    assert _cell(model, 1, "outcome", Qt.ItemDataRole.ToolTipRole) == why
    assert _cell(model, 1, "points", Qt.ItemDataRole.ToolTipRole) == why
    assert model.why(1) == why
    assert model.why(0) == ""
    assert "Callers needed 57 card points" in str(_cell(model, 0, "outcome", Qt.ItemDataRole.ToolTipRole))


def test_half_bait_and_thrown_in_rows(qtbot: QtBot, controller: MatchController) -> None:
    rules = standard_match().rules.with_changes(forced_dealer=False)
    controller.start_match(dataclasses.replace(standard_match(), rules=rules))
    controller.record_round(RoundInput(caller=1, trump=Suit.SPADES, card_points=(81, 81)))
    controller.record_round(RoundInput.thrown())
    model = RoundTableModel(controller)
    assert _cell(model, 0, "outcome") == "HALF BAIT"
    brush = _cell(model, 0, "outcome", Qt.ItemDataRole.BackgroundRole)
    assert isinstance(brush, QBrush)
    assert brush.color().name() == theme.HALF_BAIT_COLOUR
    assert _cell(model, 0, "points") == "81 – 0"
    assert _cell(model, 1, "outcome") == "thrown in"
    assert _cell(model, 1, "caller") == "–"
    assert _cell(model, 1, "dealer") == "Bea"
    assert _cell(model, 1, "totals") == "81 – 0"


def test_model_follows_every_change(qtbot: QtBot, controller: MatchController) -> None:
    model = RoundTableModel(controller)
    assert model.rowCount() == 0
    controller.start_match(standard_match())
    with qtbot.waitSignal(model.rowsInserted):
        controller.record_round(RoundInput(caller=0, trump=Suit.HEARTS, card_points=(90, 72)))
    assert model.rowCount() == 1
    controller.edit_round(0, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(70, 92)))
    assert _cell(model, 0, "outcome") == "BAIT"
    assert _cell(model, 0, "totals") == "0 – 162"
    controller.undo_stack.undo()
    assert _cell(model, 0, "totals") == "90 – 72"
    header_tip = model.headerData(COLUMNS.index("totals"), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert header_tip == "Left: Us; right: Them"


def test_the_why_column_says_in_words_why_a_round_was_bait(qtbot: QtBot, controller: MatchController) -> None:
    controller.start_match(read_record(KITCHEN))
    model = RoundTableModel(controller)
    assert COLUMNS[-2:] == ("why", "note")  # after Bella: the other columns keep their order
    assert COLUMNS[:-2] == (
        "number",
        "dealer",
        "caller",
        "trump",
        "card_points",
        "outcome",
        "points",
        "totals",
        "runs",
        "bella",
    )
    assert model.headerData(COLUMNS.index("why"), Qt.Orientation.Horizontal) == "Why bait"
    assert _cell(model, 1, "why") == "needed 82, took 56"
    assert _cell(model, 1, "why", Qt.ItemDataRole.ToolTipRole) == model.why(1)
    assert _cell(model, 0, "why") == ""  # made: nothing to explain


# --- the model says what changed (no reset but for a match swapped) ------------------------------

MADE = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(90, 72))
THROWN = RoundInput.thrown()


class _Signals:
    """Every structural signal of ``model``, in order, with its rows."""

    def __init__(self, model: RoundTableModel) -> None:
        self.seen: list[tuple[str, int, int]] = []
        model.modelReset.connect(lambda: self.seen.append(("reset", -1, -1)))
        model.rowsInserted.connect(lambda parent, first, last: self.seen.append(("inserted", first, last)))
        model.rowsRemoved.connect(lambda parent, first, last: self.seen.append(("removed", first, last)))
        model.dataChanged.connect(lambda top, bottom, roles=(): self.seen.append(("changed", top.row(), bottom.row())))


def _five_rounds(controller: MatchController) -> RoundTableModel:
    model = RoundTableModel(controller)
    controller.start_match(standard_match(RuleSet(forced_dealer=False)))
    controller.record_round(MADE)
    for _ in range(4):
        controller.record_round(THROWN)
    return model


def test_recording_a_round_inserts_a_row(qtbot: QtBot, controller: MatchController) -> None:
    model = _five_rounds(controller)
    signals = _Signals(model)
    controller.record_round(MADE)
    assert signals.seen == [("inserted", 5, 5)]
    assert _cell(model, 5, "totals") == "180 – 144"


def test_undo_removes_the_row(qtbot: QtBot, controller: MatchController) -> None:
    model = _five_rounds(controller)
    signals = _Signals(model)
    controller.undo_stack.undo()
    assert signals.seen == [("removed", 4, 4)]
    assert model.rowCount() == 4


def test_a_correction_changes_its_row_and_every_later_one(qtbot: QtBot, controller: MatchController) -> None:
    model = _five_rounds(controller)
    signals = _Signals(model)
    controller.edit_round(1, MADE)
    assert signals.seen == [("changed", 1, 4)]
    assert (model.index(4, len(COLUMNS) - 1).column(), _cell(model, 4, "totals")) == (len(COLUMNS) - 1, "180 – 144")


def test_a_correction_ending_the_match_removes_the_later_rows(qtbot: QtBot, controller: MatchController) -> None:
    model = RoundTableModel(controller)
    controller.start_match(standard_match(RuleSet(target=100, forced_dealer=False)))
    controller.record_round(THROWN)
    controller.record_round(THROWN)
    signals = _Signals(model)
    controller.edit_round_ending_match(0, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(130, 32)))
    assert signals.seen == [("removed", 1, 1), ("changed", 0, 0)]
    controller.undo_stack.undo()
    assert signals.seen[2:] == [("inserted", 1, 1), ("changed", 0, 1)]
    assert model.rowCount() == 2


def test_deleting_a_round_renumbers_the_later_rows(
    qtbot: QtBot, qtmodeltester: ModelTester, controller: MatchController
) -> None:
    model = _five_rounds(controller)
    qtmodeltester.check(model)
    signals = _Signals(model)
    controller.delete_round(0)
    assert signals.seen == [("removed", 4, 4), ("changed", 0, 3)]
    assert _cell(model, 0, "totals") == "0 – 0"
    controller.undo_stack.undo()
    assert signals.seen[2:] == [("inserted", 4, 4), ("changed", 0, 4)]
    assert _cell(model, 0, "totals") == "90 – 72"


def test_only_a_match_swapped_resets(qtbot: QtBot, controller: MatchController) -> None:
    model = _five_rounds(controller)
    signals = _Signals(model)
    controller.rematch()
    controller.load_match(standard_match())
    assert [name for name, _, _ in signals.seen] == ["reset", "reset"]


def test_no_trump_is_short_in_the_history(qtbot: QtBot, started: MainWindow) -> None:
    restart_with(qtbot, started, dataclasses.replace(standard_match(), rules=RuleSet(no_trump=True)))
    record_rounds(started, RoundInput(caller=0, trump=NoTrump.NONE, card_points=(80, 50)))
    index = started.history_model.index(0, COLUMNS.index("trump"))
    assert started.history_model.data(index) == "NT"
    assert started.history_model.data(index, Qt.ItemDataRole.ToolTipRole) == "no trump"


def _every_cell(model: RoundTableModel) -> list[list[object]]:
    return [
        [model.data(model.index(row, column), role) for column in range(len(COLUMNS)) for role in _ROLES_SHOWN]
        for row in range(model.rowCount())
    ]


_ROLES_SHOWN = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.ForegroundRole)


def test_remembered_cells_follow_every_change(qtbot: QtBot, controller: MatchController) -> None:
    """Cells read once (as a paint does) show the new values after a correction, an undo, a rename."""
    model = _five_rounds(controller)
    _every_cell(model)  # remembered now
    controller.edit_round(0, RoundInput(caller=1, trump=Suit.SPADES, card_points=(62, 100)))
    assert (_cell(model, 0, "caller"), _cell(model, 0, "totals"), _cell(model, 4, "totals")) == (
        "Bea",
        "62 – 100",
        "62 – 100",
    )
    _every_cell(model)
    controller.undo_stack.undo()
    assert (_cell(model, 0, "caller"), _cell(model, 4, "totals")) == ("Ann", "90 – 72")
    fresh = RoundTableModel(controller)
    assert _every_cell(model) == _every_cell(fresh)
    match = controller.match
    assert match is not None
    renamed = dataclasses.replace(match, teams=(match.teams[0], dataclasses.replace(match.teams[1], name="Others")))
    controller.start_match(renamed)
    assert model.headerData(COLUMNS.index("totals"), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == (
        "Left: Us; right: Others"
    )
    assert _every_cell(model) == _every_cell(RoundTableModel(controller))


def test_a_note_changes_only_its_row_and_a_rename_resets(
    qtbot: QtBot, qtmodeltester: ModelTester, controller: MatchController
) -> None:
    model = _five_rounds(controller)
    qtmodeltester.check(model)
    _every_cell(model)  # remembered now
    signals = _Signals(model)
    controller.set_note("renege by Dan", 2)
    assert signals.seen == [("changed", 2, 2)]
    assert _cell(model, 2, "note") == _cell(model, 2, "note", Qt.ItemDataRole.ToolTipRole) == "renege by Dan"
    # The number says there is a note, where a narrow history still shows it.
    assert (_cell(model, 2, "number"), _cell(model, 1, "number")) == ("3 *", "2")
    assert _cell(model, 2, "number", Qt.ItemDataRole.ToolTipRole) == "Note: renege by Dan"
    assert (model.note(2), model.note(1), model.note(9)) == ("renege by Dan", "", "")
    assert model.headerData(COLUMNS.index("note"), Qt.Orientation.Horizontal) == "Note"
    assert (_cell(model, 1, "note"), _cell(model, 1, "note", Qt.ItemDataRole.ToolTipRole)) == ("", None)
    controller.set_note("Legion hall")  # the match's note: no row shows it
    assert signals.seen[1:] == []
    controller.undo_stack.undo()
    controller.undo_stack.undo()
    assert signals.seen[1:] == [("changed", 2, 2)]
    assert _cell(model, 2, "note") == ""
    match = controller.match
    assert match is not None
    controller.rename(("Gaels", "Acadians"), (match.teams[0].players, match.teams[1].players))
    assert [name for name, _, _ in signals.seen[2:]] == ["reset"]
    qtmodeltester.check(model)


def test_inserting_a_forgotten_round_adds_a_row_and_renumbers_the_later_ones(
    qtbot: QtBot, qtmodeltester: ModelTester, controller: MatchController
) -> None:
    model = _five_rounds(controller)
    qtmodeltester.check(model)
    signals = _Signals(model)
    controller.insert_round(0, RoundInput(caller=1, trump=Suit.CLUBS, card_points=(62, 100)))
    assert signals.seen == [("inserted", 5, 5), ("changed", 0, 5)]
    assert model.rowCount() == 6
    assert [_cell(model, row, "caller") for row in range(2)] == ["Bea", "Ann"]
    assert [_cell(model, row, "dealer") for row in range(3)] == ["Ann", "Bea", "Cal"]
    assert _cell(model, 5, "totals") == "152 – 172"
    controller.undo_stack.undo()
    assert signals.seen[2:] == [("removed", 5, 5), ("changed", 0, 4)]
    assert (_cell(model, 0, "caller"), _cell(model, 0, "dealer")) == ("Ann", "Ann")
    controller.undo_stack.redo()
    assert signals.seen[4:] == [("inserted", 5, 5), ("changed", 0, 5)]
    assert _cell(model, 0, "caller") == "Bea"
    # In the middle, and before the last round.
    controller.insert_round(5, MADE)
    assert signals.seen[6:] == [("inserted", 6, 6), ("changed", 5, 6)]
    assert _cell(model, 6, "totals") == "242 – 244"


def test_a_change_of_house_rules_re_scores_every_row_without_a_reset(
    qtbot: QtBot, qtmodeltester: ModelTester, controller: MatchController
) -> None:
    model = RoundTableModel(controller)
    controller.start_match(standard_match())
    controller.record_round(MADE)
    controller.record_round(RoundInput(caller=0, trump=Suit.HEARTS, card_points=(81, 81)))
    qtmodeltester.check(model)
    _every_cell(model)  # remembered, as after a paint
    assert (_cell(model, 1, "outcome"), _cell(model, 1, "totals")) == ("HALF BAIT", "90 – 153")
    signals = _Signals(model)
    controller.change_rules(RuleSet(equal_totals="whole-bait"))
    assert signals.seen == [("changed", 0, 1)]
    assert (_cell(model, 1, "outcome"), _cell(model, 1, "totals")) == ("BAIT", "90 – 234")
    assert _every_cell(model) == _every_cell(RoundTableModel(controller))
    controller.undo_stack.undo()
    assert signals.seen[1:] == [("changed", 0, 1)]
    assert _cell(model, 1, "outcome") == "HALF BAIT"

"""MatchController: one command path, undo/redo, and the persistence hook."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tarbish_score.model import MatchOverError, RoundError, RoundInput, Suit
from tarbish_score.qt.commands import Change, ChangeKind, ChangeStep
from tarbish_score.qt.controller import MatchController
from tests.changes import changed

from ..ui.conftest import standard_match

MADE = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(90, 72))


def _record(controller: MatchController, n: int, points: tuple[int, int] = (90, 72)) -> None:
    for _ in range(n):
        controller.record_round(RoundInput(caller=0, trump=Suit.HEARTS, card_points=points))


def test_record_edit_delete_and_start_are_undoable_in_order(qtbot: QtBot, controller: MatchController) -> None:
    first = standard_match()
    controller.start_match(first)
    controller.record_round(MADE)
    controller.edit_round(0, RoundInput(caller=1, trump=Suit.CLUBS, card_points=(62, 100)))
    controller.record_round(MADE)
    controller.delete_round(0)
    stack = controller.undo_stack
    assert stack.count() == 5
    assert controller.match is not None
    assert controller.match.rounds == (MADE,)
    texts = [stack.text(i) for i in range(stack.count())]
    assert texts == ["start a new match", "record round 1", "edit round 1", "record round 2", "delete round 1"]
    stack.undo()  # the deletion
    assert controller.match.rounds[0].caller == 1
    stack.undo()  # recording round 2
    stack.undo()  # the edit
    assert controller.match.rounds == (MADE,)
    stack.undo()  # recording round 1
    assert controller.match == first
    stack.undo()  # starting the match
    assert controller.match is None
    for _ in range(5):
        stack.redo()
    assert controller.match is not None
    assert controller.match.rounds == (MADE,)


def test_refused_round_changes_nothing_and_pushes_no_command(qtbot: QtBot, controller: MatchController) -> None:
    controller.start_match(standard_match())
    before = controller.match
    with pytest.raises(RoundError) as raised:
        controller.record_round(RoundInput(caller=0, trump=Suit.HEARTS, card_points=(90, 90)))
    assert raised.value.code == "card_points_sum"
    assert controller.match is before
    assert controller.undo_stack.count() == 1


def test_saver_sees_each_change_before_the_window_does(qtbot: QtBot) -> None:
    events: list[str] = []

    def saver(change: Change) -> None:
        match = change.match
        events.append(f"saved {len(match.rounds) if match else None} rounds: {change.description}")

    controller = MatchController(saver=saver)
    controller.match_changed.connect(lambda: events.append("shown"))
    controller.start_match(standard_match())
    controller.record_round(MADE)
    controller.undo_stack.undo()
    assert events == [
        "saved 0 rounds: start a new match",
        "shown",
        "saved 1 rounds: record round 1",
        "shown",
        "saved 0 rounds: record round 1",
        "shown",
    ]


def test_failing_saver_is_reported_and_the_change_still_shows(qtbot: QtBot) -> None:
    def saver(change: Change) -> None:
        raise OSError("disk full")

    controller = MatchController(saver=saver)
    with qtbot.waitSignal(controller.save_failed) as failed:
        controller.start_match(standard_match())
    assert failed.args == ["The match could not be saved: the archive refused the change. Details: disk full"]
    assert controller.match == standard_match()


def test_signals_name_the_round(qtbot: QtBot, controller: MatchController) -> None:
    with changed(qtbot, controller, ChangeKind.NEW_MATCH):
        controller.start_match(standard_match())
    with changed(qtbot, controller, ChangeKind.RECORD) as recorded:
        controller.record_round(MADE)
    assert recorded.args[0].index == 0
    with changed(qtbot, controller, ChangeKind.EDIT) as edited:
        controller.edit_round(0, RoundInput(caller=2, trump=Suit.SPADES, card_points=(100, 62)))
    assert edited.args[0].index == 0
    with changed(qtbot, controller, ChangeKind.DELETE) as deleted:
        controller.delete_round(0)
    assert deleted.args[0].index == 0


def test_editing_an_early_round_rescores_totals_dealers_and_winner(qtbot: QtBot, controller: MatchController) -> None:
    controller.start_match(standard_match())
    _record(controller, 5, (100, 62))
    assert controller.match is not None
    assert controller.match.score.winner == 0
    # Round 1 was really a bait: Us lose 100 and Them get 162, so nobody has 500 yet.
    controller.edit_round(0, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(60, 102)))
    score = controller.match.score
    assert score.totals == (400, 162 + 4 * 62)
    assert score.winner is None
    assert [r.dealer for r in score.rounds] == [0, 1, 2, 3, 0]
    controller.delete_round(0)
    assert [r.dealer for r in controller.match.score.rounds] == [0, 1, 2, 3]
    assert controller.match.score.next_dealer == 0


def test_correction_that_ends_the_match_early_is_refused(qtbot: QtBot, controller: MatchController) -> None:
    controller.start_match(standard_match())
    _record(controller, 3, (162, 0))
    _record(controller, 1, (100, 62))
    before = controller.match
    assert before is not None
    assert before.score.winner == 0
    # With bella in round 1, Us would reach 506 in round 3, and round 4 could not have been played.
    with pytest.raises(MatchOverError):
        controller.edit_round(0, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(162, 0), bella=0))
    assert controller.match is before
    assert controller.undo_stack.count() == 5


def test_rematch_keeps_teams_and_rules_and_passes_the_first_deal(qtbot: QtBot, controller: MatchController) -> None:
    controller.start_match(standard_match(first_dealer=3))
    _record(controller, 1)
    with changed(qtbot, controller, ChangeKind.REMATCH):
        controller.rematch()
    match = controller.match
    assert match is not None
    assert match.rounds == ()
    assert match.first_dealer == 0
    assert match.teams == standard_match().teams
    with qtbot.waitSignal(controller.match_changed) as undone:
        controller.undo_stack.undo()
    assert (undone.args[0].kind, undone.args[0].step) == (ChangeKind.REMATCH, ChangeStep.UNDO)
    assert controller.match is not None
    assert len(controller.match.rounds) == 1


def test_a_rematch_and_a_new_match_are_told_apart_by_their_kind(qtbot: QtBot, controller: MatchController) -> None:
    seen: list[tuple[ChangeKind, ChangeStep]] = []
    controller.match_changed.connect(lambda change: seen.append((change.kind, change.step)))
    controller.start_match(standard_match())
    controller.rematch()
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    assert seen == [
        (ChangeKind.NEW_MATCH, ChangeStep.DO),
        (ChangeKind.REMATCH, ChangeStep.DO),
        (ChangeKind.REMATCH, ChangeStep.UNDO),
        (ChangeKind.REMATCH, ChangeStep.REDO),
    ]
    assert [kind for kind in ChangeKind if kind.starts_match] == [ChangeKind.NEW_MATCH, ChangeKind.REMATCH]


def test_preview_of_a_correction_uses_that_rounds_eldest_hand(qtbot: QtBot, controller: MatchController) -> None:
    controller.start_match(standard_match())
    _record(controller, 1)
    r = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(81, 81))
    assert controller.preview(r).outcome.value == "half-bait"
    assert controller.preview(r, 0).points == (0, 81)


def test_commands_do_not_keep_the_controller_alive() -> None:
    # A command pointing back at its controller made a cycle; Python's collector then freed
    # the controller with its undo stack in an order that crashed in QUndoStack::clear.
    import gc
    import weakref

    gc.collect()
    gc.disable()
    try:
        controller = MatchController()
        controller.start_match(standard_match())
        controller.record_round(RoundInput(0, Suit.HEARTS, (90, 72)))
        assert controller.undo_stack.count() == 2
        gone = weakref.ref(controller)
        del controller
        assert gone() is None  # freed at once: no cycle left for the collector
    finally:
        gc.enable()


def test_rename_and_notes_are_undoable_and_change_no_score(qtbot: QtBot, controller: MatchController) -> None:
    from tarbish_score.model import TarbishError
    from tarbish_score.qt.controller import MatchReadOnlyError

    controller.start_match(standard_match())
    _record(controller, 2)
    before = controller.match
    assert before is not None
    names = (before.teams[0].name, before.teams[1].name)
    pairs = (before.teams[0].players, before.teams[1].players)
    assert not controller.rename(names, pairs)  # nothing to change: nothing pushed
    assert not controller.set_note("   ")
    depth = controller.undo_stack.count()
    with qtbot.waitSignal(controller.match_changed) as renamed:
        assert controller.rename(("Gaels", names[1]), pairs)
    assert renamed.args[0].kind is ChangeKind.RENAME
    assert controller.undo_stack.undoText() == "rename teams and players"
    assert controller.set_note("Legion hall")
    assert controller.set_note("renege", 1)
    assert controller.undo_stack.undoText() == "note on round 2"
    with pytest.raises(TarbishError):
        controller.set_note("x" * 201, 0)
    with pytest.raises(IndexError):
        controller.set_note("misdeal", 2)
    match = controller.match
    assert match is not None
    assert (match.teams[0].name, match.note, match.rounds[1].note) == ("Gaels", "Legion hall", "renege")
    assert match.score == before.score
    for _ in range(3):
        controller.undo_stack.undo()
    assert controller.match == before
    assert controller.undo_stack.count() == depth + 3
    # A finished match open read-only takes a rename or a note, but no correction.
    controller.load_match(match, read_only=True)
    assert controller.set_note("Legion hall, Friday")
    assert controller.rename(("Gaels", "Acadians"), pairs)
    assert controller.read_only
    with pytest.raises(MatchReadOnlyError):
        controller.record_round(MADE)


def test_inserting_a_forgotten_round_is_one_undoable_change(qtbot: QtBot, controller: MatchController) -> None:
    controller.start_match(standard_match())
    _record(controller, 2)
    forgotten = RoundInput(caller=1, trump=Suit.SPADES, card_points=(40, 122))
    with changed(qtbot, controller, ChangeKind.INSERT) as inserted:
        controller.insert_round(1, forgotten)
    assert inserted.args[0].index == 1
    match = controller.match
    assert match is not None
    assert match.rounds[1] == forgotten
    # The dealer order is the engine's: round 3 (recorded as round 2) is now dealt by the next seat.
    assert [r.dealer for r in match.score.rounds] == [0, 1, 2]
    assert controller.undo_stack.text(controller.undo_stack.index() - 1) == "insert a forgotten round as round 2"
    controller.undo_stack.undo()
    assert controller.match is not None
    assert len(controller.match.rounds) == 2
    assert forgotten not in controller.match.rounds


def test_an_insertion_that_ends_the_match_before_a_later_round_is_refused(
    qtbot: QtBot, controller: MatchController
) -> None:
    controller.start_match(standard_match())
    _record(controller, 4, (150, 12))  # 600: the fourth round wins
    before = controller.match
    with pytest.raises(MatchOverError):
        controller.insert_round(1, RoundInput(caller=0, trump=Suit.HEARTS, card_points=(150, 12)))
    assert controller.match is before
    with pytest.raises(IndexError):
        controller.insert_round(9, MADE)


def test_changing_the_house_rules_re_scores_every_round_and_is_undoable(
    qtbot: QtBot, controller: MatchController
) -> None:
    from tarbish_score.model import RuleSet

    controller.start_match(standard_match())
    controller.record_round(RoundInput(caller=0, trump=Suit.HEARTS, card_points=(81, 81)))
    assert controller.match is not None
    assert controller.match.score.totals == (0, 81)
    assert not controller.change_rules(controller.match.rules)  # the same rules: nothing to do
    assert controller.undo_stack.count() == 2
    with changed(qtbot, controller, ChangeKind.RULES):
        assert controller.change_rules(RuleSet(equal_totals="whole-bait"))
    assert controller.match.score.totals == (0, 162)
    assert controller.undo_stack.text(2) == "change the house rules"
    controller.undo_stack.undo()
    assert controller.match.rules == RuleSet()
    assert controller.match.score.totals == (0, 81)


def test_rules_under_which_a_round_is_invalid_are_refused(qtbot: QtBot, controller: MatchController) -> None:
    from tarbish_score.model import RuleSet

    controller.start_match(standard_match(RuleSet(forced_dealer=False)))
    controller.record_round(RoundInput.thrown())
    before = controller.match
    with pytest.raises(RoundError) as raised:
        controller.change_rules(RuleSet())
    assert raised.value.params["round_number"] == 1
    assert controller.match is before


def test_a_correction_that_changes_nothing_pushes_nothing(controller: MatchController) -> None:
    controller.start_match(standard_match())
    _record(controller, 2)
    steps, before = controller.undo_stack.count(), controller.match
    assert before is not None
    assert controller.edit_round(1, before.rounds[1]) is False
    assert controller.undo_stack.count() == steps
    assert controller.match is before
    assert controller.edit_round(1, RoundInput(1, Suit.HEARTS, (100, 62))) is True
    assert controller.undo_stack.count() == steps + 1


def test_a_new_match_and_a_rematch_each_get_their_own_identity(qtbot: QtBot, controller: MatchController) -> None:
    import dataclasses

    from tarbish_score.model import read_uuid

    controller.start_match(standard_match())
    assert controller.match is not None
    first = controller.match.uuid
    assert read_uuid(first) == first
    controller.record_round(MADE)
    assert controller.match.uuid == first  # a change keeps it
    controller.rematch()
    assert controller.match.uuid not in ("", first)
    # A match that has one (opened from a file) keeps it.
    given = dataclasses.replace(standard_match(), uuid="3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b1e42")
    controller.start_match(given)
    assert controller.match.uuid == given.uuid

"""Waiting for one kind of change: the controller tells every change on ``match_changed``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarbish_score.qt.commands import Change, ChangeKind, ChangeStep

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot, SignalBlocker

    from tarbish_score.qt.controller import MatchController

__all__ = ["changed", "is_change"]


def is_change(change: Change | None, *kinds: ChangeKind) -> bool:
    """True when ``change`` is one of ``kinds``, done or redone (an undo is the other way)."""
    return change is not None and change.kind in kinds and change.step is not ChangeStep.UNDO


def changed(qtbot: QtBot, controller: MatchController, *kinds: ChangeKind, timeout: int = 5000) -> SignalBlocker:
    """A ``with`` block that waits until ``controller`` puts a change of one of ``kinds`` in force.

    ``blocker.args[0]`` is then that :class:`Change` (its ``index`` names the round).
    """
    return qtbot.waitSignal(
        controller.match_changed, timeout=timeout, check_params_cb=lambda change: is_change(change, *kinds)
    )

"""TEST-ONLY: type rounds into the real app from a file, for the crash test.

Inert unless ``TARBISH_SCORE_TEST_SCRIPT`` names a file (see ``app.create_main_window``).
The file holds one round per line as space-separated keys (one character, or a
``Qt.Key`` name without ``Key_`` such as ``Return``). An open new-match dialog
is accepted as filled in. After each recorded round the window has shown,
``recorded N`` (N rounds in all) is printed and flushed on standard output.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tarbish_score.qt.commands import ChangeKind, ChangeStep

if TYPE_CHECKING:
    from tarbish_score.qt.commands import Change
    from tarbish_score.ui.main_window import MainWindow

__all__ = ["play_script"]


def play_script(window: MainWindow, path: str) -> None:
    """Type the rounds of ``path`` into ``window``, one key per turn of the event loop."""
    if window.match_actions.new_match_dialog is not None:
        window.match_actions.new_match_dialog.accept()
    queue = Path(path).read_text(encoding="utf-8").split()

    def on_changed(change: Change | None) -> None:
        if change is None or change.kind is not ChangeKind.RECORD or change.step is ChangeStep.UNDO:
            return
        match = window.controller.match
        print(f"recorded {0 if match is None else len(match.rounds)}", flush=True)

    window.controller.match_changed.connect(on_changed)

    def step() -> None:
        if not queue:
            return
        window.activateWindow()
        target = QApplication.focusWidget()
        if target is None:  # not active yet: try on the next turn
            QTimer.singleShot(10, step)
            return
        key = queue.pop(0)
        if len(key) == 1:
            QTest.keyClicks(target, key)
        else:
            QTest.keyClick(target, getattr(Qt.Key, f"Key_{key}"))
        QTimer.singleShot(0, step)

    QTimer.singleShot(0, step)
    print("script started", file=sys.stderr, flush=True)

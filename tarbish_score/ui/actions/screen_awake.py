"""View ▸ Keep screen awake: the screen stays on while a match is played and the window is in view.

The switch is remembered in the app's settings (:data:`tarbish_score.qt.settings.KEEP_SCREEN_AWAKE`); the
holding itself is :class:`tarbish_score.qt.screen_awake.ScreenAwake`, armed by :meth:`KeepAwakeActions.start` after
the window's first paint (QtDBus is imported only then).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

from tarbish_score.qt import settings
from tarbish_score.ui.actions.builder import make_action
from tarbish_score.ui.window_commands import command

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tarbish_score.qt.controller import MatchController
    from tarbish_score.qt.screen_awake import Inhibitor, ScreenAwake

__all__ = ["KeepAwakeActions"]

#: The events of the window that can change whether it is in view.
_VIEW_EVENTS = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.WindowStateChange)


class KeepAwakeActions(QObject):
    """The checkable View ▸ Keep screen awake, and the hold it drives.

    Args:
        controller: the match controller (a match in progress is held for).
        window: the main window (held for only while shown and not minimised).
    """

    def __init__(self, controller: MatchController, window: QWidget) -> None:
        super().__init__(window)
        self._controller = controller
        self._window = window
        self.action = make_action(command("keep_awake"), window)  # declared in ui/window_commands.py
        self.action.setChecked(settings.read(settings.KEEP_SCREEN_AWAKE))
        self.action.toggled.connect(self._on_action_toggled)
        self.awake: ScreenAwake | None = None

    def start(self, inhibitor: Inhibitor | None = None) -> ScreenAwake:
        """Begin holding when the policy says so (once the window is painted); ``inhibitor`` for tests."""
        from PySide6.QtCore import QCoreApplication

        from tarbish_score.qt.screen_awake import ScreenAwake

        if self.awake is None:
            self.awake = ScreenAwake(inhibitor, self)
            self._window.installEventFilter(self)
            self._controller.match_changed.connect(self.refresh)
            self._controller.read_only_changed.connect(self.refresh)
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self.release)
            self._window.destroyed.connect(self.release)
        self.refresh()
        return self.awake

    @property
    def in_progress(self) -> bool:
        """A match is in force, not over and not opened read-only."""
        match = self._controller.match
        return match is not None and not match.score.finished and not self._controller.read_only

    def refresh(self, *_: object) -> None:
        """Hold or release as the switch, the match and the window now say."""
        if self.awake is None:
            return
        window = self._window
        self.awake.update(
            enabled=self.action.isChecked(),
            in_progress=self.in_progress,
            visible=window.isVisible() and not window.isMinimized(),
            reason=self.tr("A match of Tarabish is being scored"),
        )

    def release(self) -> None:
        """Let the screen blank (quitting, or the window closed)."""
        if self.awake is not None:
            self.awake.release()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Shown, hidden, minimised or restored: look again."""
        if watched is self._window and event.type() in _VIEW_EVENTS:
            self.refresh()
        return False

    def _on_action_toggled(self, checked: bool) -> None:
        settings.write(settings.KEEP_SCREEN_AWAKE, checked)
        self.refresh()

"""View ▸ Race chart (F9) and Match ▸ Save race chart…: the race of the match in a panel that can be hidden.

The panel is a dock at the window's right; whether it is shown is remembered. The chart itself
(:mod:`tarbish_score.ui.race_chart`, and with it pyqtgraph and numpy) is imported only when the
panel is first shown, and it follows the controller's ``match_changed`` (a round recorded,
corrected, deleted or inserted, undo and redo, a new match) while it is shown; a hidden panel is
redrawn when it is shown again.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QMessageBox

from tarbish_score.qt import settings
from tarbish_score.ui.actions.builder import build_actions

if TYPE_CHECKING:
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.race_chart import RaceChart

__all__ = ["RaceChartActions"]


class RaceChartActions(QObject):
    """The race chart's panel and menu items.

    Args:
        controller: the match controller the chart follows.
        window: the main window (the panel docks in it).

    Attributes:
        action: View ▸ Race chart (F9), checkable.
        save_action: Match ▸ Save race chart as PNG or SVG…, also in the chart's context menu.
        dock: the panel.
        chart: the chart, once the panel was first shown.
    """

    def __init__(self, controller: MatchController, window: QMainWindow) -> None:
        super().__init__(window)
        self.controller = controller
        self.main_window = window
        self.chart: RaceChart | None = None
        self._stale = True
        self.dock = QDockWidget(self.tr("Race chart"), window)
        self.dock.setObjectName("raceChartDock")
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.dock.setAllowedAreas(Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.BottomDockWidgetArea)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        #: The declared commands' actions (ui/window_commands.py), on the window, by id.
        self.actions: dict[str, QAction] = build_actions("race_chart", window, self)
        self.action = self.actions["race_chart"]
        self.save_action = self.actions["save_race_chart"]
        self.dock.visibilityChanged.connect(self._on_dock_visibility_changed)
        controller.match_changed.connect(self._on_controller_match_changed)
        if settings.read(settings.RACE_CHART):
            # After the first paint: the chart's imports never slow the window's first appearance.
            QTimer.singleShot(0, lambda: self.action.setChecked(True))

    def set_shown(self, shown: bool) -> None:
        """Show or hide the panel (building the chart on first showing) and remember the choice."""
        if shown and self.chart is None:
            from tarbish_score.ui.race_chart import RaceChart

            self.chart = RaceChart(self.dock)
            self.chart.menu_actions.append(self.save_action)
            self.dock.setWidget(self.chart)
            self.dock.setVisible(shown)
            # A quarter of the window at first (the player can drag the edge).
            width = max(self.chart.minimumSizeHint().width(), self.main_window.width() // 4)
            self.main_window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)
        self.dock.setVisible(shown)
        if shown:
            self.refresh()
        settings.write(settings.RACE_CHART, shown)

    def refresh(self) -> None:
        """Draw the match in force (only while shown; a hidden chart is marked to redraw when shown)."""
        if self.chart is None or not self.dock.isVisible():
            self._stale = True
            return
        self._stale = False
        self.chart.set_match(self.controller.match)

    def save_chart(self) -> Path | None:
        """Ask where, then save the chart as SVG (``.svg``) or PNG; the path saved, or None."""
        name, chosen = QFileDialog.getSaveFileName(
            self.main_window,
            self.tr("Save race chart"),
            str(Path.home() / self.tr("race-chart.png")),
            self.tr("PNG image (*.png);;SVG drawing (*.svg)"),
        )
        if not name:
            return None
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(".svg" if "svg" in chosen.lower() else ".png")
        return self.save_to(path)

    def save_to(self, path: Path) -> Path | None:
        """Save the chart of the match in force to ``path`` (``.svg``: SVG, else PNG); None if it failed."""
        from tarbish_score.ui.race_chart import save_race_image

        try:
            save_race_image(self.controller.match, path)
        except OSError as error:
            from tarbish_score.words.errors import file_write_text

            QMessageBox.warning(
                self.main_window,
                self.tr("Race chart not saved"),
                file_write_text(str(path), error.errno, error.strerror or str(error)),
            )
            return None
        return path

    def _on_dock_visibility_changed(self, visible: bool) -> None:
        # The panel's own close button hides it: the menu item follows.
        if not visible and self.dock.isHidden() and self.action.isChecked():
            self.action.setChecked(False)
        if visible and self._stale:
            self.refresh()

    def _on_controller_match_changed(self, change: object = None) -> None:
        self.refresh()

"""View ▸ Table view (F12) and View ▸ Scoreboard window…: the score for the whole room.

The table view shows only the big scoreboard (:class:`~tarbish_score.ui.table_board.TableBoard`)
and one line for the round being typed (:class:`~tarbish_score.ui.table_board.TypingStrip`):
the round entry stays in the window with no height, so its keys still enter rounds
blind. F12 toggles it; Esc leaves it once nothing is typed (while a round is typed, Esc
clears it first, as in the round entry).

When the window is big enough (1920×1080: the totals' digits keep a quarter of the window's
height beside it), a small race chart sits in the table view's bottom-right corner; it is
built (and pyqtgraph imported) only when the table view is first shown with room for it, and
hidden again when the window shrinks.

The scoreboard window is a second top-level window with the same big scoreboard, for
another screen such as a TV; it follows the controller's signals, like the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tarbish_score.ui.actions.builder import build_actions

if TYPE_CHECKING:
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.actions.hosts import TableHost
    from tarbish_score.ui.race_chart import RaceChart
    from tarbish_score.ui.table_board import TableBoard, TypingStrip

__all__ = ["CORNER_MIN_WIDTH", "CORNER_PROBE_DIGITS", "CORNER_SHARE", "ScoreboardWindow", "TableViewActions"]

#: The corner chart's widest, as a share of the table view's width (as tall as wide, at most half the view's height).
CORNER_SHARE = 0.25
#: The narrowest corner chart worth showing (pixels); narrower, it is hidden.
CORNER_MIN_WIDTH = 280
#: The digits the totals' height is measured on (as the table view's test measures the totals drawn).
CORNER_PROBE_DIGITS = "888"


class ScoreboardWindow(QWidget):
    """A top-level window with the big scoreboard, for another screen (a TV); it closes with the main window.

    Args:
        controller: the match controller it follows.
        parent: the main window (the scoreboard window stays a window of its own).
    """

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        from tarbish_score.ui.table_board import TableBoard  # only when opened: not at start-up

        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("scoreboardWindow")
        self.setWindowTitle(self.tr("Tarabish Score — scoreboard"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.board = TableBoard(controller, self)
        layout.addWidget(self.board)
        self.resize(960, 540)


class TableViewActions(QObject):
    """The table view's and the scoreboard window's menu items, and the table view itself.

    Its actions are on the window from the start (the View menu lists them, as declared).

    Args:
        controller: the window's controller.
        host: the window (:class:`~tarbish_score.ui.actions.hosts.TableHost`).
        parent: the main window (parent of the actions and of the scoreboard window).
    """

    def __init__(self, controller: MatchController, host: TableHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = host
        self._parent = parent
        #: The table view's page (the big scoreboard and the typing strip), built on first use.
        self.page: QWidget | None = None
        self.board: TableBoard | None = None
        self.strip: TypingStrip | None = None
        #: The corner of the table view that holds the small race chart, and the chart once built.
        self.corner: QWidget | None = None
        self.corner_chart: RaceChart | None = None
        #: The scoreboard window while it is open.
        self.scoreboard_window: ScoreboardWindow | None = None
        #: The declared commands' actions (ui/window_commands.py), on the window, by id.
        self.actions: dict[str, QAction] = build_actions("table", parent, self)
        self.table_view_action = self.actions["table_view"]
        # Esc leaves the table view (once nothing is typed); only while it is shown.
        self.leave_action = self.actions["leave_table_view"]
        self.leave_action.setEnabled(False)
        self.scoreboard_window_action = self.actions["scoreboard_window"]

    # --- the table view ---------------------------------------------------------------------

    @property
    def shown(self) -> bool:
        """True while the table view is shown."""
        return self.table_view_action.isChecked()

    def _build_page(self) -> QWidget:
        from tarbish_score.ui.table_board import TableBoard, TypingStrip  # first shown: not at start-up

        page = QWidget(self._parent)
        page.setObjectName("tableView")
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.board = TableBoard(self.controller, page)
        self.strip = TypingStrip(self.controller, self.host.round_entry, page)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.board, 1)
        self.corner = QWidget(page)
        self.corner.setObjectName("tableCorner")
        corner_layout = QVBoxLayout(self.corner)
        corner_layout.setContentsMargins(0, 0, 8, 0)
        corner_layout.addStretch(1)
        self.corner.hide()
        row.addWidget(self.corner)
        layout.addLayout(row, 1)
        layout.addWidget(self.strip)
        page.installEventFilter(self)
        self.controller.match_changed.connect(self._on_controller_match_changed)
        return page

    # --- the race chart in the corner ---------------------------------------------------------

    def corner_width(self) -> int:
        """The corner chart's width (pixels) that keeps the totals' digits a quarter of the window's height; 0: none.

        The widest of :data:`CORNER_SHARE` of the table view down to :data:`CORNER_MIN_WIDTH` that fits.
        """
        if self.page is None or self.board is None:
            return 0
        strip = self.strip.sizeHint().height() if self.strip is not None else 0
        board_height = self.page.height() - strip - 4  # the page's spacing
        need = self._parent.height() / 4
        probe = QFont(self.board.font())
        probe.setBold(True)
        widest = int(self.page.width() * CORNER_SHARE)
        for width in [*range(widest, CORNER_MIN_WIDTH, -20), CORNER_MIN_WIDTH]:
            probe.setPixelSize(self.board.total_pixel_size_for(self.page.width() - width, board_height))
            if QFontMetrics(probe).tightBoundingRect(CORNER_PROBE_DIGITS).height() >= need * 1.02:
                return int(width)
        return 0

    def corner_fits(self) -> bool:
        """True if a corner chart leaves the totals' digits at least a quarter of the window's height."""
        return self.corner_width() > 0

    def _fit_corner(self) -> None:
        """Show the corner chart when it fits (building it, and importing pyqtgraph, the first time), else hide it."""
        if self.page is None or self.corner is None or not self.page.isVisible():
            return
        width = self.corner_width()
        fits = width > 0
        if fits and self.corner_chart is None:
            from tarbish_score.ui.race_chart import RaceChart

            chart = RaceChart(self.corner)
            chart.setObjectName("tableRaceChart")
            chart.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the round entry keeps the keys
            chart.caption.hide()
            chart.legend_shown = False  # the team colours are the names' colours above
            chart.setToolTip("")
            layout = self.corner.layout()
            if layout is not None:
                layout.addWidget(chart)
            self.corner_chart = chart
        if fits and self.corner_chart is not None:
            self.corner.setFixedWidth(width)
            self.corner_chart.setFixedSize(width - 8, min(width, self.page.height() // 2))
            self.corner_chart.set_match(self.controller.match)
        self.corner.setVisible(fits)

    def _on_controller_match_changed(self, *args: object) -> None:
        if self.corner_chart is not None and self.corner is not None and self.corner.isVisible():
            self.corner_chart.set_match(self.controller.match)

    def set_table_view(self, shown: bool) -> None:
        """Show the table view (True) or the normal window (False); the round entry keeps the keys."""
        if shown != self.table_view_action.isChecked():
            self.table_view_action.setChecked(shown)  # toggled comes back here
            return
        if shown and self.page is None:
            self.page = self._build_page()
        self.leave_action.setEnabled(shown)
        self.host.show_table_view(self.page if shown else None)
        self._fit_corner()
        self.host.round_entry.focus_first_field()

    def leave(self) -> None:
        """Esc: clear the round being typed (or cancel the correction) first; with nothing typed, leave."""
        entry = self.host.round_entry
        if entry.open_for_entry and (not entry.typed_round.is_empty or entry.editing_index is not None):
            entry.cancel_edit()
            return
        self.set_table_view(False)

    # --- the scoreboard window --------------------------------------------------------------

    def set_scoreboard_window(self, shown: bool) -> None:
        """Open (True) or close (False) the scoreboard window."""
        if shown != self.scoreboard_window_action.isChecked():
            self.scoreboard_window_action.setChecked(shown)
            return
        if not shown:
            if self.scoreboard_window is not None:
                self.scoreboard_window.close()
            return
        if self.scoreboard_window is None:
            window = ScoreboardWindow(self.controller, self._parent)
            window.destroyed.connect(self._on_scoreboard_window_destroyed)
            window.installEventFilter(self)
            self.scoreboard_window = window
        self.scoreboard_window.show()
        self.scoreboard_window.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The scoreboard window closed by its own close button: the menu item follows; the page resized: the
        corner chart is fitted again."""
        if watched is self.page and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit_corner()
        if watched is self.scoreboard_window and event.type() == QEvent.Type.Close:
            self.scoreboard_window = None
            self.scoreboard_window_action.setChecked(False)
        return super().eventFilter(watched, event)

    def _on_scoreboard_window_destroyed(self) -> None:
        self.scoreboard_window = None
        if self.scoreboard_window_action.isChecked():
            self.scoreboard_window_action.setChecked(False)

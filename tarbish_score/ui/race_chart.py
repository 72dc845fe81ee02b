"""The race chart: both teams' totals after each round, the target, bait rounds and the win.

One look, drawn by pyqtgraph (imported with this module, so only when a chart is first shown):
:func:`draw_race` lays a match's race (:func:`tarbish_score.model.statistics.race`) on a plot;
the window's :class:`RaceChart` and :func:`paint_race` (the PDF scoresheet's page, the PNG and
SVG files) both call it, so the chart on screen and on paper look the same.

Marks tell the rounds apart by shape, not only by colour: a cross for a bait, a triangle for a
half bait (on the callers' line), a star for the round that won the match (docs/rules.md sections
6 and 7). Every colour comes from :mod:`tarbish_score.qt.theme`, read when the chart is drawn.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Final

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QAction, QColor, QContextMenuEvent, QImage, QKeyEvent, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QMenu, QSizePolicy, QVBoxLayout, QWidget

from tarbish_score.model import Match
from tarbish_score.model.statistics import Race, race
from tarbish_score.qt import theme
from tarbish_score.words.race import round_sentence

__all__ = [
    "IMAGE_SIZE",
    "SYMBOLS",
    "RaceChart",
    "chart_painter",
    "draw_race",
    "ensure_widget_application",
    "paint_race",
    "save_race_image",
]

#: The marks' shapes (pyqtgraph symbol names): a round's kind is told by shape as well as colour.
SYMBOLS: Final = {"round": "o", "bait": "x", "half_bait": "t", "won": "star"}
#: The size (pixels) a saved PNG or SVG chart is drawn at.
IMAGE_SIZE: Final = QSize(1200, 700)


def _pen(colour: str, width: float = 2, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> pg.QtGui.QPen:
    pen = pg.mkPen(QColor(colour), width=width)
    pen.setStyle(style)
    pen.setCosmetic(True)
    return pen


def draw_race(plot: pg.PlotItem, match: Match | None, *, scale: float = 1.0) -> Race | None:
    """Draw the race of ``match`` on ``plot`` (what was there before is cleared): the one look.

    Args:
        plot: the plot to draw on.
        match: the match, or None for an empty chart.
        scale: how much bigger the lines, marks and type are (1 on screen).

    Returns:
        The race drawn (:func:`tarbish_score.model.statistics.race`), or None without a match.
    """
    plot.clear()
    legend = plot.legend
    if legend is None:
        legend = plot.addLegend(offset=(10, 10), labelTextSize=f"{int(10 * scale)}pt")
    legend.clear()
    legend.setColumnCount(2)  # two marks a row: the legend covers little of a narrow panel
    legend.setBrush(pg.mkBrush(QColor(theme.SURFACE_COLOUR)))
    legend.setPen(_pen(theme.FIELD_BORDER_COLOUR, 1))
    legend.setLabelTextColor(QColor(theme.TEXT_COLOUR))
    plot.setMouseEnabled(x=False, y=False)
    plot.setMenuEnabled(False)
    plot.hideButtons()
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        axis.setPen(_pen(theme.LABEL_COLOUR, 1))
        axis.setTextPen(_pen(theme.TEXT_COLOUR, 1))
        font = axis.label.font()
        font.setPointSizeF(9 * scale)
        axis.setTickFont(font)
    label_style = {"color": theme.TEXT_COLOUR, "font-size": f"{round(10 * scale)}pt"}
    plot.setLabel("bottom", QCoreApplication.translate("RaceChart", "Round"), **label_style)
    plot.setLabel("left", QCoreApplication.translate("RaceChart", "Points"), **label_style)
    if match is None:
        plot.setXRange(0, 1, padding=0.02)
        plot.setYRange(0, 1, padding=0)
        return None
    data = race(match)
    rounds = len(data.points)
    xs = list(range(rounds + 1))
    for team in (0, 1):
        colour = theme.TEAM_COLOURS[team]
        ys = [0] + [point.totals[team] for point in data.points]
        plot.plot(
            xs,
            ys,
            pen=_pen(colour, 3 * scale),
            symbol=SYMBOLS["round"],
            symbolSize=6 * scale,
            symbolBrush=pg.mkBrush(QColor(colour)),
            symbolPen=None,
            name=match.teams[team].name,
        )
    target = pg.InfiniteLine(
        pos=data.target,
        angle=0,
        pen=_pen(theme.MUTED_COLOUR, 2 * scale, Qt.PenStyle.DashLine),
        label=QCoreApplication.translate("RaceChart", "Target {points}").format(points=data.target),
        labelOpts={"position": 0.98, "color": QColor(theme.MUTED_COLOUR), "anchors": [(1, 1), (1, 1)]},
    )
    font = target.label.textItem.font()
    font.setPointSizeF(9 * scale)
    target.label.setFont(font)
    plot.addItem(target)
    _add_marks(plot, data, scale)
    step = max(1, math.ceil(rounds / 12))
    plot.getAxis("bottom").setTicks([[(x, str(x)) for x in range(0, rounds + 1, step)]])
    top = max([data.target, *data.totals])
    plot.setXRange(0, max(rounds, 1), padding=0.03)
    plot.setYRange(0, top * 1.08, padding=0)
    return data


def _add_marks(plot: pg.PlotItem, data: Race, scale: float) -> None:
    """The bait, half-bait and winning-round marks, each kind in the legend once it occurs."""
    kinds = (
        (
            "bait",
            QCoreApplication.translate("RaceChart", "Bait"),
            theme.BAIT_COLOUR,
            [p for p in data.points if p.outcome.value == "bait"],
        ),
        (
            "half_bait",
            QCoreApplication.translate("RaceChart", "Half bait"),
            theme.HALF_BAIT_COLOUR,
            [p for p in data.points if p.outcome.value == "half-bait"],
        ),
    )
    for kind, name, colour, points in kinds:
        if not points:
            continue
        spots = [{"pos": (p.number, p.totals[p.callers if p.callers is not None else 0])} for p in points]
        plot.addItem(
            pg.ScatterPlotItem(
                spots=spots,
                symbol=SYMBOLS[kind],
                size=16 * scale,
                brush=pg.mkBrush(QColor(colour)),
                pen=_pen(colour, 1.5 * scale),
                name=name,
            )
        )
    ending = [p for p in data.points if p.ends_match]
    if ending and data.winner is not None:
        point = ending[0]
        plot.addItem(
            pg.ScatterPlotItem(
                spots=[{"pos": (point.number, point.totals[data.winner])}],
                symbol=SYMBOLS["won"],
                size=24 * scale,
                brush=pg.mkBrush(QColor(theme.FOCUS_COLOUR)),
                pen=_pen(theme.TEXT_COLOUR, 1.5 * scale),
                name=QCoreApplication.translate("RaceChart", "Won"),
            )
        )


#: The resolution (dots per inch) pyqtgraph records its axes at (as ``QPicture``): a screen's.
_SCREEN_DPI: Final = 96
#: How wide (pixels) the image of a page's chart is: about 340 dpi across an A4 page.
_PAGE_IMAGE_WIDTH: Final = 2400


def paint_race(painter: QPainter, rect: QRectF, match: Match | None) -> None:
    """Paint the race chart of ``match`` into ``rect`` of ``painter`` (a PDF page, a printer, an image, an SVG).

    The chart is laid out at :data:`IMAGE_SIZE`'s width and scaled to ``rect``, so it looks the same
    on every device. pyqtgraph records its axes as pictures at a screen's resolution, which a
    300-dpi page would rescale out of place, so on such a device the chart is drawn as an image
    (:data:`_PAGE_IMAGE_WIDTH` pixels wide) and that image is put in ``rect``.
    """
    device = painter.device()
    if device is None or abs(device.logicalDpiX() - _SCREEN_DPI) <= 1:
        _render_race(painter, rect, match)
        return
    width = IMAGE_SIZE.width()
    height = max(1, round(width * rect.height() / max(rect.width(), 1)))
    ratio = _PAGE_IMAGE_WIDTH / width  # sharp on paper; lines and type keep their proportions
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(theme.SURFACE_COLOUR))
    inner = QPainter(image)
    inner.setRenderHint(QPainter.RenderHint.Antialiasing)
    _render_race(inner, QRectF(0, 0, width, height), match)
    inner.end()
    painter.drawImage(rect, image)


def _render_race(painter: QPainter, rect: QRectF, match: Match | None) -> None:
    """Lay the chart out :data:`IMAGE_SIZE` wide and render it scaled into ``rect`` (a screen-resolution device)."""
    width = IMAGE_SIZE.width()
    height = max(1, round(width * rect.height() / max(rect.width(), 1)))
    # A view that is never shown: pyqtgraph's axes measure their ticks in a view's pixels.
    view = pg.PlotWidget(background=QColor(theme.SURFACE_COLOUR))
    view.resize(width, height)
    view.setRange(QRectF(0, 0, width, height), padding=0)
    plot = view.getPlotItem()
    plot.setGeometry(QRectF(0, 0, width, height))
    draw_race(plot, match, scale=1.6)
    # Lay the axes and the legend out now: no event loop turns between here and the painting.
    plot.layout.activate()
    plot.getViewBox().updateViewRange()
    painter.fillRect(rect, QColor(theme.SURFACE_COLOUR))
    view.scene().render(painter, rect, QRectF(0, 0, width, height))
    view.deleteLater()


def save_race_image(match: Match | None, path: Path) -> None:
    """Save the race chart of ``match`` as SVG (``.svg``) or as PNG (``.png``), :data:`IMAGE_SIZE` big.

    Raises:
        OSError: the file could not be written.
    """
    rect = QRectF(0, 0, IMAGE_SIZE.width(), IMAGE_SIZE.height())
    if path.suffix.lower() == ".svg":
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(IMAGE_SIZE)
        generator.setViewBox(rect)
        generator.setResolution(_SCREEN_DPI)
        generator.setTitle(QCoreApplication.translate("RaceChart", "Race chart"))
        painter = QPainter(generator)
        painter.fillRect(rect, QColor(theme.SURFACE_COLOUR))
        paint_race(painter, rect, match)
        painter.end()
        if not path.is_file():
            raise OSError(QCoreApplication.translate("RaceChart", "Could not write {path}.").format(path=path))
        return
    image = QImage(IMAGE_SIZE, QImage.Format.Format_ARGB32)
    image.fill(QColor(theme.SURFACE_COLOUR))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_race(painter, rect, match)
    painter.end()
    if not image.save(str(path)):  # the format by the ending (.png)
        raise OSError(QCoreApplication.translate("RaceChart", "Could not write {path}.").format(path=path))


class RaceChart(QFrame):
    """The race chart of the match in force, with a caption naming the round under the cursor.

    Hovering over a round, or Left/Right (Home/End) while the chart has the focus, moves the
    cursor; the caption (and the accessible description) then says what that round did
    (:func:`tarbish_score.words.race.round_sentence`).

    Signals:
        round_chosen: the cursor moved to a round; argument: its 0-based index.
    """

    round_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("raceChart")
        self.setStyleSheet(theme.focus_frame_style("raceChart"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Race chart"))
        self.setAccessibleDescription(
            self.tr("Both teams' totals after each round. Left and Right arrows: the round before or after.")
        )
        self.setToolTip(self.tr("Left/Right: the round before or after; right-click to save the chart"))
        self._match: Match | None = None
        self._race: Race | None = None
        #: False for a small chart (the table view's corner): the legend would cover it; the team colours say who.
        self.legend_shown = True
        #: The round under the cursor (0-based), or None.
        self.cursor_round: int | None = None
        self.plot_widget = pg.PlotWidget(self, background=QColor(theme.SURFACE_COLOUR))
        self.plot_widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The chart frame takes the keys (Left/Right/Home/End); the plot's viewport is part of it.
        self.plot_widget.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plot_widget.setMinimumSize(240, 160)
        self.plot_widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.caption = QLabel(self)
        self.caption.setObjectName("raceChartCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        theme.style_label(self.caption, theme.TEXT_COLOUR)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.plot_widget, 1)
        layout.addWidget(self.caption)
        #: Actions of the chart's context menu (the window adds "Save race chart…").
        self.menu_actions: list[QAction] = []
        self._cursor_line = pg.InfiniteLine(angle=90, pen=_pen(theme.FOCUS_COLOUR, 3))
        self.plot_widget.scene().sigMouseMoved.connect(self._on_scene_mouse_moved)
        theme.notifier().theme_changed.connect(self._on_theme_changed)
        self.set_match(None)

    @property
    def race(self) -> Race | None:
        """The race drawn (None without a match)."""
        return self._race

    def plotted_totals(self) -> tuple[list[int], list[int]]:
        """Each team's totals as plotted, after each round (the 0-0 start left out; points)."""
        curves = [item for item in self.plot_widget.getPlotItem().listDataItems() if isinstance(item, pg.PlotDataItem)]
        out: list[list[int]] = []
        for curve in curves[:2]:
            _, ys = curve.getData()
            out.append([int(y) for y in ([] if ys is None else ys)][1:])
        while len(out) < 2:
            out.append([])
        return out[0], out[1]

    def set_match(self, match: Match | None) -> None:
        """Draw ``match``'s race (None: an empty chart); the cursor stays on its round if it still exists."""
        self._match = match
        self._race = draw_race(self.plot_widget.getPlotItem(), match)
        legend = self.plot_widget.getPlotItem().legend
        if legend is not None:
            legend.setVisible(self.legend_shown)
        self.plot_widget.getPlotItem().addItem(self._cursor_line, ignoreBounds=True)
        rounds = len(self._race.points) if self._race is not None else 0
        if self.cursor_round is not None and self.cursor_round >= rounds:
            self.cursor_round = None
        self._show_cursor()

    def move_cursor(self, index: int | None) -> None:
        """Put the cursor on round ``index`` (0-based, clamped to the rounds), or take it away (None)."""
        rounds = len(self._race.points) if self._race is not None else 0
        if index is not None:
            index = None if rounds == 0 else min(max(index, 0), rounds - 1)
        changed = index != self.cursor_round
        self.cursor_round = index
        self._show_cursor()
        if changed and index is not None:
            self.round_chosen.emit(index)

    def _show_cursor(self) -> None:
        if self._match is None or self._race is None:
            self._cursor_line.hide()
            self.caption.setText(self.tr("No match yet: the race shows here once rounds are recorded."))
        elif not self._race.points:
            self._cursor_line.hide()
            self.caption.setText(self.tr("No rounds yet. First to {target} wins.").format(target=self._race.target))
        elif self.cursor_round is None:
            self._cursor_line.hide()
            self.caption.setText(self.tr("Point at a round, or press Left or Right, to read what it did."))
        else:
            self._cursor_line.setPos(self.cursor_round + 1)
            self._cursor_line.show()
            self.caption.setText(round_sentence(self._match, self.cursor_round))
        self.caption.setAccessibleName(self.caption.text())

    def _on_theme_changed(self) -> None:
        """Redraw in the theme now in force: background, lines, marks, axes, legend and cursor."""
        self.plot_widget.setBackground(QColor(theme.SURFACE_COLOUR))
        self._cursor_line.setPen(_pen(theme.FOCUS_COLOUR, 3))
        self.setStyleSheet(theme.focus_frame_style("raceChart"))
        theme.style_label(self.caption, theme.TEXT_COLOUR)
        self.set_match(self._match)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        rounds = len(self._race.points) if self._race is not None else 0
        key = event.key()
        if rounds and key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            current = self.cursor_round
            if key == Qt.Key.Key_Home:
                self.move_cursor(0)
            elif key == Qt.Key.Key_End or current is None:
                self.move_cursor(rounds - 1)
            else:
                self.move_cursor(current + (1 if key == Qt.Key.Key_Right else -1))
            event.accept()
            return
        super().keyPressEvent(event)

    def _on_scene_mouse_moved(self, position: QPointF) -> None:
        if self._race is None or not self._race.points:
            return
        view = self.plot_widget.getPlotItem().getViewBox()
        x = view.mapSceneToView(position).x()
        number = round(x)
        if 1 <= number <= len(self._race.points):
            self.move_cursor(number - 1)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if not self.menu_actions:
            return
        menu = QMenu(self)
        menu.addActions(self.menu_actions)
        menu.exec(event.globalPos())


def chart_painter(match: Match) -> Callable[[QPainter, QRectF], None]:
    """What the scoresheet calls to paint ``match``'s race on its chart page (needs a QApplication)."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_race(painter, rect, match)

    return paint


def ensure_widget_application() -> QApplication:
    """The running QApplication, or a new one (offscreen without a display), for charts from the command line.

    Raises:
        RuntimeError: a Qt application without widgets already runs (pyqtgraph needs widgets).
    """
    existing = QCoreApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    if existing is not None:
        raise RuntimeError("a QGuiApplication runs: the race chart needs a QApplication")
    from tarbish_score.qt.scoresheet import offscreen_without_display

    offscreen_without_display()
    global _application
    _application = QApplication(sys.argv[:1])
    return _application


_application: QApplication | None = None

"""The race chart: the panel follows the match, marks by shape, the round under the cursor, files."""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, RoundInput, race
from tarbish_score.qt import settings, theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.actions.race_chart import RaceChartActions
from tarbish_score.ui.main_window import MainWindow
from tarbish_score.ui.race_chart import SYMBOLS, RaceChart, save_race_image
from tarbish_score.words.race import round_sentence

from ..model.helpers import rnd
from .conftest import standard_match

#: Us made 100; Them bait (72 of 162); Them made; Us half bait (81-81); Them made; Us made; Us win 572-481.
RACE_ROUNDS = (
    rnd(0, (100, 62)),
    rnd(1, (90, 72)),
    rnd(1, (40, 122)),
    rnd(0, (81, 81)),
    rnd(1, (60, 102)),
    rnd(0, (110, 52)),
    rnd(0, (100, 62)),
)


def race_match() -> Match:
    """Us against Them to 500: a bait in round 2, a half bait in round 4, Us win in round 7."""
    match = standard_match()
    for round_input in RACE_ROUNDS:
        match = match.add_round(round_input)
    return match


def engine_totals(match: Match | None) -> tuple[list[int], list[int]]:
    """Each team's running totals after each round, as the engine scores them."""
    rounds = match.score.rounds if match is not None else ()
    return [r.totals[0] for r in rounds], [r.totals[1] for r in rounds]


def shown_chart(qtbot: QtBot, window: MainWindow) -> RaceChart:
    """Show the race chart with F9 and return it."""
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: window.race_chart.dock.isVisible())
    chart = window.race_chart.chart
    assert chart is not None
    return chart


def test_f9_shows_the_chart_and_it_follows_record_correction_undo_and_a_new_match(
    qtbot: QtBot, started: MainWindow
) -> None:
    chart = shown_chart(qtbot, started)
    controller = started.controller
    assert chart.plotted_totals() == ([], [])
    for round_input in RACE_ROUNDS[:3]:
        controller.record_round(round_input)
    assert chart.plotted_totals() == engine_totals(controller.match) == ([100, 262, 302], [62, 62, 184])
    # A correction: round 2 made by Them after all (72 -> 100 of the card points).
    assert controller.edit_round(1, RoundInput(1, rnd(1, (0, 0)).trump, (62, 100)))
    assert chart.plotted_totals() == engine_totals(controller.match) == ([100, 162, 202], [62, 162, 284])
    controller.undo_stack.undo()
    assert chart.plotted_totals() == engine_totals(controller.match) == ([100, 262, 302], [62, 62, 184])
    controller.undo_stack.undo()
    assert chart.plotted_totals() == engine_totals(controller.match) == ([100, 262], [62, 62])
    controller.start_match(standard_match())
    assert chart.plotted_totals() == ([], [])
    assert chart.race is not None and chart.race.target == 500


def test_a_hidden_chart_is_redrawn_when_shown_again(qtbot: QtBot, started: MainWindow) -> None:
    chart = shown_chart(qtbot, started)
    qtbot.keyClick(started, Qt.Key.Key_F9)
    assert not started.race_chart.dock.isVisible()
    started.controller.record_round(RACE_ROUNDS[0])
    assert chart.plotted_totals() == ([], [])  # hidden: not drawn
    qtbot.keyClick(started, Qt.Key.Key_F9)
    assert chart.plotted_totals() == ([100], [62])


def test_the_panel_is_remembered(qtbot: QtBot, window: MainWindow) -> None:
    window.race_chart.action.trigger()
    assert settings.app_settings().value(settings.RACE_CHART.key) in (True, "true")
    again = MainWindow(MatchController())
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: again.race_chart.dock.isVisible())
    assert again.race_chart.action.isChecked()
    # Its close button unchecks the menu item, and that is remembered too.
    again.race_chart.dock.close()
    assert not again.race_chart.action.isChecked()
    assert settings.app_settings().value(settings.RACE_CHART.key) in (False, "false")


def test_bait_half_bait_and_the_win_are_marked_by_shape(qtbot: QtBot) -> None:
    chart = RaceChart()
    qtbot.addWidget(chart)
    chart.set_match(race_match())
    marks = {}
    for item in chart.plot_widget.getPlotItem().items:
        if isinstance(item, pg.ScatterPlotItem) and item.opts.get("name"):
            spots = item.points()
            marks[item.opts["name"]] = (spots[0].symbol(), [(p.pos().x(), p.pos().y()) for p in spots])
    # Bait on the callers' (Them) line in round 2, half bait on Us's line in round 4, the star on the winner's.
    assert marks == {
        "Bait": (SYMBOLS["bait"], [(2.0, 62.0)]),
        "Half bait": (SYMBOLS["half_bait"], [(4.0, 302.0)]),
        "Won": (SYMBOLS["won"], [(7.0, 572.0)]),
    }
    assert len({SYMBOLS["bait"], SYMBOLS["half_bait"], SYMBOLS["won"], SYMBOLS["round"]}) == 4
    lines = [item for item in chart.plot_widget.getPlotItem().items if isinstance(item, pg.InfiniteLine)]
    assert 500 in [line.value() for line in lines if line.angle == 0]


def test_left_right_and_hover_read_each_round(qtbot: QtBot) -> None:
    match = race_match()
    chart = RaceChart()
    qtbot.addWidget(chart)
    chart.resize(700, 420)
    chart.show()
    qtbot.waitExposed(chart)
    chart.set_match(match)
    chart.setFocus()
    qtbot.waitUntil(chart.hasFocus)
    assert chart.accessibleName() == "Race chart"
    qtbot.keyClick(chart, Qt.Key.Key_Left)  # from no cursor: the last round
    assert chart.cursor_round == 6
    assert chart.caption.text() == round_sentence(match, 6)
    assert "Us won the match." in chart.caption.text()
    for _ in range(4):
        qtbot.keyClick(chart, Qt.Key.Key_Left)
    assert chart.cursor_round == 2 - 0
    qtbot.keyClick(chart, Qt.Key.Key_Left)
    assert chart.cursor_round == 1
    assert chart.caption.text().startswith("Round 2: Them called, BAIT. Us +162 → 262, Them +0 → 62.")
    assert chart.caption.accessibleName() == chart.caption.text()
    qtbot.keyClick(chart, Qt.Key.Key_Home)
    assert chart.cursor_round == 0
    qtbot.keyClick(chart, Qt.Key.Key_Left)
    assert chart.cursor_round == 0  # stays on the first
    qtbot.keyClick(chart, Qt.Key.Key_End)
    assert chart.cursor_round == 6
    # Hovering over round 4 reads round 4 (the half bait).
    view = chart.plot_widget.getPlotItem().getViewBox()
    scene_point = view.mapViewToScene(QPointF(4, 300))
    with qtbot.waitSignal(chart.round_chosen) as chosen:
        chart.plot_widget.scene().sigMouseMoved.emit(scene_point)
    assert chosen.args == [3]
    assert chart.caption.text().startswith("Round 4: Us called, HALF BAIT.")


def test_the_chart_saves_as_png_and_svg(qtbot: QtBot, tmp_path: Path) -> None:
    match = race_match()
    save_race_image(match, tmp_path / "race.png")
    image = QImage(str(tmp_path / "race.png"))
    assert (image.width(), image.height()) == (1200, 700)
    assert image.pixelColor(600, 350).isValid()
    save_race_image(match, tmp_path / "race.svg")
    svg = (tmp_path / "race.svg").read_text(encoding="utf-8")
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    assert "Half bait" in svg and "Target 500" in svg


def test_save_race_chart_menu_item_writes_the_file(qtbot: QtBot, started: MainWindow, tmp_path: Path) -> None:
    started.controller.record_round(RACE_ROUNDS[0])
    actions = started.race_chart
    assert isinstance(actions, RaceChartActions)
    started.match_menu.fill()  # as when it opens
    assert actions.save_action in started.match_menu.actions()
    assert actions.save_to(tmp_path / "chart.svg") == tmp_path / "chart.svg"
    assert "Us" in (tmp_path / "chart.svg").read_text(encoding="utf-8")
    assert QApplication.instance() is not None
    # The chart's context menu offers the same item.
    chart = shown_chart(qtbot, started)
    assert actions.save_action in chart.menu_actions


def test_the_engine_race_is_what_the_chart_draws(qtbot: QtBot) -> None:
    match = race_match()
    chart = RaceChart()
    qtbot.addWidget(chart)
    chart.set_match(match)
    assert chart.race == race(match)
    assert chart.plotted_totals() == engine_totals(match)


def _chart_colours(chart: RaceChart) -> tuple[list[str], str, str]:
    """The team lines' pen colours, the plot's background and the axis text colour, as drawn now."""
    plot = chart.plot_widget.getPlotItem()
    curves = [item for item in plot.listDataItems() if isinstance(item, pg.PlotDataItem)]
    lines = [pg.mkPen(curve.opts["pen"]).color().name() for curve in curves[:2]]
    background = chart.plot_widget.backgroundBrush().color().name()
    return lines, background, plot.getAxis("left").textPen().color().name()


def test_the_chart_follows_the_theme_live(qtbot: QtBot, qapp: QApplication, started: MainWindow) -> None:
    from tarbish_score.qt import theme

    chart = shown_chart(qtbot, started)
    for round_input in RACE_ROUNDS[:3]:
        started.controller.record_round(round_input)
    assert _chart_colours(chart) == (list(theme.LIGHT.team), theme.LIGHT.surface, theme.LIGHT.text)
    try:
        with qtbot.waitSignal(theme.notifier().theme_changed):
            theme.apply_theme(qapp, "dark")
        assert _chart_colours(chart) == (list(theme.DARK.team), theme.DARK.surface, theme.DARK.text)
        picture = chart.plot_widget.grab().toImage()
        assert picture.pixelColor(picture.width() - 3, picture.height() // 2).name() == theme.DARK.surface
        assert chart.plotted_totals() == engine_totals(started.controller.match)
    finally:
        theme.apply_theme(qapp, "light")
        theme.apply_theme(qapp, "system")
    assert _chart_colours(chart)[1] == theme.LIGHT.surface


def test_tab_leaves_the_history_for_the_chart_framed_and_its_keys_work(qtbot: QtBot, started: MainWindow) -> None:
    for round_input in RACE_ROUNDS[:3]:
        started.controller.record_round(round_input)
    chart = shown_chart(qtbot, started)
    started.history.arm()
    qtbot.keyClick(started.history, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is chart  # F1: "click it or Tab to it"
    qtbot.keyClick(chart, Qt.Key.Key_Right)  # from no cursor: the last round
    qtbot.keyClick(chart, Qt.Key.Key_Left)
    assert chart.cursor_round == 1
    assert chart.caption.text() == round_sentence(started.controller.match, 1)
    # The focus frame: the chart's edge is painted in the theme's focus colour while it has the focus.
    edge = chart.grab().toImage()
    scale = edge.devicePixelRatio()
    colour = edge.pixelColor(int(1 * scale), int(edge.height() / 2)).name()
    assert colour == theme.FOCUS_COLOUR.lower()
    qtbot.keyClick(chart, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is started.history
    viewport = chart.plot_widget.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    assert QApplication.focusWidget() is chart  # or click it

"""The printable scoresheet: a tidy paper Tarabish sheet, as PDF or on the printer.

One page (more for a long match) with the date, both teams and their players,
a round-by-round table (dealer, caller and trump, each team's counted card points,
points and running total, runs and bella noted, bait marked), the final score with the
winner, and the rules the match was played under; then the race chart and the
statistics, each under the part before where it fits. The parts:

- :mod:`.layout`: the sheet's HTML (:class:`SheetInfo` says what it adds to the match);
- :mod:`.pages`: cut into pages of a device and painted, with the race chart;
- :mod:`.statistics_page`: the statistics page's HTML.

This module is what the window and the command line use: the paper (:func:`set_paper`), the PDF
(:func:`write_scoresheet_pdf`) and the printer (:func:`print_scoresheet`). Needs a
:class:`QGuiApplication` (for fonts): the headless ``export --format pdf`` gets one from
:func:`ensure_gui_application`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QGuiApplication, QPagedPaintDevice, QPdfWriter

from tarbish_score import __version__
from tarbish_score.qt.scoresheet.layout import SheetInfo
from tarbish_score.qt.scoresheet.pages import ChartPainter, paint_scoresheet, set_paper
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.exchange.paper import Paper
    from tarbish_score.model import Match

__all__ = [
    "ChartPainter",
    "SheetInfo",
    "ensure_gui_application",
    "offscreen_without_display",
    "print_scoresheet",
    "set_paper",
    "write_scoresheet_pdf",
]

_app: QGuiApplication | None = None


def ensure_gui_application() -> QGuiApplication:
    """The running Qt GUI application, or a new one (offscreen when there is no display).

    ``QT_QPA_PLATFORM=offscreen`` is set only when no platform is chosen and
    there is no X11 or Wayland display (Linux and other Unix).
    """
    global _app
    existing = QGuiApplication.instance()
    if isinstance(existing, QGuiApplication):
        return existing
    offscreen_without_display()
    _app = QGuiApplication(sys.argv[:1])
    return _app


def offscreen_without_display() -> None:
    """Choose Qt's offscreen platform when none is chosen and there is no X11 or Wayland display
    (Linux and other Unix), so a headless command can still make a Qt application."""
    if (
        sys.platform not in ("win32", "darwin")
        and not os.environ.get("QT_QPA_PLATFORM")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def write_scoresheet_pdf(
    match: Match,
    path: str | os.PathLike[str],
    info: SheetInfo | None = None,
    *,
    paper: Paper = "a4",
    chart: ChartPainter | None = None,
) -> Path:
    """Write the sheet as a PDF to ``path`` on ``paper`` (``"a4"`` or ``"letter"``), whole or not at all.

    ``chart`` paints the race chart after the rounds, where it fits (see :func:`paint_scoresheet`).
    The PDF is made in memory, then written by :func:`~tarbish_score.exchange.files.write_atomic`
    (a link keeps pointing where it did, a device is never replaced, the umask sets the mode).

    Raises:
        OSError: the file cannot be written; an existing file is left as it was.
        TarbishError: a round does not score.
    """
    from tarbish_score.exchange.files import write_atomic

    ensure_gui_application()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(
        translate("Scoresheet", "Tarabish: {a} against {b}").format(a=match.teams[0].name, b=match.teams[1].name)
    )
    writer.setCreator(f"Tarabish Score {__version__}")
    writer.setResolution(300)
    set_paper(writer, paper)
    paint_scoresheet(match, writer, info, chart=chart)
    del writer  # finishes the PDF into the buffer
    buffer.close()
    return write_atomic(path, bytes(buffer.data().data()))


def print_scoresheet(
    match: Match, printer: QPagedPaintDevice, info: SheetInfo | None = None, *, chart: ChartPainter | None = None
) -> None:
    """Print the sheet on ``printer`` (a :class:`QPrinter` set up by the print dialog); ``chart``: the race page.

    Raises:
        TarbishError: a round does not score.
    """
    paint_scoresheet(match, printer, info, chart=chart)

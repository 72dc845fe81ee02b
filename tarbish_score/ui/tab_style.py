"""Tab titles whose capital accents are drawn whole: "Équipes", "Índice", "È tardi" on a tab not chosen.

Fusion draws a tab not chosen 2 pixels lower than the chosen one, and cuts the top of its title there: the
accent of a capital letter (French "Équipes") is lost. :func:`install` makes the application's style one
with no such shift, for every tab bar of the app (the desk's, the statistics', the help's) from one place;
the theme menu installs it each time it puts a theme in force (a theme may change the style).
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

__all__ = ["install"]


class _UnshiftedTabs(QProxyStyle):
    """The application's style, with the tabs not chosen drawn at the chosen one's height."""

    def pixelMetric(
        self, metric: QStyle.PixelMetric, option: QStyleOption | None = None, widget: QWidget | None = None
    ) -> int:
        """No vertical shift for a tab not chosen; every other metric as the application's style has it."""
        if metric == QStyle.PixelMetric.PM_TabBarTabShiftVertical:
            return 0
        return super().pixelMetric(metric, option, widget)


def install(app: QApplication | None = None) -> None:
    """Make ``app``'s style (the running application's by default) draw every tab title whole; nothing when
    it does already."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if not isinstance(app, QApplication) or isinstance(app.style(), _UnshiftedTabs):
        return
    base = QStyleFactory.create(app.style().name())
    app.setStyle(_UnshiftedTabs(base) if base is not None else _UnshiftedTabs())

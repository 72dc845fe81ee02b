"""Tab titles whose capital accents are drawn whole: "Équipes", "Índice", "È tardi" on a tab not chosen.

Fusion draws a tab not chosen 2 pixels lower than the chosen one, and cuts the top of its title there: the
accent of a capital letter (French "Équipes") is lost. :func:`keep_accents` gives a tab widget the app's
style with no such shift: every tab's title on one line, accents whole.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QTabWidget, QWidget

__all__ = ["keep_accents"]


class _UnshiftedTabs(QProxyStyle):
    """The application's style, with the tabs not chosen drawn at the chosen one's height."""

    def pixelMetric(
        self, metric: QStyle.PixelMetric, option: QStyleOption | None = None, widget: QWidget | None = None
    ) -> int:
        """No vertical shift for a tab not chosen; every other metric as the application's style has it."""
        if metric == QStyle.PixelMetric.PM_TabBarTabShiftVertical:
            return 0
        return super().pixelMetric(metric, option, widget)


def keep_accents(tabs: QTabWidget) -> None:
    """Draw ``tabs``' titles whole (the style is the tab widget's child: it lives as long)."""
    style = _UnshiftedTabs()
    style.setParent(tabs)
    tabs.tabBar().setStyle(style)

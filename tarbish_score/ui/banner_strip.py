"""The banner strip under the scoreboard: the archive's banners, the undo banner and the match's note, side by side.

It takes no room while no banner shows (the scoreboard's totals get it), and room for two
lines of banner text while one does, taken from the round entry and the history: the
scoreboard and its totals never move when a banner comes or goes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

__all__ = ["BannerStrip"]

#: The most lines of text the banner strip grows to (a longer message scrolls nowhere: it is cut).
_BANNER_MAX_LINES = 4


def _banner_height(banner: QWidget, lines_of_text: int = 2) -> int:
    """The height (pixels) ``banner`` needs for ``lines_of_text`` lines, or its own one-line height if taller."""
    from PySide6.QtGui import QFont, QFontMetrics

    font = QFont(banner.font())
    font.setPixelSize(16)  # the banners' type (theme: 15 to 17 px)
    layout = banner.layout()
    margins = layout.contentsMargins() if layout is not None else None
    frame = (margins.top() + margins.bottom()) if margins is not None else 0
    lines = lines_of_text * QFontMetrics(font).lineSpacing() + frame + 4  # and a 2-pixel border
    return max(lines, banner.sizeHint().height())


class BannerStrip(QWidget):
    """A row of banners, shown while one of them is, as tall as the longest shown one needs.

    Signals:
        room_changed: the strip was shown or hidden, or changed its height while shown: the
            window shares its height out again (the room comes from the round entry).
    """

    room_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bannerStrip")
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._fit_soon = QTimer(self)
        self._fit_soon.setSingleShot(True)
        self._fit_soon.setInterval(0)
        self._fit_soon.timeout.connect(self._fit_if_shown)
        self.hide()

    def _fit_if_shown(self) -> None:
        if self._on_screen():
            self._fit()

    def add_banner(self, banner: QWidget, stretch: int = 3) -> None:
        """Place ``banner`` after those already here; shown at once, they share the width by ``stretch``.

        A short line, as the undo banner's or the note's, takes 1; the archive's longer messages 3.
        """
        self._row.addWidget(banner, stretch)
        banner.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)  # buttons stay whole
        banner.installEventFilter(self)
        self._show_or_hide()

    def _shown_banners(self) -> list[QWidget]:
        return [
            widget
            for i in range(self._row.count())
            if (item := self._row.itemAt(i)) is not None
            and (widget := item.widget()) is not None
            and not widget.isHidden()
        ]

    def _on_screen(self) -> bool:
        """Shown as far as the window goes (the window itself may not be shown yet)."""
        return self.isVisibleTo(self.window())

    def _fit(self) -> None:
        """As tall as the longest shown banner needs at its width (a French or Spanish message
        wraps to a third line where the English takes two), from two lines up to :data:`_BANNER_MAX_LINES`."""
        banners = self._shown_banners()
        need = max((_banner_height(banner) for banner in banners), default=0)
        for banner in banners:
            width = self._width_of(banner, banners)
            if width > 50 and banner.hasHeightForWidth():
                need = max(need, banner.heightForWidth(width))
        need = min(need, max((_banner_height(banner, _BANNER_MAX_LINES) for banner in banners), default=need))
        if need and need != self.height():
            self.setFixedHeight(need)
            if self._on_screen():
                self.room_changed.emit()

    def _width_of(self, banner: QWidget, banners: list[QWidget]) -> int:
        """The width ``banner`` has, or will have once laid out (a banner just shown still has its old one)."""
        parent = self.parentWidget()
        if (self.isVisible() and banner.isVisible()) or parent is None:
            return banner.width()
        layout = parent.layout()
        margins = layout.contentsMargins() if layout is not None else None
        room = parent.width() - (margins.left() + margins.right() if margins is not None else 0)
        shares = {shown: max(1, self._row.stretch(self._row.indexOf(shown))) for shown in banners}
        room -= self._row.spacing() * (len(banners) - 1)
        return room * shares[banner] // sum(shares.values())

    def _show_or_hide(self) -> None:
        """Shown while one of the banners is, else hidden (no room taken)."""
        shown = bool(self._shown_banners())
        if shown:
            self._fit()
        if shown != self._on_screen():
            self.setVisible(shown)
            self.room_changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A banner shown or hidden: the strip follows; a new message or a new width: the lines it wraps to."""
        if event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent) and watched.parent() is self:
            self._show_or_hide()
        elif event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and (
            watched.parent() is self and self._on_screen()
        ):
            # After the banner has laid itself out for this size: a new height set in the middle of
            # its resize would be undone by the rest of it (its text and buttons drawn for the old one).
            self._fit_soon.start()
        return super().eventFilter(watched, event)

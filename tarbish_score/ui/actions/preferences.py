"""View ▸ Language and Match ▸ Scoresheet paper size: choices remembered in the app's settings.

The language applies at the next start (the history's cells and the windows' titles are
made once, in the language in force): choosing one says so in a banner across the window.
The paper applies to the next PDF export and the next print.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from tarbish_score.qt.preferences import (
    LANGUAGES,
    chosen_language,
    chosen_paper,
    set_chosen_language,
    set_chosen_paper,
)

if TYPE_CHECKING:
    from tarbish_score.exchange.paper import Paper
    from tarbish_score.ui.actions.archive import Banner

__all__ = ["LanguageActions", "PaperActions"]


class LanguageActions(QObject):
    """View ▸ Language: System, then each language by its own name (English, Français, …).

    Args:
        add_banner: places a banner across the top of the window (``MainWindow.add_banner``).
        parent: the window the menu belongs to.
    """

    def __init__(self, add_banner: Callable[[QWidget, int], None], parent: QWidget) -> None:
        super().__init__(parent)
        self._add_banner = add_banner
        self._parent = parent
        #: The note that the language changes at the next start (made on the first change).
        self.note: Banner | None = None
        #: The language in force in this session ("" for the system's).
        self.in_force = chosen_language()
        self.menu = QMenu(self.tr("&Language"), parent)
        self.menu.setObjectName("languageMenu")
        group = QActionGroup(self)
        group.setExclusive(True)
        #: The menu's items by language code ("" for the system's language).
        self.actions: dict[str, QAction] = {}
        names = {"": self.tr("System language"), **LANGUAGES}
        for code, name in names.items():
            action = QAction(name, self.menu)
            action.setCheckable(True)
            action.setChecked(code == self.in_force)
            action.setData(code)
            group.addAction(action)
            self.menu.addAction(action)
            self.actions[code] = action
            if not code:
                self.menu.addSeparator()
        group.triggered.connect(self._on_group_triggered)

    def _on_group_triggered(self, action: QAction) -> None:
        self.choose(str(action.data()))

    def choose(self, code: str) -> None:
        """Remember language ``code`` ("" for the system's) and say when it applies.

        Raises:
            ValueError: ``code`` is not a language of the app.
        """
        set_chosen_language(code)
        self.actions[code].setChecked(True)
        if code == self.in_force:
            if self.note is not None:
                self.note.hide()
            return
        if self.note is None:
            from tarbish_score.ui.actions.archive import Banner

            self.note = Banner("languageNote", self._parent)
            self._add_banner(self.note, 2)
        name = self.actions[code].text()
        self.note.show_message(
            "info",
            self.tr("The language changes to {language} the next time Tarabish Score starts.").format(language=name),
        )


class PaperActions(QObject):
    """Match ▸ Scoresheet paper size: A4 or US Letter, for PDF exports and printing (remembered).

    The first choice is the system locale's (:func:`tarbish_score.exchange.paper.paper_for_locale`);
    the menu reads the choice when it opens (nothing is looked up at start-up).

    Args:
        parent: the window the menu belongs to.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.menu = QMenu(self.tr("Scoresheet paper si&ze"), parent)
        self.menu.setObjectName("paperMenu")
        group = QActionGroup(self)
        group.setExclusive(True)
        #: The menu's items by paper.
        self.actions: dict[Paper, QAction] = {}
        names: tuple[tuple[Paper, str], ...] = (("a4", self.tr("A4")), ("letter", self.tr("US Letter")))
        for paper, name in names:
            action = QAction(name, self.menu)
            action.setCheckable(True)
            action.setData(paper)
            group.addAction(action)
            self.menu.addAction(action)
            self.actions[paper] = action
        group.triggered.connect(self._on_group_triggered)
        self.menu.aboutToShow.connect(self.show_choice)

    def show_choice(self) -> None:
        """Tick the paper in force (the one remembered, else the locale's)."""
        self.actions[chosen_paper()].setChecked(True)

    def _on_group_triggered(self, action: QAction) -> None:
        self.choose("letter" if action.data() == "letter" else "a4")

    def choose(self, paper: Paper) -> None:
        """Use and remember ``paper`` for the next scoresheets."""
        set_chosen_paper(paper)
        self.actions[paper].setChecked(True)

"""Help ▸ About: the version, the licence, where the matches live, and where the rules come from.

Imported only when the box is first opened, to keep start-up lean.
"""

from __future__ import annotations

import platform
from html import escape
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tarbish_score import __version__, paths
from tarbish_score.qt import theme
from tarbish_score.qt.theme import style_label
from tarbish_score.ui.dialogs.help_key import answer_f1

__all__ = ["RULE_SOURCES", "AboutDialog", "open_folder"]

#: Qt's translate(); this name is one pyside6-lupdate recognises.
translate = QCoreApplication.translate

#: The sources of the rules (docs/rules.md, "Sources"): (title, address or None).
RULE_SOURCES: tuple[tuple[str, str | None], ...] = (
    ('Wikipedia, "Tarabish"', "https://en.wikipedia.org/wiki/Tarabish"),
    ("Rules printed in Cape Breton newspapers", None),
    ("KenMacD/tarabish, an open-source Tarabish game server", "https://github.com/KenMacD/tarabish"),
    ("KimCBNS/tarabish-scoresheet, a Tarabish scoresheet app", "https://github.com/KimCBNS/tarabish-scoresheet"),
    ("crashka/euchmgr, a euchre tournament manager: its ranking notes", "https://github.com/crashka/euchmgr"),
    ("House rules reported by players", None),
    ("The sister games Klaberjass and Belote, for borrowed house rules", None),
)


def _source_titles() -> list[str]:
    """The titles of :data:`RULE_SOURCES`, translated (each literal where lupdate sees it)."""
    return [
        translate("About", 'Wikipedia, "Tarabish"'),
        translate("About", "Rules printed in Cape Breton newspapers"),
        translate("About", "KenMacD/tarabish, an open-source Tarabish game server"),
        translate("About", "KimCBNS/tarabish-scoresheet, a Tarabish scoresheet app"),
        translate("About", "crashka/euchmgr, a euchre tournament manager: its ranking notes"),
        translate("About", "House rules reported by players"),
        translate("About", "The sister games Klaberjass and Belote, for borrowed house rules"),
    ]


def open_folder(folder: Path) -> bool:
    """Show ``folder`` in the desktop's file manager (``QDesktopServices.openUrl``).

    Returns:
        True when the desktop took it.
    """
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


class AboutDialog(QDialog):
    """Help ▸ About: version, licence, the data folder, settings file and log folder (each with
    "Open folder"), and the rule sources as links. Esc or Close closes it.

    Attributes:
        places: ``{"data" | "settings" | "log": (shown path, folder opened, its "Open folder" button)}``;
            each path in a read-only field (a long path scrolls, is copied whole, and never widens the box).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Tarabish Score"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)

        title = QLabel(self.tr("Tarabish Score"))
        style_label(title, theme.TEXT_COLOUR, bold=True, pixel_size=22)
        layout.addWidget(title)
        self.version_label = QLabel(
            self.tr("Version {version} (Qt for Python {qt}, Python {python})").format(
                version=__version__, qt=pyside_version, python=platform.python_version()
            )
        )
        self.version_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        style_label(self.version_label, theme.MUTED_COLOUR)
        layout.addWidget(self.version_label)
        blurb = QLabel(self.tr("Keeps score for Tarabish, the Cape Breton card game, at the kitchen table."))
        blurb.setWordWrap(True)
        layout.addWidget(blurb)
        self.licence_label = QLabel(
            self.tr("Licence: MIT. Free to use, copy, change and share; it comes with no warranty.")
        )
        self.licence_label.setWordWrap(True)
        layout.addWidget(self.licence_label)

        layout.addWidget(self._places_box())
        layout.addWidget(self._sources_box())

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout.addWidget(buttons)
        self.close_button.setDefault(True)
        self.close_button.setFocus()

    def _places_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Where your matches live"))
        grid = QGridLayout(box)
        settings = paths.settings_path()
        rows = [
            ("data", self.tr("Data folder (the match archive)"), paths.data_dir(), paths.data_dir()),
            ("settings", self.tr("Settings file"), settings, settings.parent),
            ("log", self.tr("Log folder"), paths.log_dir(), paths.log_dir()),
        ]
        self.places: dict[str, tuple[QLineEdit, Path, QPushButton]] = {}
        for row, (key, name, shown, folder) in enumerate(rows):
            label = QLabel(name)
            style_label(label, theme.MUTED_COLOUR)
            path_label = QLineEdit(str(shown))
            if not folder.is_dir():
                path_label.setText(self.tr("{path} (not made yet)").format(path=shown))
            path_label.setObjectName(f"{key}PathLabel")
            path_label.setReadOnly(True)
            path_label.setFrame(False)
            path_label.setAccessibleName(name)
            path_label.setToolTip(path_label.text())
            path_label.setCursorPosition(0)
            button = QPushButton(self.tr("Open folder"))
            button.setObjectName(f"{key}OpenButton")
            button.setAutoDefault(False)
            if not folder.is_dir():
                button.setEnabled(False)
                button.setToolTip(self.tr("Not made yet: it is made when first needed."))
            button.clicked.connect(lambda checked=False, folder=folder: open_folder(folder))
            grid.addWidget(label, row * 2, 0, 1, 2)
            grid.addWidget(path_label, row * 2 + 1, 0)
            grid.addWidget(button, row * 2 + 1, 1)
            self.places[key] = (path_label, folder, button)
        grid.setColumnStretch(0, 1)
        return box

    def _sources_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Where the rules come from"))
        column = QVBoxLayout(box)
        items = []
        for (_, url), title in zip(RULE_SOURCES, _source_titles(), strict=True):
            text = escape(title)
            items.append(f'<li><a href="{escape(url)}">{text}</a></li>' if url else f"<li>{text}</li>")
        self.sources_label = QLabel(f"<ul style='-qt-list-indent: 1'>{''.join(items)}</ul>")
        self.sources_label.setTextFormat(Qt.TextFormat.RichText)
        self.sources_label.setWordWrap(True)  # a longer translated title wraps rather than runs off the edge
        self.sources_label.setOpenExternalLinks(True)
        # Tab reaches each link; Enter opens it.
        self.sources_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        column.addWidget(self.sources_label)
        more = QLabel(self.tr("The rules as this app scores them: Help ▸ Rules in force."))
        more.setWordWrap(True)
        style_label(more, theme.MUTED_COLOUR)
        column.addWidget(more)
        return box

"""Tools ▸ Sync folder…: the folder a sync tool carries between laptops, chosen, cleared, and how it last went."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.ui.dialogs.help_key import answer_f1
from tarbish_score.words.formats import format_datetime

if TYPE_CHECKING:
    from tarbish_score.qt.sync_keeper import SyncKeeper

__all__ = ["SyncControl", "SyncFolderDialog"]


class SyncControl(Protocol):
    """What the dialog asks of the window's sync (:class:`tarbish_score.ui.actions.sync.SyncActions`)."""

    @property
    def sync_keeper(self) -> SyncKeeper | None:
        """The keeper while a sync folder is in force, else None."""

    def folder_in_force(self) -> tuple[Path | None, str]:
        """The sync folder in force and where it was named (``environment``, ``setting`` or "")."""

    def set_folder(self, folder: Path | None) -> None:
        """Remember ``folder`` as the sync folder (None: none) and use it now."""

    def sync_now(self) -> bool:
        """Read the folder now and publish what it lacks; True when it was read."""

    def archive_folder(self) -> Path:
        """The archive's folder (the data folder): never to be carried by a sync tool."""


class SyncFolderDialog(QDialog):
    """Choose or clear the sync folder; see where it is, whether ``--sync-dir`` overrides it, and the last sync.

    Args:
        sync: the window's sync (the folder in force, its keeper, and ``set_folder``).
        parent: the main window (the dialog is window-modal).
    """

    def __init__(self, sync: SyncControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        answer_f1(self)
        self._sync = sync
        self.setObjectName("syncFolderDialog")
        self.setWindowTitle(self.tr("Sync folder"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Matches go to your other laptops through a folder a sync tool carries (Syncthing, Nextcloud, "
                "Dropbox, OneDrive, or a USB stick): each match is one file there. Choose the same synced folder "
                "on every laptop. The archive itself stays where it is."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        label = QLabel(self.tr("&Folder:"), self)
        theme.style_label(label, bold=True)
        self.folder_edit = QLineEdit(self)
        self.folder_edit.setReadOnly(True)
        self.folder_edit.setAccessibleName(self.tr("Sync folder"))
        self.folder_edit.setPlaceholderText(self.tr("None: matches stay on this laptop"))
        label.setBuddy(self.folder_edit)
        self.choose_button = QPushButton(self.tr("&Choose…"), self)
        self.clear_button = QPushButton(self.tr("&Stop syncing"), self)
        self.clear_button.setAccessibleDescription(
            self.tr("Matches stop going to the folder; the files already there stay")
        )
        row.addWidget(label)
        row.addWidget(self.folder_edit, 1)
        row.addWidget(self.choose_button)
        row.addWidget(self.clear_button)
        layout.addLayout(row)
        self.override_label = QLabel(self)
        self.override_label.setWordWrap(True)
        theme.style_label(self.override_label, theme.MUTED_COLOUR)
        layout.addWidget(self.override_label)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName(self.tr("Last sync"))
        layout.addWidget(self.status_label)
        #: Each file not taken by the last sync, with why and what happens to it (it scrolls: there may be many).
        self.skipped_list = QListWidget(self)
        self.skipped_list.setAccessibleName(self.tr("Files not taken"))
        self.skipped_list.setWordWrap(True)
        self.skipped_list.setMaximumHeight(7 * self.fontMetrics().lineSpacing())
        layout.addWidget(self.skipped_list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.sync_button = buttons.addButton(self.tr("Sync &now"), QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for button in (self.choose_button, self.clear_button, self.sync_button):
            button.setAutoDefault(False)
        self.choose_button.clicked.connect(self._on_choose_button_clicked)
        self.clear_button.clicked.connect(self._on_clear_button_clicked)
        self.sync_button.clicked.connect(self._on_sync_button_clicked)
        self.refresh()

    def refresh(self) -> None:
        """Show the folder in force, where it was named, and how the last sync went."""
        from tarbish_score import paths

        folder, source = self._sync.folder_in_force()
        self.folder_edit.setText("" if folder is None else str(folder))
        overridden = source == "environment"
        self.override_label.setVisible(overridden)
        self.override_label.setText(
            self.tr(
                "This folder was named by --sync-dir or {variable} for this run: it comes before the one chosen "
                "here, which is used when neither names one."
            ).format(variable=paths.SYNC_ENV)
        )
        self.choose_button.setEnabled(not overridden)
        self.clear_button.setEnabled(not overridden and folder is not None)
        keeper = self._sync.sync_keeper
        self.sync_button.setEnabled(keeper is not None)
        self.status_label.setText(self.status_text())
        self.skipped_list.clear()
        report = keeper.last_report if keeper is not None and not keeper.last_error else None
        skipped = report.skipped if report is not None else ()
        self.skipped_list.addItems([str(item) for item in skipped])
        self.skipped_list.setVisible(bool(skipped))
        self._fit()

    def _fit(self) -> None:
        """Grow to show what changed (the skipped files, a refusal), within the screen."""
        if not self.isVisible():
            return  # the window fits a dialog on its first showing
        screen = self.screen().availableGeometry()
        wanted = self.sizeHint().expandedTo(self.size())
        if self.skipped_list.isVisibleTo(self):
            wanted.setWidth(max(wanted.width(), 860))  # a file's name and why on one or two lines
        self.resize(min(wanted.width(), screen.width() - 40), min(wanted.height(), screen.height() - 60))

    def status_text(self) -> str:
        """How the last sync went, in one or two sentences."""
        keeper = self._sync.sync_keeper
        if keeper is None:
            return self.tr("Not syncing.")
        if keeper.last_error:
            return keeper.last_error
        report, when = keeper.last_report, keeper.last_time
        if report is None or when is None:
            return self.tr("Not synced yet.")
        moment = format_datetime(datetime.fromtimestamp(when).astimezone())
        came = len(report.added) + len(report.updated)
        if came:
            text = self.tr("Last sync {when}: %n match(es) came in or grew.", "", came).format(when=moment)
        else:
            text = self.tr("Last sync {when}: nothing new.").format(when=moment)
        if report.published:
            text += " " + self.tr("%n match(es) written to the folder.", "", len(report.published))
        if report.conflicts:
            text += " " + self.tr(
                "%n changed on two laptops: the banner offers both versions.", "", len(report.conflicts)
            )
        if report.skipped:
            text += " " + self.tr("%n file(s) not taken:", "", len(report.skipped))
        return text

    def choose_path(self) -> str:
        """Ask for a folder (the system's folder chooser; tests replace this method); "" when cancelled."""
        folder, _source = self._sync.folder_in_force()
        start = "" if folder is None else str(folder)
        return QFileDialog.getExistingDirectory(self, self.tr("Choose the sync folder"), start)

    def _on_choose_button_clicked(self) -> None:
        chosen = self.choose_path()
        if not chosen:
            return
        folder = Path(chosen).resolve()
        archive = self._sync.archive_folder().resolve()
        if folder == archive or folder in archive.parents or archive in folder.parents:
            # The sync tool would carry the archive itself (a live SQLite file): never.
            self.refresh()
            self.status_label.setText(
                self.tr(
                    "Not chosen: {folder} and the archive's folder {archive} lie one inside the other, so the "
                    "sync tool would copy the archive itself and could damage it. Choose a folder apart from it."
                ).format(folder=folder, archive=archive)
            )
            self._fit()
            return
        self._sync.set_folder(folder)
        self.refresh()

    def _on_clear_button_clicked(self) -> None:
        self._sync.set_folder(None)
        self.refresh()

    def _on_sync_button_clicked(self) -> None:
        self._sync.sync_now()
        self.refresh()

"""An archive on a read-only disk: the window resumes the match, says so, keeps changes, and saves once it can."""

from __future__ import annotations

import errno
import os

import pytest
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.storage import LOCK_NAME, MatchStore
from tarbish_score.ui import app as app_module
from tarbish_score.ui.main_window import MainWindow

from .archive_helpers import in_progress, made, stored_current


def test_a_read_only_disk_resumes_the_match_in_memory_and_saves_when_writable_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    with MatchStore.open(paths.data_dir()) as store:
        match_id = store.create_match(in_progress())
        store.set_current(match_id)
    real_open = os.open

    def read_only(path: object, flags: int, *args: object, **kwargs: object) -> int:
        # What a read-only mount does to the lock file (root ignores chmod, so simulate the mount).
        if str(path).endswith(LOCK_NAME):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    told: list[str] = []
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: told.append(text))
    monkeypatch.setattr(os, "open", read_only)
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    try:
        assert told == []
        assert window.controller.match == in_progress()
        assert window.archive.keeper.match_id == match_id
        assert window.archive.keeper.store.read_only
        banner = window.archive.alert_banner
        assert banner.isVisible() and banner.kind == "warning"
        assert "The archive is on a read-only disk:</b> changes are kept in this window only" in banner.label.text()
        # A change stays in the window; the banner says it is not saved and will be retried.
        with qtbot.waitSignal(window.controller.save_failed):
            window.controller.record_round(made(3, (62, 100)))
        assert len(window.controller.match.rounds) == 3
        assert banner.kind == "error" and "read-only" in banner.label.text()
        on_disk = stored_current()
        assert on_disk is not None and len(on_disk.match.rounds) == 2
        # The disk is writable again: the next change saves everything, in order.
        monkeypatch.setattr(os, "open", real_open)
        window.controller.record_round(made(0, (100, 62)))
        assert not window.archive.keeper.store.read_only
        on_disk = stored_current()
        assert on_disk is not None and on_disk.match == window.controller.match
        assert [e.action for e in on_disk.log][-2:] == ["record", "record"]
        assert banner.kind == "info" and "every change is on disk again" in banner.label.text()
    finally:
        window.archive.keeper.store.close()


def test_a_read_only_disk_without_an_archive_still_says_nothing_is_saved(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths.data_dir().mkdir(parents=True)
    real_open = os.open

    def read_only(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if str(path).endswith(LOCK_NAME):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    told: list[str] = []
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: told.append(text))
    monkeypatch.setattr(os, "open", read_only)
    assert app_module.open_archive(window) is True
    assert window.archive is None
    assert len(told) == 1 and "read-only" in told[0]


# --- an archive that cannot be used at all: said at once, never a traceback --------------


def test_an_archive_without_read_permission_is_said_and_the_rounds_kept(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pathlib import Path

    with MatchStore.open(paths.data_dir()) as store:
        store.set_current(store.create_match(in_progress()))
    archive = paths.data_dir() / "archive.sqlite3"
    real_open = Path.open

    def unreadable(self: Path, *args: object, **kwargs: object) -> object:
        # What chmod 000 on the archive does for a user (root ignores chmod).
        if self == archive:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    told: list[str] = []
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: told.append(text))
    monkeypatch.setattr(Path, "open", unreadable)
    assert app_module.open_archive(window) is True
    assert window.archive is None
    assert len(told) == 1 and "cannot be read" in told[0] and f"chmod u+rw {archive}" in told[0]
    assert window.unarchived is not None and told[0].endswith(f"Details: {window.unarchived.problem}")


def test_a_full_disk_at_the_very_first_start_is_said(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    told: list[str] = []
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: told.append(text))
    monkeypatch.setattr(os, "write", full)
    assert app_module.open_archive(window) is True
    monkeypatch.undo()
    assert window.archive is None
    assert len(told) == 1 and "the disk is full" in told[0]
    assert window.unarchived is not None


def _fill(disk: os.PathLike[str] | str) -> None:
    """Write into ``disk`` until it is full."""
    fd = os.open(os.path.join(disk, "filler"), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError as error:
        assert error.errno == errno.ENOSPC
    finally:
        os.close(fd)


def _full_disk_shows_the_match(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Open the archive on a disk that is now full: the match is shown, read-only, with why."""
    told: list[str] = []
    monkeypatch.setattr(app_module, "report_store_problem", lambda parent, text: told.append(text))
    assert app_module.open_archive(window) is True
    assert window.archive is not None
    assert told == []
    assert window.unarchived is None
    assert window.controller.match == in_progress()
    assert window.archive.keeper.store.read_only
    banner = window.archive.alert_banner
    assert banner.isVisible() and banner.kind == "warning"
    assert banner.label.text().startswith("<b>The disk is full:</b> the archive can be read but not written")
    with qtbot.waitSignal(window.controller.save_failed):
        window.controller.record_round(made(3, (62, 100)))
    assert banner.kind == "error" and "the disk is full" in banner.label.text()


def test_a_window_started_on_a_full_disk_shows_the_match_and_says_why(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # What a full disk does to the lock file the writable open starts with.
    with MatchStore.open(paths.data_dir()) as store:
        store.set_current(store.create_match(in_progress()))
    real_open = os.open

    def full(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if str(path).endswith(LOCK_NAME):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", full)
    try:
        _full_disk_shows_the_match(qtbot, window, monkeypatch)
        assert window.archive is not None
        monkeypatch.setattr(os, "open", real_open)  # room again: the next change saves both
        window.controller.record_round(made(0, (100, 62)))
        on_disk = stored_current()
        assert on_disk is not None and on_disk.match == window.controller.match
    finally:
        if window.archive is not None:
            window.archive.keeper.store.close()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="mounting a small disk needs root")
def test_a_window_started_on_a_real_full_disk_shows_the_match(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: os.PathLike[str]
) -> None:
    import subprocess
    from pathlib import Path

    disk = Path(tmp_path) / "disk"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(disk)], check=False).returncode:
        pytest.skip("cannot mount a tmpfs here")
    try:
        monkeypatch.setenv("TARBISH_SCORE_DATA_DIR", str(disk / "data"))
        with MatchStore.open(paths.data_dir()) as store:
            store.set_current(store.create_match(in_progress()))
        _fill(disk)
        _full_disk_shows_the_match(qtbot, window, monkeypatch)
        assert window.archive is not None
        (disk / "filler").unlink()  # room again: the next change saves both
        window.controller.record_round(made(0, (100, 62)))
        assert not window.archive.keeper.store.read_only
        on_disk = stored_current()
        assert on_disk is not None and on_disk.match == window.controller.match
    finally:
        if window.archive is not None:
            window.archive.keeper.store.close()
        subprocess.run(["umount", "-l", str(disk)], check=False)

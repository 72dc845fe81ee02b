"""Test set-up: Qt offscreen, and every user directory inside the test's tmp_path."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

# Before anything imports Qt: no screen here, and never a real one in tests.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
# The window speaks the system's language once its catalogues are compiled (below): the suite runs in
# English whatever the developer's locale; a test of another language names its locale.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

import pytest

from tarbish_score import paths
from tarbish_score.words import formats

DATA = Path(__file__).parent / "data"


def pytest_configure(config: pytest.Config) -> None:
    """The editable install (the README's test command) loads the catalogues from the package
    folder: compile them there (gitignored) when missing or older than their ``.ts``."""
    import importlib.util
    import sys

    if importlib.util.find_spec("PySide6") is None:
        return  # the Qt-free run: no compiler, no window
    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root / "tools"))
    try:
        import catalogue
    finally:
        sys.path.remove(str(root / "tools"))
    package = Path(__import__("tarbish_score").__file__).resolve().parent
    if package.parent == root:  # the source tree (editable install), not an installed wheel
        catalogue.compile_catalogues(package / "resources" / "i18n")


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point every data, config, log, cache and home directory at ``tmp_path``."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / ".local" / "state"))
    monkeypatch.setenv(paths.DATA_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(paths.CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(paths.LOG_ENV, str(tmp_path / "log"))
    monkeypatch.setenv(paths.RECOVERY_ENV, str(tmp_path / "recovery"))
    # The last resort for recovery records (the system's temp folder) is inside tmp_path too.
    monkeypatch.setattr(paths, "fallback_recovery_dir", lambda: tmp_path / "temp" / "tarbish-score-recovery")
    monkeypatch.delenv(paths.SYNC_ENV, raising=False)  # no sync folder unless a test gives one
    paths.set_data_dir(None)
    paths.set_sync_dir(None)
    yield tmp_path
    paths.set_data_dir(None)
    paths.set_sync_dir(None)
    formats.install_formatter(None)  # a test that set a locale's dates leaves ISO dates to the next
    if "PySide6.QtCore" in sys.modules:  # and a test that started the app leaves no catalogue installed
        from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

        QLocale.setDefault(QLocale.system())

        app = QCoreApplication.instance()
        if app is not None:
            for translator in app.findChildren(QTranslator):
                QCoreApplication.removeTranslator(translator)


@pytest.fixture
def data_dir() -> Path:
    """The folder of sample match records and their expected results."""
    return DATA


@pytest.fixture
def qt_for_pdf(request: pytest.FixtureRequest) -> None:
    """For a test parametrized on ``kind``: the PDF needs Qt (pytest-qt's QApplication, in-process).

    The other kinds need no Qt; without PySide6 (the Qt-free run of .ci/run) the PDF case skips.
    """
    if request.node.callspec.params.get("kind") == "pdf":
        pytest.importorskip("PySide6")
        request.getfixturevalue("qapp")

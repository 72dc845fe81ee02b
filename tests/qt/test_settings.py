"""Every setting declared once: each round-trips, a missing or garbage value gives its default, one factory."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

import tarbish_score
from tarbish_score import paths
from tarbish_score.qt import settings, theme
from tarbish_score.qt.settings import SETTINGS, Setting

#: For each setting, a value other than its default (what a user would choose).
CHOSEN: dict[str, Any] = {
    "ui/language": "fr",
    "export/paper": "letter",
    "view/theme": "contrast",
    "view/race_chart": True,
    "view/keep_screen_awake": False,
    "view/zoom": 1.25,
    "tournament/watched_folder": "/media/stick/results",
    "sync/folder": "/home/ann/Sync/tarabish",
}
#: For each setting, stored values it cannot take (hand-edited files, other versions).
GARBAGE: dict[str, list[Any]] = {
    "ui/language": ["klingon", "FR", 3],
    "export/paper": ["a5", "A4 "],
    "view/theme": ["purple", "Dark"],
    "view/race_chart": ["maybe", "", 2],
    "view/keep_screen_awake": ["maybe", "", 2],
    "view/zoom": ["big", "nan", "inf", ""],
    "tournament/watched_folder": [["/media/a", "/media/b"]],
    "sync/folder": ["Sync/tarabish", 3],
}
#: The file as versions before the declaration wrote it: every value must still read.
OLDER_FILE = """[ui]
language=es

[export]
paper=a4

[view]
theme=dark
race_chart=true
keep_screen_awake=false
zoom=1.5
"""


def _on_disk() -> QSettings:
    """The settings file read on its own, not through the module under test."""
    return QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)


def _ids(setting: Setting[Any]) -> str:
    return setting.key


def test_each_setting_is_declared_once_with_a_value_to_choose_and_garbage_to_refuse() -> None:
    keys = [s.key for s in SETTINGS]
    assert len(set(keys)) == len(keys)
    assert set(keys) == set(CHOSEN) == set(GARBAGE)
    for setting in SETTINGS:
        assert setting.doc
        assert type(CHOSEN[setting.key]) is type(setting.default) and CHOSEN[setting.key] != setting.default
        assert not setting.choices or setting.default in setting.choices


def test_the_declared_choices_are_those_the_app_offers() -> None:
    assert settings.THEME.choices == theme.CHOICES
    assert settings.LANGUAGE.choices == ("", *settings.LANGUAGES)


@pytest.mark.parametrize("setting", SETTINGS, ids=_ids)
def test_nothing_stored_reads_as_the_default(setting: Setting[Any]) -> None:
    assert not paths.settings_path().exists()
    assert settings.read(setting) == setting.default


@pytest.mark.parametrize("setting", SETTINGS, ids=_ids)
def test_a_value_written_reads_back_from_the_file(setting: Setting[Any]) -> None:
    settings.write(setting, CHOSEN[setting.key])
    assert paths.settings_path().is_file()  # written at once, in the config folder the tests set up
    assert settings.read(setting) == CHOSEN[setting.key]
    settings.write(setting, setting.default)
    assert settings.read(setting) == setting.default


@pytest.mark.parametrize("setting", SETTINGS, ids=_ids)
def test_a_garbage_value_on_disk_reads_as_the_default(setting: Setting[Any]) -> None:
    settings.write(setting, CHOSEN[setting.key])
    for garbage in GARBAGE[setting.key]:
        file = _on_disk()
        file.setValue(setting.key, garbage)
        file.sync()
        assert settings.read(setting) == setting.default, garbage


@pytest.mark.parametrize("setting", SETTINGS, ids=_ids)
def test_a_garbage_value_is_refused_before_it_is_written(setting: Setting[Any]) -> None:
    for garbage in GARBAGE[setting.key]:
        with pytest.raises((ValueError, TypeError)):
            settings.write(setting, garbage)
    assert not paths.settings_path().exists()


def test_a_file_written_by_an_earlier_version_still_reads() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(OLDER_FILE, encoding="utf-8")
    assert [settings.read(s) for s in SETTINGS] == ["es", "a4", "dark", True, False, 1.5, "", ""]


def test_values_are_stored_in_the_formats_earlier_versions_read() -> None:
    for setting in SETTINGS:
        settings.write(setting, CHOSEN[setting.key])
    text = paths.settings_path().read_text(encoding="utf-8")
    for line in ("language=fr", "paper=letter", "theme=contrast", "race_chart=true", "keep_screen_awake=false"):
        assert line in text.splitlines()
    assert "zoom=1.25" in text.splitlines()


def test_no_module_but_the_settings_module_makes_a_qsettings() -> None:
    package = Path(tarbish_score.__file__).parent
    makers = sorted(
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if re.search(r"\bQSettings\s*\(", path.read_text(encoding="utf-8"))
    )
    assert makers == ["qt/settings.py"]

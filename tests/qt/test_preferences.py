"""The remembered language and paper, in the settings file of the (isolated) config folder."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QSettings

from tarbish_score import paths
from tarbish_score.qt import preferences


def test_nothing_chosen_means_the_systems_language() -> None:
    assert preferences.chosen_language() == ""


def test_a_chosen_language_is_remembered_in_the_settings_file() -> None:
    preferences.set_chosen_language("fr")
    assert preferences.chosen_language() == "fr"
    on_disk = QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)
    assert on_disk.value("ui/language") == "fr"
    preferences.set_chosen_language("")
    assert preferences.chosen_language() == ""


def test_an_unknown_language_is_refused_and_one_on_disk_ignored() -> None:
    with pytest.raises(ValueError, match="klingon"):
        preferences.set_chosen_language("klingon")
    on_disk = QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)
    on_disk.setValue("ui/language", "xx")
    on_disk.sync()
    assert preferences.chosen_language() == ""


def test_the_menu_offers_each_language_by_its_own_name() -> None:
    assert preferences.LANGUAGES == {"en": "English", "fr": "Français", "es": "Español", "it": "Italiano"}


@pytest.mark.parametrize(
    ("code", "system", "expected"),
    # Italian is not spoken in France (no such locale in Qt's data): Qt gives Italy's.
    [("fr", "en_CA", "fr_CA"), ("es", "en_US", "es_US"), ("it", "fr_FR", "it_IT"), ("", "fr_CA", "fr_CA")],
)
def test_a_chosen_language_keeps_the_systems_territory(code: str, system: str, expected: str) -> None:
    assert preferences.locale_for_language(code, QLocale(system)).name() == expected


def test_a_chosen_language_without_a_territory_gets_its_own() -> None:
    assert preferences.locale_for_language("it", QLocale(QLocale.Language.C)).name() == "it_IT"


def test_the_paper_follows_the_locale_until_one_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_PAPER", raising=False)
    monkeypatch.setenv("LANG", "en_CA.UTF-8")
    assert preferences.chosen_paper() == "letter"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert preferences.chosen_paper() == "a4"
    preferences.set_chosen_paper("letter")
    assert preferences.chosen_paper() == "letter"
    assert QSettings(str(paths.settings_path()), QSettings.Format.IniFormat).value("export/paper") == "letter"

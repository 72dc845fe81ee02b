"""Every remembered choice of the app, declared once, and the one way to read and write them.

The settings live in ``QSettings`` at an explicit INI path (:func:`tarbish_score.paths.settings_path`,
under ``TARBISH_SCORE_CONFIG_DIR`` when set), never the registry nor the test runner's home.
Each :class:`Setting` names its key, its default (whose type is the setting's type) and, for a
word, the values it may take. :func:`read` gives the default for a missing or unreadable value, so
a hand-edited or older file never breaks a start; :func:`write` keeps the formats QSettings has
always written (``true``/``false``, a decimal number, the word itself), so existing files still read.

Adding a setting: declare it here and list it in :data:`SETTINGS`; read and write it only through
:func:`read` and :func:`write` (a test checks that no other module makes a ``QSettings``).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

from PySide6.QtCore import QSettings

from tarbish_score import paths

__all__ = [
    "KEEP_SCREEN_AWAKE",
    "LANGUAGE",
    "LANGUAGES",
    "PAPER",
    "RACE_CHART",
    "SETTINGS",
    "SYNC_DIR",
    "THEME",
    "WATCHED_FOLDER",
    "ZOOM",
    "Setting",
    "app_settings",
    "read",
    "write",
]

T = TypeVar("T", bool, float, str)

#: The languages the app speaks, by code, each named in itself (an autonym, never translated).
#: "" (the system's language) comes first in the menu.
LANGUAGES: Final[dict[str, str]] = {"en": "English", "fr": "Français", "es": "Español", "it": "Italiano"}

_TRUE: Final = frozenset({"1", "true", "yes", "on"})
_FALSE: Final = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One remembered choice.

    Attributes:
        key: its key in the INI file (``"section/name"``); never renamed, or users lose the choice.
        default: the value when nothing (or nothing readable) is stored; its type (bool, float or
            str) is the setting's type.
        doc: what the setting is, for the reader of this module.
        choices: for a str setting, the values it may take (empty: any text).
        accepts: for a str setting, what a value must pass besides ``choices`` (None: anything).
    """

    key: str
    default: T
    doc: str
    choices: tuple[str, ...] = ()
    accepts: Callable[[str], bool] | None = None


LANGUAGE: Final = Setting(
    key="ui/language",
    default="",
    doc="View ▸ Language: a code of LANGUAGES, or '' for the system's; applies at the next start.",
    choices=("", *LANGUAGES),
)
PAPER: Final = Setting(
    key="export/paper",
    default="",
    doc="Match ▸ Scoresheet paper size, for the next PDF and print; '' for the system locale's.",
    choices=("", "a4", "letter"),
)
THEME: Final = Setting(
    key="view/theme",
    default="system",
    doc="View ▸ Theme: one of qt.theme.CHOICES ('system' follows the desktop).",
    choices=("system", "light", "dark", "contrast"),
)
RACE_CHART: Final = Setting(key="view/race_chart", default=False, doc="View ▸ Race chart: the panel is shown.")
KEEP_SCREEN_AWAKE: Final = Setting(
    key="view/keep_screen_awake",
    default=True,
    doc="View ▸ Keep screen awake: the screen stays on while a match is played.",
)
ZOOM: Final = Setting(key="view/zoom", default=1.0, doc="View ▸ Zoom: the window's type scale (1.0: as designed).")
WATCHED_FOLDER: Final = Setting(
    key="tournament/watched_folder",
    default="",
    doc="Night ▸ Watch a folder… at the tournament desk: the folder last chosen, watched again when a desk "
    "opens; '' for none.",
)
SYNC_DIR: Final = Setting(
    key="sync/folder",
    default="",
    doc="Tools ▸ Sync folder: the folder a sync tool carries between laptops ('' for none);"
    " --sync-dir and TARBISH_SCORE_SYNC_DIR take precedence.",
    accepts=lambda text: text == "" or os.path.isabs(text),
)

#: Every setting of the app, each once.
SETTINGS: Final[tuple[Setting[Any], ...]] = (
    LANGUAGE,
    PAPER,
    THEME,
    RACE_CHART,
    KEEP_SCREEN_AWAKE,
    ZOOM,
    WATCHED_FOLDER,
    SYNC_DIR,
)


def app_settings() -> QSettings:
    """The app's settings file (INI in the config folder), the one place a ``QSettings`` is made."""
    return QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)


def read(setting: Setting[T]) -> T:
    """The stored value of ``setting``, or its default when none is stored or it cannot be read.

    A value is unreadable when it is not of the setting's type (``"maybe"`` for a switch, ``"big"``
    or ``nan`` for a number) or not one of its choices.
    """
    raw = app_settings().value(setting.key)
    if raw is None:
        return setting.default
    parsed = _parse(setting, raw)
    return setting.default if parsed is None else parsed


def write(setting: Setting[T], value: T) -> None:
    """Store ``value`` for ``setting`` (written to disk at once).

    Raises:
        ValueError: ``value`` is not one of the setting's choices, or not a finite number.
        TypeError: ``value`` is not of the setting's type.
    """
    if _parse(setting, value) is None:
        kind = type(setting.default)
        if not isinstance(value, kind) or (kind is float and isinstance(value, bool)):
            raise TypeError(f"{setting.key} takes a {kind.__name__}, not {value!r}")
        raise ValueError(f"{value!r} is not a value of {setting.key}")
    settings = app_settings()
    settings.setValue(setting.key, value)
    settings.sync()


def _parse(setting: Setting[T], raw: object) -> T | None:
    """``raw`` (as QSettings hands it back: the stored type, or text from the file) as the setting's type."""
    default = setting.default
    if isinstance(default, bool):
        return _as_bool(raw)
    if isinstance(default, float):
        return _as_float(raw)
    if (
        isinstance(raw, str)
        and (not setting.choices or raw in setting.choices)
        and (setting.accepts is None or setting.accepts(raw))
    ):
        return raw
    return None


def _as_bool(raw: object) -> bool | None:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str):
        word = raw.strip().lower()
        return True if word in _TRUE else False if word in _FALSE else None
    return None


def _as_float(raw: object) -> float | None:
    if isinstance(raw, bool) or not isinstance(raw, str | int | float):
        return None
    try:
        number = float(raw)
    except ValueError:
        return None
    return number if math.isfinite(number) else None

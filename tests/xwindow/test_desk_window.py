"""The tournament desk in a real X window (Xvfb, openbox), played with real key presses (xdotool).

The whole path a director takes by keyboard, with a real window manager deciding which window is active:
Tournament ▸ New tournament… by its menu keys, six teams typed, Ctrl+Enter; the desk opens and takes the
keys; Ctrl+D draws round 1; each table's result is typed "table, totals, Enter" (Alt+T before Enter for time
called); F2 corrects one, with its
reason; the dialog closed gives the keys back to the desk; F11 opens the projector and the desk keeps the keys;
Ctrl+E in the table field exports the standings. What the desk saved is read from the archive.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tarbish_score.model.tournament import Tournament
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import list_tournaments, load_tournament_row

from .desktop import App, desktop, running_app, wait_for

SCREEN = (1280, 800)
TEAMS = ("MacNeils: Angus & Mary", "Gillis", "Chiassons", "Doucets", "MacDonalds", "Camerons")


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory, qapp: QApplication) -> Iterator[tuple[App, Path]]:
    """The app on a fresh data folder, its first new-match dialog cancelled: the main window active."""
    folder = tmp_path_factory.mktemp("desk-window")
    with desktop(folder, *SCREEN) as screen, running_app(screen, folder) as running:
        running.state("the new-match dialog", lambda state: state["active"] == "NewMatchDialog")
        screen.keys("Escape")
        running.state("the main window", lambda state: state["active"] == "MainWindow")
        yield running, folder / "data"


def _night(data: Path) -> Tournament | None:
    with MatchStore.open(data, read_only=True) as store:
        found = list_tournaments(store)
        return load_tournament_row(store, found[0].id).tournament if found else None


def _saved(data: Path, check: Callable[[Tournament], bool]) -> Tournament | None:
    """The night the archive holds once ``check`` holds for it, else None."""
    night = _night(data)
    return night if night is not None and check(night) else None


def test_a_round_run_by_keyboard_in_a_real_window(app: tuple[App, Path]) -> None:
    running, data = app
    screen = running.desktop
    screen.keys("alt+o", "n")
    running.state("the new-tournament dialog", lambda state: state["active"] == "NewTournamentDialog")
    for line in TEAMS:
        screen.xdotool("type", "--delay", "20", line)
        screen.keys("Return")
    screen.keys("ctrl+Return")
    running.state("the desk", lambda state: state["active"] == "TournamentDesk" and state["focus"] == "QLineEdit")
    screen.keys("ctrl+d")
    wait_for("round 1 drawn", lambda: _saved(data, lambda night: len(night.rounds) == 1))
    for table in ("1", "2"):
        screen.keys(table, "5", "1", "2", "3", "4", "0", "Return")
    # Alt+T ticks "time called" and the keys stay in the entry: Enter records it.
    screen.keys("3", "4", "5", "0", "4", "2", "0", "alt+t", "Return")
    night = wait_for("every result saved", lambda: _saved(data, lambda night: night.rounds[0].complete))
    assert [r.totals for r in night.rounds[0].results] == [(512, 340), (512, 340), (450, 420)]
    assert [r.time_called for r in night.rounds[0].results] == [False, False, True]
    # F2 on the draw (reached with Tab) corrects table 1, with the reason; the keys come back to the desk.
    screen.keys("ctrl+r")
    for _ in range(8):
        state = running.state("the focus")
        if state["focus"] == "QTableWidget":
            break
        screen.keys("Tab")
    assert running.state("the focus")["focus"] == "QTableWidget"
    screen.keys("F2")
    running.state("the correction dialog", lambda state: state["active"] == "CorrectionDialog")
    screen.keys("Tab", "3", "6", "0", "alt+r")
    screen.xdotool("type", "--delay", "20", "added wrong")
    screen.keys("Return")
    running.state("the desk again", lambda state: state["active"] == "TournamentDesk" and state["focus"] == "QLineEdit")
    night = wait_for("the correction saved", lambda: _saved(data, lambda night: bool(night.rounds[0].corrected)))
    corrected = night.rounds[0].results[0]
    assert corrected is not None and corrected.totals == (512, 360)
    # F11: the projector opens in a window of its own, and the desk keeps the keys (openbox decides who is active).
    screen.keys("F11")
    wait_for("the projector's window", lambda: screen.windows("projector") or None)
    running.state("the desk keeping the keys", lambda s: s["active"] == "TournamentDesk" and s["focus"] == "QLineEdit")
    # Ctrl+E with the focus in the table field exports the standings (an X11 line edit takes Ctrl+E for "end of
    # line" unless the desk says it is its own).
    screen.keys("ctrl+e")
    running.state("the export dialog", lambda state: state["active"] == "QFileDialog")
    csv = data.parent / "standings.csv"
    screen.xdotool("type", "--delay", "20", str(csv))
    screen.keys("Return")
    wait_for("the standings exported", lambda: csv.exists() or None)
    assert csv.read_text(encoding="utf-8-sig").splitlines()[0].startswith("Place,Team,")
    running.state("the desk again", lambda s: s["active"] == "TournamentDesk" and s["focus"] == "QLineEdit")

"""The archive statistics dialog's games filter: all games, kitchen matches only, tournament games, one night.

The archive holds the kitchen-standard sample, the hand-worked round robin of tests/tournament_night.py
and its laptop's record kept as a match; the figures are those worked out by hand in
tests/storage/test_statistics_tournaments.py, and the command's (``stats --json``) for the same filter.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.cli import main
from tarbish_score.exchange.statistics_csv import STANDING_COLUMNS
from tarbish_score.storage import ImportedMatch, MatchStore
from tarbish_score.storage.tournaments import create_tournament, delete_tournament
from tarbish_score.ui.dialogs.statistics.archive import ArchiveStatisticsDialog
from tests.tournament_night import hand_night

from ..conftest import DATA, focused
from .test_statistics import counted, open_archive_statistics, table


@pytest.fixture
def night(capsys: pytest.CaptureFixture[str]) -> Iterator[tuple[MatchStore, int]]:
    """The archive opened for the window, and the night's id."""
    assert main(["import", str(DATA / "kitchen-standard.tarbish.json")]) == 0
    capsys.readouterr()
    tournament, record = hand_night()
    with MatchStore.open(paths.data_dir()) as opened:
        opened.import_matches([ImportedMatch(record)])
        yield opened, create_tournament(opened, tournament, "Legion hall")


def line_of(dialog: ArchiveStatisticsDialog, name: str) -> dict[str, object]:
    return next(line for line in table(dialog.players_model) if line["name"] == name)


def command_players(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict[str, object]]:
    assert main(["stats", "--json", *args]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    return [{key: line[key] for key in STANDING_COLUMNS} for line in players]


def test_every_game_then_each_source(
    qtbot: QtBot, night: tuple[MatchStore, int], capsys: pytest.CaptureFixture[str]
) -> None:
    store, tournament = night
    dialog = open_archive_statistics(qtbot, store)
    assert dialog.count_label.text() == "Games counted: 16 · finished matches: 1 · tournament games: 15"
    assert not dialog.rounds_note.isHidden()
    mary = line_of(dialog, "Mary")
    assert (mary["played"], mary["won"], mary["with_rounds"], mary["called"]) == (6, 5, 2, 3)
    assert table(dialog.players_model) == command_players(capsys)
    combo = dialog.games_combo
    assert [combo.itemText(i) for i in range(3)] == ["All games", "Kitchen matches only", "Tournament games only"]
    assert combo.count() == 4 and combo.itemText(3).startswith("Legion hall, ")

    dialog.choose_games("matches")
    counted(qtbot, dialog)
    assert dialog.count_label.text() == "1 finished match counted"
    assert dialog.rounds_note.isHidden()
    with_rounds = STANDING_COLUMNS.index("with_rounds")
    assert dialog.players_view.isColumnHidden(with_rounds)  # every game counted has its rounds: nothing to say
    assert [line["name"] for line in table(dialog.pairs_model)] == ["Angus & Mary", "Joe & Theresa"]
    assert table(dialog.players_model) == command_players(capsys, "--source", "matches")

    dialog.choose_games(tournament=tournament)
    counted(qtbot, dialog)
    assert dialog.count_label.text() == "Tournament games counted: 15"
    assert not dialog.players_view.isColumnHidden(with_rounds) and not dialog.pairs_view.isColumnHidden(with_rounds)
    assert line_of(dialog, "Mary")["played"] == 5
    assert [line["name"] for line in table(dialog.pairs_model)][3] == "MacLeods"  # a team without partners' names
    assert table(dialog.players_model) == command_players(capsys, "--tournament", str(tournament))


def test_alt_g_reaches_the_games_and_the_keys_choose(qtbot: QtBot, night: tuple[MatchStore, int]) -> None:
    store, _ = night
    dialog = open_archive_statistics(qtbot, store)
    qtbot.keyClick(focused(), Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    assert focused() is dialog.games_combo
    qtbot.keyClick(dialog.games_combo, Qt.Key.Key_Down)
    counted(qtbot, dialog)
    assert dialog.statistics is not None and dialog.statistics.filter.source.value == "matches"


def test_a_tournament_s_table_exported_as_csv(qtbot: QtBot, night: tuple[MatchStore, int], tmp_path: Path) -> None:
    store, tournament = night
    dialog = open_archive_statistics(qtbot, store)
    dialog.choose_games(tournament=tournament)
    counted(qtbot, dialog)
    dialog.choose_csv_path = lambda: str(tmp_path / "night.csv")  # type: ignore[method-assign]
    assert dialog.export_csv() == tmp_path / "night.csv"
    with (tmp_path / "night.csv").open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0][6] == "With rounds"
    mary = next(row for row in rows if row[0] == "Mary")
    assert mary[:8] == ["Mary", "5", "4", "0", "1", "80.0", "1", "1"]  # one game of five with rounds, one call
    assert len(rows) == 1 + 9


def test_the_suggested_file_names_the_games(
    qtbot: QtBot, night: tuple[MatchStore, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, tournament = night
    dialog = open_archive_statistics(qtbot, store)
    asked: list[str] = []

    def save_file_name(*args: object) -> tuple[str, str]:
        asked.append(str(args[2]))
        return "", ""

    monkeypatch.setattr("tarbish_score.ui.dialogs.statistics.archive.QFileDialog.getSaveFileName", save_file_name)
    dialog.choose_csv_path()
    dialog.choose_games(tournament=tournament)
    counted(qtbot, dialog)
    dialog.choose_csv_path()
    assert Path(asked[0]).name == "tarabish-statistics.csv"
    assert Path(asked[1]).name.startswith("tarabish-statistics Legion hall, ")


def test_a_tournament_deleted_meanwhile_counts_every_game_again(qtbot: QtBot, night: tuple[MatchStore, int]) -> None:
    store, tournament = night
    dialog = open_archive_statistics(qtbot, store)
    dialog.choose_games(tournament=tournament)
    counted(qtbot, dialog)
    delete_tournament(store, tournament)
    dialog.count()
    counted(qtbot, dialog)
    assert dialog.games_combo.count() == 3
    assert dialog.games_combo.games() == ("all", None)
    assert dialog.statistics is not None and dialog.statistics.matches == 2  # the kitchen match and the record
    assert dialog.count_label.text() == "2 finished matches counted"

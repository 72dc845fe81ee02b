"""Tournaments in backups: written beside the match records, restored once, a bad file named."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

from tarbish_score.exchange.backup import restore_backup, write_backup
from tarbish_score.exchange.importing import MANIFEST_NAME
from tarbish_score.model.tournament import Format
from tarbish_score.storage import MatchStore, database_path
from tarbish_score.storage.tournaments import create_tournament, list_tournaments, load_tournament_row

from ..model.tournament.nights import night, play_round
from .conftest import SAMPLES


def test_tournaments_are_backed_up_and_restored_once(store: MatchStore, tmp_path: Path) -> None:
    played = play_round(night(6, Format.ROUND_ROBIN).drawn(), random.Random(5))
    first = create_tournament(store, played, "Legion hall")
    create_tournament(store, night(3), "Monday")
    result = write_backup(store, tmp_path / "backup")
    assert [p.name for p in result.tournaments] == [
        f"tournament-{first:05}.tarbish-tournament.json",
        f"tournament-{first + 1:05}.tarbish-tournament.json",
    ]
    manifest = json.loads((tmp_path / "backup" / MANIFEST_NAME).read_text())
    assert [(t["id"], t["name"]) for t in manifest["tournaments"]] == [(first, "Legion hall"), (first + 1, "Monday")]
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
        assert len(restored.ids) == len(SAMPLES) and len(restored.tournaments) == 2
        back = load_tournament_row(fresh, restored.tournaments[0])
        assert (back.summary.name, back.tournament.log) == ("Legion hall", played.log)
        again = restore_backup(fresh, tmp_path / "backup")
        assert again.tournaments == () and again.problems == ()
        assert len(list_tournaments(fresh)) == 2


def test_a_bad_tournament_file_is_named_and_the_rest_restored(store: MatchStore, tmp_path: Path) -> None:
    create_tournament(store, night(4), "Good")
    write_backup(store, tmp_path / "backup")
    (tmp_path / "backup" / "zz.tarbish-tournament.json").write_text('{"format": "tarbish-score-tournament"}')
    (tmp_path / "backup" / "zz-folder.tarbish-tournament.json").mkdir()
    with MatchStore.open(tmp_path / "fresh") as fresh:
        restored = restore_backup(fresh, tmp_path / "backup")
    assert len(restored.tournaments) == 1
    assert [str(p) for p in restored.problems] == [
        f"{tmp_path / 'backup' / 'zz.tarbish-tournament.json'}, field 'version': "
        "version null is not supported; this app reads version 1"
    ]


def test_a_folder_of_tournament_records_alone_restores(tmp_path: Path) -> None:
    folder = tmp_path / "nights"
    folder.mkdir()
    with MatchStore.open(tmp_path / "one") as one:
        create_tournament(one, night(5), "Only")
        write_backup(one, folder / "b")
    with MatchStore.open(tmp_path / "two") as two:
        restored = restore_backup(two, folder / "b")
        assert (restored.ids, len(restored.tournaments)) == ((), 1)


def test_a_tournament_that_no_longer_reads_is_set_aside_in_the_table_of_contents(tmp_path: Path) -> None:
    with MatchStore.open(tmp_path / "data") as store:
        tid = create_tournament(store, night(4), "Broken")
    conn = sqlite3.connect(database_path(tmp_path / "data"))
    try:
        conn.execute("UPDATE tournaments SET record = '[]' WHERE id = ?", (tid,))
        conn.commit()
    finally:
        conn.close()
    with MatchStore.open(tmp_path / "data") as store:
        result = write_backup(store, tmp_path / "backup")
    assert result.tournaments == ()
    entry = json.loads((tmp_path / "backup" / MANIFEST_NAME).read_text())["tournaments"][0]
    assert (entry["file"], entry["id"]) == (None, tid)
    assert "cannot be read" in entry["reason"]

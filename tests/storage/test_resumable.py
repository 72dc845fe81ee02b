"""Every multi-step change of the archive file resumes after a kill, and no loss is silent.

Repair, the automatic salvage and restore-snapshot build the new archive whole beside the old
one, then rename it over it; the next open finishes or rolls back a step a kill interrupted,
and says so. A WAL that cannot be applied, a zero-byte archive and records that no longer
load are named, never dropped without a word.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tarbish_score import cli
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.storage import MatchStore, database_path, replacing
from tarbish_score.storage.snapshots import list_snapshots

from . import kill_sweep
from .conftest import FakeClock


class Killed(BaseException):
    """Stands for SIGKILL in the process: nothing after it runs (no except Exception catches it)."""


def test_an_interrupted_repair_is_finished_at_the_next_open_and_said(
    folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    kill_sweep.make_repair(folder)

    def killed(archive: Path, kept: Path) -> None:
        raise Killed

    with monkeypatch.context() as patched:
        patched.setattr(replacing, "_finish", killed)
        with pytest.raises(Killed), MatchStore.open(folder) as store:
            store.repair()
    # Killed after the new archive was whole: the damaged one is still in its place, and the new one beside it.
    assert replacing.new_path(database_path(folder)).is_file()
    assert cli.main(["list"]) == 0
    err = capsys.readouterr().err
    kept = next(folder.glob("archive.damaged-*.sqlite3"))
    assert f"tarbish-score: an interrupted repair was finished; the archive as it was is kept as {kept}\n" in err
    with MatchStore.open(folder) as store:
        assert store.resumed is None  # said once
        assert store.count_matches() == kill_sweep.MATCHES and store.is_sound()
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith("archive")) == [kept.name, "archive.sqlite3"]


def test_a_replacement_killed_while_building_is_rolled_back_and_said(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kill_sweep.make_restore(folder)
    path = database_path(folder)
    before = path.read_bytes()
    kept = folder / "snapshots" / "archive-kept-20240501T120000Z.sqlite3"
    new = replacing.begin(path, "restore", kept)
    new.write_bytes(b"SQLite format 3\x00 half a copy")  # the kill came while it was being written
    assert cli.main(["list"]) == 0
    err = capsys.readouterr().err
    assert (
        "tarbish-score: an interrupted restore of a snapshot was rolled back; the archive is as it was before it\n"
        in err
    )
    assert path.read_bytes() == before
    assert not new.exists() and not kept.exists()
    assert not path.with_name(path.name + ".replacing").exists()


def test_a_restore_killed_before_its_rename_is_finished_with_the_archive_kept(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kill_sweep.make_restore(folder)

    def killed(archive: Path, kept: Path) -> None:
        raise Killed

    snapshot = folder / "snapshots" / f"archive-{kill_sweep.SNAPSHOT_DAY}.sqlite3"
    with monkeypatch.context() as patched:
        patched.setattr(replacing, "_finish", killed)
        with pytest.raises(Killed), MatchStore.open(folder, clock=FakeClock()) as store:
            store.restore_snapshot(snapshot)
    assert database_path(folder).is_file()  # never a moment without an archive
    with MatchStore.open(folder, clock=FakeClock()) as store:
        assert store.resumed is not None and store.resumed.finished and store.resumed.kind == "restore"
        assert store.count_matches() == kill_sweep.SNAPSHOT_MATCHES
    assert [s.matches for s in list_snapshots(folder) if s.kept_aside] == [kill_sweep.MATCHES]


def _left_with_a_wal(folder: Path, matches: int) -> None:
    """``matches`` matches saved by a process that is then killed: the last commits are only in the WAL."""
    code = textwrap.dedent(
        f"""
        import os, sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from store_helper import TEAMS
        from tarbish_score.model import Match
        from tarbish_score.storage import MatchStore
        store = MatchStore.open({str(folder)!r})
        for number in range({matches}):
            store.create_match(Match(TEAMS))
        os._exit(0)
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_a_wal_that_cannot_be_applied_is_set_aside_and_named(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _left_with_a_wal(folder, 8)
    wal = Path(f"{database_path(folder)}-wal")
    raw = bytearray(wal.read_bytes())
    page = int.from_bytes(raw[8:12], "big")
    raw[32 + 24 + page // 2] ^= 0x04  # a bit of the first frame's page: the later commits are lost to SQLite
    wal.write_bytes(bytes(raw))
    assert cli.main(["repair"]) == 0
    err = capsys.readouterr().err
    kept = next(folder.glob("archive.damaged-*.sqlite3"))
    assert (
        "tarbish-score: its write-ahead log could not be applied: the last changes it held are not in the fresh "
        f"archive; they stay in {kept.name}-wal\n"
    ) in err
    assert Path(f"{kept}-wal").read_bytes() == bytes(raw)  # kept whole, for SQLite's own recovery


def test_a_wal_left_by_a_kill_is_applied_without_a_word(folder: Path) -> None:
    _left_with_a_wal(folder, 8)
    with MatchStore.open(folder) as store:
        assert (store.moved_aside, store.salvaged) == (None, None)
        assert store.count_matches() == 8


def test_repair_names_every_record_that_no_longer_loads(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    kill_sweep._build(folder, 4)
    conn = sqlite3.connect(database_path(folder))
    with conn:
        record = json.loads(conn.execute("SELECT record FROM records WHERE match_id = 3").fetchone()[0])
        record["rounds"] = "flipped"  # still JSON, no longer a match
        conn.execute("UPDATE records SET record = ? WHERE match_id = 3", (json.dumps(record),))
    conn.close()
    assert cli.main(["repair"]) == ExitCode.INCOMPLETE
    out, err = capsys.readouterr()
    assert "sound" not in out
    assert err == "tarbish-score: match 3 (Team 02 v Them) can no longer be loaded; it is listed as unreadable\n"
    with MatchStore.open(folder) as store:
        assert [s.status for s in sorted(store.list_matches(), key=lambda s: s.id)] == [
            "in-progress",
            "in-progress",
            "unreadable",
            "in-progress",
        ]
    assert cli.main(["repair"]) == 0  # named once; listed as unreadable from then on
    assert capsys.readouterr().out.startswith("The archive ")


def test_a_fresh_archive_is_never_half_made_at_its_place(folder: Path) -> None:
    folder.mkdir()
    # A kill while the first archive was made: only the file beside it is left.
    replacing.new_path(database_path(folder)).write_bytes(b"")
    with MatchStore.open(folder) as store:
        assert (store.resumed, store.moved_aside) == (None, None)
        assert store.count_matches() == 0
    assert sorted(p.name for p in folder.iterdir()) == ["archive.sqlite3", "tarbish-score.lock"]


# -- the kill sweep, as the fault was found ---------------------------------------------------------


@pytest.mark.skipif(kill_sweep.STRACE is None, reason=f"needs strace: {kill_sweep.INSTALL}")
@pytest.mark.parametrize("name", sorted(kill_sweep.SCENARIOS))
def test_a_kill_at_any_write_rename_unlink_or_sync_leaves_the_old_archive_or_the_new(name: str, tmp_path: Path) -> None:
    scenario = kill_sweep.SCENARIOS[name]
    template = tmp_path / "template"
    scenario.make(template)
    counts = kill_sweep.count_calls(template, scenario, tmp_path)
    assert counts.get("pwrite64", 0) > 0 and sum(counts.values()) > 10
    outcomes = []
    for syscall, count in sorted(counts.items()):
        # The first, the middle and the last of each call (every one: bench/kill_sweep.py).
        points = sorted({1, (count + 1) // 2, count})
        outcomes += [kill_sweep.kill_at(template, scenario, syscall, number, tmp_path) for number in points]
    assert [(o.syscall, o.number, o.problem) for o in outcomes if o.problem is not None] == []
    assert sum(o.killed for o in outcomes) >= len(outcomes) - 2  # the kill landed (not after the end)
    if name != "upgrade":  # one SQLite transaction: nothing to finish or roll back
        assert any(o.told for o in outcomes)
    assert os.path.isfile(database_path(template))


def test_the_new_archive_keeps_the_mode_of_the_one_it_replaces(folder: Path) -> None:
    kill_sweep.make_repair(folder)
    database_path(folder).chmod(0o600)
    with MatchStore.open(folder) as store:
        assert store.repair() is not None
    assert database_path(folder).stat().st_mode & 0o777 == 0o600


def test_a_step_left_on_a_disk_now_read_only_still_lets_the_archive_be_read(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    kill_sweep._build(folder, 2)
    path = database_path(folder)
    replacing.begin(path, "repair", folder / "archive.damaged-20240501T120000Z.sqlite3")

    def read_only(self: Path, missing_ok: bool = False) -> None:
        raise OSError(errno.EROFS, "Read-only file system", str(self))

    with monkeypatch.context() as patched:
        patched.setattr(Path, "unlink", read_only)
        with MatchStore.open_for_reading(folder) as store:
            assert store.read_only and store.count_matches() == 2
    with MatchStore.open(folder) as store:  # writable again: rolled back, and said
        assert store.resumed is not None and not store.resumed.finished

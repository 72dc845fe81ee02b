"""Recovery records: written somewhere writable, found at start, brought back once, never a duplicate."""

from __future__ import annotations

import json
import logging
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tarbish_score import paths
from tarbish_score.exchange.importing import ImportFailedError
from tarbish_score.exchange.records import RECORD_SUFFIX, export_record, write_record
from tarbish_score.exchange.recovery import (
    RECOVERY_PREFIX,
    bring_back,
    discard_recovery,
    find_recovery,
    keep_recovery,
    recovery_name,
    write_recovery,
)
from tarbish_score.model import Match, RoundInput, Suit, Team, loads_record
from tarbish_score.storage import LogEntry, MatchStore, round_dict

from .. import second_user

THIRD = RoundInput(3, Suit.HEARTS, (62, 100))


def two_rounds() -> Match:
    match = Match((Team("Chiassons", ("Aurélie", "Réjean")), Team("Doucets", ("Sandy", "Colin"))), 1)
    return match.add_round(RoundInput(1, Suit.HEARTS, (100, 62))).add_round(RoundInput(2, Suit.SPADES, (90, 72)))


@pytest.fixture
def archive() -> Iterator[MatchStore]:
    """A writable archive in the isolated data folder."""
    with MatchStore.open(paths.data_dir()) as store:
        yield store


def test_the_name_says_whose_match_and_when() -> None:
    name = recovery_name(two_rounds(), datetime(2026, 11, 30, 21, 4, 5, tzinfo=UTC))
    assert name == "unsaved Chiassons v Doucets 2026-11-30 21-04-05.tarbish.json"
    slashed = Match((Team("A/B", ("a", "b")), Team('C:"D"', ("c", "d"))), 0)
    assert recovery_name(slashed, datetime(2026, 1, 2, tzinfo=UTC)).startswith("unsaved A_B v C__D_ 2026-01-02")


def test_written_in_the_recovery_folder_found_and_discarded() -> None:
    match = two_rounds()
    path = write_recovery(export_record(match, []), recovery_name(match))
    assert path.parent == paths.recovery_dir() / paths.folder_tie(paths.data_dir())
    assert loads_record(path.read_bytes()).rounds == match.rounds
    assert find_recovery() == [path]
    # The same session rewrites its one file.
    again = write_recovery(export_record(match.add_round(THIRD), []), recovery_name(match), previous=path)
    assert again == path and len(loads_record(path.read_bytes()).rounds) == 3
    assert discard_recovery(path) is True
    assert find_recovery() == []
    assert discard_recovery(path) is False


def test_two_records_of_the_same_name_both_stay() -> None:
    match = two_rounds()
    name = recovery_name(match, datetime(2026, 11, 30, 21, 4, 5, tzinfo=UTC))
    first = write_recovery(export_record(match, []), name)
    second = write_recovery(export_record(match.add_round(THIRD), []), name)
    assert second.name == "unsaved Chiassons v Doucets 2026-11-30 21-04-05 (2).tarbish.json"
    assert sorted(find_recovery()) == sorted([first, second])


def test_a_recovery_folder_that_refuses_falls_back_to_the_temp_folder() -> None:
    blocked = paths.recovery_dir()
    blocked.parent.mkdir(parents=True, exist_ok=True)
    blocked.write_text("not a folder", encoding="utf-8")
    match = two_rounds()
    path = write_recovery(export_record(match, []), recovery_name(match))
    assert path.parent == paths.fallback_recovery_dir() / paths.folder_tie(paths.data_dir())
    assert find_recovery() == [path]


def test_nowhere_to_write_raises_the_last_error() -> None:
    for folder in (paths.recovery_dir(), paths.fallback_recovery_dir()):
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_text("not a folder", encoding="utf-8")
    with pytest.raises(OSError):
        write_recovery(export_record(two_rounds(), []), recovery_name(two_rounds()))


def test_brought_back_it_takes_the_place_of_the_match_saved_up_to_the_failure(archive: MatchStore) -> None:
    saved = two_rounds()
    match_id = archive.create_match(saved)
    stored = archive.load_match(match_id)
    log = [*stored.log, LogEntry.now("record", 3, None, round_dict(THIRD))]
    whole = saved.add_round(THIRD)
    path = write_recovery(export_record(whole, log, match_id=match_id), recovery_name(whole))

    back = bring_back(archive, path)

    assert back != match_id
    assert [s.id for s in archive.list_matches()] == [back]  # no stale copy with two rounds
    restored = archive.load_match(back)
    assert restored.match.rounds == whole.rounds
    assert [e.action for e in restored.log] == ["new", "record"]
    assert restored.created == stored.created
    assert path.exists()  # the caller deletes it once the window has it


def test_a_record_with_the_matchs_identity_updates_it_in_place(archive: MatchStore) -> None:
    from tarbish_score.storage.versions import kept_versions

    match_id = archive.create_match(two_rounds())
    stored = archive.load_match(match_id)  # the window's match carries the identity the archive keeps
    whole = stored.match.add_round(THIRD)
    log = [*stored.log, LogEntry.now("record", 3, None, round_dict(THIRD))]
    path = write_recovery(export_record(whole, log, match_id=match_id), recovery_name(whole))

    assert bring_back(archive, path) == match_id
    assert [s.id for s in archive.list_matches()] == [match_id]
    restored = archive.load_match(match_id)
    assert (restored.match.rounds, restored.match.uuid) == (whole.rounds, stored.match.uuid)
    assert restored.created == stored.created
    (kept,) = kept_versions(archive, match_id=match_id)  # the version saved up to the failure
    assert (kept.reason, len(kept.record["rounds"])) == ("replaced", 2)


def test_brought_back_twice_it_is_not_added_twice(archive: MatchStore) -> None:
    whole = two_rounds().add_round(THIRD)
    path = write_recovery(export_record(whole, []), recovery_name(whole))
    first = bring_back(archive, path)
    assert bring_back(archive, path) == first
    assert archive.count_matches() == 1


def test_a_record_of_another_match_with_that_id_adds_a_new_match(archive: MatchStore) -> None:
    other = archive.create_match(Match((Team("Us", ("a", "b")), Team("Them", ("c", "d"))), 0))
    whole = two_rounds().add_round(THIRD)
    path = write_recovery(export_record(whole, [], match_id=other), recovery_name(whole))
    back = bring_back(archive, path)
    assert back != other and archive.count_matches() == 2
    assert archive.load_match(back).match.rounds == whole.rounds


def test_an_unreadable_record_is_refused_and_changes_nothing(archive: MatchStore) -> None:
    path = paths.recovery_dir() / "unsaved broken.tarbish.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ImportFailedError):
        bring_back(archive, path)
    assert archive.count_matches() == 0


# --- one user, one data folder, one writer ------------------------------------------------------


def test_a_record_is_offered_only_to_the_data_folder_it_was_kept_for(tmp_path: Path) -> None:
    kitchen, cottage = tmp_path / "kitchen", tmp_path / "cottage"
    path = keep_recovery(two_rounds(), data_folder=kitchen)
    assert find_recovery(cottage) == []  # two data folders on one machine: never each other's
    assert find_recovery(kitchen) == [path]
    paths.set_data_dir(cottage)
    assert find_recovery() == []  # the data folder in use, by default


def test_records_tied_to_no_data_folder_are_not_offered(caplog: pytest.LogCaptureFixture) -> None:
    # An earlier version's place for them, and the shared temp folder's: no data folder is named there.
    record = export_record(two_rounds(), [])
    for folder in (paths.recovery_dir(), paths.fallback_recovery_dir()):
        folder.mkdir(parents=True)
        write_record(record, folder / recovery_name(two_rounds()))
    with caplog.at_level(logging.INFO, "tarbish_score.storage"):
        assert find_recovery() == []
    assert "recovery record(s) of an earlier version" in caplog.text
    assert all(any(folder.iterdir()) for folder in (paths.recovery_dir(), paths.fallback_recovery_dir()))


def test_a_record_others_may_write_is_not_offered() -> None:
    path = keep_recovery(two_rounds())
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.chmod(0o666)
    assert find_recovery() == []
    path.chmod(0o600)
    assert find_recovery() == [path]
    link = path.with_name(f"{RECOVERY_PREFIX}a link{RECORD_SUFFIX}")
    link.symlink_to(path)
    assert find_recovery() == [path]  # the link is not offered


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="root gives a file to another user")
def test_another_users_record_or_folder_is_not_offered() -> None:
    path = keep_recovery(two_rounds())
    os.chown(path, second_user.NOBODY, second_user.NOBODY)
    assert find_recovery() == []
    os.chown(path, 0, 0)
    assert find_recovery() == [path]
    os.chown(path.parent, second_user.NOBODY, second_user.NOBODY)  # the data folder's folder of records
    assert find_recovery() == []


_WRITER = """
import sys
from pathlib import Path
from tarbish_score.exchange.recovery import keep_recovery
from tarbish_score.model import Match, RoundInput, Suit, Team

match = Match((Team("Us", ("a", "b")), Team("Them", ("c", "d"))), 0).add_round(RoundInput(1, Suit.HEARTS, (100, 62)))
print(keep_recovery(match), flush=True)  # for the data folder of the environment: the test's
sys.stdin.readline()  # a window still open, which may rewrite the record at any moment
"""


def test_a_record_another_running_window_holds_is_neither_offered_nor_discarded() -> None:
    # The other window writes in the same recovery folder for the same data folder (its environment is ours).
    root = Path(__file__).resolve().parents[2]
    writer = subprocess.Popen(
        [sys.executable, "-c", _WRITER],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=root,  # this checkout's package
    )
    try:
        assert writer.stdout is not None
        with second_user.deadline(writer):
            held = Path(writer.stdout.readline().strip())
        assert held.is_file()
        assert find_recovery() == []
        assert discard_recovery(held) is False
        assert held.is_file()
        writer.kill()  # even killed, the OS lets its lock go
        writer.wait(timeout=30)
        assert find_recovery() == [held]
        assert discard_recovery(held) is True
        assert not held.exists() and list(held.parent.iterdir()) == []  # its writer's lock file went too
    finally:
        if writer.poll() is None:
            writer.kill()
        writer.communicate(timeout=30)


_PLANT = r"""
import hashlib, json, os, sys
temp, user, data, record = sys.argv[1:]
tie = hashlib.sha256(os.path.realpath(data).encode()).hexdigest()[:16]  # the names are predictable
planted = []
old, new = os.path.join(temp, "tarbish-score-recovery"), os.path.join(temp, f"tarbish-score-{user}", "recovery", tie)
for folder in (old, new):
    os.makedirs(folder, mode=0o777, exist_ok=True)
    path = os.path.join(folder, "unsaved Us v Them 2026-12-01 20-00-00.tarbish.json")
    with open(path, "w", encoding="utf-8") as file:
        file.write(record)
    planted.append(path)
print(json.dumps(planted))
"""

_VICTIM = """
import json, sys
from tarbish_score.exchange.recovery import find_recovery
print(json.dumps([str(path) for path in find_recovery()]))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX users")
def test_another_user_cannot_plant_a_recovery_record_in_the_temp_folder(tmp_path: Path) -> None:
    """As the issue found it: another user made the temp folder's recovery folder first, with an edited match."""
    second_user.needed()
    data = tmp_path / "data"
    record = json.dumps(export_record(two_rounds(), [], match_id=1))
    with second_user.shared_folder(0o1777) as temp:
        planted = second_user.run(_PLANT, str(temp), str(os.getuid()), str(data), record)
        assert isinstance(planted, list) and len(planted) == 2 and all(Path(p).is_file() for p in planted)
        # The victim's next start, without the test's stand-in for the temp folder.
        env = dict(os.environ, TMPDIR=str(temp))
        done = subprocess.run(
            [sys.executable, "-c", _VICTIM, str(data)],
            capture_output=True,
            text=True,
            env=env,
            cwd=Path(__file__).resolve().parents[2],
            timeout=60,
            check=False,
        )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []

"""A record file Syncthing is still bringing in is never read: while its blocks arrive it is Syncthing's
own temporary file (``.syncthing.<name>.tmp``), which take-in skips unopened; once renamed into place it
is read whole."""

from __future__ import annotations

from pathlib import Path

from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, RuleSet, Team
from tarbish_score.storage import versions
from tests.syncthing.harness import OWN_FILES, SyncthingPair, wait_for
from tests.syncthing.laptops import Laptop

#: Rounds of the big match: a record of about 1.5 MB, far more than the burst Syncthing's rate
#: limiter lets through at once (512 KiB), so it arrives in blocks over seconds.
ROUNDS = 6500
#: How fast b may receive (KiB/s): the record takes about 4 s to arrive.
RECEIVE_KIBPS = 256


def big_match() -> Match:
    """A match of :data:`ROUNDS` thrown-in rounds, each with a 200-character note (about 1.5 MB as a record).

    No table plays so many: the size only makes Syncthing bring the file in block by block."""
    note = "all passed, cards shuffled again and dealt by the same dealer " * 3
    rounds = tuple(RoundInput(thrown_in=True, note=note[:200]) for _ in range(ROUNDS))
    teams = (Team("Cheticamp", ("Ann", "Cal")), Team("Sydney", ("Bea", "Dan")))
    return Match(teams, 0, RuleSet(target=5000, forced_dealer=False), rounds)


def temporaries(folder: Path) -> list[str]:
    """Syncthing's temporary files in ``folder`` (a file being brought in)."""
    return [path.name for path in folder.iterdir() if OWN_FILES.match(path.name) and path.name.endswith(".tmp")]


def test_a_record_still_arriving_is_not_read_and_arrives_whole(pair: SyncthingPair, tmp_path: Path) -> None:
    a = Laptop("a", tmp_path / "a" / "data", pair.a.folder)
    b = Laptop("b", tmp_path / "b" / "data", pair.b.folder)
    try:
        pair.b.set_options(maxRecvKbps=RECEIVE_KIBPS, limitBandwidthInLan=True)
        match_id = a.store.create_match(big_match())
        published = a.publish(match_id)
        assert published.stat().st_size > 1024 * 1024
        name = sync.record_name(versions.uuid_of(a.store, match_id))
        (temporary,) = wait_for("Syncthing's temporary file in b's folder", lambda: temporaries(b.folder) or None)
        assert name in temporary and sync.is_ignored(temporary)
        assert not (b.folder / name).exists()
        report = b.take_in()
        assert (report.added, report.skipped, report.unchanged) == ((), (), 0)
        assert b.ids() == []
        assert temporary in temporaries(b.folder)  # take-in ran while the file was still arriving

        wait_for("the whole record in b's folder", lambda: (b.folder / name).is_file(), timeout=60)
        assert (b.folder / name).read_bytes() == published.read_bytes()
        report = b.take_in()
        assert len(report.added) == 1 and report.skipped == ()
        assert len(b.store.load_match(report.added[0]).match.rounds) == ROUNDS
    finally:
        a.close()
        b.close()

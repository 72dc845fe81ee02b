"""Two windows, each on its laptop's archive and sync folder, changed at random and carried by hand.

Where tests/sync/test_sync_random.py changes the archives directly, here each laptop is a main window:
rounds go through its controller and keeper (saved, then published), the folder is read by its
sync keeper (the match in force loaded again when it grew elsewhere), and conflicts are settled
through the conflict view's own path. After every step the window shows what its archive holds
(never a stale copy that the next round would be saved over); at the end, carried both ways and
settled until nothing moves, both archives hold the same matches, each the same version, and
none was lost or duplicated.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from tarbish_score.exchange import sync
from tarbish_score.model import Match, RoundInput, Suit, TarbishError, Team
from tarbish_score.qt.commands import NewMatchCommand, RematchCommand
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore
from tarbish_score.storage.versions import (
    CHOICES,
    Choice,
    current_version,
    fingerprint_of,
    list_conflicts,
    match_id_of,
    uuid_of,
)
from tarbish_score.ui.dialogs.sync_conflict import SyncConflictDialog
from tarbish_score.ui.main_window import MainWindow

from ...sync.laptops import carry


class WindowLaptop:
    """A laptop as the sync tests' ``carry`` sees it (``folder``, ``carried``), played through a main window."""

    def __init__(self, root: Path, name: str) -> None:
        self.name = name
        self.folder = root / f"{name}-sync"
        self.folder.mkdir(parents=True)
        self.store = MatchStore.open(root / f"{name}-data")
        self.carried: dict[str, bytes] = {}
        self.window = MainWindow(MatchController())
        self.keeper = MatchKeeper(self.window.controller, self.store, self.window)
        self.window.attach_keeper(self.keeper)
        assert self.window.sync is not None
        syncer = self.window.sync.start(self.folder)
        assert syncer is not None
        self.syncer = syncer
        while self.syncer.starting:
            QApplication.processEvents()

    def close(self) -> None:
        self.window.sync.stop()  # type: ignore[union-attr]
        self.window.close()
        self.window.deleteLater()
        self.store.close()

    @property
    def controller(self) -> MatchController:
        return self.window.controller

    def shows_what_the_archive_holds(self) -> bool:
        """The window's match is the archive's current version of it (never a stale copy)."""
        match_id = self.keeper.match_id
        match = self.controller.match
        if match_id is None or match is None:
            return True
        return self.store.load_match(match_id).match.rounds == match.rounds

    def follow(self, other: WindowLaptop) -> None:
        """Open the match ``other`` has in force, when this archive has it too."""
        if other.keeper.match_id is None:
            return
        wanted = uuid_of(other.store, other.keeper.match_id)
        here = match_id_of(self.store, wanted)
        if here is not None:
            self.window.open_stored_match(here)

    def settle(self, choice: Choice) -> int:
        """Each pending conflict settled in the conflict view by ``choice``; the "keep both" matches made."""
        news: list[int] = []
        for conflict in list_conflicts(self.store):
            dialog = SyncConflictDialog(self.store, conflict, self.window)
            dialog.resolved.connect(self.window.sync.conflict_resolved)  # type: ignore[union-attr]
            dialog.resolved.connect(lambda _match, new: news.append(new))
            assert dialog.choose(choice)
            dialog.deleteLater()
        return sum(1 for new in news if new >= 0)


@contextmanager
def two_laptops() -> Iterator[tuple[WindowLaptop, WindowLaptop]]:
    with tempfile.TemporaryDirectory() as root:
        laptops = (WindowLaptop(Path(root), "kitchen"), WindowLaptop(Path(root), "cottage"))
        try:
            yield laptops
        finally:
            for laptop in laptops:
                laptop.close()


STEP = st.one_of(
    st.tuples(st.just("start"), st.integers(0, 1)),
    st.tuples(st.just("record"), st.integers(0, 1), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("record"), st.integers(0, 1), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("record"), st.integers(0, 1), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("open"), st.integers(0, 1), st.integers(0, 20)),
    st.tuples(st.just("follow"), st.integers(0, 1)),
    st.tuples(st.just("undo"), st.integers(0, 1)),
    st.tuples(st.just("carry"), st.integers(0, 1), st.booleans()),
    st.tuples(st.just("carry"), st.integers(0, 1), st.booleans()),
    st.tuples(st.just("settle"), st.integers(0, 1), st.sampled_from(CHOICES)),
)
POINTS = ((90, 72), (72, 90), (100, 62), (62, 100))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(STEP, min_size=5, max_size=40))
def test_random_play_in_two_windows_keeps_one_archive(qapp: QApplication, steps: list[tuple[Any, ...]]) -> None:
    with two_laptops() as laptops:
        started = made = 0
        for step in steps:
            laptop, other = laptops[step[1]], laptops[1 - step[1]]
            controller = laptop.controller
            if step[0] == "start" or (step[0] == "record" and controller.match is None):
                controller.start_match(
                    Match((Team(f"Team {started}", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 1)
                )
                started += 1
            elif step[0] == "record":
                with suppress(TarbishError):  # the match is over: the table starts another
                    controller.record_round(RoundInput(step[2], Suit.SPADES, POINTS[step[3]]))
            elif step[0] == "open":
                ids = [s.id for s in laptop.store.list_matches() if s.status == "in-progress"]
                if ids:
                    laptop.window.open_stored_match(ids[step[2] % len(ids)])
            elif step[0] == "undo":
                # Not a match's start: taking one back deletes it here, and deletions are not carried.
                stack = controller.undo_stack
                if not isinstance(stack.command(stack.index() - 1), NewMatchCommand | RematchCommand):
                    stack.undo()
            elif step[0] == "follow":  # both tables score the same match
                laptop.follow(other)
            elif step[0] == "carry":  # the sync tool copies the files, the watcher reads them
                carry(laptop, other, conflict_copies=step[2])
                other.syncer.take_in()
            else:
                made += laptop.settle(step[2])
            for each in laptops:
                assert each.shows_what_the_archive_holds(), (each.name, step)
        for _round in range(12):
            moved = 0
            for laptop, other in (laptops, laptops[::-1]):
                sync.publish_all(laptop.store, laptop.folder)
                moved += len(carry(laptop, other))
                other.syncer.take_in()
                moved += len(other.syncer.last_report.changed) if other.syncer.last_report else 0
                made += other.settle("keep-ours")
                assert other.shows_what_the_archive_holds()
            if not moved and not any(list_conflicts(each.store) for each in laptops):
                break
        else:
            raise AssertionError("the two laptops never settled")
        current = [
            {s.uuid: fingerprint_of(current_version(x.store, s.id)) for s in x.store.list_matches()} for x in laptops
        ]
        assert current[0] == current[1]
        assert len(current[0]) == started + made  # none lost, none twice

"""Benchmark: opening and resuming from an archive of 10,000 finished matches.

Not a test. Builds two archives in a temporary folder, an empty one and one of
``--matches`` finished matches (plus one in progress, set as the current match),
then times in the same run, median of ``--repeat`` interleaved runs:

* ``open archive``: open the store, count the matches and fetch the first page
  of 100 lines (what the archive window shows first);
* ``resume``: open the store and load the current match with its log;
* ``search``: open, then count and fetch the first page of a name search.

Each is reported as a ratio to ``open archive`` on the empty archive. Target:
opening 10,000 is within 2x of opening an empty one.

and the window half (offscreen):

* ``archive window``: open the store, build and show the archive window, and
  process events until its first page of rows is loaded and painted;
* ``resume window``: open the store, build and show the main window, and bring
  back the current match into it (what the app does after its first paint).

Window measurements are reported against the same measurement on the empty
archive (``full/empty``), which is the 2x target.

    python bench/archive.py [--matches 10000] [--repeat 21] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.storage import LogEntry, MatchStore, round_dict

PAGE = 100
SURNAMES = (
    "MacNeil",
    "Gillis",
    "MacDonald",
    "Chiasson",
    "Boudreau",
    "Poirier",
    "MacKinnon",
    "Doucet",
    "Aucoin",
    "Beaton",
)
FIRST = ("Mary", "Angus", "Joe", "Theresa", "Aurélie", "Réjean", "Sandy", "Colin", "Flora", "Donald", "Ann", "Cal")
SUITS = tuple(Suit)


def _round(rng: random.Random) -> RoundInput:
    if rng.random() < 0.05:
        return RoundInput.thrown()
    team0 = rng.randrange(0, 163)
    return RoundInput(rng.randrange(4), rng.choice(SUITS), (team0, 162 - team0))


def _finished(rng: random.Random, teams: tuple[Team, Team]) -> tuple[Match, list[LogEntry]]:
    """A match played to the end with random valid rounds, and its ``record`` log."""
    match = Match(teams, rng.randrange(4), RuleSet(forced_dealer=False))
    log = [LogEntry.now("new")]
    while not match.score.finished:
        round_input = _round(rng)
        match = match.add_round(round_input)
        log.append(LogEntry.now("record", len(match.rounds), None, round_input))
    return match, log


def _teams(rng: random.Random) -> tuple[Team, Team]:
    a, b = rng.sample(SURNAMES, 2)
    players = rng.sample(FIRST, 4)
    return Team(f"The {a}s", (players[0], players[1])), Team(f"The {b}s", (players[2], players[3]))


def generate(folder: Path, count: int, *, seed: int = 1) -> float:
    """Fill ``folder`` with ``count`` finished matches and a current one; return the seconds it took."""
    rng = random.Random(seed)
    started = time.perf_counter()
    # A few hundred distinct games, dealt out under many team names.
    games = [_finished(rng, _teams(rng)) for _ in range(min(count, 300))]

    def matches() -> Iterator[Match]:
        for n in range(count):
            match, log = games[n % len(games)]
            teams = _teams(rng)
            # The exported-log form: add_matches stores it as each match's audit trail.
            yield Match(teams, match.first_dealer, match.rules, match.rounds, {"log": [e.to_json() for e in log]})

    with MatchStore.open(folder) as store:
        store.add_matches(matches())
        _add_current(store, rng)
    return time.perf_counter() - started


def _add_current(store: MatchStore, rng: random.Random) -> None:
    match, _ = _finished(rng, _teams(rng))
    playing = Match(match.teams, match.first_dealer, match.rules, match.rounds[:-1])
    match_id = store.create_match(playing)
    for number, round_input in enumerate(playing.rounds, start=1):
        store.save_match(match_id, playing, log_entry=LogEntry.now("record", number, None, round_dict(round_input)))
    store.set_current(match_id)


def open_archive(folder: Path) -> None:
    """What the archive window does first: open, count, first page."""
    with MatchStore.open(folder) as store:
        store.count_matches()
        store.list_matches(limit=PAGE)


def resume(folder: Path) -> None:
    """What the app does at start: open and bring back the current match."""
    with MatchStore.open(folder) as store:
        store.resume()


def search(folder: Path) -> None:
    """A name typed in the archive window's search box."""
    with MatchStore.open(folder) as store:
        store.count_matches("macneil")
        store.list_matches("macneil", limit=PAGE)


def _app() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(sys.argv[:1])


def _dispose(widget: Any, app: Any) -> None:
    import shiboken6

    widget.close()
    shiboken6.delete(widget)
    app.processEvents()


def archive_window(folder: Path) -> None:
    """Open the archive window: shown, first page of rows loaded and painted."""
    app = _app()
    from tarbish_score.qt.archive_table_model import PAGE_SIZE
    from tarbish_score.ui.dialogs.archive_window import ArchiveWindow

    with MatchStore.open(folder) as store:
        window = ArchiveWindow(store)
        window.show()
        wanted = min(window.model.total, PAGE_SIZE)
        app.processEvents()
        while window.model.rowCount() < wanted:  # the view asks for the first page as it lays out
            app.processEvents()
        window.view.viewport().repaint()
        _dispose(window, app)


def resume_window(folder: Path) -> None:
    """Start-up after the first paint: main window shown, archive opened, current match back in it."""
    app = _app()
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.ui.main_window import MainWindow

    with MatchStore.open(folder) as store:
        controller = MatchController()
        window = MainWindow(controller)
        window.show()
        app.processEvents()
        window.attach_keeper(MatchKeeper(controller, store, window)).keeper.resume()
        window.repaint()
        _dispose(window, app)


#: name -> what is timed; each runs on both archives.
MEASUREMENTS: dict[str, Callable[[Path], None]] = {
    "open archive": open_archive,
    "resume": resume,
    "search": search,
    "archive window": archive_window,
    "resume window": resume_window,
}
BASELINE = ("open archive", "empty")


def median_times(folders: dict[str, Path], repeat: int) -> dict[tuple[str, str], float]:
    """Median seconds of every measurement on every archive, runs interleaved."""
    samples: dict[tuple[str, str], list[float]] = {(m, a): [] for m in MEASUREMENTS for a in folders}
    for step in MEASUREMENTS.values():  # warm the OS file cache and imports
        for folder in folders.values():
            step(folder)
    for _ in range(repeat):
        for name, step in MEASUREMENTS.items():
            for archive, folder in folders.items():
                started = time.perf_counter()
                step(folder)
                samples[name, archive].append(time.perf_counter() - started)
    return {key: statistics.median(values) for key, values in samples.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--keep", type=Path, help="build the archives here and keep them")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temporary:
        root = args.keep or Path(temporary)
        folders = {"empty": root / "empty", "full": root / "full", "page": root / "page"}
        with MatchStore.open(folders["empty"]):
            pass
        generate(folders["page"], PAGE)
        seconds = generate(folders["full"], args.matches)
        size = (folders["full"] / "archive.sqlite3").stat().st_size
        print(f"generated {args.matches} finished matches + 1 in progress in {seconds:.1f} s ({size / 1e6:.1f} MB)")
        times = median_times(folders, args.repeat)
    base = times[BASELINE]
    print(f"median of {args.repeat}; ratio to '{BASELINE[0]}' on the empty archive ({base * 1e3:.2f} ms)")
    print(f"'page' is an archive of {PAGE} matches (one page: the first screen is as full as with {args.matches})")
    print(f"{'measurement':<16}{'empty':>10}{'page':>10}{'full':>10}{'ratio':>8}{'full/empty':>12}{'full/page':>11}")
    for name in MEASUREMENTS:
        empty, page, full = times[name, "empty"], times[name, "page"], times[name, "full"]
        print(
            f"{name:<16}{empty * 1e3:>8.2f}ms{page * 1e3:>8.2f}ms{full * 1e3:>8.2f}ms{full / base:>7.2f}x"
            f"{full / empty:>11.2f}x{full / page:>10.2f}x"
        )
    ratio = times["open archive", "full"] / base
    verdict = "meets" if ratio <= 2 else "MISSES"
    print(f"opening {args.matches} matches is {ratio:.2f}x opening an empty archive: {verdict} the 2x target")
    worst = 0.0
    for name in ("archive window", "resume window"):
        window_ratio = times[name, "full"] / times[name, "empty"]
        worst = max(worst, window_ratio)
        verdict = "meets" if window_ratio <= 2 else "MISSES"
        print(f"{name} on {args.matches} matches is {window_ratio:.2f}x the empty archive: {verdict} the 2x target")
    return 0 if max(ratio, worst) <= 2 else 1


if __name__ == "__main__":
    sys.exit(main())

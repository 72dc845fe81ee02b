"""Benchmark: a result typed at the tournament desk, from Enter to the screen, against one frame (16.7 ms).

Not a test. Builds a Swiss night of ``--teams`` teams (64: 32 tables) in a temporary archive, plays
``--rounds`` rounds, and times each table's result in the last round, split as the desk does it:

* ``engine``: ``Tournament.with_result`` (the new night, its standings worked out);
* ``save``: ``storage.tournaments.save_tournament`` (one synced SQLite transaction);
* ``screen``: ``TournamentDesk.refresh`` (heading, draw, marks, standings, report, teams), offscreen;
* ``after save``: engine's standings + screen, the part the goal "within one frame of the save" counts.

Reported as medians in milliseconds and as a share of a 60 Hz frame.

    QT_QPA_PLATFORM=offscreen python bench/desk.py [--teams 64] [--rounds 6]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

FRAME_MS = 1000 / 60


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from tarbish_score.model import RuleSet
    from tarbish_score.model.tournament import Format, Tournament, TournamentSettings
    from tarbish_score.storage import MatchStore
    from tarbish_score.storage.tournaments import create_tournament, save_tournament
    from tarbish_score.ui.tournament.desk import TournamentDesk

    app = QApplication.instance() or QApplication(sys.argv[:1])
    night = Tournament(TournamentSettings(Format.SWISS, RuleSet(), rounds=args.rounds, seed=3))
    for n in range(args.teams):
        night = night.with_team(f"Team {n + 1}", (f"A{n}", f"B{n}"))
    for _ in range(args.rounds - 1):
        night = night.drawn()
        for table in range(1, len(night.rounds[-1].draw.tables) + 1):
            night = night.with_result(table, (500 + table, 300 + table))
    night = night.drawn()
    times: dict[str, list[float]] = {"engine": [], "save": [], "screen": [], "after save": []}
    with tempfile.TemporaryDirectory() as folder, MatchStore.open(Path(folder)) as store:
        tournament_id = create_tournament(store, night, "bench")
        desk = TournamentDesk(store, tournament_id, night, "bench")
        desk.resize(1920, 1080)
        desk.show()
        app.processEvents()
        for table in range(1, len(night.rounds[-1].draw.tables) + 1):
            start = time.perf_counter()
            after = desk.tournament.with_result(table, (512, 340))
            made = time.perf_counter()
            save_tournament(store, tournament_id, after)
            saved = time.perf_counter()
            desk.tournament = after
            standings_start = time.perf_counter()
            _ = after.standings
            desk.refresh()
            app.processEvents()
            shown = time.perf_counter()
            times["engine"].append((made - start) * 1000)
            times["save"].append((saved - made) * 1000)
            times["screen"].append((shown - standings_start) * 1000)
            times["after save"].append((shown - saved) * 1000)
        desk.close()
    print(f"{args.teams} teams, round {args.rounds}: {len(times['engine'])} results typed")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"  {name:<11} median {median:7.2f} ms  ({median / FRAME_MS:.2f} frame)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Benchmark: a tournament night of 64 teams and 8 rounds, from the draw to the projector.

Not a test. Builds a night of ``--teams`` teams with ``--rounds`` rounds planned and every round but the
last scored, in each format, then times (median of ``--repeat`` runs each, interleaved):

* ``result`` (the baseline): one table's result entered into the engine (``Tournament.with_result``);
* ``draw swiss`` / ``draw round robin`` / ``draw move up``: the last round's draw (``Tournament.drawn``) on a
  tournament read afresh from its log, so the log's replay and the standings the draw ranks by are in the
  time too (the desk's own tournament has them already: an upper bound); goal: 1 s or less;
* ``standings``: a result entered and the standings worked out afresh; goal: 50 ms or less;
* ``projector``: a result entered and the projector (``ui/tournament/projector.py``, offscreen at
  1920x1080) shown it and repainted; goal: 16 ms or less;
* ``save``: the result saved (``storage.tournaments.save_tournament``: one transaction synced to disk);
* ``save + screen``: the result saved, then the projector updated and repainted, as the desk does; the
  part after the save is the goal: the screen within one frame (16.7 ms) of the save.

Each is printed in milliseconds, as a ratio to ``result`` measured in the same run, and (where a goal
is named) as a ratio to its goal. The archive is built in a temporary folder (``--keep DIR`` keeps it).

    python bench/tournament.py [--teams 64] [--rounds 8] [--repeat 11] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tarbish_score.model.tournament import Format, Tournament, TournamentSettings

#: One frame at 60 Hz, in seconds.
FRAME = 1 / 60
#: The goals, in seconds, by measurement.
GOALS = {
    "draw swiss": 1.0,
    "draw round robin": 1.0,
    "draw move up": 1.0,
    "standings": 0.050,
    "projector": 0.016,
    "screen after save": FRAME,
}
BASELINE = "result"


def totals(table: int, round_number: int, target: int = 500) -> tuple[int, int]:
    """A final score: a varied margin, the first team winning two tables in three."""
    loser = 200 + (table * 53 + round_number * 29) % (target - 200)
    winner = target + (table * 31 + round_number * 17) % 60
    return (winner, loser) if (table + round_number) % 3 else (loser, winner)


def night(fmt: Format, teams: int, rounds: int) -> Tournament:
    """``teams`` teams, ``rounds`` planned, every round but the last drawn and scored (the last not drawn)."""
    tournament = Tournament(TournamentSettings(format=fmt, rounds=rounds, seed=7))
    for number in range(teams):
        tournament = tournament.with_team(f"Team {number + 1:02d}")
    for round_number in range(1, min(rounds, tournament.planned_rounds)):
        tournament = tournament.drawn()
        assert tournament.current is not None
        for table in tournament.current.draw.tables:
            tournament = tournament.with_result(table.number, totals(table.number, round_number))
    return tournament


def fresh_draw(tournament: Tournament) -> Callable[[], Tournament]:
    """The next round's draw of ``tournament`` as read from its log: nothing worked out beforehand."""

    def draw() -> Tournament:
        return Tournament(tournament.settings, tournament.log, (), tournament.tie_breaks).drawn()

    return draw


def median(step: Callable[[], object], repeat: int) -> float:
    """Median seconds of ``step`` over ``repeat`` runs (after one untimed run)."""
    step()
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        step()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    """Build the nights, measure, print each median, its ratio to the baseline and to its goal."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--teams", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=11)
    parser.add_argument("--keep", metavar="DIR", help="build the archive here and keep it")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from tarbish_score.storage import MatchStore
    from tarbish_score.storage.tournaments import create_tournament, save_tournament
    from tarbish_score.ui.tournament.projector import ProjectorWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    started = time.perf_counter()
    nights = {
        fmt: night(fmt, args.teams, args.rounds) for fmt in (Format.SWISS, Format.ROUND_ROBIN, Format.WINNERS_MOVE_UP)
    }
    swiss = nights[Format.SWISS]
    built = (time.perf_counter() - started) * 1000
    print(f"{args.teams} teams, {args.rounds} rounds: three nights (one a format) built in {built:.0f} ms")
    last = swiss.drawn()  # the last round drawn, its tables out: where results come in
    assert last.current is not None
    tables = [table.number for table in last.current.draw.tables]
    turn = [0]

    def after() -> Tournament:
        """The night with the next table's result: a fresh tournament each time (no standings cached)."""
        turn[0] += 1
        number = tables[turn[0] % len(tables)]
        return last.with_result(number, totals(number, args.rounds))

    window = ProjectorWindow()
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    window.show_tournament(last, "Bench night")

    def show(tournament: Tournament) -> None:
        window.show_tournament(tournament, "Bench night")
        window.board.repaint()  # painted now, not when the event loop comes round

    times: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-") as scratch:
        folder = Path(args.keep or scratch)
        with MatchStore.open(folder) as store:
            tournament_id = create_tournament(store, last, "Bench night")

            def save_and_screen() -> None:
                changed = after()
                save_tournament(store, tournament_id, changed)
                started = time.perf_counter()
                show(changed)
                after_save.append(time.perf_counter() - started)

            after_save: list[float] = []
            steps: dict[str, Callable[[], object]] = {
                BASELINE: after,
                "draw swiss": fresh_draw(swiss),
                "draw round robin": fresh_draw(nights[Format.ROUND_ROBIN]),
                "draw move up": fresh_draw(nights[Format.WINNERS_MOVE_UP]),
                "standings": lambda: after().standings,
                "projector": lambda: show(after()),
                "save": lambda: save_tournament(store, tournament_id, after()),
                "save + screen": save_and_screen,
            }
            for name, step in steps.items():
                times[name] = median(step, args.repeat)
            times["screen after save"] = statistics.median(after_save[1:] or after_save)
            pages = window.page_count
    window.close()
    base = times[BASELINE]
    print(f"projector offscreen 1920x1080, {pages} page(s); median of {args.repeat} runs")
    print(f"{'measurement':<18} {'median ms':>10} {'x ' + BASELINE:>10} {'goal ms':>8} {'x goal':>7}")
    for name, seconds in times.items():
        goal = GOALS.get(name)
        goal_text = f"{goal * 1000:>8.1f} {seconds / goal:>7.2f}" if goal else f"{'':>8} {'':>7}"
        print(f"{name:<18} {seconds * 1000:>10.2f} {seconds / base:>10.1f} {goal_text}")
    missed = [name for name, goal in GOALS.items() if times[name] > goal]
    print(f"frames: save + screen = {times['save + screen'] / FRAME:.2f}, screen after save = "
          f"{times['screen after save'] / FRAME:.2f} (goal: at most 1)")  # fmt: skip
    print("goals: all met" if not missed else f"goals MISSED: {', '.join(missed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

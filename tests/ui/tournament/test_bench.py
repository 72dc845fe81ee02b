"""bench/tournament.py still runs: tiny sizes, every measurement printed with its ratios (no time is asserted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[3] / "bench" / "tournament.py"


def test_the_tournament_bench_runs_and_prints_every_figure(tmp_path: Path) -> None:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, str(BENCH), "--teams", "7", "--rounds", "3", "--repeat", "1", "--keep", str(tmp_path)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=environment, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("7 teams, 3 rounds: three nights (one a format) built in ")
    for name in ("result", "draw swiss", "draw round robin", "draw move up", "standings", "projector", "save"):
        row = next(line for line in lines if line.startswith(name.ljust(18)))
        assert float(row.split()[len(name.split())]) > 0  # its median, in ms
    assert any(line.startswith("frames: save + screen = ") for line in lines)
    # Met or missed: a loaded machine may miss a goal, and this test asserts no time.
    assert lines[-1] == "goals: all met" or lines[-1].startswith("goals MISSED: ")
    assert any(tmp_path.glob("*.sqlite3"))  # the archive it saved into

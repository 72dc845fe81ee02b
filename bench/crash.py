"""Crash safety: the real app killed with SIGKILL while it records rounds loses none it showed.

Not a test (tests/qt/test_keeper_crash.py is the test). Each run starts the app offscreen
on a fresh data folder with a script of typed rounds, waits until it prints that round
``k`` is recorded (``k`` random), sometimes a moment more (to land the kill in the middle
of the next save), then kills it with SIGKILL. The archive must then hold at least the
``k`` rounds shown, in order, and nothing else.

Usage: ``python bench/crash.py [RUNS]`` (POSIX only)
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

KEYS = ["1 h 8 2 Return", "2 s 8 2 Return", "3 d 8 2 Return", "4 c 8 2 Return", "1 s 8 2 Return"]


def one_run(folder: Path, rng: random.Random) -> tuple[int, int]:
    """(rounds shown as recorded before the kill, rounds the archive holds after it)."""
    script = folder.parent / f"{folder.name}.txt"
    script.write_text("\n".join(KEYS) + "\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TARBISH_SCORE_TEST_SCRIPT=str(script))
    env.pop("TARBISH_SCORE_DATA_DIR", None)
    child = subprocess.Popen(
        [sys.executable, "-m", "tarbish_score", "--data-dir", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    wanted = rng.randint(1, len(KEYS))
    shown = 0
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith("recorded "):
            shown = int(line.split()[1])
            if shown >= wanted:
                break
    if rng.random() < 0.5:
        time.sleep(rng.random() * 0.02)  # now and then, into the next round's save
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    from tarbish_score.storage import MatchStore

    with MatchStore.open(folder) as store:
        resumed = store.resume()
    held = 0 if resumed is None else len(resumed.match.rounds)
    return shown, held


def main(runs: int = 100) -> int:
    """Kill the app ``runs`` times; print how many rounds shown were lost (the goal is 0)."""
    rng = random.Random(20261130)
    lost = extra = 0
    with tempfile.TemporaryDirectory(prefix="tarbish-crash-") as scratch:
        for run in range(runs):
            shown, held = one_run(Path(scratch) / f"kitchen{run}", rng)
            lost += max(0, shown - held)
            extra += max(0, held - len(KEYS))
    print(f"{runs} SIGKILLs while recording: {lost} rounds lost of those shown, {extra} rounds too many")
    return 0 if lost == extra == 0 else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 100))

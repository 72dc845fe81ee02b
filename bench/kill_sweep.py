"""The whole kill sweep: every write, rename, unlink and sync of repair, salvage, restore and upgrade.

Not a test (tests/storage/test_resumable.py runs a bounded sample of the same points). For each
scenario of ``tests/storage/kill_sweep.py`` the command is run once under ``strace -c`` to count its
calls, then once per call, killed there with SIGKILL (``strace -e inject=…:signal=KILL:when=n``);
after each kill the next open must find the old matches or the new ones and name any step it
finished or rolled back. Prints, per scenario and system call, the kills, the failures and how
many next opens said what they did; then each failure.

Usage: ``python bench/kill_sweep.py [SCENARIO ...]`` from the repository root (needs strace:
``apt-get install -y strace``). ``KILL_SWEEP_SOURCE=/path/to/checkout`` runs that checkout's
commands instead (e.g. an older commit, to count what it got wrong).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.storage import kill_sweep


def main(names: list[str]) -> int:
    if kill_sweep.STRACE is None:
        print(f"strace is missing: {kill_sweep.INSTALL}")
        return 2
    print(f"commands run from {kill_sweep.SOURCE}")
    failures = []
    total = bad = 0
    started = time.monotonic()
    for name in names or list(kill_sweep.SCENARIOS):
        scenario = kill_sweep.SCENARIOS[name]
        with tempfile.TemporaryDirectory(prefix="kill-sweep-") as scratch:
            work = Path(scratch)
            template = work / "template"
            scenario.make(template)
            counts = kill_sweep.count_calls(template, scenario, work)
            for syscall in kill_sweep.SYSCALLS:
                outcomes = [
                    kill_sweep.kill_at(template, scenario, syscall, number, work)
                    for number in range(1, counts.get(syscall, 0) + 1)
                ]
                if not outcomes:
                    continue
                wrong = [o for o in outcomes if o.problem is not None]
                told = sum(o.told for o in outcomes)
                killed = sum(o.killed for o in outcomes)
                print(
                    f"{name:8} {syscall:10} calls {len(outcomes):4}  killed {killed:4}  "
                    f"wrong {len(wrong):4}  next open told {told:4}",
                    flush=True,
                )
                total += len(outcomes)
                bad += len(wrong)
                failures += [(name, o) for o in wrong]
    print(f"{total} kills, {bad} left the archive wrong ({time.monotonic() - started:.0f} s)")
    for name, outcome in failures:
        print(f"  {name} killed at {outcome.syscall} #{outcome.number}: {outcome.problem}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Start-up benchmark: the one-folder bundle against the pip-installed app.

Each sample is a fresh process (offscreen, on a fresh data folder); the time runs from starting the
process until the window has been painted and has opened its archive: the moment the test-script
hook (``TARBISH_SCORE_TEST_SCRIPT``, an empty script) says "script started". Both kinds run the
same code to that point, interleaved, several times in the same session; the medians, the fastest
runs and their ratio are printed, with the bundle's size unpacked.

Build the bundle first: ``python packaging/pyinstaller/build.py``.

Usage: ``python bench/bundle_startup.py [REPETITIONS] [--bundle PATH]``
(default: ``dist/tarbish-score/tarbish-score``; the pip-installed ``tarbish-score`` is the one beside
this Python).
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def pip_installed() -> str:
    """The ``tarbish-score`` command of this Python's environment."""
    beside = Path(sys.executable).parent / "tarbish-score"
    found = str(beside) if beside.is_file() else shutil.which("tarbish-score")
    if found is None:
        raise SystemExit("tarbish-score is not installed in this environment: pip install -e .")
    return found


def sample(command: str, scratch: Path, number: int) -> float:
    """Seconds from starting ``command`` to its window painted and its archive open."""
    script = scratch / "empty-script.txt"
    script.write_text("", encoding="utf-8")
    folder = scratch / f"run-{number}"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TARBISH_SCORE_TEST_SCRIPT=str(script))
    env.update(TARBISH_SCORE_DATA_DIR=str(folder / "data"), TARBISH_SCORE_LOG_DIR=str(folder / "log"))
    env.update(TARBISH_SCORE_CONFIG_DIR=str(folder / "config"), PYTHONPYCACHEPREFIX=str(scratch / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode cached, as for an installed wheel
    start = time.perf_counter()
    with subprocess.Popen([command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env) as child:
        assert child.stderr is not None
        line = child.stderr.readline()
        elapsed = time.perf_counter() - start
        child.send_signal(signal.SIGTERM)
        child.communicate(timeout=60)
    if line.strip() != "script started":
        raise SystemExit(f"{command}: the window never started ({line.strip()!r})")
    return elapsed


def size(folder: Path) -> int:
    """Bytes of the files in ``folder`` unpacked (links counted once)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def main(argv: list[str] | None = None) -> int:
    """Measure both kinds, interleaved, and print the medians, the fastest runs and the ratio."""
    parser = argparse.ArgumentParser(description="The bundle's start-up against the pip-installed app.")
    parser.add_argument("repetitions", nargs="?", type=int, default=9)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "tarbish-score" / "tarbish-score")
    args = parser.parse_args(argv)
    if not args.bundle.is_file():
        raise SystemExit(f"no bundle at {args.bundle}: python packaging/pyinstaller/build.py")
    kinds = {"pip": pip_installed(), "bundle": str(args.bundle)}
    times: dict[str, list[float]] = {kind: [] for kind in kinds}
    with tempfile.TemporaryDirectory(prefix="tarbish-bench-") as scratch:
        number = 0
        for command in kinds.values():  # warm the file cache and compile the bytecode once
            sample(command, Path(scratch), number := number + 1)
        for _ in range(args.repetitions):
            for kind, command in kinds.items():
                times[kind].append(sample(command, Path(scratch), number := number + 1))
    for label, kind in (("pip-installed", "pip"), ("bundle", "bundle")):
        median, fastest = statistics.median(times[kind]) * 1000, min(times[kind]) * 1000
        print(f"{label:<14} median {median:7.1f} ms  fastest {fastest:7.1f} ms  ({args.repetitions} runs)")
    ratio = statistics.median(times["bundle"]) / statistics.median(times["pip"])
    best = min(times["bundle"]) / min(times["pip"])
    print(f"bundle/pip ratio {ratio:.2f}x of the medians, {best:.2f}x of the fastest")
    print(f"bundle size {size(args.bundle.parent) / 1e6:.1f} MB unpacked")
    return 0


if __name__ == "__main__":
    sys.exit(main())

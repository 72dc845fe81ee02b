"""The real app, killed with SIGKILL right after it shows rounds as recorded, loses none of them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tarbish_score.model import RoundInput, Suit
from tarbish_score.storage import MatchStore

#: Rounds typed as a player would (caller, trump, count, Enter), and what each records.
SCRIPT = [
    ("1 h 1 0 2 Return", RoundInput(0, Suit.HEARTS, (102, 60))),
    # "/": the opponents' count was typed; the round says so, and the archive keeps it.
    ("2 s / 1 0 0 Return", RoundInput(1, Suit.SPADES, (100, 62), extra={"counted_by": "opponents"})),
    ("4 d 9 0 Return", RoundInput(3, Suit.DIAMONDS, (72, 90))),
    ("3 c 1 1 0 Return", RoundInput(2, Suit.CLUBS, (110, 52))),
]


def _start(folder: Path, script: Path | None) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("TARBISH_SCORE_DATA_DIR", None)  # --data-dir alone must reach the window
    if script is not None:
        env["TARBISH_SCORE_TEST_SCRIPT"] = str(script)
    return subprocess.Popen(
        [sys.executable, "-m", "tarbish_score", "--data-dir", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )


def _read_until(child: subprocess.Popen[str], wanted: str) -> list[str]:
    assert child.stdout is not None
    lines = []
    for line in child.stdout:  # blocks until the child writes; ends if it dies
        lines.append(line.strip())
        if line.strip() == wanted:
            return lines
    raise AssertionError(f"the app stopped before printing {wanted!r}: {lines}")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_sigkill_right_after_recording_loses_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "kitchen"
    script = tmp_path / "rounds.txt"
    script.write_text("\n".join(keys for keys, _ in SCRIPT[:3]) + "\n", encoding="utf-8")
    child = _start(folder, script)
    try:
        _read_until(child, "recorded 3")
    finally:
        child.send_signal(signal.SIGKILL)  # at once: no close, no flush, no goodbye
        child.wait(timeout=30)
        child.stdout.close()  # type: ignore[union-attr]
    assert child.returncode == -signal.SIGKILL
    with MatchStore.open(folder, read_only=True) as store:
        resumed = store.resume()
    assert resumed is not None
    assert resumed.match.rounds == tuple(expected for _, expected in SCRIPT[:3])

    # A restart resumes the match and goes on recording; killed again, still nothing lost.
    script.write_text(SCRIPT[3][0] + "\n", encoding="utf-8")
    child = _start(folder, script)
    try:
        _read_until(child, "recorded 4")
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()  # type: ignore[union-attr]
    with MatchStore.open(folder) as store:  # writable: the dead app's lock is gone
        resumed = store.resume()
    assert resumed is not None
    assert resumed.match.rounds == tuple(expected for _, expected in SCRIPT)
    assert [entry.action for entry in resumed.log] == ["new", "record", "record", "record", "record"]

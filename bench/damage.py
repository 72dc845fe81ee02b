"""Salvage under damage patterns: matches saved by ``repair`` against those still recoverable.

Not a test (tests/storage/test_damage_patterns.py is the bounded test). An archive of MATCHES
matches is built with the app's own store, damaged per pattern (tests/storage/damage_patterns.py),
and repaired. For each pattern it prints the matches saved (each checked equal to the original),
those whose record text is still whole in the damaged file, and, when the ``sqlite3`` shell is
installed, those its ``.recover`` finds (records that load as match records, by id): the
yardstick. The shell is used only here, never by the app.

Usage: ``python bench/damage.py [MATCHES]`` (200 by default), from the repository root.
"""

from __future__ import annotations

import contextlib
import io
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarbish_score.model import RecordError, loads_record
from tests.storage.damage_patterns import PATTERNS, Archive, salvaged


def recovered_by_shell(damaged: Path, work: Path) -> set[int] | None:
    """Ids of the match records the ``sqlite3`` shell's ``.recover`` finds in ``damaged``.

    None without the shell, or when its ``.recover`` fails.
    """
    shell = shutil.which("sqlite3")
    if shell is None:
        return None
    done = subprocess.run([shell, str(damaged), ".recover"], capture_output=True, timeout=600, check=False)
    if done.returncode != 0:  # e.g. Debian 12's 3.40 shell: "sql error: SQL logic error" on any file
        return None
    script = done.stdout
    target = work / "recovered.sqlite3"
    target.unlink(missing_ok=True)
    subprocess.run([shell, str(target)], input=script, capture_output=True, timeout=600, check=False)
    conn = sqlite3.connect(target)
    conn.text_factory = lambda data: data.decode("utf-8", "replace")
    found: set[int] = set()
    try:
        tables = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            columns = [row[1] for row in conn.execute(f'PRAGMA table_info("{table}")')]
            for row in conn.execute(f'SELECT rowid, * FROM "{table}"'):
                values = dict(zip(["rowid", *columns], row, strict=True))
                match_id = values.get("match_id", values.get("id", row[0]))
                if any(_loads(value) for value in row[1:]) and isinstance(match_id, int):
                    found.add(match_id)
    finally:
        conn.close()
    return found


def _loads(value: object) -> bool:
    if not isinstance(value, str) or "tarbish-score-match" not in value:
        return False
    try:
        loads_record(value)
    except RecordError:
        return False
    return True


def main(matches: int) -> int:
    """Print one line per pattern and the totals; 0."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        start = time.perf_counter()
        archive = Archive(folder / "sound", matches)
        print(
            f"{matches} matches, {len(archive.raw) // archive.size} pages of {archive.size} bytes, "
            f"built in {time.perf_counter() - start:.0f} s"
        )
        print(f"{'pattern':28} {'saved':>6} {'whole':>6} {'.recover':>9} {'seconds':>8}")
        totals = [0, 0, 0]
        for pattern, bend in PATTERNS.items():
            damaged = bend(archive)
            path = archive.place(damaged, folder / "data")
            shell = recovered_by_shell(path, folder)
            start = time.perf_counter()
            with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
                saved = salvaged(folder / "data", archive.built)
            took = time.perf_counter() - start
            whole = archive.recoverable(damaged)
            shown = "-" if shell is None else str(len(shell))
            missed = "" if shell is None or shell <= saved else f"  missed: {sorted(shell - saved)[:8]}"
            print(f"{pattern:28} {len(saved):6} {len(whole):6} {shown:>9} {took:8.2f}{missed}")
            totals[0] += len(saved)
            totals[1] += len(whole)
            totals[2] += 0 if shell is None else len(shell)
        print(f"{'total':28} {totals[0]:6} {totals[1]:6} {totals[2]:9}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 200))

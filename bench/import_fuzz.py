"""Mutated imports with their export, backup and re-import: counts of each outcome, and no traceback.

Not a test (tests/exchange/test_import_fuzz.py is the bounded test). Each case is a sample record
bent by tests/exchange/fuzzing.py; an accepted one is exported, backed up, imported and restored
again. A traceback stops the run and shows the case.

Usage: ``python bench/import_fuzz.py [CASES]`` (10,000 by default), from the repository root.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.exchange.fuzzing import mutated_records
from tests.exchange.test_import_fuzz import check_round_trip


def main(cases: int) -> int:
    """Run ``cases`` mutated imports and print how each ended; 0 when none raised."""
    seen: Counter[str] = Counter()

    @settings(max_examples=cases, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(content=mutated_records())
    def one(content: bytes) -> None:
        with tempfile.TemporaryDirectory() as folder:
            seen[check_round_trip(content, Path(folder))] += 1

    start = time.perf_counter()
    one()
    took = time.perf_counter() - start
    outcomes = ", ".join(f"{n} {kind}" for kind, n in sorted(seen.items()))
    print(f"{sum(seen.values())} cases in {took:.0f} s: {outcomes}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000))

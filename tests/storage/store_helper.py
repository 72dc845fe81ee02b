"""A separate process using the store, for the crash and second-instance tests.

python store_helper.py record DIR N   record N rounds one save at a time, printing
                                      "saved K" after each save returns, then "done",
                                      then wait for a line on stdin (to be killed)
python store_helper.py hold DIR       open the store, add a match, print "open",
                                      close on a line from stdin and print "closed"
"""

from __future__ import annotations

import sys

from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.storage import LogEntry, MatchStore

TEAMS = (Team("Crash", ("Ann", "Cal")), Team("Test", ("Bea", "Dan")))


def planned_rounds(count: int) -> list[RoundInput]:
    """The rounds the recorder records, in order (never enough to end a 5000-point match)."""
    return [RoundInput(n % 4, Suit.SPADES, (100 + n, 62 - n)) for n in range(count)]


def record(directory: str, count: int) -> None:
    store = MatchStore.open(directory)
    match = Match(TEAMS, 0, RuleSet(target=5000))
    match_id = store.create_match(match)
    store.set_current(match_id)
    for number, round_input in enumerate(planned_rounds(count), start=1):
        match = match.add_round(round_input)
        store.save_match(match_id, match, log_entry=LogEntry.now("record", number, None, round_input))
        print(f"saved {number}", flush=True)
    print("done", flush=True)
    sys.stdin.readline()


def hold(directory: str) -> None:
    store = MatchStore.open(directory)
    store.create_match(Match(TEAMS))
    print("open", flush=True)
    sys.stdin.readline()
    store.close()
    print("closed", flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "record":
        record(sys.argv[2], int(sys.argv[3]))
    else:
        hold(sys.argv[2])

"""The scoring engine: the rules of Tarabish as pure Python (no Qt).

Everything that scores a round or a match lives here and nowhere else: the
window, the headless commands and imports all call this package.
"""

from .cards import NO_TRUMP_TOTAL, ROUND_TOTAL, Card, Rank, Suit, card_points, full_deck, round_total
from .errors import (
    MatchOverError,
    MissingRunDetailError,
    RecordError,
    RoundError,
    RulesError,
    RunClaimError,
    TarbishError,
)
from .match import Match, MatchEnd, MatchScore, RoundScore, Team, dealer_of, eldest_of, next_first_dealer
from .notes import MAX_NOTE_LENGTH, check_note, clean_note
from .record import dump_record, dumps_record, load_record, loads_record, read_record, scored_document
from .round import (
    BELLA_POINTS,
    NoTrump,
    Outcome,
    RoundInput,
    RoundResult,
    callers_line,
    check_round,
    high_round_total,
    score_round,
)
from .rules import PRESET_NAMES, PRESETS, SWITCHES, RuleSet, Switch
from .runs import (
    FIFTY,
    MIN_FIFTY,
    TWENTY,
    DecidingStep,
    RunClaim,
    RunVerdict,
    check_claims,
    lowest_top,
    resolve_runs,
    run_value,
    team_of,
)

__all__ = [
    "BELLA_POINTS",
    "FIFTY",
    "MAX_NOTE_LENGTH",
    "MIN_FIFTY",
    "NO_TRUMP_TOTAL",
    "PRESETS",
    "PRESET_NAMES",
    "ROUND_TOTAL",
    "SWITCHES",
    "TWENTY",
    "Card",
    "DecidingStep",
    "Match",
    "MatchEnd",
    "MatchOverError",
    "MatchScore",
    "MissingRunDetailError",
    "NoTrump",
    "Outcome",
    "Rank",
    "RecordError",
    "RoundError",
    "RoundInput",
    "RoundResult",
    "RoundScore",
    "RuleSet",
    "RulesError",
    "RunClaim",
    "RunClaimError",
    "RunVerdict",
    "Suit",
    "Switch",
    "TarbishError",
    "Team",
    "callers_line",
    "card_points",
    "check_claims",
    "check_note",
    "check_round",
    "clean_note",
    "dealer_of",
    "dump_record",
    "dumps_record",
    "eldest_of",
    "full_deck",
    "high_round_total",
    "load_record",
    "loads_record",
    "lowest_top",
    "next_first_dealer",
    "read_record",
    "resolve_runs",
    "round_total",
    "run_value",
    "score_round",
    "scored_document",
    "team_of",
]

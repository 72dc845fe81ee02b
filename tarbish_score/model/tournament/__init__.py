"""Tournament nights: teams, draws, results and standings, without Qt (docs/rules.md section 11).

- :mod:`.settings`: the format, the game, the byes, the seed.
- :mod:`.teams`: the teams entered, late and withdrawn.
- :mod:`.draw`: round robin, Swiss and winners-move-up draws, byes, first dealers and table codes.
- :mod:`.results`: a table's result from two totals or a match record, checked.
- :mod:`.log`: the log of changes and its replay (director's corrections, undo and redo).
- :mod:`.standings`: the standings and their tie-breaks.
- :mod:`.tournament`: :class:`Tournament`, the immutable whole.
- :mod:`.record`: the tournament record, its JSON file form (docs/tournament-record.md).
- :mod:`.games`: its games as the archive statistics count them.
"""

from ..errors import TournamentError
from .draw import RoundDraw, Table, canonical_table_code, first_dealer, lot, parse_table_code, table_code
from .games import Calls, GameSide, TournamentGame, tournament_games
from .log import (
    Change,
    ResultCorrected,
    ResultRecorded,
    RoundDrawn,
    RoundState,
    TeamAdded,
    TeamWithdrawn,
    TournamentState,
)
from .results import TableResult, check_result, highest_final_total, result_from_match
from .settings import MAX_ROUNDS, ByeRule, Format, TournamentSettings
from .standings import DEFAULT_TIE_BREAKS, Decision, Game, StandingRow, Standings, TieBreak, check_order, standings
from .teams import MAX_TEAMS, Entrant
from .tournament import MIN_TEAMS, TABLE_CODE_KEY, Tournament

__all__ = [
    "DEFAULT_TIE_BREAKS",
    "MAX_ROUNDS",
    "MAX_TEAMS",
    "MIN_TEAMS",
    "TABLE_CODE_KEY",
    "ByeRule",
    "Calls",
    "Change",
    "Decision",
    "Entrant",
    "Format",
    "Game",
    "GameSide",
    "ResultCorrected",
    "ResultRecorded",
    "RoundDraw",
    "RoundDrawn",
    "RoundState",
    "StandingRow",
    "Standings",
    "Table",
    "TableResult",
    "TeamAdded",
    "TeamWithdrawn",
    "TieBreak",
    "Tournament",
    "TournamentError",
    "TournamentGame",
    "TournamentSettings",
    "TournamentState",
    "canonical_table_code",
    "check_order",
    "check_result",
    "first_dealer",
    "highest_final_total",
    "lot",
    "parse_table_code",
    "result_from_match",
    "standings",
    "table_code",
    "tournament_games",
]

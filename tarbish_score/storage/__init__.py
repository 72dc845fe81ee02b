"""The match archive: every match saved on the spot, resumable, searchable (no Qt).

Open it with :meth:`MatchStore.open` on :func:`tarbish_score.paths.data_dir`.
The window records each change through :meth:`MatchStore.save_match` and shows
it only once that returns; on :class:`StoreWriteError` it keeps the match in
memory and saves again on the next change.
"""

from .errors import MatchNotFoundError, StoreError, StoreLockedError, StoreWriteError, WriteFailure
from .lock import LOCK_NAME
from .records import ACTIONS, CORRECTIONS, Action, LogEntry, Status, round_dict
from .replacing import Resumed
from .salvage import LostMatch, SalvageReport
from .schema import SCHEMA_VERSION
from .statistics import ArchiveStatistics, HeadToHead, Source, Standing, StatisticsFilter, pair_name, split_pair
from .store import DATABASE_NAME, ImportedMatch, MatchStore, MatchSummary, StoredMatch, database_path

__all__ = [
    "ACTIONS",
    "CORRECTIONS",
    "DATABASE_NAME",
    "LOCK_NAME",
    "SCHEMA_VERSION",
    "Action",
    "ArchiveStatistics",
    "HeadToHead",
    "ImportedMatch",
    "LogEntry",
    "LostMatch",
    "MatchNotFoundError",
    "MatchStore",
    "MatchSummary",
    "Resumed",
    "SalvageReport",
    "Source",
    "Standing",
    "StatisticsFilter",
    "Status",
    "StoreError",
    "StoreLockedError",
    "StoreWriteError",
    "StoredMatch",
    "WriteFailure",
    "database_path",
    "pair_name",
    "round_dict",
    "split_pair",
]

"""The match archive as a table: one row per kept match, newest first, read a page at a time.

:class:`ArchiveTableModel` reads the archive lazily (``canFetchMore``/``fetchMore``), so ten
thousand matches open as fast as ten; the archive window (``ui/dialogs/archive_window.py``) shows it
and searches it by team or player name or by a note.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from tarbish_score.qt import theme
from tarbish_score.words.formats import format_datetime

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore, MatchSummary

__all__ = ["ARCHIVE_COLUMNS", "MATCH_ID_ROLE", "PAGE_SIZE", "ArchiveTableModel"]

_Index = QModelIndex | QPersistentModelIndex

#: Matches read from the archive at a time.
PAGE_SIZE: Final = 100
ARCHIVE_COLUMNS: Final = ("date", "teams", "players", "totals", "winner", "rounds", "status", "note")
#: Role that gives a row's archive id.
MATCH_ID_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
_ROLES: Final = frozenset(
    {
        int(Qt.ItemDataRole.DisplayRole),
        int(Qt.ItemDataRole.ToolTipRole),
        int(Qt.ItemDataRole.TextAlignmentRole),
        int(Qt.ItemDataRole.ForegroundRole),
        int(Qt.ItemDataRole.BackgroundRole),
        int(Qt.ItemDataRole.FontRole),
        MATCH_ID_ROLE,
    }
)


class ArchiveTableModel(QAbstractTableModel):
    """One row per kept match, newest first, read lazily a page at a time.

    Args:
        store: the open archive.
        parent: the Qt parent.
    """

    def __init__(self, store: MatchStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._search = ""
        self._rows: list[MatchSummary] = []
        # Row texts, made on first paint of the row (a view asks for each cell many times).
        self._texts: dict[int, tuple[str, ...]] = {}
        self._total = store.count_matches()
        self._titles: list[str] | None = None
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def search(self) -> str:
        """The name filter in force ("" for every match)."""
        return self._search

    @property
    def total(self) -> int:
        """How many matches the filter keeps (loaded or not)."""
        return self._total

    def set_search(self, text: str) -> None:
        """Keep only matches with a team or player name containing ``text`` (case-insensitive)."""
        self.beginResetModel()
        self._search = text
        self._rows = []
        self._texts = {}
        self._total = self._store.count_matches(text)
        self.endResetModel()

    def reload(self) -> None:
        """Read the archive again (after a delete), keeping the filter."""
        self.set_search(self._search)

    def summary(self, row: int) -> MatchSummary | None:
        """The match on ``row``, or None."""
        return self._rows[row] if 0 <= row < len(self._rows) else None

    # --- lazy loading ----------------------------------------------------------------------

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008 - Qt's default argument
        """True while matches beyond the rows loaded remain."""
        return not parent.isValid() and len(self._rows) < self._total

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008 - Qt's default argument
        """Load the next page of matches."""
        if parent.isValid():
            return
        page = self._store.list_matches(self._search, limit=PAGE_SIZE, offset=len(self._rows))
        if not page:
            self._total = len(self._rows)  # some were deleted meanwhile
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
        self._rows.extend(page)
        self.endInsertRows()

    # --- Qt model API ------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """Matches loaded so far (no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """The columns of :data:`ARCHIVE_COLUMNS` (no children)."""
        return 0 if parent.isValid() else len(ARCHIVE_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column titles."""
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < len(ARCHIVE_COLUMNS):
            return None
        if self._titles is None:
            self._titles = [
                self.tr("Started"),
                self.tr("Teams"),
                self.tr("Players"),
                self.tr("Score"),
                self.tr("Winner"),
                self.tr("Rounds"),
                self.tr("Status"),
                self.tr("Note"),
            ]
        return self._titles[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's text, tooltip, colours and alignment."""
        if role not in _ROLES or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._rows) and 0 <= column < len(ARCHIVE_COLUMNS)):
            return None
        summary = self._rows[row]
        key = ARCHIVE_COLUMNS[column]
        if role == Qt.ItemDataRole.DisplayRole:
            texts = self._texts.get(row)
            if texts is None:
                texts = self._texts[row] = tuple(self._display(summary, name) for name in ARCHIVE_COLUMNS)
            return texts[column]
        if role == Qt.ItemDataRole.ToolTipRole and key == "date":
            return self.tr("Last change: {when}").format(when=format_datetime(summary.updated))
        if role == Qt.ItemDataRole.ToolTipRole and key == "status" and summary.conflict:
            return self.tr("Changed on two laptops: both versions are kept until you choose; open it to compare them.")
        if role in (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole) and summary.conflict:
            background, _border, text = theme.current().banner_warning
            return QBrush(QColor(background if role == Qt.ItemDataRole.BackgroundRole else text))
        if role == Qt.ItemDataRole.ToolTipRole and key == "note" and summary.note:
            return summary.note  # a long note is cut short in its column
        if role == MATCH_ID_ROLE:
            return summary.id
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if key in ("totals", "rounds"):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and key == "winner" and summary.winner is not None:
            return QBrush(theme.team_colour(summary.winner))
        if role == Qt.ItemDataRole.ForegroundRole and key == "status" and summary.status == "in-progress":
            return QBrush(QColor(theme.MADE_COLOUR))
        if role == Qt.ItemDataRole.FontRole and key in ("totals", "winner"):
            return self._bold
        return None

    def _display(self, summary: MatchSummary, key: str) -> str:
        if key == "date":
            return format_datetime(summary.created)
        if key == "teams":
            return self.tr("{a} v {b}").format(a=summary.teams[0], b=summary.teams[1])
        if key == "players":
            (a1, a2), (b1, b2) = summary.players
            return self.tr("{a1} & {a2} v {b1} & {b2}").format(a1=a1, a2=a2, b1=b1, b2=b2)
        if key == "totals":
            return f"{summary.totals[0]} – {summary.totals[1]}"
        if key == "winner":
            return "" if summary.winner is None else summary.teams[summary.winner]
        if key == "rounds":
            return str(summary.rounds)
        if key == "note":
            return summary.note
        return self._status(summary)

    def _status(self, summary: MatchSummary) -> str:
        if summary.conflict:
            return self.tr("changed on two laptops")
        status = self._state(summary)
        return self.tr("{status}, from another laptop").format(status=status) if summary.elsewhere else status

    def _state(self, summary: MatchSummary) -> str:
        if summary.status == "in-progress":
            return self.tr("in progress")
        if summary.status == "won":
            return self.tr("finished")
        if summary.status == "drawn":
            return self.tr("drawn")
        return self.tr("unreadable")

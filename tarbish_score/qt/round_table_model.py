"""The round history as a Qt table: a thin adapter over the engine's scored match."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from tarbish_score.qt import theme
from tarbish_score.qt.commands import ChangeKind, ChangeStep
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.key_names import with_keys
from tarbish_score.words.game import default_team_name, outcome_text, player_label, runs_summary, trump_text

if TYPE_CHECKING:
    from tarbish_score.model import Match, Outcome, RoundScore, RunClaim, Suit
    from tarbish_score.qt.commands import Change

__all__ = ["RoundTableModel"]

_Index = QModelIndex | QPersistentModelIndex

#: The columns, in order: the running totals come before runs and bella so a narrow window still shows them;
#: "why" (a few words on why a round was bait) and the round's note come last.
COLUMNS: Final = (
    "number",
    "dealer",
    "caller",
    "trump",
    "card_points",
    "outcome",
    "points",
    "totals",
    "runs",
    "bella",
    "why",
    "note",
)
#: Role that gives a row's 0-based round index.
ROUND_INDEX_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
#: The roles whose values come from the theme: a theme switch changes them, and nothing else.
COLOUR_ROLES: Final = (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole)

_DISPLAY: Final = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP: Final = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT: Final = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND: Final = int(Qt.ItemDataRole.ForegroundRole)
_BACKGROUND: Final = int(Qt.ItemDataRole.BackgroundRole)
_FONT: Final = int(Qt.ItemDataRole.FontRole)
#: The roles :meth:`RoundTableModel.data` answers; the view asks for many more on every paint.
_ROLES: Final = frozenset({_DISPLAY, _TOOLTIP, ROUND_INDEX_ROLE, _ALIGNMENT, _FOREGROUND, _BACKGROUND, _FONT})
_RIGHT: Final = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT: Final = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_ROW_FLAGS: Final = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class RoundTableModel(QAbstractTableModel):
    """One row per recorded round: who dealt and called, what was counted, how it scored.

    The model reads everything from the controller's match (``Match.score``);
    it never computes a score itself. It says what each change did: a recorded
    round is a row inserted, an undone one a row removed, a correction re-scores
    its row and every later one (``dataChanged`` to the end). Deleting a round
    (or undoing that) renumbers the later rows: the last row goes (or comes) and
    the rows from that round on change; inserting a forgotten round is the same the other
    way. A change of house rules re-scores every row.
    It resets only when the whole match is swapped (new match, rematch, a match
    opened from the archive).
    """

    def __init__(self, controller: MatchController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._match: Match | None = None
        self._rounds: tuple[RoundScore, ...] = ()
        self._titles: list[str] | None = None
        self._corrected_source: Callable[[], frozenset[int]] | None = None
        self._corrected: frozenset[int] = frozenset()
        # Cell values by row, then (column, role): a paint asks for every visible cell in several
        # roles, and a change re-scores only its round and the later ones (see _load). They hold colours:
        # they are the theme's in force when remembered, and forgotten as soon as another one is.
        self._cells: dict[int, dict[tuple[int, int], Any]] = {}
        self._cells_theme: theme.Theme = theme.current()
        controller.match_changed.connect(self._on_controller_match_changed)
        theme.notifier().theme_changed.connect(self._on_theme_changed)
        self._load()

    def set_corrected_source(self, source: Callable[[], frozenset[int]] | None) -> None:
        """Where to ask which rounds (0-based) were corrected; they get a ✎ mark."""
        self.beginResetModel()
        self._corrected_source = source
        self._load()
        self.endResetModel()

    def _load(self) -> None:
        old_match, old_rounds, old_corrected = self._match, self._rounds, self._corrected
        self._match = self._controller.match
        self._corrected = self._corrected_source() if self._corrected_source is not None else frozenset()
        self._rounds = _scored_rounds(self._match)
        self._forget_changed_cells(old_match, old_rounds, old_corrected)

    def _forget_changed_cells(
        self, old_match: Match | None, old_rounds: tuple[RoundScore, ...], old_corrected: frozenset[int]
    ) -> None:
        """Drop the remembered cells of every row that may show something else now."""
        match = self._match
        if match is None or old_match is None or (match.teams, match.rules) != (old_match.teams, old_match.rules):
            self._cells.clear()  # names, or the rules the "why bait" words quote, are in every row
            return
        first = 0
        common = min(len(old_rounds), len(self._rounds))
        while (
            first < common
            and old_rounds[first] == self._rounds[first]
            and old_match.rounds[first] == match.rounds[first]
        ):
            first += 1
        stale = [row for row in self._cells if row >= first or row in old_corrected ^ self._corrected]
        for row in stale:
            del self._cells[row]

    def _on_theme_changed(self) -> None:
        """Tell the views that every cell's colours changed (the cells were forgotten as the theme changed).

        Only the colour roles: a view that measures its rows on a change of text has nothing to measure.
        """
        self._forget_other_theme()
        rows = len(self._rounds)
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, len(COLUMNS) - 1), list(COLOUR_ROLES))

    def _forget_other_theme(self) -> None:
        """Forget the remembered cells when they hold another theme's colours than the one in force."""
        if self._cells_theme is not theme.current():
            self._cells.clear()
            self._cells_theme = theme.current()

    def _on_controller_match_changed(self, change: Change | None) -> None:
        old_rows = len(self._rounds)
        old_corrected = self._corrected
        first = self._apply(change, old_rows)
        if first is None:
            self.beginResetModel()
            self._load()
            self.endResetModel()
            return
        rows = len(self._rounds)
        if first < rows:  # these rows re-scored (a later round's dealer and totals follow the earlier ones)
            self.dataChanged.emit(self.index(first, 0), self.index(rows - 1, len(COLUMNS) - 1))
        number = COLUMNS.index("number")
        for row in sorted(old_corrected ^ self._corrected):
            if row < min(first, rows):  # the ✎ mark came or went on an earlier row
                self.dataChanged.emit(self.index(row, number), self.index(row, number))

    def _apply(self, change: Change | None, old_rows: int) -> int | None:
        """Put ``change`` in the rows, announcing inserted and removed rows.

        Returns:
            The first row whose cells may have changed (rows from there to the end re-scored),
            or None when the model must reset instead (a match swapped, or a change it cannot follow).
        """
        if change is None or change.kind.starts_match or self._match is None:
            return None
        match = self._controller.match
        if match is None or match.teams != self._match.teams:
            return None
        rounds = _scored_rounds(match)
        rows, i = len(rounds), change.index
        undo = change.step is ChangeStep.UNDO
        # A forgotten round inserted is a round in, like one recorded; undo takes it out again.
        adds = change.kind in ((ChangeKind.DELETE,) if undo else (ChangeKind.RECORD, ChangeKind.INSERT))
        removes = change.kind in ((ChangeKind.RECORD, ChangeKind.INSERT) if undo else (ChangeKind.DELETE,))
        # Rows are numbered rounds: a round in or out anywhere but the end renumbers (and re-scores)
        # every later row, so the row comes or goes at the end and the rows from ``i`` on change.
        if adds and rows == old_rows + 1 and 0 <= i < rows:
            self.beginInsertRows(QModelIndex(), old_rows, old_rows)
            self._load()
            self.endInsertRows()
            return i if i < old_rows else rows
        if removes and rows == old_rows - 1 and 0 <= i < old_rows:
            self.beginRemoveRows(QModelIndex(), rows, rows)
            self._load()
            self.endRemoveRows()
            return i
        if change.kind is ChangeKind.NOTE and rows == old_rows:
            # A note changes no score: only its row (none for the match's note) shows something else.
            self._load()
            if 0 <= i < rows:
                self.dataChanged.emit(self.index(i, 0), self.index(i, len(COLUMNS) - 1))
            return rows
        if change.kind is ChangeKind.RULES and rows == old_rows:
            self._load()  # other house rules: the same rounds, every one re-scored
            return 0
        if change.kind is not ChangeKind.EDIT or not 0 <= i < max(rows, old_rows):
            return None
        # A correction that ends the match takes the later rounds with it (undo brings them back).
        if rows < old_rows:
            self.beginRemoveRows(QModelIndex(), rows, old_rows - 1)
            self._load()
            self.endRemoveRows()
        elif rows > old_rows:
            self.beginInsertRows(QModelIndex(), old_rows, rows - 1)
            self._load()
            self.endInsertRows()
        else:
            self._load()
        return i

    # --- Qt model API --------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """Rounds recorded (no children)."""
        return 0 if parent.isValid() else len(self._rounds)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """The columns of :data:`COLUMNS` (no children)."""
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column titles; the points columns name the teams in order."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.ToolTipRole and COLUMNS[section] in ("card_points", "points", "totals"):
            teams = self._team_names()
            return self.tr("Left: {a}; right: {b}").format(a=teams[0], b=teams[1])
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if self._titles is None:
            self._titles = self._column_titles()
        return self._titles[section]

    def _column_titles(self) -> list[str]:
        titles = {
            "number": self.tr("#"),
            "dealer": self.tr("Dealer"),
            "caller": self.tr("Caller"),
            "trump": self.tr("Trump"),
            "card_points": self.tr("Cards"),
            "runs": self.tr("Runs"),
            "bella": self.tr("Bella"),
            "why": self.tr("Why bait"),
            "note": self.tr("Note"),
            "outcome": self.tr("Outcome"),
            "points": self.tr("Points"),
            "totals": self.tr("Totals"),
        }
        return [titles[key] for key in COLUMNS]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's text, tooltip, colours and alignment."""
        role = int(role)
        if role not in _ROLES or not index.isValid() or self._match is None:
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._rounds) and 0 <= column < len(COLUMNS)):
            return None
        if self._cells_theme is not theme.current():
            self._forget_other_theme()
        cells = self._cells.setdefault(row, {})
        try:
            return cells[column, role]
        except KeyError:
            value = cells[column, role] = self._cell(row, column, role)
            return value

    def _cell(self, row: int, column: int, role: int) -> Any:
        """The value of one cell in one role (``data`` remembers it until the row changes)."""
        assert self._match is not None
        Outcome, Suit = _engine()  # noqa: N806 - the engine's class names

        scored = self._rounds[row]
        key = COLUMNS[column]
        if role == _DISPLAY:
            return self._display(scored, key)
        if role == _TOOLTIP:
            return self._tooltip(scored, key)
        if role == ROUND_INDEX_ROLE:
            return row
        if role == _ALIGNMENT:
            return _RIGHT if key in ("number", "card_points", "points", "totals") else _LEFT
        if key == "number" and row in self._corrected and role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor(theme.HALF_BAIT_COLOUR))
        outcome = scored.result.outcome
        if key == "outcome" and outcome in (Outcome.BAIT, Outcome.HALF_BAIT):
            colour = theme.current().outcome(outcome)
            if role == Qt.ItemDataRole.BackgroundRole:
                return QBrush(QColor(colour))
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(QColor(theme.ON_COLOUR))
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setBold(True)
                return font
        trump = self._match.rounds[row].trump
        if role == Qt.ItemDataRole.ForegroundRole and key == "trump" and isinstance(trump, Suit):
            return QBrush(QColor(theme.SUIT_COLOURS[trump.value]))
        if role == Qt.ItemDataRole.FontRole and key == "trump":
            font = QFont()
            font.setPointSizeF(font.pointSizeF() * 1.4)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and key == "caller" and scored.result.callers is not None:
            return QBrush(theme.team_colour(scored.result.callers))
        if role == Qt.ItemDataRole.FontRole and key == "totals":
            font = QFont()
            font.setBold(True)
            return font
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Rows are selectable, not editable in place (Enter opens the round in the entry panel)."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _ROW_FLAGS

    # --- cells -------------------------------------------------------------------------

    def _team_names(self) -> tuple[str, str]:
        if self._match is None:
            return (default_team_name(0), default_team_name(1))
        return (self._match.teams[0].name, self._match.teams[1].name)

    def _display(self, scored: RoundScore, key: str) -> str:
        Outcome, Suit = _engine()  # noqa: N806 - the engine's class names

        assert self._match is not None
        match = self._match
        round_input = match.rounds[scored.number - 1]
        result = scored.result
        thrown = result.outcome is Outcome.THROWN_IN
        if key == "number":
            number = f"✎ {scored.number}" if scored.number - 1 in self._corrected else str(scored.number)
            return f"{number} *" if round_input.note else number  # * : see the note
        if key == "dealer":
            return player_label(match, scored.dealer)
        if key == "caller":
            return "–" if round_input.caller is None else player_label(match, round_input.caller)
        if key == "trump":
            if thrown or round_input.trump is None:
                return ""
            # Short like the suit symbols; the tooltip says "no trump".
            return round_input.trump.symbol if isinstance(round_input.trump, Suit) else self.tr("NT")
        if key == "card_points":
            return "" if thrown else f"{result.card_points[0]} – {result.card_points[1]}"
        if key == "runs":
            if not round_input.runs:
                return ""
            verdict = result.runs
            scoring = set(verdict.scoring) if verdict is not None else set()
            parts = []
            for i, claim in enumerate(round_input.runs):
                mark = "" if i in scoring else " ✗"
                parts.append(f"{player_label(match, claim.seat)} {_short_run(claim)}{mark}")
            return ", ".join(parts)
        if key == "bella":
            return "" if round_input.bella is None else player_label(match, round_input.bella)
        if key == "why":
            from tarbish_score.words.explain import bait_short

            return bait_short(result)
        if key == "note":
            return round_input.note
        if key == "outcome":
            return outcome_text(result.outcome)
        if key == "points":
            return f"{result.points[0]} – {result.points[1]}"
        return f"{scored.totals[0]} – {scored.totals[1]}"

    def _number_tooltip(self, scored: RoundScore) -> str | None:
        """The round's note and whether it was corrected, or None for neither."""
        assert self._match is not None
        lines = []
        note = self._match.rounds[scored.number - 1].note
        if note:
            lines.append(self.tr("Note: {note}").format(note=note))
        if scored.number - 1 in self._corrected:
            lines.append(
                with_keys(self.tr("Round {n} was corrected: Match ▸ Corrections log ({Ctrl+L}) shows how.")).format(
                    n=scored.number
                )
            )
        return "\n".join(lines) or None

    def note(self, row: int) -> str:
        """Round ``row``'s note ("" for none)."""
        if self._match is None or not 0 <= row < len(self._match.rounds):
            return ""
        return self._match.rounds[row].note

    def player_labels(self) -> list[str]:
        """How the dealer, caller and bella columns name each of the four players (none without a match)."""
        if self._match is None:
            return []
        from tarbish_score.model import SEATS

        return [player_label(self._match, seat) for seat in range(SEATS)]

    def why(self, row: int) -> str:
        """Why round ``row`` was bait or half bait, in words ("" for a made or thrown-in round)."""
        if not 0 <= row < len(self._rounds):
            return ""
        from tarbish_score.words.explain import bait_reason

        return bait_reason(self._rounds[row].result, self._match.rules if self._match is not None else None)

    def _tooltip(self, scored: RoundScore, key: str) -> str | None:
        result = scored.result
        if key == "number":
            return self._number_tooltip(scored)
        why = self.why(scored.number - 1)
        if key in ("outcome", "points", "why") and why:
            return why
        if key == "outcome" and result.callers is not None:
            return self.tr("Before bait: {a} {x}, {b} {y}. Callers needed {line} card points.").format(
                a=self._team_names()[0],
                x=result.round_totals[0],
                b=self._team_names()[1],
                y=result.round_totals[1],
                line=result.line,
            )
        if self._match is None:
            return None
        round_input = self._match.rounds[scored.number - 1]
        if key == "note" and round_input.note:
            return round_input.note  # a long note is cut short in its column
        if key == "runs" and round_input.runs:
            return runs_summary(self._match, round_input, result)
        if key == "trump" and round_input.trump is not None:
            return trump_text(round_input.trump)
        # Names may be cut short in narrow columns: the tooltip has the whole name.
        seat = {"dealer": scored.dealer, "caller": round_input.caller, "bella": round_input.bella}.get(key)
        if seat is not None:
            return player_label(self._match, seat)
        return None


@cache
def _engine() -> tuple[type[Outcome], type[Suit]]:
    """The engine's ``Outcome`` and ``Suit``, imported on first use (start-up stays lean), then at no cost."""
    from tarbish_score.model import Outcome, Suit

    return Outcome, Suit


def _scored_rounds(match: Match | None) -> tuple[RoundScore, ...]:
    """The match's scored rounds (none without a match, or when the match cannot be scored)."""
    if match is None:
        return ()
    from tarbish_score.model import TarbishError

    try:
        return match.score.rounds
    except TarbishError:
        return ()


def _short_run(claim: RunClaim) -> str:
    """A run in a few characters: "20", "50", "50 (5)", with top and suit if known (e.g. "50 K♣")."""
    from tarbish_score.model import FIFTY, MIN_FIFTY, TWENTY

    if not claim.is_fifty:
        value = str(TWENTY)
    else:
        value = str(FIFTY) if claim.length == MIN_FIFTY else f"{FIFTY} ({claim.length})"
    detail = (claim.top.value if claim.top is not None else "") + (claim.suit.symbol if claim.suit is not None else "")
    return f"{value} {detail}".strip()

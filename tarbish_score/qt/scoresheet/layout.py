"""The scoresheet's HTML: the title and the teams, the round table, the final score, the verdict and the rules.

The subset of HTML :class:`QTextDocument` renders, in pieces (:class:`SheetParts`) so that
:mod:`.pages` can cut the round table into pages between rows. Every number comes from the
engine (:attr:`Match.score`); paper colours, whatever the window's theme.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Final

from tarbish_score import __version__
from tarbish_score.words.formats import format_date
from tarbish_score.words.game import outcome_text, run_kind, suit_name
from tarbish_score.words.rules import preset_label, switch_title, switch_value_text
from tarbish_score.words.translation import translate  # Qt's catalogues, and English's plural forms without one

if TYPE_CHECKING:
    from tarbish_score.model import Match, RoundInput, RoundScore
    from tarbish_score.storage import LogEntry

__all__ = [
    "HEAD_BG",
    "NAME_CHARS",
    "ZEBRA",
    "SheetInfo",
    "SheetParts",
    "escape",
    "player_name",
    "scoresheet_html",
    "sheet_parts",
    "short_name",
]

_BAIT_BG = "#f8d7d3"
_WIN_BG = "#fbe7a1"
#: The heading colour (and the table headers' fill), and the fill of every other row: shared with the statistics page.
HEAD_BG: Final = "#1f4e3d"
ZEBRA: Final = "#f3f6f4"
_RED = "#b3261e"


def escape(text: object) -> str:
    """``text`` as HTML text (quotes too)."""
    return html.escape(str(text), quote=True)


@dataclass(frozen=True)
class SheetInfo:
    """What the sheet says besides the match itself.

    Attributes:
        played: when the match was played (its start), or None for today's date.
        finished: when it ended, or None.
        log: its audit trail, to name its net corrections; empty when unknown (nothing is said).
        match_id: its archive id, or None.
    """

    played: datetime | None = None
    finished: datetime | None = None
    log: Sequence[LogEntry] = ()
    match_id: int | None = None


#: The most characters of a name the sheet prints (a longer one is cut short with …): in the teams at the
#: top and the verdict, in the round table's column titles, and in its dealer and caller cells (one line).
NAME_CHARS: Final = {"top": 48, "title": 32, "cell": 18}


def short_name(name: str, where: str) -> str:
    """``name`` cut short with … to the most characters :data:`NAME_CHARS` allows ``where``.

    A long team or player name must never push the rounds off the page.
    """
    limit = NAME_CHARS[where]
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def player_name(match: Match, seat: int, where: str = "cell") -> str:
    """The name of the player at ``seat``, cut short for ``where`` (see :func:`short_name`)."""
    return short_name(match.player(seat), where)


def _date(moment: datetime | None) -> str:
    return format_date(moment or datetime.now().astimezone())


def _call_cell(match: Match, round_input: RoundInput) -> str:
    from tarbish_score.model import NoTrump, Outcome

    if round_input.thrown_in or round_input.caller is None:
        return f"<i>{escape(outcome_text(Outcome.THROWN_IN))}</i>"
    trump = round_input.trump
    if trump is None:
        suit = ""
    elif trump is NoTrump.NONE:
        suit = f" {escape(suit_name(NoTrump.NONE))}"
    else:
        colour = _RED if trump.value in ("hearts", "diamonds") else "#000000"
        suit = f'&nbsp;<span style="color:{colour}">{trump.symbol}</span>'
    forced = " <small>(" + escape(translate("Scoresheet", "forced")) + ")</small>" if round_input.forced else ""
    return f"{escape(player_name(match, round_input.caller)).replace(' ', '&nbsp;')}{suit}{forced}"


def _notes_cell(match: Match, round_input: RoundInput, scored: RoundScore) -> str:
    from tarbish_score.model import BELLA_POINTS, Outcome

    result = scored.result
    verdict = result.runs
    notes = []
    if result.outcome in (Outcome.BAIT, Outcome.HALF_BAIT) and result.callers is not None:
        went = (
            translate("Scoresheet", "{team} went bait")
            if result.outcome is Outcome.BAIT
            else translate("Scoresheet", "{team} went half bait")
        )
        notes.append(went.format(team=short_name(match.teams[result.callers].name, "title")))
    if verdict is not None and verdict.winner_team is not None and verdict.scoring:
        fifty = any(round_input.runs[i].is_fifty for i in verdict.scoring)
        kind = run_kind(fifty)
        seats = {round_input.runs[i].seat for i in verdict.scoring}
        who = " & ".join(player_name(match, seat) for seat in sorted(seats))
        notes.append(
            translate("Scoresheet", "{kind} {points} ({who})").format(
                kind=kind, points=verdict.points[verdict.winner_team], who=who
            )
        )
    elif round_input.runs:
        notes.append(translate("Scoresheet", "runs cancelled"))
    if round_input.bella is not None:
        notes.append(
            translate("Scoresheet", "bella {points} ({who})").format(
                points=BELLA_POINTS, who=player_name(match, round_input.bella)
            )
        )
    if round_input.sweep:
        notes.append(translate("Scoresheet", "sweep"))
    cell = escape(", ".join(notes))
    if round_input.note:  # the table's own note, in its words
        cell += ("<br/>" if cell else "") + f"<i>“{escape(round_input.note)}”</i>"
    return cell


def _points_cell(scored: RoundScore, team: int) -> tuple[str, str]:
    """(cell HTML, background colour) of one team's points in one round."""
    from tarbish_score.model import Outcome

    result = scored.result
    points = result.points[team]
    if result.callers == team and result.outcome in (Outcome.BAIT, Outcome.HALF_BAIT):
        tag = outcome_text(result.outcome)
        return (
            f'<b>{points}</b> <span style="color:{_RED}; font-size:7pt"><b>{escape(tag)}</b></span>',
            _BAIT_BG,
        )
    if result.outcome is Outcome.THROWN_IN:
        return "–", ""
    return str(points), ""


def _rules_text(match: Match) -> str:
    rules = match.rules
    parts = [
        translate("Scoresheet", "{preset}: first to {target}").format(
            preset=preset_label(rules.preset), target=rules.target
        ),
    ]
    for key, value in rules.to_mapping().items():
        if key in ("preset", "target"):
            continue
        parts.append(f"{switch_title(key)}: {switch_value_text(key, value)}")
    return "; ".join(parts)


@dataclass(frozen=True)
class SheetParts:
    """The sheet's HTML in pieces, so the round table can be cut into pages between rows.

    Attributes:
        top: title, date and the two teams with their score (page 1 only).
        head: the round table's two header rows (repeated on every page).
        rows: one ``<tr>`` per round.
        final: the table's final-score row (last page).
        bottom: the verdict, the rules and the legend (last page).
    """

    top: str
    head: str
    rows: tuple[str, ...]
    final: str
    bottom: str

    def page(self, rows: Sequence[str], *, first: bool, last: bool) -> str:
        """The HTML of one page: ``rows`` under the header, with the top and bottom where they belong."""
        table = (
            '<table width="100%" cellspacing="0" cellpadding="5" border="1" style="border-collapse:collapse; '
            'border-color:#888888; margin-top:14px; margin-bottom:14px; font-size:10pt">'
            f"{self.head}{''.join(rows)}{self.final if last else ''}</table>"
        )
        return f"<html><body>{self.top if first else ''}{table}{self.bottom if last else ''}</body></html>"


def scoresheet_html(match: Match, info: SheetInfo | None = None) -> str:
    """The whole sheet as the HTML subset :class:`QTextDocument` renders (one long page).

    Raises:
        TarbishError: a round does not score.
    """
    parts = sheet_parts(match, info)
    return parts.page(parts.rows, first=True, last=True)


def sheet_parts(match: Match, info: SheetInfo | None = None) -> SheetParts:
    """The sheet's HTML pieces (see :class:`SheetParts`).

    Raises:
        TarbishError: a round does not score.
    """
    info = info or SheetInfo()
    score = match.score
    names = [escape(short_name(team.name, "top")) for team in match.teams]
    titles = [escape(short_name(team.name, "title")) for team in match.teams]
    players = [escape(" & ".join(short_name(player, "top") for player in team.players)) for team in match.teams]
    played = escape(translate("Scoresheet", "Played on {date}").format(date=_date(info.played)))
    if match.note:
        played += f"<br/><i>{escape(match.note)}</i>"
    title, subtitle = escape(translate("Scoresheet", "Tarabish")), escape(translate("Scoresheet", "Scoresheet"))
    parts: list[str] = []
    parts.append(
        '<table width="100%" cellspacing="0" cellpadding="0"><tr>'
        f'<td><span style="font-size:24pt; font-weight:bold; color:{HEAD_BG}">{title}</span>'
        f'<br/><span style="font-size:11pt; color:#555555">{subtitle}</span></td>'
        f'<td align="right" valign="bottom"><span style="font-size:11pt">{played}'
        "</span></td></tr></table>"
    )
    # The two teams, side by side, with their final score.
    cells = []
    winner = escape(translate("Scoresheet", "WINNER"))
    for team in (0, 1):
        won = score.winner == team
        background = f' bgcolor="{_WIN_BG}"' if won else ""
        crown = f'<br/><span style="font-size:10pt; color:{HEAD_BG}"><b>{winner}</b></span>' if won else ""
        cells.append(
            f'<td width="50%" align="center"{background} style="padding:8px">'
            f'<span style="font-size:16pt; font-weight:bold">{names[team]}</span><br/>'
            f'<span style="font-size:10pt; color:#444444">{players[team]}</span><br/>'
            f'<span style="font-size:30pt; font-weight:bold">{score.totals[team]}</span>{crown}</td>'
        )
    parts.append(
        '<table width="100%" cellspacing="0" cellpadding="6" border="1" style="border-collapse:collapse; '
        f'border-color:#888888; margin-top:10px"><tr>{"".join(cells)}</tr></table>'
    )
    # The round table.
    head = f'bgcolor="{HEAD_BG}" style="color:#ffffff"'
    dealer, called, notes = (
        escape(translate("Scoresheet", "Dealer")),
        escape(translate("Scoresheet", "Called")),
        escape(translate("Scoresheet", "Runs and bella")),
    )
    cards = escape(translate("Scoresheet", "cards"))
    pts, total = escape(translate("Scoresheet", "pts")), escape(translate("Scoresheet", "total"))
    # Each team's counted card points, its points for the round and its running total: a count
    # can be checked from the paper (cards, runs and bella make the points, or bait takes them).
    sub = f'bgcolor="{HEAD_BG}" style="color:#ffffff; font-size:8pt"'
    team_heads = f"<th {sub}>{cards}</th><th {sub}>{pts}</th><th {sub}>{total}</th>"
    head_rows = [
        f'<tr><th rowspan="2" width="5%" {head}>#</th>'
        f'<th rowspan="2" width="12%" {head}>{dealer}</th>'
        f'<th rowspan="2" width="18%" {head}>{called}</th>'
        f'<th colspan="3" width="22%" {head}>{titles[0]}</th><th colspan="3" width="22%" {head}>{titles[1]}</th>'
        f'<th rowspan="2" width="21%" {head}>{notes}</th></tr>',
        f"<tr>{team_heads}{team_heads}</tr>",
    ]
    rows: list[str] = []
    for scored in score.rounds:
        round_input = match.rounds[scored.number - 1]
        zebra = f' bgcolor="{ZEBRA}"' if scored.number % 2 == 0 else ""
        cells = [
            f'<td nowrap align="center"{zebra}>{scored.number}</td>',
            f"<td nowrap{zebra}>{escape(player_name(match, scored.dealer))}</td>",
            f"<td nowrap{zebra}>{_call_cell(match, round_input)}</td>",
        ]
        for team in (0, 1):
            counted = "–" if round_input.thrown_in else str(scored.result.card_points[team])
            cells.append(f'<td nowrap align="right"{zebra}>{counted}</td>')
            text, background = _points_cell(scored, team)
            colour = f' bgcolor="{background}"' if background else zebra
            cells.append(f'<td nowrap align="right"{colour}>{text}</td>')
            cells.append(f'<td align="right"{zebra}><b>{scored.totals[team]}</b></td>')
        cells.append(f"<td{zebra}><small>{_notes_cell(match, round_input, scored)}</small></td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    final = []
    for team in (0, 1):
        background = f' bgcolor="{_WIN_BG}"' if score.winner == team else ""
        final.append(
            f'<td colspan="3" align="right"{background}><span style="font-size:14pt"><b>{score.totals[team]}</b>'
            "</span></td>"
        )
    final_score = escape(translate("Scoresheet", "Final score"))
    final_row = f'<tr><td colspan="3" align="right"><b>{final_score}</b></td>{"".join(final)}<td></td></tr>'
    # The result and the rules.
    if score.winner is not None:
        loser = 1 - score.winner
        rounds = len(score.rounds)
        verdict = translate("Scoresheet", "{winner} won {a} to {b} against {loser}, in %n round(s).", None, rounds)
        verdict = verdict.format(
            winner=short_name(match.teams[score.winner].name, "top"),
            a=score.totals[score.winner],
            b=score.totals[loser],
            loser=short_name(match.teams[loser].name, "top"),
        )
    elif score.drawn:
        rounds = len(score.rounds)
        verdict = translate("Scoresheet", "Drawn at {a} all, after %n round(s).", None, rounds)
        verdict = verdict.format(a=score.totals[0])
    else:
        rounds = len(score.rounds)
        verdict = translate("Scoresheet", "Not finished: %n round(s) played, first to {target} wins.", None, rounds)
        verdict = verdict.format(target=match.rules.target)
    rules, first_dealer = escape(translate("Scoresheet", "Rules")), escape(translate("Scoresheet", "First dealer"))
    lines = [
        f'<p style="font-size:13pt; margin-top:14px"><b>{escape(verdict)}</b></p>',
        f"<p><b>{rules}:</b> {escape(_rules_text(match))}<br/>",
        f"<b>{first_dealer}:</b> {escape(player_name(match, match.first_dealer, 'top'))}",
    ]
    if info.log:
        lines.append(
            "<br/><b>" + escape(translate("Scoresheet", "Corrections")) + ":</b> " + _corrections_html(match, info)
        )
    lines.append("</p>")
    legend = translate(
        "Scoresheet",
        "Points are each team's score for the round, after bait; a shaded cell marks the callers going bait "
        "(BAIT: the opponents take everything on the table; HALF BAIT: equal totals, the callers score nothing).",
    )
    counted = translate("Scoresheet", "Cards are the card points each team counted, last trick included.")
    lines.append(f'<p style="font-size:8pt; color:#555555">{escape(counted)} {escape(legend)}<br/>')
    lines.append(escape(translate("Scoresheet", "Kept with Tarabish Score {version}").format(version=__version__)))
    if info.match_id is not None:
        lines.append(escape(translate("Scoresheet", ", match {id}").format(id=info.match_id)))
    lines.append("</p>")
    return SheetParts("".join(parts), "".join(head_rows), tuple(rows), final_row, "".join(lines))


def _corrections_html(match: Match, info: SheetInfo) -> str:
    """The net corrections, one line each: "1<br/>Round 5 corrected: Us counted 50 → 60", or "none".

    Only net changes count: an undo and its redo, or an edit taken back, are no
    correction (``storage/corrections.py``); the audit log keeps every step.
    """
    from tarbish_score.storage.corrections import net_corrections

    corrections = net_corrections(info.log, len(match.rounds))
    if not corrections:
        return escape(translate("Scoresheet", "none"))
    return "<br/>".join([str(len(corrections)), *(escape(correction.text(match)) for correction in corrections)])

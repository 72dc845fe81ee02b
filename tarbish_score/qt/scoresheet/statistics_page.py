"""The scoresheet's statistics page, the last: one table of figures per team and player.

The figures are :func:`~tarbish_score.model.statistics.match_statistics`'s, in the lines and
wording of the window's dialog (``words.statistics``), numbers in the user's locale.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarbish_score.qt.scoresheet.layout import HEAD_BG, ZEBRA, escape, player_name, short_name
from tarbish_score.words.translation import translate

if TYPE_CHECKING:
    from tarbish_score.model import Match

__all__ = ["statistics_html"]


def _figure(text: str) -> str:
    """A figure as cell HTML: "170 (round 6)" on two lines, the points over the round in small print."""
    figure, bracket, rest = text.partition(" (")
    if not bracket:
        return escape(text)
    return f"{escape(figure)}<br/><small>({escape(rest).replace(' ', '&nbsp;')}</small>"


def statistics_html(match: Match) -> str:
    """The statistics page as HTML: one line per figure, a column per team then its two players.

    The figures are :func:`~tarbish_score.model.statistics.match_statistics`'s, in the lines and
    wording of the window's dialog (``words.statistics``), numbers in the user's locale.

    Raises:
        TarbishError: a round does not score.
    """
    from tarbish_score.model.statistics import match_statistics
    from tarbish_score.qt.numbers import statistic_text
    from tarbish_score.words.statistics import statistic_lines

    stats = match_statistics(match)
    head = f'bgcolor="{HEAD_BG}" style="color:#ffffff"'
    sides = [
        (short_name(match.teams[0].name, "cell"), stats.teams[0], True),
        (player_name(match, 0), stats.players[0], False),
        (player_name(match, 2), stats.players[2], False),
        (short_name(match.teams[1].name, "cell"), stats.teams[1], True),
        (player_name(match, 1), stats.players[1], False),
        (player_name(match, 3), stats.players[3], False),
    ]
    titles = "".join(
        f'<th width="11%" {head}>{"<b>" if is_team else ""}{escape(name)}{"</b>" if is_team else ""}</th>'
        for name, _, is_team in sides
    )
    rows = [f'<tr><th width="34%" {head}></th>{titles}</tr>']
    for number, line in enumerate(statistic_lines()):
        zebra = f' bgcolor="{ZEBRA}"' if number % 2 else ""
        cells = "".join(
            f'<td nowrap align="right"{zebra}>{"<b>" if is_team else ""}{_figure(statistic_text(side, line))}'
            f"{'</b>' if is_team else ''}</td>"
            for _, side, is_team in sides
        )
        rows.append(f"<tr><td{zebra}>{escape(line.label)}</td>{cells}</tr>")
    title = escape(translate("Scoresheet", "Match statistics"))
    rounds = stats.rounds  # a plain name: lupdate reads only a name or a number as the count
    if stats.thrown_in:
        counted = translate("Scoresheet", "%n round(s), {t} of them thrown in.", None, rounds).format(t=stats.thrown_in)
    else:
        counted = translate("Scoresheet", "%n round(s).", None, rounds)
    legend = translate(
        "Scoresheet",
        "Bait rate as caller: the share of a side's calls that went bait or half bait. Average count: the "
        "callers' card points in the rounds they called. Biggest round: the most points scored in one round "
        "(for a player, in a round they called).",
    )
    return (
        f'<html><body><p><span style="font-size:18pt; font-weight:bold; color:{HEAD_BG}">{title}</span><br/>'
        f'<span style="font-size:11pt">{escape(short_name(match.teams[0].name, "top"))} – '
        f"{escape(short_name(match.teams[1].name, 'top'))}: {escape(counted)}"
        "</span></p>"
        '<table width="100%" cellspacing="0" cellpadding="5" border="1" style="border-collapse:collapse; '
        f'border-color:#888888; margin-top:10px; font-size:10pt">{"".join(rows)}</table>'
        f'<p style="font-size:8pt; color:#555555">{escape(legend)}</p></body></html>'
    )

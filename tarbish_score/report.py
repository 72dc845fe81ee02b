"""Plain-text round-by-round table of a match, for the headless ``score`` command."""

from __future__ import annotations

import unicodedata

from tarbish_score.model import SEATS, Match, shown_name
from tarbish_score.words.game import outcome_text, runs_summary, trump_text


def clean(text: str) -> str:
    """``text`` safe for one table cell: control characters and lone surrogates become "?"."""
    return "".join("?" if unicodedata.category(ch) in ("Cc", "Cs") else ch for ch in text)


def score_table(match: Match) -> str:
    """The match as a text table: one line a round, then the result.

    Raises:
        TarbishError: a round is invalid (the match should come from a checked record).
    """
    score = match.score
    names = [shown_name(t.name) for t in match.teams]
    player = [shown_name(match.player(seat)) for seat in range(SEATS)]
    header = ["#", "Dealer", "Caller", "Trump", "Cards", "Runs", "Bella", "Outcome", "Points", "Totals"]
    rows: list[list[str]] = []
    for rs in score.rounds:
        r, res = match.rounds[rs.number - 1], rs.result
        if r.thrown_in:
            row = [str(rs.number), player[rs.dealer], "-", "-", "-", "-", "-"]
        else:
            assert r.caller is not None
            row = [
                str(rs.number),
                player[rs.dealer],
                player[r.caller],
                trump_text(r.trump, none="-", translated=False),
                f"{r.card_points[0]}-{r.card_points[1]}",
                runs_summary(match, r, res, style="table", name=lambda seat: player[seat]) or "-",
                "-" if r.bella is None else player[r.bella],
            ]
        row += [
            outcome_text(res.outcome, translated=False),
            f"{res.points[0]}-{res.points[1]}",
            f"{rs.totals[0]}-{rs.totals[1]}",
        ]
        rows.append(row)
    widths = [max(len(line[c]) for line in [header, *rows]) for c in range(len(header))]
    lines = [f"{names[0]} (team 1: {player[0]} & {player[2]})"]
    lines.append(f"{names[1]} (team 2: {player[1]} & {player[3]})")
    lines.append("Points and totals are team 1-team 2.")
    lines.append("")
    for line in [header, *rows]:
        lines.append("  ".join(cell.ljust(widths[c]) for c, cell in enumerate(line)).rstrip())
    lines.append("")
    lines.append(f"Totals: {names[0]} {score.totals[0]}, {names[1]} {score.totals[1]}")
    if score.winner is not None:
        lines.append(f"Winner: {names[score.winner]}")
    elif score.drawn:
        lines.append("The match ended drawn.")
    else:
        need = match.rules.target
        lines.append(f"Not finished: first to {need} wins.")
    return "\n".join(lines) + "\n"

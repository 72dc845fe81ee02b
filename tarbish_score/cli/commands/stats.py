"""``tarbish-score stats``: statistics of the archive's games (per player, per pair, head to head).

The games are the finished matches and the tournaments' table games (``storage.statistics``);
``--source`` or ``--tournament`` narrows them.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, TextIO

from tarbish_score.cli.commands.archive import LOCK_WAIT, archive_status, tell_set_aside
from tarbish_score.cli.exit_codes import ExitCode
from tarbish_score.cli.registry import Command

if TYPE_CHECKING:
    from datetime import datetime

    from tarbish_score.storage.statistics import ArchiveStatistics


#: The ``--source`` words: ``storage.statistics.Source``'s values (not imported before the window shows).
SOURCES: Final = ("all", "matches", "tournaments")


def _local_day(text: str) -> datetime:
    """A ``--since``/``--until`` DATE (YYYY-MM-DD) as the start of that day in local time."""
    from datetime import date
    from datetime import datetime as moment

    try:
        day = date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2024-05-01") from None
    return moment(day.year, day.month, day.day).astimezone()


def _team(text: str) -> tuple[str, str]:
    from tarbish_score.storage import split_pair

    try:
        return split_pair(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--player", metavar="NAME", help="only matches this player played, and only their lines")
    parser.add_argument(
        "--team", metavar='"A & B"', type=_team, help="only matches these two played as partners, and their lines"
    )
    parser.add_argument("--since", metavar="DATE", type=_local_day, help="only matches started on or after DATE")
    parser.add_argument("--until", metavar="DATE", type=_local_day, help="only matches started before DATE")
    # The preset names are checked when the command runs: the engine is not imported before the window shows.
    parser.add_argument("--preset", metavar="NAME", help="only matches played under this house-rule preset")
    parser.add_argument(
        "--source",
        choices=SOURCES,
        default="all",
        help="which games count: finished matches and tournament games (all, the default), "
        "the finished matches only (matches), or the tournament games only (tournaments)",
    )
    parser.add_argument(
        "--tournament", metavar="ID", type=int, help="only the games of this tournament (tarbish-score tournament list)"
    )
    parser.add_argument("--json", action="store_true", help="print the statistics as JSON")


def stats_command(args: argparse.Namespace, *, out: TextIO, err: TextIO) -> int:
    """Print the archive statistics of the data folder (``--json``: ``ArchiveStatistics.to_json``).

    Reads alongside a running window (read-only); creates nothing when there is no archive yet.

    Returns:
        0 when printed (no match counted too); :attr:`ExitCode.NOT_FOUND` when the archive has
        finished matches but none with the ``--player`` or ``--team`` named (the nearest names are
        suggested); :attr:`ExitCode.USAGE` for an unknown preset or a period whose ``--until`` is not
        after its ``--since``; :func:`archive_status` of the error when the archive cannot be read.
        The error is one line on ``err``.
    """
    from tarbish_score import paths
    from tarbish_score.model import PRESET_NAMES
    from tarbish_score.storage import MatchStore, Source, StatisticsFilter, StoreError, database_path, opening
    from tarbish_score.storage.statistics import ArchiveStatistics
    from tarbish_score.storage.tournaments import TournamentNotFoundError, load_tournament_row

    if args.preset is not None and args.preset not in PRESET_NAMES:
        known = ", ".join(repr(name) for name in PRESET_NAMES)
        print(f"tarbish-score stats: unknown preset {args.preset!r}; the presets are {known}", file=err)
        return ExitCode.USAGE
    if args.since is not None and args.until is not None and args.until <= args.since:
        since, until = args.since.date().isoformat(), args.until.date().isoformat()
        print(
            f"tarbish-score stats: --since {since} is after --until {until}; --until must be later than --since"
            if args.since > args.until
            else f"tarbish-score stats: --since {since} and --until {until} leave no day to count;"
            " --until must be later than --since (it is the first day left out)",
            file=err,
        )
        return ExitCode.USAGE
    if args.tournament is not None and args.source == "matches":
        print(
            "tarbish-score stats: --source matches leaves every tournament out; --tournament needs all or tournaments",
            file=err,
        )
        return ExitCode.USAGE
    source = Source(args.source)
    flt = StatisticsFilter(args.since, args.until, args.preset, args.player, args.team, source, args.tournament)
    directory = paths.data_dir()
    result = ArchiveStatistics(0, (), (), (), flt)
    tournament_name: str | None = None
    try:
        if not opening.archive_exists(database_path(directory)) and args.tournament is not None:
            raise TournamentNotFoundError(args.tournament)
        if opening.archive_exists(database_path(directory)):
            with MatchStore.open_for_reading(directory, wait=LOCK_WAIT) as store:
                if args.tournament is not None:
                    tournament_name = load_tournament_row(store, args.tournament).summary.name
                result = store.statistics(flt)
                if not result.matches and (args.player is not None or args.team is not None):
                    unknown = _unknown_name(args, store.statistics(StatisticsFilter()))
                    if unknown is not None:
                        print(f"tarbish-score stats: {unknown}", file=err)
                        return ExitCode.NOT_FOUND
                tell_set_aside(store, err)
    except TournamentNotFoundError as error:
        print(f"tarbish-score stats: {error} (tarbish-score tournament list shows the ids)", file=err)
        return ExitCode.NOT_FOUND
    except StoreError as error:
        print(f"tarbish-score: {error}", file=err)
        return archive_status(error)
    if args.json:
        import json  # only for --json, not at every start of the window

        json.dump(result.to_json(), out, indent=1, ensure_ascii=False)
        out.write("\n")
    elif not result.matches:
        out.write(_NOTHING["tournaments" if args.tournament is not None else source.value] + "\n")
    else:
        out.write(_stats_table(result, tournament_name))
    return ExitCode.OK


#: What ``stats`` says when nothing counts, by source.
_NOTHING: Final = {
    "all": "No finished matches or tournament games to count.",
    "matches": "No finished matches to count.",
    "tournaments": "No tournament games to count.",
}


def _unknown_name(args: argparse.Namespace, everything: ArchiveStatistics) -> str | None:
    """Why ``--player``/``--team`` counts nothing when no finished match of the archive has them; None if one has.

    Args:
        args: the ``stats`` arguments (``player``: a name; ``team``: two partners' names).
        everything: the statistics of every finished match of the archive.
    """
    from difflib import get_close_matches

    from tarbish_score.storage.statistics import pair_name

    if not everything.matches:
        return None  # nothing finished at all: "No finished matches to count." says it
    if args.team is not None:
        wanted, kind, names = pair_name(*args.team), "pair", [pair.name for pair in everything.pairs]
    else:
        wanted, kind, names = str(args.player).strip(), "player named", [player.name for player in everything.players]
    by_key = {name.casefold(): name for name in names}
    if wanted.casefold() in by_key:
        return None
    near = [by_key[key] for key in get_close_matches(wanted.casefold(), list(by_key), n=3, cutoff=0.6)]
    shown = args.player if args.team is None else f"{args.team[0]} & {args.team[1]}"
    text = f"the finished matches and tournament games of the archive have no {kind} {shown!r}"
    if near:
        text += "; nearest: " + ", ".join(repr(name) for name in near)
    return text


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}%"


def _counted(result: ArchiveStatistics, tournament_name: str | None) -> str:
    """The first line: what was counted (matches and tournament games)."""
    games = result.tournament_games
    matches = result.matches - games
    parts = []
    if matches:
        parts.append(f"{matches} finished match{'es' if matches != 1 else ''}")
    if games:
        parts.append(f"{games} tournament game{'s' if games != 1 else ''}")
    line = " and ".join(parts) + "."
    if result.filter.tournament is not None:
        name = f" {tournament_name!r}" if tournament_name else ""
        line = f"Tournament {result.filter.tournament}{name}: {line}"
    return line


def _stats_table(result: ArchiveStatistics, tournament_name: str | None = None) -> str:
    from tarbish_score.model.names import SHOWN_NAME_LENGTH, shown_name
    from tarbish_score.report import clean

    def name(text: str, players: int = 1) -> str:
        """A player's name (``players`` 1) or a pair's ("A & B", 2) as printed: cleaned and cut."""
        return shown_name(text, SHOWN_NAME_LENGTH * players + 3 * (players - 1))

    def table(rows: Sequence[Sequence[str]], right_from: int) -> list[str]:
        cleaned = [[clean(cell) for cell in row] for row in rows]
        widths = [max(len(row[i]) for row in cleaned) for i in range(len(rows[0]))]
        return [
            "  ".join(
                cell.rjust(w) if i >= right_from else cell.ljust(w)
                for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            ).rstrip()
            for row in cleaned
        ]

    header = (
        "Name", "Played", "Won", "Drawn", "Lost", "Win %", "With rounds",
        "Called", "Bait", "Half bait", "Bait %", "Margin",
    )  # fmt: skip
    lines = [clean(_counted(result, tournament_name)), ""]
    for title, standings, players in (("Players", result.players, 1), ("Pairs of partners", result.pairs, 2)):
        rows: list[tuple[str, ...]] = [header]
        rows += [
            (
                name(s.name, players),
                str(s.played),
                str(s.won),
                str(s.drawn),
                str(s.lost),
                _percent(s.win_rate),
                str(s.with_rounds),
                str(s.called),
                str(s.bait),
                str(s.half_bait),
                _percent(s.bait_rate),
                "-" if s.average_margin is None else f"{s.average_margin:+.1f}",
            )
            for s in standings
        ]
        lines += [title, *table(rows, 1), ""]
    if result.head_to_head:
        rows = [("Pair", "Against", "Played", "Won", "Lost", "Drawn", "Margin")]
        rows += [
            (
                name(h.pairs[0], 2),
                name(h.pairs[1], 2),
                str(h.played),
                str(h.wins[0]),
                str(h.wins[1]),
                str(h.drawn),
                "-" if h.average_margin is None else f"{h.average_margin:+.1f}",
            )
            for h in result.head_to_head
        ]
        lines += ["Head to head", *table(rows, 2), ""]
    lines.append("Margin: average final total minus the other team's, in points. Bait % counts half baits too.")
    if result.tournament_games:
        lines.append(
            "Called, Bait and Bait % count only the games with rounds: a tournament result typed as two totals "
            "has none."
        )
    return "\n".join(lines) + "\n"


def _run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return stats_command(args, out=out, err=err)


COMMAND = Command(
    name="stats",
    help="statistics of the finished matches and tournament games: per player, per pair, head to head",
    description="Statistics across the finished matches and the tournaments' games of the archive: per "
    "player and per pair of partners, games played and won, win rate, bait rate as caller (bait and half "
    "bait; only games whose rounds were recorded count: a tournament result typed as two totals has "
    "none), average margin (points); and head to head between two pairs. A table laptop's record also "
    "kept as a match counts once, as its tournament's game.",
    add_arguments=_add_arguments,
    run=_run,
)

"""Fixtures of the desk tests: an archive, a night kept in it, and its desk shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import Match, RoundInput, RuleSet, Suit, Team
from tarbish_score.model.tournament import Format, Tournament, TournamentSettings
from tarbish_score.storage import MatchStore
from tarbish_score.storage.tournaments import create_tournament
from tarbish_score.ui.tournament.desk import TournamentDesk

TEAMS = (
    "MacNeils: Angus & Mary",
    "Gillis: Joe & Theresa",
    "Chiassons: Aurélie & Réjean",
    "Doucets: Sandy & Colin",
    "MacDonalds",
    "Camerons: Flora & Ian",
    "Boudreaus: Marc & Lise",
    "MacIsaacs",
    "Rankins: Jimmy & Cookie",
    "Beatons: Rod & Effie",
    "LeBlancs: Paul & Anne",
    "Poiriers",
)


@pytest.fixture
def archive() -> Iterator[MatchStore]:
    """A writable archive in the isolated data folder."""
    with MatchStore.open(paths.data_dir()) as opened:
        yield opened


def swiss_night(teams: int = 12, rounds: int = 5, seed: int = 7) -> Tournament:
    """A Swiss night to 500 of ``teams`` teams named from :data:`TEAMS` (and "Team n" beyond)."""
    night = Tournament(TournamentSettings(Format.SWISS, RuleSet(), rounds=rounds, seed=seed))
    for n in range(teams):
        line = TEAMS[n] if n < len(TEAMS) else f"Team {n + 1}"
        name, _, players = line.partition(":")
        pair = tuple(p.strip() for p in players.split("&")) if players else ("", "")
        night = night.with_team(name.strip(), (pair[0], pair[1]))
    return night


def open_desk(qtbot: QtBot, store: MatchStore, night: Tournament, name: str = "Legion hall") -> TournamentDesk:
    """The night kept in ``store`` and its desk shown, the focus on the table number."""
    tournament_id = create_tournament(store, night, name)
    desk = TournamentDesk(store, tournament_id, night, name)
    qtbot.addWidget(desk)
    desk.show()
    qtbot.waitExposed(desk)
    desk.activateWindow()
    qtbot.waitUntil(lambda: desk.entry.table_edit.hasFocus())
    return desk


def laptop_match(night: Tournament, table_number: int) -> Match:
    """The finished match a table laptop of the current round recorded, its table code carried: the table's
    first team wins four made rounds of 162 (648 to 0)."""
    current = night.current
    assert current is not None
    table = current.draw.tables[table_number - 1]
    a, b = (night.team(t) for t in table.teams)
    match = Match(
        (Team(a.name, ("A1", "A2")), Team(b.name, ("B1", "B2"))),
        0,
        night.settings.rules,
        extra={"table_code": table.code},
    )
    while not match.score.finished:
        match = match.add_round(RoundInput(0, Suit.HEARTS, (162, 0)))
    return match


def write_record(folder: Path, name: str, match: Match) -> Path:
    """Write ``match`` as a record file ``name`` in ``folder``."""
    import json

    from tarbish_score.model import dump_record

    path = folder / name
    path.write_text(json.dumps(dump_record(match)), encoding="utf-8")
    return path

"""A round's paper (the draw, table cards, score slips) and the standings as PDF: read back with pypdf."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tarbish_score.model.errors import TournamentError
from tarbish_score.model.tournament import Tournament
from tarbish_score.qt.tournament_paper import write_round_slips, write_standings_pdf
from tarbish_score.words.tournament import tie_break_report
from tarbish_score.words.tournament_paper import first_dealer_text

from ..model.tournament.nights import night, play_night, play_round
from ..pdf import flat_text, page_texts, paper

PLAYERS = {0: ("Mary", "Joe"), 1: ("Angus", "Theresa")}


def twelve_teams(seed: int = 5) -> Tournament:
    t = Tournament(night(0).settings.__class__(rounds=5, seed=seed, time_limit=45))
    for i in range(12):
        t = t.with_team(f"Team {i + 1}" if i > 1 else ("MacNeils", "Gillis")[i], PLAYERS.get(i, ("", "")))
    return t.drawn()


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(("chosen", "name"), [("letter", "letter"), ("a4", "A4")])
def test_each_slip_has_its_table_teams_code_first_dealer_and_signatures(
    qtbot: QtBot, tmp_path: Path, chosen: str, name: str
) -> None:
    t = twelve_teams()
    tables = t.rounds[0].draw.tables
    path = write_round_slips(t, 1, tmp_path / "round1.pdf", chosen, title="Legion Hall")  # type: ignore[arg-type]
    assert paper(path) == name
    pages = [words(text) for text in page_texts(path)]
    # The draw, a card per table, a slip per table.
    assert len(pages) == 1 + 2 * len(tables)
    draw, cards, slips = pages[0], pages[1 : 1 + len(tables)], pages[1 + len(tables) :]
    assert "The draw · Round 1 of 5" in draw
    for table, card, slip in zip(tables, cards, slips, strict=True):
        a, b = (t.team(team).name for team in table.teams)
        assert table.code in draw
        assert card.count(f"Table {table.number}") == 2  # both halves of the tent
        assert a in card and b in card
        assert f"Table {table.number}" in slip
        assert "Round 1 of 5" in slip
        assert table.code in slip
        assert a in slip and b in slip
        assert words(first_dealer_text(t, table)) in slip
        assert f"Signature, team 1: {a}" in slip
        assert f"Signature, team 2: {b}" in slip
        assert "Team 1 (seats 1 and 3)" in slip and "Team 2 (seats 2 and 4)" in slip
        assert "Final totals" in slip
        assert "Time limit: 45 minutes" in slip
    # The players given are on their seats.
    first = next(i for i, table in enumerate(tables) if 0 in table.teams)
    side = tables[first].teams.index(0)
    assert f"Seat {side + 1}: Mary" in slips[first]
    assert f"Seat {side + 3}: Joe" in slips[first]


def test_a_grid_row_per_hand_with_its_dealer(qtbot: QtBot, tmp_path: Path) -> None:
    t = twelve_teams()
    table = t.rounds[0].draw.tables[0]
    path = write_round_slips(t, 1, tmp_path / "slips.pdf", "letter", draw=False, cards=False)
    slip = page_texts(path)[0]
    dealer = table.first_dealer
    rows = [line.split() for line in slip.splitlines() if line.split()[:1] and line.split()[0].isdecimal()]
    hands = [(int(row[0]), int(row[1])) for row in rows if len(row) == 2]
    assert len(hands) >= 15, "room for a game's hands"
    assert hands == [(i + 1, (dealer + i) % 4 + 1) for i in range(len(hands))]


def test_a_bye_is_on_the_draw(qtbot: QtBot, tmp_path: Path) -> None:
    t = night(7, seed=2).drawn()
    (bye,) = t.rounds[0].draw.byes
    path = write_round_slips(t, 1, tmp_path / "slips.pdf", cards=False)
    assert f"Bye: {t.team(bye).name}." in words(page_texts(path)[0])
    assert len(page_texts(path)) == 1 + 3


def test_a_round_not_drawn_is_refused_and_a_failed_write_keeps_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    t = twelve_teams()
    with pytest.raises(TournamentError) as refused:
        write_round_slips(t, 2, tmp_path / "slips.pdf")
    assert refused.value.code == "round_unknown"
    assert not (tmp_path / "slips.pdf").exists()
    with pytest.raises(OSError):
        write_round_slips(t, 1, tmp_path / "missing" / "slips.pdf")


def test_the_standings_pdf_has_every_team_in_order_and_the_report(qtbot: QtBot, tmp_path: Path) -> None:
    t = twelve_teams()
    rng = random.Random(4)
    t = play_round(t, rng)
    while not t.finished:
        t = play_round(t.drawn(), rng)
    path = write_standings_pdf(t, tmp_path / "standings.pdf", "a4", title="Legion Hall")
    assert paper(path) == "A4"
    text = flat_text(path)
    assert text.startswith("Final standings")
    names = [t.team(team).name for team in t.standings.ranked()]
    # "Team 1" is in "Team 10": find each name as a whole word, in order.
    found = [f" {text} ".index(f" {name} ") for name in names]
    assert found == sorted(found)
    assert "How ties were broken" in text
    for sentence in tie_break_report(t.standings, lambda team: t.team(team).name):
        assert words(sentence) in text
    assert "Order of the tie-breaks: wins, head-to-head, points difference, points for, a shared place." in text


def test_sixty_four_teams_go_over_pages_with_their_numbers(qtbot: QtBot, tmp_path: Path) -> None:
    t = play_night(night(64, rounds=3, seed=9), random.Random(9))
    path = write_standings_pdf(t, tmp_path / "standings.pdf", "letter")
    pages = page_texts(path)
    assert len(pages) > 1
    assert f"Page 1 of {len(pages)}" in words(pages[0])
    text = flat_text(path)
    found = [f" {text} ".index(f" {t.team(team).name} ") for team in t.standings.ranked()]
    assert found == sorted(found)
    # The table goes over two pages, its header row on both; the report follows.
    assert all(page.lstrip().startswith("Place") == (number == 1) for number, page in enumerate(pages[:3]))
    assert "How ties were broken" in words(pages[2]) or "How ties were broken" in words(pages[1])


def test_the_longest_names_are_printed_whole(qtbot: QtBot, tmp_path: Path) -> None:
    t = Tournament()
    for letter in "WM":
        t = t.with_team(f"The {letter * 20}", (letter * 16, letter.lower() * 16))
    t = t.drawn()
    path = write_round_slips(t, 1, tmp_path / "slips.pdf", "a4", draw=False)
    card, slip = (words(text) for text in page_texts(path))
    for name in ("The " + "W" * 20, "The " + "M" * 20):
        assert card.count(name) == 2
        assert slip.count(name) >= 3  # its box, the grid's header, its signature line
    assert "W" * 16 in slip and "m" * 16 in slip

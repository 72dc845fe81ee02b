"""The PDF scoresheet is a valid PDF whose text holds the teams, every round's points and the totals."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from pytestqt.qtbot import QtBot

from tarbish_score.model import Match, NoTrump, RoundInput, RuleSet, RunClaim, Suit, Team, read_record
from tarbish_score.qt.scoresheet import SheetInfo, write_scoresheet_pdf
from tarbish_score.qt.scoresheet.layout import scoresheet_html

from ..pdf import flat_text, page_texts, paper

SAMPLE = Path(__file__).resolve().parent.parent / "data" / "kitchen-standard.tarbish.json"


def test_the_pdf_holds_teams_every_rounds_points_and_the_totals(qtbot: QtBot, tmp_path: Path) -> None:
    match = read_record(SAMPLE)
    path = write_scoresheet_pdf(match, tmp_path / "sheet.pdf")
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.rstrip().endswith(b"%%EOF")
    text = "\n".join(page_texts(path))
    for team in match.teams:
        assert team.name in text
        for player in team.players:
            assert player in text
    words = text.split()
    score = match.score
    for scored in score.rounds:
        for points in (*scored.result.points, *scored.totals):
            assert str(points) in words, f"round {scored.number}: {points}"
    assert "BAIT" in text
    flat = " ".join(words)
    assert "The MacNeils won 561 to 479" in flat
    assert "Standard: first to 500" in flat


def test_a_failed_write_keeps_the_old_file(qtbot: QtBot, tmp_path: Path) -> None:
    match = read_record(SAMPLE)
    with pytest.raises(OSError):
        write_scoresheet_pdf(match, tmp_path / "missing-folder" / "sheet.pdf")
    assert not (tmp_path / "missing-folder").exists()


def test_the_sheet_marks_bait_and_names_net_corrections(qtbot: QtBot) -> None:
    from tarbish_score.storage import LogEntry, round_dict

    match = read_record(SAMPLE)
    first = round_dict(match.rounds[0])
    changed = dict(first, card_points=[first["card_points"][0] + 10, first["card_points"][1] - 10])
    log = (LogEntry.now("new"), LogEntry.now("record", 1, None, first), LogEntry.now("edit", 1, first, changed))
    html = scoresheet_html(match, SheetInfo(log=log, match_id=7))
    assert "BAIT" in html
    assert "<b>Corrections:</b> 1<br/>Round 1 corrected: " in html
    assert ", match 7" in html
    # The edit undone and redone twice: still one net correction.
    undo, redo = LogEntry.now("undo", 1, changed, first), LogEntry.now("redo", 1, first, changed)
    assert "<b>Corrections:</b> 1<br/>Round 1 corrected: " in scoresheet_html(
        match, SheetInfo(log=(*log, undo, redo, undo, redo))
    )
    # Taken back: none; and a sheet without a log says nothing about corrections.
    assert "<b>Corrections:</b> none" in scoresheet_html(match, SheetInfo(log=(*log, undo)))
    assert "Corrections" not in scoresheet_html(match, SheetInfo())


def long_match(rounds: int = 60) -> Match:
    """A long match (target 5000) with made, bait, thrown-in and no-trump rounds, bella and notes."""
    match = Match(
        (Team("The MacNeils", ("Mary", "Joe")), Team("The Gillises", ("Angus", "Theresa"))),
        0,
        RuleSet(target=5000, no_trump=True, forced_dealer=False),
    )
    suits = [Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS]
    for n in range(rounds):
        if n % 9 == 4:
            round_input = RoundInput.thrown()
        elif n % 7 == 2:
            round_input = RoundInput(n % 4, NoTrump.NONE, (80, 50) if n % 2 else (50, 80))
        elif n % 5 == 3:
            points = (50, 112) if n % 4 in (0, 2) else (112, 50)
            round_input = RoundInput(n % 4, suits[n % 4], points, bella=(n + 1) % 4)
        else:
            round_input = RoundInput(n % 4, suits[n % 4], (90, 72) if n % 4 in (0, 2) else (72, 90))
        match = match.add_round(round_input)
    return match


def test_a_long_match_pages_whole_rows_under_a_header_on_every_page(qtbot: QtBot, tmp_path: Path) -> None:
    match = long_match()
    path = write_scoresheet_pdf(match, tmp_path / "long.pdf")
    every = page_texts(path)
    # The round table's pages, the statistics under the last one's ending.
    pages = every
    assert len(pages) == 3
    assert "Match statistics" in every[-1] and f"Page {len(every)} of {len(every)}" in every[-1]
    assert every[-1].index("Final score") < every[-1].index("Match statistics")
    seen: list[int] = []
    for number, page in enumerate(pages, start=1):
        # The column header, with both teams, heads every page; every page is numbered.
        assert "The MacNeils" in page and "The Gillises" in page, number
        assert "Dealer" in page and "Runs and bella" in page, number
        assert f"Page {number} of {len(every)}" in page
        # A round's number stands whole at the start of its row, the dealer's name beside it.
        rows = [int(found) for found in re.findall(r"^\s*(\d+)\s+(?:Mary|Joe|Angus|Theresa)\b", page, re.M)]
        if number < len(pages):
            assert len(rows) >= 25, f"page {number} holds only {len(rows)} rounds"
        seen += rows
    # Every round once, in order: none split over two pages, none lost.
    assert seen == list(range(1, 61))
    assert "Final score" in pages[-1] and "Final score" not in pages[0]
    assert "Not finished: 60 rounds played, first to 5000 wins." in " ".join(pages[-1].split())


def test_a_short_match_is_one_page_and_the_statistics_page(qtbot: QtBot, tmp_path: Path) -> None:
    path = write_scoresheet_pdf(read_record(SAMPLE), tmp_path / "short.pdf")
    pages = page_texts(path)
    assert len(pages) == 2
    assert "Final score" in pages[0] and "Match statistics" not in pages[0]
    assert "Match statistics" in pages[1] and "Page 2 of 2" in pages[1]


def _cells(page: str, label: str) -> list[str]:
    """The cells of the statistics line ``label`` on ``page``, split at runs of spaces."""
    line = next(text for text in page.splitlines() if text.strip().startswith(label))
    return re.split(r"\s{2,}", line.strip())[1:]


def test_the_last_page_holds_the_match_statistics_counted_by_hand(qtbot: QtBot, tmp_path: Path) -> None:
    # kitchen-standard, counted from the record (docs/rules.md sections 2 and 6): Mary called 2 (both made),
    # Angus none, Joe 1 (made), Theresa 2 (one bait). Columns: MacNeils, Mary, Angus, Gillis pair, Joe, Theresa.
    match = read_record(SAMPLE)
    pages = page_texts(write_scoresheet_pdf(match, tmp_path / "s.pdf"))
    last = pages[-1]
    for player in ("Mary", "Angus", "Joe", "Theresa", "The MacNeils"):
        assert player in last
    assert _cells(last, "Rounds called") == ["2", "2", "0", "3", "1", "2"]
    assert _cells(last, "Bait rate as caller") == ["0%", "0%", "–", "33%", "0%", "50%"]
    assert _cells(last, "Bait ")[:6] == ["0", "0", "0", "1", "0", "1"]
    assert "Most calls made in a row" in last


def test_the_pdf_shows_the_match_note_and_round_notes(qtbot: QtBot, tmp_path: Path) -> None:
    match = read_record(SAMPLE).with_note("Legion hall, Friday").with_round_note(1, "misdeal <re-dealt>")
    html = scoresheet_html(match)
    assert "<i>“misdeal &lt;re-dealt&gt;”</i>" in html
    flat = flat_text(write_scoresheet_pdf(match, tmp_path / "noted.pdf"))
    assert "Legion hall, Friday" in flat
    assert "“misdeal <re-dealt>”" in flat
    assert "Legion hall" not in scoresheet_html(read_record(SAMPLE))


@pytest.mark.parametrize(("asked", "name"), [("a4", "A4"), ("letter", "letter")])
def test_the_pdf_is_on_the_paper_asked_for(qtbot: QtBot, tmp_path: Path, asked: str, name: str) -> None:
    path = write_scoresheet_pdf(read_record(SAMPLE), tmp_path / "sheet.pdf", paper=asked)  # type: ignore[arg-type]
    assert paper(path) == name
    assert "The MacNeils won 561 to 479" in flat_text(path)


def test_a_chart_painter_gets_the_pages_width_under_the_rounds(qtbot: QtBot, tmp_path: Path) -> None:
    match = read_record(SAMPLE)
    rects: list[tuple[float, float]] = []

    def chart(painter: QPainter, rect: QRectF) -> None:
        rects.append((rect.width(), rect.height()))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), "CHART HERE")

    pages = page_texts(write_scoresheet_pdf(match, tmp_path / "sheet.pdf", chart=chart))
    # Five rounds: the rounds and the chart fill page 1, the statistics page 2.
    assert len(pages) == 2
    first, last = pages
    assert "CHART HERE" in first and "CHART HERE" not in last
    assert "The race: The MacNeils against The Gillis pair, first to 500" in first
    assert first.index("Final score") < first.index("The race:") < first.index("CHART HERE")
    assert "Page 1 of 2" in first and "Page 2 of 2" in last
    assert "Match statistics" in last  # the statistics after the chart
    # Across the page's width (A4 less 15 mm margins at 300 dpi), between 3:1 and 5:3.
    assert len(rects) == 1
    assert rects[0][0] == pytest.approx(180 / 25.4 * 300, rel=0.01)
    assert rects[0][0] / 3 - 1 <= rects[0][1] <= rects[0][0] * 3 / 5 + 1


def seven_rounds() -> Match:
    """Seven rounds (target 1000): made, bait and half bait, runs, bella, a count typed with /."""
    match = Match((Team("Us", ("Ann", "Cal")), Team("Them", ("Bea", "Dan"))), 0, RuleSet(target=1000))
    for round_input in (
        RoundInput(1, Suit.HEARTS, (68, 94)),
        RoundInput(2, Suit.SPADES, (100, 62), runs=(RunClaim(2, 3),)),
        RoundInput(3, Suit.CLUBS, (45, 117), extra={"counted_by": "opponents"}),
        RoundInput(0, Suit.DIAMONDS, (70, 92), bella=0),
        RoundInput(1, Suit.HEARTS, (90, 72)),
        RoundInput(2, Suit.SPADES, (120, 42), runs=(RunClaim(0, 4),)),
        RoundInput(3, Suit.CLUBS, (30, 132)),
    ):
        match = match.add_round(round_input)
    return match


def _subsequence(wanted: list[str], words: list[str]) -> bool:
    found = iter(words)
    return all(word in found for word in wanted)


@pytest.mark.parametrize("sheet_paper", ["a4", "letter"])
def test_every_round_shows_each_teams_counted_cards_beside_its_points(
    qtbot: QtBot, tmp_path: Path, sheet_paper: str
) -> None:
    """A count can be checked from the paper: each row has, per team, the cards counted, the points, the total."""
    for match in (read_record(SAMPLE), seven_rounds()):
        path = write_scoresheet_pdf(match, tmp_path / "sheet.pdf", paper=sheet_paper)  # type: ignore[arg-type]
        text = page_texts(path)[0]
        assert _subsequence(["cards", "pts", "total", "cards", "pts", "total"], text.split())
        names = "|".join(re.escape(match.player(seat)) for seat in range(4))
        rows = {int(found[0]): found[1] for found in re.findall(rf"^\s*(\d+)\s+(?:{names})\b(.*)$", text, re.M)}
        for scored in match.score.rounds:
            result = scored.result
            wanted = [
                str(n) for team in (0, 1) for n in (result.card_points[team], result.points[team], scored.totals[team])
            ]
            assert _subsequence(wanted, rows[scored.number].split()), (scored.number, wanted, rows[scored.number])


@pytest.mark.parametrize("sheet_paper", ["a4", "letter"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_short_match_takes_the_pages_its_content_needs(
    qtbot: QtBot, tmp_path: Path, sheet_paper: str, language: str
) -> None:
    """Seven rounds with the race chart: two pages, none mostly empty, the chart where it fits.

    Not one page: the rounds with their ending take about 170 mm of the page's 243-261 mm, the
    statistics about 150, so the two cannot share a page, whatever the chart does.
    """
    from tarbish_score.qt.language import install_language

    install_language(language)
    try:
        match = seven_rounds()

        def painter(painter: QPainter, rect: QRectF) -> None:
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), "CHART HERE")

        path = write_scoresheet_pdf(match, tmp_path / "sheet.pdf", paper=sheet_paper, chart=painter)  # type: ignore[arg-type]
        pages = page_texts(path)
        assert len(pages) == 2
        assert "CHART HERE" in "".join(pages)

        from PySide6.QtGui import QPdfWriter

        from tarbish_score.qt.scoresheet.pages import _body_size, layout_pages, set_paper

        writer = QPdfWriter(str(tmp_path / "probe.pdf"))
        writer.setResolution(300)
        set_paper(writer, sheet_paper)  # type: ignore[arg-type]
        width, height = _body_size(writer)
        parts = layout_pages(match, writer, chart=True)
        assert [[part.kind for part in page] for page in parts] in (
            [["rounds", "chart"], ["statistics"]],
            [["rounds"], ["chart", "statistics"]],
        )
        for number, page in enumerate(parts, start=1):
            assert page[-1].bottom <= height + 1, number
            assert page[-1].bottom >= height / 2, f"page {number} is mostly empty"
            for above, below in itertools.pairwise(page):
                assert below.top >= above.bottom, number
        (chart,) = [part for page in parts for part in page if part.kind == "chart"]
        assert chart.height >= width / 3  # never flatter than 3:1 (its heading above)
    finally:
        install_language("en")


def _named_match(team_chars: tuple[int, int], player_chars: int, rounds: int) -> Match:
    """``rounds`` rounds between teams whose names are ``team_chars`` long, players ``player_chars`` long.

    A negative ``player_chars``: every name one word without a space (nowhere to wrap a line).
    """
    space = " " if player_chars >= 0 else ""
    player_chars = abs(player_chars)
    players = [(f"Player{seat}{space}" + "Mac" * player_chars)[: max(player_chars, 8)] for seat in range(4)]
    teams = [(f"Team{team}{space}" + "Clan" * chars)[: max(chars, 6)] for team, chars in enumerate(team_chars)]
    match = Match(
        (Team(teams[0], (players[0], players[2])), Team(teams[1], (players[1], players[3]))), 0, RuleSet(target=5000)
    )
    suits = [Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS]
    for n in range(rounds):
        match = match.add_round(RoundInput(n % 4, suits[n % 4], (90, 72) if n % 2 else (72, 90)))
    return match


@pytest.mark.parametrize(
    ("team_chars", "player_chars", "rounds"),
    [((200, 150), 80, 2), ((12, 12), 10, 2), ((2000, 60), 300, 30), ((40, 2000), 25, 1), ((200, 150), -80, 2)],
)
def test_every_round_is_printed_once_whatever_the_names(
    qtbot: QtBot, tmp_path: Path, team_chars: tuple[int, int], player_chars: int, rounds: int
) -> None:
    """Long names are cut short with … in the sheet, every page's body fits its page, every round once."""
    from PySide6.QtGui import QPdfWriter

    from tarbish_score.qt.scoresheet.pages import _body_size, paginate, set_paper

    match = _named_match(team_chars, player_chars, rounds)
    writer = QPdfWriter(str(tmp_path / "probe.pdf"))
    set_paper(writer)
    width, height = _body_size(writer)
    pages = paginate(match, writer)
    for number, page in enumerate(pages, start=1):
        size = page.size()
        assert size.height() <= height and size.width() <= width + 1, (number, size, width, height)
    path = write_scoresheet_pdf(match, tmp_path / "names.pdf")
    text = "\n".join(page_texts(path))
    # A round's number stands at the start of its row, its dealer's name (cut short) beside it.
    seen = [int(found) for found in re.findall(r"^\s*(\d+)\s+Player\d", text, re.M)]
    assert seen == list(range(1, rounds + 1))
    if max(team_chars) > 60:
        assert "..." in text  # … (NFKC) : the long names are cut short, not left to push the rounds off the page

"""The projector: the standings and the round's tables as the engine has them, pages when 64 teams do not fit,
the theme's colours (live), French, full screen, and what the picture shows."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, QTranslator
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tarbish_score.model.tournament import Format, Tournament, TournamentSettings
from tarbish_score.qt import theme
from tarbish_score.ui.tournament.projector import PAGE_SECONDS, ProjectorWindow
from tarbish_score.ui.tournament.projector_board import MIN_ROWS
from tarbish_score.words.translation import install_translator

from ..contrast import contrast, text_failures
from ..test_theme import THEMES, back_to_light  # noqa: F401 - back_to_light is a fixture

NAMES = (
    "MacNeils", "Gillis", "The Cape Bretoners", "Rankins", "MacDonalds", "Chiasson & Boudreau",
    "Sydney Mines", "Judique Jokers", "Inverness", "Mabou Ridge", "Glace Bay Gang", "North Side",
)  # fmt: skip


def totals(table: int, round_number: int) -> tuple[int, int]:
    """A final score for a table: a varied margin, the first team winning two tables in three."""
    loser = 240 + (table * 53 + round_number * 29) % 230
    winner = 500 + (table * 31 + round_number * 17) % 60
    return (winner, loser) if (table + round_number) % 3 else (loser, winner)


def night(teams: int, scored_rounds: int, *, rounds: int = 8, draw_next: bool = True) -> Tournament:
    """A Swiss night of ``teams`` teams with ``scored_rounds`` rounds scored, and the next one drawn."""
    tournament = Tournament(TournamentSettings(format=Format.SWISS, rounds=rounds, seed=11))
    for number in range(teams):
        tournament = tournament.with_team(NAMES[number] if number < len(NAMES) else f"Team {number + 1}")
    for round_number in range(1, scored_rounds + 1):
        tournament = tournament.drawn()
        assert tournament.current is not None
        for table in tournament.current.draw.tables:
            tournament = tournament.with_result(table.number, totals(table.number, round_number))
    return tournament.drawn() if draw_next else tournament


#: The hall's projector.
FULL_HD = QSize(1920, 1080)


def projector(qtbot: QtBot, size: QSize = FULL_HD) -> ProjectorWindow:
    window = ProjectorWindow()
    qtbot.addWidget(window)
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    return window


def on_screen(window: ProjectorWindow) -> QImage:
    QApplication.sendPostedEvents()
    return window.grab().toImage()


def test_standings_and_tables_are_the_engines_and_follow_each_result(qtbot: QtBot) -> None:
    window = projector(qtbot)
    tournament = night(12, 3)
    window.show_tournament(tournament, "Friday at the Legion")
    board = window.board
    assert window.title_label.full_text() == "Friday at the Legion"
    assert board.headings == ("Standings after round 3", "Round 4 of 8")
    rows = tournament.standings.rows
    assert [line.name for line in board.standings] == [tournament.team(row.team).name for row in rows]
    assert [line.place for line in board.standings] == [f"{r.place}=" if r.shared else str(r.place) for r in rows]
    assert [line.won for line in board.standings] == [str(row.wins) for row in rows]
    assert board.standings[0].difference.startswith("+") and board.standings[-1].difference.startswith("−")
    draw = tournament.current
    assert draw is not None
    assert [(t.number, t.teams) for t in board.tables] == [
        (table.number, (tournament.team(table.teams[0]).name, tournament.team(table.teams[1]).name))
        for table in draw.draw.tables
    ]
    assert [t.dealer for t in board.tables] == [f"Seat {table.first_dealer + 1}" for table in draw.draw.tables]
    assert not any(t.scored for t in board.tables)
    assert board.page_text().count("playing") == 6

    after = tournament.with_result(2, (512, 340))
    window.show_tournament(after, "Friday at the Legion")
    assert board.tables[1].result == "512–340" and board.tables[1].winner == 0
    assert board.page_text().count("playing") == 5
    winner = after.team(draw.draw.tables[1].teams[0]).name
    line = next(line for line in board.standings if line.name == winner)
    assert line.won == str(after.standings.row(line.team).wins) == str(tournament.standings.row(line.team).wins + 1)
    assert [line.name for line in board.standings] == [after.team(row.team).name for row in after.standings.rows]
    assert winner in board.accessibleDescription()


def test_shared_places_a_bye_and_a_night_not_drawn(qtbot: QtBot) -> None:
    window = projector(qtbot)
    window.show_tournament(night(13, 0, draw_next=False), "")
    board = window.board
    assert window.title_label.full_text() == "Swiss"  # no name: the format
    assert {line.place for line in board.standings} == {"1="}  # nobody has played: all share the first place
    assert [t.note for t in board.tables] == ["The first round is not drawn yet."]
    drawn = night(13, 0)
    window.show_tournament(drawn, "")
    assert drawn.current is not None
    bye = drawn.team(drawn.current.draw.byes[0]).name
    assert board.tables[-1].number == 0 and board.tables[-1].note == f"Bye: {bye}."
    leaving = drawn.standings.rows[0].team
    window.show_tournament(drawn.withdrawn(leaving), "")
    assert [line.team for line in board.standings if line.withdrawn] == [leaving]
    complete = night(13, 1, draw_next=False)
    window.show_tournament(complete, "")
    assert board.headings[1] == "Round 1 of 8: every result is in"
    assert all(t.scored for t in board.tables if t.number)


@pytest.mark.parametrize("size", [QSize(1920, 1080), QSize(1024, 768)], ids=["1920x1080", "1024x768"])
def test_64_teams_page_by_themselves_and_every_team_is_on_one_page(qtbot: QtBot, size: QSize) -> None:
    window = projector(qtbot, size)
    tournament = night(64, 3)
    window.show_tournament(tournament, "The big night")
    board = window.board
    pages = window.page_count
    assert 2 <= pages <= 4
    # Type read from the back of the hall: a row is at least 1/MIN_ROWS of the board's height.
    assert board.fit().row >= board.height() // MIN_ROWS
    seen: list[str] = []
    tables: list[int] = []
    for page in range(pages):
        assert window.page == page
        assert window.page_label.text() == f"Page {page + 1} of {pages}"
        seen += [line.name for line in board.standings_on(page)]
        tables += [t.number for t in board.tables_on(page)]
        # Every row of the page is inside the board.
        assert board.standings_rect(len(board.standings_on(page)) - 1).bottom() <= board.height()
        assert board.table_rect(len(board.tables_on(page)) - 1).bottom() <= board.height()
        window.page_timer.timeout.emit()  # the timer turns the page
    assert window.page == 0  # after the last page, the first again
    assert seen == [tournament.team(row.team).name for row in tournament.standings.rows]  # each team once, in order
    assert set(tables) == set(range(1, 33))
    sizes = [len(board.standings_on(page)) for page in range(pages)]
    assert max(sizes) - min(sizes) <= 1  # pages as even as can be
    assert window.page_timer.isActive() and window.page_timer.interval() == PAGE_SECONDS * 1000
    window.hide()  # nobody to turn the pages for
    assert not window.page_timer.isActive()
    window.show()
    assert window.page_timer.isActive()


def test_a_night_that_fits_has_one_page_and_no_timer(qtbot: QtBot) -> None:
    window = projector(qtbot)
    window.show_tournament(night(12, 3), "")
    assert window.page_count == 1
    assert window.page_label.text() == ""
    assert not window.page_timer.isActive()
    window.resize(1024, 600)
    window.show_tournament(night(64, 1), "")
    qtbot.waitUntil(lambda: window.page_count > 1)
    assert window.page_timer.isActive()


def _row_colours(image: QImage, rect: QRect) -> Counter[str]:
    seen: Counter[str] = Counter()
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1, 2):
            seen[QColor(image.pixel(x, y)).name()] += 1
    return seen


def _check_picture(window: ProjectorWindow, key: str) -> None:
    """The picture is painted in the theme ``key``'s colours, and every text reads at 4.5:1 or more on its row."""
    t = theme.THEMES[key]
    image = on_screen(window)
    board = window.board
    origin = board.mapTo(window, board.rect().topLeft())
    for index in (0, 1):  # a plain row and a tinted one
        rect = board.standings_rect(index).translated(origin)
        colours = _row_colours(image, rect)
        background = colours.most_common(1)[0][0]
        assert background == (t.surface if index == 0 else t.alternate_base)
        for colour in (t.text, t.label):  # the name and the place
            assert colours[colour] > 20, f"{colour} not painted on row {index} in {key}"
            assert contrast(QColor(colour), QColor(background)) >= 4.5
        rect = board.table_rect(index).translated(origin)
        colours = _row_colours(image, rect)
        background = colours.most_common(1)[0][0]
        for colour in (*t.team, t.muted):  # the two teams, "playing"
            assert colours[colour] > 10, f"{colour} not painted on table row {index} in {key}"
            assert contrast(QColor(colour), QColor(background)) >= 4.5
    assert text_failures(window, image) == []


@pytest.mark.usefixtures("back_to_light")
def test_the_theme_switch_recolours_it_live_and_every_text_reads(qtbot: QtBot, qapp: QApplication) -> None:
    window = projector(qtbot)
    window.show_tournament(night(12, 3), "Friday at the Legion")
    for key in [*THEMES, "light"]:
        theme.apply_theme(qapp, key)
        _check_picture(window, key)
        assert window.title_label.palette().color(window.title_label.foregroundRole()).name() == theme.THEMES[key].text


FRENCH = {
    "ProjectorWindow": {
        "Page {n} of {pages}": "Page {n} sur {pages}",
        "Tarabish Score — projector": "Tarabish Score — projecteur",
        "Tournament projector": "Projecteur du tournoi",
        "Standings and tables": "Classement et tables",
        "Teams": "Équipes",
        "Result": "Résultat",
        "playing": "en jeu",
        "Tables": "Tables",
        "No tournament yet": "Pas encore de tournoi",
        "{round}: every result is in": "{round} : tous les résultats sont là",
        "The first round is not drawn yet.": "La première manche n'est pas encore tirée.",
    },
    "TournamentPaper": {
        "Place": "Place",
        "Team": "Équipe",
        "Won": "Gagnées",
        "Drawn": "Nulles",
        "Difference": "Différence",
        "Points for": "Points pour",
        "Table": "Table",
        "First dealer": "Premier donneur",
        "Seat {n}": "Place {n}",
        "Round {n} of {rounds}": "Manche {n} sur {rounds}",
        "Standings after round {n}": "Classement après la manche {n}",
    },
}


@pytest.fixture
def french(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    from ...catalogues import compile_catalogue

    translator = QTranslator(qapp)
    assert translator.load(str(compile_catalogue(tmp_path, "fr", FRENCH)))
    qapp.installTranslator(translator)
    install_translator(QCoreApplication.translate)
    yield
    qapp.removeTranslator(translator)
    install_translator(None)


def test_french_words_everywhere_and_a_switch_of_language_retranslates(qtbot: QtBot, french: None) -> None:
    window = projector(qtbot, QSize(1024, 768))
    window.show_tournament(night(64, 3), "")
    board = window.board
    assert window.windowTitle() == "Tarabish Score — projecteur"
    assert window.accessibleName() == "Projecteur du tournoi" and board.accessibleName() == "Classement et tables"
    assert board.headings == ("Classement après la manche 3", "Manche 4 sur 8")
    assert board.standings_columns == ("Place", "Équipe", "Gagnées", "Nulles", "Différence", "Points pour")
    assert board.tables_columns == ("Table", "Équipes", "Premier donneur", "Résultat")
    assert board.waiting_text == "en jeu" and board.tables[0].dealer.startswith("Place ")
    assert window.page_label.text() == f"Page 1 sur {window.page_count}"
    # Every word shown is the catalogue's: none is left in English.
    english = {source for texts in FRENCH.values() for source, french in texts.items() if source != french}
    shown = {*board.headings, *board.standings_columns, *board.tables_columns, board.waiting_text}
    assert not shown & english
    # Back to English without a new window (a LanguageChange event).
    for translator in QCoreApplication.instance().findChildren(QTranslator):  # type: ignore[union-attr]
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: board.waiting_text == "playing")
    assert board.headings == ("Standings after round 3", "Round 4 of 8")


def test_f11_goes_full_screen_and_esc_comes_back(qtbot: QtBot) -> None:
    window = projector(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen()


def test_the_picture_shows_the_first_team_in_big_type(qtbot: QtBot) -> None:
    """The screenshot: the leader's row is painted, its letters at least 1/60 of the screen's height (18 px)."""
    window = projector(qtbot)
    window.show_tournament(night(12, 3), "Friday at the Legion")
    image = on_screen(window)
    board = window.board
    rect = board.standings_rect(0).translated(board.mapTo(window, board.rect().topLeft()))
    text = theme.current().text
    rows = [y for y in range(rect.top(), rect.bottom() + 1) if any(
        QColor(image.pixel(x, y)).name() == text for x in range(rect.left(), rect.right(), 2)
    )]  # fmt: skip
    assert rows, "the leader's row is blank"
    assert rows[-1] - rows[0] >= 1080 // 60
    # The page: the window shows its twelve teams at once, no page number.
    assert len(board.standings_on(0)) == 12 and window.page_label.text() == ""


def test_a_screen_reader_hears_the_window_and_the_page_it_shows(qtbot: QtBot) -> None:
    from PySide6.QtGui import QAccessible

    from ..accessibility import unnamed_controls

    window = projector(qtbot, QSize(1024, 768))
    tournament = night(64, 3)
    window.show_tournament(tournament, "The big night")
    assert unnamed_controls(window) == []
    board = QAccessible.queryAccessibleInterface(window.board)
    assert board is not None and board.text(QAccessible.Text.Name) == "Standings and tables"
    description = board.text(QAccessible.Text.Description).splitlines()
    leader = tournament.team(tournament.standings.rows[0].team).name
    assert description[0] == "Standings after round 3" and description[1].startswith(f"1. {leader}: ")
    assert len(description) == 2 + len(window.board.standings_on(0)) + len(window.board.tables_on(0))
    window.next_page()  # the next page is told too
    first = window.board.standings_on(1)[0]
    told = QAccessible.queryAccessibleInterface(window.board).text(QAccessible.Text.Description).splitlines()
    assert told[1] == f"{first.place}. {first.name}: {first.won}, {first.difference}, {first.points_for}"


def test_under_a_pseudo_catalogue_no_word_escapes_translation(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    from ..pseudo import install_pseudo, pseudo_catalogue, remove_pseudo, untranslated_words

    translator = install_pseudo(pseudo_catalogue(tmp_path))
    try:
        window = projector(qtbot, QSize(1024, 768))
        tournament = night(63, 3).with_result(1, (512, 340))  # a bye too
        window.show_tournament(tournament, "")
        board = window.board
        texts = [window.windowTitle(), window.accessibleName(), board.accessibleName(), window.title_label.text()]
        texts += [window.page_label.text(), *board.standings_columns, *board.tables_columns]
        for page in range(window.page_count):
            window.set_page(page)
            texts.append(board.page_text())
        assert "⟦Bye: " in "".join(texts)  # the bye line, on the tables' last page
        window.show_tournament(night(5, 0, draw_next=False), "")
        texts.append(board.page_text())
        names = [team.name for team in tournament.teams]
        shown = "\n".join(texts)
        assert untranslated_words(shown, names) == []
        assert texts[4].startswith("⟦") and board.headings[0].startswith("⟦")  # "Page 1 of 3", "Tables"
    finally:
        remove_pseudo(translator)
        install_translator(None)

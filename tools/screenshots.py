"""Save screenshots of the window's main states into docs/screenshots/ (runs offscreen).

Usage: ``python tools/screenshots.py [OUTPUT_DIR]``
"""

from __future__ import annotations

import dataclasses
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The screenshot scripts (this one is imported by the others) never write the user's own settings file.
os.environ.setdefault("TARBISH_SCORE_CONFIG_DIR", tempfile.mkdtemp(prefix="tarbish-shots-config-"))

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tarbish_score.model import Card, Match, Rank, RoundInput, RuleSet, RunClaim, Suit, Team, read_record
from tarbish_score.qt.controller import MatchController
from tarbish_score.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "data" / "kitchen-standard.tarbish.json"


def _settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()


def _save(widget: QWidget, path: Path, app: QApplication) -> None:
    _settle(app)
    if not widget.grab().save(str(path)):
        raise SystemExit(f"could not save {path}")
    print(path)


def _type(app: QApplication, keys: list[Qt.Key | str]) -> None:
    """Type like a person: each key goes to the widget that has the focus."""
    for key in keys:
        target = app.focusWidget()
        assert target is not None, "nothing has the focus"
        if isinstance(key, str):
            QTest.keyClicks(target, key)
        else:
            QTest.keyClick(target, key)
        app.processEvents()


def _window(app: QApplication, match: Match | None, size: tuple[int, int] = (1280, 820)) -> MainWindow:
    controller = MatchController()
    window = MainWindow(controller)
    window.resize(*size)
    window.show()
    window.activateWindow()
    if match is not None:
        controller.start_match(match)
    _settle(app)
    window.round_entry.focus_first_field()
    _settle(app)
    return window


def _cards(text: str) -> list[Card]:
    """Cards from "KH QH JH 10H"."""
    suits = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES}
    return [Card(Rank(word[:-1]), suits[word[-1]]) for word in text.split()]


def _checker_and_counter(app: QApplication, match: Match, out: Path) -> None:
    """The run checker (trump decides; a house rule decides; an impossible claim) and the card-point counter."""
    window = _window(app, match)
    # Theresa calls hearts; Mary and Joe both claim a king-high fifty; Theresa's twenty came too late.
    _type(app, ["4", "h"])
    checker = window.open_run_checker()
    checker.select_seat(0)
    checker.grid.set_picked(_cards("KH QH JH 10H"))
    checker.select_seat(1)
    checker.grid.set_picked(_cards("KS QS JS 10S"))
    checker.add_run(3, 3, Rank.EIGHT, Suit.CLUBS, announced=False)
    checker.select_seat(0)
    _save(checker, out / "run-checker-trump.png", app)
    checker.reject()
    _settle(app)

    checker = window.open_run_checker()
    checker.select_seat(0)
    checker.grid.set_picked(_cards("KH QH JH 10H"))
    checker.select_seat(1)
    checker.grid.set_picked(_cards("AS KS QS JS"))
    _save(checker, out / "run-checker-house-rule.png", app)
    checker.reject()
    _settle(app)

    checker = window.open_run_checker()
    checker.select_seat(0)
    checker.grid.set_picked(_cards("KS QS JS 10S"))
    checker.select_seat(1)
    checker.add_run(1, 3, Rank.QUEEN, Suit.SPADES)
    _save(checker, out / "run-checker-impossible.png", app)
    checker.reject()
    _settle(app)

    _type(app, ["70"])
    counter = window.open_card_counter()
    counter.set_last_trick(1)
    counter.grids[1].set_picked(_cards("JH 9H AH AS 10S KS AC 10C QD JD 8D 7C 6S"))
    _save(counter, out / "card-counter.png", app)
    counter.set_both(True)
    counter.grids[0].set_picked(_cards("10H KH QH 8H 7H 6H QS JS 9S 8S 7S KC QC JC 9C 8C AD 10D KD 9D 7D 6D AS"))
    _save(counter, out / "card-counter-both.png", app)
    counter.reject()
    _settle(app)

    # Runs typed in round entry by length only, then filled in by clicking the cards; a suit still decides.
    _type(app, [Qt.Key.Key_R, "1", "t", "2", "t"])
    checker = window.open_run_checker()
    checker.select_seat(0)
    checker.grid.set_picked(_cards("KC QC JC"))
    checker.add_run(3, 3, Rank.KING, None)
    checker.select_seat(3)
    _save(checker, out / "run-checker-missing-detail.png", app)
    checker.reject()
    _settle(app)
    window.close()


def main(out: Path) -> int:
    """Build each state and save it as a PNG in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    full = read_record(SAMPLE)

    window = _window(app, None)
    dialog = window.open_new_match_dialog()
    for edit, text in zip(dialog.team_edits, ("The MacNeils", "The Gillis pair"), strict=True):
        edit.setText(text)
    for seat, name in enumerate(("Mary", "Joe", "Angus", "Theresa")):
        dialog.player_edits[seat].setText(name)
    dialog.dealer_combo.setCurrentIndex(3)
    _save(dialog, out / "new-match-dialog.png", app)
    dialog.reject()
    window.close()

    in_progress = dataclasses.replace(full, rounds=full.rounds[:3])
    window = _window(app, in_progress)
    _type(app, ["4", "d", "88"])
    _save(window, out / "in-progress.png", app)
    window.close()

    window = _window(app, in_progress)
    # Theresa calls hearts; her team counts 70; Mary holds a fifty: the callers go bait.
    _type(app, ["4", "h", "70", Qt.Key.Key_R, "1", "f"])
    _save(window, out / "bait-preview.png", app)
    window.close()

    _checker_and_counter(app, in_progress, out)

    window = _window(app, full)
    _save(window, out / "finished.png", app)
    help_dialog = window.show_help("rules")
    _save(help_dialog, out / "help-rules.png", app)
    help_dialog.show_page("shortcuts", window.controller.match)
    _save(help_dialog, out / "help-shortcuts.png", app)
    help_dialog.close()
    window.close()

    _kitchen_table_states(app, out, full)
    _undo_banner_state(app, out, full)
    _correction(app, out, full)
    _finished_start(app, out)
    return 0


def _kitchen_table_states(app: QApplication, out: Path, full: Match) -> None:
    """Long names, a laptop screen, a correction that ends the match, a tie at the target, run details."""
    teams = (
        Team("Les Acadiens de Chéticamp", ("Zoë", "Ann")),
        Team("Them", ("Seán MacNeil-Fitzgerald the Third", "Dan")),
    )
    window = _window(app, Match(teams, 0, RuleSet()), (1366, 768))
    _type(app, ["2", "s", "90"])
    _save(window, out / "long-names.png", app)
    window.close()

    window = _window(app, dataclasses.replace(full, rounds=full.rounds[:3]), (1366, 768))
    _type(app, ["3", "h", "88"])
    _save(window, out / "laptop-1366x768.png", app)
    window.close()

    hearts = RoundInput(caller=0, trump=Suit.HEARTS, card_points=(100, 62))
    sweep = RoundInput(caller=1, trump=Suit.CLUBS, card_points=(0, 162))
    base = Match(full.teams, 0, RuleSet(), (hearts, hearts, hearts, hearts, sweep, sweep))
    window = _window(app, base)
    window.round_entry.begin_edit(0)
    _settle(app)
    # Round 1 was really 162 with a fifty and bella: the match now ends in round 4.
    # (The correction opens on the count, as it was typed: caller and trump stay.)
    _type(app, ["162", Qt.Key.Key_R, "1", "f", Qt.Key.Key_B, "1", Qt.Key.Key_Return])
    _save(window, out / "correction-ends-match.png", app)
    window.close()

    tie = Match(
        full.teams,
        0,
        RuleSet(target=300),
        (
            RoundInput(caller=0, trump=Suit.HEARTS, card_points=(120, 42)),
            RoundInput(caller=1, trump=Suit.HEARTS, card_points=(80, 82)),
            RoundInput(caller=0, trump=Suit.HEARTS, card_points=(36, 126)),
            RoundInput(caller=0, trump=Suit.HEARTS, card_points=(124, 38)),
        ),
    )
    window = _window(app, tie)
    _save(window, out / "tie-at-target.png", app)
    window.close()

    window = _window(app, dataclasses.replace(full, rounds=full.rounds[:2]), (1366, 768))
    _type(app, ["1", "c", "80", Qt.Key.Key_R, "1", "t", "2", "t", Qt.Key.Key_Return, "1"])
    _save(window, out / "run-details.png", app)
    window.close()

    # The run checker with long names on an 800x600 screen, under a house rule.
    window = _window(app, Match(teams, 0, RuleSet(run_scorers="best-team")), (1366, 768))
    checker = window.open_run_checker()
    for seat, cards in ((0, "AC KC QC JC"), (1, "KH QH JH"), (2, "AD KD QD"), (3, "QS JS 10S")):
        checker.select_seat(seat)
        checker.grid.set_picked(_cards(cards))
    checker.resize(800, 600)
    _save(checker, out / "run-checker-long-names-800x600.png", app)
    checker.reject()
    window.close()


def _undo_banner_state(app: QApplication, out: Path, full: Match) -> None:
    """Round 3 deleted by Delete in the history: the undo banner across the top, until the next change."""
    window = _window(app, dataclasses.replace(full, rounds=full.rounds[:4]))
    _type(app, [Qt.Key.Key_F6, Qt.Key.Key_Up, Qt.Key.Key_Delete, Qt.Key.Key_Escape])
    _save(window, out / "undo-banner.png", app)
    window.close()


def _correction(app: QApplication, out: Path, full: Match) -> None:
    """Round 2 being corrected, opened from the history by keyboard: as typed, and what the correction changes."""
    window = _window(app, full)
    rows = len(full.rounds)
    _type(app, [Qt.Key.Key_F6, *[Qt.Key.Key_Up] * rows, Qt.Key.Key_Down, Qt.Key.Key_Return])
    # Theresa's team really counted 96, not 56: made, not bait, and the other team wins the match.
    _type(app, ["96"])
    _save(window, out / "correction.png", app)
    window.close()


def _finished_start(app: QApplication, out: Path) -> None:
    """The next start after a finished match: shown read-only, with why the lower total won (house rule)."""
    import tempfile

    from tarbish_score.qt.keeper import MatchKeeper
    from tarbish_score.storage import MatchStore
    from tarbish_score.ui import app as app_module

    teams = (Team("The MacNeils", ("Mary", "Angus")), Team("The Gillis pair", ("Joe", "Theresa")))
    rounds = [RoundInput(caller=1, trump=Suit.HEARTS, card_points=(62, 100))] * 3
    rounds += [
        RoundInput(caller=0, trump=Suit.SPADES, card_points=(100, 62)),
        RoundInput(caller=1, trump=Suit.CLUBS, card_points=(80, 82)),
    ]
    # Mary calls and makes it with a fifty: both teams pass 500, and the callers go out on 506 against 516.
    fifty = RunClaim(0, 4, Rank.KING, Suit.CLUBS)
    rounds.append(RoundInput(caller=0, trump=Suit.DIAMONDS, card_points=(90, 72), runs=(fifty,)))
    match = Match(teams, 0, RuleSet(both_reach="callers"), tuple(rounds))
    with tempfile.TemporaryDirectory() as folder, MatchStore.open(folder) as store:
        store.set_current(store.create_match(match))
        window = _window(app, None, (1366, 768))
        keeper = MatchKeeper(window.controller, store, window)
        window.attach_keeper(keeper)
        app_module.show_last_finished(window, keeper)
        _save(window, out / "finished-start.png", app)
        window.close()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))

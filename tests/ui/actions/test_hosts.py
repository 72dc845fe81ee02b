"""The action classes on a stand-in host: they need only their narrow interfaces, never the main window."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tarbish_score.model import read_record
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.keeper import MatchKeeper
from tarbish_score.storage import MatchStore
from tarbish_score.ui.actions.archive import ArchiveActions
from tarbish_score.ui.actions.exchange import ExchangeActions
from tarbish_score.ui.round_entry.panel import RoundEntryPanel

from ..archive_helpers import in_progress, short_finished
from ..conftest import SAMPLES

SAMPLE = next(p for p in SAMPLES if p.name == "kitchen-standard.tarbish.json")


class StandIn(QWidget):
    """A host that records what the actions ask of it (ArchiveHost and ArchiveAccess)."""

    def __init__(self, store: MatchStore | None = None) -> None:
        super().__init__()
        QVBoxLayout(self)
        self.news: list[tuple[str, int]] = []
        self.calls: list[tuple[str, object]] = []
        self._store = store
        self.match_id: int | None = None

    def show_status(self, text: str, timeout_ms: int) -> None:
        self.news.append((text, timeout_ms))

    def open_new_match_dialog(self) -> object:
        self.calls.append(("new match", None))
        return None

    def focus_round_entry(self) -> None:
        self.calls.append(("focus entry", None))

    def switch_focus(self) -> None:
        self.calls.append(("switch focus", None))

    def focus_history(self) -> None:
        self.calls.append(("focus history", None))

    def export_archived_match(self, match_id: int) -> object:
        self.calls.append(("export", match_id))
        return None

    @property
    def store(self) -> MatchStore | None:
        return self._store

    @property
    def current_match_id(self) -> int | None:
        return self.match_id

    def open_stored_match(self, match_id: int) -> None:
        self.calls.append(("open", match_id))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[MatchStore]:
    with MatchStore.open(tmp_path / "archive") as opened:
        yield opened


def test_the_action_modules_do_not_load_the_main_window() -> None:
    # In a fresh interpreter: this test process may have loaded the window for other tests.
    import subprocess

    code = (
        "import sys, tarbish_score.ui.actions.archive, tarbish_score.ui.actions.exchange; "
        "print(sorted(m for m in sys.modules if m in ('tarbish_score.ui.main_window', 'tarbish_score.ui.app')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_archive_actions_give_the_host_their_banners_and_menu_items(qtbot: QtBot, store: MatchStore) -> None:
    host = StandIn()
    qtbot.addWidget(host)
    controller = MatchController()
    actions = ArchiveActions(MatchKeeper(controller, store, host), host, host)
    assert [banner.objectName() for banner in actions.banners] == ["readOnlyBanner", "alertBanner"]
    assert [action.text() for action in actions.actions.values()] == [
        "&Set this match aside…",
        "Match &archive…",
        "Corrections &log…",
        "C&orrect this match",
    ]
    assert [action.shortcut().toString() for action in actions.actions.values()] == ["", "Ctrl+O", "Ctrl+L", ""]
    # No match, nothing read-only: only the archive can be opened.
    assert [action.isEnabled() for action in actions.actions.values()] == [False, True, False, False]
    assert host.actions() == list(actions.actions.values())  # on the window: the shortcuts work window-wide


def test_archive_actions_open_a_match_through_the_host(qtbot: QtBot, store: MatchStore) -> None:
    finished_id = store.create_match(short_finished("Gillis", "Rankins"))
    host = StandIn()
    qtbot.addWidget(host)
    controller = MatchController()
    actions = ArchiveActions(MatchKeeper(controller, store, host), host, host)
    actions.open_match(finished_id)
    assert controller.read_only
    assert host.news == [("Opened Gillis against Rankins from the archive.", 8000)]
    assert host.calls == [("focus entry", None)]
    assert actions.correct_action.isEnabled()
    assert not actions.read_only_banner.isHidden()
    actions.correct_this_match()
    assert not controller.read_only
    assert host.calls[-1] == ("focus history", None)
    assert actions.read_only_banner.isHidden()


def test_deleting_the_match_in_force_asks_the_host_for_a_new_one(qtbot: QtBot, store: MatchStore) -> None:
    host = StandIn()
    qtbot.addWidget(host)
    controller = MatchController()
    keeper = MatchKeeper(controller, store, host)
    actions = ArchiveActions(keeper, host, host)
    controller.start_match(in_progress())
    assert keeper.match_id is not None
    actions.delete_match(keeper.match_id)
    assert controller.match is None
    assert host.news[-1] == ("The match in this window was deleted.", 8000)
    assert host.calls == [("new match", None)]


def test_exchange_actions_copy_the_result_and_tell_the_host(qtbot: QtBot) -> None:
    host = StandIn()
    qtbot.addWidget(host)
    controller = MatchController()
    actions = ExchangeActions(controller, host, host)
    assert actions.copy_result() == ""
    assert host.news == [("There is no match yet: start one with Ctrl+N.", 8000)]
    controller.start_match(read_record(SAMPLE))
    text = actions.copy_result()
    assert text.startswith("Tarabish: The MacNeils 561 – ")
    assert QGuiApplication.clipboard().text() == text
    assert host.news[-1] == ("Result copied: paste it into the group chat.", 8000)


def test_exchange_actions_open_a_record_in_the_hosts_archive(qtbot: QtBot, store: MatchStore) -> None:
    host = StandIn(store)
    qtbot.addWidget(host)
    controller = MatchController()
    actions = ExchangeActions(controller, host, host)
    assert actions.open_record_file(SAMPLE)
    assert host.calls == [("open", 1)]
    assert store.load_match(1).match.teams[0].name == "The MacNeils"
    assert controller.match is None  # the host opens it, not the actions


def test_the_window_parts_do_not_load_the_main_window() -> None:
    import subprocess

    parts = (
        "tarbish_score.ui.actions.match",
        "tarbish_score.ui.actions.tools",
        "tarbish_score.ui.archive_attach",
        "tarbish_score.ui.banner_strip",
        "tarbish_score.ui.change_news",
        "tarbish_score.ui.entry_area",
        "tarbish_score.ui.history_view",
        "tarbish_score.ui.one_dialog",
    )
    code = (
        f"import sys, importlib; [importlib.import_module(m) for m in {parts!r}]; "
        "print(sorted(m for m in sys.modules if m in ('tarbish_score.ui.main_window', 'tarbish_score.ui.app')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


class EntryStandIn(StandIn):
    """A host with a round entry and a selected round (MatchHost and ToolsHost)."""

    def __init__(self, controller: MatchController) -> None:
        super().__init__()
        self._round_entry = RoundEntryPanel(controller, self)
        self.layout().addWidget(self._round_entry)

    @property
    def round_entry(self) -> RoundEntryPanel:
        return self._round_entry

    def selected_round(self) -> int | None:
        return None


def test_match_actions_refuse_to_change_the_rounds_of_a_read_only_match(qtbot: QtBot) -> None:
    from tarbish_score.ui.actions.match import MatchActions

    controller = MatchController()
    host = EntryStandIn(controller)
    qtbot.addWidget(host)
    actions = MatchActions(controller, host, host)
    controller.start_match(short_finished("Gillis", "Rankins"))
    controller.set_read_only(True)
    before = controller.match
    actions.delete_round(0)
    actions.insert_forgotten_round()
    assert actions.open_rules_change_dialog() is None
    assert controller.match is before
    refusal = ("This finished match is read-only: press “Correct this match” to change it.", 8000)
    assert host.news == [refusal] * 3


def test_tool_actions_open_one_run_checker_on_the_hosts_round_entry(qtbot: QtBot) -> None:
    from tarbish_score.ui.actions.tools import ToolActions

    controller = MatchController()
    host = EntryStandIn(controller)
    qtbot.addWidget(host)
    host.show()
    controller.start_match(in_progress())
    tools = ToolActions(controller, host, host)
    checker = tools.open_run_checker()
    assert tools.open_run_checker() is checker, "asked again: the open one, not a second"
    assert tools.run_checker is checker
    tools.close_dialogs()
    assert tools.run_checker is None and not checker.isVisible()

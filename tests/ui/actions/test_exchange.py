"""The Match menu's export, print, copy, import, backup and restore, driven like a player (dialogs faked)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrinter
from pytestqt.qtbot import QtBot

from tarbish_score import paths
from tarbish_score.model import read_record
from tarbish_score.storage import MatchStore
from tarbish_score.ui.actions.exchange import ExchangeActions
from tarbish_score.ui.main_window import MainWindow

from ...pdf import page_texts
from ..archive_helpers import open_window
from ..conftest import SAMPLES, focused

SAMPLE = next(p for p in SAMPLES if p.name == "kitchen-standard.tarbish.json")


@pytest.fixture
def finished(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """The window showing the finished kitchen-standard match."""
    window.controller.start_match(read_record(SAMPLE))
    return window


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Message boxes, recorded instead of shown."""
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(ExchangeActions, "tell", lambda self, title, text: seen.append((title, text)))
    return seen


def test_without_a_match_export_print_and_copy_are_off(window: MainWindow) -> None:
    assert not window.commands["export"].isEnabled()
    assert not window.commands["print"].isEnabled()
    assert not window.commands["copy_result"].isEnabled()
    assert window.commands["import"].isEnabled()


@pytest.mark.parametrize(
    ("name", "start"), [("m.tarbish.json", b"{"), ("m.csv", b"\xef\xbb\xbfTarabish"), ("m.pdf", b"%PDF-")]
)
def test_export_writes_the_kind_the_file_name_says(
    finished: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str, start: bytes
) -> None:
    target = tmp_path / name
    monkeypatch.setattr(ExchangeActions, "ask_save_path", lambda self, title, suggested, filters: str(target))
    finished.commands["export"].trigger()
    assert target.read_bytes().startswith(start)
    assert str(target) in finished.statusBar().currentMessage()


def test_export_keeps_the_log_of_the_windows_archive(qtbot: QtBot, tmp_path: Path) -> None:
    with MatchStore.open(tmp_path / "archive") as store:
        window = open_window(qtbot, store)
        match_id = store.create_match(read_record(SAMPLE))
        window.open_stored_match(match_id)
        assert window.store is store
        assert window.current_match_id == match_id
        path = window.exchange().export_to(tmp_path / "x.tarbish.json", "json")
        assert path is not None
        record = json.loads(path.read_text(encoding="utf-8"))
        assert [entry["action"] for entry in record["log"]] == ["new"]
        assert record["archive"]["id"] == match_id
        window.close()


def test_the_archive_window_exports_the_chosen_match(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with MatchStore.open(tmp_path / "archive") as store:
        window = open_window(qtbot, store)
        match_id = store.create_match(read_record(SAMPLE))
        assert window.archive is not None
        archive = window.archive.show_archive()
        archive.select_row(0)
        out = tmp_path / "chosen.csv"
        monkeypatch.setattr(ExchangeActions, "ask_save_path", lambda self, title, name, filters: str(out))
        assert archive.export_button.isVisible()
        archive.export_button.click()
        lines = out.read_text(encoding="utf-8-sig").splitlines()
        assert any("The MacNeils" in line for line in lines)
        assert window.controller.match is None  # exporting does not open the match
        assert match_id == archive.selected().id  # type: ignore[union-attr]
        archive.reject()
        window.close()


def test_a_record_file_on_the_command_line_opens_after_the_match_resumed(qtbot: QtBot) -> None:
    from tarbish_score.ui import app as app_module

    with MatchStore.open(paths.data_dir()) as store:
        earlier = store.create_match(read_record(SAMPLE).rematch())
        store.set_current(earlier)
    window = app_module.create_main_window(archive=True, open_file=str(SAMPLE))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.archive is not None and window.current_match_id not in (None, earlier))
    assert window.controller.match == read_record(SAMPLE)
    assert window.store is not None
    assert window.store.count_matches() == 2
    window.store.close()
    window.close()


def test_print_sends_the_scoresheet_to_the_printer_the_dialog_set_up(
    finished: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    out = tmp_path / "printed.pdf"

    def fake_dialog(self: ExchangeActions, printer: QPrinter) -> bool:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return True

    monkeypatch.setattr(ExchangeActions, "ask_print", fake_dialog)
    finished.commands["print"].trigger()
    assert out.read_bytes().startswith(b"%PDF-")
    # The race chart after the rounds, the statistics last.
    pages = page_texts(out)
    flat = "\n".join(pages)
    assert flat.index("Final score") < flat.index("The race: ") < flat.index("Match statistics")
    assert "Match statistics" in pages[-1]
    monkeypatch.setattr(ExchangeActions, "ask_print", lambda self, printer: False)
    out.unlink()
    assert finished.exchange().print_match() is False
    assert not out.exists()


def test_ctrl_shift_c_copies_the_result(qtbot: QtBot, finished: MainWindow) -> None:
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(focused(), Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Tarabish: The MacNeils 561 – The Gillis pair 479")
    assert "went bait" in text


def test_import_of_a_bad_file_tells_which_and_imports_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, told: list[tuple[str, str]]
) -> None:
    bad = tmp_path / "bad.tarbish.json"
    bad.write_text(SAMPLE.read_text(encoding="utf-8").replace('"version": 1', '"version": 9'), encoding="utf-8")
    monkeypatch.setattr(ExchangeActions, "ask_open_paths", lambda self, title, filters: [str(SAMPLES[0]), str(bad)])
    window.commands["import"].trigger()
    assert len(told) == 1
    assert str(bad) in told[0][1]
    assert "field 'version'" in told[0][1]
    assert str(SAMPLES[0]) not in told[0][1]
    with MatchStore.open(paths.data_dir()) as store:
        assert store.count_matches() == 0


def test_import_backup_and_restore_through_the_menu(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, told: list[tuple[str, str]]
) -> None:
    monkeypatch.setattr(ExchangeActions, "ask_open_paths", lambda self, title, filters: [str(p) for p in SAMPLES])
    window.commands["import"].trigger()
    assert "Imported 3 match" in window.statusBar().currentMessage()
    place = tmp_path / "usb"
    place.mkdir()
    monkeypatch.setattr(ExchangeActions, "ask_folder", lambda self, title: str(place))
    window.commands["back_up"].trigger()
    (backup,) = place.iterdir()
    assert len(list(backup.glob("*.tarbish.json"))) == 3
    paths.set_data_dir(tmp_path / "new laptop")
    monkeypatch.setattr(ExchangeActions, "ask_folder", lambda self, title: str(backup))
    window.commands["restore"].trigger()
    window.commands["restore"].trigger()  # again: nothing doubled
    assert told == []
    with MatchStore.open(tmp_path / "new laptop") as store:
        assert store.count_matches() == 3


def test_restore_brings_in_every_good_match_and_names_the_ones_it_could_not_take(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, told: list[tuple[str, str]]
) -> None:
    monkeypatch.setattr(ExchangeActions, "ask_open_paths", lambda self, title, filters: [str(p) for p in SAMPLES])
    window.commands["import"].trigger()
    place = tmp_path / "usb"
    place.mkdir()
    monkeypatch.setattr(ExchangeActions, "ask_folder", lambda self, title: str(place))
    window.commands["back_up"].trigger()
    (backup,) = place.iterdir()
    manifest = json.loads((backup / "backup.json").read_text(encoding="utf-8"))
    files = [backup / item["file"] for item in manifest["matches"]]
    files[0].unlink()
    files[1].write_text("{}", encoding="utf-8")
    paths.set_data_dir(tmp_path / "new laptop")
    monkeypatch.setattr(ExchangeActions, "ask_folder", lambda self, title: str(backup))
    window.commands["restore"].trigger()
    ((title, text),) = told
    assert title == "Some matches were not restored"
    head, could_not, missing, damaged = text.split("\n")[0], *text.split("\n")[2:]
    assert (head, could_not) == (
        "Brought in 1 match(es); 0 already saved, skipped.",
        f"Could not take from {backup}:",
    )
    assert missing == f"• {files[0].name}: missing from the backup"
    assert damaged.startswith(f"• {files[1].name}, field 'format': ")
    assert window.statusBar().currentMessage() == "Brought in 1 match(es); 0 already saved, skipped"
    with MatchStore.open(tmp_path / "new laptop") as store:
        assert store.count_matches() == 1
        assert store.load_match(1).match == read_record(SAMPLES[2])


def test_a_record_file_from_the_command_line_is_imported_once_and_shown(window: MainWindow) -> None:
    assert window.open_record_file(str(SAMPLE))
    assert window.controller.match is not None
    assert window.controller.match.teams[0].name == "The MacNeils"
    assert window.open_record_file(str(SAMPLE))
    with MatchStore.open(paths.data_dir()) as store:
        assert store.count_matches() == 1


def test_a_broken_record_file_from_the_command_line_is_refused(
    window: MainWindow, tmp_path: Path, told: list[tuple[str, str]]
) -> None:
    bad = tmp_path / "bad.tarbish.json"
    bad.write_text("{}", encoding="utf-8")
    assert not window.open_record_file(str(bad))
    assert window.controller.match is None
    assert "field 'format'" in told[0][1]


@pytest.mark.parametrize("replace", [False, True])
def test_export_asks_before_replacing_the_file_it_really_writes(
    finished: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, replace: bool
) -> None:
    # Typed without an ending: the dialog checked "ui1", but "ui1.tarbish.json" is what gets written.
    existing = tmp_path / "ui1.tarbish.json"
    existing.write_text("an earlier export", encoding="utf-8")
    asked: list[Path] = []
    monkeypatch.setattr(ExchangeActions, "ask_save_path", lambda self, title, name, filters: str(tmp_path / "ui1"))
    monkeypatch.setattr(ExchangeActions, "ask_replace", lambda self, path: asked.append(path) or replace)
    written = finished.exchange().export_match()
    assert asked == [existing]
    if replace:
        assert written == existing
        assert json.loads(existing.read_text(encoding="utf-8"))["teams"][0]["name"] == "The MacNeils"
    else:
        assert written is None
        assert existing.read_text(encoding="utf-8") == "an earlier export"


def test_the_save_dialog_proposes_teams_and_day_and_a_second_match_gets_2(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    folder = tmp_path / "exports"
    folder.mkdir()
    proposed: list[str] = []

    def ask(self: ExchangeActions, title: str, suggested: str, filters: str) -> str:
        proposed.append(suggested)
        return suggested

    monkeypatch.setattr(ExchangeActions, "ask_save_path", ask)
    monkeypatch.setattr(ExchangeActions, "export_folder", lambda self: folder)
    with MatchStore.open(tmp_path / "archive") as store:
        window = open_window(qtbot, store)
        first = store.create_match(read_record(SAMPLE))
        second = store.create_match(read_record(SAMPLE))  # the same teams again that evening
        day = store.load_match(first).created.astimezone().date().isoformat()
        written = window.exchange().export_match(first)
        assert written == folder / f"The MacNeils v The Gillis pair {day}.tarbish.json"
        assert proposed == [str(written)]
        again = window.exchange().export_match(second)
        assert again == folder / f"The MacNeils v The Gillis pair {day} (2).tarbish.json"
        assert json.loads(written.read_text(encoding="utf-8"))["archive"]["id"] == first
        assert json.loads(again.read_text(encoding="utf-8"))["archive"]["id"] == second
        window.close()


@pytest.mark.parametrize("replace", [False, True])
def test_choosing_an_existing_file_asks_before_replacing_it(
    finished: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, replace: bool
) -> None:
    existing = tmp_path / "Friday.pdf"
    existing.write_bytes(b"last week's sheet")
    asked: list[Path] = []
    monkeypatch.setattr(ExchangeActions, "ask_save_path", lambda self, title, name, filters: str(existing))
    monkeypatch.setattr(ExchangeActions, "ask_replace", lambda self, path: asked.append(path) or replace)
    written = finished.exchange().export_match()
    assert asked == [existing]
    assert (written == existing) is replace
    assert existing.read_bytes().startswith(b"%PDF-") is replace


def test_without_an_archive_the_proposed_name_carries_today(
    finished: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from datetime import date

    proposed: list[str] = []
    monkeypatch.setattr(
        ExchangeActions, "ask_save_path", lambda self, title, name, filters: proposed.append(name) or ""
    )
    assert finished.exchange().export_match() is None
    name = Path(proposed[0]).name
    assert name == f"The MacNeils v The Gillis pair {date.today().isoformat()}.tarbish.json"
    # The save dialog opens in Documents (inside the test's home), else the home folder.
    assert Path(proposed[0]).parent in (Path.home() / "Documents", Path.home())


@pytest.mark.parametrize(
    ("old", "new", "where"),
    [
        ('"version": 1', '"version": 1, "x": 1e400', "field 'x'"),
        ('"The MacNeils"', '"\\ud800"', "field 'teams[0].name'"),
        ('"format"', '"archive": {"created": "0001-01-01T00:00:00+05:00"}, "format"', "field 'archive.created'"),
    ],
)
def test_a_damaged_record_file_from_the_command_line_is_told_not_a_traceback(
    window: MainWindow, tmp_path: Path, told: list[tuple[str, str]], old: str, new: str, where: str
) -> None:
    bad = tmp_path / "damaged.tarbish.json"
    bad.write_text(SAMPLE.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    assert not window.open_record_file(str(bad))
    assert window.controller.match is None
    assert told[0][0] == "Cannot open the match"
    assert told[0][1].startswith(f"{bad}, {where}: ")


def test_a_record_with_a_bad_log_entry_from_the_command_line_is_told(
    window: MainWindow, tmp_path: Path, told: list[tuple[str, str]]
) -> None:
    record = json.loads(SAMPLE.read_text(encoding="utf-8"))
    record["log"] = [{"timestamp": "2024-05-01T20:15:00+00:00", "action": ["edit"], "round": 1}]
    bad = tmp_path / "log.tarbish.json"
    bad.write_text(json.dumps(record), encoding="utf-8")
    assert not window.open_record_file(str(bad))
    assert told[0][1].startswith(f"{bad}, field 'log': The record's history of changes is damaged.\nDetails: entry 1: ")
    with MatchStore.open(paths.data_dir()) as store:
        assert store.count_matches() == 0


@pytest.mark.parametrize("name", ["archive.sqlite3", "archive.sqlite3-wal", "new.csv", "../archive/x.pdf"])
def test_the_window_never_exports_into_its_archives_folder(
    qtbot: QtBot, tmp_path: Path, told: list[tuple[str, str]], name: str
) -> None:
    """In the window: an export aimed at the archive is refused and the archive kept."""
    folder = tmp_path / "archive"
    with MatchStore.open(folder) as store:
        window = open_window(qtbot, store)
        match_id = store.create_match(read_record(SAMPLE))
        window.open_stored_match(match_id)
        before = sorted(p.name for p in folder.iterdir())
        kind = name.rsplit(".", 1)[-1] if name.endswith((".csv", ".pdf")) else "json"
        assert window.exchange().export_to(folder / name, kind) is None
        assert told == [
            (
                "Export failed",
                f"Could not write {folder / name}: it is in the folder that keeps the match archive ({folder}). "
                "Choose another folder.",
            )
        ]
        assert sorted(p.name for p in folder.iterdir()) == before
        assert store.load_match(match_id).match.teams[0].name == "The MacNeils"
        window.close()


def test_a_backup_into_the_data_folder_is_refused(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, told: list[tuple[str, str]]
) -> None:
    monkeypatch.setattr(ExchangeActions, "ask_open_paths", lambda self, title, filters: [str(SAMPLE)])
    window.commands["import"].trigger()
    folder = paths.data_dir()
    before = sorted(p.name for p in folder.iterdir())
    monkeypatch.setattr(ExchangeActions, "ask_folder", lambda self, title: str(folder))
    assert window.exchange().back_up() is None
    assert len(told) == 1 and told[0][0] == "Backup failed"
    assert f"it is in the folder that keeps the match archive ({folder}); choose another folder" in told[0][1]
    assert sorted(p.name for p in folder.iterdir()) == before


@pytest.fixture
def marked() -> Iterator[None]:
    """Every translated sentence wrapped in ⟦ ⟧, to tell translated wording from English left as is."""
    from tarbish_score.words import translation

    saved = translation._backend
    translation.install_translator(lambda context, source, disambiguation=None, n=-1: f"⟦{source}⟧")
    yield None
    translation.install_translator(saved)


def test_a_record_file_that_is_not_json_is_told_in_the_shown_language_with_the_detail_apart(
    window: MainWindow, tmp_path: Path, told: list[tuple[str, str]], marked: None
) -> None:
    bad = tmp_path / "broken.tarbish.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not window.open_record_file(str(bad))
    sentence, detail = told[0][1].split("\n")
    assert sentence == f"⟦{bad}: ⟦The file is not a match record: its text is not valid JSON.⟧⟧"
    assert detail.startswith("⟦Details: not valid JSON (Expecting property name")


def test_import_problems_are_told_in_the_shown_language(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, told: list[tuple[str, str]], marked: None
) -> None:
    bad = tmp_path / "bad.tarbish.json"
    bad.write_text("", encoding="utf-8")
    monkeypatch.setattr(ExchangeActions, "ask_open_paths", lambda self, title, filters: [str(bad)])
    window.commands["import"].trigger()
    assert f"⟦{bad}: ⟦The file is empty.⟧⟧\n⟦Details: the file is empty⟧" in told[0][1]

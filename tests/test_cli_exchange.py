"""The headless export and import commands, honouring --data-dir; errors are one line, no traceback."""

from __future__ import annotations

import csv
import dataclasses
import importlib.util
import io
import json
import math
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tarbish_score.cli import ExitCode, main
from tarbish_score.model import read_record
from tarbish_score.storage import MatchStore

DATA = Path(__file__).resolve().parent / "data"
SAMPLES = sorted(DATA.glob("*.tarbish.json"))


def _import(capsys: pytest.CaptureFixture[str], data: Path, *files: Path | str) -> tuple[int, str, str]:
    code = main(["--data-dir", str(data), "import", *map(str, files)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_import_prints_new_ids_and_skips_repeats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "mine"
    assert _import(capsys, data, *SAMPLES)[:2] == (0, "1\n2\n3\n")
    code, out, err = _import(capsys, data, SAMPLES[0])
    assert (code, out) == (0, "")
    assert "already saved as match 1; skipped" in err
    with MatchStore.open(data, read_only=True) as store:
        assert store.count_matches() == 3


def test_import_of_a_bad_file_imports_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.tarbish.json"
    bad.write_text(SAMPLES[0].read_text(encoding="utf-8")[:100], encoding="utf-8")
    code, out, err = _import(capsys, tmp_path / "d", SAMPLES[1], bad)
    assert code == 1
    assert out == ""
    assert f"{bad}: not valid JSON" in err
    assert "nothing was imported" in err
    assert "Traceback" not in err
    assert not (tmp_path / "d" / "archive.sqlite3").exists() or MatchStore.open(tmp_path / "d").count_matches() == 0


@pytest.mark.parametrize("kind", ["json", "csv", "pdf"])
def test_export_each_format(tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, qt_for_pdf: None) -> None:
    # qt_for_pdf: the PDF needs a Qt application; in-process it must be pytest-qt's QApplication.
    data = tmp_path / "d"
    _import(capsys, data, DATA / "kitchen-standard.tarbish.json")
    out = tmp_path / f"m.{kind}"
    assert main(["--data-dir", str(data), "export", "1", "--format", kind, "-o", str(out)]) == 0
    raw = out.read_bytes()
    if kind == "json":
        record = json.loads(raw)
        assert record["teams"][0]["name"] == "The MacNeils"
        assert record["log"][0]["action"] == "new"
    elif kind == "csv":
        rows = list(csv.reader(raw.decode("utf-8-sig").splitlines()))
        assert ["Result", "The MacNeils won", "561", "479"] in rows
    else:
        assert raw.startswith(b"%PDF-")


def test_export_all_as_json_is_a_backup_that_import_restores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _import(capsys, tmp_path / "old", *SAMPLES)
    assert main(["--data-dir", str(tmp_path / "old"), "export", "--all", "-o", str(tmp_path / "bk")]) == 0
    capsys.readouterr()
    code, out, _err = _import(capsys, tmp_path / "new", tmp_path / "bk")
    assert (code, out) == (0, "1\n2\n3\n")
    with MatchStore.open(tmp_path / "old") as old, MatchStore.open(tmp_path / "new") as new:
        assert [old.load_match(i).match for i in (1, 2, 3)] == [new.load_match(i).match for i in (1, 2, 3)]
        assert [old.load_match(i).log for i in (1, 2, 3)] == [new.load_match(i).log for i in (1, 2, 3)]


def test_import_of_a_backup_brings_in_every_good_match_and_names_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _import(capsys, tmp_path / "old", *SAMPLES)
    # Infinity among a team's unknown fields (an archive filled before the reader refused 1e400):
    # it used to spoil the whole backup.
    kitchen = read_record(SAMPLES[0])
    team = dataclasses.replace(kitchen.teams[0], extra={"handicap": math.inf})
    with MatchStore.open(tmp_path / "old") as old:
        old.create_match(dataclasses.replace(kitchen, teams=(team, kitchen.teams[1])))
    assert main(["--data-dir", str(tmp_path / "old"), "export", "--all", "-o", str(tmp_path / "bk")]) == 0
    capsys.readouterr()
    manifest = json.loads((tmp_path / "bk" / "backup.json").read_text(encoding="utf-8"))
    files = [tmp_path / "bk" / item["file"] for item in manifest["matches"]]
    assert len(files) == 4
    files[1].unlink()
    files[2].write_text("{not json", encoding="utf-8")
    code, out, err = _import(capsys, tmp_path / "new", tmp_path / "bk")
    assert (code, out) == (ExitCode.INCOMPLETE, "1\n2\n")
    lines = err.splitlines()
    assert lines[0] == f"tarbish-score: {files[1]}: missing from the backup"
    assert lines[1].startswith(f"tarbish-score: {files[2]}: not valid JSON (Expecting property name")
    assert lines[2] == "tarbish-score: brought in 2 match(es); could not take 2"
    with MatchStore.open(tmp_path / "new") as new:
        assert new.load_match(2).match.teams[0].extra == {"handicap": None}
    code, out, err = _import(capsys, tmp_path / "new", tmp_path / "bk")  # again: nothing doubled
    assert (code, out) == (ExitCode.INCOMPLETE, "")
    assert "already saved as match 1; skipped" in err


def test_export_of_a_missing_match_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _import(capsys, tmp_path / "d", SAMPLES[0])
    assert (
        main(["--data-dir", str(tmp_path / "d"), "export", "42", "-o", str(tmp_path / "x.json")]) == ExitCode.NOT_FOUND
    )
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "42" in err
    assert not (tmp_path / "x.json").exists()


def test_a_record_file_argument_opens_the_window_with_it(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_run(args: object) -> int:
        seen["args"] = args
        return 0

    monkeypatch.setattr("tarbish_score.cli.run_window", fake_run)
    assert main(["--data-dir", "/tmp/x", "match.tarbish.json"]) == 0
    assert seen["args"].open_file == "match.tarbish.json"
    assert main(["list", "--json"]) == 0  # a command is never taken for a file


@pytest.mark.skipif(importlib.util.find_spec("PySide6") is None, reason="the PDF needs PySide6")
def test_headless_pdf_export_needs_no_display(tmp_path: Path) -> None:
    env = {
        k: v for k, v in __import__("os").environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
    }
    data = tmp_path / "d"
    run = [sys.executable, "-m", "tarbish_score", "--data-dir", str(data)]
    subprocess.run([*run, "import", str(SAMPLES[0])], check=True, capture_output=True, env=env, timeout=60)
    done = subprocess.run(
        [*run, "export", "1", "-o", str(tmp_path / "s.pdf")], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    from .pdf import image_pages, page_texts

    pages = page_texts(tmp_path / "s.pdf")
    assert "Mom and Dad" in pages[0]
    # The race chart, drawn by the same code as the window's chart, after the rounds, then the statistics.
    flat = "\n".join(pages)
    assert flat.index("Final score") < flat.index("The race: Mom and Dad against") < flat.index("Match statistics")
    assert "Match statistics" in pages[-1]
    (picture,) = image_pages(tmp_path / "s.pdf")  # one picture: the chart, on the page under its heading
    assert "The race: Mom and Dad against" in pages[picture - 1]


def test_export_all_names_each_file_after_its_teams_and_day_and_replaces_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "d"
    _import(capsys, data, *SAMPLES)
    with MatchStore.open(data) as store:
        # A second evening of the kitchen match, the same day: another match, same teams.
        store.create_match(store.load_match(3).match)
        day = store.load_match(3).created.astimezone().date().isoformat()
    out = tmp_path / "sheets"
    out.mkdir()
    earlier = out / f"Chéticamp v Sydney {day}.csv"
    earlier.write_text("another match's sheet, kept", encoding="utf-8")
    assert main(["--data-dir", str(data), "export", "--all", "--format", "csv", "-o", str(out)]) == 0
    assert capsys.readouterr().out == f"exported to {out}\n"
    assert sorted(p.name for p in out.iterdir()) == sorted(
        [
            f"Chéticamp v Sydney {day}.csv",
            f"Chéticamp v Sydney {day} (2).csv",
            f"Mom and Dad v The kids {day}.csv",
            f"The MacNeils v The Gillis pair {day}.csv",
            f"The MacNeils v The Gillis pair {day} (2).csv",
        ]
    )
    assert earlier.read_text(encoding="utf-8") == "another match's sheet, kept"
    assert "Sydney" in (out / f"Chéticamp v Sydney {day} (2).csv").read_text(encoding="utf-8-sig")


@pytest.mark.skipif(importlib.util.find_spec("PySide6") is None, reason="the PDF needs PySide6")
@pytest.mark.parametrize(
    ("lang", "options", "size"),
    [
        ("en_US.UTF-8", [], "letter"),
        ("fr_CA.UTF-8", [], "letter"),
        ("fr_FR.UTF-8", [], "A4"),
        ("fr_FR.UTF-8", ["--paper", "letter"], "letter"),
        ("en_US.UTF-8", ["--paper", "a4"], "A4"),
        # The region --language names decides when --paper is not given (LANG unset, or another region's).
        ("", ["--language", "fr_CA"], "letter"),
        ("", ["--language", "es_MX"], "letter"),
        ("fr_FR.UTF-8", ["--language", "en_US"], "letter"),
        ("en_US.UTF-8", ["--language", "fr"], "letter"),
        ("en_US.UTF-8", ["--language", "fr_FR"], "A4"),
        ("", ["--paper", "A4", "--language", "en_US"], "A4"),
        ("", ["--paper", "Letter"], "letter"),
    ],
)
def test_export_puts_the_pdf_on_the_locales_paper_or_the_one_asked_for(
    tmp_path: Path, lang: str, options: list[str], size: str
) -> None:
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_PAPER", "LANGUAGE", "LANG")}
    env.update(QT_QPA_PLATFORM="offscreen")
    if lang:
        env.update(LANG=lang)
    data = tmp_path / "d"
    run = [sys.executable, "-m", "tarbish_score", "--data-dir", str(data)]
    subprocess.run([*run, "import", str(SAMPLES[0])], check=True, capture_output=True, env=env, timeout=60)
    pdf = tmp_path / "s.pdf"
    done = subprocess.run(
        [*run, "export", "1", "-o", str(pdf), *options], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    from .pdf import paper

    assert paper(pdf) == size


@pytest.fixture(autouse=True)
def _widgets_first(request: pytest.FixtureRequest) -> None:
    """With PySide6: the suite's QApplication before any command, which would make a bare QCoreApplication
    (a CSV's translator) that later tests cannot use."""
    if importlib.util.find_spec("PySide6") is not None:
        request.getfixturevalue("qapp")


@pytest.fixture
def french_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A small French catalogue in a folder the export command looks in; every hook reset after."""
    pytest.importorskip("PySide6")
    from tarbish_score.qt import language
    from tarbish_score.words.formats import install_formatter
    from tarbish_score.words.translation import install_translator

    from .catalogues import compile_catalogue

    folder = tmp_path / "i18n"
    compile_catalogue(
        folder,
        "fr",
        {
            "CsvExport": {"Round": "Manche", "Rules": "Règles", "Tarabish Score match": "Partie de Tarabish Score"},
            "Wording": {"hearts": "cœur", "made": "réussi"},
        },
    )
    monkeypatch.setattr(language, "TRANSLATIONS_DIR", folder)
    yield folder
    from PySide6.QtCore import QCoreApplication, QTranslator

    for translator in QCoreApplication.instance().findChildren(QTranslator):  # type: ignore[union-attr]
        QCoreApplication.removeTranslator(translator)
    install_translator(None)
    install_formatter(None)


def test_export_language_writes_the_csv_labels_in_that_language(
    tmp_path: Path, french_catalogue: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "d"
    assert main(["--data-dir", str(data), "import", str(DATA / "kitchen-standard.tarbish.json")]) == 0
    target = tmp_path / "m.csv"
    assert main(["--data-dir", str(data), "export", "1", "-o", str(target), "--language", "fr"]) == 0
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8-sig"))))
    assert rows[0] == ["Partie de Tarabish Score"]
    assert rows[next(i for i, row in enumerate(rows) if row and row[0] == "Manche")][0] == "Manche"
    assert any(row and row[0] == "Règles" for row in rows)
    assert "cœur" in {cell for row in rows for cell in row}


def test_export_language_without_a_catalogue_is_refused(
    tmp_path: Path, french_catalogue: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "d"
    assert main(["--data-dir", str(data), "import", str(DATA / "kitchen-standard.tarbish.json")]) == 0
    capsys.readouterr()
    assert main(["--data-dir", str(data), "export", "1", "-o", str(tmp_path / "m.csv"), "--language", "tlh"]) == 2
    assert "no translation for 'tlh'" in capsys.readouterr().err
    assert not (tmp_path / "m.csv").exists()


def test_export_language_en_and_the_json_record_stay_english(
    tmp_path: Path, french_catalogue: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "d"
    assert main(["--data-dir", str(data), "import", str(DATA / "kitchen-standard.tarbish.json")]) == 0
    assert main(["--data-dir", str(data), "export", "1", "-o", str(tmp_path / "m.csv"), "--language", "en"]) == 0
    assert (tmp_path / "m.csv").read_text(encoding="utf-8-sig").startswith("Tarabish Score match")
    assert main(["--data-dir", str(data), "export", "1", "-o", str(tmp_path / "m.json"), "--language", "fr"]) == 0
    assert '"hearts"' in (tmp_path / "m.json").read_text(encoding="utf-8")

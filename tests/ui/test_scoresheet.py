"""The PDF scoresheet is a valid PDF whose text holds the teams, every round's points and the totals."""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tarbish_score.model import read_record
from tarbish_score.ui.scoresheet import SheetInfo, scoresheet_html, write_scoresheet_pdf

SAMPLE = Path(__file__).resolve().parent.parent / "data" / "kitchen-standard.tarbish.json"


def _pdf_text(path: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    done = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True)
    # NFKC: the PDF font sets "fi" as one ligature glyph.
    return unicodedata.normalize("NFKC", done.stdout)


def test_the_pdf_holds_teams_every_rounds_points_and_the_totals(qtbot: QtBot, tmp_path: Path) -> None:
    match = read_record(SAMPLE)
    path = write_scoresheet_pdf(match, tmp_path / "sheet.pdf")
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.rstrip().endswith(b"%%EOF")
    text = _pdf_text(path)
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


def test_the_sheet_marks_bait_and_counts_corrections(qtbot: QtBot) -> None:
    from tarbish_score.storage import LogEntry

    match = read_record(SAMPLE)
    html = scoresheet_html(match, SheetInfo(log=(LogEntry.now("new"), LogEntry.now("edit", 1)), match_id=7))
    assert "BAIT" in html
    assert "1 recorded in the match&#x27;s audit log" in html or "1 recorded in the match's audit log" in html
    assert ", match 7" in html

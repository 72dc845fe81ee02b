"""The headless ``tarbish-score score`` command (docs/match-record.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tarbish_score import __version__
from tarbish_score.cli import ExitCode, main

DATA = Path(__file__).parent / "data"


def test_score_json_matches_expected(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(DATA / "kitchen-standard.tarbish.json"), "--json"]) == 0
    out = capsys.readouterr()
    expected = json.loads((DATA / "kitchen-standard.expected.json").read_text(encoding="utf-8"))
    assert json.loads(out.out) == expected
    assert out.err == ""


def test_score_table_is_readable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(DATA / "kitchen-standard.tarbish.json")]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == "The MacNeils (team 1: Mary & Angus)"
    header = next(line for line in lines if line.startswith("#"))
    for column in ("Dealer", "Caller", "Trump", "Cards", "Runs", "Bella", "Outcome", "Points", "Totals"):
        assert column in header
    round2 = next(line for line in lines if line.startswith("2 "))
    assert "BAIT" in round2 and "162-0" in round2 and "295-79" in round2
    round5 = next(line for line in lines if line.startswith("5 "))
    assert "Theresa: twenty A-high ♣" in round5 and "Mary: twenty A-high ♠ (no score)" in round5
    assert "Totals: The MacNeils 561, The Gillis pair 479" in out
    assert lines[-1] == "Winner: The MacNeils"


def test_score_table_unfinished_thrown_in_no_trump_and_drawn(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record: dict[str, Any] = {
        "format": "tarbish-score-match",
        "version": 1,
        "rules": {"forced_dealer": False, "no_trump": True, "target": 100, "final_tie": "draw"},
        "teams": [{"name": "Us", "players": ["A", "C"]}, {"name": "Them", "players": ["B", "D"]}],
        "first_dealer": 0,
        "rounds": [{"thrown_in": True}, {"caller": 0, "trump": "none", "card_points": [70, 60]}],
    }
    path = tmp_path / "m.tarbish.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    out = capsys.readouterr().out
    assert "thrown in" in out and "no trump" in out
    assert out.splitlines()[-1] == "Not finished: first to 100 wins."
    # 92 / 90 (Ann's bella), then 80 / 82: 172 / 172, both past 100 and equal.
    record["rounds"] = [
        {"caller": 0, "card_points": [72, 90], "bella": 0},
        {"caller": 1, "card_points": [80, 82]},
    ]
    record["teams"][0]["players"] = ["Ann", "Cal"]
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "The match ended drawn."
    round1 = next(line for line in lines if line.startswith("1 "))
    assert round1.split()[-4:] == ["Ann", "made", "92-90", "92-90"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "the file is empty"),
        (b"{not json", "not valid JSON"),
        (b'{"format": "tarbish-score-match", "version": 2}', "field 'version'"),
    ],
)
def test_bad_files_give_one_line_and_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str
) -> None:
    path = tmp_path / "bad.tarbish.json"
    path.write_bytes(content)
    assert main(["score", str(path)]) == 1
    out = capsys.readouterr()
    assert out.out == ""
    assert len(out.err.strip().splitlines()) == 1
    assert message in out.err
    assert str(path) in out.err


def test_bad_round_names_round_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = json.loads((DATA / "kitchen-standard.tarbish.json").read_text(encoding="utf-8"))
    record["rounds"][2]["card_points"] = [56, 100]
    path = tmp_path / "bad.tarbish.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["score", str(path), "--json"]) == 1
    err = capsys.readouterr().err
    assert "round 3, field 'card_points': card points must add up to 162" in err


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(tmp_path / "nope.json")]) == 1
    assert "cannot read the file" in capsys.readouterr().err


def test_huge_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(11 * 1024 * 1024)
    assert main(["score", str(path)]) == 1
    assert "larger than 10 MB" in capsys.readouterr().err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out.strip() == f"tarbish-score {__version__}"


def test_a_fresh_process_exports_a_pdf_with_its_race_chart_page(tmp_path: Path) -> None:
    # In a fresh process no application runs yet: the language set-up made a GUI-only one, which the
    # race chart's page (widgets, pyqtgraph) then refused with a traceback. pytest's own QApplication hid it.
    pytest.importorskip("PySide6")
    data, pdf = tmp_path / "kitchen", tmp_path / "sheet.pdf"
    command = [sys.executable, "-m", "tarbish_score", "--data-dir", str(data)]
    imported = subprocess.run(
        [*command, "import", str(DATA / "kitchen-standard.tarbish.json")], capture_output=True, text=True, check=False
    )
    assert (imported.returncode, imported.stdout.strip()) == (0, "1"), imported.stderr
    done = subprocess.run(
        [*command, "export", "1", "-o", str(pdf), "--language", "en"], capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stderr) == (0, "")
    from .pdf import flat_text

    assert "The race: The MacNeils against The Gillis pair, first to 500" in flat_text(pdf)


def test_module_entry_point_runs_headless_without_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("[]", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "tarbish_score", "score", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert "must be a JSON object" in done.stderr
    ok = subprocess.run(
        [sys.executable, "-m", "tarbish_score", "score", str(DATA / "family-minimal.tarbish.json"), "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert ok.returncode == 0
    assert json.loads(ok.stdout)["winner"] == 1


def test_table_survives_control_characters_and_surrogates(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = json.loads((DATA / "family-minimal.tarbish.json").read_text(encoding="utf-8"))
    record["teams"][0]["name"] = "Mom\nand\x1b[31mDad"
    record["teams"][1]["players"][0] = "Jen\x07ny"
    path = tmp_path / "odd.tarbish.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    out = capsys.readouterr().out
    # Names print by the names' rule (model.shown_name): one line, controls dropped.
    assert out.splitlines()[0] == "Mom and[31mDad (team 1: Marie & Leo)"
    assert "Jenny" in out
    assert "\x1b" not in out
    # Half a character (a lone surrogate escape) is refused: no file or archive could store it.
    record["teams"][1]["players"][0] = "Jen\ud800ny"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["score", str(path)]) == 1
    assert capsys.readouterr().err == (
        f"tarbish-score: {path}: field 'teams[1].players[0]': holds a \\ud800-\\udfff escape that is half a"
        " character; remove it\n"
    )


@pytest.mark.parametrize(
    ("shell", "expected_rc", "stderr"),
    [
        ("PYTHONIOENCODING=ascii {cmd} score {file}", 0, ""),
        ("{cmd} score {file} > /dev/full", ExitCode.NO_OUTPUT, "cannot write the output (No space left on device)"),
        ("{cmd} score {file} >&-", ExitCode.NO_OUTPUT, "standard output is closed"),
        ("{cmd} score {file} --json | head -c 5", 0, ""),
    ],
)
def test_output_trouble_is_one_line_not_a_traceback(shell: str, expected_rc: int, stderr: str) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("needs a Unix shell and /dev/full")
    cmd = f"{sys.executable} -m tarbish_score"
    done = subprocess.run(
        ["bash", "-c", "set -o pipefail; " + shell.format(cmd=cmd, file=DATA / "kitchen-standard.tarbish.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert "Traceback" not in done.stderr
    assert stderr in done.stderr
    if "head" not in shell:
        assert done.returncode == expected_rc
    if "ascii" in shell:
        assert "\\u2665 hearts" in done.stdout


# --- Qt's own options reach QApplication, never argparse's "invalid choice" ------------------------------

from tarbish_score import cli as cli_module  # noqa: E402 - grouped with the tests that use it


@pytest.mark.parametrize(
    ("argv", "qt", "rest"),
    [
        (["-style", "Fusion"], ["-style", "Fusion"], []),
        (["-style=Fusion"], ["-style", "Fusion"], []),
        (["--style", "Fusion"], ["-style", "Fusion"], []),
        (["-platform", "offscreen"], ["-platform", "offscreen"], []),
        (["-platform", "xcb:nograb"], ["-platform", "xcb:nograb"], []),
        (["-reverse"], ["-reverse"], []),
        (["-geometry", "800x600+0+0"], ["-geometry", "800x600+0+0"], []),
        (["-qmljsdebugger=port:1234"], ["-qmljsdebugger=port:1234"], []),
        # Ours stay ours, in order, around Qt's; a file after them is still the file to open.
        (
            ["--data-dir", "D", "-reverse", "-style", "Fusion", "game.tarbish.json"],
            ["-reverse", "-style", "Fusion"],
            ["--data-dir", "D", "game.tarbish.json"],
        ),
        (["score", "-reverse", "F"], ["-reverse"], ["score", "F"]),
        # After "--", nothing is Qt's; a value option with no value left is not taken.
        (["--", "-reverse"], [], ["--", "-reverse"]),
        (["-style"], [], ["-style"]),
        (["---reverse"], [], ["---reverse"]),
        (["-reverse=1"], [], ["-reverse=1"]),
    ],
)
def test_qt_options_are_set_apart(argv: list[str], qt: list[str], rest: list[str]) -> None:
    assert cli_module.split_qt_arguments(argv) == (qt, rest)


@pytest.mark.parametrize("name", sorted(cli_module.QT_VALUE_OPTIONS - {"qmljsdebugger"}))
def test_every_documented_qt_option_with_a_value_is_taken(name: str) -> None:
    assert cli_module.split_qt_arguments([f"-{name}", "x", "--debug"]) == ([f"-{name}", "x"], ["--debug"])
    assert cli_module.split_qt_arguments([f"-{name}=x"]) == ([f"-{name}", "x"], [])


@pytest.mark.parametrize("name", sorted(cli_module.QT_FLAG_OPTIONS))
def test_every_documented_qt_flag_is_taken(name: str) -> None:
    assert cli_module.split_qt_arguments(["--debug", f"-{name}"]) == ([f"-{name}"], ["--debug"])


@pytest.mark.parametrize(
    "argv",
    [
        ["-style", "Fusion"],
        ["-style=Fusion"],
        ["-platform", "offscreen"],
        ["-reverse"],
        ["-geometry", "800x600+0+0"],
        ["-qwindowtitle", "Kitchen", "-widgetcount"],
    ],
)
def test_the_window_gets_qt_options_instead_of_invalid_choice(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    handed: list[Any] = []
    monkeypatch.setattr(cli_module, "run_window", lambda args: handed.append(args) or 0)
    assert main([*argv, "--debug"]) == 0
    assert capsys.readouterr().err == ""  # no "invalid choice"
    (args,) = handed
    assert args.command is None and args.debug is True and args.open_file is None
    assert args.qt_arguments == cli_module.split_qt_arguments(argv)[0] != []


def test_a_record_after_qt_options_opens_in_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    handed: list[Any] = []
    monkeypatch.setattr(cli_module, "run_window", lambda args: handed.append(args) or 0)
    assert main(["-style", "Fusion", "game.tarbish.json"]) == 0
    assert (handed[0].open_file, handed[0].qt_arguments) == ("game.tarbish.json", ["-style", "Fusion"])


# --- --help names the environment variables and this machine's folders -------------------------


def test_help_lists_the_environment_variables_and_the_real_default_folders(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import platformdirs

    from tarbish_score import paths

    monkeypatch.delenv(paths.LOG_ENV)
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    # The defaults as this machine has them, worked out now (the tests point HOME at a folder of their own).
    expected = {
        paths.DATA_ENV: platformdirs.user_data_dir("tarbish-score", appauthor=False),
        paths.CONFIG_ENV: platformdirs.user_config_dir("tarbish-score", appauthor=False),
        paths.LOG_ENV: platformdirs.user_log_dir("tarbish-score", appauthor=False),
        paths.RECOVERY_ENV: str(Path(platformdirs.user_state_dir("tarbish-score", appauthor=False)) / "recovery"),
    }
    lines = out.splitlines()
    for variable, default in expected.items():
        at = lines.index(f"  {variable}")
        assert lines[at + 2].strip() == f"default: {default}"  # a folder, as the variable is: never a file in it
    config_at = lines.index(f"  {paths.CONFIG_ENV}")
    assert lines[config_at + 1].strip() == "the settings folder (the settings file in it: settings.ini)"
    assert str(Path.home()) in expected[paths.DATA_ENV]
    # A variable set now is shown with its value; one not set is not.
    data_at = lines.index(f"  {paths.DATA_ENV}")
    assert lines[data_at + 3].strip() == f"now: {paths.data_dir()}"
    log_at = lines.index(f"  {paths.LOG_ENV}")
    assert not lines[log_at + 3].strip().startswith("now:")
    assert "-style Fusion" in out and "-platform offscreen" in out and "-reverse" in out and "-geometry" in out

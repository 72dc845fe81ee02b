"""The registry of commands: the parser, ``main``'s dispatch and the open-a-file check are built from it."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
from typing import Any, TextIO

import pytest

from tarbish_score import cli
from tarbish_score.cli import ExitCode, build_parser, commands, main, split_open_file
from tarbish_score.cli.registry import Command

NAMES = [command.name for command in commands.COMMANDS]


def _declared() -> list[Command]:
    """Every Command value any module of tarbish_score.cli.commands declares."""
    found: list[Command] = []
    for info in pkgutil.iter_modules(commands.__path__):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        found += [value for value in vars(module).values() if isinstance(value, Command)]
    return found


def test_every_declared_command_is_registered_once_under_a_name_of_its_own() -> None:
    declared = _declared()
    assert sorted(command.name for command in declared) == sorted(NAMES)
    assert len(set(NAMES)) == len(NAMES)
    assert set(NAMES) >= {"score", "list", "export", "import", "stats", "snapshots", "restore-snapshot", "repair"}
    assert "install-desktop" in NAMES  # the open-a-file check's own list had lost it, and stats
    assert set(commands.by_name()) == set(NAMES)


def test_each_registered_command_is_in_the_help_with_its_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    listed = out.split("positional arguments:", 1)[1].split("options:", 1)[0]
    # argparse wraps the lines: compare with the spaces run together.
    flat = " ".join(listed.split())
    for command in commands.COMMANDS:
        assert re.search(rf"^    {re.escape(command.name)}\b", listed, re.MULTILINE), command.name
        assert f"{command.name} {command.help}" in flat


@pytest.mark.parametrize("name", NAMES)
def test_each_command_has_its_own_help_from_its_declaration(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([name, "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: tarbish-score {name} ")
    assert " ".join(commands.by_name()[name].description.split()) in " ".join(out.split())
    assert ("--data-dir DIR" in out) == commands.by_name()[name].archive_options


def _fake_registry(monkeypatch: pytest.MonkeyPatch, seen: list[argparse.Namespace]) -> None:
    def add_arguments(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("record", metavar="FILE")

    def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
        seen.append(args)
        out.write("tallied\n")
        return ExitCode.NOT_FOUND

    tally = Command("tally", "tally a record", "Tally one record.", add_arguments, run)
    monkeypatch.setattr(commands, "COMMANDS", (*commands.COMMANDS, tally))


def test_a_command_added_to_the_registry_is_parsed_dispatched_and_never_a_file_to_open(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[argparse.Namespace] = []
    _fake_registry(monkeypatch, seen)
    window: list[Any] = []
    monkeypatch.setattr(cli, "run_window", lambda args: window.append(args) or 0)
    assert main(["tally", "game.tarbish.json"]) == ExitCode.NOT_FOUND
    assert capsys.readouterr().out == "tallied\n"
    ((args,),) = (seen,)
    assert (args.command, args.record, args.open_file) == ("tally", "game.tarbish.json", None)
    assert window == []
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "tally a record" in capsys.readouterr().out


@pytest.mark.parametrize("prefix", [[], ["--debug"], ["--data-dir", "D"], ["--data-dir=D"], ["--language", "fr"]])
@pytest.mark.parametrize("name", NAMES)
def test_no_registered_command_is_taken_for_a_file_to_open(name: str, prefix: list[str]) -> None:
    argv = [*prefix, name, "game.tarbish.json"]
    assert split_open_file(argv, build_parser()) == (argv, None)


@pytest.mark.parametrize(
    ("argv", "left", "language"),
    [
        (["game.tarbish.json"], [], None),
        (["--language", "fr", "game.tarbish.json"], ["--language", "fr"], "fr"),
        (["--lang", "it", "game.tarbish.json"], ["--lang", "it"], "it"),  # argparse takes a prefix
        (["--language=es", "game.tarbish.json"], ["--language=es"], "es"),
        (["--data-dir", "x.json", "--debug", "game.tarbish.json"], ["--data-dir", "x.json", "--debug"], None),
        (["--", "game.tarbish.json"], [], None),
        (["--debug", "--", "game.tarbish.json"], ["--debug"], None),
    ],
)
def test_the_file_to_open_comes_after_the_values_of_the_window_options(
    argv: list[str], left: list[str], language: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--language fr FILE`` was refused ("invalid choice") before: only ``--data-dir``'s value was skipped."""
    handed: list[argparse.Namespace] = []
    monkeypatch.setattr(cli, "run_window", lambda args: handed.append(args) or 0)
    assert split_open_file(argv, build_parser()) == (left, "game.tarbish.json")
    assert main(argv) == 0
    ((args,),) = (handed,)
    assert (args.command, args.open_file, args.window_language) == (None, "game.tarbish.json", language)


def test_the_window_starts_only_without_a_command(monkeypatch: pytest.MonkeyPatch) -> None:
    handed: list[argparse.Namespace] = []
    monkeypatch.setattr(cli, "run_window", lambda args: handed.append(args) or ExitCode.LOCKED)
    assert main(["--debug"]) == ExitCode.LOCKED
    assert [args.command for args in handed] == [None]
    real = commands.by_name()["snapshots"]
    stopped = Command(
        real.name, real.help, real.description, real.add_arguments, lambda args, out, err: ExitCode.ARCHIVE
    )
    monkeypatch.setattr(commands, "COMMANDS", tuple(stopped if c.name == "snapshots" else c for c in commands.COMMANDS))
    assert main(["snapshots"]) == ExitCode.ARCHIVE
    assert len(handed) == 1

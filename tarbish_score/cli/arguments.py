"""The arguments before argparse sees them: Qt's own options set apart, and a match record to open taken out."""

from __future__ import annotations

import argparse

from tarbish_score.cli import commands as registered

#: Qt's own command-line options that take a value (QGuiApplication and QApplication, as documented):
#: ``-style Fusion`` or ``-style=Fusion``.
QT_VALUE_OPTIONS = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "style",
        "stylesheet",
        "display",
        "geometry",
        "title",
        "visual",
        "name",
        "fontengine",
        "dialogs",
        "darkmode",
        "ncols",
        "qmljsdebugger",
    }
)
#: Qt's own options that stand alone: ``-reverse``.
QT_FLAG_OPTIONS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync", "testability", "cmap"})


def split_qt_arguments(argv: list[str]) -> tuple[list[str], list[str]]:
    """Set Qt's own options (``-style Fusion``, ``-platform offscreen``, ``-reverse``, ``-geometry 800x600+0+0``
    and the others QApplication documents) apart from ours, so they reach the QApplication.

    Each is taken with one or two dashes, its value after a space or an ``=``; it is handed
    to Qt as ``-name value`` (``-qmljsdebugger=value``, the one form Qt reads for it). Nothing
    after ``--`` is taken.

    Returns:
        (Qt's arguments, the arguments left for argparse).
    """
    qt: list[str] = []
    rest: list[str] = []
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--":
            rest.extend(argv[index:])
            break
        name, equals, value = arg.lstrip("-").partition("=")
        dashed = arg.startswith("-") and arg.lstrip("-") != "" and len(arg) - len(arg.lstrip("-")) <= 2
        if dashed and name in QT_FLAG_OPTIONS and not equals:
            qt.append(f"-{name}")
        elif dashed and name in QT_VALUE_OPTIONS and (equals or index + 1 < len(argv)):
            if not equals:
                index += 1
                value = argv[index]
            qt.extend([f"-{name}={value}"] if name == "qmljsdebugger" else [f"-{name}", value])
        else:
            rest.append(arg)
        index += 1
    return qt, rest


def split_open_file(argv: list[str], parser: argparse.ArgumentParser) -> tuple[list[str], str | None]:
    """Take ``FILE.tarbish.json`` out of the arguments: ``tarbish-score FILE`` opens it in the window.

    Only a first positional argument counts, and only when it is not a registered command (so
    ``tarbish-score score FILE`` still scores). The values of the options before it (``--data-dir
    DIR``, ``--language fr``) are skipped, as ``parser`` would take them.

    Args:
        argv: the arguments, Qt's own already set apart (:func:`split_qt_arguments`).
        parser: the top parser (:func:`tarbish_score.cli.parser.build_parser`): which of its options take a value.

    Returns:
        (the arguments left for argparse, the file to open or None).
    """
    commands = registered.by_name()
    options = _options(parser)
    index = 0
    only_positionals = False
    while index < len(argv):
        arg = argv[index]
        if arg == "--" and not only_positionals:
            only_positionals = True  # what follows is never an option
            index += 1
            continue
        if arg.startswith("-") and arg != "-" and not only_positionals:
            index += 2 if "=" not in arg and _takes_a_value(arg, options) else 1
            continue
        if arg in commands or not arg.lower().endswith(".json"):
            return argv, None
        left = argv[:index] + argv[index + 1 :]
        if only_positionals and left[-1] == "--":
            left.pop()  # "-- FILE": argparse refuses a "--" with nothing after it
        return left, arg
    return argv, None


def _options(parser: argparse.ArgumentParser) -> dict[str, bool]:
    """Each option string of ``parser`` (``--data-dir``, ``--debug``), and whether a value follows it."""
    return {option: action.nargs != 0 for action in parser._actions for option in action.option_strings}


def _takes_a_value(arg: str, options: dict[str, bool]) -> bool:
    """Whether ``arg`` is an option that takes a value, spelled whole or shortened as argparse allows (``--lang``)."""
    if arg in options:
        return options[arg]
    if not arg.startswith("--"):
        return False
    # argparse takes an unambiguous prefix of a long option (allow_abbrev).
    meant = [option for option in options if option.startswith(arg)]
    return len(meant) == 1 and options[meant[0]]

"""The exit statuses of ``tarbish-score``: one value per meaning, listed at the end of ``--help``.

docs/match-record.md (section 5) lists them too; a test keeps the two in step.
"""

from __future__ import annotations

from enum import IntEnum, unique


@unique
class ExitCode(IntEnum):
    """What ``tarbish-score`` ended with; :attr:`meaning` says when, in one line.

    0, 1 and 2 are what they were before the statuses were told apart (success, a bad match
    record, wrong use); the window quits with :attr:`BAD_RECORD` and :attr:`LOCKED` too
    (``tarbish_score.ui.app.EXIT_UNREADABLE`` and ``EXIT_LOCKED``).
    """

    OK = 0
    BAD_RECORD = 1
    USAGE = 2
    LOCKED = 3
    ARCHIVE = 4
    NOT_FOUND = 5
    INCOMPLETE = 6
    CANNOT_WRITE = 7
    NO_OUTPUT = 8
    NO_WINDOW = 9
    #: 128 + SIGPIPE (13): what a shell reports for a program whose reader stopped, as for ``yes | head``.
    BROKEN_PIPE = 141

    @property
    def meaning(self) -> str:
        """When ``tarbish-score`` ends with this status (English, one line)."""
        return _MEANINGS[self]


_MEANINGS = {
    ExitCode.OK: "done",
    ExitCode.BAD_RECORD: "a match or tournament record cannot be read, is not a record, or breaks a rule"
    " (nothing imported)",
    ExitCode.USAGE: "wrong use: an unknown command, option, preset or language, an empty period or -o;"
    " install-desktop where it does not apply",
    ExitCode.LOCKED: "the window (or another command) has the archive open; close it or try again",
    ExitCode.ARCHIVE: "the archive cannot be opened, read or changed, or there is none",
    ExitCode.NOT_FOUND: "no match, tournament, player, pair or snapshot by the id or name given",
    ExitCode.INCOMPLETE: "done, but some matches could not be read or taken (each is named)",
    ExitCode.CANNOT_WRITE: "a file cannot be written: it exists (no --force), is in the data folder, or the disk"
    " refused",
    ExitCode.NO_OUTPUT: "standard output is closed or cannot be written (a full disk)",
    ExitCode.NO_WINDOW: "the window cannot start: its modules (PySide6) cannot be imported",
    ExitCode.BROKEN_PIPE: "the reader of the output stopped early (| head): 128 + SIGPIPE",
}


def exit_status_help() -> str:
    """The ``Exit status:`` part of ``--help``: each value, its name and its meaning, one line each."""
    import textwrap  # argparse too imports it only when it formats a help

    lines = ["Exit status:"]
    for code in ExitCode:
        lines += textwrap.wrap(code.meaning, width=79, initial_indent=f"  {code.value:>3}  ", subsequent_indent=" " * 7)
    return "\n".join(lines) + "\n"

"""The archive's and the files' problems as the desk says them (translated, the English detail kept)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tarbish_score.exchange.importing import ImportProblem
    from tarbish_score.storage import StoreError

__all__ = ["problem_text", "store_text"]


def problem_text(problem: ImportProblem) -> str:
    """A file that cannot be read as a match record, in words."""
    from tarbish_score.words.errors import file_problem_text

    return file_problem_text(
        str(problem.path), problem.code, problem.message, field=problem.field, round_number=problem.round_number
    )


def store_text(error: StoreError) -> str:
    """An archive error in words."""
    from tarbish_score.words.errors import store_error_text

    return store_error_text(str(error), str(getattr(error, "reason", "")))

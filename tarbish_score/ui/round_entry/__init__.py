"""The round entry on the main window (:class:`RoundEntryPanel`) and the round as typed (:mod:`.draft`, no Qt).

``RoundEntryPanel`` is imported on first use, so ``tarbish_score.ui.round_entry.draft``
can be imported without Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tarbish_score.ui.round_entry.panel import RoundEntryPanel

__all__ = ["RoundEntryPanel"]


def __getattr__(name: str) -> Any:
    if name == "RoundEntryPanel":
        from tarbish_score.ui.round_entry.panel import RoundEntryPanel

        return RoundEntryPanel
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

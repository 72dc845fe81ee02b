"""Why a file of the sync folder was not taken, in words: one source for ``tarbish-score sync`` and the window.

:class:`tarbish_score.exchange.sync.SkippedFile` says what kind of skip it was; these sentences say
it, and whether it is tried again (a file a tool is still writing) or left alone (not a match
record, damaged, too large: read again only once it changes). Without a translator (the command)
they are English (:func:`tarbish_score.words.translation.translate`).
"""

from __future__ import annotations

from typing import Final, Literal

from tarbish_score.words.translation import translate

__all__ = ["SKIP_KINDS", "SkipKind", "skipped_text", "tried_again"]

#: Why a file was skipped: ``writing`` (not whole yet, or changed while it was read: a tool is
#: writing it), ``unreadable`` (the system refused to read it now), ``damaged`` (not whole JSON and
#: unchanged for a minute), ``not-record`` (JSON, but not a match record), ``too-large``, ``refused``
#: (a record this archive cannot take).
SkipKind = Literal["writing", "unreadable", "damaged", "not-record", "too-large", "refused"]
SKIP_KINDS: Final[tuple[SkipKind, ...]] = ("writing", "unreadable", "damaged", "not-record", "too-large", "refused")


def tried_again(kind: SkipKind) -> bool:
    """True when a file skipped for ``kind`` is expected to read next time (a tool is still writing it)."""
    return kind in ("writing", "unreadable")


def skipped_text(kind: SkipKind, detail: str = "") -> str:
    """Why a file was not taken, and what happens to it, as one clause (``detail``: the problem found, in English)."""
    if kind == "writing":
        text = translate("SyncFiles", "still being written; tried again shortly")
    elif kind == "unreadable":
        text = translate("SyncFiles", "cannot be read now ({detail}); tried again shortly")
    elif kind == "damaged":
        text = translate("SyncFiles", "damaged: {detail}; left alone until it changes")
    elif kind == "not-record":
        text = translate("SyncFiles", "not a match record ({detail}); left alone")
    elif kind == "too-large":
        text = translate("SyncFiles", "too large for a match record ({detail}); left alone")
    else:
        text = translate("SyncFiles", "a match this archive cannot take ({detail}); left alone")
    return text.format(detail=detail)

"""The tournaments of a backup folder: one tournament record each, written beside the match records.

``write_backup`` (``backup.py``) calls :func:`write_tournaments` into the folder it is making, and lists
what it wrote in ``backup.json`` under ``"tournaments": [{"file", "id", "name"}]``; ``restore_backup``
calls :func:`restore_tournaments`, which brings in every ``*.tarbish-tournament.json`` of the folder
that reads (its log replayed), skipping a night the archive already holds as it is, and names each
file it could not take.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tarbish_score.model import RecordError
from tarbish_score.model.tournament.record import dumps_tournament, read_tournament

from .files import write_atomic
from .importing import ImportProblem

if TYPE_CHECKING:
    from tarbish_score.storage import MatchStore

__all__ = ["TOURNAMENT_SUFFIX", "restore_tournaments", "write_tournaments"]

#: How a tournament record's file name ends (a match record's ``.tarbish.json`` does not match it).
TOURNAMENT_SUFFIX: Final = ".tarbish-tournament.json"


def write_tournaments(store: MatchStore, work: Path) -> list[dict[str, Any]]:
    """Write each tournament of ``store`` into ``work``, oldest first; the table of contents' entries.

    A tournament whose record no longer reads is not written (its ``reason`` is in its entry, ``file``
    None), as a match that would not import again is set aside.

    Raises:
        OSError: a file cannot be written.
        StoreError: the archive cannot be read.
    """
    from tarbish_score.storage import StoreError
    from tarbish_score.storage.tournaments import list_tournaments, load_tournament_row

    entries: list[dict[str, Any]] = []
    for summary in sorted(list_tournaments(store), key=lambda s: s.id):
        name = f"tournament-{summary.id:05}{TOURNAMENT_SUFFIX}"
        try:
            stored = load_tournament_row(store, summary.id)
        except StoreError as error:
            entries.append({"file": None, "id": summary.id, "name": summary.name, "reason": str(error)})
            continue
        text = dumps_tournament(stored.tournament, summary.name, uuid=stored.uuid, started=stored.started)
        write_atomic(work / name, text.encode("utf-8"))
        entries.append({"file": name, "id": summary.id, "name": summary.name})
    return entries


def restore_tournaments(store: MatchStore, folder: Path, problems: list[ImportProblem]) -> tuple[int, ...]:
    """Bring in every tournament record of ``folder`` that reads, skipping nights already in ``store``.

    Each file that cannot be taken is added to ``problems``.

    Returns:
        The new tournaments' ids, in file-name order (a backup's names are in archive order).

    Raises:
        StoreWriteError, StoreError: the archive refused.
    """
    from tarbish_score.storage.tournaments import Imported, import_tournament

    try:
        files = sorted(p for p in folder.iterdir() if p.name.endswith(TOURNAMENT_SUFFIX) and p.is_file())
    except OSError as error:
        problems.append(ImportProblem(folder, f"cannot read the folder ({error.strerror or error})", code="read"))
        return ()
    ids: list[int] = []
    for file in files:
        try:
            read = read_tournament(file)
        except RecordError as error:
            problems.append(ImportProblem(file, error.detail, field=error.field, code=error.code))
            continue
        except OSError as error:
            problems.append(ImportProblem(file, f"cannot be read ({error.strerror or error})", code="read"))
            continue
        done = import_tournament(store, read)
        if done.outcome in (Imported.NEW, Imported.DIVERGED):
            ids.append(done.id)  # the same night already held is skipped; a longer log updates it
    return tuple(ids)

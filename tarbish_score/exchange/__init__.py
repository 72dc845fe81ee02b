"""Match records out and in: JSON, CSV, the result summary, backup and import (no Qt).

- :mod:`.records`: the exported match record (docs/match-record.md) with its audit log.
- :mod:`.csv_export`: one row per round, safe against spreadsheet formulas.
- :mod:`.statistics_csv`: the archive statistics' columns, for the window's tables and their CSV.
- :mod:`.summary`: the short "Copy result" text.
- :mod:`.importing`: validate every file first, then import all or nothing, skipping duplicates.
- :mod:`.backup`: every match into one folder of ``.tarbish.json`` records, and back.
The printable scoresheet needs Qt and lives in :mod:`tarbish_score.qt.scoresheet`.

Every file is written whole or not at all (:func:`.files.write_atomic`).
"""

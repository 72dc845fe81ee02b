"""The statistics dialogs: one match's (:mod:`.match`) and the archive's over the years (:mod:`.archive`).

Both are built on first use (``ui/actions/statistics.py``), never at start-up. The archive's tables
are :mod:`.tables`' models.
"""

"""The sync tests' fixtures (tests/ui/sync/helpers.py): the sync folder, the other laptop, a syncing window."""

from __future__ import annotations

from .helpers import folder, other, syncing

__all__ = ["folder", "other", "syncing"]

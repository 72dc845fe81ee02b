"""The Qt adapters are tested on their own and through the window: the window tests' fixtures, shared."""

from __future__ import annotations

from ..ui.conftest import controller, started, window

__all__ = ["controller", "started", "window"]

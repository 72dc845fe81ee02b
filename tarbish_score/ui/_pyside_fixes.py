"""Work-arounds for bugs of the Qt bindings, each probed before it is applied.

PySide6 6.12 on CPython 3.11 drops one reference to ``None`` every time a
binding returns None (``QObject.parent()``, ``QApplication.focusWidget()``,
``QComboBox.itemData()`` of a None item, ...). ``None`` is not immortal before
Python 3.12, so after enough such calls (a long evening, or a test suite) the
interpreter aborts with "Fatal Python error: none_dealloc: deallocating None".
"""

from __future__ import annotations

import sys
from typing import Final

__all__ = ["guard_none_refcount", "none_refcount_leaks"]

#: References added to None when the leak is present: more than any session can drop.
_BALLAST: Final = 1 << 40
_PROBES: Final = 16
_guarded = False


def none_refcount_leaks() -> bool:
    """True when a PySide6 call that returns None drops a reference to None."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(_PROBES):
        probe.parent()
    return before - sys.getrefcount(None) >= _PROBES


def guard_none_refcount() -> bool:
    """Make None effectively immortal (as Python 3.12 does) if the bindings leak its references.

    Applied at most once per process, and only on CPython before 3.12 when
    :func:`none_refcount_leaks` sees the leak.

    Returns:
        True when the guard was applied by this call.
    """
    global _guarded
    if _guarded or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not none_refcount_leaks():
        return False
    import ctypes

    # ob_refcnt is the first field of every CPython object (non-debug builds).
    ctypes.c_ssize_t.from_address(id(None)).value += _BALLAST
    _guarded = True
    return True

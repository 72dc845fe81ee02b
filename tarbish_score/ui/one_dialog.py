"""One dialog of a kind at a time: asked for again, the open one comes to the front.

Every window-modal dialog of the window and its parts (the new-match dialog, the run checker,
a question before a rematch …) is held the same way: opened with :meth:`QDialog.open` (no
nested event loop), never twice over itself, and once it is finished (accepted, rejected or
closed) forgotten and deleted, then the holder goes back where the keys belong.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtWidgets import QDialog

__all__ = ["OneDialog"]

DialogT = TypeVar("DialogT", bound=QDialog)


class OneDialog(Generic[DialogT]):
    """Holds the one open dialog of a kind, or nothing.

    A dialog's own ``accepted`` handlers run before it is let go (Qt emits ``accepted`` before
    ``finished``), so they still find it in :attr:`dialog`; the ``closed`` callback given to
    :meth:`open` runs after, with :attr:`dialog` None again.
    """

    def __init__(self) -> None:
        self._dialog: DialogT | None = None

    @property
    def dialog(self) -> DialogT | None:
        """The dialog open now, or None."""
        return self._dialog

    def raised(self) -> DialogT | None:
        """The dialog open now, brought to the front; None when none is open (then build one)."""
        if self._dialog is not None:
            self._dialog.raise_()
        return self._dialog

    def open(self, dialog: DialogT, closed: Callable[[int], object] | None = None) -> DialogT:
        """Hold ``dialog`` and open it window-modal; once it finishes, let it go, then call ``closed(result)``.

        Returns:
            ``dialog``.
        """
        self._dialog = dialog
        dialog.finished.connect(lambda result: self._on_finished(dialog, result, closed))
        dialog.open()
        return dialog

    def reject(self) -> None:
        """Close the open dialog as Esc does (it finishes at once); nothing when none is open."""
        if self._dialog is not None:
            self._dialog.reject()

    def _on_finished(self, dialog: DialogT, result: int, closed: Callable[[int], object] | None) -> None:
        if self._dialog is dialog:
            self._dialog = None
        dialog.deleteLater()
        if closed is not None:
            closed(result)

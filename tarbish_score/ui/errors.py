"""Errors are seen: unexpected exceptions and Qt's complaints go to the log, and the bad ones to a dialog.

:func:`install` puts in a ``sys.excepthook`` (an exception escaping a slot lands there)
and a Qt message handler; nothing is left on a silent standard error. The dialog
module is imported only when an error is first shown.
"""

from __future__ import annotations

import logging
import re
import sys
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from tarbish_score.ui.dialogs.error import ErrorDialog

__all__ = ["ErrorHooks", "error_message", "install", "show_error"]

_log = logging.getLogger("tarbish_score.ui")
_qt_log = logging.getLogger("tarbish_score.qt.messages")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], object]

#: The dialogs on screen (kept here: a dialog with no window to belong to has no other owner).
_open_dialogs: list[ErrorDialog] = []


class ErrorHooks:
    """The hooks :func:`install` put in; :meth:`remove` puts the earlier ones back.

    Args:
        log_path: the log file named in the dialog ("" when there is none).
    """

    def __init__(self, log_path: str = "") -> None:
        self.log_path = log_path
        self._previous_hook: ExceptHook | None = None
        self._previous_handler: MessageHandler | None = None
        self._showing = False

    def install(self) -> None:
        """Put in the exception hook and the Qt message handler."""
        self._previous_hook = sys.excepthook
        sys.excepthook = self.excepthook
        self._previous_handler = qInstallMessageHandler(self.qt_message)

    def remove(self) -> None:
        """Put back the hook and handler from before :meth:`install`."""
        if self._previous_hook is not None:
            sys.excepthook = self._previous_hook
        qInstallMessageHandler(self._previous_handler)  # None: Qt's own

    def excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        """Log an unexpected exception with its traceback and show it in the error dialog."""
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        _log.error("unexpected error", exc_info=(kind, error, tb))
        details = "".join(traceback.format_exception(kind, error, tb))
        self._show(f"{kind.__name__}: {error_message(error)}", details)

    def qt_message(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        """Log Qt's messages; show a critical or fatal one in the error dialog."""
        where = f" ({context.file}:{context.line})" if context.file else ""
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            _qt_log.error("%s%s", message, where)
            self._show(message, f"Qt: {message}{where}")
        elif kind == QtMsgType.QtWarningMsg and not message.startswith(_PLATFORM_LIMITS):
            _qt_log.warning("%s%s", message, where)
        else:
            _qt_log.debug("%s%s", message, where)

    def _show(self, summary: str, details: str) -> None:
        if self._showing:
            return  # an error while showing an error: the log has it
        self._showing = True
        try:
            show_error(summary, details, self.log_path)
        except Exception:  # the dialog must never make things worse
            _log.exception("could not show the error dialog")
        finally:
            self._showing = False


#: Warnings a platform plug-in gives about what it cannot do (the offscreen one, on every start): debug only.
_PLATFORM_LIMITS = ("This plugin does not support",)

#: How PySide prefixes an exception raised in a Python override of a Qt virtual (one per level of nesting).
_OVERRIDE_PREFIX = re.compile(r"^(?:Error calling Python override of [\w:]+\(\): )+")


def error_message(error: BaseException) -> str:
    """The exception's own message, without PySide's "Error calling Python override of …" prefixes."""
    return _OVERRIDE_PREFIX.sub("", str(error))


def install(log_path: str = "") -> ErrorHooks:
    """Send unexpected exceptions and Qt's messages to the log, and the bad ones to a dialog.

    Returns:
        The hooks, to :meth:`ErrorHooks.remove` them again.
    """
    hooks = ErrorHooks(log_path)
    hooks.install()
    return hooks


def show_error(summary: str, details: str, log_path: str = "") -> ErrorDialog | None:
    """Show the error dialog over the active window (not modal: the game goes on), or None without a GUI."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    from PySide6.QtCore import Qt

    from tarbish_score.ui.dialogs.error import ErrorDialog

    dialog = ErrorDialog(summary, details, log_path, QApplication.activeWindow())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _open_dialogs.append(dialog)
    dialog.finished.connect(lambda _result: _open_dialogs.remove(dialog))
    dialog.show()
    return dialog

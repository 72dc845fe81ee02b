"""The accessibility walker: every control a player can reach says what it is, and what it holds.

Call :func:`unnamed_controls` on any shown window or dialog (the main window in each state, a new
dialog such as the About box or the table view); it returns one line per fault, ``[]`` when all is
well.

The rule, as a screen reader meets it (the texts are those Qt's accessibility layer exposes, read
through :func:`QAccessible.queryAccessibleInterface`, so a button's own visible text and a line
edit's buddy label count):

- **Controls**: every visible widget a player can act on: buttons, tool buttons, check and radio
  boxes, line edits, text edits, spin boxes, combo boxes, sliders, list/table/tree views, tab
  bars, and every other widget that takes the keyboard focus (the caller, trump and bella pickers,
  the card grids, the run chips …). Parts Qt builds inside a control (a spin box's line edit, a
  combo box's view, a view's headers and scroll bars, a tab bar's scroll arrows, a line edit's
  clear button) belong to that control and are not walked on their own.
- **Name**: each control has a name with a real word in it (two letters or more in a row): "+",
  "♠", "1" or "…" alone are not names; a symbol button needs ``setAccessibleName``.
- **Description**: controls whose purpose a name cannot carry also need a description (say what
  the control holds and how to use it: which keys, what happens): every input field (line edit,
  text edit, spin box, combo box), every list/table/tree view, slider and tab bar, and every
  focusable custom widget (pickers, card grids, run chips). Buttons, check boxes and radio boxes
  need only their name.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

__all__ = ["needs_description", "unnamed_controls"]

#: A real word: two letters (of any script) in a row.
_WORD = re.compile(r"[^\W\d_]{2}")
#: Controls that take input or hold a list: a name alone does not say how to use them.
_INPUTS = (
    QLineEdit,
    QTextEdit,
    QPlainTextEdit,
    QAbstractSpinBox,
    QComboBox,
    QAbstractItemView,
    QAbstractSlider,
    QTabBar,
)
#: Controls known by their kind, focusable or not.
_CONTROLS = (QAbstractButton, *_INPUTS)


def _inside_a_control(widget: QWidget, top: QWidget) -> bool:
    """True if ``widget`` is a part Qt builds inside another control (it is announced with it)."""
    if isinstance(widget, (QHeaderView, QScrollBar)):
        return True
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, (QAbstractSpinBox, QComboBox, QTabBar, QAbstractItemView, QLineEdit)):
            return True
        parent = parent.parentWidget()
    return False


def _is_control(widget: QWidget) -> bool:
    """A widget a player can act on."""
    if isinstance(widget, _CONTROLS):
        return True
    if isinstance(widget, (QLabel, QAbstractScrollArea, QTabWidget)):
        return False  # read with its text / a frame for what it holds / its tab bar is the control
    return widget.focusPolicy() != widget.focusPolicy().NoFocus


def needs_description(widget: QWidget) -> bool:
    """True if the rule (see the module) asks ``widget`` for a description as well as a name."""
    return not isinstance(widget, QAbstractButton)


def _texts(widget: QWidget) -> tuple[str, str]:
    """The name and description a screen reader is given for ``widget``."""
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None:  # pragma: no cover - every QWidget has one
        return widget.accessibleName(), widget.accessibleDescription()
    # A tab bar's interface reports its current tab: its own description is read from the widget.
    description = interface.text(QAccessible.Text.Description) or widget.accessibleDescription()
    return interface.text(QAccessible.Text.Name), description


def _describe(widget: QWidget) -> str:
    """Where the fault is: the class, the object name, and what it shows."""
    shown = ""
    if isinstance(widget, QAbstractButton):
        shown = widget.text()
    elif isinstance(widget, QLineEdit):
        shown = widget.placeholderText() or widget.text()
    chain = []
    node: QWidget | None = widget
    while node is not None:
        chain.append(node.objectName() or type(node).__name__)
        node = node.parentWidget()
    return f"{type(widget).__name__} {shown!r} in {' < '.join(chain)}"


def unnamed_controls(top: QWidget) -> list[str]:
    """Every fault of the rule (see the module) among the visible controls of ``top``, one line each.

    Args:
        top: a shown window or dialog; hidden widgets (another state's) are skipped.

    Returns:
        "<class 'text' in path>: no name" or "…: no description" lines; [] when every control passes.
    """
    faults: list[str] = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisible() or (widget.isWindow() and widget is not top):
            continue
        if not _is_control(widget) or _inside_a_control(widget, top):
            continue
        name, description = _texts(widget)
        if not _WORD.search(name.replace("&", "")):
            faults.append(f"{_describe(widget)}: no name (has {name!r})")
        if needs_description(widget) and not description.strip():
            faults.append(f"{_describe(widget)}: no description")
    return faults

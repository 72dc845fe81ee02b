"""A pseudo-locale for the tests: every message wrapped in ⟦ ⟧, and a walker that finds any visible text without it.

:func:`pseudo_catalogue` runs a FRESH ``pyside6-lupdate`` over the package into a temporary ``.ts``, writes
every translation as ``"⟦" + source + "⟧"`` (placeholders, ``%n``, tags and ``&`` kept, each plural form
too), and compiles it with ``pyside6-lrelease``. :func:`install_pseudo` installs it as the app's translator.
:func:`visible_texts` walks a widget tree (labels, buttons, group boxes, window and tab titles, placeholders,
tooltips, menus and actions, item models' headers and cells, combo items, text browsers) and
:func:`leaks` returns every text with letters outside a ⟦ ⟧ span that are not allowed (user data the test
typed, card symbols, keyboard-key names, language autonyms).
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QCoreApplication, QModelIndex, Qt, QTranslator
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QStatusBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

import tarbish_score
from tarbish_score.words.translation import install_translator

from .menus import menu_of

OPEN, CLOSE = "⟦", "⟧"
PACKAGE = Path(tarbish_score.__file__).resolve().parent

#: Qt's own texts the window shows (standard buttons): qtbase translates them; the pseudo catalogue does too.
QT_OWN = {
    "QPlatformTheme": [
        "OK", "Save", "Save All", "Open", "&Yes", "Yes to &All", "&No", "N&o to All", "Abort", "Retry",
        "Ignore", "Close", "Cancel", "Discard", "Help", "Apply", "Reset", "Restore Defaults",
        "Don't Save", "Close without Saving",
    ],
}  # fmt: skip

#: Words that are not translated and may show as they are: keyboard-key names (QKeySequence), language autonyms.
KEY_NAMES = {
    "Ctrl", "Shift", "Alt", "Meta", "Esc", "Enter", "Return", "Tab", "Del", "Delete", "Backspace", "Ins",
    "Home", "End", "PgUp", "PgDown", "Space", "Up", "Down", "Left", "Right", "F", "Backtab",
}  # fmt: skip
AUTONYMS = {"Français", "Español", "Italiano", "English"}
#: A key the user presses, named by itself: a letter, or a function key.
KEY_WORD = re.compile(r"^(?:[A-Z]|F\d{1,2})$")
CARD_WORD = re.compile(r"^(?:10|[2-9AKQJ])?[♠♥♦♣]?$")


def _pseudo(text: str) -> str:
    return OPEN + text + CLOSE


def write_pseudo_ts(source_ts: Path, target_ts: Path) -> int:
    """Fill every message of ``source_ts`` with its pseudo translation; returns how many messages."""
    tree = ET.parse(source_ts)
    root = tree.getroot()
    root.set("language", "en")
    for context_name, sources in QT_OWN.items():
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = context_name
        for source in sources:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
            ET.SubElement(message, "translation")
    count = 0
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if "%n" in source:  # as tools/catalogue.py refresh marks it: lupdate leaves translate(…, n) singular
            message.set("numerus", "yes")
        if message.get("numerus") == "yes":
            translation.text = None
            for _ in range(2):  # English has two plural forms
                ET.SubElement(translation, "numerusform").text = _pseudo(source)
        else:
            translation.text = _pseudo(source)
        count += 1
    tree.write(target_ts, encoding="utf-8", xml_declaration=True)
    return count


def pseudo_catalogue(folder: Path) -> Path:
    """A fresh pseudo catalogue of the whole package, compiled into ``folder``; returns the ``.qm``."""
    lupdate = shutil.which("pyside6-lupdate")
    lrelease = shutil.which("pyside6-lrelease")
    assert lupdate and lrelease, "pyside6-lupdate and pyside6-lrelease must be on PATH"
    fresh = folder / "fresh.ts"
    sources = sorted(str(p) for p in PACKAGE.rglob("*.py"))
    subprocess.run([lupdate, *sources, "-ts", str(fresh)], check=True, capture_output=True)
    pseudo_ts = folder / "tarbish_score_pseudo.ts"
    assert write_pseudo_ts(fresh, pseudo_ts) > 100
    qm = folder / "tarbish_score_pseudo.qm"
    subprocess.run([lrelease, str(pseudo_ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm


def install_pseudo(qm: Path) -> QTranslator:
    """Install the compiled pseudo catalogue as the app's translator (the words package included)."""
    translator = QTranslator(QCoreApplication.instance())
    assert translator.load(str(qm)), qm
    assert QCoreApplication.installTranslator(translator)
    install_translator(QCoreApplication.translate)
    return translator


def remove_pseudo(translator: QTranslator) -> None:
    """Take the pseudo catalogue out again."""
    QCoreApplication.removeTranslator(translator)
    install_translator(None)


def plain(text: str) -> str:
    """``text`` without HTML tags and entities (rich text as the user reads it)."""
    if "<" in text and re.search(r"<[a-zA-Z/!]", text):
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return html.unescape(text)


def outside_markers(text: str) -> str:
    """The parts of ``text`` outside every ⟦ ⟧ span (spans may nest)."""
    depth = 0
    out: list[str] = []
    for char in text:
        if char == OPEN:
            depth += 1
            out.append(" ")
        elif char == CLOSE:
            depth = max(depth - 1, 0)
            out.append(" ")
        elif depth == 0:
            out.append(char)
    return "".join(out)


def untranslated_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` outside ⟦ ⟧ that are neither allowed nor key names, card names or autonyms."""
    rest = outside_markers(plain(text))
    # User data may hold spaces: take each allowed phrase out whole, longest first.
    for phrase in sorted(allowed, key=len, reverse=True):
        if phrase:
            rest = rest.replace(phrase, " ")
    rest = re.sub(r"\[[^\]\s]{1,12}\]", " ", rest)  # key hints such as "[C]" name the key to press
    words = re.findall(r"[^\W\d_][\w'’♠♥♦♣]*", rest)
    return [
        w
        for w in words
        if w not in KEY_NAMES and w not in AUTONYMS and not CARD_WORD.match(w) and not KEY_WORD.match(w)
    ]


def _model_texts(model: QAbstractItemModel, where: str) -> Iterator[tuple[str, str]]:
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    while model.canFetchMore(QModelIndex()):  # a lazy model shows its rows when scrolled to
        model.fetchMore(QModelIndex())
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
    for orientation, count in ((Qt.Orientation.Horizontal, columns), (Qt.Orientation.Vertical, 0)):
        for section in range(count):
            for role in roles:
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    yield f"{where} header {section}", value

    def walk(parent: QModelIndex) -> Iterator[tuple[str, str]]:
        for row in range(model.rowCount(parent)):
            for column in range(columns if not parent.isValid() else model.columnCount(parent)):
                index = model.index(row, column, parent)
                for role in roles:
                    value = model.data(index, role)
                    if isinstance(value, str):
                        yield f"{where} cell {row},{column}", value
                if column == 0 and model.rowCount(index) > 0:
                    yield from walk(index)

    yield from walk(QModelIndex())


def _action_texts(actions: Iterable[QAction], where: str) -> Iterator[tuple[str, str]]:
    for action in actions:
        if action.isSeparator():
            continue
        name = f"{where} ▸ {action.text()}"
        yield name, action.text()
        yield name + " (tooltip)", action.toolTip()
        yield name + " (status tip)", action.statusTip()
        menu = menu_of(action)
        if isinstance(menu, QMenu):
            yield name + " (menu title)", menu.title()
            yield from _action_texts(menu.actions(), name)


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """Every text ``root`` and its children show (or tell in a tooltip), with where it is."""
    found: list[tuple[str, str]] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if widget is not root and not widget.isVisibleTo(root) and not isinstance(widget, QMenu):
            continue
        where = f"{type(widget).__name__}:{widget.objectName()}"
        if widget.isWindow():
            found.append((where + " title", widget.windowTitle()))
        found.append((where + " tooltip", widget.toolTip()))
        found.append((where + " whatsThis", widget.whatsThis()))
        if isinstance(widget, QLabel | QAbstractButton):
            found.append((where, widget.text()))
        elif isinstance(widget, QGroupBox):
            found.append((where, widget.title()))
        elif isinstance(widget, QLineEdit):
            found.append((where + " placeholder", widget.placeholderText()))
        elif isinstance(widget, QSpinBox):
            found.append((where + " suffix", widget.suffix()))
            found.append((where + " prefix", widget.prefix()))
            found.append((where + " special", widget.specialValueText()))
        elif isinstance(widget, QComboBox):
            found.extend((f"{where} item {i}", widget.itemText(i)) for i in range(widget.count()))
            found.extend(
                (f"{where} item {i} tooltip", str(widget.itemData(i, Qt.ItemDataRole.ToolTipRole) or ""))
                for i in range(widget.count())
            )
        elif isinstance(widget, QTabWidget):
            found.extend((f"{where} tab {i}", widget.tabText(i)) for i in range(widget.count()))
            found.extend((f"{where} tab {i} tooltip", widget.tabToolTip(i)) for i in range(widget.count()))
        elif isinstance(widget, QTextEdit | QPlainTextEdit):
            found.append((where, widget.toPlainText()))
            found.append((where + " placeholder", widget.placeholderText()))
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            found.extend(_model_texts(widget.model(), where))
        if isinstance(widget, QStatusBar):
            found.append((where + " message", widget.currentMessage()))
        if isinstance(widget, QMainWindow):
            found.extend(_action_texts(widget.menuBar().actions(), "menu"))
        found.extend(_action_texts(widget.actions(), where + " action"))
    return [(where, text) for where, text in found if text]


def leaks(root: QWidget, allowed: Iterable[str] = ()) -> list[str]:
    """Every text under ``root`` with words that did not pass through translation, as ``where: text``."""
    allowed = list(allowed)
    return [
        f"{where}: {words} in {text[:160]!r}"
        for where, text in visible_texts(root)
        if (words := untranslated_words(text, allowed))
    ]


def text_leaks(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The lines of a file's text (CSV, PDF) with words that did not pass through translation."""
    allowed = list(allowed)
    return [line for line in text.splitlines() if untranslated_words(line, allowed)]
